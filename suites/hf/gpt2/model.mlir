module @IrToHlo.364 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<128x32xf32>, %arg4: tensor<128xf32>, %arg5: tensor<32x128xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<96xf32>, %arg12: tensor<32x96xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_9 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_14 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_16 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_17 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg8 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = "stablehlo.gather"(%arg7, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %8 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.dot_general %13, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %15 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %16 = stablehlo.add %14, %15 : tensor<16x96xf32>
    %17 = stablehlo.reshape %16 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %18 = stablehlo.slice %17 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %21 = stablehlo.multiply %20, %cst_11 : tensor<2x2x8x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %23 = stablehlo.slice %17 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %26 = stablehlo.multiply %25, %cst_10 : tensor<2x2x16x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %28 = stablehlo.dot_general %22, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %30 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %34 = stablehlo.compare  LE, %32, %33 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %35 = stablehlo.convert %34 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %36 = stablehlo.and %31, %35 : tensor<1x1x8x8xui8>
    %37 = stablehlo.compare  NE, %36, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %38 = stablehlo.convert %37 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %39 = stablehlo.reshape %38 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %41 = stablehlo.compare  NE, %arg15, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %42 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %43 = stablehlo.compare  LT, %42, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %44 = stablehlo.add %42, %c_6 : tensor<2x1x1x8xi64>
    %45 = stablehlo.select %43, %44, %42 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %47 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.concatenate %46, %51, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %53 = "stablehlo.gather"(%41, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.convert %53 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %57 = stablehlo.and %40, %56 : tensor<2x1x8x8xui8>
    %58 = stablehlo.compare  NE, %57, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %59 = stablehlo.select %58, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.add %29, %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.reduce(%62 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.exponential %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.reduce(%66 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.divide %66, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %71 = stablehlo.slice %17 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %73 = stablehlo.transpose %72, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %75 = stablehlo.dot_general %70, %74, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.dot_general %78, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.add %79, %80 : tensor<16x32xf32>
    %82 = stablehlo.reshape %81 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %83 = stablehlo.add %82, %6 : tensor<2x8x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%84, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %85 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %86 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<2x8x32xf32>
    %89 = stablehlo.add %85, %88 : tensor<2x8x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.dot_general %90, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %92 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x128xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %95 = stablehlo.multiply %94, %cst_3 : tensor<2x8x128xf32>
    %96 = stablehlo.power %94, %cst_2 : tensor<2x8x128xf32>
    %97 = stablehlo.multiply %96, %cst_1 : tensor<2x8x128xf32>
    %98 = stablehlo.add %94, %97 : tensor<2x8x128xf32>
    %99 = stablehlo.multiply %98, %cst_0 : tensor<2x8x128xf32>
    %100 = stablehlo.tanh %99 : tensor<2x8x128xf32>
    %101 = stablehlo.add %100, %cst : tensor<2x8x128xf32>
    %102 = stablehlo.multiply %95, %101 : tensor<2x8x128xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %104 = stablehlo.dot_general %103, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.add %104, %105 : tensor<16x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.add %83, %107 : tensor<2x8x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%109, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %110 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.reshape %output_23 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.add %110, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %118 : tensor<2x8x128xf32>
  }
}
