module @IrToHlo.510 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x16x8xf32>, %arg15: tensor<1x1x8xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x16x8xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16x1x10xf32>, %arg22: tensor<1x1600xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>) -> tensor<1x78x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x39x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<1x39x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<1x39x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x16x39xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x39x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<39xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<39xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x39xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<1x32x39xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x39xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<1x1x8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<32x16x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<1x78xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<78xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<78xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x78xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<1x16x78xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x78xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x319xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<1x16x319xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x319xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg22 : (tensor<1x1600xf32>) -> tensor<1x1x1x1600xf32>
    %1 = stablehlo.reshape %arg21 : (tensor<16x1x10xf32>) -> tensor<16x1x1x10xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 5], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1600xf32>, tensor<16x1x1x10xf32>) -> tensor<1x16x1x319xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x1x319xf32>) -> tensor<1x16x319xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_21, %cst_20) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x319xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x319xf32>, tensor<16xf32>, tensor<16xf32>)
    %4 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x319xf32>
    %6 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x319xf32>
    %8 = stablehlo.multiply %output, %7 : tensor<1x16x319xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x16x319xf32>
    %10 = stablehlo.multiply %9, %cst_19 : tensor<1x16x319xf32>
    %11 = stablehlo.multiply %9, %cst_18 : tensor<1x16x319xf32>
    %12 = stablehlo.custom_call @mhlo.erf(%11) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x319xf32>) -> tensor<1x16x319xf32>
    %13 = stablehlo.add %12, %cst_17 : tensor<1x16x319xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x16x319xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16x319xf32>) -> tensor<1x16x1x319xf32>
    %16 = stablehlo.reshape %arg19 : (tensor<16x16x8xf32>) -> tensor<16x16x1x8xf32>
    %17 = stablehlo.convolution(%15, %16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x1x319xf32>, tensor<16x16x1x8xf32>) -> tensor<1x16x1x78xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x16x1x78xf32>) -> tensor<1x16x78xf32>
    %19 = stablehlo.multiply %18, %cst_16 : tensor<1x16x78xf32>
    %20 = stablehlo.multiply %18, %cst_15 : tensor<1x16x78xf32>
    %21 = stablehlo.custom_call @mhlo.erf(%20) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x78xf32>) -> tensor<1x16x78xf32>
    %22 = stablehlo.add %21, %cst_14 : tensor<1x16x78xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<1x16x78xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,16]{1,2,0}"} : (tensor<1x16x78xf32>) -> tensor<1x78x16xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%24, %cst_13, %cst_12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>)
    %25 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %27 = stablehlo.multiply %output_24, %26 : tensor<1x78x16xf32>
    %28 = stablehlo.add %25, %27 : tensor<1x78x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x78x16xf32>) -> tensor<78x16xf32>
    %30 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.dot_general %29, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x16xf32>, tensor<16x32xf32>) -> tensor<78x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<78x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,78]{1,2,0}"} : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %37 = "stablehlo.reduce_window"(%36, %cst_23) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 2>, window_strides = array<i64: 1, 1, 1, 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %150 = stablehlo.add %arg32, %arg33 : tensor<f32>
      stablehlo.return %150 : tensor<f32>
    }) : (tensor<1x32x1x78xf32>, tensor<f32>) -> tensor<1x32x1x39xf32>
    %38 = "stablehlo.reduce_window"(%cst_11, %cst_23) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %150 = stablehlo.add %arg32, %arg33 : tensor<f32>
      stablehlo.return %150 : tensor<f32>
    }) : (tensor<1x78xf32>, tensor<f32>) -> tensor<1x39xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<1x39xf32>) -> tensor<1x32x1x39xf32>
    %40 = stablehlo.divide %37, %39 : tensor<1x32x1x39xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x32x1x39xf32>) -> tensor<1x32x39xf32>
    %42 = stablehlo.abs %arg14 : tensor<32x16x8xf32>
    %43 = stablehlo.power %42, %cst_10 : tensor<32x16x8xf32>
    %44 = stablehlo.reduce(%43 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.reshape %44 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %46 = stablehlo.power %45, %cst_9 : tensor<1x1x8xf32>
    %47 = stablehlo.divide %arg15, %46 : tensor<1x1x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [2] : (tensor<8xf32>) -> tensor<32x16x8xf32>
    %50 = stablehlo.multiply %arg14, %49 : tensor<32x16x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<32x16x8xf32>) -> tensor<32x16x1x8xf32>
    %52 = stablehlo.convolution(%36, %51) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [4, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x8xf32>) -> tensor<1x32x1x40xf32>
    %53 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x40xf32>
    %54 = stablehlo.add %52, %53 : tensor<1x32x1x40xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x32x1x40xf32>) -> tensor<1x32x40xf32>
    %56 = stablehlo.slice %55 [0:1, 0:32, 0:39] : (tensor<1x32x40xf32>) -> tensor<1x32x39xf32>
    %57 = stablehlo.multiply %56, %cst_8 : tensor<1x32x39xf32>
    %58 = stablehlo.multiply %56, %cst_7 : tensor<1x32x39xf32>
    %59 = stablehlo.custom_call @mhlo.erf(%58) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x39xf32>) -> tensor<1x32x39xf32>
    %60 = stablehlo.add %59, %cst_6 : tensor<1x32x39xf32>
    %61 = stablehlo.multiply %57, %60 : tensor<1x32x39xf32>
    %62 = stablehlo.add %41, %61 : tensor<1x32x39xf32>
    %63 = stablehlo.transpose %62, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,39,32]{1,2,0}"} : (tensor<1x32x39xf32>) -> tensor<1x39x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%63, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x39x32xf32>, tensor<39xf32>, tensor<39xf32>) -> (tensor<1x39x32xf32>, tensor<39xf32>, tensor<39xf32>)
    %64 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x39x32xf32>
    %65 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x39x32xf32>
    %66 = stablehlo.multiply %output_27, %65 : tensor<1x39x32xf32>
    %67 = stablehlo.add %64, %66 : tensor<1x39x32xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x39x32xf32>) -> tensor<39x32xf32>
    %69 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %70 = stablehlo.dot_general %68, %69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<39x32xf32>, tensor<32x32xf32>) -> tensor<39x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<39x32xf32>
    %72 = stablehlo.add %70, %71 : tensor<39x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<39x32xf32>) -> tensor<1x39x2x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,39,16]{3,1,2,0}"} : (tensor<1x39x2x16xf32>) -> tensor<1x2x39x16xf32>
    %75 = stablehlo.multiply %74, %cst_3 : tensor<1x2x39x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x2x39x16xf32>) -> tensor<2x39x16xf32>
    %77 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.dot_general %68, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<39x32xf32>, tensor<32x32xf32>) -> tensor<39x32xf32>
    %79 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<39x32xf32>
    %80 = stablehlo.add %78, %79 : tensor<39x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<39x32xf32>) -> tensor<1x39x2x16xf32>
    %82 = stablehlo.transpose %81, dims = [0, 2, 3, 1] : (tensor<1x39x2x16xf32>) -> tensor<1x2x16x39xf32>
    %83 = stablehlo.multiply %82, %cst_2 : tensor<1x2x16x39xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x2x16x39xf32>) -> tensor<2x16x39xf32>
    %85 = stablehlo.dot_general %76, %84, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x39x16xf32>, tensor<2x16x39xf32>) -> tensor<2x39x39xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x39x39xf32>) -> tensor<1x2x39x39xf32>
    %87 = stablehlo.reduce(%86 init: %cst_22) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x39x39xf32>, tensor<f32>) -> tensor<1x2x39xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x2x39xf32>) -> tensor<1x2x39x39xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<1x2x39x39xf32>
    %90 = stablehlo.exponential %89 : tensor<1x2x39x39xf32>
    %91 = stablehlo.reduce(%90 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<1x2x39x39xf32>, tensor<f32>) -> tensor<1x2x39xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x2x39xf32>) -> tensor<1x2x39x39xf32>
    %93 = stablehlo.divide %90, %92 : tensor<1x2x39x39xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x2x39x39xf32>) -> tensor<2x39x39xf32>
    %95 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.dot_general %68, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<39x32xf32>, tensor<32x32xf32>) -> tensor<39x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<39x32xf32>
    %98 = stablehlo.add %96, %97 : tensor<39x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<39x32xf32>) -> tensor<1x39x2x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,39,16]{3,1,2,0}"} : (tensor<1x39x2x16xf32>) -> tensor<1x2x39x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x2x39x16xf32>) -> tensor<2x39x16xf32>
    %102 = stablehlo.dot_general %94, %101, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x39x39xf32>, tensor<2x39x16xf32>) -> tensor<2x39x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x39x16xf32>) -> tensor<1x2x39x16xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,39,2,16]{3,1,2,0}"} : (tensor<1x2x39x16xf32>) -> tensor<1x39x2x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x39x2x16xf32>) -> tensor<39x32xf32>
    %106 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<39x32xf32>, tensor<32x32xf32>) -> tensor<39x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<39x32xf32>
    %109 = stablehlo.add %107, %108 : tensor<39x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<39x32xf32>) -> tensor<1x39x32xf32>
    %111 = stablehlo.add %67, %110 : tensor<1x39x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%111, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x39x32xf32>, tensor<39xf32>, tensor<39xf32>) -> (tensor<1x39x32xf32>, tensor<39xf32>, tensor<39xf32>)
    %112 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<1x39x32xf32>
    %113 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<1x39x32xf32>
    %114 = stablehlo.multiply %output_30, %113 : tensor<1x39x32xf32>
    %115 = stablehlo.add %112, %114 : tensor<1x39x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x39x32xf32>) -> tensor<39x32xf32>
    %117 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<39x32xf32>, tensor<32x64xf32>) -> tensor<39x64xf32>
    %119 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<39x64xf32>
    %120 = stablehlo.add %118, %119 : tensor<39x64xf32>
    %121 = stablehlo.reshape %120 : (tensor<39x64xf32>) -> tensor<1x39x64xf32>
    %122 = stablehlo.multiply %121, %cst_1 : tensor<1x39x64xf32>
    %123 = stablehlo.multiply %121, %cst_0 : tensor<1x39x64xf32>
    %124 = stablehlo.custom_call @mhlo.erf(%123) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x39x64xf32>) -> tensor<1x39x64xf32>
    %125 = stablehlo.add %124, %cst : tensor<1x39x64xf32>
    %126 = stablehlo.multiply %122, %125 : tensor<1x39x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x39x64xf32>) -> tensor<39x64xf32>
    %128 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<39x64xf32>, tensor<64x32xf32>) -> tensor<39x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<39x32xf32>
    %131 = stablehlo.add %129, %130 : tensor<39x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<39x32xf32>) -> tensor<1x39x32xf32>
    %133 = stablehlo.add %115, %132 : tensor<1x39x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%133, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x39x32xf32>, tensor<39xf32>, tensor<39xf32>) -> (tensor<1x39x32xf32>, tensor<39xf32>, tensor<39xf32>)
    %134 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<1x39x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<1x39x32xf32>
    %136 = stablehlo.multiply %output_33, %135 : tensor<1x39x32xf32>
    %137 = stablehlo.add %134, %136 : tensor<1x39x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x39x32xf32>) -> tensor<39x32xf32>
    %139 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<39x32xf32>, tensor<32x64xf32>) -> tensor<39x64xf32>
    %141 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<39x64xf32>
    %142 = stablehlo.add %140, %141 : tensor<39x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<39x64xf32>) -> tensor<1x39x64xf32>
    %144 = stablehlo.multiply %143, %cst_1 : tensor<1x39x64xf32>
    %145 = stablehlo.multiply %143, %cst_0 : tensor<1x39x64xf32>
    %146 = stablehlo.custom_call @mhlo.erf(%145) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x39x64xf32>) -> tensor<1x39x64xf32>
    %147 = stablehlo.add %146, %cst : tensor<1x39x64xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<1x39x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x39x64xf32>) -> tensor<1x78x32xf32>
    return %149 : tensor<1x78x32xf32>
  }
}
