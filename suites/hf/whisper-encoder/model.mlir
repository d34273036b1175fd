module @IrToHlo.329 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32x3xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x8x3xf32>, %arg20: tensor<1x8x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>) -> tensor<1x4xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<1x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<1x16x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x64xf32>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<1x16x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x16xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<1x32x16xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<1x32x32xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg20 : (tensor<1x8x32xf32>) -> tensor<1x8x1x32xf32>
    %1 = stablehlo.reshape %arg19 : (tensor<32x8x3xf32>) -> tensor<32x8x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x32xf32>, tensor<32x8x1x3xf32>) -> tensor<1x32x1x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x32x1x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x1x32xf32>) -> tensor<1x32x32xf32>
    %6 = stablehlo.multiply %5, %cst_11 : tensor<1x32x32xf32>
    %7 = stablehlo.multiply %5, %cst_10 : tensor<1x32x32xf32>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %9 = stablehlo.add %8, %cst_9 : tensor<1x32x32xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<1x32x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x32x32xf32>) -> tensor<1x32x1x32xf32>
    %12 = stablehlo.reshape %arg17 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x32xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x32x1x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x32x1x16xf32>) -> tensor<1x32x16xf32>
    %17 = stablehlo.multiply %16, %cst_8 : tensor<1x32x16xf32>
    %18 = stablehlo.multiply %16, %cst_7 : tensor<1x32x16xf32>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %20 = stablehlo.add %19, %cst_6 : tensor<1x32x16xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<1x32x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,16,32]{1,2,0}"} : (tensor<1x32x16xf32>) -> tensor<1x16x32xf32>
    %23 = "stablehlo.gather"(%arg15, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %25 = stablehlo.add %22, %24 : tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%25, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %26 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %28 = stablehlo.multiply %output, %27 : tensor<1x16x32xf32>
    %29 = stablehlo.add %26, %28 : tensor<1x16x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %32 = stablehlo.dot_general %30, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<16x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %36 = stablehlo.multiply %35, %cst_3 : tensor<1x16x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x16x32xf32>) -> tensor<1x16x2x16xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %40 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.dot_general %30, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 3, 1] : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %45 = stablehlo.dot_general %39, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<1x2x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x2x16xf32>) -> tensor<1x2x16x16xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<1x2x16x16xf32>
    %50 = stablehlo.exponential %49 : tensor<1x2x16x16xf32>
    %51 = stablehlo.reduce(%50 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<1x2x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x2x16xf32>) -> tensor<1x2x16x16xf32>
    %53 = stablehlo.divide %50, %52 : tensor<1x2x16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %55 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = stablehlo.dot_general %30, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %57 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %58 = stablehlo.add %56, %57 : tensor<16x32xf32>
    %59 = stablehlo.reshape %58 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %62 = stablehlo.dot_general %54, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %64 = stablehlo.transpose %63, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,16,2,16]{3,1,2,0}"} : (tensor<1x2x16x16xf32>) -> tensor<1x16x2x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x16x2x16xf32>) -> tensor<16x32xf32>
    %66 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %67 = stablehlo.dot_general %65, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %68 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %69 = stablehlo.add %67, %68 : tensor<16x32xf32>
    %70 = stablehlo.reshape %69 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %71 = stablehlo.add %25, %70 : tensor<1x16x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%71, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %72 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %74 = stablehlo.multiply %output_14, %73 : tensor<1x16x32xf32>
    %75 = stablehlo.add %72, %74 : tensor<1x16x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %79 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %80 = stablehlo.add %78, %79 : tensor<16x64xf32>
    %81 = stablehlo.reshape %80 : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %82 = stablehlo.multiply %81, %cst_2 : tensor<1x16x64xf32>
    %83 = stablehlo.multiply %81, %cst_1 : tensor<1x16x64xf32>
    %84 = stablehlo.custom_call @mhlo.erf(%83) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %85 = stablehlo.add %84, %cst_0 : tensor<1x16x64xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<1x16x64xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %88 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %89 = stablehlo.dot_general %87, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %93 = stablehlo.add %71, %92 : tensor<1x16x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%93, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %94 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %96 = stablehlo.multiply %output_17, %95 : tensor<1x16x32xf32>
    %97 = stablehlo.add %94, %96 : tensor<1x16x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %101 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %104 = stablehlo.reduce(%103 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<1x16xf32>
    %105 = stablehlo.multiply %104, %cst : tensor<1x16xf32>
    %106 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,4]{0,1}"} : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<16x4xf32>) -> tensor<1x4xf32>
    %108 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x4xf32>
    %109 = stablehlo.add %107, %108 : tensor<1x4xf32>
    return %109 : tensor<1x4xf32>
  }
}
