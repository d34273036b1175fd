module @IrToHlo.589 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<128x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<4xf32>, %arg14: tensor<16x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<2.630000e-01> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_5 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_6 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8x8xf32>
    %cst_7 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32> loc("rotary_emb")
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_9 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_11 = stablehlo.constant dense<1.200000e+01> : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_14 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg8 : (tensor<2x8xi64>) -> tensor<16xi64> loc("embed_tokens")
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32> loc("embed_tokens")
    %3 = "stablehlo.gather"(%arg9, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("embed_tokens")
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("embed_tokens")
    %5 = stablehlo.multiply %4, %cst_11 : tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %7 = stablehlo.power %5, %cst_10 : tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %8 = stablehlo.reduce(%7 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.0.input_layernorm")
    %9 = stablehlo.multiply %8, %cst_9 : tensor<2x8xf32> loc("layers.0.input_layernorm")
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.0.input_layernorm")
    %11 = stablehlo.add %10, %cst_8 : tensor<2x8x1xf32> loc("layers.0.input_layernorm")
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32> loc("layers.0.input_layernorm")
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.0.input_layernorm")
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32> loc("layers.0.input_layernorm")
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.q_proj")
    %18 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.q_proj")
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.q_proj")
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("layers.0.self_attn")
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32> loc("rotary_emb")
    %23 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32> loc("rotary_emb")
    %24 = stablehlo.multiply %22, %23 : tensor<1x8x4xf32> loc("rotary_emb")
    %25 = stablehlo.concatenate %24, %24, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc("rotary_emb")
    %26 = stablehlo.cosine %25 : tensor<1x8x8xf32> loc("rotary_emb")
    %27 = stablehlo.reshape %26 : (tensor<1x8x8xf32>) -> tensor<8x8xf32> loc("layers.0.self_attn")
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %29 = stablehlo.multiply %21, %28 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %30 = stablehlo.slice %21 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("layers.0.self_attn")
    %31 = stablehlo.negate %30 : tensor<2x4x8x4xf32> loc("layers.0.self_attn")
    %32 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("layers.0.self_attn")
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %34 = stablehlo.sine %25 : tensor<1x8x8xf32> loc("rotary_emb")
    %35 = stablehlo.reshape %34 : (tensor<1x8x8xf32>) -> tensor<8x8xf32> loc("layers.0.self_attn")
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %37 = stablehlo.multiply %33, %36 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %38 = stablehlo.add %29, %37 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %39 = stablehlo.multiply %38, %cst_6 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %41 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.0.self_attn.k_proj")
    %42 = stablehlo.dot_general %17, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.0.self_attn.k_proj")
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.0.self_attn")
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %45 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %46 = stablehlo.multiply %44, %45 : tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %47 = stablehlo.slice %44 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("layers.0.self_attn")
    %48 = stablehlo.negate %47 : tensor<2x2x8x4xf32> loc("layers.0.self_attn")
    %49 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("layers.0.self_attn")
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %51 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %53 = stablehlo.add %46, %52 : tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.0.self_attn")
    %55 = stablehlo.reshape %54 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %57 = stablehlo.multiply %56, %cst_6 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %59 = stablehlo.dot_general %40, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %60 = stablehlo.reshape %59 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %61 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %63 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.compare  LE, %63, %64 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.and %62, %66 : tensor<1x1x8x8xui8>
    %68 = stablehlo.compare  NE, %67, %c_15 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.reshape %69 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %arg11, %c_14 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %73 = stablehlo.broadcast_in_dim %c_4, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %74 = stablehlo.compare  LT, %73, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %75 = stablehlo.add %73, %c_2 : tensor<2x1x1x8xi64>
    %76 = stablehlo.select %74, %75, %73 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %78 = stablehlo.broadcast_in_dim %c_5, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.concatenate %77, %82, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %84 = "stablehlo.gather"(%72, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.and %71, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_13 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.select %89, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32> loc("layers.0.self_attn")
    %91 = stablehlo.reshape %90 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %93 = stablehlo.add %60, %92 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %94 = stablehlo.reduce(%93 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.0.self_attn")
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %96 = stablehlo.subtract %93, %95 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %97 = stablehlo.exponential %96 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %98 = stablehlo.reduce(%97 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.0.self_attn")
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %100 = stablehlo.divide %97, %99 : tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %101 = stablehlo.reshape %100 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %102 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.0.self_attn.v_proj")
    %103 = stablehlo.dot_general %17, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.0.self_attn.v_proj")
    %104 = stablehlo.reshape %103 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.0.self_attn")
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.0.self_attn")
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.0.self_attn")
    %107 = stablehlo.reshape %106 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %108 = stablehlo.dot_general %101, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.0.self_attn")
    %109 = stablehlo.reshape %108 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.0.self_attn")
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("layers.0.self_attn")
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.o_proj")
    %112 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.0.self_attn.o_proj")
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.o_proj")
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.0.self_attn.o_proj")
    %115 = stablehlo.multiply %114, %cst : tensor<2x8x32xf32> loc("layers.0")
    %116 = stablehlo.add %5, %115 : tensor<2x8x32xf32> loc("layers.0")
    %117 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %118 = stablehlo.power %116, %cst_10 : tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %119 = stablehlo.reduce(%118 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.0.post_attention_layernorm")
    %120 = stablehlo.multiply %119, %cst_9 : tensor<2x8xf32> loc("layers.0.post_attention_layernorm")
    %121 = stablehlo.reshape %120 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.0.post_attention_layernorm")
    %122 = stablehlo.add %121, %cst_8 : tensor<2x8x1xf32> loc("layers.0.post_attention_layernorm")
    %123 = stablehlo.rsqrt %122 : tensor<2x8x1xf32> loc("layers.0.post_attention_layernorm")
    %124 = stablehlo.reshape %123 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.0.post_attention_layernorm")
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %126 = stablehlo.multiply %116, %125 : tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %127 = stablehlo.multiply %117, %126 : tensor<2x8x32xf32> loc("layers.0.post_attention_layernorm")
    %128 = stablehlo.reshape %127 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.0.mlp.gate_proj")
    %129 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.0.mlp.gate_proj")
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.0.mlp.gate_proj")
    %131 = stablehlo.reshape %130 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.0.mlp.gate_proj")
    %132 = stablehlo.logistic %131 : tensor<2x8x64xf32> loc("layers.0.mlp.act_fn")
    %133 = stablehlo.multiply %131, %132 : tensor<2x8x64xf32> loc("layers.0.mlp.act_fn")
    %134 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.0.mlp.up_proj")
    %135 = stablehlo.dot_general %128, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.0.mlp.up_proj")
    %136 = stablehlo.reshape %135 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.0.mlp.up_proj")
    %137 = stablehlo.multiply %133, %136 : tensor<2x8x64xf32> loc("layers.0.mlp")
    %138 = stablehlo.reshape %137 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("layers.0.mlp.down_proj")
    %139 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("layers.0.mlp.down_proj")
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("layers.0.mlp.down_proj")
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.0.mlp.down_proj")
    %142 = stablehlo.multiply %141, %cst : tensor<2x8x32xf32> loc("layers.0")
    %143 = stablehlo.add %116, %142 : tensor<2x8x32xf32> loc("layers.0")
    %144 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %145 = stablehlo.power %143, %cst_10 : tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %146 = stablehlo.reduce(%145 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.1.input_layernorm")
    %147 = stablehlo.multiply %146, %cst_9 : tensor<2x8xf32> loc("layers.1.input_layernorm")
    %148 = stablehlo.reshape %147 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.1.input_layernorm")
    %149 = stablehlo.add %148, %cst_8 : tensor<2x8x1xf32> loc("layers.1.input_layernorm")
    %150 = stablehlo.rsqrt %149 : tensor<2x8x1xf32> loc("layers.1.input_layernorm")
    %151 = stablehlo.reshape %150 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.1.input_layernorm")
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %153 = stablehlo.multiply %143, %152 : tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %154 = stablehlo.multiply %144, %153 : tensor<2x8x32xf32> loc("layers.1.input_layernorm")
    %155 = stablehlo.reshape %154 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.q_proj")
    %156 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.q_proj")
    %157 = stablehlo.dot_general %155, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.q_proj")
    %158 = stablehlo.reshape %157 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("layers.1.self_attn")
    %159 = stablehlo.transpose %158, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %160 = stablehlo.multiply %159, %28 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %161 = stablehlo.slice %159 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("layers.1.self_attn")
    %162 = stablehlo.negate %161 : tensor<2x4x8x4xf32> loc("layers.1.self_attn")
    %163 = stablehlo.slice %159 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("layers.1.self_attn")
    %164 = stablehlo.concatenate %162, %163, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %165 = stablehlo.multiply %164, %36 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %166 = stablehlo.add %160, %165 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %167 = stablehlo.multiply %166, %cst_6 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %168 = stablehlo.reshape %167 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %169 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.1.self_attn.k_proj")
    %170 = stablehlo.dot_general %155, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.1.self_attn.k_proj")
    %171 = stablehlo.reshape %170 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.1.self_attn")
    %172 = stablehlo.transpose %171, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %173 = stablehlo.multiply %172, %45 : tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %174 = stablehlo.slice %172 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("layers.1.self_attn")
    %175 = stablehlo.negate %174 : tensor<2x2x8x4xf32> loc("layers.1.self_attn")
    %176 = stablehlo.slice %172 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("layers.1.self_attn")
    %177 = stablehlo.concatenate %175, %176, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %178 = stablehlo.multiply %177, %51 : tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %179 = stablehlo.add %173, %178 : tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.1.self_attn")
    %181 = stablehlo.reshape %180 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %182 = stablehlo.transpose %181, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %183 = stablehlo.multiply %182, %cst_6 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %184 = stablehlo.reshape %183 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %185 = stablehlo.dot_general %168, %184, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %186 = stablehlo.reshape %185 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %187 = stablehlo.add %186, %92 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %188 = stablehlo.reduce(%187 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.1.self_attn")
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %190 = stablehlo.subtract %187, %189 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %191 = stablehlo.exponential %190 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %192 = stablehlo.reduce(%191 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("layers.1.self_attn")
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %194 = stablehlo.divide %191, %193 : tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %195 = stablehlo.reshape %194 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %196 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.1.self_attn.v_proj")
    %197 = stablehlo.dot_general %155, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("layers.1.self_attn.v_proj")
    %198 = stablehlo.reshape %197 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("layers.1.self_attn")
    %199 = stablehlo.transpose %198, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("layers.1.self_attn")
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("layers.1.self_attn")
    %201 = stablehlo.reshape %200 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %202 = stablehlo.dot_general %195, %201, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("layers.1.self_attn")
    %203 = stablehlo.reshape %202 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("layers.1.self_attn")
    %204 = stablehlo.transpose %203, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("layers.1.self_attn")
    %205 = stablehlo.reshape %204 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.o_proj")
    %206 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("layers.1.self_attn.o_proj")
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("layers.1.self_attn.o_proj")
    %208 = stablehlo.reshape %207 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.1.self_attn.o_proj")
    %209 = stablehlo.multiply %208, %cst : tensor<2x8x32xf32> loc("layers.1")
    %210 = stablehlo.add %143, %209 : tensor<2x8x32xf32> loc("layers.1")
    %211 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %212 = stablehlo.power %210, %cst_10 : tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %213 = stablehlo.reduce(%212 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("layers.1.post_attention_layernorm")
    %214 = stablehlo.multiply %213, %cst_9 : tensor<2x8xf32> loc("layers.1.post_attention_layernorm")
    %215 = stablehlo.reshape %214 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("layers.1.post_attention_layernorm")
    %216 = stablehlo.add %215, %cst_8 : tensor<2x8x1xf32> loc("layers.1.post_attention_layernorm")
    %217 = stablehlo.rsqrt %216 : tensor<2x8x1xf32> loc("layers.1.post_attention_layernorm")
    %218 = stablehlo.reshape %217 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("layers.1.post_attention_layernorm")
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %220 = stablehlo.multiply %210, %219 : tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %221 = stablehlo.multiply %211, %220 : tensor<2x8x32xf32> loc("layers.1.post_attention_layernorm")
    %222 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("layers.1.mlp.gate_proj")
    %223 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.1.mlp.gate_proj")
    %224 = stablehlo.dot_general %222, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.1.mlp.gate_proj")
    %225 = stablehlo.reshape %224 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.1.mlp.gate_proj")
    %226 = stablehlo.logistic %225 : tensor<2x8x64xf32> loc("layers.1.mlp.act_fn")
    %227 = stablehlo.multiply %225, %226 : tensor<2x8x64xf32> loc("layers.1.mlp.act_fn")
    %228 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.1.mlp.up_proj")
    %229 = stablehlo.dot_general %222, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("layers.1.mlp.up_proj")
    %230 = stablehlo.reshape %229 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("layers.1.mlp.up_proj")
    %231 = stablehlo.multiply %227, %230 : tensor<2x8x64xf32> loc("layers.1.mlp")
    %232 = stablehlo.reshape %231 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("layers.1.mlp.down_proj")
    %233 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("layers.1.mlp.down_proj")
    %234 = stablehlo.dot_general %232, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("layers.1.mlp.down_proj")
    %235 = stablehlo.reshape %234 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("layers.1.mlp.down_proj")
    %236 = stablehlo.multiply %235, %cst : tensor<2x8x32xf32> loc("layers.1")
    %237 = stablehlo.add %210, %236 : tensor<2x8x32xf32> loc("layers.1")
    %238 = stablehlo.power %237, %cst_10 : tensor<2x8x32xf32> loc("norm")
    %239 = stablehlo.reduce(%238 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("norm")
    %240 = stablehlo.multiply %239, %cst_9 : tensor<2x8xf32> loc("norm")
    %241 = stablehlo.reshape %240 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("norm")
    %242 = stablehlo.add %241, %cst_8 : tensor<2x8x1xf32> loc("norm")
    %243 = stablehlo.rsqrt %242 : tensor<2x8x1xf32> loc("norm")
    %244 = stablehlo.reshape %243 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("norm")
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("norm")
    %246 = stablehlo.multiply %237, %245 : tensor<2x8x32xf32> loc("norm")
    %247 = stablehlo.multiply %0, %246 : tensor<2x8x32xf32>
    return %247 : tensor<2x8x32xf32>
  }
}
