module @IrToHlo.490 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<1x32xi64>, %arg15: tensor<32x16xf32>, %arg16: tensor<1x32xi64>, %arg17: tensor<2x16xf32>, %arg18: tensor<2x8xi64>, %arg19: tensor<16xf32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<16xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x16xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_12 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_14 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<1x8x1xui32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_23 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_24 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg18 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<128x16xf32>, tensor<16xui32>) -> tensor<16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %4 = stablehlo.slice %arg14 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.convert %4 : (tensor<1x8xi64>) -> tensor<1x8xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x8xui32>) -> tensor<1x8x1xui32>
    %7 = stablehlo.concatenate %c_20, %6, dim = 2 : (tensor<1x8x1xui32>, tensor<1x8x1xui32>) -> tensor<1x8x2xui32>
    %8 = "stablehlo.gather"(%arg16, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi64>, tensor<1x8x2xui32>) -> tensor<1x8xi64>
    %9 = stablehlo.reshape %8 : (tensor<1x8xi64>) -> tensor<8xi64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %11 = stablehlo.reshape %10 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg17, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<16xui32>) -> tensor<16x16xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<2x8x16xf32>
    %16 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %17 = stablehlo.convert %16 : (tensor<8xi64>) -> tensor<8xui32>
    %18 = "stablehlo.gather"(%arg15, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<8xui32>) -> tensor<8x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.add %15, %19 : tensor<2x8x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x16xf32>) -> tensor<1x16x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%21, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>)
    %22 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.reshape %output : (tensor<1x16x16xf32>) -> tensor<2x8x16xf32>
    %24 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x8x16xf32>
    %26 = stablehlo.add %22, %25 : tensor<2x8x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %28 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %29 = stablehlo.dot_general %27, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.add %29, %30 : tensor<16x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %33 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %34 = stablehlo.dot_general %31, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %36 = stablehlo.add %34, %35 : tensor<16x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %39 = stablehlo.multiply %38, %cst_17 : tensor<2x2x8x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %41 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %42 = stablehlo.dot_general %31, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %44 = stablehlo.add %42, %43 : tensor<16x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %47 = stablehlo.multiply %46, %cst_16 : tensor<2x2x16x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %49 = stablehlo.dot_general %40, %48, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %53 = stablehlo.and %52, %c_15 : tensor<1x1x8x1xui8>
    %54 = stablehlo.compare  NE, %53, %c_24 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %55 = stablehlo.convert %54 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %56 = stablehlo.reshape %55 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %58 = stablehlo.compare  NE, %arg20, %c_23 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %59 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %60 = stablehlo.compare  LT, %59, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %61 = stablehlo.add %59, %c_12 : tensor<2x1x1x8xi64>
    %62 = stablehlo.select %60, %61, %59 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %64 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %65 = stablehlo.compare  LT, %64, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %66 = stablehlo.add %64, %c : tensor<2x1x1x8xi64>
    %67 = stablehlo.select %65, %66, %64 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %68 = stablehlo.reshape %67 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %69 = stablehlo.concatenate %63, %68, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %70 = "stablehlo.gather"(%58, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %71 = stablehlo.convert %70 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %72 = stablehlo.reshape %71 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %74 = stablehlo.and %57, %73 : tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %74, %c_22 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %76 = stablehlo.select %75, %cst_10, %cst_9 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %79 = stablehlo.add %50, %78 : tensor<2x2x8x8xf32>
    %80 = stablehlo.reduce(%79 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %82 = stablehlo.subtract %79, %81 : tensor<2x2x8x8xf32>
    %83 = stablehlo.exponential %82 : tensor<2x2x8x8xf32>
    %84 = stablehlo.reduce(%83 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %86 = stablehlo.divide %83, %85 : tensor<2x2x8x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %88 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %31, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %95 = stablehlo.dot_general %87, %94, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.add %32, %103 : tensor<2x8x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%105, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %106 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %107 = stablehlo.reshape %output_26 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<2x8x32xf32>
    %110 = stablehlo.add %106, %109 : tensor<2x8x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %114 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %115 = stablehlo.add %113, %114 : tensor<16x64xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %117 = stablehlo.multiply %116, %cst_8 : tensor<2x8x64xf32>
    %118 = stablehlo.power %116, %cst_7 : tensor<2x8x64xf32>
    %119 = stablehlo.multiply %118, %cst_6 : tensor<2x8x64xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x8x64xf32>
    %121 = stablehlo.multiply %120, %cst_5 : tensor<2x8x64xf32>
    %122 = stablehlo.tanh %121 : tensor<2x8x64xf32>
    %123 = stablehlo.add %122, %cst_4 : tensor<2x8x64xf32>
    %124 = stablehlo.multiply %117, %123 : tensor<2x8x64xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %126 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.add %127, %128 : tensor<16x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.add %130, %110 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%132, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %133 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.reshape %output_29 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.add %133, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %141 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %142 = stablehlo.add %140, %141 : tensor<16x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %144 = stablehlo.multiply %143, %cst_3 : tensor<2x8x16xf32>
    %145 = stablehlo.power %143, %cst_2 : tensor<2x8x16xf32>
    %146 = stablehlo.multiply %145, %cst_1 : tensor<2x8x16xf32>
    %147 = stablehlo.add %143, %146 : tensor<2x8x16xf32>
    %148 = stablehlo.multiply %147, %cst_0 : tensor<2x8x16xf32>
    %149 = stablehlo.tanh %148 : tensor<2x8x16xf32>
    %150 = stablehlo.add %149, %cst : tensor<2x8x16xf32>
    %151 = stablehlo.multiply %144, %150 : tensor<2x8x16xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x16xf32>) -> tensor<1x16x16xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%152, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>)
    %153 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %154 = stablehlo.reshape %output_32 : (tensor<1x16x16xf32>) -> tensor<2x8x16xf32>
    %155 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x8x16xf32>
    %157 = stablehlo.add %153, %156 : tensor<2x8x16xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %159 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %161 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x128xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %163 : tensor<2x8x128xf32>
  }
}
