module @IrToHlo.738 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<2x8xi64>, %arg31: tensor<128x32xf32>, %arg32: tensor<2x32xf32>, %arg33: tensor<64x32xf32>, %arg34: tensor<2x8xi64>, %arg35: tensor<i1>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_9 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<9.99999996E-13> : tensor<2x8x1xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<16xui32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_16 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %0 = stablehlo.compare  NE, %arg30, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %1 = stablehlo.convert %0 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %2 = "stablehlo.reduce_window"(%1, %c_19) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg44: tensor<i32>, %arg45: tensor<i32>):
      %266 = stablehlo.add %arg44, %arg45 : tensor<i32>
      stablehlo.return %266 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x8xi32>
    %4 = stablehlo.convert %3 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %5 = stablehlo.add %4, %c_20 : tensor<2x8xi64>
    %6 = stablehlo.reshape %5 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg33, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = "stablehlo.gather"(%arg32, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.reshape %arg30 : (tensor<2x8xi64>) -> tensor<16xi64>
    %13 = stablehlo.convert %12 : (tensor<16xi64>) -> tensor<16xui32>
    %14 = "stablehlo.gather"(%arg31, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.add %11, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.add %9, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reduce(%17 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %19 = stablehlo.multiply %18, %cst_12 : tensor<2x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.subtract %17, %20 : tensor<2x8x32xf32>
    %22 = stablehlo.power %21, %cst_11 : tensor<2x8x32xf32>
    %23 = stablehlo.reduce(%22 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %24 = stablehlo.multiply %23, %cst_12 : tensor<2x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %26 = stablehlo.add %25, %cst_10 : tensor<2x8x1xf32>
    %27 = stablehlo.sqrt %26 : tensor<2x8x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.divide %21, %29 : tensor<2x8x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x8x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x8x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %36 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %37 = stablehlo.dot_general %35, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.add %37, %38 : tensor<16x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %43 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = stablehlo.dot_general %35, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<16x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %50 = stablehlo.dot_general %42, %49, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.divide %51, %cst_9 : tensor<2x4x8x8xf32>
    %53 = stablehlo.convert %arg35 : (tensor<i1>) -> tensor<ui8>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %55 = stablehlo.and %54, %c_8 : tensor<1x1x8x1xui8>
    %56 = stablehlo.compare  NE, %55, %c_17 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %57 = stablehlo.convert %56 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %58 = stablehlo.reshape %57 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %arg34, %c_16 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %61 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %62 = stablehlo.compare  LT, %61, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.add %61, %c_5 : tensor<2x1x1x8xi64>
    %64 = stablehlo.select %62, %63, %61 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %65 = stablehlo.reshape %64 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %66 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.add %66, %c : tensor<2x1x1x8xi64>
    %69 = stablehlo.select %67, %68, %66 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %71 = stablehlo.concatenate %65, %70, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %72 = "stablehlo.gather"(%60, %71) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.convert %72 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %76 = stablehlo.and %59, %75 : tensor<2x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_15 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %78 = stablehlo.select %77, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.add %52, %80 : tensor<2x4x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x4x8x8xf32>
    %85 = stablehlo.exponential %84 : tensor<2x4x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<2x4x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %90 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %35, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %97 = stablehlo.dot_general %89, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.add %34, %105 : tensor<2x8x32xf32>
    %107 = stablehlo.reduce(%106 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %108 = stablehlo.multiply %107, %cst_12 : tensor<2x8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.subtract %106, %109 : tensor<2x8x32xf32>
    %111 = stablehlo.power %110, %cst_11 : tensor<2x8x32xf32>
    %112 = stablehlo.reduce(%111 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %113 = stablehlo.multiply %112, %cst_12 : tensor<2x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %115 = stablehlo.add %114, %cst_10 : tensor<2x8x1xf32>
    %116 = stablehlo.sqrt %115 : tensor<2x8x1xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.divide %110, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.add %121, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %127 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.multiply %129, %cst_1 : tensor<2x8x64xf32>
    %131 = stablehlo.multiply %129, %cst_0 : tensor<2x8x64xf32>
    %132 = stablehlo.custom_call @mhlo.erf(%131) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %133 = stablehlo.add %132, %cst : tensor<2x8x64xf32>
    %134 = stablehlo.multiply %130, %133 : tensor<2x8x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %136 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.add %137, %138 : tensor<16x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %141 = stablehlo.add %123, %140 : tensor<2x8x32xf32>
    %142 = stablehlo.reduce(%141 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %143 = stablehlo.multiply %142, %cst_12 : tensor<2x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.subtract %141, %144 : tensor<2x8x32xf32>
    %146 = stablehlo.power %145, %cst_11 : tensor<2x8x32xf32>
    %147 = stablehlo.reduce(%146 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %148 = stablehlo.multiply %147, %cst_12 : tensor<2x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %150 = stablehlo.add %149, %cst_10 : tensor<2x8x1xf32>
    %151 = stablehlo.sqrt %150 : tensor<2x8x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %154 = stablehlo.divide %145, %153 : tensor<2x8x32xf32>
    %155 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.add %156, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.add %161, %162 : tensor<16x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %167 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %168 = stablehlo.dot_general %159, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.add %168, %169 : tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %172 = stablehlo.transpose %171, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %174 = stablehlo.dot_general %166, %173, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %176 = stablehlo.divide %175, %cst_9 : tensor<2x4x8x8xf32>
    %177 = stablehlo.add %176, %80 : tensor<2x4x8x8xf32>
    %178 = stablehlo.reduce(%177 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %180 = stablehlo.subtract %177, %179 : tensor<2x4x8x8xf32>
    %181 = stablehlo.exponential %180 : tensor<2x4x8x8xf32>
    %182 = stablehlo.reduce(%181 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %184 = stablehlo.divide %181, %183 : tensor<2x4x8x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %186 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.dot_general %159, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.add %187, %188 : tensor<16x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %193 = stablehlo.dot_general %185, %192, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.transpose %194, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.add %198, %199 : tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.add %158, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.reduce(%202 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %204 = stablehlo.multiply %203, %cst_12 : tensor<2x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.subtract %202, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.power %206, %cst_11 : tensor<2x8x32xf32>
    %208 = stablehlo.reduce(%207 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %209 = stablehlo.multiply %208, %cst_12 : tensor<2x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %211 = stablehlo.add %210, %cst_10 : tensor<2x8x1xf32>
    %212 = stablehlo.sqrt %211 : tensor<2x8x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.divide %206, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.add %217, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %223 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %224 = stablehlo.add %222, %223 : tensor<16x64xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %226 = stablehlo.multiply %225, %cst_1 : tensor<2x8x64xf32>
    %227 = stablehlo.multiply %225, %cst_0 : tensor<2x8x64xf32>
    %228 = stablehlo.custom_call @mhlo.erf(%227) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %229 = stablehlo.add %228, %cst : tensor<2x8x64xf32>
    %230 = stablehlo.multiply %226, %229 : tensor<2x8x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %232 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %233 = stablehlo.dot_general %231, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.add %233, %234 : tensor<16x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.add %219, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.reduce(%237 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %239 = stablehlo.multiply %238, %cst_12 : tensor<2x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.subtract %237, %240 : tensor<2x8x32xf32>
    %242 = stablehlo.power %241, %cst_11 : tensor<2x8x32xf32>
    %243 = stablehlo.reduce(%242 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %244 = stablehlo.multiply %243, %cst_12 : tensor<2x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %246 = stablehlo.add %245, %cst_10 : tensor<2x8x1xf32>
    %247 = stablehlo.sqrt %246 : tensor<2x8x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.divide %241, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %254 = stablehlo.add %252, %253 : tensor<2x8x32xf32>
    %255 = stablehlo.slice %254 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %257 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %258 = stablehlo.dot_general %256, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %259 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %260 = stablehlo.add %258, %259 : tensor<2x32xf32>
    %261 = stablehlo.tanh %260 : tensor<2x32xf32>
    %262 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,2]{0,1}"} : (tensor<2x32xf32>) -> tensor<32x2xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x2xf32>) -> tensor<2x2xf32>
    %264 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
    %265 = stablehlo.add %263, %264 : tensor<2x2xf32>
    return %265 : tensor<2x2xf32>
  }
}
