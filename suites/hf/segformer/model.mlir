module @IrToHlo.705 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x16x3x3xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16x3x7x7xf32>, %arg10: tensor<2x3x32x32xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16x16x2x2xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16x16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16x16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x1x3x3xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64x1x3x3xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64x32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<2x16x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf32>
    %cst_5 = stablehlo.constant dense<0.707106769> : tensor<2x64x32xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x1x16x16xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x1x64x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg10, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x7x7xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x8x8xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%5, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %7 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x64x16xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x64x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_15, %batch_mean_16, %batch_var_17 = "stablehlo.batch_norm_training"(%11, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %12 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %13 = stablehlo.reshape %output_15 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x64x16xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x64x16xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x16x64xf32>) -> tensor<2x16x8x8xf32>
    %19 = stablehlo.convolution(%18, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x2x2xf32>) -> tensor<2x16x4x4xf32>
    %20 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %21 = stablehlo.add %19, %20 : tensor<2x16x4x4xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x16x4x4xf32>) -> tensor<2x16x16xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{1,2,0}"} : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x16x16xf32>) -> tensor<1x32x16xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%24, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %25 = stablehlo.reshape %16 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %26 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %28 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %29 = stablehlo.add %27, %28 : tensor<128x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<128x16xf32>) -> tensor<2x1x64x16xf32>
    %31 = stablehlo.multiply %30, %cst_8 : tensor<2x1x64x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x1x64x16xf32>) -> tensor<2x64x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<16xf32>) -> tensor<2x16x16xf32>
    %34 = stablehlo.reshape %output_18 : (tensor<1x32x16xf32>) -> tensor<2x16x16xf32>
    %35 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<16xf32>) -> tensor<2x16x16xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<2x16x16xf32>
    %37 = stablehlo.add %33, %36 : tensor<2x16x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x16x16xf32>) -> tensor<32x16xf32>
    %39 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %40 = stablehlo.dot_general %38, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.add %40, %41 : tensor<32x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<32x16xf32>) -> tensor<2x1x16x16xf32>
    %44 = stablehlo.transpose %43, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,1,16,16]{2,1,3,0}"} : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xf32>
    %45 = stablehlo.multiply %44, %cst_7 : tensor<2x1x16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x1x16x16xf32>) -> tensor<2x16x16xf32>
    %47 = stablehlo.dot_general %32, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x16xf32>) -> tensor<2x64x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x64x16xf32>) -> tensor<2x1x64x16xf32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x64x16xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x16xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<2x1x64x16xf32>
    %52 = stablehlo.exponential %51 : tensor<2x1x64x16xf32>
    %53 = stablehlo.reduce(%52 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x1x64x16xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x16xf32>
    %55 = stablehlo.divide %52, %54 : tensor<2x1x64x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x1x64x16xf32>) -> tensor<2x64x16xf32>
    %57 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %58 = stablehlo.dot_general %38, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %59 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %60 = stablehlo.add %58, %59 : tensor<32x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<32x16xf32>) -> tensor<2x16x16xf32>
    %62 = stablehlo.dot_general %56, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x16xf32>) -> tensor<2x64x16xf32>
    %63 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %65 = stablehlo.dot_general %62, %64, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x16xf32>) -> tensor<2x64x16xf32>
    %66 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %67 = stablehlo.add %65, %66 : tensor<2x64x16xf32>
    %68 = stablehlo.add %67, %10 : tensor<2x64x16xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%69, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %70 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %71 = stablehlo.reshape %output_21 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %72 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x64x16xf32>
    %74 = stablehlo.add %70, %73 : tensor<2x64x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %76 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<128x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %81 = stablehlo.transpose %80, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,64]{1,2,0}"} : (tensor<2x64x32xf32>) -> tensor<2x32x64xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x32x64xf32>) -> tensor<2x32x8x8xf32>
    %83 = stablehlo.convolution(%82, %arg29) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x8x8xf32>
    %84 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %85 = stablehlo.add %83, %84 : tensor<2x32x8x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %88 = stablehlo.multiply %87, %cst_6 : tensor<2x64x32xf32>
    %89 = stablehlo.multiply %87, %cst_5 : tensor<2x64x32xf32>
    %90 = stablehlo.custom_call @mhlo.erf(%89) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %91 = stablehlo.add %90, %cst_4 : tensor<2x64x32xf32>
    %92 = stablehlo.multiply %88, %91 : tensor<2x64x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %94 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x16xf32>) -> tensor<128x16xf32>
    %96 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %97 = stablehlo.add %95, %96 : tensor<128x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %99 = stablehlo.add %98, %68 : tensor<2x64x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%100, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %101 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %102 = stablehlo.reshape %output_24 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %103 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x64x16xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x64x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
    %107 = stablehlo.transpose %106, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %108 = stablehlo.convolution(%107, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<2x32x4x4xf32>
    %109 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %110 = stablehlo.add %108, %109 : tensor<2x32x4x4xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%113, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %114 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %115 = stablehlo.reshape %output_27 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x16x32xf32>
    %118 = stablehlo.add %114, %117 : tensor<2x16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%119, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %120 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %121 = stablehlo.reshape %output_30 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x16x32xf32>
    %124 = stablehlo.add %120, %123 : tensor<2x16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %126 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %129 = stablehlo.add %127, %128 : tensor<32x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %132 = stablehlo.multiply %131, %cst_3 : tensor<2x2x16x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %134 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.dot_general %125, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %137 = stablehlo.add %135, %136 : tensor<32x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 3, 1] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %140 = stablehlo.multiply %139, %cst_3 : tensor<2x2x16x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %142 = stablehlo.dot_general %133, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<4x16x16xf32>) -> tensor<2x2x16x16xf32>
    %144 = stablehlo.reduce(%143 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %146 = stablehlo.subtract %143, %145 : tensor<2x2x16x16xf32>
    %147 = stablehlo.exponential %146 : tensor<2x2x16x16xf32>
    %148 = stablehlo.reduce(%147 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %150 = stablehlo.divide %147, %149 : tensor<2x2x16x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %152 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %153 = stablehlo.dot_general %125, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %154 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %155 = stablehlo.add %153, %154 : tensor<32x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %159 = stablehlo.dot_general %151, %158, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<4x16x16xf32>) -> tensor<2x2x16x16xf32>
    %161 = stablehlo.transpose %160, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,2,16]{3,1,2,0}"} : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x16x2x16xf32>) -> tensor<32x32xf32>
    %163 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %164 = stablehlo.dot_general %162, %163, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %165 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.add %164, %165 : tensor<32x32xf32>
    %167 = stablehlo.reshape %166 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %168 = stablehlo.add %167, %118 : tensor<2x16x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%169, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %170 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %171 = stablehlo.reshape %output_33 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %173 = stablehlo.multiply %171, %172 : tensor<2x16x32xf32>
    %174 = stablehlo.add %170, %173 : tensor<2x16x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %176 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %179 = stablehlo.add %177, %178 : tensor<32x64xf32>
    %180 = stablehlo.reshape %179 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %181 = stablehlo.transpose %180, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x64x16xf32>) -> tensor<2x64x4x4xf32>
    %183 = stablehlo.convolution(%182, %arg49) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x4x4xf32>, tensor<64x1x3x3xf32>) -> tensor<2x64x4x4xf32>
    %184 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<64xf32>) -> tensor<2x64x4x4xf32>
    %185 = stablehlo.add %183, %184 : tensor<2x64x4x4xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x64x4x4xf32>) -> tensor<2x64x16xf32>
    %187 = stablehlo.transpose %186, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %188 = stablehlo.multiply %187, %cst_2 : tensor<2x16x64xf32>
    %189 = stablehlo.multiply %187, %cst_1 : tensor<2x16x64xf32>
    %190 = stablehlo.custom_call @mhlo.erf(%189) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %191 = stablehlo.add %190, %cst_0 : tensor<2x16x64xf32>
    %192 = stablehlo.multiply %188, %191 : tensor<2x16x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %194 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %196 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.add %195, %196 : tensor<32x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %199 = stablehlo.add %198, %168 : tensor<2x16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%200, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %201 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %202 = stablehlo.reshape %output_36 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x16x32xf32>
    %205 = stablehlo.add %201, %204 : tensor<2x16x32xf32>
    %206 = stablehlo.reduce(%205 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %207 = stablehlo.multiply %206, %cst : tensor<2x32xf32>
    %208 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %209 = stablehlo.dot_general %207, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %210 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %211 = stablehlo.add %209, %210 : tensor<2x10xf32>
    return %211 : tensor<2x10xf32>
  }
}
