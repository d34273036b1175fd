module @IrToHlo.325 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<2x8xi64>, %arg3: tensor<32x32xf32>, %arg4: tensor<96x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<2x8xi64>, %arg7: tensor<i1>, %arg8: tensor<32x128xf32>, %arg9: tensor<128x32xf32>, %arg10: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_2 = stablehlo.constant dense<[4.000000e+00, 8.000000e+00]> : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<[[[-3.100000e+01, -3.000000e+01, -2.900000e+01, -2.800000e+01, -2.700000e+01, -2.600000e+01, -2.500000e+01, -2.400000e+01, -2.300000e+01, -2.200000e+01, -2.100000e+01, -2.000000e+01, -1.900000e+01, -1.800000e+01, -1.700000e+01, -1.600000e+01, -1.500000e+01, -1.400000e+01, -1.300000e+01, -1.200000e+01, -1.100000e+01, -1.000000e+01, -9.000000e+00, -8.000000e+00, -7.000000e+00, -6.000000e+00, -5.000000e+00, -4.000000e+00, -3.000000e+00, -2.000000e+00, -1.000000e+00, 0.000000e+00]]]> : tensor<1x1x32xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<2x2x8x8xf32>
    %cst_7 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %cst_8 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_12 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_18 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg2 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.convert %arg7 : (tensor<i1>) -> tensor<ui8>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %7 = stablehlo.broadcast_in_dim %c_12, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %8 = stablehlo.broadcast_in_dim %c_12, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %9 = stablehlo.compare  LE, %7, %8 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %10 = stablehlo.convert %9 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %11 = stablehlo.and %6, %10 : tensor<1x1x8x8xui8>
    %12 = stablehlo.compare  NE, %11, %c_19 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %13 = stablehlo.convert %12 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %14 = stablehlo.reshape %13 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %16 = stablehlo.compare  NE, %arg6, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %17 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %18 = stablehlo.compare  LT, %17, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %19 = stablehlo.add %17, %c_9 : tensor<2x1x1x8xi64>
    %20 = stablehlo.select %18, %19, %17 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %21 = stablehlo.reshape %20 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %22 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %23 = stablehlo.compare  LT, %22, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %24 = stablehlo.add %22, %c : tensor<2x1x1x8xi64>
    %25 = stablehlo.select %23, %24, %22 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %26 = stablehlo.reshape %25 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %27 = stablehlo.concatenate %21, %26, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %28 = "stablehlo.gather"(%16, %27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %29 = stablehlo.convert %28 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %30 = stablehlo.reshape %29 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %32 = stablehlo.and %15, %31 : tensor<2x1x8x8xui8>
    %33 = stablehlo.compare  NE, %32, %c_17 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %34 = stablehlo.select %33, %cst_16, %cst_8 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %35 = stablehlo.compare  NE, %34, %cst_16 : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %36 = stablehlo.reshape %35 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %38 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %39 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2x8x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %42 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %43 = stablehlo.dot_general %41, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %45 = stablehlo.slice %44 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %49 = stablehlo.slice %44 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %53 = stablehlo.dot_general %48, %52, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.multiply %54, %cst_6 : tensor<2x2x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %cst_5, dims = [0, 2, 3] : (tensor<1x1x32xf32>) -> tensor<1x2x1x32xf32>
    %57 = stablehlo.power %cst_3, %cst_2 : tensor<2xf32>
    %58 = stablehlo.divide %cst_4, %57 : tensor<2xf32>
    %59 = stablehlo.reshape %58 : (tensor<2xf32>) -> tensor<1x2x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x2x1xf32>) -> tensor<1x2x1x32xf32>
    %61 = stablehlo.multiply %56, %60 : tensor<1x2x1x32xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x2x1x32xf32>) -> tensor<2x1x32xf32>
    %63 = stablehlo.slice %62 [0:2, 0:1, 24:32] : (tensor<2x1x32xf32>) -> tensor<2x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2, 3] : (tensor<2x1x8xf32>) -> tensor<2x2x1x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x2x1x8xf32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 3] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.add %55, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.select %37, %cst_7, %67 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.subtract %68, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.exponential %71 : tensor<2x2x8x8xf32>
    %73 = stablehlo.reduce(%72 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.divide %72, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %77 = stablehlo.slice %44 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %81 = stablehlo.dot_general %76, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.dot_general %84, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.add %87, %3 : tensor<2x8x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_21, %batch_mean_22, %batch_var_23 = "stablehlo.batch_norm_training"(%89, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %90 = stablehlo.reshape %output_21 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %96 = stablehlo.reshape %95 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %97 = stablehlo.multiply %96, %cst_1 : tensor<2x8x128xf32>
    %98 = stablehlo.multiply %96, %cst_0 : tensor<2x8x128xf32>
    %99 = stablehlo.custom_call @mhlo.erf(%98) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
    %100 = stablehlo.add %99, %cst : tensor<2x8x128xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<2x8x128xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %103 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.add %105, %88 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%107, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %108 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x8x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %114 : tensor<2x8x128xf32>
  }
}
