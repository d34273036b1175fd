module @IrToHlo.605 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<1x64xi64>, %arg8: tensor<64x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x32xf32>, %arg40: tensor<32xf32>) -> tensor<2x8x128xf32> {
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
    %cst_9 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_14 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg7 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.convert %5 : (tensor<8xi64>) -> tensor<8xui32>
    %7 = "stablehlo.gather"(%arg8, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %3, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %11, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.multiply %22, %cst_9 : tensor<2x4x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %16, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %30, %cst_9 : tensor<2x4x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %33 = stablehlo.dot_general %24, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %37 = stablehlo.and %36, %c_8 : tensor<1x1x8x1xui8>
    %38 = stablehlo.compare  NE, %37, %c_15 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %39 = stablehlo.convert %38 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %40 = stablehlo.reshape %39 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %42 = stablehlo.compare  NE, %arg15, %c_14 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %43 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %44 = stablehlo.compare  LT, %43, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %45 = stablehlo.add %43, %c_5 : tensor<2x1x1x8xi64>
    %46 = stablehlo.select %44, %45, %43 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %47 = stablehlo.reshape %46 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %48 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %49 = stablehlo.compare  LT, %48, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %50 = stablehlo.add %48, %c : tensor<2x1x1x8xi64>
    %51 = stablehlo.select %49, %50, %48 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %52 = stablehlo.reshape %51 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %53 = stablehlo.concatenate %47, %52, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %54 = "stablehlo.gather"(%42, %53) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %55 = stablehlo.convert %54 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %58 = stablehlo.and %41, %57 : tensor<2x1x8x8xui8>
    %59 = stablehlo.compare  NE, %58, %c_13 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %60 = stablehlo.select %59, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %63 = stablehlo.add %34, %62 : tensor<2x4x8x8xf32>
    %64 = stablehlo.reduce(%63 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.subtract %63, %65 : tensor<2x4x8x8xf32>
    %67 = stablehlo.exponential %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.divide %67, %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %72 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %73 = stablehlo.dot_general %16, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %75 = stablehlo.add %73, %74 : tensor<16x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %79 = stablehlo.dot_general %71, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %84 = stablehlo.dot_general %82, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.add %84, %85 : tensor<16x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.add %87, %15 : tensor<2x8x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%89, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %90 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.reshape %output_17 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<2x8x32xf32>
    %94 = stablehlo.add %90, %93 : tensor<2x8x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %96 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %98 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %99 = stablehlo.add %97, %98 : tensor<16x64xf32>
    %100 = stablehlo.reshape %99 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %101 = stablehlo.multiply %100, %cst_1 : tensor<2x8x64xf32>
    %102 = stablehlo.multiply %100, %cst_0 : tensor<2x8x64xf32>
    %103 = stablehlo.custom_call @mhlo.erf(%102) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %104 = stablehlo.add %103, %cst : tensor<2x8x64xf32>
    %105 = stablehlo.multiply %101, %104 : tensor<2x8x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %107 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.add %111, %94 : tensor<2x8x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%113, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %114 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.add %114, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.add %121, %122 : tensor<16x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %126 = stablehlo.multiply %125, %cst_9 : tensor<2x4x8x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %128 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %129 = stablehlo.dot_general %119, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.add %129, %130 : tensor<16x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.multiply %133, %cst_9 : tensor<2x4x8x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %136 = stablehlo.dot_general %127, %135, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %138 = stablehlo.add %137, %62 : tensor<2x4x8x8xf32>
    %139 = stablehlo.reduce(%138 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %141 = stablehlo.subtract %138, %140 : tensor<2x4x8x8xf32>
    %142 = stablehlo.exponential %141 : tensor<2x4x8x8xf32>
    %143 = stablehlo.reduce(%142 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %145 = stablehlo.divide %142, %144 : tensor<2x4x8x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %148 = stablehlo.dot_general %119, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %154 = stablehlo.dot_general %146, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.add %159, %160 : tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.add %162, %118 : tensor<2x8x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%164, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %165 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.reshape %output_23 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.add %165, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %174 = stablehlo.add %172, %173 : tensor<16x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %176 = stablehlo.multiply %175, %cst_1 : tensor<2x8x64xf32>
    %177 = stablehlo.multiply %175, %cst_0 : tensor<2x8x64xf32>
    %178 = stablehlo.custom_call @mhlo.erf(%177) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %179 = stablehlo.add %178, %cst : tensor<2x8x64xf32>
    %180 = stablehlo.multiply %176, %179 : tensor<2x8x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %182 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.add %183, %184 : tensor<16x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.add %186, %169 : tensor<2x8x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%188, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %189 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.reshape %output_26 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.add %189, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %196 = stablehlo.dot_general %194, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %197 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %198 = stablehlo.add %196, %197 : tensor<16x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %199 : tensor<2x8x128xf32>
  }
}
