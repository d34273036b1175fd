module @IrToHlo.455 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x16x8xf32>, %arg13: tensor<1x1x8xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x16x8xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x1x10xf32>, %arg20: tensor<1x1600xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>) -> tensor<1x78x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x78x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<1x78x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<1x78x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x16x78xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x78x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x78xf32>
    %cst_5 = stablehlo.constant dense<0.707106769> : tensor<1x32x78xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x78xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<1x1x8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<32x16x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<78xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<78xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x78xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<1x16x78xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x78xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x319xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<1x16x319xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x319xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg20 : (tensor<1x1600xf32>) -> tensor<1x1x1x1600xf32>
    %1 = stablehlo.reshape %arg19 : (tensor<16x1x10xf32>) -> tensor<16x1x1x10xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 5], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1600xf32>, tensor<16x1x1x10xf32>) -> tensor<1x16x1x319xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x1x319xf32>) -> tensor<1x16x319xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x319xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x319xf32>, tensor<16xf32>, tensor<16xf32>)
    %4 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x319xf32>
    %6 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x319xf32>
    %8 = stablehlo.multiply %output, %7 : tensor<1x16x319xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x16x319xf32>
    %10 = stablehlo.multiply %9, %cst_16 : tensor<1x16x319xf32>
    %11 = stablehlo.multiply %9, %cst_15 : tensor<1x16x319xf32>
    %12 = stablehlo.custom_call @mhlo.erf(%11) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x319xf32>) -> tensor<1x16x319xf32>
    %13 = stablehlo.add %12, %cst_14 : tensor<1x16x319xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x16x319xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16x319xf32>) -> tensor<1x16x1x319xf32>
    %16 = stablehlo.reshape %arg17 : (tensor<16x16x8xf32>) -> tensor<16x16x1x8xf32>
    %17 = stablehlo.convolution(%15, %16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x1x319xf32>, tensor<16x16x1x8xf32>) -> tensor<1x16x1x78xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x16x1x78xf32>) -> tensor<1x16x78xf32>
    %19 = stablehlo.multiply %18, %cst_13 : tensor<1x16x78xf32>
    %20 = stablehlo.multiply %18, %cst_12 : tensor<1x16x78xf32>
    %21 = stablehlo.custom_call @mhlo.erf(%20) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x78xf32>) -> tensor<1x16x78xf32>
    %22 = stablehlo.add %21, %cst_11 : tensor<1x16x78xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<1x16x78xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,16]{1,2,0}"} : (tensor<1x16x78xf32>) -> tensor<1x78x16xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%24, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>)
    %25 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %27 = stablehlo.multiply %output_21, %26 : tensor<1x78x16xf32>
    %28 = stablehlo.add %25, %27 : tensor<1x78x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x78x16xf32>) -> tensor<78x16xf32>
    %30 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.dot_general %29, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x16xf32>, tensor<16x32xf32>) -> tensor<78x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<78x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,78]{1,2,0}"} : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %37 = stablehlo.abs %arg12 : tensor<32x16x8xf32>
    %38 = stablehlo.power %37, %cst_8 : tensor<32x16x8xf32>
    %39 = stablehlo.reduce(%38 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.reshape %39 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %41 = stablehlo.power %40, %cst_7 : tensor<1x1x8xf32>
    %42 = stablehlo.divide %arg13, %41 : tensor<1x1x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2] : (tensor<8xf32>) -> tensor<32x16x8xf32>
    %45 = stablehlo.multiply %arg12, %44 : tensor<32x16x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<32x16x8xf32>) -> tensor<32x16x1x8xf32>
    %47 = stablehlo.convolution(%36, %46) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [4, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x8xf32>) -> tensor<1x32x1x79xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x79xf32>
    %49 = stablehlo.add %47, %48 : tensor<1x32x1x79xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x32x1x79xf32>) -> tensor<1x32x79xf32>
    %51 = stablehlo.slice %50 [0:1, 0:32, 0:78] : (tensor<1x32x79xf32>) -> tensor<1x32x78xf32>
    %52 = stablehlo.multiply %51, %cst_6 : tensor<1x32x78xf32>
    %53 = stablehlo.multiply %51, %cst_5 : tensor<1x32x78xf32>
    %54 = stablehlo.custom_call @mhlo.erf(%53) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %55 = stablehlo.add %54, %cst_4 : tensor<1x32x78xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<1x32x78xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %58 = stablehlo.add %34, %57 : tensor<1x78x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%58, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %59 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %60 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %61 = stablehlo.multiply %output_24, %60 : tensor<1x78x32xf32>
    %62 = stablehlo.add %59, %61 : tensor<1x78x32xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x78x32xf32>) -> tensor<78x32xf32>
    %64 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %65 = stablehlo.dot_general %63, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %66 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %67 = stablehlo.add %65, %66 : tensor<78x32xf32>
    %68 = stablehlo.reshape %67 : (tensor<78x32xf32>) -> tensor<1x78x2x16xf32>
    %69 = stablehlo.transpose %68, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,78,16]{3,1,2,0}"} : (tensor<1x78x2x16xf32>) -> tensor<1x2x78x16xf32>
    %70 = stablehlo.multiply %69, %cst_3 : tensor<1x2x78x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x2x78x16xf32>) -> tensor<2x78x16xf32>
    %72 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %73 = stablehlo.dot_general %63, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %75 = stablehlo.add %73, %74 : tensor<78x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<78x32xf32>) -> tensor<1x78x2x16xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 3, 1] : (tensor<1x78x2x16xf32>) -> tensor<1x2x16x78xf32>
    %78 = stablehlo.multiply %77, %cst_2 : tensor<1x2x16x78xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x2x16x78xf32>) -> tensor<2x16x78xf32>
    %80 = stablehlo.dot_general %71, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x78x16xf32>, tensor<2x16x78xf32>) -> tensor<2x78x78xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x78x78xf32>) -> tensor<1x2x78x78xf32>
    %82 = stablehlo.reduce(%81 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x78x78xf32>, tensor<f32>) -> tensor<1x2x78xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x2x78xf32>) -> tensor<1x2x78x78xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<1x2x78x78xf32>
    %85 = stablehlo.exponential %84 : tensor<1x2x78x78xf32>
    %86 = stablehlo.reduce(%85 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x2x78x78xf32>, tensor<f32>) -> tensor<1x2x78xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x2x78xf32>) -> tensor<1x2x78x78xf32>
    %88 = stablehlo.divide %85, %87 : tensor<1x2x78x78xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x2x78x78xf32>) -> tensor<2x78x78xf32>
    %90 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.dot_general %63, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %93 = stablehlo.add %91, %92 : tensor<78x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<78x32xf32>) -> tensor<1x78x2x16xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,78,16]{3,1,2,0}"} : (tensor<1x78x2x16xf32>) -> tensor<1x2x78x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x2x78x16xf32>) -> tensor<2x78x16xf32>
    %97 = stablehlo.dot_general %89, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x78x78xf32>, tensor<2x78x16xf32>) -> tensor<2x78x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x78x16xf32>) -> tensor<1x2x78x16xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,78,2,16]{3,1,2,0}"} : (tensor<1x2x78x16xf32>) -> tensor<1x78x2x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x78x2x16xf32>) -> tensor<78x32xf32>
    %101 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<78x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %106 = stablehlo.add %62, %105 : tensor<1x78x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%106, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %107 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %109 = stablehlo.multiply %output_27, %108 : tensor<1x78x32xf32>
    %110 = stablehlo.add %107, %109 : tensor<1x78x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x78x32xf32>) -> tensor<78x32xf32>
    %112 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x64xf32>) -> tensor<78x64xf32>
    %114 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<78x64xf32>
    %115 = stablehlo.add %113, %114 : tensor<78x64xf32>
    %116 = stablehlo.reshape %115 : (tensor<78x64xf32>) -> tensor<1x78x64xf32>
    %117 = stablehlo.multiply %116, %cst_1 : tensor<1x78x64xf32>
    %118 = stablehlo.multiply %116, %cst_0 : tensor<1x78x64xf32>
    %119 = stablehlo.custom_call @mhlo.erf(%118) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x78x64xf32>) -> tensor<1x78x64xf32>
    %120 = stablehlo.add %119, %cst : tensor<1x78x64xf32>
    %121 = stablehlo.multiply %117, %120 : tensor<1x78x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x78x64xf32>) -> tensor<78x64xf32>
    %123 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x64xf32>, tensor<64x32xf32>) -> tensor<78x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<78x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %128 = stablehlo.add %110, %127 : tensor<1x78x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%128, %cst_10, %cst_9) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %129 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %131 = stablehlo.multiply %output_30, %130 : tensor<1x78x32xf32>
    %132 = stablehlo.add %129, %131 : tensor<1x78x32xf32>
    return %132 : tensor<1x78x32xf32>
  }
}
