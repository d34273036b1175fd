module @IrToHlo.536 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<2x8xi64>, %arg8: tensor<32xf32>, %arg9: tensor<1x32xi64>, %arg10: tensor<32x32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<f32>, %arg18: tensor<f32>, %arg19: tensor<i64>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %c = stablehlo.constant dense<15> : tensor<1x1x8x8xi64>
    %c_5 = stablehlo.constant dense<8> : tensor<1x1x8x8xi64>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<8x8xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<8x8xf32>
    %c_8 = stablehlo.constant dense<-4> : tensor<8x8xi64>
    %c_9 = stablehlo.constant dense<4> : tensor<8x8xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<1x1x8x8xi64>
    %cst_11 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<8x8xui8>
    %c_16 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %c_18 = stablehlo.constant dense<0> : tensor<2x1x8x8xi64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg11 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg9 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.convert %5 : (tensor<8xi64>) -> tensor<8xui32>
    %7 = "stablehlo.gather"(%arg10, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %3, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_13, %cst_12) <{epsilon = 1.000000e-07 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<2x1x8xi64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 3] : (tensor<2x1x8xi64>) -> tensor<2x1x8x8xi64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x8xi64>) -> tensor<2x1x8x8xi64>
    %14 = stablehlo.multiply %12, %13 : tensor<2x1x8x8xi64>
    %15 = stablehlo.compare  NE, %14, %c_18 : (tensor<2x1x8x8xi64>, tensor<2x1x8x8xi64>) -> tensor<2x1x8x8xi1>
    %16 = stablehlo.not %15 : tensor<2x1x8x8xi1>
    %17 = stablehlo.reshape %16 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %19 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.add %19, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %25 = stablehlo.convert %24 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<2x8x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = stablehlo.dot_general %29, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %37 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %38 = stablehlo.dot_general %29, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %40 = stablehlo.add %38, %39 : tensor<16x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %45 = stablehlo.multiply %arg17, %cst_17 : tensor<f32>
    %46 = stablehlo.sqrt %45 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x16x8xf32>
    %48 = stablehlo.divide %44, %47 : tensor<4x16x8xf32>
    %49 = stablehlo.dot_general %36, %48, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %50 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %51 = stablehlo.dot_general %arg22, %50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %52 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<16x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %57 = stablehlo.concatenate %56, %56, dim = 0 : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<4x16x16xf32>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,2,0}"} : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %59 = stablehlo.dot_general %36, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
    %60 = stablehlo.iota dim = 0 : tensor<4xui32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<4xui32>) -> tensor<4x8x8x1xui32>
    %62 = stablehlo.iota dim = 0 : tensor<8xui32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [1] : (tensor<8xui32>) -> tensor<4x8x8x1xui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [0] : (tensor<8xi64>) -> tensor<8x8xi64>
    %65 = stablehlo.broadcast_in_dim %c_16, dims = [1] : (tensor<8xi64>) -> tensor<8x8xi64>
    %66 = stablehlo.subtract %64, %65 : tensor<8x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_9 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<8x8xi1>) -> tensor<8x8xui8>
    %69 = stablehlo.compare  GT, %66, %c_8 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %70 = stablehlo.convert %69 : (tensor<8x8xi1>) -> tensor<8x8xui8>
    %71 = stablehlo.and %68, %70 : tensor<8x8xui8>
    %72 = stablehlo.compare  NE, %71, %c_15 : (tensor<8x8xui8>, tensor<8x8xui8>) -> tensor<8x8xi1>
    %73 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<i64>) -> tensor<8x8xi64>
    %74 = stablehlo.abs %66 : tensor<8x8xi64>
    %75 = stablehlo.select %72, %73, %74 : tensor<8x8xi1>, tensor<8x8xi64>
    %76 = stablehlo.compare  LE, %75, %c_9 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %77 = stablehlo.convert %66 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %78 = stablehlo.convert %75 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %79 = stablehlo.divide %78, %cst_7 : tensor<8x8xf32>
    %80 = stablehlo.log %79 : tensor<8x8xf32>
    %81 = stablehlo.log %arg18 : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %83 = stablehlo.divide %80, %82 : tensor<8x8xf32>
    %84 = stablehlo.multiply %83, %cst_6 : tensor<8x8xf32>
    %85 = stablehlo.ceil %84 : tensor<8x8xf32>
    %86 = stablehlo.add %85, %cst_7 : tensor<8x8xf32>
    %87 = stablehlo.sign %66 : tensor<8x8xi64>
    %88 = stablehlo.convert %87 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<8x8xf32>
    %90 = stablehlo.select %76, %77, %89 : tensor<8x8xi1>, tensor<8x8xf32>
    %91 = stablehlo.convert %90 : (tensor<8x8xf32>) -> tensor<8x8xi64>
    %92 = stablehlo.reshape %91 : (tensor<8x8xi64>) -> tensor<1x1x8x8xi64>
    %93 = stablehlo.add %92, %c_5 : tensor<1x1x8x8xi64>
    %94 = stablehlo.clamp %c_10, %93, %c : tensor<1x1x8x8xi64>
    %95 = stablehlo.reshape %94 : (tensor<1x1x8x8xi64>) -> tensor<8x8xi64>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1, 2] : (tensor<8x8xi64>) -> tensor<4x8x8xi64>
    %97 = stablehlo.convert %96 : (tensor<4x8x8xi64>) -> tensor<4x8x8xui32>
    %98 = stablehlo.reshape %97 : (tensor<4x8x8xui32>) -> tensor<4x8x8x1xui32>
    %99 = stablehlo.concatenate %61, %63, %98, dim = 3 : (tensor<4x8x8x1xui32>, tensor<4x8x8x1xui32>, tensor<4x8x8x1xui32>) -> tensor<4x8x8x3xui32>
    %100 = "stablehlo.gather"(%59, %99) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x8x16xf32>, tensor<4x8x8x3xui32>) -> tensor<4x8x8xf32>
    %101 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %102 = stablehlo.divide %100, %101 : tensor<4x8x8xf32>
    %103 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %104 = stablehlo.dot_general %arg22, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.add %104, %105 : tensor<16x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x32xf32>) -> tensor<1x16x2x16xf32>
    %108 = stablehlo.transpose %107, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,16]{3,1,2,0}"} : (tensor<1x16x2x16xf32>) -> tensor<1x2x16x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %110 = stablehlo.concatenate %109, %109, dim = 0 : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<4x16x16xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,2,0}"} : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %112 = stablehlo.dot_general %43, %111, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
    %113 = stablehlo.negate %92 : tensor<1x1x8x8xi64>
    %114 = stablehlo.add %113, %c_5 : tensor<1x1x8x8xi64>
    %115 = stablehlo.clamp %c_10, %114, %c : tensor<1x1x8x8xi64>
    %116 = stablehlo.reshape %115 : (tensor<1x1x8x8xi64>) -> tensor<8x8xi64>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2] : (tensor<8x8xi64>) -> tensor<4x8x8xi64>
    %118 = stablehlo.convert %117 : (tensor<4x8x8xi64>) -> tensor<4x8x8xui32>
    %119 = stablehlo.reshape %118 : (tensor<4x8x8xui32>) -> tensor<4x8x8x1xui32>
    %120 = stablehlo.concatenate %61, %63, %119, dim = 3 : (tensor<4x8x8x1xui32>, tensor<4x8x8x1xui32>, tensor<4x8x8x1xui32>) -> tensor<4x8x8x3xui32>
    %121 = "stablehlo.gather"(%112, %120) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x8x16xf32>, tensor<4x8x8x3xui32>) -> tensor<4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %123 = stablehlo.divide %122, %101 : tensor<4x8x8xf32>
    %124 = stablehlo.add %102, %123 : tensor<4x8x8xf32>
    %125 = stablehlo.add %49, %124 : tensor<4x8x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %127 = stablehlo.select %18, %cst_11, %126 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %128 = stablehlo.reduce(%127 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %130 = stablehlo.subtract %127, %129 : tensor<2x2x8x8xf32>
    %131 = stablehlo.exponential %130 : tensor<2x2x8x8xf32>
    %132 = stablehlo.reduce(%131 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %134 = stablehlo.divide %131, %133 : tensor<2x2x8x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %136 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %137 = stablehlo.dot_general %29, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.add %137, %138 : tensor<16x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %141 = stablehlo.transpose %140, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %143 = stablehlo.dot_general %135, %142, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %145 = stablehlo.transpose %144, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.add %151, %28 : tensor<2x8x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%153, %cst_13, %cst_12) <{epsilon = 1.000000e-07 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %154 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.reshape %output_20 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.add %154, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %163 = stablehlo.add %161, %162 : tensor<16x64xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %165 = stablehlo.multiply %164, %cst_4 : tensor<2x8x64xf32>
    %166 = stablehlo.multiply %164, %cst_3 : tensor<2x8x64xf32>
    %167 = stablehlo.custom_call @mhlo.erf(%166) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %168 = stablehlo.add %167, %cst_2 : tensor<2x8x64xf32>
    %169 = stablehlo.multiply %165, %168 : tensor<2x8x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %171 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.add %172, %173 : tensor<16x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %176 = stablehlo.add %175, %158 : tensor<2x8x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%177, %cst_13, %cst_12) <{epsilon = 1.000000e-07 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %178 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.reshape %output_23 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.add %178, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.add %185, %186 : tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.multiply %188, %cst_1 : tensor<2x8x32xf32>
    %190 = stablehlo.multiply %188, %cst_0 : tensor<2x8x32xf32>
    %191 = stablehlo.custom_call @mhlo.erf(%190) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.add %191, %cst : tensor<2x8x32xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%194, %cst_13, %cst_12) <{epsilon = 1.000000e-07 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %195 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.reshape %output_26 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.add %195, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %202 = stablehlo.dot_general %200, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %203 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %204 = stablehlo.add %202, %203 : tensor<16x128xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %205 : tensor<2x8x128xf32>
  }
}
