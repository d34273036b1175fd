module @IrToHlo.1017 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<34x32xf32>, %arg25: tensor<2x8xi64>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<2x8xi64>, %arg29: tensor<i1>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<34x32xf32>, %arg48: tensor<2x8xi64>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>) -> tensor<2x8x128xf32> {
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
    %0 = stablehlo.reshape %arg25 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %5 = stablehlo.add %4, %c_14 : tensor<2x8xi64>
    %6 = stablehlo.reshape %5 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg24, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.add %3, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %12 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%17, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %18 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x8x32xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %30 = stablehlo.multiply %29, %cst_11 : tensor<2x2x8x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %32 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %23, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.add %33, %34 : tensor<16x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %38 = stablehlo.multiply %37, %cst_10 : tensor<2x2x16x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %40 = stablehlo.dot_general %31, %39, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %42 = stablehlo.convert %arg29 : (tensor<i1>) -> tensor<ui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %44 = stablehlo.and %43, %c_9 : tensor<1x1x8x1xui8>
    %45 = stablehlo.compare  NE, %44, %c_18 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %46 = stablehlo.convert %45 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %47 = stablehlo.reshape %46 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %49 = stablehlo.compare  NE, %arg28, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %50 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_6 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %56 = stablehlo.compare  LT, %55, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.add %55, %c_4 : tensor<2x1x1x8xi64>
    %58 = stablehlo.select %56, %57, %55 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %60 = stablehlo.concatenate %54, %59, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %61 = "stablehlo.gather"(%49, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %62 = stablehlo.convert %61 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %65 = stablehlo.and %48, %64 : tensor<2x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %67 = stablehlo.select %66, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %70 = stablehlo.add %41, %69 : tensor<2x2x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.exponential %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.reduce(%74 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %77 = stablehlo.divide %74, %76 : tensor<2x2x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %79 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %23, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.add %80, %81 : tensor<16x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %86 = stablehlo.dot_general %78, %85, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.add %16, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%96, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %97 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.add %97, %100 : tensor<2x8x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %105 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.add %104, %105 : tensor<16x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %108 = stablehlo.multiply %107, %cst_1 : tensor<2x8x64xf32>
    %109 = stablehlo.multiply %107, %cst_0 : tensor<2x8x64xf32>
    %110 = stablehlo.custom_call @mhlo.erf(%109) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %111 = stablehlo.add %110, %cst : tensor<2x8x64xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<2x8x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %114 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.add %115, %116 : tensor<16x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.add %95, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%120, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %121 = stablehlo.reshape %arg48 : (tensor<2x8xi64>) -> tensor<16xi64>
    %122 = stablehlo.convert %121 : (tensor<16xi64>) -> tensor<16xui32>
    %123 = "stablehlo.gather"(%arg1, %122) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %125 = "stablehlo.gather"(%arg47, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.add %124, %126 : tensor<2x8x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%128, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %129 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.reshape %output_30 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.add %129, %132 : tensor<2x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%134, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %135 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.reshape %output_33 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.add %135, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.transpose %arg54, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.broadcast_in_dim %arg53, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %144 = stablehlo.add %142, %143 : tensor<16x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %147 = stablehlo.multiply %146, %cst_11 : tensor<2x2x8x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %149 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %140, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.add %150, %151 : tensor<16x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %154 = stablehlo.transpose %153, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %155 = stablehlo.multiply %154, %cst_10 : tensor<2x2x16x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %157 = stablehlo.dot_general %148, %156, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %159 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %160 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %161 = stablehlo.compare  LE, %159, %160 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %162 = stablehlo.reshape %161 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %163 = stablehlo.broadcast_in_dim %162, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %164 = stablehlo.select %163, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %167 = stablehlo.add %158, %166 : tensor<2x2x8x8xf32>
    %168 = stablehlo.reduce(%167 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %170 = stablehlo.subtract %167, %169 : tensor<2x2x8x8xf32>
    %171 = stablehlo.exponential %170 : tensor<2x2x8x8xf32>
    %172 = stablehlo.reduce(%171 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %174 = stablehlo.divide %171, %173 : tensor<2x2x8x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %176 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %140, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.add %177, %178 : tensor<16x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %181 = stablehlo.transpose %180, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %183 = stablehlo.dot_general %175, %182, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %184 = stablehlo.reshape %183 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %185 = stablehlo.transpose %184, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %188 = stablehlo.dot_general %186, %187, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %190 = stablehlo.add %188, %189 : tensor<16x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.add %133, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%193, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %194 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.reshape %output_36 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.add %194, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.add %201, %202 : tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %205 = stablehlo.transpose %204, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %206 = stablehlo.multiply %205, %cst_11 : tensor<2x2x8x16xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %208 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.add %208, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %215 = stablehlo.dot_general %213, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %216 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.add %215, %216 : tensor<16x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %220 = stablehlo.multiply %219, %cst_10 : tensor<2x2x16x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %222 = stablehlo.dot_general %207, %221, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %224 = stablehlo.add %223, %69 : tensor<2x2x8x8xf32>
    %225 = stablehlo.reduce(%224 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %227 = stablehlo.subtract %224, %226 : tensor<2x2x8x8xf32>
    %228 = stablehlo.exponential %227 : tensor<2x2x8x8xf32>
    %229 = stablehlo.reduce(%228 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %231 = stablehlo.divide %228, %230 : tensor<2x2x8x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %233 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %234 = stablehlo.dot_general %213, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.add %234, %235 : tensor<16x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %238 = stablehlo.transpose %237, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %240 = stablehlo.dot_general %232, %239, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %244 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %245 = stablehlo.dot_general %243, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.add %245, %246 : tensor<16x32xf32>
    %248 = stablehlo.reshape %247 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.add %192, %248 : tensor<2x8x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_39, %batch_mean_40, %batch_var_41 = "stablehlo.batch_norm_training"(%250, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %251 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.reshape %output_39 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %254 = stablehlo.multiply %252, %253 : tensor<2x8x32xf32>
    %255 = stablehlo.add %251, %254 : tensor<2x8x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %257 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %258 = stablehlo.dot_general %256, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %259 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %260 = stablehlo.add %258, %259 : tensor<16x64xf32>
    %261 = stablehlo.reshape %260 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %262 = stablehlo.multiply %261, %cst_1 : tensor<2x8x64xf32>
    %263 = stablehlo.multiply %261, %cst_0 : tensor<2x8x64xf32>
    %264 = stablehlo.custom_call @mhlo.erf(%263) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %265 = stablehlo.add %264, %cst : tensor<2x8x64xf32>
    %266 = stablehlo.multiply %262, %265 : tensor<2x8x64xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %268 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %269 = stablehlo.dot_general %267, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %270 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.add %269, %270 : tensor<16x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.add %249, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_42, %batch_mean_43, %batch_var_44 = "stablehlo.batch_norm_training"(%274, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %275 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.reshape %output_42 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.multiply %276, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.add %275, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %281 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %282 = stablehlo.dot_general %280, %281, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %283 = stablehlo.reshape %282 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %284 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<2x1x128xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x1x128xf32>) -> tensor<2x128xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x8x128xf32>
    %287 = stablehlo.add %283, %286 : tensor<2x8x128xf32>
    return %287 : tensor<2x8x128xf32>
  }
}
