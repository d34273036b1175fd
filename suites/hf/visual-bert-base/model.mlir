module @IrToHlo.582 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<1x64xi64>, %arg6: tensor<64x32xf32>, %arg7: tensor<2x32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<128x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x32xf32>, %arg40: tensor<32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x1x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x1x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<1x1x1x1xui8>
    %cst_9 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<16xui32> loc("embeddings.token_type_embeddings")
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x1x8xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x1x1xui8>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg8 : (tensor<2x8xi64>) -> tensor<16xi64> loc("embeddings.word_embeddings")
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32> loc("embeddings.word_embeddings")
    %2 = "stablehlo.gather"(%arg9, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("embeddings.word_embeddings")
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("embeddings.word_embeddings")
    %4 = "stablehlo.gather"(%arg7, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("embeddings.token_type_embeddings")
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("embeddings.token_type_embeddings")
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32> loc("embeddings")
    %7 = stablehlo.slice %arg5 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64> loc("embeddings")
    %8 = stablehlo.reshape %7 : (tensor<1x8xi64>) -> tensor<8xi64> loc("embeddings.position_embeddings")
    %9 = stablehlo.convert %8 : (tensor<8xi64>) -> tensor<8xui32> loc("embeddings.position_embeddings")
    %10 = "stablehlo.gather"(%arg6, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32> loc("embeddings.position_embeddings")
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32> loc("embeddings")
    %12 = stablehlo.add %6, %11 : tensor<2x8x32xf32> loc("embeddings")
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("embeddings.LayerNorm")
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%13, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("embeddings.LayerNorm")
    %14 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("embeddings.dropout")
    %15 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("embeddings.LayerNorm")
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("embeddings.dropout")
    %17 = stablehlo.multiply %15, %16 : tensor<2x8x32xf32> loc("embeddings.dropout")
    %18 = stablehlo.add %14, %17 : tensor<2x8x32xf32> loc("embeddings.dropout")
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %20 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.query")
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %22 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %23 = stablehlo.add %21, %22 : tensor<16x32xf32> loc("encoder.layer.0.attention.self.query")
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.0.attention.self")
    %25 = stablehlo.transpose %24, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %26 = stablehlo.reshape %25 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.0.attention.self")
    %27 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.key")
    %28 = stablehlo.dot_general %19, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.key")
    %29 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.key")
    %30 = stablehlo.add %28, %29 : tensor<16x32xf32> loc("encoder.layer.0.attention.self.key")
    %31 = stablehlo.reshape %30 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.0.attention.self")
    %32 = stablehlo.transpose %31, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %33 = stablehlo.reshape %32 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.0.attention.self")
    %34 = stablehlo.dot_general %26, %33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.0.attention.self")
    %35 = stablehlo.reshape %34 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %36 = stablehlo.divide %35, %cst_9 : tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %37 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %38 = stablehlo.reshape %37 : (tensor<ui8>) -> tensor<1x1x1x1xui8>
    %39 = stablehlo.and %38, %c_8 : tensor<1x1x1x1xui8>
    %40 = stablehlo.compare  NE, %39, %c_16 : (tensor<1x1x1x1xui8>, tensor<1x1x1x1xui8>) -> tensor<1x1x1x1xi1>
    %41 = stablehlo.convert %40 : (tensor<1x1x1x1xi1>) -> tensor<1x1x1x1xui8>
    %42 = stablehlo.reshape %41 : (tensor<1x1x1x1xui8>) -> tensor<1x1xui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2] : (tensor<1x1xui8>) -> tensor<2x1x1x8xui8>
    %44 = stablehlo.compare  NE, %arg15, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %45 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %46 = stablehlo.compare  LT, %45, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %47 = stablehlo.add %45, %c_5 : tensor<2x1x1x8xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %50 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.concatenate %49, %54, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %56 = "stablehlo.gather"(%44, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.convert %56 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %58 = stablehlo.and %43, %57 : tensor<2x1x1x8xui8>
    %59 = stablehlo.compare  NE, %58, %c_14 : (tensor<2x1x1x8xui8>, tensor<2x1x1x8xui8>) -> tensor<2x1x1x8xi1>
    %60 = stablehlo.select %59, %cst_3, %cst_2 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32> loc("encoder.layer.0.attention.self")
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %63 = stablehlo.add %36, %62 : tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %64 = stablehlo.reduce(%63 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layer.0.attention.self.dropout")
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self.dropout")
    %66 = stablehlo.subtract %63, %65 : tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self.dropout")
    %67 = stablehlo.exponential %66 : tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self.dropout")
    %68 = stablehlo.reduce(%67 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layer.0.attention.self.dropout")
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self.dropout")
    %70 = stablehlo.divide %67, %69 : tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self.dropout")
    %71 = stablehlo.reshape %70 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.0.attention.self")
    %72 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.value")
    %73 = stablehlo.dot_general %19, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.value")
    %74 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.self.value")
    %75 = stablehlo.add %73, %74 : tensor<16x32xf32> loc("encoder.layer.0.attention.self.value")
    %76 = stablehlo.reshape %75 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.0.attention.self")
    %77 = stablehlo.transpose %76, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %78 = stablehlo.reshape %77 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.0.attention.self")
    %79 = stablehlo.dot_general %71, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.0.attention.self")
    %80 = stablehlo.reshape %79 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.0.attention.self")
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.0.attention.self")
    %82 = stablehlo.reshape %81 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %83 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.output.dense")
    %84 = stablehlo.dot_general %82, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %85 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %86 = stablehlo.add %84, %85 : tensor<16x32xf32> loc("encoder.layer.0.attention.output.dense")
    %87 = stablehlo.reshape %86 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.dropout")
    %88 = stablehlo.add %87, %18 : tensor<2x8x32xf32> loc("encoder.layer.0.attention.output")
    %89 = stablehlo.reshape %88 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%89, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layer.0.attention.output.LayerNorm")
    %90 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %91 = stablehlo.reshape %output_18 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %92 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %93 = stablehlo.multiply %91, %92 : tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %94 = stablehlo.add %90, %93 : tensor<2x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %95 = stablehlo.reshape %94 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.intermediate.dense")
    %96 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("encoder.layer.0.intermediate.dense")
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("encoder.layer.0.intermediate.dense")
    %98 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("encoder.layer.0.intermediate.dense")
    %99 = stablehlo.add %97, %98 : tensor<16x64xf32> loc("encoder.layer.0.intermediate.dense")
    %100 = stablehlo.reshape %99 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.dense")
    %101 = stablehlo.multiply %100, %cst_1 : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %102 = stablehlo.multiply %100, %cst_0 : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %103 = stablehlo.custom_call @mhlo.erf(%102) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %104 = stablehlo.add %103, %cst : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %105 = stablehlo.multiply %101, %104 : tensor<2x8x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %106 = stablehlo.reshape %105 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("encoder.layer.0.output.dense")
    %107 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("encoder.layer.0.output.dense")
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.output.dense")
    %109 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.0.output.dense")
    %110 = stablehlo.add %108, %109 : tensor<16x32xf32> loc("encoder.layer.0.output.dense")
    %111 = stablehlo.reshape %110 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.output.dropout")
    %112 = stablehlo.add %111, %94 : tensor<2x8x32xf32> loc("encoder.layer.0.output")
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%113, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layer.0.output.LayerNorm")
    %114 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %115 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %116 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %117 = stablehlo.multiply %115, %116 : tensor<2x8x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %118 = stablehlo.add %114, %117 : tensor<2x8x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %119 = stablehlo.reshape %118 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.self.query")
    %120 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.1.attention.self.query")
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.self.query")
    %122 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.self.query")
    %123 = stablehlo.add %121, %122 : tensor<16x32xf32> loc("encoder.layer.1.attention.self.query")
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.1.attention.self")
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self")
    %126 = stablehlo.reshape %125 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.1.attention.self")
    %127 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.1.attention.self.key")
    %128 = stablehlo.dot_general %119, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.self.key")
    %129 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.self.key")
    %130 = stablehlo.add %128, %129 : tensor<16x32xf32> loc("encoder.layer.1.attention.self.key")
    %131 = stablehlo.reshape %130 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.1.attention.self")
    %132 = stablehlo.transpose %131, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self")
    %133 = stablehlo.reshape %132 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.1.attention.self")
    %134 = stablehlo.dot_general %126, %133, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.1.attention.self")
    %135 = stablehlo.reshape %134 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self")
    %136 = stablehlo.divide %135, %cst_9 : tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self")
    %137 = stablehlo.add %136, %62 : tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self")
    %138 = stablehlo.reduce(%137 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layer.1.attention.self.dropout")
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self.dropout")
    %140 = stablehlo.subtract %137, %139 : tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self.dropout")
    %141 = stablehlo.exponential %140 : tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self.dropout")
    %142 = stablehlo.reduce(%141 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("encoder.layer.1.attention.self.dropout")
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self.dropout")
    %144 = stablehlo.divide %141, %143 : tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self.dropout")
    %145 = stablehlo.reshape %144 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.1.attention.self")
    %146 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.1.attention.self.value")
    %147 = stablehlo.dot_general %119, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.self.value")
    %148 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.self.value")
    %149 = stablehlo.add %147, %148 : tensor<16x32xf32> loc("encoder.layer.1.attention.self.value")
    %150 = stablehlo.reshape %149 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.1.attention.self")
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self")
    %152 = stablehlo.reshape %151 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.1.attention.self")
    %153 = stablehlo.dot_general %145, %152, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("encoder.layer.1.attention.self")
    %154 = stablehlo.reshape %153 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("encoder.layer.1.attention.self")
    %155 = stablehlo.transpose %154, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("encoder.layer.1.attention.self")
    %156 = stablehlo.reshape %155 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.output.dense")
    %157 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.1.attention.output.dense")
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.output.dense")
    %159 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.attention.output.dense")
    %160 = stablehlo.add %158, %159 : tensor<16x32xf32> loc("encoder.layer.1.attention.output.dense")
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.1.attention.output.dropout")
    %162 = stablehlo.add %161, %118 : tensor<2x8x32xf32> loc("encoder.layer.1.attention.output")
    %163 = stablehlo.reshape %162 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layer.1.attention.output.LayerNorm")
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%163, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layer.1.attention.output.LayerNorm")
    %164 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.1.attention.output.LayerNorm")
    %165 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.1.attention.output.LayerNorm")
    %166 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.1.attention.output.LayerNorm")
    %167 = stablehlo.multiply %165, %166 : tensor<2x8x32xf32> loc("encoder.layer.1.attention.output.LayerNorm")
    %168 = stablehlo.add %164, %167 : tensor<2x8x32xf32> loc("encoder.layer.1.attention.output.LayerNorm")
    %169 = stablehlo.reshape %168 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.intermediate.dense")
    %170 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("encoder.layer.1.intermediate.dense")
    %171 = stablehlo.dot_general %169, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("encoder.layer.1.intermediate.dense")
    %172 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("encoder.layer.1.intermediate.dense")
    %173 = stablehlo.add %171, %172 : tensor<16x64xf32> loc("encoder.layer.1.intermediate.dense")
    %174 = stablehlo.reshape %173 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layer.1.intermediate.dense")
    %175 = stablehlo.multiply %174, %cst_1 : tensor<2x8x64xf32> loc("encoder.layer.1.intermediate.intermediate_act_fn")
    %176 = stablehlo.multiply %174, %cst_0 : tensor<2x8x64xf32> loc("encoder.layer.1.intermediate.intermediate_act_fn")
    %177 = stablehlo.custom_call @mhlo.erf(%176) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32> loc("encoder.layer.1.intermediate.intermediate_act_fn")
    %178 = stablehlo.add %177, %cst : tensor<2x8x64xf32> loc("encoder.layer.1.intermediate.intermediate_act_fn")
    %179 = stablehlo.multiply %175, %178 : tensor<2x8x64xf32> loc("encoder.layer.1.intermediate.intermediate_act_fn")
    %180 = stablehlo.reshape %179 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("encoder.layer.1.output.dense")
    %181 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("encoder.layer.1.output.dense")
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.output.dense")
    %183 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("encoder.layer.1.output.dense")
    %184 = stablehlo.add %182, %183 : tensor<16x32xf32> loc("encoder.layer.1.output.dense")
    %185 = stablehlo.reshape %184 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.1.output.dropout")
    %186 = stablehlo.add %185, %168 : tensor<2x8x32xf32> loc("encoder.layer.1.output")
    %187 = stablehlo.reshape %186 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("encoder.layer.1.output.LayerNorm")
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%187, %cst_11, %cst_10) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("encoder.layer.1.output.LayerNorm")
    %188 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("encoder.layer.1.output.LayerNorm")
    %190 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.multiply %189, %190 : tensor<2x8x32xf32>
    %192 = stablehlo.add %188, %191 : tensor<2x8x32xf32>
    return %192 : tensor<2x8x32xf32>
  }
}
