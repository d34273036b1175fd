module @IrToHlo.473 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<40x32xf32>, %arg10: tensor<1x40xi64>, %arg11: tensor<2x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<2x8xi64>, %arg18: tensor<i1>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>) -> tensor<2x8x128xf32> {
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
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_18 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_19 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_20 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg8 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %arg10 : (tensor<1x40xi64>) -> tensor<40xi64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<40xi64>) -> tensor<2x40xi64>
    %6 = stablehlo.iota dim = 0 : tensor<2xui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xui32>) -> tensor<2x8x1xui32>
    %8 = stablehlo.compare  NE, %arg8, %c_16 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %9 = stablehlo.convert %8 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %10 = "stablehlo.reduce_window"(%9, %c_21) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg30: tensor<i32>, %arg31: tensor<i32>):
      %160 = stablehlo.add %arg30, %arg31 : tensor<i32>
      stablehlo.return %160 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %11 = stablehlo.multiply %10, %9 : tensor<2x8xi32>
    %12 = stablehlo.convert %11 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %13 = stablehlo.add %12, %c_16 : tensor<2x8xi64>
    %14 = stablehlo.convert %13 : (tensor<2x8xi64>) -> tensor<2x8xui32>
    %15 = stablehlo.reshape %14 : (tensor<2x8xui32>) -> tensor<2x8x1xui32>
    %16 = stablehlo.concatenate %7, %15, dim = 2 : (tensor<2x8x1xui32>, tensor<2x8x1xui32>) -> tensor<2x8x2xui32>
    %17 = "stablehlo.gather"(%5, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x40xi64>, tensor<2x8x2xui32>) -> tensor<2x8xi64>
    %18 = stablehlo.reshape %17 : (tensor<2x8xi64>) -> tensor<16xi64>
    %19 = stablehlo.convert %18 : (tensor<16xi64>) -> tensor<16xui32>
    %20 = "stablehlo.gather"(%arg11, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.add %3, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.reshape %13 : (tensor<2x8xi64>) -> tensor<16xi64>
    %24 = stablehlo.convert %23 : (tensor<16xi64>) -> tensor<16xui32>
    %25 = "stablehlo.gather"(%arg9, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<40x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.add %22, %26 : tensor<2x8x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%28, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %29 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x8x32xf32>
    %33 = stablehlo.add %29, %32 : tensor<2x8x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %37 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.add %36, %37 : tensor<16x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %41 = stablehlo.multiply %40, %cst_13 : tensor<2x2x8x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %43 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = stablehlo.dot_general %34, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<16x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %49 = stablehlo.multiply %48, %cst_12 : tensor<2x2x16x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %51 = stablehlo.dot_general %42, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.convert %arg18 : (tensor<i1>) -> tensor<ui8>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %55 = stablehlo.and %54, %c_11 : tensor<1x1x8x1xui8>
    %56 = stablehlo.compare  NE, %55, %c_20 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %57 = stablehlo.convert %56 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %58 = stablehlo.reshape %57 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %arg17, %c_19 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
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
    %77 = stablehlo.compare  NE, %76, %c_18 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %78 = stablehlo.select %77, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %81 = stablehlo.add %52, %80 : tensor<2x2x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x2x8x8xf32>
    %85 = stablehlo.exponential %84 : tensor<2x2x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<2x2x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %90 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %34, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %97 = stablehlo.dot_general %89, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.add %105, %33 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%107, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %108 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.reshape %output_23 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.add %108, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %116 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %117 = stablehlo.add %115, %116 : tensor<16x64xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %119 = stablehlo.multiply %118, %cst_4 : tensor<2x8x64xf32>
    %120 = stablehlo.multiply %118, %cst_3 : tensor<2x8x64xf32>
    %121 = stablehlo.custom_call @mhlo.erf(%120) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %122 = stablehlo.add %121, %cst_2 : tensor<2x8x64xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<2x8x64xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %125 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.add %129, %112 : tensor<2x8x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%131, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %132 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.reshape %output_26 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.add %132, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.add %139, %140 : tensor<16x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.multiply %142, %cst_1 : tensor<2x8x32xf32>
    %144 = stablehlo.multiply %142, %cst_0 : tensor<2x8x32xf32>
    %145 = stablehlo.custom_call @mhlo.erf(%144) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.add %145, %cst : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%148, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %149 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.reshape %output_29 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.add %149, %152 : tensor<2x8x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %157 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %158 = stablehlo.add %156, %157 : tensor<16x128xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %159 : tensor<2x8x128xf32>
  }
}
