module @IrToHlo.529 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32x3xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x128x3xf32>, %arg26: tensor<1x128x128xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>) -> tensor<1x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32xf32> loc("layer_norm")
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32> loc("layer_norm")
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<1x64xf32> loc("avg_pooler")
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<1x64x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<1x64x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<1x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.353553385> : tensor<1x64x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.707106769> : tensor<1x32x64xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x128xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<1x32x128xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x128xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg26 : (tensor<1x128x128xf32>) -> tensor<1x128x1x128xf32> loc("conv1")
    %1 = stablehlo.reshape %arg25 : (tensor<32x128x3xf32>) -> tensor<32x128x1x3xf32> loc("conv1")
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x128x1x128xf32>, tensor<32x128x1x3xf32>) -> tensor<1x32x1x128xf32> loc("conv1")
    %3 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x128xf32> loc("conv1")
    %4 = stablehlo.add %2, %3 : tensor<1x32x1x128xf32> loc("conv1")
    %5 = stablehlo.reshape %4 : (tensor<1x32x1x128xf32>) -> tensor<1x32x128xf32> loc("conv1")
    %6 = stablehlo.multiply %5, %cst_13 : tensor<1x32x128xf32>
    %7 = stablehlo.multiply %5, %cst_12 : tensor<1x32x128xf32>
    %8 = stablehlo.custom_call @mhlo.erf(%7) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %9 = stablehlo.add %8, %cst_11 : tensor<1x32x128xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<1x32x128xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x32x128xf32>) -> tensor<1x32x1x128xf32> loc("conv2")
    %12 = stablehlo.reshape %arg23 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32> loc("conv2")
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x128xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x64xf32> loc("conv2")
    %14 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x64xf32> loc("conv2")
    %15 = stablehlo.add %13, %14 : tensor<1x32x1x64xf32> loc("conv2")
    %16 = stablehlo.reshape %15 : (tensor<1x32x1x64xf32>) -> tensor<1x32x64xf32> loc("conv2")
    %17 = stablehlo.multiply %16, %cst_10 : tensor<1x32x64xf32>
    %18 = stablehlo.multiply %16, %cst_9 : tensor<1x32x64xf32>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %20 = stablehlo.add %19, %cst_8 : tensor<1x32x64xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<1x32x64xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,64,32]{1,2,0}"} : (tensor<1x32x64xf32>) -> tensor<1x64x32xf32>
    %23 = stablehlo.reshape %arg21 : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x64x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%24, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) loc("layers.0.self_attn_layer_norm")
    %25 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.0.self_attn_layer_norm")
    %26 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.0.self_attn_layer_norm")
    %27 = stablehlo.multiply %output, %26 : tensor<1x64x32xf32> loc("layers.0.self_attn_layer_norm")
    %28 = stablehlo.add %25, %27 : tensor<1x64x32xf32> loc("layers.0.self_attn_layer_norm")
    %29 = stablehlo.reshape %28 : (tensor<1x64x32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.q_proj")
    %30 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.q_proj")
    %31 = stablehlo.dot_general %29, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.q_proj")
    %32 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.q_proj")
    %33 = stablehlo.add %31, %32 : tensor<64x32xf32> loc("layers.0.self_attn.q_proj")
    %34 = stablehlo.reshape %33 : (tensor<64x32xf32>) -> tensor<1x64x32xf32> loc("layers.0.self_attn.q_proj")
    %35 = stablehlo.multiply %34, %cst_5 : tensor<1x64x32xf32> loc("layers.0.self_attn")
    %36 = stablehlo.reshape %35 : (tensor<1x64x32xf32>) -> tensor<1x64x4x8xf32> loc("layers.0.self_attn")
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,64,8]{3,1,2,0}"} : (tensor<1x64x4x8xf32>) -> tensor<1x4x64x8xf32> loc("layers.0.self_attn")
    %38 = stablehlo.reshape %37 : (tensor<1x4x64x8xf32>) -> tensor<4x64x8xf32> loc("layers.0.self_attn")
    %39 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.k_proj")
    %40 = stablehlo.dot_general %29, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.k_proj")
    %41 = stablehlo.reshape %40 : (tensor<64x32xf32>) -> tensor<1x64x4x8xf32> loc("layers.0.self_attn")
    %42 = stablehlo.transpose %41, dims = [0, 2, 3, 1] : (tensor<1x64x4x8xf32>) -> tensor<1x4x8x64xf32> loc("layers.0.self_attn")
    %43 = stablehlo.reshape %42 : (tensor<1x4x8x64xf32>) -> tensor<4x8x64xf32> loc("layers.0.self_attn")
    %44 = stablehlo.dot_general %38, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x8xf32>, tensor<4x8x64xf32>) -> tensor<4x64x64xf32> loc("layers.0.self_attn")
    %45 = stablehlo.reshape %44 : (tensor<4x64x64xf32>) -> tensor<1x4x64x64xf32> loc("layers.0.self_attn")
    %46 = stablehlo.reduce(%45 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32> loc("layers.0.self_attn")
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32> loc("layers.0.self_attn")
    %48 = stablehlo.subtract %45, %47 : tensor<1x4x64x64xf32> loc("layers.0.self_attn")
    %49 = stablehlo.exponential %48 : tensor<1x4x64x64xf32> loc("layers.0.self_attn")
    %50 = stablehlo.reduce(%49 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32> loc("layers.0.self_attn")
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32> loc("layers.0.self_attn")
    %52 = stablehlo.divide %49, %51 : tensor<1x4x64x64xf32> loc("layers.0.self_attn")
    %53 = stablehlo.reshape %52 : (tensor<1x4x64x64xf32>) -> tensor<4x64x64xf32> loc("layers.0.self_attn")
    %54 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.v_proj")
    %55 = stablehlo.dot_general %29, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.v_proj")
    %56 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.v_proj")
    %57 = stablehlo.add %55, %56 : tensor<64x32xf32> loc("layers.0.self_attn.v_proj")
    %58 = stablehlo.reshape %57 : (tensor<64x32xf32>) -> tensor<1x64x4x8xf32> loc("layers.0.self_attn")
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,64,8]{3,1,2,0}"} : (tensor<1x64x4x8xf32>) -> tensor<1x4x64x8xf32> loc("layers.0.self_attn")
    %60 = stablehlo.reshape %59 : (tensor<1x4x64x8xf32>) -> tensor<4x64x8xf32> loc("layers.0.self_attn")
    %61 = stablehlo.dot_general %53, %60, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<4x64x8xf32>) -> tensor<4x64x8xf32> loc("layers.0.self_attn")
    %62 = stablehlo.reshape %61 : (tensor<4x64x8xf32>) -> tensor<1x4x64x8xf32> loc("layers.0.self_attn")
    %63 = stablehlo.transpose %62, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,64,4,8]{3,1,2,0}"} : (tensor<1x4x64x8xf32>) -> tensor<1x64x4x8xf32> loc("layers.0.self_attn")
    %64 = stablehlo.reshape %63 : (tensor<1x64x4x8xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.out_proj")
    %65 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.out_proj")
    %66 = stablehlo.dot_general %64, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.out_proj")
    %67 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.0.self_attn.out_proj")
    %68 = stablehlo.add %66, %67 : tensor<64x32xf32> loc("layers.0.self_attn.out_proj")
    %69 = stablehlo.reshape %68 : (tensor<64x32xf32>) -> tensor<1x64x32xf32> loc("layers.0")
    %70 = stablehlo.add %24, %69 : tensor<1x64x32xf32> loc("layers.0")
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%70, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) loc("layers.0.final_layer_norm")
    %71 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.0.final_layer_norm")
    %72 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.0.final_layer_norm")
    %73 = stablehlo.multiply %output_16, %72 : tensor<1x64x32xf32> loc("layers.0.final_layer_norm")
    %74 = stablehlo.add %71, %73 : tensor<1x64x32xf32> loc("layers.0.final_layer_norm")
    %75 = stablehlo.reshape %74 : (tensor<1x64x32xf32>) -> tensor<64x32xf32> loc("layers.0.fc1")
    %76 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.0.fc1")
    %77 = stablehlo.dot_general %75, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32> loc("layers.0.fc1")
    %78 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<64x64xf32> loc("layers.0.fc1")
    %79 = stablehlo.add %77, %78 : tensor<64x64xf32> loc("layers.0.fc1")
    %80 = stablehlo.reshape %79 : (tensor<64x64xf32>) -> tensor<1x64x64xf32> loc("layers.0.fc1")
    %81 = stablehlo.multiply %80, %cst_4 : tensor<1x64x64xf32> loc("layers.0")
    %82 = stablehlo.multiply %80, %cst_3 : tensor<1x64x64xf32> loc("layers.0")
    %83 = stablehlo.custom_call @mhlo.erf(%82) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32> loc("layers.0")
    %84 = stablehlo.add %83, %cst_2 : tensor<1x64x64xf32> loc("layers.0")
    %85 = stablehlo.multiply %81, %84 : tensor<1x64x64xf32> loc("layers.0")
    %86 = stablehlo.reshape %85 : (tensor<1x64x64xf32>) -> tensor<64x64xf32> loc("layers.0.fc2")
    %87 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("layers.0.fc2")
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32> loc("layers.0.fc2")
    %89 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.0.fc2")
    %90 = stablehlo.add %88, %89 : tensor<64x32xf32> loc("layers.0.fc2")
    %91 = stablehlo.reshape %90 : (tensor<64x32xf32>) -> tensor<1x64x32xf32> loc("layers.0")
    %92 = stablehlo.add %70, %91 : tensor<1x64x32xf32> loc("layers.0")
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%92, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) loc("layers.1.self_attn_layer_norm")
    %93 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.1.self_attn_layer_norm")
    %94 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.1.self_attn_layer_norm")
    %95 = stablehlo.multiply %output_19, %94 : tensor<1x64x32xf32> loc("layers.1.self_attn_layer_norm")
    %96 = stablehlo.add %93, %95 : tensor<1x64x32xf32> loc("layers.1.self_attn_layer_norm")
    %97 = stablehlo.reshape %96 : (tensor<1x64x32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.q_proj")
    %98 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.q_proj")
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.q_proj")
    %100 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.q_proj")
    %101 = stablehlo.add %99, %100 : tensor<64x32xf32> loc("layers.1.self_attn.q_proj")
    %102 = stablehlo.reshape %101 : (tensor<64x32xf32>) -> tensor<1x64x32xf32> loc("layers.1.self_attn.q_proj")
    %103 = stablehlo.multiply %102, %cst_5 : tensor<1x64x32xf32> loc("layers.1.self_attn")
    %104 = stablehlo.reshape %103 : (tensor<1x64x32xf32>) -> tensor<1x64x4x8xf32> loc("layers.1.self_attn")
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,64,8]{3,1,2,0}"} : (tensor<1x64x4x8xf32>) -> tensor<1x4x64x8xf32> loc("layers.1.self_attn")
    %106 = stablehlo.reshape %105 : (tensor<1x4x64x8xf32>) -> tensor<4x64x8xf32> loc("layers.1.self_attn")
    %107 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.k_proj")
    %108 = stablehlo.dot_general %97, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.k_proj")
    %109 = stablehlo.reshape %108 : (tensor<64x32xf32>) -> tensor<1x64x4x8xf32> loc("layers.1.self_attn")
    %110 = stablehlo.transpose %109, dims = [0, 2, 3, 1] : (tensor<1x64x4x8xf32>) -> tensor<1x4x8x64xf32> loc("layers.1.self_attn")
    %111 = stablehlo.reshape %110 : (tensor<1x4x8x64xf32>) -> tensor<4x8x64xf32> loc("layers.1.self_attn")
    %112 = stablehlo.dot_general %106, %111, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x8xf32>, tensor<4x8x64xf32>) -> tensor<4x64x64xf32> loc("layers.1.self_attn")
    %113 = stablehlo.reshape %112 : (tensor<4x64x64xf32>) -> tensor<1x4x64x64xf32> loc("layers.1.self_attn")
    %114 = stablehlo.reduce(%113 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32> loc("layers.1.self_attn")
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32> loc("layers.1.self_attn")
    %116 = stablehlo.subtract %113, %115 : tensor<1x4x64x64xf32> loc("layers.1.self_attn")
    %117 = stablehlo.exponential %116 : tensor<1x4x64x64xf32> loc("layers.1.self_attn")
    %118 = stablehlo.reduce(%117 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<1x4x64x64xf32>, tensor<f32>) -> tensor<1x4x64xf32> loc("layers.1.self_attn")
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x64xf32> loc("layers.1.self_attn")
    %120 = stablehlo.divide %117, %119 : tensor<1x4x64x64xf32> loc("layers.1.self_attn")
    %121 = stablehlo.reshape %120 : (tensor<1x4x64x64xf32>) -> tensor<4x64x64xf32> loc("layers.1.self_attn")
    %122 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.v_proj")
    %123 = stablehlo.dot_general %97, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.v_proj")
    %124 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.v_proj")
    %125 = stablehlo.add %123, %124 : tensor<64x32xf32> loc("layers.1.self_attn.v_proj")
    %126 = stablehlo.reshape %125 : (tensor<64x32xf32>) -> tensor<1x64x4x8xf32> loc("layers.1.self_attn")
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,64,8]{3,1,2,0}"} : (tensor<1x64x4x8xf32>) -> tensor<1x4x64x8xf32> loc("layers.1.self_attn")
    %128 = stablehlo.reshape %127 : (tensor<1x4x64x8xf32>) -> tensor<4x64x8xf32> loc("layers.1.self_attn")
    %129 = stablehlo.dot_general %121, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<4x64x8xf32>) -> tensor<4x64x8xf32> loc("layers.1.self_attn")
    %130 = stablehlo.reshape %129 : (tensor<4x64x8xf32>) -> tensor<1x4x64x8xf32> loc("layers.1.self_attn")
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,64,4,8]{3,1,2,0}"} : (tensor<1x4x64x8xf32>) -> tensor<1x64x4x8xf32> loc("layers.1.self_attn")
    %132 = stablehlo.reshape %131 : (tensor<1x64x4x8xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.out_proj")
    %133 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.out_proj")
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.out_proj")
    %135 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.1.self_attn.out_proj")
    %136 = stablehlo.add %134, %135 : tensor<64x32xf32> loc("layers.1.self_attn.out_proj")
    %137 = stablehlo.reshape %136 : (tensor<64x32xf32>) -> tensor<1x64x32xf32> loc("layers.1")
    %138 = stablehlo.add %92, %137 : tensor<1x64x32xf32> loc("layers.1")
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%138, %cst_7, %cst_6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) -> (tensor<1x64x32xf32>, tensor<64xf32>, tensor<64xf32>) loc("layers.1.final_layer_norm")
    %139 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.1.final_layer_norm")
    %140 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<1x64x32xf32> loc("layers.1.final_layer_norm")
    %141 = stablehlo.multiply %output_22, %140 : tensor<1x64x32xf32> loc("layers.1.final_layer_norm")
    %142 = stablehlo.add %139, %141 : tensor<1x64x32xf32> loc("layers.1.final_layer_norm")
    %143 = stablehlo.reshape %142 : (tensor<1x64x32xf32>) -> tensor<64x32xf32> loc("layers.1.fc1")
    %144 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.1.fc1")
    %145 = stablehlo.dot_general %143, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32> loc("layers.1.fc1")
    %146 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<64x64xf32> loc("layers.1.fc1")
    %147 = stablehlo.add %145, %146 : tensor<64x64xf32> loc("layers.1.fc1")
    %148 = stablehlo.reshape %147 : (tensor<64x64xf32>) -> tensor<1x64x64xf32> loc("layers.1.fc1")
    %149 = stablehlo.multiply %148, %cst_4 : tensor<1x64x64xf32> loc("layers.1")
    %150 = stablehlo.multiply %148, %cst_3 : tensor<1x64x64xf32> loc("layers.1")
    %151 = stablehlo.custom_call @mhlo.erf(%150) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32> loc("layers.1")
    %152 = stablehlo.add %151, %cst_2 : tensor<1x64x64xf32> loc("layers.1")
    %153 = stablehlo.multiply %149, %152 : tensor<1x64x64xf32> loc("layers.1")
    %154 = stablehlo.reshape %153 : (tensor<1x64x64xf32>) -> tensor<64x64xf32> loc("layers.1.fc2")
    %155 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("layers.1.fc2")
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32> loc("layers.1.fc2")
    %157 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32> loc("layers.1.fc2")
    %158 = stablehlo.add %156, %157 : tensor<64x32xf32> loc("layers.1.fc2")
    %159 = stablehlo.reshape %158 : (tensor<64x32xf32>) -> tensor<1x64x32xf32> loc("layers.1")
    %160 = stablehlo.add %138, %159 : tensor<1x64x32xf32> loc("layers.1")
    %161 = stablehlo.transpose %160, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,64]{1,2,0}"} : (tensor<1x64x32xf32>) -> tensor<1x32x64xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x32x64xf32>) -> tensor<1x32x1x64xf32> loc("avg_pooler")
    %163 = "stablehlo.reduce_window"(%162, %cst_15) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 2>, window_strides = array<i64: 1, 1, 1, 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %173 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<1x32x1x64xf32>, tensor<f32>) -> tensor<1x32x1x32xf32> loc("avg_pooler")
    %164 = "stablehlo.reduce_window"(%cst_1, %cst_15) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %173 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<1x32xf32> loc("avg_pooler")
    %165 = stablehlo.broadcast_in_dim %164, dims = [2, 3] : (tensor<1x32xf32>) -> tensor<1x32x1x32xf32> loc("avg_pooler")
    %166 = stablehlo.divide %163, %165 : tensor<1x32x1x32xf32> loc("avg_pooler")
    %167 = stablehlo.reshape %166 : (tensor<1x32x1x32xf32>) -> tensor<1x32x32xf32> loc("avg_pooler")
    %168 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%168, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) loc("layer_norm")
    %169 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<1x32x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x32x32xf32>
    %171 = stablehlo.multiply %output_25, %170 : tensor<1x32x32xf32>
    %172 = stablehlo.add %169, %171 : tensor<1x32x32xf32>
    return %172 : tensor<1x32x32xf32>
  }
}
