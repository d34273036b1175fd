module @IrToHlo.499 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<1x64xi64>, %arg22: tensor<64x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x3x4x4xf32>, %arg25: tensor<2x3x32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>) -> tensor<2x64x32xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x64x64xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x64x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x64xf32>
    %cst_4 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x64xf32>
    %cst_5 = stablehlo.constant dense<0.594603539> : tensor<2x4x64x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg25, %arg24) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x32x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %5 = stablehlo.reshape %arg21 : (tensor<1x64xi64>) -> tensor<64xi64>
    %6 = stablehlo.convert %5 : (tensor<64xi64>) -> tensor<64xui32>
    %7 = "stablehlo.gather"(%arg22, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<64xui32>) -> tensor<64x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %9 = stablehlo.add %4, %8 : tensor<2x64x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %11 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %12 = stablehlo.reshape %output : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x64x32xf32>
    %15 = stablehlo.add %11, %14 : tensor<2x64x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %17 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<128x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<128x32xf32>) -> tensor<2x64x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %23 = stablehlo.multiply %22, %cst_5 : tensor<2x4x64x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %25 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %16, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<128x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<128x32xf32>) -> tensor<2x64x4x8xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 3, 1] : (tensor<2x64x4x8xf32>) -> tensor<2x4x8x64xf32>
    %31 = stablehlo.multiply %30, %cst_4 : tensor<2x4x8x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x4x8x64xf32>) -> tensor<8x8x64xf32>
    %33 = stablehlo.dot_general %24, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x8x64xf32>) -> tensor<8x64x64xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x64x64xf32>) -> tensor<2x4x64x64xf32>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<2x4x64x64xf32>
    %38 = stablehlo.exponential %37 : tensor<2x4x64x64xf32>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %41 = stablehlo.divide %38, %40 : tensor<2x4x64x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x64x64xf32>) -> tensor<8x64x64xf32>
    %43 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = stablehlo.dot_general %16, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<128x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<128x32xf32>) -> tensor<2x64x4x8xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %50 = stablehlo.dot_general %42, %49, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<8x64x8xf32>) -> tensor<2x4x64x8xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,64,4,8]{3,1,2,0}"} : (tensor<2x4x64x8xf32>) -> tensor<2x64x4x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x64x4x8xf32>) -> tensor<128x32xf32>
    %54 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %55 = stablehlo.dot_general %53, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %56 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %57 = stablehlo.add %55, %56 : tensor<128x32xf32>
    %58 = stablehlo.reshape %57 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %59 = stablehlo.add %9, %58 : tensor<2x64x32xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_10, %batch_mean_11, %batch_var_12 = "stablehlo.batch_norm_training"(%60, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %61 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %62 = stablehlo.reshape %output_10 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %63 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x64x32xf32>
    %65 = stablehlo.add %61, %64 : tensor<2x64x32xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %67 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %68 = stablehlo.dot_general %66, %67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %69 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %70 = stablehlo.add %68, %69 : tensor<128x64xf32>
    %71 = stablehlo.reshape %70 : (tensor<128x64xf32>) -> tensor<2x64x64xf32>
    %72 = stablehlo.multiply %71, %cst_3 : tensor<2x64x64xf32>
    %73 = stablehlo.power %71, %cst : tensor<2x64x64xf32>
    %74 = stablehlo.multiply %73, %cst_0 : tensor<2x64x64xf32>
    %75 = stablehlo.add %71, %74 : tensor<2x64x64xf32>
    %76 = stablehlo.multiply %75, %cst_1 : tensor<2x64x64xf32>
    %77 = stablehlo.tanh %76 : tensor<2x64x64xf32>
    %78 = stablehlo.add %77, %cst_2 : tensor<2x64x64xf32>
    %79 = stablehlo.multiply %72, %78 : tensor<2x64x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x64x64xf32>) -> tensor<128x64xf32>
    %81 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %84 = stablehlo.add %82, %83 : tensor<128x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %86 = stablehlo.add %59, %85 : tensor<2x64x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_13, %batch_mean_14, %batch_var_15 = "stablehlo.batch_norm_training"(%87, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %88 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %89 = stablehlo.reshape %output_13 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<2x64x32xf32>
    %92 = stablehlo.add %88, %91 : tensor<2x64x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %94 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %97 = stablehlo.add %95, %96 : tensor<128x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<128x32xf32>) -> tensor<2x64x4x8xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %100 = stablehlo.multiply %99, %cst_5 : tensor<2x4x64x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %102 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %103 = stablehlo.dot_general %93, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %105 = stablehlo.add %103, %104 : tensor<128x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<128x32xf32>) -> tensor<2x64x4x8xf32>
    %107 = stablehlo.transpose %106, dims = [0, 2, 3, 1] : (tensor<2x64x4x8xf32>) -> tensor<2x4x8x64xf32>
    %108 = stablehlo.multiply %107, %cst_4 : tensor<2x4x8x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x4x8x64xf32>) -> tensor<8x8x64xf32>
    %110 = stablehlo.dot_general %101, %109, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x8x64xf32>) -> tensor<8x64x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<8x64x64xf32>) -> tensor<2x4x64x64xf32>
    %112 = stablehlo.reduce(%111 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %114 = stablehlo.subtract %111, %113 : tensor<2x4x64x64xf32>
    %115 = stablehlo.exponential %114 : tensor<2x4x64x64xf32>
    %116 = stablehlo.reduce(%115 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %118 = stablehlo.divide %115, %117 : tensor<2x4x64x64xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x4x64x64xf32>) -> tensor<8x64x64xf32>
    %120 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %121 = stablehlo.dot_general %93, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %123 = stablehlo.add %121, %122 : tensor<128x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<128x32xf32>) -> tensor<2x64x4x8xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %127 = stablehlo.dot_general %119, %126, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x64x8xf32>) -> tensor<2x4x64x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,64,4,8]{3,1,2,0}"} : (tensor<2x4x64x8xf32>) -> tensor<2x64x4x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x64x4x8xf32>) -> tensor<128x32xf32>
    %131 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %134 = stablehlo.add %132, %133 : tensor<128x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %136 = stablehlo.add %86, %135 : tensor<2x64x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_16, %batch_mean_17, %batch_var_18 = "stablehlo.batch_norm_training"(%137, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %138 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %139 = stablehlo.reshape %output_16 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<2x64x32xf32>
    %142 = stablehlo.add %138, %141 : tensor<2x64x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x64x32xf32>) -> tensor<128x32xf32>
    %144 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %145 = stablehlo.dot_general %143, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %146 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %147 = stablehlo.add %145, %146 : tensor<128x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<128x64xf32>) -> tensor<2x64x64xf32>
    %149 = stablehlo.multiply %148, %cst_3 : tensor<2x64x64xf32>
    %150 = stablehlo.power %148, %cst : tensor<2x64x64xf32>
    %151 = stablehlo.multiply %150, %cst_0 : tensor<2x64x64xf32>
    %152 = stablehlo.add %148, %151 : tensor<2x64x64xf32>
    %153 = stablehlo.multiply %152, %cst_1 : tensor<2x64x64xf32>
    %154 = stablehlo.tanh %153 : tensor<2x64x64xf32>
    %155 = stablehlo.add %154, %cst_2 : tensor<2x64x64xf32>
    %156 = stablehlo.multiply %149, %155 : tensor<2x64x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x64x64xf32>) -> tensor<128x64xf32>
    %158 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %161 = stablehlo.add %159, %160 : tensor<128x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %163 = stablehlo.add %136, %162 : tensor<2x64x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output_19, %batch_mean_20, %batch_var_21 = "stablehlo.batch_norm_training"(%164, %cst_7, %cst_6) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %165 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %166 = stablehlo.reshape %output_19 : (tensor<1x128x32xf32>) -> tensor<2x64x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<2x64x32xf32>
    %169 = stablehlo.add %165, %168 : tensor<2x64x32xf32>
    return %169 : tensor<2x64x32xf32>
  }
}
