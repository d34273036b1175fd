module @IrToHlo.890 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<f32>, %arg19: tensor<2x8xi64>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<4xf32>, %arg23: tensor<16x32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<16x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<64x32xf32>) -> tensor<2x8x128xf32> {
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
    %c_10 = stablehlo.constant dense<[[[-4, -3, -2, -1, 0, 1, 2, 3]]]> : tensor<1x1x8xi64>
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
    %0 = stablehlo.reshape %arg19 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg18, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
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
    %15 = stablehlo.add %arg17, %cst_15 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %41 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %64 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
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
    %84 = stablehlo.compare  NE, %arg20, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
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
    %114 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %115 = stablehlo.dot_general %18, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %113, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.power %126, %cst_18 : tensor<2x8x32xf32>
    %128 = stablehlo.reduce(%127 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %129 = stablehlo.multiply %128, %cst_17 : tensor<2x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %131 = stablehlo.add %130, %cst_16 : tensor<2x8x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x8x1xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.multiply %126, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.add %arg14, %cst_15 : tensor<32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.multiply %135, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.add %5, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.power %139, %cst_18 : tensor<2x8x32xf32>
    %141 = stablehlo.reduce(%140 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %142 = stablehlo.multiply %141, %cst_17 : tensor<2x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %144 = stablehlo.add %143, %cst_16 : tensor<2x8x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x8x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %139, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.add %arg13, %cst_15 : tensor<32xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %156 = stablehlo.multiply %155, %cst_4 : tensor<2x8x64xf32>
    %157 = stablehlo.power %155, %cst_0 : tensor<2x8x64xf32>
    %158 = stablehlo.multiply %157, %cst_1 : tensor<2x8x64xf32>
    %159 = stablehlo.add %155, %158 : tensor<2x8x64xf32>
    %160 = stablehlo.multiply %159, %cst_2 : tensor<2x8x64xf32>
    %161 = stablehlo.tanh %160 : tensor<2x8x64xf32>
    %162 = stablehlo.add %161, %cst_3 : tensor<2x8x64xf32>
    %163 = stablehlo.multiply %156, %162 : tensor<2x8x64xf32>
    %164 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %165 = stablehlo.dot_general %152, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %166 = stablehlo.reshape %165 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %167 = stablehlo.multiply %163, %166 : tensor<2x8x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %169 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %170 = stablehlo.dot_general %168, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.power %171, %cst_18 : tensor<2x8x32xf32>
    %173 = stablehlo.reduce(%172 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %174 = stablehlo.multiply %173, %cst_17 : tensor<2x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %176 = stablehlo.add %175, %cst_16 : tensor<2x8x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<2x8x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.multiply %171, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.add %arg10, %cst_15 : tensor<32xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.add %139, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.power %184, %cst_18 : tensor<2x8x32xf32>
    %186 = stablehlo.reduce(%185 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %187 = stablehlo.multiply %186, %cst_17 : tensor<2x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %189 = stablehlo.add %188, %cst_16 : tensor<2x8x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<2x8x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.multiply %184, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.add %arg9, %cst_15 : tensor<32xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %193, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %199 = stablehlo.dot_general %197, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %201 = stablehlo.transpose %200, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.multiply %201, %29 : tensor<2x4x8x8xf32>
    %203 = stablehlo.slice %201 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %204 = stablehlo.negate %203 : tensor<2x4x8x4xf32>
    %205 = stablehlo.slice %201 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %206 = stablehlo.concatenate %204, %205, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %207 = stablehlo.multiply %206, %37 : tensor<2x4x8x8xf32>
    %208 = stablehlo.add %202, %207 : tensor<2x4x8x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %210 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %211 = stablehlo.dot_general %197, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %214 = stablehlo.multiply %213, %45 : tensor<2x2x8x8xf32>
    %215 = stablehlo.slice %213 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.negate %215 : tensor<2x2x8x4xf32>
    %217 = stablehlo.slice %213 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.multiply %218, %51 : tensor<2x2x8x8xf32>
    %220 = stablehlo.add %214, %219 : tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %225 = stablehlo.dot_general %209, %224, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %227 = stablehlo.multiply %226, %cst_13 : tensor<2x4x8x8xf32>
    %228 = stablehlo.divide %227, %cst_12 : tensor<2x4x8x8xf32>
    %229 = stablehlo.tanh %228 : tensor<2x4x8x8xf32>
    %230 = stablehlo.multiply %229, %cst_12 : tensor<2x4x8x8xf32>
    %231 = stablehlo.and %65, %75 : tensor<1x1x8x8xui8>
    %232 = stablehlo.compare  NE, %231, %c_22 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %233 = stablehlo.convert %232 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %234 = stablehlo.reshape %233 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %235 = stablehlo.broadcast_in_dim %234, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %236 = stablehlo.and %235, %99 : tensor<2x1x8x8xui8>
    %237 = stablehlo.compare  NE, %236, %c_20 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %238 = stablehlo.select %237, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %241 = stablehlo.add %230, %240 : tensor<2x4x8x8xf32>
    %242 = stablehlo.reduce(%241 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.subtract %241, %243 : tensor<2x4x8x8xf32>
    %245 = stablehlo.exponential %244 : tensor<2x4x8x8xf32>
    %246 = stablehlo.reduce(%245 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.divide %245, %247 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %251 = stablehlo.dot_general %197, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %253 = stablehlo.transpose %252, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.dot_general %249, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %260 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %261 = stablehlo.dot_general %259, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %263 = stablehlo.power %262, %cst_18 : tensor<2x8x32xf32>
    %264 = stablehlo.reduce(%263 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %265 = stablehlo.multiply %264, %cst_17 : tensor<2x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %267 = stablehlo.add %266, %cst_16 : tensor<2x8x1xf32>
    %268 = stablehlo.rsqrt %267 : tensor<2x8x1xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.multiply %262, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.add %arg6, %cst_15 : tensor<32xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.multiply %271, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.add %184, %274 : tensor<2x8x32xf32>
    %276 = stablehlo.power %275, %cst_18 : tensor<2x8x32xf32>
    %277 = stablehlo.reduce(%276 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %278 = stablehlo.multiply %277, %cst_17 : tensor<2x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %280 = stablehlo.add %279, %cst_16 : tensor<2x8x1xf32>
    %281 = stablehlo.rsqrt %280 : tensor<2x8x1xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %275, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.add %arg5, %cst_15 : tensor<32xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.multiply %284, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %289 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %290 = stablehlo.dot_general %288, %289, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %292 = stablehlo.multiply %291, %cst_4 : tensor<2x8x64xf32>
    %293 = stablehlo.power %291, %cst_0 : tensor<2x8x64xf32>
    %294 = stablehlo.multiply %293, %cst_1 : tensor<2x8x64xf32>
    %295 = stablehlo.add %291, %294 : tensor<2x8x64xf32>
    %296 = stablehlo.multiply %295, %cst_2 : tensor<2x8x64xf32>
    %297 = stablehlo.tanh %296 : tensor<2x8x64xf32>
    %298 = stablehlo.add %297, %cst_3 : tensor<2x8x64xf32>
    %299 = stablehlo.multiply %292, %298 : tensor<2x8x64xf32>
    %300 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %301 = stablehlo.dot_general %288, %300, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %303 = stablehlo.multiply %299, %302 : tensor<2x8x64xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %305 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %306 = stablehlo.dot_general %304, %305, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %307 = stablehlo.reshape %306 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.power %307, %cst_18 : tensor<2x8x32xf32>
    %309 = stablehlo.reduce(%308 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %310 = stablehlo.multiply %309, %cst_17 : tensor<2x8xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %312 = stablehlo.add %311, %cst_16 : tensor<2x8x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<2x8x1xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.multiply %307, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.add %arg2, %cst_15 : tensor<32xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.multiply %316, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.add %275, %319 : tensor<2x8x32xf32>
    %321 = stablehlo.power %320, %cst_18 : tensor<2x8x32xf32>
    %322 = stablehlo.reduce(%321 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %323 = stablehlo.multiply %322, %cst_17 : tensor<2x8xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %325 = stablehlo.add %324, %cst_16 : tensor<2x8x1xf32>
    %326 = stablehlo.rsqrt %325 : tensor<2x8x1xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.multiply %320, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.add %arg1, %cst_15 : tensor<32xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.multiply %329, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %335 = stablehlo.dot_general %333, %334, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %337 = stablehlo.divide %336, %cst : tensor<2x8x128xf32>
    %338 = stablehlo.tanh %337 : tensor<2x8x128xf32>
    %339 = stablehlo.multiply %338, %cst : tensor<2x8x128xf32>
    return %339 : tensor<2x8x128xf32>
  }
}
