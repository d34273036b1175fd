module @IrToHlo.917 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x16x1x1xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x16x1x1xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x3x7x7xf32>, %arg8: tensor<2x3x32x32xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16x8x1x1xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8x8x3x3xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8x16x1x1xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<16xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x8x1x1xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8x8x3x3xf32>, %arg25: tensor<8xf32>, %arg26: tensor<8x16x1x1xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x32x4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x16x18x18xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg3 : (tensor<32x16x1x1xf32>) -> tensor<1x32x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%0, %cst_10, %cst_9) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %1 = stablehlo.reshape %arg5 : (tensor<16x16x1x1xf32>) -> tensor<1x16x16xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%1, %cst_8, %cst_7) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>)
    %2 = stablehlo.reshape %arg7 : (tensor<16x3x7x7xf32>) -> tensor<1x16x147xf32>
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%2, %cst_8, %cst_7) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x16x147xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x147xf32>, tensor<16xf32>, tensor<16xf32>)
    %3 = stablehlo.reshape %output_16 : (tensor<1x16x147xf32>) -> tensor<16x3x7x7xf32>
    %4 = stablehlo.convolution(%arg8, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x7x7xf32>) -> tensor<2x16x16x16xf32>
    %5 = stablehlo.pad %4, %cst_12, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x18x18xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16x18x18xf32>) -> tensor<1x8x1296xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%6, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x1296xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x1296xf32>, tensor<8xf32>, tensor<8xf32>)
    %7 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<16xf32>) -> tensor<2x16x18x18xf32>
    %8 = stablehlo.reshape %output_19 : (tensor<1x8x1296xf32>) -> tensor<2x16x18x18xf32>
    %9 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<16xf32>) -> tensor<2x16x18x18xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<2x16x18x18xf32>
    %11 = stablehlo.add %7, %10 : tensor<2x16x18x18xf32>
    %12 = stablehlo.maximum %11, %cst_4 : tensor<2x16x18x18xf32>
    %13 = "stablehlo.reduce_window"(%12, %cst_11) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %98 = stablehlo.maximum %arg30, %arg31 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<2x16x18x18xf32>, tensor<f32>) -> tensor<2x16x8x8xf32>
    %14 = stablehlo.reshape %output_13 : (tensor<1x16x16xf32>) -> tensor<16x16x1x1xf32>
    %15 = stablehlo.convolution(%13, %14) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x16x8x8xf32>) -> tensor<1x8x256xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%16, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x256xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x256xf32>, tensor<8xf32>, tensor<8xf32>)
    %17 = stablehlo.reshape %arg12 : (tensor<16x8x1x1xf32>) -> tensor<1x16x8xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%17, %cst_8, %cst_7) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x16x8xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x8xf32>, tensor<16xf32>, tensor<16xf32>)
    %18 = stablehlo.reshape %arg14 : (tensor<8x8x3x3xf32>) -> tensor<1x8x72xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%18, %cst_6, %cst_5) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x8x72xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x72xf32>, tensor<8xf32>, tensor<8xf32>)
    %19 = stablehlo.reshape %arg16 : (tensor<8x16x1x1xf32>) -> tensor<1x8x16xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%19, %cst_6, %cst_5) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x8x16xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x16xf32>, tensor<8xf32>, tensor<8xf32>)
    %20 = stablehlo.reshape %output_31 : (tensor<1x8x16xf32>) -> tensor<8x16x1x1xf32>
    %21 = stablehlo.convolution(%13, %20) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<8x16x1x1xf32>) -> tensor<2x8x8x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x8x8xf32>) -> tensor<1x8x128xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%22, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>)
    %23 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %24 = stablehlo.reshape %output_34 : (tensor<1x8x128xf32>) -> tensor<2x8x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x8x8x8xf32>
    %27 = stablehlo.add %23, %26 : tensor<2x8x8x8xf32>
    %28 = stablehlo.maximum %27, %cst_3 : tensor<2x8x8x8xf32>
    %29 = stablehlo.reshape %output_28 : (tensor<1x8x72xf32>) -> tensor<8x8x3x3xf32>
    %30 = stablehlo.convolution(%28, %29) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x8x8x8xf32>) -> tensor<1x8x128xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%31, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>)
    %32 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %33 = stablehlo.reshape %output_37 : (tensor<1x8x128xf32>) -> tensor<2x8x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<2x8x8x8xf32>
    %36 = stablehlo.add %32, %35 : tensor<2x8x8x8xf32>
    %37 = stablehlo.maximum %36, %cst_3 : tensor<2x8x8x8xf32>
    %38 = stablehlo.reshape %output_25 : (tensor<1x16x8xf32>) -> tensor<16x8x1x1xf32>
    %39 = stablehlo.convolution(%37, %38) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<16x8x1x1xf32>) -> tensor<2x16x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x16x8x8xf32>) -> tensor<1x8x256xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%40, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x256xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x256xf32>, tensor<8xf32>, tensor<8xf32>)
    %41 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %42 = stablehlo.reshape %output_40 : (tensor<1x8x256xf32>) -> tensor<2x16x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x16x8x8xf32>
    %45 = stablehlo.add %41, %44 : tensor<2x16x8x8xf32>
    %46 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %47 = stablehlo.reshape %output_22 : (tensor<1x8x256xf32>) -> tensor<2x16x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x16x8x8xf32>
    %50 = stablehlo.add %46, %49 : tensor<2x16x8x8xf32>
    %51 = stablehlo.add %45, %50 : tensor<2x16x8x8xf32>
    %52 = stablehlo.maximum %51, %cst_2 : tensor<2x16x8x8xf32>
    %53 = stablehlo.reshape %output : (tensor<1x32x16xf32>) -> tensor<32x16x1x1xf32>
    %54 = stablehlo.convolution(%52, %53) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x4x4xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x32x4x4xf32>) -> tensor<1x8x128xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%55, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>)
    %56 = stablehlo.reshape %arg22 : (tensor<32x8x1x1xf32>) -> tensor<1x32x8xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%56, %cst_10, %cst_9) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x32x8xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x8xf32>, tensor<32xf32>, tensor<32xf32>)
    %57 = stablehlo.reshape %arg24 : (tensor<8x8x3x3xf32>) -> tensor<1x8x72xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%57, %cst_6, %cst_5) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x8x72xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x72xf32>, tensor<8xf32>, tensor<8xf32>)
    %58 = stablehlo.reshape %arg26 : (tensor<8x16x1x1xf32>) -> tensor<1x8x16xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%58, %cst_6, %cst_5) <{epsilon = 9.99999993E-9 : f32, feature_index = 1 : i64}> : (tensor<1x8x16xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x16xf32>, tensor<8xf32>, tensor<8xf32>)
    %59 = stablehlo.reshape %output_52 : (tensor<1x8x16xf32>) -> tensor<8x16x1x1xf32>
    %60 = stablehlo.convolution(%52, %59) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<8x16x1x1xf32>) -> tensor<2x8x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x8x8x8xf32>) -> tensor<1x8x128xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%61, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>)
    %62 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %63 = stablehlo.reshape %output_55 : (tensor<1x8x128xf32>) -> tensor<2x8x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<2x8x8x8xf32>
    %66 = stablehlo.add %62, %65 : tensor<2x8x8x8xf32>
    %67 = stablehlo.maximum %66, %cst_3 : tensor<2x8x8x8xf32>
    %68 = stablehlo.reshape %output_49 : (tensor<1x8x72xf32>) -> tensor<8x8x3x3xf32>
    %69 = stablehlo.convolution(%67, %68) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<2x8x4x4xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x8x4x4xf32>) -> tensor<1x8x32xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%70, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %71 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<8xf32>) -> tensor<2x8x4x4xf32>
    %72 = stablehlo.reshape %output_58 : (tensor<1x8x32xf32>) -> tensor<2x8x4x4xf32>
    %73 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<8xf32>) -> tensor<2x8x4x4xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<2x8x4x4xf32>
    %75 = stablehlo.add %71, %74 : tensor<2x8x4x4xf32>
    %76 = stablehlo.maximum %75, %cst_1 : tensor<2x8x4x4xf32>
    %77 = stablehlo.reshape %output_46 : (tensor<1x32x8xf32>) -> tensor<32x8x1x1xf32>
    %78 = stablehlo.convolution(%76, %77) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x4x4xf32>, tensor<32x8x1x1xf32>) -> tensor<2x32x4x4xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x32x4x4xf32>) -> tensor<1x8x128xf32>
    %output_61, %batch_mean_62, %batch_var_63 = "stablehlo.batch_norm_training"(%79, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x128xf32>, tensor<8xf32>, tensor<8xf32>)
    %80 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %81 = stablehlo.reshape %output_61 : (tensor<1x8x128xf32>) -> tensor<2x32x4x4xf32>
    %82 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<2x32x4x4xf32>
    %84 = stablehlo.add %80, %83 : tensor<2x32x4x4xf32>
    %85 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %86 = stablehlo.reshape %output_43 : (tensor<1x8x128xf32>) -> tensor<2x32x4x4xf32>
    %87 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<2x32x4x4xf32>
    %89 = stablehlo.add %85, %88 : tensor<2x32x4x4xf32>
    %90 = stablehlo.add %84, %89 : tensor<2x32x4x4xf32>
    %91 = stablehlo.maximum %90, %cst_0 : tensor<2x32x4x4xf32>
    %92 = stablehlo.reduce(%91 init: %cst_12) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32xf32>
    %93 = stablehlo.multiply %92, %cst : tensor<2x32xf32>
    %94 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %96 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %97 = stablehlo.add %95, %96 : tensor<2x10xf32>
    return %97 : tensor<2x10xf32>
  }
}
