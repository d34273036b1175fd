module @IrToHlo.340 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<128x32xf32>, %arg3: tensor<2x8xi64>, %arg4: tensor<32xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x1x4xf32>, %arg8: tensor<18x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x2xf32>, %arg11: tensor<64x8xf32>, %arg12: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x64x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+01> : tensor<2x64x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.exponential %arg11 : tensor<64x8xf32>
    %6 = stablehlo.negate %5 : tensor<64x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<2x64x8x8xf32>
    %8 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.power %4, %cst_3 : tensor<2x8x32xf32>
    %10 = stablehlo.reduce(%9 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.multiply %10, %cst_2 : tensor<2x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.add %12, %cst_1 : tensor<2x8x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,128,8]{1,2,0}"} : (tensor<2x8x128xf32>) -> tensor<2x128x8xf32>
    %24 = stablehlo.slice %23 [0:2, 0:64, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %26 = stablehlo.reshape %arg7 : (tensor<64x1x4xf32>) -> tensor<64x1x1x4xf32>
    %27 = stablehlo.convolution(%25, %26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<64x1x1x4xf32>) -> tensor<2x64x1x11xf32>
    %28 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x11xf32>
    %29 = stablehlo.add %27, %28 : tensor<2x64x1x11xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x64x1x11xf32>) -> tensor<2x64x11xf32>
    %31 = stablehlo.slice %30 [0:2, 0:64, 0:8] : (tensor<2x64x11xf32>) -> tensor<2x64x8xf32>
    %32 = stablehlo.logistic %31 : tensor<2x64x8xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<2x64x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %35 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,18]{0,1}"} : (tensor<18x64xf32>) -> tensor<64x18xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<64x18xf32>) -> tensor<2x64x18xf32>
    %37 = stablehlo.dot_general %34, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x18xf32>) -> tensor<2x8x18xf32>
    %38 = stablehlo.slice %37 [0:2, 0:8, 0:2] : (tensor<2x8x18xf32>) -> tensor<2x8x2xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %40 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,64]{0,1}"} : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %41 = stablehlo.dot_general %39, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x64xf32>) -> tensor<16x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %44 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<64x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x8xf32>
    %48 = stablehlo.add %43, %47 : tensor<2x64x8xf32>
    %49 = stablehlo.compare  GT, %48, %cst_0 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x64x8xi1>
    %50 = stablehlo.exponential %48 : tensor<2x64x8xf32>
    %51 = stablehlo.log_plus_one %50 : tensor<2x64x8xf32>
    %52 = stablehlo.select %49, %48, %51 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %54 = stablehlo.multiply %7, %53 : tensor<2x64x8x8xf32>
    %55 = stablehlo.exponential %54 : tensor<2x64x8x8xf32>
    %56 = stablehlo.slice %55 [0:2, 0:64, 0:1, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %58 = stablehlo.multiply %57, %cst : tensor<2x64x8xf32>
    %59 = stablehlo.slice %37 [0:2, 0:8, 2:10] : (tensor<2x8x18xf32>) -> tensor<2x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x64x8x8xf32>
    %61 = stablehlo.multiply %53, %60 : tensor<2x64x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<2x64x8x8xf32>
    %64 = stablehlo.slice %63 [0:2, 0:64, 0:1, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %66 = stablehlo.add %58, %65 : tensor<2x64x8xf32>
    %67 = stablehlo.slice %37 [0:2, 0:8, 10:18] : (tensor<2x8x18xf32>) -> tensor<2x8x8xf32>
    %68 = stablehlo.slice %67 [0:2, 0:1, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %70 = stablehlo.dot_general %66, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %71 = stablehlo.slice %55 [0:2, 0:64, 1:2, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %73 = stablehlo.multiply %72, %66 : tensor<2x64x8xf32>
    %74 = stablehlo.slice %63 [0:2, 0:64, 1:2, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %76 = stablehlo.add %73, %75 : tensor<2x64x8xf32>
    %77 = stablehlo.slice %67 [0:2, 1:2, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %79 = stablehlo.dot_general %76, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %80 = stablehlo.slice %55 [0:2, 0:64, 2:3, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %82 = stablehlo.multiply %81, %76 : tensor<2x64x8xf32>
    %83 = stablehlo.slice %63 [0:2, 0:64, 2:3, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x64x8xf32>
    %86 = stablehlo.slice %67 [0:2, 2:3, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %88 = stablehlo.dot_general %85, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %89 = stablehlo.slice %55 [0:2, 0:64, 3:4, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %91 = stablehlo.multiply %90, %85 : tensor<2x64x8xf32>
    %92 = stablehlo.slice %63 [0:2, 0:64, 3:4, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %94 = stablehlo.add %91, %93 : tensor<2x64x8xf32>
    %95 = stablehlo.slice %67 [0:2, 3:4, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %97 = stablehlo.dot_general %94, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %98 = stablehlo.slice %55 [0:2, 0:64, 4:5, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %100 = stablehlo.multiply %99, %94 : tensor<2x64x8xf32>
    %101 = stablehlo.slice %63 [0:2, 0:64, 4:5, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x64x8xf32>
    %104 = stablehlo.slice %67 [0:2, 4:5, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %106 = stablehlo.dot_general %103, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %107 = stablehlo.slice %55 [0:2, 0:64, 5:6, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %109 = stablehlo.multiply %108, %103 : tensor<2x64x8xf32>
    %110 = stablehlo.slice %63 [0:2, 0:64, 5:6, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %112 = stablehlo.add %109, %111 : tensor<2x64x8xf32>
    %113 = stablehlo.slice %67 [0:2, 5:6, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %115 = stablehlo.dot_general %112, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %116 = stablehlo.slice %55 [0:2, 0:64, 6:7, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %118 = stablehlo.multiply %117, %112 : tensor<2x64x8xf32>
    %119 = stablehlo.slice %63 [0:2, 0:64, 6:7, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x64x8xf32>
    %122 = stablehlo.slice %67 [0:2, 6:7, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %124 = stablehlo.dot_general %121, %123, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %125 = stablehlo.slice %55 [0:2, 0:64, 7:8, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %127 = stablehlo.multiply %126, %121 : tensor<2x64x8xf32>
    %128 = stablehlo.slice %63 [0:2, 0:64, 7:8, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %130 = stablehlo.add %127, %129 : tensor<2x64x8xf32>
    %131 = stablehlo.slice %67 [0:2, 7:8, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %133 = stablehlo.dot_general %130, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %134 = stablehlo.concatenate %70, %79, %88, %97, %106, %115, %124, %133, dim = 2 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32>
    %135 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<2x64x8xf32>
    %136 = stablehlo.multiply %33, %135 : tensor<2x64x8xf32>
    %137 = stablehlo.add %134, %136 : tensor<2x64x8xf32>
    %138 = stablehlo.slice %23 [0:2, 64:128, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %139 = stablehlo.logistic %138 : tensor<2x64x8xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x64x8xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<2x64x8xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1, 2] : (tensor<64x32xf32>) -> tensor<2x64x32xf32>
    %145 = stablehlo.dot_general %142, %144, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.add %4, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.power %146, %cst_3 : tensor<2x8x32xf32>
    %148 = stablehlo.reduce(%147 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %149 = stablehlo.multiply %148, %cst_2 : tensor<2x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %151 = stablehlo.add %150, %cst_1 : tensor<2x8x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<2x8x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.multiply %146, %154 : tensor<2x8x32xf32>
    %156 = stablehlo.multiply %0, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %160 : tensor<2x8x128xf32>
  }
}
