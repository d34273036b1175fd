module @IrToHlo.481 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32x16xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x8x8xf32>
    %c_13 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<16xui32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_18 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_19 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_20 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = "stablehlo.gather"(%arg8, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %8 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %20 = "stablehlo.gather"(%arg17, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<8xui32>) -> tensor<8x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<8x16xf32>) -> tensor<1x1x8x16xf32>
    %22 = stablehlo.slice %21 [0:1, 0:1, 0:8, 8:16] : (tensor<1x1x8x16xf32>) -> tensor<1x1x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x8x1xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 4 : (tensor<1x1x8x8x1xf32>, tensor<1x1x8x8x1xf32>) -> tensor<1x1x8x8x2xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x1x8x8x2xf32>) -> tensor<8x16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<2x2x8x16xf32>
    %28 = stablehlo.slice %19 [0:2, 0:2, 0:8, 1:16:2] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %29 = stablehlo.negate %28 : tensor<2x2x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8x1xf32>
    %31 = stablehlo.slice %19 [0:2, 0:2, 0:8, 0:16:2] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8x1xf32>
    %33 = stablehlo.concatenate %30, %32, dim = 4 : (tensor<2x2x8x8x1xf32>, tensor<2x2x8x8x1xf32>) -> tensor<2x2x8x8x2xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x2x8x8x2xf32>) -> tensor<2x2x8x16xf32>
    %35 = stablehlo.slice %21 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x16xf32>) -> tensor<1x1x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x8x1xf32>
    %37 = stablehlo.concatenate %36, %36, dim = 4 : (tensor<1x1x8x8x1xf32>, tensor<1x1x8x8x1xf32>) -> tensor<1x1x8x8x2xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x1x8x8x2xf32>) -> tensor<8x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %40 = stablehlo.multiply %34, %39 : tensor<2x2x8x16xf32>
    %41 = stablehlo.add %27, %40 : tensor<2x2x8x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %43 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = stablehlo.dot_general %13, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<16x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %49 = stablehlo.multiply %48, %26 : tensor<2x2x8x16xf32>
    %50 = stablehlo.slice %48 [0:2, 0:2, 0:8, 1:16:2] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.negate %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8x1xf32>
    %53 = stablehlo.slice %48 [0:2, 0:2, 0:8, 0:16:2] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8x1xf32>
    %55 = stablehlo.concatenate %52, %54, dim = 4 : (tensor<2x2x8x8x1xf32>, tensor<2x2x8x8x1xf32>) -> tensor<2x2x8x8x2xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x2x8x8x2xf32>) -> tensor<2x2x8x16xf32>
    %57 = stablehlo.multiply %56, %39 : tensor<2x2x8x16xf32>
    %58 = stablehlo.add %49, %57 : tensor<2x2x8x16xf32>
    %59 = stablehlo.transpose %58, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %61 = stablehlo.dot_general %42, %60, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.divide %62, %cst_12 : tensor<2x2x8x8xf32>
    %64 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %66 = stablehlo.and %65, %c_11 : tensor<1x1x8x1xui8>
    %67 = stablehlo.compare  NE, %66, %c_20 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg15, %c_19 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_8 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_18 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %92 = stablehlo.add %63, %91 : tensor<2x2x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x2x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x2x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x2x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %101 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %13, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %106 = stablehlo.transpose %105, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %108 = stablehlo.dot_general %100, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<16x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.add %116, %12 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_22, %batch_mean_23, %batch_var_24 = "stablehlo.batch_norm_training"(%118, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %119 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.reshape %output_22 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.add %119, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %127 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %130 = stablehlo.multiply %129, %cst_4 : tensor<2x8x64xf32>
    %131 = stablehlo.multiply %129, %cst_3 : tensor<2x8x64xf32>
    %132 = stablehlo.custom_call @mhlo.erf(%131) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %133 = stablehlo.add %132, %cst_2 : tensor<2x8x64xf32>
    %134 = stablehlo.multiply %130, %133 : tensor<2x8x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %136 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.add %137, %138 : tensor<16x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %141 = stablehlo.add %140, %123 : tensor<2x8x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%142, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %143 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.add %143, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.add %150, %151 : tensor<16x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %154 = stablehlo.multiply %153, %cst_1 : tensor<2x8x32xf32>
    %155 = stablehlo.multiply %153, %cst_0 : tensor<2x8x32xf32>
    %156 = stablehlo.custom_call @mhlo.erf(%155) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.add %156, %cst : tensor<2x8x32xf32>
    %158 = stablehlo.multiply %154, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%159, %cst_15, %cst_14) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %160 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %161 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.multiply %161, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.add %160, %163 : tensor<2x8x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %166 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %168 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %169 = stablehlo.add %167, %168 : tensor<16x128xf32>
    %170 = stablehlo.reshape %169 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %170 : tensor<2x8x128xf32>
  }
}
