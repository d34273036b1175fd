module @IrToHlo.342 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<1x18x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x3x8x8xf32>, %arg6: tensor<2x3x32x32xf32>, %arg7: tensor<1x1x32xf32>, %arg8: tensor<1x1x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<10xf32>, %arg27: tensor<10x32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<2x10xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x18x64xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<2x18x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x18x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x18xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x18x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<36xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<36xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg8 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.reshape %arg7 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %4 = stablehlo.convolution(%arg6, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x32x4x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %9 = stablehlo.concatenate %1, %3, %8, dim = 1 : (tensor<2x1x32xf32>, tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x18x32xf32>
    %10 = stablehlo.reshape %arg3 : (tensor<1x18x32xf32>) -> tensor<18x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<18x32xf32>) -> tensor<2x18x32xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x18x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x18x32xf32>) -> tensor<1x36x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%13, %cst_6, %cst_5) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x36x32xf32>, tensor<36xf32>, tensor<36xf32>) -> (tensor<1x36x32xf32>, tensor<36xf32>, tensor<36xf32>)
    %14 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x18x32xf32>
    %15 = stablehlo.reshape %output : (tensor<1x36x32xf32>) -> tensor<2x18x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x18x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x18x32xf32>
    %18 = stablehlo.add %14, %17 : tensor<2x18x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x18x32xf32>) -> tensor<36x32xf32>
    %20 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<36x32xf32>, tensor<32x32xf32>) -> tensor<36x32xf32>
    %22 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<36x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<36x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<36x32xf32>) -> tensor<2x18x2x16xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,18,16]{3,1,2,0}"} : (tensor<2x18x2x16xf32>) -> tensor<2x2x18x16xf32>
    %26 = stablehlo.multiply %25, %cst_4 : tensor<2x2x18x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x2x18x16xf32>) -> tensor<4x18x16xf32>
    %28 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.dot_general %19, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<36x32xf32>, tensor<32x32xf32>) -> tensor<36x32xf32>
    %30 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<36x32xf32>
    %31 = stablehlo.add %29, %30 : tensor<36x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<36x32xf32>) -> tensor<2x18x2x16xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 3, 1] : (tensor<2x18x2x16xf32>) -> tensor<2x2x16x18xf32>
    %34 = stablehlo.multiply %33, %cst_3 : tensor<2x2x16x18xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x2x16x18xf32>) -> tensor<4x16x18xf32>
    %36 = stablehlo.dot_general %27, %35, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x18x16xf32>, tensor<4x16x18xf32>) -> tensor<4x18x18xf32>
    %37 = stablehlo.reshape %36 : (tensor<4x18x18xf32>) -> tensor<2x2x18x18xf32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x18x18xf32>, tensor<f32>) -> tensor<2x2x18xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x2x18xf32>) -> tensor<2x2x18x18xf32>
    %40 = stablehlo.subtract %37, %39 : tensor<2x2x18x18xf32>
    %41 = stablehlo.exponential %40 : tensor<2x2x18x18xf32>
    %42 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x2x18x18xf32>, tensor<f32>) -> tensor<2x2x18xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x2x18xf32>) -> tensor<2x2x18x18xf32>
    %44 = stablehlo.divide %41, %43 : tensor<2x2x18x18xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x2x18x18xf32>) -> tensor<4x18x18xf32>
    %46 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %47 = stablehlo.dot_general %19, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<36x32xf32>, tensor<32x32xf32>) -> tensor<36x32xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<36x32xf32>
    %49 = stablehlo.add %47, %48 : tensor<36x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<36x32xf32>) -> tensor<2x18x2x16xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,18,16]{3,1,2,0}"} : (tensor<2x18x2x16xf32>) -> tensor<2x2x18x16xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x2x18x16xf32>) -> tensor<4x18x16xf32>
    %53 = stablehlo.dot_general %45, %52, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x18x18xf32>, tensor<4x18x16xf32>) -> tensor<4x18x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<4x18x16xf32>) -> tensor<2x2x18x16xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,18,2,16]{3,1,2,0}"} : (tensor<2x2x18x16xf32>) -> tensor<2x18x2x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x18x2x16xf32>) -> tensor<36x32xf32>
    %57 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %58 = stablehlo.dot_general %56, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<36x32xf32>, tensor<32x32xf32>) -> tensor<36x32xf32>
    %59 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<36x32xf32>
    %60 = stablehlo.add %58, %59 : tensor<36x32xf32>
    %61 = stablehlo.reshape %60 : (tensor<36x32xf32>) -> tensor<2x18x32xf32>
    %62 = stablehlo.add %61, %12 : tensor<2x18x32xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x18x32xf32>) -> tensor<1x36x32xf32>
    %output_9, %batch_mean_10, %batch_var_11 = "stablehlo.batch_norm_training"(%63, %cst_6, %cst_5) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x36x32xf32>, tensor<36xf32>, tensor<36xf32>) -> (tensor<1x36x32xf32>, tensor<36xf32>, tensor<36xf32>)
    %64 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x18x32xf32>
    %65 = stablehlo.reshape %output_9 : (tensor<1x36x32xf32>) -> tensor<2x18x32xf32>
    %66 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x18x32xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x18x32xf32>
    %68 = stablehlo.add %64, %67 : tensor<2x18x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x18x32xf32>) -> tensor<36x32xf32>
    %70 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %71 = stablehlo.dot_general %69, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<36x32xf32>, tensor<32x64xf32>) -> tensor<36x64xf32>
    %72 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<64xf32>) -> tensor<36x64xf32>
    %73 = stablehlo.add %71, %72 : tensor<36x64xf32>
    %74 = stablehlo.reshape %73 : (tensor<36x64xf32>) -> tensor<2x18x64xf32>
    %75 = stablehlo.multiply %74, %cst_2 : tensor<2x18x64xf32>
    %76 = stablehlo.multiply %74, %cst_1 : tensor<2x18x64xf32>
    %77 = stablehlo.custom_call @mhlo.erf(%76) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x18x64xf32>) -> tensor<2x18x64xf32>
    %78 = stablehlo.add %77, %cst_0 : tensor<2x18x64xf32>
    %79 = stablehlo.multiply %75, %78 : tensor<2x18x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x18x64xf32>) -> tensor<36x64xf32>
    %81 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<36x64xf32>, tensor<64x32xf32>) -> tensor<36x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<36x32xf32>
    %84 = stablehlo.add %82, %83 : tensor<36x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<36x32xf32>) -> tensor<2x18x32xf32>
    %86 = stablehlo.add %85, %62 : tensor<2x18x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x18x32xf32>) -> tensor<1x36x32xf32>
    %output_12, %batch_mean_13, %batch_var_14 = "stablehlo.batch_norm_training"(%87, %cst_6, %cst_5) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x36x32xf32>, tensor<36xf32>, tensor<36xf32>) -> (tensor<1x36x32xf32>, tensor<36xf32>, tensor<36xf32>)
    %88 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x18x32xf32>
    %89 = stablehlo.reshape %output_12 : (tensor<1x36x32xf32>) -> tensor<2x18x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x18x32xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<2x18x32xf32>
    %92 = stablehlo.add %88, %91 : tensor<2x18x32xf32>
    %93 = stablehlo.slice %92 [0:2, 0:1, 0:32] : (tensor<2x18x32xf32>) -> tensor<2x1x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %95 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %97 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %98 = stablehlo.add %96, %97 : tensor<2x10xf32>
    %99 = stablehlo.slice %92 [0:2, 1:2, 0:32] : (tensor<2x18x32xf32>) -> tensor<2x1x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %101 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %103 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %104 = stablehlo.add %102, %103 : tensor<2x10xf32>
    %105 = stablehlo.add %98, %104 : tensor<2x10xf32>
    %106 = stablehlo.divide %105, %cst : tensor<2x10xf32>
    return %106 : tensor<2x10xf32>
  }
}
