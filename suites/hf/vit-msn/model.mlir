module @IrToHlo.320 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<1x17x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x3x8x8xf32>, %arg6: tensor<2x3x32x32xf32>, %arg7: tensor<1x1x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x17x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x17x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x17x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x17xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x17x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg7 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg6, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32x4x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %7 = stablehlo.concatenate %1, %6, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %8 = stablehlo.reshape %arg3 : (tensor<1x17x32xf32>) -> tensor<17x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<17x32xf32>) -> tensor<2x17x32xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x17x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %12 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x17x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x17x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %18 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<34x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %24 = stablehlo.multiply %23, %cst_3 : tensor<2x2x17x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %26 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %27 = stablehlo.dot_general %17, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %29 = stablehlo.add %27, %28 : tensor<34x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %32 = stablehlo.multiply %31, %cst_2 : tensor<2x2x16x17xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %34 = stablehlo.dot_general %25, %33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x17xf32>) -> tensor<4x17x17xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x17x17xf32>) -> tensor<2x2x17x17xf32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %38 = stablehlo.subtract %35, %37 : tensor<2x2x17x17xf32>
    %39 = stablehlo.exponential %38 : tensor<2x2x17x17xf32>
    %40 = stablehlo.reduce(%39 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %42 = stablehlo.divide %39, %41 : tensor<2x2x17x17xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x2x17x17xf32>) -> tensor<4x17x17xf32>
    %44 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %45 = stablehlo.dot_general %17, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %46 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %47 = stablehlo.add %45, %46 : tensor<34x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %51 = stablehlo.dot_general %43, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x17xf32>, tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %52 = stablehlo.reshape %51 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %55 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %56 = stablehlo.dot_general %54, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %57 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %58 = stablehlo.add %56, %57 : tensor<34x32xf32>
    %59 = stablehlo.reshape %58 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %60 = stablehlo.add %59, %10 : tensor<2x17x32xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_8, %batch_mean_9, %batch_var_10 = "stablehlo.batch_norm_training"(%61, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %62 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %63 = stablehlo.reshape %output_8 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %64 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<2x17x32xf32>
    %66 = stablehlo.add %62, %65 : tensor<2x17x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %68 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %69 = stablehlo.dot_general %67, %68, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %70 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %71 = stablehlo.add %69, %70 : tensor<34x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %73 = stablehlo.multiply %72, %cst_1 : tensor<2x17x64xf32>
    %74 = stablehlo.multiply %72, %cst_0 : tensor<2x17x64xf32>
    %75 = stablehlo.custom_call @mhlo.erf(%74) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x17x64xf32>) -> tensor<2x17x64xf32>
    %76 = stablehlo.add %75, %cst : tensor<2x17x64xf32>
    %77 = stablehlo.multiply %73, %76 : tensor<2x17x64xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %79 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %80 = stablehlo.dot_general %78, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %82 = stablehlo.add %80, %81 : tensor<34x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %84 = stablehlo.add %83, %60 : tensor<2x17x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%85, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %86 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %87 = stablehlo.reshape %output_11 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x17x32xf32>
    %90 = stablehlo.add %86, %89 : tensor<2x17x32xf32>
    %91 = stablehlo.slice %90 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %93 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %95 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %96 = stablehlo.add %94, %95 : tensor<2x10xf32>
    return %96 : tensor<2x10xf32>
  }
}
