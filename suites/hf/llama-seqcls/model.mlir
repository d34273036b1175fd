module @IrToHlo.423 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<3x32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32xf32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<8> : tensor<2xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_1 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi64>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32> loc("model.layers.0.self_attn")
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32> loc("model.layers.0.self_attn")
    %c_3 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64> loc("model")
    %c_4 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64> loc("model")
    %c_5 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64> loc("model")
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_8 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_9 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32> loc("model.rotary_emb")
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_11 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_13 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_14 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_16 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8> loc("model")
    %c_17 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8> loc("model")
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("model.norm")
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64> loc("model.embed_tokens")
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32> loc("model.embed_tokens")
    %3 = "stablehlo.gather"(%arg6, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("model.embed_tokens")
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("model.embed_tokens")
    %5 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("model.layers.0.input_layernorm")
    %6 = stablehlo.power %4, %cst_12 : tensor<2x8x32xf32> loc("model.layers.0.input_layernorm")
    %7 = stablehlo.reduce(%6 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("model.layers.0.input_layernorm")
    %8 = stablehlo.multiply %7, %cst_11 : tensor<2x8xf32> loc("model.layers.0.input_layernorm")
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("model.layers.0.input_layernorm")
    %10 = stablehlo.add %9, %cst_10 : tensor<2x8x1xf32> loc("model.layers.0.input_layernorm")
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32> loc("model.layers.0.input_layernorm")
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("model.layers.0.input_layernorm")
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("model.layers.0.input_layernorm")
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32> loc("model.layers.0.input_layernorm")
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32> loc("model.layers.0.input_layernorm")
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("model.layers.0.self_attn.q_proj")
    %17 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.0.self_attn.q_proj")
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("model.layers.0.self_attn.q_proj")
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("model.layers.0.self_attn")
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32> loc("model.rotary_emb")
    %22 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32> loc("model.rotary_emb")
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32> loc("model.rotary_emb")
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc("model.rotary_emb")
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32> loc("model.rotary_emb")
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<8x8xf32> loc("model.layers.0.self_attn")
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %28 = stablehlo.multiply %20, %27 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %29 = stablehlo.slice %20 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("model.layers.0.self_attn")
    %30 = stablehlo.negate %29 : tensor<2x4x8x4xf32> loc("model.layers.0.self_attn")
    %31 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32> loc("model.layers.0.self_attn")
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %33 = stablehlo.sine %24 : tensor<1x8x8xf32> loc("model.rotary_emb")
    %34 = stablehlo.reshape %33 : (tensor<1x8x8xf32>) -> tensor<8x8xf32> loc("model.layers.0.self_attn")
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %36 = stablehlo.multiply %32, %35 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %37 = stablehlo.add %28, %36 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %38 = stablehlo.multiply %37, %cst_8 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("model.layers.0.self_attn")
    %40 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("model.layers.0.self_attn.k_proj")
    %41 = stablehlo.dot_general %16, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("model.layers.0.self_attn.k_proj")
    %42 = stablehlo.reshape %41 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("model.layers.0.self_attn")
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %44 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %45 = stablehlo.multiply %43, %44 : tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %46 = stablehlo.slice %43 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("model.layers.0.self_attn")
    %47 = stablehlo.negate %46 : tensor<2x2x8x4xf32> loc("model.layers.0.self_attn")
    %48 = stablehlo.slice %43 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32> loc("model.layers.0.self_attn")
    %49 = stablehlo.concatenate %47, %48, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %50 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %51 = stablehlo.multiply %49, %50 : tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %52 = stablehlo.add %45, %51 : tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("model.layers.0.self_attn")
    %54 = stablehlo.reshape %53 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %55 = stablehlo.transpose %54, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %56 = stablehlo.multiply %55, %cst_8 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("model.layers.0.self_attn")
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("model.layers.0.self_attn")
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %60 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8> loc("model")
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8> loc("model")
    %62 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64> loc("model")
    %63 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64> loc("model")
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1> loc("model")
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8> loc("model")
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8> loc("model")
    %67 = stablehlo.compare  NE, %66, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1> loc("model")
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8> loc("model")
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8> loc("model")
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8> loc("model")
    %71 = stablehlo.compare  NE, %arg8, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1> loc("model")
    %72 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64> loc("model")
    %73 = stablehlo.compare  LT, %72, %c_5 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1> loc("model")
    %74 = stablehlo.add %72, %c_4 : tensor<2x1x1x8xi64> loc("model")
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64> loc("model")
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64> loc("model")
    %77 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64> loc("model")
    %78 = stablehlo.compare  LT, %77, %c_5 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1> loc("model")
    %79 = stablehlo.add %77, %c_3 : tensor<2x1x1x8xi64> loc("model")
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64> loc("model")
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64> loc("model")
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64> loc("model")
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1> loc("model")
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8> loc("model")
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8> loc("model")
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8> loc("model")
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8> loc("model")
    %88 = stablehlo.compare  NE, %87, %c_16 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1> loc("model")
    %89 = stablehlo.select %88, %cst_2, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32> loc("model.layers.0.self_attn")
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32> loc("model.layers.0.self_attn")
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %93 = stablehlo.reduce(%92 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("model.layers.0.self_attn")
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %97 = stablehlo.reduce(%96 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("model.layers.0.self_attn")
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %99 = stablehlo.divide %96, %98 : tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %100 = stablehlo.reshape %99 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("model.layers.0.self_attn")
    %101 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("model.layers.0.self_attn.v_proj")
    %102 = stablehlo.dot_general %16, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32> loc("model.layers.0.self_attn.v_proj")
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32> loc("model.layers.0.self_attn")
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32> loc("model.layers.0.self_attn")
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32> loc("model.layers.0.self_attn")
    %106 = stablehlo.reshape %105 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32> loc("model.layers.0.self_attn")
    %107 = stablehlo.dot_general %100, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("model.layers.0.self_attn")
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("model.layers.0.self_attn")
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("model.layers.0.self_attn")
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("model.layers.0.self_attn.o_proj")
    %111 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("model.layers.0.self_attn.o_proj")
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("model.layers.0.self_attn.o_proj")
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("model.layers.0.self_attn.o_proj")
    %114 = stablehlo.add %4, %113 : tensor<2x8x32xf32> loc("model.layers.0")
    %115 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("model.layers.0.post_attention_layernorm")
    %116 = stablehlo.power %114, %cst_12 : tensor<2x8x32xf32> loc("model.layers.0.post_attention_layernorm")
    %117 = stablehlo.reduce(%116 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("model.layers.0.post_attention_layernorm")
    %118 = stablehlo.multiply %117, %cst_11 : tensor<2x8xf32> loc("model.layers.0.post_attention_layernorm")
    %119 = stablehlo.reshape %118 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("model.layers.0.post_attention_layernorm")
    %120 = stablehlo.add %119, %cst_10 : tensor<2x8x1xf32> loc("model.layers.0.post_attention_layernorm")
    %121 = stablehlo.rsqrt %120 : tensor<2x8x1xf32> loc("model.layers.0.post_attention_layernorm")
    %122 = stablehlo.reshape %121 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("model.layers.0.post_attention_layernorm")
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("model.layers.0.post_attention_layernorm")
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32> loc("model.layers.0.post_attention_layernorm")
    %125 = stablehlo.multiply %115, %124 : tensor<2x8x32xf32> loc("model.layers.0.post_attention_layernorm")
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("model.layers.0.mlp.gate_proj")
    %127 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("model.layers.0.mlp.gate_proj")
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("model.layers.0.mlp.gate_proj")
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("model.layers.0.mlp.gate_proj")
    %130 = stablehlo.logistic %129 : tensor<2x8x64xf32> loc("model.layers.0.mlp.act_fn")
    %131 = stablehlo.multiply %129, %130 : tensor<2x8x64xf32> loc("model.layers.0.mlp.act_fn")
    %132 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("model.layers.0.mlp.up_proj")
    %133 = stablehlo.dot_general %126, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("model.layers.0.mlp.up_proj")
    %134 = stablehlo.reshape %133 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("model.layers.0.mlp.up_proj")
    %135 = stablehlo.multiply %131, %134 : tensor<2x8x64xf32> loc("model.layers.0.mlp")
    %136 = stablehlo.reshape %135 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("model.layers.0.mlp.down_proj")
    %137 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("model.layers.0.mlp.down_proj")
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("model.layers.0.mlp.down_proj")
    %139 = stablehlo.reshape %138 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("model.layers.0.mlp.down_proj")
    %140 = stablehlo.add %114, %139 : tensor<2x8x32xf32> loc("model.layers.0")
    %141 = stablehlo.power %140, %cst_12 : tensor<2x8x32xf32> loc("model.norm")
    %142 = stablehlo.reduce(%141 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32> loc("model.norm")
    %143 = stablehlo.multiply %142, %cst_11 : tensor<2x8xf32> loc("model.norm")
    %144 = stablehlo.reshape %143 : (tensor<2x8xf32>) -> tensor<2x8x1xf32> loc("model.norm")
    %145 = stablehlo.add %144, %cst_10 : tensor<2x8x1xf32> loc("model.norm")
    %146 = stablehlo.rsqrt %145 : tensor<2x8x1xf32> loc("model.norm")
    %147 = stablehlo.reshape %146 : (tensor<2x8x1xf32>) -> tensor<2x8xf32> loc("model.norm")
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32> loc("model.norm")
    %149 = stablehlo.multiply %140, %148 : tensor<2x8x32xf32> loc("model.norm")
    %150 = stablehlo.multiply %0, %149 : tensor<2x8x32xf32> loc("model.norm")
    %151 = stablehlo.reshape %150 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("score")
    %152 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,3]{0,1}"} : (tensor<3x32xf32>) -> tensor<32x3xf32> loc("score")
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x3xf32>) -> tensor<16x3xf32> loc("score")
    %154 = stablehlo.reshape %153 : (tensor<16x3xf32>) -> tensor<2x8x3xf32> loc("score")
    %155 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %156 = stablehlo.compare  NE, %arg0, %c_17 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %157 = stablehlo.convert %156 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %158 = stablehlo.multiply %155, %157 : tensor<2x8xi32>
    %159 = stablehlo.iota dim = 0 : tensor<8xi32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %161:2 = stablehlo.reduce(%158 init: %c_13), (%160 init: %c_19) across dimensions = [1] : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> (tensor<2xi32>, tensor<2xi32>)
     reducer(%arg16: tensor<i32>, %arg18: tensor<i32>) (%arg17: tensor<i32>, %arg19: tensor<i32>)  {
      %169 = stablehlo.compare  GE, %arg16, %arg18 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %170 = stablehlo.select %169, %arg16, %arg18 : tensor<i1>, tensor<i32>
      %171 = stablehlo.compare  EQ, %arg16, %arg18 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %172 = stablehlo.minimum %arg17, %arg19 : tensor<i32>
      %173 = stablehlo.select %169, %arg17, %arg19 : tensor<i1>, tensor<i32>
      %174 = stablehlo.select %171, %172, %173 : tensor<i1>, tensor<i32>
      stablehlo.return %170, %174 : tensor<i32>, tensor<i32>
    }
    %162 = stablehlo.convert %161#1 : (tensor<2xi32>) -> tensor<2xi64>
    %163 = stablehlo.compare  LT, %162, %c_0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %164 = stablehlo.add %162, %c : tensor<2xi64>
    %165 = stablehlo.select %163, %164, %162 : tensor<2xi1>, tensor<2xi64>
    %166 = stablehlo.reshape %165 : (tensor<2xi64>) -> tensor<2x1xi64>
    %167 = stablehlo.concatenate %c_1, %166, dim = 1 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %168 = "stablehlo.gather"(%154, %167) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x8x3xf32>, tensor<2x2xi64>) -> tensor<2x3xf32>
    return %168 : tensor<2x3xf32>
  }
}
