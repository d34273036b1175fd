module @IrToHlo.2209 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32x3x3x3xf32>, %arg2: tensor<1x3x1x1xf32>, %arg3: tensor<2x3x32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32x3x3xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32x1x1xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32x1x1xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32x3x3xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<64x64xi64>, %arg26: tensor<1x512xf32>, %arg27: tensor<512xf32>, %arg28: tensor<512x2xf32>, %arg29: tensor<1x15x15x2xf32>, %arg30: tensor<1x1x1xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32x1x1xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32x3x3xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x64xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<64x64xi64>, %arg51: tensor<2x512xf32>, %arg52: tensor<512xf32>, %arg53: tensor<512x2xf32>, %arg54: tensor<1x15x15x2xf32>, %arg55: tensor<2x1x1xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32x32x1x1xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32x32x3x3xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32x64xf32>, %arg68: tensor<64xf32>, %arg69: tensor<64x32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32x32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32x32xf32>, %arg75: tensor<64x64xi64>, %arg76: tensor<4x512xf32>, %arg77: tensor<512xf32>, %arg78: tensor<512x2xf32>, %arg79: tensor<1x15x15x2xf32>, %arg80: tensor<4x1x1xf32>, %arg81: tensor<32x32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<32x32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32x32x1x1xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32x32x3x3xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32x64xf32>, %arg93: tensor<64xf32>, %arg94: tensor<64x32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32x32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32x32xf32>, %arg100: tensor<64x64xi64>, %arg101: tensor<8x512xf32>, %arg102: tensor<512xf32>, %arg103: tensor<512x2xf32>, %arg104: tensor<1x15x15x2xf32>, %arg105: tensor<8x1x1xf32>, %arg106: tensor<32x32xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32x32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<32xf32>, %arg111: tensor<32xf32>, %arg112: tensor<32x32x1x1xf32>, %arg113: tensor<32xf32>, %arg114: tensor<32x32x3x3xf32>, %arg115: tensor<32xf32>, %arg116: tensor<32xf32>, %arg117: tensor<32x64xf32>, %arg118: tensor<64xf32>, %arg119: tensor<64x32xf32>, %arg120: tensor<32xf32>, %arg121: tensor<32xf32>, %arg122: tensor<32x32xf32>, %arg123: tensor<32xf32>, %arg124: tensor<32x32xf32>, %arg125: tensor<64x64xi64>, %arg126: tensor<8x512xf32>, %arg127: tensor<512xf32>, %arg128: tensor<512x2xf32>, %arg129: tensor<1x15x15x2xf32>, %arg130: tensor<8x1x1xf32>, %arg131: tensor<32x32xf32>, %arg132: tensor<32xf32>, %arg133: tensor<32x32xf32>, %arg134: tensor<32xf32>, %arg135: tensor<32xf32>, %arg136: tensor<32xf32>, %arg137: tensor<32x32x1x1xf32>, %arg138: tensor<32xf32>, %arg139: tensor<32x32x3x3xf32>, %arg140: tensor<32xf32>, %arg141: tensor<32xf32>, %arg142: tensor<32x64xf32>, %arg143: tensor<64xf32>, %arg144: tensor<64x32xf32>, %arg145: tensor<32xf32>, %arg146: tensor<32xf32>, %arg147: tensor<32x32xf32>, %arg148: tensor<32xf32>, %arg149: tensor<32x32xf32>, %arg150: tensor<64x64xi64>, %arg151: tensor<8x512xf32>, %arg152: tensor<512xf32>, %arg153: tensor<512x2xf32>, %arg154: tensor<1x15x15x2xf32>, %arg155: tensor<8x1x1xf32>, %arg156: tensor<32x32xf32>, %arg157: tensor<32xf32>, %arg158: tensor<32x32xf32>, %arg159: tensor<32xf32>, %arg160: tensor<32xf32>, %arg161: tensor<32xf32>) -> tensor<2x32x32x32xf32> {
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<8x64x64xf32>
    %cst_0 = stablehlo.constant dense<4.60517025> : tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<-3.40282347E+38> : tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<3.40282347E+38> : tensor<32x8x64x1xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<32x8x64x1xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<32x8x64x4xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-13> : tensor<32x8x64x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<4x64x64xf32>
    %cst_7 = stablehlo.constant dense<4.60517025> : tensor<4x1x1xf32>
    %cst_8 = stablehlo.constant dense<-3.40282347E+38> : tensor<4x1x1xf32>
    %cst_9 = stablehlo.constant dense<3.40282347E+38> : tensor<32x4x64x1xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<32x4x64x1xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<32x4x64x8xf32>
    %cst_12 = stablehlo.constant dense<9.99999996E-13> : tensor<32x4x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<2x64x64xf32>
    %cst_14 = stablehlo.constant dense<4.60517025> : tensor<2x1x1xf32>
    %cst_15 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x1xf32>
    %cst_16 = stablehlo.constant dense<3.40282347E+38> : tensor<32x2x64x1xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<32x2x64x1xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<32x2x64x16xf32>
    %cst_19 = stablehlo.constant dense<9.99999996E-13> : tensor<32x2x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x1024x64xf32>
    %cst_21 = stablehlo.constant dense<0.707106769> : tensor<2x1024x64xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<2x1024x64xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<1x64x64xf32>
    %c = stablehlo.constant dense<225> : tensor<4096xi64>
    %c_24 = stablehlo.constant dense<0> : tensor<4096xi64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<1x15x15x512xf32>
    %cst_26 = stablehlo.constant dense<4.60517025> : tensor<1x1x1xf32>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x1x1xf32>
    %cst_28 = stablehlo.constant dense<3.40282347E+38> : tensor<32x1x64x1xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<32x1x64x1xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<32x1x64x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999996E-13> : tensor<32x1x64x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2048xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<2048xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_36 = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23], [24], [25], [26], [27], [28], [29], [30], [31]]> : tensor<32x1xi64>
    %0 = "stablehlo.gather"(%arg3, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 3, 1, 32>}> : (tensor<2x3x32x32xf32>, tensor<32x1xi64>) -> tensor<2x3x32x32xf32>
    %1 = "stablehlo.gather"(%0, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 3, 32, 1>}> : (tensor<2x3x32x32xf32>, tensor<32x1xi64>) -> tensor<2x3x32x32xf32>
    %2 = stablehlo.reshape %arg2 : (tensor<1x3x1x1xf32>) -> tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf32>) -> tensor<2x3x32x32xf32>
    %4 = stablehlo.subtract %1, %3 : tensor<2x3x32x32xf32>
    %5 = stablehlo.convolution(%4, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x3x3xf32>) -> tensor<2x32x32x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x32x32x32xf32>
    %8 = stablehlo.convolution(%7, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x32x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x32x32x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x32x32x32xf32>) -> tensor<2x32x1024xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : (tensor<2x32x1024xf32>) -> tensor<2x1024x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x1024x32xf32>) -> tensor<1x2048x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%13, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %14 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %15 = stablehlo.reshape %output : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x1024x32xf32>
    %18 = stablehlo.add %14, %17 : tensor<2x1024x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x1024x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %20 = stablehlo.transpose %19, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,8,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x8x4x8x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x4x8x8x32xf32>) -> tensor<2048x32xf32>
    %22 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<2048x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<2048x32xf32>) -> tensor<32x1x64x32xf32>
    %27 = stablehlo.abs %26 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,1,64,32]{3,1,2,0}"} : tensor<32x1x64x32xf32>
    %28 = stablehlo.power %27, %cst_30 : tensor<32x1x64x32xf32>
    %29 = stablehlo.reduce(%28 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x1x64x32xf32>, tensor<f32>) -> tensor<32x1x64xf32>
    %30 = stablehlo.reshape %29 : (tensor<32x1x64xf32>) -> tensor<32x1x64x1xf32>
    %31 = stablehlo.power %30, %cst_29 : tensor<32x1x64x1xf32>
    %32 = stablehlo.clamp %cst_31, %31, %cst_28 : tensor<32x1x64x1xf32>
    %33 = stablehlo.reshape %32 : (tensor<32x1x64x1xf32>) -> tensor<32x1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<32x1x64xf32>) -> tensor<32x1x64x32xf32>
    %35 = stablehlo.divide %26, %34 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,1,64,32]{3,1,2,0}"} : tensor<32x1x64x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<32x1x64x32xf32>) -> tensor<32x64x32xf32>
    %37 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %38 = stablehlo.dot_general %21, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<2048x32xf32>) -> tensor<32x1x64x32xf32>
    %40 = stablehlo.abs %39 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,1,64,32]{3,1,2,0}"} : tensor<32x1x64x32xf32>
    %41 = stablehlo.power %40, %cst_30 : tensor<32x1x64x32xf32>
    %42 = stablehlo.reduce(%41 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x1x64x32xf32>, tensor<f32>) -> tensor<32x1x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<32x1x64xf32>) -> tensor<32x1x64x1xf32>
    %44 = stablehlo.power %43, %cst_29 : tensor<32x1x64x1xf32>
    %45 = stablehlo.clamp %cst_31, %44, %cst_28 : tensor<32x1x64x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<32x1x64x1xf32>) -> tensor<32x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<32x1x64xf32>) -> tensor<32x1x64x32xf32>
    %48 = stablehlo.divide %39, %47 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,1,64,32]{3,1,2,0}"} : tensor<32x1x64x32xf32>
    %49 = stablehlo.transpose %48, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[32,1,32,64]{2,1,3,0}"} : (tensor<32x1x64x32xf32>) -> tensor<32x1x32x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<32x1x32x64xf32>) -> tensor<32x32x64xf32>
    %51 = stablehlo.dot_general %36, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x64xf32>) -> tensor<32x64x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<32x64x64xf32>) -> tensor<32x1x64x64xf32>
    %53 = stablehlo.clamp %cst_27, %arg30, %cst_26 : tensor<1x1x1xf32>
    %54 = stablehlo.exponential %53 : tensor<1x1x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1, 2, 3] : (tensor<1x1x1xf32>) -> tensor<32x1x1x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<32x1x1x1xf32>) -> tensor<32x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x64x64xf32>
    %58 = stablehlo.multiply %52, %57 : tensor<32x1x64x64xf32>
    %59 = stablehlo.reshape %arg29 : (tensor<1x15x15x2xf32>) -> tensor<225x2xf32>
    %60 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %61 = stablehlo.dot_general %59, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x2xf32>, tensor<2x512xf32>) -> tensor<225x512xf32>
    %62 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<512xf32>) -> tensor<225x512xf32>
    %63 = stablehlo.add %61, %62 : tensor<225x512xf32>
    %64 = stablehlo.reshape %63 : (tensor<225x512xf32>) -> tensor<1x15x15x512xf32>
    %65 = stablehlo.maximum %64, %cst_25 : tensor<1x15x15x512xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x15x15x512xf32>) -> tensor<225x512xf32>
    %67 = stablehlo.reshape %arg26 : (tensor<1x512xf32>) -> tensor<512x1xf32>
    %68 = stablehlo.dot_general %66, %67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x512xf32>, tensor<512x1xf32>) -> tensor<225x1xf32>
    %69 = stablehlo.reshape %arg25 : (tensor<64x64xi64>) -> tensor<4096xi64>
    %70 = stablehlo.compare  LT, %69, %c_24 : (tensor<4096xi64>, tensor<4096xi64>) -> tensor<4096xi1>
    %71 = stablehlo.add %69, %c : tensor<4096xi64>
    %72 = stablehlo.select %70, %71, %69 : tensor<4096xi1>, tensor<4096xi64>
    %73 = stablehlo.reshape %72 : (tensor<4096xi64>) -> tensor<4096x1xi64>
    %74 = "stablehlo.gather"(%68, %73) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<225x1xf32>, tensor<4096x1xi64>) -> tensor<4096x1xf32>
    %75 = stablehlo.reshape %74 : (tensor<4096x1xf32>) -> tensor<1x64x64xf32>
    %76 = stablehlo.logistic %75 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1,64,64]{0,2,1}"} : tensor<1x64x64xf32>
    %77 = stablehlo.multiply %76, %cst_23 : tensor<1x64x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 2, 3] : (tensor<1x64x64xf32>) -> tensor<32x1x64x64xf32>
    %79 = stablehlo.add %58, %78 : tensor<32x1x64x64xf32>
    %80 = stablehlo.reduce(%79 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<32x1x64x64xf32>, tensor<f32>) -> tensor<32x1x64xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<32x1x64xf32>) -> tensor<32x1x64x64xf32>
    %82 = stablehlo.subtract %79, %81 : tensor<32x1x64x64xf32>
    %83 = stablehlo.exponential %82 : tensor<32x1x64x64xf32>
    %84 = stablehlo.reduce(%83 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x1x64x64xf32>, tensor<f32>) -> tensor<32x1x64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<32x1x64xf32>) -> tensor<32x1x64x64xf32>
    %86 = stablehlo.divide %83, %85 : tensor<32x1x64x64xf32>
    %87 = stablehlo.reshape %86 : (tensor<32x1x64x64xf32>) -> tensor<32x64x64xf32>
    %88 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %21, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<2048x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2048x32xf32>) -> tensor<32x64x32xf32>
    %93 = stablehlo.dot_general %87, %92, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x64xf32>, tensor<32x64x32xf32>) -> tensor<32x64x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<32x64x32xf32>) -> tensor<2048x32xf32>
    %95 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %98 = stablehlo.add %96, %97 : tensor<2048x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<2048x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %100 = stablehlo.transpose %99, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,8,4,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x4x8x8x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x4x8x4x8x32xf32>) -> tensor<1x2048x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%101, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %102 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %103 = stablehlo.reshape %output_37 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<2x1024x32xf32>
    %106 = stablehlo.add %102, %105 : tensor<2x1024x32xf32>
    %107 = stablehlo.add %18, %106 : tensor<2x1024x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x1024x32xf32>) -> tensor<2048x32xf32>
    %109 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x64xf32>) -> tensor<2048x64xf32>
    %111 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xf32>) -> tensor<2048x64xf32>
    %112 = stablehlo.add %110, %111 : tensor<2048x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<2048x64xf32>) -> tensor<2x1024x64xf32>
    %114 = stablehlo.multiply %113, %cst_22 : tensor<2x1024x64xf32>
    %115 = stablehlo.multiply %113, %cst_21 : tensor<2x1024x64xf32>
    %116 = stablehlo.custom_call @mhlo.erf(%115) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %117 = stablehlo.add %116, %cst_20 : tensor<2x1024x64xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<2x1024x64xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x1024x64xf32>) -> tensor<2048x64xf32>
    %120 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x32xf32>) -> tensor<2048x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %123 = stablehlo.add %121, %122 : tensor<2048x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2048x32xf32>) -> tensor<1x2048x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%124, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %125 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %126 = stablehlo.reshape %output_40 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x1024x32xf32>
    %129 = stablehlo.add %125, %128 : tensor<2x1024x32xf32>
    %130 = stablehlo.add %107, %129 : tensor<2x1024x32xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,1024]{1,2,0}"} : (tensor<2x1024x32xf32>) -> tensor<2x32x1024xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x32x1024xf32>) -> tensor<2x32x32x32xf32>
    %133 = stablehlo.convolution(%132, %arg14) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x32x32xf32>
    %134 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %135 = stablehlo.add %133, %134 : tensor<2x32x32x32xf32>
    %136 = stablehlo.convolution(%135, %arg12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x32x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %138 = stablehlo.add %136, %137 : tensor<2x32x32x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x32x32x32xf32>) -> tensor<2x32x1024xf32>
    %140 = stablehlo.transpose %139, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : (tensor<2x32x1024xf32>) -> tensor<2x1024x32xf32>
    %141 = stablehlo.add %140, %18 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x1024x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %143 = stablehlo.transpose %142, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,8,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x8x4x8x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x4x4x8x8x32xf32>) -> tensor<2048x32xf32>
    %145 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %148 = stablehlo.add %146, %147 : tensor<2048x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<2048x32xf32>) -> tensor<32x64x2x16xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,64,16]{3,1,2,0}"} : (tensor<32x64x2x16xf32>) -> tensor<32x2x64x16xf32>
    %151 = stablehlo.abs %150 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,64,16]{3,1,2,0}"} : tensor<32x2x64x16xf32>
    %152 = stablehlo.power %151, %cst_18 : tensor<32x2x64x16xf32>
    %153 = stablehlo.reduce(%152 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x2x64x16xf32>, tensor<f32>) -> tensor<32x2x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<32x2x64xf32>) -> tensor<32x2x64x1xf32>
    %155 = stablehlo.power %154, %cst_17 : tensor<32x2x64x1xf32>
    %156 = stablehlo.clamp %cst_19, %155, %cst_16 : tensor<32x2x64x1xf32>
    %157 = stablehlo.reshape %156 : (tensor<32x2x64x1xf32>) -> tensor<32x2x64xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<32x2x64xf32>) -> tensor<32x2x64x16xf32>
    %159 = stablehlo.divide %150, %158 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,64,16]{3,1,2,0}"} : tensor<32x2x64x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<32x2x64x16xf32>) -> tensor<64x64x16xf32>
    %161 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %144, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<2048x32xf32>) -> tensor<32x64x2x16xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,64,16]{3,1,2,0}"} : (tensor<32x64x2x16xf32>) -> tensor<32x2x64x16xf32>
    %165 = stablehlo.abs %164 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,64,16]{3,1,2,0}"} : tensor<32x2x64x16xf32>
    %166 = stablehlo.power %165, %cst_18 : tensor<32x2x64x16xf32>
    %167 = stablehlo.reduce(%166 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x2x64x16xf32>, tensor<f32>) -> tensor<32x2x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x2x64xf32>) -> tensor<32x2x64x1xf32>
    %169 = stablehlo.power %168, %cst_17 : tensor<32x2x64x1xf32>
    %170 = stablehlo.clamp %cst_19, %169, %cst_16 : tensor<32x2x64x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<32x2x64x1xf32>) -> tensor<32x2x64xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<32x2x64xf32>) -> tensor<32x2x64x16xf32>
    %173 = stablehlo.divide %164, %172 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,64,16]{3,1,2,0}"} : tensor<32x2x64x16xf32>
    %174 = stablehlo.transpose %173, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,16,64]{2,1,3,0}"} : (tensor<32x2x64x16xf32>) -> tensor<32x2x16x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<32x2x16x64xf32>) -> tensor<64x16x64xf32>
    %176 = stablehlo.dot_general %160, %175, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64x16xf32>, tensor<64x16x64xf32>) -> tensor<64x64x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<64x64x64xf32>) -> tensor<32x2x64x64xf32>
    %178 = stablehlo.clamp %cst_15, %arg55, %cst_14 : tensor<2x1x1xf32>
    %179 = stablehlo.exponential %178 : tensor<2x1x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [1, 2, 3] : (tensor<2x1x1xf32>) -> tensor<32x2x1x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<32x2x1x1xf32>) -> tensor<32x2xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x64x64xf32>
    %183 = stablehlo.multiply %177, %182 : tensor<32x2x64x64xf32>
    %184 = stablehlo.reshape %arg54 : (tensor<1x15x15x2xf32>) -> tensor<225x2xf32>
    %185 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x2xf32>, tensor<2x512xf32>) -> tensor<225x512xf32>
    %187 = stablehlo.broadcast_in_dim %arg52, dims = [1] : (tensor<512xf32>) -> tensor<225x512xf32>
    %188 = stablehlo.add %186, %187 : tensor<225x512xf32>
    %189 = stablehlo.reshape %188 : (tensor<225x512xf32>) -> tensor<1x15x15x512xf32>
    %190 = stablehlo.maximum %189, %cst_25 : tensor<1x15x15x512xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x15x15x512xf32>) -> tensor<225x512xf32>
    %192 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,2]{0,1}"} : (tensor<2x512xf32>) -> tensor<512x2xf32>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x512xf32>, tensor<512x2xf32>) -> tensor<225x2xf32>
    %194 = stablehlo.reshape %arg50 : (tensor<64x64xi64>) -> tensor<4096xi64>
    %195 = stablehlo.compare  LT, %194, %c_24 : (tensor<4096xi64>, tensor<4096xi64>) -> tensor<4096xi1>
    %196 = stablehlo.add %194, %c : tensor<4096xi64>
    %197 = stablehlo.select %195, %196, %194 : tensor<4096xi1>, tensor<4096xi64>
    %198 = stablehlo.reshape %197 : (tensor<4096xi64>) -> tensor<4096x1xi64>
    %199 = "stablehlo.gather"(%193, %198) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<225x2xf32>, tensor<4096x1xi64>) -> tensor<4096x2xf32>
    %200 = stablehlo.reshape %199 : (tensor<4096x2xf32>) -> tensor<64x64x2xf32>
    %201 = stablehlo.transpose %200, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,64,64]{0,2,1}"} : (tensor<64x64x2xf32>) -> tensor<2x64x64xf32>
    %202 = stablehlo.logistic %201 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,64,64]{0,2,1}"} : tensor<2x64x64xf32>
    %203 = stablehlo.multiply %202, %cst_13 : tensor<2x64x64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [1, 2, 3] : (tensor<2x64x64xf32>) -> tensor<32x2x64x64xf32>
    %205 = stablehlo.add %183, %204 : tensor<32x2x64x64xf32>
    %206 = stablehlo.reduce(%205 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<32x2x64x64xf32>, tensor<f32>) -> tensor<32x2x64xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<32x2x64xf32>) -> tensor<32x2x64x64xf32>
    %208 = stablehlo.subtract %205, %207 : tensor<32x2x64x64xf32>
    %209 = stablehlo.exponential %208 : tensor<32x2x64x64xf32>
    %210 = stablehlo.reduce(%209 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x2x64x64xf32>, tensor<f32>) -> tensor<32x2x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<32x2x64xf32>) -> tensor<32x2x64x64xf32>
    %212 = stablehlo.divide %209, %211 : tensor<32x2x64x64xf32>
    %213 = stablehlo.reshape %212 : (tensor<32x2x64x64xf32>) -> tensor<64x64x64xf32>
    %214 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %215 = stablehlo.dot_general %144, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %216 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %217 = stablehlo.add %215, %216 : tensor<2048x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<2048x32xf32>) -> tensor<32x64x2x16xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,64,16]{3,1,2,0}"} : (tensor<32x64x2x16xf32>) -> tensor<32x2x64x16xf32>
    %220 = stablehlo.reshape %219 : (tensor<32x2x64x16xf32>) -> tensor<64x64x16xf32>
    %221 = stablehlo.dot_general %213, %220, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64x64xf32>, tensor<64x64x16xf32>) -> tensor<64x64x16xf32>
    %222 = stablehlo.reshape %221 : (tensor<64x64x16xf32>) -> tensor<32x2x64x16xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,64,2,16]{3,1,2,0}"} : (tensor<32x2x64x16xf32>) -> tensor<32x64x2x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<32x64x2x16xf32>) -> tensor<2048x32xf32>
    %225 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %226 = stablehlo.dot_general %224, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %227 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %228 = stablehlo.add %226, %227 : tensor<2048x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2048x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %230 = stablehlo.transpose %229, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,8,4,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x4x8x8x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x4x8x4x8x32xf32>) -> tensor<1x2048x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%231, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %232 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %233 = stablehlo.reshape %output_43 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %234 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<2x1024x32xf32>
    %236 = stablehlo.add %232, %235 : tensor<2x1024x32xf32>
    %237 = stablehlo.add %141, %236 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x1024x32xf32>) -> tensor<2048x32xf32>
    %239 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %240 = stablehlo.dot_general %238, %239, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x64xf32>) -> tensor<2048x64xf32>
    %241 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<64xf32>) -> tensor<2048x64xf32>
    %242 = stablehlo.add %240, %241 : tensor<2048x64xf32>
    %243 = stablehlo.reshape %242 : (tensor<2048x64xf32>) -> tensor<2x1024x64xf32>
    %244 = stablehlo.multiply %243, %cst_22 : tensor<2x1024x64xf32>
    %245 = stablehlo.multiply %243, %cst_21 : tensor<2x1024x64xf32>
    %246 = stablehlo.custom_call @mhlo.erf(%245) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %247 = stablehlo.add %246, %cst_20 : tensor<2x1024x64xf32>
    %248 = stablehlo.multiply %244, %247 : tensor<2x1024x64xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x1024x64xf32>) -> tensor<2048x64xf32>
    %250 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %251 = stablehlo.dot_general %249, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x32xf32>) -> tensor<2048x32xf32>
    %252 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %253 = stablehlo.add %251, %252 : tensor<2048x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<2048x32xf32>) -> tensor<1x2048x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%254, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %255 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %256 = stablehlo.reshape %output_46 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %257 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<2x1024x32xf32>
    %259 = stablehlo.add %255, %258 : tensor<2x1024x32xf32>
    %260 = stablehlo.add %237, %259 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %261 = stablehlo.transpose %260, dims = [0, 2, 1] : (tensor<2x1024x32xf32>) -> tensor<2x32x1024xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x32x1024xf32>) -> tensor<2x32x32x32xf32>
    %263 = stablehlo.convolution(%262, %arg39) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x32x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %265 = stablehlo.add %263, %264 : tensor<2x32x32x32xf32>
    %266 = stablehlo.convolution(%265, %arg37) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x32x32xf32>
    %267 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %268 = stablehlo.add %266, %267 : tensor<2x32x32x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x32x32x32xf32>) -> tensor<2x32x1024xf32>
    %270 = stablehlo.transpose %269, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : (tensor<2x32x1024xf32>) -> tensor<2x1024x32xf32>
    %271 = stablehlo.add %270, %141 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x1024x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %273 = stablehlo.transpose %272, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,8,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x8x4x8x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x4x4x8x8x32xf32>) -> tensor<2048x32xf32>
    %275 = stablehlo.transpose %arg83, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %277 = stablehlo.broadcast_in_dim %arg82, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %278 = stablehlo.add %276, %277 : tensor<2048x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<2048x32xf32>) -> tensor<32x64x4x8xf32>
    %280 = stablehlo.transpose %279, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,64,8]{3,1,2,0}"} : (tensor<32x64x4x8xf32>) -> tensor<32x4x64x8xf32>
    %281 = stablehlo.abs %280 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,64,8]{3,1,2,0}"} : tensor<32x4x64x8xf32>
    %282 = stablehlo.power %281, %cst_11 : tensor<32x4x64x8xf32>
    %283 = stablehlo.reduce(%282 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x4x64x8xf32>, tensor<f32>) -> tensor<32x4x64xf32>
    %284 = stablehlo.reshape %283 : (tensor<32x4x64xf32>) -> tensor<32x4x64x1xf32>
    %285 = stablehlo.power %284, %cst_10 : tensor<32x4x64x1xf32>
    %286 = stablehlo.clamp %cst_12, %285, %cst_9 : tensor<32x4x64x1xf32>
    %287 = stablehlo.reshape %286 : (tensor<32x4x64x1xf32>) -> tensor<32x4x64xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<32x4x64xf32>) -> tensor<32x4x64x8xf32>
    %289 = stablehlo.divide %280, %288 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,64,8]{3,1,2,0}"} : tensor<32x4x64x8xf32>
    %290 = stablehlo.reshape %289 : (tensor<32x4x64x8xf32>) -> tensor<128x64x8xf32>
    %291 = stablehlo.transpose %arg81, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %292 = stablehlo.dot_general %274, %291, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<2048x32xf32>) -> tensor<32x64x4x8xf32>
    %294 = stablehlo.transpose %293, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,64,8]{3,1,2,0}"} : (tensor<32x64x4x8xf32>) -> tensor<32x4x64x8xf32>
    %295 = stablehlo.abs %294 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,64,8]{3,1,2,0}"} : tensor<32x4x64x8xf32>
    %296 = stablehlo.power %295, %cst_11 : tensor<32x4x64x8xf32>
    %297 = stablehlo.reduce(%296 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x4x64x8xf32>, tensor<f32>) -> tensor<32x4x64xf32>
    %298 = stablehlo.reshape %297 : (tensor<32x4x64xf32>) -> tensor<32x4x64x1xf32>
    %299 = stablehlo.power %298, %cst_10 : tensor<32x4x64x1xf32>
    %300 = stablehlo.clamp %cst_12, %299, %cst_9 : tensor<32x4x64x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<32x4x64x1xf32>) -> tensor<32x4x64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<32x4x64xf32>) -> tensor<32x4x64x8xf32>
    %303 = stablehlo.divide %294, %302 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,64,8]{3,1,2,0}"} : tensor<32x4x64x8xf32>
    %304 = stablehlo.transpose %303, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,8,64]{2,1,3,0}"} : (tensor<32x4x64x8xf32>) -> tensor<32x4x8x64xf32>
    %305 = stablehlo.reshape %304 : (tensor<32x4x8x64xf32>) -> tensor<128x8x64xf32>
    %306 = stablehlo.dot_general %290, %305, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64x8xf32>, tensor<128x8x64xf32>) -> tensor<128x64x64xf32>
    %307 = stablehlo.reshape %306 : (tensor<128x64x64xf32>) -> tensor<32x4x64x64xf32>
    %308 = stablehlo.clamp %cst_8, %arg80, %cst_7 : tensor<4x1x1xf32>
    %309 = stablehlo.exponential %308 : tensor<4x1x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<32x4x1x1xf32>
    %311 = stablehlo.reshape %310 : (tensor<32x4x1x1xf32>) -> tensor<32x4xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<32x4xf32>) -> tensor<32x4x64x64xf32>
    %313 = stablehlo.multiply %307, %312 : tensor<32x4x64x64xf32>
    %314 = stablehlo.reshape %arg79 : (tensor<1x15x15x2xf32>) -> tensor<225x2xf32>
    %315 = stablehlo.transpose %arg78, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %316 = stablehlo.dot_general %314, %315, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x2xf32>, tensor<2x512xf32>) -> tensor<225x512xf32>
    %317 = stablehlo.broadcast_in_dim %arg77, dims = [1] : (tensor<512xf32>) -> tensor<225x512xf32>
    %318 = stablehlo.add %316, %317 : tensor<225x512xf32>
    %319 = stablehlo.reshape %318 : (tensor<225x512xf32>) -> tensor<1x15x15x512xf32>
    %320 = stablehlo.maximum %319, %cst_25 : tensor<1x15x15x512xf32>
    %321 = stablehlo.reshape %320 : (tensor<1x15x15x512xf32>) -> tensor<225x512xf32>
    %322 = stablehlo.transpose %arg76, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,4]{0,1}"} : (tensor<4x512xf32>) -> tensor<512x4xf32>
    %323 = stablehlo.dot_general %321, %322, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x512xf32>, tensor<512x4xf32>) -> tensor<225x4xf32>
    %324 = stablehlo.reshape %arg75 : (tensor<64x64xi64>) -> tensor<4096xi64>
    %325 = stablehlo.compare  LT, %324, %c_24 : (tensor<4096xi64>, tensor<4096xi64>) -> tensor<4096xi1>
    %326 = stablehlo.add %324, %c : tensor<4096xi64>
    %327 = stablehlo.select %325, %326, %324 : tensor<4096xi1>, tensor<4096xi64>
    %328 = stablehlo.reshape %327 : (tensor<4096xi64>) -> tensor<4096x1xi64>
    %329 = "stablehlo.gather"(%323, %328) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<225x4xf32>, tensor<4096x1xi64>) -> tensor<4096x4xf32>
    %330 = stablehlo.reshape %329 : (tensor<4096x4xf32>) -> tensor<64x64x4xf32>
    %331 = stablehlo.transpose %330, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,64]{0,2,1}"} : (tensor<64x64x4xf32>) -> tensor<4x64x64xf32>
    %332 = stablehlo.logistic %331 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4,64,64]{0,2,1}"} : tensor<4x64x64xf32>
    %333 = stablehlo.multiply %332, %cst_6 : tensor<4x64x64xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [1, 2, 3] : (tensor<4x64x64xf32>) -> tensor<32x4x64x64xf32>
    %335 = stablehlo.add %313, %334 : tensor<32x4x64x64xf32>
    %336 = stablehlo.reduce(%335 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x64x64xf32>, tensor<f32>) -> tensor<32x4x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<32x4x64xf32>) -> tensor<32x4x64x64xf32>
    %338 = stablehlo.subtract %335, %337 : tensor<32x4x64x64xf32>
    %339 = stablehlo.exponential %338 : tensor<32x4x64x64xf32>
    %340 = stablehlo.reduce(%339 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x4x64x64xf32>, tensor<f32>) -> tensor<32x4x64xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<32x4x64xf32>) -> tensor<32x4x64x64xf32>
    %342 = stablehlo.divide %339, %341 : tensor<32x4x64x64xf32>
    %343 = stablehlo.reshape %342 : (tensor<32x4x64x64xf32>) -> tensor<128x64x64xf32>
    %344 = stablehlo.transpose %arg74, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %345 = stablehlo.dot_general %274, %344, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %346 = stablehlo.broadcast_in_dim %arg73, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %347 = stablehlo.add %345, %346 : tensor<2048x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<2048x32xf32>) -> tensor<32x64x4x8xf32>
    %349 = stablehlo.transpose %348, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,64,8]{3,1,2,0}"} : (tensor<32x64x4x8xf32>) -> tensor<32x4x64x8xf32>
    %350 = stablehlo.reshape %349 : (tensor<32x4x64x8xf32>) -> tensor<128x64x8xf32>
    %351 = stablehlo.dot_general %343, %350, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64x64xf32>, tensor<128x64x8xf32>) -> tensor<128x64x8xf32>
    %352 = stablehlo.reshape %351 : (tensor<128x64x8xf32>) -> tensor<32x4x64x8xf32>
    %353 = stablehlo.transpose %352, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,64,4,8]{3,1,2,0}"} : (tensor<32x4x64x8xf32>) -> tensor<32x64x4x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<32x64x4x8xf32>) -> tensor<2048x32xf32>
    %355 = stablehlo.transpose %arg72, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %356 = stablehlo.dot_general %354, %355, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %357 = stablehlo.broadcast_in_dim %arg71, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %358 = stablehlo.add %356, %357 : tensor<2048x32xf32>
    %359 = stablehlo.reshape %358 : (tensor<2048x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %360 = stablehlo.transpose %359, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,8,4,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x4x8x8x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x4x8x4x8x32xf32>) -> tensor<1x2048x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%361, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %362 = stablehlo.broadcast_in_dim %arg84, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %363 = stablehlo.reshape %output_49 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %364 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<2x1024x32xf32>
    %366 = stablehlo.add %362, %365 : tensor<2x1024x32xf32>
    %367 = stablehlo.add %271, %366 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x1024x32xf32>) -> tensor<2048x32xf32>
    %369 = stablehlo.transpose %arg69, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %370 = stablehlo.dot_general %368, %369, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x64xf32>) -> tensor<2048x64xf32>
    %371 = stablehlo.broadcast_in_dim %arg68, dims = [1] : (tensor<64xf32>) -> tensor<2048x64xf32>
    %372 = stablehlo.add %370, %371 : tensor<2048x64xf32>
    %373 = stablehlo.reshape %372 : (tensor<2048x64xf32>) -> tensor<2x1024x64xf32>
    %374 = stablehlo.multiply %373, %cst_22 : tensor<2x1024x64xf32>
    %375 = stablehlo.multiply %373, %cst_21 : tensor<2x1024x64xf32>
    %376 = stablehlo.custom_call @mhlo.erf(%375) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %377 = stablehlo.add %376, %cst_20 : tensor<2x1024x64xf32>
    %378 = stablehlo.multiply %374, %377 : tensor<2x1024x64xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x1024x64xf32>) -> tensor<2048x64xf32>
    %380 = stablehlo.transpose %arg67, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %381 = stablehlo.dot_general %379, %380, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x32xf32>) -> tensor<2048x32xf32>
    %382 = stablehlo.broadcast_in_dim %arg66, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %383 = stablehlo.add %381, %382 : tensor<2048x32xf32>
    %384 = stablehlo.reshape %383 : (tensor<2048x32xf32>) -> tensor<1x2048x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%384, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %385 = stablehlo.broadcast_in_dim %arg85, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %386 = stablehlo.reshape %output_52 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %387 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<2x1024x32xf32>
    %389 = stablehlo.add %385, %388 : tensor<2x1024x32xf32>
    %390 = stablehlo.add %367, %389 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %391 = stablehlo.transpose %390, dims = [0, 2, 1] : (tensor<2x1024x32xf32>) -> tensor<2x32x1024xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x32x1024xf32>) -> tensor<2x32x32x32xf32>
    %393 = stablehlo.convolution(%392, %arg64) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x32x32xf32>
    %394 = stablehlo.broadcast_in_dim %arg63, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %395 = stablehlo.add %393, %394 : tensor<2x32x32x32xf32>
    %396 = stablehlo.convolution(%395, %arg62) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x32x32xf32>
    %397 = stablehlo.broadcast_in_dim %arg61, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %398 = stablehlo.add %396, %397 : tensor<2x32x32x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x32x32x32xf32>) -> tensor<2x32x1024xf32>
    %400 = stablehlo.transpose %399, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : (tensor<2x32x1024xf32>) -> tensor<2x1024x32xf32>
    %401 = stablehlo.add %400, %271 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x1024x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %403 = stablehlo.transpose %402, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,8,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x8x4x8x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<2x4x4x8x8x32xf32>) -> tensor<2048x32xf32>
    %405 = stablehlo.transpose %arg108, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %406 = stablehlo.dot_general %404, %405, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %407 = stablehlo.broadcast_in_dim %arg107, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %408 = stablehlo.add %406, %407 : tensor<2048x32xf32>
    %409 = stablehlo.reshape %408 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %410 = stablehlo.transpose %409, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %411 = stablehlo.abs %410 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %412 = stablehlo.power %411, %cst_4 : tensor<32x8x64x4xf32>
    %413 = stablehlo.reduce(%412 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x4xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %414 = stablehlo.reshape %413 : (tensor<32x8x64xf32>) -> tensor<32x8x64x1xf32>
    %415 = stablehlo.power %414, %cst_3 : tensor<32x8x64x1xf32>
    %416 = stablehlo.clamp %cst_5, %415, %cst_2 : tensor<32x8x64x1xf32>
    %417 = stablehlo.reshape %416 : (tensor<32x8x64x1xf32>) -> tensor<32x8x64xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x4xf32>
    %419 = stablehlo.divide %410, %418 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %420 = stablehlo.reshape %419 : (tensor<32x8x64x4xf32>) -> tensor<256x64x4xf32>
    %421 = stablehlo.transpose %arg106, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %422 = stablehlo.dot_general %404, %421, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %423 = stablehlo.reshape %422 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %424 = stablehlo.transpose %423, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %425 = stablehlo.abs %424 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %426 = stablehlo.power %425, %cst_4 : tensor<32x8x64x4xf32>
    %427 = stablehlo.reduce(%426 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x4xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %428 = stablehlo.reshape %427 : (tensor<32x8x64xf32>) -> tensor<32x8x64x1xf32>
    %429 = stablehlo.power %428, %cst_3 : tensor<32x8x64x1xf32>
    %430 = stablehlo.clamp %cst_5, %429, %cst_2 : tensor<32x8x64x1xf32>
    %431 = stablehlo.reshape %430 : (tensor<32x8x64x1xf32>) -> tensor<32x8x64xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x4xf32>
    %433 = stablehlo.divide %424, %432 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %434 = stablehlo.transpose %433, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,4,64]{2,1,3,0}"} : (tensor<32x8x64x4xf32>) -> tensor<32x8x4x64xf32>
    %435 = stablehlo.reshape %434 : (tensor<32x8x4x64xf32>) -> tensor<256x4x64xf32>
    %436 = stablehlo.dot_general %420, %435, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64x4xf32>, tensor<256x4x64xf32>) -> tensor<256x64x64xf32>
    %437 = stablehlo.reshape %436 : (tensor<256x64x64xf32>) -> tensor<32x8x64x64xf32>
    %438 = stablehlo.clamp %cst_1, %arg105, %cst_0 : tensor<8x1x1xf32>
    %439 = stablehlo.exponential %438 : tensor<8x1x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %441 = stablehlo.reshape %440 : (tensor<32x8x1x1xf32>) -> tensor<32x8xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x64x64xf32>
    %443 = stablehlo.multiply %437, %442 : tensor<32x8x64x64xf32>
    %444 = stablehlo.reshape %arg104 : (tensor<1x15x15x2xf32>) -> tensor<225x2xf32>
    %445 = stablehlo.transpose %arg103, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %446 = stablehlo.dot_general %444, %445, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x2xf32>, tensor<2x512xf32>) -> tensor<225x512xf32>
    %447 = stablehlo.broadcast_in_dim %arg102, dims = [1] : (tensor<512xf32>) -> tensor<225x512xf32>
    %448 = stablehlo.add %446, %447 : tensor<225x512xf32>
    %449 = stablehlo.reshape %448 : (tensor<225x512xf32>) -> tensor<1x15x15x512xf32>
    %450 = stablehlo.maximum %449, %cst_25 : tensor<1x15x15x512xf32>
    %451 = stablehlo.reshape %450 : (tensor<1x15x15x512xf32>) -> tensor<225x512xf32>
    %452 = stablehlo.transpose %arg101, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,8]{0,1}"} : (tensor<8x512xf32>) -> tensor<512x8xf32>
    %453 = stablehlo.dot_general %451, %452, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x512xf32>, tensor<512x8xf32>) -> tensor<225x8xf32>
    %454 = stablehlo.reshape %arg100 : (tensor<64x64xi64>) -> tensor<4096xi64>
    %455 = stablehlo.compare  LT, %454, %c_24 : (tensor<4096xi64>, tensor<4096xi64>) -> tensor<4096xi1>
    %456 = stablehlo.add %454, %c : tensor<4096xi64>
    %457 = stablehlo.select %455, %456, %454 : tensor<4096xi1>, tensor<4096xi64>
    %458 = stablehlo.reshape %457 : (tensor<4096xi64>) -> tensor<4096x1xi64>
    %459 = "stablehlo.gather"(%453, %458) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<225x8xf32>, tensor<4096x1xi64>) -> tensor<4096x8xf32>
    %460 = stablehlo.reshape %459 : (tensor<4096x8xf32>) -> tensor<64x64x8xf32>
    %461 = stablehlo.transpose %460, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,64]{0,2,1}"} : (tensor<64x64x8xf32>) -> tensor<8x64x64xf32>
    %462 = stablehlo.logistic %461 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,64]{0,2,1}"} : tensor<8x64x64xf32>
    %463 = stablehlo.multiply %462, %cst : tensor<8x64x64xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [1, 2, 3] : (tensor<8x64x64xf32>) -> tensor<32x8x64x64xf32>
    %465 = stablehlo.add %443, %464 : tensor<32x8x64x64xf32>
    %466 = stablehlo.reduce(%465 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<32x8x64x64xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x64xf32>
    %468 = stablehlo.subtract %465, %467 : tensor<32x8x64x64xf32>
    %469 = stablehlo.exponential %468 : tensor<32x8x64x64xf32>
    %470 = stablehlo.reduce(%469 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x64xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x64xf32>
    %472 = stablehlo.divide %469, %471 : tensor<32x8x64x64xf32>
    %473 = stablehlo.reshape %472 : (tensor<32x8x64x64xf32>) -> tensor<256x64x64xf32>
    %474 = stablehlo.transpose %arg99, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %475 = stablehlo.dot_general %404, %474, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %476 = stablehlo.broadcast_in_dim %arg98, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %477 = stablehlo.add %475, %476 : tensor<2048x32xf32>
    %478 = stablehlo.reshape %477 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %479 = stablehlo.transpose %478, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %480 = stablehlo.reshape %479 : (tensor<32x8x64x4xf32>) -> tensor<256x64x4xf32>
    %481 = stablehlo.dot_general %473, %480, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64x64xf32>, tensor<256x64x4xf32>) -> tensor<256x64x4xf32>
    %482 = stablehlo.reshape %481 : (tensor<256x64x4xf32>) -> tensor<32x8x64x4xf32>
    %483 = stablehlo.transpose %482, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,64,8,4]{3,1,2,0}"} : (tensor<32x8x64x4xf32>) -> tensor<32x64x8x4xf32>
    %484 = stablehlo.reshape %483 : (tensor<32x64x8x4xf32>) -> tensor<2048x32xf32>
    %485 = stablehlo.transpose %arg97, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %486 = stablehlo.dot_general %484, %485, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %487 = stablehlo.broadcast_in_dim %arg96, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %488 = stablehlo.add %486, %487 : tensor<2048x32xf32>
    %489 = stablehlo.reshape %488 : (tensor<2048x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %490 = stablehlo.transpose %489, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,8,4,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x4x8x8x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x4x8x4x8x32xf32>) -> tensor<1x2048x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%491, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %492 = stablehlo.broadcast_in_dim %arg109, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %493 = stablehlo.reshape %output_55 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %494 = stablehlo.broadcast_in_dim %arg95, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %495 = stablehlo.multiply %493, %494 : tensor<2x1024x32xf32>
    %496 = stablehlo.add %492, %495 : tensor<2x1024x32xf32>
    %497 = stablehlo.add %401, %496 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x1024x32xf32>) -> tensor<2048x32xf32>
    %499 = stablehlo.transpose %arg94, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %500 = stablehlo.dot_general %498, %499, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x64xf32>) -> tensor<2048x64xf32>
    %501 = stablehlo.broadcast_in_dim %arg93, dims = [1] : (tensor<64xf32>) -> tensor<2048x64xf32>
    %502 = stablehlo.add %500, %501 : tensor<2048x64xf32>
    %503 = stablehlo.reshape %502 : (tensor<2048x64xf32>) -> tensor<2x1024x64xf32>
    %504 = stablehlo.multiply %503, %cst_22 : tensor<2x1024x64xf32>
    %505 = stablehlo.multiply %503, %cst_21 : tensor<2x1024x64xf32>
    %506 = stablehlo.custom_call @mhlo.erf(%505) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %507 = stablehlo.add %506, %cst_20 : tensor<2x1024x64xf32>
    %508 = stablehlo.multiply %504, %507 : tensor<2x1024x64xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x1024x64xf32>) -> tensor<2048x64xf32>
    %510 = stablehlo.transpose %arg92, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %511 = stablehlo.dot_general %509, %510, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x32xf32>) -> tensor<2048x32xf32>
    %512 = stablehlo.broadcast_in_dim %arg91, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %513 = stablehlo.add %511, %512 : tensor<2048x32xf32>
    %514 = stablehlo.reshape %513 : (tensor<2048x32xf32>) -> tensor<1x2048x32xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%514, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %515 = stablehlo.broadcast_in_dim %arg110, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %516 = stablehlo.reshape %output_58 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %517 = stablehlo.broadcast_in_dim %arg90, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %518 = stablehlo.multiply %516, %517 : tensor<2x1024x32xf32>
    %519 = stablehlo.add %515, %518 : tensor<2x1024x32xf32>
    %520 = stablehlo.add %497, %519 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %521 = stablehlo.transpose %520, dims = [0, 2, 1] : (tensor<2x1024x32xf32>) -> tensor<2x32x1024xf32>
    %522 = stablehlo.reshape %521 : (tensor<2x32x1024xf32>) -> tensor<2x32x32x32xf32>
    %523 = stablehlo.convolution(%522, %arg89) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x32x32xf32>
    %524 = stablehlo.broadcast_in_dim %arg88, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %525 = stablehlo.add %523, %524 : tensor<2x32x32x32xf32>
    %526 = stablehlo.convolution(%525, %arg87) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x32x32xf32>
    %527 = stablehlo.broadcast_in_dim %arg86, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %528 = stablehlo.add %526, %527 : tensor<2x32x32x32xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x32x32x32xf32>) -> tensor<2x32x1024xf32>
    %530 = stablehlo.transpose %529, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : (tensor<2x32x1024xf32>) -> tensor<2x1024x32xf32>
    %531 = stablehlo.add %530, %401 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x1024x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %533 = stablehlo.transpose %532, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,8,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x8x4x8x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x4x4x8x8x32xf32>) -> tensor<2048x32xf32>
    %535 = stablehlo.transpose %arg133, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %536 = stablehlo.dot_general %534, %535, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %537 = stablehlo.broadcast_in_dim %arg132, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %538 = stablehlo.add %536, %537 : tensor<2048x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %540 = stablehlo.transpose %539, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %541 = stablehlo.abs %540 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %542 = stablehlo.power %541, %cst_4 : tensor<32x8x64x4xf32>
    %543 = stablehlo.reduce(%542 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x4xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %544 = stablehlo.reshape %543 : (tensor<32x8x64xf32>) -> tensor<32x8x64x1xf32>
    %545 = stablehlo.power %544, %cst_3 : tensor<32x8x64x1xf32>
    %546 = stablehlo.clamp %cst_5, %545, %cst_2 : tensor<32x8x64x1xf32>
    %547 = stablehlo.reshape %546 : (tensor<32x8x64x1xf32>) -> tensor<32x8x64xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x4xf32>
    %549 = stablehlo.divide %540, %548 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %550 = stablehlo.reshape %549 : (tensor<32x8x64x4xf32>) -> tensor<256x64x4xf32>
    %551 = stablehlo.transpose %arg131, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %552 = stablehlo.dot_general %534, %551, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %553 = stablehlo.reshape %552 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %554 = stablehlo.transpose %553, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %555 = stablehlo.abs %554 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %556 = stablehlo.power %555, %cst_4 : tensor<32x8x64x4xf32>
    %557 = stablehlo.reduce(%556 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x4xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %558 = stablehlo.reshape %557 : (tensor<32x8x64xf32>) -> tensor<32x8x64x1xf32>
    %559 = stablehlo.power %558, %cst_3 : tensor<32x8x64x1xf32>
    %560 = stablehlo.clamp %cst_5, %559, %cst_2 : tensor<32x8x64x1xf32>
    %561 = stablehlo.reshape %560 : (tensor<32x8x64x1xf32>) -> tensor<32x8x64xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x4xf32>
    %563 = stablehlo.divide %554, %562 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %564 = stablehlo.transpose %563, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,4,64]{2,1,3,0}"} : (tensor<32x8x64x4xf32>) -> tensor<32x8x4x64xf32>
    %565 = stablehlo.reshape %564 : (tensor<32x8x4x64xf32>) -> tensor<256x4x64xf32>
    %566 = stablehlo.dot_general %550, %565, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64x4xf32>, tensor<256x4x64xf32>) -> tensor<256x64x64xf32>
    %567 = stablehlo.reshape %566 : (tensor<256x64x64xf32>) -> tensor<32x8x64x64xf32>
    %568 = stablehlo.clamp %cst_1, %arg130, %cst_0 : tensor<8x1x1xf32>
    %569 = stablehlo.exponential %568 : tensor<8x1x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %571 = stablehlo.reshape %570 : (tensor<32x8x1x1xf32>) -> tensor<32x8xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x64x64xf32>
    %573 = stablehlo.multiply %567, %572 : tensor<32x8x64x64xf32>
    %574 = stablehlo.reshape %arg129 : (tensor<1x15x15x2xf32>) -> tensor<225x2xf32>
    %575 = stablehlo.transpose %arg128, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %576 = stablehlo.dot_general %574, %575, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x2xf32>, tensor<2x512xf32>) -> tensor<225x512xf32>
    %577 = stablehlo.broadcast_in_dim %arg127, dims = [1] : (tensor<512xf32>) -> tensor<225x512xf32>
    %578 = stablehlo.add %576, %577 : tensor<225x512xf32>
    %579 = stablehlo.reshape %578 : (tensor<225x512xf32>) -> tensor<1x15x15x512xf32>
    %580 = stablehlo.maximum %579, %cst_25 : tensor<1x15x15x512xf32>
    %581 = stablehlo.reshape %580 : (tensor<1x15x15x512xf32>) -> tensor<225x512xf32>
    %582 = stablehlo.transpose %arg126, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,8]{0,1}"} : (tensor<8x512xf32>) -> tensor<512x8xf32>
    %583 = stablehlo.dot_general %581, %582, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x512xf32>, tensor<512x8xf32>) -> tensor<225x8xf32>
    %584 = stablehlo.reshape %arg125 : (tensor<64x64xi64>) -> tensor<4096xi64>
    %585 = stablehlo.compare  LT, %584, %c_24 : (tensor<4096xi64>, tensor<4096xi64>) -> tensor<4096xi1>
    %586 = stablehlo.add %584, %c : tensor<4096xi64>
    %587 = stablehlo.select %585, %586, %584 : tensor<4096xi1>, tensor<4096xi64>
    %588 = stablehlo.reshape %587 : (tensor<4096xi64>) -> tensor<4096x1xi64>
    %589 = "stablehlo.gather"(%583, %588) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<225x8xf32>, tensor<4096x1xi64>) -> tensor<4096x8xf32>
    %590 = stablehlo.reshape %589 : (tensor<4096x8xf32>) -> tensor<64x64x8xf32>
    %591 = stablehlo.transpose %590, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,64]{0,2,1}"} : (tensor<64x64x8xf32>) -> tensor<8x64x64xf32>
    %592 = stablehlo.logistic %591 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,64]{0,2,1}"} : tensor<8x64x64xf32>
    %593 = stablehlo.multiply %592, %cst : tensor<8x64x64xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [1, 2, 3] : (tensor<8x64x64xf32>) -> tensor<32x8x64x64xf32>
    %595 = stablehlo.add %573, %594 : tensor<32x8x64x64xf32>
    %596 = stablehlo.reduce(%595 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<32x8x64x64xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x64xf32>
    %598 = stablehlo.subtract %595, %597 : tensor<32x8x64x64xf32>
    %599 = stablehlo.exponential %598 : tensor<32x8x64x64xf32>
    %600 = stablehlo.reduce(%599 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x64xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x64xf32>
    %602 = stablehlo.divide %599, %601 : tensor<32x8x64x64xf32>
    %603 = stablehlo.reshape %602 : (tensor<32x8x64x64xf32>) -> tensor<256x64x64xf32>
    %604 = stablehlo.transpose %arg124, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %605 = stablehlo.dot_general %534, %604, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %606 = stablehlo.broadcast_in_dim %arg123, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %607 = stablehlo.add %605, %606 : tensor<2048x32xf32>
    %608 = stablehlo.reshape %607 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %609 = stablehlo.transpose %608, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %610 = stablehlo.reshape %609 : (tensor<32x8x64x4xf32>) -> tensor<256x64x4xf32>
    %611 = stablehlo.dot_general %603, %610, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64x64xf32>, tensor<256x64x4xf32>) -> tensor<256x64x4xf32>
    %612 = stablehlo.reshape %611 : (tensor<256x64x4xf32>) -> tensor<32x8x64x4xf32>
    %613 = stablehlo.transpose %612, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,64,8,4]{3,1,2,0}"} : (tensor<32x8x64x4xf32>) -> tensor<32x64x8x4xf32>
    %614 = stablehlo.reshape %613 : (tensor<32x64x8x4xf32>) -> tensor<2048x32xf32>
    %615 = stablehlo.transpose %arg122, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %616 = stablehlo.dot_general %614, %615, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %617 = stablehlo.broadcast_in_dim %arg121, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %618 = stablehlo.add %616, %617 : tensor<2048x32xf32>
    %619 = stablehlo.reshape %618 : (tensor<2048x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %620 = stablehlo.transpose %619, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,8,4,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x4x8x8x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %621 = stablehlo.reshape %620 : (tensor<2x4x8x4x8x32xf32>) -> tensor<1x2048x32xf32>
    %output_61, %batch_mean_62, %batch_var_63 = "stablehlo.batch_norm_training"(%621, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %622 = stablehlo.broadcast_in_dim %arg134, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %623 = stablehlo.reshape %output_61 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %624 = stablehlo.broadcast_in_dim %arg120, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %625 = stablehlo.multiply %623, %624 : tensor<2x1024x32xf32>
    %626 = stablehlo.add %622, %625 : tensor<2x1024x32xf32>
    %627 = stablehlo.add %531, %626 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %628 = stablehlo.reshape %627 : (tensor<2x1024x32xf32>) -> tensor<2048x32xf32>
    %629 = stablehlo.transpose %arg119, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %630 = stablehlo.dot_general %628, %629, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x64xf32>) -> tensor<2048x64xf32>
    %631 = stablehlo.broadcast_in_dim %arg118, dims = [1] : (tensor<64xf32>) -> tensor<2048x64xf32>
    %632 = stablehlo.add %630, %631 : tensor<2048x64xf32>
    %633 = stablehlo.reshape %632 : (tensor<2048x64xf32>) -> tensor<2x1024x64xf32>
    %634 = stablehlo.multiply %633, %cst_22 : tensor<2x1024x64xf32>
    %635 = stablehlo.multiply %633, %cst_21 : tensor<2x1024x64xf32>
    %636 = stablehlo.custom_call @mhlo.erf(%635) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %637 = stablehlo.add %636, %cst_20 : tensor<2x1024x64xf32>
    %638 = stablehlo.multiply %634, %637 : tensor<2x1024x64xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x1024x64xf32>) -> tensor<2048x64xf32>
    %640 = stablehlo.transpose %arg117, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %641 = stablehlo.dot_general %639, %640, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x32xf32>) -> tensor<2048x32xf32>
    %642 = stablehlo.broadcast_in_dim %arg116, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %643 = stablehlo.add %641, %642 : tensor<2048x32xf32>
    %644 = stablehlo.reshape %643 : (tensor<2048x32xf32>) -> tensor<1x2048x32xf32>
    %output_64, %batch_mean_65, %batch_var_66 = "stablehlo.batch_norm_training"(%644, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %645 = stablehlo.broadcast_in_dim %arg135, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %646 = stablehlo.reshape %output_64 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %647 = stablehlo.broadcast_in_dim %arg115, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<2x1024x32xf32>
    %649 = stablehlo.add %645, %648 : tensor<2x1024x32xf32>
    %650 = stablehlo.add %627, %649 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %651 = stablehlo.transpose %650, dims = [0, 2, 1] : (tensor<2x1024x32xf32>) -> tensor<2x32x1024xf32>
    %652 = stablehlo.reshape %651 : (tensor<2x32x1024xf32>) -> tensor<2x32x32x32xf32>
    %653 = stablehlo.convolution(%652, %arg114) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x32x32xf32>
    %654 = stablehlo.broadcast_in_dim %arg113, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %655 = stablehlo.add %653, %654 : tensor<2x32x32x32xf32>
    %656 = stablehlo.convolution(%655, %arg112) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x32x32xf32>
    %657 = stablehlo.broadcast_in_dim %arg111, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %658 = stablehlo.add %656, %657 : tensor<2x32x32x32xf32>
    %659 = stablehlo.reshape %658 : (tensor<2x32x32x32xf32>) -> tensor<2x32x1024xf32>
    %660 = stablehlo.transpose %659, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : (tensor<2x32x1024xf32>) -> tensor<2x1024x32xf32>
    %661 = stablehlo.add %660, %531 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %662 = stablehlo.reshape %661 : (tensor<2x1024x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %663 = stablehlo.transpose %662, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,8,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x8x4x8x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %664 = stablehlo.reshape %663 : (tensor<2x4x4x8x8x32xf32>) -> tensor<2048x32xf32>
    %665 = stablehlo.transpose %arg158, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %666 = stablehlo.dot_general %664, %665, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %667 = stablehlo.broadcast_in_dim %arg157, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %668 = stablehlo.add %666, %667 : tensor<2048x32xf32>
    %669 = stablehlo.reshape %668 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %670 = stablehlo.transpose %669, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %671 = stablehlo.abs %670 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %672 = stablehlo.power %671, %cst_4 : tensor<32x8x64x4xf32>
    %673 = stablehlo.reduce(%672 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x4xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %674 = stablehlo.reshape %673 : (tensor<32x8x64xf32>) -> tensor<32x8x64x1xf32>
    %675 = stablehlo.power %674, %cst_3 : tensor<32x8x64x1xf32>
    %676 = stablehlo.clamp %cst_5, %675, %cst_2 : tensor<32x8x64x1xf32>
    %677 = stablehlo.reshape %676 : (tensor<32x8x64x1xf32>) -> tensor<32x8x64xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x4xf32>
    %679 = stablehlo.divide %670, %678 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %680 = stablehlo.reshape %679 : (tensor<32x8x64x4xf32>) -> tensor<256x64x4xf32>
    %681 = stablehlo.transpose %arg156, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %682 = stablehlo.dot_general %664, %681, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %683 = stablehlo.reshape %682 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %684 = stablehlo.transpose %683, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %685 = stablehlo.abs %684 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %686 = stablehlo.power %685, %cst_4 : tensor<32x8x64x4xf32>
    %687 = stablehlo.reduce(%686 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x4xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %688 = stablehlo.reshape %687 : (tensor<32x8x64xf32>) -> tensor<32x8x64x1xf32>
    %689 = stablehlo.power %688, %cst_3 : tensor<32x8x64x1xf32>
    %690 = stablehlo.clamp %cst_5, %689, %cst_2 : tensor<32x8x64x1xf32>
    %691 = stablehlo.reshape %690 : (tensor<32x8x64x1xf32>) -> tensor<32x8x64xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x4xf32>
    %693 = stablehlo.divide %684, %692 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : tensor<32x8x64x4xf32>
    %694 = stablehlo.transpose %693, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,4,64]{2,1,3,0}"} : (tensor<32x8x64x4xf32>) -> tensor<32x8x4x64xf32>
    %695 = stablehlo.reshape %694 : (tensor<32x8x4x64xf32>) -> tensor<256x4x64xf32>
    %696 = stablehlo.dot_general %680, %695, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64x4xf32>, tensor<256x4x64xf32>) -> tensor<256x64x64xf32>
    %697 = stablehlo.reshape %696 : (tensor<256x64x64xf32>) -> tensor<32x8x64x64xf32>
    %698 = stablehlo.clamp %cst_1, %arg155, %cst_0 : tensor<8x1x1xf32>
    %699 = stablehlo.exponential %698 : tensor<8x1x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %701 = stablehlo.reshape %700 : (tensor<32x8x1x1xf32>) -> tensor<32x8xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x64x64xf32>
    %703 = stablehlo.multiply %697, %702 : tensor<32x8x64x64xf32>
    %704 = stablehlo.reshape %arg154 : (tensor<1x15x15x2xf32>) -> tensor<225x2xf32>
    %705 = stablehlo.transpose %arg153, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %706 = stablehlo.dot_general %704, %705, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x2xf32>, tensor<2x512xf32>) -> tensor<225x512xf32>
    %707 = stablehlo.broadcast_in_dim %arg152, dims = [1] : (tensor<512xf32>) -> tensor<225x512xf32>
    %708 = stablehlo.add %706, %707 : tensor<225x512xf32>
    %709 = stablehlo.reshape %708 : (tensor<225x512xf32>) -> tensor<1x15x15x512xf32>
    %710 = stablehlo.maximum %709, %cst_25 : tensor<1x15x15x512xf32>
    %711 = stablehlo.reshape %710 : (tensor<1x15x15x512xf32>) -> tensor<225x512xf32>
    %712 = stablehlo.transpose %arg151, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,8]{0,1}"} : (tensor<8x512xf32>) -> tensor<512x8xf32>
    %713 = stablehlo.dot_general %711, %712, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<225x512xf32>, tensor<512x8xf32>) -> tensor<225x8xf32>
    %714 = stablehlo.reshape %arg150 : (tensor<64x64xi64>) -> tensor<4096xi64>
    %715 = stablehlo.compare  LT, %714, %c_24 : (tensor<4096xi64>, tensor<4096xi64>) -> tensor<4096xi1>
    %716 = stablehlo.add %714, %c : tensor<4096xi64>
    %717 = stablehlo.select %715, %716, %714 : tensor<4096xi1>, tensor<4096xi64>
    %718 = stablehlo.reshape %717 : (tensor<4096xi64>) -> tensor<4096x1xi64>
    %719 = "stablehlo.gather"(%713, %718) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<225x8xf32>, tensor<4096x1xi64>) -> tensor<4096x8xf32>
    %720 = stablehlo.reshape %719 : (tensor<4096x8xf32>) -> tensor<64x64x8xf32>
    %721 = stablehlo.transpose %720, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,64]{0,2,1}"} : (tensor<64x64x8xf32>) -> tensor<8x64x64xf32>
    %722 = stablehlo.logistic %721 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[8,64,64]{0,2,1}"} : tensor<8x64x64xf32>
    %723 = stablehlo.multiply %722, %cst : tensor<8x64x64xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [1, 2, 3] : (tensor<8x64x64xf32>) -> tensor<32x8x64x64xf32>
    %725 = stablehlo.add %703, %724 : tensor<32x8x64x64xf32>
    %726 = stablehlo.reduce(%725 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<32x8x64x64xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x64xf32>
    %728 = stablehlo.subtract %725, %727 : tensor<32x8x64x64xf32>
    %729 = stablehlo.exponential %728 : tensor<32x8x64x64xf32>
    %730 = stablehlo.reduce(%729 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<32x8x64x64xf32>, tensor<f32>) -> tensor<32x8x64xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<32x8x64xf32>) -> tensor<32x8x64x64xf32>
    %732 = stablehlo.divide %729, %731 : tensor<32x8x64x64xf32>
    %733 = stablehlo.reshape %732 : (tensor<32x8x64x64xf32>) -> tensor<256x64x64xf32>
    %734 = stablehlo.transpose %arg149, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %735 = stablehlo.dot_general %664, %734, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %736 = stablehlo.broadcast_in_dim %arg148, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %737 = stablehlo.add %735, %736 : tensor<2048x32xf32>
    %738 = stablehlo.reshape %737 : (tensor<2048x32xf32>) -> tensor<32x64x8x4xf32>
    %739 = stablehlo.transpose %738, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,8,64,4]{3,1,2,0}"} : (tensor<32x64x8x4xf32>) -> tensor<32x8x64x4xf32>
    %740 = stablehlo.reshape %739 : (tensor<32x8x64x4xf32>) -> tensor<256x64x4xf32>
    %741 = stablehlo.dot_general %733, %740, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64x64xf32>, tensor<256x64x4xf32>) -> tensor<256x64x4xf32>
    %742 = stablehlo.reshape %741 : (tensor<256x64x4xf32>) -> tensor<32x8x64x4xf32>
    %743 = stablehlo.transpose %742, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,64,8,4]{3,1,2,0}"} : (tensor<32x8x64x4xf32>) -> tensor<32x64x8x4xf32>
    %744 = stablehlo.reshape %743 : (tensor<32x64x8x4xf32>) -> tensor<2048x32xf32>
    %745 = stablehlo.transpose %arg147, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %746 = stablehlo.dot_general %744, %745, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x32xf32>) -> tensor<2048x32xf32>
    %747 = stablehlo.broadcast_in_dim %arg146, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %748 = stablehlo.add %746, %747 : tensor<2048x32xf32>
    %749 = stablehlo.reshape %748 : (tensor<2048x32xf32>) -> tensor<2x4x4x8x8x32xf32>
    %750 = stablehlo.transpose %749, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,8,4,8,32]{5,4,2,3,1,0}"} : (tensor<2x4x4x8x8x32xf32>) -> tensor<2x4x8x4x8x32xf32>
    %751 = stablehlo.reshape %750 : (tensor<2x4x8x4x8x32xf32>) -> tensor<1x2048x32xf32>
    %output_67, %batch_mean_68, %batch_var_69 = "stablehlo.batch_norm_training"(%751, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %752 = stablehlo.broadcast_in_dim %arg159, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %753 = stablehlo.reshape %output_67 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %754 = stablehlo.broadcast_in_dim %arg145, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<2x1024x32xf32>
    %756 = stablehlo.add %752, %755 : tensor<2x1024x32xf32>
    %757 = stablehlo.add %661, %756 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %758 = stablehlo.reshape %757 : (tensor<2x1024x32xf32>) -> tensor<2048x32xf32>
    %759 = stablehlo.transpose %arg144, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %760 = stablehlo.dot_general %758, %759, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x32xf32>, tensor<32x64xf32>) -> tensor<2048x64xf32>
    %761 = stablehlo.broadcast_in_dim %arg143, dims = [1] : (tensor<64xf32>) -> tensor<2048x64xf32>
    %762 = stablehlo.add %760, %761 : tensor<2048x64xf32>
    %763 = stablehlo.reshape %762 : (tensor<2048x64xf32>) -> tensor<2x1024x64xf32>
    %764 = stablehlo.multiply %763, %cst_22 : tensor<2x1024x64xf32>
    %765 = stablehlo.multiply %763, %cst_21 : tensor<2x1024x64xf32>
    %766 = stablehlo.custom_call @mhlo.erf(%765) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %767 = stablehlo.add %766, %cst_20 : tensor<2x1024x64xf32>
    %768 = stablehlo.multiply %764, %767 : tensor<2x1024x64xf32>
    %769 = stablehlo.reshape %768 : (tensor<2x1024x64xf32>) -> tensor<2048x64xf32>
    %770 = stablehlo.transpose %arg142, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %771 = stablehlo.dot_general %769, %770, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x32xf32>) -> tensor<2048x32xf32>
    %772 = stablehlo.broadcast_in_dim %arg141, dims = [1] : (tensor<32xf32>) -> tensor<2048x32xf32>
    %773 = stablehlo.add %771, %772 : tensor<2048x32xf32>
    %774 = stablehlo.reshape %773 : (tensor<2048x32xf32>) -> tensor<1x2048x32xf32>
    %output_70, %batch_mean_71, %batch_var_72 = "stablehlo.batch_norm_training"(%774, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %775 = stablehlo.broadcast_in_dim %arg160, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %776 = stablehlo.reshape %output_70 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %777 = stablehlo.broadcast_in_dim %arg140, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %778 = stablehlo.multiply %776, %777 : tensor<2x1024x32xf32>
    %779 = stablehlo.add %775, %778 : tensor<2x1024x32xf32>
    %780 = stablehlo.add %757, %779 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %781 = stablehlo.transpose %780, dims = [0, 2, 1] : (tensor<2x1024x32xf32>) -> tensor<2x32x1024xf32>
    %782 = stablehlo.reshape %781 : (tensor<2x32x1024xf32>) -> tensor<2x32x32x32xf32>
    %783 = stablehlo.convolution(%782, %arg139) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x32x32xf32>
    %784 = stablehlo.broadcast_in_dim %arg138, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %785 = stablehlo.add %783, %784 : tensor<2x32x32x32xf32>
    %786 = stablehlo.convolution(%785, %arg137) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x1x1xf32>) -> tensor<2x32x32x32xf32>
    %787 = stablehlo.broadcast_in_dim %arg136, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %788 = stablehlo.add %786, %787 : tensor<2x32x32x32xf32>
    %789 = stablehlo.reshape %788 : (tensor<2x32x32x32xf32>) -> tensor<2x32x1024xf32>
    %790 = stablehlo.transpose %789, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : (tensor<2x32x1024xf32>) -> tensor<2x1024x32xf32>
    %791 = stablehlo.add %790, %661 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,1024,32]{1,2,0}"} : tensor<2x1024x32xf32>
    %792 = stablehlo.reshape %791 : (tensor<2x1024x32xf32>) -> tensor<1x2048x32xf32>
    %output_73, %batch_mean_74, %batch_var_75 = "stablehlo.batch_norm_training"(%792, %cst_33, %cst_32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>) -> (tensor<1x2048x32xf32>, tensor<2048xf32>, tensor<2048xf32>)
    %793 = stablehlo.broadcast_in_dim %arg161, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %794 = stablehlo.reshape %output_73 : (tensor<1x2048x32xf32>) -> tensor<2x1024x32xf32>
    %795 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x1024x32xf32>
    %796 = stablehlo.multiply %794, %795 : tensor<2x1024x32xf32>
    %797 = stablehlo.add %793, %796 : tensor<2x1024x32xf32>
    %798 = stablehlo.transpose %797, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,1024]{1,2,0}"} : (tensor<2x1024x32xf32>) -> tensor<2x32x1024xf32>
    %799 = stablehlo.reshape %798 : (tensor<2x32x1024xf32>) -> tensor<2x32x32x32xf32>
    %800 = stablehlo.convolution(%799, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<2x32x32x32xf32>
    %801 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<2x32x32x32xf32>
    %802 = stablehlo.add %800, %801 : tensor<2x32x32x32xf32>
    %803 = stablehlo.add %802, %7 : tensor<2x32x32x32xf32>
    return %803 : tensor<2x32x32x32xf32>
  }
}
