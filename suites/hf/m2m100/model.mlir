module @IrToHlo.933 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<2x8xi64>, %arg23: tensor<34x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<2x8xi64>, %arg26: tensor<i1>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<2x8xi64>, %arg44: tensor<34x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_3 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %cst_12 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg22 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.multiply %3, %cst_12 : tensor<2x8x32xf32>
    %5 = stablehlo.compare  NE, %arg22, %c_11 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %6 = stablehlo.convert %5 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %7 = "stablehlo.reduce_window"(%6, %c_17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg53: tensor<i32>, %arg54: tensor<i32>):
      %278 = stablehlo.add %arg53, %arg54 : tensor<i32>
      stablehlo.return %278 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %8 = stablehlo.multiply %7, %6 : tensor<2x8xi32>
    %9 = stablehlo.convert %8 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %10 = stablehlo.add %9, %c_11 : tensor<2x8xi64>
    %11 = stablehlo.reshape %10 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg23, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.add %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%16, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %17 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x8x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<16x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %29 = stablehlo.multiply %28, %cst_8 : tensor<2x2x8x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %31 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %32 = stablehlo.dot_general %22, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<16x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %37 = stablehlo.multiply %36, %cst_7 : tensor<2x2x16x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %39 = stablehlo.dot_general %30, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %41 = stablehlo.convert %arg26 : (tensor<i1>) -> tensor<ui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %43 = stablehlo.and %42, %c_6 : tensor<1x1x8x1xui8>
    %44 = stablehlo.compare  NE, %43, %c_16 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %45 = stablehlo.convert %44 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %46 = stablehlo.reshape %45 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %48 = stablehlo.compare  NE, %arg25, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %49 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %50 = stablehlo.compare  LT, %49, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %51 = stablehlo.add %49, %c_3 : tensor<2x1x1x8xi64>
    %52 = stablehlo.select %50, %51, %49 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %54 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %55 = stablehlo.compare  LT, %54, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.add %54, %c : tensor<2x1x1x8xi64>
    %57 = stablehlo.select %55, %56, %54 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %59 = stablehlo.concatenate %53, %58, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %60 = "stablehlo.gather"(%48, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %61 = stablehlo.convert %60 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %62 = stablehlo.reshape %61 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %64 = stablehlo.and %47, %63 : tensor<2x1x8x8xui8>
    %65 = stablehlo.compare  NE, %64, %c_14 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %66 = stablehlo.select %65, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.add %40, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.reduce(%69 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.subtract %69, %71 : tensor<2x2x8x8xf32>
    %73 = stablehlo.exponential %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.reduce(%73 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %76 = stablehlo.divide %73, %75 : tensor<2x2x8x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %78 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %79 = stablehlo.dot_general %22, %78, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.add %79, %80 : tensor<16x32xf32>
    %82 = stablehlo.reshape %81 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %85 = stablehlo.dot_general %77, %84, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %90 = stablehlo.dot_general %88, %89, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.add %90, %91 : tensor<16x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.add %15, %93 : tensor<2x8x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%95, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %96 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.reshape %output_19 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<2x8x32xf32>
    %100 = stablehlo.add %96, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %103 = stablehlo.dot_general %101, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %105 = stablehlo.add %103, %104 : tensor<16x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %107 = stablehlo.maximum %106, %cst : tensor<2x8x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %94, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%115, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.reshape %arg43 : (tensor<2x8xi64>) -> tensor<16xi64>
    %117 = stablehlo.convert %116 : (tensor<16xi64>) -> tensor<16xui32>
    %118 = "stablehlo.gather"(%arg0, %117) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.multiply %119, %cst_12 : tensor<2x8x32xf32>
    %121 = stablehlo.compare  NE, %arg43, %c_11 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %122 = stablehlo.convert %121 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %123 = "stablehlo.reduce_window"(%122, %c_17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg53: tensor<i32>, %arg54: tensor<i32>):
      %278 = stablehlo.add %arg53, %arg54 : tensor<i32>
      stablehlo.return %278 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %124 = stablehlo.multiply %123, %122 : tensor<2x8xi32>
    %125 = stablehlo.convert %124 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %126 = stablehlo.add %125, %c_11 : tensor<2x8xi64>
    %127 = stablehlo.reshape %126 : (tensor<2x8xi64>) -> tensor<16xi64>
    %128 = stablehlo.convert %127 : (tensor<16xi64>) -> tensor<16xui32>
    %129 = "stablehlo.gather"(%arg44, %128) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.add %120, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%132, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %133 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.add %133, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.add %140, %141 : tensor<16x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %145 = stablehlo.multiply %144, %cst_8 : tensor<2x2x8x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %147 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %148 = stablehlo.dot_general %138, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %153 = stablehlo.multiply %152, %cst_7 : tensor<2x2x16x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %155 = stablehlo.dot_general %146, %154, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %157 = stablehlo.broadcast_in_dim %c_2, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %158 = stablehlo.broadcast_in_dim %c_2, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %159 = stablehlo.compare  LE, %157, %158 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %160 = stablehlo.reshape %159 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %161 = stablehlo.broadcast_in_dim %160, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %162 = stablehlo.select %161, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %165 = stablehlo.add %156, %164 : tensor<2x2x8x8xf32>
    %166 = stablehlo.reduce(%165 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %168 = stablehlo.subtract %165, %167 : tensor<2x2x8x8xf32>
    %169 = stablehlo.exponential %168 : tensor<2x2x8x8xf32>
    %170 = stablehlo.reduce(%169 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %172 = stablehlo.divide %169, %171 : tensor<2x2x8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %174 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %175 = stablehlo.dot_general %138, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %177 = stablehlo.add %175, %176 : tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %181 = stablehlo.dot_general %173, %180, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %182 = stablehlo.reshape %181 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.add %186, %187 : tensor<16x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.add %131, %189 : tensor<2x8x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%191, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %192 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.add %192, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %199 = stablehlo.dot_general %197, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.add %199, %200 : tensor<16x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %203 = stablehlo.transpose %202, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %204 = stablehlo.multiply %203, %cst_8 : tensor<2x2x8x16xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %206 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.reshape %output_22 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<2x8x32xf32>
    %210 = stablehlo.add %206, %209 : tensor<2x8x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %213 = stablehlo.dot_general %211, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.add %213, %214 : tensor<16x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %217 = stablehlo.transpose %216, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %218 = stablehlo.multiply %217, %cst_7 : tensor<2x2x16x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %220 = stablehlo.dot_general %205, %219, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %222 = stablehlo.add %221, %68 : tensor<2x2x8x8xf32>
    %223 = stablehlo.reduce(%222 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %225 = stablehlo.subtract %222, %224 : tensor<2x2x8x8xf32>
    %226 = stablehlo.exponential %225 : tensor<2x2x8x8xf32>
    %227 = stablehlo.reduce(%226 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %229 = stablehlo.divide %226, %228 : tensor<2x2x8x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %231 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %232 = stablehlo.dot_general %211, %231, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %233 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.add %232, %233 : tensor<16x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %238 = stablehlo.dot_general %230, %237, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %244 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.add %243, %244 : tensor<16x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.add %190, %246 : tensor<2x8x32xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%248, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %249 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.reshape %output_31 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.add %249, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %256 = stablehlo.dot_general %254, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %257 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %258 = stablehlo.add %256, %257 : tensor<16x64xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %260 = stablehlo.maximum %259, %cst : tensor<2x8x64xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %262 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.add %263, %264 : tensor<16x32xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %267 = stablehlo.add %247, %266 : tensor<2x8x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%268, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %269 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.reshape %output_34 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<2x8x32xf32>
    %273 = stablehlo.add %269, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %277 : tensor<2x8x128xf32>
  }
}
