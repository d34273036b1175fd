module @IrToHlo.825 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<96xf32>, %arg10: tensor<96x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<1x16xi64>, %arg23: tensor<16x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x3x8x8xf32>, %arg26: tensor<2x3x32x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<1x1x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<1x8xi64>, %arg50: tensor<8x32xf32>, %arg51: tensor<2x8xi64>, %arg52: tensor<128x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32x32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>) -> (tensor<2x2xf32>, tensor<2x32xf32>, tensor<2x32xf32>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x1x64xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x1x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x1x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x1x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x1x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<2x32xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_7 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_8 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<4x1x16xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x16x64xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<2x16x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x64xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x64xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg26, %arg25) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x32x4x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %5 = stablehlo.reshape %arg22 : (tensor<1x16xi64>) -> tensor<16xi64>
    %6 = stablehlo.convert %5 : (tensor<16xi64>) -> tensor<16xui32>
    %7 = "stablehlo.gather"(%arg23, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %9 = stablehlo.add %4, %8 : tensor<2x16x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_25, %cst_24) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %11 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %12 = stablehlo.reshape %output : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x16x32xf32>
    %15 = stablehlo.add %11, %14 : tensor<2x16x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<32x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %23 = stablehlo.multiply %22, %cst_23 : tensor<2x2x16x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %25 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %16, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<32x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 3, 1] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %31 = stablehlo.multiply %30, %cst_23 : tensor<2x2x16x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %33 = stablehlo.dot_general %24, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x16x16xf32>) -> tensor<2x2x16x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<2x2x16x16xf32>
    %38 = stablehlo.exponential %37 : tensor<2x2x16x16xf32>
    %39 = stablehlo.reduce(%38 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %41 = stablehlo.divide %38, %40 : tensor<2x2x16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %43 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = stablehlo.dot_general %16, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<32x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<32x32xf32>) -> tensor<2x16x2x16xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,16]{3,1,2,0}"} : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x2x16x16xf32>) -> tensor<4x16x16xf32>
    %50 = stablehlo.dot_general %42, %49, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<4x16x16xf32>) -> tensor<2x2x16x16xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,2,16]{3,1,2,0}"} : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x16x2x16xf32>) -> tensor<32x32xf32>
    %54 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %55 = stablehlo.dot_general %53, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %57 = stablehlo.add %55, %56 : tensor<32x32xf32>
    %58 = stablehlo.reshape %57 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %59 = stablehlo.add %9, %58 : tensor<2x16x32xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%60, %cst_25, %cst_24) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %61 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %62 = stablehlo.reshape %output_28 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %63 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x16x32xf32>
    %65 = stablehlo.add %61, %64 : tensor<2x16x32xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %67 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %68 = stablehlo.dot_general %66, %67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %69 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xf32>) -> tensor<32x64xf32>
    %70 = stablehlo.add %68, %69 : tensor<32x64xf32>
    %71 = stablehlo.reshape %70 : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %72 = stablehlo.multiply %71, %cst_22 : tensor<2x16x64xf32>
    %73 = stablehlo.power %71, %cst_18 : tensor<2x16x64xf32>
    %74 = stablehlo.multiply %73, %cst_19 : tensor<2x16x64xf32>
    %75 = stablehlo.add %71, %74 : tensor<2x16x64xf32>
    %76 = stablehlo.multiply %75, %cst_20 : tensor<2x16x64xf32>
    %77 = stablehlo.tanh %76 : tensor<2x16x64xf32>
    %78 = stablehlo.add %77, %cst_21 : tensor<2x16x64xf32>
    %79 = stablehlo.multiply %72, %78 : tensor<2x16x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %81 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %84 = stablehlo.add %82, %83 : tensor<32x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %86 = stablehlo.add %59, %85 : tensor<2x16x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%87, %cst_25, %cst_24) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %88 = stablehlo.concatenate %arg34, %arg34, dim = 0 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %90 = stablehlo.slice %arg10 [0:32, 0:32] : (tensor<96x32xf32>) -> tensor<32x32xf32>
    %91 = stablehlo.transpose %90, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %92 = stablehlo.dot_general %89, %91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %93 = stablehlo.slice %arg9 [0:32] : (tensor<96xf32>) -> tensor<32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x32xf32>) -> tensor<4x1x16xf32>
    %97 = stablehlo.multiply %96, %cst_17 : tensor<4x1x16xf32>
    %98 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %99 = stablehlo.reshape %output_31 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<2x16x32xf32>
    %102 = stablehlo.add %98, %101 : tensor<2x16x32xf32>
    %103 = stablehlo.transpose %102, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,32]{2,0,1}"} : (tensor<2x16x32xf32>) -> tensor<16x2x32xf32>
    %104 = stablehlo.slice %arg10 [32:96, 0:32] : (tensor<96x32xf32>) -> tensor<64x32xf32>
    %105 = stablehlo.transpose %104, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<16x32x64xf32>
    %107 = stablehlo.dot_general %103, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2x32xf32>, tensor<16x32x64xf32>) -> tensor<16x2x64xf32>
    %108 = stablehlo.slice %arg9 [32:96] : (tensor<96xf32>) -> tensor<64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [2] : (tensor<64xf32>) -> tensor<16x2x64xf32>
    %110 = stablehlo.add %107, %109 : tensor<16x2x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x2x64xf32>) -> tensor<1x16x2x2x32xf32>
    %112 = stablehlo.transpose %111, dims = [3, 1, 2, 0, 4] {result_layout = dense<[4, 0, 2, 1, 3]> : tensor<5xindex>, xla_shape = "f32[2,16,2,1,32]{4,0,2,1,3}"} : (tensor<1x16x2x2x32xf32>) -> tensor<2x16x2x1x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x16x2x1x32xf32>) -> tensor<2x16x2x32xf32>
    %114 = stablehlo.slice %113 [0:1, 0:16, 0:2, 0:32] : (tensor<2x16x2x32xf32>) -> tensor<1x16x2x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x16x2x32xf32>) -> tensor<16x4x16xf32>
    %116 = stablehlo.transpose %115, dims = [1, 2, 0] : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %117 = stablehlo.dot_general %97, %116, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x16xf32>, tensor<4x16x16xf32>) -> tensor<4x1x16xf32>
    %118 = stablehlo.reduce(%117 init: %cst_26) applies stablehlo.maximum across dimensions = [2] : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x16xf32>
    %120 = stablehlo.subtract %117, %119 : tensor<4x1x16xf32>
    %121 = stablehlo.exponential %120 : tensor<4x1x16xf32>
    %122 = stablehlo.reduce(%121 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x16xf32>
    %124 = stablehlo.divide %121, %123 : tensor<4x1x16xf32>
    %125 = stablehlo.slice %113 [1:2, 0:16, 0:2, 0:32] : (tensor<2x16x2x32xf32>) -> tensor<1x16x2x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x16x2x32xf32>) -> tensor<16x4x16xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{2,0,1}"} : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %128 = stablehlo.dot_general %124, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x16xf32>, tensor<4x16x16xf32>) -> tensor<4x1x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<4x1x16xf32>) -> tensor<2x32xf32>
    %130 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<2x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %135 = stablehlo.reshape %133 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%135, %cst_16, %cst_15) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %136 = stablehlo.reshape %arg51 : (tensor<2x8xi64>) -> tensor<16xi64>
    %137 = stablehlo.convert %136 : (tensor<16xi64>) -> tensor<16xui32>
    %138 = "stablehlo.gather"(%arg52, %137) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.reshape %arg49 : (tensor<1x8xi64>) -> tensor<8xi64>
    %141 = stablehlo.convert %140 : (tensor<8xi64>) -> tensor<8xui32>
    %142 = "stablehlo.gather"(%arg50, %141) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<8x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.add %139, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%145, %cst_14, %cst_13) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %146 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.reshape %output_37 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.add %146, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.transpose %arg57, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %154 = stablehlo.broadcast_in_dim %arg56, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.add %153, %154 : tensor<16x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %158 = stablehlo.multiply %157, %cst_12 : tensor<2x2x8x16xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %160 = stablehlo.transpose %arg55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.dot_general %151, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.add %161, %162 : tensor<16x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %166 = stablehlo.multiply %165, %cst_11 : tensor<2x2x16x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %168 = stablehlo.dot_general %159, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %170 = stablehlo.reduce(%169 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %172 = stablehlo.subtract %169, %171 : tensor<2x2x8x8xf32>
    %173 = stablehlo.exponential %172 : tensor<2x2x8x8xf32>
    %174 = stablehlo.reduce(%173 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %176 = stablehlo.divide %173, %175 : tensor<2x2x8x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %178 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %179 = stablehlo.dot_general %151, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %180 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %181 = stablehlo.add %179, %180 : tensor<16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %185 = stablehlo.dot_general %177, %184, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %186 = stablehlo.reshape %185 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %187 = stablehlo.transpose %186, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %192 = stablehlo.add %190, %191 : tensor<16x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.add %144, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%195, %cst_14, %cst_13) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %196 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.reshape %output_40 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.add %196, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %204 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %205 = stablehlo.add %203, %204 : tensor<16x64xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %207 = stablehlo.multiply %206, %cst_10 : tensor<2x8x64xf32>
    %208 = stablehlo.power %206, %cst_6 : tensor<2x8x64xf32>
    %209 = stablehlo.multiply %208, %cst_7 : tensor<2x8x64xf32>
    %210 = stablehlo.add %206, %209 : tensor<2x8x64xf32>
    %211 = stablehlo.multiply %210, %cst_8 : tensor<2x8x64xf32>
    %212 = stablehlo.tanh %211 : tensor<2x8x64xf32>
    %213 = stablehlo.add %212, %cst_9 : tensor<2x8x64xf32>
    %214 = stablehlo.multiply %207, %213 : tensor<2x8x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %216 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.add %217, %218 : tensor<16x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.add %194, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%222, %cst_14, %cst_13) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %223 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.reshape %output_43 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.add %223, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.slice %227 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %230 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %232 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %233 = stablehlo.add %231, %232 : tensor<2x32xf32>
    %234 = stablehlo.abs %233 : tensor<2x32xf32>
    %235 = stablehlo.power %234, %cst_5 : tensor<2x32xf32>
    %236 = stablehlo.reduce(%235 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %237 = stablehlo.reshape %236 : (tensor<2xf32>) -> tensor<2x1xf32>
    %238 = stablehlo.power %237, %cst_4 : tensor<2x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x1xf32>) -> tensor<2xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<2xf32>) -> tensor<2x32xf32>
    %241 = stablehlo.divide %233, %240 : tensor<2x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %243 = stablehlo.reshape %output_34 : (tensor<1x2x32xf32>) -> tensor<2x1x32xf32>
    %244 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<2x1x32xf32>
    %246 = stablehlo.add %242, %245 : tensor<2x1x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %248 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %249 = stablehlo.dot_general %247, %248, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %250 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<2x64xf32>
    %251 = stablehlo.add %249, %250 : tensor<2x64xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x64xf32>) -> tensor<2x1x64xf32>
    %253 = stablehlo.multiply %252, %cst_3 : tensor<2x1x64xf32>
    %254 = stablehlo.power %252, %cst : tensor<2x1x64xf32>
    %255 = stablehlo.multiply %254, %cst_0 : tensor<2x1x64xf32>
    %256 = stablehlo.add %252, %255 : tensor<2x1x64xf32>
    %257 = stablehlo.multiply %256, %cst_1 : tensor<2x1x64xf32>
    %258 = stablehlo.tanh %257 : tensor<2x1x64xf32>
    %259 = stablehlo.add %258, %cst_2 : tensor<2x1x64xf32>
    %260 = stablehlo.multiply %253, %259 : tensor<2x1x64xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    %262 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %265 = stablehlo.add %263, %264 : tensor<2x32xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %267 = stablehlo.add %134, %266 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,1,32]{2,0,1}"} : tensor<2x1x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %269 = stablehlo.abs %268 : tensor<2x32xf32>
    %270 = stablehlo.power %269, %cst_5 : tensor<2x32xf32>
    %271 = stablehlo.reduce(%270 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %272 = stablehlo.reshape %271 : (tensor<2xf32>) -> tensor<2x1xf32>
    %273 = stablehlo.power %272, %cst_4 : tensor<2x1xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x1xf32>) -> tensor<2xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0] : (tensor<2xf32>) -> tensor<2x32xf32>
    %276 = stablehlo.divide %268, %275 : tensor<2x32xf32>
    %277 = stablehlo.transpose %276, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,2]{0,1}"} : (tensor<2x32xf32>) -> tensor<32x2xf32>
    %278 = stablehlo.dot_general %241, %277, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x2xf32>) -> tensor<2x2xf32>
    %279 = stablehlo.exponential %arg1 : tensor<1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [1] : (tensor<1xf32>) -> tensor<2x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x1xf32>) -> tensor<2xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0] : (tensor<2xf32>) -> tensor<2x2xf32>
    %283 = stablehlo.multiply %278, %282 : tensor<2x2xf32>
    %284 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1xf32>) -> tensor<2x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x1xf32>) -> tensor<2xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0] : (tensor<2xf32>) -> tensor<2x2xf32>
    %287 = stablehlo.add %283, %286 : tensor<2x2xf32>
    %288 = stablehlo.transpose %287, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,2]{0,1}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %288, %241, %276 : tensor<2x2xf32>, tensor<2x32xf32>, tensor<2x32xf32>
  }
}
