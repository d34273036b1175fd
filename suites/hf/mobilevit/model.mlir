module @IrToHlo.2468 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x24x1x1xf32>, %arg7: tensor<24xf32>, %arg8: tensor<24xf32>, %arg9: tensor<24xf32>, %arg10: tensor<24xf32>, %arg11: tensor<24x48x3x3xf32>, %arg12: tensor<24xf32>, %arg13: tensor<24xf32>, %arg14: tensor<24xf32>, %arg15: tensor<24xf32>, %arg16: tensor<24x32x1x1xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x24x1x1xf32>, %arg19: tensor<24xf32>, %arg20: tensor<24xf32>, %arg21: tensor<24xf32>, %arg22: tensor<24xf32>, %arg23: tensor<24x24x3x3xf32>, %arg24: tensor<24xf32>, %arg25: tensor<24xf32>, %arg26: tensor<24xf32>, %arg27: tensor<24xf32>, %arg28: tensor<24x48x1x1xf32>, %arg29: tensor<48xf32>, %arg30: tensor<48xf32>, %arg31: tensor<48xf32>, %arg32: tensor<48xf32>, %arg33: tensor<48x1x3x3xf32>, %arg34: tensor<48xf32>, %arg35: tensor<48xf32>, %arg36: tensor<48xf32>, %arg37: tensor<48xf32>, %arg38: tensor<48x24x1x1xf32>, %arg39: tensor<24xf32>, %arg40: tensor<24xf32>, %arg41: tensor<24xf32>, %arg42: tensor<24xf32>, %arg43: tensor<24x48x3x3xf32>, %arg44: tensor<24xf32>, %arg45: tensor<24xf32>, %arg46: tensor<24xf32>, %arg47: tensor<24xf32>, %arg48: tensor<24x24x1x1xf32>, %arg49: tensor<24xf32>, %arg50: tensor<24x24x1x1xf32>, %arg51: tensor<24xf32>, %arg52: tensor<24xf32>, %arg53: tensor<24xf32>, %arg54: tensor<24xf32>, %arg55: tensor<24x24x3x3xf32>, %arg56: tensor<24xf32>, %arg57: tensor<24xf32>, %arg58: tensor<24xf32>, %arg59: tensor<24xf32>, %arg60: tensor<24x32x1x1xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32x1x3x3xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32x16x1x1xf32>, %arg71: tensor<16xf32>, %arg72: tensor<16xf32>, %arg73: tensor<16xf32>, %arg74: tensor<16xf32>, %arg75: tensor<16x32x3x3xf32>, %arg76: tensor<16xf32>, %arg77: tensor<16xf32>, %arg78: tensor<16xf32>, %arg79: tensor<16xf32>, %arg80: tensor<16x16x1x1xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16x16x1x1xf32>, %arg83: tensor<16xf32>, %arg84: tensor<16xf32>, %arg85: tensor<16xf32>, %arg86: tensor<16xf32>, %arg87: tensor<16x16x3x3xf32>, %arg88: tensor<16xf32>, %arg89: tensor<16xf32>, %arg90: tensor<16xf32>, %arg91: tensor<16xf32>, %arg92: tensor<16x32x1x1xf32>, %arg93: tensor<32xf32>, %arg94: tensor<32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32x1x3x3xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32xf32>, %arg100: tensor<32xf32>, %arg101: tensor<32xf32>, %arg102: tensor<32x16x1x1xf32>, %arg103: tensor<16xf32>, %arg104: tensor<16xf32>, %arg105: tensor<16xf32>, %arg106: tensor<16xf32>, %arg107: tensor<16x32x1x1xf32>, %arg108: tensor<32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<32xf32>, %arg111: tensor<32xf32>, %arg112: tensor<32x1x3x3xf32>, %arg113: tensor<32xf32>, %arg114: tensor<32xf32>, %arg115: tensor<32xf32>, %arg116: tensor<32xf32>, %arg117: tensor<32x16x1x1xf32>, %arg118: tensor<16xf32>, %arg119: tensor<16xf32>, %arg120: tensor<16xf32>, %arg121: tensor<16xf32>, %arg122: tensor<16x32x1x1xf32>, %arg123: tensor<32xf32>, %arg124: tensor<32xf32>, %arg125: tensor<32xf32>, %arg126: tensor<32xf32>, %arg127: tensor<32x1x3x3xf32>, %arg128: tensor<32xf32>, %arg129: tensor<32xf32>, %arg130: tensor<32xf32>, %arg131: tensor<32xf32>, %arg132: tensor<32x16x1x1xf32>, %arg133: tensor<16xf32>, %arg134: tensor<16xf32>, %arg135: tensor<16xf32>, %arg136: tensor<16xf32>, %arg137: tensor<16x16x1x1xf32>, %arg138: tensor<16xf32>, %arg139: tensor<16xf32>, %arg140: tensor<16xf32>, %arg141: tensor<16xf32>, %arg142: tensor<16x1x3x3xf32>, %arg143: tensor<16xf32>, %arg144: tensor<16xf32>, %arg145: tensor<16xf32>, %arg146: tensor<16xf32>, %arg147: tensor<16x8x1x1xf32>, %arg148: tensor<8xf32>, %arg149: tensor<8xf32>, %arg150: tensor<8xf32>, %arg151: tensor<8xf32>, %arg152: tensor<8x16x1x1xf32>, %arg153: tensor<16xf32>, %arg154: tensor<16xf32>, %arg155: tensor<16xf32>, %arg156: tensor<16xf32>, %arg157: tensor<16x1x3x3xf32>, %arg158: tensor<16xf32>, %arg159: tensor<16xf32>, %arg160: tensor<16xf32>, %arg161: tensor<16xf32>, %arg162: tensor<16x8x1x1xf32>, %arg163: tensor<8xf32>, %arg164: tensor<8xf32>, %arg165: tensor<8xf32>, %arg166: tensor<8xf32>, %arg167: tensor<8x3x3x3xf32>, %arg168: tensor<2x3x32x32xf32>, %arg169: tensor<16xf32>, %arg170: tensor<16x16xf32>, %arg171: tensor<16xf32>, %arg172: tensor<16x16xf32>, %arg173: tensor<16xf32>, %arg174: tensor<16xf32>, %arg175: tensor<16xf32>, %arg176: tensor<16x16xf32>, %arg177: tensor<16xf32>, %arg178: tensor<16x16xf32>, %arg179: tensor<16xf32>, %arg180: tensor<16x32xf32>, %arg181: tensor<32xf32>, %arg182: tensor<32x16xf32>, %arg183: tensor<16xf32>, %arg184: tensor<16xf32>, %arg185: tensor<16xf32>, %arg186: tensor<16x16xf32>, %arg187: tensor<16xf32>, %arg188: tensor<16x16xf32>, %arg189: tensor<16xf32>, %arg190: tensor<16xf32>, %arg191: tensor<16xf32>, %arg192: tensor<16x16xf32>, %arg193: tensor<16xf32>, %arg194: tensor<16x16xf32>, %arg195: tensor<16xf32>, %arg196: tensor<16x32xf32>, %arg197: tensor<32xf32>, %arg198: tensor<32x16xf32>, %arg199: tensor<16xf32>, %arg200: tensor<16xf32>, %arg201: tensor<16xf32>, %arg202: tensor<24xf32>, %arg203: tensor<24x24xf32>, %arg204: tensor<24xf32>, %arg205: tensor<24x24xf32>, %arg206: tensor<24xf32>, %arg207: tensor<24xf32>, %arg208: tensor<24xf32>, %arg209: tensor<24x24xf32>, %arg210: tensor<24xf32>, %arg211: tensor<24x24xf32>, %arg212: tensor<24xf32>, %arg213: tensor<24x48xf32>, %arg214: tensor<48xf32>, %arg215: tensor<48x24xf32>, %arg216: tensor<24xf32>, %arg217: tensor<24xf32>, %arg218: tensor<24xf32>, %arg219: tensor<24x24xf32>, %arg220: tensor<24xf32>, %arg221: tensor<24x24xf32>, %arg222: tensor<24xf32>, %arg223: tensor<24xf32>, %arg224: tensor<24xf32>, %arg225: tensor<24x24xf32>, %arg226: tensor<24xf32>, %arg227: tensor<24x24xf32>, %arg228: tensor<24xf32>, %arg229: tensor<24x48xf32>, %arg230: tensor<48xf32>, %arg231: tensor<48x24xf32>, %arg232: tensor<24xf32>, %arg233: tensor<24xf32>, %arg234: tensor<24xf32>, %arg235: tensor<24x24xf32>, %arg236: tensor<24xf32>, %arg237: tensor<24x24xf32>, %arg238: tensor<24xf32>, %arg239: tensor<24xf32>, %arg240: tensor<24xf32>, %arg241: tensor<24x24xf32>, %arg242: tensor<24xf32>, %arg243: tensor<24x24xf32>, %arg244: tensor<24xf32>, %arg245: tensor<24x48xf32>, %arg246: tensor<48xf32>, %arg247: tensor<48x24xf32>, %arg248: tensor<24xf32>, %arg249: tensor<24xf32>, %arg250: tensor<24xf32>, %arg251: tensor<24x24xf32>, %arg252: tensor<24xf32>, %arg253: tensor<24x24xf32>, %arg254: tensor<24xf32>, %arg255: tensor<24xf32>, %arg256: tensor<24xf32>, %arg257: tensor<24x24xf32>, %arg258: tensor<24xf32>, %arg259: tensor<24x24xf32>, %arg260: tensor<24xf32>, %arg261: tensor<24x48xf32>, %arg262: tensor<48xf32>, %arg263: tensor<48x24xf32>, %arg264: tensor<24xf32>, %arg265: tensor<24xf32>, %arg266: tensor<24xf32>, %arg267: tensor<32xf32>, %arg268: tensor<32x32xf32>, %arg269: tensor<32xf32>, %arg270: tensor<32x32xf32>, %arg271: tensor<32xf32>, %arg272: tensor<32xf32>, %arg273: tensor<32xf32>, %arg274: tensor<32x32xf32>, %arg275: tensor<32xf32>, %arg276: tensor<32x32xf32>, %arg277: tensor<32xf32>, %arg278: tensor<32x64xf32>, %arg279: tensor<64xf32>, %arg280: tensor<64x32xf32>, %arg281: tensor<32xf32>, %arg282: tensor<32xf32>, %arg283: tensor<32xf32>, %arg284: tensor<32x32xf32>, %arg285: tensor<32xf32>, %arg286: tensor<32x32xf32>, %arg287: tensor<32xf32>, %arg288: tensor<32xf32>, %arg289: tensor<32xf32>, %arg290: tensor<32x32xf32>, %arg291: tensor<32xf32>, %arg292: tensor<32x32xf32>, %arg293: tensor<32xf32>, %arg294: tensor<32x64xf32>, %arg295: tensor<64xf32>, %arg296: tensor<64x32xf32>, %arg297: tensor<32xf32>, %arg298: tensor<32xf32>, %arg299: tensor<32xf32>, %arg300: tensor<32x32xf32>, %arg301: tensor<32xf32>, %arg302: tensor<32x32xf32>, %arg303: tensor<32xf32>, %arg304: tensor<32xf32>, %arg305: tensor<32xf32>, %arg306: tensor<32x32xf32>, %arg307: tensor<32xf32>, %arg308: tensor<32x32xf32>, %arg309: tensor<32xf32>, %arg310: tensor<32x64xf32>, %arg311: tensor<64xf32>, %arg312: tensor<64x32xf32>, %arg313: tensor<32xf32>, %arg314: tensor<32xf32>, %arg315: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<1x2xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<1x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<1x2xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<8x2x1x1xf32>
    %cst_6 = stablehlo.constant dense<3.46410155> : tensor<8x2x1x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<2.82842708> : tensor<8x2x4x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg168, %arg167) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<8x3x3x3xf32>) -> tensor<2x8x16x16xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg166, %arg165, %arg164, %arg163) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x8x16x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x16x16xf32>
    %2 = stablehlo.logistic %1 : tensor<2x8x16x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<2x8x16x16xf32>
    %4 = stablehlo.convolution(%3, %arg162) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x16x16xf32>, tensor<16x8x1x1xf32>) -> tensor<2x16x16x16xf32>
    %5 = "stablehlo.batch_norm_inference"(%4, %arg161, %arg160, %arg159, %arg158) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %6 = stablehlo.logistic %5 : tensor<2x16x16x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x16x16x16xf32>
    %8 = stablehlo.convolution(%7, %arg157) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x16x16xf32>
    %9 = "stablehlo.batch_norm_inference"(%8, %arg156, %arg155, %arg154, %arg153) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %10 = stablehlo.logistic %9 : tensor<2x16x16x16xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x16x16x16xf32>
    %12 = stablehlo.convolution(%11, %arg152) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<8x16x1x1xf32>) -> tensor<2x8x16x16xf32>
    %13 = "stablehlo.batch_norm_inference"(%12, %arg151, %arg150, %arg149, %arg148) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x8x16x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x16x16xf32>
    %14 = stablehlo.add %3, %13 : tensor<2x8x16x16xf32>
    %15 = stablehlo.convolution(%14, %arg147) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x16x16xf32>, tensor<16x8x1x1xf32>) -> tensor<2x16x16x16xf32>
    %16 = "stablehlo.batch_norm_inference"(%15, %arg146, %arg145, %arg144, %arg143) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %17 = stablehlo.logistic %16 : tensor<2x16x16x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x16x16x16xf32>
    %19 = stablehlo.convolution(%18, %arg142) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<16x1x3x3xf32>) -> tensor<2x16x8x8xf32>
    %20 = "stablehlo.batch_norm_inference"(%19, %arg141, %arg140, %arg139, %arg138) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %21 = stablehlo.logistic %20 : tensor<2x16x8x8xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x16x8x8xf32>
    %23 = stablehlo.convolution(%22, %arg137) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x8x8xf32>
    %24 = "stablehlo.batch_norm_inference"(%23, %arg136, %arg135, %arg134, %arg133) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %25 = stablehlo.convolution(%24, %arg132) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x8x8xf32>
    %26 = "stablehlo.batch_norm_inference"(%25, %arg131, %arg130, %arg129, %arg128) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %27 = stablehlo.logistic %26 : tensor<2x32x8x8xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x32x8x8xf32>
    %29 = stablehlo.convolution(%28, %arg127) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x8x8xf32>
    %30 = "stablehlo.batch_norm_inference"(%29, %arg126, %arg125, %arg124, %arg123) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %31 = stablehlo.logistic %30 : tensor<2x32x8x8xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x32x8x8xf32>
    %33 = stablehlo.convolution(%32, %arg122) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<16x32x1x1xf32>) -> tensor<2x16x8x8xf32>
    %34 = "stablehlo.batch_norm_inference"(%33, %arg121, %arg120, %arg119, %arg118) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %35 = stablehlo.add %24, %34 : tensor<2x16x8x8xf32>
    %36 = stablehlo.convolution(%35, %arg117) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x8x8xf32>
    %37 = "stablehlo.batch_norm_inference"(%36, %arg116, %arg115, %arg114, %arg113) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %38 = stablehlo.logistic %37 : tensor<2x32x8x8xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2x32x8x8xf32>
    %40 = stablehlo.convolution(%39, %arg112) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x8x8xf32>
    %41 = "stablehlo.batch_norm_inference"(%40, %arg111, %arg110, %arg109, %arg108) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %42 = stablehlo.logistic %41 : tensor<2x32x8x8xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x32x8x8xf32>
    %44 = stablehlo.convolution(%43, %arg107) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<16x32x1x1xf32>) -> tensor<2x16x8x8xf32>
    %45 = "stablehlo.batch_norm_inference"(%44, %arg106, %arg105, %arg104, %arg103) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %46 = stablehlo.add %35, %45 : tensor<2x16x8x8xf32>
    %47 = stablehlo.convolution(%46, %arg102) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x8x8xf32>
    %48 = "stablehlo.batch_norm_inference"(%47, %arg101, %arg100, %arg99, %arg98) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x8x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %49 = stablehlo.logistic %48 : tensor<2x32x8x8xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x32x8x8xf32>
    %51 = stablehlo.convolution(%50, %arg97) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x4x4xf32>
    %52 = "stablehlo.batch_norm_inference"(%51, %arg96, %arg95, %arg94, %arg93) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %53 = stablehlo.logistic %52 : tensor<2x32x4x4xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x32x4x4xf32>
    %55 = stablehlo.convolution(%54, %arg92) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<16x32x1x1xf32>) -> tensor<2x16x4x4xf32>
    %56 = "stablehlo.batch_norm_inference"(%55, %arg91, %arg90, %arg89, %arg88) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %57 = stablehlo.convolution(%56, %arg87) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x4x4xf32>, tensor<16x16x3x3xf32>) -> tensor<2x16x4x4xf32>
    %58 = "stablehlo.batch_norm_inference"(%57, %arg86, %arg85, %arg84, %arg83) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %59 = stablehlo.logistic %58 : tensor<2x16x4x4xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x16x4x4xf32>
    %61 = stablehlo.convolution(%60, %arg82) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x4x4xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x4x4xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x16x4x4xf32>) -> tensor<64x2x2x2xf32>
    %63 = stablehlo.transpose %62, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[64,2,2,2]{3,1,2,0}"} : (tensor<64x2x2x2xf32>) -> tensor<64x2x2x2xf32>
    %64 = stablehlo.reshape %63 : (tensor<64x2x2x2xf32>) -> tensor<2x16x4x4xf32>
    %65 = stablehlo.transpose %64, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,4,16]{1,2,3,0}"} : (tensor<2x16x4x4xf32>) -> tensor<2x4x4x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x4x4x16xf32>) -> tensor<8x4x16xf32>
    %67 = stablehlo.reshape %65 : (tensor<2x4x4x16xf32>) -> tensor<1x32x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%67, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %68 = stablehlo.broadcast_in_dim %arg174, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %69 = stablehlo.reshape %output : (tensor<1x32x16xf32>) -> tensor<8x4x16xf32>
    %70 = stablehlo.broadcast_in_dim %arg173, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<8x4x16xf32>
    %72 = stablehlo.add %68, %71 : tensor<8x4x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x4x16xf32>) -> tensor<32x16xf32>
    %74 = stablehlo.transpose %arg178, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %76 = stablehlo.broadcast_in_dim %arg177, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %77 = stablehlo.add %75, %76 : tensor<32x16xf32>
    %78 = stablehlo.reshape %77 : (tensor<32x16xf32>) -> tensor<8x4x2x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,8]{3,1,2,0}"} : (tensor<8x4x2x8xf32>) -> tensor<8x2x4x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x2x4x8xf32>) -> tensor<16x4x8xf32>
    %81 = stablehlo.transpose %arg176, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %82 = stablehlo.dot_general %73, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %83 = stablehlo.broadcast_in_dim %arg175, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %84 = stablehlo.add %82, %83 : tensor<32x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<32x16xf32>) -> tensor<8x4x2x8xf32>
    %86 = stablehlo.transpose %85, dims = [0, 2, 3, 1] : (tensor<8x4x2x8xf32>) -> tensor<8x2x8x4xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x2x8x4xf32>) -> tensor<16x8x4xf32>
    %88 = stablehlo.dot_general %80, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x8xf32>, tensor<16x8x4xf32>) -> tensor<16x4x4xf32>
    %89 = stablehlo.reshape %88 : (tensor<16x4x4xf32>) -> tensor<8x2x4x4xf32>
    %90 = stablehlo.divide %89, %cst_9 : tensor<8x2x4x4xf32>
    %91 = stablehlo.reduce(%90 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<8x2x4x4xf32>
    %94 = stablehlo.exponential %93 : tensor<8x2x4x4xf32>
    %95 = stablehlo.reduce(%94 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %97 = stablehlo.divide %94, %96 : tensor<8x2x4x4xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x2x4x4xf32>) -> tensor<16x4x4xf32>
    %99 = stablehlo.transpose %arg172, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %100 = stablehlo.dot_general %73, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %101 = stablehlo.broadcast_in_dim %arg171, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %102 = stablehlo.add %100, %101 : tensor<32x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<32x16xf32>) -> tensor<8x4x2x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,8]{3,1,2,0}"} : (tensor<8x4x2x8xf32>) -> tensor<8x2x4x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x2x4x8xf32>) -> tensor<16x4x8xf32>
    %106 = stablehlo.dot_general %98, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x4xf32>, tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x4x8xf32>) -> tensor<8x2x4x8xf32>
    %108 = stablehlo.transpose %107, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,2,8]{3,1,2,0}"} : (tensor<8x2x4x8xf32>) -> tensor<8x4x2x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x4x2x8xf32>) -> tensor<32x16xf32>
    %110 = stablehlo.transpose %arg170, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %112 = stablehlo.broadcast_in_dim %arg169, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %113 = stablehlo.add %111, %112 : tensor<32x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<32x16xf32>) -> tensor<8x4x16xf32>
    %115 = stablehlo.add %114, %66 : tensor<8x4x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x4x16xf32>) -> tensor<1x32x16xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%116, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %117 = stablehlo.broadcast_in_dim %arg184, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %118 = stablehlo.reshape %output_14 : (tensor<1x32x16xf32>) -> tensor<8x4x16xf32>
    %119 = stablehlo.broadcast_in_dim %arg183, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<8x4x16xf32>
    %121 = stablehlo.add %117, %120 : tensor<8x4x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x4x16xf32>) -> tensor<32x16xf32>
    %123 = stablehlo.transpose %arg182, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg181, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<32x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<32x32xf32>) -> tensor<8x4x32xf32>
    %128 = stablehlo.logistic %127 : tensor<8x4x32xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<8x4x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x4x32xf32>) -> tensor<32x32xf32>
    %131 = stablehlo.transpose %arg180, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %133 = stablehlo.broadcast_in_dim %arg179, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %134 = stablehlo.add %132, %133 : tensor<32x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<32x16xf32>) -> tensor<8x4x16xf32>
    %136 = stablehlo.add %135, %115 : tensor<8x4x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x4x16xf32>) -> tensor<1x32x16xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%137, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %138 = stablehlo.broadcast_in_dim %arg190, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %139 = stablehlo.reshape %output_17 : (tensor<1x32x16xf32>) -> tensor<8x4x16xf32>
    %140 = stablehlo.broadcast_in_dim %arg189, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<8x4x16xf32>
    %142 = stablehlo.add %138, %141 : tensor<8x4x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x4x16xf32>) -> tensor<32x16xf32>
    %144 = stablehlo.transpose %arg194, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %145 = stablehlo.dot_general %143, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %146 = stablehlo.broadcast_in_dim %arg193, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %147 = stablehlo.add %145, %146 : tensor<32x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<32x16xf32>) -> tensor<8x4x2x8xf32>
    %149 = stablehlo.transpose %148, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,8]{3,1,2,0}"} : (tensor<8x4x2x8xf32>) -> tensor<8x2x4x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<8x2x4x8xf32>) -> tensor<16x4x8xf32>
    %151 = stablehlo.transpose %arg192, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %152 = stablehlo.dot_general %143, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %153 = stablehlo.broadcast_in_dim %arg191, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %154 = stablehlo.add %152, %153 : tensor<32x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<32x16xf32>) -> tensor<8x4x2x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 3, 1] : (tensor<8x4x2x8xf32>) -> tensor<8x2x8x4xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x2x8x4xf32>) -> tensor<16x8x4xf32>
    %158 = stablehlo.dot_general %150, %157, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x8xf32>, tensor<16x8x4xf32>) -> tensor<16x4x4xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x4x4xf32>) -> tensor<8x2x4x4xf32>
    %160 = stablehlo.divide %159, %cst_9 : tensor<8x2x4x4xf32>
    %161 = stablehlo.reduce(%160 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %163 = stablehlo.subtract %160, %162 : tensor<8x2x4x4xf32>
    %164 = stablehlo.exponential %163 : tensor<8x2x4x4xf32>
    %165 = stablehlo.reduce(%164 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %167 = stablehlo.divide %164, %166 : tensor<8x2x4x4xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x2x4x4xf32>) -> tensor<16x4x4xf32>
    %169 = stablehlo.transpose %arg188, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %170 = stablehlo.dot_general %143, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %171 = stablehlo.broadcast_in_dim %arg187, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %172 = stablehlo.add %170, %171 : tensor<32x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<32x16xf32>) -> tensor<8x4x2x8xf32>
    %174 = stablehlo.transpose %173, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,8]{3,1,2,0}"} : (tensor<8x4x2x8xf32>) -> tensor<8x2x4x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x2x4x8xf32>) -> tensor<16x4x8xf32>
    %176 = stablehlo.dot_general %168, %175, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x4xf32>, tensor<16x4x8xf32>) -> tensor<16x4x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x4x8xf32>) -> tensor<8x2x4x8xf32>
    %178 = stablehlo.transpose %177, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,2,8]{3,1,2,0}"} : (tensor<8x2x4x8xf32>) -> tensor<8x4x2x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x4x2x8xf32>) -> tensor<32x16xf32>
    %180 = stablehlo.transpose %arg186, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %181 = stablehlo.dot_general %179, %180, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %182 = stablehlo.broadcast_in_dim %arg185, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %183 = stablehlo.add %181, %182 : tensor<32x16xf32>
    %184 = stablehlo.reshape %183 : (tensor<32x16xf32>) -> tensor<8x4x16xf32>
    %185 = stablehlo.add %184, %136 : tensor<8x4x16xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x4x16xf32>) -> tensor<1x32x16xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%186, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %187 = stablehlo.broadcast_in_dim %arg200, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %188 = stablehlo.reshape %output_20 : (tensor<1x32x16xf32>) -> tensor<8x4x16xf32>
    %189 = stablehlo.broadcast_in_dim %arg199, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %190 = stablehlo.multiply %188, %189 : tensor<8x4x16xf32>
    %191 = stablehlo.add %187, %190 : tensor<8x4x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<8x4x16xf32>) -> tensor<32x16xf32>
    %193 = stablehlo.transpose %arg198, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %195 = stablehlo.broadcast_in_dim %arg197, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %196 = stablehlo.add %194, %195 : tensor<32x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<32x32xf32>) -> tensor<8x4x32xf32>
    %198 = stablehlo.logistic %197 : tensor<8x4x32xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<8x4x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<8x4x32xf32>) -> tensor<32x32xf32>
    %201 = stablehlo.transpose %arg196, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %202 = stablehlo.dot_general %200, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %203 = stablehlo.broadcast_in_dim %arg195, dims = [1] : (tensor<16xf32>) -> tensor<32x16xf32>
    %204 = stablehlo.add %202, %203 : tensor<32x16xf32>
    %205 = stablehlo.reshape %204 : (tensor<32x16xf32>) -> tensor<8x4x16xf32>
    %206 = stablehlo.add %205, %185 : tensor<8x4x16xf32>
    %207 = stablehlo.reshape %206 : (tensor<8x4x16xf32>) -> tensor<1x32x16xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%207, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x16xf32>, tensor<32xf32>, tensor<32xf32>)
    %208 = stablehlo.broadcast_in_dim %arg201, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %209 = stablehlo.reshape %output_23 : (tensor<1x32x16xf32>) -> tensor<8x4x16xf32>
    %210 = stablehlo.broadcast_in_dim %arg81, dims = [2] : (tensor<16xf32>) -> tensor<8x4x16xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<8x4x16xf32>
    %212 = stablehlo.add %208, %211 : tensor<8x4x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<8x4x16xf32>) -> tensor<2x4x4x16xf32>
    %214 = stablehlo.transpose %213, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,4,4]{1,2,3,0}"} : (tensor<2x4x4x16xf32>) -> tensor<2x16x4x4xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x16x4x4xf32>) -> tensor<64x2x2x2xf32>
    %216 = stablehlo.transpose %215, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[64,2,2,2]{3,1,2,0}"} : (tensor<64x2x2x2xf32>) -> tensor<64x2x2x2xf32>
    %217 = stablehlo.reshape %216 : (tensor<64x2x2x2xf32>) -> tensor<2x16x4x4xf32>
    %218 = stablehlo.convolution(%217, %arg80) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x4x4xf32>, tensor<16x16x1x1xf32>) -> tensor<2x16x4x4xf32>
    %219 = "stablehlo.batch_norm_inference"(%218, %arg79, %arg78, %arg77, %arg76) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %220 = stablehlo.logistic %219 : tensor<2x16x4x4xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<2x16x4x4xf32>
    %222 = stablehlo.concatenate %56, %221, dim = 1 : (tensor<2x16x4x4xf32>, tensor<2x16x4x4xf32>) -> tensor<2x32x4x4xf32>
    %223 = stablehlo.convolution(%222, %arg75) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<16x32x3x3xf32>) -> tensor<2x16x4x4xf32>
    %224 = "stablehlo.batch_norm_inference"(%223, %arg74, %arg73, %arg72, %arg71) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x16x4x4xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<2x16x4x4xf32>
    %225 = stablehlo.logistic %224 : tensor<2x16x4x4xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2x16x4x4xf32>
    %227 = stablehlo.convolution(%226, %arg70) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x4x4xf32>, tensor<32x16x1x1xf32>) -> tensor<2x32x4x4xf32>
    %228 = "stablehlo.batch_norm_inference"(%227, %arg69, %arg68, %arg67, %arg66) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x4x4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %229 = stablehlo.logistic %228 : tensor<2x32x4x4xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<2x32x4x4xf32>
    %231 = stablehlo.convolution(%230, %arg65) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x3x3xf32>) -> tensor<2x32x2x2xf32>
    %232 = "stablehlo.batch_norm_inference"(%231, %arg64, %arg63, %arg62, %arg61) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x2x2xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x2x2xf32>
    %233 = stablehlo.logistic %232 : tensor<2x32x2x2xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<2x32x2x2xf32>
    %235 = stablehlo.convolution(%234, %arg60) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x2x2xf32>, tensor<24x32x1x1xf32>) -> tensor<2x24x2x2xf32>
    %236 = "stablehlo.batch_norm_inference"(%235, %arg59, %arg58, %arg57, %arg56) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x2x2xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x2x2xf32>
    %237 = stablehlo.convolution(%236, %arg55) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x24x2x2xf32>, tensor<24x24x3x3xf32>) -> tensor<2x24x2x2xf32>
    %238 = "stablehlo.batch_norm_inference"(%237, %arg54, %arg53, %arg52, %arg51) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x2x2xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x2x2xf32>
    %239 = stablehlo.logistic %238 : tensor<2x24x2x2xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<2x24x2x2xf32>
    %241 = stablehlo.convolution(%240, %arg50) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x24x2x2xf32>, tensor<24x24x1x1xf32>) -> tensor<2x24x2x2xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x24x2x2xf32>) -> tensor<2x24x1x4xf32>
    %243 = stablehlo.transpose %242, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,1,24]{1,2,3,0}"} : (tensor<2x24x1x4xf32>) -> tensor<2x4x1x24xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x4x1x24xf32>) -> tensor<8x1x24xf32>
    %245 = stablehlo.reshape %243 : (tensor<2x4x1x24xf32>) -> tensor<1x8x24xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%245, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %246 = stablehlo.broadcast_in_dim %arg207, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %247 = stablehlo.reshape %output_26 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %248 = stablehlo.broadcast_in_dim %arg206, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<8x1x24xf32>
    %250 = stablehlo.add %246, %249 : tensor<8x1x24xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %252 = stablehlo.transpose %arg211, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %254 = stablehlo.broadcast_in_dim %arg210, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %255 = stablehlo.add %253, %254 : tensor<8x24xf32>
    %256 = stablehlo.reshape %255 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %257 = stablehlo.transpose %arg209, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %258 = stablehlo.dot_general %251, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %259 = stablehlo.broadcast_in_dim %arg208, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %260 = stablehlo.add %258, %259 : tensor<8x24xf32>
    %261 = stablehlo.reshape %260 : (tensor<8x24xf32>) -> tensor<16x12x1xf32>
    %262 = stablehlo.dot_general %256, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x12xf32>, tensor<16x12x1xf32>) -> tensor<16x1x1xf32>
    %263 = stablehlo.reshape %262 : (tensor<16x1x1xf32>) -> tensor<8x2x1x1xf32>
    %264 = stablehlo.divide %263, %cst_6 : tensor<8x2x1x1xf32>
    %265 = stablehlo.reduce(%264 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %266 = stablehlo.reshape %265 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %267 = stablehlo.subtract %264, %266 : tensor<8x2x1x1xf32>
    %268 = stablehlo.exponential %267 : tensor<8x2x1x1xf32>
    %269 = stablehlo.reduce(%268 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %271 = stablehlo.divide %268, %270 : tensor<8x2x1x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<8x2x1x1xf32>) -> tensor<16x1x1xf32>
    %273 = stablehlo.transpose %arg205, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %274 = stablehlo.dot_general %251, %273, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %275 = stablehlo.broadcast_in_dim %arg204, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %276 = stablehlo.add %274, %275 : tensor<8x24xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %278 = stablehlo.dot_general %272, %277, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x1xf32>, tensor<16x1x12xf32>) -> tensor<16x1x12xf32>
    %279 = stablehlo.reshape %278 : (tensor<16x1x12xf32>) -> tensor<8x24xf32>
    %280 = stablehlo.transpose %arg203, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %281 = stablehlo.dot_general %279, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %282 = stablehlo.broadcast_in_dim %arg202, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %283 = stablehlo.add %281, %282 : tensor<8x24xf32>
    %284 = stablehlo.reshape %283 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %285 = stablehlo.add %284, %244 : tensor<8x1x24xf32>
    %286 = stablehlo.reshape %285 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%286, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %287 = stablehlo.broadcast_in_dim %arg217, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %288 = stablehlo.reshape %output_29 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %289 = stablehlo.broadcast_in_dim %arg216, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<8x1x24xf32>
    %291 = stablehlo.add %287, %290 : tensor<8x1x24xf32>
    %292 = stablehlo.reshape %291 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %293 = stablehlo.transpose %arg215, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,48]{0,1}"} : (tensor<48x24xf32>) -> tensor<24x48xf32>
    %294 = stablehlo.dot_general %292, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x48xf32>) -> tensor<8x48xf32>
    %295 = stablehlo.broadcast_in_dim %arg214, dims = [1] : (tensor<48xf32>) -> tensor<8x48xf32>
    %296 = stablehlo.add %294, %295 : tensor<8x48xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x48xf32>) -> tensor<8x1x48xf32>
    %298 = stablehlo.logistic %297 : tensor<8x1x48xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<8x1x48xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x1x48xf32>) -> tensor<8x48xf32>
    %301 = stablehlo.transpose %arg213, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,24]{0,1}"} : (tensor<24x48xf32>) -> tensor<48x24xf32>
    %302 = stablehlo.dot_general %300, %301, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48xf32>, tensor<48x24xf32>) -> tensor<8x24xf32>
    %303 = stablehlo.broadcast_in_dim %arg212, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %304 = stablehlo.add %302, %303 : tensor<8x24xf32>
    %305 = stablehlo.reshape %304 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %306 = stablehlo.add %305, %285 : tensor<8x1x24xf32>
    %307 = stablehlo.reshape %306 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%307, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %308 = stablehlo.broadcast_in_dim %arg223, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %309 = stablehlo.reshape %output_32 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %310 = stablehlo.broadcast_in_dim %arg222, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<8x1x24xf32>
    %312 = stablehlo.add %308, %311 : tensor<8x1x24xf32>
    %313 = stablehlo.reshape %312 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %314 = stablehlo.transpose %arg227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %315 = stablehlo.dot_general %313, %314, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %316 = stablehlo.broadcast_in_dim %arg226, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %317 = stablehlo.add %315, %316 : tensor<8x24xf32>
    %318 = stablehlo.reshape %317 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %319 = stablehlo.transpose %arg225, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %320 = stablehlo.dot_general %313, %319, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %321 = stablehlo.broadcast_in_dim %arg224, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %322 = stablehlo.add %320, %321 : tensor<8x24xf32>
    %323 = stablehlo.reshape %322 : (tensor<8x24xf32>) -> tensor<16x12x1xf32>
    %324 = stablehlo.dot_general %318, %323, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x12xf32>, tensor<16x12x1xf32>) -> tensor<16x1x1xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x1x1xf32>) -> tensor<8x2x1x1xf32>
    %326 = stablehlo.divide %325, %cst_6 : tensor<8x2x1x1xf32>
    %327 = stablehlo.reduce(%326 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %329 = stablehlo.subtract %326, %328 : tensor<8x2x1x1xf32>
    %330 = stablehlo.exponential %329 : tensor<8x2x1x1xf32>
    %331 = stablehlo.reduce(%330 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %332 = stablehlo.reshape %331 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %333 = stablehlo.divide %330, %332 : tensor<8x2x1x1xf32>
    %334 = stablehlo.reshape %333 : (tensor<8x2x1x1xf32>) -> tensor<16x1x1xf32>
    %335 = stablehlo.transpose %arg221, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %336 = stablehlo.dot_general %313, %335, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %337 = stablehlo.broadcast_in_dim %arg220, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %338 = stablehlo.add %336, %337 : tensor<8x24xf32>
    %339 = stablehlo.reshape %338 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %340 = stablehlo.dot_general %334, %339, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x1xf32>, tensor<16x1x12xf32>) -> tensor<16x1x12xf32>
    %341 = stablehlo.reshape %340 : (tensor<16x1x12xf32>) -> tensor<8x24xf32>
    %342 = stablehlo.transpose %arg219, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %343 = stablehlo.dot_general %341, %342, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %344 = stablehlo.broadcast_in_dim %arg218, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %345 = stablehlo.add %343, %344 : tensor<8x24xf32>
    %346 = stablehlo.reshape %345 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %347 = stablehlo.add %346, %306 : tensor<8x1x24xf32>
    %348 = stablehlo.reshape %347 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%348, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %349 = stablehlo.broadcast_in_dim %arg233, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %350 = stablehlo.reshape %output_35 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %351 = stablehlo.broadcast_in_dim %arg232, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %352 = stablehlo.multiply %350, %351 : tensor<8x1x24xf32>
    %353 = stablehlo.add %349, %352 : tensor<8x1x24xf32>
    %354 = stablehlo.reshape %353 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %355 = stablehlo.transpose %arg231, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,48]{0,1}"} : (tensor<48x24xf32>) -> tensor<24x48xf32>
    %356 = stablehlo.dot_general %354, %355, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x48xf32>) -> tensor<8x48xf32>
    %357 = stablehlo.broadcast_in_dim %arg230, dims = [1] : (tensor<48xf32>) -> tensor<8x48xf32>
    %358 = stablehlo.add %356, %357 : tensor<8x48xf32>
    %359 = stablehlo.reshape %358 : (tensor<8x48xf32>) -> tensor<8x1x48xf32>
    %360 = stablehlo.logistic %359 : tensor<8x1x48xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<8x1x48xf32>
    %362 = stablehlo.reshape %361 : (tensor<8x1x48xf32>) -> tensor<8x48xf32>
    %363 = stablehlo.transpose %arg229, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,24]{0,1}"} : (tensor<24x48xf32>) -> tensor<48x24xf32>
    %364 = stablehlo.dot_general %362, %363, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48xf32>, tensor<48x24xf32>) -> tensor<8x24xf32>
    %365 = stablehlo.broadcast_in_dim %arg228, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %366 = stablehlo.add %364, %365 : tensor<8x24xf32>
    %367 = stablehlo.reshape %366 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %368 = stablehlo.add %367, %347 : tensor<8x1x24xf32>
    %369 = stablehlo.reshape %368 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_38, %batch_mean_39, %batch_var_40 = "stablehlo.batch_norm_training"(%369, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %370 = stablehlo.broadcast_in_dim %arg239, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %371 = stablehlo.reshape %output_38 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %372 = stablehlo.broadcast_in_dim %arg238, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %373 = stablehlo.multiply %371, %372 : tensor<8x1x24xf32>
    %374 = stablehlo.add %370, %373 : tensor<8x1x24xf32>
    %375 = stablehlo.reshape %374 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %376 = stablehlo.transpose %arg243, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %377 = stablehlo.dot_general %375, %376, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %378 = stablehlo.broadcast_in_dim %arg242, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %379 = stablehlo.add %377, %378 : tensor<8x24xf32>
    %380 = stablehlo.reshape %379 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %381 = stablehlo.transpose %arg241, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %382 = stablehlo.dot_general %375, %381, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %383 = stablehlo.broadcast_in_dim %arg240, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %384 = stablehlo.add %382, %383 : tensor<8x24xf32>
    %385 = stablehlo.reshape %384 : (tensor<8x24xf32>) -> tensor<16x12x1xf32>
    %386 = stablehlo.dot_general %380, %385, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x12xf32>, tensor<16x12x1xf32>) -> tensor<16x1x1xf32>
    %387 = stablehlo.reshape %386 : (tensor<16x1x1xf32>) -> tensor<8x2x1x1xf32>
    %388 = stablehlo.divide %387, %cst_6 : tensor<8x2x1x1xf32>
    %389 = stablehlo.reduce(%388 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %390 = stablehlo.reshape %389 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %391 = stablehlo.subtract %388, %390 : tensor<8x2x1x1xf32>
    %392 = stablehlo.exponential %391 : tensor<8x2x1x1xf32>
    %393 = stablehlo.reduce(%392 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %394 = stablehlo.reshape %393 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %395 = stablehlo.divide %392, %394 : tensor<8x2x1x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<8x2x1x1xf32>) -> tensor<16x1x1xf32>
    %397 = stablehlo.transpose %arg237, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %398 = stablehlo.dot_general %375, %397, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %399 = stablehlo.broadcast_in_dim %arg236, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %400 = stablehlo.add %398, %399 : tensor<8x24xf32>
    %401 = stablehlo.reshape %400 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %402 = stablehlo.dot_general %396, %401, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x1xf32>, tensor<16x1x12xf32>) -> tensor<16x1x12xf32>
    %403 = stablehlo.reshape %402 : (tensor<16x1x12xf32>) -> tensor<8x24xf32>
    %404 = stablehlo.transpose %arg235, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %405 = stablehlo.dot_general %403, %404, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %406 = stablehlo.broadcast_in_dim %arg234, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %407 = stablehlo.add %405, %406 : tensor<8x24xf32>
    %408 = stablehlo.reshape %407 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %409 = stablehlo.add %408, %368 : tensor<8x1x24xf32>
    %410 = stablehlo.reshape %409 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_41, %batch_mean_42, %batch_var_43 = "stablehlo.batch_norm_training"(%410, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %411 = stablehlo.broadcast_in_dim %arg249, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %412 = stablehlo.reshape %output_41 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %413 = stablehlo.broadcast_in_dim %arg248, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<8x1x24xf32>
    %415 = stablehlo.add %411, %414 : tensor<8x1x24xf32>
    %416 = stablehlo.reshape %415 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %417 = stablehlo.transpose %arg247, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,48]{0,1}"} : (tensor<48x24xf32>) -> tensor<24x48xf32>
    %418 = stablehlo.dot_general %416, %417, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x48xf32>) -> tensor<8x48xf32>
    %419 = stablehlo.broadcast_in_dim %arg246, dims = [1] : (tensor<48xf32>) -> tensor<8x48xf32>
    %420 = stablehlo.add %418, %419 : tensor<8x48xf32>
    %421 = stablehlo.reshape %420 : (tensor<8x48xf32>) -> tensor<8x1x48xf32>
    %422 = stablehlo.logistic %421 : tensor<8x1x48xf32>
    %423 = stablehlo.multiply %421, %422 : tensor<8x1x48xf32>
    %424 = stablehlo.reshape %423 : (tensor<8x1x48xf32>) -> tensor<8x48xf32>
    %425 = stablehlo.transpose %arg245, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,24]{0,1}"} : (tensor<24x48xf32>) -> tensor<48x24xf32>
    %426 = stablehlo.dot_general %424, %425, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48xf32>, tensor<48x24xf32>) -> tensor<8x24xf32>
    %427 = stablehlo.broadcast_in_dim %arg244, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %428 = stablehlo.add %426, %427 : tensor<8x24xf32>
    %429 = stablehlo.reshape %428 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %430 = stablehlo.add %429, %409 : tensor<8x1x24xf32>
    %431 = stablehlo.reshape %430 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%431, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %432 = stablehlo.broadcast_in_dim %arg255, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %433 = stablehlo.reshape %output_44 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %434 = stablehlo.broadcast_in_dim %arg254, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %435 = stablehlo.multiply %433, %434 : tensor<8x1x24xf32>
    %436 = stablehlo.add %432, %435 : tensor<8x1x24xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %438 = stablehlo.transpose %arg259, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %439 = stablehlo.dot_general %437, %438, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %440 = stablehlo.broadcast_in_dim %arg258, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %441 = stablehlo.add %439, %440 : tensor<8x24xf32>
    %442 = stablehlo.reshape %441 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %443 = stablehlo.transpose %arg257, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %444 = stablehlo.dot_general %437, %443, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %445 = stablehlo.broadcast_in_dim %arg256, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %446 = stablehlo.add %444, %445 : tensor<8x24xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x24xf32>) -> tensor<16x12x1xf32>
    %448 = stablehlo.dot_general %442, %447, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x12xf32>, tensor<16x12x1xf32>) -> tensor<16x1x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<16x1x1xf32>) -> tensor<8x2x1x1xf32>
    %450 = stablehlo.divide %449, %cst_6 : tensor<8x2x1x1xf32>
    %451 = stablehlo.reduce(%450 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %452 = stablehlo.reshape %451 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %453 = stablehlo.subtract %450, %452 : tensor<8x2x1x1xf32>
    %454 = stablehlo.exponential %453 : tensor<8x2x1x1xf32>
    %455 = stablehlo.reduce(%454 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %457 = stablehlo.divide %454, %456 : tensor<8x2x1x1xf32>
    %458 = stablehlo.reshape %457 : (tensor<8x2x1x1xf32>) -> tensor<16x1x1xf32>
    %459 = stablehlo.transpose %arg253, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %460 = stablehlo.dot_general %437, %459, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %461 = stablehlo.broadcast_in_dim %arg252, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %462 = stablehlo.add %460, %461 : tensor<8x24xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x24xf32>) -> tensor<16x1x12xf32>
    %464 = stablehlo.dot_general %458, %463, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x1xf32>, tensor<16x1x12xf32>) -> tensor<16x1x12xf32>
    %465 = stablehlo.reshape %464 : (tensor<16x1x12xf32>) -> tensor<8x24xf32>
    %466 = stablehlo.transpose %arg251, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,24]{0,1}"} : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %467 = stablehlo.dot_general %465, %466, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x24xf32>) -> tensor<8x24xf32>
    %468 = stablehlo.broadcast_in_dim %arg250, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %469 = stablehlo.add %467, %468 : tensor<8x24xf32>
    %470 = stablehlo.reshape %469 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %471 = stablehlo.add %470, %430 : tensor<8x1x24xf32>
    %472 = stablehlo.reshape %471 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%472, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %473 = stablehlo.broadcast_in_dim %arg265, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %474 = stablehlo.reshape %output_47 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %475 = stablehlo.broadcast_in_dim %arg264, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<8x1x24xf32>
    %477 = stablehlo.add %473, %476 : tensor<8x1x24xf32>
    %478 = stablehlo.reshape %477 : (tensor<8x1x24xf32>) -> tensor<8x24xf32>
    %479 = stablehlo.transpose %arg263, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[24,48]{0,1}"} : (tensor<48x24xf32>) -> tensor<24x48xf32>
    %480 = stablehlo.dot_general %478, %479, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x48xf32>) -> tensor<8x48xf32>
    %481 = stablehlo.broadcast_in_dim %arg262, dims = [1] : (tensor<48xf32>) -> tensor<8x48xf32>
    %482 = stablehlo.add %480, %481 : tensor<8x48xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x48xf32>) -> tensor<8x1x48xf32>
    %484 = stablehlo.logistic %483 : tensor<8x1x48xf32>
    %485 = stablehlo.multiply %483, %484 : tensor<8x1x48xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x1x48xf32>) -> tensor<8x48xf32>
    %487 = stablehlo.transpose %arg261, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,24]{0,1}"} : (tensor<24x48xf32>) -> tensor<48x24xf32>
    %488 = stablehlo.dot_general %486, %487, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48xf32>, tensor<48x24xf32>) -> tensor<8x24xf32>
    %489 = stablehlo.broadcast_in_dim %arg260, dims = [1] : (tensor<24xf32>) -> tensor<8x24xf32>
    %490 = stablehlo.add %488, %489 : tensor<8x24xf32>
    %491 = stablehlo.reshape %490 : (tensor<8x24xf32>) -> tensor<8x1x24xf32>
    %492 = stablehlo.add %491, %471 : tensor<8x1x24xf32>
    %493 = stablehlo.reshape %492 : (tensor<8x1x24xf32>) -> tensor<1x8x24xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%493, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x24xf32>, tensor<8xf32>, tensor<8xf32>)
    %494 = stablehlo.broadcast_in_dim %arg266, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %495 = stablehlo.reshape %output_50 : (tensor<1x8x24xf32>) -> tensor<8x1x24xf32>
    %496 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<24xf32>) -> tensor<8x1x24xf32>
    %497 = stablehlo.multiply %495, %496 : tensor<8x1x24xf32>
    %498 = stablehlo.add %494, %497 : tensor<8x1x24xf32>
    %499 = stablehlo.reshape %498 : (tensor<8x1x24xf32>) -> tensor<2x4x1x24xf32>
    %500 = stablehlo.transpose %499, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,24,1,4]{1,2,3,0}"} : (tensor<2x4x1x24xf32>) -> tensor<2x24x1x4xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x24x1x4xf32>) -> tensor<2x24x2x2xf32>
    %502 = stablehlo.convolution(%501, %arg48) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x24x2x2xf32>, tensor<24x24x1x1xf32>) -> tensor<2x24x2x2xf32>
    %503 = "stablehlo.batch_norm_inference"(%502, %arg47, %arg46, %arg45, %arg44) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x2x2xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x2x2xf32>
    %504 = stablehlo.logistic %503 : tensor<2x24x2x2xf32>
    %505 = stablehlo.multiply %503, %504 : tensor<2x24x2x2xf32>
    %506 = stablehlo.concatenate %236, %505, dim = 1 : (tensor<2x24x2x2xf32>, tensor<2x24x2x2xf32>) -> tensor<2x48x2x2xf32>
    %507 = stablehlo.convolution(%506, %arg43) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x2x2xf32>, tensor<24x48x3x3xf32>) -> tensor<2x24x2x2xf32>
    %508 = "stablehlo.batch_norm_inference"(%507, %arg42, %arg41, %arg40, %arg39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x2x2xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x2x2xf32>
    %509 = stablehlo.logistic %508 : tensor<2x24x2x2xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<2x24x2x2xf32>
    %511 = stablehlo.convolution(%510, %arg38) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x24x2x2xf32>, tensor<48x24x1x1xf32>) -> tensor<2x48x2x2xf32>
    %512 = "stablehlo.batch_norm_inference"(%511, %arg37, %arg36, %arg35, %arg34) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x48x2x2xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<2x48x2x2xf32>
    %513 = stablehlo.logistic %512 : tensor<2x48x2x2xf32>
    %514 = stablehlo.multiply %512, %513 : tensor<2x48x2x2xf32>
    %515 = stablehlo.convolution(%514, %arg33) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 48 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x2x2xf32>, tensor<48x1x3x3xf32>) -> tensor<2x48x1x1xf32>
    %516 = "stablehlo.batch_norm_inference"(%515, %arg32, %arg31, %arg30, %arg29) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x48x1x1xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<2x48x1x1xf32>
    %517 = stablehlo.logistic %516 : tensor<2x48x1x1xf32>
    %518 = stablehlo.multiply %516, %517 : tensor<2x48x1x1xf32>
    %519 = stablehlo.convolution(%518, %arg28) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x1xf32>, tensor<24x48x1x1xf32>) -> tensor<2x24x1x1xf32>
    %520 = "stablehlo.batch_norm_inference"(%519, %arg27, %arg26, %arg25, %arg24) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x1x1xf32>
    %521 = stablehlo.convolution(%520, %arg23) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x24x1x1xf32>, tensor<24x24x3x3xf32>) -> tensor<2x24x1x1xf32>
    %522 = "stablehlo.batch_norm_inference"(%521, %arg22, %arg21, %arg20, %arg19) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x1x1xf32>
    %523 = stablehlo.logistic %522 : tensor<2x24x1x1xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<2x24x1x1xf32>
    %525 = stablehlo.convolution(%524, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x24x1x1xf32>, tensor<32x24x1x1xf32>) -> tensor<2x32x1x1xf32>
    %526 = stablehlo.reshape %525 : (tensor<2x32x1x1xf32>) -> tensor<2x32xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x2x2xf32>
    %528 = stablehlo.reshape %527 : (tensor<2x32x2x2xf32>) -> tensor<2x32x1x4xf32>
    %529 = stablehlo.transpose %528, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,1,32]{1,2,3,0}"} : (tensor<2x32x1x4xf32>) -> tensor<2x4x1x32xf32>
    %530 = stablehlo.reshape %529 : (tensor<2x4x1x32xf32>) -> tensor<8x1x32xf32>
    %531 = stablehlo.reshape %529 : (tensor<2x4x1x32xf32>) -> tensor<1x8x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%531, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %532 = stablehlo.broadcast_in_dim %arg272, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %533 = stablehlo.reshape %output_53 : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %534 = stablehlo.broadcast_in_dim %arg271, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %535 = stablehlo.multiply %533, %534 : tensor<8x1x32xf32>
    %536 = stablehlo.add %532, %535 : tensor<8x1x32xf32>
    %537 = stablehlo.reshape %536 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %538 = stablehlo.transpose %arg276, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %539 = stablehlo.dot_general %537, %538, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %540 = stablehlo.broadcast_in_dim %arg275, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %541 = stablehlo.add %539, %540 : tensor<8x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<8x32xf32>) -> tensor<16x1x16xf32>
    %543 = stablehlo.transpose %arg274, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %544 = stablehlo.dot_general %537, %543, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %545 = stablehlo.broadcast_in_dim %arg273, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %546 = stablehlo.add %544, %545 : tensor<8x32xf32>
    %547 = stablehlo.reshape %546 : (tensor<8x32xf32>) -> tensor<16x16x1xf32>
    %548 = stablehlo.dot_general %542, %547, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x16xf32>, tensor<16x16x1xf32>) -> tensor<16x1x1xf32>
    %549 = stablehlo.reshape %548 : (tensor<16x1x1xf32>) -> tensor<8x2x1x1xf32>
    %550 = stablehlo.divide %549, %cst_5 : tensor<8x2x1x1xf32>
    %551 = stablehlo.reduce(%550 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %552 = stablehlo.reshape %551 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %553 = stablehlo.subtract %550, %552 : tensor<8x2x1x1xf32>
    %554 = stablehlo.exponential %553 : tensor<8x2x1x1xf32>
    %555 = stablehlo.reduce(%554 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %557 = stablehlo.divide %554, %556 : tensor<8x2x1x1xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x2x1x1xf32>) -> tensor<16x1x1xf32>
    %559 = stablehlo.transpose %arg270, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %560 = stablehlo.dot_general %537, %559, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %561 = stablehlo.broadcast_in_dim %arg269, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %562 = stablehlo.add %560, %561 : tensor<8x32xf32>
    %563 = stablehlo.reshape %562 : (tensor<8x32xf32>) -> tensor<16x1x16xf32>
    %564 = stablehlo.dot_general %558, %563, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x1xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %565 = stablehlo.reshape %564 : (tensor<16x1x16xf32>) -> tensor<8x32xf32>
    %566 = stablehlo.transpose %arg268, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %567 = stablehlo.dot_general %565, %566, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %568 = stablehlo.broadcast_in_dim %arg267, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %569 = stablehlo.add %567, %568 : tensor<8x32xf32>
    %570 = stablehlo.reshape %569 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %571 = stablehlo.add %570, %530 : tensor<8x1x32xf32>
    %572 = stablehlo.reshape %571 : (tensor<8x1x32xf32>) -> tensor<1x8x32xf32>
    %output_56, %batch_mean_57, %batch_var_58 = "stablehlo.batch_norm_training"(%572, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %573 = stablehlo.broadcast_in_dim %arg282, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %574 = stablehlo.reshape %output_56 : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %575 = stablehlo.broadcast_in_dim %arg281, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %576 = stablehlo.multiply %574, %575 : tensor<8x1x32xf32>
    %577 = stablehlo.add %573, %576 : tensor<8x1x32xf32>
    %578 = stablehlo.reshape %577 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %579 = stablehlo.transpose %arg280, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %580 = stablehlo.dot_general %578, %579, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %581 = stablehlo.broadcast_in_dim %arg279, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %582 = stablehlo.add %580, %581 : tensor<8x64xf32>
    %583 = stablehlo.reshape %582 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %584 = stablehlo.logistic %583 : tensor<8x1x64xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<8x1x64xf32>
    %586 = stablehlo.reshape %585 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %587 = stablehlo.transpose %arg278, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %588 = stablehlo.dot_general %586, %587, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %589 = stablehlo.broadcast_in_dim %arg277, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %590 = stablehlo.add %588, %589 : tensor<8x32xf32>
    %591 = stablehlo.reshape %590 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %592 = stablehlo.add %591, %571 : tensor<8x1x32xf32>
    %593 = stablehlo.reshape %592 : (tensor<8x1x32xf32>) -> tensor<1x8x32xf32>
    %output_59, %batch_mean_60, %batch_var_61 = "stablehlo.batch_norm_training"(%593, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %594 = stablehlo.broadcast_in_dim %arg288, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %595 = stablehlo.reshape %output_59 : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %596 = stablehlo.broadcast_in_dim %arg287, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %597 = stablehlo.multiply %595, %596 : tensor<8x1x32xf32>
    %598 = stablehlo.add %594, %597 : tensor<8x1x32xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %600 = stablehlo.transpose %arg292, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %601 = stablehlo.dot_general %599, %600, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %602 = stablehlo.broadcast_in_dim %arg291, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %603 = stablehlo.add %601, %602 : tensor<8x32xf32>
    %604 = stablehlo.reshape %603 : (tensor<8x32xf32>) -> tensor<16x1x16xf32>
    %605 = stablehlo.transpose %arg290, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %606 = stablehlo.dot_general %599, %605, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %607 = stablehlo.broadcast_in_dim %arg289, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %608 = stablehlo.add %606, %607 : tensor<8x32xf32>
    %609 = stablehlo.reshape %608 : (tensor<8x32xf32>) -> tensor<16x16x1xf32>
    %610 = stablehlo.dot_general %604, %609, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x16xf32>, tensor<16x16x1xf32>) -> tensor<16x1x1xf32>
    %611 = stablehlo.reshape %610 : (tensor<16x1x1xf32>) -> tensor<8x2x1x1xf32>
    %612 = stablehlo.divide %611, %cst_5 : tensor<8x2x1x1xf32>
    %613 = stablehlo.reduce(%612 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %614 = stablehlo.reshape %613 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %615 = stablehlo.subtract %612, %614 : tensor<8x2x1x1xf32>
    %616 = stablehlo.exponential %615 : tensor<8x2x1x1xf32>
    %617 = stablehlo.reduce(%616 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %618 = stablehlo.reshape %617 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %619 = stablehlo.divide %616, %618 : tensor<8x2x1x1xf32>
    %620 = stablehlo.reshape %619 : (tensor<8x2x1x1xf32>) -> tensor<16x1x1xf32>
    %621 = stablehlo.transpose %arg286, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %622 = stablehlo.dot_general %599, %621, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %623 = stablehlo.broadcast_in_dim %arg285, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %624 = stablehlo.add %622, %623 : tensor<8x32xf32>
    %625 = stablehlo.reshape %624 : (tensor<8x32xf32>) -> tensor<16x1x16xf32>
    %626 = stablehlo.dot_general %620, %625, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x1xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %627 = stablehlo.reshape %626 : (tensor<16x1x16xf32>) -> tensor<8x32xf32>
    %628 = stablehlo.transpose %arg284, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %629 = stablehlo.dot_general %627, %628, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %630 = stablehlo.broadcast_in_dim %arg283, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %631 = stablehlo.add %629, %630 : tensor<8x32xf32>
    %632 = stablehlo.reshape %631 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %633 = stablehlo.add %632, %592 : tensor<8x1x32xf32>
    %634 = stablehlo.reshape %633 : (tensor<8x1x32xf32>) -> tensor<1x8x32xf32>
    %output_62, %batch_mean_63, %batch_var_64 = "stablehlo.batch_norm_training"(%634, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %635 = stablehlo.broadcast_in_dim %arg298, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %636 = stablehlo.reshape %output_62 : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %637 = stablehlo.broadcast_in_dim %arg297, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %638 = stablehlo.multiply %636, %637 : tensor<8x1x32xf32>
    %639 = stablehlo.add %635, %638 : tensor<8x1x32xf32>
    %640 = stablehlo.reshape %639 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %641 = stablehlo.transpose %arg296, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %642 = stablehlo.dot_general %640, %641, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %643 = stablehlo.broadcast_in_dim %arg295, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %644 = stablehlo.add %642, %643 : tensor<8x64xf32>
    %645 = stablehlo.reshape %644 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %646 = stablehlo.logistic %645 : tensor<8x1x64xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<8x1x64xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %649 = stablehlo.transpose %arg294, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %650 = stablehlo.dot_general %648, %649, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %651 = stablehlo.broadcast_in_dim %arg293, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %652 = stablehlo.add %650, %651 : tensor<8x32xf32>
    %653 = stablehlo.reshape %652 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %654 = stablehlo.add %653, %633 : tensor<8x1x32xf32>
    %655 = stablehlo.reshape %654 : (tensor<8x1x32xf32>) -> tensor<1x8x32xf32>
    %output_65, %batch_mean_66, %batch_var_67 = "stablehlo.batch_norm_training"(%655, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %656 = stablehlo.broadcast_in_dim %arg304, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %657 = stablehlo.reshape %output_65 : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %658 = stablehlo.broadcast_in_dim %arg303, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %659 = stablehlo.multiply %657, %658 : tensor<8x1x32xf32>
    %660 = stablehlo.add %656, %659 : tensor<8x1x32xf32>
    %661 = stablehlo.reshape %660 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %662 = stablehlo.transpose %arg308, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %663 = stablehlo.dot_general %661, %662, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %664 = stablehlo.broadcast_in_dim %arg307, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %665 = stablehlo.add %663, %664 : tensor<8x32xf32>
    %666 = stablehlo.reshape %665 : (tensor<8x32xf32>) -> tensor<16x1x16xf32>
    %667 = stablehlo.transpose %arg306, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %668 = stablehlo.dot_general %661, %667, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %669 = stablehlo.broadcast_in_dim %arg305, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %670 = stablehlo.add %668, %669 : tensor<8x32xf32>
    %671 = stablehlo.reshape %670 : (tensor<8x32xf32>) -> tensor<16x16x1xf32>
    %672 = stablehlo.dot_general %666, %671, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x16xf32>, tensor<16x16x1xf32>) -> tensor<16x1x1xf32>
    %673 = stablehlo.reshape %672 : (tensor<16x1x1xf32>) -> tensor<8x2x1x1xf32>
    %674 = stablehlo.divide %673, %cst_5 : tensor<8x2x1x1xf32>
    %675 = stablehlo.reduce(%674 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %676 = stablehlo.reshape %675 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %677 = stablehlo.subtract %674, %676 : tensor<8x2x1x1xf32>
    %678 = stablehlo.exponential %677 : tensor<8x2x1x1xf32>
    %679 = stablehlo.reduce(%678 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x2x1x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    %680 = stablehlo.reshape %679 : (tensor<8x2x1xf32>) -> tensor<8x2x1x1xf32>
    %681 = stablehlo.divide %678, %680 : tensor<8x2x1x1xf32>
    %682 = stablehlo.reshape %681 : (tensor<8x2x1x1xf32>) -> tensor<16x1x1xf32>
    %683 = stablehlo.transpose %arg302, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %684 = stablehlo.dot_general %661, %683, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %685 = stablehlo.broadcast_in_dim %arg301, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %686 = stablehlo.add %684, %685 : tensor<8x32xf32>
    %687 = stablehlo.reshape %686 : (tensor<8x32xf32>) -> tensor<16x1x16xf32>
    %688 = stablehlo.dot_general %682, %687, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1x1xf32>, tensor<16x1x16xf32>) -> tensor<16x1x16xf32>
    %689 = stablehlo.reshape %688 : (tensor<16x1x16xf32>) -> tensor<8x32xf32>
    %690 = stablehlo.transpose %arg300, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %691 = stablehlo.dot_general %689, %690, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %692 = stablehlo.broadcast_in_dim %arg299, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %693 = stablehlo.add %691, %692 : tensor<8x32xf32>
    %694 = stablehlo.reshape %693 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %695 = stablehlo.add %694, %654 : tensor<8x1x32xf32>
    %696 = stablehlo.reshape %695 : (tensor<8x1x32xf32>) -> tensor<1x8x32xf32>
    %output_68, %batch_mean_69, %batch_var_70 = "stablehlo.batch_norm_training"(%696, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %697 = stablehlo.broadcast_in_dim %arg314, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %698 = stablehlo.reshape %output_68 : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %699 = stablehlo.broadcast_in_dim %arg313, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %700 = stablehlo.multiply %698, %699 : tensor<8x1x32xf32>
    %701 = stablehlo.add %697, %700 : tensor<8x1x32xf32>
    %702 = stablehlo.reshape %701 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %703 = stablehlo.transpose %arg312, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %704 = stablehlo.dot_general %702, %703, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %705 = stablehlo.broadcast_in_dim %arg311, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %706 = stablehlo.add %704, %705 : tensor<8x64xf32>
    %707 = stablehlo.reshape %706 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %708 = stablehlo.logistic %707 : tensor<8x1x64xf32>
    %709 = stablehlo.multiply %707, %708 : tensor<8x1x64xf32>
    %710 = stablehlo.reshape %709 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %711 = stablehlo.transpose %arg310, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %712 = stablehlo.dot_general %710, %711, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %713 = stablehlo.broadcast_in_dim %arg309, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %714 = stablehlo.add %712, %713 : tensor<8x32xf32>
    %715 = stablehlo.reshape %714 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %716 = stablehlo.add %715, %695 : tensor<8x1x32xf32>
    %717 = stablehlo.reshape %716 : (tensor<8x1x32xf32>) -> tensor<1x8x32xf32>
    %output_71, %batch_mean_72, %batch_var_73 = "stablehlo.batch_norm_training"(%717, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %718 = stablehlo.ceil %cst_0 : tensor<1xf32>
    %719 = stablehlo.clamp %cst_2, %718, %cst_2 : tensor<1xf32>
    %720 = stablehlo.subtract %719, %cst_1 : tensor<1xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0] : (tensor<1xf32>) -> tensor<1x2xf32>
    %722 = stablehlo.iota dim = 0 : tensor<2xf32>
    %723 = stablehlo.reshape %722 : (tensor<2xf32>) -> tensor<1x2xf32>
    %724 = stablehlo.add %721, %723 : tensor<1x2xf32>
    %725 = stablehlo.add %724, %cst : tensor<1x2xf32>
    %726 = stablehlo.abs %725 : tensor<1x2xf32>
    %727 = stablehlo.subtract %cst_3, %726 : tensor<1x2xf32>
    %728 = stablehlo.maximum %727, %cst_4 : tensor<1x2xf32>
    %729 = stablehlo.reduce(%728 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0] : (tensor<1xf32>) -> tensor<1x2xf32>
    %731 = stablehlo.divide %728, %730 : tensor<1x2xf32>
    %732 = stablehlo.dot_general %731, %731, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2x1x2xf32>
    %733 = stablehlo.broadcast_in_dim %arg315, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %734 = stablehlo.reshape %output_71 : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %735 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<8x1x32xf32>
    %736 = stablehlo.multiply %734, %735 : tensor<8x1x32xf32>
    %737 = stablehlo.add %733, %736 : tensor<8x1x32xf32>
    %738 = stablehlo.reshape %737 : (tensor<8x1x32xf32>) -> tensor<2x4x1x32xf32>
    %739 = stablehlo.transpose %738, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,1,4]{1,2,3,0}"} : (tensor<2x4x1x32xf32>) -> tensor<2x32x1x4xf32>
    %740 = stablehlo.reshape %739 : (tensor<2x32x1x4xf32>) -> tensor<2x32x2x2xf32>
    %741 = stablehlo.transpose %740, dims = [0, 3, 2, 1] {result_layout = dense<[1, 2, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,2,32]{1,2,3,0}"} : (tensor<2x32x2x2xf32>) -> tensor<2x2x2x32xf32>
    %742 = stablehlo.reshape %719 : (tensor<1xf32>) -> tensor<1x1x1xf32>
    %743 = stablehlo.concatenate %742, %742, dim = 2 : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x2xf32>
    %744 = stablehlo.convert %743 : (tensor<1x1x2xf32>) -> tensor<1x1x2xi32>
    %745 = "stablehlo.gather"(%741, %744) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2, 3], start_index_map = [1, 2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 2, 2, 2, 32>}> : (tensor<2x2x2x32xf32>, tensor<1x1x2xi32>) -> tensor<2x2x2x32x1x1xf32>
    %746 = stablehlo.dot_general %732, %745, batching_dims = [2, 0] x [4, 5], contracting_dims = [3, 1] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x2x1x2xf32>, tensor<2x2x2x32x1x1xf32>) -> tensor<1x1x2x32xf32>
    %747 = stablehlo.reshape %746 : (tensor<1x1x2x32xf32>) -> tensor<2x32x1x1xf32>
    %748 = stablehlo.convolution(%747, %arg16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x1xf32>, tensor<24x32x1x1xf32>) -> tensor<2x24x1x1xf32>
    %749 = "stablehlo.batch_norm_inference"(%748, %arg15, %arg14, %arg13, %arg12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x1x1xf32>
    %750 = stablehlo.logistic %749 : tensor<2x24x1x1xf32>
    %751 = stablehlo.multiply %749, %750 : tensor<2x24x1x1xf32>
    %752 = stablehlo.concatenate %520, %751, dim = 1 : (tensor<2x24x1x1xf32>, tensor<2x24x1x1xf32>) -> tensor<2x48x1x1xf32>
    %753 = stablehlo.convolution(%752, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x48x1x1xf32>, tensor<24x48x3x3xf32>) -> tensor<2x24x1x1xf32>
    %754 = "stablehlo.batch_norm_inference"(%753, %arg10, %arg9, %arg8, %arg7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x24x1x1xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<2x24x1x1xf32>
    %755 = stablehlo.logistic %754 : tensor<2x24x1x1xf32>
    %756 = stablehlo.multiply %754, %755 : tensor<2x24x1x1xf32>
    %757 = stablehlo.convolution(%756, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x24x1x1xf32>, tensor<32x24x1x1xf32>) -> tensor<2x32x1x1xf32>
    %758 = "stablehlo.batch_norm_inference"(%757, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<2x32x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<2x32x1x1xf32>
    %759 = stablehlo.logistic %758 : tensor<2x32x1x1xf32>
    %760 = stablehlo.multiply %758, %759 : tensor<2x32x1x1xf32>
    %761 = stablehlo.reduce(%760 init: %cst_13) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x32x1x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %762 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %763 = stablehlo.dot_general %761, %762, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %764 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %765 = stablehlo.add %763, %764 : tensor<2x10xf32>
    return %765 : tensor<2x10xf32>
  }
}
