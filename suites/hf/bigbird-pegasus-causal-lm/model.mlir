module @IrToHlo.357 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<32x32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_9 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_10 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_13 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_14 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_16 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_17 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg11 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg12, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.multiply %3, %cst_14 : tensor<2x8x32xf32>
    %5 = "stablehlo.gather"(%arg10, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %9 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %18 = stablehlo.transpose %17, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %20 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %21 = stablehlo.dot_general %14, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.dot_general %19, %24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.multiply %26, %cst_10 : tensor<2x4x8x8xf32>
    %28 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %30 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %32 = stablehlo.compare  LE, %30, %31 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %33 = stablehlo.convert %32 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %34 = stablehlo.and %29, %33 : tensor<1x1x8x8xui8>
    %35 = stablehlo.compare  NE, %34, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %36 = stablehlo.convert %35 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %37 = stablehlo.reshape %36 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %39 = stablehlo.compare  NE, %arg14, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %40 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %41 = stablehlo.compare  LT, %40, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %42 = stablehlo.add %40, %c_6 : tensor<2x1x1x8xi64>
    %43 = stablehlo.select %41, %42, %40 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %44 = stablehlo.reshape %43 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %45 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %46 = stablehlo.compare  LT, %45, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %47 = stablehlo.add %45, %c : tensor<2x1x1x8xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %50 = stablehlo.concatenate %44, %49, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %51 = "stablehlo.gather"(%39, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.convert %51 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %55 = stablehlo.and %38, %54 : tensor<2x1x8x8xui8>
    %56 = stablehlo.compare  NE, %55, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %57 = stablehlo.select %56, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.add %27, %59 : tensor<2x4x8x8xf32>
    %61 = stablehlo.reduce(%60 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %63 = stablehlo.subtract %60, %62 : tensor<2x4x8x8xf32>
    %64 = stablehlo.exponential %63 : tensor<2x4x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.divide %64, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %70 = stablehlo.dot_general %14, %69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %71 = stablehlo.reshape %70 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %74 = stablehlo.dot_general %68, %73, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %79 = stablehlo.dot_general %77, %78, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %81 = stablehlo.add %7, %80 : tensor<2x8x32xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%82, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %83 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %84 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<2x8x32xf32>
    %87 = stablehlo.add %83, %86 : tensor<2x8x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %90 = stablehlo.dot_general %88, %89, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %91 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %92 = stablehlo.add %90, %91 : tensor<16x64xf32>
    %93 = stablehlo.reshape %92 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %94 = stablehlo.multiply %93, %cst_3 : tensor<2x8x64xf32>
    %95 = stablehlo.power %93, %cst_2 : tensor<2x8x64xf32>
    %96 = stablehlo.multiply %95, %cst_1 : tensor<2x8x64xf32>
    %97 = stablehlo.add %93, %96 : tensor<2x8x64xf32>
    %98 = stablehlo.multiply %97, %cst_0 : tensor<2x8x64xf32>
    %99 = stablehlo.tanh %98 : tensor<2x8x64xf32>
    %100 = stablehlo.add %99, %cst : tensor<2x8x64xf32>
    %101 = stablehlo.multiply %94, %100 : tensor<2x8x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %103 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.add %104, %105 : tensor<16x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.add %81, %107 : tensor<2x8x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%109, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %110 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
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
