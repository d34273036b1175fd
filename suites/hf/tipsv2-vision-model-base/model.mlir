module @IrToHlo.559 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<1x65x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x3x4x4xf32>, %arg4: tensor<2x3x32x32xf32>, %arg5: tensor<1x1x32xf32>, %arg6: tensor<1x1x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x128xf32>, %arg39: tensor<128xf32>, %arg40: tensor<128x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>) -> tensor<2x66x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x66x128xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x66x128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x66x128xf32>
    %cst_2 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x66xf32>
    %cst_3 = stablehlo.constant dense<0.594603539> : tensor<2x4x66x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<132xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<132xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg5 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg4, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %7 = stablehlo.concatenate %1, %6, dim = 1 : (tensor<2x1x32xf32>, tensor<2x64x32xf32>) -> tensor<2x65x32xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<1x65x32xf32>) -> tensor<65x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<65x32xf32>) -> tensor<2x65x32xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x65x32xf32>
    %11 = stablehlo.slice %10 [0:2, 0:1, 0:32] : (tensor<2x65x32xf32>) -> tensor<2x1x32xf32>
    %12 = stablehlo.reshape %arg6 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %14 = stablehlo.slice %10 [0:2, 1:65, 0:32] : (tensor<2x65x32xf32>) -> tensor<2x64x32xf32>
    %15 = stablehlo.concatenate %11, %13, %14, dim = 1 : (tensor<2x1x32xf32>, tensor<2x1x32xf32>, tensor<2x64x32xf32>) -> tensor<2x66x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x66x32xf32>) -> tensor<1x132x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%16, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>) -> (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>)
    %17 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %18 = stablehlo.reshape %output : (tensor<1x132x32xf32>) -> tensor<2x66x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x66x32xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x66x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x66x32xf32>) -> tensor<132x32xf32>
    %23 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<132x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<132x32xf32>) -> tensor<2x66x4x8xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,66,8]{3,1,2,0}"} : (tensor<2x66x4x8xf32>) -> tensor<2x4x66x8xf32>
    %29 = stablehlo.multiply %28, %cst_3 : tensor<2x4x66x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x66x8xf32>) -> tensor<8x66x8xf32>
    %31 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %32 = stablehlo.dot_general %22, %31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<132x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<132x32xf32>) -> tensor<2x66x4x8xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 3, 1] : (tensor<2x66x4x8xf32>) -> tensor<2x4x8x66xf32>
    %37 = stablehlo.multiply %36, %cst_2 : tensor<2x4x8x66xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x66xf32>) -> tensor<8x8x66xf32>
    %39 = stablehlo.dot_general %30, %38, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x66x8xf32>, tensor<8x8x66xf32>) -> tensor<8x66x66xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x66x66xf32>) -> tensor<2x4x66x66xf32>
    %41 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x66x66xf32>, tensor<f32>) -> tensor<2x4x66xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x4x66xf32>) -> tensor<2x4x66x66xf32>
    %43 = stablehlo.subtract %40, %42 : tensor<2x4x66x66xf32>
    %44 = stablehlo.exponential %43 : tensor<2x4x66x66xf32>
    %45 = stablehlo.reduce(%44 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x66x66xf32>, tensor<f32>) -> tensor<2x4x66xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x4x66xf32>) -> tensor<2x4x66x66xf32>
    %47 = stablehlo.divide %44, %46 : tensor<2x4x66x66xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x66x66xf32>) -> tensor<8x66x66xf32>
    %49 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %50 = stablehlo.dot_general %22, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %51 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %52 = stablehlo.add %50, %51 : tensor<132x32xf32>
    %53 = stablehlo.reshape %52 : (tensor<132x32xf32>) -> tensor<2x66x4x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,66,8]{3,1,2,0}"} : (tensor<2x66x4x8xf32>) -> tensor<2x4x66x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x66x8xf32>) -> tensor<8x66x8xf32>
    %56 = stablehlo.dot_general %48, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x66x66xf32>, tensor<8x66x8xf32>) -> tensor<8x66x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x66x8xf32>) -> tensor<2x4x66x8xf32>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,66,4,8]{3,1,2,0}"} : (tensor<2x4x66x8xf32>) -> tensor<2x66x4x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x66x4x8xf32>) -> tensor<132x32xf32>
    %60 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %61 = stablehlo.dot_general %59, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %62 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %63 = stablehlo.add %61, %62 : tensor<132x32xf32>
    %64 = stablehlo.reshape %63 : (tensor<132x32xf32>) -> tensor<2x66x32xf32>
    %65 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2x66x32xf32>
    %67 = stablehlo.add %66, %15 : tensor<2x66x32xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x66x32xf32>) -> tensor<1x132x32xf32>
    %output_8, %batch_mean_9, %batch_var_10 = "stablehlo.batch_norm_training"(%68, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>) -> (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>)
    %69 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %70 = stablehlo.reshape %output_8 : (tensor<1x132x32xf32>) -> tensor<2x66x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x66x32xf32>
    %73 = stablehlo.add %69, %72 : tensor<2x66x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x66x32xf32>) -> tensor<132x32xf32>
    %75 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %76 = stablehlo.dot_general %74, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x128xf32>) -> tensor<132x128xf32>
    %77 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<128xf32>) -> tensor<132x128xf32>
    %78 = stablehlo.add %76, %77 : tensor<132x128xf32>
    %79 = stablehlo.reshape %78 : (tensor<132x128xf32>) -> tensor<2x66x128xf32>
    %80 = stablehlo.multiply %79, %cst_1 : tensor<2x66x128xf32>
    %81 = stablehlo.multiply %79, %cst_0 : tensor<2x66x128xf32>
    %82 = stablehlo.custom_call @mhlo.erf(%81) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x66x128xf32>) -> tensor<2x66x128xf32>
    %83 = stablehlo.add %82, %cst : tensor<2x66x128xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<2x66x128xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x66x128xf32>) -> tensor<132x128xf32>
    %86 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %87 = stablehlo.dot_general %85, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x128xf32>, tensor<128x32xf32>) -> tensor<132x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %89 = stablehlo.add %87, %88 : tensor<132x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<132x32xf32>) -> tensor<2x66x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x66x32xf32>
    %93 = stablehlo.add %92, %67 : tensor<2x66x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x66x32xf32>) -> tensor<1x132x32xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%94, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>) -> (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>)
    %95 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %96 = stablehlo.reshape %output_11 : (tensor<1x132x32xf32>) -> tensor<2x66x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x66x32xf32>
    %99 = stablehlo.add %95, %98 : tensor<2x66x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x66x32xf32>) -> tensor<132x32xf32>
    %101 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<132x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<132x32xf32>) -> tensor<2x66x4x8xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,66,8]{3,1,2,0}"} : (tensor<2x66x4x8xf32>) -> tensor<2x4x66x8xf32>
    %107 = stablehlo.multiply %106, %cst_3 : tensor<2x4x66x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x66x8xf32>) -> tensor<8x66x8xf32>
    %109 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %110 = stablehlo.dot_general %100, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<132x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<132x32xf32>) -> tensor<2x66x4x8xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 3, 1] : (tensor<2x66x4x8xf32>) -> tensor<2x4x8x66xf32>
    %115 = stablehlo.multiply %114, %cst_2 : tensor<2x4x8x66xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x4x8x66xf32>) -> tensor<8x8x66xf32>
    %117 = stablehlo.dot_general %108, %116, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x66x8xf32>, tensor<8x8x66xf32>) -> tensor<8x66x66xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x66x66xf32>) -> tensor<2x4x66x66xf32>
    %119 = stablehlo.reduce(%118 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x66x66xf32>, tensor<f32>) -> tensor<2x4x66xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x66xf32>) -> tensor<2x4x66x66xf32>
    %121 = stablehlo.subtract %118, %120 : tensor<2x4x66x66xf32>
    %122 = stablehlo.exponential %121 : tensor<2x4x66x66xf32>
    %123 = stablehlo.reduce(%122 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x66x66xf32>, tensor<f32>) -> tensor<2x4x66xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x4x66xf32>) -> tensor<2x4x66x66xf32>
    %125 = stablehlo.divide %122, %124 : tensor<2x4x66x66xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x4x66x66xf32>) -> tensor<8x66x66xf32>
    %127 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.dot_general %100, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %129 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %130 = stablehlo.add %128, %129 : tensor<132x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<132x32xf32>) -> tensor<2x66x4x8xf32>
    %132 = stablehlo.transpose %131, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,66,8]{3,1,2,0}"} : (tensor<2x66x4x8xf32>) -> tensor<2x4x66x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x4x66x8xf32>) -> tensor<8x66x8xf32>
    %134 = stablehlo.dot_general %126, %133, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x66x66xf32>, tensor<8x66x8xf32>) -> tensor<8x66x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<8x66x8xf32>) -> tensor<2x4x66x8xf32>
    %136 = stablehlo.transpose %135, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,66,4,8]{3,1,2,0}"} : (tensor<2x4x66x8xf32>) -> tensor<2x66x4x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x66x4x8xf32>) -> tensor<132x32xf32>
    %138 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x32xf32>) -> tensor<132x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %141 = stablehlo.add %139, %140 : tensor<132x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<132x32xf32>) -> tensor<2x66x32xf32>
    %143 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<2x66x32xf32>
    %145 = stablehlo.add %144, %93 : tensor<2x66x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x66x32xf32>) -> tensor<1x132x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%146, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>) -> (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>)
    %147 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %148 = stablehlo.reshape %output_14 : (tensor<1x132x32xf32>) -> tensor<2x66x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<2x66x32xf32>
    %151 = stablehlo.add %147, %150 : tensor<2x66x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x66x32xf32>) -> tensor<132x32xf32>
    %153 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x32xf32>, tensor<32x128xf32>) -> tensor<132x128xf32>
    %155 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<128xf32>) -> tensor<132x128xf32>
    %156 = stablehlo.add %154, %155 : tensor<132x128xf32>
    %157 = stablehlo.reshape %156 : (tensor<132x128xf32>) -> tensor<2x66x128xf32>
    %158 = stablehlo.multiply %157, %cst_1 : tensor<2x66x128xf32>
    %159 = stablehlo.multiply %157, %cst_0 : tensor<2x66x128xf32>
    %160 = stablehlo.custom_call @mhlo.erf(%159) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x66x128xf32>) -> tensor<2x66x128xf32>
    %161 = stablehlo.add %160, %cst : tensor<2x66x128xf32>
    %162 = stablehlo.multiply %158, %161 : tensor<2x66x128xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x66x128xf32>) -> tensor<132x128xf32>
    %164 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<132x128xf32>, tensor<128x32xf32>) -> tensor<132x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<132x32xf32>
    %167 = stablehlo.add %165, %166 : tensor<132x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<132x32xf32>) -> tensor<2x66x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<2x66x32xf32>
    %171 = stablehlo.add %170, %145 : tensor<2x66x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x66x32xf32>) -> tensor<1x132x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%172, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>) -> (tensor<1x132x32xf32>, tensor<132xf32>, tensor<132xf32>)
    %173 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %174 = stablehlo.reshape %output_17 : (tensor<1x132x32xf32>) -> tensor<2x66x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x66x32xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<2x66x32xf32>
    %177 = stablehlo.add %173, %176 : tensor<2x66x32xf32>
    return %177 : tensor<2x66x32xf32>
  }
}
