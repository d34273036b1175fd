module @IrToHlo.351 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<2x8xi64>, %arg5: tensor<128x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<8x2xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %c = stablehlo.constant dense<3> : tensor<8x8xi64>
    %cst_1 = stablehlo.constant dense<4.15888309> : tensor<8x8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<8x8xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<8x8xi64>
    %c_4 = stablehlo.constant dense<4> : tensor<8x8xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<8x8xi64>
    %c_6 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_16 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_17 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg5, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_14 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_13 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_12 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %22 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %16, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %27 = stablehlo.dot_general %21, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %29 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %31 = stablehlo.and %30, %c_11 : tensor<1x1x8x1xui8>
    %32 = stablehlo.compare  NE, %31, %c_18 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %33 = stablehlo.convert %32 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %34 = stablehlo.reshape %33 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %36 = stablehlo.compare  NE, %arg8, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %37 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %38 = stablehlo.compare  LT, %37, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %39 = stablehlo.add %37, %c_8 : tensor<2x1x1x8xi64>
    %40 = stablehlo.select %38, %39, %37 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %41 = stablehlo.reshape %40 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %42 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %43 = stablehlo.compare  LT, %42, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %44 = stablehlo.add %42, %c_6 : tensor<2x1x1x8xi64>
    %45 = stablehlo.select %43, %44, %42 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %47 = stablehlo.concatenate %41, %46, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %48 = "stablehlo.gather"(%36, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.convert %48 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %50 = stablehlo.reshape %49 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %52 = stablehlo.and %35, %51 : tensor<2x1x8x8xui8>
    %53 = stablehlo.compare  NE, %52, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %54 = stablehlo.reshape %53 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %56 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<8xi64>) -> tensor<8x8xi64>
    %57 = stablehlo.broadcast_in_dim %c_19, dims = [0] : (tensor<8xi64>) -> tensor<8x8xi64>
    %58 = stablehlo.subtract %56, %57 : tensor<8x8xi64>
    %59 = stablehlo.compare  GT, %58, %c_5 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %60 = stablehlo.convert %59 : (tensor<8x8xi1>) -> tensor<8x8xi64>
    %61 = stablehlo.multiply %60, %c_4 : tensor<8x8xi64>
    %62 = stablehlo.abs %58 : tensor<8x8xi64>
    %63 = stablehlo.compare  LT, %62, %c_3 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %64 = stablehlo.convert %62 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %65 = stablehlo.divide %64, %cst_2 : tensor<8x8xf32>
    %66 = stablehlo.log %65 : tensor<8x8xf32>
    %67 = stablehlo.divide %66, %cst_1 : tensor<8x8xf32>
    %68 = stablehlo.multiply %67, %cst_2 : tensor<8x8xf32>
    %69 = stablehlo.convert %68 : (tensor<8x8xf32>) -> tensor<8x8xi64>
    %70 = stablehlo.add %69, %c_3 : tensor<8x8xi64>
    %71 = stablehlo.minimum %70, %c : tensor<8x8xi64>
    %72 = stablehlo.select %63, %62, %71 : tensor<8x8xi1>, tensor<8x8xi64>
    %73 = stablehlo.add %61, %72 : tensor<8x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<8x8xi64>) -> tensor<64xi64>
    %75 = stablehlo.convert %74 : (tensor<64xi64>) -> tensor<64xui32>
    %76 = "stablehlo.gather"(%arg7, %75) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<8x2xf32>, tensor<64xui32>) -> tensor<64x2xf32>
    %77 = stablehlo.reshape %76 : (tensor<64x2xf32>) -> tensor<8x8x2xf32>
    %78 = stablehlo.transpose %77, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,8,8]{0,2,1}"} : (tensor<8x8x2xf32>) -> tensor<2x8x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %80 = stablehlo.select %55, %79, %cst_0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %81 = stablehlo.add %28, %80 : tensor<2x2x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x2x8x8xf32>
    %85 = stablehlo.exponential %84 : tensor<2x2x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<2x2x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %90 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %16, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %95 = stablehlo.dot_general %89, %94, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %102 = stablehlo.add %4, %101 : tensor<2x8x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.power %102, %cst_14 : tensor<2x8x32xf32>
    %105 = stablehlo.reduce(%104 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %106 = stablehlo.multiply %105, %cst_13 : tensor<2x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %108 = stablehlo.add %107, %cst_12 : tensor<2x8x1xf32>
    %109 = stablehlo.rsqrt %108 : tensor<2x8x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.multiply %102, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.multiply %103, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %117 = stablehlo.reshape %116 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %118 = stablehlo.maximum %117, %cst : tensor<2x8x64xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %120 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.add %102, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.power %123, %cst_14 : tensor<2x8x32xf32>
    %125 = stablehlo.reduce(%124 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %126 = stablehlo.multiply %125, %cst_13 : tensor<2x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %128 = stablehlo.add %127, %cst_12 : tensor<2x8x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<2x8x1xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.multiply %123, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.multiply %0, %132 : tensor<2x8x32xf32>
    return %133 : tensor<2x8x32xf32>
  }
}
