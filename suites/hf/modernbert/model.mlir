module @IrToHlo.716 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<128x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<96x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<96x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<2x8xi64>, %arg18: tensor<2x8xi64>, %arg19: tensor<i1>, %arg20: tensor<8xf32>, %arg21: tensor<8xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<1> : tensor<1x1x8x8xui8>
    %c_2 = stablehlo.constant dense<2> : tensor<1x1x8x8xi64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_8 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_10 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_12 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_13 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_16 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_22 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_23 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg17 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %4 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %8 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %9 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x96xf32>) -> tensor<2x8x3x2x16xf32>
    %11 = stablehlo.slice %10 [0:2, 0:8, 0:1, 0:2, 0:16] : (tensor<2x8x3x2x16xf32>) -> tensor<2x8x1x2x16xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1x2x16xf32>) -> tensor<2x8x2x16xf32>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %14 = stablehlo.broadcast_in_dim %cst_16, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %15 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<8xf32>) -> tensor<1x8x8xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<1x8x8xf32>
    %17 = stablehlo.concatenate %16, %16, dim = 2 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %18 = stablehlo.cosine %17 : tensor<1x8x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %21 = stablehlo.multiply %13, %20 : tensor<2x2x8x16xf32>
    %22 = stablehlo.slice %13 [0:2, 0:2, 0:8, 8:16] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %23 = stablehlo.negate %22 : tensor<2x2x8x8xf32>
    %24 = stablehlo.slice %13 [0:2, 0:2, 0:8, 0:8] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %25 = stablehlo.concatenate %23, %24, dim = 3 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %26 = stablehlo.sine %17 : tensor<1x8x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<2x2x8x16xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x2x8x16xf32>
    %31 = stablehlo.multiply %30, %cst_15 : tensor<2x2x8x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %33 = stablehlo.slice %10 [0:2, 0:8, 1:2, 0:2, 0:16] : (tensor<2x8x3x2x16xf32>) -> tensor<2x8x1x2x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x1x2x16xf32>) -> tensor<2x8x2x16xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %36 = stablehlo.multiply %35, %20 : tensor<2x2x8x16xf32>
    %37 = stablehlo.slice %35 [0:2, 0:2, 0:8, 8:16] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %38 = stablehlo.negate %37 : tensor<2x2x8x8xf32>
    %39 = stablehlo.slice %35 [0:2, 0:2, 0:8, 0:8] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 3 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %41 = stablehlo.multiply %40, %28 : tensor<2x2x8x16xf32>
    %42 = stablehlo.add %36, %41 : tensor<2x2x8x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %44 = stablehlo.multiply %43, %cst_14 : tensor<2x2x16x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %46 = stablehlo.dot_general %32, %45, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.convert %arg19 : (tensor<i1>) -> tensor<ui8>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %50 = stablehlo.and %49, %c_13 : tensor<1x1x8x1xui8>
    %51 = stablehlo.compare  NE, %50, %c_23 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %52 = stablehlo.convert %51 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %53 = stablehlo.reshape %52 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %55 = stablehlo.compare  NE, %arg18, %c_22 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %56 = stablehlo.broadcast_in_dim %c_12, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %57 = stablehlo.compare  LT, %56, %c_11 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %58 = stablehlo.add %56, %c_10 : tensor<2x1x1x8xi64>
    %59 = stablehlo.select %57, %58, %56 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %61 = stablehlo.broadcast_in_dim %c_9, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %62 = stablehlo.compare  LT, %61, %c_11 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.add %61, %c_8 : tensor<2x1x1x8xi64>
    %64 = stablehlo.select %62, %63, %61 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %65 = stablehlo.reshape %64 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %66 = stablehlo.concatenate %60, %65, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %67 = "stablehlo.gather"(%55, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.convert %67 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.and %54, %70 : tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %71, %c_21 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %73 = stablehlo.select %72, %cst_7, %cst_6 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %76 = stablehlo.add %47, %75 : tensor<2x2x8x8xf32>
    %77 = stablehlo.reduce(%76 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %79 = stablehlo.subtract %76, %78 : tensor<2x2x8x8xf32>
    %80 = stablehlo.exponential %79 : tensor<2x2x8x8xf32>
    %81 = stablehlo.reduce(%80 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %83 = stablehlo.divide %80, %82 : tensor<2x2x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %85 = stablehlo.slice %10 [0:2, 0:8, 2:3, 0:2, 0:16] : (tensor<2x8x3x2x16xf32>) -> tensor<2x8x1x2x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x1x2x16xf32>) -> tensor<2x8x2x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %89 = stablehlo.dot_general %84, %88, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %91 = stablehlo.transpose %90, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.add %6, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%97, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %98 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %103 = stablehlo.dot_general %101, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %105 = stablehlo.slice %104 [0:2, 0:8, 0:64] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.multiply %105, %cst_5 : tensor<2x8x64xf32>
    %107 = stablehlo.multiply %105, %cst_4 : tensor<2x8x64xf32>
    %108 = stablehlo.custom_call @mhlo.erf(%107) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %109 = stablehlo.add %108, %cst_3 : tensor<2x8x64xf32>
    %110 = stablehlo.multiply %106, %109 : tensor<2x8x64xf32>
    %111 = stablehlo.slice %104 [0:2, 0:8, 64:128] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<2x8x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %114 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.add %96, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%118, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %119 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x96xf32>) -> tensor<2x8x3x2x16xf32>
    %126 = stablehlo.slice %125 [0:2, 0:8, 0:1, 0:2, 0:16] : (tensor<2x8x3x2x16xf32>) -> tensor<2x8x1x2x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x1x2x16xf32>) -> tensor<2x8x2x16xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %129 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<8xf32>) -> tensor<1x8x8xf32>
    %130 = stablehlo.multiply %14, %129 : tensor<1x8x8xf32>
    %131 = stablehlo.concatenate %130, %130, dim = 2 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %132 = stablehlo.cosine %131 : tensor<1x8x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %135 = stablehlo.multiply %128, %134 : tensor<2x2x8x16xf32>
    %136 = stablehlo.slice %128 [0:2, 0:2, 0:8, 8:16] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %137 = stablehlo.negate %136 : tensor<2x2x8x8xf32>
    %138 = stablehlo.slice %128 [0:2, 0:2, 0:8, 0:8] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %139 = stablehlo.concatenate %137, %138, dim = 3 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %140 = stablehlo.sine %131 : tensor<1x8x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<2x2x8x16xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<2x2x8x16xf32>
    %144 = stablehlo.add %135, %143 : tensor<2x2x8x16xf32>
    %145 = stablehlo.multiply %144, %cst_15 : tensor<2x2x8x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %147 = stablehlo.slice %125 [0:2, 0:8, 1:2, 0:2, 0:16] : (tensor<2x8x3x2x16xf32>) -> tensor<2x8x1x2x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x1x2x16xf32>) -> tensor<2x8x2x16xf32>
    %149 = stablehlo.transpose %148, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %150 = stablehlo.multiply %149, %134 : tensor<2x2x8x16xf32>
    %151 = stablehlo.slice %149 [0:2, 0:2, 0:8, 8:16] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %152 = stablehlo.negate %151 : tensor<2x2x8x8xf32>
    %153 = stablehlo.slice %149 [0:2, 0:2, 0:8, 0:8] : (tensor<2x2x8x16xf32>) -> tensor<2x2x8x8xf32>
    %154 = stablehlo.concatenate %152, %153, dim = 3 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %155 = stablehlo.multiply %154, %142 : tensor<2x2x8x16xf32>
    %156 = stablehlo.add %150, %155 : tensor<2x2x8x16xf32>
    %157 = stablehlo.transpose %156, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %158 = stablehlo.multiply %157, %cst_14 : tensor<2x2x16x8xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %160 = stablehlo.dot_general %146, %159, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %162 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %163 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %164 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %165 = stablehlo.subtract %163, %164 : tensor<1x1x8x8xi64>
    %166 = stablehlo.abs %165 : tensor<1x1x8x8xi64>
    %167 = stablehlo.compare  LE, %166, %c_2 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %168 = stablehlo.convert %167 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %169 = stablehlo.and %162, %168 : tensor<1x1x8x8xui8>
    %170 = stablehlo.compare  NE, %169, %c_19 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %171 = stablehlo.convert %170 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %172 = stablehlo.and %171, %c : tensor<1x1x8x8xui8>
    %173 = stablehlo.compare  NE, %172, %c_19 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %174 = stablehlo.convert %173 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %175 = stablehlo.and %162, %174 : tensor<1x1x8x8xui8>
    %176 = stablehlo.compare  NE, %175, %c_19 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %177 = stablehlo.convert %176 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %178 = stablehlo.reshape %177 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %180 = stablehlo.and %179, %70 : tensor<2x1x8x8xui8>
    %181 = stablehlo.compare  NE, %180, %c_21 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %182 = stablehlo.select %181, %cst_7, %cst_6 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.add %161, %184 : tensor<2x2x8x8xf32>
    %186 = stablehlo.reduce(%185 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %188 = stablehlo.subtract %185, %187 : tensor<2x2x8x8xf32>
    %189 = stablehlo.exponential %188 : tensor<2x2x8x8xf32>
    %190 = stablehlo.reduce(%189 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %192 = stablehlo.divide %189, %191 : tensor<2x2x8x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %194 = stablehlo.slice %125 [0:2, 0:8, 2:3, 0:2, 0:16] : (tensor<2x8x3x2x16xf32>) -> tensor<2x8x1x2x16xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x1x2x16xf32>) -> tensor<2x8x2x16xf32>
    %196 = stablehlo.transpose %195, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %198 = stablehlo.dot_general %193, %197, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %199 = stablehlo.reshape %198 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %200 = stablehlo.transpose %199, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.add %117, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%206, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %207 = stablehlo.reshape %output_31 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<2x8x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %211 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %212 = stablehlo.dot_general %210, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %213 = stablehlo.reshape %212 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %214 = stablehlo.slice %213 [0:2, 0:8, 0:64] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %215 = stablehlo.multiply %214, %cst_5 : tensor<2x8x64xf32>
    %216 = stablehlo.multiply %214, %cst_4 : tensor<2x8x64xf32>
    %217 = stablehlo.custom_call @mhlo.erf(%216) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %218 = stablehlo.add %217, %cst_3 : tensor<2x8x64xf32>
    %219 = stablehlo.multiply %215, %218 : tensor<2x8x64xf32>
    %220 = stablehlo.slice %213 [0:2, 0:8, 64:128] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<2x8x64xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %223 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %224 = stablehlo.dot_general %222, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.add %205, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%227, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %228 = stablehlo.reshape %output_34 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %233 = stablehlo.dot_general %231, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.multiply %234, %cst_1 : tensor<2x8x32xf32>
    %236 = stablehlo.multiply %234, %cst_0 : tensor<2x8x32xf32>
    %237 = stablehlo.custom_call @mhlo.erf(%236) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %238 = stablehlo.add %237, %cst : tensor<2x8x32xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%240, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %241 = stablehlo.reshape %output_37 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<2x8x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %246 = stablehlo.dot_general %244, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %247 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %248 = stablehlo.add %246, %247 : tensor<16x128xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %249 : tensor<2x8x128xf32>
  }
}
