module @IrToHlo.395 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<1x32xi64>, %arg4: tensor<32x32xf32>, %arg5: tensor<1x32xi64>, %arg6: tensor<2x32xf32>, %arg7: tensor<2x8xi64>, %arg8: tensor<128x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>) -> (tensor<2x8x32xf32>, tensor<2x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32> loc("encoder.layer.0.attention.self")
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32> loc("encoder.layer.0.attention.self")
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32> loc("encoder.layer.0.attention.self")
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32> loc("encoder.layer.0.attention.self")
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<1x8x1xui32> loc("embeddings")
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_16 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<16xi64> loc("embeddings.word_embeddings")
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32> loc("embeddings.word_embeddings")
    %2 = "stablehlo.gather"(%arg8, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("embeddings.word_embeddings")
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("embeddings.word_embeddings")
    %4 = stablehlo.slice %arg3 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64> loc("embeddings")
    %5 = stablehlo.convert %4 : (tensor<1x8xi64>) -> tensor<1x8xui32> loc("embeddings")
    %6 = stablehlo.reshape %5 : (tensor<1x8xui32>) -> tensor<1x8x1xui32> loc("embeddings")
    %7 = stablehlo.concatenate %c_13, %6, dim = 2 : (tensor<1x8x1xui32>, tensor<1x8x1xui32>) -> tensor<1x8x2xui32> loc("embeddings")
    %8 = "stablehlo.gather"(%arg5, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi64>, tensor<1x8x2xui32>) -> tensor<1x8xi64> loc("embeddings")
    %9 = stablehlo.reshape %8 : (tensor<1x8xi64>) -> tensor<8xi64> loc("embeddings")
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64> loc("embeddings")
    %11 = stablehlo.reshape %10 : (tensor<2x8xi64>) -> tensor<16xi64> loc("embeddings.token_type_embeddings")
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32> loc("embeddings.token_type_embeddings")
    %13 = "stablehlo.gather"(%arg6, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("embeddings.token_type_embeddings")
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("embeddings.token_type_embeddings")
    %15 = stablehlo.add %3, %14 : tensor<2x8x32xf32> loc("embeddings")
    %16 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64> loc("embeddings.position_embeddings")
    %17 = stablehlo.convert %16 : (tensor<8xi64>) -> tensor<8xui32> loc("embeddings.position_embeddings")
    %18 = "stablehlo.gather"(%arg4, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32> loc("embeddings.position_embeddings")
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32> loc("embeddings")
    %20 = stablehlo.add %15, %19 : tensor<2x8x32xf32> loc("embeddings")
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("embeddings.LayerNorm")
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%21, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("embeddings.LayerNorm")
    %22 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("embeddings.dropout")
    %23 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("embeddings.LayerNorm")
    %24 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("embeddings.dropout")
    %25 = stablehlo.multiply %23, %24 : tensor<2x8x32xf32> loc("embeddings.dropout")
    %26 = stablehlo.add %22, %25 : tensor<2x8x32xf32> loc("embeddings.dropout")
    %27 = stablehlo.reshape %26 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %28 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.query")
    %29 = stablehlo.dot_general %27, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %30 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %31 = stablehlo.add %29, %30 : tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %32 = stablehlo.reshape %31 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32> loc("encoder.layer.0.attention.self")
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32> loc("encoder.layer.0.attention.self")
    %34 = stablehlo.multiply %33, %cst_10 : tensor<2x2x8x16xf32> loc("encoder.layer.0.attention.self")
    %35 = stablehlo.reshape %34 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32> loc("encoder.layer.0.attention.self")
    %36 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.key")
    %37 = stablehlo.dot_general %27, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.key")
    %38 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.key")
    %39 = stablehlo.add %37, %38 : tensor<16x32xf32> loc("encoder.layer.0.attention.self.key")
    %40 = stablehlo.reshape %39 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32> loc("encoder.layer.0.attention.self")
    %41 = stablehlo.transpose %40, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32> loc("encoder.layer.0.attention.self")
    %42 = stablehlo.multiply %41, %cst_9 : tensor<2x2x16x8xf32> loc("encoder.layer.0.attention.self")
    %43 = stablehlo.reshape %42 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32> loc("encoder.layer.0.attention.self")
    %44 = stablehlo.dot_general %35, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32> loc("encoder.layer.0.attention.self")
    %45 = stablehlo.reshape %44 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %46 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %48 = stablehlo.and %47, %c_8 : tensor<1x1x8x1xui8>
    %49 = stablehlo.compare  NE, %48, %c_17 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %50 = stablehlo.convert %49 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %51 = stablehlo.reshape %50 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %53 = stablehlo.compare  NE, %arg14, %c_16 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %54 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %55 = stablehlo.compare  LT, %54, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.add %54, %c_5 : tensor<2x1x1x8xi64>
    %57 = stablehlo.select %55, %56, %54 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %59 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %60 = stablehlo.compare  LT, %59, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %61 = stablehlo.add %59, %c : tensor<2x1x1x8xi64>
    %62 = stablehlo.select %60, %61, %59 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %64 = stablehlo.concatenate %58, %63, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %65 = "stablehlo.gather"(%53, %64) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %66 = stablehlo.convert %65 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %67 = stablehlo.reshape %66 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %69 = stablehlo.and %52, %68 : tensor<2x1x8x8xui8>
    %70 = stablehlo.compare  NE, %69, %c_15 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %71 = stablehlo.select %70, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32> loc("encoder.layer.0.attention.self")
    %72 = stablehlo.reshape %71 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32> loc("encoder.layer.0.attention.self")
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %74 = stablehlo.add %45, %73 : tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %75 = stablehlo.reduce(%74 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32> loc("encoder.layer.0.attention.self")
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %77 = stablehlo.subtract %74, %76 : tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %78 = stablehlo.exponential %77 : tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %79 = stablehlo.reduce(%78 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32> loc("encoder.layer.0.attention.self")
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %81 = stablehlo.divide %78, %80 : tensor<2x2x8x8xf32> loc("encoder.layer.0.attention.self")
    %82 = stablehlo.reshape %81 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32> loc("encoder.layer.0.attention.self")
    %83 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.value")
    %84 = stablehlo.dot_general %27, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.value")
    %85 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.value")
    %86 = stablehlo.add %84, %85 : tensor<16x32xf32> loc("encoder.layer.0.attention.self.value")
    %87 = stablehlo.reshape %86 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32> loc("encoder.layer.0.attention.self")
    %88 = stablehlo.transpose %87, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32> loc("encoder.layer.0.attention.self")
    %89 = stablehlo.reshape %88 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32> loc("encoder.layer.0.attention.self")
    %90 = stablehlo.dot_general %82, %89, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc("encoder.layer.0.attention.self")
    %91 = stablehlo.reshape %90 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32> loc("encoder.layer.0.attention.self")
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32> loc("encoder.layer.0.attention.self")
    %93 = stablehlo.reshape %92 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %94 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.output.dense")
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %96 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %97 = stablehlo.add %95, %96 : tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %98 = stablehlo.reshape %97 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.dropout")
    %99 = stablehlo.add %98, %26 : tensor<2x8x32xf32> loc("encoder.layer.0.attention.output")
    %100 = stablehlo.reshape %99 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%100, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layer.0.attention.output.LayerNorm")
    %101 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %102 = stablehlo.reshape %output_19 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %103 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %104 = stablehlo.multiply %102, %103 : tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %105 = stablehlo.add %101, %104 : tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %106 = stablehlo.reshape %105 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.intermediate.dense")
    %107 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("encoder.layer.0.intermediate.dense")
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("encoder.layer.0.intermediate.dense")
    %109 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("encoder.layer.0.intermediate.dense")
    %110 = stablehlo.add %108, %109 : tensor<16x64xf32> loc("encoder.layer.0.intermediate.dense")
    %111 = stablehlo.reshape %110 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.dense")
    %112 = stablehlo.multiply %111, %cst_1 : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %113 = stablehlo.multiply %111, %cst_0 : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %114 = stablehlo.custom_call @mhlo.erf(%113) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %115 = stablehlo.add %114, %cst : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %116 = stablehlo.multiply %112, %115 : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %117 = stablehlo.reshape %116 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("encoder.layer.0.output.dense")
    %118 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("encoder.layer.0.output.dense")
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.output.dense")
    %120 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.output.dense")
    %121 = stablehlo.add %119, %120 : tensor<16x32xf32> loc("encoder.layer.0.output.dense")
    %122 = stablehlo.reshape %121 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.output.dropout")
    %123 = stablehlo.add %122, %105 : tensor<2x8x32xf32> loc("encoder.layer.0.output")
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%124, %cst_12, %cst_11) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layer.0.output.LayerNorm")
    %125 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.reshape %output_22 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %127 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.add %125, %128 : tensor<2x8x32xf32>
    %130 = stablehlo.slice %129 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32> loc("pooler")
    %131 = stablehlo.reshape %130 : (tensor<2x1x32xf32>) -> tensor<2x32xf32> loc("pooler")
    %132 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("pooler.dense")
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32> loc("pooler.dense")
    %134 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32> loc("pooler.dense")
    %135 = stablehlo.add %133, %134 : tensor<2x32xf32> loc("pooler.dense")
    %136 = stablehlo.tanh %135 : tensor<2x32xf32>
    return %129, %136 : tensor<2x8x32xf32>, tensor<2x32xf32>
  }
}
