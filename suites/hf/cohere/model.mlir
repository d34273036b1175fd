module @IrToHlo.400 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<2x8xi64>, %arg4: tensor<32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_5 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_6 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_7 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_10 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_13 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reduce(%4 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.multiply %6, %cst_10 : tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.subtract %4, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.power %9, %cst_9 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_10 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_8 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %9, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %5, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x8x4xf32>) -> tensor<1x8x4x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x8x4x2xf32>) -> tensor<1x8x8xf32>
    %30 = stablehlo.cosine %29 : tensor<1x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.multiply %24, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.slice %24 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %35 = stablehlo.negate %34 : tensor<2x4x8x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %37 = stablehlo.slice %24 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %39 = stablehlo.concatenate %36, %38, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.sine %29 : tensor<1x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.add %33, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_6 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %49 = stablehlo.dot_general %20, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.slice %51 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %55 = stablehlo.negate %54 : tensor<2x2x8x4xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %57 = stablehlo.slice %51 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %59 = stablehlo.concatenate %56, %58, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.add %53, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.transpose %65, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.multiply %66, %cst_6 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = stablehlo.dot_general %47, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.compare  LE, %73, %74 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.and %72, %76 : tensor<1x1x8x8xui8>
    %78 = stablehlo.compare  NE, %77, %c_14 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %79 = stablehlo.convert %78 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %80 = stablehlo.reshape %79 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %82 = stablehlo.compare  NE, %arg8, %c_13 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %83 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %84 = stablehlo.compare  LT, %83, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.add %83, %c_2 : tensor<2x1x1x8xi64>
    %86 = stablehlo.select %84, %85, %83 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %87 = stablehlo.reshape %86 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %88 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %89 = stablehlo.compare  LT, %88, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %90 = stablehlo.add %88, %c : tensor<2x1x1x8xi64>
    %91 = stablehlo.select %89, %90, %88 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %92 = stablehlo.reshape %91 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %93 = stablehlo.concatenate %87, %92, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %94 = "stablehlo.gather"(%82, %93) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %95 = stablehlo.convert %94 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %96 = stablehlo.reshape %95 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %98 = stablehlo.and %81, %97 : tensor<2x1x8x8xui8>
    %99 = stablehlo.compare  NE, %98, %c_12 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %100 = stablehlo.select %99, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.add %70, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.reduce(%103 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %106 = stablehlo.subtract %103, %105 : tensor<2x4x8x8xf32>
    %107 = stablehlo.exponential %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.reduce(%107 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.divide %107, %109 : tensor<2x4x8x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %112 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %113 = stablehlo.dot_general %20, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %118 = stablehlo.dot_general %111, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.add %4, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.dot_general %20, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %129 = stablehlo.logistic %128 : tensor<2x8x64xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x8x64xf32>
    %131 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %132 = stablehlo.dot_general %20, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %134 = stablehlo.multiply %130, %133 : tensor<2x8x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %136 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.add %125, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.reduce(%139 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %141 = stablehlo.multiply %140, %cst_10 : tensor<2x8xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.subtract %139, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.power %143, %cst_9 : tensor<2x8x32xf32>
    %145 = stablehlo.reduce(%144 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %146 = stablehlo.multiply %145, %cst_10 : tensor<2x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %148 = stablehlo.add %147, %cst_8 : tensor<2x8x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x8x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.multiply %143, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.multiply %0, %152 : tensor<2x8x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %157 = stablehlo.reshape %156 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %158 = stablehlo.multiply %157, %cst : tensor<2x8x128xf32>
    return %158 : tensor<2x8x128xf32>
  }
}
