module @IrToHlo.686 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<1x64xi64>, %arg11: tensor<64x32xf32>, %arg12: tensor<1x64xi64>, %arg13: tensor<2x32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>) -> tensor<2x8x128xf32> {
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
    %c_15 = stablehlo.constant dense<0> : tensor<1x8x1xui32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg14 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg10 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.convert %4 : (tensor<1x8xi64>) -> tensor<1x8xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x8xui32>) -> tensor<1x8x1xui32>
    %7 = stablehlo.concatenate %c_15, %6, dim = 2 : (tensor<1x8x1xui32>, tensor<1x8x1xui32>) -> tensor<1x8x2xui32>
    %8 = "stablehlo.gather"(%arg12, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x64xi64>, tensor<1x8x2xui32>) -> tensor<1x8xi64>
    %9 = stablehlo.reshape %8 : (tensor<1x8xi64>) -> tensor<8xi64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %11 = stablehlo.reshape %10 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg13, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %17 = stablehlo.convert %16 : (tensor<8xi64>) -> tensor<8xui32>
    %18 = "stablehlo.gather"(%arg11, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.add %15, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%21, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %22 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x8x32xf32>
    %26 = stablehlo.add %22, %25 : tensor<2x8x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.dot_general %27, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.add %29, %30 : tensor<16x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.multiply %33, %cst_12 : tensor<2x4x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %36 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %37 = stablehlo.dot_general %27, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.add %37, %38 : tensor<16x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %42 = stablehlo.multiply %41, %cst_12 : tensor<2x4x8x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %44 = stablehlo.dot_general %35, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %48 = stablehlo.and %47, %c_11 : tensor<1x1x8x1xui8>
    %49 = stablehlo.compare  NE, %48, %c_19 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %50 = stablehlo.convert %49 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %51 = stablehlo.reshape %50 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %53 = stablehlo.compare  NE, %arg20, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %54 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %55 = stablehlo.compare  LT, %54, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.add %54, %c_8 : tensor<2x1x1x8xi64>
    %57 = stablehlo.select %55, %56, %54 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %59 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %60 = stablehlo.compare  LT, %59, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %61 = stablehlo.add %59, %c : tensor<2x1x1x8xi64>
    %62 = stablehlo.select %60, %61, %59 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %64 = stablehlo.concatenate %58, %63, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %65 = "stablehlo.gather"(%53, %64) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %66 = stablehlo.convert %65 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %67 = stablehlo.reshape %66 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %69 = stablehlo.and %52, %68 : tensor<2x1x8x8xui8>
    %70 = stablehlo.compare  NE, %69, %c_17 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %71 = stablehlo.select %70, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.add %45, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.reduce(%74 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<2x4x8x8xf32>
    %78 = stablehlo.exponential %77 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reduce(%78 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.divide %78, %80 : tensor<2x4x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %84 = stablehlo.dot_general %27, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.add %84, %85 : tensor<16x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %90 = stablehlo.dot_general %82, %89, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.add %95, %96 : tensor<16x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.add %98, %26 : tensor<2x8x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%100, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %101 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %102 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x8x32xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %112 = stablehlo.multiply %111, %cst_4 : tensor<2x8x64xf32>
    %113 = stablehlo.multiply %111, %cst_3 : tensor<2x8x64xf32>
    %114 = stablehlo.custom_call @mhlo.erf(%113) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %115 = stablehlo.add %114, %cst_2 : tensor<2x8x64xf32>
    %116 = stablehlo.multiply %112, %115 : tensor<2x8x64xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %118 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.add %119, %120 : tensor<16x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.add %122, %105 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%124, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %125 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.add %125, %128 : tensor<2x8x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.add %132, %133 : tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %136 = stablehlo.transpose %135, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %137 = stablehlo.multiply %136, %cst_12 : tensor<2x4x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %140 = stablehlo.dot_general %130, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.add %140, %141 : tensor<16x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %145 = stablehlo.multiply %144, %cst_12 : tensor<2x4x8x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.dot_general %138, %146, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %149 = stablehlo.add %148, %73 : tensor<2x4x8x8xf32>
    %150 = stablehlo.reduce(%149 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %152 = stablehlo.subtract %149, %151 : tensor<2x4x8x8xf32>
    %153 = stablehlo.exponential %152 : tensor<2x4x8x8xf32>
    %154 = stablehlo.reduce(%153 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %156 = stablehlo.divide %153, %155 : tensor<2x4x8x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %158 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %159 = stablehlo.dot_general %130, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.add %159, %160 : tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %163 = stablehlo.transpose %162, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %165 = stablehlo.dot_general %157, %164, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %167 = stablehlo.transpose %166, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %170 = stablehlo.dot_general %168, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.add %170, %171 : tensor<16x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.add %173, %129 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%175, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %176 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.add %176, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %184 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %185 = stablehlo.add %183, %184 : tensor<16x64xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %187 = stablehlo.multiply %186, %cst_4 : tensor<2x8x64xf32>
    %188 = stablehlo.multiply %186, %cst_3 : tensor<2x8x64xf32>
    %189 = stablehlo.custom_call @mhlo.erf(%188) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %190 = stablehlo.add %189, %cst_2 : tensor<2x8x64xf32>
    %191 = stablehlo.multiply %187, %190 : tensor<2x8x64xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %193 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.add %194, %195 : tensor<16x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.add %197, %180 : tensor<2x8x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%199, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %200 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.reshape %output_30 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.add %200, %203 : tensor<2x8x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %206 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.add %207, %208 : tensor<16x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.multiply %210, %cst_1 : tensor<2x8x32xf32>
    %212 = stablehlo.multiply %210, %cst_0 : tensor<2x8x32xf32>
    %213 = stablehlo.custom_call @mhlo.erf(%212) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.add %213, %cst : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %211, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%216, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %217 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.reshape %output_33 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.add %217, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %224 = stablehlo.dot_general %222, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %225 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %226 = stablehlo.add %224, %225 : tensor<16x128xf32>
    %227 = stablehlo.reshape %226 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %227 : tensor<2x8x128xf32>
  }
}
