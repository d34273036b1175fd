module @IrToHlo.455 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<2x8xi64>, %arg8: tensor<32xf32>, %arg9: tensor<1x32xi64>, %arg10: tensor<32x32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<96x32xf32>, %arg17: tensor<f32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-07> : tensor<2x8x1xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_9 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_10 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<2x1x8x8xi64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<2x1x8xi64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 3] : (tensor<2x1x8xi64>) -> tensor<2x1x8x8xi64>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x1x8xi64>) -> tensor<2x1x8x8xi64>
    %5 = stablehlo.multiply %3, %4 : tensor<2x1x8x8xi64>
    %6 = stablehlo.compare  NE, %5, %c : (tensor<2x1x8x8xi64>, tensor<2x1x8x8xi64>) -> tensor<2x1x8x8xi1>
    %7 = stablehlo.not %6 : tensor<2x1x8x8xi1>
    %8 = stablehlo.reshape %7 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %10 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %arg11 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg1, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.slice %arg9 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %16 = stablehlo.reshape %15 : (tensor<1x8xi64>) -> tensor<8xi64>
    %17 = stablehlo.convert %16 : (tensor<8xi64>) -> tensor<8xui32>
    %18 = "stablehlo.gather"(%arg10, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.add %14, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reduce(%20 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %22 = stablehlo.multiply %21, %cst_9 : tensor<2x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %24 = stablehlo.subtract %20, %23 : tensor<2x8x32xf32>
    %25 = stablehlo.power %24, %cst_8 : tensor<2x8x32xf32>
    %26 = stablehlo.reduce(%25 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %27 = stablehlo.multiply %26, %cst_9 : tensor<2x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %29 = stablehlo.add %28, %cst_7 : tensor<2x8x1xf32>
    %30 = stablehlo.sqrt %29 : tensor<2x8x1xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %33 = stablehlo.divide %24, %32 : tensor<2x8x32xf32>
    %34 = stablehlo.multiply %10, %33 : tensor<2x8x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x8x32xf32>
    %37 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %38 = stablehlo.convert %37 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %41 = stablehlo.multiply %36, %40 : tensor<2x8x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %44 = stablehlo.dot_general %42, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x96xf32>) -> tensor<2x8x2x48xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,48]{3,1,2,0}"} : (tensor<2x8x2x48xf32>) -> tensor<2x2x8x48xf32>
    %47 = stablehlo.slice %46 [0:2, 0:2, 0:8, 0:16] : (tensor<2x2x8x48xf32>) -> tensor<2x2x8x16xf32>
    %48 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<2x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<2x16xf32>) -> tensor<2x2x8x16xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x2x8x16xf32>
    %51 = stablehlo.sqrt %arg17 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<2x2x8x16xf32>
    %53 = stablehlo.divide %50, %52 : tensor<2x2x8x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %55 = stablehlo.slice %46 [0:2, 0:2, 0:8, 16:32] : (tensor<2x2x8x48xf32>) -> tensor<2x2x8x16xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %58 = stablehlo.dot_general %54, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %60 = stablehlo.select %9, %cst_10, %59 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %61 = stablehlo.reduce(%60 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.subtract %60, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.exponential %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.divide %64, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %69 = stablehlo.slice %46 [0:2, 0:2, 0:8, 32:48] : (tensor<2x2x8x48xf32>) -> tensor<2x2x8x16xf32>
    %70 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<2x16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 3] : (tensor<2x16xf32>) -> tensor<2x2x8x16xf32>
    %72 = stablehlo.add %69, %71 : tensor<2x2x8x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %74 = stablehlo.dot_general %68, %73, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %79 = stablehlo.dot_general %77, %78, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.add %79, %80 : tensor<16x32xf32>
    %82 = stablehlo.reshape %81 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %83 = stablehlo.add %82, %41 : tensor<2x8x32xf32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %85 = stablehlo.multiply %84, %cst_9 : tensor<2x8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.subtract %83, %86 : tensor<2x8x32xf32>
    %88 = stablehlo.power %87, %cst_8 : tensor<2x8x32xf32>
    %89 = stablehlo.reduce(%88 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %90 = stablehlo.multiply %89, %cst_9 : tensor<2x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %92 = stablehlo.add %91, %cst_7 : tensor<2x8x1xf32>
    %93 = stablehlo.sqrt %92 : tensor<2x8x1xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.divide %87, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.multiply %1, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.add %97, %98 : tensor<2x8x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %103 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.multiply %105, %cst_6 : tensor<2x8x64xf32>
    %107 = stablehlo.multiply %105, %cst_5 : tensor<2x8x64xf32>
    %108 = stablehlo.custom_call @mhlo.erf(%107) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %109 = stablehlo.add %108, %cst_4 : tensor<2x8x64xf32>
    %110 = stablehlo.multiply %106, %109 : tensor<2x8x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %112 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<16x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.add %116, %99 : tensor<2x8x32xf32>
    %118 = stablehlo.reduce(%117 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %119 = stablehlo.multiply %118, %cst_9 : tensor<2x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.subtract %117, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.power %121, %cst_8 : tensor<2x8x32xf32>
    %123 = stablehlo.reduce(%122 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.multiply %123, %cst_9 : tensor<2x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %125, %cst_7 : tensor<2x8x1xf32>
    %127 = stablehlo.sqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.divide %121, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %0, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<2x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.add %136, %137 : tensor<16x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.multiply %139, %cst_3 : tensor<2x8x32xf32>
    %141 = stablehlo.multiply %139, %cst_2 : tensor<2x8x32xf32>
    %142 = stablehlo.custom_call @mhlo.erf(%141) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.add %142, %cst_1 : tensor<2x8x32xf32>
    %144 = stablehlo.multiply %140, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%145, %cst_0, %cst) <{epsilon = 1.000000e-07 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %146 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.add %146, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %154 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %155 = stablehlo.add %153, %154 : tensor<16x128xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %156 : tensor<2x8x128xf32>
  }
}
