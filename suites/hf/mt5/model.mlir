module @IrToHlo.899 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<32xf32>, %arg11: tensor<8x2xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<2x8xi64>, %arg24: tensor<32xf32>, %arg25: tensor<8x2xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<64x32xf32>, %arg31: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %c = stablehlo.constant dense<3> : tensor<8x8xi64>
    %cst_5 = stablehlo.constant dense<4.15888309> : tensor<8x8xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<8x8xf32>
    %c_7 = stablehlo.constant dense<2> : tensor<8x8xi64>
    %c_8 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_13 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %c_14 = stablehlo.constant dense<7> : tensor<8x8xi64>
    %cst_15 = stablehlo.constant dense<3.46573591> : tensor<8x8xf32>
    %cst_16 = stablehlo.constant dense<4.000000e+00> : tensor<8x8xf32>
    %c_17 = stablehlo.constant dense<4> : tensor<8x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<8x8xi64>
    %c_19 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_20 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_24 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_27 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg23 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_22 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_21 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_20 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %22 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %16, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %27 = stablehlo.dot_general %21, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %c_19, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %30 = stablehlo.broadcast_in_dim %c_19, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %31 = stablehlo.compare  LE, %29, %30 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %32 = stablehlo.reshape %31 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %34 = stablehlo.reshape %33 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %36 = stablehlo.broadcast_in_dim %c_27, dims = [1] : (tensor<8xi64>) -> tensor<8x8xi64>
    %37 = stablehlo.broadcast_in_dim %c_27, dims = [0] : (tensor<8xi64>) -> tensor<8x8xi64>
    %38 = stablehlo.subtract %36, %37 : tensor<8x8xi64>
    %39 = stablehlo.minimum %38, %c_18 : tensor<8x8xi64>
    %40 = stablehlo.negate %39 : tensor<8x8xi64>
    %41 = stablehlo.compare  LT, %40, %c_17 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %42 = stablehlo.convert %40 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %43 = stablehlo.divide %42, %cst_16 : tensor<8x8xf32>
    %44 = stablehlo.log %43 : tensor<8x8xf32>
    %45 = stablehlo.divide %44, %cst_15 : tensor<8x8xf32>
    %46 = stablehlo.multiply %45, %cst_16 : tensor<8x8xf32>
    %47 = stablehlo.convert %46 : (tensor<8x8xf32>) -> tensor<8x8xi64>
    %48 = stablehlo.add %47, %c_17 : tensor<8x8xi64>
    %49 = stablehlo.minimum %48, %c_14 : tensor<8x8xi64>
    %50 = stablehlo.select %41, %40, %49 : tensor<8x8xi1>, tensor<8x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<8x8xi64>) -> tensor<64xi64>
    %52 = stablehlo.convert %51 : (tensor<64xi64>) -> tensor<64xui32>
    %53 = "stablehlo.gather"(%arg25, %52) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<8x2xf32>, tensor<64xui32>) -> tensor<64x2xf32>
    %54 = stablehlo.reshape %53 : (tensor<64x2xf32>) -> tensor<8x8x2xf32>
    %55 = stablehlo.transpose %54, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,8,8]{0,2,1}"} : (tensor<8x8x2xf32>) -> tensor<2x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [1, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.select %35, %56, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %58 = stablehlo.add %28, %57 : tensor<2x2x8x8xf32>
    %59 = stablehlo.reduce(%58 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.subtract %58, %60 : tensor<2x2x8x8xf32>
    %62 = stablehlo.exponential %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.reduce(%62 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.divide %62, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %67 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %68 = stablehlo.dot_general %16, %67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %72 = stablehlo.dot_general %66, %71, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %79 = stablehlo.add %4, %78 : tensor<2x8x32xf32>
    %80 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %81 = stablehlo.power %79, %cst_22 : tensor<2x8x32xf32>
    %82 = stablehlo.reduce(%81 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %83 = stablehlo.multiply %82, %cst_21 : tensor<2x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %85 = stablehlo.add %84, %cst_20 : tensor<2x8x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<2x8x1xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<2x8x32xf32>
    %90 = stablehlo.multiply %80, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %93 = stablehlo.dot_general %91, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %97 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %99 = stablehlo.convert %98 : (tensor<16xi64>) -> tensor<16xui32>
    %100 = "stablehlo.gather"(%arg0, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %102 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.power %101, %cst_22 : tensor<2x8x32xf32>
    %104 = stablehlo.reduce(%103 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %105 = stablehlo.multiply %104, %cst_21 : tensor<2x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %107 = stablehlo.add %106, %cst_20 : tensor<2x8x1xf32>
    %108 = stablehlo.rsqrt %107 : tensor<2x8x1xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.multiply %101, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.multiply %102, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %119 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.dot_general %113, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %124 = stablehlo.dot_general %118, %123, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %126 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %128 = stablehlo.and %127, %c_12 : tensor<1x1x8x1xui8>
    %129 = stablehlo.compare  NE, %128, %c_25 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %130 = stablehlo.convert %129 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %131 = stablehlo.reshape %130 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %132 = stablehlo.broadcast_in_dim %131, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %133 = stablehlo.compare  NE, %arg12, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %134 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %135 = stablehlo.compare  LT, %134, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %136 = stablehlo.add %134, %c_9 : tensor<2x1x1x8xi64>
    %137 = stablehlo.select %135, %136, %134 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %138 = stablehlo.reshape %137 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %139 = stablehlo.broadcast_in_dim %c_19, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %140 = stablehlo.compare  LT, %139, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %141 = stablehlo.add %139, %c_8 : tensor<2x1x1x8xi64>
    %142 = stablehlo.select %140, %141, %139 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %143 = stablehlo.reshape %142 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %144 = stablehlo.concatenate %138, %143, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %145 = "stablehlo.gather"(%133, %144) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %146 = stablehlo.convert %145 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %147 = stablehlo.reshape %146 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %149 = stablehlo.and %132, %148 : tensor<2x1x8x8xui8>
    %150 = stablehlo.compare  NE, %149, %c_23 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %151 = stablehlo.reshape %150 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %153 = stablehlo.compare  GT, %38, %c_18 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %154 = stablehlo.convert %153 : (tensor<8x8xi1>) -> tensor<8x8xi64>
    %155 = stablehlo.multiply %154, %c_17 : tensor<8x8xi64>
    %156 = stablehlo.abs %38 : tensor<8x8xi64>
    %157 = stablehlo.compare  LT, %156, %c_7 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %158 = stablehlo.convert %156 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %159 = stablehlo.divide %158, %cst_6 : tensor<8x8xf32>
    %160 = stablehlo.log %159 : tensor<8x8xf32>
    %161 = stablehlo.divide %160, %cst_5 : tensor<8x8xf32>
    %162 = stablehlo.multiply %161, %cst_6 : tensor<8x8xf32>
    %163 = stablehlo.convert %162 : (tensor<8x8xf32>) -> tensor<8x8xi64>
    %164 = stablehlo.add %163, %c_7 : tensor<8x8xi64>
    %165 = stablehlo.minimum %164, %c : tensor<8x8xi64>
    %166 = stablehlo.select %157, %156, %165 : tensor<8x8xi1>, tensor<8x8xi64>
    %167 = stablehlo.add %155, %166 : tensor<8x8xi64>
    %168 = stablehlo.reshape %167 : (tensor<8x8xi64>) -> tensor<64xi64>
    %169 = stablehlo.convert %168 : (tensor<64xi64>) -> tensor<64xui32>
    %170 = "stablehlo.gather"(%arg11, %169) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<8x2xf32>, tensor<64xui32>) -> tensor<64x2xf32>
    %171 = stablehlo.reshape %170 : (tensor<64x2xf32>) -> tensor<8x8x2xf32>
    %172 = stablehlo.transpose %171, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,8,8]{0,2,1}"} : (tensor<8x8x2xf32>) -> tensor<2x8x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %174 = stablehlo.select %152, %173, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %175 = stablehlo.add %125, %174 : tensor<2x2x8x8xf32>
    %176 = stablehlo.reduce(%175 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %178 = stablehlo.subtract %175, %177 : tensor<2x2x8x8xf32>
    %179 = stablehlo.exponential %178 : tensor<2x2x8x8xf32>
    %180 = stablehlo.reduce(%179 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %182 = stablehlo.divide %179, %181 : tensor<2x2x8x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %184 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %185 = stablehlo.dot_general %113, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %187 = stablehlo.transpose %186, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %189 = stablehlo.dot_general %183, %188, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %190 = stablehlo.reshape %189 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.add %101, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.power %196, %cst_22 : tensor<2x8x32xf32>
    %199 = stablehlo.reduce(%198 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %200 = stablehlo.multiply %199, %cst_21 : tensor<2x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %202 = stablehlo.add %201, %cst_20 : tensor<2x8x1xf32>
    %203 = stablehlo.rsqrt %202 : tensor<2x8x1xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.multiply %196, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %210 = stablehlo.dot_general %208, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %211 = stablehlo.reshape %210 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %212 = stablehlo.multiply %211, %cst_4 : tensor<2x8x64xf32>
    %213 = stablehlo.power %211, %cst_3 : tensor<2x8x64xf32>
    %214 = stablehlo.multiply %213, %cst_2 : tensor<2x8x64xf32>
    %215 = stablehlo.add %211, %214 : tensor<2x8x64xf32>
    %216 = stablehlo.multiply %215, %cst_1 : tensor<2x8x64xf32>
    %217 = stablehlo.tanh %216 : tensor<2x8x64xf32>
    %218 = stablehlo.add %217, %cst_0 : tensor<2x8x64xf32>
    %219 = stablehlo.multiply %212, %218 : tensor<2x8x64xf32>
    %220 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %221 = stablehlo.dot_general %208, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %223 = stablehlo.multiply %219, %222 : tensor<2x8x64xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %225 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %226 = stablehlo.dot_general %224, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.add %196, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.power %228, %cst_22 : tensor<2x8x32xf32>
    %230 = stablehlo.reduce(%229 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %231 = stablehlo.multiply %230, %cst_21 : tensor<2x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %233 = stablehlo.add %232, %cst_20 : tensor<2x8x1xf32>
    %234 = stablehlo.rsqrt %233 : tensor<2x8x1xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.multiply %228, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.multiply %97, %237 : tensor<2x8x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %243 = stablehlo.transpose %242, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %245 = stablehlo.dot_general %96, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %247 = stablehlo.select %152, %cst, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %248 = stablehlo.add %246, %247 : tensor<2x2x8x8xf32>
    %249 = stablehlo.reduce(%248 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %251 = stablehlo.subtract %248, %250 : tensor<2x2x8x8xf32>
    %252 = stablehlo.exponential %251 : tensor<2x2x8x8xf32>
    %253 = stablehlo.reduce(%252 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %255 = stablehlo.divide %252, %254 : tensor<2x2x8x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %257 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %258 = stablehlo.dot_general %239, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %262 = stablehlo.dot_general %256, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %263 = stablehlo.reshape %262 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %267 = stablehlo.dot_general %265, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.add %79, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.power %269, %cst_22 : tensor<2x8x32xf32>
    %272 = stablehlo.reduce(%271 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %273 = stablehlo.multiply %272, %cst_21 : tensor<2x8xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %275 = stablehlo.add %274, %cst_20 : tensor<2x8x1xf32>
    %276 = stablehlo.rsqrt %275 : tensor<2x8x1xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %279 = stablehlo.multiply %269, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.multiply %270, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %282 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %283 = stablehlo.dot_general %281, %282, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %285 = stablehlo.multiply %284, %cst_4 : tensor<2x8x64xf32>
    %286 = stablehlo.power %284, %cst_3 : tensor<2x8x64xf32>
    %287 = stablehlo.multiply %286, %cst_2 : tensor<2x8x64xf32>
    %288 = stablehlo.add %284, %287 : tensor<2x8x64xf32>
    %289 = stablehlo.multiply %288, %cst_1 : tensor<2x8x64xf32>
    %290 = stablehlo.tanh %289 : tensor<2x8x64xf32>
    %291 = stablehlo.add %290, %cst_0 : tensor<2x8x64xf32>
    %292 = stablehlo.multiply %285, %291 : tensor<2x8x64xf32>
    %293 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %294 = stablehlo.dot_general %281, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %295 = stablehlo.reshape %294 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %296 = stablehlo.multiply %292, %295 : tensor<2x8x64xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %298 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %299 = stablehlo.dot_general %297, %298, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.add %269, %300 : tensor<2x8x32xf32>
    %302 = stablehlo.power %301, %cst_22 : tensor<2x8x32xf32>
    %303 = stablehlo.reduce(%302 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %304 = stablehlo.multiply %303, %cst_21 : tensor<2x8xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %306 = stablehlo.add %305, %cst_20 : tensor<2x8x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<2x8x1xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %310 = stablehlo.multiply %301, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.multiply %0, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %313 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %314 = stablehlo.dot_general %312, %313, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %315 = stablehlo.reshape %314 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %315 : tensor<2x8x128xf32>
  }
}
