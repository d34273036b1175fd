module @IrToHlo.826 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32x1xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x1x32xf32>, %arg11: tensor<64x32x1xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<16x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32x1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x1x32xf32>, %arg29: tensor<64x32x1xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<16x32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x64xf32>, %arg35: tensor<64x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256x32x5xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32x5xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x128xf32>, %arg45: tensor<1x16x128xf32>, %arg46: tensor<4xf32>, %arg47: tensor<16x32xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<16x32xf32>, %arg50: tensor<32x32xf32>) -> tensor<1x1x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x32x1xf32>
    %c = stablehlo.constant dense<true> : tensor<1x1x1x1xi1>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<1x1x32xf32>
    %cst_1 = stablehlo.constant dense<0.594603539> : tensor<1x4x8x1xf32>
    %cst_2 = stablehlo.constant dense<0.594603539> : tensor<1x4x1x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x4xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<1x1x32xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<1x1x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<1x32x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<1x16x32xf32>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %c_12 = stablehlo.constant dense<false> : tensor<i1>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg45 : (tensor<1x16x128xf32>) -> tensor<16x128xf32>
    %1 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %6 = stablehlo.maximum %5, %cst_10 : tensor<1x16x32xf32>
    %7 = stablehlo.transpose %6, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,16]{1,2,0}"} : (tensor<1x16x32xf32>) -> tensor<1x32x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %9 = stablehlo.reshape %arg42 : (tensor<32x32x5xf32>) -> tensor<32x32x1x5xf32>
    %10 = stablehlo.convolution(%8, %9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x16xf32>, tensor<32x32x1x5xf32>) -> tensor<1x32x1x6xf32>
    %11 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x6xf32>
    %12 = stablehlo.add %10, %11 : tensor<1x32x1x6xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x32x1x6xf32>) -> tensor<1x32x6xf32>
    %14 = stablehlo.maximum %13, %cst_9 : tensor<1x32x6xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x32x6xf32>) -> tensor<1x32x1x6xf32>
    %16 = stablehlo.reshape %arg40 : (tensor<256x32x5xf32>) -> tensor<256x32x1x5xf32>
    %17 = stablehlo.convolution(%15, %16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x6xf32>, tensor<256x32x1x5xf32>) -> tensor<1x256x1x1xf32>
    %18 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x256x1x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<1x256x1x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x256x1x1xf32>) -> tensor<1x256x1xf32>
    %21 = stablehlo.maximum %20, %cst_8 : tensor<1x256x1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x256x1xf32>) -> tensor<1x256xf32>
    %23 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x256xf32>, tensor<256x32xf32>) -> tensor<1x32xf32>
    %25 = stablehlo.reshape %arg37 : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<1x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%27, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %28 = stablehlo.multiply %27, %cst_5 : tensor<1x1x32xf32>
    %29 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %30 = stablehlo.multiply %output, %29 : tensor<1x1x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %32 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %33 = stablehlo.dot_general %31, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x64xf32>) -> tensor<1x64xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.logistic %34 : tensor<1x1x64xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<1x1x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %38 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %39 = stablehlo.dot_general %37, %38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x32xf32>) -> tensor<1x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %41 = stablehlo.multiply %40, %cst_4 : tensor<1x1x32xf32>
    %42 = stablehlo.add %28, %41 : tensor<1x1x32xf32>
    %output_15, %batch_mean_16, %batch_var_17 = "stablehlo.batch_norm_training"(%42, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %43 = stablehlo.reshape %arg33 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %44 = stablehlo.multiply %output_15, %43 : tensor<1x1x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %46 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %47 = stablehlo.dot_general %45, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x32xf32>) -> tensor<1x4x1x8xf32>
    %49 = stablehlo.reshape %arg46 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %50 = stablehlo.multiply %49, %cst_3 : tensor<1x1x4xf32>
    %51 = stablehlo.concatenate %50, %50, dim = 2 : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x8xf32>
    %52 = stablehlo.cosine %51 : tensor<1x1x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 2, 3] : (tensor<1x1x8xf32>) -> tensor<1x4x1x8xf32>
    %54 = stablehlo.multiply %48, %53 : tensor<1x4x1x8xf32>
    %55 = stablehlo.slice %48 [0:1, 0:4, 0:1, 4:8] : (tensor<1x4x1x8xf32>) -> tensor<1x4x1x4xf32>
    %56 = stablehlo.negate %55 : tensor<1x4x1x4xf32>
    %57 = stablehlo.slice %48 [0:1, 0:4, 0:1, 0:4] : (tensor<1x4x1x8xf32>) -> tensor<1x4x1x4xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 3 : (tensor<1x4x1x4xf32>, tensor<1x4x1x4xf32>) -> tensor<1x4x1x8xf32>
    %59 = stablehlo.sine %51 : tensor<1x1x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 2, 3] : (tensor<1x1x8xf32>) -> tensor<1x4x1x8xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<1x4x1x8xf32>
    %62 = stablehlo.add %54, %61 : tensor<1x4x1x8xf32>
    %63 = stablehlo.multiply %62, %cst_2 : tensor<1x4x1x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x4x1x8xf32>) -> tensor<4x1x8xf32>
    %65 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %66 = stablehlo.dot_general %45, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x16xf32>) -> tensor<1x16xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x16xf32>) -> tensor<1x2x1x8xf32>
    %68 = stablehlo.broadcast_in_dim %52, dims = [0, 2, 3] : (tensor<1x1x8xf32>) -> tensor<1x2x1x8xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<1x2x1x8xf32>
    %70 = stablehlo.slice %67 [0:1, 0:2, 0:1, 4:8] : (tensor<1x2x1x8xf32>) -> tensor<1x2x1x4xf32>
    %71 = stablehlo.negate %70 : tensor<1x2x1x4xf32>
    %72 = stablehlo.slice %67 [0:1, 0:2, 0:1, 0:4] : (tensor<1x2x1x8xf32>) -> tensor<1x2x1x4xf32>
    %73 = stablehlo.concatenate %71, %72, dim = 3 : (tensor<1x2x1x4xf32>, tensor<1x2x1x4xf32>) -> tensor<1x2x1x8xf32>
    %74 = stablehlo.broadcast_in_dim %59, dims = [0, 2, 3] : (tensor<1x1x8xf32>) -> tensor<1x2x1x8xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<1x2x1x8xf32>
    %76 = stablehlo.add %69, %75 : tensor<1x2x1x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 3, 4] : (tensor<1x2x1x8xf32>) -> tensor<1x2x2x1x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x2x2x1x8xf32>) -> tensor<1x4x8x1xf32>
    %79 = stablehlo.multiply %78, %cst_1 : tensor<1x4x8x1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x4x8x1xf32>) -> tensor<4x8x1xf32>
    %81 = stablehlo.dot_general %64, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x8xf32>, tensor<4x8x1xf32>) -> tensor<4x1x1xf32>
    %82 = stablehlo.reshape %81 : (tensor<4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %83 = stablehlo.reduce(%82 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %85 = stablehlo.subtract %82, %84 : tensor<1x4x1x1xf32>
    %86 = stablehlo.exponential %85 : tensor<1x4x1x1xf32>
    %87 = stablehlo.reduce(%86 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %89 = stablehlo.divide %86, %88 : tensor<1x4x1x1xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x4x1x1xf32>) -> tensor<4x1x1xf32>
    %91 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %92 = stablehlo.dot_general %45, %91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x16xf32>) -> tensor<1x16xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x16xf32>) -> tensor<1x2x1x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3, 4] : (tensor<1x2x1x8xf32>) -> tensor<1x2x2x1x8xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x2x2x1x8xf32>) -> tensor<4x1x8xf32>
    %96 = stablehlo.dot_general %90, %95, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x1xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %97 = stablehlo.reshape %96 : (tensor<4x1x8xf32>) -> tensor<1x32xf32>
    %98 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %101 = stablehlo.add %42, %100 : tensor<1x1x32xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%101, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %102 = stablehlo.multiply %101, %cst_0 : tensor<1x1x32xf32>
    %103 = stablehlo.reduce(%c init: %c_12) across dimensions = [2] : (tensor<1x1x1x1xi1>, tensor<i1>) -> tensor<1x1x1xi1>
     reducer(%arg51: tensor<i1>, %arg52: tensor<i1>)  {
      %257 = stablehlo.or %arg51, %arg52 : tensor<i1>
      %258 = stablehlo.select %257, %c_11, %c_12 : tensor<i1>, tensor<i1>
      stablehlo.return %258 : tensor<i1>
    }
    %104 = stablehlo.not %103 : tensor<1x1x1xi1>
    %105 = stablehlo.reshape %104 : (tensor<1x1x1xi1>) -> tensor<1x1xi1>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 2] : (tensor<1x1xi1>) -> tensor<1x32x1xi1>
    %107 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %108 = stablehlo.multiply %output_18, %107 : tensor<1x1x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x1x32xf32>) -> tensor<1x32x1x1xf32>
    %110 = stablehlo.reshape %arg29 : (tensor<64x32x1xf32>) -> tensor<64x32x1x1xf32>
    %111 = stablehlo.convolution(%109, %110) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x1xf32>, tensor<64x32x1x1xf32>) -> tensor<1x64x1x1xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x64x1x1xf32>) -> tensor<1x64x1xf32>
    %113 = stablehlo.slice %112 [0:1, 0:32, 0:1] : (tensor<1x64x1xf32>) -> tensor<1x32x1xf32>
    %114 = stablehlo.slice %112 [0:1, 32:64, 0:1] : (tensor<1x64x1xf32>) -> tensor<1x32x1xf32>
    %115 = stablehlo.logistic %114 : tensor<1x32x1xf32>
    %116 = stablehlo.multiply %113, %115 : tensor<1x32x1xf32>
    %117 = stablehlo.select %106, %cst, %116 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    %118 = stablehlo.pad %117, %cst_14, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %120 = stablehlo.reshape %arg28 : (tensor<32x1x32xf32>) -> tensor<32x1x1x32xf32>
    %121 = stablehlo.convolution(%119, %120) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [15, 15]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x2xf32>, tensor<32x1x1x32xf32>) -> tensor<1x32x1x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x32x1x1xf32>) -> tensor<1x32x1xf32>
    %123 = "stablehlo.batch_norm_inference"(%122, %arg27, %arg26, %arg25, %arg24) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x1xf32>
    %124 = stablehlo.logistic %123 : tensor<1x32x1xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<1x32x1xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %127 = stablehlo.reshape %arg23 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %128 = stablehlo.convolution(%126, %127) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x1xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x32x1x1xf32>) -> tensor<1x1x32xf32>
    %130 = stablehlo.add %102, %129 : tensor<1x1x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%130, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %131 = stablehlo.multiply %130, %cst_5 : tensor<1x1x32xf32>
    %132 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %133 = stablehlo.multiply %output_21, %132 : tensor<1x1x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %135 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x64xf32>) -> tensor<1x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %138 = stablehlo.logistic %137 : tensor<1x1x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<1x1x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %141 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x32xf32>) -> tensor<1x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %144 = stablehlo.multiply %143, %cst_4 : tensor<1x1x32xf32>
    %145 = stablehlo.add %131, %144 : tensor<1x1x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%145, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %146 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %147 = stablehlo.multiply %output_24, %146 : tensor<1x1x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%147, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %148 = stablehlo.multiply %147, %cst_5 : tensor<1x1x32xf32>
    %149 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %150 = stablehlo.multiply %output_27, %149 : tensor<1x1x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %152 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x64xf32>) -> tensor<1x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.logistic %154 : tensor<1x1x64xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<1x1x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %158 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x32xf32>) -> tensor<1x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %161 = stablehlo.multiply %160, %cst_4 : tensor<1x1x32xf32>
    %162 = stablehlo.add %148, %161 : tensor<1x1x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%162, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %163 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %164 = stablehlo.multiply %output_30, %163 : tensor<1x1x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %166 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<1x32xf32>) -> tensor<1x4x1x8xf32>
    %169 = stablehlo.multiply %168, %53 : tensor<1x4x1x8xf32>
    %170 = stablehlo.slice %168 [0:1, 0:4, 0:1, 4:8] : (tensor<1x4x1x8xf32>) -> tensor<1x4x1x4xf32>
    %171 = stablehlo.negate %170 : tensor<1x4x1x4xf32>
    %172 = stablehlo.slice %168 [0:1, 0:4, 0:1, 0:4] : (tensor<1x4x1x8xf32>) -> tensor<1x4x1x4xf32>
    %173 = stablehlo.concatenate %171, %172, dim = 3 : (tensor<1x4x1x4xf32>, tensor<1x4x1x4xf32>) -> tensor<1x4x1x8xf32>
    %174 = stablehlo.multiply %173, %60 : tensor<1x4x1x8xf32>
    %175 = stablehlo.add %169, %174 : tensor<1x4x1x8xf32>
    %176 = stablehlo.multiply %175, %cst_2 : tensor<1x4x1x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<1x4x1x8xf32>) -> tensor<4x1x8xf32>
    %178 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %179 = stablehlo.dot_general %165, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x16xf32>) -> tensor<1x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<1x16xf32>) -> tensor<1x2x1x8xf32>
    %181 = stablehlo.multiply %180, %68 : tensor<1x2x1x8xf32>
    %182 = stablehlo.slice %180 [0:1, 0:2, 0:1, 4:8] : (tensor<1x2x1x8xf32>) -> tensor<1x2x1x4xf32>
    %183 = stablehlo.negate %182 : tensor<1x2x1x4xf32>
    %184 = stablehlo.slice %180 [0:1, 0:2, 0:1, 0:4] : (tensor<1x2x1x8xf32>) -> tensor<1x2x1x4xf32>
    %185 = stablehlo.concatenate %183, %184, dim = 3 : (tensor<1x2x1x4xf32>, tensor<1x2x1x4xf32>) -> tensor<1x2x1x8xf32>
    %186 = stablehlo.multiply %185, %74 : tensor<1x2x1x8xf32>
    %187 = stablehlo.add %181, %186 : tensor<1x2x1x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 3, 4] : (tensor<1x2x1x8xf32>) -> tensor<1x2x2x1x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x2x2x1x8xf32>) -> tensor<1x4x8x1xf32>
    %190 = stablehlo.multiply %189, %cst_1 : tensor<1x4x8x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x4x8x1xf32>) -> tensor<4x8x1xf32>
    %192 = stablehlo.dot_general %177, %191, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x8xf32>, tensor<4x8x1xf32>) -> tensor<4x1x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %194 = stablehlo.reduce(%193 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %196 = stablehlo.subtract %193, %195 : tensor<1x4x1x1xf32>
    %197 = stablehlo.exponential %196 : tensor<1x4x1x1xf32>
    %198 = stablehlo.reduce(%197 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<1x4x1x1xf32>, tensor<f32>) -> tensor<1x4x1xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %200 = stablehlo.divide %197, %199 : tensor<1x4x1x1xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x4x1x1xf32>) -> tensor<4x1x1xf32>
    %202 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %203 = stablehlo.dot_general %165, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x16xf32>) -> tensor<1x16xf32>
    %204 = stablehlo.reshape %203 : (tensor<1x16xf32>) -> tensor<1x2x1x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 3, 4] : (tensor<1x2x1x8xf32>) -> tensor<1x2x2x1x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<1x2x2x1x8xf32>) -> tensor<4x1x8xf32>
    %207 = stablehlo.dot_general %201, %206, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x1xf32>, tensor<4x1x8xf32>) -> tensor<4x1x8xf32>
    %208 = stablehlo.reshape %207 : (tensor<4x1x8xf32>) -> tensor<1x32xf32>
    %209 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %210 = stablehlo.dot_general %208, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %212 = stablehlo.add %162, %211 : tensor<1x1x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%212, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %213 = stablehlo.multiply %212, %cst_0 : tensor<1x1x32xf32>
    %214 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %215 = stablehlo.multiply %output_33, %214 : tensor<1x1x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x1x32xf32>) -> tensor<1x32x1x1xf32>
    %217 = stablehlo.reshape %arg11 : (tensor<64x32x1xf32>) -> tensor<64x32x1x1xf32>
    %218 = stablehlo.convolution(%216, %217) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x1xf32>, tensor<64x32x1x1xf32>) -> tensor<1x64x1x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x64x1x1xf32>) -> tensor<1x64x1xf32>
    %220 = stablehlo.slice %219 [0:1, 0:32, 0:1] : (tensor<1x64x1xf32>) -> tensor<1x32x1xf32>
    %221 = stablehlo.slice %219 [0:1, 32:64, 0:1] : (tensor<1x64x1xf32>) -> tensor<1x32x1xf32>
    %222 = stablehlo.logistic %221 : tensor<1x32x1xf32>
    %223 = stablehlo.multiply %220, %222 : tensor<1x32x1xf32>
    %224 = stablehlo.select %106, %cst, %223 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    %225 = stablehlo.pad %224, %cst_14, low = [0, 0, 0], high = [0, 0, 1], interior = [0, 0, 0] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %227 = stablehlo.reshape %arg10 : (tensor<32x1x32xf32>) -> tensor<32x1x1x32xf32>
    %228 = stablehlo.convolution(%226, %227) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [15, 15]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x2xf32>, tensor<32x1x1x32xf32>) -> tensor<1x32x1x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x32x1x1xf32>) -> tensor<1x32x1xf32>
    %230 = "stablehlo.batch_norm_inference"(%229, %arg9, %arg8, %arg7, %arg6) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x1xf32>
    %231 = stablehlo.logistic %230 : tensor<1x32x1xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<1x32x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %234 = stablehlo.reshape %arg5 : (tensor<32x32x1xf32>) -> tensor<32x32x1x1xf32>
    %235 = stablehlo.convolution(%233, %234) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x1xf32>, tensor<32x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x32x1x1xf32>) -> tensor<1x1x32xf32>
    %237 = stablehlo.add %213, %236 : tensor<1x1x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%237, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %238 = stablehlo.multiply %237, %cst_5 : tensor<1x1x32xf32>
    %239 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %240 = stablehlo.multiply %output_36, %239 : tensor<1x1x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %242 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x64xf32>) -> tensor<1x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %245 = stablehlo.logistic %244 : tensor<1x1x64xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<1x1x64xf32>
    %247 = stablehlo.reshape %246 : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %248 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %249 = stablehlo.dot_general %247, %248, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<64x32xf32>) -> tensor<1x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %251 = stablehlo.multiply %250, %cst_4 : tensor<1x1x32xf32>
    %252 = stablehlo.add %238, %251 : tensor<1x1x32xf32>
    %output_39, %batch_mean_40, %batch_var_41 = "stablehlo.batch_norm_training"(%252, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %253 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %254 = stablehlo.multiply %output_39, %253 : tensor<1x1x32xf32>
    %output_42, %batch_mean_43, %batch_var_44 = "stablehlo.batch_norm_training"(%254, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %255 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %256 = stablehlo.multiply %output_42, %255 : tensor<1x1x32xf32>
    return %256 : tensor<1x1x32xf32>
  }
}
