module @IrToHlo.341 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x1x7x7xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x16x2x2xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x1x7x7xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x3x4x4xf32>, %arg23: tensor<2x3x32x32xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x4x128xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x4x4x128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x4x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x8x64xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<2x8x8x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x8x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg23, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,16]{2,1,3,0}"} : (tensor<2x16x8x8xf32>) -> tensor<2x8x8x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x8x8x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %5 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %6 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x8x8x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x8x16xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x8x16xf32>
    %10 = stablehlo.transpose %9, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %11 = stablehlo.convolution(%10, %arg19) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x7x7xf32>) -> tensor<2x16x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x16x8x8xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,16]{2,1,3,0}"} : (tensor<2x16x8x8xf32>) -> tensor<2x8x8x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x8x16xf32>) -> tensor<1x128x16xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%15, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %16 = stablehlo.broadcast_in_dim %arg26, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %18 = stablehlo.reshape %output_13 : (tensor<1x128x16xf32>) -> tensor<2x8x8x16xf32>
    %19 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x8x8x16xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x8x8x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x8x16xf32>) -> tensor<128x16xf32>
    %23 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,64]{0,1}"} : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x64xf32>) -> tensor<128x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %26 = stablehlo.add %24, %25 : tensor<128x64xf32>
    %27 = stablehlo.reshape %26 : (tensor<128x64xf32>) -> tensor<2x8x8x64xf32>
    %28 = stablehlo.multiply %27, %cst_9 : tensor<2x8x8x64xf32>
    %29 = stablehlo.multiply %27, %cst_8 : tensor<2x8x8x64xf32>
    %30 = stablehlo.custom_call @mhlo.erf(%29) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %31 = stablehlo.add %30, %cst_7 : tensor<2x8x8x64xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<2x8x8x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x8x8x64xf32>) -> tensor<128x64xf32>
    %34 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %35 = stablehlo.dot_general %33, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x16xf32>) -> tensor<128x16xf32>
    %36 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %37 = stablehlo.add %35, %36 : tensor<128x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<128x16xf32>) -> tensor<2x8x8x16xf32>
    %39 = stablehlo.multiply %16, %38 : tensor<2x8x8x16xf32>
    %40 = stablehlo.transpose %39, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %41 = stablehlo.add %10, %40 {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : tensor<2x16x8x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 3, 1] : (tensor<2x16x8x8xf32>) -> tensor<2x8x8x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x8x8x16xf32>) -> tensor<1x128x16xf32>
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%43, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %44 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %45 = stablehlo.reshape %output_16 : (tensor<1x128x16xf32>) -> tensor<2x8x8x16xf32>
    %46 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<2x8x8x16xf32>
    %48 = stablehlo.add %44, %47 : tensor<2x8x8x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %50 = stablehlo.convolution(%49, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x2x2xf32>) -> tensor<2x32x4x4xf32>
    %51 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %52 = stablehlo.add %50, %51 : tensor<2x32x4x4xf32>
    %53 = stablehlo.convolution(%52, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x7x7xf32>) -> tensor<2x32x4x4xf32>
    %54 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %55 = stablehlo.add %53, %54 : tensor<2x32x4x4xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,4,32]{2,1,3,0}"} : (tensor<2x32x4x4xf32>) -> tensor<2x4x4x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x4x32xf32>) -> tensor<1x32x32xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%57, %cst_6, %cst_5) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %58 = stablehlo.broadcast_in_dim %arg29, dims = [3] : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %59 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %60 = stablehlo.reshape %output_19 : (tensor<1x32x32xf32>) -> tensor<2x4x4x32xf32>
    %61 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x4x4x32xf32>
    %63 = stablehlo.add %59, %62 : tensor<2x4x4x32xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x4x4x32xf32>) -> tensor<32x32xf32>
    %65 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %66 = stablehlo.dot_general %64, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %67 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %68 = stablehlo.add %66, %67 : tensor<32x128xf32>
    %69 = stablehlo.reshape %68 : (tensor<32x128xf32>) -> tensor<2x4x4x128xf32>
    %70 = stablehlo.multiply %69, %cst_4 : tensor<2x4x4x128xf32>
    %71 = stablehlo.multiply %69, %cst_3 : tensor<2x4x4x128xf32>
    %72 = stablehlo.custom_call @mhlo.erf(%71) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    %73 = stablehlo.add %72, %cst_2 : tensor<2x4x4x128xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<2x4x4x128xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x4x128xf32>) -> tensor<32x128xf32>
    %76 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<32x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<32x32xf32>) -> tensor<2x4x4x32xf32>
    %81 = stablehlo.multiply %58, %80 : tensor<2x4x4x32xf32>
    %82 = stablehlo.transpose %81, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,4]{1,3,2,0}"} : (tensor<2x4x4x32xf32>) -> tensor<2x32x4x4xf32>
    %83 = stablehlo.add %52, %82 : tensor<2x32x4x4xf32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32xf32>
    %85 = stablehlo.multiply %84, %cst_1 : tensor<2x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%86, %cst_0, %cst) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %87 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %88 = stablehlo.reshape %output_22 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x32xf32>
    %91 = stablehlo.add %87, %90 : tensor<2x32xf32>
    %92 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %93 = stablehlo.dot_general %91, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %94 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %95 = stablehlo.add %93, %94 : tensor<2x10xf32>
    return %95 : tensor<2x10xf32>
  }
}
