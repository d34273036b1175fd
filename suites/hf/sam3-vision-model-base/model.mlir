module @IrToHlo.670 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<1x7056x32xf32>, %arg22: tensor<32x3x4x4xf32>, %arg23: tensor<2x3x32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<2xf32>, %arg27: tensor<576x2xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<2xf32>, %arg35: tensor<576x2xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>) -> tensor<2x64x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x8x64xf32>
    %cst_2 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x576xf32>
    %cst_3 = stablehlo.constant dense<0.594603539> : tensor<2x4x576x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg23, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %3 = stablehlo.reshape %arg21 : (tensor<1x7056x32xf32>) -> tensor<1x84x84x32xf32>
    %4 = stablehlo.transpose %3, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,84,84]{1,3,2,0}"} : (tensor<1x84x84x32xf32>) -> tensor<1x32x84x84xf32>
    %5 = stablehlo.slice %4 [0:1, 0:32, 0:8, 0:84] : (tensor<1x32x84x84xf32>) -> tensor<1x32x8x84xf32>
    %6 = stablehlo.slice %5 [0:1, 0:32, 0:8, 0:8] : (tensor<1x32x8x84xf32>) -> tensor<1x32x8x8xf32>
    %7 = stablehlo.transpose %6, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,8,8,32]{2,1,3,0}"} : (tensor<1x32x8x8xf32>) -> tensor<1x8x8x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x8x8x32xf32>) -> tensor<64x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %10 = stablehlo.add %2, %9 : tensor<2x64x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x32xf32>) -> tensor<1x128x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %12 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x8x8x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output_8, %batch_mean_9, %batch_var_10 = "stablehlo.batch_norm_training"(%17, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %18 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %19 = stablehlo.reshape %output_8 : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x8x8x32xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x8x8x32xf32>
    %23 = stablehlo.pad %22, %cst_7, low = [0, 0, 0, 0], high = [0, 16, 16, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x24x24x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x24x24x32xf32>) -> tensor<1152x32xf32>
    %25 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<1152x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<1152x32xf32>) -> tensor<2x576x4x8xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,576,8]{3,1,2,0}"} : (tensor<2x576x4x8xf32>) -> tensor<2x4x576x8xf32>
    %31 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1] : (tensor<576x2xf32>) -> tensor<576x2x2xf32>
    %32 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<2xf32>) -> tensor<576x2x2xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<576x2x2xf32>
    %34 = stablehlo.cosine %33 : tensor<576x2x2xf32>
    %35 = stablehlo.slice %34 [0:576, 0:1, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %36 = stablehlo.reshape %35 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %37 = stablehlo.slice %34 [0:576, 1:2, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %38 = stablehlo.reshape %37 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %39 = stablehlo.concatenate %36, %38, dim = 1 : (tensor<576x2xf32>, tensor<576x2xf32>) -> tensor<576x4xf32>
    %40 = stablehlo.reshape %39 : (tensor<576x4xf32>) -> tensor<1x576x4xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x576x4xf32>) -> tensor<1x576x4x2xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x576x4x2xf32>) -> tensor<1x576x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<1x576x8xf32>) -> tensor<2x1x576x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x1x576x8xf32>) -> tensor<2x576x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 2, 3] : (tensor<2x576x8xf32>) -> tensor<2x4x576x8xf32>
    %46 = stablehlo.multiply %30, %45 : tensor<2x4x576x8xf32>
    %47 = stablehlo.reshape %30 : (tensor<2x4x576x8xf32>) -> tensor<2x4x576x4x2xf32>
    %48 = stablehlo.slice %47 [0:2, 0:4, 0:576, 0:4, 1:2] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4xf32>
    %50 = stablehlo.negate %49 : tensor<2x4x576x4xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x576x4xf32>) -> tensor<2x4x576x4x1xf32>
    %52 = stablehlo.slice %47 [0:2, 0:4, 0:576, 0:4, 0:1] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 4 : (tensor<2x4x576x4x1xf32>, tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4x2xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x8xf32>
    %55 = stablehlo.sine %33 : tensor<576x2x2xf32>
    %56 = stablehlo.slice %55 [0:576, 0:1, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %57 = stablehlo.reshape %56 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %58 = stablehlo.slice %55 [0:576, 1:2, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %59 = stablehlo.reshape %58 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %60 = stablehlo.concatenate %57, %59, dim = 1 : (tensor<576x2xf32>, tensor<576x2xf32>) -> tensor<576x4xf32>
    %61 = stablehlo.reshape %60 : (tensor<576x4xf32>) -> tensor<1x576x4xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x576x4xf32>) -> tensor<1x576x4x2xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x576x4x2xf32>) -> tensor<1x576x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2, 3] : (tensor<1x576x8xf32>) -> tensor<2x1x576x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x576x8xf32>) -> tensor<2x576x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x576x8xf32>) -> tensor<2x4x576x8xf32>
    %67 = stablehlo.multiply %54, %66 : tensor<2x4x576x8xf32>
    %68 = stablehlo.add %46, %67 : tensor<2x4x576x8xf32>
    %69 = stablehlo.multiply %68, %cst_3 : tensor<2x4x576x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x4x576x8xf32>) -> tensor<8x576x8xf32>
    %71 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %72 = stablehlo.dot_general %24, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %74 = stablehlo.add %72, %73 : tensor<1152x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<1152x32xf32>) -> tensor<2x576x4x8xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,576,8]{3,1,2,0}"} : (tensor<2x576x4x8xf32>) -> tensor<2x4x576x8xf32>
    %77 = stablehlo.multiply %76, %45 : tensor<2x4x576x8xf32>
    %78 = stablehlo.reshape %76 : (tensor<2x4x576x8xf32>) -> tensor<2x4x576x4x2xf32>
    %79 = stablehlo.slice %78 [0:2, 0:4, 0:576, 0:4, 1:2] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4xf32>
    %81 = stablehlo.negate %80 : tensor<2x4x576x4xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x4x576x4xf32>) -> tensor<2x4x576x4x1xf32>
    %83 = stablehlo.slice %78 [0:2, 0:4, 0:576, 0:4, 0:1] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %84 = stablehlo.concatenate %82, %83, dim = 4 : (tensor<2x4x576x4x1xf32>, tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4x2xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x8xf32>
    %86 = stablehlo.multiply %85, %66 : tensor<2x4x576x8xf32>
    %87 = stablehlo.add %77, %86 : tensor<2x4x576x8xf32>
    %88 = stablehlo.transpose %87, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,576]{2,3,1,0}"} : (tensor<2x4x576x8xf32>) -> tensor<2x4x8x576xf32>
    %89 = stablehlo.multiply %88, %cst_2 : tensor<2x4x8x576xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x4x8x576xf32>) -> tensor<8x8x576xf32>
    %91 = stablehlo.dot_general %70, %90, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x576x8xf32>, tensor<8x8x576xf32>) -> tensor<8x576x576xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x576x576xf32>) -> tensor<2x4x576x576xf32>
    %93 = stablehlo.reduce(%92 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x576x576xf32>, tensor<f32>) -> tensor<2x4x576xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x576xf32>) -> tensor<2x4x576x576xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x576x576xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x576x576xf32>
    %97 = stablehlo.reduce(%96 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x576x576xf32>, tensor<f32>) -> tensor<2x4x576xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x576xf32>) -> tensor<2x4x576x576xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x4x576x576xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x576x576xf32>) -> tensor<8x576x576xf32>
    %101 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %24, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<1152x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<1152x32xf32>) -> tensor<2x576x4x8xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,576,8]{3,1,2,0}"} : (tensor<2x576x4x8xf32>) -> tensor<2x4x576x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x4x576x8xf32>) -> tensor<8x576x8xf32>
    %108 = stablehlo.dot_general %100, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x576x576xf32>, tensor<8x576x8xf32>) -> tensor<8x576x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x576x8xf32>) -> tensor<2x4x576x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,576,4,8]{3,1,2,0}"} : (tensor<2x4x576x8xf32>) -> tensor<2x576x4x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x576x4x8xf32>) -> tensor<1152x32xf32>
    %112 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<1152x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<1152x32xf32>) -> tensor<2x24x24x32xf32>
    %117 = stablehlo.slice %116 [0:2, 0:8, 0:24, 0:32] : (tensor<2x24x24x32xf32>) -> tensor<2x8x24x32xf32>
    %118 = stablehlo.slice %117 [0:2, 0:8, 0:8, 0:32] : (tensor<2x8x24x32xf32>) -> tensor<2x8x8x32xf32>
    %119 = stablehlo.add %16, %118 : tensor<2x8x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%120, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %121 = stablehlo.broadcast_in_dim %arg32, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %122 = stablehlo.reshape %output_11 : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x8x8x32xf32>
    %125 = stablehlo.add %121, %124 : tensor<2x8x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x8x32xf32>) -> tensor<128x32xf32>
    %127 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %129 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %130 = stablehlo.add %128, %129 : tensor<128x64xf32>
    %131 = stablehlo.reshape %130 : (tensor<128x64xf32>) -> tensor<2x8x8x64xf32>
    %132 = stablehlo.multiply %131, %cst_1 : tensor<2x8x8x64xf32>
    %133 = stablehlo.multiply %131, %cst_0 : tensor<2x8x8x64xf32>
    %134 = stablehlo.custom_call @mhlo.erf(%133) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %135 = stablehlo.add %134, %cst : tensor<2x8x8x64xf32>
    %136 = stablehlo.multiply %132, %135 : tensor<2x8x8x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x8x8x64xf32>) -> tensor<128x64xf32>
    %138 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %141 = stablehlo.add %139, %140 : tensor<128x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<128x32xf32>) -> tensor<2x8x8x32xf32>
    %143 = stablehlo.add %119, %142 : tensor<2x8x8x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%144, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %145 = stablehlo.broadcast_in_dim %arg33, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %146 = stablehlo.reshape %output_14 : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<2x8x8x32xf32>
    %149 = stablehlo.add %145, %148 : tensor<2x8x8x32xf32>
    %150 = stablehlo.pad %149, %cst_7, low = [0, 0, 0, 0], high = [0, 16, 16, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x24x24x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x24x24x32xf32>) -> tensor<1152x32xf32>
    %152 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %154 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %155 = stablehlo.add %153, %154 : tensor<1152x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<1152x32xf32>) -> tensor<2x576x4x8xf32>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,576,8]{3,1,2,0}"} : (tensor<2x576x4x8xf32>) -> tensor<2x4x576x8xf32>
    %158 = stablehlo.broadcast_in_dim %arg35, dims = [0, 1] : (tensor<576x2xf32>) -> tensor<576x2x2xf32>
    %159 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<2xf32>) -> tensor<576x2x2xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<576x2x2xf32>
    %161 = stablehlo.cosine %160 : tensor<576x2x2xf32>
    %162 = stablehlo.slice %161 [0:576, 0:1, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %163 = stablehlo.reshape %162 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %164 = stablehlo.slice %161 [0:576, 1:2, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %165 = stablehlo.reshape %164 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %166 = stablehlo.concatenate %163, %165, dim = 1 : (tensor<576x2xf32>, tensor<576x2xf32>) -> tensor<576x4xf32>
    %167 = stablehlo.reshape %166 : (tensor<576x4xf32>) -> tensor<1x576x4xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x576x4xf32>) -> tensor<1x576x4x2xf32>
    %169 = stablehlo.reshape %168 : (tensor<1x576x4x2xf32>) -> tensor<1x576x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [1, 2, 3] : (tensor<1x576x8xf32>) -> tensor<2x1x576x8xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x1x576x8xf32>) -> tensor<2x576x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 2, 3] : (tensor<2x576x8xf32>) -> tensor<2x4x576x8xf32>
    %173 = stablehlo.multiply %157, %172 : tensor<2x4x576x8xf32>
    %174 = stablehlo.reshape %157 : (tensor<2x4x576x8xf32>) -> tensor<2x4x576x4x2xf32>
    %175 = stablehlo.slice %174 [0:2, 0:4, 0:576, 0:4, 1:2] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4xf32>
    %177 = stablehlo.negate %176 : tensor<2x4x576x4xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x4x576x4xf32>) -> tensor<2x4x576x4x1xf32>
    %179 = stablehlo.slice %174 [0:2, 0:4, 0:576, 0:4, 0:1] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %180 = stablehlo.concatenate %178, %179, dim = 4 : (tensor<2x4x576x4x1xf32>, tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4x2xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x8xf32>
    %182 = stablehlo.sine %160 : tensor<576x2x2xf32>
    %183 = stablehlo.slice %182 [0:576, 0:1, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %184 = stablehlo.reshape %183 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %185 = stablehlo.slice %182 [0:576, 1:2, 0:2] : (tensor<576x2x2xf32>) -> tensor<576x1x2xf32>
    %186 = stablehlo.reshape %185 : (tensor<576x1x2xf32>) -> tensor<576x2xf32>
    %187 = stablehlo.concatenate %184, %186, dim = 1 : (tensor<576x2xf32>, tensor<576x2xf32>) -> tensor<576x4xf32>
    %188 = stablehlo.reshape %187 : (tensor<576x4xf32>) -> tensor<1x576x4xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x576x4xf32>) -> tensor<1x576x4x2xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x576x4x2xf32>) -> tensor<1x576x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [1, 2, 3] : (tensor<1x576x8xf32>) -> tensor<2x1x576x8xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x1x576x8xf32>) -> tensor<2x576x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 2, 3] : (tensor<2x576x8xf32>) -> tensor<2x4x576x8xf32>
    %194 = stablehlo.multiply %181, %193 : tensor<2x4x576x8xf32>
    %195 = stablehlo.add %173, %194 : tensor<2x4x576x8xf32>
    %196 = stablehlo.multiply %195, %cst_3 : tensor<2x4x576x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x4x576x8xf32>) -> tensor<8x576x8xf32>
    %198 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %199 = stablehlo.dot_general %151, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %201 = stablehlo.add %199, %200 : tensor<1152x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<1152x32xf32>) -> tensor<2x576x4x8xf32>
    %203 = stablehlo.transpose %202, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,576,8]{3,1,2,0}"} : (tensor<2x576x4x8xf32>) -> tensor<2x4x576x8xf32>
    %204 = stablehlo.multiply %203, %172 : tensor<2x4x576x8xf32>
    %205 = stablehlo.reshape %203 : (tensor<2x4x576x8xf32>) -> tensor<2x4x576x4x2xf32>
    %206 = stablehlo.slice %205 [0:2, 0:4, 0:576, 0:4, 1:2] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4xf32>
    %208 = stablehlo.negate %207 : tensor<2x4x576x4xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x4x576x4xf32>) -> tensor<2x4x576x4x1xf32>
    %210 = stablehlo.slice %205 [0:2, 0:4, 0:576, 0:4, 0:1] : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x4x1xf32>
    %211 = stablehlo.concatenate %209, %210, dim = 4 : (tensor<2x4x576x4x1xf32>, tensor<2x4x576x4x1xf32>) -> tensor<2x4x576x4x2xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x4x576x4x2xf32>) -> tensor<2x4x576x8xf32>
    %213 = stablehlo.multiply %212, %193 : tensor<2x4x576x8xf32>
    %214 = stablehlo.add %204, %213 : tensor<2x4x576x8xf32>
    %215 = stablehlo.transpose %214, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,576]{2,3,1,0}"} : (tensor<2x4x576x8xf32>) -> tensor<2x4x8x576xf32>
    %216 = stablehlo.multiply %215, %cst_2 : tensor<2x4x8x576xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x4x8x576xf32>) -> tensor<8x8x576xf32>
    %218 = stablehlo.dot_general %197, %217, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x576x8xf32>, tensor<8x8x576xf32>) -> tensor<8x576x576xf32>
    %219 = stablehlo.reshape %218 : (tensor<8x576x576xf32>) -> tensor<2x4x576x576xf32>
    %220 = stablehlo.reduce(%219 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x576x576xf32>, tensor<f32>) -> tensor<2x4x576xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<2x4x576xf32>) -> tensor<2x4x576x576xf32>
    %222 = stablehlo.subtract %219, %221 : tensor<2x4x576x576xf32>
    %223 = stablehlo.exponential %222 : tensor<2x4x576x576xf32>
    %224 = stablehlo.reduce(%223 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x576x576xf32>, tensor<f32>) -> tensor<2x4x576xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x4x576xf32>) -> tensor<2x4x576x576xf32>
    %226 = stablehlo.divide %223, %225 : tensor<2x4x576x576xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x4x576x576xf32>) -> tensor<8x576x576xf32>
    %228 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %229 = stablehlo.dot_general %151, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %230 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %231 = stablehlo.add %229, %230 : tensor<1152x32xf32>
    %232 = stablehlo.reshape %231 : (tensor<1152x32xf32>) -> tensor<2x576x4x8xf32>
    %233 = stablehlo.transpose %232, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,576,8]{3,1,2,0}"} : (tensor<2x576x4x8xf32>) -> tensor<2x4x576x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x4x576x8xf32>) -> tensor<8x576x8xf32>
    %235 = stablehlo.dot_general %227, %234, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x576x576xf32>, tensor<8x576x8xf32>) -> tensor<8x576x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x576x8xf32>) -> tensor<2x4x576x8xf32>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,576,4,8]{3,1,2,0}"} : (tensor<2x4x576x8xf32>) -> tensor<2x576x4x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x576x4x8xf32>) -> tensor<1152x32xf32>
    %239 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %240 = stablehlo.dot_general %238, %239, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1152x32xf32>, tensor<32x32xf32>) -> tensor<1152x32xf32>
    %241 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1152x32xf32>
    %242 = stablehlo.add %240, %241 : tensor<1152x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<1152x32xf32>) -> tensor<2x24x24x32xf32>
    %244 = stablehlo.slice %243 [0:2, 0:8, 0:24, 0:32] : (tensor<2x24x24x32xf32>) -> tensor<2x8x24x32xf32>
    %245 = stablehlo.slice %244 [0:2, 0:8, 0:8, 0:32] : (tensor<2x8x24x32xf32>) -> tensor<2x8x8x32xf32>
    %246 = stablehlo.add %143, %245 : tensor<2x8x8x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%247, %cst_5, %cst_4) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %248 = stablehlo.broadcast_in_dim %arg40, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %249 = stablehlo.reshape %output_17 : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %250 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<2x8x8x32xf32>
    %252 = stablehlo.add %248, %251 : tensor<2x8x8x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x8x32xf32>) -> tensor<128x32xf32>
    %254 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %255 = stablehlo.dot_general %253, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %256 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %257 = stablehlo.add %255, %256 : tensor<128x64xf32>
    %258 = stablehlo.reshape %257 : (tensor<128x64xf32>) -> tensor<2x8x8x64xf32>
    %259 = stablehlo.multiply %258, %cst_1 : tensor<2x8x8x64xf32>
    %260 = stablehlo.multiply %258, %cst_0 : tensor<2x8x8x64xf32>
    %261 = stablehlo.custom_call @mhlo.erf(%260) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %262 = stablehlo.add %261, %cst : tensor<2x8x8x64xf32>
    %263 = stablehlo.multiply %259, %262 : tensor<2x8x8x64xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x8x64xf32>) -> tensor<128x64xf32>
    %265 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %267 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %268 = stablehlo.add %266, %267 : tensor<128x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<128x32xf32>) -> tensor<2x8x8x32xf32>
    %270 = stablehlo.add %246, %269 : tensor<2x8x8x32xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x8x8x32xf32>) -> tensor<2x64x32xf32>
    return %271 : tensor<2x64x32xf32>
  }
}
