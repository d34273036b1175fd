module @IrToHlo.692 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<1x64xi64>, %arg11: tensor<64x32xf32>, %arg12: tensor<1x64xi64>, %arg13: tensor<2x32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x32xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_12 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_14 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_16 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_20 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_21 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_22 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg14 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg12 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %7 = stablehlo.reshape %6 : (tensor<2x8xi64>) -> tensor<16xi64>
    %8 = stablehlo.convert %7 : (tensor<16xi64>) -> tensor<16xui32>
    %9 = "stablehlo.gather"(%arg13, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.add %3, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.slice %arg10 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %13 = stablehlo.reshape %12 : (tensor<1x8xi64>) -> tensor<8xi64>
    %14 = stablehlo.convert %13 : (tensor<8xi64>) -> tensor<8xui32>
    %15 = "stablehlo.gather"(%arg11, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.add %11, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%18, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %19 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.add %19, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %32 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %24, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.add %33, %34 : tensor<16x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %39 = stablehlo.dot_general %31, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.divide %40, %cst_16 : tensor<2x4x8x8xf32>
    %42 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %44 = stablehlo.and %43, %c_15 : tensor<1x1x8x1xui8>
    %45 = stablehlo.compare  NE, %44, %c_22 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %46 = stablehlo.convert %45 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %47 = stablehlo.reshape %46 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %49 = stablehlo.compare  NE, %arg20, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %50 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_12 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %56 = stablehlo.compare  LT, %55, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.add %55, %c : tensor<2x1x1x8xi64>
    %58 = stablehlo.select %56, %57, %55 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %60 = stablehlo.concatenate %54, %59, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %61 = "stablehlo.gather"(%49, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %62 = stablehlo.convert %61 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %65 = stablehlo.and %48, %64 : tensor<2x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_20 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %67 = stablehlo.select %66, %cst_10, %cst_9 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.add %41, %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<2x4x8x8xf32>
    %74 = stablehlo.exponential %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.reduce(%74 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.divide %74, %76 : tensor<2x4x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %79 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %24, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.add %80, %81 : tensor<16x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %86 = stablehlo.dot_general %78, %85, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.add %94, %23 : tensor<2x8x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%96, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %97 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.add %97, %100 : tensor<2x8x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %105 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.add %104, %105 : tensor<16x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %108 = stablehlo.multiply %107, %cst_8 : tensor<2x8x64xf32>
    %109 = stablehlo.power %107, %cst_7 : tensor<2x8x64xf32>
    %110 = stablehlo.multiply %109, %cst_6 : tensor<2x8x64xf32>
    %111 = stablehlo.add %107, %110 : tensor<2x8x64xf32>
    %112 = stablehlo.multiply %111, %cst_5 : tensor<2x8x64xf32>
    %113 = stablehlo.tanh %112 : tensor<2x8x64xf32>
    %114 = stablehlo.add %113, %cst_4 : tensor<2x8x64xf32>
    %115 = stablehlo.multiply %108, %114 : tensor<2x8x64xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %117 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.add %118, %119 : tensor<16x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.add %121, %101 : tensor<2x8x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%123, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %124 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<2x8x32xf32>
    %128 = stablehlo.add %124, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %130 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = stablehlo.dot_general %129, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<16x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %144 = stablehlo.dot_general %136, %143, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %146 = stablehlo.divide %145, %cst_16 : tensor<2x4x8x8xf32>
    %147 = stablehlo.add %146, %69 : tensor<2x4x8x8xf32>
    %148 = stablehlo.reduce(%147 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %150 = stablehlo.subtract %147, %149 : tensor<2x4x8x8xf32>
    %151 = stablehlo.exponential %150 : tensor<2x4x8x8xf32>
    %152 = stablehlo.reduce(%151 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %154 = stablehlo.divide %151, %153 : tensor<2x4x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %156 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %157 = stablehlo.dot_general %129, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.add %157, %158 : tensor<16x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %161 = stablehlo.transpose %160, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %163 = stablehlo.dot_general %155, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.add %168, %169 : tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.add %171, %128 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%173, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %174 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.reshape %output_30 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.add %174, %177 : tensor<2x8x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %180 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.dot_general %179, %180, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %182 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %183 = stablehlo.add %181, %182 : tensor<16x64xf32>
    %184 = stablehlo.reshape %183 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %185 = stablehlo.multiply %184, %cst_8 : tensor<2x8x64xf32>
    %186 = stablehlo.power %184, %cst_7 : tensor<2x8x64xf32>
    %187 = stablehlo.multiply %186, %cst_6 : tensor<2x8x64xf32>
    %188 = stablehlo.add %184, %187 : tensor<2x8x64xf32>
    %189 = stablehlo.multiply %188, %cst_5 : tensor<2x8x64xf32>
    %190 = stablehlo.tanh %189 : tensor<2x8x64xf32>
    %191 = stablehlo.add %190, %cst_4 : tensor<2x8x64xf32>
    %192 = stablehlo.multiply %185, %191 : tensor<2x8x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %194 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.add %195, %196 : tensor<16x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.add %198, %178 : tensor<2x8x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%200, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %201 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.reshape %output_33 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x8x32xf32>
    %205 = stablehlo.add %201, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %207 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %208 = stablehlo.dot_general %206, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.add %208, %209 : tensor<16x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.multiply %211, %cst_3 : tensor<2x8x32xf32>
    %213 = stablehlo.power %211, %cst_2 : tensor<2x8x32xf32>
    %214 = stablehlo.multiply %213, %cst_1 : tensor<2x8x32xf32>
    %215 = stablehlo.add %211, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %cst_0 : tensor<2x8x32xf32>
    %217 = stablehlo.tanh %216 : tensor<2x8x32xf32>
    %218 = stablehlo.add %217, %cst : tensor<2x8x32xf32>
    %219 = stablehlo.multiply %212, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%220, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %221 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %222 = stablehlo.reshape %output_36 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.add %221, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %228 = stablehlo.dot_general %226, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %229 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %230 = stablehlo.add %228, %229 : tensor<16x128xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %231 : tensor<2x8x128xf32>
  }
}
