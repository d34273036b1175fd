module @IrToHlo.370 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
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
    %14 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %16 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x64xf32>) -> tensor<2x1x8x64xf32>
    %19 = stablehlo.slice %18 [0:2, 0:1, 0:8, 0:32] : (tensor<2x1x8x64xf32>) -> tensor<2x1x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x1x8x32xf32>) -> tensor<2x8x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %22 = stablehlo.multiply %21, %cst_11 : tensor<2x2x8x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %24 = stablehlo.slice %18 [0:2, 0:1, 0:8, 32:48] : (tensor<2x1x8x64xf32>) -> tensor<2x1x8x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 3, 4] : (tensor<2x1x8x16xf32>) -> tensor<2x1x2x8x16xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x1x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %28 = stablehlo.multiply %27, %cst_10 : tensor<2x2x16x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %30 = stablehlo.dot_general %23, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %32 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %36 = stablehlo.compare  LE, %34, %35 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %37 = stablehlo.convert %36 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %38 = stablehlo.and %33, %37 : tensor<1x1x8x8xui8>
    %39 = stablehlo.compare  NE, %38, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %43 = stablehlo.compare  NE, %arg15, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %44 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %45 = stablehlo.compare  LT, %44, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %46 = stablehlo.add %44, %c_6 : tensor<2x1x1x8xi64>
    %47 = stablehlo.select %45, %46, %44 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %48 = stablehlo.reshape %47 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %49 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %50 = stablehlo.compare  LT, %49, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %51 = stablehlo.add %49, %c : tensor<2x1x1x8xi64>
    %52 = stablehlo.select %50, %51, %49 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %54 = stablehlo.concatenate %48, %53, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %55 = "stablehlo.gather"(%43, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.convert %55 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %59 = stablehlo.and %42, %58 : tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %59, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %61 = stablehlo.select %60, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.add %31, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.exponential %67 : tensor<2x2x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.divide %68, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %73 = stablehlo.slice %18 [0:2, 0:1, 0:8, 48:64] : (tensor<2x1x8x64xf32>) -> tensor<2x1x8x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 3, 4] : (tensor<2x1x8x16xf32>) -> tensor<2x1x2x8x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x1x2x8x16xf32>) -> tensor<4x8x16xf32>
    %76 = stablehlo.dot_general %72, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<16x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %85 = stablehlo.add %84, %6 : tensor<2x8x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%86, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %87 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.add %87, %90 : tensor<2x8x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %95 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %96 = stablehlo.add %94, %95 : tensor<16x128xf32>
    %97 = stablehlo.reshape %96 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %98 = stablehlo.multiply %97, %cst_3 : tensor<2x8x128xf32>
    %99 = stablehlo.power %97, %cst : tensor<2x8x128xf32>
    %100 = stablehlo.multiply %99, %cst_0 : tensor<2x8x128xf32>
    %101 = stablehlo.add %97, %100 : tensor<2x8x128xf32>
    %102 = stablehlo.multiply %101, %cst_1 : tensor<2x8x128xf32>
    %103 = stablehlo.tanh %102 : tensor<2x8x128xf32>
    %104 = stablehlo.add %103, %cst_2 : tensor<2x8x128xf32>
    %105 = stablehlo.multiply %98, %104 : tensor<2x8x128xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %107 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.add %85, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%113, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %114 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.reshape %output_23 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.add %114, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %122 : tensor<2x8x128xf32>
  }
}
