module @IrToHlo.704 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<2x8xi64>, %arg11: tensor<64x32xf32>, %arg12: tensor<1x64xi64>, %arg13: tensor<2x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<2x8xi64>, %arg20: tensor<i1>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x64xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_12 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg10 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %arg12 : (tensor<1x64xi64>) -> tensor<64xi64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<64xi64>) -> tensor<2x64xi64>
    %6 = stablehlo.iota dim = 0 : tensor<2xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xui32>) -> tensor<2x8x1xui32>
    %8 = stablehlo.compare  NE, %arg10, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %9 = stablehlo.convert %8 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %10 = "stablehlo.reduce_window"(%9, %c_20) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg46: tensor<i32>, %arg47: tensor<i32>):
      %235 = stablehlo.add %arg46, %arg47 : tensor<i32>
      stablehlo.return %235 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %11 = stablehlo.multiply %10, %9 : tensor<2x8xi32>
    %12 = stablehlo.convert %11 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %13 = stablehlo.add %12, %c_15 : tensor<2x8xi64>
    %14 = stablehlo.convert %13 : (tensor<2x8xi64>) -> tensor<2x8xui32>
    %15 = stablehlo.reshape %14 : (tensor<2x8xui32>) -> tensor<2x8x1xui32>
    %16 = stablehlo.concatenate %7, %15, dim = 2 : (tensor<2x8x1xui32>, tensor<2x8x1xui32>) -> tensor<2x8x2xui32>
    %17 = "stablehlo.gather"(%5, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x64xi64>, tensor<2x8x2xui32>) -> tensor<2x8xi64>
    %18 = stablehlo.reshape %17 : (tensor<2x8xi64>) -> tensor<16xi64>
    %19 = stablehlo.convert %18 : (tensor<16xi64>) -> tensor<16xui32>
    %20 = "stablehlo.gather"(%arg13, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.add %3, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.reshape %13 : (tensor<2x8xi64>) -> tensor<16xi64>
    %24 = stablehlo.convert %23 : (tensor<16xi64>) -> tensor<16xui32>
    %25 = "stablehlo.gather"(%arg11, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.add %22, %26 : tensor<2x8x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%28, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %29 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x8x32xf32>
    %33 = stablehlo.add %29, %32 : tensor<2x8x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %37 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.add %36, %37 : tensor<16x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.multiply %40, %cst_12 : tensor<2x4x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %43 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = stablehlo.dot_general %34, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<16x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %49 = stablehlo.multiply %48, %cst_12 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.dot_general %42, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %53 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %55 = stablehlo.and %54, %c_11 : tensor<1x1x8x1xui8>
    %56 = stablehlo.compare  NE, %55, %c_19 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %57 = stablehlo.convert %56 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %58 = stablehlo.reshape %57 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %arg19, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %61 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %62 = stablehlo.compare  LT, %61, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.add %61, %c_8 : tensor<2x1x1x8xi64>
    %64 = stablehlo.select %62, %63, %61 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %65 = stablehlo.reshape %64 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %66 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.add %66, %c : tensor<2x1x1x8xi64>
    %69 = stablehlo.select %67, %68, %66 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %71 = stablehlo.concatenate %65, %70, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %72 = "stablehlo.gather"(%60, %71) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.convert %72 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %76 = stablehlo.and %59, %75 : tensor<2x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_17 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %78 = stablehlo.select %77, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.add %52, %80 : tensor<2x4x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x4x8x8xf32>
    %85 = stablehlo.exponential %84 : tensor<2x4x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<2x4x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %90 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %34, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %97 = stablehlo.dot_general %89, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.add %105, %33 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%107, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %108 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.reshape %output_22 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.add %108, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %116 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %117 = stablehlo.add %115, %116 : tensor<16x64xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %119 = stablehlo.multiply %118, %cst_4 : tensor<2x8x64xf32>
    %120 = stablehlo.multiply %118, %cst_3 : tensor<2x8x64xf32>
    %121 = stablehlo.custom_call @mhlo.erf(%120) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %122 = stablehlo.add %121, %cst_2 : tensor<2x8x64xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<2x8x64xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %125 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.add %129, %112 : tensor<2x8x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%131, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %132 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.add %132, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.add %139, %140 : tensor<16x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %143 = stablehlo.transpose %142, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %144 = stablehlo.multiply %143, %cst_12 : tensor<2x4x8x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %146 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %147 = stablehlo.dot_general %137, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.add %147, %148 : tensor<16x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %152 = stablehlo.multiply %151, %cst_12 : tensor<2x4x8x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %154 = stablehlo.dot_general %145, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %156 = stablehlo.add %155, %80 : tensor<2x4x8x8xf32>
    %157 = stablehlo.reduce(%156 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.subtract %156, %158 : tensor<2x4x8x8xf32>
    %160 = stablehlo.exponential %159 : tensor<2x4x8x8xf32>
    %161 = stablehlo.reduce(%160 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %163 = stablehlo.divide %160, %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %165 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.dot_general %137, %165, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %168 = stablehlo.add %166, %167 : tensor<16x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %172 = stablehlo.dot_general %164, %171, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %174 = stablehlo.transpose %173, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.add %177, %178 : tensor<16x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.add %180, %136 : tensor<2x8x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%182, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %183 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.add %183, %186 : tensor<2x8x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %191 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %192 = stablehlo.add %190, %191 : tensor<16x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %194 = stablehlo.multiply %193, %cst_4 : tensor<2x8x64xf32>
    %195 = stablehlo.multiply %193, %cst_3 : tensor<2x8x64xf32>
    %196 = stablehlo.custom_call @mhlo.erf(%195) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %197 = stablehlo.add %196, %cst_2 : tensor<2x8x64xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<2x8x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %200 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.add %201, %202 : tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.add %204, %187 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%206, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %207 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.reshape %output_31 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x8x32xf32>
    %211 = stablehlo.add %207, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %214 = stablehlo.dot_general %212, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %216 = stablehlo.add %214, %215 : tensor<16x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.multiply %217, %cst_1 : tensor<2x8x32xf32>
    %219 = stablehlo.multiply %217, %cst_0 : tensor<2x8x32xf32>
    %220 = stablehlo.custom_call @mhlo.erf(%219) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.add %220, %cst : tensor<2x8x32xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%223, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %224 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.reshape %output_34 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.add %224, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %232 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %233 = stablehlo.add %231, %232 : tensor<16x128xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %234 : tensor<2x8x128xf32>
  }
}
