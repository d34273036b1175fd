module @IrToHlo.768 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<2x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<128x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<2x8xi64>, %arg26: tensor<i1>, %arg27: tensor<4xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>) -> tensor<2x2xf32> {
    %c = stablehlo.constant dense<8> : tensor<2xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_2 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi64>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_9 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_12 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_13 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_14 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_15 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_20 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_23 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_24 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg23, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %17 = stablehlo.broadcast_in_dim %cst_15, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %18 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<1x8x4xf32>
    %20 = stablehlo.concatenate %19, %19, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %21 = stablehlo.cosine %20 : tensor<1x8x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<2x4x8x8xf32>
    %25 = stablehlo.slice %16 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %26 = stablehlo.negate %25 : tensor<2x4x8x4xf32>
    %27 = stablehlo.slice %16 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %28 = stablehlo.concatenate %26, %27, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.sine %20 : tensor<1x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<2x4x8x8xf32>
    %33 = stablehlo.add %24, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.multiply %33, %cst_14 : tensor<2x4x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %36 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %37 = stablehlo.dot_general %10, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %38 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %39 = stablehlo.add %37, %38 : tensor<16x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %42 = stablehlo.broadcast_in_dim %22, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x2x8x8xf32>
    %44 = stablehlo.slice %41 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %45 = stablehlo.negate %44 : tensor<2x2x8x4xf32>
    %46 = stablehlo.slice %41 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %47 = stablehlo.concatenate %45, %46, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %30, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.add %43, %49 : tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %53 = stablehlo.transpose %52, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.multiply %53, %cst_14 : tensor<2x4x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %56 = stablehlo.dot_general %35, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %58 = stablehlo.convert %arg26 : (tensor<i1>) -> tensor<ui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %60 = stablehlo.broadcast_in_dim %c_13, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %61 = stablehlo.broadcast_in_dim %c_13, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.compare  LE, %60, %61 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %63 = stablehlo.convert %62 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %64 = stablehlo.and %59, %63 : tensor<1x1x8x8xui8>
    %65 = stablehlo.compare  NE, %64, %c_24 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.reshape %66 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %69 = stablehlo.compare  NE, %arg25, %c_23 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %70 = stablehlo.broadcast_in_dim %c_12, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %71 = stablehlo.compare  LT, %70, %c_11 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %72 = stablehlo.add %70, %c_10 : tensor<2x1x1x8xi64>
    %73 = stablehlo.select %71, %72, %70 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %75 = stablehlo.broadcast_in_dim %c_13, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %76 = stablehlo.compare  LT, %75, %c_11 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %77 = stablehlo.add %75, %c_9 : tensor<2x1x1x8xi64>
    %78 = stablehlo.select %76, %77, %75 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %79 = stablehlo.reshape %78 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %80 = stablehlo.concatenate %74, %79, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %81 = "stablehlo.gather"(%69, %80) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %83 = stablehlo.reshape %82 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %85 = stablehlo.and %68, %84 : tensor<2x1x8x8xui8>
    %86 = stablehlo.compare  NE, %85, %c_22 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %87 = stablehlo.select %86, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.add %57, %89 : tensor<2x4x8x8xf32>
    %91 = stablehlo.reduce(%90 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.exponential %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.reduce(%94 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.divide %94, %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %99 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %100 = stablehlo.dot_general %10, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %101 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.dot_general %98, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.add %112, %113 : tensor<16x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.add %3, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%117, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %118 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.reshape %output_26 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %126 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %129 = stablehlo.multiply %128, %cst_6 : tensor<2x8x64xf32>
    %130 = stablehlo.power %128, %cst : tensor<2x8x64xf32>
    %131 = stablehlo.multiply %130, %cst_3 : tensor<2x8x64xf32>
    %132 = stablehlo.add %128, %131 : tensor<2x8x64xf32>
    %133 = stablehlo.multiply %132, %cst_4 : tensor<2x8x64xf32>
    %134 = stablehlo.tanh %133 : tensor<2x8x64xf32>
    %135 = stablehlo.add %134, %cst_5 : tensor<2x8x64xf32>
    %136 = stablehlo.multiply %129, %135 : tensor<2x8x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %138 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.add %139, %140 : tensor<16x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.add %116, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%144, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %145 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.reshape %output_29 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.add %145, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %154 = stablehlo.add %152, %153 : tensor<16x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %157 = stablehlo.multiply %156, %23 : tensor<2x4x8x8xf32>
    %158 = stablehlo.slice %156 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %159 = stablehlo.negate %158 : tensor<2x4x8x4xf32>
    %160 = stablehlo.slice %156 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %161 = stablehlo.concatenate %159, %160, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.multiply %161, %31 : tensor<2x4x8x8xf32>
    %163 = stablehlo.add %157, %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.multiply %163, %cst_14 : tensor<2x4x8x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %166 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %167 = stablehlo.dot_general %150, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %168 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %169 = stablehlo.add %167, %168 : tensor<16x16xf32>
    %170 = stablehlo.reshape %169 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %171 = stablehlo.transpose %170, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %172 = stablehlo.multiply %171, %42 : tensor<2x2x8x8xf32>
    %173 = stablehlo.slice %171 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %174 = stablehlo.negate %173 : tensor<2x2x8x4xf32>
    %175 = stablehlo.slice %171 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %176 = stablehlo.concatenate %174, %175, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %177 = stablehlo.multiply %176, %48 : tensor<2x2x8x8xf32>
    %178 = stablehlo.add %172, %177 : tensor<2x2x8x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %181 = stablehlo.transpose %180, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %182 = stablehlo.multiply %181, %cst_14 : tensor<2x4x8x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %184 = stablehlo.dot_general %165, %183, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %186 = stablehlo.add %185, %89 : tensor<2x4x8x8xf32>
    %187 = stablehlo.reduce(%186 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.subtract %186, %188 : tensor<2x4x8x8xf32>
    %190 = stablehlo.exponential %189 : tensor<2x4x8x8xf32>
    %191 = stablehlo.reduce(%190 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %193 = stablehlo.divide %190, %192 : tensor<2x4x8x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %195 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %196 = stablehlo.dot_general %150, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %197 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %198 = stablehlo.add %196, %197 : tensor<16x16xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %200 = stablehlo.transpose %199, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %203 = stablehlo.dot_general %194, %202, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %205 = stablehlo.transpose %204, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %207 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %208 = stablehlo.dot_general %206, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.add %208, %209 : tensor<16x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.add %143, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%213, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %214 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.reshape %output_32 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.add %214, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %221 = stablehlo.dot_general %219, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %222 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %223 = stablehlo.add %221, %222 : tensor<16x64xf32>
    %224 = stablehlo.reshape %223 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %225 = stablehlo.multiply %224, %cst_6 : tensor<2x8x64xf32>
    %226 = stablehlo.power %224, %cst : tensor<2x8x64xf32>
    %227 = stablehlo.multiply %226, %cst_3 : tensor<2x8x64xf32>
    %228 = stablehlo.add %224, %227 : tensor<2x8x64xf32>
    %229 = stablehlo.multiply %228, %cst_4 : tensor<2x8x64xf32>
    %230 = stablehlo.tanh %229 : tensor<2x8x64xf32>
    %231 = stablehlo.add %230, %cst_5 : tensor<2x8x64xf32>
    %232 = stablehlo.multiply %225, %231 : tensor<2x8x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %234 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %235 = stablehlo.dot_general %233, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.add %235, %236 : tensor<16x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.add %212, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%240, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %241 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.reshape %output_35 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.add %241, %244 : tensor<2x8x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,2]{0,1}"} : (tensor<2x32xf32>) -> tensor<32x2xf32>
    %248 = stablehlo.dot_general %246, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x2xf32>) -> tensor<16x2xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %250 = stablehlo.broadcast_in_dim %c_20, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %251 = stablehlo.compare  NE, %arg0, %c_1 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %252 = stablehlo.convert %251 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %253 = stablehlo.multiply %250, %252 : tensor<2x8xi32>
    %254 = stablehlo.iota dim = 0 : tensor<8xi32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %256:2 = stablehlo.reduce(%253 init: %c_19), (%255 init: %c_18) across dimensions = [1] : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> (tensor<2xi32>, tensor<2xi32>)
     reducer(%arg40: tensor<i32>, %arg42: tensor<i32>) (%arg41: tensor<i32>, %arg43: tensor<i32>)  {
      %264 = stablehlo.compare  GE, %arg40, %arg42 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %265 = stablehlo.select %264, %arg40, %arg42 : tensor<i1>, tensor<i32>
      %266 = stablehlo.compare  EQ, %arg40, %arg42 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %267 = stablehlo.minimum %arg41, %arg43 : tensor<i32>
      %268 = stablehlo.select %264, %arg41, %arg43 : tensor<i1>, tensor<i32>
      %269 = stablehlo.select %266, %267, %268 : tensor<i1>, tensor<i32>
      stablehlo.return %265, %269 : tensor<i32>, tensor<i32>
    }
    %257 = stablehlo.convert %256#1 : (tensor<2xi32>) -> tensor<2xi64>
    %258 = stablehlo.compare  LT, %257, %c_0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %259 = stablehlo.add %257, %c : tensor<2xi64>
    %260 = stablehlo.select %258, %259, %257 : tensor<2xi1>, tensor<2xi64>
    %261 = stablehlo.reshape %260 : (tensor<2xi64>) -> tensor<2x1xi64>
    %262 = stablehlo.concatenate %c_2, %261, dim = 1 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %263 = "stablehlo.gather"(%249, %262) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2>}> : (tensor<2x8x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
    return %263 : tensor<2x2xf32>
  }
}
