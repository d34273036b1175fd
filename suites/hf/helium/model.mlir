module @IrToHlo.379 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<2x8xi64>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_5 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_7 = stablehlo.constant dense<9.99999993E-9> : tensor<2x8x1xf32>
    %cst_8 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_11 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_12 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg5 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg6, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_9 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_8 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_7 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %27 = stablehlo.slice %26 [0:1, 0:1, 0:8, 0:4] : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x4x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x1x8x4x2xf32>) -> tensor<8x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %20, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.slice %20 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.negate %32 : tensor<2x4x8x4xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %35 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %37 = stablehlo.concatenate %34, %36, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %41 = stablehlo.slice %40 [0:1, 0:1, 0:8, 0:4] : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x4x2xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8x4x2xf32>) -> tensor<8x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %45 = stablehlo.multiply %38, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.add %31, %45 : tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %46, %cst_5 : tensor<2x4x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %49 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %50 = stablehlo.dot_general %16, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x2x8x8xf32>
    %55 = stablehlo.slice %52 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %56 = stablehlo.negate %55 : tensor<2x2x8x4xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %58 = stablehlo.slice %52 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %60 = stablehlo.concatenate %57, %59, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.add %54, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.multiply %67, %cst_5 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.dot_general %48, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %76 = stablehlo.compare  LE, %74, %75 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %77 = stablehlo.convert %76 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %78 = stablehlo.and %73, %77 : tensor<1x1x8x8xui8>
    %79 = stablehlo.compare  NE, %78, %c_13 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %80 = stablehlo.convert %79 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %81 = stablehlo.reshape %80 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %83 = stablehlo.compare  NE, %arg8, %c_12 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %84 = stablehlo.broadcast_in_dim %c_3, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %85 = stablehlo.compare  LT, %84, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %86 = stablehlo.add %84, %c_1 : tensor<2x1x1x8xi64>
    %87 = stablehlo.select %85, %86, %84 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %88 = stablehlo.reshape %87 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %89 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %90 = stablehlo.compare  LT, %89, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %91 = stablehlo.add %89, %c : tensor<2x1x1x8xi64>
    %92 = stablehlo.select %90, %91, %89 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %94 = stablehlo.concatenate %88, %93, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %95 = "stablehlo.gather"(%83, %94) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.convert %95 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %97 = stablehlo.reshape %96 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %99 = stablehlo.and %82, %98 : tensor<2x1x8x8xui8>
    %100 = stablehlo.compare  NE, %99, %c_11 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %101 = stablehlo.select %100, %cst_0, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %104 = stablehlo.add %71, %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.reduce(%104 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.subtract %104, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.exponential %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.reduce(%108 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %111 = stablehlo.divide %108, %110 : tensor<2x4x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %114 = stablehlo.dot_general %16, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.dot_general %112, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %4, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.power %126, %cst_9 : tensor<2x8x32xf32>
    %129 = stablehlo.reduce(%128 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %130 = stablehlo.multiply %129, %cst_8 : tensor<2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.add %131, %cst_7 : tensor<2x8x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<2x8x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %126, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %142 = stablehlo.logistic %141 : tensor<2x8x64xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %145 = stablehlo.dot_general %138, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<2x8x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %149 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.add %126, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.power %152, %cst_9 : tensor<2x8x32xf32>
    %154 = stablehlo.reduce(%153 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %155 = stablehlo.multiply %154, %cst_8 : tensor<2x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %157 = stablehlo.add %156, %cst_7 : tensor<2x8x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x8x1xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %161 = stablehlo.multiply %152, %160 : tensor<2x8x32xf32>
    %162 = stablehlo.multiply %0, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %164 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %166 = stablehlo.reshape %165 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %166 : tensor<2x8x128xf32>
  }
}
