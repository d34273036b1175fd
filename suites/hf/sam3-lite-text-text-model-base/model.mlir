module @IrToHlo.330 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64x1x1xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32x1x1xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x1x1x11xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x64x1x1xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x32x1x1xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x1x1x11xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<1x1x64x32xf32>, %arg28: tensor<2x8xi64>, %arg29: tensor<128x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x1x1x11xf32>, %arg39: tensor<32x1x1xf32>, %arg40: tensor<32x1x1xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x1x1x11xf32>, %arg50: tensor<32x1x1xf32>, %arg51: tensor<32x1x1xf32>, %arg52: tensor<32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x1x8xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<2x64x1x8xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x1x8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<32x3xf32>
    %cst_5 = stablehlo.constant dense<2.900000e+01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<32x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<32x3xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<8x3xf32>
    %cst_12 = stablehlo.constant dense<6.100000e+01> : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<8x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg28 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg29, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<8xf32>
    %5 = stablehlo.add %4, %cst_15 : tensor<8xf32>
    %6 = stablehlo.multiply %5, %cst_14 : tensor<8xf32>
    %7 = stablehlo.subtract %6, %cst_13 : tensor<8xf32>
    %8 = stablehlo.subtract %7, %cst_15 : tensor<8xf32>
    %9 = stablehlo.ceil %8 : tensor<8xf32>
    %10 = stablehlo.clamp %cst_16, %9, %cst_12 : tensor<8xf32>
    %11 = stablehlo.subtract %10, %6 : tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %13 = stablehlo.iota dim = 0 : tensor<3xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<3xf32>) -> tensor<8x3xf32>
    %15 = stablehlo.add %12, %14 : tensor<8x3xf32>
    %16 = stablehlo.add %15, %cst_11 : tensor<8x3xf32>
    %17 = stablehlo.abs %16 : tensor<8x3xf32>
    %18 = stablehlo.subtract %cst_17, %17 : tensor<8x3xf32>
    %19 = stablehlo.maximum %18, %cst_18 : tensor<8x3xf32>
    %20 = stablehlo.reduce(%19 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %22 = stablehlo.divide %19, %21 : tensor<8x3xf32>
    %23 = stablehlo.iota dim = 0 : tensor<32xf32>
    %24 = stablehlo.add %23, %cst_7 : tensor<32xf32>
    %25 = stablehlo.subtract %24, %cst_6 : tensor<32xf32>
    %26 = stablehlo.subtract %25, %cst_7 : tensor<32xf32>
    %27 = stablehlo.ceil %26 : tensor<32xf32>
    %28 = stablehlo.clamp %cst_8, %27, %cst_5 : tensor<32xf32>
    %29 = stablehlo.subtract %28, %24 : tensor<32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<32xf32>) -> tensor<32x3xf32>
    %31 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<3xf32>) -> tensor<32x3xf32>
    %32 = stablehlo.add %30, %31 : tensor<32x3xf32>
    %33 = stablehlo.add %32, %cst_4 : tensor<32x3xf32>
    %34 = stablehlo.abs %33 : tensor<32x3xf32>
    %35 = stablehlo.subtract %cst_9, %34 : tensor<32x3xf32>
    %36 = stablehlo.maximum %35, %cst_10 : tensor<32x3xf32>
    %37 = stablehlo.reduce(%36 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<32xf32>) -> tensor<32x3xf32>
    %39 = stablehlo.divide %36, %38 : tensor<32x3xf32>
    %40 = stablehlo.dot_general %22, %39, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<32x3xf32>) -> tensor<8x3x32x3xf32>
    %41 = stablehlo.transpose %arg27, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,64,1]{1,2,3,0}"} : (tensor<1x1x64x32xf32>) -> tensor<1x32x64x1xf32>
    %42 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<32xf32>) -> tensor<32x8x1xf32>
    %43 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<8xf32>) -> tensor<32x8x1xf32>
    %44 = stablehlo.concatenate %42, %43, dim = 2 : (tensor<32x8x1xf32>, tensor<32x8x1xf32>) -> tensor<32x8x2xf32>
    %45 = stablehlo.convert %44 : (tensor<32x8x2xf32>) -> tensor<32x8x2xi32>
    %46 = "stablehlo.gather"(%41, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 3, 1>}> : (tensor<1x32x64x1xf32>, tensor<32x8x2xi32>) -> tensor<1x3x3x1x32x8xf32>
    %47 = stablehlo.dot_general %40, %46, batching_dims = [2, 0] x [4, 5], contracting_dims = [3, 1] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x3x32x3xf32>, tensor<1x3x3x1x32x8xf32>) -> tensor<32x8x1x1xf32>
    %48 = stablehlo.reshape %47 : (tensor<32x8x1x1xf32>) -> tensor<1x32x8x1xf32>
    %49 = stablehlo.transpose %48, dims = [0, 3, 2, 1] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,1,8,32]{1,0,2,3}"} : (tensor<1x32x8x1xf32>) -> tensor<1x1x8x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x1x8x32xf32>) -> tensor<8x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %52 = stablehlo.add %3, %51 : tensor<2x8x32xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %55 = stablehlo.broadcast_in_dim %arg39, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x32x1x1xf32>) -> tensor<2x32x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1x8xf32>
    %58 = stablehlo.convolution(%54, %arg38) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [5, 5]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x11xf32>) -> tensor<2x32x1x8xf32>
    %59 = "stablehlo.batch_norm_inference"(%58, %arg37, %arg36, %arg35, %arg34) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %60 = "stablehlo.batch_norm_inference"(%54, %arg33, %arg32, %arg31, %arg30) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %61 = stablehlo.add %59, %60 : tensor<2x32x1x8xf32>
    %62 = "stablehlo.batch_norm_inference"(%54, %arg26, %arg25, %arg24, %arg23) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %63 = stablehlo.subtract %61, %62 : tensor<2x32x1x8xf32>
    %64 = stablehlo.multiply %57, %63 : tensor<2x32x1x8xf32>
    %65 = stablehlo.add %54, %64 : tensor<2x32x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %arg40, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x32x1x1xf32>) -> tensor<2x32x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1x8xf32>
    %69 = stablehlo.convolution(%65, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [5, 5]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x11xf32>) -> tensor<2x32x1x8xf32>
    %70 = "stablehlo.batch_norm_inference"(%69, %arg21, %arg20, %arg19, %arg18) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %71 = stablehlo.convolution(%70, %arg17) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<64x32x1x1xf32>) -> tensor<2x64x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x8xf32>
    %73 = stablehlo.add %71, %72 : tensor<2x64x1x8xf32>
    %74 = stablehlo.multiply %73, %cst_3 : tensor<2x64x1x8xf32>
    %75 = stablehlo.multiply %73, %cst_2 : tensor<2x64x1x8xf32>
    %76 = stablehlo.custom_call @mhlo.erf(%75) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x1x8xf32>) -> tensor<2x64x1x8xf32>
    %77 = stablehlo.add %76, %cst_1 : tensor<2x64x1x8xf32>
    %78 = stablehlo.multiply %74, %77 : tensor<2x64x1x8xf32>
    %79 = stablehlo.convolution(%78, %arg15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<32x64x1x1xf32>) -> tensor<2x32x1x8xf32>
    %80 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %81 = stablehlo.add %79, %80 : tensor<2x32x1x8xf32>
    %82 = stablehlo.multiply %68, %81 : tensor<2x32x1x8xf32>
    %83 = stablehlo.add %65, %82 : tensor<2x32x1x8xf32>
    %84 = stablehlo.broadcast_in_dim %arg50, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x32x1x1xf32>) -> tensor<2x32x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1x8xf32>
    %87 = stablehlo.convolution(%83, %arg49) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [5, 5]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x11xf32>) -> tensor<2x32x1x8xf32>
    %88 = "stablehlo.batch_norm_inference"(%87, %arg48, %arg47, %arg46, %arg45) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %89 = "stablehlo.batch_norm_inference"(%83, %arg44, %arg43, %arg42, %arg41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %90 = stablehlo.add %88, %89 : tensor<2x32x1x8xf32>
    %91 = "stablehlo.batch_norm_inference"(%83, %arg13, %arg12, %arg11, %arg10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %92 = stablehlo.subtract %90, %91 : tensor<2x32x1x8xf32>
    %93 = stablehlo.multiply %86, %92 : tensor<2x32x1x8xf32>
    %94 = stablehlo.add %83, %93 : tensor<2x32x1x8xf32>
    %95 = stablehlo.broadcast_in_dim %arg51, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x32x1x1xf32>) -> tensor<2x32x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1x8xf32>
    %98 = stablehlo.convolution(%94, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [5, 5]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x11xf32>) -> tensor<2x32x1x8xf32>
    %99 = "stablehlo.batch_norm_inference"(%98, %arg8, %arg7, %arg6, %arg5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %100 = stablehlo.convolution(%99, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<64x32x1x1xf32>) -> tensor<2x64x1x8xf32>
    %101 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x8xf32>
    %102 = stablehlo.add %100, %101 : tensor<2x64x1x8xf32>
    %103 = stablehlo.multiply %102, %cst_3 : tensor<2x64x1x8xf32>
    %104 = stablehlo.multiply %102, %cst_2 : tensor<2x64x1x8xf32>
    %105 = stablehlo.custom_call @mhlo.erf(%104) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x1x8xf32>) -> tensor<2x64x1x8xf32>
    %106 = stablehlo.add %105, %cst_1 : tensor<2x64x1x8xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<2x64x1x8xf32>
    %108 = stablehlo.convolution(%107, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<32x64x1x1xf32>) -> tensor<2x32x1x8xf32>
    %109 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32>
    %110 = stablehlo.add %108, %109 : tensor<2x32x1x8xf32>
    %111 = stablehlo.multiply %97, %110 : tensor<2x32x1x8xf32>
    %112 = stablehlo.add %94, %111 : tensor<2x32x1x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%115, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x8x32xf32>
    return %120 : tensor<2x8x32xf32>
  }
}
