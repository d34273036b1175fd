module @IrToHlo.748 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x128x1x1xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x32x1x1xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32x3x3xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x128x1x1xf32>, %arg13: tensor<128xf32>, %arg14: tensor<128x32x1x1xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x16x3x3xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64x1x1xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x16x1x1xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x16x3x3xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16x64x1x1xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x16x1x1xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16x3x7x7xf32>, %arg35: tensor<2x3x32x32xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x128x1x1xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x128x1x1xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x128x1x1xf32>
    %cst_2 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x128x2x2xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<2x128x2x2xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x128x2x2xf32>
    %cst_6 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x4x4xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<2x64x4x4xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x4x4xf32>
    %cst_10 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<6x6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<2x64x8x8xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x8x8xf32>
    %cst_14 = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<10x10xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg35, %arg34) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x7x7xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x8x8xf32>) -> tensor<1x2x1024xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x1024xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x1024xf32>, tensor<2xf32>, tensor<2xf32>)
    %4 = stablehlo.reshape %arg37 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x8x8xf32>
    %8 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %9 = stablehlo.reshape %output : (tensor<1x2x1024xf32>) -> tensor<2x16x8x8xf32>
    %10 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x16x8x8xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x16x8x8xf32>
    %13 = stablehlo.pad %12, %cst_17, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x16x8x8xf32>, tensor<f32>) -> tensor<2x16x10x10xf32>
    %14 = "stablehlo.reduce_window"(%13, %cst_17) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<2x16x10x10xf32>, tensor<f32>) -> tensor<2x16x8x8xf32>
    %15 = "stablehlo.reduce_window"(%cst_14, %cst_17) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<10x10xf32>, tensor<f32>) -> tensor<8x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x16x8x8xf32>
    %17 = stablehlo.divide %14, %16 : tensor<2x16x8x8xf32>
    %18 = stablehlo.subtract %17, %12 : tensor<2x16x8x8xf32>
    %19 = stablehlo.multiply %7, %18 : tensor<2x16x8x8xf32>
    %20 = stablehlo.add %2, %19 : tensor<2x16x8x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x16x8x8xf32>) -> tensor<1x2x1024xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%21, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x1024xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x1024xf32>, tensor<2xf32>, tensor<2xf32>)
    %22 = stablehlo.reshape %arg39 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x8x8xf32>
    %26 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %27 = stablehlo.reshape %output_18 : (tensor<1x2x1024xf32>) -> tensor<2x16x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x16x8x8xf32>
    %30 = stablehlo.add %26, %29 : tensor<2x16x8x8xf32>
    %31 = stablehlo.convolution(%30, %arg30) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<64x16x1x1xf32>) -> tensor<2x64x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<2x64x8x8xf32>
    %33 = stablehlo.add %31, %32 : tensor<2x64x8x8xf32>
    %34 = stablehlo.multiply %33, %cst_13 : tensor<2x64x8x8xf32>
    %35 = stablehlo.multiply %33, %cst_12 : tensor<2x64x8x8xf32>
    %36 = stablehlo.custom_call @mhlo.erf(%35) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
    %37 = stablehlo.add %36, %cst_11 : tensor<2x64x8x8xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x64x8x8xf32>
    %39 = stablehlo.convolution(%38, %arg28) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x8x8xf32>, tensor<16x64x1x1xf32>) -> tensor<2x16x8x8xf32>
    %40 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %41 = stablehlo.add %39, %40 : tensor<2x16x8x8xf32>
    %42 = stablehlo.multiply %25, %41 : tensor<2x16x8x8xf32>
    %43 = stablehlo.add %20, %42 : tensor<2x16x8x8xf32>
    %44 = stablehlo.convolution(%43, %arg26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x3x3xf32>) -> tensor<2x16x4x4xf32>
    %45 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %46 = stablehlo.add %44, %45 : tensor<2x16x4x4xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x16x4x4xf32>) -> tensor<1x2x256xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%47, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x256xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x256xf32>, tensor<2xf32>, tensor<2xf32>)
    %48 = stablehlo.reshape %arg41 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x4x4xf32>
    %52 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %53 = stablehlo.reshape %output_21 : (tensor<1x2x256xf32>) -> tensor<2x16x4x4xf32>
    %54 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x16x4x4xf32>
    %56 = stablehlo.add %52, %55 : tensor<2x16x4x4xf32>
    %57 = stablehlo.pad %56, %cst_17, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x16x4x4xf32>, tensor<f32>) -> tensor<2x16x6x6xf32>
    %58 = "stablehlo.reduce_window"(%57, %cst_17) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<2x16x6x6xf32>, tensor<f32>) -> tensor<2x16x4x4xf32>
    %59 = "stablehlo.reduce_window"(%cst_10, %cst_17) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<6x6xf32>, tensor<f32>) -> tensor<4x4xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2, 3] : (tensor<4x4xf32>) -> tensor<2x16x4x4xf32>
    %61 = stablehlo.divide %58, %60 : tensor<2x16x4x4xf32>
    %62 = stablehlo.subtract %61, %56 : tensor<2x16x4x4xf32>
    %63 = stablehlo.multiply %51, %62 : tensor<2x16x4x4xf32>
    %64 = stablehlo.add %46, %63 : tensor<2x16x4x4xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x16x4x4xf32>) -> tensor<1x2x256xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%65, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x256xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x256xf32>, tensor<2xf32>, tensor<2xf32>)
    %66 = stablehlo.reshape %arg43 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<2x16x1x1xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x16x1x1xf32>) -> tensor<2x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x4x4xf32>
    %70 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %71 = stablehlo.reshape %output_24 : (tensor<1x2x256xf32>) -> tensor<2x16x4x4xf32>
    %72 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x16x4x4xf32>
    %74 = stablehlo.add %70, %73 : tensor<2x16x4x4xf32>
    %75 = stablehlo.convolution(%74, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x4x4xf32>, tensor<64x16x1x1xf32>) -> tensor<2x64x4x4xf32>
    %76 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<64xf32>) -> tensor<2x64x4x4xf32>
    %77 = stablehlo.add %75, %76 : tensor<2x64x4x4xf32>
    %78 = stablehlo.multiply %77, %cst_9 : tensor<2x64x4x4xf32>
    %79 = stablehlo.multiply %77, %cst_8 : tensor<2x64x4x4xf32>
    %80 = stablehlo.custom_call @mhlo.erf(%79) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
    %81 = stablehlo.add %80, %cst_7 : tensor<2x64x4x4xf32>
    %82 = stablehlo.multiply %78, %81 : tensor<2x64x4x4xf32>
    %83 = stablehlo.convolution(%82, %arg20) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x4x4xf32>, tensor<16x64x1x1xf32>) -> tensor<2x16x4x4xf32>
    %84 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %85 = stablehlo.add %83, %84 : tensor<2x16x4x4xf32>
    %86 = stablehlo.multiply %69, %85 : tensor<2x16x4x4xf32>
    %87 = stablehlo.add %64, %86 : tensor<2x16x4x4xf32>
    %88 = stablehlo.convolution(%87, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x4x4xf32>, tensor<32x16x3x3xf32>) -> tensor<2x32x2x2xf32>
    %89 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %90 = stablehlo.add %88, %89 : tensor<2x32x2x2xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x32x2x2xf32>) -> tensor<1x2x128xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%91, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x128xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x128xf32>, tensor<2xf32>, tensor<2xf32>)
    %92 = stablehlo.reshape %arg45 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x32x1x1xf32>) -> tensor<2x32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x2x2xf32>
    %96 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %97 = stablehlo.reshape %output_27 : (tensor<1x2x128xf32>) -> tensor<2x32x2x2xf32>
    %98 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<2x32x2x2xf32>
    %100 = stablehlo.add %96, %99 : tensor<2x32x2x2xf32>
    %101 = stablehlo.pad %100, %cst_17, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x32x2x2xf32>, tensor<f32>) -> tensor<2x32x4x4xf32>
    %102 = "stablehlo.reduce_window"(%101, %cst_17) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32x2x2xf32>
    %103 = "stablehlo.reduce_window"(%cst_6, %cst_17) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [2, 3] : (tensor<2x2xf32>) -> tensor<2x32x2x2xf32>
    %105 = stablehlo.divide %102, %104 : tensor<2x32x2x2xf32>
    %106 = stablehlo.subtract %105, %100 : tensor<2x32x2x2xf32>
    %107 = stablehlo.multiply %95, %106 : tensor<2x32x2x2xf32>
    %108 = stablehlo.add %90, %107 : tensor<2x32x2x2xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x32x2x2xf32>) -> tensor<1x2x128xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%109, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x128xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x128xf32>, tensor<2xf32>, tensor<2xf32>)
    %110 = stablehlo.reshape %arg47 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x32x1x1xf32>) -> tensor<2x32xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x2x2xf32>
    %114 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %115 = stablehlo.reshape %output_30 : (tensor<1x2x128xf32>) -> tensor<2x32x2x2xf32>
    %116 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x32x2x2xf32>
    %118 = stablehlo.add %114, %117 : tensor<2x32x2x2xf32>
    %119 = stablehlo.convolution(%118, %arg14) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x2x2xf32>, tensor<128x32x1x1xf32>) -> tensor<2x128x2x2xf32>
    %120 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<128xf32>) -> tensor<2x128x2x2xf32>
    %121 = stablehlo.add %119, %120 : tensor<2x128x2x2xf32>
    %122 = stablehlo.multiply %121, %cst_5 : tensor<2x128x2x2xf32>
    %123 = stablehlo.multiply %121, %cst_4 : tensor<2x128x2x2xf32>
    %124 = stablehlo.custom_call @mhlo.erf(%123) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x128x2x2xf32>) -> tensor<2x128x2x2xf32>
    %125 = stablehlo.add %124, %cst_3 : tensor<2x128x2x2xf32>
    %126 = stablehlo.multiply %122, %125 : tensor<2x128x2x2xf32>
    %127 = stablehlo.convolution(%126, %arg12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x128x2x2xf32>, tensor<32x128x1x1xf32>) -> tensor<2x32x2x2xf32>
    %128 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %129 = stablehlo.add %127, %128 : tensor<2x32x2x2xf32>
    %130 = stablehlo.multiply %113, %129 : tensor<2x32x2x2xf32>
    %131 = stablehlo.add %108, %130 : tensor<2x32x2x2xf32>
    %132 = stablehlo.convolution(%131, %arg10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x2x2xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x1x1xf32>
    %133 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x1xf32>
    %134 = stablehlo.add %132, %133 : tensor<2x32x1x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x32x1x1xf32>) -> tensor<1x2x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%135, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %136 = stablehlo.reshape %arg49 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %138 = stablehlo.reshape %arg48 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %140 = stablehlo.reshape %output_33 : (tensor<1x2x32xf32>) -> tensor<2x32x1x1xf32>
    %141 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %143 = stablehlo.multiply %140, %142 : tensor<2x32x1x1xf32>
    %144 = stablehlo.add %139, %143 : tensor<2x32x1x1xf32>
    %145 = stablehlo.pad %144, %cst_17, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<2x32x1x1xf32>, tensor<f32>) -> tensor<2x32x3x3xf32>
    %146 = "stablehlo.reduce_window"(%145, %cst_17) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<2x32x3x3xf32>, tensor<f32>) -> tensor<2x32x1x1xf32>
    %147 = "stablehlo.reduce_window"(%cst_2, %cst_17) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %189 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<f32>) -> tensor<1x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [2, 3] : (tensor<1x1xf32>) -> tensor<2x32x1x1xf32>
    %149 = stablehlo.divide %146, %148 : tensor<2x32x1x1xf32>
    %150 = stablehlo.subtract %149, %144 : tensor<2x32x1x1xf32>
    %151 = stablehlo.multiply %137, %150 : tensor<2x32x1x1xf32>
    %152 = stablehlo.add %134, %151 : tensor<2x32x1x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x32x1x1xf32>) -> tensor<1x2x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%153, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %154 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %156 = stablehlo.reshape %arg50 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %158 = stablehlo.reshape %output_36 : (tensor<1x2x32xf32>) -> tensor<2x32x1x1xf32>
    %159 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %161 = stablehlo.multiply %158, %160 : tensor<2x32x1x1xf32>
    %162 = stablehlo.add %157, %161 : tensor<2x32x1x1xf32>
    %163 = stablehlo.convolution(%162, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x1xf32>, tensor<128x32x1x1xf32>) -> tensor<2x128x1x1xf32>
    %164 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<2x128x1x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x128x1x1xf32>
    %166 = stablehlo.multiply %165, %cst_1 : tensor<2x128x1x1xf32>
    %167 = stablehlo.multiply %165, %cst_0 : tensor<2x128x1x1xf32>
    %168 = stablehlo.custom_call @mhlo.erf(%167) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x128x1x1xf32>) -> tensor<2x128x1x1xf32>
    %169 = stablehlo.add %168, %cst : tensor<2x128x1x1xf32>
    %170 = stablehlo.multiply %166, %169 : tensor<2x128x1x1xf32>
    %171 = stablehlo.convolution(%170, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x128x1x1xf32>, tensor<32x128x1x1xf32>) -> tensor<2x32x1x1xf32>
    %172 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x1xf32>
    %173 = stablehlo.add %171, %172 : tensor<2x32x1x1xf32>
    %174 = stablehlo.multiply %155, %173 : tensor<2x32x1x1xf32>
    %175 = stablehlo.add %152, %174 : tensor<2x32x1x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x32x1x1xf32>) -> tensor<1x2x32xf32>
    %output_39, %batch_mean_40, %batch_var_41 = "stablehlo.batch_norm_training"(%176, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %177 = stablehlo.reshape %arg52 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %179 = stablehlo.reshape %output_39 : (tensor<1x2x32xf32>) -> tensor<2x32x1x1xf32>
    %180 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %182 = stablehlo.multiply %179, %181 : tensor<2x32x1x1xf32>
    %183 = stablehlo.add %178, %182 : tensor<2x32x1x1xf32>
    %184 = stablehlo.reduce(%183 init: %cst_17) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x32x1x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %185 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %187 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %188 = stablehlo.add %186, %187 : tensor<2x10xf32>
    return %188 : tensor<2x10xf32>
  }
}
