module @IrToHlo.291 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x16x1x1xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x3x7x7xf32>, %arg12: tensor<2x3x32x32xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x16x3x3xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x16x3x3xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32x3x3xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x16x3x3xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x32x4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x16x16xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg12, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x7x7xf32>) -> tensor<2x16x16x16xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg10, %arg9, %arg8, %arg7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %2 = stablehlo.maximum %1, %cst_2 : tensor<2x16x16x16xf32>
    %3 = stablehlo.pad %2, %cst_3, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x18x18xf32>
    %4 = "stablehlo.reduce_window"(%3, %cst_3) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %27 = stablehlo.maximum %arg33, %arg34 : tensor<f32>
      stablehlo.return %27 : tensor<f32>
    }) : (tensor<2x16x18x18xf32>, tensor<f32>) -> tensor<2x16x8x8xf32>
    %5 = stablehlo.convolution(%4, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x3x3xf32>) -> tensor<2x16x8x8xf32>
    %6 = "stablehlo.batch_norm_inference"(%5, %arg21, %arg20, %arg19, %arg18) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %7 = stablehlo.maximum %6, %cst_1 : tensor<2x16x8x8xf32>
    %8 = stablehlo.convolution(%7, %arg17) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x3x3xf32>) -> tensor<2x16x8x8xf32>
    %9 = "stablehlo.batch_norm_inference"(%8, %arg16, %arg15, %arg14, %arg13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %10 = stablehlo.add %9, %4 : tensor<2x16x8x8xf32>
    %11 = stablehlo.maximum %10, %cst_1 : tensor<2x16x8x8xf32>
    %12 = stablehlo.convolution(%11, %arg32) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<2x32x4x4xf32>
    %13 = "stablehlo.batch_norm_inference"(%12, %arg31, %arg30, %arg29, %arg28) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %14 = stablehlo.maximum %13, %cst_0 : tensor<2x32x4x4xf32>
    %15 = stablehlo.convolution(%14, %arg27) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x4x4xf32>
    %16 = "stablehlo.batch_norm_inference"(%15, %arg26, %arg25, %arg24, %arg23) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %17 = stablehlo.convolution(%11, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x4x4xf32>
    %18 = "stablehlo.batch_norm_inference"(%17, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x32x4x4xf32>
    %20 = stablehlo.maximum %19, %cst_0 : tensor<2x32x4x4xf32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32xf32>
    %22 = stablehlo.multiply %21, %cst : tensor<2x32xf32>
    %23 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %25 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x10xf32>
    return %26 : tensor<2x10xf32>
  }
}
