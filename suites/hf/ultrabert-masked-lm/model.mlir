module @IrToHlo.641 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x768xf32>, %arg2: tensor<768x32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<4xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x768xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x768xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<2x8x768xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x768xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<1x1x8x8xui8>
    %c_13 = stablehlo.constant dense<128> : tensor<1x1x8x8xi64>
    %c_14 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_15 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_16 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_22 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_23 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x768xf32>
    %0 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg11 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg12, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_19 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_18 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_17 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_16, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %38 = stablehlo.multiply %37, %cst_15 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %56 = stablehlo.multiply %55, %cst_15 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.subtract %62, %63 : tensor<1x1x8x8xi64>
    %65 = stablehlo.abs %64 : tensor<1x1x8x8xi64>
    %66 = stablehlo.compare  LE, %65, %c_13 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %67 = stablehlo.convert %66 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.and %61, %67 : tensor<1x1x8x8xui8>
    %69 = stablehlo.compare  NE, %68, %c_23 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %70 = stablehlo.convert %69 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %71 = stablehlo.and %70, %c_12 : tensor<1x1x8x8xui8>
    %72 = stablehlo.compare  NE, %71, %c_23 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %73 = stablehlo.convert %72 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %74 = stablehlo.and %61, %73 : tensor<1x1x8x8xui8>
    %75 = stablehlo.compare  NE, %74, %c_23 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.reshape %76 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %79 = stablehlo.compare  NE, %arg14, %c_22 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %80 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %81 = stablehlo.compare  LT, %80, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.add %80, %c_9 : tensor<2x1x1x8xi64>
    %83 = stablehlo.select %81, %82, %80 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %85 = stablehlo.broadcast_in_dim %c_14, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.concatenate %84, %89, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %91 = "stablehlo.gather"(%79, %90) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.convert %91 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.and %78, %94 : tensor<2x1x8x8xui8>
    %96 = stablehlo.compare  NE, %95, %c_21 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %97 = stablehlo.select %96, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %100 = stablehlo.add %59, %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.subtract %100, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.exponential %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.reduce(%104 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.divide %104, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %110 = stablehlo.dot_general %16, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %115 = stablehlo.dot_general %108, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.add %4, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.power %122, %cst_19 : tensor<2x8x32xf32>
    %125 = stablehlo.reduce(%124 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %126 = stablehlo.multiply %125, %cst_18 : tensor<2x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %128 = stablehlo.add %127, %cst_17 : tensor<2x8x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<2x8x1xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.multiply %122, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.multiply %123, %132 : tensor<2x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %138 = stablehlo.logistic %137 : tensor<2x8x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x8x64xf32>
    %140 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.dot_general %134, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %145 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.add %122, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.power %148, %cst_19 : tensor<2x8x32xf32>
    %151 = stablehlo.reduce(%150 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %152 = stablehlo.multiply %151, %cst_18 : tensor<2x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %154 = stablehlo.add %153, %cst_17 : tensor<2x8x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<2x8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.multiply %148, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.multiply %164, %27 : tensor<2x4x8x8xf32>
    %166 = stablehlo.slice %164 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %167 = stablehlo.negate %166 : tensor<2x4x8x4xf32>
    %168 = stablehlo.slice %164 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %169 = stablehlo.concatenate %167, %168, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.multiply %169, %35 : tensor<2x4x8x8xf32>
    %171 = stablehlo.add %165, %170 : tensor<2x4x8x8xf32>
    %172 = stablehlo.multiply %171, %cst_15 : tensor<2x4x8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %174 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %175 = stablehlo.dot_general %160, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %178 = stablehlo.multiply %177, %44 : tensor<2x2x8x8xf32>
    %179 = stablehlo.slice %177 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %180 = stablehlo.negate %179 : tensor<2x2x8x4xf32>
    %181 = stablehlo.slice %177 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %182 = stablehlo.concatenate %180, %181, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %183 = stablehlo.multiply %182, %50 : tensor<2x2x8x8xf32>
    %184 = stablehlo.add %178, %183 : tensor<2x2x8x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.transpose %186, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %187, %cst_15 : tensor<2x4x8x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %190 = stablehlo.dot_general %173, %189, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %192 = stablehlo.add %191, %99 : tensor<2x4x8x8xf32>
    %193 = stablehlo.reduce(%192 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.subtract %192, %194 : tensor<2x4x8x8xf32>
    %196 = stablehlo.exponential %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.reduce(%196 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %199 = stablehlo.divide %196, %198 : tensor<2x4x8x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %201 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %202 = stablehlo.dot_general %160, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %204 = stablehlo.transpose %203, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %207 = stablehlo.dot_general %200, %206, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %208 = stablehlo.reshape %207 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %209 = stablehlo.transpose %208, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %211 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %212 = stablehlo.dot_general %210, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.add %148, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.power %214, %cst_19 : tensor<2x8x32xf32>
    %217 = stablehlo.reduce(%216 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %218 = stablehlo.multiply %217, %cst_18 : tensor<2x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %220 = stablehlo.add %219, %cst_17 : tensor<2x8x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<2x8x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.multiply %214, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.multiply %215, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %228 = stablehlo.dot_general %226, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %229 = stablehlo.reshape %228 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %230 = stablehlo.logistic %229 : tensor<2x8x64xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<2x8x64xf32>
    %232 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %233 = stablehlo.dot_general %226, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %235 = stablehlo.multiply %231, %234 : tensor<2x8x64xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %237 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %238 = stablehlo.dot_general %236, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %240 = stablehlo.add %214, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.power %240, %cst_19 : tensor<2x8x32xf32>
    %242 = stablehlo.reduce(%241 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %243 = stablehlo.multiply %242, %cst_18 : tensor<2x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %245 = stablehlo.add %244, %cst_17 : tensor<2x8x1xf32>
    %246 = stablehlo.rsqrt %245 : tensor<2x8x1xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.multiply %240, %248 : tensor<2x8x32xf32>
    %250 = stablehlo.multiply %0, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %252 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,768]{0,1}"} : (tensor<768x32xf32>) -> tensor<32x768xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x768xf32>) -> tensor<16x768xf32>
    %254 = stablehlo.reshape %253 : (tensor<16x768xf32>) -> tensor<2x8x768xf32>
    %255 = stablehlo.multiply %254, %cst_26 : tensor<2x8x768xf32>
    %256 = stablehlo.power %254, %cst_3 : tensor<2x8x768xf32>
    %257 = stablehlo.multiply %256, %cst_4 : tensor<2x8x768xf32>
    %258 = stablehlo.add %254, %257 : tensor<2x8x768xf32>
    %259 = stablehlo.multiply %258, %cst_5 : tensor<2x8x768xf32>
    %260 = stablehlo.tanh %259 : tensor<2x8x768xf32>
    %261 = stablehlo.add %260, %cst_6 : tensor<2x8x768xf32>
    %262 = stablehlo.multiply %255, %261 : tensor<2x8x768xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x768xf32>) -> tensor<16x768xf32>
    %264 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[768,32]{0,1}"} : (tensor<32x768xf32>) -> tensor<768x32xf32>
    %265 = stablehlo.dot_general %263, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x768xf32>, tensor<768x32xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %267 = stablehlo.multiply %266, %cst_25 : tensor<2x8x32xf32>
    %268 = stablehlo.power %266, %cst : tensor<2x8x32xf32>
    %269 = stablehlo.multiply %268, %cst_0 : tensor<2x8x32xf32>
    %270 = stablehlo.add %266, %269 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %270, %cst_1 : tensor<2x8x32xf32>
    %272 = stablehlo.tanh %271 : tensor<2x8x32xf32>
    %273 = stablehlo.add %272, %cst_2 : tensor<2x8x32xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %276 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %277 = stablehlo.dot_general %275, %276, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %278 = stablehlo.reshape %277 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %278 : tensor<2x8x128xf32>
  }
}
