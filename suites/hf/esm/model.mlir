module @IrToHlo.483 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<33xf32>, %arg1: tensor<33x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<2x8xi64>, %arg7: tensor<2x8xi64>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<i1>, %arg15: tensor<8xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>) -> tensor<2x8x33xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<1.41421354> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_12 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<2x2x8x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<33x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %arg6 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %5 = stablehlo.convert %4 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%9, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %10 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %22 = stablehlo.multiply %21, %cst_13 : tensor<2x2x8x16xf32>
    %23 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %24 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<8xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x8x8xf32>
    %26 = stablehlo.concatenate %25, %25, dim = 2 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x2x8x16xf32>
    %31 = stablehlo.slice %22 [0:2, 0:2, 0:8, 8:16] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %32 = stablehlo.negate %31 : tensor<2x2x8x8xf32>
    %33 = stablehlo.slice %22 [0:2, 0:2, 0:8, 0:8] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %35 = stablehlo.sine %26 : tensor<1x8x16xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x2x8x16xf32>
    %39 = stablehlo.add %30, %38 : tensor<2x2x8x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %41 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %42 = stablehlo.dot_general %15, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %44 = stablehlo.add %42, %43 : tensor<16x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %47 = stablehlo.multiply %46, %29 : tensor<2x2x8x16xf32>
    %48 = stablehlo.slice %46 [0:2, 0:2, 0:8, 8:16] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.negate %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.slice %46 [0:2, 0:2, 0:8, 0:8] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %52 = stablehlo.multiply %51, %37 : tensor<2x2x8x16xf32>
    %53 = stablehlo.add %47, %52 : tensor<2x2x8x16xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %56 = stablehlo.dot_general %40, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.convert %arg14 : (tensor<i1>) -> tensor<ui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %60 = stablehlo.and %59, %c_11 : tensor<1x1x8x1xui8>
    %61 = stablehlo.compare  NE, %60, %c_19 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %62 = stablehlo.convert %61 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %63 = stablehlo.reshape %62 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %65 = stablehlo.compare  NE, %arg6, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %66 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.add %66, %c_8 : tensor<2x1x1x8xi64>
    %69 = stablehlo.select %67, %68, %66 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %71 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %72 = stablehlo.compare  LT, %71, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.add %71, %c : tensor<2x1x1x8xi64>
    %74 = stablehlo.select %72, %73, %71 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %75 = stablehlo.reshape %74 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %76 = stablehlo.concatenate %70, %75, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %77 = "stablehlo.gather"(%65, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.convert %77 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %81 = stablehlo.and %64, %80 : tensor<2x1x8x8xui8>
    %82 = stablehlo.compare  NE, %81, %c_17 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %83 = stablehlo.select %82, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %86 = stablehlo.add %57, %85 : tensor<2x2x8x8xf32>
    %87 = stablehlo.reduce(%86 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<2x2x8x8xf32>
    %90 = stablehlo.exponential %89 : tensor<2x2x8x8xf32>
    %91 = stablehlo.reduce(%90 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %93 = stablehlo.divide %90, %92 : tensor<2x2x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %95 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.dot_general %15, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.add %96, %97 : tensor<16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %102 = stablehlo.dot_general %94, %101, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.add %107, %108 : tensor<16x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.add %110, %8 : tensor<2x8x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%112, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %113 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.add %113, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %121 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %122 = stablehlo.add %120, %121 : tensor<16x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %124 = stablehlo.multiply %123, %cst_4 : tensor<2x8x64xf32>
    %125 = stablehlo.divide %123, %cst_3 : tensor<2x8x64xf32>
    %126 = stablehlo.custom_call @mhlo.erf(%125) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %127 = stablehlo.add %126, %cst_2 : tensor<2x8x64xf32>
    %128 = stablehlo.multiply %124, %127 : tensor<2x8x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %130 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.add %134, %111 : tensor<2x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%136, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %137 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.add %137, %140 : tensor<2x8x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.add %144, %145 : tensor<16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %147, %cst_1 : tensor<2x8x32xf32>
    %149 = stablehlo.divide %147, %cst_0 : tensor<2x8x32xf32>
    %150 = stablehlo.custom_call @mhlo.erf(%149) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.add %150, %cst : tensor<2x8x32xf32>
    %152 = stablehlo.multiply %148, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%153, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %154 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.add %154, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,33]{0,1}"} : (tensor<33x32xf32>) -> tensor<32x33xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x33xf32>) -> tensor<16x33xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x33xf32>) -> tensor<2x8x33xf32>
    %163 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<33xf32>) -> tensor<2x8x33xf32>
    %164 = stablehlo.add %162, %163 : tensor<2x8x33xf32>
    return %164 : tensor<2x8x33xf32>
  }
}
