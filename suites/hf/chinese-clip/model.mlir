module @IrToHlo.737 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<1x17xi64>, %arg15: tensor<17x32xf32>, %arg16: tensor<32x3x8x8xf32>, %arg17: tensor<2x3x32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<1x32xi64>, %arg32: tensor<32x32xf32>, %arg33: tensor<1x32xi64>, %arg34: tensor<2x32xf32>, %arg35: tensor<2x8xi64>, %arg36: tensor<128x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<2x8xi64>, %arg43: tensor<i1>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64x32xf32>, %arg53: tensor<32xf32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_7 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_10 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<1.702000e+00> : tensor<2x17x64xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x17xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x17x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_23 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_24 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg17, %arg16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %5 = stablehlo.concatenate %1, %4, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %6 = stablehlo.reshape %arg14 : (tensor<1x17xi64>) -> tensor<17xi64>
    %7 = stablehlo.convert %6 : (tensor<17xi64>) -> tensor<17xui32>
    %8 = "stablehlo.gather"(%arg15, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<17x32xf32>, tensor<17xui32>) -> tensor<17x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<17x32xf32>) -> tensor<2x17x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x17x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_21, %cst_20) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %12 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x17x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x17x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%17, %cst_21, %cst_20) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %18 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %19 = stablehlo.reshape %output_27 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x17x32xf32>
    %22 = stablehlo.add %18, %21 : tensor<2x17x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %24 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<34x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %30 = stablehlo.multiply %29, %cst_19 : tensor<2x2x17x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %32 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %23, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %35 = stablehlo.add %33, %34 : tensor<34x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %38 = stablehlo.multiply %37, %cst_18 : tensor<2x2x16x17xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %40 = stablehlo.dot_general %31, %39, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x17xf32>) -> tensor<4x17x17xf32>
    %41 = stablehlo.reshape %40 : (tensor<4x17x17xf32>) -> tensor<2x2x17x17xf32>
    %42 = stablehlo.reduce(%41 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x2x17x17xf32>
    %45 = stablehlo.exponential %44 : tensor<2x2x17x17xf32>
    %46 = stablehlo.reduce(%45 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %48 = stablehlo.divide %45, %47 : tensor<2x2x17x17xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x2x17x17xf32>) -> tensor<4x17x17xf32>
    %50 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %51 = stablehlo.dot_general %23, %50, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %52 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<34x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %57 = stablehlo.dot_general %49, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x17xf32>, tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %61 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %62 = stablehlo.dot_general %60, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %63 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %64 = stablehlo.add %62, %63 : tensor<34x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %66 = stablehlo.add %16, %65 : tensor<2x17x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_30, %batch_mean_31, %batch_var_32 = "stablehlo.batch_norm_training"(%67, %cst_21, %cst_20) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %68 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %69 = stablehlo.reshape %output_30 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %70 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x17x32xf32>
    %72 = stablehlo.add %68, %71 : tensor<2x17x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %74 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %75 = stablehlo.dot_general %73, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %76 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %77 = stablehlo.add %75, %76 : tensor<34x64xf32>
    %78 = stablehlo.reshape %77 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %79 = stablehlo.multiply %78, %cst_17 : tensor<2x17x64xf32>
    %80 = stablehlo.logistic %79 : tensor<2x17x64xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<2x17x64xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %83 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %84 = stablehlo.dot_general %82, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %86 = stablehlo.add %84, %85 : tensor<34x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %88 = stablehlo.add %66, %87 : tensor<2x17x32xf32>
    %89 = stablehlo.slice %88 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x32xf32>) -> tensor<1x2x32xf32>
    %output_33, %batch_mean_34, %batch_var_35 = "stablehlo.batch_norm_training"(%90, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %91 = stablehlo.reshape %arg35 : (tensor<2x8xi64>) -> tensor<16xi64>
    %92 = stablehlo.convert %91 : (tensor<16xi64>) -> tensor<16xui32>
    %93 = "stablehlo.gather"(%arg36, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.slice %arg33 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %96 = stablehlo.reshape %95 : (tensor<1x8xi64>) -> tensor<8xi64>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x8xi64>) -> tensor<16xi64>
    %99 = stablehlo.convert %98 : (tensor<16xi64>) -> tensor<16xui32>
    %100 = "stablehlo.gather"(%arg34, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %102 = stablehlo.add %94, %101 : tensor<2x8x32xf32>
    %103 = stablehlo.slice %arg31 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %104 = stablehlo.reshape %103 : (tensor<1x8xi64>) -> tensor<8xi64>
    %105 = stablehlo.convert %104 : (tensor<8xi64>) -> tensor<8xui32>
    %106 = "stablehlo.gather"(%arg32, %105) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.add %102, %107 : tensor<2x8x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_36, %batch_mean_37, %batch_var_38 = "stablehlo.batch_norm_training"(%109, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %110 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.reshape %output_36 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.add %110, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.add %117, %118 : tensor<16x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %122 = stablehlo.multiply %121, %cst_12 : tensor<2x2x8x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %124 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %115, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %130 = stablehlo.multiply %129, %cst_11 : tensor<2x2x16x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %132 = stablehlo.dot_general %123, %131, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %134 = stablehlo.convert %arg43 : (tensor<i1>) -> tensor<ui8>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %136 = stablehlo.and %135, %c_10 : tensor<1x1x8x1xui8>
    %137 = stablehlo.compare  NE, %136, %c_24 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %138 = stablehlo.convert %137 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %139 = stablehlo.reshape %138 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %140 = stablehlo.broadcast_in_dim %139, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %141 = stablehlo.compare  NE, %arg42, %c_23 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %142 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %143 = stablehlo.compare  LT, %142, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %144 = stablehlo.add %142, %c_7 : tensor<2x1x1x8xi64>
    %145 = stablehlo.select %143, %144, %142 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %146 = stablehlo.reshape %145 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %147 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %148 = stablehlo.compare  LT, %147, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %149 = stablehlo.add %147, %c : tensor<2x1x1x8xi64>
    %150 = stablehlo.select %148, %149, %147 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %151 = stablehlo.reshape %150 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %152 = stablehlo.concatenate %146, %151, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %153 = "stablehlo.gather"(%141, %152) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %154 = stablehlo.convert %153 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %155 = stablehlo.reshape %154 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %157 = stablehlo.and %140, %156 : tensor<2x1x8x8xui8>
    %158 = stablehlo.compare  NE, %157, %c_22 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %159 = stablehlo.select %158, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %162 = stablehlo.add %133, %161 : tensor<2x2x8x8xf32>
    %163 = stablehlo.reduce(%162 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %165 = stablehlo.subtract %162, %164 : tensor<2x2x8x8xf32>
    %166 = stablehlo.exponential %165 : tensor<2x2x8x8xf32>
    %167 = stablehlo.reduce(%166 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %169 = stablehlo.divide %166, %168 : tensor<2x2x8x8xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %171 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %172 = stablehlo.dot_general %115, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.add %172, %173 : tensor<16x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %176 = stablehlo.transpose %175, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %178 = stablehlo.dot_general %170, %177, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.add %183, %184 : tensor<16x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.add %186, %114 : tensor<2x8x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_39, %batch_mean_40, %batch_var_41 = "stablehlo.batch_norm_training"(%188, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %189 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.reshape %output_39 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.add %189, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %196 = stablehlo.dot_general %194, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %197 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %198 = stablehlo.add %196, %197 : tensor<16x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %200 = stablehlo.multiply %199, %cst_3 : tensor<2x8x64xf32>
    %201 = stablehlo.multiply %199, %cst_2 : tensor<2x8x64xf32>
    %202 = stablehlo.custom_call @mhlo.erf(%201) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %203 = stablehlo.add %202, %cst_1 : tensor<2x8x64xf32>
    %204 = stablehlo.multiply %200, %203 : tensor<2x8x64xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %206 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.add %207, %208 : tensor<16x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.add %210, %193 : tensor<2x8x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_42, %batch_mean_43, %batch_var_44 = "stablehlo.batch_norm_training"(%212, %cst_14, %cst_13) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %213 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.reshape %output_42 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.add %213, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.slice %217 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %220 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %221 = stablehlo.dot_general %219, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %222 = stablehlo.power %221, %cst_0 : tensor<2x16xf32>
    %223 = stablehlo.reduce(%222 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %224 = stablehlo.reshape %223 : (tensor<2xf32>) -> tensor<2x1xf32>
    %225 = stablehlo.power %224, %cst : tensor<2x1xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x1xf32>) -> tensor<2xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %228 = stablehlo.divide %221, %227 : tensor<2x16xf32>
    %229 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %230 = stablehlo.reshape %output_33 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %231 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<2x32xf32>
    %233 = stablehlo.add %229, %232 : tensor<2x32xf32>
    %234 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %235 = stablehlo.dot_general %233, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %236 = stablehlo.power %235, %cst_0 : tensor<2x16xf32>
    %237 = stablehlo.reduce(%236 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %238 = stablehlo.reshape %237 : (tensor<2xf32>) -> tensor<2x1xf32>
    %239 = stablehlo.power %238, %cst : tensor<2x1xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x1xf32>) -> tensor<2xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %242 = stablehlo.divide %235, %241 : tensor<2x16xf32>
    %243 = stablehlo.transpose %242, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,2]{0,1}"} : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %244 = stablehlo.dot_general %228, %243, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x2xf32>) -> tensor<2x2xf32>
    %245 = stablehlo.exponential %arg0 : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %247 = stablehlo.multiply %244, %246 : tensor<2x2xf32>
    %248 = stablehlo.transpose %247, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,2]{0,1}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %248 : tensor<2x2xf32>
  }
}
