module @IrToHlo.392 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<2x8xi64>, %arg3: tensor<128x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<96xf32>, %arg7: tensor<96x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<1xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_5 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<[[[0.000000e+00], [1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00], [5.000000e+00], [6.000000e+00], [7.000000e+00]]]> : tensor<1x8x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_14 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg2 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg3, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x64xf32>
    %15 = stablehlo.reshape %14 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %16 = stablehlo.multiply %15, %cst_9 : tensor<2x8x64xf32>
    %17 = stablehlo.multiply %15, %cst_8 : tensor<2x8x64xf32>
    %18 = stablehlo.custom_call @mhlo.erf(%17) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %19 = stablehlo.add %18, %cst_7 : tensor<2x8x64xf32>
    %20 = stablehlo.multiply %16, %19 : tensor<2x8x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %22 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %29 = stablehlo.multiply %6, %28 : tensor<2x8x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x8x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %34 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %35 = stablehlo.add %33, %34 : tensor<16x96xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x96xf32>) -> tensor<2x8x4x24xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,24]{3,1,2,0}"} : (tensor<2x8x4x24xf32>) -> tensor<2x4x8x24xf32>
    %38 = stablehlo.slice %37 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x24xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.slice %38 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %40 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<1xf32>) -> tensor<1x8x1xf32>
    %41 = stablehlo.multiply %40, %cst_6 : tensor<1x8x1xf32>
    %42 = stablehlo.concatenate %41, %41, dim = 2 : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %43 = stablehlo.cosine %42 : tensor<1x8x2xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %46 = stablehlo.multiply %39, %45 : tensor<2x4x8x2xf32>
    %47 = stablehlo.slice %39 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %48 = stablehlo.negate %47 : tensor<2x4x8x1xf32>
    %49 = stablehlo.slice %39 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %51 = stablehlo.sine %42 : tensor<1x8x2xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %54 = stablehlo.multiply %50, %53 : tensor<2x4x8x2xf32>
    %55 = stablehlo.add %46, %54 : tensor<2x4x8x2xf32>
    %56 = stablehlo.slice %38 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %57 = stablehlo.concatenate %55, %56, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.multiply %57, %cst_5 : tensor<2x4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.slice %37 [0:2, 0:4, 0:8, 8:16] : (tensor<2x4x8x24xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.slice %60 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %62 = stablehlo.multiply %61, %45 : tensor<2x4x8x2xf32>
    %63 = stablehlo.slice %61 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %64 = stablehlo.negate %63 : tensor<2x4x8x1xf32>
    %65 = stablehlo.slice %61 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %67 = stablehlo.multiply %66, %53 : tensor<2x4x8x2xf32>
    %68 = stablehlo.add %62, %67 : tensor<2x4x8x2xf32>
    %69 = stablehlo.slice %60 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %70 = stablehlo.concatenate %68, %69, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.transpose %70, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.multiply %71, %cst_5 : tensor<2x4x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %74 = stablehlo.dot_general %59, %73, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %76 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %78 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %79 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %80 = stablehlo.compare  LE, %78, %79 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.and %77, %81 : tensor<1x1x8x8xui8>
    %83 = stablehlo.compare  NE, %82, %c_15 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %84 = stablehlo.convert %83 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.compare  NE, %arg10, %c_14 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %88 = stablehlo.broadcast_in_dim %c_3, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %89 = stablehlo.compare  LT, %88, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %90 = stablehlo.add %88, %c_1 : tensor<2x1x1x8xi64>
    %91 = stablehlo.select %89, %90, %88 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %92 = stablehlo.reshape %91 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %93 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %94 = stablehlo.compare  LT, %93, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %95 = stablehlo.add %93, %c : tensor<2x1x1x8xi64>
    %96 = stablehlo.select %94, %95, %93 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %97 = stablehlo.reshape %96 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %98 = stablehlo.concatenate %92, %97, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %99 = "stablehlo.gather"(%87, %98) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %100 = stablehlo.convert %99 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %101 = stablehlo.reshape %100 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %103 = stablehlo.and %86, %102 : tensor<2x1x8x8xui8>
    %104 = stablehlo.compare  NE, %103, %c_13 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %105 = stablehlo.select %104, %cst_0, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.add %75, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reduce(%108 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %111 = stablehlo.subtract %108, %110 : tensor<2x4x8x8xf32>
    %112 = stablehlo.exponential %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reduce(%112 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.divide %112, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %117 = stablehlo.slice %37 [0:2, 0:4, 0:8, 16:24] : (tensor<2x4x8x24xf32>) -> tensor<2x4x8x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.dot_general %116, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<16x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.add %26, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.add %128, %3 : tensor<2x8x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%130, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %131 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.reshape %output_17 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.add %131, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %139 : tensor<2x8x128xf32>
  }
}
