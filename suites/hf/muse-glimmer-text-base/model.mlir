module @IrToHlo.989 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<64x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<2x8xi64>, %arg18: tensor<128x32xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<4xf32>, %arg23: tensor<16x32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<16x32xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<64x32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<9.99999993E-9> : tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_5 = stablehlo.constant dense<[[[-2048, -2047, -2046, -2045, -2044, -2043, -2042, -2041]]]> : tensor<1x1x8xi64>
    %c_6 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<2x2x8x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<2x2x8x1xf32>
    %cst_9 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_12 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32> loc("rotary_emb")
    %cst_13 = stablehlo.constant dense<3.870000e+00> : tensor<2x4x8x8xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<2x4x8x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<2x4x8x1xf32>
    %cst_16 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_24 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_25 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_26 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg17 : (tensor<2x8xi64>) -> tensor<16xi64> loc("embed_tokens")
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32> loc("embed_tokens")
    %2 = "stablehlo.gather"(%arg18, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("embed_tokens")
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("embed_tokens")
    %4 = stablehlo.power %3, %cst_22 : tensor<2x8x32xf32> loc("embed_tokens.embed_norm")
    %5 = stablehlo.reduce(%4 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("embed_tokens.embed_norm")
    %6 = stablehlo.multiply %5, %cst_21 : tensor<2x8xf32> loc("embed_tokens.embed_norm")
    %7 = stablehlo.reshape %6 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("embed_tokens.embed_norm")
    %8 = stablehlo.add %7, %cst_20 : tensor<2x8x1xf32> loc("embed_tokens.embed_norm")
    %9 = stablehlo.power %8, %cst_19 : tensor<2x8x1xf32> loc("embed_tokens.embed_norm")
    %10 = stablehlo.reshape %9 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("embed_tokens.embed_norm")
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("embed_tokens.embed_norm")
    %12 = stablehlo.multiply %3, %11 : tensor<2x8x32xf32> loc("embed_tokens.embed_norm")
    %13 = stablehlo.power %12, %cst_22 : tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %14 = stablehlo.reduce(%13 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.0.input_layernorm")
    %15 = stablehlo.multiply %14, %cst_21 : tensor<2x8xf32> loc("layers.0.input_layernorm")
    %16 = stablehlo.reshape %15 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.0.input_layernorm")
    %17 = stablehlo.add %16, %cst_20 : tensor<2x8x1xf32> loc("layers.0.input_layernorm")
    %18 = stablehlo.rsqrt %17 : tensor<2x8x1xf32> loc("layers.0.input_layernorm")
    %19 = stablehlo.reshape %18 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.0.input_layernorm")
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %21 = stablehlo.multiply %12, %20 : tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %22 = stablehlo.add %arg16, %cst_18 : tensor<32xf32> loc("layers.0.input_layernorm")
    %23 = stablehlo.broadcast_in_dim %22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %24 = stablehlo.multiply %21, %23 : tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %25 = stablehlo.reshape %24 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.q_proj")
    %26 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.q_proj")
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.q_proj")
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("layers.0.self_attn")
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %30 = stablehlo.power %29, %cst_17 : tensor<2x4x8x8xf32> loc("layers.0.self_attn.qk_norm")
    %31 = stablehlo.reduce(%30 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.0.self_attn.qk_norm")
    %32 = stablehlo.multiply %31, %cst_16 : tensor<2x4x8xf32> loc("layers.0.self_attn.qk_norm")
    %33 = stablehlo.reshape %32 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32> loc("layers.0.self_attn.qk_norm")
    %34 = stablehlo.add %33, %cst_15 : tensor<2x4x8x1xf32> loc("layers.0.self_attn.qk_norm")
    %35 = stablehlo.power %34, %cst_14 : tensor<2x4x8x1xf32> loc("layers.0.self_attn.qk_norm")
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32> loc("layers.0.self_attn.qk_norm")
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn.qk_norm")
    %38 = stablehlo.multiply %29, %37 : tensor<2x4x8x8xf32> loc("layers.0.self_attn.qk_norm")
    %39 = stablehlo.multiply %38, %cst_13 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32> loc("rotary_emb")
    %41 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32> loc("rotary_emb")
    %42 = stablehlo.multiply %40, %41 : tensor<1x8x4xf32> loc("rotary_emb")
    %43 = stablehlo.concatenate %42, %42, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc("rotary_emb")
    %44 = stablehlo.cosine %43 : tensor<1x8x8xf32> loc("rotary_emb")
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<8x8xf32> loc("layers.0.self_attn")
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %47 = stablehlo.multiply %39, %46 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %48 = stablehlo.slice %39 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("layers.0.self_attn")
    %49 = stablehlo.negate %48 : tensor<2x4x8x4xf32> loc("layers.0.self_attn")
    %50 = stablehlo.slice %39 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("layers.0.self_attn")
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %52 = stablehlo.sine %43 : tensor<1x8x8xf32> loc("rotary_emb")
    %53 = stablehlo.reshape %52 : (tensor<1x8x8xf32>) -> tensor<8x8xf32> loc("layers.0.self_attn")
    %54 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %55 = stablehlo.multiply %51, %54 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %56 = stablehlo.add %47, %55 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %57 = stablehlo.multiply %56, %cst_11 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %59 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.0.self_attn.k_proj")
    %60 = stablehlo.dot_general %25, %59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.0.self_attn.k_proj")
    %61 = stablehlo.reshape %60 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.0.self_attn")
    %62 = stablehlo.transpose %61, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %63 = stablehlo.power %62, %cst_10 : tensor<2x2x8x8xf32> loc("layers.0.self_attn.qk_norm")
    %64 = stablehlo.reduce(%63 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32> loc("layers.0.self_attn.qk_norm")
    %65 = stablehlo.multiply %64, %cst_9 : tensor<2x2x8xf32> loc("layers.0.self_attn.qk_norm")
    %66 = stablehlo.reshape %65 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32> loc("layers.0.self_attn.qk_norm")
    %67 = stablehlo.add %66, %cst_8 : tensor<2x2x8x1xf32> loc("layers.0.self_attn.qk_norm")
    %68 = stablehlo.power %67, %cst_7 : tensor<2x2x8x1xf32> loc("layers.0.self_attn.qk_norm")
    %69 = stablehlo.reshape %68 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32> loc("layers.0.self_attn.qk_norm")
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn.qk_norm")
    %71 = stablehlo.multiply %62, %70 : tensor<2x2x8x8xf32> loc("layers.0.self_attn.qk_norm")
    %72 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %73 = stablehlo.multiply %71, %72 : tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %74 = stablehlo.slice %71 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("layers.0.self_attn")
    %75 = stablehlo.negate %74 : tensor<2x2x8x4xf32> loc("layers.0.self_attn")
    %76 = stablehlo.slice %71 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("layers.0.self_attn")
    %77 = stablehlo.concatenate %75, %76, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %78 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %79 = stablehlo.multiply %77, %78 : tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %80 = stablehlo.add %73, %79 : tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.0.self_attn")
    %82 = stablehlo.reshape %81 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %83 = stablehlo.transpose %82, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %84 = stablehlo.multiply %83, %cst_11 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %85 = stablehlo.reshape %84 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %86 = stablehlo.dot_general %58, %85, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %87 = stablehlo.reshape %86 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %88 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %90 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %91 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %92 = stablehlo.compare  GT, %90, %91 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %93 = stablehlo.convert %92 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %94 = stablehlo.and %89, %93 : tensor<1x1x8x8xui8>
    %95 = stablehlo.compare  NE, %94, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %96 = stablehlo.convert %95 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %97 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %98 = stablehlo.compare  LE, %90, %97 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %99 = stablehlo.convert %98 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %100 = stablehlo.and %96, %99 : tensor<1x1x8x8xui8>
    %101 = stablehlo.compare  NE, %100, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %102 = stablehlo.convert %101 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %103 = stablehlo.and %89, %102 : tensor<1x1x8x8xui8>
    %104 = stablehlo.compare  NE, %103, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %105 = stablehlo.convert %104 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %106 = stablehlo.reshape %105 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %108 = stablehlo.compare  NE, %arg20, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %109 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %110 = stablehlo.compare  LT, %109, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %111 = stablehlo.add %109, %c_2 : tensor<2x1x1x8xi64>
    %112 = stablehlo.select %110, %111, %109 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %113 = stablehlo.reshape %112 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %114 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %115 = stablehlo.compare  LT, %114, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %116 = stablehlo.add %114, %c : tensor<2x1x1x8xi64>
    %117 = stablehlo.select %115, %116, %114 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %118 = stablehlo.reshape %117 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %119 = stablehlo.concatenate %113, %118, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %120 = "stablehlo.gather"(%108, %119) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %121 = stablehlo.convert %120 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %122 = stablehlo.reshape %121 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %124 = stablehlo.and %107, %123 : tensor<2x1x8x8xui8>
    %125 = stablehlo.compare  NE, %124, %c_24 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %126 = stablehlo.select %125, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32> loc("layers.0.self_attn")
    %127 = stablehlo.reshape %126 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %129 = stablehlo.add %87, %128 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %130 = stablehlo.reduce(%129 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.0.self_attn")
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %132 = stablehlo.subtract %129, %131 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %133 = stablehlo.exponential %132 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %134 = stablehlo.reduce(%133 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.0.self_attn")
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %136 = stablehlo.divide %133, %135 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %137 = stablehlo.reshape %136 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %138 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.0.self_attn.v_proj")
    %139 = stablehlo.dot_general %25, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.0.self_attn.v_proj")
    %140 = stablehlo.reshape %139 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.0.self_attn")
    %141 = stablehlo.transpose %140, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.0.self_attn")
    %143 = stablehlo.reshape %142 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %144 = stablehlo.dot_general %137, %143, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %145 = stablehlo.reshape %144 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("layers.0.self_attn")
    %147 = stablehlo.reshape %146 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32> loc("layers.0.self_attn")
    %148 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.gate_proj")
    %149 = stablehlo.dot_general %25, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.gate_proj")
    %150 = stablehlo.reshape %149 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.0.self_attn.gate_proj")
    %151 = stablehlo.logistic %150 : tensor<2x8x32xf32> loc("layers.0.self_attn")
    %152 = stablehlo.multiply %147, %151 : tensor<2x8x32xf32> loc("layers.0.self_attn")
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.o_proj")
    %154 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.o_proj")
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.o_proj")
    %156 = stablehlo.reshape %155 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.0.self_attn.o_proj")
    %157 = stablehlo.power %156, %cst_22 : tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %158 = stablehlo.reduce(%157 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.0.post_attention_layernorm")
    %159 = stablehlo.multiply %158, %cst_21 : tensor<2x8xf32> loc("layers.0.post_attention_layernorm")
    %160 = stablehlo.reshape %159 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.0.post_attention_layernorm")
    %161 = stablehlo.add %160, %cst : tensor<2x8x1xf32> loc("layers.0.post_attention_layernorm")
    %162 = stablehlo.rsqrt %161 : tensor<2x8x1xf32> loc("layers.0.post_attention_layernorm")
    %163 = stablehlo.reshape %162 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.0.post_attention_layernorm")
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %165 = stablehlo.multiply %156, %164 : tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %166 = stablehlo.add %arg13, %cst_18 : tensor<32xf32> loc("layers.0.post_attention_layernorm")
    %167 = stablehlo.broadcast_in_dim %166, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %168 = stablehlo.multiply %165, %167 : tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %169 = stablehlo.add %12, %168 : tensor<2x8x32xf32> loc("layers.0")
    %170 = stablehlo.power %169, %cst_22 : tensor<2x8x32xf32> loc("layers.0.pre_feedforward_layernorm")
    %171 = stablehlo.reduce(%170 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.0.pre_feedforward_layernorm")
    %172 = stablehlo.multiply %171, %cst_21 : tensor<2x8xf32> loc("layers.0.pre_feedforward_layernorm")
    %173 = stablehlo.reshape %172 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.0.pre_feedforward_layernorm")
    %174 = stablehlo.add %173, %cst_20 : tensor<2x8x1xf32> loc("layers.0.pre_feedforward_layernorm")
    %175 = stablehlo.rsqrt %174 : tensor<2x8x1xf32> loc("layers.0.pre_feedforward_layernorm")
    %176 = stablehlo.reshape %175 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.0.pre_feedforward_layernorm")
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.0.pre_feedforward_layernorm")
    %178 = stablehlo.multiply %169, %177 : tensor<2x8x32xf32> loc("layers.0.pre_feedforward_layernorm")
    %179 = stablehlo.add %arg12, %cst_18 : tensor<32xf32> loc("layers.0.pre_feedforward_layernorm")
    %180 = stablehlo.broadcast_in_dim %179, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.0.pre_feedforward_layernorm")
    %181 = stablehlo.multiply %178, %180 : tensor<2x8x32xf32> loc("layers.0.pre_feedforward_layernorm")
    %182 = stablehlo.reshape %181 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.0.mlp.gate_proj")
    %183 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.0.mlp.gate_proj")
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.0.mlp.gate_proj")
    %185 = stablehlo.reshape %184 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.0.mlp.gate_proj")
    %186 = stablehlo.logistic %185 : tensor<2x8x64xf32> loc("layers.0.mlp.act_fn")
    %187 = stablehlo.multiply %185, %186 : tensor<2x8x64xf32> loc("layers.0.mlp.act_fn")
    %188 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.0.mlp.up_proj")
    %189 = stablehlo.dot_general %182, %188, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.0.mlp.up_proj")
    %190 = stablehlo.reshape %189 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.0.mlp.up_proj")
    %191 = stablehlo.multiply %187, %190 : tensor<2x8x64xf32> loc("layers.0.mlp")
    %192 = stablehlo.reshape %191 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("layers.0.mlp.down_proj")
    %193 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("layers.0.mlp.down_proj")
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("layers.0.mlp.down_proj")
    %195 = stablehlo.reshape %194 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.0.mlp.down_proj")
    %196 = stablehlo.power %195, %cst_22 : tensor<2x8x32xf32> loc("layers.0.post_feedforward_layernorm")
    %197 = stablehlo.reduce(%196 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.0.post_feedforward_layernorm")
    %198 = stablehlo.multiply %197, %cst_21 : tensor<2x8xf32> loc("layers.0.post_feedforward_layernorm")
    %199 = stablehlo.reshape %198 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.0.post_feedforward_layernorm")
    %200 = stablehlo.add %199, %cst : tensor<2x8x1xf32> loc("layers.0.post_feedforward_layernorm")
    %201 = stablehlo.rsqrt %200 : tensor<2x8x1xf32> loc("layers.0.post_feedforward_layernorm")
    %202 = stablehlo.reshape %201 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.0.post_feedforward_layernorm")
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.0.post_feedforward_layernorm")
    %204 = stablehlo.multiply %195, %203 : tensor<2x8x32xf32> loc("layers.0.post_feedforward_layernorm")
    %205 = stablehlo.add %arg9, %cst_18 : tensor<32xf32> loc("layers.0.post_feedforward_layernorm")
    %206 = stablehlo.broadcast_in_dim %205, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.0.post_feedforward_layernorm")
    %207 = stablehlo.multiply %204, %206 : tensor<2x8x32xf32> loc("layers.0.post_feedforward_layernorm")
    %208 = stablehlo.add %169, %207 : tensor<2x8x32xf32> loc("layers.0")
    %209 = stablehlo.power %208, %cst_22 : tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %210 = stablehlo.reduce(%209 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.1.input_layernorm")
    %211 = stablehlo.multiply %210, %cst_21 : tensor<2x8xf32> loc("layers.1.input_layernorm")
    %212 = stablehlo.reshape %211 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.1.input_layernorm")
    %213 = stablehlo.add %212, %cst_20 : tensor<2x8x1xf32> loc("layers.1.input_layernorm")
    %214 = stablehlo.rsqrt %213 : tensor<2x8x1xf32> loc("layers.1.input_layernorm")
    %215 = stablehlo.reshape %214 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.1.input_layernorm")
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %217 = stablehlo.multiply %208, %216 : tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %218 = stablehlo.add %arg8, %cst_18 : tensor<32xf32> loc("layers.1.input_layernorm")
    %219 = stablehlo.broadcast_in_dim %218, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %220 = stablehlo.multiply %217, %219 : tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %221 = stablehlo.reshape %220 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.q_proj")
    %222 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.q_proj")
    %223 = stablehlo.dot_general %221, %222, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.q_proj")
    %224 = stablehlo.reshape %223 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("layers.1.self_attn")
    %225 = stablehlo.transpose %224, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %226 = stablehlo.power %225, %cst_17 : tensor<2x4x8x8xf32> loc("layers.1.self_attn.qk_norm")
    %227 = stablehlo.reduce(%226 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.1.self_attn.qk_norm")
    %228 = stablehlo.multiply %227, %cst_16 : tensor<2x4x8xf32> loc("layers.1.self_attn.qk_norm")
    %229 = stablehlo.reshape %228 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32> loc("layers.1.self_attn.qk_norm")
    %230 = stablehlo.add %229, %cst_15 : tensor<2x4x8x1xf32> loc("layers.1.self_attn.qk_norm")
    %231 = stablehlo.power %230, %cst_14 : tensor<2x4x8x1xf32> loc("layers.1.self_attn.qk_norm")
    %232 = stablehlo.reshape %231 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32> loc("layers.1.self_attn.qk_norm")
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn.qk_norm")
    %234 = stablehlo.multiply %225, %233 : tensor<2x4x8x8xf32> loc("layers.1.self_attn.qk_norm")
    %235 = stablehlo.multiply %234, %cst_13 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %236 = stablehlo.multiply %235, %cst_11 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %237 = stablehlo.reshape %236 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %238 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.1.self_attn.k_proj")
    %239 = stablehlo.dot_general %221, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.1.self_attn.k_proj")
    %240 = stablehlo.reshape %239 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.1.self_attn")
    %241 = stablehlo.transpose %240, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %242 = stablehlo.power %241, %cst_10 : tensor<2x2x8x8xf32> loc("layers.1.self_attn.qk_norm")
    %243 = stablehlo.reduce(%242 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32> loc("layers.1.self_attn.qk_norm")
    %244 = stablehlo.multiply %243, %cst_9 : tensor<2x2x8xf32> loc("layers.1.self_attn.qk_norm")
    %245 = stablehlo.reshape %244 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32> loc("layers.1.self_attn.qk_norm")
    %246 = stablehlo.add %245, %cst_8 : tensor<2x2x8x1xf32> loc("layers.1.self_attn.qk_norm")
    %247 = stablehlo.power %246, %cst_7 : tensor<2x2x8x1xf32> loc("layers.1.self_attn.qk_norm")
    %248 = stablehlo.reshape %247 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32> loc("layers.1.self_attn.qk_norm")
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.1.self_attn.qk_norm")
    %250 = stablehlo.multiply %241, %249 : tensor<2x2x8x8xf32> loc("layers.1.self_attn.qk_norm")
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.1.self_attn")
    %252 = stablehlo.reshape %251 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %253 = stablehlo.transpose %252, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %254 = stablehlo.multiply %253, %cst_11 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %255 = stablehlo.reshape %254 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %256 = stablehlo.dot_general %237, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %257 = stablehlo.reshape %256 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %258 = stablehlo.and %89, %99 : tensor<1x1x8x8xui8>
    %259 = stablehlo.compare  NE, %258, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %260 = stablehlo.convert %259 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %261 = stablehlo.reshape %260 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %262 = stablehlo.broadcast_in_dim %261, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %263 = stablehlo.and %262, %123 : tensor<2x1x8x8xui8>
    %264 = stablehlo.compare  NE, %263, %c_24 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %265 = stablehlo.select %264, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32> loc("layers.1.self_attn")
    %266 = stablehlo.reshape %265 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.1.self_attn")
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %268 = stablehlo.add %257, %267 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %269 = stablehlo.reduce(%268 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.1.self_attn")
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %271 = stablehlo.subtract %268, %270 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %272 = stablehlo.exponential %271 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %273 = stablehlo.reduce(%272 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.1.self_attn")
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %275 = stablehlo.divide %272, %274 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %276 = stablehlo.reshape %275 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %277 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.1.self_attn.v_proj")
    %278 = stablehlo.dot_general %221, %277, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.1.self_attn.v_proj")
    %279 = stablehlo.reshape %278 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.1.self_attn")
    %280 = stablehlo.transpose %279, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.1.self_attn")
    %282 = stablehlo.reshape %281 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %283 = stablehlo.dot_general %276, %282, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %284 = stablehlo.reshape %283 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %285 = stablehlo.transpose %284, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("layers.1.self_attn")
    %286 = stablehlo.reshape %285 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32> loc("layers.1.self_attn")
    %287 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.gate_proj")
    %288 = stablehlo.dot_general %221, %287, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.gate_proj")
    %289 = stablehlo.reshape %288 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.1.self_attn.gate_proj")
    %290 = stablehlo.logistic %289 : tensor<2x8x32xf32> loc("layers.1.self_attn")
    %291 = stablehlo.multiply %286, %290 : tensor<2x8x32xf32> loc("layers.1.self_attn")
    %292 = stablehlo.reshape %291 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.o_proj")
    %293 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.o_proj")
    %294 = stablehlo.dot_general %292, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.o_proj")
    %295 = stablehlo.reshape %294 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.1.self_attn.o_proj")
    %296 = stablehlo.power %295, %cst_22 : tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %297 = stablehlo.reduce(%296 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.1.post_attention_layernorm")
    %298 = stablehlo.multiply %297, %cst_21 : tensor<2x8xf32> loc("layers.1.post_attention_layernorm")
    %299 = stablehlo.reshape %298 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.1.post_attention_layernorm")
    %300 = stablehlo.add %299, %cst : tensor<2x8x1xf32> loc("layers.1.post_attention_layernorm")
    %301 = stablehlo.rsqrt %300 : tensor<2x8x1xf32> loc("layers.1.post_attention_layernorm")
    %302 = stablehlo.reshape %301 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.1.post_attention_layernorm")
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %304 = stablehlo.multiply %295, %303 : tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %305 = stablehlo.add %arg5, %cst_18 : tensor<32xf32> loc("layers.1.post_attention_layernorm")
    %306 = stablehlo.broadcast_in_dim %305, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %307 = stablehlo.multiply %304, %306 : tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %308 = stablehlo.add %208, %307 : tensor<2x8x32xf32> loc("layers.1")
    %309 = stablehlo.power %308, %cst_22 : tensor<2x8x32xf32> loc("layers.1.pre_feedforward_layernorm")
    %310 = stablehlo.reduce(%309 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.1.pre_feedforward_layernorm")
    %311 = stablehlo.multiply %310, %cst_21 : tensor<2x8xf32> loc("layers.1.pre_feedforward_layernorm")
    %312 = stablehlo.reshape %311 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.1.pre_feedforward_layernorm")
    %313 = stablehlo.add %312, %cst_20 : tensor<2x8x1xf32> loc("layers.1.pre_feedforward_layernorm")
    %314 = stablehlo.rsqrt %313 : tensor<2x8x1xf32> loc("layers.1.pre_feedforward_layernorm")
    %315 = stablehlo.reshape %314 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.1.pre_feedforward_layernorm")
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.1.pre_feedforward_layernorm")
    %317 = stablehlo.multiply %308, %316 : tensor<2x8x32xf32> loc("layers.1.pre_feedforward_layernorm")
    %318 = stablehlo.add %arg4, %cst_18 : tensor<32xf32> loc("layers.1.pre_feedforward_layernorm")
    %319 = stablehlo.broadcast_in_dim %318, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.1.pre_feedforward_layernorm")
    %320 = stablehlo.multiply %317, %319 : tensor<2x8x32xf32> loc("layers.1.pre_feedforward_layernorm")
    %321 = stablehlo.reshape %320 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.1.mlp.gate_proj")
    %322 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.1.mlp.gate_proj")
    %323 = stablehlo.dot_general %321, %322, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.1.mlp.gate_proj")
    %324 = stablehlo.reshape %323 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.1.mlp.gate_proj")
    %325 = stablehlo.logistic %324 : tensor<2x8x64xf32> loc("layers.1.mlp.act_fn")
    %326 = stablehlo.multiply %324, %325 : tensor<2x8x64xf32> loc("layers.1.mlp.act_fn")
    %327 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.1.mlp.up_proj")
    %328 = stablehlo.dot_general %321, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.1.mlp.up_proj")
    %329 = stablehlo.reshape %328 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.1.mlp.up_proj")
    %330 = stablehlo.multiply %326, %329 : tensor<2x8x64xf32> loc("layers.1.mlp")
    %331 = stablehlo.reshape %330 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("layers.1.mlp.down_proj")
    %332 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("layers.1.mlp.down_proj")
    %333 = stablehlo.dot_general %331, %332, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("layers.1.mlp.down_proj")
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.1.mlp.down_proj")
    %335 = stablehlo.power %334, %cst_22 : tensor<2x8x32xf32> loc("layers.1.post_feedforward_layernorm")
    %336 = stablehlo.reduce(%335 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.1.post_feedforward_layernorm")
    %337 = stablehlo.multiply %336, %cst_21 : tensor<2x8xf32> loc("layers.1.post_feedforward_layernorm")
    %338 = stablehlo.reshape %337 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.1.post_feedforward_layernorm")
    %339 = stablehlo.add %338, %cst : tensor<2x8x1xf32> loc("layers.1.post_feedforward_layernorm")
    %340 = stablehlo.rsqrt %339 : tensor<2x8x1xf32> loc("layers.1.post_feedforward_layernorm")
    %341 = stablehlo.reshape %340 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.1.post_feedforward_layernorm")
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.1.post_feedforward_layernorm")
    %343 = stablehlo.multiply %334, %342 : tensor<2x8x32xf32> loc("layers.1.post_feedforward_layernorm")
    %344 = stablehlo.add %arg1, %cst_18 : tensor<32xf32> loc("layers.1.post_feedforward_layernorm")
    %345 = stablehlo.broadcast_in_dim %344, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.1.post_feedforward_layernorm")
    %346 = stablehlo.multiply %343, %345 : tensor<2x8x32xf32> loc("layers.1.post_feedforward_layernorm")
    %347 = stablehlo.add %308, %346 : tensor<2x8x32xf32> loc("layers.1")
    %348 = stablehlo.power %347, %cst_22 : tensor<2x8x32xf32> loc("norm")
    %349 = stablehlo.reduce(%348 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("norm")
    %350 = stablehlo.multiply %349, %cst_21 : tensor<2x8xf32> loc("norm")
    %351 = stablehlo.reshape %350 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("norm")
    %352 = stablehlo.add %351, %cst_20 : tensor<2x8x1xf32> loc("norm")
    %353 = stablehlo.power %352, %cst_19 : tensor<2x8x1xf32> loc("norm")
    %354 = stablehlo.reshape %353 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("norm")
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("norm")
    %356 = stablehlo.multiply %347, %355 : tensor<2x8x32xf32> loc("norm")
    %357 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.multiply %356, %357 : tensor<2x8x32xf32>
    return %358 : tensor<2x8x32xf32>
  }
}
