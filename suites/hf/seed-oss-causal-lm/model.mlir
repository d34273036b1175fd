module @IrToHlo.615 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<4xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<64x32xf32>, %arg30: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_5 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_6 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_8 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_11 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_12 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg11 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg12, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
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
    %17 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %40 = stablehlo.multiply %39, %cst_5 : tensor<2x4x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %42 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.dot_general %16, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.add %43, %44 : tensor<16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.slice %47 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %51 = stablehlo.negate %50 : tensor<2x2x8x4xf32>
    %52 = stablehlo.slice %47 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x2x8x8xf32>
    %56 = stablehlo.add %49, %55 : tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_5 : tensor<2x4x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = stablehlo.dot_general %41, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  LE, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_13 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.reshape %72 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %arg14, %c_12 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %76 = stablehlo.broadcast_in_dim %c_3, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_1 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_2 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %87 = "stablehlo.gather"(%75, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.convert %87 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.and %74, %90 : tensor<2x1x8x8xui8>
    %92 = stablehlo.compare  NE, %91, %c_11 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %93 = stablehlo.select %92, %cst_0, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.add %63, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.exponential %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.divide %100, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %106 = stablehlo.dot_general %16, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %107 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<16x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.dot_general %104, %112, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %4, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.power %120, %cst_9 : tensor<2x8x32xf32>
    %123 = stablehlo.reduce(%122 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.multiply %123, %cst_8 : tensor<2x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %125, %cst_7 : tensor<2x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.multiply %120, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %136 = stablehlo.logistic %135 : tensor<2x8x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x8x64xf32>
    %138 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %139 = stablehlo.dot_general %132, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<2x8x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %143 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.add %120, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.power %146, %cst_9 : tensor<2x8x32xf32>
    %149 = stablehlo.reduce(%148 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %150 = stablehlo.multiply %149, %cst_8 : tensor<2x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %152 = stablehlo.add %151, %cst_7 : tensor<2x8x1xf32>
    %153 = stablehlo.rsqrt %152 : tensor<2x8x1xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %146, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.multiply %147, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.multiply %164, %29 : tensor<2x4x8x8xf32>
    %166 = stablehlo.slice %164 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %167 = stablehlo.negate %166 : tensor<2x4x8x4xf32>
    %168 = stablehlo.slice %164 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %169 = stablehlo.concatenate %167, %168, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.multiply %169, %37 : tensor<2x4x8x8xf32>
    %171 = stablehlo.add %165, %170 : tensor<2x4x8x8xf32>
    %172 = stablehlo.multiply %171, %cst_5 : tensor<2x4x8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %174 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %175 = stablehlo.dot_general %158, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %176 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %177 = stablehlo.add %175, %176 : tensor<16x16xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %180 = stablehlo.multiply %179, %48 : tensor<2x2x8x8xf32>
    %181 = stablehlo.slice %179 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %182 = stablehlo.negate %181 : tensor<2x2x8x4xf32>
    %183 = stablehlo.slice %179 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %184 = stablehlo.concatenate %182, %183, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.multiply %184, %54 : tensor<2x2x8x8xf32>
    %186 = stablehlo.add %180, %185 : tensor<2x2x8x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.multiply %189, %cst_5 : tensor<2x4x8x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %192 = stablehlo.dot_general %173, %191, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %194 = stablehlo.add %193, %95 : tensor<2x4x8x8xf32>
    %195 = stablehlo.reduce(%194 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %197 = stablehlo.subtract %194, %196 : tensor<2x4x8x8xf32>
    %198 = stablehlo.exponential %197 : tensor<2x4x8x8xf32>
    %199 = stablehlo.reduce(%198 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %201 = stablehlo.divide %198, %200 : tensor<2x4x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %203 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %204 = stablehlo.dot_general %158, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %205 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %206 = stablehlo.add %204, %205 : tensor<16x16xf32>
    %207 = stablehlo.reshape %206 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %208 = stablehlo.transpose %207, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %211 = stablehlo.dot_general %202, %210, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %212 = stablehlo.reshape %211 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.add %146, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.power %218, %cst_9 : tensor<2x8x32xf32>
    %221 = stablehlo.reduce(%220 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %222 = stablehlo.multiply %221, %cst_8 : tensor<2x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %224 = stablehlo.add %223, %cst_7 : tensor<2x8x1xf32>
    %225 = stablehlo.rsqrt %224 : tensor<2x8x1xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.multiply %218, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.multiply %219, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %232 = stablehlo.dot_general %230, %231, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %234 = stablehlo.logistic %233 : tensor<2x8x64xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<2x8x64xf32>
    %236 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %237 = stablehlo.dot_general %230, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<2x8x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %241 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %242 = stablehlo.dot_general %240, %241, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.add %218, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.power %244, %cst_9 : tensor<2x8x32xf32>
    %246 = stablehlo.reduce(%245 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %247 = stablehlo.multiply %246, %cst_8 : tensor<2x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %249 = stablehlo.add %248, %cst_7 : tensor<2x8x1xf32>
    %250 = stablehlo.rsqrt %249 : tensor<2x8x1xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.multiply %244, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.multiply %0, %253 : tensor<2x8x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %258 : tensor<2x8x128xf32>
  }
}
