module @IrToHlo.937 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<34x32xf32>, %arg24: tensor<2x8xi64>, %arg25: tensor<32xf32>, %arg26: tensor<2x8xi64>, %arg27: tensor<i1>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<34x32xf32>, %arg45: tensor<2x8xi64>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %c = stablehlo.constant dense<[2, 3, 4, 5, 6, 7, 8, 9]> : tensor<8xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_4 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_6 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_9 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_14 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_16 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_17 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg24 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %5 = stablehlo.add %4, %c_14 : tensor<2x8xi64>
    %6 = stablehlo.reshape %5 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg23, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.add %3, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %12 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<16x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %24 = stablehlo.multiply %23, %cst_11 : tensor<2x2x8x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %26 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %27 = stablehlo.dot_general %17, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %29 = stablehlo.add %27, %28 : tensor<16x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %32 = stablehlo.multiply %31, %cst_10 : tensor<2x2x16x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %34 = stablehlo.dot_general %25, %33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %36 = stablehlo.convert %arg27 : (tensor<i1>) -> tensor<ui8>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %38 = stablehlo.and %37, %c_9 : tensor<1x1x8x1xui8>
    %39 = stablehlo.compare  NE, %38, %c_18 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %43 = stablehlo.compare  NE, %arg26, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %44 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %45 = stablehlo.compare  LT, %44, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %46 = stablehlo.add %44, %c_6 : tensor<2x1x1x8xi64>
    %47 = stablehlo.select %45, %46, %44 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %48 = stablehlo.reshape %47 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %49 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %50 = stablehlo.compare  LT, %49, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %51 = stablehlo.add %49, %c_4 : tensor<2x1x1x8xi64>
    %52 = stablehlo.select %50, %51, %49 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %54 = stablehlo.concatenate %48, %53, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %55 = "stablehlo.gather"(%43, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.convert %55 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %59 = stablehlo.and %42, %58 : tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %59, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %61 = stablehlo.select %60, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.add %35, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.exponential %67 : tensor<2x2x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.divide %68, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %73 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %74 = stablehlo.dot_general %17, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %75 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.add %74, %75 : tensor<16x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %80 = stablehlo.dot_general %72, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.dot_general %83, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.add %85, %86 : tensor<16x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.add %16, %88 : tensor<2x8x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%90, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %91 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<2x8x32xf32>
    %95 = stablehlo.add %91, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %98 = stablehlo.dot_general %96, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %99 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %100 = stablehlo.add %98, %99 : tensor<16x64xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %102 = stablehlo.multiply %101, %cst_1 : tensor<2x8x64xf32>
    %103 = stablehlo.multiply %101, %cst_0 : tensor<2x8x64xf32>
    %104 = stablehlo.custom_call @mhlo.erf(%103) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %105 = stablehlo.add %104, %cst : tensor<2x8x64xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<2x8x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %108 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %95, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%114, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %115 = stablehlo.reshape %arg45 : (tensor<2x8xi64>) -> tensor<16xi64>
    %116 = stablehlo.convert %115 : (tensor<16xi64>) -> tensor<16xui32>
    %117 = "stablehlo.gather"(%arg1, %116) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %119 = "stablehlo.gather"(%arg44, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%122, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %123 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.add %123, %126 : tensor<2x8x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.add %130, %131 : tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %134 = stablehlo.transpose %133, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %135 = stablehlo.multiply %134, %cst_11 : tensor<2x2x8x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %137 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = stablehlo.dot_general %128, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<16x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %143 = stablehlo.multiply %142, %cst_10 : tensor<2x2x16x8xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %145 = stablehlo.dot_general %136, %144, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %147 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %148 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %149 = stablehlo.compare  LE, %147, %148 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %150 = stablehlo.reshape %149 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %151 = stablehlo.broadcast_in_dim %150, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %152 = stablehlo.select %151, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %155 = stablehlo.add %146, %154 : tensor<2x2x8x8xf32>
    %156 = stablehlo.reduce(%155 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %158 = stablehlo.subtract %155, %157 : tensor<2x2x8x8xf32>
    %159 = stablehlo.exponential %158 : tensor<2x2x8x8xf32>
    %160 = stablehlo.reduce(%159 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %162 = stablehlo.divide %159, %161 : tensor<2x2x8x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %164 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %165 = stablehlo.dot_general %128, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.add %165, %166 : tensor<16x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %171 = stablehlo.dot_general %163, %170, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %177 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.add %176, %177 : tensor<16x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.add %127, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%181, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %182 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.reshape %output_30 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %185 = stablehlo.multiply %183, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.add %182, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %189 = stablehlo.dot_general %187, %188, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %190 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.add %189, %190 : tensor<16x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %194 = stablehlo.multiply %193, %cst_11 : tensor<2x2x8x16xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %196 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.add %196, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %204 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.add %203, %204 : tensor<16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %207 = stablehlo.transpose %206, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %208 = stablehlo.multiply %207, %cst_10 : tensor<2x2x16x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %210 = stablehlo.dot_general %195, %209, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %212 = stablehlo.add %211, %63 : tensor<2x2x8x8xf32>
    %213 = stablehlo.reduce(%212 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %215 = stablehlo.subtract %212, %214 : tensor<2x2x8x8xf32>
    %216 = stablehlo.exponential %215 : tensor<2x2x8x8xf32>
    %217 = stablehlo.reduce(%216 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.divide %216, %218 : tensor<2x2x8x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %221 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %222 = stablehlo.dot_general %201, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %224 = stablehlo.add %222, %223 : tensor<16x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %226 = stablehlo.transpose %225, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %228 = stablehlo.dot_general %220, %227, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %233 = stablehlo.dot_general %231, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.add %233, %234 : tensor<16x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.add %186, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%238, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %239 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %240 = stablehlo.reshape %output_33 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x8x32xf32>
    %243 = stablehlo.add %239, %242 : tensor<2x8x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %246 = stablehlo.dot_general %244, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %247 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %248 = stablehlo.add %246, %247 : tensor<16x64xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %250 = stablehlo.multiply %249, %cst_1 : tensor<2x8x64xf32>
    %251 = stablehlo.multiply %249, %cst_0 : tensor<2x8x64xf32>
    %252 = stablehlo.custom_call @mhlo.erf(%251) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %253 = stablehlo.add %252, %cst : tensor<2x8x64xf32>
    %254 = stablehlo.multiply %250, %253 : tensor<2x8x64xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %256 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %258 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.add %257, %258 : tensor<16x32xf32>
    %260 = stablehlo.reshape %259 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %261 = stablehlo.add %243, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%262, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %263 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %264 = stablehlo.reshape %output_36 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %265 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<2x8x32xf32>
    %267 = stablehlo.add %263, %266 : tensor<2x8x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %270 = stablehlo.dot_general %268, %269, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %271 = stablehlo.reshape %270 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %272 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<2x1x128xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x1x128xf32>) -> tensor<2x128xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x8x128xf32>
    %275 = stablehlo.add %271, %274 : tensor<2x8x128xf32>
    return %275 : tensor<2x8x128xf32>
  }
}
