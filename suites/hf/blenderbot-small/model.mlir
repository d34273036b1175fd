module @IrToHlo.915 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<2x8xi64>, %arg25: tensor<32xf32>, %arg26: tensor<2x8xi64>, %arg27: tensor<i1>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<2x8xi64>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_13 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_16 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg24 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = "stablehlo.gather"(%arg23, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %8 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %20 = stablehlo.multiply %19, %cst_10 : tensor<2x2x8x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %22 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %13, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %28 = stablehlo.multiply %27, %cst_9 : tensor<2x2x16x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %30 = stablehlo.dot_general %21, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %32 = stablehlo.convert %arg27 : (tensor<i1>) -> tensor<ui8>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %34 = stablehlo.and %33, %c_8 : tensor<1x1x8x1xui8>
    %35 = stablehlo.compare  NE, %34, %c_17 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %36 = stablehlo.convert %35 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %37 = stablehlo.reshape %36 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %39 = stablehlo.compare  NE, %arg26, %c_16 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %40 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %41 = stablehlo.compare  LT, %40, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %42 = stablehlo.add %40, %c_5 : tensor<2x1x1x8xi64>
    %43 = stablehlo.select %41, %42, %40 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %44 = stablehlo.reshape %43 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %45 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %46 = stablehlo.compare  LT, %45, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %47 = stablehlo.add %45, %c : tensor<2x1x1x8xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %50 = stablehlo.concatenate %44, %49, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %51 = "stablehlo.gather"(%39, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.convert %51 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %55 = stablehlo.and %38, %54 : tensor<2x1x8x8xui8>
    %56 = stablehlo.compare  NE, %55, %c_15 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %57 = stablehlo.select %56, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %60 = stablehlo.add %31, %59 : tensor<2x2x8x8xf32>
    %61 = stablehlo.reduce(%60 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.subtract %60, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.exponential %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.divide %64, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %69 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %70 = stablehlo.dot_general %13, %69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %72 = stablehlo.add %70, %71 : tensor<16x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %76 = stablehlo.dot_general %68, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<16x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %85 = stablehlo.add %12, %84 : tensor<2x8x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%86, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %87 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.reshape %output_19 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.add %87, %90 : tensor<2x8x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %95 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %96 = stablehlo.add %94, %95 : tensor<16x64xf32>
    %97 = stablehlo.reshape %96 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %98 = stablehlo.multiply %97, %cst_1 : tensor<2x8x64xf32>
    %99 = stablehlo.multiply %97, %cst_0 : tensor<2x8x64xf32>
    %100 = stablehlo.custom_call @mhlo.erf(%99) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %101 = stablehlo.add %100, %cst : tensor<2x8x64xf32>
    %102 = stablehlo.multiply %98, %101 : tensor<2x8x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %104 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.add %105, %106 : tensor<16x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.add %91, %108 : tensor<2x8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%110, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %111 = stablehlo.reshape %arg45 : (tensor<2x8xi64>) -> tensor<16xi64>
    %112 = stablehlo.convert %111 : (tensor<16xi64>) -> tensor<16xui32>
    %113 = "stablehlo.gather"(%arg1, %112) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%114, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %115 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.add %115, %118 : tensor<2x8x32xf32>
    %120 = "stablehlo.gather"(%arg43, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.add %119, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %130 = stablehlo.multiply %129, %cst_10 : tensor<2x2x8x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %132 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %133 = stablehlo.dot_general %123, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.add %133, %134 : tensor<16x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %137 = stablehlo.transpose %136, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %138 = stablehlo.multiply %137, %cst_9 : tensor<2x2x16x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %140 = stablehlo.dot_general %131, %139, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %142 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %143 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %144 = stablehlo.compare  LE, %142, %143 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %145 = stablehlo.reshape %144 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %146 = stablehlo.broadcast_in_dim %145, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %147 = stablehlo.select %146, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %150 = stablehlo.add %141, %149 : tensor<2x2x8x8xf32>
    %151 = stablehlo.reduce(%150 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<2x2x8x8xf32>
    %154 = stablehlo.exponential %153 : tensor<2x2x8x8xf32>
    %155 = stablehlo.reduce(%154 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %157 = stablehlo.divide %154, %156 : tensor<2x2x8x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %159 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %123, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %166 = stablehlo.dot_general %158, %165, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %167 = stablehlo.reshape %166 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %168 = stablehlo.transpose %167, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.dot_general %169, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.add %171, %172 : tensor<16x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.add %122, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%176, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %177 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.add %177, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %183 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.add %184, %185 : tensor<16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %189 = stablehlo.multiply %188, %cst_10 : tensor<2x2x8x16xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %191 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.reshape %output_22 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.add %191, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.add %198, %199 : tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %203 = stablehlo.multiply %202, %cst_9 : tensor<2x2x16x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %205 = stablehlo.dot_general %190, %204, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %207 = stablehlo.add %206, %59 : tensor<2x2x8x8xf32>
    %208 = stablehlo.reduce(%207 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %210 = stablehlo.subtract %207, %209 : tensor<2x2x8x8xf32>
    %211 = stablehlo.exponential %210 : tensor<2x2x8x8xf32>
    %212 = stablehlo.reduce(%211 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %214 = stablehlo.divide %211, %213 : tensor<2x2x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %216 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.dot_general %196, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.add %217, %218 : tensor<16x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %221 = stablehlo.transpose %220, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %223 = stablehlo.dot_general %215, %222, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %228 = stablehlo.dot_general %226, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %229 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.add %228, %229 : tensor<16x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.add %181, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%233, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %234 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.reshape %output_31 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %236 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.add %234, %237 : tensor<2x8x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %242 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %243 = stablehlo.add %241, %242 : tensor<16x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %245 = stablehlo.multiply %244, %cst_1 : tensor<2x8x64xf32>
    %246 = stablehlo.multiply %244, %cst_0 : tensor<2x8x64xf32>
    %247 = stablehlo.custom_call @mhlo.erf(%246) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %248 = stablehlo.add %247, %cst : tensor<2x8x64xf32>
    %249 = stablehlo.multiply %245, %248 : tensor<2x8x64xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %251 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %252 = stablehlo.dot_general %250, %251, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.add %252, %253 : tensor<16x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %256 = stablehlo.add %238, %255 : tensor<2x8x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%257, %cst_12, %cst_11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %258 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.reshape %output_34 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.add %258, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %264 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %265 = stablehlo.dot_general %263, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %267 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<2x1x128xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x1x128xf32>) -> tensor<2x128xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x8x128xf32>
    %270 = stablehlo.add %266, %269 : tensor<2x8x128xf32>
    return %270 : tensor<2x8x128xf32>
  }
}
