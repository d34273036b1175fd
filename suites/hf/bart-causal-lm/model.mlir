module @IrToHlo.383 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<66x32xf32>, %arg13: tensor<2x8xi64>, %arg14: tensor<32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_8 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_11 = stablehlo.constant dense<[2, 3, 4, 5, 6, 7, 8, 9]> : tensor<8xui32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_14 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg13 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = "stablehlo.gather"(%arg12, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %8 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %20 = stablehlo.multiply %19, %cst_8 : tensor<2x4x8x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %22 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %13, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %27, %cst_8 : tensor<2x4x8x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %30 = stablehlo.dot_general %21, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %34 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %35 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %36 = stablehlo.compare  LE, %34, %35 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %37 = stablehlo.convert %36 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %38 = stablehlo.and %33, %37 : tensor<1x1x8x8xui8>
    %39 = stablehlo.compare  NE, %38, %c_15 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %43 = stablehlo.compare  NE, %arg15, %c_14 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %44 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %45 = stablehlo.compare  LT, %44, %c_5 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %46 = stablehlo.add %44, %c_4 : tensor<2x1x1x8xi64>
    %47 = stablehlo.select %45, %46, %44 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %48 = stablehlo.reshape %47 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %49 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %50 = stablehlo.compare  LT, %49, %c_5 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %51 = stablehlo.add %49, %c : tensor<2x1x1x8xi64>
    %52 = stablehlo.select %50, %51, %49 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %54 = stablehlo.concatenate %48, %53, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %55 = "stablehlo.gather"(%43, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.convert %55 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %59 = stablehlo.and %42, %58 : tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %59, %c_13 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %61 = stablehlo.select %60, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.add %31, %63 : tensor<2x4x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.exponential %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.divide %68, %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %73 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %74 = stablehlo.dot_general %13, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %75 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.add %74, %75 : tensor<16x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %72, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.dot_general %83, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.add %85, %86 : tensor<16x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.add %12, %88 : tensor<2x8x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%90, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %91 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.reshape %output_17 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<2x8x32xf32>
    %95 = stablehlo.add %91, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %98 = stablehlo.dot_general %96, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %99 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %100 = stablehlo.add %98, %99 : tensor<16x64xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %102 = stablehlo.multiply %101, %cst_1 : tensor<2x8x64xf32>
    %103 = stablehlo.multiply %101, %cst_0 : tensor<2x8x64xf32>
    %104 = stablehlo.custom_call @mhlo.erf(%103) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %105 = stablehlo.add %104, %cst : tensor<2x8x64xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<2x8x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %108 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %95, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%114, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %115 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.add %115, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %123 : tensor<2x8x128xf32>
  }
}
