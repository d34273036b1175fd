module @IrToHlo.351 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<1xi64>, %arg4: tensor<48x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<2x8xi64>, %arg7: tensor<32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<1xi64>, %arg12: tensor<32x128xf32>, %arg13: tensor<128x32xf32>, %arg14: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_5 = stablehlo.constant dense<0.594603539> : tensor<2x1x8x8xf32>
    %c_6 = stablehlo.constant dense<6> : tensor<1xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<1xi64>
    %cst_8 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_9 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_11 = stablehlo.constant dense<0.707106769> : tensor<2x8x128xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_16 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_17 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg6 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %14 = stablehlo.multiply %13, %cst_12 : tensor<2x8x128xf32>
    %15 = stablehlo.multiply %13, %cst_11 : tensor<2x8x128xf32>
    %16 = stablehlo.custom_call @mhlo.erf(%15) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
    %17 = stablehlo.add %16, %cst_10 : tensor<2x8x128xf32>
    %18 = stablehlo.multiply %14, %17 : tensor<2x8x128xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %20 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,48]{0,1}"} : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %24 = stablehlo.dot_general %10, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x48xf32>) -> tensor<16x48xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x48xf32>) -> tensor<2x8x6x8xf32>
    %26 = stablehlo.slice %25 [0:2, 0:8, 0:4, 0:8] : (tensor<2x8x6x8xf32>) -> tensor<2x8x4x8xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %29 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<1x8x4xf32>
    %31 = stablehlo.concatenate %30, %30, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %32 = stablehlo.cosine %31 : tensor<1x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<2x4x8x8xf32>
    %36 = stablehlo.slice %27 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %37 = stablehlo.negate %36 : tensor<2x4x8x4xf32>
    %38 = stablehlo.slice %27 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %39 = stablehlo.concatenate %37, %38, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.sine %31 : tensor<1x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<2x4x8x8xf32>
    %44 = stablehlo.add %35, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.multiply %44, %cst_8 : tensor<2x4x8x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %47 = stablehlo.compare  LT, %arg11, %c_7 : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %48 = stablehlo.add %arg11, %c_6 : tensor<1xi64>
    %49 = stablehlo.select %47, %48, %arg11 : tensor<1xi1>, tensor<1xi64>
    %50 = stablehlo.reshape %49 : (tensor<1xi64>) -> tensor<1x1xi64>
    %51 = "stablehlo.gather"(%25, %50) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 8>}> : (tensor<2x8x6x8xf32>, tensor<1x1xi64>) -> tensor<2x8x1x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x8x1x8xf32>) -> tensor<2x1x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x1x8x8xf32>
    %55 = stablehlo.slice %52 [0:2, 0:1, 0:8, 4:8] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %56 = stablehlo.negate %55 : tensor<2x1x8x4xf32>
    %57 = stablehlo.slice %52 [0:2, 0:1, 0:8, 0:4] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 3 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %40, dims = [1, 2, 3] : (tensor<1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x1x8x8xf32>
    %61 = stablehlo.add %54, %60 : tensor<2x1x8x8xf32>
    %62 = stablehlo.transpose %61, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,1,8,8]{2,3,1,0}"} : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %63 = stablehlo.multiply %62, %cst_5 : tensor<2x1x8x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %67 = stablehlo.dot_general %46, %66, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %72 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %73 = stablehlo.compare  LE, %71, %72 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %74 = stablehlo.convert %73 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %75 = stablehlo.and %70, %74 : tensor<1x1x8x8xui8>
    %76 = stablehlo.compare  NE, %75, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %77 = stablehlo.convert %76 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %78 = stablehlo.reshape %77 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %80 = stablehlo.compare  NE, %arg8, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %81 = stablehlo.broadcast_in_dim %c_3, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_1 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %87 = stablehlo.compare  LT, %86, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.add %86, %c : tensor<2x1x1x8xi64>
    %89 = stablehlo.select %87, %88, %86 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %90 = stablehlo.reshape %89 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %91 = stablehlo.concatenate %85, %90, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %92 = "stablehlo.gather"(%80, %91) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %93 = stablehlo.convert %92 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %96 = stablehlo.and %79, %95 : tensor<2x1x8x8xui8>
    %97 = stablehlo.compare  NE, %96, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %98 = stablehlo.select %97, %cst_0, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %101 = stablehlo.add %68, %100 : tensor<2x4x8x8xf32>
    %102 = stablehlo.reduce(%101 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.subtract %101, %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.exponential %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.divide %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %110 = stablehlo.compare  LT, %arg3, %c_7 : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %111 = stablehlo.add %arg3, %c_6 : tensor<1xi64>
    %112 = stablehlo.select %110, %111, %arg3 : tensor<1xi1>, tensor<1xi64>
    %113 = stablehlo.reshape %112 : (tensor<1xi64>) -> tensor<1x1xi64>
    %114 = "stablehlo.gather"(%25, %113) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 8>}> : (tensor<2x8x6x8xf32>, tensor<1x1xi64>) -> tensor<2x8x1x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x1x8xf32>) -> tensor<2x8x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %118 = stablehlo.dot_general %109, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.add %22, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.add %3, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%127, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %128 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.add %128, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %136 = stablehlo.reshape %135 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %136 : tensor<2x8x128xf32>
  }
}
