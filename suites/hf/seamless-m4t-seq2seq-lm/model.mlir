module @IrToHlo.1310 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<2x8xi64>, %arg23: tensor<66x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<2x8xi64>, %arg26: tensor<i1>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<2x8xi64>, %arg63: tensor<66x32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32x32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32x32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32x32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_3 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_7 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_13 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg22 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.multiply %3, %cst_10 : tensor<2x8x32xf32>
    %5 = stablehlo.compare  NE, %arg22, %c_13 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %6 = stablehlo.convert %5 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %7 = "stablehlo.reduce_window"(%6, %c_15) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg79: tensor<i32>, %arg80: tensor<i32>):
      %398 = stablehlo.add %arg79, %arg80 : tensor<i32>
      stablehlo.return %398 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %8 = stablehlo.multiply %7, %6 : tensor<2x8xi32>
    %9 = stablehlo.convert %8 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %10 = stablehlo.reshape %9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %11 = stablehlo.convert %10 : (tensor<16xi64>) -> tensor<16xui32>
    %12 = "stablehlo.gather"(%arg23, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.add %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%15, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %16 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.add %16, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %27, %cst_7 : tensor<2x4x8x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %30 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = stablehlo.dot_general %21, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.multiply %35, %cst_7 : tensor<2x4x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.dot_general %29, %37, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.convert %arg26 : (tensor<i1>) -> tensor<ui8>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %42 = stablehlo.and %41, %c_6 : tensor<1x1x8x1xui8>
    %43 = stablehlo.compare  NE, %42, %c_14 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %44 = stablehlo.convert %43 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %45 = stablehlo.reshape %44 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %47 = stablehlo.compare  NE, %arg25, %c_13 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %48 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %49 = stablehlo.compare  LT, %48, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %50 = stablehlo.add %48, %c_3 : tensor<2x1x1x8xi64>
    %51 = stablehlo.select %49, %50, %48 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %52 = stablehlo.reshape %51 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %53 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %54 = stablehlo.compare  LT, %53, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %55 = stablehlo.add %53, %c : tensor<2x1x1x8xi64>
    %56 = stablehlo.select %54, %55, %53 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %58 = stablehlo.concatenate %52, %57, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %59 = "stablehlo.gather"(%47, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %60 = stablehlo.convert %59 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %61 = stablehlo.reshape %60 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %63 = stablehlo.and %46, %62 : tensor<2x1x8x8xui8>
    %64 = stablehlo.compare  NE, %63, %c_12 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %65 = stablehlo.select %64, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.add %39, %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.subtract %68, %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.exponential %71 : tensor<2x4x8x8xf32>
    %73 = stablehlo.reduce(%72 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %75 = stablehlo.divide %72, %74 : tensor<2x4x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %77 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.dot_general %21, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.add %78, %79 : tensor<16x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.dot_general %76, %83, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.transpose %85, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %87, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.add %14, %92 : tensor<2x8x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%94, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %95 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.reshape %output_17 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x8x32xf32>
    %99 = stablehlo.add %95, %98 : tensor<2x8x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %103 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.maximum %105, %cst : tensor<2x8x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %108 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %93, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%114, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %115 = stablehlo.reshape %arg62 : (tensor<2x8xi64>) -> tensor<16xi64>
    %116 = stablehlo.convert %115 : (tensor<16xi64>) -> tensor<16xui32>
    %117 = "stablehlo.gather"(%arg0, %116) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %118, %cst_10 : tensor<2x8x32xf32>
    %120 = stablehlo.compare  NE, %arg62, %c_13 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %121 = stablehlo.convert %120 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %122 = "stablehlo.reduce_window"(%121, %c_15) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg79: tensor<i32>, %arg80: tensor<i32>):
      %398 = stablehlo.add %arg79, %arg80 : tensor<i32>
      stablehlo.return %398 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %123 = stablehlo.multiply %122, %121 : tensor<2x8xi32>
    %124 = stablehlo.convert %123 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %125 = stablehlo.reshape %124 : (tensor<2x8xi64>) -> tensor<16xi64>
    %126 = stablehlo.convert %125 : (tensor<16xi64>) -> tensor<16xui32>
    %127 = "stablehlo.gather"(%arg63, %126) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.add %119, %128 : tensor<2x8x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%130, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %131 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.reshape %output_23 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.add %131, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.transpose %arg68, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg67, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<16x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.multiply %142, %cst_7 : tensor<2x4x8x8xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %145 = stablehlo.transpose %arg66, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %146 = stablehlo.dot_general %136, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg65, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %148 = stablehlo.add %146, %147 : tensor<16x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %151 = stablehlo.multiply %150, %cst_7 : tensor<2x4x8x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %153 = stablehlo.dot_general %144, %152, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %155 = stablehlo.broadcast_in_dim %c_2, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %156 = stablehlo.broadcast_in_dim %c_2, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %157 = stablehlo.compare  LE, %155, %156 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %158 = stablehlo.reshape %157 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %159 = stablehlo.broadcast_in_dim %158, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %160 = stablehlo.select %159, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %163 = stablehlo.add %154, %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.reduce(%163 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.subtract %163, %165 : tensor<2x4x8x8xf32>
    %167 = stablehlo.exponential %166 : tensor<2x4x8x8xf32>
    %168 = stablehlo.reduce(%167 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.divide %167, %169 : tensor<2x4x8x8xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %172 = stablehlo.transpose %arg60, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %173 = stablehlo.dot_general %136, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg59, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %179 = stablehlo.dot_general %171, %178, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %181 = stablehlo.transpose %180, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %183 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.add %184, %185 : tensor<16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.add %129, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%189, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %190 = stablehlo.broadcast_in_dim %arg69, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.reshape %output_26 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.add %190, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.transpose %arg55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.add %197, %198 : tensor<16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %201 = stablehlo.transpose %200, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.multiply %201, %cst_7 : tensor<2x4x8x8xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %204 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.add %204, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.broadcast_in_dim %arg52, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.add %211, %212 : tensor<16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %215 = stablehlo.transpose %214, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %216 = stablehlo.multiply %215, %cst_7 : tensor<2x4x8x8xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %218 = stablehlo.dot_general %203, %217, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.add %219, %67 : tensor<2x4x8x8xf32>
    %221 = stablehlo.reduce(%220 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.subtract %220, %222 : tensor<2x4x8x8xf32>
    %224 = stablehlo.exponential %223 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reduce(%224 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %227 = stablehlo.divide %224, %226 : tensor<2x4x8x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %230 = stablehlo.dot_general %209, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.add %230, %231 : tensor<16x32xf32>
    %233 = stablehlo.reshape %232 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %236 = stablehlo.dot_general %228, %235, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %238 = stablehlo.transpose %237, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.add %241, %242 : tensor<16x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %245 = stablehlo.add %188, %244 : tensor<2x8x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%246, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %247 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.reshape %output_29 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.add %247, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %255 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %256 = stablehlo.add %254, %255 : tensor<16x64xf32>
    %257 = stablehlo.reshape %256 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %258 = stablehlo.maximum %257, %cst : tensor<2x8x64xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %260 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %261 = stablehlo.dot_general %259, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %263 = stablehlo.add %261, %262 : tensor<16x32xf32>
    %264 = stablehlo.reshape %263 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %265 = stablehlo.add %245, %264 : tensor<2x8x32xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%266, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %267 = stablehlo.broadcast_in_dim %arg71, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.reshape %output_32 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<2x8x32xf32>
    %271 = stablehlo.add %267, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %273 = stablehlo.transpose %arg75, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %274 = stablehlo.dot_general %272, %273, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.broadcast_in_dim %arg74, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %276 = stablehlo.add %274, %275 : tensor<16x32xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %278 = stablehlo.transpose %277, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %279 = stablehlo.multiply %278, %cst_7 : tensor<2x4x8x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %281 = stablehlo.transpose %arg73, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %282 = stablehlo.dot_general %272, %281, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %283 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %284 = stablehlo.add %282, %283 : tensor<16x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %286 = stablehlo.transpose %285, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %287 = stablehlo.multiply %286, %cst_7 : tensor<2x4x8x8xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %289 = stablehlo.dot_general %280, %288, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %290 = stablehlo.reshape %289 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %291 = stablehlo.add %290, %162 : tensor<2x4x8x8xf32>
    %292 = stablehlo.reduce(%291 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %294 = stablehlo.subtract %291, %293 : tensor<2x4x8x8xf32>
    %295 = stablehlo.exponential %294 : tensor<2x4x8x8xf32>
    %296 = stablehlo.reduce(%295 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %298 = stablehlo.divide %295, %297 : tensor<2x4x8x8xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %300 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %301 = stablehlo.dot_general %272, %300, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %302 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.add %301, %302 : tensor<16x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %305 = stablehlo.transpose %304, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %307 = stablehlo.dot_general %299, %306, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %309 = stablehlo.transpose %308, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %311 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %312 = stablehlo.dot_general %310, %311, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %313 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %314 = stablehlo.add %312, %313 : tensor<16x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.add %265, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%317, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %318 = stablehlo.broadcast_in_dim %arg76, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.reshape %output_35 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %320 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.add %318, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %325 = stablehlo.dot_general %323, %324, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %326 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %327 = stablehlo.add %325, %326 : tensor<16x32xf32>
    %328 = stablehlo.reshape %327 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %329 = stablehlo.transpose %328, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %330 = stablehlo.multiply %329, %cst_7 : tensor<2x4x8x8xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %332 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %333 = stablehlo.dot_general %209, %332, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %335 = stablehlo.add %333, %334 : tensor<16x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %337 = stablehlo.transpose %336, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %338 = stablehlo.multiply %337, %cst_7 : tensor<2x4x8x8xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %340 = stablehlo.dot_general %331, %339, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %342 = stablehlo.add %341, %67 : tensor<2x4x8x8xf32>
    %343 = stablehlo.reduce(%342 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %345 = stablehlo.subtract %342, %344 : tensor<2x4x8x8xf32>
    %346 = stablehlo.exponential %345 : tensor<2x4x8x8xf32>
    %347 = stablehlo.reduce(%346 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %349 = stablehlo.divide %346, %348 : tensor<2x4x8x8xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %351 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %352 = stablehlo.dot_general %209, %351, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %353 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %354 = stablehlo.add %352, %353 : tensor<16x32xf32>
    %355 = stablehlo.reshape %354 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %356 = stablehlo.transpose %355, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %358 = stablehlo.dot_general %350, %357, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.reshape %358 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %360 = stablehlo.transpose %359, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %362 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %363 = stablehlo.dot_general %361, %362, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %364 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.add %363, %364 : tensor<16x32xf32>
    %366 = stablehlo.reshape %365 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %367 = stablehlo.add %316, %366 : tensor<2x8x32xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_38, %batch_mean_39, %batch_var_40 = "stablehlo.batch_norm_training"(%368, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %369 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %370 = stablehlo.reshape %output_38 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %371 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<2x8x32xf32>
    %373 = stablehlo.add %369, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %375 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %376 = stablehlo.dot_general %374, %375, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %377 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %378 = stablehlo.add %376, %377 : tensor<16x64xf32>
    %379 = stablehlo.reshape %378 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %380 = stablehlo.maximum %379, %cst : tensor<2x8x64xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %382 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %383 = stablehlo.dot_general %381, %382, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %384 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %385 = stablehlo.add %383, %384 : tensor<16x32xf32>
    %386 = stablehlo.reshape %385 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %387 = stablehlo.add %367, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_41, %batch_mean_42, %batch_var_43 = "stablehlo.batch_norm_training"(%388, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %389 = stablehlo.broadcast_in_dim %arg78, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %390 = stablehlo.reshape %output_41 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<2x8x32xf32>
    %393 = stablehlo.add %389, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %395 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %396 = stablehlo.dot_general %394, %395, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %397 = stablehlo.reshape %396 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %397 : tensor<2x8x128xf32>
  }
}
