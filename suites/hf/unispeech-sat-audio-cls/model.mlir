module @IrToHlo.796 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x8x16xf32>, %arg27: tensor<1x1x16xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32x2xf32>, %arg32: tensor<32x32x2xf32>, %arg33: tensor<32x32x3xf32>, %arg34: tensor<32x32x3xf32>, %arg35: tensor<32x32x3xf32>, %arg36: tensor<32x32x3xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x1x10xf32>, %arg39: tensor<1x1600xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>) -> tensor<1x2xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<1x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1x4x64xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<1x4x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1x4x64xf32>
    %cst_3 = stablehlo.constant dense<0.594603539> : tensor<1x4x8x4xf32>
    %cst_4 = stablehlo.constant dense<0.594603539> : tensor<1x4x4x8xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<1x1x16xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<32x8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x4xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<1x32x4xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x9xf32>
    %cst_13 = stablehlo.constant dense<0.707106769> : tensor<1x32x9xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x9xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x19xf32>
    %cst_16 = stablehlo.constant dense<0.707106769> : tensor<1x32x19xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x19xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x39xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<1x32x39xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x39xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x79xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<1x32x79xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x79xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x159xf32>
    %cst_25 = stablehlo.constant dense<0.707106769> : tensor<1x32x159xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x159xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x319xf32>
    %cst_28 = stablehlo.constant dense<0.707106769> : tensor<1x32x319xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x319xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg39 : (tensor<1x1600xf32>) -> tensor<1x1x1x1600xf32>
    %1 = stablehlo.reshape %arg38 : (tensor<32x1x10xf32>) -> tensor<32x1x1x10xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 5], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1600xf32>, tensor<32x1x1x10xf32>) -> tensor<1x32x1x319xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x32x1x319xf32>) -> tensor<1x32x319xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_31, %cst_30) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x319xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x319xf32>, tensor<32xf32>, tensor<32xf32>)
    %4 = stablehlo.reshape %arg40 : (tensor<32xf32>) -> tensor<1x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x319xf32>
    %6 = stablehlo.reshape %arg37 : (tensor<32xf32>) -> tensor<1x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x319xf32>
    %8 = stablehlo.multiply %output, %7 : tensor<1x32x319xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x32x319xf32>
    %10 = stablehlo.multiply %9, %cst_29 : tensor<1x32x319xf32>
    %11 = stablehlo.multiply %9, %cst_28 : tensor<1x32x319xf32>
    %12 = stablehlo.custom_call @mhlo.erf(%11) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x319xf32>) -> tensor<1x32x319xf32>
    %13 = stablehlo.add %12, %cst_27 : tensor<1x32x319xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x319xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x32x319xf32>) -> tensor<1x32x1x319xf32>
    %16 = stablehlo.reshape %arg36 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %17 = stablehlo.convolution(%15, %16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x319xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x159xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x32x1x159xf32>) -> tensor<1x32x159xf32>
    %19 = stablehlo.multiply %18, %cst_26 : tensor<1x32x159xf32>
    %20 = stablehlo.multiply %18, %cst_25 : tensor<1x32x159xf32>
    %21 = stablehlo.custom_call @mhlo.erf(%20) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x159xf32>) -> tensor<1x32x159xf32>
    %22 = stablehlo.add %21, %cst_24 : tensor<1x32x159xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<1x32x159xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x32x159xf32>) -> tensor<1x32x1x159xf32>
    %25 = stablehlo.reshape %arg35 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %26 = stablehlo.convolution(%24, %25) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x159xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x79xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x32x1x79xf32>) -> tensor<1x32x79xf32>
    %28 = stablehlo.multiply %27, %cst_23 : tensor<1x32x79xf32>
    %29 = stablehlo.multiply %27, %cst_22 : tensor<1x32x79xf32>
    %30 = stablehlo.custom_call @mhlo.erf(%29) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x79xf32>) -> tensor<1x32x79xf32>
    %31 = stablehlo.add %30, %cst_21 : tensor<1x32x79xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<1x32x79xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x32x79xf32>) -> tensor<1x32x1x79xf32>
    %34 = stablehlo.reshape %arg34 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %35 = stablehlo.convolution(%33, %34) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x79xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x39xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x32x1x39xf32>) -> tensor<1x32x39xf32>
    %37 = stablehlo.multiply %36, %cst_20 : tensor<1x32x39xf32>
    %38 = stablehlo.multiply %36, %cst_19 : tensor<1x32x39xf32>
    %39 = stablehlo.custom_call @mhlo.erf(%38) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %40 = stablehlo.add %39, %cst_18 : tensor<1x32x39xf32>
    %41 = stablehlo.multiply %37, %40 : tensor<1x32x39xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x32x39xf32>) -> tensor<1x32x1x39xf32>
    %43 = stablehlo.reshape %arg33 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32>
    %44 = stablehlo.convolution(%42, %43) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x39xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x19xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x32x1x19xf32>) -> tensor<1x32x19xf32>
    %46 = stablehlo.multiply %45, %cst_17 : tensor<1x32x19xf32>
    %47 = stablehlo.multiply %45, %cst_16 : tensor<1x32x19xf32>
    %48 = stablehlo.custom_call @mhlo.erf(%47) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x19xf32>) -> tensor<1x32x19xf32>
    %49 = stablehlo.add %48, %cst_15 : tensor<1x32x19xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<1x32x19xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x32x19xf32>) -> tensor<1x32x1x19xf32>
    %52 = stablehlo.reshape %arg32 : (tensor<32x32x2xf32>) -> tensor<32x32x1x2xf32>
    %53 = stablehlo.convolution(%51, %52) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x19xf32>, tensor<32x32x1x2xf32>) -> tensor<1x32x1x9xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x32x1x9xf32>) -> tensor<1x32x9xf32>
    %55 = stablehlo.multiply %54, %cst_14 : tensor<1x32x9xf32>
    %56 = stablehlo.multiply %54, %cst_13 : tensor<1x32x9xf32>
    %57 = stablehlo.custom_call @mhlo.erf(%56) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x9xf32>) -> tensor<1x32x9xf32>
    %58 = stablehlo.add %57, %cst_12 : tensor<1x32x9xf32>
    %59 = stablehlo.multiply %55, %58 : tensor<1x32x9xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x32x9xf32>) -> tensor<1x32x1x9xf32>
    %61 = stablehlo.reshape %arg31 : (tensor<32x32x2xf32>) -> tensor<32x32x1x2xf32>
    %62 = stablehlo.convolution(%60, %61) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x9xf32>, tensor<32x32x1x2xf32>) -> tensor<1x32x1x4xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x32x1x4xf32>) -> tensor<1x32x4xf32>
    %64 = stablehlo.multiply %63, %cst_11 : tensor<1x32x4xf32>
    %65 = stablehlo.multiply %63, %cst_10 : tensor<1x32x4xf32>
    %66 = stablehlo.custom_call @mhlo.erf(%65) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %67 = stablehlo.add %66, %cst_9 : tensor<1x32x4xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<1x32x4xf32>
    %69 = stablehlo.transpose %68, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,32]{1,2,0}"} : (tensor<1x32x4xf32>) -> tensor<1x4x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%69, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %70 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %72 = stablehlo.multiply %output_34, %71 : tensor<1x4x32xf32>
    %73 = stablehlo.add %70, %72 : tensor<1x4x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %75 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %76 = stablehlo.dot_general %74, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %78 = stablehlo.add %76, %77 : tensor<4x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,4]{1,2,0}"} : (tensor<1x4x32xf32>) -> tensor<1x32x4xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %82 = stablehlo.abs %arg26 : tensor<32x8x16xf32>
    %83 = stablehlo.power %82, %cst_6 : tensor<32x8x16xf32>
    %84 = stablehlo.reduce(%83 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %85 = stablehlo.reshape %84 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %86 = stablehlo.power %85, %cst_5 : tensor<1x1x16xf32>
    %87 = stablehlo.divide %arg27, %86 : tensor<1x1x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [2] : (tensor<16xf32>) -> tensor<32x8x16xf32>
    %90 = stablehlo.multiply %arg26, %89 : tensor<32x8x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<32x8x16xf32>) -> tensor<32x8x1x16xf32>
    %92 = stablehlo.convolution(%81, %91) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [8, 8]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x4xf32>, tensor<32x8x1x16xf32>) -> tensor<1x32x1x5xf32>
    %93 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x5xf32>
    %94 = stablehlo.add %92, %93 : tensor<1x32x1x5xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x32x1x5xf32>) -> tensor<1x32x5xf32>
    %96 = stablehlo.slice %95 [0:1, 0:32, 0:4] : (tensor<1x32x5xf32>) -> tensor<1x32x4xf32>
    %97 = stablehlo.multiply %96, %cst_11 : tensor<1x32x4xf32>
    %98 = stablehlo.multiply %96, %cst_10 : tensor<1x32x4xf32>
    %99 = stablehlo.custom_call @mhlo.erf(%98) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %100 = stablehlo.add %99, %cst_9 : tensor<1x32x4xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<1x32x4xf32>
    %102 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,32]{1,2,0}"} : (tensor<1x32x4xf32>) -> tensor<1x4x32xf32>
    %103 = stablehlo.add %79, %102 : tensor<1x4x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%103, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %104 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %105 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %106 = stablehlo.multiply %output_37, %105 : tensor<1x4x32xf32>
    %107 = stablehlo.add %104, %106 : tensor<1x4x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %109 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<4x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<4x32xf32>) -> tensor<1x4x4x8xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,4,8]{3,1,2,0}"} : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %115 = stablehlo.multiply %114, %cst_4 : tensor<1x4x4x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x4x4x8xf32>) -> tensor<4x4x8xf32>
    %117 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %118 = stablehlo.dot_general %108, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %119 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %120 = stablehlo.add %118, %119 : tensor<4x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<4x32xf32>) -> tensor<1x4x4x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 3, 1] : (tensor<1x4x4x8xf32>) -> tensor<1x4x8x4xf32>
    %123 = stablehlo.multiply %122, %cst_3 : tensor<1x4x8x4xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x4x8x4xf32>) -> tensor<4x8x4xf32>
    %125 = stablehlo.dot_general %116, %124, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8xf32>, tensor<4x8x4xf32>) -> tensor<4x4x4xf32>
    %126 = stablehlo.reshape %125 : (tensor<4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %127 = stablehlo.reduce(%126 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x4x4xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x4xf32>
    %129 = stablehlo.subtract %126, %128 : tensor<1x4x4x4xf32>
    %130 = stablehlo.exponential %129 : tensor<1x4x4x4xf32>
    %131 = stablehlo.reduce(%130 init: %cst_33) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x4xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x4xf32>
    %133 = stablehlo.divide %130, %132 : tensor<1x4x4x4xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x4x4x4xf32>) -> tensor<4x4x4xf32>
    %135 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %108, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %138 = stablehlo.add %136, %137 : tensor<4x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<4x32xf32>) -> tensor<1x4x4x8xf32>
    %140 = stablehlo.transpose %139, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,4,8]{3,1,2,0}"} : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x4x4x8xf32>) -> tensor<4x4x8xf32>
    %142 = stablehlo.dot_general %134, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,4,8]{3,1,2,0}"} : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x4x4x8xf32>) -> tensor<4x32xf32>
    %146 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %149 = stablehlo.add %147, %148 : tensor<4x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %151 = stablehlo.add %107, %150 : tensor<1x4x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%151, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %152 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %153 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %154 = stablehlo.multiply %output_40, %153 : tensor<1x4x32xf32>
    %155 = stablehlo.add %152, %154 : tensor<1x4x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %157 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    %159 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<64xf32>) -> tensor<4x64xf32>
    %160 = stablehlo.add %158, %159 : tensor<4x64xf32>
    %161 = stablehlo.reshape %160 : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %162 = stablehlo.multiply %161, %cst_2 : tensor<1x4x64xf32>
    %163 = stablehlo.multiply %161, %cst_1 : tensor<1x4x64xf32>
    %164 = stablehlo.custom_call @mhlo.erf(%163) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %165 = stablehlo.add %164, %cst_0 : tensor<1x4x64xf32>
    %166 = stablehlo.multiply %162, %165 : tensor<1x4x64xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x4x64xf32>) -> tensor<4x64xf32>
    %168 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %171 = stablehlo.add %169, %170 : tensor<4x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %173 = stablehlo.add %155, %172 : tensor<1x4x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%173, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %174 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %176 = stablehlo.multiply %output_43, %175 : tensor<1x4x32xf32>
    %177 = stablehlo.add %174, %176 : tensor<1x4x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %179 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %181 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %182 = stablehlo.add %180, %181 : tensor<4x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<4x32xf32>) -> tensor<1x4x4x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,4,8]{3,1,2,0}"} : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %185 = stablehlo.multiply %184, %cst_4 : tensor<1x4x4x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x4x4x8xf32>) -> tensor<4x4x8xf32>
    %187 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %188 = stablehlo.dot_general %178, %187, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %189 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %190 = stablehlo.add %188, %189 : tensor<4x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<4x32xf32>) -> tensor<1x4x4x8xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 3, 1] : (tensor<1x4x4x8xf32>) -> tensor<1x4x8x4xf32>
    %193 = stablehlo.multiply %192, %cst_3 : tensor<1x4x8x4xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x4x8x4xf32>) -> tensor<4x8x4xf32>
    %195 = stablehlo.dot_general %186, %194, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8xf32>, tensor<4x8x4xf32>) -> tensor<4x4x4xf32>
    %196 = stablehlo.reshape %195 : (tensor<4x4x4xf32>) -> tensor<1x4x4x4xf32>
    %197 = stablehlo.reduce(%196 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x4x4xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x4xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<1x4x4x4xf32>
    %200 = stablehlo.exponential %199 : tensor<1x4x4x4xf32>
    %201 = stablehlo.reduce(%200 init: %cst_33) applies stablehlo.add across dimensions = [3] : (tensor<1x4x4x4xf32>, tensor<f32>) -> tensor<1x4x4xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<1x4x4x4xf32>
    %203 = stablehlo.divide %200, %202 : tensor<1x4x4x4xf32>
    %204 = stablehlo.reshape %203 : (tensor<1x4x4x4xf32>) -> tensor<4x4x4xf32>
    %205 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %206 = stablehlo.dot_general %178, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %207 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %208 = stablehlo.add %206, %207 : tensor<4x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<4x32xf32>) -> tensor<1x4x4x8xf32>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,4,8]{3,1,2,0}"} : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x4x4x8xf32>) -> tensor<4x4x8xf32>
    %212 = stablehlo.dot_general %204, %211, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,4,8]{3,1,2,0}"} : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<1x4x4x8xf32>) -> tensor<4x32xf32>
    %216 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %218 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %219 = stablehlo.add %217, %218 : tensor<4x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %221 = stablehlo.add %177, %220 : tensor<1x4x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%221, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %222 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %224 = stablehlo.multiply %output_46, %223 : tensor<1x4x32xf32>
    %225 = stablehlo.add %222, %224 : tensor<1x4x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %227 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %228 = stablehlo.dot_general %226, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    %229 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<64xf32>) -> tensor<4x64xf32>
    %230 = stablehlo.add %228, %229 : tensor<4x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %232 = stablehlo.multiply %231, %cst_2 : tensor<1x4x64xf32>
    %233 = stablehlo.multiply %231, %cst_1 : tensor<1x4x64xf32>
    %234 = stablehlo.custom_call @mhlo.erf(%233) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %235 = stablehlo.add %234, %cst_0 : tensor<1x4x64xf32>
    %236 = stablehlo.multiply %232, %235 : tensor<1x4x64xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x4x64xf32>) -> tensor<4x64xf32>
    %238 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %239 = stablehlo.dot_general %237, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
    %240 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %241 = stablehlo.add %239, %240 : tensor<4x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %243 = stablehlo.add %225, %242 : tensor<1x4x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%243, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %244 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %245 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %246 = stablehlo.multiply %output_49, %245 : tensor<1x4x32xf32>
    %247 = stablehlo.add %244, %246 : tensor<1x4x32xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %249 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %250 = stablehlo.dot_general %248, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x256xf32>) -> tensor<4x256xf32>
    %251 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<4x256xf32>
    %252 = stablehlo.add %250, %251 : tensor<4x256xf32>
    %253 = stablehlo.reshape %252 : (tensor<4x256xf32>) -> tensor<1x4x256xf32>
    %254 = stablehlo.reduce(%253 init: %cst_33) applies stablehlo.add across dimensions = [1] : (tensor<1x4x256xf32>, tensor<f32>) -> tensor<1x256xf32>
    %255 = stablehlo.multiply %254, %cst : tensor<1x256xf32>
    %256 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,2]{0,1}"} : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x256xf32>, tensor<256x2xf32>) -> tensor<1x2xf32>
    %258 = stablehlo.reshape %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
    %259 = stablehlo.add %257, %258 : tensor<1x2xf32>
    return %259 : tensor<1x2xf32>
  }
}
