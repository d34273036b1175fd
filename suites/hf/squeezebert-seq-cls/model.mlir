module @IrToHlo.587 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<2x32xf32>, %arg10: tensor<1x64xi64>, %arg11: tensor<64x32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<128x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32x1xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x8x1xf32>, %arg19: tensor<2x8xi64>, %arg20: tensor<i1>, %arg21: tensor<32xf32>, %arg22: tensor<32x8x1xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x8x1xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x16x1xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x8x1xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x32x1xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x8x1xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x8x1xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x8x1xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x16x1xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64x8x1xf32>, %arg44: tensor<32xf32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x64x8xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x64x8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x8xf32>
    %cst_2 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_9 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<16xui32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg12 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg13, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg10 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.convert %5 : (tensor<8xi64>) -> tensor<8xui32>
    %7 = "stablehlo.gather"(%arg11, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %3, %8 : tensor<2x8x32xf32>
    %10 = "stablehlo.gather"(%arg9, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%13, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %14 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.add %14, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %21 = stablehlo.reshape %arg24 : (tensor<32x8x1xf32>) -> tensor<32x8x1x1xf32>
    %22 = stablehlo.convolution(%20, %21) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x8x1x1xf32>) -> tensor<2x32x1x8xf32>
    %23 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x32x1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x32x1x8xf32>) -> tensor<2x4x8x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %28 = stablehlo.reshape %arg22 : (tensor<32x8x1xf32>) -> tensor<32x8x1x1xf32>
    %29 = stablehlo.convolution(%20, %28) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x8x1x1xf32>) -> tensor<2x32x1x8xf32>
    %30 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %31 = stablehlo.add %29, %30 : tensor<2x32x1x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x32x1x8xf32>) -> tensor<8x8x8xf32>
    %33 = stablehlo.dot_general %27, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.divide %34, %cst_9 : tensor<2x4x8x8xf32>
    %36 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %38 = stablehlo.and %37, %c_8 : tensor<1x1x8x1xui8>
    %39 = stablehlo.compare  NE, %38, %c_16 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %43 = stablehlo.compare  NE, %arg19, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %44 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %45 = stablehlo.compare  LT, %44, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %46 = stablehlo.add %44, %c_5 : tensor<2x1x1x8xi64>
    %47 = stablehlo.select %45, %46, %44 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %48 = stablehlo.reshape %47 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %49 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %50 = stablehlo.compare  LT, %49, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
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
    %61 = stablehlo.select %60, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.add %35, %63 : tensor<2x4x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.exponential %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.divide %68, %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %73 = stablehlo.reshape %arg18 : (tensor<32x8x1xf32>) -> tensor<32x8x1x1xf32>
    %74 = stablehlo.convolution(%20, %73) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x8x1x1xf32>) -> tensor<2x32x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %76 = stablehlo.add %74, %75 : tensor<2x32x1x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x32x1x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.transpose %77, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %72, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.transpose %81, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x8x8xf32>) -> tensor<2x32x1x8xf32>
    %84 = stablehlo.reshape %arg16 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %85 = stablehlo.convolution(%83, %84) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %86 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %87 = stablehlo.add %85, %86 : tensor<2x32x1x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %89 = stablehlo.add %88, %19 : tensor<2x32x8xf32>
    %90 = stablehlo.transpose %89, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%91, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %92 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.reshape %output_18 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.add %92, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %99 = stablehlo.reshape %arg29 : (tensor<64x8x1xf32>) -> tensor<64x8x1x1xf32>
    %100 = stablehlo.convolution(%98, %99) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<64x8x1x1xf32>) -> tensor<2x64x1x8xf32>
    %101 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x8xf32>
    %102 = stablehlo.add %100, %101 : tensor<2x64x1x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %104 = stablehlo.multiply %103, %cst_1 : tensor<2x64x8xf32>
    %105 = stablehlo.multiply %103, %cst_0 : tensor<2x64x8xf32>
    %106 = stablehlo.custom_call @mhlo.erf(%105) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x8xf32>) -> tensor<2x64x8xf32>
    %107 = stablehlo.add %106, %cst : tensor<2x64x8xf32>
    %108 = stablehlo.multiply %104, %107 : tensor<2x64x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %110 = stablehlo.reshape %arg27 : (tensor<32x16x1xf32>) -> tensor<32x16x1x1xf32>
    %111 = stablehlo.convolution(%109, %110) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x1x8xf32>
    %112 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %113 = stablehlo.add %111, %112 : tensor<2x32x1x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %115 = stablehlo.add %114, %97 : tensor<2x32x8xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%117, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %118 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %125 = stablehlo.reshape %arg38 : (tensor<32x8x1xf32>) -> tensor<32x8x1x1xf32>
    %126 = stablehlo.convolution(%124, %125) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x8x1x1xf32>) -> tensor<2x32x1x8xf32>
    %127 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %128 = stablehlo.add %126, %127 : tensor<2x32x1x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x32x1x8xf32>) -> tensor<2x4x8x8xf32>
    %130 = stablehlo.transpose %129, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %arg36 : (tensor<32x8x1xf32>) -> tensor<32x8x1x1xf32>
    %133 = stablehlo.convolution(%124, %132) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x8x1x1xf32>) -> tensor<2x32x1x8xf32>
    %134 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %135 = stablehlo.add %133, %134 : tensor<2x32x1x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x32x1x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.dot_general %131, %136, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %139 = stablehlo.divide %138, %cst_9 : tensor<2x4x8x8xf32>
    %140 = stablehlo.add %139, %63 : tensor<2x4x8x8xf32>
    %141 = stablehlo.reduce(%140 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<2x4x8x8xf32>
    %144 = stablehlo.exponential %143 : tensor<2x4x8x8xf32>
    %145 = stablehlo.reduce(%144 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %147 = stablehlo.divide %144, %146 : tensor<2x4x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %149 = stablehlo.reshape %arg34 : (tensor<32x8x1xf32>) -> tensor<32x8x1x1xf32>
    %150 = stablehlo.convolution(%124, %149) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x8x1x1xf32>) -> tensor<2x32x1x8xf32>
    %151 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %152 = stablehlo.add %150, %151 : tensor<2x32x1x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x32x1x8xf32>) -> tensor<2x4x8x8xf32>
    %154 = stablehlo.transpose %153, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %156 = stablehlo.dot_general %148, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %158 = stablehlo.transpose %157, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x4x8x8xf32>) -> tensor<2x32x1x8xf32>
    %160 = stablehlo.reshape %arg32 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %161 = stablehlo.convolution(%159, %160) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x1x8xf32>
    %162 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x32x1x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %165 = stablehlo.add %164, %123 : tensor<2x32x8xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%167, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %168 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.add %168, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %175 = stablehlo.reshape %arg43 : (tensor<64x8x1xf32>) -> tensor<64x8x1x1xf32>
    %176 = stablehlo.convolution(%174, %175) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<64x8x1x1xf32>) -> tensor<2x64x1x8xf32>
    %177 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x8xf32>
    %178 = stablehlo.add %176, %177 : tensor<2x64x1x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %180 = stablehlo.multiply %179, %cst_1 : tensor<2x64x8xf32>
    %181 = stablehlo.multiply %179, %cst_0 : tensor<2x64x8xf32>
    %182 = stablehlo.custom_call @mhlo.erf(%181) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x8xf32>) -> tensor<2x64x8xf32>
    %183 = stablehlo.add %182, %cst : tensor<2x64x8xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<2x64x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %186 = stablehlo.reshape %arg41 : (tensor<32x16x1xf32>) -> tensor<32x16x1x1xf32>
    %187 = stablehlo.convolution(%185, %186) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x1x8xf32>
    %188 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %189 = stablehlo.add %187, %188 : tensor<2x32x1x8xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %191 = stablehlo.add %190, %173 : tensor<2x32x8xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%193, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %194 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.add %194, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.slice %198 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %201 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %202 = stablehlo.dot_general %200, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %204 = stablehlo.add %202, %203 : tensor<2x32xf32>
    %205 = stablehlo.tanh %204 : tensor<2x32xf32>
    %206 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,2]{0,1}"} : (tensor<2x32xf32>) -> tensor<32x2xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x2xf32>) -> tensor<2x2xf32>
    %208 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
    %209 = stablehlo.add %207, %208 : tensor<2x2xf32>
    return %209 : tensor<2x2xf32>
  }
}
