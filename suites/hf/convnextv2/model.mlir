module @IrToHlo.453 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x1x7x7xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x16x2x2xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x1x7x7xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x3x4x4xf32>, %arg23: tensor<2x3x32x32xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<1x1x1x64xf32>, %arg27: tensor<1x1x1x64xf32>, %arg28: tensor<16xf32>, %arg29: tensor<32xf32>, %arg30: tensor<1x1x1x128xf32>, %arg31: tensor<1x1x1x128xf32>, %arg32: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_2 = stablehlo.constant dense<7.812500e-03> : tensor<2x1x1xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x1x1x128xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x4x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x4x128xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<2x4x4x128xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x4x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<2x1x1x1xf32>
    %cst_11 = stablehlo.constant dense<1.562500e-02> : tensor<2x1x1xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<2x1x1x64xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x8x64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x8x64xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<2x8x8x64xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x8x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg23, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,16]{2,1,3,0}"} : (tensor<2x16x8x8xf32>) -> tensor<2x8x8x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x8x8x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_18, %cst_17) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %5 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %6 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x8x8x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x8x16xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x8x16xf32>
    %10 = stablehlo.transpose %9, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %11 = stablehlo.convolution(%10, %arg19) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<16x1x7x7xf32>) -> tensor<2x16x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x16x8x8xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,16]{2,1,3,0}"} : (tensor<2x16x8x8xf32>) -> tensor<2x8x8x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x8x16xf32>) -> tensor<1x128x16xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%15, %cst_18, %cst_17) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %16 = stablehlo.reshape %arg27 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [3] : (tensor<64xf32>) -> tensor<2x8x8x64xf32>
    %18 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %19 = stablehlo.reshape %output_20 : (tensor<1x128x16xf32>) -> tensor<2x8x8x16xf32>
    %20 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x8x8x16xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x8x8x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x8x16xf32>) -> tensor<128x16xf32>
    %24 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,64]{0,1}"} : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x64xf32>) -> tensor<128x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %27 = stablehlo.add %25, %26 : tensor<128x64xf32>
    %28 = stablehlo.reshape %27 : (tensor<128x64xf32>) -> tensor<2x8x8x64xf32>
    %29 = stablehlo.multiply %28, %cst_16 : tensor<2x8x8x64xf32>
    %30 = stablehlo.multiply %28, %cst_15 : tensor<2x8x8x64xf32>
    %31 = stablehlo.custom_call @mhlo.erf(%30) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %32 = stablehlo.add %31, %cst_14 : tensor<2x8x8x64xf32>
    %33 = stablehlo.multiply %29, %32 : tensor<2x8x8x64xf32>
    %34 = stablehlo.abs %33 : tensor<2x8x8x64xf32>
    %35 = stablehlo.power %34, %cst_13 : tensor<2x8x8x64xf32>
    %36 = stablehlo.reduce(%35 init: %cst_19) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %38 = stablehlo.power %37, %cst_12 : tensor<2x1x1x64xf32>
    %39 = stablehlo.reduce(%38 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x64xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %40 = stablehlo.multiply %39, %cst_11 : tensor<2x1x1xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x1x1xf32>) -> tensor<2x1x1x1xf32>
    %42 = stablehlo.add %41, %cst_10 : tensor<2x1x1x1xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x1x1x1xf32>) -> tensor<2x1x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x64xf32>
    %45 = stablehlo.divide %38, %44 : tensor<2x1x1x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x64xf32>) -> tensor<2x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x8x8x64xf32>
    %48 = stablehlo.multiply %33, %47 : tensor<2x8x8x64xf32>
    %49 = stablehlo.multiply %17, %48 : tensor<2x8x8x64xf32>
    %50 = stablehlo.reshape %arg26 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [3] : (tensor<64xf32>) -> tensor<2x8x8x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x8x8x64xf32>
    %53 = stablehlo.add %52, %33 : tensor<2x8x8x64xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x8x8x64xf32>) -> tensor<128x64xf32>
    %55 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %56 = stablehlo.dot_general %54, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x16xf32>) -> tensor<128x16xf32>
    %57 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %58 = stablehlo.add %56, %57 : tensor<128x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<128x16xf32>) -> tensor<2x8x8x16xf32>
    %60 = stablehlo.transpose %59, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %61 = stablehlo.add %10, %60 {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : tensor<2x16x8x8xf32>
    %62 = stablehlo.transpose %61, dims = [0, 2, 3, 1] : (tensor<2x16x8x8xf32>) -> tensor<2x8x8x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x8x8x16xf32>) -> tensor<1x128x16xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%63, %cst_18, %cst_17) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %64 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %65 = stablehlo.reshape %output_23 : (tensor<1x128x16xf32>) -> tensor<2x8x8x16xf32>
    %66 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<16xf32>) -> tensor<2x8x8x16xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x8x8x16xf32>
    %68 = stablehlo.add %64, %67 : tensor<2x8x8x16xf32>
    %69 = stablehlo.transpose %68, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,8,8]{1,3,2,0}"} : (tensor<2x8x8x16xf32>) -> tensor<2x16x8x8xf32>
    %70 = stablehlo.convolution(%69, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x8xf32>, tensor<32x16x2x2xf32>) -> tensor<2x32x4x4xf32>
    %71 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %72 = stablehlo.add %70, %71 : tensor<2x32x4x4xf32>
    %73 = stablehlo.convolution(%72, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x4x4xf32>, tensor<32x1x7x7xf32>) -> tensor<2x32x4x4xf32>
    %74 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x32x4x4xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,4,32]{2,1,3,0}"} : (tensor<2x32x4x4xf32>) -> tensor<2x4x4x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x4x4x32xf32>) -> tensor<1x32x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%77, %cst_9, %cst_8) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %78 = stablehlo.reshape %arg31 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [3] : (tensor<128xf32>) -> tensor<2x4x4x128xf32>
    %80 = stablehlo.broadcast_in_dim %arg29, dims = [3] : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %81 = stablehlo.reshape %output_26 : (tensor<1x32x32xf32>) -> tensor<2x4x4x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<32xf32>) -> tensor<2x4x4x32xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<2x4x4x32xf32>
    %84 = stablehlo.add %80, %83 : tensor<2x4x4x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x4x4x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %87 = stablehlo.dot_general %85, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %88 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %89 = stablehlo.add %87, %88 : tensor<32x128xf32>
    %90 = stablehlo.reshape %89 : (tensor<32x128xf32>) -> tensor<2x4x4x128xf32>
    %91 = stablehlo.multiply %90, %cst_7 : tensor<2x4x4x128xf32>
    %92 = stablehlo.multiply %90, %cst_6 : tensor<2x4x4x128xf32>
    %93 = stablehlo.custom_call @mhlo.erf(%92) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    %94 = stablehlo.add %93, %cst_5 : tensor<2x4x4x128xf32>
    %95 = stablehlo.multiply %91, %94 : tensor<2x4x4x128xf32>
    %96 = stablehlo.abs %95 : tensor<2x4x4x128xf32>
    %97 = stablehlo.power %96, %cst_4 : tensor<2x4x4x128xf32>
    %98 = stablehlo.reduce(%97 init: %cst_19) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x128xf32>) -> tensor<2x1x1x128xf32>
    %100 = stablehlo.power %99, %cst_3 : tensor<2x1x1x128xf32>
    %101 = stablehlo.reduce(%100 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x128xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %102 = stablehlo.multiply %101, %cst_2 : tensor<2x1x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1xf32>) -> tensor<2x1x1x1xf32>
    %104 = stablehlo.add %103, %cst_10 : tensor<2x1x1x1xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x1xf32>) -> tensor<2x1x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x128xf32>
    %107 = stablehlo.divide %100, %106 : tensor<2x1x1x128xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x1x1x128xf32>) -> tensor<2x128xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 3] : (tensor<2x128xf32>) -> tensor<2x4x4x128xf32>
    %110 = stablehlo.multiply %95, %109 : tensor<2x4x4x128xf32>
    %111 = stablehlo.multiply %79, %110 : tensor<2x4x4x128xf32>
    %112 = stablehlo.reshape %arg30 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [3] : (tensor<128xf32>) -> tensor<2x4x4x128xf32>
    %114 = stablehlo.add %111, %113 : tensor<2x4x4x128xf32>
    %115 = stablehlo.add %114, %95 : tensor<2x4x4x128xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x4x4x128xf32>) -> tensor<32x128xf32>
    %117 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %119 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.add %118, %119 : tensor<32x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<32x32xf32>) -> tensor<2x4x4x32xf32>
    %122 = stablehlo.transpose %121, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,4]{1,3,2,0}"} : (tensor<2x4x4x32xf32>) -> tensor<2x32x4x4xf32>
    %123 = stablehlo.add %72, %122 : tensor<2x32x4x4xf32>
    %124 = stablehlo.reduce(%123 init: %cst_19) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x32x4x4xf32>, tensor<f32>) -> tensor<2x32xf32>
    %125 = stablehlo.multiply %124, %cst_1 : tensor<2x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%126, %cst_0, %cst) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %127 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %128 = stablehlo.reshape %output_29 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %129 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x32xf32>
    %131 = stablehlo.add %127, %130 : tensor<2x32xf32>
    %132 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %134 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %135 = stablehlo.add %133, %134 : tensor<2x10xf32>
    return %135 : tensor<2x10xf32>
  }
}
