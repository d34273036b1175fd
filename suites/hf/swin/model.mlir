module @IrToHlo.673 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x3x4x4xf32>, %arg18: tensor<2x3x32x32xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xi64>, %arg22: tensor<9x2xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<64xf32>, %arg34: tensor<32xf32>, %arg35: tensor<16xi64>, %arg36: tensor<9x2xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<128x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<2x16x128xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x128xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<8x2x16x4xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<8x2x4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x64xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<2x64x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x64xf32>
    %c = stablehlo.constant dense<9> : tensor<16xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<16xi64>
    %cst_11 = stablehlo.constant dense<0.594603539> : tensor<32x2x8x4xf32>
    %cst_12 = stablehlo.constant dense<0.594603539> : tensor<32x2x4x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg18, %arg17) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x8x8xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%5, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %6 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %7 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x64x16xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x64x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%11, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %12 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %13 = stablehlo.reshape %output_17 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x64x16xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x64x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x64x16xf32>) -> tensor<2x4x2x4x2x16xf32>
    %18 = stablehlo.transpose %17, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,2,2,16]{5,4,2,3,1,0}"} : (tensor<2x4x2x4x2x16xf32>) -> tensor<2x4x4x2x2x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x4x2x2x16xf32>) -> tensor<128x16xf32>
    %20 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %22 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<128x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<128x16xf32>) -> tensor<32x4x2x8xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : (tensor<32x4x2x8xf32>) -> tensor<32x2x4x8xf32>
    %26 = stablehlo.multiply %25, %cst_12 : tensor<32x2x4x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<32x2x4x8xf32>) -> tensor<64x4x8xf32>
    %28 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %29 = stablehlo.dot_general %19, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %30 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %31 = stablehlo.add %29, %30 : tensor<128x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<128x16xf32>) -> tensor<32x4x2x8xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 3, 1] : (tensor<32x4x2x8xf32>) -> tensor<32x2x8x4xf32>
    %34 = stablehlo.multiply %33, %cst_11 : tensor<32x2x8x4xf32>
    %35 = stablehlo.reshape %34 : (tensor<32x2x8x4xf32>) -> tensor<64x8x4xf32>
    %36 = stablehlo.dot_general %27, %35, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x4x8xf32>, tensor<64x8x4xf32>) -> tensor<64x4x4xf32>
    %37 = stablehlo.reshape %36 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %38 = stablehlo.compare  LT, %arg21, %c_10 : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
    %39 = stablehlo.add %arg21, %c : tensor<16xi64>
    %40 = stablehlo.select %38, %39, %arg21 : tensor<16xi1>, tensor<16xi64>
    %41 = stablehlo.reshape %40 : (tensor<16xi64>) -> tensor<16x1xi64>
    %42 = "stablehlo.gather"(%arg22, %41) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<9x2xf32>, tensor<16x1xi64>) -> tensor<16x2xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x2xf32>) -> tensor<4x4x2xf32>
    %44 = stablehlo.transpose %43, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,4]{0,2,1}"} : (tensor<4x4x2xf32>) -> tensor<2x4x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2, 3] : (tensor<2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %46 = stablehlo.add %37, %45 : tensor<32x2x4x4xf32>
    %47 = stablehlo.reduce(%46 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<32x2x4xf32>) -> tensor<32x2x4x4xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<32x2x4x4xf32>
    %50 = stablehlo.exponential %49 : tensor<32x2x4x4xf32>
    %51 = stablehlo.reduce(%50 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<32x2x4xf32>) -> tensor<32x2x4x4xf32>
    %53 = stablehlo.divide %50, %52 : tensor<32x2x4x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %55 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.dot_general %19, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %57 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %58 = stablehlo.add %56, %57 : tensor<128x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<128x16xf32>) -> tensor<32x4x2x8xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : (tensor<32x4x2x8xf32>) -> tensor<32x2x4x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<32x2x4x8xf32>) -> tensor<64x4x8xf32>
    %62 = stablehlo.dot_general %54, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x4x4xf32>, tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<64x4x8xf32>) -> tensor<32x2x4x8xf32>
    %64 = stablehlo.transpose %63, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,2,8]{3,1,2,0}"} : (tensor<32x2x4x8xf32>) -> tensor<32x4x2x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<32x4x2x8xf32>) -> tensor<128x16xf32>
    %66 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %67 = stablehlo.dot_general %65, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %68 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %69 = stablehlo.add %67, %68 : tensor<128x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<128x16xf32>) -> tensor<2x4x4x2x2x16xf32>
    %71 = stablehlo.transpose %70, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,2,4,2,16]{5,4,2,3,1,0}"} : (tensor<2x4x4x2x2x16xf32>) -> tensor<2x4x2x4x2x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x4x2x4x2x16xf32>) -> tensor<2x64x16xf32>
    %73 = stablehlo.add %10, %72 : tensor<2x64x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%74, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %75 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %76 = stablehlo.reshape %output_20 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %77 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<2x64x16xf32>
    %79 = stablehlo.add %75, %78 : tensor<2x64x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %81 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,64]{0,1}"} : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x64xf32>) -> tensor<128x64xf32>
    %83 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %84 = stablehlo.add %82, %83 : tensor<128x64xf32>
    %85 = stablehlo.reshape %84 : (tensor<128x64xf32>) -> tensor<2x64x64xf32>
    %86 = stablehlo.multiply %85, %cst_9 : tensor<2x64x64xf32>
    %87 = stablehlo.multiply %85, %cst_8 : tensor<2x64x64xf32>
    %88 = stablehlo.custom_call @mhlo.erf(%87) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %89 = stablehlo.add %88, %cst_7 : tensor<2x64x64xf32>
    %90 = stablehlo.multiply %86, %89 : tensor<2x64x64xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x64x64xf32>) -> tensor<128x64xf32>
    %92 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %93 = stablehlo.dot_general %91, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x16xf32>) -> tensor<128x16xf32>
    %94 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %95 = stablehlo.add %93, %94 : tensor<128x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<128x16xf32>) -> tensor<2x64x16xf32>
    %97 = stablehlo.add %96, %73 : tensor<2x64x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
    %99 = stablehlo.slice %98 [0:2, 0:8:2, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x4x8x16xf32>
    %100 = stablehlo.slice %99 [0:2, 0:4, 0:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %101 = stablehlo.slice %98 [0:2, 1:8:2, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x4x8x16xf32>
    %102 = stablehlo.slice %101 [0:2, 0:4, 0:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %103 = stablehlo.slice %99 [0:2, 0:4, 1:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %104 = stablehlo.slice %101 [0:2, 0:4, 1:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %105 = stablehlo.concatenate %100, %102, %103, %104, dim = 3 : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x4x4x64xf32>) -> tensor<1x32x64xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%106, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x64xf32>, tensor<32xf32>, tensor<32xf32>)
    %107 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.reshape %output_23 : (tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %109 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<2x16x64xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x16x64xf32>
    %111 = stablehlo.add %107, %110 : tensor<2x16x64xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %113 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %114 = stablehlo.dot_general %112, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %116 = stablehlo.reshape %114 : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%116, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %117 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %118 = stablehlo.reshape %output_26 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %119 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x16x32xf32>
    %121 = stablehlo.add %117, %120 : tensor<2x16x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x16x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %123 = stablehlo.transpose %122, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,2,2,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x2x2x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x2x2x2x2x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.add %126, %127 : tensor<32x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<32x32xf32>) -> tensor<8x4x2x16xf32>
    %130 = stablehlo.transpose %129, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : (tensor<8x4x2x16xf32>) -> tensor<8x2x4x16xf32>
    %131 = stablehlo.multiply %130, %cst_4 : tensor<8x2x4x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x2x4x16xf32>) -> tensor<16x4x16xf32>
    %133 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %124, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.add %134, %135 : tensor<32x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<32x32xf32>) -> tensor<8x4x2x16xf32>
    %138 = stablehlo.transpose %137, dims = [0, 2, 3, 1] : (tensor<8x4x2x16xf32>) -> tensor<8x2x16x4xf32>
    %139 = stablehlo.multiply %138, %cst_3 : tensor<8x2x16x4xf32>
    %140 = stablehlo.reshape %139 : (tensor<8x2x16x4xf32>) -> tensor<16x16x4xf32>
    %141 = stablehlo.dot_general %132, %140, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x16xf32>, tensor<16x16x4xf32>) -> tensor<16x4x4xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x4x4xf32>) -> tensor<8x2x4x4xf32>
    %143 = stablehlo.compare  LT, %arg35, %c_10 : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
    %144 = stablehlo.add %arg35, %c : tensor<16xi64>
    %145 = stablehlo.select %143, %144, %arg35 : tensor<16xi1>, tensor<16xi64>
    %146 = stablehlo.reshape %145 : (tensor<16xi64>) -> tensor<16x1xi64>
    %147 = "stablehlo.gather"(%arg36, %146) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<9x2xf32>, tensor<16x1xi64>) -> tensor<16x2xf32>
    %148 = stablehlo.reshape %147 : (tensor<16x2xf32>) -> tensor<4x4x2xf32>
    %149 = stablehlo.transpose %148, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,4]{0,2,1}"} : (tensor<4x4x2xf32>) -> tensor<2x4x4xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1, 2, 3] : (tensor<2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %151 = stablehlo.add %142, %150 : tensor<8x2x4x4xf32>
    %152 = stablehlo.reduce(%151 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %154 = stablehlo.subtract %151, %153 : tensor<8x2x4x4xf32>
    %155 = stablehlo.exponential %154 : tensor<8x2x4x4xf32>
    %156 = stablehlo.reduce(%155 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %158 = stablehlo.divide %155, %157 : tensor<8x2x4x4xf32>
    %159 = stablehlo.reshape %158 : (tensor<8x2x4x4xf32>) -> tensor<16x4x4xf32>
    %160 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.dot_general %124, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %163 = stablehlo.add %161, %162 : tensor<32x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<32x32xf32>) -> tensor<8x4x2x16xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : (tensor<8x4x2x16xf32>) -> tensor<8x2x4x16xf32>
    %166 = stablehlo.reshape %165 : (tensor<8x2x4x16xf32>) -> tensor<16x4x16xf32>
    %167 = stablehlo.dot_general %159, %166, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x4xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<16x4x16xf32>) -> tensor<8x2x4x16xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,2,16]{3,1,2,0}"} : (tensor<8x2x4x16xf32>) -> tensor<8x4x2x16xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x4x2x16xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %173 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %174 = stablehlo.add %172, %173 : tensor<32x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<32x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %176 = stablehlo.transpose %175, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,2,2,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x2x2x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x2x2x2x2x32xf32>) -> tensor<2x16x32xf32>
    %178 = stablehlo.add %115, %177 : tensor<2x16x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%179, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %180 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %181 = stablehlo.reshape %output_29 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<2x16x32xf32>
    %184 = stablehlo.add %180, %183 : tensor<2x16x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %187 = stablehlo.dot_general %185, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %188 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %189 = stablehlo.add %187, %188 : tensor<32x128xf32>
    %190 = stablehlo.reshape %189 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %191 = stablehlo.multiply %190, %cst_2 : tensor<2x16x128xf32>
    %192 = stablehlo.multiply %190, %cst_1 : tensor<2x16x128xf32>
    %193 = stablehlo.custom_call @mhlo.erf(%192) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %194 = stablehlo.add %193, %cst_0 : tensor<2x16x128xf32>
    %195 = stablehlo.multiply %191, %194 : tensor<2x16x128xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %197 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.add %198, %199 : tensor<32x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %202 = stablehlo.add %201, %178 : tensor<2x16x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%203, %cst_6, %cst_5) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %204 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %205 = stablehlo.reshape %output_32 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %206 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<2x16x32xf32>
    %208 = stablehlo.add %204, %207 : tensor<2x16x32xf32>
    %209 = stablehlo.transpose %208, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,16]{1,2,0}"} : (tensor<2x16x32xf32>) -> tensor<2x32x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x32x16xf32>) -> tensor<2x32x1x16xf32>
    %211 = stablehlo.reduce(%210 init: %cst_16) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x1x16xf32>, tensor<f32>) -> tensor<2x32xf32>
    %212 = stablehlo.multiply %211, %cst : tensor<2x32xf32>
    %213 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %214 = stablehlo.dot_general %212, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %215 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %216 = stablehlo.add %214, %215 : tensor<2x10xf32>
    return %216 : tensor<2x10xf32>
  }
}
