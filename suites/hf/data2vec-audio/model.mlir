module @IrToHlo.852 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x16x5xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x16x5xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x16x5xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x16x5xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x16x5xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x16x5xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x16x5xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x16x5xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16x16x8xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16x1x10xf32>, %arg34: tensor<1x1600xf32>, %arg35: tensor<16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>) -> tensor<1x78x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x78x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<1x78x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<1x78x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x16x78xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x78x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x78xf32>
    %cst_5 = stablehlo.constant dense<0.707106769> : tensor<1x32x78xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x78xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x78xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<1x16x78xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x78xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<78xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<78xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x319xf32>
    %cst_13 = stablehlo.constant dense<0.707106769> : tensor<1x16x319xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x319xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<319xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<319xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg34 : (tensor<1x1600xf32>) -> tensor<1x1x1x1600xf32>
    %1 = stablehlo.reshape %arg33 : (tensor<16x1x10xf32>) -> tensor<16x1x1x10xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 5], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1600xf32>, tensor<16x1x1x10xf32>) -> tensor<1x16x1x319xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x1x319xf32>) -> tensor<1x16x319xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,319,16]{1,2,0}"} : (tensor<1x16x319xf32>) -> tensor<1x319x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x319x16xf32>, tensor<319xf32>, tensor<319xf32>) -> (tensor<1x319x16xf32>, tensor<319xf32>, tensor<319xf32>)
    %5 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<16xf32>) -> tensor<1x319x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<16xf32>) -> tensor<1x319x16xf32>
    %7 = stablehlo.multiply %output, %6 : tensor<1x319x16xf32>
    %8 = stablehlo.add %5, %7 : tensor<1x319x16xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,16,319]{1,2,0}"} : (tensor<1x319x16xf32>) -> tensor<1x16x319xf32>
    %10 = stablehlo.multiply %9, %cst_14 : tensor<1x16x319xf32>
    %11 = stablehlo.multiply %9, %cst_13 : tensor<1x16x319xf32>
    %12 = stablehlo.custom_call @mhlo.erf(%11) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x319xf32>) -> tensor<1x16x319xf32>
    %13 = stablehlo.add %12, %cst_12 : tensor<1x16x319xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x16x319xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16x319xf32>) -> tensor<1x16x1x319xf32>
    %16 = stablehlo.reshape %arg31 : (tensor<16x16x8xf32>) -> tensor<16x16x1x8xf32>
    %17 = stablehlo.convolution(%15, %16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x1x319xf32>, tensor<16x16x1x8xf32>) -> tensor<1x16x1x78xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x16x1x78xf32>) -> tensor<1x16x78xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,16]{1,2,0}"} : (tensor<1x16x78xf32>) -> tensor<1x78x16xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%19, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>)
    %20 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %22 = stablehlo.multiply %output_19, %21 : tensor<1x78x16xf32>
    %23 = stablehlo.add %20, %22 : tensor<1x78x16xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,16,78]{1,2,0}"} : (tensor<1x78x16xf32>) -> tensor<1x16x78xf32>
    %25 = stablehlo.multiply %24, %cst_9 : tensor<1x16x78xf32>
    %26 = stablehlo.multiply %24, %cst_8 : tensor<1x16x78xf32>
    %27 = stablehlo.custom_call @mhlo.erf(%26) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x78xf32>) -> tensor<1x16x78xf32>
    %28 = stablehlo.add %27, %cst_7 : tensor<1x16x78xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<1x16x78xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,16]{1,2,0}"} : (tensor<1x16x78xf32>) -> tensor<1x78x16xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%30, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>)
    %31 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %33 = stablehlo.multiply %output_22, %32 : tensor<1x78x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<1x78x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x78x16xf32>) -> tensor<78x16xf32>
    %36 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %37 = stablehlo.dot_general %35, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x16xf32>, tensor<16x32xf32>) -> tensor<78x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %39 = stablehlo.add %37, %38 : tensor<78x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,78]{1,2,0}"} : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %43 = stablehlo.reshape %arg26 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %44 = stablehlo.convolution(%42, %43) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %45 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %46 = stablehlo.add %44, %45 : tensor<1x32x1x78xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%48, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %49 = stablehlo.transpose %output_25, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %50 = stablehlo.multiply %49, %cst_6 : tensor<1x32x78xf32>
    %51 = stablehlo.multiply %49, %cst_5 : tensor<1x32x78xf32>
    %52 = stablehlo.custom_call @mhlo.erf(%51) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %53 = stablehlo.add %52, %cst_4 : tensor<1x32x78xf32>
    %54 = stablehlo.multiply %50, %53 : tensor<1x32x78xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %56 = stablehlo.reshape %arg24 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %57 = stablehlo.convolution(%55, %56) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %58 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %59 = stablehlo.add %57, %58 : tensor<1x32x1x78xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %61 = stablehlo.transpose %60, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%61, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %62 = stablehlo.transpose %output_28, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %63 = stablehlo.multiply %62, %cst_6 : tensor<1x32x78xf32>
    %64 = stablehlo.multiply %62, %cst_5 : tensor<1x32x78xf32>
    %65 = stablehlo.custom_call @mhlo.erf(%64) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %66 = stablehlo.add %65, %cst_4 : tensor<1x32x78xf32>
    %67 = stablehlo.multiply %63, %66 : tensor<1x32x78xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %69 = stablehlo.reshape %arg22 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %70 = stablehlo.convolution(%68, %69) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %71 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %72 = stablehlo.add %70, %71 : tensor<1x32x1x78xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%74, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %75 = stablehlo.transpose %output_31, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %76 = stablehlo.multiply %75, %cst_6 : tensor<1x32x78xf32>
    %77 = stablehlo.multiply %75, %cst_5 : tensor<1x32x78xf32>
    %78 = stablehlo.custom_call @mhlo.erf(%77) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %79 = stablehlo.add %78, %cst_4 : tensor<1x32x78xf32>
    %80 = stablehlo.multiply %76, %79 : tensor<1x32x78xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %82 = stablehlo.reshape %arg20 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %83 = stablehlo.convolution(%81, %82) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %84 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %85 = stablehlo.add %83, %84 : tensor<1x32x1x78xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%87, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %88 = stablehlo.transpose %output_34, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %89 = stablehlo.multiply %88, %cst_6 : tensor<1x32x78xf32>
    %90 = stablehlo.multiply %88, %cst_5 : tensor<1x32x78xf32>
    %91 = stablehlo.custom_call @mhlo.erf(%90) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %92 = stablehlo.add %91, %cst_4 : tensor<1x32x78xf32>
    %93 = stablehlo.multiply %89, %92 : tensor<1x32x78xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %95 = stablehlo.reshape %arg18 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %96 = stablehlo.convolution(%94, %95) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %97 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %98 = stablehlo.add %96, %97 : tensor<1x32x1x78xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%100, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %101 = stablehlo.transpose %output_37, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %102 = stablehlo.multiply %101, %cst_6 : tensor<1x32x78xf32>
    %103 = stablehlo.multiply %101, %cst_5 : tensor<1x32x78xf32>
    %104 = stablehlo.custom_call @mhlo.erf(%103) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %105 = stablehlo.add %104, %cst_4 : tensor<1x32x78xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<1x32x78xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %108 = stablehlo.reshape %arg16 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %109 = stablehlo.convolution(%107, %108) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %110 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %111 = stablehlo.add %109, %110 : tensor<1x32x1x78xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %113 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%113, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %114 = stablehlo.transpose %output_40, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %115 = stablehlo.multiply %114, %cst_6 : tensor<1x32x78xf32>
    %116 = stablehlo.multiply %114, %cst_5 : tensor<1x32x78xf32>
    %117 = stablehlo.custom_call @mhlo.erf(%116) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %118 = stablehlo.add %117, %cst_4 : tensor<1x32x78xf32>
    %119 = stablehlo.multiply %115, %118 : tensor<1x32x78xf32>
    %120 = stablehlo.reshape %119 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %121 = stablehlo.reshape %arg14 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %122 = stablehlo.convolution(%120, %121) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %123 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %124 = stablehlo.add %122, %123 : tensor<1x32x1x78xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%126, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %127 = stablehlo.transpose %output_43, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %128 = stablehlo.multiply %127, %cst_6 : tensor<1x32x78xf32>
    %129 = stablehlo.multiply %127, %cst_5 : tensor<1x32x78xf32>
    %130 = stablehlo.custom_call @mhlo.erf(%129) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %131 = stablehlo.add %130, %cst_4 : tensor<1x32x78xf32>
    %132 = stablehlo.multiply %128, %131 : tensor<1x32x78xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %134 = stablehlo.reshape %arg12 : (tensor<32x16x5xf32>) -> tensor<32x16x1x5xf32>
    %135 = stablehlo.convolution(%133, %134) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x5xf32>) -> tensor<1x32x1x78xf32>
    %136 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x78xf32>
    %137 = stablehlo.add %135, %136 : tensor<1x32x1x78xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x32x1x78xf32>) -> tensor<1x32x78xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%139, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %140 = stablehlo.transpose %output_46, dims = [0, 2, 1] : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %141 = stablehlo.multiply %140, %cst_6 : tensor<1x32x78xf32>
    %142 = stablehlo.multiply %140, %cst_5 : tensor<1x32x78xf32>
    %143 = stablehlo.custom_call @mhlo.erf(%142) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %144 = stablehlo.add %143, %cst_4 : tensor<1x32x78xf32>
    %145 = stablehlo.multiply %141, %144 : tensor<1x32x78xf32>
    %146 = stablehlo.transpose %145, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %147 = stablehlo.add %40, %146 : tensor<1x78x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%147, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %148 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %150 = stablehlo.multiply %output_49, %149 : tensor<1x78x32xf32>
    %151 = stablehlo.add %148, %150 : tensor<1x78x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<1x78x32xf32>) -> tensor<78x32xf32>
    %153 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %155 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %156 = stablehlo.add %154, %155 : tensor<78x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<78x32xf32>) -> tensor<1x78x2x16xf32>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,78,16]{3,1,2,0}"} : (tensor<1x78x2x16xf32>) -> tensor<1x2x78x16xf32>
    %159 = stablehlo.multiply %158, %cst_3 : tensor<1x2x78x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x2x78x16xf32>) -> tensor<2x78x16xf32>
    %161 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %152, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %164 = stablehlo.add %162, %163 : tensor<78x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<78x32xf32>) -> tensor<1x78x2x16xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 3, 1] : (tensor<1x78x2x16xf32>) -> tensor<1x2x16x78xf32>
    %167 = stablehlo.multiply %166, %cst_2 : tensor<1x2x16x78xf32>
    %168 = stablehlo.reshape %167 : (tensor<1x2x16x78xf32>) -> tensor<2x16x78xf32>
    %169 = stablehlo.dot_general %160, %168, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x78x16xf32>, tensor<2x16x78xf32>) -> tensor<2x78x78xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x78x78xf32>) -> tensor<1x2x78x78xf32>
    %171 = stablehlo.reduce(%170 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x78x78xf32>, tensor<f32>) -> tensor<1x2x78xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x2x78xf32>) -> tensor<1x2x78x78xf32>
    %173 = stablehlo.subtract %170, %172 : tensor<1x2x78x78xf32>
    %174 = stablehlo.exponential %173 : tensor<1x2x78x78xf32>
    %175 = stablehlo.reduce(%174 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<1x2x78x78xf32>, tensor<f32>) -> tensor<1x2x78xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x2x78xf32>) -> tensor<1x2x78x78xf32>
    %177 = stablehlo.divide %174, %176 : tensor<1x2x78x78xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x2x78x78xf32>) -> tensor<2x78x78xf32>
    %179 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %180 = stablehlo.dot_general %152, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %181 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %182 = stablehlo.add %180, %181 : tensor<78x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<78x32xf32>) -> tensor<1x78x2x16xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,78,16]{3,1,2,0}"} : (tensor<1x78x2x16xf32>) -> tensor<1x2x78x16xf32>
    %185 = stablehlo.reshape %184 : (tensor<1x2x78x16xf32>) -> tensor<2x78x16xf32>
    %186 = stablehlo.dot_general %178, %185, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x78x78xf32>, tensor<2x78x16xf32>) -> tensor<2x78x16xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x78x16xf32>) -> tensor<1x2x78x16xf32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,78,2,16]{3,1,2,0}"} : (tensor<1x2x78x16xf32>) -> tensor<1x78x2x16xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x78x2x16xf32>) -> tensor<78x32xf32>
    %190 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %191 = stablehlo.dot_general %189, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %192 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %193 = stablehlo.add %191, %192 : tensor<78x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %195 = stablehlo.add %151, %194 : tensor<1x78x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%195, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %196 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %198 = stablehlo.multiply %output_52, %197 : tensor<1x78x32xf32>
    %199 = stablehlo.add %196, %198 : tensor<1x78x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x78x32xf32>) -> tensor<78x32xf32>
    %201 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %202 = stablehlo.dot_general %200, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x64xf32>) -> tensor<78x64xf32>
    %203 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<78x64xf32>
    %204 = stablehlo.add %202, %203 : tensor<78x64xf32>
    %205 = stablehlo.reshape %204 : (tensor<78x64xf32>) -> tensor<1x78x64xf32>
    %206 = stablehlo.multiply %205, %cst_1 : tensor<1x78x64xf32>
    %207 = stablehlo.multiply %205, %cst_0 : tensor<1x78x64xf32>
    %208 = stablehlo.custom_call @mhlo.erf(%207) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x78x64xf32>) -> tensor<1x78x64xf32>
    %209 = stablehlo.add %208, %cst : tensor<1x78x64xf32>
    %210 = stablehlo.multiply %206, %209 : tensor<1x78x64xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x78x64xf32>) -> tensor<78x64xf32>
    %212 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %213 = stablehlo.dot_general %211, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x64xf32>, tensor<64x32xf32>) -> tensor<78x32xf32>
    %214 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %215 = stablehlo.add %213, %214 : tensor<78x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %217 = stablehlo.add %199, %216 : tensor<1x78x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%217, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %218 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %219 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %220 = stablehlo.multiply %output_55, %219 : tensor<1x78x32xf32>
    %221 = stablehlo.add %218, %220 : tensor<1x78x32xf32>
    return %221 : tensor<1x78x32xf32>
  }
}
