module @IrToHlo.399 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<2x8xi64>, %arg4: tensor<128x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<128x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<2x8xi64>, %arg14: tensor<i1>, %arg15: tensor<32x32xf32>, %arg16: tensor<32x4xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>) -> tensor<2x8x128xf32> {
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
    %cst_10 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_16 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg3 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg4, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %14 = stablehlo.slice %13 [0:2, 0:8, 0:4, 0:4] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %15 = "stablehlo.gather"(%arg16, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<1x8x1xi64>) -> tensor<1x8x4xf32>
    %16 = stablehlo.slice %15 [0:1, 0:8, 2:4] : (tensor<1x8x4xf32>) -> tensor<1x8x2xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2x2xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x1x2x2xf32>) -> tensor<8x4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<2x8x4x4xf32>
    %21 = stablehlo.multiply %14, %20 : tensor<2x8x4x4xf32>
    %22 = stablehlo.slice %14 [0:2, 0:8, 0:4, 1:4:2] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %23 = stablehlo.negate %22 : tensor<2x8x4x2xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x2x1xf32>
    %25 = stablehlo.slice %14 [0:2, 0:8, 0:4, 0:4:2] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x2x1xf32>
    %27 = stablehlo.concatenate %24, %26, dim = 4 : (tensor<2x8x4x2x1xf32>, tensor<2x8x4x2x1xf32>) -> tensor<2x8x4x2x2xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x8x4x2x2xf32>) -> tensor<2x8x4x4xf32>
    %29 = stablehlo.slice %15 [0:1, 0:8, 0:2] : (tensor<1x8x4xf32>) -> tensor<1x8x2xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8x2xf32>) -> tensor<1x8x1x2xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2x2xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x8x1x2x2xf32>) -> tensor<8x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<2x8x4x4xf32>
    %34 = stablehlo.multiply %28, %33 : tensor<2x8x4x4xf32>
    %35 = stablehlo.add %21, %34 : tensor<2x8x4x4xf32>
    %36 = stablehlo.slice %13 [0:2, 0:8, 0:4, 4:8] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %37 = stablehlo.concatenate %35, %36, dim = 3 : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %38, %cst_10 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %42 = stablehlo.dot_general %10, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %44 = stablehlo.slice %43 [0:2, 0:8, 0:4, 0:4] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %45 = stablehlo.multiply %44, %20 : tensor<2x8x4x4xf32>
    %46 = stablehlo.slice %44 [0:2, 0:8, 0:4, 1:4:2] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %47 = stablehlo.negate %46 : tensor<2x8x4x2xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x2x1xf32>
    %49 = stablehlo.slice %44 [0:2, 0:8, 0:4, 0:4:2] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x8x4x2xf32>) -> tensor<2x8x4x2x1xf32>
    %51 = stablehlo.concatenate %48, %50, dim = 4 : (tensor<2x8x4x2x1xf32>, tensor<2x8x4x2x1xf32>) -> tensor<2x8x4x2x2xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x8x4x2x2xf32>) -> tensor<2x8x4x4xf32>
    %53 = stablehlo.multiply %52, %33 : tensor<2x8x4x4xf32>
    %54 = stablehlo.add %45, %53 : tensor<2x8x4x4xf32>
    %55 = stablehlo.slice %43 [0:2, 0:8, 0:4, 4:8] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %56 = stablehlo.concatenate %54, %55, dim = 3 : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.multiply %57, %cst_10 : tensor<2x4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.dot_general %40, %59, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.convert %arg14 : (tensor<i1>) -> tensor<ui8>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %64 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %66 = stablehlo.compare  LE, %64, %65 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %67 = stablehlo.convert %66 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.and %63, %67 : tensor<1x1x8x8xui8>
    %69 = stablehlo.compare  NE, %68, %c_17 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %70 = stablehlo.convert %69 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %71 = stablehlo.reshape %70 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %73 = stablehlo.compare  NE, %arg13, %c_16 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %74 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %75 = stablehlo.compare  LT, %74, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %76 = stablehlo.add %74, %c_6 : tensor<2x1x1x8xi64>
    %77 = stablehlo.select %75, %76, %74 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %78 = stablehlo.reshape %77 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %79 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %80 = stablehlo.compare  LT, %79, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %81 = stablehlo.add %79, %c : tensor<2x1x1x8xi64>
    %82 = stablehlo.select %80, %81, %79 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %84 = stablehlo.concatenate %78, %83, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %85 = "stablehlo.gather"(%73, %84) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %86 = stablehlo.convert %85 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %87 = stablehlo.reshape %86 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %89 = stablehlo.and %72, %88 : tensor<2x1x8x8xui8>
    %90 = stablehlo.compare  NE, %89, %c_15 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %91 = stablehlo.select %90, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %94 = stablehlo.add %61, %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.subtract %94, %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.exponential %97 : tensor<2x4x8x8xf32>
    %99 = stablehlo.reduce(%98 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %101 = stablehlo.divide %98, %100 : tensor<2x4x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %103 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %104 = stablehlo.dot_general %10, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.dot_general %102, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %116 = stablehlo.dot_general %10, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %117 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %118 = stablehlo.add %116, %117 : tensor<16x128xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %120 = stablehlo.multiply %119, %cst_3 : tensor<2x8x128xf32>
    %121 = stablehlo.power %119, %cst_2 : tensor<2x8x128xf32>
    %122 = stablehlo.multiply %121, %cst_1 : tensor<2x8x128xf32>
    %123 = stablehlo.add %119, %122 : tensor<2x8x128xf32>
    %124 = stablehlo.multiply %123, %cst_0 : tensor<2x8x128xf32>
    %125 = stablehlo.tanh %124 : tensor<2x8x128xf32>
    %126 = stablehlo.add %125, %cst : tensor<2x8x128xf32>
    %127 = stablehlo.multiply %120, %126 : tensor<2x8x128xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %129 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.add %130, %131 : tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.add %114, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.add %134, %3 : tensor<2x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%136, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %137 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.reshape %output_19 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.add %137, %140 : tensor<2x8x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %145 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %146 = stablehlo.add %144, %145 : tensor<16x128xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %147 : tensor<2x8x128xf32>
  }
}
