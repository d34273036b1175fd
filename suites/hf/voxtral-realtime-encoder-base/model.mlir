module @IrToHlo.535 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32x3xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128x3xf32>, %arg11: tensor<1x128x16xf32>, %arg12: tensor<32xf32>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<64x32xf32>, %arg20: tensor<32xf32>) -> tensor<1x8x32xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<1x1x8x8xf32> loc("layers.0.self_attn")
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x8x8xf32> loc("layers.0.self_attn")
    %c = stablehlo.constant dense<0> : tensor<1x8xui8>
    %c_1 = stablehlo.constant dense<750> : tensor<1x1x8x1xi64>
    %c_2 = stablehlo.constant dense<[[[[[0, 0]], [[0, 1]], [[0, 2]], [[0, 3]], [[0, 4]], [[0, 5]], [[0, 6]], [[0, 7]]]]]> : tensor<1x1x8x1x2xi64>
    %c_3 = stablehlo.constant dense<[[[[[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6], [0, 7]]]]]> : tensor<1x1x1x8x2xi64>
    %cst_4 = stablehlo.constant dense<0.594603539> : tensor<1x2x8x8xf32>
    %cst_5 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32> loc("rotary_emb")
    %c_6 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<1x8x1xf32>
    %cst_8 = stablehlo.constant dense<3.125000e-02> : tensor<1x8xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<1x8x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x8xf32> loc("embedder")
    %cst_11 = stablehlo.constant dense<0.707106769> : tensor<1x32x8xf32> loc("embedder")
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x8xf32> loc("embedder")
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x16xf32> loc("embedder")
    %cst_14 = stablehlo.constant dense<0.707106769> : tensor<1x32x16xf32> loc("embedder")
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x16xf32> loc("embedder")
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<ui8>
    %c_18 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %1 = stablehlo.pad %arg11, %cst_19, low = [0, 0, 2], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x128x16xf32>, tensor<f32>) -> tensor<1x128x18xf32> loc("embedder.conv1")
    %2 = stablehlo.reshape %1 : (tensor<1x128x18xf32>) -> tensor<1x128x1x18xf32> loc("embedder.conv1")
    %3 = stablehlo.reshape %arg10 : (tensor<32x128x3xf32>) -> tensor<32x128x1x3xf32> loc("embedder.conv1")
    %4 = stablehlo.convolution(%2, %3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x128x1x18xf32>, tensor<32x128x1x3xf32>) -> tensor<1x32x1x16xf32> loc("embedder.conv1")
    %5 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x16xf32> loc("embedder.conv1")
    %6 = stablehlo.add %4, %5 : tensor<1x32x1x16xf32> loc("embedder.conv1")
    %7 = stablehlo.reshape %6 : (tensor<1x32x1x16xf32>) -> tensor<1x32x16xf32> loc("embedder.conv1")
    %8 = stablehlo.multiply %7, %cst_15 : tensor<1x32x16xf32> loc("embedder")
    %9 = stablehlo.multiply %7, %cst_14 : tensor<1x32x16xf32> loc("embedder")
    %10 = stablehlo.custom_call @mhlo.erf(%9) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x16xf32>) -> tensor<1x32x16xf32> loc("embedder")
    %11 = stablehlo.add %10, %cst_13 : tensor<1x32x16xf32> loc("embedder")
    %12 = stablehlo.multiply %8, %11 : tensor<1x32x16xf32> loc("embedder")
    %13 = stablehlo.pad %12, %cst_19, low = [0, 0, 1], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x32x16xf32>, tensor<f32>) -> tensor<1x32x17xf32> loc("embedder.conv2")
    %14 = stablehlo.reshape %13 : (tensor<1x32x17xf32>) -> tensor<1x32x1x17xf32> loc("embedder.conv2")
    %15 = stablehlo.reshape %arg8 : (tensor<32x32x3xf32>) -> tensor<32x32x1x3xf32> loc("embedder.conv2")
    %16 = stablehlo.convolution(%14, %15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x17xf32>, tensor<32x32x1x3xf32>) -> tensor<1x32x1x8xf32> loc("embedder.conv2")
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x8xf32> loc("embedder.conv2")
    %18 = stablehlo.add %16, %17 : tensor<1x32x1x8xf32> loc("embedder.conv2")
    %19 = stablehlo.reshape %18 : (tensor<1x32x1x8xf32>) -> tensor<1x32x8xf32> loc("embedder.conv2")
    %20 = stablehlo.multiply %19, %cst_12 : tensor<1x32x8xf32> loc("embedder")
    %21 = stablehlo.multiply %19, %cst_11 : tensor<1x32x8xf32> loc("embedder")
    %22 = stablehlo.custom_call @mhlo.erf(%21) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32> loc("embedder")
    %23 = stablehlo.add %22, %cst_10 : tensor<1x32x8xf32> loc("embedder")
    %24 = stablehlo.multiply %20, %23 : tensor<1x32x8xf32> loc("embedder")
    %25 = stablehlo.transpose %24, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,32]{1,2,0}"} : (tensor<1x32x8xf32>) -> tensor<1x8x32xf32> loc("embedder")
    %26 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32> loc("layers.0.self_attn_layer_norm")
    %27 = stablehlo.power %25, %cst_9 : tensor<1x8x32xf32> loc("layers.0.self_attn_layer_norm")
    %28 = stablehlo.reduce(%27 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32> loc("layers.0.self_attn_layer_norm")
    %29 = stablehlo.multiply %28, %cst_8 : tensor<1x8xf32> loc("layers.0.self_attn_layer_norm")
    %30 = stablehlo.reshape %29 : (tensor<1x8xf32>) -> tensor<1x8x1xf32> loc("layers.0.self_attn_layer_norm")
    %31 = stablehlo.add %30, %cst_7 : tensor<1x8x1xf32> loc("layers.0.self_attn_layer_norm")
    %32 = stablehlo.rsqrt %31 : tensor<1x8x1xf32> loc("layers.0.self_attn_layer_norm")
    %33 = stablehlo.reshape %32 : (tensor<1x8x1xf32>) -> tensor<1x8xf32> loc("layers.0.self_attn_layer_norm")
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32> loc("layers.0.self_attn_layer_norm")
    %35 = stablehlo.multiply %25, %34 : tensor<1x8x32xf32> loc("layers.0.self_attn_layer_norm")
    %36 = stablehlo.multiply %26, %35 : tensor<1x8x32xf32> loc("layers.0.self_attn_layer_norm")
    %37 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.0.self_attn.q_proj")
    %38 = stablehlo.reshape %37 : (tensor<32x16xf32>) -> tensor<1x32x16xf32> loc("layers.0.self_attn.q_proj")
    %39 = stablehlo.dot_general %36, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x32xf32>, tensor<1x32x16xf32>) -> tensor<1x8x16xf32> loc("layers.0.self_attn.q_proj")
    %40 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<16xf32>) -> tensor<1x8x16xf32> loc("layers.0.self_attn.q_proj")
    %41 = stablehlo.add %39, %40 : tensor<1x8x16xf32> loc("layers.0.self_attn.q_proj")
    %42 = stablehlo.reshape %41 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32> loc("layers.0.self_attn")
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,8]{3,1,2,0}"} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32> loc("rotary_emb")
    %45 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32> loc("rotary_emb")
    %46 = stablehlo.multiply %44, %45 : tensor<1x8x4xf32> loc("rotary_emb")
    %47 = stablehlo.concatenate %46, %46, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32> loc("rotary_emb")
    %48 = stablehlo.cosine %47 : tensor<1x8x8xf32> loc("rotary_emb")
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 2, 3] : (tensor<1x8x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %50 = stablehlo.multiply %43, %49 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %51 = stablehlo.slice %43 [0:1, 0:2, 0:8, 4:8] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32> loc("layers.0.self_attn")
    %52 = stablehlo.negate %51 : tensor<1x2x8x4xf32> loc("layers.0.self_attn")
    %53 = stablehlo.slice %43 [0:1, 0:2, 0:8, 0:4] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32> loc("layers.0.self_attn")
    %54 = stablehlo.concatenate %52, %53, dim = 3 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %55 = stablehlo.sine %47 : tensor<1x8x8xf32> loc("rotary_emb")
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 2, 3] : (tensor<1x8x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %57 = stablehlo.multiply %54, %56 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %58 = stablehlo.add %50, %57 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %59 = stablehlo.multiply %58, %cst_4 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %60 = stablehlo.reshape %59 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %61 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.0.self_attn.k_proj")
    %62 = stablehlo.reshape %61 : (tensor<32x16xf32>) -> tensor<1x32x16xf32> loc("layers.0.self_attn.k_proj")
    %63 = stablehlo.dot_general %36, %62, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x32xf32>, tensor<1x32x16xf32>) -> tensor<1x8x16xf32> loc("layers.0.self_attn.k_proj")
    %64 = stablehlo.reshape %63 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32> loc("layers.0.self_attn")
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,8]{3,1,2,0}"} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %66 = stablehlo.multiply %65, %49 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %67 = stablehlo.slice %65 [0:1, 0:2, 0:8, 4:8] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32> loc("layers.0.self_attn")
    %68 = stablehlo.negate %67 : tensor<1x2x8x4xf32> loc("layers.0.self_attn")
    %69 = stablehlo.slice %65 [0:1, 0:2, 0:8, 0:4] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32> loc("layers.0.self_attn")
    %70 = stablehlo.concatenate %68, %69, dim = 3 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %71 = stablehlo.multiply %70, %56 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %72 = stablehlo.add %66, %71 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %73 = stablehlo.transpose %72, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,8]{2,3,1,0}"} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %74 = stablehlo.multiply %73, %cst_4 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %75 = stablehlo.reshape %74 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %76 = stablehlo.dot_general %60, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %77 = stablehlo.reshape %76 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %78 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %80 = "stablehlo.gather"(%c_6, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<1x1x1x8xi64>) -> tensor<1x1x8xi64>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %83 = "stablehlo.gather"(%c_6, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xi64>
    %84 = stablehlo.subtract %83, %c_1 : tensor<1x1x8x1xi64>
    %85 = stablehlo.reshape %84 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8xi64>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.compare  GT, %82, %86 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %88 = stablehlo.convert %87 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %89 = stablehlo.and %79, %88 : tensor<1x1x8x8xui8>
    %90 = stablehlo.compare  NE, %89, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %91 = stablehlo.convert %90 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %92 = stablehlo.reshape %83 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8xi64>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %94 = stablehlo.compare  LE, %82, %93 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %95 = stablehlo.convert %94 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %96 = stablehlo.and %91, %95 : tensor<1x1x8x8xui8>
    %97 = stablehlo.compare  NE, %96, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %98 = stablehlo.convert %97 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %99 = stablehlo.and %79, %98 : tensor<1x1x8x8xui8>
    %100 = stablehlo.compare  NE, %99, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %101 = stablehlo.convert %100 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %102 = "stablehlo.reduce_window"(%c, %c_17) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg21: tensor<ui8>, %arg22: tensor<ui8>):
      %180 = stablehlo.add %arg21, %arg22 : tensor<ui8>
      stablehlo.return %180 : tensor<ui8>
    }) : (tensor<1x8xui8>, tensor<ui8>) -> tensor<1x8xui8>
    %103 = "stablehlo.gather"(%102, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xui8>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xui8>
    %104 = stablehlo.reshape %103 : (tensor<1x1x8x1xui8>) -> tensor<1x1x8xui8>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x8xui8>) -> tensor<1x1x8x8xui8>
    %106 = "stablehlo.gather"(%102, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xui8>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<1x1x1x8xui8>) -> tensor<1x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<1x1x8xui8>) -> tensor<1x1x8x8xui8>
    %109 = stablehlo.compare  EQ, %105, %108 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %110 = stablehlo.convert %109 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %111 = stablehlo.and %101, %110 : tensor<1x1x8x8xui8>
    %112 = stablehlo.compare  NE, %111, %c_18 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %113 = stablehlo.select %112, %cst_0, %cst : tensor<1x1x8x8xi1>, tensor<1x1x8x8xf32> loc("layers.0.self_attn")
    %114 = stablehlo.reshape %113 : (tensor<1x1x8x8xf32>) -> tensor<1x8x8xf32> loc("layers.0.self_attn")
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<1x8x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %116 = stablehlo.add %77, %115 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %117 = stablehlo.reduce(%116 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32> loc("layers.0.self_attn")
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %119 = stablehlo.subtract %116, %118 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %120 = stablehlo.exponential %119 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %121 = stablehlo.reduce(%120 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32> loc("layers.0.self_attn")
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %123 = stablehlo.divide %120, %122 : tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %124 = stablehlo.reshape %123 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %125 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32> loc("layers.0.self_attn.v_proj")
    %126 = stablehlo.reshape %125 : (tensor<32x16xf32>) -> tensor<1x32x16xf32> loc("layers.0.self_attn.v_proj")
    %127 = stablehlo.dot_general %36, %126, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x32xf32>, tensor<1x32x16xf32>) -> tensor<1x8x16xf32> loc("layers.0.self_attn.v_proj")
    %128 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<16xf32>) -> tensor<1x8x16xf32> loc("layers.0.self_attn.v_proj")
    %129 = stablehlo.add %127, %128 : tensor<1x8x16xf32> loc("layers.0.self_attn.v_proj")
    %130 = stablehlo.reshape %129 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32> loc("layers.0.self_attn")
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,8]{3,1,2,0}"} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %132 = stablehlo.reshape %131 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %133 = stablehlo.dot_general %124, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32> loc("layers.0.self_attn")
    %134 = stablehlo.reshape %133 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32> loc("layers.0.self_attn")
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,8,2,8]{3,1,2,0}"} : (tensor<1x2x8x8xf32>) -> tensor<1x8x2x8xf32> loc("layers.0.self_attn")
    %136 = stablehlo.reshape %135 : (tensor<1x8x2x8xf32>) -> tensor<8x16xf32> loc("layers.0.self_attn.o_proj")
    %137 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32> loc("layers.0.self_attn.o_proj")
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32> loc("layers.0.self_attn.o_proj")
    %139 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32> loc("layers.0.self_attn.o_proj")
    %140 = stablehlo.add %138, %139 : tensor<8x32xf32> loc("layers.0.self_attn.o_proj")
    %141 = stablehlo.reshape %140 : (tensor<8x32xf32>) -> tensor<1x8x32xf32> loc("layers.0.self_attn.o_proj")
    %142 = stablehlo.add %25, %141 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,32]{1,2,0}"} : tensor<1x8x32xf32> loc("layers.0")
    %143 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32> loc("layers.0.final_layer_norm")
    %144 = stablehlo.power %142, %cst_9 : tensor<1x8x32xf32> loc("layers.0.final_layer_norm")
    %145 = stablehlo.reduce(%144 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32> loc("layers.0.final_layer_norm")
    %146 = stablehlo.multiply %145, %cst_8 : tensor<1x8xf32> loc("layers.0.final_layer_norm")
    %147 = stablehlo.reshape %146 : (tensor<1x8xf32>) -> tensor<1x8x1xf32> loc("layers.0.final_layer_norm")
    %148 = stablehlo.add %147, %cst_7 : tensor<1x8x1xf32> loc("layers.0.final_layer_norm")
    %149 = stablehlo.rsqrt %148 : tensor<1x8x1xf32> loc("layers.0.final_layer_norm")
    %150 = stablehlo.reshape %149 : (tensor<1x8x1xf32>) -> tensor<1x8xf32> loc("layers.0.final_layer_norm")
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32> loc("layers.0.final_layer_norm")
    %152 = stablehlo.multiply %142, %151 : tensor<1x8x32xf32> loc("layers.0.final_layer_norm")
    %153 = stablehlo.multiply %143, %152 : tensor<1x8x32xf32> loc("layers.0.final_layer_norm")
    %154 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.0.mlp.gate_proj")
    %155 = stablehlo.reshape %154 : (tensor<32x64xf32>) -> tensor<1x32x64xf32> loc("layers.0.mlp.gate_proj")
    %156 = stablehlo.dot_general %153, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x32xf32>, tensor<1x32x64xf32>) -> tensor<1x8x64xf32> loc("layers.0.mlp.gate_proj")
    %157 = stablehlo.logistic %156 : tensor<1x8x64xf32> loc("layers.0.mlp.act_fn")
    %158 = stablehlo.multiply %156, %157 : tensor<1x8x64xf32> loc("layers.0.mlp.act_fn")
    %159 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("layers.0.mlp.up_proj")
    %160 = stablehlo.reshape %159 : (tensor<32x64xf32>) -> tensor<1x32x64xf32> loc("layers.0.mlp.up_proj")
    %161 = stablehlo.dot_general %153, %160, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x8x32xf32>, tensor<1x32x64xf32>) -> tensor<1x8x64xf32> loc("layers.0.mlp.up_proj")
    %162 = stablehlo.multiply %158, %161 : tensor<1x8x64xf32> loc("layers.0.mlp")
    %163 = stablehlo.reshape %162 : (tensor<1x8x64xf32>) -> tensor<8x64xf32> loc("layers.0.mlp.down_proj")
    %164 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("layers.0.mlp.down_proj")
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32> loc("layers.0.mlp.down_proj")
    %166 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32> loc("layers.0.mlp.down_proj")
    %167 = stablehlo.add %165, %166 : tensor<8x32xf32> loc("layers.0.mlp.down_proj")
    %168 = stablehlo.reshape %167 : (tensor<8x32xf32>) -> tensor<1x8x32xf32> loc("layers.0.mlp.down_proj")
    %169 = stablehlo.add %142, %168 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,32]{1,2,0}"} : tensor<1x8x32xf32> loc("layers.0")
    %170 = stablehlo.power %169, %cst_9 : tensor<1x8x32xf32> loc("norm")
    %171 = stablehlo.reduce(%170 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32> loc("norm")
    %172 = stablehlo.multiply %171, %cst_8 : tensor<1x8xf32> loc("norm")
    %173 = stablehlo.reshape %172 : (tensor<1x8xf32>) -> tensor<1x8x1xf32> loc("norm")
    %174 = stablehlo.add %173, %cst_7 : tensor<1x8x1xf32> loc("norm")
    %175 = stablehlo.rsqrt %174 : tensor<1x8x1xf32> loc("norm")
    %176 = stablehlo.reshape %175 : (tensor<1x8x1xf32>) -> tensor<1x8xf32> loc("norm")
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32> loc("norm")
    %178 = stablehlo.multiply %169, %177 : tensor<1x8x32xf32> loc("norm")
    %179 = stablehlo.multiply %0, %178 : tensor<1x8x32xf32>
    return %179 : tensor<1x8x32xf32>
  }
}
