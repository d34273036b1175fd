module @IrToHlo.745 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<1x32xi64>, %arg7: tensor<32x32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<128x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<1x17x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32x3x8x8xf32>, %arg30: tensor<2x3x32x32xf32>, %arg31: tensor<1x1x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<96xf32>, %arg35: tensor<96x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64x32xf32>, %arg54: tensor<32xf32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x8x17xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x17x64xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<2x17x64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<2x17x64xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<2x2x17x17xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_12 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_14 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_16 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_20 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_21 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_22 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg8 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg9, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg6 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.convert %5 : (tensor<8xi64>) -> tensor<8xui32>
    %7 = "stablehlo.gather"(%arg7, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %3, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %11, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %24 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %16, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %31 = stablehlo.dot_general %23, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %33 = stablehlo.divide %32, %cst_16 : tensor<2x2x8x8xf32>
    %34 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %36 = stablehlo.and %35, %c_15 : tensor<1x1x8x1xui8>
    %37 = stablehlo.compare  NE, %36, %c_22 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %38 = stablehlo.convert %37 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %39 = stablehlo.reshape %38 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %41 = stablehlo.compare  NE, %arg15, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %42 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %43 = stablehlo.compare  LT, %42, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %44 = stablehlo.add %42, %c_12 : tensor<2x1x1x8xi64>
    %45 = stablehlo.select %43, %44, %42 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_13 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.concatenate %46, %51, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %53 = "stablehlo.gather"(%41, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.convert %53 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %57 = stablehlo.and %40, %56 : tensor<2x1x8x8xui8>
    %58 = stablehlo.compare  NE, %57, %c_20 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %59 = stablehlo.select %58, %cst_10, %cst_9 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.add %33, %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.reduce(%62 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.exponential %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.reduce(%66 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.divide %66, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %71 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %72 = stablehlo.dot_general %16, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %74 = stablehlo.add %72, %73 : tensor<16x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %78 = stablehlo.dot_general %70, %77, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %83 = stablehlo.dot_general %81, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.add %83, %84 : tensor<16x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.add %86, %15 : tensor<2x8x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%88, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %89 = stablehlo.reshape %arg31 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %91 = stablehlo.convolution(%arg30, %arg29) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %92 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %93 = stablehlo.add %91, %92 : tensor<2x32x4x4xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %96 = stablehlo.concatenate %90, %95, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %97 = stablehlo.reshape %arg27 : (tensor<1x17x32xf32>) -> tensor<17x32xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [1, 2] : (tensor<17x32xf32>) -> tensor<2x17x32xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x17x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%100, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %101 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %102 = stablehlo.reshape %output_27 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x17x32xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x17x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %107 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x96xf32>) -> tensor<34x96xf32>
    %109 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<96xf32>) -> tensor<34x96xf32>
    %110 = stablehlo.add %108, %109 : tensor<34x96xf32>
    %111 = stablehlo.reshape %110 : (tensor<34x96xf32>) -> tensor<2x17x3x2x16xf32>
    %112 = stablehlo.transpose %111, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,2,17,16]{4,2,0,3,1}"} : (tensor<2x17x3x2x16xf32>) -> tensor<3x2x2x17x16xf32>
    %113 = stablehlo.slice %112 [0:1, 0:2, 0:2, 0:17, 0:16] : (tensor<3x2x2x17x16xf32>) -> tensor<1x2x2x17x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<1x2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %115 = stablehlo.slice %112 [1:2, 0:2, 0:2, 0:17, 0:16] : (tensor<3x2x2x17x16xf32>) -> tensor<1x2x2x17x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x2x2x17x16xf32>) -> tensor<2x2x17x16xf32>
    %117 = stablehlo.transpose %116, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,17]{2,3,1,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x2x16x17xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %119 = stablehlo.dot_general %114, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x17xf32>) -> tensor<4x17x17xf32>
    %120 = stablehlo.reshape %119 : (tensor<4x17x17xf32>) -> tensor<2x2x17x17xf32>
    %121 = stablehlo.multiply %120, %cst_6 : tensor<2x2x17x17xf32>
    %122 = stablehlo.reduce(%121 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %124 = stablehlo.subtract %121, %123 : tensor<2x2x17x17xf32>
    %125 = stablehlo.exponential %124 : tensor<2x2x17x17xf32>
    %126 = stablehlo.reduce(%125 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %128 = stablehlo.divide %125, %127 : tensor<2x2x17x17xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x2x17x17xf32>) -> tensor<4x17x17xf32>
    %130 = stablehlo.slice %112 [2:3, 0:2, 0:2, 0:17, 0:16] : (tensor<3x2x2x17x16xf32>) -> tensor<1x2x2x17x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<1x2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %132 = stablehlo.dot_general %129, %131, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x17xf32>, tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %134 = stablehlo.transpose %133, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %136 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %139 = stablehlo.add %137, %138 : tensor<34x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %141 = stablehlo.add %140, %99 : tensor<2x17x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%142, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %143 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %144 = stablehlo.reshape %output_30 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<2x17x32xf32>
    %147 = stablehlo.add %143, %146 : tensor<2x17x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %149 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %151 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %152 = stablehlo.add %150, %151 : tensor<34x64xf32>
    %153 = stablehlo.reshape %152 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %154 = stablehlo.multiply %153, %cst_5 : tensor<2x17x64xf32>
    %155 = stablehlo.multiply %153, %cst_4 : tensor<2x17x64xf32>
    %156 = stablehlo.custom_call @mhlo.erf(%155) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x17x64xf32>) -> tensor<2x17x64xf32>
    %157 = stablehlo.add %156, %cst_3 : tensor<2x17x64xf32>
    %158 = stablehlo.multiply %154, %157 : tensor<2x17x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %160 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %163 = stablehlo.add %161, %162 : tensor<34x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %165 = stablehlo.add %164, %141 : tensor<2x17x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%166, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %167 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.reshape %output_24 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.add %167, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.add %174, %175 : tensor<16x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %178 = stablehlo.transpose %177, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %180 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %181 = stablehlo.reshape %output_33 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<2x17x32xf32>
    %184 = stablehlo.add %180, %183 : tensor<2x17x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %186 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.dot_general %185, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %188 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %189 = stablehlo.add %187, %188 : tensor<34x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %193 = stablehlo.dot_general %179, %192, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x17xf32>) -> tensor<4x8x17xf32>
    %194 = stablehlo.reshape %193 : (tensor<4x8x17xf32>) -> tensor<2x2x8x17xf32>
    %195 = stablehlo.divide %194, %cst_2 : tensor<2x2x8x17xf32>
    %196 = stablehlo.reduce(%195 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x17xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x17xf32>
    %198 = stablehlo.subtract %195, %197 : tensor<2x2x8x17xf32>
    %199 = stablehlo.exponential %198 : tensor<2x2x8x17xf32>
    %200 = stablehlo.reduce(%199 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x17xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x17xf32>
    %202 = stablehlo.divide %199, %201 : tensor<2x2x8x17xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x2x8x17xf32>) -> tensor<4x8x17xf32>
    %204 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %205 = stablehlo.dot_general %185, %204, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %206 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %207 = stablehlo.add %205, %206 : tensor<34x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %209 = stablehlo.transpose %208, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %211 = stablehlo.dot_general %203, %210, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x17xf32>, tensor<4x17x16xf32>) -> tensor<4x8x16xf32>
    %212 = stablehlo.reshape %211 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.add %216, %217 : tensor<16x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.add %219, %171 : tensor<2x8x32xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%221, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %222 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.reshape %output_36 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.add %222, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %228 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %229 = stablehlo.dot_general %227, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %230 = stablehlo.broadcast_in_dim %arg52, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %231 = stablehlo.add %229, %230 : tensor<16x64xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %233 = stablehlo.multiply %232, %cst_1 : tensor<2x8x64xf32>
    %234 = stablehlo.multiply %232, %cst_0 : tensor<2x8x64xf32>
    %235 = stablehlo.custom_call @mhlo.erf(%234) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %236 = stablehlo.add %235, %cst : tensor<2x8x64xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<2x8x64xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %239 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %240 = stablehlo.dot_general %238, %239, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.broadcast_in_dim %arg50, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.add %240, %241 : tensor<16x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.add %243, %226 : tensor<2x8x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_39, %batch_mean_40, %batch_var_41 = "stablehlo.batch_norm_training"(%245, %cst_18, %cst_17) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %246 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.reshape %output_39 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<2x8x32xf32>
    %250 = stablehlo.add %246, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.slice %250 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %253 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,2]{0,1}"} : (tensor<2x32xf32>) -> tensor<32x2xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x2xf32>) -> tensor<2x2xf32>
    %255 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>
    %256 = stablehlo.add %254, %255 : tensor<2x2xf32>
    return %256 : tensor<2x2xf32>
  }
}
