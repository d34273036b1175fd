module @IrToHlo.696 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32x3x4x4xf32>, %arg2: tensor<2x3x32x32xf32>, %arg3: tensor<1x8x32xf32>, %arg4: tensor<1x1x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<2xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<8xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<8xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x32xf32>, %arg33: tensor<8xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<8xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<64xf32>, %arg43: tensor<64x32xf32>, %arg44: tensor<32xf32>) -> tensor<2x73x32xf32> {
    %cst = stablehlo.constant dense<0.594603539> : tensor<2x4x8x73xf32>
    %cst_0 = stablehlo.constant dense<0.594603539> : tensor<2x4x73x8xf32>
    %cst_1 = stablehlo.constant dense<6.28318548> : tensor<64x2x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<64x2xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<64x2xf32>
    %cst_4 = stablehlo.constant dense<[6.250000e-02, 1.875000e-01, 3.125000e-01, 4.375000e-01, 5.625000e-01, 6.875000e-01, 8.125000e-01, 9.375000e-01]> : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<2x4x73x1xf32>
    %cst_6 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x73xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x73x8xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<2x73x1xf32>
    %cst_9 = stablehlo.constant dense<3.125000e-02> : tensor<2x73xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<2x73x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x73x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<2x73x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg36, dims = [3] : (tensor<8xf32>) -> tensor<2x4x73x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x73x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x73x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<8xf32>) -> tensor<2x4x73x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x73x32xf32>
    %7 = stablehlo.reshape %arg4 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %9 = stablehlo.reshape %arg3 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.convolution(%arg2, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %13 = stablehlo.add %11, %12 : tensor<2x32x8x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %16 = stablehlo.concatenate %8, %10, %15, dim = 1 : (tensor<2x1x32xf32>, tensor<2x8x32xf32>, tensor<2x64x32xf32>) -> tensor<2x73x32xf32>
    %17 = stablehlo.power %16, %cst_10 : tensor<2x73x32xf32>
    %18 = stablehlo.reduce(%17 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x73x32xf32>, tensor<f32>) -> tensor<2x73xf32>
    %19 = stablehlo.multiply %18, %cst_9 : tensor<2x73xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x73xf32>) -> tensor<2x73x1xf32>
    %21 = stablehlo.add %20, %cst_8 : tensor<2x73x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<2x73x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x73x1xf32>) -> tensor<2x73xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x73xf32>) -> tensor<2x73x32xf32>
    %25 = stablehlo.multiply %16, %24 : tensor<2x73x32xf32>
    %26 = stablehlo.multiply %6, %25 : tensor<2x73x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x73x32xf32>) -> tensor<146x32xf32>
    %28 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.dot_general %27, %28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %30 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %31 = stablehlo.add %29, %30 : tensor<146x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<146x32xf32>) -> tensor<2x73x4x8xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,73,8]{3,1,2,0}"} : (tensor<2x73x4x8xf32>) -> tensor<2x4x73x8xf32>
    %34 = stablehlo.power %33, %cst_7 : tensor<2x4x73x8xf32>
    %35 = stablehlo.reduce(%34 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x73x8xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %36 = stablehlo.multiply %35, %cst_6 : tensor<2x4x73xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x73xf32>) -> tensor<2x4x73x1xf32>
    %38 = stablehlo.add %37, %cst_5 : tensor<2x4x73x1xf32>
    %39 = stablehlo.rsqrt %38 : tensor<2x4x73x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x73x1xf32>) -> tensor<2x4x73xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x8xf32>
    %42 = stablehlo.multiply %33, %41 : tensor<2x4x73x8xf32>
    %43 = stablehlo.multiply %5, %42 : tensor<2x4x73x8xf32>
    %44 = stablehlo.slice %43 [0:2, 0:4, 0:9, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x9x8xf32>
    %45 = stablehlo.slice %43 [0:2, 0:4, 9:73, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x64x8xf32>
    %46 = stablehlo.broadcast_in_dim %cst_4, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %48 = stablehlo.broadcast_in_dim %cst_4, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %50 = stablehlo.concatenate %47, %49, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x2xf32>
    %51 = stablehlo.reshape %50 : (tensor<8x8x2xf32>) -> tensor<64x2xf32>
    %52 = stablehlo.multiply %51, %cst_3 : tensor<64x2xf32>
    %53 = stablehlo.subtract %52, %cst_2 : tensor<64x2xf32>
    %54 = stablehlo.reshape %53 : (tensor<64x2xf32>) -> tensor<64x2x1xf32>
    %55 = stablehlo.multiply %54, %cst_1 : tensor<64x2x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<64x2x1xf32>) -> tensor<64x2xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<64x2xf32>) -> tensor<64x2x2xf32>
    %58 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<2xf32>) -> tensor<64x2x2xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<64x2x2xf32>
    %60 = stablehlo.reshape %59 : (tensor<64x2x2xf32>) -> tensor<64x4xf32>
    %61 = stablehlo.concatenate %60, %60, dim = 1 : (tensor<64x4xf32>, tensor<64x4xf32>) -> tensor<64x8xf32>
    %62 = stablehlo.cosine %61 : tensor<64x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [2, 3] : (tensor<64x8xf32>) -> tensor<2x4x64x8xf32>
    %64 = stablehlo.multiply %45, %63 : tensor<2x4x64x8xf32>
    %65 = stablehlo.slice %45 [0:2, 0:4, 0:64, 4:8] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %66 = stablehlo.negate %65 : tensor<2x4x64x4xf32>
    %67 = stablehlo.slice %45 [0:2, 0:4, 0:64, 0:4] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %68 = stablehlo.concatenate %66, %67, dim = 3 : (tensor<2x4x64x4xf32>, tensor<2x4x64x4xf32>) -> tensor<2x4x64x8xf32>
    %69 = stablehlo.sine %61 : tensor<64x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [2, 3] : (tensor<64x8xf32>) -> tensor<2x4x64x8xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x4x64x8xf32>
    %72 = stablehlo.add %64, %71 : tensor<2x4x64x8xf32>
    %73 = stablehlo.concatenate %44, %72, dim = 2 : (tensor<2x4x9x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x73x8xf32>
    %74 = stablehlo.multiply %73, %cst_0 : tensor<2x4x73x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x73x8xf32>) -> tensor<8x73x8xf32>
    %76 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<8xf32>) -> tensor<2x4x73x8xf32>
    %77 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.dot_general %27, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %79 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %80 = stablehlo.add %78, %79 : tensor<146x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<146x32xf32>) -> tensor<2x73x4x8xf32>
    %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,73,8]{3,1,2,0}"} : (tensor<2x73x4x8xf32>) -> tensor<2x4x73x8xf32>
    %83 = stablehlo.power %82, %cst_7 : tensor<2x4x73x8xf32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x73x8xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %85 = stablehlo.multiply %84, %cst_6 : tensor<2x4x73xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x4x73xf32>) -> tensor<2x4x73x1xf32>
    %87 = stablehlo.add %86, %cst_5 : tensor<2x4x73x1xf32>
    %88 = stablehlo.rsqrt %87 : tensor<2x4x73x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x4x73x1xf32>) -> tensor<2x4x73xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x8xf32>
    %91 = stablehlo.multiply %82, %90 : tensor<2x4x73x8xf32>
    %92 = stablehlo.multiply %76, %91 : tensor<2x4x73x8xf32>
    %93 = stablehlo.slice %92 [0:2, 0:4, 0:9, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x9x8xf32>
    %94 = stablehlo.slice %92 [0:2, 0:4, 9:73, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x64x8xf32>
    %95 = stablehlo.multiply %94, %63 : tensor<2x4x64x8xf32>
    %96 = stablehlo.slice %94 [0:2, 0:4, 0:64, 4:8] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %97 = stablehlo.negate %96 : tensor<2x4x64x4xf32>
    %98 = stablehlo.slice %94 [0:2, 0:4, 0:64, 0:4] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %99 = stablehlo.concatenate %97, %98, dim = 3 : (tensor<2x4x64x4xf32>, tensor<2x4x64x4xf32>) -> tensor<2x4x64x8xf32>
    %100 = stablehlo.multiply %99, %70 : tensor<2x4x64x8xf32>
    %101 = stablehlo.add %95, %100 : tensor<2x4x64x8xf32>
    %102 = stablehlo.concatenate %93, %101, dim = 2 : (tensor<2x4x9x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x73x8xf32>
    %103 = stablehlo.transpose %102, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,73]{2,3,1,0}"} : (tensor<2x4x73x8xf32>) -> tensor<2x4x8x73xf32>
    %104 = stablehlo.multiply %103, %cst : tensor<2x4x8x73xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x4x8x73xf32>) -> tensor<8x8x73xf32>
    %106 = stablehlo.dot_general %75, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x73x8xf32>, tensor<8x8x73xf32>) -> tensor<8x73x73xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x73x73xf32>) -> tensor<2x4x73x73xf32>
    %108 = stablehlo.reduce(%107 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x73x73xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x73xf32>
    %110 = stablehlo.subtract %107, %109 : tensor<2x4x73x73xf32>
    %111 = stablehlo.exponential %110 : tensor<2x4x73x73xf32>
    %112 = stablehlo.reduce(%111 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x73x73xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x73xf32>
    %114 = stablehlo.divide %111, %113 : tensor<2x4x73x73xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x4x73x73xf32>) -> tensor<8x73x73xf32>
    %116 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %117 = stablehlo.dot_general %27, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %119 = stablehlo.add %117, %118 : tensor<146x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<146x32xf32>) -> tensor<2x73x4x8xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,73,8]{3,1,2,0}"} : (tensor<2x73x4x8xf32>) -> tensor<2x4x73x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x73x8xf32>) -> tensor<8x73x8xf32>
    %123 = stablehlo.dot_general %115, %122, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x73x73xf32>, tensor<8x73x8xf32>) -> tensor<8x73x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x73x8xf32>) -> tensor<2x4x73x8xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,73,4,8]{3,1,2,0}"} : (tensor<2x4x73x8xf32>) -> tensor<2x73x4x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x73x4x8xf32>) -> tensor<146x32xf32>
    %127 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %129 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %130 = stablehlo.add %128, %129 : tensor<146x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<146x32xf32>) -> tensor<2x73x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x73x32xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<2x73x32xf32>
    %134 = stablehlo.add %133, %16 : tensor<2x73x32xf32>
    %135 = stablehlo.power %134, %cst_10 : tensor<2x73x32xf32>
    %136 = stablehlo.reduce(%135 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x73x32xf32>, tensor<f32>) -> tensor<2x73xf32>
    %137 = stablehlo.multiply %136, %cst_9 : tensor<2x73xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x73xf32>) -> tensor<2x73x1xf32>
    %139 = stablehlo.add %138, %cst_8 : tensor<2x73x1xf32>
    %140 = stablehlo.rsqrt %139 : tensor<2x73x1xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x73x1xf32>) -> tensor<2x73xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x73xf32>) -> tensor<2x73x32xf32>
    %143 = stablehlo.multiply %134, %142 : tensor<2x73x32xf32>
    %144 = stablehlo.multiply %4, %143 : tensor<2x73x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x73x32xf32>) -> tensor<146x32xf32>
    %146 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x64xf32>) -> tensor<146x64xf32>
    %148 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xf32>) -> tensor<146x64xf32>
    %149 = stablehlo.add %147, %148 : tensor<146x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<146x64xf32>) -> tensor<2x73x64xf32>
    %151 = stablehlo.logistic %150 : tensor<2x73x64xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<2x73x64xf32>
    %153 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %154 = stablehlo.dot_general %145, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x64xf32>) -> tensor<146x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<64xf32>) -> tensor<146x64xf32>
    %156 = stablehlo.add %154, %155 : tensor<146x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<146x64xf32>) -> tensor<2x73x64xf32>
    %158 = stablehlo.multiply %152, %157 : tensor<2x73x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x73x64xf32>) -> tensor<146x64xf32>
    %160 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x64xf32>, tensor<64x32xf32>) -> tensor<146x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %163 = stablehlo.add %161, %162 : tensor<146x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<146x32xf32>) -> tensor<2x73x32xf32>
    %165 = stablehlo.add %164, %134 : tensor<2x73x32xf32>
    %166 = stablehlo.power %165, %cst_10 : tensor<2x73x32xf32>
    %167 = stablehlo.reduce(%166 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x73x32xf32>, tensor<f32>) -> tensor<2x73xf32>
    %168 = stablehlo.multiply %167, %cst_9 : tensor<2x73xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x73xf32>) -> tensor<2x73x1xf32>
    %170 = stablehlo.add %169, %cst_8 : tensor<2x73x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<2x73x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x73x1xf32>) -> tensor<2x73xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x73xf32>) -> tensor<2x73x32xf32>
    %174 = stablehlo.multiply %165, %173 : tensor<2x73x32xf32>
    %175 = stablehlo.multiply %3, %174 : tensor<2x73x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x73x32xf32>) -> tensor<146x32xf32>
    %177 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %179 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %180 = stablehlo.add %178, %179 : tensor<146x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<146x32xf32>) -> tensor<2x73x4x8xf32>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,73,8]{3,1,2,0}"} : (tensor<2x73x4x8xf32>) -> tensor<2x4x73x8xf32>
    %183 = stablehlo.power %182, %cst_7 : tensor<2x4x73x8xf32>
    %184 = stablehlo.reduce(%183 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x73x8xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %185 = stablehlo.multiply %184, %cst_6 : tensor<2x4x73xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x4x73xf32>) -> tensor<2x4x73x1xf32>
    %187 = stablehlo.add %186, %cst_5 : tensor<2x4x73x1xf32>
    %188 = stablehlo.rsqrt %187 : tensor<2x4x73x1xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x4x73x1xf32>) -> tensor<2x4x73xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x8xf32>
    %191 = stablehlo.multiply %182, %190 : tensor<2x4x73x8xf32>
    %192 = stablehlo.multiply %2, %191 : tensor<2x4x73x8xf32>
    %193 = stablehlo.slice %192 [0:2, 0:4, 0:9, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x9x8xf32>
    %194 = stablehlo.slice %192 [0:2, 0:4, 9:73, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x64x8xf32>
    %195 = stablehlo.multiply %194, %63 : tensor<2x4x64x8xf32>
    %196 = stablehlo.slice %194 [0:2, 0:4, 0:64, 4:8] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %197 = stablehlo.negate %196 : tensor<2x4x64x4xf32>
    %198 = stablehlo.slice %194 [0:2, 0:4, 0:64, 0:4] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %199 = stablehlo.concatenate %197, %198, dim = 3 : (tensor<2x4x64x4xf32>, tensor<2x4x64x4xf32>) -> tensor<2x4x64x8xf32>
    %200 = stablehlo.multiply %199, %70 : tensor<2x4x64x8xf32>
    %201 = stablehlo.add %195, %200 : tensor<2x4x64x8xf32>
    %202 = stablehlo.concatenate %193, %201, dim = 2 : (tensor<2x4x9x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x73x8xf32>
    %203 = stablehlo.multiply %202, %cst_0 : tensor<2x4x73x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x4x73x8xf32>) -> tensor<8x73x8xf32>
    %205 = stablehlo.broadcast_in_dim %arg33, dims = [3] : (tensor<8xf32>) -> tensor<2x4x73x8xf32>
    %206 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %207 = stablehlo.dot_general %176, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %209 = stablehlo.add %207, %208 : tensor<146x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<146x32xf32>) -> tensor<2x73x4x8xf32>
    %211 = stablehlo.transpose %210, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,73,8]{3,1,2,0}"} : (tensor<2x73x4x8xf32>) -> tensor<2x4x73x8xf32>
    %212 = stablehlo.power %211, %cst_7 : tensor<2x4x73x8xf32>
    %213 = stablehlo.reduce(%212 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x73x8xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %214 = stablehlo.multiply %213, %cst_6 : tensor<2x4x73xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x4x73xf32>) -> tensor<2x4x73x1xf32>
    %216 = stablehlo.add %215, %cst_5 : tensor<2x4x73x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<2x4x73x1xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x4x73x1xf32>) -> tensor<2x4x73xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x8xf32>
    %220 = stablehlo.multiply %211, %219 : tensor<2x4x73x8xf32>
    %221 = stablehlo.multiply %205, %220 : tensor<2x4x73x8xf32>
    %222 = stablehlo.slice %221 [0:2, 0:4, 0:9, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x9x8xf32>
    %223 = stablehlo.slice %221 [0:2, 0:4, 9:73, 0:8] : (tensor<2x4x73x8xf32>) -> tensor<2x4x64x8xf32>
    %224 = stablehlo.multiply %223, %63 : tensor<2x4x64x8xf32>
    %225 = stablehlo.slice %223 [0:2, 0:4, 0:64, 4:8] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %226 = stablehlo.negate %225 : tensor<2x4x64x4xf32>
    %227 = stablehlo.slice %223 [0:2, 0:4, 0:64, 0:4] : (tensor<2x4x64x8xf32>) -> tensor<2x4x64x4xf32>
    %228 = stablehlo.concatenate %226, %227, dim = 3 : (tensor<2x4x64x4xf32>, tensor<2x4x64x4xf32>) -> tensor<2x4x64x8xf32>
    %229 = stablehlo.multiply %228, %70 : tensor<2x4x64x8xf32>
    %230 = stablehlo.add %224, %229 : tensor<2x4x64x8xf32>
    %231 = stablehlo.concatenate %222, %230, dim = 2 : (tensor<2x4x9x8xf32>, tensor<2x4x64x8xf32>) -> tensor<2x4x73x8xf32>
    %232 = stablehlo.transpose %231, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,73]{2,3,1,0}"} : (tensor<2x4x73x8xf32>) -> tensor<2x4x8x73xf32>
    %233 = stablehlo.multiply %232, %cst : tensor<2x4x8x73xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x4x8x73xf32>) -> tensor<8x8x73xf32>
    %235 = stablehlo.dot_general %204, %234, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x73x8xf32>, tensor<8x8x73xf32>) -> tensor<8x73x73xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x73x73xf32>) -> tensor<2x4x73x73xf32>
    %237 = stablehlo.reduce(%236 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x73x73xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x73xf32>
    %239 = stablehlo.subtract %236, %238 : tensor<2x4x73x73xf32>
    %240 = stablehlo.exponential %239 : tensor<2x4x73x73xf32>
    %241 = stablehlo.reduce(%240 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x73x73xf32>, tensor<f32>) -> tensor<2x4x73xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<2x4x73xf32>) -> tensor<2x4x73x73xf32>
    %243 = stablehlo.divide %240, %242 : tensor<2x4x73x73xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x4x73x73xf32>) -> tensor<8x73x73xf32>
    %245 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %246 = stablehlo.dot_general %176, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %247 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %248 = stablehlo.add %246, %247 : tensor<146x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<146x32xf32>) -> tensor<2x73x4x8xf32>
    %250 = stablehlo.transpose %249, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,73,8]{3,1,2,0}"} : (tensor<2x73x4x8xf32>) -> tensor<2x4x73x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x4x73x8xf32>) -> tensor<8x73x8xf32>
    %252 = stablehlo.dot_general %244, %251, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x73x73xf32>, tensor<8x73x8xf32>) -> tensor<8x73x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x73x8xf32>) -> tensor<2x4x73x8xf32>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,73,4,8]{3,1,2,0}"} : (tensor<2x4x73x8xf32>) -> tensor<2x73x4x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x73x4x8xf32>) -> tensor<146x32xf32>
    %256 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x32xf32>) -> tensor<146x32xf32>
    %258 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %259 = stablehlo.add %257, %258 : tensor<146x32xf32>
    %260 = stablehlo.reshape %259 : (tensor<146x32xf32>) -> tensor<2x73x32xf32>
    %261 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x73x32xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<2x73x32xf32>
    %263 = stablehlo.add %262, %165 : tensor<2x73x32xf32>
    %264 = stablehlo.power %263, %cst_10 : tensor<2x73x32xf32>
    %265 = stablehlo.reduce(%264 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x73x32xf32>, tensor<f32>) -> tensor<2x73xf32>
    %266 = stablehlo.multiply %265, %cst_9 : tensor<2x73xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x73xf32>) -> tensor<2x73x1xf32>
    %268 = stablehlo.add %267, %cst_8 : tensor<2x73x1xf32>
    %269 = stablehlo.rsqrt %268 : tensor<2x73x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x73x1xf32>) -> tensor<2x73xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x73xf32>) -> tensor<2x73x32xf32>
    %272 = stablehlo.multiply %263, %271 : tensor<2x73x32xf32>
    %273 = stablehlo.multiply %1, %272 : tensor<2x73x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x73x32xf32>) -> tensor<146x32xf32>
    %275 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x64xf32>) -> tensor<146x64xf32>
    %277 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<64xf32>) -> tensor<146x64xf32>
    %278 = stablehlo.add %276, %277 : tensor<146x64xf32>
    %279 = stablehlo.reshape %278 : (tensor<146x64xf32>) -> tensor<2x73x64xf32>
    %280 = stablehlo.logistic %279 : tensor<2x73x64xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<2x73x64xf32>
    %282 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %283 = stablehlo.dot_general %274, %282, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x32xf32>, tensor<32x64xf32>) -> tensor<146x64xf32>
    %284 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<64xf32>) -> tensor<146x64xf32>
    %285 = stablehlo.add %283, %284 : tensor<146x64xf32>
    %286 = stablehlo.reshape %285 : (tensor<146x64xf32>) -> tensor<2x73x64xf32>
    %287 = stablehlo.multiply %281, %286 : tensor<2x73x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x73x64xf32>) -> tensor<146x64xf32>
    %289 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %290 = stablehlo.dot_general %288, %289, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<146x64xf32>, tensor<64x32xf32>) -> tensor<146x32xf32>
    %291 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<146x32xf32>
    %292 = stablehlo.add %290, %291 : tensor<146x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<146x32xf32>) -> tensor<2x73x32xf32>
    %294 = stablehlo.add %293, %263 : tensor<2x73x32xf32>
    %295 = stablehlo.power %294, %cst_10 : tensor<2x73x32xf32>
    %296 = stablehlo.reduce(%295 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x73x32xf32>, tensor<f32>) -> tensor<2x73xf32>
    %297 = stablehlo.multiply %296, %cst_9 : tensor<2x73xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x73xf32>) -> tensor<2x73x1xf32>
    %299 = stablehlo.add %298, %cst_8 : tensor<2x73x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<2x73x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x73x1xf32>) -> tensor<2x73xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x73xf32>) -> tensor<2x73x32xf32>
    %303 = stablehlo.multiply %294, %302 : tensor<2x73x32xf32>
    %304 = stablehlo.multiply %0, %303 : tensor<2x73x32xf32>
    return %304 : tensor<2x73x32xf32>
  }
}
