module @IrToHlo.385 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<32xf32>, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_5 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_10 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_11 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_14 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg14 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.multiply %3, %cst_11 : tensor<2x8x32xf32>
    %5 = "stablehlo.gather"(%arg13, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x8x1xi64>) -> tensor<1x8x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%9, %cst_9, %cst_8) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %10 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %22 = stablehlo.multiply %21, %cst_7 : tensor<2x2x8x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %24 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %15, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %30 = stablehlo.multiply %29, %cst_6 : tensor<2x2x16x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %32 = stablehlo.dot_general %23, %31, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %34 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %36 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %37 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %38 = stablehlo.compare  LE, %36, %37 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %39 = stablehlo.convert %38 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %40 = stablehlo.and %35, %39 : tensor<1x1x8x8xui8>
    %41 = stablehlo.compare  NE, %40, %c_15 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %42 = stablehlo.convert %41 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %45 = stablehlo.compare  NE, %arg16, %c_14 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %46 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %47 = stablehlo.compare  LT, %46, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %48 = stablehlo.add %46, %c_2 : tensor<2x1x1x8xi64>
    %49 = stablehlo.select %47, %48, %46 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %50 = stablehlo.reshape %49 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %51 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %52 = stablehlo.compare  LT, %51, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %53 = stablehlo.add %51, %c : tensor<2x1x1x8xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %56 = stablehlo.concatenate %50, %55, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %57 = "stablehlo.gather"(%45, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %58 = stablehlo.convert %57 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %61 = stablehlo.and %44, %60 : tensor<2x1x8x8xui8>
    %62 = stablehlo.compare  NE, %61, %c_13 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %63 = stablehlo.select %62, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.add %33, %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.reduce(%66 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.exponential %69 : tensor<2x2x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.divide %70, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %75 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %76 = stablehlo.dot_general %15, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.add %76, %77 : tensor<16x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %82 = stablehlo.dot_general %74, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %87 = stablehlo.dot_general %85, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.add %87, %88 : tensor<16x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.add %8, %90 : tensor<2x8x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%92, %cst_9, %cst_8) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %93 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.reshape %output_17 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.add %93, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %104 = stablehlo.maximum %103, %cst : tensor<2x8x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.add %107, %108 : tensor<16x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.add %91, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%112, %cst_9, %cst_8) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %113 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.add %113, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %121 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %122 = stablehlo.add %120, %121 : tensor<16x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %123 : tensor<2x8x128xf32>
  }
}
