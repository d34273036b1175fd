module @IrToHlo.479 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<1x40xi64>, %arg9: tensor<42x32xf32>, %arg10: tensor<1x40xi64>, %arg11: tensor<2x32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<2x1x65x1xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<2x8xi64>, %arg20: tensor<i1>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>) -> tensor<2x8x128xf32> {
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
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_20 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_21 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_22 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg12 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg10 [0:1, 0:8] : (tensor<1x40xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %7 = stablehlo.reshape %6 : (tensor<2x8xi64>) -> tensor<16xi64>
    %8 = stablehlo.convert %7 : (tensor<16xi64>) -> tensor<16xui32>
    %9 = "stablehlo.gather"(%arg11, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.add %3, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.slice %arg8 [0:1, 0:8] : (tensor<1x40xi64>) -> tensor<1x8xi64>
    %13 = stablehlo.reshape %12 : (tensor<1x8xi64>) -> tensor<8xi64>
    %14 = stablehlo.convert %13 : (tensor<8xi64>) -> tensor<8xui32>
    %15 = "stablehlo.gather"(%arg9, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<42x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.add %11, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%18, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %19 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.add %19, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %31 = stablehlo.divide %30, %cst_16 : tensor<2x2x8x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %33 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %34 = stablehlo.dot_general %24, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %36 = stablehlo.add %34, %35 : tensor<16x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %39 = stablehlo.divide %38, %cst_16 : tensor<2x2x8x16xf32>
    %40 = stablehlo.transpose %39, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %42 = stablehlo.dot_general %32, %41, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %46 = stablehlo.and %45, %c_15 : tensor<1x1x8x1xui8>
    %47 = stablehlo.compare  NE, %46, %c_22 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %48 = stablehlo.convert %47 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %49 = stablehlo.reshape %48 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %51 = stablehlo.compare  NE, %arg19, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %52 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c_12 : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %58 = stablehlo.compare  LT, %57, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.add %57, %c : tensor<2x1x1x8xi64>
    %60 = stablehlo.select %58, %59, %57 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %61 = stablehlo.reshape %60 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %62 = stablehlo.concatenate %56, %61, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %63 = "stablehlo.gather"(%51, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %64 = stablehlo.convert %63 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %65 = stablehlo.reshape %64 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %67 = stablehlo.and %50, %66 : tensor<2x1x8x8xui8>
    %68 = stablehlo.compare  NE, %67, %c_20 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %69 = stablehlo.select %68, %cst_10, %cst_9 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.add %43, %71 : tensor<2x2x8x8xf32>
    %73 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.subtract %72, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.exponential %75 : tensor<2x2x8x8xf32>
    %77 = stablehlo.reduce(%76 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %79 = stablehlo.divide %76, %78 : tensor<2x2x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %81 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %82 = stablehlo.dot_general %24, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.add %82, %83 : tensor<16x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %86 = stablehlo.transpose %85, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %88 = stablehlo.dot_general %80, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %90 = stablehlo.convolution(%86, %arg16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[32, 32], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x8x16xf32>, tensor<2x1x65x1xf32>) -> tensor<2x2x8x16xf32>
    %91 = stablehlo.add %89, %90 : tensor<2x2x8x16xf32>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.add %95, %96 : tensor<16x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.add %98, %23 : tensor<2x8x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%100, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %101 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %102 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x8x32xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %112 = stablehlo.multiply %111, %cst_8 : tensor<2x8x64xf32>
    %113 = stablehlo.power %111, %cst_7 : tensor<2x8x64xf32>
    %114 = stablehlo.multiply %113, %cst_6 : tensor<2x8x64xf32>
    %115 = stablehlo.add %111, %114 : tensor<2x8x64xf32>
    %116 = stablehlo.multiply %115, %cst_5 : tensor<2x8x64xf32>
    %117 = stablehlo.tanh %116 : tensor<2x8x64xf32>
    %118 = stablehlo.add %117, %cst_4 : tensor<2x8x64xf32>
    %119 = stablehlo.multiply %112, %118 : tensor<2x8x64xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %121 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.add %122, %123 : tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %125, %105 : tensor<2x8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%127, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %128 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.add %128, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.add %135, %136 : tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.multiply %138, %cst_3 : tensor<2x8x32xf32>
    %140 = stablehlo.power %138, %cst_2 : tensor<2x8x32xf32>
    %141 = stablehlo.multiply %140, %cst_1 : tensor<2x8x32xf32>
    %142 = stablehlo.add %138, %141 : tensor<2x8x32xf32>
    %143 = stablehlo.multiply %142, %cst_0 : tensor<2x8x32xf32>
    %144 = stablehlo.tanh %143 : tensor<2x8x32xf32>
    %145 = stablehlo.add %144, %cst : tensor<2x8x32xf32>
    %146 = stablehlo.multiply %139, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%147, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %148 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.reshape %output_30 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.add %148, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %154 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %156 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %157 = stablehlo.add %155, %156 : tensor<16x128xf32>
    %158 = stablehlo.reshape %157 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %158 : tensor<2x8x128xf32>
  }
}
