module @IrToHlo.546 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<4xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<64x32xf32>, %arg28: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_1 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %cst_2 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg11 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg12, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_5 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_4 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_3 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x8x4xf32>
    %26 = stablehlo.concatenate %25, %25, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.negate %31 : tensor<2x4x8x4xf32>
    %33 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.sine %26 : tensor<1x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.add %30, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %16, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.add %42, %43 : tensor<16x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %47 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<2x2x8x8xf32>
    %49 = stablehlo.slice %46 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.negate %49 : tensor<2x2x8x4xf32>
    %51 = stablehlo.slice %46 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %52 = stablehlo.concatenate %50, %51, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x2x8x8xf32>
    %55 = stablehlo.add %48, %54 : tensor<2x2x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.transpose %57, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.dot_general %40, %59, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.multiply %61, %cst_1 : tensor<2x4x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %c, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.broadcast_in_dim %c, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.compare  LE, %63, %64 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.reshape %65 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %68 = stablehlo.select %67, %cst_0, %cst : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.add %62, %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.subtract %71, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.exponential %74 : tensor<2x4x8x8xf32>
    %76 = stablehlo.reduce(%75 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.divide %75, %77 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %81 = stablehlo.dot_general %16, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %82 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %83 = stablehlo.add %81, %82 : tensor<16x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %88 = stablehlo.dot_general %79, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.transpose %89, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %93 = stablehlo.dot_general %91, %92, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.add %4, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.power %95, %cst_5 : tensor<2x8x32xf32>
    %98 = stablehlo.reduce(%97 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %99 = stablehlo.multiply %98, %cst_4 : tensor<2x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %101 = stablehlo.add %100, %cst_3 : tensor<2x8x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<2x8x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %105 = stablehlo.multiply %95, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.multiply %96, %105 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %111 = stablehlo.logistic %110 : tensor<2x8x64xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x8x64xf32>
    %113 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %114 = stablehlo.dot_general %107, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %116 = stablehlo.multiply %112, %115 : tensor<2x8x64xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %118 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.add %95, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.power %121, %cst_5 : tensor<2x8x32xf32>
    %124 = stablehlo.reduce(%123 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %125 = stablehlo.multiply %124, %cst_4 : tensor<2x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %127 = stablehlo.add %126, %cst_3 : tensor<2x8x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<2x8x1xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.multiply %122, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.add %135, %136 : tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.multiply %139, %29 : tensor<2x4x8x8xf32>
    %141 = stablehlo.slice %139 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %142 = stablehlo.negate %141 : tensor<2x4x8x4xf32>
    %143 = stablehlo.slice %139 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %144 = stablehlo.concatenate %142, %143, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %145 = stablehlo.multiply %144, %37 : tensor<2x4x8x8xf32>
    %146 = stablehlo.add %140, %145 : tensor<2x4x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %148 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %149 = stablehlo.dot_general %133, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %150 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %151 = stablehlo.add %149, %150 : tensor<16x16xf32>
    %152 = stablehlo.reshape %151 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %153 = stablehlo.transpose %152, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %154 = stablehlo.multiply %153, %47 : tensor<2x2x8x8xf32>
    %155 = stablehlo.slice %153 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %156 = stablehlo.negate %155 : tensor<2x2x8x4xf32>
    %157 = stablehlo.slice %153 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %158 = stablehlo.concatenate %156, %157, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %159 = stablehlo.multiply %158, %53 : tensor<2x2x8x8xf32>
    %160 = stablehlo.add %154, %159 : tensor<2x2x8x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %163 = stablehlo.transpose %162, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %165 = stablehlo.dot_general %147, %164, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %167 = stablehlo.multiply %166, %cst_1 : tensor<2x4x8x8xf32>
    %168 = stablehlo.add %167, %70 : tensor<2x4x8x8xf32>
    %169 = stablehlo.reduce(%168 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %171 = stablehlo.subtract %168, %170 : tensor<2x4x8x8xf32>
    %172 = stablehlo.exponential %171 : tensor<2x4x8x8xf32>
    %173 = stablehlo.reduce(%172 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %175 = stablehlo.divide %172, %174 : tensor<2x4x8x8xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %177 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %178 = stablehlo.dot_general %133, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %179 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %180 = stablehlo.add %178, %179 : tensor<16x16xf32>
    %181 = stablehlo.reshape %180 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %185 = stablehlo.dot_general %176, %184, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.transpose %186, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.add %121, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.power %192, %cst_5 : tensor<2x8x32xf32>
    %195 = stablehlo.reduce(%194 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %196 = stablehlo.multiply %195, %cst_4 : tensor<2x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %198 = stablehlo.add %197, %cst_3 : tensor<2x8x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x8x1xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %192, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.multiply %193, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %206 = stablehlo.dot_general %204, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %208 = stablehlo.logistic %207 : tensor<2x8x64xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<2x8x64xf32>
    %210 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %211 = stablehlo.dot_general %204, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %213 = stablehlo.multiply %209, %212 : tensor<2x8x64xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %215 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.add %192, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.power %218, %cst_5 : tensor<2x8x32xf32>
    %220 = stablehlo.reduce(%219 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %221 = stablehlo.multiply %220, %cst_4 : tensor<2x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %223 = stablehlo.add %222, %cst_3 : tensor<2x8x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<2x8x1xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.multiply %218, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.multiply %0, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %232 : tensor<2x8x128xf32>
  }
}
