module @IrToHlo.695 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32x1x1xf32>, %arg12: tensor<67xf32>, %arg13: tensor<67x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x16x2x2xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x16x1x1xf32>, %arg27: tensor<35xf32>, %arg28: tensor<35x16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16x3x4x4xf32>, %arg33: tensor<2x3x32x32xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16x1x5x5xf32>, %arg37: tensor<16x1x3x3xf32>, %arg38: tensor<16xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x1x5x5xf32>, %arg42: tensor<32x1x3x3xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<2x16x128xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x32x1x1xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<2x32x1x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x32x1x1xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<2x32x1xf32>
    %cst_7 = stablehlo.constant dense<2.500000e-01> : tensor<2x32x4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x32x4x4xf32>
    %cst_9 = stablehlo.constant dense<0.707106769> : tensor<2x32x4x4xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x32x4x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x64xf32>
    %cst_14 = stablehlo.constant dense<0.707106769> : tensor<2x64x64xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x1x1xf32>
    %cst_17 = stablehlo.constant dense<0.707106769> : tensor<2x16x1x1xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x1x1xf32>
    %cst_19 = stablehlo.constant dense<1.250000e-01> : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<1.250000e-01> : tensor<2x16x8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x8x8xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<2x16x8x8xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x8x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg33, %arg32) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x8x8xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%5, %cst_25, %cst_24) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %6 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %7 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x64x16xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x64x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%11, %cst_25, %cst_24) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %12 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %13 = stablehlo.reshape %output_27 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x64x16xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x64x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %18 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,35]{0,1}"} : (tensor<35x16xf32>) -> tensor<16x35xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x35xf32>) -> tensor<128x35xf32>
    %20 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<35xf32>) -> tensor<128x35xf32>
    %21 = stablehlo.add %19, %20 : tensor<128x35xf32>
    %22 = stablehlo.reshape %21 : (tensor<128x35xf32>) -> tensor<2x8x8x35xf32>
    %23 = stablehlo.transpose %22, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,35,8,8]{1,3,2,0}"} : (tensor<2x8x8x35xf32>) -> tensor<2x35x8x8xf32>
    %24 = stablehlo.slice %23 [0:2, 0:16, 0:8, 0:8] : (tensor<2x35x8x8xf32>) -> tensor<2x16x8x8xf32>
    %25 = stablehlo.slice %23 [0:2, 16:32, 0:8, 0:8] : (tensor<2x35x8x8xf32>) -> tensor<2x16x8x8xf32>
    %26 = stablehlo.convolution(%25, %arg37) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x8x8xf32>
    %27 = stablehlo.multiply %26, %cst_23 : tensor<2x16x8x8xf32>
    %28 = stablehlo.multiply %26, %cst_22 : tensor<2x16x8x8xf32>
    %29 = stablehlo.custom_call @mhlo.erf(%28) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %30 = stablehlo.add %29, %cst_21 : tensor<2x16x8x8xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<2x16x8x8xf32>
    %32 = stablehlo.slice %23 [0:2, 32:35, 0:8, 0:8] : (tensor<2x35x8x8xf32>) -> tensor<2x3x8x8xf32>
    %33 = stablehlo.slice %32 [0:2, 0:1, 0:8, 0:8] : (tensor<2x3x8x8xf32>) -> tensor<2x1x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x16x8x8xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<2x16x8x8xf32>
    %37 = stablehlo.convolution(%31, %arg36) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x5x5xf32>) -> tensor<2x16x8x8xf32>
    %38 = stablehlo.multiply %37, %cst_23 : tensor<2x16x8x8xf32>
    %39 = stablehlo.multiply %37, %cst_22 : tensor<2x16x8x8xf32>
    %40 = stablehlo.custom_call @mhlo.erf(%39) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
    %41 = stablehlo.add %40, %cst_21 : tensor<2x16x8x8xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<2x16x8x8xf32>
    %43 = stablehlo.slice %32 [0:2, 1:2, 0:8, 0:8] : (tensor<2x3x8x8xf32>) -> tensor<2x1x8x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x16x8x8xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<2x16x8x8xf32>
    %47 = stablehlo.add %36, %46 : tensor<2x16x8x8xf32>
    %48 = stablehlo.reduce(%42 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<2x16x8xf32>
    %49 = stablehlo.multiply %48, %cst_20 : tensor<2x16x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x16x8xf32>) -> tensor<2x16x1x8xf32>
    %51 = stablehlo.reduce(%50 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<2x16x1x8xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    %52 = stablehlo.multiply %51, %cst_19 : tensor<2x16x1xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x16x1xf32>) -> tensor<2x16x1x1xf32>
    %54 = stablehlo.multiply %53, %cst_18 : tensor<2x16x1x1xf32>
    %55 = stablehlo.multiply %53, %cst_17 : tensor<2x16x1x1xf32>
    %56 = stablehlo.custom_call @mhlo.erf(%55) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %57 = stablehlo.add %56, %cst_16 : tensor<2x16x1x1xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<2x16x1x1xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x8x8xf32>
    %61 = stablehlo.slice %32 [0:2, 2:3, 0:8, 0:8] : (tensor<2x3x8x8xf32>) -> tensor<2x1x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x16x8x8xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<2x16x8x8xf32>
    %65 = stablehlo.add %47, %64 : tensor<2x16x8x8xf32>
    %66 = stablehlo.convolution(%65, %arg26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %67 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %68 = stablehlo.add %66, %67 : tensor<2x16x8x8xf32>
    %69 = stablehlo.multiply %24, %68 : tensor<2x16x8x8xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,16]{2,1,3,0}"} : (tensor<2x16x8x8xf32>) -> tensor<2x8x8x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x8x8x16xf32>) -> tensor<128x16xf32>
    %72 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %73 = stablehlo.dot_general %71, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %74 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %75 = stablehlo.add %73, %74 : tensor<128x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %77 = stablehlo.add %10, %76 : tensor<2x64x16xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%78, %cst_25, %cst_24) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %79 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %80 = stablehlo.reshape %output_30 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %81 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<2x64x16xf32>
    %83 = stablehlo.add %79, %82 : tensor<2x64x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %85 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,64]{0,1}"} : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %86 = stablehlo.dot_general %84, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x64xf32>) -> tensor<128x64xf32>
    %87 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %88 = stablehlo.add %86, %87 : tensor<128x64xf32>
    %89 = stablehlo.reshape %88 : (tensor<128x64xf32>) -> tensor<2x64x64xf32>
    %90 = stablehlo.multiply %89, %cst_15 : tensor<2x64x64xf32>
    %91 = stablehlo.multiply %89, %cst_14 : tensor<2x64x64xf32>
    %92 = stablehlo.custom_call @mhlo.erf(%91) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %93 = stablehlo.add %92, %cst_13 : tensor<2x64x64xf32>
    %94 = stablehlo.multiply %90, %93 : tensor<2x64x64xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x64x64xf32>) -> tensor<128x64xf32>
    %96 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x16xf32>) -> tensor<128x16xf32>
    %98 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %99 = stablehlo.add %97, %98 : tensor<128x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %101 = stablehlo.add %77, %100 : tensor<2x64x16xf32>
    %102 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x16x64xf32>) -> tensor<2x16x8x8xf32>
    %104 = stablehlo.convolution(%103, %arg17) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x2x2xf32>) -> tensor<2x32x4x4xf32>
    %105 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x32x4x4xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %108 = stablehlo.transpose %107, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%109, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %110 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %111 = stablehlo.reshape %output_33 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<2x16x32xf32>
    %114 = stablehlo.add %110, %113 : tensor<2x16x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%115, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %116 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %117 = stablehlo.reshape %output_36 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x16x32xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x16x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %122 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,67]{0,1}"} : (tensor<67x32xf32>) -> tensor<32x67xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x67xf32>) -> tensor<32x67xf32>
    %124 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<67xf32>) -> tensor<32x67xf32>
    %125 = stablehlo.add %123, %124 : tensor<32x67xf32>
    %126 = stablehlo.reshape %125 : (tensor<32x67xf32>) -> tensor<2x4x4x67xf32>
    %127 = stablehlo.transpose %126, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,67,4,4]{1,3,2,0}"} : (tensor<2x4x4x67xf32>) -> tensor<2x67x4x4xf32>
    %128 = stablehlo.slice %127 [0:2, 0:32, 0:4, 0:4] : (tensor<2x67x4x4xf32>) -> tensor<2x32x4x4xf32>
    %129 = stablehlo.slice %127 [0:2, 32:64, 0:4, 0:4] : (tensor<2x67x4x4xf32>) -> tensor<2x32x4x4xf32>
    %130 = stablehlo.convolution(%129, %arg42) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x4x4xf32>
    %131 = stablehlo.multiply %130, %cst_10 : tensor<2x32x4x4xf32>
    %132 = stablehlo.multiply %130, %cst_9 : tensor<2x32x4x4xf32>
    %133 = stablehlo.custom_call @mhlo.erf(%132) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %134 = stablehlo.add %133, %cst_8 : tensor<2x32x4x4xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<2x32x4x4xf32>
    %136 = stablehlo.slice %127 [0:2, 64:67, 0:4, 0:4] : (tensor<2x67x4x4xf32>) -> tensor<2x3x4x4xf32>
    %137 = stablehlo.slice %136 [0:2, 0:1, 0:4, 0:4] : (tensor<2x3x4x4xf32>) -> tensor<2x1x4x4xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x1x4x4xf32>) -> tensor<2x4x4xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 2, 3] : (tensor<2x4x4xf32>) -> tensor<2x32x4x4xf32>
    %140 = stablehlo.multiply %135, %139 : tensor<2x32x4x4xf32>
    %141 = stablehlo.convolution(%135, %arg41) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x5x5xf32>) -> tensor<2x32x4x4xf32>
    %142 = stablehlo.multiply %141, %cst_10 : tensor<2x32x4x4xf32>
    %143 = stablehlo.multiply %141, %cst_9 : tensor<2x32x4x4xf32>
    %144 = stablehlo.custom_call @mhlo.erf(%143) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x32x4x4xf32>) -> tensor<2x32x4x4xf32>
    %145 = stablehlo.add %144, %cst_8 : tensor<2x32x4x4xf32>
    %146 = stablehlo.multiply %142, %145 : tensor<2x32x4x4xf32>
    %147 = stablehlo.slice %136 [0:2, 1:2, 0:4, 0:4] : (tensor<2x3x4x4xf32>) -> tensor<2x1x4x4xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x1x4x4xf32>) -> tensor<2x4x4xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 2, 3] : (tensor<2x4x4xf32>) -> tensor<2x32x4x4xf32>
    %150 = stablehlo.multiply %146, %149 : tensor<2x32x4x4xf32>
    %151 = stablehlo.add %140, %150 : tensor<2x32x4x4xf32>
    %152 = stablehlo.reduce(%146 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32x4xf32>
    %153 = stablehlo.multiply %152, %cst_7 : tensor<2x32x4xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x32x4xf32>) -> tensor<2x32x1x4xf32>
    %155 = stablehlo.reduce(%154 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<2x32x1x4xf32>, tensor<f32>) -> tensor<2x32x1xf32>
    %156 = stablehlo.multiply %155, %cst_6 : tensor<2x32x1xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x32x1xf32>) -> tensor<2x32x1x1xf32>
    %158 = stablehlo.multiply %157, %cst_5 : tensor<2x32x1x1xf32>
    %159 = stablehlo.multiply %157, %cst_4 : tensor<2x32x1x1xf32>
    %160 = stablehlo.custom_call @mhlo.erf(%159) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %161 = stablehlo.add %160, %cst_3 : tensor<2x32x1x1xf32>
    %162 = stablehlo.multiply %158, %161 : tensor<2x32x1x1xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x32x1x1xf32>) -> tensor<2x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x4x4xf32>
    %165 = stablehlo.slice %136 [0:2, 2:3, 0:4, 0:4] : (tensor<2x3x4x4xf32>) -> tensor<2x1x4x4xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x1x4x4xf32>) -> tensor<2x4x4xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 2, 3] : (tensor<2x4x4xf32>) -> tensor<2x32x4x4xf32>
    %168 = stablehlo.multiply %164, %167 : tensor<2x32x4x4xf32>
    %169 = stablehlo.add %151, %168 : tensor<2x32x4x4xf32>
    %170 = stablehlo.convolution(%169, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x4x4xf32>
    %171 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %172 = stablehlo.add %170, %171 : tensor<2x32x4x4xf32>
    %173 = stablehlo.multiply %128, %172 : tensor<2x32x4x4xf32>
    %174 = stablehlo.transpose %173, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,4,32]{2,1,3,0}"} : (tensor<2x32x4x4xf32>) -> tensor<2x4x4x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x4x4x32xf32>) -> tensor<32x32xf32>
    %176 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %178 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %179 = stablehlo.add %177, %178 : tensor<32x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %181 = stablehlo.add %114, %180 : tensor<2x16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_39, %batch_mean_40, %batch_var_41 = "stablehlo.batch_norm_training"(%182, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %183 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %184 = stablehlo.reshape %output_39 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<2x16x32xf32>
    %187 = stablehlo.add %183, %186 : tensor<2x16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %189 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %191 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %192 = stablehlo.add %190, %191 : tensor<32x128xf32>
    %193 = stablehlo.reshape %192 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %194 = stablehlo.multiply %193, %cst_2 : tensor<2x16x128xf32>
    %195 = stablehlo.multiply %193, %cst_1 : tensor<2x16x128xf32>
    %196 = stablehlo.custom_call @mhlo.erf(%195) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %197 = stablehlo.add %196, %cst_0 : tensor<2x16x128xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<2x16x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %200 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %203 = stablehlo.add %201, %202 : tensor<32x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %205 = stablehlo.add %181, %204 : tensor<2x16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_42, %batch_mean_43, %batch_var_44 = "stablehlo.batch_norm_training"(%206, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %207 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %208 = stablehlo.reshape %output_42 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x16x32xf32>
    %211 = stablehlo.add %207, %210 : tensor<2x16x32xf32>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,16]{1,2,0}"} : (tensor<2x16x32xf32>) -> tensor<2x32x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x32x16xf32>) -> tensor<2x32x1x16xf32>
    %214 = stablehlo.reduce(%213 init: %cst_26) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x1x16xf32>, tensor<f32>) -> tensor<2x32xf32>
    %215 = stablehlo.multiply %214, %cst : tensor<2x32xf32>
    %216 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %218 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %219 = stablehlo.add %217, %218 : tensor<2x10xf32>
    return %219 : tensor<2x10xf32>
  }
}
