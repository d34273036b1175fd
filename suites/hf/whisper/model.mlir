module @IrToHlo.898 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32x3xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x8x3xf32>, %arg27: tensor<1x8x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<1x8xi64>, %arg45: tensor<32xf32>, %arg46: tensor<i1>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>) -> tensor<1x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<1x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<1x8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<1x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<1x8xui8>
    %c_4 = stablehlo.constant dense<[[[[[0, 0]], [[0, 1]], [[0, 2]], [[0, 3]], [[0, 4]], [[0, 5]], [[0, 6]], [[0, 7]]]]]> : tensor<1x1x8x1x2xi64>
    %c_5 = stablehlo.constant dense<[[[[[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6], [0, 7]]]]]> : tensor<1x1x1x8x2xi64>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<1x8x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %c_9 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %c_10 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x64xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<1x16x64xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x64xf32>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<1x16x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_17 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x16xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<1x32x16xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x32xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<1x32x32xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x32xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<ui8>
    %c_25 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg27 : (tensor<1x8x32xf32>) -> tensor<1x8x1x32xf32>
    %1 = stablehlo.reshape %arg26 : (tensor<32x8x3xf32>) -> tensor<32x8x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x32xf32>, tensor<32x8x1x3xf32>) -> tensor<1x32x1x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x32x1x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x1x32xf32>) -> tensor<1x32x32xf32>
    %6 = stablehlo.multiply %5, %cst_23 : tensor<1x32x32xf32>
    %7 = stablehlo.multiply %5, %cst_22 : tensor<1x32x32xf32>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %9 = stablehlo.add %8, %cst_21 : tensor<1x32x32xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<1x32x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x32x32xf32>) -> tensor<1x32x1x32xf32>
    %12 = stablehlo.reshape %arg24 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x32xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x32x1x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x32x1x16xf32>) -> tensor<1x32x16xf32>
    %17 = stablehlo.multiply %16, %cst_20 : tensor<1x32x16xf32>
    %18 = stablehlo.multiply %16, %cst_19 : tensor<1x32x16xf32>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %20 = stablehlo.add %19, %cst_18 : tensor<1x32x16xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<1x32x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,16,32]{1,2,0}"} : (tensor<1x32x16xf32>) -> tensor<1x16x32xf32>
    %23 = "stablehlo.gather"(%arg22, %c_17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %25 = stablehlo.add %22, %24 : tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%25, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %26 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %28 = stablehlo.multiply %output, %27 : tensor<1x16x32xf32>
    %29 = stablehlo.add %26, %28 : tensor<1x16x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %32 = stablehlo.dot_general %30, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<16x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %36 = stablehlo.multiply %35, %cst_14 : tensor<1x16x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x16x32xf32>) -> tensor<1x16x2x16xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %40 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.dot_general %30, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 3, 1] : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %45 = stablehlo.dot_general %39, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %47 = stablehlo.reduce(%46 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<1x2x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x2x16xf32>) -> tensor<1x2x16x16xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<1x2x16x16xf32>
    %50 = stablehlo.exponential %49 : tensor<1x2x16x16xf32>
    %51 = stablehlo.reduce(%50 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<1x2x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x2x16xf32>) -> tensor<1x2x16x16xf32>
    %53 = stablehlo.divide %50, %52 : tensor<1x2x16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %55 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = stablehlo.dot_general %30, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %57 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %58 = stablehlo.add %56, %57 : tensor<16x32xf32>
    %59 = stablehlo.reshape %58 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %62 = stablehlo.dot_general %54, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %64 = stablehlo.transpose %63, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,16,2,16]{3,1,2,0}"} : (tensor<1x2x16x16xf32>) -> tensor<1x16x2x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x16x2x16xf32>) -> tensor<16x32xf32>
    %66 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %67 = stablehlo.dot_general %65, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %68 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %69 = stablehlo.add %67, %68 : tensor<16x32xf32>
    %70 = stablehlo.reshape %69 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %71 = stablehlo.add %25, %70 : tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%71, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %72 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %74 = stablehlo.multiply %output_28, %73 : tensor<1x16x32xf32>
    %75 = stablehlo.add %72, %74 : tensor<1x16x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %79 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %80 = stablehlo.add %78, %79 : tensor<16x64xf32>
    %81 = stablehlo.reshape %80 : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %82 = stablehlo.multiply %81, %cst_13 : tensor<1x16x64xf32>
    %83 = stablehlo.multiply %81, %cst_12 : tensor<1x16x64xf32>
    %84 = stablehlo.custom_call @mhlo.erf(%83) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %85 = stablehlo.add %84, %cst_11 : tensor<1x16x64xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<1x16x64xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    %88 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %89 = stablehlo.dot_general %87, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %93 = stablehlo.add %71, %92 : tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%93, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %94 = stablehlo.reshape %arg44 : (tensor<1x8xi64>) -> tensor<8xi64>
    %95 = stablehlo.convert %94 : (tensor<8xi64>) -> tensor<8xui32>
    %96 = "stablehlo.gather"(%arg0, %95) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %98 = "stablehlo.gather"(%arg43, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x8x1xi64>) -> tensor<1x8x32xf32>
    %99 = stablehlo.add %97, %98 : tensor<1x8x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%99, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %100 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %102 = stablehlo.multiply %output_34, %101 : tensor<1x8x32xf32>
    %103 = stablehlo.add %100, %102 : tensor<1x8x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %105 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %107 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %108 = stablehlo.add %106, %107 : tensor<8x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %110 = stablehlo.multiply %109, %cst_6 : tensor<1x8x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,16]{3,1,2,0}"} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %114 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %115 = stablehlo.dot_general %104, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x32xf32>) -> tensor<1x8x2x16xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 3, 1] : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %119 = stablehlo.dot_general %113, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %121 = stablehlo.convert %arg46 : (tensor<i1>) -> tensor<ui8>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %123 = "stablehlo.gather"(%c_10, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xi64>
    %124 = stablehlo.reshape %123 : (tensor<1x1x1x8xi64>) -> tensor<1x1x8xi64>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %126 = "stablehlo.gather"(%c_10, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xi64>
    %127 = stablehlo.reshape %126 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8xi64>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %129 = stablehlo.compare  LE, %125, %128 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %130 = stablehlo.convert %129 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %131 = stablehlo.and %122, %130 : tensor<1x1x8x8xui8>
    %132 = stablehlo.compare  NE, %131, %c_25 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %133 = stablehlo.convert %132 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %134 = "stablehlo.reduce_window"(%c, %c_24) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg53: tensor<ui8>, %arg54: tensor<ui8>):
      %255 = stablehlo.add %arg53, %arg54 : tensor<ui8>
      stablehlo.return %255 : tensor<ui8>
    }) : (tensor<1x8xui8>, tensor<ui8>) -> tensor<1x8xui8>
    %135 = "stablehlo.gather"(%134, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xui8>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xui8>
    %136 = stablehlo.reshape %135 : (tensor<1x1x8x1xui8>) -> tensor<1x1x8xui8>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x8xui8>) -> tensor<1x1x8x8xui8>
    %138 = "stablehlo.gather"(%134, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xui8>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xui8>
    %139 = stablehlo.reshape %138 : (tensor<1x1x1x8xui8>) -> tensor<1x1x8xui8>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 3] : (tensor<1x1x8xui8>) -> tensor<1x1x8x8xui8>
    %141 = stablehlo.compare  EQ, %137, %140 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %142 = stablehlo.convert %141 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %143 = stablehlo.and %133, %142 : tensor<1x1x8x8xui8>
    %144 = stablehlo.compare  NE, %143, %c_25 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %145 = stablehlo.select %144, %cst_3, %cst_2 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x1x8x8xf32>) -> tensor<1x8x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 2, 3] : (tensor<1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %148 = stablehlo.add %120, %147 : tensor<1x2x8x8xf32>
    %149 = stablehlo.reduce(%148 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %151 = stablehlo.subtract %148, %150 : tensor<1x2x8x8xf32>
    %152 = stablehlo.exponential %151 : tensor<1x2x8x8xf32>
    %153 = stablehlo.reduce(%152 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %155 = stablehlo.divide %152, %154 : tensor<1x2x8x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %157 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = stablehlo.dot_general %104, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %159 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %160 = stablehlo.add %158, %159 : tensor<8x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<8x32xf32>) -> tensor<1x8x2x16xf32>
    %162 = stablehlo.transpose %161, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,16]{3,1,2,0}"} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %164 = stablehlo.dot_general %156, %163, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,8,2,16]{3,1,2,0}"} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x8x2x16xf32>) -> tensor<8x32xf32>
    %168 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %171 = stablehlo.add %169, %170 : tensor<8x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %173 = stablehlo.add %99, %172 : tensor<1x8x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%173, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %174 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %176 = stablehlo.multiply %output_37, %175 : tensor<1x8x32xf32>
    %177 = stablehlo.add %174, %176 : tensor<1x8x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %179 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %181 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %182 = stablehlo.add %180, %181 : tensor<8x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %184 = stablehlo.multiply %183, %cst_6 : tensor<1x8x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %186 = stablehlo.transpose %185, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,16]{3,1,2,0}"} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %187 = stablehlo.reshape %186 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %188 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %189 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %190 = stablehlo.multiply %output_31, %189 : tensor<1x16x32xf32>
    %191 = stablehlo.add %188, %190 : tensor<1x16x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %196 = stablehlo.transpose %195, dims = [0, 2, 3, 1] : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %198 = stablehlo.dot_general %187, %197, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x16xf32>) -> tensor<2x8x16xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %200 = stablehlo.reduce(%199 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x16xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %202 = stablehlo.subtract %199, %201 : tensor<1x2x8x16xf32>
    %203 = stablehlo.exponential %202 : tensor<1x2x8x16xf32>
    %204 = stablehlo.reduce(%203 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x16xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x16xf32>
    %206 = stablehlo.divide %203, %205 : tensor<1x2x8x16xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %208 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %209 = stablehlo.dot_general %192, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %211 = stablehlo.add %209, %210 : tensor<16x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %215 = stablehlo.dot_general %207, %214, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x16xf32>) -> tensor<2x8x16xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,8,2,16]{3,1,2,0}"} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %218 = stablehlo.reshape %217 : (tensor<1x8x2x16xf32>) -> tensor<8x32xf32>
    %219 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %220 = stablehlo.dot_general %218, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %221 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %222 = stablehlo.add %220, %221 : tensor<8x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %224 = stablehlo.add %173, %223 : tensor<1x8x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%224, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %225 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %226 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %227 = stablehlo.multiply %output_40, %226 : tensor<1x8x32xf32>
    %228 = stablehlo.add %225, %227 : tensor<1x8x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %230 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %232 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %233 = stablehlo.add %231, %232 : tensor<8x64xf32>
    %234 = stablehlo.reshape %233 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %235 = stablehlo.multiply %234, %cst_1 : tensor<1x8x64xf32>
    %236 = stablehlo.multiply %234, %cst_0 : tensor<1x8x64xf32>
    %237 = stablehlo.custom_call @mhlo.erf(%236) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %238 = stablehlo.add %237, %cst : tensor<1x8x64xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<1x8x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %241 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %242 = stablehlo.dot_general %240, %241, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %243 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %244 = stablehlo.add %242, %243 : tensor<8x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %246 = stablehlo.add %224, %245 : tensor<1x8x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%246, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %247 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %248 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %249 = stablehlo.multiply %output_43, %248 : tensor<1x8x32xf32>
    %250 = stablehlo.add %247, %249 : tensor<1x8x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %252 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    return %254 : tensor<1x8x128xf32>
  }
}
