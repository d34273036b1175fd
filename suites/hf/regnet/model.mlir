module @IrToHlo.230 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x16x1x1xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16x1x1xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x3x3x3xf32>, %arg17: tensor<2x3x32x32xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x16x1x1xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x4x1x1xf32>, %arg25: tensor<4xf32>, %arg26: tensor<4x16x1x1xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16x8x3x3xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16x16x1x1xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32x1x1xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x4x1x1xf32>, %arg44: tensor<4xf32>, %arg45: tensor<4x32x1x1xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x8x3x3xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x16x1x1xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x32x4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x32x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x1x1xf32>
    %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg17, %arg16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<2x16x16x16xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg15, %arg14, %arg13, %arg12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %2 = stablehlo.maximum %1, %cst_5 : tensor<2x16x16x16xf32>
    %3 = stablehlo.convolution(%2, %arg36) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x16x16xf32>
    %4 = "stablehlo.batch_norm_inference"(%3, %arg35, %arg34, %arg33, %arg32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %5 = stablehlo.maximum %4, %cst_5 : tensor<2x16x16x16xf32>
    %6 = stablehlo.convolution(%5, %arg31) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<16x8x3x3xf32>) -> tensor<2x16x8x8xf32>
    %7 = "stablehlo.batch_norm_inference"(%6, %arg30, %arg29, %arg28, %arg27) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %8 = stablehlo.maximum %7, %cst_4 : tensor<2x16x8x8xf32>
    %9 = stablehlo.reduce(%8 init: %cst_6) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.multiply %9, %cst_3 : tensor<2x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x16xf32>) -> tensor<2x16x1x1xf32>
    %12 = stablehlo.convolution(%11, %arg26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x1x1xf32>, tensor<4x16x1x1xf32>) -> tensor<2x4x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<4xf32>) -> tensor<2x4x1x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x4x1x1xf32>
    %15 = stablehlo.maximum %14, %cst_2 : tensor<2x4x1x1xf32>
    %16 = stablehlo.convolution(%15, %arg24) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x1x1xf32>, tensor<16x4x1x1xf32>) -> tensor<2x16x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<16xf32>) -> tensor<2x16x1x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x16x1x1xf32>
    %19 = stablehlo.logistic %18 : tensor<2x16x1x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x8x8xf32>
    %22 = stablehlo.multiply %8, %21 : tensor<2x16x8x8xf32>
    %23 = stablehlo.convolution(%22, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %24 = "stablehlo.batch_norm_inference"(%23, %arg21, %arg20, %arg19, %arg18) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %25 = stablehlo.convolution(%2, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %26 = "stablehlo.batch_norm_inference"(%25, %arg10, %arg9, %arg8, %arg7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x16x8x8xf32>
    %28 = stablehlo.maximum %27, %cst_4 : tensor<2x16x8x8xf32>
    %29 = stablehlo.convolution(%28, %arg55) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x8x8xf32>
    %30 = "stablehlo.batch_norm_inference"(%29, %arg54, %arg53, %arg52, %arg51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %31 = stablehlo.maximum %30, %cst_1 : tensor<2x32x8x8xf32>
    %32 = stablehlo.convolution(%31, %arg50) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<32x8x3x3xf32>) -> tensor<2x32x4x4xf32>
    %33 = "stablehlo.batch_norm_inference"(%32, %arg49, %arg48, %arg47, %arg46) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %34 = stablehlo.maximum %33, %cst_0 : tensor<2x32x4x4xf32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32xf32>
    %36 = stablehlo.multiply %35, %cst : tensor<2x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x32xf32>) -> tensor<2x32x1x1xf32>
    %38 = stablehlo.convolution(%37, %arg45) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x1xf32>, tensor<4x32x1x1xf32>) -> tensor<2x4x1x1xf32>
    %39 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<4xf32>) -> tensor<2x4x1x1xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x4x1x1xf32>
    %41 = stablehlo.maximum %40, %cst_2 : tensor<2x4x1x1xf32>
    %42 = stablehlo.convolution(%41, %arg43) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x1x1xf32>, tensor<32x4x1x1xf32>) -> tensor<2x32x1x1xf32>
    %43 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x1xf32>
    %44 = stablehlo.add %42, %43 : tensor<2x32x1x1xf32>
    %45 = stablehlo.logistic %44 : tensor<2x32x1x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x32x1x1xf32>) -> tensor<2x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x4x4xf32>
    %48 = stablehlo.multiply %34, %47 : tensor<2x32x4x4xf32>
    %49 = stablehlo.convolution(%48, %arg41) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x4x4xf32>
    %50 = "stablehlo.batch_norm_inference"(%49, %arg40, %arg39, %arg38, %arg37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %51 = stablehlo.convolution(%28, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x4x4xf32>
    %52 = "stablehlo.batch_norm_inference"(%51, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x32x4x4xf32>
    %54 = stablehlo.maximum %53, %cst_0 : tensor<2x32x4x4xf32>
    %55 = stablehlo.reduce(%54 init: %cst_6) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32xf32>
    %56 = stablehlo.multiply %55, %cst : tensor<2x32xf32>
    %57 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %58 = stablehlo.dot_general %56, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %59 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %60 = stablehlo.add %58, %59 : tensor<2x10xf32>
    return %60 : tensor<2x10xf32>
  }
}
