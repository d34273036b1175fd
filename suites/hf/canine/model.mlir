module @IrToHlo.1354 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64x4xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32x2xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<1x64xi64>, %arg14: tensor<64x32xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<2x8xi64>, %arg17: tensor<64x8xf32>, %arg18: tensor<64x8xf32>, %arg19: tensor<64x8xf32>, %arg20: tensor<64x8xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<2x8xi64>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<i1>, %arg43: tensor<32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64x32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32x32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32x32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32x32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32x64xf32>, %arg65: tensor<64xf32>, %arg66: tensor<64x32xf32>, %arg67: tensor<32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_1 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32> loc("projection.activation")
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32> loc("projection.activation")
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32> loc("projection.activation")
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %cst_12 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x1x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x1x4xf32>
    %c_14 = stablehlo.constant dense<4> : tensor<2x1x1x4xi64>
    %c_15 = stablehlo.constant dense<[[[0, 1, 2, 3]]]> : tensor<1x1x4xi64>
    %c_16 = stablehlo.constant dense<2> : tensor<2x1x1x4xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<2x1x1x4xi64>
    %c_18 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<1x1x1x1xui8>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %cst_23 = stablehlo.constant dense<0.707106769> : tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x4x4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<2x1x4x4xf32>
    %cst_30 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x4x4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<16xui32> loc("char_embeddings.token_type_embeddings")
    %c_34 = stablehlo.constant dense<61> : tensor<2x8xi64> loc("char_embeddings")
    %c_35 = stablehlo.constant dense<59> : tensor<2x8xi64> loc("char_embeddings")
    %c_36 = stablehlo.constant dense<43> : tensor<2x8xi64> loc("char_embeddings")
    %c_37 = stablehlo.constant dense<64> : tensor<2x8xi64>
    %c_38 = stablehlo.constant dense<31> : tensor<2x8xi64> loc("char_embeddings")
    %c_39 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_40 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_41 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_42 = stablehlo.constant dense<0> : tensor<2x1x1x4xui8>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<2x4xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<1x1x1x1xui8>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_47 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %0 = stablehlo.add %arg16, %c_47 : tensor<2x8xi64> loc("char_embeddings")
    %1 = stablehlo.multiply %0, %c_38 : tensor<2x8xi64> loc("char_embeddings")
    %2 = stablehlo.remainder %1, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %3 = stablehlo.sign %2 : tensor<2x8xi64> loc("char_embeddings")
    %4 = stablehlo.compare  LT, %3, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1> loc("char_embeddings")
    %5 = stablehlo.convert %4 : (tensor<2x8xi1>) -> tensor<2x8xi64> loc("char_embeddings")
    %6 = stablehlo.multiply %5, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %7 = stablehlo.add %2, %6 : tensor<2x8xi64> loc("char_embeddings")
    %8 = stablehlo.reshape %7 : (tensor<2x8xi64>) -> tensor<16xi64> loc("char_embeddings.HashBucketCodepointEmbedder_0")
    %9 = stablehlo.convert %8 : (tensor<16xi64>) -> tensor<16xui32> loc("char_embeddings.HashBucketCodepointEmbedder_0")
    %10 = "stablehlo.gather"(%arg20, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<64x8xf32>, tensor<16xui32>) -> tensor<16x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_0")
    %11 = stablehlo.reshape %10 : (tensor<16x8xf32>) -> tensor<2x8x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_0")
    %12 = stablehlo.multiply %0, %c_36 : tensor<2x8xi64> loc("char_embeddings")
    %13 = stablehlo.remainder %12, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %14 = stablehlo.sign %13 : tensor<2x8xi64> loc("char_embeddings")
    %15 = stablehlo.compare  LT, %14, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1> loc("char_embeddings")
    %16 = stablehlo.convert %15 : (tensor<2x8xi1>) -> tensor<2x8xi64> loc("char_embeddings")
    %17 = stablehlo.multiply %16, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %18 = stablehlo.add %13, %17 : tensor<2x8xi64> loc("char_embeddings")
    %19 = stablehlo.reshape %18 : (tensor<2x8xi64>) -> tensor<16xi64> loc("char_embeddings.HashBucketCodepointEmbedder_1")
    %20 = stablehlo.convert %19 : (tensor<16xi64>) -> tensor<16xui32> loc("char_embeddings.HashBucketCodepointEmbedder_1")
    %21 = "stablehlo.gather"(%arg19, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<64x8xf32>, tensor<16xui32>) -> tensor<16x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_1")
    %22 = stablehlo.reshape %21 : (tensor<16x8xf32>) -> tensor<2x8x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_1")
    %23 = stablehlo.multiply %0, %c_35 : tensor<2x8xi64> loc("char_embeddings")
    %24 = stablehlo.remainder %23, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %25 = stablehlo.sign %24 : tensor<2x8xi64> loc("char_embeddings")
    %26 = stablehlo.compare  LT, %25, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1> loc("char_embeddings")
    %27 = stablehlo.convert %26 : (tensor<2x8xi1>) -> tensor<2x8xi64> loc("char_embeddings")
    %28 = stablehlo.multiply %27, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %29 = stablehlo.add %24, %28 : tensor<2x8xi64> loc("char_embeddings")
    %30 = stablehlo.reshape %29 : (tensor<2x8xi64>) -> tensor<16xi64> loc("char_embeddings.HashBucketCodepointEmbedder_2")
    %31 = stablehlo.convert %30 : (tensor<16xi64>) -> tensor<16xui32> loc("char_embeddings.HashBucketCodepointEmbedder_2")
    %32 = "stablehlo.gather"(%arg18, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<64x8xf32>, tensor<16xui32>) -> tensor<16x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_2")
    %33 = stablehlo.reshape %32 : (tensor<16x8xf32>) -> tensor<2x8x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_2")
    %34 = stablehlo.multiply %0, %c_34 : tensor<2x8xi64> loc("char_embeddings")
    %35 = stablehlo.remainder %34, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %36 = stablehlo.sign %35 : tensor<2x8xi64> loc("char_embeddings")
    %37 = stablehlo.compare  LT, %36, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1> loc("char_embeddings")
    %38 = stablehlo.convert %37 : (tensor<2x8xi1>) -> tensor<2x8xi64> loc("char_embeddings")
    %39 = stablehlo.multiply %38, %c_37 : tensor<2x8xi64> loc("char_embeddings")
    %40 = stablehlo.add %35, %39 : tensor<2x8xi64> loc("char_embeddings")
    %41 = stablehlo.reshape %40 : (tensor<2x8xi64>) -> tensor<16xi64> loc("char_embeddings.HashBucketCodepointEmbedder_3")
    %42 = stablehlo.convert %41 : (tensor<16xi64>) -> tensor<16xui32> loc("char_embeddings.HashBucketCodepointEmbedder_3")
    %43 = "stablehlo.gather"(%arg17, %42) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<64x8xf32>, tensor<16xui32>) -> tensor<16x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_3")
    %44 = stablehlo.reshape %43 : (tensor<16x8xf32>) -> tensor<2x8x8xf32> loc("char_embeddings.HashBucketCodepointEmbedder_3")
    %45 = stablehlo.concatenate %11, %22, %33, %44, dim = 2 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x32xf32> loc("char_embeddings")
    %46 = "stablehlo.gather"(%arg15, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("char_embeddings.token_type_embeddings")
    %47 = stablehlo.reshape %46 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("char_embeddings.token_type_embeddings")
    %48 = stablehlo.add %45, %47 : tensor<2x8x32xf32> loc("char_embeddings")
    %49 = stablehlo.slice %arg13 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64> loc("char_embeddings")
    %50 = stablehlo.reshape %49 : (tensor<1x8xi64>) -> tensor<8xi64> loc("char_embeddings.char_position_embeddings")
    %51 = stablehlo.convert %50 : (tensor<8xi64>) -> tensor<8xui32> loc("char_embeddings.char_position_embeddings")
    %52 = "stablehlo.gather"(%arg14, %51) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32> loc("char_embeddings.char_position_embeddings")
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32> loc("char_embeddings")
    %54 = stablehlo.add %48, %53 : tensor<2x8x32xf32> loc("char_embeddings")
    %55 = stablehlo.reshape %54 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("char_embeddings.LayerNorm")
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%55, %cst_32, %cst_31) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("char_embeddings.LayerNorm")
    %56 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("char_embeddings.dropout")
    %57 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("char_embeddings.LayerNorm")
    %58 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("char_embeddings.dropout")
    %59 = stablehlo.multiply %57, %58 : tensor<2x8x32xf32> loc("char_embeddings.dropout")
    %60 = stablehlo.add %56, %59 : tensor<2x8x32xf32> loc("char_embeddings.dropout")
    %61 = stablehlo.slice %60 [0:2, 0:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention")
    %62 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("initial_char_encoder.layer.0.attention.self.query")
    %63 = stablehlo.broadcast_in_dim %62, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32> loc("initial_char_encoder.layer.0.attention.self.query")
    %64 = stablehlo.dot_general %61, %63, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<2x32x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.query")
    %65 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.query")
    %66 = stablehlo.add %64, %65 : tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.query")
    %67 = stablehlo.reshape %66 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %68 = stablehlo.transpose %67, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,16]{3,1,2,0}"} : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %69 = stablehlo.reshape %68 : (tensor<2x2x4x16xf32>) -> tensor<4x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %70 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("initial_char_encoder.layer.0.attention.self.key")
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32> loc("initial_char_encoder.layer.0.attention.self.key")
    %72 = stablehlo.dot_general %61, %71, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<2x32x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.key")
    %73 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.key")
    %74 = stablehlo.add %72, %73 : tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.key")
    %75 = stablehlo.reshape %74 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %76 = stablehlo.transpose %75, dims = [0, 2, 3, 1] : (tensor<2x4x2x16xf32>) -> tensor<2x2x16x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %77 = stablehlo.reshape %76 : (tensor<2x2x16x4xf32>) -> tensor<4x16x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %78 = stablehlo.dot_general %69, %77, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x16xf32>, tensor<4x16x4xf32>) -> tensor<4x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %79 = stablehlo.reshape %78 : (tensor<4x4x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %80 = stablehlo.divide %79, %cst_30 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %81 = stablehlo.reshape %arg26 : (tensor<2x8xi64>) -> tensor<2x1x8xi64>
    %82 = stablehlo.convert %81 : (tensor<2x1x8xi64>) -> tensor<2x1x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %85 = stablehlo.slice %84 [0:2, 0:4, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x4x8xf32> loc("initial_char_encoder.layer.0.attention")
    %86 = stablehlo.slice %85 [0:2, 0:4, 0:4] : (tensor<2x4x8xf32>) -> tensor<2x4x4xf32> loc("initial_char_encoder.layer.0.attention")
    %87 = stablehlo.reshape %86 : (tensor<2x4x4xf32>) -> tensor<2x1x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %88 = stablehlo.subtract %cst_29, %87 : tensor<2x1x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %89 = stablehlo.multiply %88, %cst_28 : tensor<2x1x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %90 = stablehlo.reshape %89 : (tensor<2x1x4x4xf32>) -> tensor<2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x4x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %92 = stablehlo.add %80, %91 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %93 = stablehlo.reduce(%92 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %95 = stablehlo.subtract %92, %94 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %96 = stablehlo.exponential %95 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %97 = stablehlo.reduce(%96 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %99 = stablehlo.divide %96, %98 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %100 = stablehlo.reshape %99 : (tensor<2x2x4x4xf32>) -> tensor<4x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %101 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("initial_char_encoder.layer.0.attention.self.value")
    %102 = stablehlo.broadcast_in_dim %101, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32> loc("initial_char_encoder.layer.0.attention.self.value")
    %103 = stablehlo.dot_general %61, %102, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<2x32x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.value")
    %104 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.value")
    %105 = stablehlo.add %103, %104 : tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.value")
    %106 = stablehlo.reshape %105 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %107 = stablehlo.transpose %106, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,16]{3,1,2,0}"} : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %108 = stablehlo.reshape %107 : (tensor<2x2x4x16xf32>) -> tensor<4x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %109 = stablehlo.dot_general %100, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %110 = stablehlo.reshape %109 : (tensor<4x4x16xf32>) -> tensor<2x2x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,2,16]{3,1,2,0}"} : (tensor<2x2x4x16xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %112 = stablehlo.reshape %111 : (tensor<2x4x2x16xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self")
    %113 = stablehlo.slice %60 [0:2, 4:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention")
    %114 = stablehlo.dot_general %113, %63, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<2x32x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.query")
    %115 = stablehlo.add %114, %65 : tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.query")
    %116 = stablehlo.reshape %115 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,16]{3,1,2,0}"} : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %118 = stablehlo.reshape %117 : (tensor<2x2x4x16xf32>) -> tensor<4x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %119 = stablehlo.dot_general %113, %71, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<2x32x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.key")
    %120 = stablehlo.add %119, %73 : tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.key")
    %121 = stablehlo.reshape %120 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %122 = stablehlo.transpose %121, dims = [0, 2, 3, 1] : (tensor<2x4x2x16xf32>) -> tensor<2x2x16x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %123 = stablehlo.reshape %122 : (tensor<2x2x16x4xf32>) -> tensor<4x16x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %124 = stablehlo.dot_general %118, %123, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x16xf32>, tensor<4x16x4xf32>) -> tensor<4x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %125 = stablehlo.reshape %124 : (tensor<4x4x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %126 = stablehlo.divide %125, %cst_30 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %127 = stablehlo.slice %84 [0:2, 4:8, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x4x8xf32> loc("initial_char_encoder.layer.0.attention")
    %128 = stablehlo.slice %127 [0:2, 0:4, 4:8] : (tensor<2x4x8xf32>) -> tensor<2x4x4xf32> loc("initial_char_encoder.layer.0.attention")
    %129 = stablehlo.reshape %128 : (tensor<2x4x4xf32>) -> tensor<2x1x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %130 = stablehlo.subtract %cst_29, %129 : tensor<2x1x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %131 = stablehlo.multiply %130, %cst_28 : tensor<2x1x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %132 = stablehlo.reshape %131 : (tensor<2x1x4x4xf32>) -> tensor<2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 2, 3] : (tensor<2x4x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %134 = stablehlo.add %126, %133 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %135 = stablehlo.reduce(%134 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %137 = stablehlo.subtract %134, %136 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %138 = stablehlo.exponential %137 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %139 = stablehlo.reduce(%138 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %141 = stablehlo.divide %138, %140 : tensor<2x2x4x4xf32> loc("initial_char_encoder.layer.0.attention.self.dropout")
    %142 = stablehlo.reshape %141 : (tensor<2x2x4x4xf32>) -> tensor<4x4x4xf32> loc("initial_char_encoder.layer.0.attention.self")
    %143 = stablehlo.dot_general %113, %102, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<2x32x32xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.value")
    %144 = stablehlo.add %143, %104 : tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self.value")
    %145 = stablehlo.reshape %144 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %146 = stablehlo.transpose %145, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,16]{3,1,2,0}"} : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %147 = stablehlo.reshape %146 : (tensor<2x2x4x16xf32>) -> tensor<4x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %148 = stablehlo.dot_general %142, %147, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %149 = stablehlo.reshape %148 : (tensor<4x4x16xf32>) -> tensor<2x2x4x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %150 = stablehlo.transpose %149, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,2,16]{3,1,2,0}"} : (tensor<2x2x4x16xf32>) -> tensor<2x4x2x16xf32> loc("initial_char_encoder.layer.0.attention.self")
    %151 = stablehlo.reshape %150 : (tensor<2x4x2x16xf32>) -> tensor<2x4x32xf32> loc("initial_char_encoder.layer.0.attention.self")
    %152 = stablehlo.concatenate %112, %151, dim = 1 : (tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention")
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("initial_char_encoder.layer.0.attention.output.dense")
    %154 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("initial_char_encoder.layer.0.attention.output.dense")
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("initial_char_encoder.layer.0.attention.output.dense")
    %156 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("initial_char_encoder.layer.0.attention.output.dense")
    %157 = stablehlo.add %155, %156 : tensor<16x32xf32> loc("initial_char_encoder.layer.0.attention.output.dense")
    %158 = stablehlo.reshape %157 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention.output.dropout")
    %159 = stablehlo.add %158, %60 : tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention.output")
    %160 = stablehlo.reshape %159 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("initial_char_encoder.layer.0.attention.output.LayerNorm")
    %output_48, %batch_mean_49, %batch_var_50 = "stablehlo.batch_norm_training"(%160, %cst_32, %cst_31) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("initial_char_encoder.layer.0.attention.output.LayerNorm")
    %161 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention.output.LayerNorm")
    %162 = stablehlo.reshape %output_48 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention.output.LayerNorm")
    %163 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention.output.LayerNorm")
    %164 = stablehlo.multiply %162, %163 : tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention.output.LayerNorm")
    %165 = stablehlo.add %161, %164 : tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.attention.output.LayerNorm")
    %166 = stablehlo.reshape %165 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("initial_char_encoder.layer.0.intermediate.dense")
    %167 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("initial_char_encoder.layer.0.intermediate.dense")
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("initial_char_encoder.layer.0.intermediate.dense")
    %169 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("initial_char_encoder.layer.0.intermediate.dense")
    %170 = stablehlo.add %168, %169 : tensor<16x64xf32> loc("initial_char_encoder.layer.0.intermediate.dense")
    %171 = stablehlo.reshape %170 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("initial_char_encoder.layer.0.intermediate.dense")
    %172 = stablehlo.multiply %171, %cst_27 : tensor<2x8x64xf32> loc("initial_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %173 = stablehlo.multiply %171, %cst_26 : tensor<2x8x64xf32> loc("initial_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %174 = stablehlo.custom_call @mhlo.erf(%173) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32> loc("initial_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %175 = stablehlo.add %174, %cst_25 : tensor<2x8x64xf32> loc("initial_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %176 = stablehlo.multiply %172, %175 : tensor<2x8x64xf32> loc("initial_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %177 = stablehlo.reshape %176 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("initial_char_encoder.layer.0.output.dense")
    %178 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("initial_char_encoder.layer.0.output.dense")
    %179 = stablehlo.dot_general %177, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("initial_char_encoder.layer.0.output.dense")
    %180 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("initial_char_encoder.layer.0.output.dense")
    %181 = stablehlo.add %179, %180 : tensor<16x32xf32> loc("initial_char_encoder.layer.0.output.dense")
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.output.dropout")
    %183 = stablehlo.add %182, %165 : tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.output")
    %184 = stablehlo.reshape %183 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("initial_char_encoder.layer.0.output.LayerNorm")
    %output_51, %batch_mean_52, %batch_var_53 = "stablehlo.batch_norm_training"(%184, %cst_32, %cst_31) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("initial_char_encoder.layer.0.output.LayerNorm")
    %185 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.output.LayerNorm")
    %186 = stablehlo.reshape %output_51 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.output.LayerNorm")
    %187 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.output.LayerNorm")
    %188 = stablehlo.multiply %186, %187 : tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.output.LayerNorm")
    %189 = stablehlo.add %185, %188 : tensor<2x8x32xf32> loc("initial_char_encoder.layer.0.output.LayerNorm")
    %190 = stablehlo.slice %189 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32> loc("chars_to_molecules")
    %191 = stablehlo.transpose %189, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32> loc("chars_to_molecules")
    %192 = stablehlo.reshape %191 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32> loc("chars_to_molecules.conv")
    %193 = stablehlo.reshape %arg9 : (tensor<32x32x2xf32>) -> tensor<32x32x1x2xf32> loc("chars_to_molecules.conv")
    %194 = stablehlo.convolution(%192, %193) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x32x1x2xf32>) -> tensor<2x32x1x4xf32> loc("chars_to_molecules.conv")
    %195 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x4xf32> loc("chars_to_molecules.conv")
    %196 = stablehlo.add %194, %195 : tensor<2x32x1x4xf32> loc("chars_to_molecules.conv")
    %197 = stablehlo.reshape %196 : (tensor<2x32x1x4xf32>) -> tensor<2x32x4xf32> loc("chars_to_molecules.conv")
    %198 = stablehlo.transpose %197, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,32]{1,2,0}"} : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32> loc("chars_to_molecules")
    %199 = stablehlo.multiply %198, %cst_24 : tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %200 = stablehlo.multiply %198, %cst_23 : tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %201 = stablehlo.custom_call @mhlo.erf(%200) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x4x32xf32>) -> tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %202 = stablehlo.add %201, %cst_22 : tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %203 = stablehlo.multiply %199, %202 : tensor<2x4x32xf32> loc("chars_to_molecules.activation")
    %204 = stablehlo.slice %203 [0:2, 0:3, 0:32] : (tensor<2x4x32xf32>) -> tensor<2x3x32xf32> loc("chars_to_molecules")
    %205 = stablehlo.concatenate %190, %204, dim = 1 : (tensor<2x1x32xf32>, tensor<2x3x32xf32>) -> tensor<2x4x32xf32> loc("chars_to_molecules")
    %206 = stablehlo.reshape %205 : (tensor<2x4x32xf32>) -> tensor<1x8x32xf32> loc("chars_to_molecules.LayerNorm")
    %output_54, %batch_mean_55, %batch_var_56 = "stablehlo.batch_norm_training"(%206, %cst_21, %cst_20) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) loc("chars_to_molecules.LayerNorm")
    %207 = stablehlo.reshape %82 : (tensor<2x1x8xf32>) -> tensor<2x1x1x8xf32>
    %208 = "stablehlo.reduce_window"(%207, %cst_45) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 2>, window_strides = array<i64: 1, 1, 1, 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %444 = stablehlo.maximum %arg68, %arg69 : tensor<f32>
      stablehlo.return %444 : tensor<f32>
    }) : (tensor<2x1x1x8xf32>, tensor<f32>) -> tensor<2x1x1x4xf32>
    %209 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("chars_to_molecules.LayerNorm")
    %210 = stablehlo.reshape %output_54 : (tensor<1x8x32xf32>) -> tensor<2x4x32xf32> loc("chars_to_molecules.LayerNorm")
    %211 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("chars_to_molecules.LayerNorm")
    %212 = stablehlo.multiply %210, %211 : tensor<2x4x32xf32> loc("chars_to_molecules.LayerNorm")
    %213 = stablehlo.add %209, %212 : tensor<2x4x32xf32> loc("chars_to_molecules.LayerNorm")
    %214 = stablehlo.reshape %213 : (tensor<2x4x32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.self.query")
    %215 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.query")
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.self.query")
    %217 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.self.query")
    %218 = stablehlo.add %216, %217 : tensor<8x32xf32> loc("encoder.layer.0.attention.self.query")
    %219 = stablehlo.reshape %218 : (tensor<8x32xf32>) -> tensor<2x4x2x16xf32> loc("encoder.layer.0.attention.self")
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,16]{3,1,2,0}"} : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32> loc("encoder.layer.0.attention.self")
    %221 = stablehlo.reshape %220 : (tensor<2x2x4x16xf32>) -> tensor<4x4x16xf32> loc("encoder.layer.0.attention.self")
    %222 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.key")
    %223 = stablehlo.dot_general %214, %222, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.self.key")
    %224 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.self.key")
    %225 = stablehlo.add %223, %224 : tensor<8x32xf32> loc("encoder.layer.0.attention.self.key")
    %226 = stablehlo.reshape %225 : (tensor<8x32xf32>) -> tensor<2x4x2x16xf32> loc("encoder.layer.0.attention.self")
    %227 = stablehlo.transpose %226, dims = [0, 2, 3, 1] : (tensor<2x4x2x16xf32>) -> tensor<2x2x16x4xf32> loc("encoder.layer.0.attention.self")
    %228 = stablehlo.reshape %227 : (tensor<2x2x16x4xf32>) -> tensor<4x16x4xf32> loc("encoder.layer.0.attention.self")
    %229 = stablehlo.dot_general %221, %228, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x16xf32>, tensor<4x16x4xf32>) -> tensor<4x4x4xf32> loc("encoder.layer.0.attention.self")
    %230 = stablehlo.reshape %229 : (tensor<4x4x4xf32>) -> tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self")
    %231 = stablehlo.divide %230, %cst_30 : tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self")
    %232 = stablehlo.convert %arg42 : (tensor<i1>) -> tensor<ui8>
    %233 = stablehlo.reshape %232 : (tensor<ui8>) -> tensor<1x1x1x1xui8>
    %234 = stablehlo.and %233, %c_19 : tensor<1x1x1x1xui8>
    %235 = stablehlo.compare  NE, %234, %c_44 : (tensor<1x1x1x1xui8>, tensor<1x1x1x1xui8>) -> tensor<1x1x1x1xi1>
    %236 = stablehlo.convert %235 : (tensor<1x1x1x1xi1>) -> tensor<1x1x1x1xui8>
    %237 = stablehlo.reshape %236 : (tensor<1x1x1x1xui8>) -> tensor<1x1xui8>
    %238 = stablehlo.broadcast_in_dim %237, dims = [1, 2] : (tensor<1x1xui8>) -> tensor<2x1x1x4xui8>
    %239 = stablehlo.reshape %208 : (tensor<2x1x1x4xf32>) -> tensor<2x4xf32>
    %240 = stablehlo.compare  NE, %239, %cst_43 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %241 = stablehlo.broadcast_in_dim %c_18, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x4xi64>
    %242 = stablehlo.compare  LT, %241, %c_17 : (tensor<2x1x1x4xi64>, tensor<2x1x1x4xi64>) -> tensor<2x1x1x4xi1>
    %243 = stablehlo.add %241, %c_16 : tensor<2x1x1x4xi64>
    %244 = stablehlo.select %242, %243, %241 : tensor<2x1x1x4xi1>, tensor<2x1x1x4xi64>
    %245 = stablehlo.reshape %244 : (tensor<2x1x1x4xi64>) -> tensor<2x1x1x4x1xi64>
    %246 = stablehlo.broadcast_in_dim %c_15, dims = [1, 2, 3] : (tensor<1x1x4xi64>) -> tensor<2x1x1x4xi64>
    %247 = stablehlo.compare  LT, %246, %c_17 : (tensor<2x1x1x4xi64>, tensor<2x1x1x4xi64>) -> tensor<2x1x1x4xi1>
    %248 = stablehlo.add %246, %c_14 : tensor<2x1x1x4xi64>
    %249 = stablehlo.select %247, %248, %246 : tensor<2x1x1x4xi1>, tensor<2x1x1x4xi64>
    %250 = stablehlo.reshape %249 : (tensor<2x1x1x4xi64>) -> tensor<2x1x1x4x1xi64>
    %251 = stablehlo.concatenate %245, %250, dim = 4 : (tensor<2x1x1x4x1xi64>, tensor<2x1x1x4x1xi64>) -> tensor<2x1x1x4x2xi64>
    %252 = "stablehlo.gather"(%240, %251) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xi1>, tensor<2x1x1x4x2xi64>) -> tensor<2x1x1x4xi1>
    %253 = stablehlo.convert %252 : (tensor<2x1x1x4xi1>) -> tensor<2x1x1x4xui8>
    %254 = stablehlo.and %238, %253 : tensor<2x1x1x4xui8>
    %255 = stablehlo.compare  NE, %254, %c_42 : (tensor<2x1x1x4xui8>, tensor<2x1x1x4xui8>) -> tensor<2x1x1x4xi1>
    %256 = stablehlo.select %255, %cst_13, %cst_12 : tensor<2x1x1x4xi1>, tensor<2x1x1x4xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x1x1x4xf32>) -> tensor<2x4xf32> loc("encoder.layer.0.attention.self")
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self")
    %259 = stablehlo.add %231, %258 : tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self")
    %260 = stablehlo.reduce(%259 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32> loc("encoder.layer.0.attention.self.dropout")
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self.dropout")
    %262 = stablehlo.subtract %259, %261 : tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self.dropout")
    %263 = stablehlo.exponential %262 : tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self.dropout")
    %264 = stablehlo.reduce(%263 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32> loc("encoder.layer.0.attention.self.dropout")
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self.dropout")
    %266 = stablehlo.divide %263, %265 : tensor<2x2x4x4xf32> loc("encoder.layer.0.attention.self.dropout")
    %267 = stablehlo.reshape %266 : (tensor<2x2x4x4xf32>) -> tensor<4x4x4xf32> loc("encoder.layer.0.attention.self")
    %268 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.self.value")
    %269 = stablehlo.dot_general %214, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.self.value")
    %270 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.self.value")
    %271 = stablehlo.add %269, %270 : tensor<8x32xf32> loc("encoder.layer.0.attention.self.value")
    %272 = stablehlo.reshape %271 : (tensor<8x32xf32>) -> tensor<2x4x2x16xf32> loc("encoder.layer.0.attention.self")
    %273 = stablehlo.transpose %272, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,4,16]{3,1,2,0}"} : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32> loc("encoder.layer.0.attention.self")
    %274 = stablehlo.reshape %273 : (tensor<2x2x4x16xf32>) -> tensor<4x4x16xf32> loc("encoder.layer.0.attention.self")
    %275 = stablehlo.dot_general %267, %274, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x16xf32>) -> tensor<4x4x16xf32> loc("encoder.layer.0.attention.self")
    %276 = stablehlo.reshape %275 : (tensor<4x4x16xf32>) -> tensor<2x2x4x16xf32> loc("encoder.layer.0.attention.self")
    %277 = stablehlo.transpose %276, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,2,16]{3,1,2,0}"} : (tensor<2x2x4x16xf32>) -> tensor<2x4x2x16xf32> loc("encoder.layer.0.attention.self")
    %278 = stablehlo.reshape %277 : (tensor<2x4x2x16xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.output.dense")
    %279 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("encoder.layer.0.attention.output.dense")
    %280 = stablehlo.dot_general %278, %279, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.output.dense")
    %281 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.attention.output.dense")
    %282 = stablehlo.add %280, %281 : tensor<8x32xf32> loc("encoder.layer.0.attention.output.dense")
    %283 = stablehlo.reshape %282 : (tensor<8x32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.attention.output.dropout")
    %284 = stablehlo.add %283, %213 : tensor<2x4x32xf32> loc("encoder.layer.0.attention.output")
    %285 = stablehlo.reshape %284 : (tensor<2x4x32xf32>) -> tensor<1x8x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %output_57, %batch_mean_58, %batch_var_59 = "stablehlo.batch_norm_training"(%285, %cst_21, %cst_20) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) loc("encoder.layer.0.attention.output.LayerNorm")
    %286 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %287 = stablehlo.reshape %output_57 : (tensor<1x8x32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %288 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %289 = stablehlo.multiply %287, %288 : tensor<2x4x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %290 = stablehlo.add %286, %289 : tensor<2x4x32xf32> loc("encoder.layer.0.attention.output.LayerNorm")
    %291 = stablehlo.reshape %290 : (tensor<2x4x32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.intermediate.dense")
    %292 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("encoder.layer.0.intermediate.dense")
    %293 = stablehlo.dot_general %291, %292, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32> loc("encoder.layer.0.intermediate.dense")
    %294 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32> loc("encoder.layer.0.intermediate.dense")
    %295 = stablehlo.add %293, %294 : tensor<8x64xf32> loc("encoder.layer.0.intermediate.dense")
    %296 = stablehlo.reshape %295 : (tensor<8x64xf32>) -> tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.dense")
    %297 = stablehlo.multiply %296, %cst_11 : tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %298 = stablehlo.multiply %296, %cst_10 : tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %299 = stablehlo.custom_call @mhlo.erf(%298) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x4x64xf32>) -> tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %300 = stablehlo.add %299, %cst_9 : tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %301 = stablehlo.multiply %297, %300 : tensor<2x4x64xf32> loc("encoder.layer.0.intermediate.intermediate_act_fn")
    %302 = stablehlo.reshape %301 : (tensor<2x4x64xf32>) -> tensor<8x64xf32> loc("encoder.layer.0.output.dense")
    %303 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("encoder.layer.0.output.dense")
    %304 = stablehlo.dot_general %302, %303, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.output.dense")
    %305 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32> loc("encoder.layer.0.output.dense")
    %306 = stablehlo.add %304, %305 : tensor<8x32xf32> loc("encoder.layer.0.output.dense")
    %307 = stablehlo.reshape %306 : (tensor<8x32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.output.dropout")
    %308 = stablehlo.add %307, %290 : tensor<2x4x32xf32> loc("encoder.layer.0.output")
    %309 = stablehlo.reshape %308 : (tensor<2x4x32xf32>) -> tensor<1x8x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %output_60, %batch_mean_61, %batch_var_62 = "stablehlo.batch_norm_training"(%309, %cst_21, %cst_20) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) loc("encoder.layer.0.output.LayerNorm")
    %310 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %311 = stablehlo.reshape %output_60 : (tensor<1x8x32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %312 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x4x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %313 = stablehlo.multiply %311, %312 : tensor<2x4x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %314 = stablehlo.add %310, %313 : tensor<2x4x32xf32> loc("encoder.layer.0.output.LayerNorm")
    %315 = stablehlo.slice %314 [0:2, 1:4, 0:32] : (tensor<2x4x32xf32>) -> tensor<2x3x32xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 3] : (tensor<2x3x32xf32>) -> tensor<2x3x2x32xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x3x2x32xf32>) -> tensor<2x6x32xf32>
    %318 = stablehlo.slice %314 [0:2, 3:4, 0:32] : (tensor<2x4x32xf32>) -> tensor<2x1x32xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<2x1x32xf32>) -> tensor<2x1x2x32xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x1x2x32xf32>) -> tensor<2x2x32xf32>
    %321 = stablehlo.concatenate %317, %320, dim = 1 : (tensor<2x6x32xf32>, tensor<2x2x32xf32>) -> tensor<2x8x32xf32>
    %322 = stablehlo.concatenate %189, %321, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x64xf32>
    %323 = stablehlo.transpose %322, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32> loc("projection")
    %324 = stablehlo.pad %323, %cst_46, low = [0, 0, 1], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<2x64x11xf32> loc("projection")
    %325 = stablehlo.reshape %324 : (tensor<2x64x11xf32>) -> tensor<2x64x1x11xf32> loc("projection.conv")
    %326 = stablehlo.reshape %arg4 : (tensor<32x64x4xf32>) -> tensor<32x64x1x4xf32> loc("projection.conv")
    %327 = stablehlo.convolution(%325, %326) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x11xf32>, tensor<32x64x1x4xf32>) -> tensor<2x32x1x8xf32> loc("projection.conv")
    %328 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<2x32x1x8xf32> loc("projection.conv")
    %329 = stablehlo.add %327, %328 : tensor<2x32x1x8xf32> loc("projection.conv")
    %330 = stablehlo.reshape %329 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32> loc("projection.conv")
    %331 = stablehlo.transpose %330, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32> loc("projection")
    %332 = stablehlo.multiply %331, %cst_8 : tensor<2x8x32xf32> loc("projection.activation")
    %333 = stablehlo.multiply %331, %cst_7 : tensor<2x8x32xf32> loc("projection.activation")
    %334 = stablehlo.custom_call @mhlo.erf(%333) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32> loc("projection.activation")
    %335 = stablehlo.add %334, %cst_6 : tensor<2x8x32xf32> loc("projection.activation")
    %336 = stablehlo.multiply %332, %335 : tensor<2x8x32xf32> loc("projection.activation")
    %337 = stablehlo.reshape %336 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("projection.LayerNorm")
    %output_63, %batch_mean_64, %batch_var_65 = "stablehlo.batch_norm_training"(%337, %cst_32, %cst_31) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("projection.LayerNorm")
    %338 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("projection.dropout")
    %339 = stablehlo.reshape %output_63 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("projection.LayerNorm")
    %340 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("projection.dropout")
    %341 = stablehlo.multiply %339, %340 : tensor<2x8x32xf32> loc("projection.dropout")
    %342 = stablehlo.add %338, %341 : tensor<2x8x32xf32> loc("projection.dropout")
    %343 = stablehlo.reshape %342 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.query")
    %344 = stablehlo.transpose %arg61, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("final_char_encoder.layer.0.attention.self.query")
    %345 = stablehlo.dot_general %343, %344, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.query")
    %346 = stablehlo.broadcast_in_dim %arg60, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.query")
    %347 = stablehlo.add %345, %346 : tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.query")
    %348 = stablehlo.reshape %347 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %349 = stablehlo.transpose %348, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %350 = stablehlo.reshape %349 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %351 = stablehlo.transpose %arg59, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("final_char_encoder.layer.0.attention.self.key")
    %352 = stablehlo.dot_general %343, %351, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.key")
    %353 = stablehlo.broadcast_in_dim %arg58, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.key")
    %354 = stablehlo.add %352, %353 : tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.key")
    %355 = stablehlo.reshape %354 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %356 = stablehlo.transpose %355, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %357 = stablehlo.reshape %356 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %358 = stablehlo.dot_general %350, %357, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %359 = stablehlo.reshape %358 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %360 = stablehlo.divide %359, %cst_5 : tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %361 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %362 = stablehlo.and %361, %c_4 : tensor<1x1x8x1xui8>
    %363 = stablehlo.compare  NE, %362, %c_41 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %364 = stablehlo.convert %363 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %365 = stablehlo.reshape %364 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %366 = stablehlo.broadcast_in_dim %365, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %367 = stablehlo.compare  NE, %arg26, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %368 = stablehlo.broadcast_in_dim %c_18, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %369 = stablehlo.compare  LT, %368, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %370 = stablehlo.add %368, %c_2 : tensor<2x1x1x8xi64>
    %371 = stablehlo.select %369, %370, %368 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %372 = stablehlo.reshape %371 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %373 = stablehlo.broadcast_in_dim %c_1, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %374 = stablehlo.compare  LT, %373, %c_3 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %375 = stablehlo.add %373, %c : tensor<2x1x1x8xi64>
    %376 = stablehlo.select %374, %375, %373 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %377 = stablehlo.reshape %376 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %378 = stablehlo.concatenate %372, %377, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %379 = "stablehlo.gather"(%367, %378) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %380 = stablehlo.convert %379 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %381 = stablehlo.reshape %380 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %383 = stablehlo.and %366, %382 : tensor<2x1x8x8xui8>
    %384 = stablehlo.compare  NE, %383, %c_39 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %385 = stablehlo.select %384, %cst_0, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %388 = stablehlo.add %360, %387 : tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %389 = stablehlo.reduce(%388 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32> loc("final_char_encoder.layer.0.attention.self.dropout")
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self.dropout")
    %391 = stablehlo.subtract %388, %390 : tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self.dropout")
    %392 = stablehlo.exponential %391 : tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self.dropout")
    %393 = stablehlo.reduce(%392 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32> loc("final_char_encoder.layer.0.attention.self.dropout")
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self.dropout")
    %395 = stablehlo.divide %392, %394 : tensor<2x2x8x8xf32> loc("final_char_encoder.layer.0.attention.self.dropout")
    %396 = stablehlo.reshape %395 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32> loc("final_char_encoder.layer.0.attention.self")
    %397 = stablehlo.transpose %arg57, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("final_char_encoder.layer.0.attention.self.value")
    %398 = stablehlo.dot_general %343, %397, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.value")
    %399 = stablehlo.broadcast_in_dim %arg56, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.value")
    %400 = stablehlo.add %398, %399 : tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.self.value")
    %401 = stablehlo.reshape %400 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %402 = stablehlo.transpose %401, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %403 = stablehlo.reshape %402 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %404 = stablehlo.dot_general %396, %403, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %405 = stablehlo.reshape %404 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %406 = stablehlo.transpose %405, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32> loc("final_char_encoder.layer.0.attention.self")
    %407 = stablehlo.reshape %406 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.output.dense")
    %408 = stablehlo.transpose %arg55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32> loc("final_char_encoder.layer.0.attention.output.dense")
    %409 = stablehlo.dot_general %407, %408, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.output.dense")
    %410 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.output.dense")
    %411 = stablehlo.add %409, %410 : tensor<16x32xf32> loc("final_char_encoder.layer.0.attention.output.dense")
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("final_char_encoder.layer.0.attention.output.dropout")
    %413 = stablehlo.add %412, %342 : tensor<2x8x32xf32> loc("final_char_encoder.layer.0.attention.output")
    %414 = stablehlo.reshape %413 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("final_char_encoder.layer.0.attention.output.LayerNorm")
    %output_66, %batch_mean_67, %batch_var_68 = "stablehlo.batch_norm_training"(%414, %cst_32, %cst_31) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("final_char_encoder.layer.0.attention.output.LayerNorm")
    %415 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("final_char_encoder.layer.0.attention.output.LayerNorm")
    %416 = stablehlo.reshape %output_66 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("final_char_encoder.layer.0.attention.output.LayerNorm")
    %417 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("final_char_encoder.layer.0.attention.output.LayerNorm")
    %418 = stablehlo.multiply %416, %417 : tensor<2x8x32xf32> loc("final_char_encoder.layer.0.attention.output.LayerNorm")
    %419 = stablehlo.add %415, %418 : tensor<2x8x32xf32> loc("final_char_encoder.layer.0.attention.output.LayerNorm")
    %420 = stablehlo.reshape %419 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.intermediate.dense")
    %421 = stablehlo.transpose %arg66, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32> loc("final_char_encoder.layer.0.intermediate.dense")
    %422 = stablehlo.dot_general %420, %421, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32> loc("final_char_encoder.layer.0.intermediate.dense")
    %423 = stablehlo.broadcast_in_dim %arg65, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32> loc("final_char_encoder.layer.0.intermediate.dense")
    %424 = stablehlo.add %422, %423 : tensor<16x64xf32> loc("final_char_encoder.layer.0.intermediate.dense")
    %425 = stablehlo.reshape %424 : (tensor<16x64xf32>) -> tensor<2x8x64xf32> loc("final_char_encoder.layer.0.intermediate.dense")
    %426 = stablehlo.multiply %425, %cst_27 : tensor<2x8x64xf32> loc("final_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %427 = stablehlo.multiply %425, %cst_26 : tensor<2x8x64xf32> loc("final_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %428 = stablehlo.custom_call @mhlo.erf(%427) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32> loc("final_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %429 = stablehlo.add %428, %cst_25 : tensor<2x8x64xf32> loc("final_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %430 = stablehlo.multiply %426, %429 : tensor<2x8x64xf32> loc("final_char_encoder.layer.0.intermediate.intermediate_act_fn")
    %431 = stablehlo.reshape %430 : (tensor<2x8x64xf32>) -> tensor<16x64xf32> loc("final_char_encoder.layer.0.output.dense")
    %432 = stablehlo.transpose %arg64, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32> loc("final_char_encoder.layer.0.output.dense")
    %433 = stablehlo.dot_general %431, %432, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.output.dense")
    %434 = stablehlo.broadcast_in_dim %arg63, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("final_char_encoder.layer.0.output.dense")
    %435 = stablehlo.add %433, %434 : tensor<16x32xf32> loc("final_char_encoder.layer.0.output.dense")
    %436 = stablehlo.reshape %435 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("final_char_encoder.layer.0.output.dropout")
    %437 = stablehlo.add %436, %419 : tensor<2x8x32xf32> loc("final_char_encoder.layer.0.output")
    %438 = stablehlo.reshape %437 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("final_char_encoder.layer.0.output.LayerNorm")
    %output_69, %batch_mean_70, %batch_var_71 = "stablehlo.batch_norm_training"(%438, %cst_32, %cst_31) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("final_char_encoder.layer.0.output.LayerNorm")
    %439 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %440 = stablehlo.reshape %output_69 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("final_char_encoder.layer.0.output.LayerNorm")
    %441 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.add %439, %442 : tensor<2x8x32xf32>
    return %443 : tensor<2x8x32xf32>
  }
}
