module @IrToHlo.591 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<1x64xi64>, %arg22: tensor<64x32xf32>, %arg23: tensor<2x8xi64>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<2x8xi64>, %arg27: tensor<i1>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>) -> tensor<2x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_3 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_7 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_10 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_12 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_15 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg23 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg24, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.multiply %3, %cst_12 : tensor<2x8x32xf32>
    %5 = stablehlo.slice %arg21 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %6 = stablehlo.compare  LT, %5, %c_11 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %7 = stablehlo.add %5, %c_10 : tensor<1x8xi64>
    %8 = stablehlo.select %6, %7, %5 : tensor<1x8xi1>, tensor<1x8xi64>
    %9 = stablehlo.reshape %8 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %10 = "stablehlo.gather"(%arg22, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<1x8x1xi64>) -> tensor<1x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.add %4, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%14, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %15 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.multiply %26, %cst_7 : tensor<2x4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.dot_general %20, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %34, %cst_7 : tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.dot_general %28, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.convert %arg27 : (tensor<i1>) -> tensor<ui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %41 = stablehlo.and %40, %c_6 : tensor<1x1x8x1xui8>
    %42 = stablehlo.compare  NE, %41, %c_16 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %44 = stablehlo.reshape %43 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %46 = stablehlo.compare  NE, %arg26, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %47 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_3 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.broadcast_in_dim %c_2, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.concatenate %51, %56, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %58 = "stablehlo.gather"(%46, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.convert %58 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %62 = stablehlo.and %45, %61 : tensor<2x1x8x8xui8>
    %63 = stablehlo.compare  NE, %62, %c_14 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %64 = stablehlo.select %63, %cst_1, %cst_0 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.add %38, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reduce(%67 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.subtract %67, %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.exponential %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.divide %71, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %76 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %20, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<16x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.dot_general %75, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.add %13, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_18, %batch_mean_19, %batch_var_20 = "stablehlo.batch_norm_training"(%93, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %94 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.reshape %output_18 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.add %94, %97 : tensor<2x8x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %101 = stablehlo.dot_general %99, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<16x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %105 = stablehlo.maximum %104, %cst : tensor<2x8x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %107 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.add %92, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%113, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %114 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.add %114, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.add %121, %122 : tensor<16x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %126 = stablehlo.multiply %125, %cst_7 : tensor<2x4x8x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %128 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %129 = stablehlo.dot_general %119, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.add %129, %130 : tensor<16x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.multiply %133, %cst_7 : tensor<2x4x8x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %136 = stablehlo.dot_general %127, %135, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %138 = stablehlo.add %137, %66 : tensor<2x4x8x8xf32>
    %139 = stablehlo.reduce(%138 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %141 = stablehlo.subtract %138, %140 : tensor<2x4x8x8xf32>
    %142 = stablehlo.exponential %141 : tensor<2x4x8x8xf32>
    %143 = stablehlo.reduce(%142 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %145 = stablehlo.divide %142, %144 : tensor<2x4x8x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %148 = stablehlo.dot_general %119, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %154 = stablehlo.dot_general %146, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.add %159, %160 : tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.add %112, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%164, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %165 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.add %165, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %174 = stablehlo.add %172, %173 : tensor<16x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %176 = stablehlo.maximum %175, %cst : tensor<2x8x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %178 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %179 = stablehlo.dot_general %177, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %180 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %181 = stablehlo.add %179, %180 : tensor<16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.add %163, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%184, %cst_9, %cst_8) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %185 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %186 = stablehlo.reshape %output_27 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.add %185, %188 : tensor<2x8x32xf32>
    return %189 : tensor<2x8x32xf32>
  }
}
