module @IrToHlo.315 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<1x17xi64>, %arg14: tensor<17x32xf32>, %arg15: tensor<32x3x8x8xf32>, %arg16: tensor<2x3x32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>) -> tensor<2x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<1.702000e+00> : tensor<2x17x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x17xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x17x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg16, %arg15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %5 = stablehlo.concatenate %1, %4, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %6 = stablehlo.reshape %arg13 : (tensor<1x17xi64>) -> tensor<17xi64>
    %7 = stablehlo.convert %6 : (tensor<17xi64>) -> tensor<17xui32>
    %8 = "stablehlo.gather"(%arg14, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<17x32xf32>, tensor<17xui32>) -> tensor<17x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<17x32xf32>) -> tensor<2x17x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x17x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %12 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x17x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x17x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_8, %batch_mean_9, %batch_var_10 = "stablehlo.batch_norm_training"(%17, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %18 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %19 = stablehlo.reshape %output_8 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x17x32xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x17x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %24 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<34x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %30 = stablehlo.multiply %29, %cst_3 : tensor<2x2x17x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %32 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %23, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %35 = stablehlo.add %33, %34 : tensor<34x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %38 = stablehlo.multiply %37, %cst_2 : tensor<2x2x16x17xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %40 = stablehlo.dot_general %31, %39, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x17xf32>) -> tensor<4x17x17xf32>
    %41 = stablehlo.reshape %40 : (tensor<4x17x17xf32>) -> tensor<2x2x17x17xf32>
    %42 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x2x17x17xf32>
    %45 = stablehlo.exponential %44 : tensor<2x2x17x17xf32>
    %46 = stablehlo.reduce(%45 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %48 = stablehlo.divide %45, %47 : tensor<2x2x17x17xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x2x17x17xf32>) -> tensor<4x17x17xf32>
    %50 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %51 = stablehlo.dot_general %23, %50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %52 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<34x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %57 = stablehlo.dot_general %49, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x17xf32>, tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %61 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %62 = stablehlo.dot_general %60, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %63 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %64 = stablehlo.add %62, %63 : tensor<34x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %66 = stablehlo.add %16, %65 : tensor<2x17x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%67, %cst_5, %cst_4) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %68 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %69 = stablehlo.reshape %output_11 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %70 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x17x32xf32>
    %72 = stablehlo.add %68, %71 : tensor<2x17x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %74 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %76 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %77 = stablehlo.add %75, %76 : tensor<34x64xf32>
    %78 = stablehlo.reshape %77 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %79 = stablehlo.multiply %78, %cst_1 : tensor<2x17x64xf32>
    %80 = stablehlo.logistic %79 : tensor<2x17x64xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<2x17x64xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %83 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %84 = stablehlo.dot_general %82, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %86 = stablehlo.add %84, %85 : tensor<34x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %88 = stablehlo.add %66, %87 : tensor<2x17x32xf32>
    %89 = stablehlo.slice %88 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x32xf32>) -> tensor<1x2x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%90, %cst_0, %cst) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %91 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %92 = stablehlo.reshape %output_14 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<2x32xf32>
    %95 = stablehlo.add %91, %94 : tensor<2x32xf32>
    %96 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    return %97 : tensor<2x16xf32>
  }
}
