module @IrToHlo.965 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x16x3x3xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x3x7x7xf32>, %arg9: tensor<2x3x32x32xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x1x3x3xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16x16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16x1x3x3xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16x16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16x1x3x3xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<32xf32>, %arg43: tensor<1x1x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x1x3x3xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32x1x3x3xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32x32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x1x3x3xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32x64xf32>, %arg71: tensor<64xf32>, %arg72: tensor<64x32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32x32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32x32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<32x1x3x3xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32x32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32x1x3x3xf32>, %arg93: tensor<32xf32>, %arg94: tensor<32x32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32x1x3x3xf32>, %arg100: tensor<32xf32>, %arg101: tensor<32x64xf32>, %arg102: tensor<64xf32>, %arg103: tensor<64x32xf32>, %arg104: tensor<32xf32>, %arg105: tensor<32xf32>, %arg106: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x17x64xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<2x17x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x17x64xf32>
    %cst_4 = stablehlo.constant dense<0.176776692> : tensor<2x2x17x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x32xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<2x64x32xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x32xf32>
    %cst_12 = stablehlo.constant dense<2.500000e-01> : tensor<2x1x64x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg9, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x7x7xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x8x8xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%5, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %6 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %7 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x64x16xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x64x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%11, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %12 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %13 = stablehlo.reshape %output_17 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x64x16xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x64x16xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x16x64xf32>) -> tensor<2x16x8x8xf32>
    %19 = stablehlo.convolution(%18, %arg35) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x8x8xf32>
    %20 = "stablehlo.batch_norm_inference"(%19, %arg34, %arg33, %arg32, %arg31) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x16x8x8xf32>) -> tensor<2x16x64xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %24 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %27 = stablehlo.add %25, %26 : tensor<128x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %29 = stablehlo.convolution(%18, %arg28) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x4x4xf32>
    %30 = "stablehlo.batch_norm_inference"(%29, %arg27, %arg26, %arg25, %arg24) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x16x4x4xf32>) -> tensor<2x16x16xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{1,2,0}"} : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x16x16xf32>) -> tensor<32x16xf32>
    %34 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %35 = stablehlo.dot_general %33, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %36 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %37 = stablehlo.add %35, %36 : tensor<32x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<32x16xf32>) -> tensor<2x1x1x16x16xf32>
    %39 = stablehlo.transpose %38, dims = [0, 4, 1, 3, 2] {result_layout = dense<[4, 1, 3, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,16,1,16,1]{4,1,3,2,0}"} : (tensor<2x1x1x16x16xf32>) -> tensor<2x16x1x16x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x16x1x16x1xf32>) -> tensor<2x16x16xf32>
    %41 = stablehlo.dot_general %28, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x16xf32>) -> tensor<2x64x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x64x16xf32>) -> tensor<2x1x64x16xf32>
    %43 = stablehlo.multiply %42, %cst_12 : tensor<2x1x64x16xf32>
    %44 = stablehlo.reduce(%43 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x64x16xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x16xf32>
    %46 = stablehlo.subtract %43, %45 : tensor<2x1x64x16xf32>
    %47 = stablehlo.exponential %46 : tensor<2x1x64x16xf32>
    %48 = stablehlo.reduce(%47 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x1x64x16xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x16xf32>
    %50 = stablehlo.divide %47, %49 : tensor<2x1x64x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x1x64x16xf32>) -> tensor<2x64x16xf32>
    %52 = stablehlo.convolution(%18, %arg19) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x4x4xf32>
    %53 = "stablehlo.batch_norm_inference"(%52, %arg18, %arg17, %arg16, %arg15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x16x4x4xf32>) -> tensor<2x16x16xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,16]{1,2,0}"} : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x16x16xf32>) -> tensor<32x16xf32>
    %57 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %58 = stablehlo.dot_general %56, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %59 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %60 = stablehlo.add %58, %59 : tensor<32x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<32x16xf32>) -> tensor<2x16x16xf32>
    %62 = stablehlo.dot_general %51, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x16xf32>) -> tensor<2x64x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %64 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %65 = stablehlo.dot_general %63, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %66 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %67 = stablehlo.add %65, %66 : tensor<128x16xf32>
    %68 = stablehlo.reshape %67 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %69 = stablehlo.add %68, %10 : tensor<2x64x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%70, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %71 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %72 = stablehlo.reshape %output_20 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %73 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<2x64x16xf32>
    %75 = stablehlo.add %71, %74 : tensor<2x64x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %77 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %79 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %80 = stablehlo.add %78, %79 : tensor<128x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %82 = stablehlo.multiply %81, %cst_11 : tensor<2x64x32xf32>
    %83 = stablehlo.multiply %81, %cst_10 : tensor<2x64x32xf32>
    %84 = stablehlo.custom_call @mhlo.erf(%83) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    %85 = stablehlo.add %84, %cst_9 : tensor<2x64x32xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<2x64x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %88 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %89 = stablehlo.dot_general %87, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x16xf32>) -> tensor<128x16xf32>
    %90 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %91 = stablehlo.add %89, %90 : tensor<128x16xf32>
    %92 = stablehlo.reshape %91 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %93 = stablehlo.add %92, %69 : tensor<2x64x16xf32>
    %94 = stablehlo.transpose %93, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x16x64xf32>) -> tensor<2x16x8x8xf32>
    %96 = stablehlo.convolution(%95, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<2x32x4x4xf32>
    %97 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %98 = stablehlo.add %96, %97 : tensor<2x32x4x4xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%101, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %102 = stablehlo.reshape %arg43 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %105 = stablehlo.reshape %output_23 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %106 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<2x16x32xf32>
    %108 = stablehlo.add %104, %107 : tensor<2x16x32xf32>
    %109 = stablehlo.concatenate %103, %108, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%110, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %111 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %112 = stablehlo.reshape %output_26 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %113 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<2x17x32xf32>
    %115 = stablehlo.add %111, %114 : tensor<2x17x32xf32>
    %116 = stablehlo.slice %115 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %117 = stablehlo.slice %115 [0:2, 1:17, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,16]{1,2,0}"} : (tensor<2x16x32xf32>) -> tensor<2x32x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x32x16xf32>) -> tensor<2x32x4x4xf32>
    %120 = stablehlo.convolution(%119, %arg68) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x4x4xf32>
    %121 = "stablehlo.batch_norm_inference"(%120, %arg67, %arg66, %arg65, %arg64) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %124 = stablehlo.concatenate %116, %123, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %126 = stablehlo.transpose %arg63, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg62, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %129 = stablehlo.add %127, %128 : tensor<34x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %133 = stablehlo.convolution(%119, %arg61) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x2x2xf32>
    %134 = "stablehlo.batch_norm_inference"(%133, %arg60, %arg59, %arg58, %arg57) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x2x2xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x32x2x2xf32>) -> tensor<2x32x4xf32>
    %136 = stablehlo.transpose %135, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,32]{1,2,0}"} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    %137 = stablehlo.concatenate %116, %136, dim = 1 : (tensor<2x1x32xf32>, tensor<2x4x32xf32>) -> tensor<2x5x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x5x32xf32>) -> tensor<10x32xf32>
    %139 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg55, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %142 = stablehlo.add %140, %141 : tensor<10x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<10x32xf32>) -> tensor<2x5x2x16xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,16]{3,1,2,0}"} : (tensor<2x5x2x16xf32>) -> tensor<2x2x5x16xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x2x5x16xf32>) -> tensor<2x2x1x5x16xf32>
    %146 = stablehlo.transpose %145, dims = [0, 1, 4, 3, 2] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,2,16,5,1]{4,2,3,1,0}"} : (tensor<2x2x1x5x16xf32>) -> tensor<2x2x16x5x1xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x2x16x5x1xf32>) -> tensor<4x16x5xf32>
    %148 = stablehlo.dot_general %132, %147, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x5xf32>) -> tensor<4x17x5xf32>
    %149 = stablehlo.reshape %148 : (tensor<4x17x5xf32>) -> tensor<2x2x17x5xf32>
    %150 = stablehlo.multiply %149, %cst_4 : tensor<2x2x17x5xf32>
    %151 = stablehlo.reduce(%150 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x5xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x5xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<2x2x17x5xf32>
    %154 = stablehlo.exponential %153 : tensor<2x2x17x5xf32>
    %155 = stablehlo.reduce(%154 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x5xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x5xf32>
    %157 = stablehlo.divide %154, %156 : tensor<2x2x17x5xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x2x17x5xf32>) -> tensor<4x17x5xf32>
    %159 = stablehlo.convolution(%119, %arg52) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x2x2xf32>
    %160 = "stablehlo.batch_norm_inference"(%159, %arg51, %arg50, %arg49, %arg48) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x2x2xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x32x2x2xf32>) -> tensor<2x32x4xf32>
    %162 = stablehlo.transpose %161, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,32]{1,2,0}"} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    %163 = stablehlo.concatenate %116, %162, dim = 1 : (tensor<2x1x32xf32>, tensor<2x4x32xf32>) -> tensor<2x5x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x5x32xf32>) -> tensor<10x32xf32>
    %165 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.dot_general %164, %165, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %168 = stablehlo.add %166, %167 : tensor<10x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<10x32xf32>) -> tensor<2x5x2x16xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,16]{3,1,2,0}"} : (tensor<2x5x2x16xf32>) -> tensor<2x2x5x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x2x5x16xf32>) -> tensor<4x5x16xf32>
    %172 = stablehlo.dot_general %158, %171, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x5xf32>, tensor<4x5x16xf32>) -> tensor<4x17x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %174 = stablehlo.transpose %173, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %176 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %178 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %179 = stablehlo.add %177, %178 : tensor<34x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %181 = stablehlo.add %180, %109 : tensor<2x17x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%182, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %183 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %184 = stablehlo.reshape %output_29 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg73, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<2x17x32xf32>
    %187 = stablehlo.add %183, %186 : tensor<2x17x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %189 = stablehlo.transpose %arg72, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %191 = stablehlo.broadcast_in_dim %arg71, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %192 = stablehlo.add %190, %191 : tensor<34x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %194 = stablehlo.multiply %193, %cst_3 : tensor<2x17x64xf32>
    %195 = stablehlo.multiply %193, %cst_2 : tensor<2x17x64xf32>
    %196 = stablehlo.custom_call @mhlo.erf(%195) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x17x64xf32>) -> tensor<2x17x64xf32>
    %197 = stablehlo.add %196, %cst_1 : tensor<2x17x64xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<2x17x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %200 = stablehlo.transpose %arg70, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg69, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %203 = stablehlo.add %201, %202 : tensor<34x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %205 = stablehlo.add %204, %181 : tensor<2x17x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%206, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %207 = stablehlo.broadcast_in_dim %arg85, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %208 = stablehlo.reshape %output_32 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg84, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x17x32xf32>
    %211 = stablehlo.add %207, %210 : tensor<2x17x32xf32>
    %212 = stablehlo.slice %211 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %213 = stablehlo.slice %211 [0:2, 1:17, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,16]{1,2,0}"} : (tensor<2x16x32xf32>) -> tensor<2x32x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x32x16xf32>) -> tensor<2x32x4x4xf32>
    %216 = stablehlo.convolution(%215, %arg99) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x4x4xf32>
    %217 = "stablehlo.batch_norm_inference"(%216, %arg98, %arg97, %arg96, %arg95) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %220 = stablehlo.concatenate %212, %219, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %222 = stablehlo.transpose %arg94, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %223 = stablehlo.dot_general %221, %222, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %224 = stablehlo.broadcast_in_dim %arg93, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %225 = stablehlo.add %223, %224 : tensor<34x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %227 = stablehlo.transpose %226, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %229 = stablehlo.convolution(%215, %arg92) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x2x2xf32>
    %230 = "stablehlo.batch_norm_inference"(%229, %arg91, %arg90, %arg89, %arg88) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x2x2xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x32x2x2xf32>) -> tensor<2x32x4xf32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,32]{1,2,0}"} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    %233 = stablehlo.concatenate %212, %232, dim = 1 : (tensor<2x1x32xf32>, tensor<2x4x32xf32>) -> tensor<2x5x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x5x32xf32>) -> tensor<10x32xf32>
    %235 = stablehlo.transpose %arg87, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %236 = stablehlo.dot_general %234, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %237 = stablehlo.broadcast_in_dim %arg86, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %238 = stablehlo.add %236, %237 : tensor<10x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<10x32xf32>) -> tensor<2x5x2x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,16]{3,1,2,0}"} : (tensor<2x5x2x16xf32>) -> tensor<2x2x5x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x2x5x16xf32>) -> tensor<2x2x1x5x16xf32>
    %242 = stablehlo.transpose %241, dims = [0, 1, 4, 3, 2] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,2,16,5,1]{4,2,3,1,0}"} : (tensor<2x2x1x5x16xf32>) -> tensor<2x2x16x5x1xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x2x16x5x1xf32>) -> tensor<4x16x5xf32>
    %244 = stablehlo.dot_general %228, %243, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x5xf32>) -> tensor<4x17x5xf32>
    %245 = stablehlo.reshape %244 : (tensor<4x17x5xf32>) -> tensor<2x2x17x5xf32>
    %246 = stablehlo.multiply %245, %cst_4 : tensor<2x2x17x5xf32>
    %247 = stablehlo.reduce(%246 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x5xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x5xf32>
    %249 = stablehlo.subtract %246, %248 : tensor<2x2x17x5xf32>
    %250 = stablehlo.exponential %249 : tensor<2x2x17x5xf32>
    %251 = stablehlo.reduce(%250 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x5xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x5xf32>
    %253 = stablehlo.divide %250, %252 : tensor<2x2x17x5xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x2x17x5xf32>) -> tensor<4x17x5xf32>
    %255 = stablehlo.convolution(%215, %arg83) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x2x2xf32>
    %256 = "stablehlo.batch_norm_inference"(%255, %arg82, %arg81, %arg80, %arg79) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x2x2xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x32x2x2xf32>) -> tensor<2x32x4xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,32]{1,2,0}"} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
    %259 = stablehlo.concatenate %212, %258, dim = 1 : (tensor<2x1x32xf32>, tensor<2x4x32xf32>) -> tensor<2x5x32xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x5x32xf32>) -> tensor<10x32xf32>
    %261 = stablehlo.transpose %arg78, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %262 = stablehlo.dot_general %260, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %263 = stablehlo.broadcast_in_dim %arg77, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %264 = stablehlo.add %262, %263 : tensor<10x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<10x32xf32>) -> tensor<2x5x2x16xf32>
    %266 = stablehlo.transpose %265, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,5,16]{3,1,2,0}"} : (tensor<2x5x2x16xf32>) -> tensor<2x2x5x16xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x2x5x16xf32>) -> tensor<4x5x16xf32>
    %268 = stablehlo.dot_general %254, %267, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x5xf32>, tensor<4x5x16xf32>) -> tensor<4x17x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %270 = stablehlo.transpose %269, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %272 = stablehlo.transpose %arg76, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %273 = stablehlo.dot_general %271, %272, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %274 = stablehlo.broadcast_in_dim %arg75, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %275 = stablehlo.add %273, %274 : tensor<34x32xf32>
    %276 = stablehlo.reshape %275 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %277 = stablehlo.add %276, %205 : tensor<2x17x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%278, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %279 = stablehlo.broadcast_in_dim %arg105, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %280 = stablehlo.reshape %output_35 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %281 = stablehlo.broadcast_in_dim %arg104, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %282 = stablehlo.multiply %280, %281 : tensor<2x17x32xf32>
    %283 = stablehlo.add %279, %282 : tensor<2x17x32xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %285 = stablehlo.transpose %arg103, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %286 = stablehlo.dot_general %284, %285, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %287 = stablehlo.broadcast_in_dim %arg102, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %288 = stablehlo.add %286, %287 : tensor<34x64xf32>
    %289 = stablehlo.reshape %288 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %290 = stablehlo.multiply %289, %cst_3 : tensor<2x17x64xf32>
    %291 = stablehlo.multiply %289, %cst_2 : tensor<2x17x64xf32>
    %292 = stablehlo.custom_call @mhlo.erf(%291) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x17x64xf32>) -> tensor<2x17x64xf32>
    %293 = stablehlo.add %292, %cst_1 : tensor<2x17x64xf32>
    %294 = stablehlo.multiply %290, %293 : tensor<2x17x64xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %296 = stablehlo.transpose %arg101, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %297 = stablehlo.dot_general %295, %296, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %298 = stablehlo.broadcast_in_dim %arg100, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %299 = stablehlo.add %297, %298 : tensor<34x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %301 = stablehlo.add %300, %277 : tensor<2x17x32xf32>
    %302 = stablehlo.slice %301 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x1x32xf32>) -> tensor<1x2x32xf32>
    %output_38, %batch_mean_39, %batch_var_40 = "stablehlo.batch_norm_training"(%303, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %304 = stablehlo.broadcast_in_dim %arg106, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %305 = stablehlo.reshape %output_38 : (tensor<1x2x32xf32>) -> tensor<2x1x32xf32>
    %306 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %307 = stablehlo.multiply %305, %306 : tensor<2x1x32xf32>
    %308 = stablehlo.add %304, %307 : tensor<2x1x32xf32>
    %309 = stablehlo.reduce(%308 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %310 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %311 = stablehlo.dot_general %309, %310, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %312 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %313 = stablehlo.add %311, %312 : tensor<2x10xf32>
    return %313 : tensor<2x10xf32>
  }
}
