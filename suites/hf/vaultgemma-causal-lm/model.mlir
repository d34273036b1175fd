module @IrToHlo.738 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<16x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<f32>, %arg15: tensor<2x8xi64>, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<4xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<64x32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<3.000000e+01> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_10 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_12 = stablehlo.constant dense<5.000000e+01> : tensor<2x4x8x8xf32>
    %cst_13 = stablehlo.constant dense<6.250000e-02> : tensor<2x4x8x8xf32>
    %cst_14 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_17 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_20 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_21 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_22 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg15 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.power %5, %cst_18 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_17 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_16 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %arg13, %cst_15 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x8x4xf32>
    %26 = stablehlo.concatenate %25, %25, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.negate %31 : tensor<2x4x8x4xf32>
    %33 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.sine %26 : tensor<1x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.add %30, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %18, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x2x8x8xf32>
    %47 = stablehlo.slice %44 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.negate %47 : tensor<2x2x8x4xf32>
    %49 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %40, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_13 : tensor<2x4x8x8xf32>
    %61 = stablehlo.divide %60, %cst_12 : tensor<2x4x8x8xf32>
    %62 = stablehlo.tanh %61 : tensor<2x4x8x8xf32>
    %63 = stablehlo.multiply %62, %cst_12 : tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  GT, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_22 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.compare  LE, %66, %73 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %75 = stablehlo.convert %74 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %76 = stablehlo.and %72, %75 : tensor<1x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_22 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.and %65, %78 : tensor<1x1x8x8xui8>
    %80 = stablehlo.compare  NE, %79, %c_22 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.reshape %81 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %84 = stablehlo.compare  NE, %arg16, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %85 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c_7 : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %91 = stablehlo.compare  LT, %90, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.add %90, %c : tensor<2x1x1x8xi64>
    %93 = stablehlo.select %91, %92, %90 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %95 = stablehlo.concatenate %89, %94, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %96 = "stablehlo.gather"(%84, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %97 = stablehlo.convert %96 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %100 = stablehlo.and %83, %99 : tensor<2x1x8x8xui8>
    %101 = stablehlo.compare  NE, %100, %c_20 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %102 = stablehlo.select %101, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.add %63, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.exponential %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reduce(%109 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.divide %109, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %115 = stablehlo.dot_general %18, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %113, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.add %5, %126 : tensor<2x8x32xf32>
    %128 = stablehlo.power %127, %cst_18 : tensor<2x8x32xf32>
    %129 = stablehlo.reduce(%128 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %130 = stablehlo.multiply %129, %cst_17 : tensor<2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.add %131, %cst_16 : tensor<2x8x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<2x8x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %127, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.add %arg10, %cst_15 : tensor<32xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.multiply %136, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %144 = stablehlo.multiply %143, %cst_4 : tensor<2x8x64xf32>
    %145 = stablehlo.power %143, %cst_0 : tensor<2x8x64xf32>
    %146 = stablehlo.multiply %145, %cst_1 : tensor<2x8x64xf32>
    %147 = stablehlo.add %143, %146 : tensor<2x8x64xf32>
    %148 = stablehlo.multiply %147, %cst_2 : tensor<2x8x64xf32>
    %149 = stablehlo.tanh %148 : tensor<2x8x64xf32>
    %150 = stablehlo.add %149, %cst_3 : tensor<2x8x64xf32>
    %151 = stablehlo.multiply %144, %150 : tensor<2x8x64xf32>
    %152 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %153 = stablehlo.dot_general %140, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<2x8x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %157 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.add %127, %159 : tensor<2x8x32xf32>
    %161 = stablehlo.power %160, %cst_18 : tensor<2x8x32xf32>
    %162 = stablehlo.reduce(%161 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %163 = stablehlo.multiply %162, %cst_17 : tensor<2x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.add %164, %cst_16 : tensor<2x8x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<2x8x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.multiply %160, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.add %arg7, %cst_15 : tensor<32xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.multiply %169, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %175 = stablehlo.dot_general %173, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.multiply %177, %29 : tensor<2x4x8x8xf32>
    %179 = stablehlo.slice %177 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %180 = stablehlo.negate %179 : tensor<2x4x8x4xf32>
    %181 = stablehlo.slice %177 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %182 = stablehlo.concatenate %180, %181, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %183 = stablehlo.multiply %182, %37 : tensor<2x4x8x8xf32>
    %184 = stablehlo.add %178, %183 : tensor<2x4x8x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %186 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %187 = stablehlo.dot_general %173, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %190 = stablehlo.multiply %189, %45 : tensor<2x2x8x8xf32>
    %191 = stablehlo.slice %189 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %192 = stablehlo.negate %191 : tensor<2x2x8x4xf32>
    %193 = stablehlo.slice %189 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %195 = stablehlo.multiply %194, %51 : tensor<2x2x8x8xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x2x8x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %199 = stablehlo.transpose %198, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %201 = stablehlo.dot_general %185, %200, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.multiply %202, %cst_13 : tensor<2x4x8x8xf32>
    %204 = stablehlo.divide %203, %cst_12 : tensor<2x4x8x8xf32>
    %205 = stablehlo.tanh %204 : tensor<2x4x8x8xf32>
    %206 = stablehlo.multiply %205, %cst_12 : tensor<2x4x8x8xf32>
    %207 = stablehlo.and %65, %75 : tensor<1x1x8x8xui8>
    %208 = stablehlo.compare  NE, %207, %c_22 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %209 = stablehlo.convert %208 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %210 = stablehlo.reshape %209 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %211 = stablehlo.broadcast_in_dim %210, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %212 = stablehlo.and %211, %99 : tensor<2x1x8x8xui8>
    %213 = stablehlo.compare  NE, %212, %c_20 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %214 = stablehlo.select %213, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %217 = stablehlo.add %206, %216 : tensor<2x4x8x8xf32>
    %218 = stablehlo.reduce(%217 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.subtract %217, %219 : tensor<2x4x8x8xf32>
    %221 = stablehlo.exponential %220 : tensor<2x4x8x8xf32>
    %222 = stablehlo.reduce(%221 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.divide %221, %223 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %227 = stablehlo.dot_general %173, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %228 = stablehlo.reshape %227 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %229 = stablehlo.transpose %228, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %232 = stablehlo.dot_general %225, %231, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %237 = stablehlo.dot_general %235, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.add %160, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.power %239, %cst_18 : tensor<2x8x32xf32>
    %241 = stablehlo.reduce(%240 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %242 = stablehlo.multiply %241, %cst_17 : tensor<2x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %244 = stablehlo.add %243, %cst_16 : tensor<2x8x1xf32>
    %245 = stablehlo.rsqrt %244 : tensor<2x8x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.multiply %239, %247 : tensor<2x8x32xf32>
    %249 = stablehlo.add %arg4, %cst_15 : tensor<32xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.multiply %248, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %256 = stablehlo.multiply %255, %cst_4 : tensor<2x8x64xf32>
    %257 = stablehlo.power %255, %cst_0 : tensor<2x8x64xf32>
    %258 = stablehlo.multiply %257, %cst_1 : tensor<2x8x64xf32>
    %259 = stablehlo.add %255, %258 : tensor<2x8x64xf32>
    %260 = stablehlo.multiply %259, %cst_2 : tensor<2x8x64xf32>
    %261 = stablehlo.tanh %260 : tensor<2x8x64xf32>
    %262 = stablehlo.add %261, %cst_3 : tensor<2x8x64xf32>
    %263 = stablehlo.multiply %256, %262 : tensor<2x8x64xf32>
    %264 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %265 = stablehlo.dot_general %252, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %267 = stablehlo.multiply %263, %266 : tensor<2x8x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %269 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %270 = stablehlo.dot_general %268, %269, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.reshape %270 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %272 = stablehlo.add %239, %271 : tensor<2x8x32xf32>
    %273 = stablehlo.power %272, %cst_18 : tensor<2x8x32xf32>
    %274 = stablehlo.reduce(%273 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %275 = stablehlo.multiply %274, %cst_17 : tensor<2x8xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %277 = stablehlo.add %276, %cst_16 : tensor<2x8x1xf32>
    %278 = stablehlo.rsqrt %277 : tensor<2x8x1xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.multiply %272, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.add %arg1, %cst_15 : tensor<32xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %281, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %286 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %287 = stablehlo.dot_general %285, %286, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %289 = stablehlo.divide %288, %cst : tensor<2x8x128xf32>
    %290 = stablehlo.tanh %289 : tensor<2x8x128xf32>
    %291 = stablehlo.multiply %290, %cst : tensor<2x8x128xf32>
    return %291 : tensor<2x8x128xf32>
  }
}
