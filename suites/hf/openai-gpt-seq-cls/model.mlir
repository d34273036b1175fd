module @IrToHlo.551 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<2x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<128x32xf32>, %arg5: tensor<128xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<96xf32>, %arg11: tensor<32x96xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<128x32xf32>, %arg15: tensor<128xf32>, %arg16: tensor<32x128xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<96xf32>, %arg21: tensor<32x96xf32>, %arg22: tensor<64xi64>, %arg23: tensor<64x32xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<2x8xi64>, %arg26: tensor<1x1x64x64xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<1x1x64x64xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>) -> tensor<2x2xf32> {
    %c = stablehlo.constant dense<8> : tensor<2xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_2 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x1x8xf32> loc("transformer")
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<2x1x1x8xf32> loc("transformer")
    %cst_11 = stablehlo.constant dense<-1.000000e+04> : tensor<1x1x8x8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<1x1x8x8xf32>
    %cst_13 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_16 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64> loc("transformer.tokens_embed")
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32> loc("transformer.tokens_embed")
    %2 = "stablehlo.gather"(%arg24, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32> loc("transformer.tokens_embed")
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.tokens_embed")
    %4 = stablehlo.reshape %arg22 : (tensor<64xi64>) -> tensor<1x64xi64> loc("transformer")
    %5 = stablehlo.slice %4 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64> loc("transformer")
    %6 = stablehlo.reshape %5 : (tensor<1x8xi64>) -> tensor<8xi64> loc("transformer.positions_embed")
    %7 = stablehlo.convert %6 : (tensor<8xi64>) -> tensor<8xui32> loc("transformer.positions_embed")
    %8 = "stablehlo.gather"(%arg23, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32> loc("transformer.positions_embed")
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32> loc("transformer")
    %10 = stablehlo.add %3, %9 : tensor<2x8x32xf32> loc("transformer")
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("transformer.h.0.attn.c_attn")
    %12 = stablehlo.dot_general %11, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32> loc("transformer.h.0.attn.c_attn")
    %13 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32> loc("transformer.h.0.attn.c_attn")
    %14 = stablehlo.add %12, %13 : tensor<16x96xf32> loc("transformer.h.0.attn.c_attn")
    %15 = stablehlo.reshape %14 : (tensor<16x96xf32>) -> tensor<2x8x96xf32> loc("transformer.h.0.attn.c_attn")
    %16 = stablehlo.slice %15 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.attn")
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.0.attn")
    %18 = stablehlo.transpose %17, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %19 = stablehlo.reshape %18 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.0.attn")
    %20 = stablehlo.slice %15 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.attn")
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.0.attn")
    %22 = stablehlo.transpose %21, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,1,3,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %23 = stablehlo.reshape %22 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.0.attn")
    %24 = stablehlo.dot_general %19, %23, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.0.attn")
    %25 = stablehlo.reshape %24 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %26 = stablehlo.divide %25, %cst_13 : tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %27 = stablehlo.slice %arg26 [0:1, 0:1, 0:8, 0:64] : (tensor<1x1x64x64xf32>) -> tensor<1x1x8x64xf32> loc("transformer.h.0.attn")
    %28 = stablehlo.slice %27 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x8xf32> loc("transformer.h.0.attn")
    %29 = stablehlo.reshape %28 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32> loc("transformer.h.0.attn")
    %30 = stablehlo.broadcast_in_dim %29, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %31 = stablehlo.multiply %26, %30 : tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %32 = stablehlo.subtract %cst_12, %28 : tensor<1x1x8x8xf32> loc("transformer.h.0.attn")
    %33 = stablehlo.multiply %32, %cst_11 : tensor<1x1x8x8xf32> loc("transformer.h.0.attn")
    %34 = stablehlo.reshape %33 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32> loc("transformer.h.0.attn")
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %36 = stablehlo.add %31, %35 : tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %37 = stablehlo.reshape %arg25 : (tensor<2x8xi64>) -> tensor<2x1x1x8xi64> loc("transformer")
    %38 = stablehlo.convert %37 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xf32> loc("transformer")
    %39 = stablehlo.subtract %cst_10, %38 : tensor<2x1x1x8xf32> loc("transformer")
    %40 = stablehlo.multiply %39, %cst_9 : tensor<2x1x1x8xf32> loc("transformer")
    %41 = stablehlo.reshape %40 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32> loc("transformer.h.0.attn")
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %43 = stablehlo.add %36, %42 : tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %44 = stablehlo.reduce(%43 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("transformer.h.0.attn.attn_dropout")
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn.attn_dropout")
    %46 = stablehlo.subtract %43, %45 : tensor<2x4x8x8xf32> loc("transformer.h.0.attn.attn_dropout")
    %47 = stablehlo.exponential %46 : tensor<2x4x8x8xf32> loc("transformer.h.0.attn.attn_dropout")
    %48 = stablehlo.reduce(%47 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("transformer.h.0.attn.attn_dropout")
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn.attn_dropout")
    %50 = stablehlo.divide %47, %49 : tensor<2x4x8x8xf32> loc("transformer.h.0.attn.attn_dropout")
    %51 = stablehlo.reshape %50 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.0.attn")
    %52 = stablehlo.slice %15 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.attn")
    %53 = stablehlo.reshape %52 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.0.attn")
    %54 = stablehlo.transpose %53, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %55 = stablehlo.reshape %54 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.0.attn")
    %56 = stablehlo.dot_general %51, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.0.attn")
    %57 = stablehlo.reshape %56 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.0.attn")
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.0.attn")
    %59 = stablehlo.reshape %58 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("transformer.h.0.attn.c_proj")
    %60 = stablehlo.dot_general %59, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("transformer.h.0.attn.c_proj")
    %61 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("transformer.h.0.attn.c_proj")
    %62 = stablehlo.add %60, %61 : tensor<16x32xf32> loc("transformer.h.0.attn.c_proj")
    %63 = stablehlo.reshape %62 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.attn.resid_dropout")
    %64 = stablehlo.add %10, %63 : tensor<2x8x32xf32> loc("transformer.h.0")
    %65 = stablehlo.reshape %64 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("transformer.h.0.ln_1")
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%65, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("transformer.h.0.ln_1")
    %66 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.ln_1")
    %67 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.ln_1")
    %68 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.ln_1")
    %69 = stablehlo.multiply %67, %68 : tensor<2x8x32xf32> loc("transformer.h.0.ln_1")
    %70 = stablehlo.add %66, %69 : tensor<2x8x32xf32> loc("transformer.h.0.ln_1")
    %71 = stablehlo.reshape %70 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("transformer.h.0.mlp.c_fc")
    %72 = stablehlo.dot_general %71, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32> loc("transformer.h.0.mlp.c_fc")
    %73 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32> loc("transformer.h.0.mlp.c_fc")
    %74 = stablehlo.add %72, %73 : tensor<16x128xf32> loc("transformer.h.0.mlp.c_fc")
    %75 = stablehlo.reshape %74 : (tensor<16x128xf32>) -> tensor<2x8x128xf32> loc("transformer.h.0.mlp.c_fc")
    %76 = stablehlo.multiply %75, %cst_6 : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %77 = stablehlo.power %75, %cst_5 : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %78 = stablehlo.multiply %77, %cst_4 : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %79 = stablehlo.add %75, %78 : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %80 = stablehlo.multiply %79, %cst_3 : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %81 = stablehlo.tanh %80 : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %82 = stablehlo.add %81, %cst : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %83 = stablehlo.multiply %76, %82 : tensor<2x8x128xf32> loc("transformer.h.0.mlp.act")
    %84 = stablehlo.reshape %83 : (tensor<2x8x128xf32>) -> tensor<16x128xf32> loc("transformer.h.0.mlp.c_proj")
    %85 = stablehlo.dot_general %84, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32> loc("transformer.h.0.mlp.c_proj")
    %86 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("transformer.h.0.mlp.c_proj")
    %87 = stablehlo.add %85, %86 : tensor<16x32xf32> loc("transformer.h.0.mlp.c_proj")
    %88 = stablehlo.reshape %87 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.mlp.dropout")
    %89 = stablehlo.add %70, %88 : tensor<2x8x32xf32> loc("transformer.h.0")
    %90 = stablehlo.reshape %89 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("transformer.h.0.ln_2")
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%90, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("transformer.h.0.ln_2")
    %91 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.ln_2")
    %92 = stablehlo.reshape %output_19 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.ln_2")
    %93 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.0.ln_2")
    %94 = stablehlo.multiply %92, %93 : tensor<2x8x32xf32> loc("transformer.h.0.ln_2")
    %95 = stablehlo.add %91, %94 : tensor<2x8x32xf32> loc("transformer.h.0.ln_2")
    %96 = stablehlo.reshape %95 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("transformer.h.1.attn.c_attn")
    %97 = stablehlo.dot_general %96, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32> loc("transformer.h.1.attn.c_attn")
    %98 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32> loc("transformer.h.1.attn.c_attn")
    %99 = stablehlo.add %97, %98 : tensor<16x96xf32> loc("transformer.h.1.attn.c_attn")
    %100 = stablehlo.reshape %99 : (tensor<16x96xf32>) -> tensor<2x8x96xf32> loc("transformer.h.1.attn.c_attn")
    %101 = stablehlo.slice %100 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.attn")
    %102 = stablehlo.reshape %101 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.1.attn")
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %104 = stablehlo.reshape %103 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.1.attn")
    %105 = stablehlo.slice %100 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.attn")
    %106 = stablehlo.reshape %105 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.1.attn")
    %107 = stablehlo.transpose %106, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,1,3,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %108 = stablehlo.reshape %107 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.1.attn")
    %109 = stablehlo.dot_general %104, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.1.attn")
    %110 = stablehlo.reshape %109 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %111 = stablehlo.divide %110, %cst_13 : tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %112 = stablehlo.slice %arg29 [0:1, 0:1, 0:8, 0:64] : (tensor<1x1x64x64xf32>) -> tensor<1x1x8x64xf32> loc("transformer.h.1.attn")
    %113 = stablehlo.slice %112 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x8xf32> loc("transformer.h.1.attn")
    %114 = stablehlo.reshape %113 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32> loc("transformer.h.1.attn")
    %115 = stablehlo.broadcast_in_dim %114, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %116 = stablehlo.multiply %111, %115 : tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %117 = stablehlo.subtract %cst_12, %113 : tensor<1x1x8x8xf32> loc("transformer.h.1.attn")
    %118 = stablehlo.multiply %117, %cst_11 : tensor<1x1x8x8xf32> loc("transformer.h.1.attn")
    %119 = stablehlo.reshape %118 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32> loc("transformer.h.1.attn")
    %120 = stablehlo.broadcast_in_dim %119, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %121 = stablehlo.add %116, %120 : tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %122 = stablehlo.add %121, %42 : tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %123 = stablehlo.reduce(%122 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("transformer.h.1.attn.attn_dropout")
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn.attn_dropout")
    %125 = stablehlo.subtract %122, %124 : tensor<2x4x8x8xf32> loc("transformer.h.1.attn.attn_dropout")
    %126 = stablehlo.exponential %125 : tensor<2x4x8x8xf32> loc("transformer.h.1.attn.attn_dropout")
    %127 = stablehlo.reduce(%126 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32> loc("transformer.h.1.attn.attn_dropout")
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn.attn_dropout")
    %129 = stablehlo.divide %126, %128 : tensor<2x4x8x8xf32> loc("transformer.h.1.attn.attn_dropout")
    %130 = stablehlo.reshape %129 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.1.attn")
    %131 = stablehlo.slice %100 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.attn")
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.1.attn")
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %134 = stablehlo.reshape %133 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.1.attn")
    %135 = stablehlo.dot_general %130, %134, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32> loc("transformer.h.1.attn")
    %136 = stablehlo.reshape %135 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32> loc("transformer.h.1.attn")
    %137 = stablehlo.transpose %136, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32> loc("transformer.h.1.attn")
    %138 = stablehlo.reshape %137 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32> loc("transformer.h.1.attn.c_proj")
    %139 = stablehlo.dot_general %138, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32> loc("transformer.h.1.attn.c_proj")
    %140 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("transformer.h.1.attn.c_proj")
    %141 = stablehlo.add %139, %140 : tensor<16x32xf32> loc("transformer.h.1.attn.c_proj")
    %142 = stablehlo.reshape %141 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.attn.resid_dropout")
    %143 = stablehlo.add %95, %142 : tensor<2x8x32xf32> loc("transformer.h.1")
    %144 = stablehlo.reshape %143 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("transformer.h.1.ln_1")
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%144, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("transformer.h.1.ln_1")
    %145 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.ln_1")
    %146 = stablehlo.reshape %output_22 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.ln_1")
    %147 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.ln_1")
    %148 = stablehlo.multiply %146, %147 : tensor<2x8x32xf32> loc("transformer.h.1.ln_1")
    %149 = stablehlo.add %145, %148 : tensor<2x8x32xf32> loc("transformer.h.1.ln_1")
    %150 = stablehlo.reshape %149 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("transformer.h.1.mlp.c_fc")
    %151 = stablehlo.dot_general %150, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32> loc("transformer.h.1.mlp.c_fc")
    %152 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32> loc("transformer.h.1.mlp.c_fc")
    %153 = stablehlo.add %151, %152 : tensor<16x128xf32> loc("transformer.h.1.mlp.c_fc")
    %154 = stablehlo.reshape %153 : (tensor<16x128xf32>) -> tensor<2x8x128xf32> loc("transformer.h.1.mlp.c_fc")
    %155 = stablehlo.multiply %154, %cst_6 : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %156 = stablehlo.power %154, %cst_5 : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %157 = stablehlo.multiply %156, %cst_4 : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %158 = stablehlo.add %154, %157 : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %159 = stablehlo.multiply %158, %cst_3 : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %160 = stablehlo.tanh %159 : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %161 = stablehlo.add %160, %cst : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %162 = stablehlo.multiply %155, %161 : tensor<2x8x128xf32> loc("transformer.h.1.mlp.act")
    %163 = stablehlo.reshape %162 : (tensor<2x8x128xf32>) -> tensor<16x128xf32> loc("transformer.h.1.mlp.c_proj")
    %164 = stablehlo.dot_general %163, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32> loc("transformer.h.1.mlp.c_proj")
    %165 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32> loc("transformer.h.1.mlp.c_proj")
    %166 = stablehlo.add %164, %165 : tensor<16x32xf32> loc("transformer.h.1.mlp.c_proj")
    %167 = stablehlo.reshape %166 : (tensor<16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.mlp.dropout")
    %168 = stablehlo.add %149, %167 : tensor<2x8x32xf32> loc("transformer.h.1")
    %169 = stablehlo.reshape %168 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32> loc("transformer.h.1.ln_2")
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%169, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) loc("transformer.h.1.ln_2")
    %170 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.ln_2")
    %171 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.ln_2")
    %172 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32> loc("transformer.h.1.ln_2")
    %173 = stablehlo.multiply %171, %172 : tensor<2x8x32xf32> loc("transformer.h.1.ln_2")
    %174 = stablehlo.add %170, %173 : tensor<2x8x32xf32> loc("transformer.h.1.ln_2")
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32> loc("score")
    %176 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,2]{0,1}"} : (tensor<2x32xf32>) -> tensor<32x2xf32> loc("score")
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x2xf32>) -> tensor<16x2xf32> loc("score")
    %178 = stablehlo.reshape %177 : (tensor<16x2xf32>) -> tensor<2x8x2xf32> loc("score")
    %179 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %180 = stablehlo.compare  NE, %arg0, %c_1 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %181 = stablehlo.convert %180 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %182 = stablehlo.multiply %179, %181 : tensor<2x8xi32>
    %183 = stablehlo.iota dim = 0 : tensor<8xi32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %185:2 = stablehlo.reduce(%182 init: %c_15), (%184 init: %c_14) across dimensions = [1] : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> (tensor<2xi32>, tensor<2xi32>)
     reducer(%arg32: tensor<i32>, %arg34: tensor<i32>) (%arg33: tensor<i32>, %arg35: tensor<i32>)  {
      %193 = stablehlo.compare  GE, %arg32, %arg34 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %194 = stablehlo.select %193, %arg32, %arg34 : tensor<i1>, tensor<i32>
      %195 = stablehlo.compare  EQ, %arg32, %arg34 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %196 = stablehlo.minimum %arg33, %arg35 : tensor<i32>
      %197 = stablehlo.select %193, %arg33, %arg35 : tensor<i1>, tensor<i32>
      %198 = stablehlo.select %195, %196, %197 : tensor<i1>, tensor<i32>
      stablehlo.return %194, %198 : tensor<i32>, tensor<i32>
    }
    %186 = stablehlo.convert %185#1 : (tensor<2xi32>) -> tensor<2xi64>
    %187 = stablehlo.compare  LT, %186, %c_0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %188 = stablehlo.add %186, %c : tensor<2xi64>
    %189 = stablehlo.select %187, %188, %186 : tensor<2xi1>, tensor<2xi64>
    %190 = stablehlo.reshape %189 : (tensor<2xi64>) -> tensor<2x1xi64>
    %191 = stablehlo.concatenate %c_2, %190, dim = 1 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %192 = "stablehlo.gather"(%178, %191) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x8x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
    return %192 : tensor<2x2xf32>
  }
}
