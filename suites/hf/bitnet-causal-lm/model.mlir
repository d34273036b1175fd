module @IrToHlo.719 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<128x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<64x32xf32>, %arg20: tensor<64xf32>, %arg21: tensor<32xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<64x32xf32>, %arg27: tensor<64xf32>, %arg28: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<2x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_8 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_9 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_11 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_12 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_11 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_10 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x8x4xf32>
    %25 = stablehlo.concatenate %24, %24, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %26 = stablehlo.cosine %25 : tensor<1x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x4x8x8xf32>
    %30 = stablehlo.slice %21 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.negate %30 : tensor<2x4x8x4xf32>
    %32 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.sine %25 : tensor<1x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.add %29, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %38, %cst_8 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %17, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x2x8x8xf32>
    %47 = stablehlo.slice %44 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.negate %47 : tensor<2x2x8x4xf32>
    %49 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.multiply %56, %cst_8 : tensor<2x4x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.dot_general %40, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %63 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.compare  LE, %63, %64 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.and %62, %66 : tensor<1x1x8x8xui8>
    %68 = stablehlo.compare  NE, %67, %c_16 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.reshape %69 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %arg12, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %73 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %74 = stablehlo.compare  LT, %73, %c_5 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %75 = stablehlo.add %73, %c_4 : tensor<2x1x1x8xi64>
    %76 = stablehlo.select %74, %75, %73 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %78 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_5 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.concatenate %77, %82, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %84 = "stablehlo.gather"(%72, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.and %71, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_14 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.select %89, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.add %60, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.reduce(%93 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.subtract %93, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.exponential %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reduce(%97 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %100 = stablehlo.divide %97, %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %102 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %103 = stablehlo.dot_general %17, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.dot_general %101, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.power %111, %cst_12 : tensor<2x8x32xf32>
    %113 = stablehlo.reduce(%112 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %114 = stablehlo.multiply %113, %cst_11 : tensor<2x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %116 = stablehlo.add %115, %cst_10 : tensor<2x8x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x8x1xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.multiply %111, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.multiply %5, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %4, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %128 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.power %126, %cst_12 : tensor<2x8x32xf32>
    %130 = stablehlo.reduce(%129 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %131 = stablehlo.multiply %130, %cst_11 : tensor<2x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %133 = stablehlo.add %132, %cst_10 : tensor<2x8x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<2x8x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.multiply %126, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.multiply %128, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.maximum %142, %cst_1 : tensor<2x8x64xf32>
    %144 = stablehlo.power %143, %cst_0 : tensor<2x8x64xf32>
    %145 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %146 = stablehlo.dot_general %139, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<2x8x64xf32>
    %149 = stablehlo.power %148, %cst_0 : tensor<2x8x64xf32>
    %150 = stablehlo.reduce(%149 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %151 = stablehlo.multiply %150, %cst : tensor<2x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.add %152, %cst_10 : tensor<2x8x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<2x8x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.multiply %148, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.multiply %127, %157 : tensor<2x8x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %160 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.add %126, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.power %163, %cst_12 : tensor<2x8x32xf32>
    %167 = stablehlo.reduce(%166 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %168 = stablehlo.multiply %167, %cst_11 : tensor<2x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %170 = stablehlo.add %169, %cst_10 : tensor<2x8x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<2x8x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.multiply %163, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %177 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %181 = stablehlo.multiply %180, %28 : tensor<2x4x8x8xf32>
    %182 = stablehlo.slice %180 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %183 = stablehlo.negate %182 : tensor<2x4x8x4xf32>
    %184 = stablehlo.slice %180 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %185 = stablehlo.concatenate %183, %184, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %186 = stablehlo.multiply %185, %36 : tensor<2x4x8x8xf32>
    %187 = stablehlo.add %181, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %187, %cst_8 : tensor<2x4x8x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %190 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %191 = stablehlo.dot_general %176, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %194 = stablehlo.multiply %193, %45 : tensor<2x2x8x8xf32>
    %195 = stablehlo.slice %193 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %196 = stablehlo.negate %195 : tensor<2x2x8x4xf32>
    %197 = stablehlo.slice %193 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %198 = stablehlo.concatenate %196, %197, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %199 = stablehlo.multiply %198, %51 : tensor<2x2x8x8xf32>
    %200 = stablehlo.add %194, %199 : tensor<2x2x8x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.transpose %202, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %204 = stablehlo.multiply %203, %cst_8 : tensor<2x4x8x8xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %206 = stablehlo.dot_general %189, %205, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %208 = stablehlo.add %207, %92 : tensor<2x4x8x8xf32>
    %209 = stablehlo.reduce(%208 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %211 = stablehlo.subtract %208, %210 : tensor<2x4x8x8xf32>
    %212 = stablehlo.exponential %211 : tensor<2x4x8x8xf32>
    %213 = stablehlo.reduce(%212 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %215 = stablehlo.divide %212, %214 : tensor<2x4x8x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %217 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %218 = stablehlo.dot_general %176, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.dot_general %216, %222, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.power %226, %cst_12 : tensor<2x8x32xf32>
    %228 = stablehlo.reduce(%227 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %229 = stablehlo.multiply %228, %cst_11 : tensor<2x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %231 = stablehlo.add %230, %cst_10 : tensor<2x8x1xf32>
    %232 = stablehlo.rsqrt %231 : tensor<2x8x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.multiply %226, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.multiply %164, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %239 = stablehlo.dot_general %237, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.add %163, %240 : tensor<2x8x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %243 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.power %241, %cst_12 : tensor<2x8x32xf32>
    %245 = stablehlo.reduce(%244 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %246 = stablehlo.multiply %245, %cst_11 : tensor<2x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %248 = stablehlo.add %247, %cst_10 : tensor<2x8x1xf32>
    %249 = stablehlo.rsqrt %248 : tensor<2x8x1xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.multiply %241, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.multiply %243, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %256 = stablehlo.dot_general %254, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %257 = stablehlo.reshape %256 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %258 = stablehlo.maximum %257, %cst_1 : tensor<2x8x64xf32>
    %259 = stablehlo.power %258, %cst_0 : tensor<2x8x64xf32>
    %260 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %261 = stablehlo.dot_general %254, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %263 = stablehlo.multiply %259, %262 : tensor<2x8x64xf32>
    %264 = stablehlo.power %263, %cst_0 : tensor<2x8x64xf32>
    %265 = stablehlo.reduce(%264 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %266 = stablehlo.multiply %265, %cst : tensor<2x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %268 = stablehlo.add %267, %cst_10 : tensor<2x8x1xf32>
    %269 = stablehlo.rsqrt %268 : tensor<2x8x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %272 = stablehlo.multiply %263, %271 : tensor<2x8x64xf32>
    %273 = stablehlo.multiply %242, %272 : tensor<2x8x64xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %275 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.add %241, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.power %278, %cst_12 : tensor<2x8x32xf32>
    %280 = stablehlo.reduce(%279 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %281 = stablehlo.multiply %280, %cst_11 : tensor<2x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %283 = stablehlo.add %282, %cst_10 : tensor<2x8x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<2x8x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.multiply %278, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.multiply %0, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %290 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %291 = stablehlo.dot_general %289, %290, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %292 = stablehlo.reshape %291 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %292 : tensor<2x8x128xf32>
  }
}
