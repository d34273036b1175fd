module @IrToHlo.414 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<96xf32>, %arg10: tensor<96x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<2x8xi64>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<4x8x8xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %cst_11 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<6.250000e-02> : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_16 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_17 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %c_19 = stablehlo.constant dense<0> : tensor<i64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg13 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %4 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x32xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%9, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %10 = stablehlo.power %cst_12, %cst_11 : tensor<2xf32>
    %11 = stablehlo.reshape %10 : (tensor<2xf32>) -> tensor<2x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<2x1xf32>) -> tensor<2x2x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x2x1xf32>) -> tensor<2x2xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x8xf32>
    %15 = "stablehlo.reduce_window"(%arg16, %c_19) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg20: tensor<i64>, %arg21: tensor<i64>):
      %142 = stablehlo.add %arg20, %arg21 : tensor<i64>
      stablehlo.return %142 : tensor<i64>
    }) : (tensor<2x8xi64>, tensor<i64>) -> tensor<2x8xi64>
    %16 = stablehlo.subtract %15, %c_10 : tensor<2x8xi64>
    %17 = stablehlo.multiply %16, %arg16 : tensor<2x8xi64>
    %18 = stablehlo.reshape %17 : (tensor<2x8xi64>) -> tensor<2x1x8xi64>
    %19 = stablehlo.convert %18 : (tensor<2x1x8xi64>) -> tensor<2x1x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x2x8xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x2x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x8xf32>) -> tensor<4x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 2] : (tensor<4x8xf32>) -> tensor<4x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %26 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x8x32xf32>
    %29 = stablehlo.add %25, %28 : tensor<2x8x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %32 = stablehlo.dot_general %30, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %33 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %34 = stablehlo.add %32, %33 : tensor<16x96xf32>
    %35 = stablehlo.reshape %34 : (tensor<16x96xf32>) -> tensor<2x8x2x3x16xf32>
    %36 = stablehlo.slice %35 [0:2, 0:8, 0:2, 0:1, 0:16] : (tensor<2x8x2x3x16xf32>) -> tensor<2x8x2x1x16xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x8x2x1x16xf32>) -> tensor<2x8x2x16xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %40 = stablehlo.slice %35 [0:2, 0:8, 0:2, 1:2, 0:16] : (tensor<2x8x2x3x16xf32>) -> tensor<2x8x2x1x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x8x2x1x16xf32>) -> tensor<2x8x2x16xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %45 = stablehlo.dot_general %39, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_9 : tensor<4x8x8xf32>
    %47 = stablehlo.add %24, %46 : tensor<4x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %51 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %52 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %53 = stablehlo.compare  LE, %51, %52 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %54 = stablehlo.convert %53 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %55 = stablehlo.and %50, %54 : tensor<1x1x8x8xui8>
    %56 = stablehlo.compare  NE, %55, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %57 = stablehlo.convert %56 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %58 = stablehlo.reshape %57 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %arg16, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %61 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %62 = stablehlo.compare  LT, %61, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.add %61, %c_5 : tensor<2x1x1x8xi64>
    %64 = stablehlo.select %62, %63, %61 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %65 = stablehlo.reshape %64 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %66 = stablehlo.broadcast_in_dim %c_8, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.add %66, %c : tensor<2x1x1x8xi64>
    %69 = stablehlo.select %67, %68, %66 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %71 = stablehlo.concatenate %65, %70, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %72 = "stablehlo.gather"(%60, %71) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.convert %72 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %76 = stablehlo.and %59, %75 : tensor<2x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %78 = stablehlo.select %77, %cst_4, %cst_3 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %81 = stablehlo.add %48, %80 : tensor<2x2x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x2x8x8xf32>
    %85 = stablehlo.exponential %84 : tensor<2x2x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<2x2x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %90 = stablehlo.slice %35 [0:2, 0:8, 0:2, 2:3, 0:16] : (tensor<2x8x2x3x16xf32>) -> tensor<2x8x2x1x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x2x1x16xf32>) -> tensor<2x8x2x16xf32>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %94 = stablehlo.dot_general %89, %93, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %95 = stablehlo.reshape %94 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %96 = stablehlo.transpose %95, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.add %8, %102 : tensor<2x8x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%104, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %105 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %107 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x8x32xf32>
    %109 = stablehlo.add %105, %108 : tensor<2x8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %113 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %114 = stablehlo.add %112, %113 : tensor<16x128xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %116 = stablehlo.multiply %115, %cst_2 : tensor<2x8x128xf32>
    %117 = stablehlo.multiply %115, %cst_1 : tensor<2x8x128xf32>
    %118 = stablehlo.multiply %115, %cst_0 : tensor<2x8x128xf32>
    %119 = stablehlo.multiply %118, %115 : tensor<2x8x128xf32>
    %120 = stablehlo.add %119, %cst : tensor<2x8x128xf32>
    %121 = stablehlo.multiply %117, %120 : tensor<2x8x128xf32>
    %122 = stablehlo.tanh %121 : tensor<2x8x128xf32>
    %123 = stablehlo.add %122, %cst : tensor<2x8x128xf32>
    %124 = stablehlo.multiply %116, %123 : tensor<2x8x128xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %126 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.add %127, %128 : tensor<16x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.add %103, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%132, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %133 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.add %133, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %141 : tensor<2x8x128xf32>
  }
}
