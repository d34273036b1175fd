module @IrToHlo.474 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<96xf32>, %arg5: tensor<96x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<2x8xi64>, %arg8: tensor<128x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<2xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_6 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_7 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg8, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x96xf32>
    %15 = stablehlo.reshape %14 : (tensor<16x96xf32>) -> tensor<2x8x4x3x8xf32>
    %16 = stablehlo.slice %15 [0:2, 0:8, 0:4, 1:2, 0:8] : (tensor<2x8x4x3x8xf32>) -> tensor<2x8x4x1x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x4x1x8xf32>) -> tensor<1x64x8xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%17, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x8xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x8xf32>, tensor<64xf32>, tensor<64xf32>)
    %18 = stablehlo.slice %15 [0:2, 0:8, 0:4, 0:1, 0:8] : (tensor<2x8x4x3x8xf32>) -> tensor<2x8x4x1x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x4x1x8xf32>) -> tensor<1x64x8xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%19, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x8xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x8xf32>, tensor<64xf32>, tensor<64xf32>)
    %20 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.reshape %output_21 : (tensor<1x64x8xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x8x4x8xf32>
    %24 = stablehlo.add %20, %23 : tensor<2x8x4x8xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %26 = stablehlo.slice %25 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x2xf32>
    %28 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<2xf32>) -> tensor<1x8x2xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<1x8x2xf32>
    %30 = stablehlo.concatenate %29, %29, dim = 2 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %31 = stablehlo.cosine %30 : tensor<1x8x4xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<2x4x8x4xf32>
    %35 = stablehlo.slice %26 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %36 = stablehlo.negate %35 : tensor<2x4x8x2xf32>
    %37 = stablehlo.slice %26 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %38 = stablehlo.concatenate %36, %37, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %39 = stablehlo.sine %30 : tensor<1x8x4xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<2x4x8x4xf32>
    %43 = stablehlo.add %34, %42 : tensor<2x4x8x4xf32>
    %44 = stablehlo.slice %25 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %45 = stablehlo.concatenate %43, %44, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_7 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %49 = stablehlo.reshape %output_18 : (tensor<1x64x8xf32>) -> tensor<2x8x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x8x4x8xf32>
    %52 = stablehlo.add %48, %51 : tensor<2x8x4x8xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.slice %53 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %55 = stablehlo.multiply %54, %33 : tensor<2x4x8x4xf32>
    %56 = stablehlo.slice %54 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %57 = stablehlo.negate %56 : tensor<2x4x8x2xf32>
    %58 = stablehlo.slice %54 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %59 = stablehlo.concatenate %57, %58, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %60 = stablehlo.multiply %59, %41 : tensor<2x4x8x4xf32>
    %61 = stablehlo.add %55, %60 : tensor<2x4x8x4xf32>
    %62 = stablehlo.slice %53 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %63 = stablehlo.concatenate %61, %62, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.transpose %63, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %65 = stablehlo.multiply %64, %cst_7 : tensor<2x4x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %67 = stablehlo.dot_general %47, %66, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %72 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %73 = stablehlo.compare  LE, %71, %72 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %74 = stablehlo.convert %73 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %75 = stablehlo.and %70, %74 : tensor<1x1x8x8xui8>
    %76 = stablehlo.compare  NE, %75, %c_16 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %77 = stablehlo.convert %76 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %78 = stablehlo.reshape %77 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %80 = stablehlo.compare  NE, %arg10, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %81 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_3 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %87 = stablehlo.compare  LT, %86, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.add %86, %c : tensor<2x1x1x8xi64>
    %89 = stablehlo.select %87, %88, %86 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %90 = stablehlo.reshape %89 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %91 = stablehlo.concatenate %85, %90, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %92 = "stablehlo.gather"(%80, %91) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %93 = stablehlo.convert %92 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %96 = stablehlo.and %79, %95 : tensor<2x1x8x8xui8>
    %97 = stablehlo.compare  NE, %96, %c_14 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %98 = stablehlo.select %97, %cst_2, %cst_1 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %101 = stablehlo.add %68, %100 : tensor<2x4x8x8xf32>
    %102 = stablehlo.reduce(%101 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.subtract %101, %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.exponential %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.divide %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %110 = stablehlo.slice %15 [0:2, 0:8, 0:4, 2:3, 0:8] : (tensor<2x8x4x3x8xf32>) -> tensor<2x8x4x1x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x1x8xf32>) -> tensor<2x8x4x8xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.dot_general %109, %113, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.add %119, %120 : tensor<16x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.add %3, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%124, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %125 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.add %125, %128 : tensor<2x8x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %134 = stablehlo.add %132, %133 : tensor<16x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %136 = stablehlo.maximum %135, %cst_0 : tensor<2x8x64xf32>
    %137 = stablehlo.power %136, %cst : tensor<2x8x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %139 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.add %140, %141 : tensor<16x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.add %143, %123 : tensor<2x8x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%145, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %146 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.add %146, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %154 = stablehlo.reshape %153 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %154 : tensor<2x8x128xf32>
  }
}
