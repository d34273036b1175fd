module @IrToHlo.936 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x32xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x8x16xf32>, %arg29: tensor<1x1x16xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32x1xf32>, %arg32: tensor<32x32x2xf32>, %arg33: tensor<32x32x1xf32>, %arg34: tensor<32x32x2xf32>, %arg35: tensor<32x32x1xf32>, %arg36: tensor<32x32x3xf32>, %arg37: tensor<32x32x1xf32>, %arg38: tensor<32x32x3xf32>, %arg39: tensor<32x32x1xf32>, %arg40: tensor<32x32x3xf32>, %arg41: tensor<32x32x1xf32>, %arg42: tensor<32x32x3xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x1x10xf32>, %arg45: tensor<1x1600xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>) -> tensor<1x2xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<1x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x2x64xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<1x2x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x64xf32>
    %cst_3 = stablehlo.constant dense<0.594603539> : tensor<1x4x8x2xf32>
    %cst_4 = stablehlo.constant dense<0.594603539> : tensor<1x4x2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x2xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<1x32x2xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x2xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<1x1x16xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<32x8x16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<1x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x4xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<1x32x4xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x9xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<1x32x9xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x9xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x19xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<1x32x19xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x19xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x39xf32>
    %cst_25 = stablehlo.constant dense<0.707106769> : tensor<1x32x39xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x39xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x79xf32>
    %cst_28 = stablehlo.constant dense<0.707106769> : tensor<1x32x79xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x79xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x159xf32>
    %cst_31 = stablehlo.constant dense<0.707106769> : tensor<1x32x159xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x159xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x319xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<1x32x319xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x319xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg45 : (tensor<1x1600xf32>) -> tensor<1x1x1x1600xf32>
    %1 = stablehlo.reshape %arg44 : (tensor<32x1x10xf32>) -> tensor<32x1x1x10xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 5], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1600xf32>, tensor<32x1x1x10xf32>) -> tensor<1x32x1x319xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x32x1x319xf32>) -> tensor<1x32x319xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_37, %cst_36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x319xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x319xf32>, tensor<32xf32>, tensor<32xf32>)
    %4 = stablehlo.reshape %arg46 : (tensor<32xf32>) -> tensor<1x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x319xf32>
    %6 = stablehlo.reshape %arg43 : (tensor<32xf32>) -> tensor<1x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x319xf32>
    %8 = stablehlo.multiply %output, %7 : tensor<1x32x319xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x32x319xf32>
    %10 = stablehlo.multiply %9, %cst_35 : tensor<1x32x319xf32>
    %11 = stablehlo.multiply %9, %cst_34 : tensor<1x32x319xf32>
    %12 = stablehlo.custom_call @mhlo.erf(%11) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x319xf32>) -> tensor<1x32x319xf32>
    %13 = stablehlo.add %12, %cst_33 : tensor<1x32x319xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x319xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x32x319xf32>) -> tensor<1x32x1x319xf32>
    %16 = stablehlo.reshape %arg42 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %17 = stablehlo.convolution(%15, %16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x319xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x159xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x32x1x159xf32>) -> tensor<1x32x159xf32>
    %19 = stablehlo.multiply %18, %cst_32 : tensor<1x32x159xf32>
    %20 = stablehlo.multiply %18, %cst_31 : tensor<1x32x159xf32>
    %21 = stablehlo.custom_call @mhlo.erf(%20) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x159xf32>) -> tensor<1x32x159xf32>
    %22 = stablehlo.add %21, %cst_30 : tensor<1x32x159xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<1x32x159xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x32x159xf32>) -> tensor<1x32x1x159xf32>
    %25 = stablehlo.reshape %arg41 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %26 = stablehlo.convolution(%24, %25) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x159xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x159xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x32x1x159xf32>) -> tensor<1x32x159xf32>
    %28 = stablehlo.multiply %27, %cst_32 : tensor<1x32x159xf32>
    %29 = stablehlo.multiply %27, %cst_31 : tensor<1x32x159xf32>
    %30 = stablehlo.custom_call @mhlo.erf(%29) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x159xf32>) -> tensor<1x32x159xf32>
    %31 = stablehlo.add %30, %cst_30 : tensor<1x32x159xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<1x32x159xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x32x159xf32>) -> tensor<1x32x1x159xf32>
    %34 = stablehlo.reshape %arg40 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %35 = stablehlo.convolution(%33, %34) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x159xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x79xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x32x1x79xf32>) -> tensor<1x32x79xf32>
    %37 = stablehlo.multiply %36, %cst_29 : tensor<1x32x79xf32>
    %38 = stablehlo.multiply %36, %cst_28 : tensor<1x32x79xf32>
    %39 = stablehlo.custom_call @mhlo.erf(%38) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x79xf32>) -> tensor<1x32x79xf32>
    %40 = stablehlo.add %39, %cst_27 : tensor<1x32x79xf32>
    %41 = stablehlo.multiply %37, %40 : tensor<1x32x79xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x32x79xf32>) -> tensor<1x32x1x79xf32>
    %43 = stablehlo.reshape %arg39 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %44 = stablehlo.convolution(%42, %43) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x79xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x79xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x32x1x79xf32>) -> tensor<1x32x79xf32>
    %46 = stablehlo.multiply %45, %cst_29 : tensor<1x32x79xf32>
    %47 = stablehlo.multiply %45, %cst_28 : tensor<1x32x79xf32>
    %48 = stablehlo.custom_call @mhlo.erf(%47) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x79xf32>) -> tensor<1x32x79xf32>
    %49 = stablehlo.add %48, %cst_27 : tensor<1x32x79xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<1x32x79xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x32x79xf32>) -> tensor<1x32x1x79xf32>
    %52 = stablehlo.reshape %arg38 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %53 = stablehlo.convolution(%51, %52) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x79xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x39xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x32x1x39xf32>) -> tensor<1x32x39xf32>
    %55 = stablehlo.multiply %54, %cst_26 : tensor<1x32x39xf32>
    %56 = stablehlo.multiply %54, %cst_25 : tensor<1x32x39xf32>
    %57 = stablehlo.custom_call @mhlo.erf(%56) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %58 = stablehlo.add %57, %cst_24 : tensor<1x32x39xf32>
    %59 = stablehlo.multiply %55, %58 : tensor<1x32x39xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x32x39xf32>) -> tensor<1x32x1x39xf32>
    %61 = stablehlo.reshape %arg37 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %62 = stablehlo.convolution(%60, %61) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x39xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x39xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x32x1x39xf32>) -> tensor<1x32x39xf32>
    %64 = stablehlo.multiply %63, %cst_26 : tensor<1x32x39xf32>
    %65 = stablehlo.multiply %63, %cst_25 : tensor<1x32x39xf32>
    %66 = stablehlo.custom_call @mhlo.erf(%65) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %67 = stablehlo.add %66, %cst_24 : tensor<1x32x39xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<1x32x39xf32>
    %69 = stablehlo.reshape %68 : (tensor<1x32x39xf32>) -> tensor<1x32x1x39xf32>
    %70 = stablehlo.reshape %arg36 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %71 = stablehlo.convolution(%69, %70) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x39xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x19xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x32x1x19xf32>) -> tensor<1x32x19xf32>
    %73 = stablehlo.multiply %72, %cst_23 : tensor<1x32x19xf32>
    %74 = stablehlo.multiply %72, %cst_22 : tensor<1x32x19xf32>
    %75 = stablehlo.custom_call @mhlo.erf(%74) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x19xf32>) -> tensor<1x32x19xf32>
    %76 = stablehlo.add %75, %cst_21 : tensor<1x32x19xf32>
    %77 = stablehlo.multiply %73, %76 : tensor<1x32x19xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x32x19xf32>) -> tensor<1x32x1x19xf32>
    %79 = stablehlo.reshape %arg35 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %80 = stablehlo.convolution(%78, %79) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x19xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x19xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x32x1x19xf32>) -> tensor<1x32x19xf32>
    %82 = stablehlo.multiply %81, %cst_23 : tensor<1x32x19xf32>
    %83 = stablehlo.multiply %81, %cst_22 : tensor<1x32x19xf32>
    %84 = stablehlo.custom_call @mhlo.erf(%83) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x19xf32>) -> tensor<1x32x19xf32>
    %85 = stablehlo.add %84, %cst_21 : tensor<1x32x19xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<1x32x19xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x32x19xf32>) -> tensor<1x32x1x19xf32>
    %88 = stablehlo.reshape %arg34 : (tensor<32x32x2xf32>) -> tensor<32x32x1x2xf32>
    %89 = stablehlo.convolution(%87, %88) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x19xf32>, tensor<32x32x1x2xf32>) -> tensor<1x32x1x9xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x32x1x9xf32>) -> tensor<1x32x9xf32>
    %91 = stablehlo.multiply %90, %cst_20 : tensor<1x32x9xf32>
    %92 = stablehlo.multiply %90, %cst_19 : tensor<1x32x9xf32>
    %93 = stablehlo.custom_call @mhlo.erf(%92) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x9xf32>) -> tensor<1x32x9xf32>
    %94 = stablehlo.add %93, %cst_18 : tensor<1x32x9xf32>
    %95 = stablehlo.multiply %91, %94 : tensor<1x32x9xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x32x9xf32>) -> tensor<1x32x1x9xf32>
    %97 = stablehlo.reshape %arg33 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %98 = stablehlo.convolution(%96, %97) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x9xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x9xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x32x1x9xf32>) -> tensor<1x32x9xf32>
    %100 = stablehlo.multiply %99, %cst_20 : tensor<1x32x9xf32>
    %101 = stablehlo.multiply %99, %cst_19 : tensor<1x32x9xf32>
    %102 = stablehlo.custom_call @mhlo.erf(%101) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x9xf32>) -> tensor<1x32x9xf32>
    %103 = stablehlo.add %102, %cst_18 : tensor<1x32x9xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<1x32x9xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x32x9xf32>) -> tensor<1x32x1x9xf32>
    %106 = stablehlo.reshape %arg32 : (tensor<32x32x2xf32>) -> tensor<32x32x1x2xf32>
    %107 = stablehlo.convolution(%105, %106) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x9xf32>, tensor<32x32x1x2xf32>) -> tensor<1x32x1x4xf32>
    %108 = stablehlo.reshape %107 : (tensor<1x32x1x4xf32>) -> tensor<1x32x4xf32>
    %109 = stablehlo.multiply %108, %cst_17 : tensor<1x32x4xf32>
    %110 = stablehlo.multiply %108, %cst_16 : tensor<1x32x4xf32>
    %111 = stablehlo.custom_call @mhlo.erf(%110) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %112 = stablehlo.add %111, %cst_15 : tensor<1x32x4xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<1x32x4xf32>
    %114 = stablehlo.reshape %113 : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %115 = stablehlo.reshape %arg31 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %116 = stablehlo.convolution(%114, %115) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x4xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x4xf32>
    %117 = stablehlo.reshape %116 : (tensor<1x32x1x4xf32>) -> tensor<1x32x4xf32>
    %118 = stablehlo.multiply %117, %cst_17 : tensor<1x32x4xf32>
    %119 = stablehlo.multiply %117, %cst_16 : tensor<1x32x4xf32>
    %120 = stablehlo.custom_call @mhlo.erf(%119) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %121 = stablehlo.add %120, %cst_15 : tensor<1x32x4xf32>
    %122 = stablehlo.multiply %118, %121 : tensor<1x32x4xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,32]{1,2,0}"} : (tensor<1x32x4xf32>) -> tensor<1x4x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%123, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %124 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %126 = stablehlo.multiply %output_40, %125 : tensor<1x4x32xf32>
    %127 = stablehlo.add %124, %126 : tensor<1x4x32xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,4]{1,2,0}"} : (tensor<1x4x32xf32>) -> tensor<1x32x4xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %130 = "stablehlo.reduce_window"(%129, %cst_39) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 2>, window_strides = array<i64: 1, 1, 1, 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %324 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %324 : tensor<f32>
    }) : (tensor<1x32x1x4xf32>, tensor<f32>) -> tensor<1x32x1x2xf32>
    %131 = "stablehlo.reduce_window"(%cst_12, %cst_39) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %324 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %324 : tensor<f32>
    }) : (tensor<1x4xf32>, tensor<f32>) -> tensor<1x2xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [2, 3] : (tensor<1x2xf32>) -> tensor<1x32x1x2xf32>
    %133 = stablehlo.divide %130, %132 : tensor<1x32x1x2xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x32x1x2xf32>) -> tensor<1x32x2xf32>
    %135 = stablehlo.abs %arg28 : tensor<32x8x16xf32>
    %136 = stablehlo.power %135, %cst_11 : tensor<32x8x16xf32>
    %137 = stablehlo.reduce(%136 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.reshape %137 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %139 = stablehlo.power %138, %cst_10 : tensor<1x1x16xf32>
    %140 = stablehlo.divide %arg29, %139 : tensor<1x1x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [2] : (tensor<16xf32>) -> tensor<32x8x16xf32>
    %143 = stablehlo.multiply %arg28, %142 : tensor<32x8x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<32x8x16xf32>) -> tensor<32x8x1x16xf32>
    %145 = stablehlo.convolution(%129, %144) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [8, 8]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x4xf32>, tensor<32x8x1x16xf32>) -> tensor<1x32x1x3xf32>
    %146 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x3xf32>
    %147 = stablehlo.add %145, %146 : tensor<1x32x1x3xf32>
    %148 = stablehlo.reshape %147 : (tensor<1x32x1x3xf32>) -> tensor<1x32x3xf32>
    %149 = stablehlo.slice %148 [0:1, 0:32, 0:2] : (tensor<1x32x3xf32>) -> tensor<1x32x2xf32>
    %150 = stablehlo.multiply %149, %cst_9 : tensor<1x32x2xf32>
    %151 = stablehlo.multiply %149, %cst_8 : tensor<1x32x2xf32>
    %152 = stablehlo.custom_call @mhlo.erf(%151) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %153 = stablehlo.add %152, %cst_7 : tensor<1x32x2xf32>
    %154 = stablehlo.multiply %150, %153 : tensor<1x32x2xf32>
    %155 = stablehlo.add %134, %154 : tensor<1x32x2xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,2,32]{1,2,0}"} : (tensor<1x32x2xf32>) -> tensor<1x2x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%156, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %157 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %159 = stablehlo.multiply %output_43, %158 : tensor<1x2x32xf32>
    %160 = stablehlo.add %157, %159 : tensor<1x2x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %162 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %163 = stablehlo.dot_general %161, %162, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %164 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x32xf32>) -> tensor<1x2x4x8xf32>
    %167 = stablehlo.transpose %166, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,2,8]{3,1,2,0}"} : (tensor<1x2x4x8xf32>) -> tensor<1x4x2x8xf32>
    %168 = stablehlo.multiply %167, %cst_4 : tensor<1x4x2x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<1x4x2x8xf32>) -> tensor<4x2x8xf32>
    %170 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.dot_general %161, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %173 = stablehlo.add %171, %172 : tensor<2x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x32xf32>) -> tensor<1x2x4x8xf32>
    %175 = stablehlo.transpose %174, dims = [0, 2, 3, 1] : (tensor<1x2x4x8xf32>) -> tensor<1x4x8x2xf32>
    %176 = stablehlo.multiply %175, %cst_3 : tensor<1x4x8x2xf32>
    %177 = stablehlo.reshape %176 : (tensor<1x4x8x2xf32>) -> tensor<4x8x2xf32>
    %178 = stablehlo.dot_general %169, %177, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x8xf32>, tensor<4x8x2xf32>) -> tensor<4x2x2xf32>
    %179 = stablehlo.reshape %178 : (tensor<4x2x2xf32>) -> tensor<1x4x2x2xf32>
    %180 = stablehlo.reduce(%179 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x2x2xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x4x2xf32>) -> tensor<1x4x2x2xf32>
    %182 = stablehlo.subtract %179, %181 : tensor<1x4x2x2xf32>
    %183 = stablehlo.exponential %182 : tensor<1x4x2x2xf32>
    %184 = stablehlo.reduce(%183 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<1x4x2x2xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x4x2xf32>) -> tensor<1x4x2x2xf32>
    %186 = stablehlo.divide %183, %185 : tensor<1x4x2x2xf32>
    %187 = stablehlo.reshape %186 : (tensor<1x4x2x2xf32>) -> tensor<4x2x2xf32>
    %188 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %189 = stablehlo.dot_general %161, %188, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %190 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %191 = stablehlo.add %189, %190 : tensor<2x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x32xf32>) -> tensor<1x2x4x8xf32>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,2,8]{3,1,2,0}"} : (tensor<1x2x4x8xf32>) -> tensor<1x4x2x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x4x2x8xf32>) -> tensor<4x2x8xf32>
    %195 = stablehlo.dot_general %187, %194, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x2xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<4x2x8xf32>) -> tensor<1x4x2x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,8]{3,1,2,0}"} : (tensor<1x4x2x8xf32>) -> tensor<1x2x4x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x2x4x8xf32>) -> tensor<2x32xf32>
    %199 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %201 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %202 = stablehlo.add %200, %201 : tensor<2x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %204 = stablehlo.add %160, %203 : tensor<1x2x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%204, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %205 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %206 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %207 = stablehlo.multiply %output_46, %206 : tensor<1x2x32xf32>
    %208 = stablehlo.add %205, %207 : tensor<1x2x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %210 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %212 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<64xf32>) -> tensor<2x64xf32>
    %213 = stablehlo.add %211, %212 : tensor<2x64xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %215 = stablehlo.multiply %214, %cst_2 : tensor<1x2x64xf32>
    %216 = stablehlo.multiply %214, %cst_1 : tensor<1x2x64xf32>
    %217 = stablehlo.custom_call @mhlo.erf(%216) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %218 = stablehlo.add %217, %cst_0 : tensor<1x2x64xf32>
    %219 = stablehlo.multiply %215, %218 : tensor<1x2x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %221 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %224 = stablehlo.add %222, %223 : tensor<2x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %226 = stablehlo.add %208, %225 : tensor<1x2x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%226, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %227 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %228 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %229 = stablehlo.multiply %output_49, %228 : tensor<1x2x32xf32>
    %230 = stablehlo.add %227, %229 : tensor<1x2x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %232 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %233 = stablehlo.dot_general %231, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %234 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %235 = stablehlo.add %233, %234 : tensor<2x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x32xf32>) -> tensor<1x2x4x8xf32>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,2,8]{3,1,2,0}"} : (tensor<1x2x4x8xf32>) -> tensor<1x4x2x8xf32>
    %238 = stablehlo.multiply %237, %cst_4 : tensor<1x4x2x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<1x4x2x8xf32>) -> tensor<4x2x8xf32>
    %240 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %241 = stablehlo.dot_general %231, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg55, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %243 = stablehlo.add %241, %242 : tensor<2x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x32xf32>) -> tensor<1x2x4x8xf32>
    %245 = stablehlo.transpose %244, dims = [0, 2, 3, 1] : (tensor<1x2x4x8xf32>) -> tensor<1x4x8x2xf32>
    %246 = stablehlo.multiply %245, %cst_3 : tensor<1x4x8x2xf32>
    %247 = stablehlo.reshape %246 : (tensor<1x4x8x2xf32>) -> tensor<4x8x2xf32>
    %248 = stablehlo.dot_general %239, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x8xf32>, tensor<4x8x2xf32>) -> tensor<4x2x2xf32>
    %249 = stablehlo.reshape %248 : (tensor<4x2x2xf32>) -> tensor<1x4x2x2xf32>
    %250 = stablehlo.reduce(%249 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x2x2xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x4x2xf32>) -> tensor<1x4x2x2xf32>
    %252 = stablehlo.subtract %249, %251 : tensor<1x4x2x2xf32>
    %253 = stablehlo.exponential %252 : tensor<1x4x2x2xf32>
    %254 = stablehlo.reduce(%253 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<1x4x2x2xf32>, tensor<f32>) -> tensor<1x4x2xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x4x2xf32>) -> tensor<1x4x2x2xf32>
    %256 = stablehlo.divide %253, %255 : tensor<1x4x2x2xf32>
    %257 = stablehlo.reshape %256 : (tensor<1x4x2x2xf32>) -> tensor<4x2x2xf32>
    %258 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %259 = stablehlo.dot_general %231, %258, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %260 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %261 = stablehlo.add %259, %260 : tensor<2x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x32xf32>) -> tensor<1x2x4x8xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,2,8]{3,1,2,0}"} : (tensor<1x2x4x8xf32>) -> tensor<1x4x2x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<1x4x2x8xf32>) -> tensor<4x2x8xf32>
    %265 = stablehlo.dot_general %257, %264, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x2xf32>, tensor<4x2x8xf32>) -> tensor<4x2x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<4x2x8xf32>) -> tensor<1x4x2x8xf32>
    %267 = stablehlo.transpose %266, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,8]{3,1,2,0}"} : (tensor<1x4x2x8xf32>) -> tensor<1x2x4x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x2x4x8xf32>) -> tensor<2x32xf32>
    %269 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %270 = stablehlo.dot_general %268, %269, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %271 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %272 = stablehlo.add %270, %271 : tensor<2x32xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %274 = stablehlo.add %230, %273 : tensor<1x2x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%274, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %275 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %276 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %277 = stablehlo.multiply %output_52, %276 : tensor<1x2x32xf32>
    %278 = stablehlo.add %275, %277 : tensor<1x2x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %280 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %281 = stablehlo.dot_general %279, %280, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %282 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<64xf32>) -> tensor<2x64xf32>
    %283 = stablehlo.add %281, %282 : tensor<2x64xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %285 = stablehlo.multiply %284, %cst_2 : tensor<1x2x64xf32>
    %286 = stablehlo.multiply %284, %cst_1 : tensor<1x2x64xf32>
    %287 = stablehlo.custom_call @mhlo.erf(%286) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %288 = stablehlo.add %287, %cst_0 : tensor<1x2x64xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<1x2x64xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x2x64xf32>) -> tensor<2x64xf32>
    %291 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %292 = stablehlo.dot_general %290, %291, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
    %293 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %294 = stablehlo.add %292, %293 : tensor<2x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %296 = stablehlo.add %278, %295 : tensor<1x2x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%296, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %297 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %298 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<1x2x32xf32>
    %299 = stablehlo.multiply %output_55, %298 : tensor<1x2x32xf32>
    %300 = stablehlo.add %297, %299 : tensor<1x2x32xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %302 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %303 = stablehlo.dot_general %301, %302, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %304 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<2x64xf32>
    %305 = stablehlo.add %303, %304 : tensor<2x64xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x64xf32>) -> tensor<1x2x64xf32>
    %307 = stablehlo.multiply %306, %cst_2 : tensor<1x2x64xf32>
    %308 = stablehlo.multiply %306, %cst_1 : tensor<1x2x64xf32>
    %309 = stablehlo.custom_call @mhlo.erf(%308) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %310 = stablehlo.add %309, %cst_0 : tensor<1x2x64xf32>
    %311 = stablehlo.multiply %307, %310 : tensor<1x2x64xf32>
    %312 = stablehlo.reshape %311 : (tensor<1x2x64xf32>) -> tensor<4x32xf32>
    %313 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %314 = stablehlo.dot_general %312, %313, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x256xf32>) -> tensor<4x256xf32>
    %315 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %316 = stablehlo.add %314, %315 : tensor<4x256xf32>
    %317 = stablehlo.reshape %316 : (tensor<4x256xf32>) -> tensor<1x4x256xf32>
    %318 = stablehlo.reduce(%317 init: %cst_39) applies stablehlo.add across dimensions = [1] : (tensor<1x4x256xf32>, tensor<f32>) -> tensor<1x256xf32>
    %319 = stablehlo.multiply %318, %cst : tensor<1x256xf32>
    %320 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,2]{0,1}"} : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %321 = stablehlo.dot_general %319, %320, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x256xf32>, tensor<256x2xf32>) -> tensor<1x2xf32>
    %322 = stablehlo.reshape %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
    %323 = stablehlo.add %321, %322 : tensor<1x2xf32>
    return %323 : tensor<1x2xf32>
  }
}
