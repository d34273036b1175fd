module @IrToHlo.353 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<1x10x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x1x8x8xf32>, %arg7: tensor<1x32x16xf32>, %arg8: tensor<1x1x32xf32>, %arg9: tensor<1x1x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>) -> tensor<1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<1x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<1x10x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<1x10x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<1x10x64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x16x10xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<1x2x10x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<10xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<10xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg7 : (tensor<1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,16,32]{2,3,1,0}"} : (tensor<1x1x32x16xf32>) -> tensor<1x1x16x32xf32>
    %2 = stablehlo.convolution(%1, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x16x32xf32>, tensor<32x1x8x8xf32>) -> tensor<1x32x2x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1x32x2x4xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x32x2x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,32]{1,2,0}"} : (tensor<1x32x8xf32>) -> tensor<1x8x32xf32>
    %7 = stablehlo.concatenate %arg9, %arg8, %6, dim = 1 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x8x32xf32>) -> tensor<1x10x32xf32>
    %8 = stablehlo.add %7, %arg4 : tensor<1x10x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_8, %cst_7) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x32xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x32xf32>, tensor<10xf32>, tensor<10xf32>)
    %9 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<1x10x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<1x10x32xf32>
    %11 = stablehlo.multiply %output, %10 : tensor<1x10x32xf32>
    %12 = stablehlo.add %9, %11 : tensor<1x10x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x10x32xf32>) -> tensor<10x32xf32>
    %14 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<10x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<10x32xf32>) -> tensor<1x10x2x16xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,10,16]{3,1,2,0}"} : (tensor<1x10x2x16xf32>) -> tensor<1x2x10x16xf32>
    %20 = stablehlo.multiply %19, %cst_6 : tensor<1x2x10x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2x10x16xf32>) -> tensor<2x10x16xf32>
    %22 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %13, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<10x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<10x32xf32>) -> tensor<1x10x2x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 3, 1] : (tensor<1x10x2x16xf32>) -> tensor<1x2x16x10xf32>
    %28 = stablehlo.multiply %27, %cst_5 : tensor<1x2x16x10xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x2x16x10xf32>) -> tensor<2x16x10xf32>
    %30 = stablehlo.dot_general %21, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x16xf32>, tensor<2x16x10xf32>) -> tensor<2x10x10xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x10x10xf32>) -> tensor<1x2x10x10xf32>
    %32 = stablehlo.reduce(%31 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x10x10xf32>, tensor<f32>) -> tensor<1x2x10xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x2x10xf32>) -> tensor<1x2x10x10xf32>
    %34 = stablehlo.subtract %31, %33 : tensor<1x2x10x10xf32>
    %35 = stablehlo.exponential %34 : tensor<1x2x10x10xf32>
    %36 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<1x2x10x10xf32>, tensor<f32>) -> tensor<1x2x10xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x2x10xf32>) -> tensor<1x2x10x10xf32>
    %38 = stablehlo.divide %35, %37 : tensor<1x2x10x10xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x2x10x10xf32>) -> tensor<2x10x10xf32>
    %40 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.dot_general %13, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %43 = stablehlo.add %41, %42 : tensor<10x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<10x32xf32>) -> tensor<1x10x2x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,10,16]{3,1,2,0}"} : (tensor<1x10x2x16xf32>) -> tensor<1x2x10x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x2x10x16xf32>) -> tensor<2x10x16xf32>
    %47 = stablehlo.dot_general %39, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x10xf32>, tensor<2x10x16xf32>) -> tensor<2x10x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x10x16xf32>) -> tensor<1x2x10x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,10,2,16]{3,1,2,0}"} : (tensor<1x2x10x16xf32>) -> tensor<1x10x2x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x10x2x16xf32>) -> tensor<10x32xf32>
    %51 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %52 = stablehlo.dot_general %50, %51, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %53 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %54 = stablehlo.add %52, %53 : tensor<10x32xf32>
    %55 = stablehlo.reshape %54 : (tensor<10x32xf32>) -> tensor<1x10x32xf32>
    %56 = stablehlo.add %55, %8 : tensor<1x10x32xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%56, %cst_8, %cst_7) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x32xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x32xf32>, tensor<10xf32>, tensor<10xf32>)
    %57 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x10x32xf32>
    %58 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<1x10x32xf32>
    %59 = stablehlo.multiply %output_11, %58 : tensor<1x10x32xf32>
    %60 = stablehlo.add %57, %59 : tensor<1x10x32xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x10x32xf32>) -> tensor<10x32xf32>
    %62 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %63 = stablehlo.dot_general %61, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x64xf32>) -> tensor<10x64xf32>
    %64 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xf32>) -> tensor<10x64xf32>
    %65 = stablehlo.add %63, %64 : tensor<10x64xf32>
    %66 = stablehlo.reshape %65 : (tensor<10x64xf32>) -> tensor<1x10x64xf32>
    %67 = stablehlo.multiply %66, %cst_4 : tensor<1x10x64xf32>
    %68 = stablehlo.multiply %66, %cst_3 : tensor<1x10x64xf32>
    %69 = stablehlo.custom_call @mhlo.erf(%68) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x10x64xf32>) -> tensor<1x10x64xf32>
    %70 = stablehlo.add %69, %cst_2 : tensor<1x10x64xf32>
    %71 = stablehlo.multiply %67, %70 : tensor<1x10x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x10x64xf32>) -> tensor<10x64xf32>
    %73 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x64xf32>, tensor<64x32xf32>) -> tensor<10x32xf32>
    %75 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<10x32xf32>
    %76 = stablehlo.add %74, %75 : tensor<10x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<10x32xf32>) -> tensor<1x10x32xf32>
    %78 = stablehlo.add %77, %56 : tensor<1x10x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%78, %cst_8, %cst_7) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x10x32xf32>, tensor<10xf32>, tensor<10xf32>) -> (tensor<1x10x32xf32>, tensor<10xf32>, tensor<10xf32>)
    %79 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<1x10x32xf32>
    %80 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<1x10x32xf32>
    %81 = stablehlo.multiply %output_14, %80 : tensor<1x10x32xf32>
    %82 = stablehlo.add %79, %81 : tensor<1x10x32xf32>
    %83 = stablehlo.slice %82 [0:1, 0:1, 0:32] : (tensor<1x10x32xf32>) -> tensor<1x1x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %85 = stablehlo.slice %82 [0:1, 1:2, 0:32] : (tensor<1x10x32xf32>) -> tensor<1x1x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %87 = stablehlo.add %84, %86 : tensor<1x32xf32>
    %88 = stablehlo.divide %87, %cst_1 : tensor<1x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%89, %cst_0, %cst) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x32xf32>, tensor<1xf32>, tensor<1xf32>)
    %90 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x32xf32>
    %91 = stablehlo.reshape %output_17 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %92 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<1x32xf32>
    %94 = stablehlo.add %90, %93 : tensor<1x32xf32>
    %95 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<32x4xf32>) -> tensor<1x4xf32>
    %97 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x4xf32>
    %98 = stablehlo.add %96, %97 : tensor<1x4xf32>
    return %98 : tensor<1x4xf32>
  }
}
