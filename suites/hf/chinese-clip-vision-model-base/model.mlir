module @IrToHlo.475 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<1x65xi64>, %arg22: tensor<65x32xf32>, %arg23: tensor<32x3x4x4xf32>, %arg24: tensor<2x3x32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>) -> tensor<2x65x32xf32> {
    %cst = stablehlo.constant dense<1.702000e+00> : tensor<2x65x64xf32>
    %cst_0 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x65xf32>
    %cst_1 = stablehlo.constant dense<0.594603539> : tensor<2x4x65x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<130xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<130xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg24, %arg23) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %5 = stablehlo.concatenate %1, %4, dim = 1 : (tensor<2x1x32xf32>, tensor<2x64x32xf32>) -> tensor<2x65x32xf32>
    %6 = stablehlo.reshape %arg21 : (tensor<1x65xi64>) -> tensor<65xi64>
    %7 = stablehlo.convert %6 : (tensor<65xi64>) -> tensor<65xui32>
    %8 = "stablehlo.gather"(%arg22, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<65x32xf32>, tensor<65xui32>) -> tensor<65x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<65x32xf32>) -> tensor<2x65x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x65x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %12 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x65x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x65x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_6, %batch_mean_7, %batch_var_8 = "stablehlo.batch_norm_training"(%17, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %18 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %19 = stablehlo.reshape %output_6 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x65x32xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x65x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %24 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<130x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,65,8]{3,1,2,0}"} : (tensor<2x65x4x8xf32>) -> tensor<2x4x65x8xf32>
    %30 = stablehlo.multiply %29, %cst_1 : tensor<2x4x65x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %32 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %23, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %35 = stablehlo.add %33, %34 : tensor<130x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<2x65x4x8xf32>) -> tensor<2x4x8x65xf32>
    %38 = stablehlo.multiply %37, %cst_0 : tensor<2x4x8x65xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %40 = stablehlo.dot_general %31, %39, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x8xf32>, tensor<8x8x65xf32>) -> tensor<8x65x65xf32>
    %41 = stablehlo.reshape %40 : (tensor<8x65x65xf32>) -> tensor<2x4x65x65xf32>
    %42 = stablehlo.reduce(%41 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x4x65x65xf32>
    %45 = stablehlo.exponential %44 : tensor<2x4x65x65xf32>
    %46 = stablehlo.reduce(%45 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %48 = stablehlo.divide %45, %47 : tensor<2x4x65x65xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x4x65x65xf32>) -> tensor<8x65x65xf32>
    %50 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %51 = stablehlo.dot_general %23, %50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %52 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<130x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,65,8]{3,1,2,0}"} : (tensor<2x65x4x8xf32>) -> tensor<2x4x65x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %57 = stablehlo.dot_general %49, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x65xf32>, tensor<8x65x8xf32>) -> tensor<8x65x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x65x8xf32>) -> tensor<2x4x65x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,65,4,8]{3,1,2,0}"} : (tensor<2x4x65x8xf32>) -> tensor<2x65x4x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x65x4x8xf32>) -> tensor<130x32xf32>
    %61 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %62 = stablehlo.dot_general %60, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %63 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %64 = stablehlo.add %62, %63 : tensor<130x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %66 = stablehlo.add %16, %65 : tensor<2x65x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_9, %batch_mean_10, %batch_var_11 = "stablehlo.batch_norm_training"(%67, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %68 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %69 = stablehlo.reshape %output_9 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %70 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x65x32xf32>
    %72 = stablehlo.add %68, %71 : tensor<2x65x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %74 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x64xf32>) -> tensor<130x64xf32>
    %76 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<130x64xf32>
    %77 = stablehlo.add %75, %76 : tensor<130x64xf32>
    %78 = stablehlo.reshape %77 : (tensor<130x64xf32>) -> tensor<2x65x64xf32>
    %79 = stablehlo.multiply %78, %cst : tensor<2x65x64xf32>
    %80 = stablehlo.logistic %79 : tensor<2x65x64xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<2x65x64xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x65x64xf32>) -> tensor<130x64xf32>
    %83 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %84 = stablehlo.dot_general %82, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x64xf32>, tensor<64x32xf32>) -> tensor<130x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %86 = stablehlo.add %84, %85 : tensor<130x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %88 = stablehlo.add %66, %87 : tensor<2x65x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_12, %batch_mean_13, %batch_var_14 = "stablehlo.batch_norm_training"(%89, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %90 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %91 = stablehlo.reshape %output_12 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<2x65x32xf32>
    %94 = stablehlo.add %90, %93 : tensor<2x65x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %96 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %99 = stablehlo.add %97, %98 : tensor<130x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %101 = stablehlo.transpose %100, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,65,8]{3,1,2,0}"} : (tensor<2x65x4x8xf32>) -> tensor<2x4x65x8xf32>
    %102 = stablehlo.multiply %101, %cst_1 : tensor<2x4x65x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %104 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %105 = stablehlo.dot_general %95, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %106 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %107 = stablehlo.add %105, %106 : tensor<130x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 3, 1] : (tensor<2x65x4x8xf32>) -> tensor<2x4x8x65xf32>
    %110 = stablehlo.multiply %109, %cst_0 : tensor<2x4x8x65xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %112 = stablehlo.dot_general %103, %111, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x8xf32>, tensor<8x8x65xf32>) -> tensor<8x65x65xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x65x65xf32>) -> tensor<2x4x65x65xf32>
    %114 = stablehlo.reduce(%113 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %116 = stablehlo.subtract %113, %115 : tensor<2x4x65x65xf32>
    %117 = stablehlo.exponential %116 : tensor<2x4x65x65xf32>
    %118 = stablehlo.reduce(%117 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %120 = stablehlo.divide %117, %119 : tensor<2x4x65x65xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x4x65x65xf32>) -> tensor<8x65x65xf32>
    %122 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %95, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<130x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,65,8]{3,1,2,0}"} : (tensor<2x65x4x8xf32>) -> tensor<2x4x65x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %129 = stablehlo.dot_general %121, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x65xf32>, tensor<8x65x8xf32>) -> tensor<8x65x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x65x8xf32>) -> tensor<2x4x65x8xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,65,4,8]{3,1,2,0}"} : (tensor<2x4x65x8xf32>) -> tensor<2x65x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x65x4x8xf32>) -> tensor<130x32xf32>
    %133 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %136 = stablehlo.add %134, %135 : tensor<130x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %138 = stablehlo.add %88, %137 : tensor<2x65x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_15, %batch_mean_16, %batch_var_17 = "stablehlo.batch_norm_training"(%139, %cst_3, %cst_2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %140 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %141 = stablehlo.reshape %output_15 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x65x32xf32>
    %144 = stablehlo.add %140, %143 : tensor<2x65x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %146 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x64xf32>) -> tensor<130x64xf32>
    %148 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<130x64xf32>
    %149 = stablehlo.add %147, %148 : tensor<130x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<130x64xf32>) -> tensor<2x65x64xf32>
    %151 = stablehlo.multiply %150, %cst : tensor<2x65x64xf32>
    %152 = stablehlo.logistic %151 : tensor<2x65x64xf32>
    %153 = stablehlo.multiply %150, %152 : tensor<2x65x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x65x64xf32>) -> tensor<130x64xf32>
    %155 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x64xf32>, tensor<64x32xf32>) -> tensor<130x32xf32>
    %157 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %158 = stablehlo.add %156, %157 : tensor<130x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %160 = stablehlo.add %138, %159 : tensor<2x65x32xf32>
    return %160 : tensor<2x65x32xf32>
  }
}
