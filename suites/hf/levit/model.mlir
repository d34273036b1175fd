module @IrToHlo.975 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x48xf32>, %arg2: tensor<48xf32>, %arg3: tensor<48xf32>, %arg4: tensor<48xf32>, %arg5: tensor<48xf32>, %arg6: tensor<48xf32>, %arg7: tensor<48xf32>, %arg8: tensor<48xf32>, %arg9: tensor<48xf32>, %arg10: tensor<48x96xf32>, %arg11: tensor<96xf32>, %arg12: tensor<96xf32>, %arg13: tensor<96xf32>, %arg14: tensor<96xf32>, %arg15: tensor<96x48xf32>, %arg16: tensor<48xf32>, %arg17: tensor<48xf32>, %arg18: tensor<48xf32>, %arg19: tensor<48xf32>, %arg20: tensor<48x48xf32>, %arg21: tensor<96xf32>, %arg22: tensor<96xf32>, %arg23: tensor<96xf32>, %arg24: tensor<96xf32>, %arg25: tensor<96x48xf32>, %arg26: tensor<48xf32>, %arg27: tensor<48xf32>, %arg28: tensor<48xf32>, %arg29: tensor<48xf32>, %arg30: tensor<48x96xf32>, %arg31: tensor<96xf32>, %arg32: tensor<96xf32>, %arg33: tensor<96xf32>, %arg34: tensor<96xf32>, %arg35: tensor<96x48xf32>, %arg36: tensor<48xf32>, %arg37: tensor<48xf32>, %arg38: tensor<48xf32>, %arg39: tensor<48xf32>, %arg40: tensor<48x128xf32>, %arg41: tensor<160xf32>, %arg42: tensor<160xf32>, %arg43: tensor<160xf32>, %arg44: tensor<160xf32>, %arg45: tensor<160x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<64x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32x32xf32>, %arg61: tensor<64xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<64x32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32x64xf32>, %arg71: tensor<64xf32>, %arg72: tensor<64xf32>, %arg73: tensor<64xf32>, %arg74: tensor<64xf32>, %arg75: tensor<64x32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32x64xf32>, %arg81: tensor<80xf32>, %arg82: tensor<80xf32>, %arg83: tensor<80xf32>, %arg84: tensor<80xf32>, %arg85: tensor<80x16xf32>, %arg86: tensor<16xf32>, %arg87: tensor<16xf32>, %arg88: tensor<16xf32>, %arg89: tensor<16xf32>, %arg90: tensor<16x32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<32xf32>, %arg94: tensor<32xf32>, %arg95: tensor<32x16xf32>, %arg96: tensor<16xf32>, %arg97: tensor<16xf32>, %arg98: tensor<16xf32>, %arg99: tensor<16xf32>, %arg100: tensor<16x16xf32>, %arg101: tensor<32xf32>, %arg102: tensor<32xf32>, %arg103: tensor<32xf32>, %arg104: tensor<32xf32>, %arg105: tensor<32x16xf32>, %arg106: tensor<16xf32>, %arg107: tensor<16xf32>, %arg108: tensor<16xf32>, %arg109: tensor<16xf32>, %arg110: tensor<16x8x3x3xf32>, %arg111: tensor<8xf32>, %arg112: tensor<8xf32>, %arg113: tensor<8xf32>, %arg114: tensor<8xf32>, %arg115: tensor<8x4x3x3xf32>, %arg116: tensor<4xf32>, %arg117: tensor<4xf32>, %arg118: tensor<4xf32>, %arg119: tensor<4xf32>, %arg120: tensor<4x2x3x3xf32>, %arg121: tensor<2xf32>, %arg122: tensor<2xf32>, %arg123: tensor<2xf32>, %arg124: tensor<2xf32>, %arg125: tensor<2x3x3x3xf32>, %arg126: tensor<2x3x32x32xf32>, %arg127: tensor<1x4x4xf32>, %arg128: tensor<2x1x4xf32>, %arg129: tensor<16xf32>, %arg130: tensor<16xf32>, %arg131: tensor<16xf32>, %arg132: tensor<16xf32>, %arg133: tensor<16x16xf32>, %arg134: tensor<2x1x1xf32>, %arg135: tensor<4x1x1xf32>, %arg136: tensor<32xf32>, %arg137: tensor<32xf32>, %arg138: tensor<32xf32>, %arg139: tensor<32xf32>, %arg140: tensor<32x32xf32>, %arg141: tensor<3x1x1xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<2x1x48xf32>
    %cst_0 = stablehlo.constant dense<3.40282347E+38> : tensor<2x1x48xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<2x1x48xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x48xf32>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x48xf32>
    %cst_4 = stablehlo.constant dense<0.353553385> : tensor<2x3x1x1xf32>
    %cst_5 = stablehlo.constant dense<6.000000e+00> : tensor<2x1x96xf32>
    %cst_6 = stablehlo.constant dense<3.40282347E+38> : tensor<2x1x96xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<2x1x96xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x96xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x96xf32>
    %cst_10 = stablehlo.constant dense<6.000000e+00> : tensor<2x1x128xf32>
    %cst_11 = stablehlo.constant dense<3.40282347E+38> : tensor<2x1x128xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<2x1x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x128xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x128xf32>
    %cst_15 = stablehlo.constant dense<0.353553385> : tensor<2x4x1x1xf32>
    %cst_16 = stablehlo.constant dense<6.000000e+00> : tensor<2x1x32xf32>
    %cst_17 = stablehlo.constant dense<3.40282347E+38> : tensor<2x1x32xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x1x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x32xf32>
    %cst_20 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x32xf32>
    %cst_21 = stablehlo.constant dense<0.353553385> : tensor<2x2x1x1xf32>
    %cst_22 = stablehlo.constant dense<6.000000e+00> : tensor<2x1x64xf32>
    %cst_23 = stablehlo.constant dense<3.40282347E+38> : tensor<2x1x64xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x1x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x64xf32>
    %cst_26 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x64xf32>
    %cst_27 = stablehlo.constant dense<0.353553385> : tensor<2x2x1x4xf32>
    %cst_28 = stablehlo.constant dense<6.000000e+00> : tensor<2x4x32xf32>
    %cst_29 = stablehlo.constant dense<3.40282347E+38> : tensor<2x4x32xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x32xf32>
    %cst_32 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x4x32xf32>
    %cst_33 = stablehlo.constant dense<6.000000e+00> : tensor<2x4x16xf32>
    %cst_34 = stablehlo.constant dense<3.40282347E+38> : tensor<2x4x16xf32>
    %cst_35 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16xf32>
    %cst_37 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x4x16xf32>
    %cst_38 = stablehlo.constant dense<0.353553385> : tensor<2x1x4x4xf32>
    %cst_39 = stablehlo.constant dense<6.000000e+00> : tensor<2x8x4x4xf32>
    %cst_40 = stablehlo.constant dense<3.40282347E+38> : tensor<2x8x4x4xf32>
    %cst_41 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x4xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x4x4xf32>
    %cst_43 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x8x4x4xf32>
    %cst_44 = stablehlo.constant dense<6.000000e+00> : tensor<2x4x8x8xf32>
    %cst_45 = stablehlo.constant dense<3.40282347E+38> : tensor<2x4x8x8xf32>
    %cst_46 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_48 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x4x8x8xf32>
    %cst_49 = stablehlo.constant dense<6.000000e+00> : tensor<2x2x16x16xf32>
    %cst_50 = stablehlo.constant dense<3.40282347E+38> : tensor<2x2x16x16xf32>
    %cst_51 = stablehlo.constant dense<3.000000e+00> : tensor<2x2x16x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x16x16xf32>
    %cst_53 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x16x16xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg126, %arg125) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<2x3x3x3xf32>) -> tensor<2x2x16x16xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg124, %arg123, %arg122, %arg121) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x2x16x16xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2x16x16xf32>
    %2 = stablehlo.add %1, %cst_51 : tensor<2x2x16x16xf32>
    %3 = stablehlo.clamp %cst_52, %2, %cst_50 : tensor<2x2x16x16xf32>
    %4 = stablehlo.clamp %cst_53, %3, %cst_49 : tensor<2x2x16x16xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<2x2x16x16xf32>
    %6 = stablehlo.divide %5, %cst_49 : tensor<2x2x16x16xf32>
    %7 = stablehlo.convolution(%6, %arg120) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x16x16xf32>, tensor<4x2x3x3xf32>) -> tensor<2x4x8x8xf32>
    %8 = "stablehlo.batch_norm_inference"(%7, %arg119, %arg118, %arg117, %arg116) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4x8x8xf32>
    %9 = stablehlo.add %8, %cst_46 : tensor<2x4x8x8xf32>
    %10 = stablehlo.clamp %cst_47, %9, %cst_45 : tensor<2x4x8x8xf32>
    %11 = stablehlo.clamp %cst_48, %10, %cst_44 : tensor<2x4x8x8xf32>
    %12 = stablehlo.multiply %8, %11 : tensor<2x4x8x8xf32>
    %13 = stablehlo.divide %12, %cst_44 : tensor<2x4x8x8xf32>
    %14 = stablehlo.convolution(%13, %arg115) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x8x8xf32>, tensor<8x4x3x3xf32>) -> tensor<2x8x4x4xf32>
    %15 = "stablehlo.batch_norm_inference"(%14, %arg114, %arg113, %arg112, %arg111) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x4x4xf32>
    %16 = stablehlo.add %15, %cst_41 : tensor<2x8x4x4xf32>
    %17 = stablehlo.clamp %cst_42, %16, %cst_40 : tensor<2x8x4x4xf32>
    %18 = stablehlo.clamp %cst_43, %17, %cst_39 : tensor<2x8x4x4xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<2x8x4x4xf32>
    %20 = stablehlo.divide %19, %cst_39 : tensor<2x8x4x4xf32>
    %21 = stablehlo.convolution(%20, %arg110) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x4x4xf32>, tensor<16x8x3x3xf32>) -> tensor<2x16x2x2xf32>
    %22 = "stablehlo.batch_norm_inference"(%21, %arg109, %arg108, %arg107, %arg106) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x2x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x2x2xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x16x2x2xf32>) -> tensor<2x16x4xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,16]{1,2,0}"} : (tensor<2x16x4xf32>) -> tensor<2x4x16xf32>
    %25 = stablehlo.transpose %arg105, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %27 = stablehlo.dot_general %24, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<2x16x32xf32>) -> tensor<2x4x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x32xf32>) -> tensor<8x32xf32>
    %29 = "stablehlo.batch_norm_inference"(%28, %arg104, %arg103, %arg102, %arg101) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<8x32xf32>) -> tensor<2x4x1x32xf32>
    %31 = stablehlo.slice %30 [0:2, 0:4, 0:1, 0:8] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x4x1x8xf32>) -> tensor<2x4x8xf32>
    %33 = stablehlo.slice %30 [0:2, 0:4, 0:1, 8:16] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x4x1x8xf32>) -> tensor<2x1x4x8xf32>
    %35 = stablehlo.transpose %34, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,1,8,4]{2,1,3,0}"} : (tensor<2x1x4x8xf32>) -> tensor<2x1x8x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x1x8x4xf32>) -> tensor<2x8x4xf32>
    %37 = stablehlo.dot_general %32, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x4xf32>) -> tensor<2x1x4x4xf32>
    %39 = stablehlo.multiply %38, %cst_38 : tensor<2x1x4x4xf32>
    %40 = stablehlo.broadcast_in_dim %arg127, dims = [1, 2, 3] : (tensor<1x4x4xf32>) -> tensor<2x1x4x4xf32>
    %41 = stablehlo.add %39, %40 : tensor<2x1x4x4xf32>
    %42 = stablehlo.reduce(%41 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x4x4xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x1x4x4xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x1x4x4xf32>
    %45 = stablehlo.exponential %44 : tensor<2x1x4x4xf32>
    %46 = stablehlo.reduce(%45 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x1x4x4xf32>, tensor<f32>) -> tensor<2x1x4xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x1x4x4xf32>
    %48 = stablehlo.divide %45, %47 : tensor<2x1x4x4xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x1x4x4xf32>) -> tensor<2x4x4xf32>
    %50 = stablehlo.slice %30 [0:2, 0:4, 0:1, 16:32] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x1x16xf32>) -> tensor<2x4x16xf32>
    %52 = stablehlo.dot_general %49, %51, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %53 = stablehlo.add %52, %cst_35 : tensor<2x4x16xf32>
    %54 = stablehlo.clamp %cst_36, %53, %cst_34 : tensor<2x4x16xf32>
    %55 = stablehlo.clamp %cst_37, %54, %cst_33 : tensor<2x4x16xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<2x4x16xf32>
    %57 = stablehlo.divide %56, %cst_33 : tensor<2x4x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x16xf32>) -> tensor<8x16xf32>
    %59 = stablehlo.transpose %arg100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %60 = stablehlo.dot_general %58, %59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %61 = "stablehlo.batch_norm_inference"(%60, %arg99, %arg98, %arg97, %arg96) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
    %62 = stablehlo.reshape %61 : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %63 = stablehlo.add %24, %62 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,16]{1,2,0}"} : tensor<2x4x16xf32>
    %64 = stablehlo.transpose %arg95, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %66 = stablehlo.dot_general %63, %65, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<2x16x32xf32>) -> tensor<2x4x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x4x32xf32>) -> tensor<8x32xf32>
    %68 = "stablehlo.batch_norm_inference"(%67, %arg94, %arg93, %arg92, %arg91) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x32xf32>) -> tensor<2x4x32xf32>
    %70 = stablehlo.add %69, %cst_30 : tensor<2x4x32xf32>
    %71 = stablehlo.clamp %cst_31, %70, %cst_29 : tensor<2x4x32xf32>
    %72 = stablehlo.clamp %cst_32, %71, %cst_28 : tensor<2x4x32xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<2x4x32xf32>
    %74 = stablehlo.divide %73, %cst_28 : tensor<2x4x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x32xf32>) -> tensor<8x32xf32>
    %76 = stablehlo.transpose %arg90, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %78 = "stablehlo.batch_norm_inference"(%77, %arg89, %arg88, %arg87, %arg86) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %80 = stablehlo.add %63, %79 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,16]{1,2,0}"} : tensor<2x4x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %82 = stablehlo.slice %81 [0:2, 0:2:2, 0:2, 0:16] : (tensor<2x2x2x16xf32>) -> tensor<2x1x2x16xf32>
    %83 = stablehlo.slice %82 [0:2, 0:1, 0:2:2, 0:16] : (tensor<2x1x2x16xf32>) -> tensor<2x1x1x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x16xf32>) -> tensor<2x1x16xf32>
    %85 = stablehlo.transpose %arg133, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<2x16x16xf32>
    %87 = stablehlo.dot_general %84, %86, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x1x16xf32>, tensor<2x16x16xf32>) -> tensor<2x1x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1x16xf32>) -> tensor<2x16xf32>
    %89 = "stablehlo.batch_norm_inference"(%88, %arg132, %arg131, %arg130, %arg129) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x16xf32>) -> tensor<4x1x8xf32>
    %91 = stablehlo.transpose %arg85, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,80]{0,1}"} : (tensor<80x16xf32>) -> tensor<16x80xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2] : (tensor<16x80xf32>) -> tensor<2x16x80xf32>
    %93 = stablehlo.dot_general %80, %92, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<2x16x80xf32>) -> tensor<2x4x80xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x80xf32>) -> tensor<8x80xf32>
    %95 = "stablehlo.batch_norm_inference"(%94, %arg84, %arg83, %arg82, %arg81) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<8x80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>) -> tensor<8x80xf32>
    %96 = stablehlo.reshape %95 : (tensor<8x80xf32>) -> tensor<2x4x2x40xf32>
    %97 = stablehlo.slice %96 [0:2, 0:4, 0:2, 0:8] : (tensor<2x4x2x40xf32>) -> tensor<2x4x2x8xf32>
    %98 = stablehlo.transpose %97, dims = [0, 2, 3, 1] : (tensor<2x4x2x8xf32>) -> tensor<2x2x8x4xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x2x8x4xf32>) -> tensor<4x8x4xf32>
    %100 = stablehlo.dot_general %90, %99, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x8xf32>, tensor<4x8x4xf32>) -> tensor<4x1x4xf32>
    %101 = stablehlo.reshape %100 : (tensor<4x1x4xf32>) -> tensor<2x2x1x4xf32>
    %102 = stablehlo.multiply %101, %cst_27 : tensor<2x2x1x4xf32>
    %103 = stablehlo.broadcast_in_dim %arg128, dims = [1, 2, 3] : (tensor<2x1x4xf32>) -> tensor<2x2x1x4xf32>
    %104 = stablehlo.add %102, %103 : tensor<2x2x1x4xf32>
    %105 = stablehlo.reduce(%104 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x1x4xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x4xf32>
    %107 = stablehlo.subtract %104, %106 : tensor<2x2x1x4xf32>
    %108 = stablehlo.exponential %107 : tensor<2x2x1x4xf32>
    %109 = stablehlo.reduce(%108 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x2x1x4xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x1x4xf32>
    %111 = stablehlo.divide %108, %110 : tensor<2x2x1x4xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x2x1x4xf32>) -> tensor<4x1x4xf32>
    %113 = stablehlo.slice %96 [0:2, 0:4, 0:2, 8:40] : (tensor<2x4x2x40xf32>) -> tensor<2x4x2x32xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,32]{3,1,2,0}"} : (tensor<2x4x2x32xf32>) -> tensor<2x2x4x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x2x4x32xf32>) -> tensor<4x4x32xf32>
    %116 = stablehlo.dot_general %112, %115, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x4xf32>, tensor<4x4x32xf32>) -> tensor<4x1x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<4x1x32xf32>) -> tensor<2x1x64xf32>
    %118 = stablehlo.add %117, %cst_24 : tensor<2x1x64xf32>
    %119 = stablehlo.clamp %cst_25, %118, %cst_23 : tensor<2x1x64xf32>
    %120 = stablehlo.clamp %cst_26, %119, %cst_22 : tensor<2x1x64xf32>
    %121 = stablehlo.multiply %117, %120 : tensor<2x1x64xf32>
    %122 = stablehlo.divide %121, %cst_22 : tensor<2x1x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    %124 = stablehlo.transpose %arg80, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
    %126 = "stablehlo.batch_norm_inference"(%125, %arg79, %arg78, %arg77, %arg76) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %128 = stablehlo.transpose %arg75, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %129 = stablehlo.dot_general %126, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %130 = "stablehlo.batch_norm_inference"(%129, %arg74, %arg73, %arg72, %arg71) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<2x64xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %132 = stablehlo.add %131, %cst_24 : tensor<2x1x64xf32>
    %133 = stablehlo.clamp %cst_25, %132, %cst_23 : tensor<2x1x64xf32>
    %134 = stablehlo.clamp %cst_26, %133, %cst_22 : tensor<2x1x64xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<2x1x64xf32>
    %136 = stablehlo.divide %135, %cst_22 : tensor<2x1x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    %138 = stablehlo.transpose %arg70, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
    %140 = "stablehlo.batch_norm_inference"(%139, %arg69, %arg68, %arg67, %arg66) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %142 = stablehlo.add %127, %141 : tensor<2x1x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %144 = stablehlo.transpose %arg65, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %145 = stablehlo.dot_general %143, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %146 = "stablehlo.batch_norm_inference"(%145, %arg64, %arg63, %arg62, %arg61) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<2x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x64xf32>) -> tensor<2x1x2x32xf32>
    %148 = stablehlo.slice %147 [0:2, 0:1, 0:2, 0:8] : (tensor<2x1x2x32xf32>) -> tensor<2x1x2x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x1x2x8xf32>) -> tensor<4x1x8xf32>
    %150 = stablehlo.slice %147 [0:2, 0:1, 0:2, 8:16] : (tensor<2x1x2x32xf32>) -> tensor<2x1x2x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x1x2x8xf32>) -> tensor<4x8x1xf32>
    %152 = stablehlo.dot_general %149, %151, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x8xf32>, tensor<4x8x1xf32>) -> tensor<4x1x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<4x1x1xf32>) -> tensor<2x2x1x1xf32>
    %154 = stablehlo.multiply %153, %cst_21 : tensor<2x2x1x1xf32>
    %155 = stablehlo.broadcast_in_dim %arg134, dims = [1, 2, 3] : (tensor<2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<2x2x1x1xf32>
    %157 = stablehlo.reduce(%156 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x1x1xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %159 = stablehlo.subtract %156, %158 : tensor<2x2x1x1xf32>
    %160 = stablehlo.exponential %159 : tensor<2x2x1x1xf32>
    %161 = stablehlo.reduce(%160 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x2x1x1xf32>, tensor<f32>) -> tensor<2x2x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x2x1xf32>) -> tensor<2x2x1x1xf32>
    %163 = stablehlo.divide %160, %162 : tensor<2x2x1x1xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x2x1x1xf32>) -> tensor<4x1x1xf32>
    %165 = stablehlo.slice %147 [0:2, 0:1, 0:2, 16:32] : (tensor<2x1x2x32xf32>) -> tensor<2x1x2x16xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x1x2x16xf32>) -> tensor<4x1x16xf32>
    %167 = stablehlo.dot_general %164, %166, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x1xf32>, tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<4x1x16xf32>) -> tensor<2x1x32xf32>
    %169 = stablehlo.add %168, %cst_18 : tensor<2x1x32xf32>
    %170 = stablehlo.clamp %cst_19, %169, %cst_17 : tensor<2x1x32xf32>
    %171 = stablehlo.clamp %cst_20, %170, %cst_16 : tensor<2x1x32xf32>
    %172 = stablehlo.multiply %168, %171 : tensor<2x1x32xf32>
    %173 = stablehlo.divide %172, %cst_16 : tensor<2x1x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %175 = stablehlo.transpose %arg60, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %177 = "stablehlo.batch_norm_inference"(%176, %arg59, %arg58, %arg57, %arg56) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %179 = stablehlo.add %142, %178 : tensor<2x1x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %181 = stablehlo.transpose %arg55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %183 = "stablehlo.batch_norm_inference"(%182, %arg54, %arg53, %arg52, %arg51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<2x64xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %185 = stablehlo.add %184, %cst_24 : tensor<2x1x64xf32>
    %186 = stablehlo.clamp %cst_25, %185, %cst_23 : tensor<2x1x64xf32>
    %187 = stablehlo.clamp %cst_26, %186, %cst_22 : tensor<2x1x64xf32>
    %188 = stablehlo.multiply %184, %187 : tensor<2x1x64xf32>
    %189 = stablehlo.divide %188, %cst_22 : tensor<2x1x64xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    %191 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
    %193 = "stablehlo.batch_norm_inference"(%192, %arg49, %arg48, %arg47, %arg46) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %195 = stablehlo.add %179, %194 : tensor<2x1x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %197 = stablehlo.transpose %arg140, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %199 = "stablehlo.batch_norm_inference"(%198, %arg139, %arg138, %arg137, %arg136) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x32xf32>) -> tensor<8x1x8xf32>
    %201 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,160]{0,1}"} : (tensor<160x32xf32>) -> tensor<32x160xf32>
    %202 = stablehlo.dot_general %196, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x160xf32>) -> tensor<2x160xf32>
    %203 = "stablehlo.batch_norm_inference"(%202, %arg44, %arg43, %arg42, %arg41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) -> tensor<2x160xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x160xf32>) -> tensor<2x1x4x40xf32>
    %205 = stablehlo.slice %204 [0:2, 0:1, 0:4, 0:8] : (tensor<2x1x4x40xf32>) -> tensor<2x1x4x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x1x4x8xf32>) -> tensor<8x8x1xf32>
    %207 = stablehlo.dot_general %200, %206, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8xf32>, tensor<8x8x1xf32>) -> tensor<8x1x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<8x1x1xf32>) -> tensor<2x4x1x1xf32>
    %209 = stablehlo.multiply %208, %cst_15 : tensor<2x4x1x1xf32>
    %210 = stablehlo.broadcast_in_dim %arg135, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<2x4x1x1xf32>
    %211 = stablehlo.add %209, %210 : tensor<2x4x1x1xf32>
    %212 = stablehlo.reduce(%211 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %214 = stablehlo.subtract %211, %213 : tensor<2x4x1x1xf32>
    %215 = stablehlo.exponential %214 : tensor<2x4x1x1xf32>
    %216 = stablehlo.reduce(%215 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %218 = stablehlo.divide %215, %217 : tensor<2x4x1x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x4x1x1xf32>) -> tensor<8x1x1xf32>
    %220 = stablehlo.slice %204 [0:2, 0:1, 0:4, 8:40] : (tensor<2x1x4x40xf32>) -> tensor<2x1x4x32xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x1x4x32xf32>) -> tensor<8x1x32xf32>
    %222 = stablehlo.dot_general %219, %221, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x1xf32>, tensor<8x1x32xf32>) -> tensor<8x1x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<8x1x32xf32>) -> tensor<2x1x128xf32>
    %224 = stablehlo.add %223, %cst_12 : tensor<2x1x128xf32>
    %225 = stablehlo.clamp %cst_13, %224, %cst_11 : tensor<2x1x128xf32>
    %226 = stablehlo.clamp %cst_14, %225, %cst_10 : tensor<2x1x128xf32>
    %227 = stablehlo.multiply %223, %226 : tensor<2x1x128xf32>
    %228 = stablehlo.divide %227, %cst_10 : tensor<2x1x128xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x1x128xf32>) -> tensor<2x128xf32>
    %230 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,48]{0,1}"} : (tensor<48x128xf32>) -> tensor<128x48xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128xf32>, tensor<128x48xf32>) -> tensor<2x48xf32>
    %232 = "stablehlo.batch_norm_inference"(%231, %arg39, %arg38, %arg37, %arg36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<2x48xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x48xf32>) -> tensor<2x1x48xf32>
    %234 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,96]{0,1}"} : (tensor<96x48xf32>) -> tensor<48x96xf32>
    %235 = stablehlo.dot_general %232, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48xf32>, tensor<48x96xf32>) -> tensor<2x96xf32>
    %236 = "stablehlo.batch_norm_inference"(%235, %arg34, %arg33, %arg32, %arg31) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<2x96xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x96xf32>) -> tensor<2x1x96xf32>
    %238 = stablehlo.add %237, %cst_7 : tensor<2x1x96xf32>
    %239 = stablehlo.clamp %cst_8, %238, %cst_6 : tensor<2x1x96xf32>
    %240 = stablehlo.clamp %cst_9, %239, %cst_5 : tensor<2x1x96xf32>
    %241 = stablehlo.multiply %237, %240 : tensor<2x1x96xf32>
    %242 = stablehlo.divide %241, %cst_5 : tensor<2x1x96xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x1x96xf32>) -> tensor<2x96xf32>
    %244 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,48]{0,1}"} : (tensor<48x96xf32>) -> tensor<96x48xf32>
    %245 = stablehlo.dot_general %243, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x96xf32>, tensor<96x48xf32>) -> tensor<2x48xf32>
    %246 = "stablehlo.batch_norm_inference"(%245, %arg29, %arg28, %arg27, %arg26) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<2x48xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x48xf32>) -> tensor<2x1x48xf32>
    %248 = stablehlo.add %233, %247 : tensor<2x1x48xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x1x48xf32>) -> tensor<2x48xf32>
    %250 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,96]{0,1}"} : (tensor<96x48xf32>) -> tensor<48x96xf32>
    %251 = stablehlo.dot_general %249, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48xf32>, tensor<48x96xf32>) -> tensor<2x96xf32>
    %252 = "stablehlo.batch_norm_inference"(%251, %arg24, %arg23, %arg22, %arg21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<2x96xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x96xf32>) -> tensor<2x1x3x32xf32>
    %254 = stablehlo.slice %253 [0:2, 0:1, 0:3, 0:8] : (tensor<2x1x3x32xf32>) -> tensor<2x1x3x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x1x3x8xf32>) -> tensor<6x1x8xf32>
    %256 = stablehlo.slice %253 [0:2, 0:1, 0:3, 8:16] : (tensor<2x1x3x32xf32>) -> tensor<2x1x3x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x1x3x8xf32>) -> tensor<6x8x1xf32>
    %258 = stablehlo.dot_general %255, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x1x8xf32>, tensor<6x8x1xf32>) -> tensor<6x1x1xf32>
    %259 = stablehlo.reshape %258 : (tensor<6x1x1xf32>) -> tensor<2x3x1x1xf32>
    %260 = stablehlo.multiply %259, %cst_4 : tensor<2x3x1x1xf32>
    %261 = stablehlo.broadcast_in_dim %arg141, dims = [1, 2, 3] : (tensor<3x1x1xf32>) -> tensor<2x3x1x1xf32>
    %262 = stablehlo.add %260, %261 : tensor<2x3x1x1xf32>
    %263 = stablehlo.reduce(%262 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<2x3x1x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x3x1xf32>) -> tensor<2x3x1x1xf32>
    %265 = stablehlo.subtract %262, %264 : tensor<2x3x1x1xf32>
    %266 = stablehlo.exponential %265 : tensor<2x3x1x1xf32>
    %267 = stablehlo.reduce(%266 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x3x1x1xf32>, tensor<f32>) -> tensor<2x3x1xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x3x1xf32>) -> tensor<2x3x1x1xf32>
    %269 = stablehlo.divide %266, %268 : tensor<2x3x1x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x3x1x1xf32>) -> tensor<6x1x1xf32>
    %271 = stablehlo.slice %253 [0:2, 0:1, 0:3, 16:32] : (tensor<2x1x3x32xf32>) -> tensor<2x1x3x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x1x3x16xf32>) -> tensor<6x1x16xf32>
    %273 = stablehlo.dot_general %270, %272, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x1x1xf32>, tensor<6x1x16xf32>) -> tensor<6x1x16xf32>
    %274 = stablehlo.reshape %273 : (tensor<6x1x16xf32>) -> tensor<2x1x48xf32>
    %275 = stablehlo.add %274, %cst_1 : tensor<2x1x48xf32>
    %276 = stablehlo.clamp %cst_2, %275, %cst_0 : tensor<2x1x48xf32>
    %277 = stablehlo.clamp %cst_3, %276, %cst : tensor<2x1x48xf32>
    %278 = stablehlo.multiply %274, %277 : tensor<2x1x48xf32>
    %279 = stablehlo.divide %278, %cst : tensor<2x1x48xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x1x48xf32>) -> tensor<2x48xf32>
    %281 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,48]{0,1}"} : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %282 = stablehlo.dot_general %280, %281, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48xf32>, tensor<48x48xf32>) -> tensor<2x48xf32>
    %283 = "stablehlo.batch_norm_inference"(%282, %arg19, %arg18, %arg17, %arg16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<2x48xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x48xf32>) -> tensor<2x1x48xf32>
    %285 = stablehlo.add %248, %284 : tensor<2x1x48xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x1x48xf32>) -> tensor<2x48xf32>
    %287 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,96]{0,1}"} : (tensor<96x48xf32>) -> tensor<48x96xf32>
    %288 = stablehlo.dot_general %286, %287, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48xf32>, tensor<48x96xf32>) -> tensor<2x96xf32>
    %289 = "stablehlo.batch_norm_inference"(%288, %arg14, %arg13, %arg12, %arg11) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<2x96xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x96xf32>) -> tensor<2x1x96xf32>
    %291 = stablehlo.add %290, %cst_7 : tensor<2x1x96xf32>
    %292 = stablehlo.clamp %cst_8, %291, %cst_6 : tensor<2x1x96xf32>
    %293 = stablehlo.clamp %cst_9, %292, %cst_5 : tensor<2x1x96xf32>
    %294 = stablehlo.multiply %290, %293 : tensor<2x1x96xf32>
    %295 = stablehlo.divide %294, %cst_5 : tensor<2x1x96xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x1x96xf32>) -> tensor<2x96xf32>
    %297 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,48]{0,1}"} : (tensor<48x96xf32>) -> tensor<96x48xf32>
    %298 = stablehlo.dot_general %296, %297, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x96xf32>, tensor<96x48xf32>) -> tensor<2x48xf32>
    %299 = "stablehlo.batch_norm_inference"(%298, %arg9, %arg8, %arg7, %arg6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<2x48xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x48xf32>) -> tensor<2x1x48xf32>
    %301 = stablehlo.add %285, %300 : tensor<2x1x48xf32>
    %302 = stablehlo.reduce(%301 init: %cst_55) applies stablehlo.add across dimensions = [1] : (tensor<2x1x48xf32>, tensor<f32>) -> tensor<2x48xf32>
    %303 = "stablehlo.batch_norm_inference"(%302, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<2x48xf32>
    %304 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,10]{0,1}"} : (tensor<10x48xf32>) -> tensor<48x10xf32>
    %305 = stablehlo.dot_general %303, %304, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x48xf32>, tensor<48x10xf32>) -> tensor<2x10xf32>
    %306 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %307 = stablehlo.add %305, %306 : tensor<2x10xf32>
    return %307 : tensor<2x10xf32>
  }
}
