module @IrToHlo.585 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<1x64xi64>, %arg22: tensor<64x32xf32>, %arg23: tensor<2x8xi64>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<2x8xi64>, %arg27: tensor<i1>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<1.702000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_5 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_6 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_11 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg23 : (tensor<2x8xi64>) -> tensor<16xi64> loc("embeddings.token_embedding")
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32> loc("embeddings.token_embedding")
    %2 = "stablehlo.gather"(%arg24, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("embeddings.token_embedding")
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("embeddings.token_embedding")
    %4 = stablehlo.slice %arg21 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64> loc("embeddings")
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64> loc("embeddings.position_embedding")
    %6 = stablehlo.convert %5 : (tensor<8xi64>) -> tensor<8xui32> loc("embeddings.position_embedding")
    %7 = "stablehlo.gather"(%arg22, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32> loc("embeddings.position_embedding")
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32> loc("embeddings")
    %9 = stablehlo.add %3, %8 : tensor<2x8x32xf32> loc("embeddings")
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layers.0.layer_norm1")
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layers.0.layer_norm1")
    %11 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm1")
    %12 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm1")
    %13 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm1")
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm1")
    %15 = stablehlo.add %11, %14 : tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm1")
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.q_proj")
    %17 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.0.self_attn.q_proj")
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.q_proj")
    %19 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.q_proj")
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32> loc("encoder.layers.0.self_attn.q_proj")
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.0.self_attn")
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %23 = stablehlo.multiply %22, %cst_6 : tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %24 = stablehlo.reshape %23 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.0.self_attn")
    %25 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.0.self_attn.k_proj")
    %26 = stablehlo.dot_general %16, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.k_proj")
    %27 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.k_proj")
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32> loc("encoder.layers.0.self_attn.k_proj")
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.0.self_attn")
    %30 = stablehlo.transpose %29, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %31 = stablehlo.multiply %30, %cst_6 : tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %32 = stablehlo.reshape %31 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.0.self_attn")
    %33 = stablehlo.dot_general %24, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.0.self_attn")
    %34 = stablehlo.reshape %33 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %35 = stablehlo.convert %arg27 : (tensor<i1>) -> tensor<ui8>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %37 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %38 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %39 = stablehlo.compare  LE, %37, %38 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.and %36, %40 : tensor<1x1x8x8xui8>
    %42 = stablehlo.compare  NE, %41, %c_12 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %44 = stablehlo.reshape %43 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %46 = stablehlo.compare  NE, %arg26, %c_11 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %47 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_2 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.concatenate %51, %56, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %58 = "stablehlo.gather"(%46, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.convert %58 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %62 = stablehlo.and %45, %61 : tensor<2x1x8x8xui8>
    %63 = stablehlo.compare  NE, %62, %c_10 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %64 = stablehlo.select %63, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32> loc("encoder.layers.0.self_attn")
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32> loc("encoder.layers.0.self_attn")
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %67 = stablehlo.add %34, %66 : tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %68 = stablehlo.reduce(%67 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layers.0.self_attn")
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %70 = stablehlo.subtract %67, %69 : tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %71 = stablehlo.exponential %70 : tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %72 = stablehlo.reduce(%71 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layers.0.self_attn")
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %74 = stablehlo.divide %71, %73 : tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %75 = stablehlo.reshape %74 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.0.self_attn")
    %76 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.0.self_attn.v_proj")
    %77 = stablehlo.dot_general %16, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.v_proj")
    %78 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.v_proj")
    %79 = stablehlo.add %77, %78 : tensor<16x32xf32> loc("encoder.layers.0.self_attn.v_proj")
    %80 = stablehlo.reshape %79 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.0.self_attn")
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %82 = stablehlo.reshape %81 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.0.self_attn")
    %83 = stablehlo.dot_general %75, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.0.self_attn")
    %84 = stablehlo.reshape %83 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.0.self_attn")
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.0.self_attn")
    %86 = stablehlo.reshape %85 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.out_proj")
    %87 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.0.self_attn.out_proj")
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.out_proj")
    %89 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.self_attn.out_proj")
    %90 = stablehlo.add %88, %89 : tensor<16x32xf32> loc("encoder.layers.0.self_attn.out_proj")
    %91 = stablehlo.reshape %90 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.self_attn.out_proj")
    %92 = stablehlo.add %9, %91 : tensor<2x8x32xf32> loc("encoder.layers.0")
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layers.0.layer_norm2")
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%93, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layers.0.layer_norm2")
    %94 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm2")
    %95 = stablehlo.reshape %output_14 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm2")
    %96 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm2")
    %97 = stablehlo.multiply %95, %96 : tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm2")
    %98 = stablehlo.add %94, %97 : tensor<2x8x32xf32> loc("encoder.layers.0.layer_norm2")
    %99 = stablehlo.reshape %98 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.mlp.fc1")
    %100 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("encoder.layers.0.mlp.fc1")
    %101 = stablehlo.dot_general %99, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("encoder.layers.0.mlp.fc1")
    %102 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("encoder.layers.0.mlp.fc1")
    %103 = stablehlo.add %101, %102 : tensor<16x64xf32> loc("encoder.layers.0.mlp.fc1")
    %104 = stablehlo.reshape %103 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layers.0.mlp.fc1")
    %105 = stablehlo.multiply %104, %cst : tensor<2x8x64xf32> loc("encoder.layers.0.mlp.activation_fn")
    %106 = stablehlo.logistic %105 : tensor<2x8x64xf32> loc("encoder.layers.0.mlp.activation_fn")
    %107 = stablehlo.multiply %104, %106 : tensor<2x8x64xf32> loc("encoder.layers.0.mlp.activation_fn")
    %108 = stablehlo.reshape %107 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("encoder.layers.0.mlp.fc2")
    %109 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("encoder.layers.0.mlp.fc2")
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.mlp.fc2")
    %111 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.0.mlp.fc2")
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32> loc("encoder.layers.0.mlp.fc2")
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.0.mlp.fc2")
    %114 = stablehlo.add %92, %113 : tensor<2x8x32xf32> loc("encoder.layers.0")
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layers.1.layer_norm1")
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%115, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layers.1.layer_norm1")
    %116 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm1")
    %117 = stablehlo.reshape %output_17 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm1")
    %118 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm1")
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm1")
    %120 = stablehlo.add %116, %119 : tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm1")
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.q_proj")
    %122 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.1.self_attn.q_proj")
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.q_proj")
    %124 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.q_proj")
    %125 = stablehlo.add %123, %124 : tensor<16x32xf32> loc("encoder.layers.1.self_attn.q_proj")
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.1.self_attn")
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %128 = stablehlo.multiply %127, %cst_6 : tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %129 = stablehlo.reshape %128 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.1.self_attn")
    %130 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.1.self_attn.k_proj")
    %131 = stablehlo.dot_general %121, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.k_proj")
    %132 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.k_proj")
    %133 = stablehlo.add %131, %132 : tensor<16x32xf32> loc("encoder.layers.1.self_attn.k_proj")
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.1.self_attn")
    %135 = stablehlo.transpose %134, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %136 = stablehlo.multiply %135, %cst_6 : tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %137 = stablehlo.reshape %136 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.1.self_attn")
    %138 = stablehlo.dot_general %129, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.1.self_attn")
    %139 = stablehlo.reshape %138 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %140 = stablehlo.add %139, %66 : tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %141 = stablehlo.reduce(%140 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layers.1.self_attn")
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %143 = stablehlo.subtract %140, %142 : tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %144 = stablehlo.exponential %143 : tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %145 = stablehlo.reduce(%144 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layers.1.self_attn")
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %147 = stablehlo.divide %144, %146 : tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %148 = stablehlo.reshape %147 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.1.self_attn")
    %149 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.1.self_attn.v_proj")
    %150 = stablehlo.dot_general %121, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.v_proj")
    %151 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.v_proj")
    %152 = stablehlo.add %150, %151 : tensor<16x32xf32> loc("encoder.layers.1.self_attn.v_proj")
    %153 = stablehlo.reshape %152 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.1.self_attn")
    %154 = stablehlo.transpose %153, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %155 = stablehlo.reshape %154 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.1.self_attn")
    %156 = stablehlo.dot_general %148, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layers.1.self_attn")
    %157 = stablehlo.reshape %156 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layers.1.self_attn")
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layers.1.self_attn")
    %159 = stablehlo.reshape %158 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.out_proj")
    %160 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layers.1.self_attn.out_proj")
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.out_proj")
    %162 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.self_attn.out_proj")
    %163 = stablehlo.add %161, %162 : tensor<16x32xf32> loc("encoder.layers.1.self_attn.out_proj")
    %164 = stablehlo.reshape %163 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.self_attn.out_proj")
    %165 = stablehlo.add %114, %164 : tensor<2x8x32xf32> loc("encoder.layers.1")
    %166 = stablehlo.reshape %165 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layers.1.layer_norm2")
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%166, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layers.1.layer_norm2")
    %167 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm2")
    %168 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm2")
    %169 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm2")
    %170 = stablehlo.multiply %168, %169 : tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm2")
    %171 = stablehlo.add %167, %170 : tensor<2x8x32xf32> loc("encoder.layers.1.layer_norm2")
    %172 = stablehlo.reshape %171 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.mlp.fc1")
    %173 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("encoder.layers.1.mlp.fc1")
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("encoder.layers.1.mlp.fc1")
    %175 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("encoder.layers.1.mlp.fc1")
    %176 = stablehlo.add %174, %175 : tensor<16x64xf32> loc("encoder.layers.1.mlp.fc1")
    %177 = stablehlo.reshape %176 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layers.1.mlp.fc1")
    %178 = stablehlo.multiply %177, %cst : tensor<2x8x64xf32> loc("encoder.layers.1.mlp.activation_fn")
    %179 = stablehlo.logistic %178 : tensor<2x8x64xf32> loc("encoder.layers.1.mlp.activation_fn")
    %180 = stablehlo.multiply %177, %179 : tensor<2x8x64xf32> loc("encoder.layers.1.mlp.activation_fn")
    %181 = stablehlo.reshape %180 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("encoder.layers.1.mlp.fc2")
    %182 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("encoder.layers.1.mlp.fc2")
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.mlp.fc2")
    %184 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layers.1.mlp.fc2")
    %185 = stablehlo.add %183, %184 : tensor<16x32xf32> loc("encoder.layers.1.mlp.fc2")
    %186 = stablehlo.reshape %185 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layers.1.mlp.fc2")
    %187 = stablehlo.add %165, %186 : tensor<2x8x32xf32> loc("encoder.layers.1")
    %188 = stablehlo.reshape %187 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("final_layer_norm")
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%188, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("final_layer_norm")
    %189 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.reshape %output_23 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("final_layer_norm")
    %191 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.add %189, %192 : tensor<2x8x32xf32>
    return %193 : tensor<2x8x32xf32>
  }
}
