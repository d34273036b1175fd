module @IrToHlo.1520 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x640xf32>, %arg2: tensor<640xf32>, %arg3: tensor<640x640xf32>, %arg4: tensor<2560xf32>, %arg5: tensor<2560x640xf32>, %arg6: tensor<1x8xi64>, %arg7: tensor<128x640xf32>, %arg8: tensor<2560xf32>, %arg9: tensor<2560x640xf32>, %arg10: tensor<640xf32>, %arg11: tensor<640x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32x1xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x1x9xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x32x1xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32x1xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x1x9xf32>, %arg47: tensor<64xf32>, %arg48: tensor<64x32x1xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x32xf32>, %arg52: tensor<16xf32>, %arg53: tensor<16x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32x2816xf32>, %arg62: tensor<256xf32>, %arg63: tensor<256x256x1x1xf32>, %arg64: tensor<256xf32>, %arg65: tensor<256x1x3x3xf32>, %arg66: tensor<256xf32>, %arg67: tensor<256x256x1x1xf32>, %arg68: tensor<256xf32>, %arg69: tensor<256x1x3x3xf32>, %arg70: tensor<256xf32>, %arg71: tensor<256x1x3x3xf32>, %arg72: tensor<1x16x80xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32x32xf32>, %arg76: tensor<16xf32>, %arg77: tensor<4x8xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32x32xf32>, %arg80: tensor<i1>, %arg81: tensor<16xf32>, %arg82: tensor<16x32xf32>, %arg83: tensor<4x8xf32>, %arg84: tensor<32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32xf32>, %arg87: tensor<32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32x32xf32>, %arg91: tensor<4x8xf32>, %arg92: tensor<32xf32>, %arg93: tensor<32x32xf32>, %arg94: tensor<16xf32>, %arg95: tensor<16x32xf32>, %arg96: tensor<4x8xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32xf32>, %arg100: tensor<32xf32>) -> tensor<1x3x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x3x8x640xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x640xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1x640xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<1x32x3xf32>
    %cst_3 = stablehlo.constant dense<0.353553385> : tensor<1x4x3x3xf32>
    %cst_4 = stablehlo.constant dense<[2.000000e+00, 1.000000e+00, 0.000000e+00, -1.000000e+00, -2.000000e+00]> : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<1x4x3x3xf32>
    %c = stablehlo.constant dense<5> : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<3x3xi64>
    %cst_7 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 1.000000e+00]> : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<[0.000000e+00, 0.0714285746, 0.142857149]> : tensor<3xf32>
    %c_9 = stablehlo.constant dense<1> : tensor<3xui8>
    %cst_10 = stablehlo.constant dense<0.594603539> : tensor<1x4x8x3xf32>
    %cst_11 = stablehlo.constant dense<0.594603539> : tensor<1x4x3x8xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<1x3x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<3xf32>
    %cst_15 = stablehlo.constant dense<5.65685415> : tensor<1x3x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x3x11xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x5x21xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x9x41xf32>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %c_20 = stablehlo.constant dense<false> : tensor<i1>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_22 = stablehlo.constant dense<0> : tensor<3x3xui8>
    %c_23 = stablehlo.constant dense<0> : tensor<3xui8>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg72 : (tensor<1x16x80xf32>) -> tensor<1x1x16x80xf32>
    %1 = stablehlo.pad %0, %cst_24, low = [0, 0, 0, 2], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<1x1x16x80xf32>, tensor<f32>) -> tensor<1x1x16x83xf32>
    %2 = stablehlo.pad %1, %cst_24, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x1x16x83xf32>, tensor<f32>) -> tensor<1x1x19x83xf32>
    %3 = stablehlo.convolution(%2, %arg71) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x19x83xf32>, tensor<256x1x3x3xf32>) -> tensor<1x256x9x41xf32>
    %4 = stablehlo.broadcast_in_dim %arg70, dims = [1] : (tensor<256xf32>) -> tensor<1x256x9x41xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x256x9x41xf32>
    %6 = stablehlo.maximum %5, %cst_18 : tensor<1x256x9x41xf32>
    %7 = stablehlo.pad %6, %cst_24, low = [0, 0, 0, 2], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<1x256x9x41xf32>, tensor<f32>) -> tensor<1x256x9x44xf32>
    %8 = stablehlo.pad %7, %cst_24, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x256x9x44xf32>, tensor<f32>) -> tensor<1x256x12x44xf32>
    %9 = stablehlo.convolution(%8, %arg69) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x12x44xf32>, tensor<256x1x3x3xf32>) -> tensor<1x256x5x21xf32>
    %10 = stablehlo.broadcast_in_dim %arg68, dims = [1] : (tensor<256xf32>) -> tensor<1x256x5x21xf32>
    %11 = stablehlo.add %9, %10 : tensor<1x256x5x21xf32>
    %12 = stablehlo.convolution(%11, %arg67) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x5x21xf32>, tensor<256x256x1x1xf32>) -> tensor<1x256x5x21xf32>
    %13 = stablehlo.broadcast_in_dim %arg66, dims = [1] : (tensor<256xf32>) -> tensor<1x256x5x21xf32>
    %14 = stablehlo.add %12, %13 : tensor<1x256x5x21xf32>
    %15 = stablehlo.maximum %14, %cst_17 : tensor<1x256x5x21xf32>
    %16 = stablehlo.pad %15, %cst_24, low = [0, 0, 0, 2], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<1x256x5x21xf32>, tensor<f32>) -> tensor<1x256x5x24xf32>
    %17 = stablehlo.pad %16, %cst_24, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x256x5x24xf32>, tensor<f32>) -> tensor<1x256x8x24xf32>
    %18 = stablehlo.convolution(%17, %arg65) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x8x24xf32>, tensor<256x1x3x3xf32>) -> tensor<1x256x3x11xf32>
    %19 = stablehlo.broadcast_in_dim %arg64, dims = [1] : (tensor<256xf32>) -> tensor<1x256x3x11xf32>
    %20 = stablehlo.add %18, %19 : tensor<1x256x3x11xf32>
    %21 = stablehlo.convolution(%20, %arg63) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x3x11xf32>, tensor<256x256x1x1xf32>) -> tensor<1x256x3x11xf32>
    %22 = stablehlo.broadcast_in_dim %arg62, dims = [1] : (tensor<256xf32>) -> tensor<1x256x3x11xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x256x3x11xf32>
    %24 = stablehlo.maximum %23, %cst_16 : tensor<1x256x3x11xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,3,256,11]{3,1,2,0}"} : (tensor<1x256x3x11xf32>) -> tensor<1x3x256x11xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x3x256x11xf32>) -> tensor<3x2816xf32>
    %27 = stablehlo.transpose %arg61, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2816,32]{0,1}"} : (tensor<32x2816xf32>) -> tensor<2816x32xf32>
    %28 = stablehlo.dot_general %26, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2816xf32>, tensor<2816x32xf32>) -> tensor<3x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg60, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<3x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<3x32xf32>) -> tensor<1x3x32xf32>
    %32 = stablehlo.multiply %31, %cst_15 : tensor<1x3x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%32, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %33 = stablehlo.broadcast_in_dim %arg73, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %35 = stablehlo.multiply %output, %34 : tensor<1x3x32xf32>
    %36 = stablehlo.add %33, %35 : tensor<1x3x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x3x32xf32>) -> tensor<3x32xf32>
    %38 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %39 = stablehlo.dot_general %37, %38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x64xf32>) -> tensor<3x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<64xf32>) -> tensor<3x64xf32>
    %41 = stablehlo.add %39, %40 : tensor<3x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<3x64xf32>) -> tensor<1x3x64xf32>
    %43 = stablehlo.logistic %42 : tensor<1x3x64xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<1x3x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x3x64xf32>) -> tensor<3x64xf32>
    %46 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %47 = stablehlo.dot_general %45, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<64x32xf32>) -> tensor<3x32xf32>
    %48 = stablehlo.broadcast_in_dim %arg55, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %49 = stablehlo.add %47, %48 : tensor<3x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<3x32xf32>) -> tensor<1x3x32xf32>
    %51 = stablehlo.multiply %50, %cst_12 : tensor<1x3x32xf32>
    %52 = stablehlo.add %32, %51 : tensor<1x3x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%52, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %53 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %54 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %55 = stablehlo.multiply %output_25, %54 : tensor<1x3x32xf32>
    %56 = stablehlo.add %53, %55 : tensor<1x3x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x3x32xf32>) -> tensor<3x32xf32>
    %58 = stablehlo.transpose %arg79, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %59 = stablehlo.dot_general %57, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x32xf32>) -> tensor<3x32xf32>
    %60 = stablehlo.broadcast_in_dim %arg78, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %61 = stablehlo.add %59, %60 : tensor<3x32xf32>
    %62 = stablehlo.reshape %61 : (tensor<3x32xf32>) -> tensor<1x3x4x8xf32>
    %63 = stablehlo.transpose %62, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,3,8]{3,1,2,0}"} : (tensor<1x3x4x8xf32>) -> tensor<1x4x3x8xf32>
    %64 = stablehlo.reshape %arg83 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 3] : (tensor<1x4x8xf32>) -> tensor<1x4x3x8xf32>
    %66 = stablehlo.add %63, %65 : tensor<1x4x3x8xf32>
    %67 = stablehlo.multiply %66, %cst_11 : tensor<1x4x3x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x4x3x8xf32>) -> tensor<4x3x8xf32>
    %69 = stablehlo.transpose %arg82, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %70 = stablehlo.dot_general %57, %69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x16xf32>) -> tensor<3x16xf32>
    %71 = stablehlo.broadcast_in_dim %arg81, dims = [1] : (tensor<16xf32>) -> tensor<3x16xf32>
    %72 = stablehlo.add %70, %71 : tensor<3x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<3x16xf32>) -> tensor<1x3x2x8xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,3,8]{3,1,2,0}"} : (tensor<1x3x2x8xf32>) -> tensor<1x2x3x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<1x2x3x8xf32>) -> tensor<1x2x2x3x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x2x2x3x8xf32>) -> tensor<1x4x3x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,8,3]{2,3,1,0}"} : (tensor<1x4x3x8xf32>) -> tensor<1x4x8x3xf32>
    %78 = stablehlo.multiply %77, %cst_10 : tensor<1x4x8x3xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x4x8x3xf32>) -> tensor<4x8x3xf32>
    %80 = stablehlo.dot_general %68, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x8xf32>, tensor<4x8x3xf32>) -> tensor<4x3x3xf32>
    %81 = stablehlo.reshape %80 : (tensor<4x3x3xf32>) -> tensor<1x4x3x3xf32>
    %82 = stablehlo.broadcast_in_dim %arg80, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %83 = stablehlo.convert %82 : (tensor<3xi1>) -> tensor<3xui8>
    %84 = stablehlo.and %83, %c_9 : tensor<3xui8>
    %85 = stablehlo.compare  NE, %84, %c_23 : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
    %86 = stablehlo.reshape %85 : (tensor<3xi1>) -> tensor<3x1xi1>
    %87 = stablehlo.convert %86 : (tensor<3x1xi1>) -> tensor<3x1xui8>
    %88 = stablehlo.reshape %87 : (tensor<3x1xui8>) -> tensor<3xui8>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<3xui8>) -> tensor<3x3xui8>
    %90 = stablehlo.floor %cst_8 : tensor<3xf32>
    %91 = stablehlo.multiply %90, %cst_7 : tensor<3xf32>
    %92 = stablehlo.convert %91 : (tensor<3xf32>) -> tensor<3xi64>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<3xi64>) -> tensor<3x3xi64>
    %94 = stablehlo.broadcast_in_dim %92, dims = [1] : (tensor<3xi64>) -> tensor<3x3xi64>
    %95 = stablehlo.subtract %93, %94 : tensor<3x3xi64>
    %96 = stablehlo.compare  GE, %95, %c_6 : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %97 = stablehlo.convert %96 : (tensor<3x3xi1>) -> tensor<3x3xui8>
    %98 = stablehlo.compare  LE, %95, %c : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %99 = stablehlo.convert %98 : (tensor<3x3xi1>) -> tensor<3x3xui8>
    %100 = stablehlo.and %97, %99 : tensor<3x3xui8>
    %101 = stablehlo.compare  NE, %100, %c_22 : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %102 = stablehlo.convert %101 : (tensor<3x3xi1>) -> tensor<3x3xui8>
    %103 = stablehlo.and %89, %102 : tensor<3x3xui8>
    %104 = stablehlo.compare  NE, %103, %c_22 : (tensor<3x3xui8>, tensor<3x3xui8>) -> tensor<3x3xi1>
    %105 = stablehlo.reshape %104 : (tensor<3x3xi1>) -> tensor<1x1x3x3xi1>
    %106 = stablehlo.not %105 : tensor<1x1x3x3xi1>
    %107 = stablehlo.reshape %106 : (tensor<1x1x3x3xi1>) -> tensor<1x3x3xi1>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 2, 3] : (tensor<1x3x3xi1>) -> tensor<1x4x3x3xi1>
    %109 = stablehlo.reshape %arg77 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<1x4x8xf32>) -> tensor<1x4x3x8xf32>
    %111 = stablehlo.add %63, %110 : tensor<1x4x3x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x4x3x8xf32>) -> tensor<4x3x8xf32>
    %113 = stablehlo.broadcast_in_dim %cst_4, dims = [0] : (tensor<5xf32>) -> tensor<5x16xf32>
    %114 = stablehlo.broadcast_in_dim %arg76, dims = [1] : (tensor<16xf32>) -> tensor<5x16xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<5x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<5x16xf32>) -> tensor<1x5x16xf32>
    %117 = stablehlo.sine %116 : tensor<1x5x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x5x16xf32>) -> tensor<1x5x16x1xf32>
    %119 = stablehlo.cosine %116 : tensor<1x5x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<1x5x16xf32>) -> tensor<1x5x16x1xf32>
    %121 = stablehlo.concatenate %118, %120, dim = 3 : (tensor<1x5x16x1xf32>, tensor<1x5x16x1xf32>) -> tensor<1x5x16x2xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x5x16x2xf32>) -> tensor<5x32xf32>
    %123 = stablehlo.transpose %arg75, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x32xf32>, tensor<32x32xf32>) -> tensor<5x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<5x32xf32>) -> tensor<1x5x4x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,8,5]{2,1,3,0}"} : (tensor<1x5x4x8xf32>) -> tensor<1x4x8x5xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x4x8x5xf32>) -> tensor<4x8x5xf32>
    %128 = stablehlo.dot_general %112, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x8xf32>, tensor<4x8x5xf32>) -> tensor<4x3x5xf32>
    %129 = stablehlo.reshape %128 : (tensor<4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %130 = stablehlo.pad %129, %cst_24, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x4x3x5xf32>, tensor<f32>) -> tensor<1x4x3x6xf32>
    %131 = stablehlo.reshape %130 : (tensor<1x4x3x6xf32>) -> tensor<1x4x6x3xf32>
    %132 = stablehlo.slice %131 [0:1, 0:4, 1:6, 0:3] : (tensor<1x4x6x3xf32>) -> tensor<1x4x5x3xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x4x5x3xf32>) -> tensor<1x4x3x5xf32>
    %134 = stablehlo.slice %133 [0:1, 0:4, 0:3, 0:3] : (tensor<1x4x3x5xf32>) -> tensor<1x4x3x3xf32>
    %135 = stablehlo.multiply %134, %cst_3 : tensor<1x4x3x3xf32>
    %136 = stablehlo.select %108, %cst_5, %135 : tensor<1x4x3x3xi1>, tensor<1x4x3x3xf32>
    %137 = stablehlo.add %81, %136 : tensor<1x4x3x3xf32>
    %138 = stablehlo.reduce(%137 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x3x3xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x4x3xf32>) -> tensor<1x4x3x3xf32>
    %140 = stablehlo.subtract %137, %139 : tensor<1x4x3x3xf32>
    %141 = stablehlo.exponential %140 : tensor<1x4x3x3xf32>
    %142 = stablehlo.reduce(%141 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<1x4x3x3xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x4x3xf32>) -> tensor<1x4x3x3xf32>
    %144 = stablehlo.divide %141, %143 : tensor<1x4x3x3xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x4x3x3xf32>) -> tensor<4x3x3xf32>
    %146 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %147 = stablehlo.dot_general %57, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x16xf32>) -> tensor<3x16xf32>
    %148 = stablehlo.broadcast_in_dim %arg52, dims = [1] : (tensor<16xf32>) -> tensor<3x16xf32>
    %149 = stablehlo.add %147, %148 : tensor<3x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<3x16xf32>) -> tensor<1x3x2x8xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,3,8]{3,1,2,0}"} : (tensor<1x3x2x8xf32>) -> tensor<1x2x3x8xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 3, 4] : (tensor<1x2x3x8xf32>) -> tensor<1x2x2x3x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x2x2x3x8xf32>) -> tensor<4x3x8xf32>
    %154 = stablehlo.dot_general %145, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x3xf32>, tensor<4x3x8xf32>) -> tensor<4x3x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,3,4,8]{3,1,2,0}"} : (tensor<1x4x3x8xf32>) -> tensor<1x3x4x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<1x3x4x8xf32>) -> tensor<3x32xf32>
    %158 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x32xf32>) -> tensor<3x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %161 = stablehlo.add %159, %160 : tensor<3x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<3x32xf32>) -> tensor<1x3x32xf32>
    %163 = stablehlo.add %52, %162 : tensor<1x3x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%163, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %164 = stablehlo.not %106 : tensor<1x1x3x3xi1>
    %165 = stablehlo.reduce(%164 init: %c_20) across dimensions = [3] : (tensor<1x1x3x3xi1>, tensor<i1>) -> tensor<1x1x3xi1>
     reducer(%arg101: tensor<i1>, %arg102: tensor<i1>)  {
      %573 = stablehlo.or %arg101, %arg102 : tensor<i1>
      %574 = stablehlo.select %573, %c_19, %c_20 : tensor<i1>, tensor<i1>
      stablehlo.return %574 : tensor<i1>
    }
    %166 = stablehlo.not %165 : tensor<1x1x3xi1>
    %167 = stablehlo.reshape %166 : (tensor<1x1x3xi1>) -> tensor<1x3xi1>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 2] : (tensor<1x3xi1>) -> tensor<1x32x3xi1>
    %169 = stablehlo.broadcast_in_dim %arg84, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %171 = stablehlo.multiply %output_28, %170 : tensor<1x3x32xf32>
    %172 = stablehlo.add %169, %171 : tensor<1x3x32xf32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : (tensor<1x3x32xf32>) -> tensor<1x32x3xf32>
    %174 = stablehlo.reshape %173 : (tensor<1x32x3xf32>) -> tensor<1x32x1x3xf32>
    %175 = stablehlo.reshape %arg48 : (tensor<64x32x1xf32>) -> tensor<64x32x1x1xf32>
    %176 = stablehlo.convolution(%174, %175) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x3xf32>, tensor<64x32x1x1xf32>) -> tensor<1x64x1x3xf32>
    %177 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x3xf32>
    %178 = stablehlo.add %176, %177 : tensor<1x64x1x3xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x64x1x3xf32>) -> tensor<1x64x3xf32>
    %180 = stablehlo.slice %179 [0:1, 0:32, 0:3] : (tensor<1x64x3xf32>) -> tensor<1x32x3xf32>
    %181 = stablehlo.slice %179 [0:1, 32:64, 0:3] : (tensor<1x64x3xf32>) -> tensor<1x32x3xf32>
    %182 = stablehlo.logistic %181 : tensor<1x32x3xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<1x32x3xf32>
    %184 = stablehlo.select %168, %cst_2, %183 : tensor<1x32x3xi1>, tensor<1x32x3xf32>
    %185 = stablehlo.pad %184, %cst_24, low = [0, 0, 8], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x32x3xf32>, tensor<f32>) -> tensor<1x32x11xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x32x11xf32>) -> tensor<1x32x1x11xf32>
    %187 = stablehlo.reshape %arg46 : (tensor<32x1x9xf32>) -> tensor<32x1x1x9xf32>
    %188 = stablehlo.convolution(%186, %187) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x11xf32>, tensor<32x1x1x9xf32>) -> tensor<1x32x1x3xf32>
    %189 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x3xf32>
    %190 = stablehlo.add %188, %189 : tensor<1x32x1x3xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x32x1x3xf32>) -> tensor<1x32x3xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,3,32]{1,2,0}"} : (tensor<1x32x3xf32>) -> tensor<1x3x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%192, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %193 = stablehlo.broadcast_in_dim %arg85, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %194 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %195 = stablehlo.multiply %output_31, %194 : tensor<1x3x32xf32>
    %196 = stablehlo.add %193, %195 : tensor<1x3x32xf32>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : (tensor<1x3x32xf32>) -> tensor<1x32x3xf32>
    %198 = stablehlo.logistic %197 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : tensor<1x32x3xf32>
    %199 = stablehlo.multiply %197, %198 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : tensor<1x32x3xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x32x3xf32>) -> tensor<1x32x1x3xf32>
    %201 = stablehlo.reshape %arg43 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %202 = stablehlo.convolution(%200, %201) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x3xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x3xf32>
    %203 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x3xf32>
    %204 = stablehlo.add %202, %203 : tensor<1x32x1x3xf32>
    %205 = stablehlo.reshape %204 : (tensor<1x32x1x3xf32>) -> tensor<1x32x3xf32>
    %206 = stablehlo.transpose %205, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,3,32]{1,2,0}"} : (tensor<1x32x3xf32>) -> tensor<1x3x32xf32>
    %207 = stablehlo.add %163, %206 : tensor<1x3x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%207, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %208 = stablehlo.broadcast_in_dim %arg86, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %210 = stablehlo.multiply %output_34, %209 : tensor<1x3x32xf32>
    %211 = stablehlo.add %208, %210 : tensor<1x3x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<1x3x32xf32>) -> tensor<3x32xf32>
    %213 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %214 = stablehlo.dot_general %212, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x64xf32>) -> tensor<3x64xf32>
    %215 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<64xf32>) -> tensor<3x64xf32>
    %216 = stablehlo.add %214, %215 : tensor<3x64xf32>
    %217 = stablehlo.reshape %216 : (tensor<3x64xf32>) -> tensor<1x3x64xf32>
    %218 = stablehlo.logistic %217 : tensor<1x3x64xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<1x3x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<1x3x64xf32>) -> tensor<3x64xf32>
    %221 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<64x32xf32>) -> tensor<3x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %224 = stablehlo.add %222, %223 : tensor<3x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<3x32xf32>) -> tensor<1x3x32xf32>
    %226 = stablehlo.multiply %225, %cst_12 : tensor<1x3x32xf32>
    %227 = stablehlo.add %207, %226 : tensor<1x3x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%227, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %228 = stablehlo.broadcast_in_dim %arg87, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %229 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %230 = stablehlo.multiply %output_37, %229 : tensor<1x3x32xf32>
    %231 = stablehlo.add %228, %230 : tensor<1x3x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%231, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %232 = stablehlo.broadcast_in_dim %arg88, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %233 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %234 = stablehlo.multiply %output_40, %233 : tensor<1x3x32xf32>
    %235 = stablehlo.add %232, %234 : tensor<1x3x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x3x32xf32>) -> tensor<3x32xf32>
    %237 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %238 = stablehlo.dot_general %236, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x64xf32>) -> tensor<3x64xf32>
    %239 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<64xf32>) -> tensor<3x64xf32>
    %240 = stablehlo.add %238, %239 : tensor<3x64xf32>
    %241 = stablehlo.reshape %240 : (tensor<3x64xf32>) -> tensor<1x3x64xf32>
    %242 = stablehlo.logistic %241 : tensor<1x3x64xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<1x3x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x3x64xf32>) -> tensor<3x64xf32>
    %245 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %246 = stablehlo.dot_general %244, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<64x32xf32>) -> tensor<3x32xf32>
    %247 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %248 = stablehlo.add %246, %247 : tensor<3x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<3x32xf32>) -> tensor<1x3x32xf32>
    %250 = stablehlo.multiply %249, %cst_12 : tensor<1x3x32xf32>
    %251 = stablehlo.add %231, %250 : tensor<1x3x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%251, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %252 = stablehlo.broadcast_in_dim %arg89, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %253 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %254 = stablehlo.multiply %output_43, %253 : tensor<1x3x32xf32>
    %255 = stablehlo.add %252, %254 : tensor<1x3x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x3x32xf32>) -> tensor<3x32xf32>
    %257 = stablehlo.transpose %arg93, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %258 = stablehlo.dot_general %256, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x32xf32>) -> tensor<3x32xf32>
    %259 = stablehlo.broadcast_in_dim %arg92, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %260 = stablehlo.add %258, %259 : tensor<3x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<3x32xf32>) -> tensor<1x3x4x8xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,3,8]{3,1,2,0}"} : (tensor<1x3x4x8xf32>) -> tensor<1x4x3x8xf32>
    %263 = stablehlo.reshape %arg96 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 3] : (tensor<1x4x8xf32>) -> tensor<1x4x3x8xf32>
    %265 = stablehlo.add %262, %264 : tensor<1x4x3x8xf32>
    %266 = stablehlo.multiply %265, %cst_11 : tensor<1x4x3x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<1x4x3x8xf32>) -> tensor<4x3x8xf32>
    %268 = stablehlo.transpose %arg95, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %269 = stablehlo.dot_general %256, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x16xf32>) -> tensor<3x16xf32>
    %270 = stablehlo.broadcast_in_dim %arg94, dims = [1] : (tensor<16xf32>) -> tensor<3x16xf32>
    %271 = stablehlo.add %269, %270 : tensor<3x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<3x16xf32>) -> tensor<1x3x2x8xf32>
    %273 = stablehlo.transpose %272, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,3,8]{3,1,2,0}"} : (tensor<1x3x2x8xf32>) -> tensor<1x2x3x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 3, 4] : (tensor<1x2x3x8xf32>) -> tensor<1x2x2x3x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<1x2x2x3x8xf32>) -> tensor<1x4x3x8xf32>
    %276 = stablehlo.transpose %275, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,8,3]{2,3,1,0}"} : (tensor<1x4x3x8xf32>) -> tensor<1x4x8x3xf32>
    %277 = stablehlo.multiply %276, %cst_10 : tensor<1x4x8x3xf32>
    %278 = stablehlo.reshape %277 : (tensor<1x4x8x3xf32>) -> tensor<4x8x3xf32>
    %279 = stablehlo.dot_general %267, %278, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x8xf32>, tensor<4x8x3xf32>) -> tensor<4x3x3xf32>
    %280 = stablehlo.reshape %279 : (tensor<4x3x3xf32>) -> tensor<1x4x3x3xf32>
    %281 = stablehlo.reshape %arg91 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 3] : (tensor<1x4x8xf32>) -> tensor<1x4x3x8xf32>
    %283 = stablehlo.add %262, %282 : tensor<1x4x3x8xf32>
    %284 = stablehlo.reshape %283 : (tensor<1x4x3x8xf32>) -> tensor<4x3x8xf32>
    %285 = stablehlo.transpose %arg90, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %286 = stablehlo.dot_general %122, %285, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x32xf32>, tensor<32x32xf32>) -> tensor<5x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<5x32xf32>) -> tensor<1x5x4x8xf32>
    %288 = stablehlo.transpose %287, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,8,5]{2,1,3,0}"} : (tensor<1x5x4x8xf32>) -> tensor<1x4x8x5xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x4x8x5xf32>) -> tensor<4x8x5xf32>
    %290 = stablehlo.dot_general %284, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x8xf32>, tensor<4x8x5xf32>) -> tensor<4x3x5xf32>
    %291 = stablehlo.reshape %290 : (tensor<4x3x5xf32>) -> tensor<1x4x3x5xf32>
    %292 = stablehlo.pad %291, %cst_24, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x4x3x5xf32>, tensor<f32>) -> tensor<1x4x3x6xf32>
    %293 = stablehlo.reshape %292 : (tensor<1x4x3x6xf32>) -> tensor<1x4x6x3xf32>
    %294 = stablehlo.slice %293 [0:1, 0:4, 1:6, 0:3] : (tensor<1x4x6x3xf32>) -> tensor<1x4x5x3xf32>
    %295 = stablehlo.reshape %294 : (tensor<1x4x5x3xf32>) -> tensor<1x4x3x5xf32>
    %296 = stablehlo.slice %295 [0:1, 0:4, 0:3, 0:3] : (tensor<1x4x3x5xf32>) -> tensor<1x4x3x3xf32>
    %297 = stablehlo.multiply %296, %cst_3 : tensor<1x4x3x3xf32>
    %298 = stablehlo.select %108, %cst_5, %297 : tensor<1x4x3x3xi1>, tensor<1x4x3x3xf32>
    %299 = stablehlo.add %280, %298 : tensor<1x4x3x3xf32>
    %300 = stablehlo.reduce(%299 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x3x3xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x4x3xf32>) -> tensor<1x4x3x3xf32>
    %302 = stablehlo.subtract %299, %301 : tensor<1x4x3x3xf32>
    %303 = stablehlo.exponential %302 : tensor<1x4x3x3xf32>
    %304 = stablehlo.reduce(%303 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<1x4x3x3xf32>, tensor<f32>) -> tensor<1x4x3xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x4x3xf32>) -> tensor<1x4x3x3xf32>
    %306 = stablehlo.divide %303, %305 : tensor<1x4x3x3xf32>
    %307 = stablehlo.reshape %306 : (tensor<1x4x3x3xf32>) -> tensor<4x3x3xf32>
    %308 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %309 = stablehlo.dot_general %256, %308, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x16xf32>) -> tensor<3x16xf32>
    %310 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<16xf32>) -> tensor<3x16xf32>
    %311 = stablehlo.add %309, %310 : tensor<3x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<3x16xf32>) -> tensor<1x3x2x8xf32>
    %313 = stablehlo.transpose %312, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,3,8]{3,1,2,0}"} : (tensor<1x3x2x8xf32>) -> tensor<1x2x3x8xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 3, 4] : (tensor<1x2x3x8xf32>) -> tensor<1x2x2x3x8xf32>
    %315 = stablehlo.reshape %314 : (tensor<1x2x2x3x8xf32>) -> tensor<4x3x8xf32>
    %316 = stablehlo.dot_general %307, %315, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3x3xf32>, tensor<4x3x8xf32>) -> tensor<4x3x8xf32>
    %317 = stablehlo.reshape %316 : (tensor<4x3x8xf32>) -> tensor<1x4x3x8xf32>
    %318 = stablehlo.transpose %317, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,3,4,8]{3,1,2,0}"} : (tensor<1x4x3x8xf32>) -> tensor<1x3x4x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<1x3x4x8xf32>) -> tensor<3x32xf32>
    %320 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %321 = stablehlo.dot_general %319, %320, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x32xf32>) -> tensor<3x32xf32>
    %322 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %323 = stablehlo.add %321, %322 : tensor<3x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<3x32xf32>) -> tensor<1x3x32xf32>
    %325 = stablehlo.add %251, %324 : tensor<1x3x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%325, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %326 = stablehlo.broadcast_in_dim %arg97, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %327 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %328 = stablehlo.multiply %output_46, %327 : tensor<1x3x32xf32>
    %329 = stablehlo.add %326, %328 : tensor<1x3x32xf32>
    %330 = stablehlo.transpose %329, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : (tensor<1x3x32xf32>) -> tensor<1x32x3xf32>
    %331 = stablehlo.reshape %330 : (tensor<1x32x3xf32>) -> tensor<1x32x1x3xf32>
    %332 = stablehlo.reshape %arg24 : (tensor<64x32x1xf32>) -> tensor<64x32x1x1xf32>
    %333 = stablehlo.convolution(%331, %332) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x3xf32>, tensor<64x32x1x1xf32>) -> tensor<1x64x1x3xf32>
    %334 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x3xf32>
    %335 = stablehlo.add %333, %334 : tensor<1x64x1x3xf32>
    %336 = stablehlo.reshape %335 : (tensor<1x64x1x3xf32>) -> tensor<1x64x3xf32>
    %337 = stablehlo.slice %336 [0:1, 0:32, 0:3] : (tensor<1x64x3xf32>) -> tensor<1x32x3xf32>
    %338 = stablehlo.slice %336 [0:1, 32:64, 0:3] : (tensor<1x64x3xf32>) -> tensor<1x32x3xf32>
    %339 = stablehlo.logistic %338 : tensor<1x32x3xf32>
    %340 = stablehlo.multiply %337, %339 : tensor<1x32x3xf32>
    %341 = stablehlo.select %168, %cst_2, %340 : tensor<1x32x3xi1>, tensor<1x32x3xf32>
    %342 = stablehlo.pad %341, %cst_24, low = [0, 0, 8], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x32x3xf32>, tensor<f32>) -> tensor<1x32x11xf32>
    %343 = stablehlo.reshape %342 : (tensor<1x32x11xf32>) -> tensor<1x32x1x11xf32>
    %344 = stablehlo.reshape %arg22 : (tensor<32x1x9xf32>) -> tensor<32x1x1x9xf32>
    %345 = stablehlo.convolution(%343, %344) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x11xf32>, tensor<32x1x1x9xf32>) -> tensor<1x32x1x3xf32>
    %346 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x3xf32>
    %347 = stablehlo.add %345, %346 : tensor<1x32x1x3xf32>
    %348 = stablehlo.reshape %347 : (tensor<1x32x1x3xf32>) -> tensor<1x32x3xf32>
    %349 = stablehlo.transpose %348, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,3,32]{1,2,0}"} : (tensor<1x32x3xf32>) -> tensor<1x3x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%349, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %350 = stablehlo.broadcast_in_dim %arg98, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %351 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %352 = stablehlo.multiply %output_49, %351 : tensor<1x3x32xf32>
    %353 = stablehlo.add %350, %352 : tensor<1x3x32xf32>
    %354 = stablehlo.transpose %353, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : (tensor<1x3x32xf32>) -> tensor<1x32x3xf32>
    %355 = stablehlo.logistic %354 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : tensor<1x32x3xf32>
    %356 = stablehlo.multiply %354, %355 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,3]{1,2,0}"} : tensor<1x32x3xf32>
    %357 = stablehlo.reshape %356 : (tensor<1x32x3xf32>) -> tensor<1x32x1x3xf32>
    %358 = stablehlo.reshape %arg19 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %359 = stablehlo.convolution(%357, %358) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x3xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x3xf32>
    %360 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x3xf32>
    %361 = stablehlo.add %359, %360 : tensor<1x32x1x3xf32>
    %362 = stablehlo.reshape %361 : (tensor<1x32x1x3xf32>) -> tensor<1x32x3xf32>
    %363 = stablehlo.transpose %362, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,3,32]{1,2,0}"} : (tensor<1x32x3xf32>) -> tensor<1x3x32xf32>
    %364 = stablehlo.add %325, %363 : tensor<1x3x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%364, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %365 = stablehlo.broadcast_in_dim %arg99, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %366 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %367 = stablehlo.multiply %output_52, %366 : tensor<1x3x32xf32>
    %368 = stablehlo.add %365, %367 : tensor<1x3x32xf32>
    %369 = stablehlo.reshape %368 : (tensor<1x3x32xf32>) -> tensor<3x32xf32>
    %370 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %371 = stablehlo.dot_general %369, %370, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x64xf32>) -> tensor<3x64xf32>
    %372 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<3x64xf32>
    %373 = stablehlo.add %371, %372 : tensor<3x64xf32>
    %374 = stablehlo.reshape %373 : (tensor<3x64xf32>) -> tensor<1x3x64xf32>
    %375 = stablehlo.logistic %374 : tensor<1x3x64xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<1x3x64xf32>
    %377 = stablehlo.reshape %376 : (tensor<1x3x64xf32>) -> tensor<3x64xf32>
    %378 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %379 = stablehlo.dot_general %377, %378, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x64xf32>, tensor<64x32xf32>) -> tensor<3x32xf32>
    %380 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<3x32xf32>
    %381 = stablehlo.add %379, %380 : tensor<3x32xf32>
    %382 = stablehlo.reshape %381 : (tensor<3x32xf32>) -> tensor<1x3x32xf32>
    %383 = stablehlo.multiply %382, %cst_12 : tensor<1x3x32xf32>
    %384 = stablehlo.add %364, %383 : tensor<1x3x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%384, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x32xf32>, tensor<3xf32>, tensor<3xf32>)
    %385 = stablehlo.broadcast_in_dim %arg100, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %386 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x3x32xf32>
    %387 = stablehlo.multiply %output_55, %386 : tensor<1x3x32xf32>
    %388 = stablehlo.add %385, %387 : tensor<1x3x32xf32>
    %389 = stablehlo.reshape %388 : (tensor<1x3x32xf32>) -> tensor<3x32xf32>
    %390 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,640]{0,1}"} : (tensor<640x32xf32>) -> tensor<32x640xf32>
    %391 = stablehlo.dot_general %389, %390, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x32xf32>, tensor<32x640xf32>) -> tensor<3x640xf32>
    %392 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<640xf32>) -> tensor<3x640xf32>
    %393 = stablehlo.add %391, %392 : tensor<3x640xf32>
    %394 = stablehlo.reshape %393 : (tensor<3x640xf32>) -> tensor<1x3x640xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 3] : (tensor<1x3x640xf32>) -> tensor<1x3x8x640xf32>
    %396 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[640,2560]{0,1}"} : (tensor<2560x640xf32>) -> tensor<640x2560xf32>
    %397 = stablehlo.dot_general %cst_1, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %398 = stablehlo.reshape %arg8 : (tensor<2560xf32>) -> tensor<1x2560xf32>
    %399 = stablehlo.add %397, %398 : tensor<1x2560xf32>
    %400 = stablehlo.reshape %399 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %401 = stablehlo.reshape %arg6 : (tensor<1x8xi64>) -> tensor<8xi64>
    %402 = stablehlo.convert %401 : (tensor<8xi64>) -> tensor<8xui32>
    %403 = "stablehlo.gather"(%arg7, %402) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 640>}> : (tensor<128x640xf32>, tensor<8xui32>) -> tensor<8x640xf32>
    %404 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[640,2560]{0,1}"} : (tensor<2560x640xf32>) -> tensor<640x2560xf32>
    %405 = stablehlo.dot_general %403, %404, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x640xf32>, tensor<640x2560xf32>) -> tensor<8x2560xf32>
    %406 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2560xf32>) -> tensor<8x2560xf32>
    %407 = stablehlo.add %405, %406 : tensor<8x2560xf32>
    %408 = stablehlo.reshape %407 : (tensor<8x2560xf32>) -> tensor<8x1x2560xf32>
    %409 = stablehlo.slice %408 [0:1, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %410 = stablehlo.add %400, %409 : tensor<1x1x2560xf32>
    %411 = stablehlo.slice %410 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %412 = stablehlo.logistic %411 : tensor<1x1x640xf32>
    %413 = stablehlo.slice %410 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %414 = stablehlo.logistic %413 : tensor<1x1x640xf32>
    %415 = stablehlo.multiply %414, %cst_0 : tensor<1x1x640xf32>
    %416 = stablehlo.slice %410 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %417 = stablehlo.logistic %416 : tensor<1x1x640xf32>
    %418 = stablehlo.slice %410 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %419 = stablehlo.tanh %418 : tensor<1x1x640xf32>
    %420 = stablehlo.multiply %417, %419 : tensor<1x1x640xf32>
    %421 = stablehlo.add %415, %420 : tensor<1x1x640xf32>
    %422 = stablehlo.tanh %421 : tensor<1x1x640xf32>
    %423 = stablehlo.multiply %412, %422 : tensor<1x1x640xf32>
    %424 = stablehlo.reshape %423 : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %425 = stablehlo.dot_general %424, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %426 = stablehlo.add %425, %398 : tensor<1x2560xf32>
    %427 = stablehlo.reshape %426 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %428 = stablehlo.slice %408 [1:2, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %429 = stablehlo.add %427, %428 : tensor<1x1x2560xf32>
    %430 = stablehlo.slice %429 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %431 = stablehlo.logistic %430 : tensor<1x1x640xf32>
    %432 = stablehlo.slice %429 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %433 = stablehlo.logistic %432 : tensor<1x1x640xf32>
    %434 = stablehlo.multiply %433, %421 : tensor<1x1x640xf32>
    %435 = stablehlo.slice %429 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %436 = stablehlo.logistic %435 : tensor<1x1x640xf32>
    %437 = stablehlo.slice %429 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %438 = stablehlo.tanh %437 : tensor<1x1x640xf32>
    %439 = stablehlo.multiply %436, %438 : tensor<1x1x640xf32>
    %440 = stablehlo.add %434, %439 : tensor<1x1x640xf32>
    %441 = stablehlo.tanh %440 : tensor<1x1x640xf32>
    %442 = stablehlo.multiply %431, %441 : tensor<1x1x640xf32>
    %443 = stablehlo.reshape %442 : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %444 = stablehlo.dot_general %443, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %445 = stablehlo.add %444, %398 : tensor<1x2560xf32>
    %446 = stablehlo.reshape %445 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %447 = stablehlo.slice %408 [2:3, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %448 = stablehlo.add %446, %447 : tensor<1x1x2560xf32>
    %449 = stablehlo.slice %448 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %450 = stablehlo.logistic %449 : tensor<1x1x640xf32>
    %451 = stablehlo.slice %448 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %452 = stablehlo.logistic %451 : tensor<1x1x640xf32>
    %453 = stablehlo.multiply %452, %440 : tensor<1x1x640xf32>
    %454 = stablehlo.slice %448 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %455 = stablehlo.logistic %454 : tensor<1x1x640xf32>
    %456 = stablehlo.slice %448 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %457 = stablehlo.tanh %456 : tensor<1x1x640xf32>
    %458 = stablehlo.multiply %455, %457 : tensor<1x1x640xf32>
    %459 = stablehlo.add %453, %458 : tensor<1x1x640xf32>
    %460 = stablehlo.tanh %459 : tensor<1x1x640xf32>
    %461 = stablehlo.multiply %450, %460 : tensor<1x1x640xf32>
    %462 = stablehlo.reshape %461 : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %463 = stablehlo.dot_general %462, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %464 = stablehlo.add %463, %398 : tensor<1x2560xf32>
    %465 = stablehlo.reshape %464 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %466 = stablehlo.slice %408 [3:4, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %467 = stablehlo.add %465, %466 : tensor<1x1x2560xf32>
    %468 = stablehlo.slice %467 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %469 = stablehlo.logistic %468 : tensor<1x1x640xf32>
    %470 = stablehlo.slice %467 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %471 = stablehlo.logistic %470 : tensor<1x1x640xf32>
    %472 = stablehlo.multiply %471, %459 : tensor<1x1x640xf32>
    %473 = stablehlo.slice %467 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %474 = stablehlo.logistic %473 : tensor<1x1x640xf32>
    %475 = stablehlo.slice %467 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %476 = stablehlo.tanh %475 : tensor<1x1x640xf32>
    %477 = stablehlo.multiply %474, %476 : tensor<1x1x640xf32>
    %478 = stablehlo.add %472, %477 : tensor<1x1x640xf32>
    %479 = stablehlo.tanh %478 : tensor<1x1x640xf32>
    %480 = stablehlo.multiply %469, %479 : tensor<1x1x640xf32>
    %481 = stablehlo.reshape %480 : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %482 = stablehlo.dot_general %481, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %483 = stablehlo.add %482, %398 : tensor<1x2560xf32>
    %484 = stablehlo.reshape %483 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %485 = stablehlo.slice %408 [4:5, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %486 = stablehlo.add %484, %485 : tensor<1x1x2560xf32>
    %487 = stablehlo.slice %486 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %488 = stablehlo.logistic %487 : tensor<1x1x640xf32>
    %489 = stablehlo.slice %486 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %490 = stablehlo.logistic %489 : tensor<1x1x640xf32>
    %491 = stablehlo.multiply %490, %478 : tensor<1x1x640xf32>
    %492 = stablehlo.slice %486 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %493 = stablehlo.logistic %492 : tensor<1x1x640xf32>
    %494 = stablehlo.slice %486 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %495 = stablehlo.tanh %494 : tensor<1x1x640xf32>
    %496 = stablehlo.multiply %493, %495 : tensor<1x1x640xf32>
    %497 = stablehlo.add %491, %496 : tensor<1x1x640xf32>
    %498 = stablehlo.tanh %497 : tensor<1x1x640xf32>
    %499 = stablehlo.multiply %488, %498 : tensor<1x1x640xf32>
    %500 = stablehlo.reshape %499 : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %501 = stablehlo.dot_general %500, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %502 = stablehlo.add %501, %398 : tensor<1x2560xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %504 = stablehlo.slice %408 [5:6, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %505 = stablehlo.add %503, %504 : tensor<1x1x2560xf32>
    %506 = stablehlo.slice %505 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %507 = stablehlo.logistic %506 : tensor<1x1x640xf32>
    %508 = stablehlo.slice %505 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %509 = stablehlo.logistic %508 : tensor<1x1x640xf32>
    %510 = stablehlo.multiply %509, %497 : tensor<1x1x640xf32>
    %511 = stablehlo.slice %505 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %512 = stablehlo.logistic %511 : tensor<1x1x640xf32>
    %513 = stablehlo.slice %505 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %514 = stablehlo.tanh %513 : tensor<1x1x640xf32>
    %515 = stablehlo.multiply %512, %514 : tensor<1x1x640xf32>
    %516 = stablehlo.add %510, %515 : tensor<1x1x640xf32>
    %517 = stablehlo.tanh %516 : tensor<1x1x640xf32>
    %518 = stablehlo.multiply %507, %517 : tensor<1x1x640xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %520 = stablehlo.dot_general %519, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %521 = stablehlo.add %520, %398 : tensor<1x2560xf32>
    %522 = stablehlo.reshape %521 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %523 = stablehlo.slice %408 [6:7, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %524 = stablehlo.add %522, %523 : tensor<1x1x2560xf32>
    %525 = stablehlo.slice %524 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %526 = stablehlo.logistic %525 : tensor<1x1x640xf32>
    %527 = stablehlo.slice %524 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %528 = stablehlo.logistic %527 : tensor<1x1x640xf32>
    %529 = stablehlo.multiply %528, %516 : tensor<1x1x640xf32>
    %530 = stablehlo.slice %524 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %531 = stablehlo.logistic %530 : tensor<1x1x640xf32>
    %532 = stablehlo.slice %524 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %533 = stablehlo.tanh %532 : tensor<1x1x640xf32>
    %534 = stablehlo.multiply %531, %533 : tensor<1x1x640xf32>
    %535 = stablehlo.add %529, %534 : tensor<1x1x640xf32>
    %536 = stablehlo.tanh %535 : tensor<1x1x640xf32>
    %537 = stablehlo.multiply %526, %536 : tensor<1x1x640xf32>
    %538 = stablehlo.reshape %537 : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %539 = stablehlo.dot_general %538, %396, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x640xf32>, tensor<640x2560xf32>) -> tensor<1x2560xf32>
    %540 = stablehlo.add %539, %398 : tensor<1x2560xf32>
    %541 = stablehlo.reshape %540 : (tensor<1x2560xf32>) -> tensor<1x1x2560xf32>
    %542 = stablehlo.slice %408 [7:8, 0:1, 0:2560] : (tensor<8x1x2560xf32>) -> tensor<1x1x2560xf32>
    %543 = stablehlo.add %541, %542 : tensor<1x1x2560xf32>
    %544 = stablehlo.slice %543 [0:1, 0:1, 1920:2560] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %545 = stablehlo.logistic %544 : tensor<1x1x640xf32>
    %546 = stablehlo.slice %543 [0:1, 0:1, 640:1280] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %547 = stablehlo.logistic %546 : tensor<1x1x640xf32>
    %548 = stablehlo.multiply %547, %535 : tensor<1x1x640xf32>
    %549 = stablehlo.slice %543 [0:1, 0:1, 0:640] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %550 = stablehlo.logistic %549 : tensor<1x1x640xf32>
    %551 = stablehlo.slice %543 [0:1, 0:1, 1280:1920] : (tensor<1x1x2560xf32>) -> tensor<1x1x640xf32>
    %552 = stablehlo.tanh %551 : tensor<1x1x640xf32>
    %553 = stablehlo.multiply %550, %552 : tensor<1x1x640xf32>
    %554 = stablehlo.add %548, %553 : tensor<1x1x640xf32>
    %555 = stablehlo.tanh %554 : tensor<1x1x640xf32>
    %556 = stablehlo.multiply %545, %555 : tensor<1x1x640xf32>
    %557 = stablehlo.concatenate %423, %442, %461, %480, %499, %518, %537, %556, dim = 0 : (tensor<1x1x640xf32>, tensor<1x1x640xf32>, tensor<1x1x640xf32>, tensor<1x1x640xf32>, tensor<1x1x640xf32>, tensor<1x1x640xf32>, tensor<1x1x640xf32>, tensor<1x1x640xf32>) -> tensor<8x1x640xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x1x640xf32>) -> tensor<8x640xf32>
    %559 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[640,640]{0,1}"} : (tensor<640x640xf32>) -> tensor<640x640xf32>
    %560 = stablehlo.dot_general %558, %559, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x640xf32>, tensor<640x640xf32>) -> tensor<8x640xf32>
    %561 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<640xf32>) -> tensor<8x640xf32>
    %562 = stablehlo.add %560, %561 : tensor<8x640xf32>
    %563 = stablehlo.reshape %562 : (tensor<8x640xf32>) -> tensor<1x8x640xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 2, 3] : (tensor<1x8x640xf32>) -> tensor<1x3x8x640xf32>
    %565 = stablehlo.add %395, %564 : tensor<1x3x8x640xf32>
    %566 = stablehlo.maximum %565, %cst : tensor<1x3x8x640xf32>
    %567 = stablehlo.reshape %566 : (tensor<1x3x8x640xf32>) -> tensor<24x640xf32>
    %568 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[640,128]{0,1}"} : (tensor<128x640xf32>) -> tensor<640x128xf32>
    %569 = stablehlo.dot_general %567, %568, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<24x640xf32>, tensor<640x128xf32>) -> tensor<24x128xf32>
    %570 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<24x128xf32>
    %571 = stablehlo.add %569, %570 : tensor<24x128xf32>
    %572 = stablehlo.reshape %571 : (tensor<24x128xf32>) -> tensor<1x3x8x128xf32>
    return %572 : tensor<1x3x8x128xf32>
  }
}
