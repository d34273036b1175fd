module @IrToHlo.435 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<1x64xi64>, %arg9: tensor<64x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x3x4x4xf32>, %arg12: tensor<2x3x32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<64x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<32xf32>) -> tensor<2x64x32xf32> {
    %cst = stablehlo.constant dense<0.594603539> : tensor<2x4x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.594603539> : tensor<2x4x64x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<2x64x1xf32>
    %cst_2 = stablehlo.constant dense<3.125000e-02> : tensor<2x64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<2x64x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %2 = stablehlo.convolution(%arg12, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %7 = stablehlo.power %6, %cst_3 : tensor<2x64x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %9 = stablehlo.multiply %8, %cst_2 : tensor<2x64xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %11 = stablehlo.add %10, %cst_1 : tensor<2x64x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x64x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
    %15 = stablehlo.multiply %6, %14 : tensor<2x64x32xf32>
    %16 = stablehlo.multiply %1, %15 : tensor<2x64x32xf32>
    %17 = stablehlo.reshape %arg8 : (tensor<1x64xi64>) -> tensor<64xi64>
    %18 = stablehlo.convert %17 : (tensor<64xi64>) -> tensor<64xui32>
    %19 = "stablehlo.gather"(%arg9, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<64xui32>) -> tensor<64x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %21 = stablehlo.add %16, %20 : tensor<2x64x32xf32>
    %22 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %23 = stablehlo.power %21, %cst_3 : tensor<2x64x32xf32>
    %24 = stablehlo.reduce(%23 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %25 = stablehlo.multiply %24, %cst_2 : tensor<2x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %27 = stablehlo.add %26, %cst_1 : tensor<2x64x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x64x1xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
    %31 = stablehlo.multiply %21, %30 : tensor<2x64x32xf32>
    %32 = stablehlo.multiply %22, %31 : tensor<2x64x32xf32>
    %33 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32>
    %35 = stablehlo.dot_general %32, %34, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x32xf32>) -> tensor<2x64x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x64x32xf32>) -> tensor<2x64x4x8xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %38 = stablehlo.multiply %37, %cst_0 : tensor<2x4x64x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %40 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32>
    %42 = stablehlo.dot_general %32, %41, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x32xf32>) -> tensor<2x64x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x64x32xf32>) -> tensor<2x64x4x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 3, 1] : (tensor<2x64x4x8xf32>) -> tensor<2x4x8x64xf32>
    %45 = stablehlo.multiply %44, %cst : tensor<2x4x8x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x4x8x64xf32>) -> tensor<8x8x64xf32>
    %47 = stablehlo.dot_general %39, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x8x64xf32>) -> tensor<8x64x64xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x64x64xf32>) -> tensor<2x4x64x64xf32>
    %49 = stablehlo.reduce(%48 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<2x4x64x64xf32>
    %52 = stablehlo.exponential %51 : tensor<2x4x64x64xf32>
    %53 = stablehlo.reduce(%52 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %55 = stablehlo.divide %52, %54 : tensor<2x4x64x64xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x64x64xf32>) -> tensor<8x64x64xf32>
    %57 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32>
    %59 = stablehlo.dot_general %32, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x32xf32>) -> tensor<2x64x32xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x64x32xf32>) -> tensor<2x64x4x8xf32>
    %61 = stablehlo.transpose %60, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %63 = stablehlo.dot_general %56, %62, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x64x8xf32>) -> tensor<2x4x64x8xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,64,4,8]{3,1,2,0}"} : (tensor<2x4x64x8xf32>) -> tensor<2x64x4x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x64x4x8xf32>) -> tensor<128x32xf32>
    %67 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %68 = stablehlo.dot_general %66, %67, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %70 = stablehlo.add %21, %69 : tensor<2x64x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %72 = stablehlo.power %70, %cst_3 : tensor<2x64x32xf32>
    %73 = stablehlo.reduce(%72 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %74 = stablehlo.multiply %73, %cst_2 : tensor<2x64xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %76 = stablehlo.add %75, %cst_1 : tensor<2x64x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<2x64x1xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
    %80 = stablehlo.multiply %70, %79 : tensor<2x64x32xf32>
    %81 = stablehlo.multiply %71, %80 : tensor<2x64x32xf32>
    %82 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %84 = stablehlo.dot_general %81, %83, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x64xf32>) -> tensor<2x64x64xf32>
    %85 = stablehlo.logistic %84 : tensor<2x64x64xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<2x64x64xf32>
    %87 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %89 = stablehlo.dot_general %81, %88, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x64xf32>) -> tensor<2x64x64xf32>
    %90 = stablehlo.multiply %86, %89 : tensor<2x64x64xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x64x64xf32>) -> tensor<128x64xf32>
    %92 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %93 = stablehlo.dot_general %91, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %95 = stablehlo.add %70, %94 : tensor<2x64x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %97 = stablehlo.power %95, %cst_3 : tensor<2x64x32xf32>
    %98 = stablehlo.reduce(%97 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %99 = stablehlo.multiply %98, %cst_2 : tensor<2x64xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %101 = stablehlo.add %100, %cst_1 : tensor<2x64x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<2x64x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
    %105 = stablehlo.multiply %95, %104 : tensor<2x64x32xf32>
    %106 = stablehlo.multiply %96, %105 : tensor<2x64x32xf32>
    %107 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32>
    %109 = stablehlo.dot_general %106, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x32xf32>) -> tensor<2x64x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x64x32xf32>) -> tensor<2x64x4x8xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %112 = stablehlo.multiply %111, %cst_0 : tensor<2x4x64x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %114 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32>
    %116 = stablehlo.dot_general %106, %115, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x32xf32>) -> tensor<2x64x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x64x32xf32>) -> tensor<2x64x4x8xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 3, 1] : (tensor<2x64x4x8xf32>) -> tensor<2x4x8x64xf32>
    %119 = stablehlo.multiply %118, %cst : tensor<2x4x8x64xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x4x8x64xf32>) -> tensor<8x8x64xf32>
    %121 = stablehlo.dot_general %113, %120, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8xf32>, tensor<8x8x64xf32>) -> tensor<8x64x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x64x64xf32>) -> tensor<2x4x64x64xf32>
    %123 = stablehlo.reduce(%122 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %125 = stablehlo.subtract %122, %124 : tensor<2x4x64x64xf32>
    %126 = stablehlo.exponential %125 : tensor<2x4x64x64xf32>
    %127 = stablehlo.reduce(%126 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x4x64xf32>) -> tensor<2x4x64x64xf32>
    %129 = stablehlo.divide %126, %128 : tensor<2x4x64x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x4x64x64xf32>) -> tensor<8x64x64xf32>
    %131 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32>
    %133 = stablehlo.dot_general %106, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x32xf32>) -> tensor<2x64x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x64x32xf32>) -> tensor<2x64x4x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,64,8]{3,1,2,0}"} : (tensor<2x64x4x8xf32>) -> tensor<2x4x64x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x4x64x8xf32>) -> tensor<8x64x8xf32>
    %137 = stablehlo.dot_general %130, %136, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<8x64x8xf32>) -> tensor<8x64x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x64x8xf32>) -> tensor<2x4x64x8xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,64,4,8]{3,1,2,0}"} : (tensor<2x4x64x8xf32>) -> tensor<2x64x4x8xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x64x4x8xf32>) -> tensor<128x32xf32>
    %141 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %144 = stablehlo.add %95, %143 : tensor<2x64x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x64x32xf32>
    %146 = stablehlo.power %144, %cst_3 : tensor<2x64x32xf32>
    %147 = stablehlo.reduce(%146 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %148 = stablehlo.multiply %147, %cst_2 : tensor<2x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %150 = stablehlo.add %149, %cst_1 : tensor<2x64x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<2x64x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
    %154 = stablehlo.multiply %144, %153 : tensor<2x64x32xf32>
    %155 = stablehlo.multiply %145, %154 : tensor<2x64x32xf32>
    %156 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %158 = stablehlo.dot_general %155, %157, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x64xf32>) -> tensor<2x64x64xf32>
    %159 = stablehlo.logistic %158 : tensor<2x64x64xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<2x64x64xf32>
    %161 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %163 = stablehlo.dot_general %155, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x64xf32>) -> tensor<2x64x64xf32>
    %164 = stablehlo.multiply %160, %163 : tensor<2x64x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x64x64xf32>) -> tensor<128x64xf32>
    %166 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<128x32xf32>) -> tensor<2x64x32xf32>
    %169 = stablehlo.add %144, %168 : tensor<2x64x32xf32>
    %170 = stablehlo.power %169, %cst_3 : tensor<2x64x32xf32>
    %171 = stablehlo.reduce(%170 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x64x32xf32>, tensor<f32>) -> tensor<2x64xf32>
    %172 = stablehlo.multiply %171, %cst_2 : tensor<2x64xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %174 = stablehlo.add %173, %cst_1 : tensor<2x64x1xf32>
    %175 = stablehlo.rsqrt %174 : tensor<2x64x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x32xf32>
    %178 = stablehlo.multiply %169, %177 : tensor<2x64x32xf32>
    %179 = stablehlo.multiply %0, %178 : tensor<2x64x32xf32>
    return %179 : tensor<2x64x32xf32>
  }
}
