module @IrToHlo.374 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<i32>, %arg13: tensor<34x32xf32>, %arg14: tensor<1x16xi64>, %arg15: tensor<32xf32>, %arg16: tensor<i1>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>) -> tensor<1x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16x64xf32> loc("model.decoder.layers.0.activation_fn")
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<1x1x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %c = stablehlo.constant dense<[[[[[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6], [0, 7], [0, 8], [0, 9], [0, 10], [0, 11], [0, 12], [0, 13], [0, 14], [0, 15]]]]]> : tensor<1x1x1x16x2xi64> loc("model.decoder")
    %c_2 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]]> : tensor<1x1x16xi64>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<1x16x32xf32> loc("model.decoder.layers.0.self_attn")
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_6 = stablehlo.constant dense<2> : tensor<1x16xi64> loc("model.decoder.embed_positions")
    %c_7 = stablehlo.constant dense<1> : tensor<1x16xi64> loc("model.decoder")
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_9 = stablehlo.constant dense<0> : tensor<1x16xi64> loc("model.decoder")
    %c_10 = stablehlo.constant dense<0> : tensor<1x1x16x16xui8>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %c_12 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg14 : (tensor<1x16xi64>) -> tensor<16xi64> loc("model.decoder.embed_tokens")
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32> loc("model.decoder.embed_tokens")
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("model.decoder.embed_tokens")
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32> loc("model.decoder.embed_tokens")
    %4 = stablehlo.convert %arg12 : (tensor<i32>) -> tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<16xi64>
    %6 = stablehlo.compare  LT, %c_12, %5 : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
    %7 = stablehlo.convert %6 : (tensor<16xi1>) -> tensor<16xi64>
    %8 = stablehlo.reshape %7 : (tensor<16xi64>) -> tensor<1x16xi64>
    %9 = "stablehlo.reduce_window"(%8, %c_11) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg23: tensor<i64>, %arg24: tensor<i64>):
      %111 = stablehlo.add %arg23, %arg24 : tensor<i64>
      stablehlo.return %111 : tensor<i64>
    }) : (tensor<1x16xi64>, tensor<i64>) -> tensor<1x16xi64> loc("model.decoder")
    %10 = stablehlo.multiply %9, %8 : tensor<1x16xi64> loc("model.decoder")
    %11 = stablehlo.subtract %10, %c_7 : tensor<1x16xi64> loc("model.decoder")
    %12 = stablehlo.add %11, %c_6 : tensor<1x16xi64> loc("model.decoder.embed_positions")
    %13 = stablehlo.reshape %12 : (tensor<1x16xi64>) -> tensor<16xi64> loc("model.decoder.embed_positions")
    %14 = stablehlo.convert %13 : (tensor<16xi64>) -> tensor<16xui32> loc("model.decoder.embed_positions")
    %15 = "stablehlo.gather"(%arg13, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("model.decoder.embed_positions")
    %16 = stablehlo.reshape %15 : (tensor<16x32xf32>) -> tensor<1x16x32xf32> loc("model.decoder.embed_positions")
    %17 = stablehlo.add %3, %16 : tensor<1x16x32xf32> loc("model.decoder")
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%17, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("model.decoder.layers.0.self_attn_layer_norm")
    %18 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32> loc("model.decoder.layers.0.self_attn_layer_norm")
    %19 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32> loc("model.decoder.layers.0.self_attn_layer_norm")
    %20 = stablehlo.multiply %output, %19 : tensor<1x16x32xf32> loc("model.decoder.layers.0.self_attn_layer_norm")
    %21 = stablehlo.add %18, %20 : tensor<1x16x32xf32> loc("model.decoder.layers.0.self_attn_layer_norm")
    %22 = stablehlo.reshape %21 : (tensor<1x16x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.q_proj")
    %23 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.decoder.layers.0.self_attn.q_proj")
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.q_proj")
    %25 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.q_proj")
    %26 = stablehlo.add %24, %25 : tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.q_proj")
    %27 = stablehlo.reshape %26 : (tensor<16x32xf32>) -> tensor<1x16x32xf32> loc("model.decoder.layers.0.self_attn.q_proj")
    %28 = stablehlo.multiply %27, %cst_3 : tensor<1x16x32xf32> loc("model.decoder.layers.0.self_attn")
    %29 = stablehlo.reshape %28 : (tensor<1x16x32xf32>) -> tensor<1x16x2x16xf32> loc("model.decoder.layers.0.self_attn")
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %31 = stablehlo.reshape %30 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %32 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.decoder.layers.0.self_attn.k_proj")
    %33 = stablehlo.dot_general %22, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.k_proj")
    %34 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.k_proj")
    %35 = stablehlo.add %33, %34 : tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.k_proj")
    %36 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32> loc("model.decoder.layers.0.self_attn")
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %38 = stablehlo.reshape %37 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %39 = stablehlo.dot_general %31, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %40 = stablehlo.reshape %39 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %41 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8> loc("model.decoder")
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<ui8>) -> tensor<1x1x16x16xui8> loc("model.decoder")
    %43 = stablehlo.broadcast_in_dim %c_2, dims = [0, 1, 3] : (tensor<1x1x16xi64>) -> tensor<1x1x16x16xi64> loc("model.decoder")
    %44 = stablehlo.broadcast_in_dim %c_2, dims = [0, 1, 2] : (tensor<1x1x16xi64>) -> tensor<1x1x16x16xi64> loc("model.decoder")
    %45 = stablehlo.compare  LE, %43, %44 : (tensor<1x1x16x16xi64>, tensor<1x1x16x16xi64>) -> tensor<1x1x16x16xi1> loc("model.decoder")
    %46 = stablehlo.convert %45 : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xui8> loc("model.decoder")
    %47 = stablehlo.and %42, %46 : tensor<1x1x16x16xui8> loc("model.decoder")
    %48 = stablehlo.compare  NE, %47, %c_10 : (tensor<1x1x16x16xui8>, tensor<1x1x16x16xui8>) -> tensor<1x1x16x16xi1> loc("model.decoder")
    %49 = stablehlo.convert %48 : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xui8> loc("model.decoder")
    %50 = stablehlo.compare  NE, %8, %c_9 : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi1> loc("model.decoder")
    %51 = "stablehlo.gather"(%50, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x16xi1>, tensor<1x1x1x16x2xi64>) -> tensor<1x1x1x16xi1> loc("model.decoder")
    %52 = stablehlo.convert %51 : (tensor<1x1x1x16xi1>) -> tensor<1x1x1x16xui8> loc("model.decoder")
    %53 = stablehlo.reshape %52 : (tensor<1x1x1x16xui8>) -> tensor<1x1x16xui8> loc("model.decoder")
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x1x16xui8>) -> tensor<1x1x16x16xui8> loc("model.decoder")
    %55 = stablehlo.and %49, %54 : tensor<1x1x16x16xui8> loc("model.decoder")
    %56 = stablehlo.compare  NE, %55, %c_10 : (tensor<1x1x16x16xui8>, tensor<1x1x16x16xui8>) -> tensor<1x1x16x16xi1> loc("model.decoder")
    %57 = stablehlo.select %56, %cst_1, %cst_0 : tensor<1x1x16x16xi1>, tensor<1x1x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %58 = stablehlo.reshape %57 : (tensor<1x1x16x16xf32>) -> tensor<1x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 2, 3] : (tensor<1x16x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %60 = stablehlo.add %40, %59 : tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %61 = stablehlo.reduce(%60 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<1x2x16xf32> loc("model.decoder.layers.0.self_attn")
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x2x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %63 = stablehlo.subtract %60, %62 : tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %64 = stablehlo.exponential %63 : tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %65 = stablehlo.reduce(%64 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<1x2x16x16xf32>, tensor<f32>) -> tensor<1x2x16xf32> loc("model.decoder.layers.0.self_attn")
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x2x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %67 = stablehlo.divide %64, %66 : tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %68 = stablehlo.reshape %67 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %69 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.decoder.layers.0.self_attn.v_proj")
    %70 = stablehlo.dot_general %22, %69, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.v_proj")
    %71 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.v_proj")
    %72 = stablehlo.add %70, %71 : tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.v_proj")
    %73 = stablehlo.reshape %72 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32> loc("model.decoder.layers.0.self_attn")
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %75 = stablehlo.reshape %74 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %76 = stablehlo.dot_general %68, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %77 = stablehlo.reshape %76 : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32> loc("model.decoder.layers.0.self_attn")
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,16,2,16]{3,1,2,0}"} : (tensor<1x2x16x16xf32>) -> tensor<1x16x2x16xf32> loc("model.decoder.layers.0.self_attn")
    %79 = stablehlo.reshape %78 : (tensor<1x16x2x16xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.out_proj")
    %80 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.decoder.layers.0.self_attn.out_proj")
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.out_proj")
    %82 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.out_proj")
    %83 = stablehlo.add %81, %82 : tensor<16x32xf32> loc("model.decoder.layers.0.self_attn.out_proj")
    %84 = stablehlo.reshape %83 : (tensor<16x32xf32>) -> tensor<1x16x32xf32> loc("model.decoder.layers.0")
    %85 = stablehlo.add %17, %84 : tensor<1x16x32xf32> loc("model.decoder.layers.0")
    %86 = stablehlo.reshape %85 : (tensor<1x16x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0")
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%85, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("model.decoder.layers.0.final_layer_norm")
    %87 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.final_layer_norm")
    %88 = stablehlo.reshape %output_14 : (tensor<1x16x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.final_layer_norm")
    %89 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0.final_layer_norm")
    %90 = stablehlo.multiply %88, %89 : tensor<16x32xf32> loc("model.decoder.layers.0.final_layer_norm")
    %91 = stablehlo.add %87, %90 : tensor<16x32xf32> loc("model.decoder.layers.0.final_layer_norm")
    %92 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("model.decoder.layers.0.fc1")
    %93 = stablehlo.dot_general %91, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("model.decoder.layers.0.fc1")
    %94 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("model.decoder.layers.0.fc1")
    %95 = stablehlo.add %93, %94 : tensor<16x64xf32> loc("model.decoder.layers.0.fc1")
    %96 = stablehlo.maximum %95, %cst : tensor<16x64xf32> loc("model.decoder.layers.0.activation_fn")
    %97 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("model.decoder.layers.0.fc2")
    %98 = stablehlo.dot_general %96, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0")
    %99 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("model.decoder.layers.0")
    %100 = stablehlo.add %98, %99 : tensor<16x32xf32> loc("model.decoder.layers.0")
    %101 = stablehlo.add %86, %100 : tensor<16x32xf32> loc("model.decoder.layers.0")
    %102 = stablehlo.reshape %101 : (tensor<16x32xf32>) -> tensor<1x16x32xf32> loc("model.decoder.layers.0")
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%102, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("model.decoder.final_layer_norm")
    %103 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x16x32xf32>
    %105 = stablehlo.multiply %output_17, %104 : tensor<1x16x32xf32>
    %106 = stablehlo.add %103, %105 : tensor<1x16x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x16x32xf32>) -> tensor<16x32xf32> loc("lm_head")
    %108 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32> loc("lm_head")
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32> loc("lm_head")
    %110 = stablehlo.reshape %109 : (tensor<16x128xf32>) -> tensor<1x16x128xf32>
    return %110 : tensor<1x16x128xf32>
  }
}
