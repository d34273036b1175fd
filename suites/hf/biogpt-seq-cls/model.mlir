module @IrToHlo.677 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<2x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<66x32xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<2x8xi64>, %arg27: tensor<i1>, %arg28: tensor<32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>) -> tensor<2x2xf32> {
    %c = stablehlo.constant dense<8> : tensor<2xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_2 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_7 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_11 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_12 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_15 = stablehlo.constant dense<[2, 3, 4, 5, 6, 7, 8, 9]> : tensor<8xui32>
    %cst_16 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_19 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_22 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_23 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg24, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.multiply %3, %cst_16 : tensor<2x8x32xf32>
    %5 = "stablehlo.gather"(%arg23, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %9 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.multiply %20, %cst_12 : tensor<2x4x8x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %14, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<16x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.multiply %28, %cst_12 : tensor<2x4x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.dot_general %22, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.convert %arg27 : (tensor<i1>) -> tensor<ui8>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %35 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %37 = stablehlo.compare  LE, %35, %36 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %38 = stablehlo.convert %37 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %39 = stablehlo.and %34, %38 : tensor<1x1x8x8xui8>
    %40 = stablehlo.compare  NE, %39, %c_23 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %41 = stablehlo.convert %40 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %42 = stablehlo.reshape %41 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %44 = stablehlo.compare  NE, %arg26, %c_22 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %46 = stablehlo.compare  LT, %45, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %47 = stablehlo.add %45, %c_8 : tensor<2x1x1x8xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %50 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_7 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.concatenate %49, %54, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %56 = "stablehlo.gather"(%44, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.convert %56 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.and %43, %59 : tensor<2x1x8x8xui8>
    %61 = stablehlo.compare  NE, %60, %c_21 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %62 = stablehlo.select %61, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %65 = stablehlo.add %32, %64 : tensor<2x4x8x8xf32>
    %66 = stablehlo.reduce(%65 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.subtract %65, %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.exponential %68 : tensor<2x4x8x8xf32>
    %70 = stablehlo.reduce(%69 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.divide %69, %71 : tensor<2x4x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %74 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %75 = stablehlo.dot_general %14, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.add %75, %76 : tensor<16x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.dot_general %73, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.dot_general %84, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.add %86, %87 : tensor<16x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.add %7, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%91, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %92 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.add %92, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %103 = stablehlo.multiply %102, %cst_4 : tensor<2x8x64xf32>
    %104 = stablehlo.multiply %102, %cst_3 : tensor<2x8x64xf32>
    %105 = stablehlo.custom_call @mhlo.erf(%104) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.add %105, %cst : tensor<2x8x64xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<2x8x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %90, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%115, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %128 = stablehlo.multiply %127, %cst_12 : tensor<2x4x8x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %131 = stablehlo.dot_general %121, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = stablehlo.multiply %135, %cst_12 : tensor<2x4x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.dot_general %129, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.add %139, %64 : tensor<2x4x8x8xf32>
    %141 = stablehlo.reduce(%140 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<2x4x8x8xf32>
    %144 = stablehlo.exponential %143 : tensor<2x4x8x8xf32>
    %145 = stablehlo.reduce(%144 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %147 = stablehlo.divide %144, %146 : tensor<2x4x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %149 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %121, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.add %150, %151 : tensor<16x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %154 = stablehlo.transpose %153, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %156 = stablehlo.dot_general %148, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.add %161, %162 : tensor<16x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.add %114, %164 : tensor<2x8x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%166, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %167 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.reshape %output_31 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.add %167, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %175 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %176 = stablehlo.add %174, %175 : tensor<16x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %178 = stablehlo.multiply %177, %cst_4 : tensor<2x8x64xf32>
    %179 = stablehlo.multiply %177, %cst_3 : tensor<2x8x64xf32>
    %180 = stablehlo.custom_call @mhlo.erf(%179) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %181 = stablehlo.add %180, %cst : tensor<2x8x64xf32>
    %182 = stablehlo.multiply %178, %181 : tensor<2x8x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %184 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.add %185, %186 : tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.add %165, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%190, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %191 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.reshape %output_34 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.add %191, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,2]{0,1}"} : (tensor<2x32xf32>) -> tensor<32x2xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x2xf32>) -> tensor<16x2xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %200 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %201 = stablehlo.compare  NE, %arg0, %c_1 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %202 = stablehlo.convert %201 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %203 = stablehlo.multiply %200, %202 : tensor<2x8xi32>
    %204 = stablehlo.iota dim = 0 : tensor<8xi32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %206:2 = stablehlo.reduce(%203 init: %c_18), (%205 init: %c_17) across dimensions = [1] : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> (tensor<2xi32>, tensor<2xi32>)
     reducer(%arg40: tensor<i32>, %arg42: tensor<i32>) (%arg41: tensor<i32>, %arg43: tensor<i32>)  {
      %214 = stablehlo.compare  GE, %arg40, %arg42 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %215 = stablehlo.select %214, %arg40, %arg42 : tensor<i1>, tensor<i32>
      %216 = stablehlo.compare  EQ, %arg40, %arg42 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %217 = stablehlo.minimum %arg41, %arg43 : tensor<i32>
      %218 = stablehlo.select %214, %arg41, %arg43 : tensor<i1>, tensor<i32>
      %219 = stablehlo.select %216, %217, %218 : tensor<i1>, tensor<i32>
      stablehlo.return %215, %219 : tensor<i32>, tensor<i32>
    }
    %207 = stablehlo.convert %206#1 : (tensor<2xi32>) -> tensor<2xi64>
    %208 = stablehlo.compare  LT, %207, %c_0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %209 = stablehlo.add %207, %c : tensor<2xi64>
    %210 = stablehlo.select %208, %209, %207 : tensor<2xi1>, tensor<2xi64>
    %211 = stablehlo.reshape %210 : (tensor<2xi64>) -> tensor<2x1xi64>
    %212 = stablehlo.concatenate %c_2, %211, dim = 1 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %213 = "stablehlo.gather"(%199, %212) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x8x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
    return %213 : tensor<2x2xf32>
  }
}
