module @IrToHlo.456 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<1x32xi64>, %arg11: tensor<32x16xf32>, %arg12: tensor<2x16xf32>, %arg13: tensor<2x8xi64>, %arg14: tensor<128x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<16xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<16xui32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg13 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg14, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<128x16xf32>, tensor<16xui32>) -> tensor<16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %4 = "stablehlo.gather"(%arg12, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<16xui32>) -> tensor<16x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x16xf32>
    %7 = stablehlo.slice %arg10 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %8 = stablehlo.reshape %7 : (tensor<1x8xi64>) -> tensor<8xi64>
    %9 = stablehlo.convert %8 : (tensor<8xi64>) -> tensor<8xui32>
    %10 = "stablehlo.gather"(%arg11, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<8xui32>) -> tensor<8x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<2x8x16xf32>
    %12 = stablehlo.add %6, %11 : tensor<2x8x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x16xf32>) -> tensor<1x16x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%13, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>)
    %14 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %15 = stablehlo.reshape %output : (tensor<1x16x16xf32>) -> tensor<2x8x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x8x16xf32>
    %18 = stablehlo.add %14, %17 : tensor<2x8x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %20 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %25 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %23, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %32 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %23, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.add %33, %34 : tensor<16x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %39 = stablehlo.dot_general %31, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %41 = stablehlo.divide %40, %cst_12 : tensor<2x2x8x8xf32>
    %42 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %44 = stablehlo.and %43, %c_11 : tensor<1x1x8x1xui8>
    %45 = stablehlo.compare  NE, %44, %c_19 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %46 = stablehlo.convert %45 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %47 = stablehlo.reshape %46 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %49 = stablehlo.compare  NE, %arg20, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %50 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_8 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %56 = stablehlo.compare  LT, %55, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.add %55, %c : tensor<2x1x1x8xi64>
    %58 = stablehlo.select %56, %57, %55 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %60 = stablehlo.concatenate %54, %59, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %61 = "stablehlo.gather"(%49, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %62 = stablehlo.convert %61 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %65 = stablehlo.and %48, %64 : tensor<2x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_17 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %67 = stablehlo.select %66, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %70 = stablehlo.add %41, %69 : tensor<2x2x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.exponential %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.reduce(%74 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %77 = stablehlo.divide %74, %76 : tensor<2x2x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %79 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %23, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.add %80, %81 : tensor<16x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %86 = stablehlo.dot_general %78, %85, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.add %94, %24 : tensor<2x8x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%96, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %97 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.add %97, %100 : tensor<2x8x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %105 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.add %104, %105 : tensor<16x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %108 = stablehlo.multiply %107, %cst_4 : tensor<2x8x64xf32>
    %109 = stablehlo.multiply %107, %cst_3 : tensor<2x8x64xf32>
    %110 = stablehlo.custom_call @mhlo.erf(%109) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %111 = stablehlo.add %110, %cst_2 : tensor<2x8x64xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<2x8x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %114 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.add %115, %116 : tensor<16x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.add %118, %101 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%120, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %121 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.add %121, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %129 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %130 = stablehlo.add %128, %129 : tensor<16x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %132 = stablehlo.multiply %131, %cst_1 : tensor<2x8x16xf32>
    %133 = stablehlo.multiply %131, %cst_0 : tensor<2x8x16xf32>
    %134 = stablehlo.custom_call @mhlo.erf(%133) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %135 = stablehlo.add %134, %cst : tensor<2x8x16xf32>
    %136 = stablehlo.multiply %132, %135 : tensor<2x8x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x8x16xf32>) -> tensor<1x16x16xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%137, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x16xf32>, tensor<16xf32>, tensor<16xf32>)
    %138 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %139 = stablehlo.reshape %output_27 : (tensor<1x16x16xf32>) -> tensor<2x8x16xf32>
    %140 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<2x8x16xf32>
    %142 = stablehlo.add %138, %141 : tensor<2x8x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %144 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %145 = stablehlo.dot_general %143, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %146 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %147 = stablehlo.add %145, %146 : tensor<16x128xf32>
    %148 = stablehlo.reshape %147 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %148 : tensor<2x8x128xf32>
  }
}
