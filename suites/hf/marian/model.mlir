module @IrToHlo.838 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<2x8xi64>, %arg24: tensor<2x8xi64>, %arg25: tensor<i1>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<2x8xi64>, %arg43: tensor<32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_7 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_10 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %c_13 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_16 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg23 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = "stablehlo.gather"(%arg22, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.add %9, %10 : tensor<16x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %14 = stablehlo.multiply %13, %cst_12 : tensor<2x2x8x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %16 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %7, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %22 = stablehlo.multiply %21, %cst_11 : tensor<2x2x16x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %24 = stablehlo.dot_general %15, %23, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %26 = stablehlo.convert %arg25 : (tensor<i1>) -> tensor<ui8>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %28 = stablehlo.and %27, %c_10 : tensor<1x1x8x1xui8>
    %29 = stablehlo.compare  NE, %28, %c_17 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %30 = stablehlo.convert %29 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %31 = stablehlo.reshape %30 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %33 = stablehlo.compare  NE, %arg24, %c_16 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %35 = stablehlo.compare  LT, %34, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %36 = stablehlo.add %34, %c_7 : tensor<2x1x1x8xi64>
    %37 = stablehlo.select %35, %36, %34 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %38 = stablehlo.reshape %37 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %39 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %40 = stablehlo.compare  LT, %39, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %41 = stablehlo.add %39, %c : tensor<2x1x1x8xi64>
    %42 = stablehlo.select %40, %41, %39 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %43 = stablehlo.reshape %42 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %44 = stablehlo.concatenate %38, %43, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %45 = "stablehlo.gather"(%33, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %46 = stablehlo.convert %45 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %47 = stablehlo.reshape %46 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %49 = stablehlo.and %32, %48 : tensor<2x1x8x8xui8>
    %50 = stablehlo.compare  NE, %49, %c_15 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %51 = stablehlo.select %50, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.add %25, %53 : tensor<2x2x8x8xf32>
    %55 = stablehlo.reduce(%54 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<2x2x8x8xf32>
    %58 = stablehlo.exponential %57 : tensor<2x2x8x8xf32>
    %59 = stablehlo.reduce(%58 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.divide %58, %60 : tensor<2x2x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %63 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %64 = stablehlo.dot_general %7, %63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %65 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %66 = stablehlo.add %64, %65 : tensor<16x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %68 = stablehlo.transpose %67, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %70 = stablehlo.dot_general %62, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %74 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.add %75, %76 : tensor<16x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %79 = stablehlo.add %6, %78 : tensor<2x8x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%80, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %81 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %82 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<2x8x32xf32>
    %85 = stablehlo.add %81, %84 : tensor<2x8x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %89 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x64xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %92 = stablehlo.multiply %91, %cst_1 : tensor<2x8x64xf32>
    %93 = stablehlo.multiply %91, %cst_0 : tensor<2x8x64xf32>
    %94 = stablehlo.custom_call @mhlo.erf(%93) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %95 = stablehlo.add %94, %cst : tensor<2x8x64xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<2x8x64xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %98 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.add %85, %102 : tensor<2x8x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%104, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %105 = stablehlo.reshape %arg42 : (tensor<2x8xi64>) -> tensor<16xi64>
    %106 = stablehlo.convert %105 : (tensor<16xi64>) -> tensor<16xui32>
    %107 = "stablehlo.gather"(%arg1, %106) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %109 = "stablehlo.gather"(%arg41, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.add %108, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %114 = stablehlo.dot_general %112, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.add %114, %115 : tensor<16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %119 = stablehlo.multiply %118, %cst_12 : tensor<2x2x8x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %121 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %122 = stablehlo.dot_general %112, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.add %122, %123 : tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %127 = stablehlo.multiply %126, %cst_11 : tensor<2x2x16x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %129 = stablehlo.dot_general %120, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %131 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %132 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %133 = stablehlo.compare  LE, %131, %132 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %134 = stablehlo.reshape %133 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %135 = stablehlo.broadcast_in_dim %134, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %136 = stablehlo.select %135, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %139 = stablehlo.add %130, %138 : tensor<2x2x8x8xf32>
    %140 = stablehlo.reduce(%139 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %142 = stablehlo.subtract %139, %141 : tensor<2x2x8x8xf32>
    %143 = stablehlo.exponential %142 : tensor<2x2x8x8xf32>
    %144 = stablehlo.reduce(%143 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %146 = stablehlo.divide %143, %145 : tensor<2x2x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %148 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = stablehlo.dot_general %112, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.add %149, %150 : tensor<16x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %153 = stablehlo.transpose %152, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %155 = stablehlo.dot_general %147, %154, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %164 = stablehlo.add %111, %163 : tensor<2x8x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%165, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %166 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.reshape %output_22 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.add %166, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %173 = stablehlo.dot_general %171, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %178 = stablehlo.multiply %177, %cst_12 : tensor<2x2x8x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %180 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.reshape %output_19 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.add %180, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.dot_general %185, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.add %187, %188 : tensor<16x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %192 = stablehlo.multiply %191, %cst_11 : tensor<2x2x16x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %194 = stablehlo.dot_general %179, %193, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %196 = stablehlo.add %195, %53 : tensor<2x2x8x8xf32>
    %197 = stablehlo.reduce(%196 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<2x2x8x8xf32>
    %200 = stablehlo.exponential %199 : tensor<2x2x8x8xf32>
    %201 = stablehlo.reduce(%200 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %203 = stablehlo.divide %200, %202 : tensor<2x2x8x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %205 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %206 = stablehlo.dot_general %185, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %207 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.add %206, %207 : tensor<16x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %212 = stablehlo.dot_general %204, %211, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %216 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.add %217, %218 : tensor<16x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.add %170, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%222, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %223 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.add %223, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %229 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %230 = stablehlo.dot_general %228, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %231 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %232 = stablehlo.add %230, %231 : tensor<16x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %234 = stablehlo.multiply %233, %cst_1 : tensor<2x8x64xf32>
    %235 = stablehlo.multiply %233, %cst_0 : tensor<2x8x64xf32>
    %236 = stablehlo.custom_call @mhlo.erf(%235) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %237 = stablehlo.add %236, %cst : tensor<2x8x64xf32>
    %238 = stablehlo.multiply %234, %237 : tensor<2x8x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %240 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.add %241, %242 : tensor<16x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %245 = stablehlo.add %227, %244 : tensor<2x8x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%246, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %247 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.add %247, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %256 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<2x1x128xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x1x128xf32>) -> tensor<2x128xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 2] : (tensor<2x128xf32>) -> tensor<2x8x128xf32>
    %259 = stablehlo.add %255, %258 : tensor<2x8x128xf32>
    return %259 : tensor<2x8x128xf32>
  }
}
