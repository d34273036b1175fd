module @IrToHlo.294 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x3x8x8xf32>, %arg5: tensor<2x3x32x32xf32>, %arg6: tensor<1x1x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x17x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x17x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x17x64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x17xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x17x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg6 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg5, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32x4x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %7 = stablehlo.concatenate %1, %6, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_8, %cst_7) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %9 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %11 = stablehlo.reshape %output : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x17x32xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x17x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %16 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<34x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %22 = stablehlo.multiply %21, %cst_6 : tensor<2x2x17x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %24 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %15, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %28 = stablehlo.multiply %27, %cst_5 : tensor<2x2x16x17xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %30 = stablehlo.dot_general %23, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x17xf32>) -> tensor<4x17x17xf32>
    %31 = stablehlo.reshape %30 : (tensor<4x17x17xf32>) -> tensor<2x2x17x17xf32>
    %32 = stablehlo.reduce(%31 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %34 = stablehlo.subtract %31, %33 : tensor<2x2x17x17xf32>
    %35 = stablehlo.exponential %34 : tensor<2x2x17x17xf32>
    %36 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %38 = stablehlo.divide %35, %37 : tensor<2x2x17x17xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x2x17x17xf32>) -> tensor<4x17x17xf32>
    %40 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.dot_general %15, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %43 = stablehlo.add %41, %42 : tensor<34x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %47 = stablehlo.dot_general %39, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x17xf32>, tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %51 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %52 = stablehlo.dot_general %50, %51, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %53 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %54 = stablehlo.add %52, %53 : tensor<34x32xf32>
    %55 = stablehlo.reshape %54 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %56 = stablehlo.multiply %9, %55 : tensor<2x17x32xf32>
    %57 = stablehlo.add %56, %7 : tensor<2x17x32xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%58, %cst_8, %cst_7) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %59 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %60 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %61 = stablehlo.reshape %output_11 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %62 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<2x17x32xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x17x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %66 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %67 = stablehlo.dot_general %65, %66, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %68 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %69 = stablehlo.add %67, %68 : tensor<34x64xf32>
    %70 = stablehlo.reshape %69 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %71 = stablehlo.multiply %70, %cst_4 : tensor<2x17x64xf32>
    %72 = stablehlo.multiply %70, %cst_3 : tensor<2x17x64xf32>
    %73 = stablehlo.custom_call @mhlo.erf(%72) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x17x64xf32>) -> tensor<2x17x64xf32>
    %74 = stablehlo.add %73, %cst_2 : tensor<2x17x64xf32>
    %75 = stablehlo.multiply %71, %74 : tensor<2x17x64xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %77 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %79 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %80 = stablehlo.add %78, %79 : tensor<34x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %82 = stablehlo.multiply %59, %81 : tensor<2x17x32xf32>
    %83 = stablehlo.add %82, %57 : tensor<2x17x32xf32>
    %84 = stablehlo.slice %83 [0:2, 1:17, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %85 = stablehlo.reduce(%84 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %86 = stablehlo.multiply %85, %cst_1 : tensor<2x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%87, %cst_0, %cst) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %88 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %89 = stablehlo.reshape %output_14 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<2x32xf32>
    %92 = stablehlo.add %88, %91 : tensor<2x32xf32>
    %93 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %95 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %96 = stablehlo.add %94, %95 : tensor<2x10xf32>
    return %96 : tensor<2x10xf32>
  }
}
