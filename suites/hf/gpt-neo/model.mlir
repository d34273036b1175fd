module @IrToHlo.588 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<2x8xi64>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<2x8xi64>, %arg20: tensor<i1>, %arg21: tensor<f32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<1x1x32x32xi1>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32x32xf32>, %arg33: tensor<1x1x32x32xi1>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_9 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_12 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg13 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = "stablehlo.gather"(%arg12, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %8 = stablehlo.slice %arg24 [0:1, 0:1, 0:8, 0:32] : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x32xi1>
    %9 = stablehlo.slice %8 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x8xi1>
    %10 = stablehlo.reshape %9 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
    %12 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %23 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %17, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %28 = stablehlo.dot_general %22, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %30 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %31 = stablehlo.select %11, %29, %30 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %32 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %34 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %36 = stablehlo.compare  LE, %34, %35 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %37 = stablehlo.convert %36 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %38 = stablehlo.and %33, %37 : tensor<1x1x8x8xui8>
    %39 = stablehlo.compare  NE, %38, %c_16 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %43 = stablehlo.compare  NE, %arg19, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %44 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %45 = stablehlo.compare  LT, %44, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %46 = stablehlo.add %44, %c_6 : tensor<2x1x1x8xi64>
    %47 = stablehlo.select %45, %46, %44 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %48 = stablehlo.reshape %47 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %49 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %50 = stablehlo.compare  LT, %49, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %51 = stablehlo.add %49, %c : tensor<2x1x1x8xi64>
    %52 = stablehlo.select %50, %51, %49 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %54 = stablehlo.concatenate %48, %53, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %55 = "stablehlo.gather"(%43, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.convert %55 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %59 = stablehlo.and %42, %58 : tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %59, %c_14 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %61 = stablehlo.select %60, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.add %31, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.exponential %67 : tensor<2x2x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.divide %68, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %73 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %74 = stablehlo.dot_general %17, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %78 = stablehlo.dot_general %72, %77, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %83 = stablehlo.dot_general %81, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.add %83, %84 : tensor<16x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.add %86, %6 : tensor<2x8x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%88, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %89 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.reshape %output_18 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.add %89, %92 : tensor<2x8x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %97 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %98 = stablehlo.add %96, %97 : tensor<16x128xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %100 = stablehlo.multiply %99, %cst_3 : tensor<2x8x128xf32>
    %101 = stablehlo.power %99, %cst_2 : tensor<2x8x128xf32>
    %102 = stablehlo.multiply %101, %cst_1 : tensor<2x8x128xf32>
    %103 = stablehlo.add %99, %102 : tensor<2x8x128xf32>
    %104 = stablehlo.multiply %103, %cst_0 : tensor<2x8x128xf32>
    %105 = stablehlo.tanh %104 : tensor<2x8x128xf32>
    %106 = stablehlo.add %105, %cst : tensor<2x8x128xf32>
    %107 = stablehlo.multiply %100, %106 : tensor<2x8x128xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %109 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %87, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%115, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.slice %arg33 [0:1, 0:1, 0:8, 0:32] : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x32xi1>
    %117 = stablehlo.slice %116 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x8xi1>
    %118 = stablehlo.reshape %117 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
    %120 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.add %120, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %131 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %125, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %134 = stablehlo.transpose %133, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %136 = stablehlo.dot_general %130, %135, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %138 = stablehlo.select %119, %137, %30 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %139 = stablehlo.add %138, %63 : tensor<2x2x8x8xf32>
    %140 = stablehlo.reduce(%139 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %142 = stablehlo.subtract %139, %141 : tensor<2x2x8x8xf32>
    %143 = stablehlo.exponential %142 : tensor<2x2x8x8xf32>
    %144 = stablehlo.reduce(%143 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %146 = stablehlo.divide %143, %145 : tensor<2x2x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %148 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = stablehlo.dot_general %125, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %153 = stablehlo.dot_general %147, %152, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %155 = stablehlo.transpose %154, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %157 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.add %158, %159 : tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.add %161, %114 : tensor<2x8x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%163, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %164 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<2x8x32xf32>
    %168 = stablehlo.add %164, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %171 = stablehlo.dot_general %169, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %172 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %173 = stablehlo.add %171, %172 : tensor<16x128xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %175 = stablehlo.multiply %174, %cst_3 : tensor<2x8x128xf32>
    %176 = stablehlo.power %174, %cst_2 : tensor<2x8x128xf32>
    %177 = stablehlo.multiply %176, %cst_1 : tensor<2x8x128xf32>
    %178 = stablehlo.add %174, %177 : tensor<2x8x128xf32>
    %179 = stablehlo.multiply %178, %cst_0 : tensor<2x8x128xf32>
    %180 = stablehlo.tanh %179 : tensor<2x8x128xf32>
    %181 = stablehlo.add %180, %cst : tensor<2x8x128xf32>
    %182 = stablehlo.multiply %175, %181 : tensor<2x8x128xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %184 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.add %185, %186 : tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.add %162, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%190, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %191 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.add %191, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %199 : tensor<2x8x128xf32>
  }
}
