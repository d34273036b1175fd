module @IrToHlo.575 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<128x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>) -> tensor<2x8x128xf32> {
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
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_10 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_14 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_11 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_10 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_9 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<2x4x8x8xf32>
    %29 = stablehlo.slice %20 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %30 = stablehlo.negate %29 : tensor<2x4x8x4xf32>
    %31 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x4x8x8xf32>
    %37 = stablehlo.add %28, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %37, %cst_7 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %41 = stablehlo.dot_general %16, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<2x2x8x8xf32>
    %46 = stablehlo.slice %43 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %47 = stablehlo.negate %46 : tensor<2x2x8x4xf32>
    %48 = stablehlo.slice %43 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.add %45, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.multiply %55, %cst_7 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_15 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg12, %c_14 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_3 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_13 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_2, %cst_1 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %101 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %102 = stablehlo.dot_general %16, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.dot_general %100, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %4, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.power %114, %cst_11 : tensor<2x8x32xf32>
    %117 = stablehlo.reduce(%116 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %118 = stablehlo.multiply %117, %cst_10 : tensor<2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %120 = stablehlo.add %119, %cst_9 : tensor<2x8x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x8x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.maximum %129, %cst_0 : tensor<2x8x64xf32>
    %131 = stablehlo.power %130, %cst : tensor<2x8x64xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.add %114, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.power %136, %cst_11 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_10 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_9 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %153 = stablehlo.multiply %152, %27 : tensor<2x4x8x8xf32>
    %154 = stablehlo.slice %152 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %155 = stablehlo.negate %154 : tensor<2x4x8x4xf32>
    %156 = stablehlo.slice %152 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %157 = stablehlo.concatenate %155, %156, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %158 = stablehlo.multiply %157, %35 : tensor<2x4x8x8xf32>
    %159 = stablehlo.add %153, %158 : tensor<2x4x8x8xf32>
    %160 = stablehlo.multiply %159, %cst_7 : tensor<2x4x8x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %162 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %163 = stablehlo.dot_general %148, %162, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %166 = stablehlo.multiply %165, %44 : tensor<2x2x8x8xf32>
    %167 = stablehlo.slice %165 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %168 = stablehlo.negate %167 : tensor<2x2x8x4xf32>
    %169 = stablehlo.slice %165 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %170 = stablehlo.concatenate %168, %169, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %171 = stablehlo.multiply %170, %50 : tensor<2x2x8x8xf32>
    %172 = stablehlo.add %166, %171 : tensor<2x2x8x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %175 = stablehlo.transpose %174, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %176 = stablehlo.multiply %175, %cst_7 : tensor<2x4x8x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %178 = stablehlo.dot_general %161, %177, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %180 = stablehlo.add %179, %91 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reduce(%180 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %183 = stablehlo.subtract %180, %182 : tensor<2x4x8x8xf32>
    %184 = stablehlo.exponential %183 : tensor<2x4x8x8xf32>
    %185 = stablehlo.reduce(%184 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.divide %184, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %189 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %190 = stablehlo.dot_general %148, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %195 = stablehlo.dot_general %188, %194, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.add %136, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.power %202, %cst_11 : tensor<2x8x32xf32>
    %205 = stablehlo.reduce(%204 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %206 = stablehlo.multiply %205, %cst_10 : tensor<2x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %208 = stablehlo.add %207, %cst_9 : tensor<2x8x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<2x8x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.multiply %202, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.multiply %203, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %218 = stablehlo.maximum %217, %cst_0 : tensor<2x8x64xf32>
    %219 = stablehlo.power %218, %cst : tensor<2x8x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %221 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.add %202, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.power %224, %cst_11 : tensor<2x8x32xf32>
    %226 = stablehlo.reduce(%225 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %227 = stablehlo.multiply %226, %cst_10 : tensor<2x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %229 = stablehlo.add %228, %cst_9 : tensor<2x8x1xf32>
    %230 = stablehlo.rsqrt %229 : tensor<2x8x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %224, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.multiply %0, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %237 = stablehlo.dot_general %235, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %238 : tensor<2x8x128xf32>
  }
}
