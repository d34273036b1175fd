module @IrToHlo.386 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<128x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<16x32xf32>, %arg14: tensor<1xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_5 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<[[[0.000000e+00], [1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00], [5.000000e+00], [6.000000e+00], [7.000000e+00]]]> : tensor<1x8x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_11 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg8 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg9, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %15 = stablehlo.slice %14 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %16 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<1xf32>) -> tensor<1x8x1xf32>
    %17 = stablehlo.multiply %16, %cst_6 : tensor<1x8x1xf32>
    %18 = stablehlo.concatenate %17, %17, dim = 2 : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %19 = stablehlo.cosine %18 : tensor<1x8x2xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %22 = stablehlo.multiply %15, %21 : tensor<2x4x8x2xf32>
    %23 = stablehlo.slice %15 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %24 = stablehlo.negate %23 : tensor<2x4x8x1xf32>
    %25 = stablehlo.slice %15 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %26 = stablehlo.concatenate %24, %25, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %27 = stablehlo.sine %18 : tensor<1x8x2xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %30 = stablehlo.multiply %26, %29 : tensor<2x4x8x2xf32>
    %31 = stablehlo.add %22, %30 : tensor<2x4x8x2xf32>
    %32 = stablehlo.slice %14 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.multiply %33, %cst_5 : tensor<2x4x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %36 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %37 = stablehlo.dot_general %10, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %40 = stablehlo.slice %39 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x2xf32>
    %41 = stablehlo.broadcast_in_dim %20, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x2x8x2xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x2x8x2xf32>
    %43 = stablehlo.slice %40 [0:2, 0:2, 0:8, 1:2] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %44 = stablehlo.negate %43 : tensor<2x2x8x1xf32>
    %45 = stablehlo.slice %40 [0:2, 0:2, 0:8, 0:1] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %46 = stablehlo.concatenate %44, %45, dim = 3 : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x2xf32>
    %47 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x2x8x2xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<2x2x8x2xf32>
    %49 = stablehlo.add %42, %48 : tensor<2x2x8x2xf32>
    %50 = stablehlo.slice %39 [0:2, 0:2, 0:8, 2:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x6xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x6xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.multiply %54, %cst_5 : tensor<2x4x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = stablehlo.dot_general %35, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %61 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.compare  LE, %61, %62 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %64 = stablehlo.convert %63 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %65 = stablehlo.and %60, %64 : tensor<1x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_12 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %67 = stablehlo.convert %66 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.reshape %67 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %70 = stablehlo.compare  NE, %arg11, %c_11 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %71 = stablehlo.broadcast_in_dim %c_3, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %72 = stablehlo.compare  LT, %71, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.add %71, %c_1 : tensor<2x1x1x8xi64>
    %74 = stablehlo.select %72, %73, %71 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %75 = stablehlo.reshape %74 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %76 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.concatenate %75, %80, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %82 = "stablehlo.gather"(%70, %81) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.convert %82 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %86 = stablehlo.and %69, %85 : tensor<2x1x8x8xui8>
    %87 = stablehlo.compare  NE, %86, %c_10 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %88 = stablehlo.select %87, %cst_0, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %91 = stablehlo.add %58, %90 : tensor<2x4x8x8xf32>
    %92 = stablehlo.reduce(%91 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %94 = stablehlo.subtract %91, %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.exponential %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.reduce(%95 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %98 = stablehlo.divide %95, %97 : tensor<2x4x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %100 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %101 = stablehlo.dot_general %10, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %106 = stablehlo.dot_general %99, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.transpose %107, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %3, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%114, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %115 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.reshape %output_14 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.add %115, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %124 = stablehlo.logistic %123 : tensor<2x8x64xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<2x8x64xf32>
    %126 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.dot_general %120, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %129 = stablehlo.multiply %125, %128 : tensor<2x8x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %131 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.add %113, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%135, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %136 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.reshape %output_17 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.add %136, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %144 : tensor<2x8x128xf32>
  }
}
