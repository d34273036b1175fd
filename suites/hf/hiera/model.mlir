module @IrToHlo.555 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<96xf32>, %arg11: tensor<96x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x16xf32>, %arg20: tensor<48xf32>, %arg21: tensor<48x16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<1x256x16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16x3x4x4xf32>, %arg26: tensor<2x3x32x32xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x16xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<2x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x128xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x64x128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_7 = stablehlo.constant dense<2.500000e-01> : tensor<2x2x16x4x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x256x64xf32>
    %cst_9 = stablehlo.constant dense<0.707106769> : tensor<2x256x64xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<2x256x64xf32>
    %cst_11 = stablehlo.constant dense<2.500000e-01> : tensor<2x1x16x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<512xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<512xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg26, %arg25) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) -> tensor<2x16x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<16xf32>) -> tensor<2x16x16x16xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x16x16xf32>) -> tensor<2x16x256xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,256,16]{1,2,0}"} : (tensor<2x16x256xf32>) -> tensor<2x256x16xf32>
    %5 = stablehlo.reshape %arg23 : (tensor<1x256x16xf32>) -> tensor<256x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<256x16xf32>) -> tensor<2x256x16xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x256x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x256x16xf32>) -> tensor<2x8x2x8x2x16xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 4, 1, 3, 5] {result_layout = dense<[5, 2, 4, 1, 3, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,8,8,16]{5,2,4,1,3,0}"} : (tensor<2x8x2x8x2x16xf32>) -> tensor<2x2x2x8x8x16xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x2x2x8x8x16xf32>) -> tensor<2x256x16xf32>
    %11 = stablehlo.reshape %9 : (tensor<2x2x2x8x8x16xf32>) -> tensor<1x512x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_13, %cst_12) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x512x16xf32>, tensor<512xf32>, tensor<512xf32>) -> (tensor<1x512x16xf32>, tensor<512xf32>, tensor<512xf32>)
    %12 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<16xf32>) -> tensor<2x256x16xf32>
    %13 = stablehlo.reshape %output : (tensor<1x512x16xf32>) -> tensor<2x256x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<16xf32>) -> tensor<2x256x16xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x256x16xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x256x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x256x16xf32>) -> tensor<512x16xf32>
    %18 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,48]{0,1}"} : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16x48xf32>) -> tensor<512x48xf32>
    %20 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<48xf32>) -> tensor<512x48xf32>
    %21 = stablehlo.add %19, %20 : tensor<512x48xf32>
    %22 = stablehlo.reshape %21 : (tensor<512x48xf32>) -> tensor<2x16x16x3x1x16xf32>
    %23 = stablehlo.transpose %22, dims = [3, 0, 4, 2, 1, 5] {result_layout = dense<[5, 2, 0, 3, 4, 1]> : tensor<6xindex>, xla_shape = "f32[3,2,1,16,16,16]{5,2,0,3,4,1}"} : (tensor<2x16x16x3x1x16xf32>) -> tensor<3x2x1x16x16x16xf32>
    %24 = stablehlo.slice %23 [0:1, 0:2, 0:1, 0:16, 0:16, 0:16] : (tensor<3x2x1x16x16x16xf32>) -> tensor<1x2x1x16x16x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x2x1x16x16x16xf32>) -> tensor<2x1x16x16x16xf32>
    %26 = stablehlo.multiply %25, %cst_11 : tensor<2x1x16x16x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x1x16x16x16xf32>) -> tensor<32x16x16xf32>
    %28 = stablehlo.slice %23 [1:2, 0:2, 0:1, 0:16, 0:16, 0:16] : (tensor<3x2x1x16x16x16xf32>) -> tensor<1x2x1x16x16x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x2x1x16x16x16xf32>) -> tensor<2x1x16x16x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 1, 2, 4, 3] {result_layout = dense<[3, 4, 2, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,1,16,16,16]{3,4,2,1,0}"} : (tensor<2x1x16x16x16xf32>) -> tensor<2x1x16x16x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x1x16x16x16xf32>) -> tensor<32x16x16xf32>
    %32 = stablehlo.dot_general %27, %31, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x16x16xf32>, tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %33 = stablehlo.reshape %32 : (tensor<32x16x16xf32>) -> tensor<2x1x16x16x16xf32>
    %34 = stablehlo.reduce(%33 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<2x1x16x16x16xf32>, tensor<f32>) -> tensor<2x1x16x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x16x16xf32>
    %36 = stablehlo.subtract %33, %35 : tensor<2x1x16x16x16xf32>
    %37 = stablehlo.exponential %36 : tensor<2x1x16x16x16xf32>
    %38 = stablehlo.reduce(%37 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<2x1x16x16x16xf32>, tensor<f32>) -> tensor<2x1x16x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x1x16x16x16xf32>
    %40 = stablehlo.divide %37, %39 : tensor<2x1x16x16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x1x16x16x16xf32>) -> tensor<32x16x16xf32>
    %42 = stablehlo.slice %23 [2:3, 0:2, 0:1, 0:16, 0:16, 0:16] : (tensor<3x2x1x16x16x16xf32>) -> tensor<1x2x1x16x16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x2x1x16x16x16xf32>) -> tensor<32x16x16xf32>
    %44 = stablehlo.dot_general %41, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x16x16xf32>, tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<32x16x16xf32>) -> tensor<2x1x16x16x16xf32>
    %46 = stablehlo.transpose %45, dims = [0, 3, 2, 1, 4] {result_layout = dense<[4, 1, 2, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,16,16,1,16]{4,1,2,3,0}"} : (tensor<2x1x16x16x16xf32>) -> tensor<2x16x16x1x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x16x16x1x16xf32>) -> tensor<512x16xf32>
    %48 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16x16xf32>) -> tensor<512x16xf32>
    %50 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<16xf32>) -> tensor<512x16xf32>
    %51 = stablehlo.add %49, %50 : tensor<512x16xf32>
    %52 = stablehlo.reshape %51 : (tensor<512x16xf32>) -> tensor<2x256x16xf32>
    %53 = stablehlo.add %10, %52 : tensor<2x256x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x256x16xf32>) -> tensor<1x512x16xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%54, %cst_13, %cst_12) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x512x16xf32>, tensor<512xf32>, tensor<512xf32>) -> (tensor<1x512x16xf32>, tensor<512xf32>, tensor<512xf32>)
    %55 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<16xf32>) -> tensor<2x256x16xf32>
    %56 = stablehlo.reshape %output_17 : (tensor<1x512x16xf32>) -> tensor<2x256x16xf32>
    %57 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<16xf32>) -> tensor<2x256x16xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x256x16xf32>
    %59 = stablehlo.add %55, %58 : tensor<2x256x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x256x16xf32>) -> tensor<512x16xf32>
    %61 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,64]{0,1}"} : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %62 = stablehlo.dot_general %60, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16x64xf32>) -> tensor<512x64xf32>
    %63 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<512x64xf32>
    %64 = stablehlo.add %62, %63 : tensor<512x64xf32>
    %65 = stablehlo.reshape %64 : (tensor<512x64xf32>) -> tensor<2x256x64xf32>
    %66 = stablehlo.multiply %65, %cst_10 : tensor<2x256x64xf32>
    %67 = stablehlo.multiply %65, %cst_9 : tensor<2x256x64xf32>
    %68 = stablehlo.custom_call @mhlo.erf(%67) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x256x64xf32>) -> tensor<2x256x64xf32>
    %69 = stablehlo.add %68, %cst_8 : tensor<2x256x64xf32>
    %70 = stablehlo.multiply %66, %69 : tensor<2x256x64xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x256x64xf32>) -> tensor<512x64xf32>
    %72 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %73 = stablehlo.dot_general %71, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<64x16xf32>) -> tensor<512x16xf32>
    %74 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<16xf32>) -> tensor<512x16xf32>
    %75 = stablehlo.add %73, %74 : tensor<512x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<512x16xf32>) -> tensor<2x256x16xf32>
    %77 = stablehlo.add %53, %76 : tensor<2x256x16xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x256x16xf32>) -> tensor<1x512x16xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%78, %cst_13, %cst_12) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x512x16xf32>, tensor<512xf32>, tensor<512xf32>) -> (tensor<1x512x16xf32>, tensor<512xf32>, tensor<512xf32>)
    %79 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<16xf32>) -> tensor<2x256x16xf32>
    %80 = stablehlo.reshape %output_20 : (tensor<1x512x16xf32>) -> tensor<2x256x16xf32>
    %81 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<16xf32>) -> tensor<2x256x16xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<2x256x16xf32>
    %83 = stablehlo.add %79, %82 : tensor<2x256x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x256x16xf32>) -> tensor<512x16xf32>
    %85 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,96]{0,1}"} : (tensor<96x16xf32>) -> tensor<16x96xf32>
    %86 = stablehlo.dot_general %84, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16x96xf32>) -> tensor<512x96xf32>
    %87 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<96xf32>) -> tensor<512x96xf32>
    %88 = stablehlo.add %86, %87 : tensor<512x96xf32>
    %89 = stablehlo.reshape %88 : (tensor<512x96xf32>) -> tensor<2x16x16x3x2x16xf32>
    %90 = stablehlo.transpose %89, dims = [3, 0, 4, 2, 1, 5] {result_layout = dense<[5, 2, 0, 3, 4, 1]> : tensor<6xindex>, xla_shape = "f32[3,2,2,16,16,16]{5,2,0,3,4,1}"} : (tensor<2x16x16x3x2x16xf32>) -> tensor<3x2x2x16x16x16xf32>
    %91 = stablehlo.slice %90 [0:1, 0:2, 0:2, 0:16, 0:16, 0:16] : (tensor<3x2x2x16x16x16xf32>) -> tensor<1x2x2x16x16x16xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x2x2x16x16x16xf32>) -> tensor<2x2x16x4x4x16xf32>
    %93 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.dot_general %84, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16x32xf32>) -> tensor<512x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<512x32xf32>
    %96 = stablehlo.add %94, %95 : tensor<512x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<512x32xf32>) -> tensor<2x4x64x32xf32>
    %98 = stablehlo.reduce(%97 init: %cst_14) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4x64x32xf32>, tensor<f32>) -> tensor<2x64x32xf32>
    %99 = stablehlo.reduce(%92 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x4x4x16xf32>, tensor<f32>) -> tensor<2x2x16x4x16xf32>
    %100 = stablehlo.multiply %99, %cst_7 : tensor<2x2x16x4x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x2x16x4x16xf32>) -> tensor<64x4x16xf32>
    %102 = stablehlo.slice %90 [1:2, 0:2, 0:2, 0:16, 0:16, 0:16] : (tensor<3x2x2x16x16x16xf32>) -> tensor<1x2x2x16x16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x2x2x16x16x16xf32>) -> tensor<2x2x16x16x16xf32>
    %104 = stablehlo.transpose %103, dims = [0, 1, 2, 4, 3] {result_layout = dense<[3, 4, 2, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,2,16,16,16]{3,4,2,1,0}"} : (tensor<2x2x16x16x16xf32>) -> tensor<2x2x16x16x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x2x16x16x16xf32>) -> tensor<64x16x16xf32>
    %106 = stablehlo.dot_general %101, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x4x16xf32>, tensor<64x16x16xf32>) -> tensor<64x4x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<64x4x16xf32>) -> tensor<2x2x16x4x16xf32>
    %108 = stablehlo.reduce(%107 init: %cst_15) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x16x4x16xf32>, tensor<f32>) -> tensor<2x2x16x4xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<2x2x16x4xf32>) -> tensor<2x2x16x4x16xf32>
    %110 = stablehlo.subtract %107, %109 : tensor<2x2x16x4x16xf32>
    %111 = stablehlo.exponential %110 : tensor<2x2x16x4x16xf32>
    %112 = stablehlo.reduce(%111 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<2x2x16x4x16xf32>, tensor<f32>) -> tensor<2x2x16x4xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<2x2x16x4xf32>) -> tensor<2x2x16x4x16xf32>
    %114 = stablehlo.divide %111, %113 : tensor<2x2x16x4x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x2x16x4x16xf32>) -> tensor<64x4x16xf32>
    %116 = stablehlo.slice %90 [2:3, 0:2, 0:2, 0:16, 0:16, 0:16] : (tensor<3x2x2x16x16x16xf32>) -> tensor<1x2x2x16x16x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<1x2x2x16x16x16xf32>) -> tensor<64x16x16xf32>
    %118 = stablehlo.dot_general %115, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x4x16xf32>, tensor<64x16x16xf32>) -> tensor<64x4x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<64x4x16xf32>) -> tensor<2x2x16x4x16xf32>
    %120 = stablehlo.transpose %119, dims = [0, 3, 2, 1, 4] {result_layout = dense<[4, 1, 2, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,2,16]{4,1,2,3,0}"} : (tensor<2x2x16x4x16xf32>) -> tensor<2x4x16x2x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x4x16x2x16xf32>) -> tensor<128x32xf32>
    %122 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<128x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %127 = stablehlo.add %98, %126 : tensor<2x64x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%128, %cst_6, %cst_5) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %129 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %130 = stablehlo.reshape %output_23 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<2x64x32xf32>
    %133 = stablehlo.add %129, %132 : tensor<2x64x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %135 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %137 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %138 = stablehlo.add %136, %137 : tensor<128x128xf32>
    %139 = stablehlo.reshape %138 : (tensor<128x128xf32>) -> tensor<2x64x128xf32>
    %140 = stablehlo.multiply %139, %cst_4 : tensor<2x64x128xf32>
    %141 = stablehlo.multiply %139, %cst_3 : tensor<2x64x128xf32>
    %142 = stablehlo.custom_call @mhlo.erf(%141) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x128xf32>) -> tensor<2x64x128xf32>
    %143 = stablehlo.add %142, %cst_2 : tensor<2x64x128xf32>
    %144 = stablehlo.multiply %140, %143 : tensor<2x64x128xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x64x128xf32>) -> tensor<128x128xf32>
    %146 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %149 = stablehlo.add %147, %148 : tensor<128x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %151 = stablehlo.add %127, %150 : tensor<2x64x32xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,64]{1,2,0}"} : (tensor<2x64x32xf32>) -> tensor<2x32x64xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x32x64xf32>) -> tensor<2x32x1x64xf32>
    %154 = stablehlo.reduce(%153 init: %cst_16) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x1x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %155 = stablehlo.multiply %154, %cst_1 : tensor<2x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%156, %cst_0, %cst) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %157 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %158 = stablehlo.reshape %output_26 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %159 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<2x32xf32>
    %161 = stablehlo.add %157, %160 : tensor<2x32xf32>
    %162 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %163 = stablehlo.dot_general %161, %162, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %164 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x10xf32>
    return %165 : tensor<2x10xf32>
  }
}
