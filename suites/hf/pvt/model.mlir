module @IrToHlo.644 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<1x17x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x16x2x2xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<1x64x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x3x4x4xf32>, %arg21: tensor<2x3x32x32xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16x16x2x2xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16x16xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16x16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<32xf32>, %arg39: tensor<1x1x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x17x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x17x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x17x64xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x17x17xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<2x64x32xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<2x1x64x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg21, %arg20) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x8x8xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%5, %cst_12, %cst_11) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %6 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %7 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x64x16xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x64x16xf32>
    %11 = stablehlo.reshape %arg17 : (tensor<1x64x16xf32>) -> tensor<1x8x8x16xf32>
    %12 = stablehlo.transpose %11, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,16,8,8]{1,3,2,0}"} : (tensor<1x8x8x16xf32>) -> tensor<1x16x8x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x16x8x8xf32>) -> tensor<1x16x64xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,64,16]{1,2,0}"} : (tensor<1x16x64xf32>) -> tensor<1x64x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x64x16xf32>) -> tensor<64x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<64x16xf32>) -> tensor<2x64x16xf32>
    %17 = stablehlo.add %10, %16 : tensor<2x64x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_15, %batch_mean_16, %batch_var_17 = "stablehlo.batch_norm_training"(%18, %cst_12, %cst_11) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %19 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %20 = stablehlo.reshape %output_15 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x64x16xf32>
    %23 = stablehlo.add %19, %22 : tensor<2x64x16xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x16x64xf32>) -> tensor<2x16x8x8xf32>
    %26 = stablehlo.convolution(%25, %arg29) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x2x2xf32>) -> tensor<2x16x4x4xf32>
    %27 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %28 = stablehlo.add %26, %27 : tensor<2x16x4x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x16x4x4xf32>) -> tensor<2x16x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{1,2,0}"} : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x16x16xf32>) -> tensor<1x32x16xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%31, %cst_10, %cst_9) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %32 = stablehlo.reshape %23 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %33 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %34 = stablehlo.dot_general %32, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %35 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %36 = stablehlo.add %34, %35 : tensor<128x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %38 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<16xf32>) -> tensor<2x16x16xf32>
    %39 = stablehlo.reshape %output_18 : (tensor<1x32x16xf32>) -> tensor<2x16x16xf32>
    %40 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<16xf32>) -> tensor<2x16x16xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x16x16xf32>
    %42 = stablehlo.add %38, %41 : tensor<2x16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x16x16xf32>) -> tensor<32x16xf32>
    %44 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.dot_general %43, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %46 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %47 = stablehlo.add %45, %46 : tensor<32x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<32x16xf32>) -> tensor<2x1x16x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,1,16,16]{2,1,3,0}"} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x1x16x16xf32>) -> tensor<2x16x16xf32>
    %51 = stablehlo.dot_general %37, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x16xf32>) -> tensor<2x64x16xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x64x16xf32>) -> tensor<2x1x64x16xf32>
    %53 = stablehlo.divide %52, %cst_8 : tensor<2x1x64x16xf32>
    %54 = stablehlo.reduce(%53 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x64x16xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x16xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<2x1x64x16xf32>
    %57 = stablehlo.exponential %56 : tensor<2x1x64x16xf32>
    %58 = stablehlo.reduce(%57 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x1x64x16xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x16xf32>
    %60 = stablehlo.divide %57, %59 : tensor<2x1x64x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x1x64x16xf32>) -> tensor<2x64x16xf32>
    %62 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %63 = stablehlo.dot_general %43, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %64 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %65 = stablehlo.add %63, %64 : tensor<32x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<32x16xf32>) -> tensor<2x16x16xf32>
    %67 = stablehlo.dot_general %61, %66, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x16xf32>) -> tensor<2x64x16xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %69 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %70 = stablehlo.dot_general %68, %69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %71 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %72 = stablehlo.add %70, %71 : tensor<128x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %74 = stablehlo.add %73, %17 : tensor<2x64x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%75, %cst_12, %cst_11) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %76 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %77 = stablehlo.reshape %output_21 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %78 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<2x64x16xf32>
    %80 = stablehlo.add %76, %79 : tensor<2x64x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %82 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.dot_general %81, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %84 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %85 = stablehlo.add %83, %84 : tensor<128x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %87 = stablehlo.multiply %86, %cst_7 : tensor<2x64x32xf32>
    %88 = stablehlo.multiply %86, %cst_6 : tensor<2x64x32xf32>
    %89 = stablehlo.custom_call @mhlo.erf(%88) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %90 = stablehlo.add %89, %cst_5 : tensor<2x64x32xf32>
    %91 = stablehlo.multiply %87, %90 : tensor<2x64x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %93 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x16xf32>) -> tensor<128x16xf32>
    %95 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %96 = stablehlo.add %94, %95 : tensor<128x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %98 = stablehlo.add %74, %97 : tensor<2x64x16xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %101 = stablehlo.convolution(%100, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x2x2xf32>) -> tensor<2x32x4x4xf32>
    %102 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %103 = stablehlo.add %101, %102 : tensor<2x32x4x4xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%106, %cst_10, %cst_9) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %107 = stablehlo.reshape %arg39 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %110 = stablehlo.reshape %output_24 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x16x32xf32>
    %113 = stablehlo.add %109, %112 : tensor<2x16x32xf32>
    %114 = stablehlo.concatenate %108, %113, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %115 = stablehlo.slice %arg8 [0:1, 0:1, 0:32] : (tensor<1x17x32xf32>) -> tensor<1x1x32xf32>
    %116 = stablehlo.slice %arg8 [0:1, 1:17, 0:32] : (tensor<1x17x32xf32>) -> tensor<1x16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<1x16x32xf32>) -> tensor<1x4x4x32xf32>
    %118 = stablehlo.transpose %117, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,4,4]{1,3,2,0}"} : (tensor<1x4x4x32xf32>) -> tensor<1x32x4x4xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x32x4x4xf32>) -> tensor<1x32x16xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,16,32]{1,2,0}"} : (tensor<1x32x16xf32>) -> tensor<1x16x32xf32>
    %121 = stablehlo.concatenate %115, %120, dim = 1 : (tensor<1x1x32xf32>, tensor<1x16x32xf32>) -> tensor<1x17x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x17x32xf32>) -> tensor<17x32xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1, 2] : (tensor<17x32xf32>) -> tensor<2x17x32xf32>
    %124 = stablehlo.add %114, %123 : tensor<2x17x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%125, %cst_4, %cst_3) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %126 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %127 = stablehlo.reshape %output_27 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<2x17x32xf32>
    %130 = stablehlo.add %126, %129 : tensor<2x17x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %132 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %134 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %135 = stablehlo.add %133, %134 : tensor<34x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %137 = stablehlo.transpose %136, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %139 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %140 = stablehlo.dot_general %131, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %142 = stablehlo.add %140, %141 : tensor<34x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %146 = stablehlo.dot_general %138, %145, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x17xf32>) -> tensor<4x17x17xf32>
    %147 = stablehlo.reshape %146 : (tensor<4x17x17xf32>) -> tensor<2x2x17x17xf32>
    %148 = stablehlo.divide %147, %cst_2 : tensor<2x2x17x17xf32>
    %149 = stablehlo.reduce(%148 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %151 = stablehlo.subtract %148, %150 : tensor<2x2x17x17xf32>
    %152 = stablehlo.exponential %151 : tensor<2x2x17x17xf32>
    %153 = stablehlo.reduce(%152 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %155 = stablehlo.divide %152, %154 : tensor<2x2x17x17xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x2x17x17xf32>) -> tensor<4x17x17xf32>
    %157 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = stablehlo.dot_general %131, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %159 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %160 = stablehlo.add %158, %159 : tensor<34x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %162 = stablehlo.transpose %161, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %164 = stablehlo.dot_general %156, %163, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x17xf32>, tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %168 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %171 = stablehlo.add %169, %170 : tensor<34x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %173 = stablehlo.add %172, %124 : tensor<2x17x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%174, %cst_4, %cst_3) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %175 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %176 = stablehlo.reshape %output_30 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %177 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<2x17x32xf32>
    %179 = stablehlo.add %175, %178 : tensor<2x17x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %181 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %183 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %184 = stablehlo.add %182, %183 : tensor<34x64xf32>
    %185 = stablehlo.reshape %184 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %186 = stablehlo.multiply %185, %cst_1 : tensor<2x17x64xf32>
    %187 = stablehlo.multiply %185, %cst_0 : tensor<2x17x64xf32>
    %188 = stablehlo.custom_call @mhlo.erf(%187) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x17x64xf32>) -> tensor<2x17x64xf32>
    %189 = stablehlo.add %188, %cst : tensor<2x17x64xf32>
    %190 = stablehlo.multiply %186, %189 : tensor<2x17x64xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %192 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %194 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %195 = stablehlo.add %193, %194 : tensor<34x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %197 = stablehlo.add %173, %196 : tensor<2x17x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%198, %cst_4, %cst_3) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %199 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %200 = stablehlo.reshape %output_33 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %201 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<2x17x32xf32>
    %203 = stablehlo.add %199, %202 : tensor<2x17x32xf32>
    %204 = stablehlo.slice %203 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %206 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %208 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %209 = stablehlo.add %207, %208 : tensor<2x10xf32>
    return %209 : tensor<2x10xf32>
  }
}
