module @IrToHlo.775 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<1x17xi64>, %arg15: tensor<17x32xf32>, %arg16: tensor<32x3x8x8xf32>, %arg17: tensor<2x3x32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<2x8xi64>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<1x16xi64>, %arg41: tensor<16x32xf32>, %arg42: tensor<128x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<2x8xi64>, %arg45: tensor<i1>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<2x16xf32>
    %c = stablehlo.constant dense<8> : tensor<2xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_2 = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi64>
    %cst_3 = stablehlo.constant dense<1.702000e+00> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_6 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_10 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
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
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_25 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_26 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
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
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%17, %cst_21, %cst_20) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %18 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %19 = stablehlo.reshape %output_29 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
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
    %42 = stablehlo.reduce(%41 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<2x2x17x17xf32>
    %45 = stablehlo.exponential %44 : tensor<2x2x17x17xf32>
    %46 = stablehlo.reduce(%45 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
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
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%67, %cst_21, %cst_20) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %68 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %69 = stablehlo.reshape %output_32 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
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
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%90, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %91 = stablehlo.reshape %arg28 : (tensor<2x8xi64>) -> tensor<16xi64>
    %92 = stablehlo.convert %91 : (tensor<16xi64>) -> tensor<16xui32>
    %93 = "stablehlo.gather"(%arg42, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.slice %arg40 [0:1, 0:8] : (tensor<1x16xi64>) -> tensor<1x8xi64>
    %96 = stablehlo.reshape %95 : (tensor<1x8xi64>) -> tensor<8xi64>
    %97 = stablehlo.convert %96 : (tensor<8xi64>) -> tensor<8xui32>
    %98 = "stablehlo.gather"(%arg41, %97) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.add %94, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_38, %batch_mean_39, %batch_var_40 = "stablehlo.batch_norm_training"(%101, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %102 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.reshape %output_38 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.add %102, %105 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %113 = stablehlo.transpose %112, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %114 = stablehlo.multiply %113, %cst_12 : tensor<2x2x8x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %116 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %117 = stablehlo.dot_general %107, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.add %117, %118 : tensor<16x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %122 = stablehlo.multiply %121, %cst_11 : tensor<2x2x16x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %124 = stablehlo.dot_general %115, %123, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %126 = stablehlo.convert %arg45 : (tensor<i1>) -> tensor<ui8>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %128 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %129 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %130 = stablehlo.compare  LE, %128, %129 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %131 = stablehlo.convert %130 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %132 = stablehlo.and %127, %131 : tensor<1x1x8x8xui8>
    %133 = stablehlo.compare  NE, %132, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %134 = stablehlo.convert %133 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %135 = stablehlo.reshape %134 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %136 = stablehlo.broadcast_in_dim %135, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %137 = stablehlo.compare  NE, %arg44, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %138 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %139 = stablehlo.compare  LT, %138, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %140 = stablehlo.add %138, %c_7 : tensor<2x1x1x8xi64>
    %141 = stablehlo.select %139, %140, %138 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %142 = stablehlo.reshape %141 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %143 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %144 = stablehlo.compare  LT, %143, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %145 = stablehlo.add %143, %c_6 : tensor<2x1x1x8xi64>
    %146 = stablehlo.select %144, %145, %143 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %147 = stablehlo.reshape %146 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %148 = stablehlo.concatenate %142, %147, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %149 = "stablehlo.gather"(%137, %148) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %150 = stablehlo.convert %149 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %151 = stablehlo.reshape %150 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %153 = stablehlo.and %136, %152 : tensor<2x1x8x8xui8>
    %154 = stablehlo.compare  NE, %153, %c_24 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %155 = stablehlo.select %154, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %158 = stablehlo.add %125, %157 : tensor<2x2x8x8xf32>
    %159 = stablehlo.reduce(%158 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %161 = stablehlo.subtract %158, %160 : tensor<2x2x8x8xf32>
    %162 = stablehlo.exponential %161 : tensor<2x2x8x8xf32>
    %163 = stablehlo.reduce(%162 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %165 = stablehlo.divide %162, %164 : tensor<2x2x8x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %167 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %168 = stablehlo.dot_general %107, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.add %168, %169 : tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %172 = stablehlo.transpose %171, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %174 = stablehlo.dot_general %166, %173, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %176 = stablehlo.transpose %175, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %179 = stablehlo.dot_general %177, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %180 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %181 = stablehlo.add %179, %180 : tensor<16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.add %100, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_41, %batch_mean_42, %batch_var_43 = "stablehlo.batch_norm_training"(%184, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %185 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %186 = stablehlo.reshape %output_41 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.add %185, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %193 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %194 = stablehlo.add %192, %193 : tensor<16x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %196 = stablehlo.multiply %195, %cst_3 : tensor<2x8x64xf32>
    %197 = stablehlo.logistic %196 : tensor<2x8x64xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<2x8x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %200 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.add %201, %202 : tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.add %183, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%206, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %207 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.reshape %output_44 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x8x32xf32>
    %211 = stablehlo.add %207, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.convert %arg28 : (tensor<2x8xi64>) -> tensor<2x8xi32>
    %213 = stablehlo.iota dim = 0 : tensor<8xi32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %215:2 = stablehlo.reduce(%212 init: %c_23), (%214 init: %c_22) across dimensions = [1] : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> (tensor<2xi32>, tensor<2xi32>)
     reducer(%arg52: tensor<i32>, %arg54: tensor<i32>) (%arg53: tensor<i32>, %arg55: tensor<i32>)  {
      %254 = stablehlo.compare  GE, %arg52, %arg54 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %255 = stablehlo.select %254, %arg52, %arg54 : tensor<i1>, tensor<i32>
      %256 = stablehlo.compare  EQ, %arg52, %arg54 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %257 = stablehlo.minimum %arg53, %arg55 : tensor<i32>
      %258 = stablehlo.select %254, %arg53, %arg55 : tensor<i1>, tensor<i32>
      %259 = stablehlo.select %256, %257, %258 : tensor<i1>, tensor<i32>
      stablehlo.return %255, %259 : tensor<i32>, tensor<i32>
    }
    %216 = stablehlo.convert %215#1 : (tensor<2xi32>) -> tensor<2xi64>
    %217 = stablehlo.compare  LT, %216, %c_1 : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %218 = stablehlo.add %216, %c : tensor<2xi64>
    %219 = stablehlo.select %217, %218, %216 : tensor<2xi1>, tensor<2xi64>
    %220 = stablehlo.reshape %219 : (tensor<2xi64>) -> tensor<2x1xi64>
    %221 = stablehlo.concatenate %c_2, %220, dim = 1 : (tensor<2x1xi64>, tensor<2x1xi64>) -> tensor<2x2xi64>
    %222 = "stablehlo.gather"(%211, %221) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<2x8x32xf32>, tensor<2x2xi64>) -> tensor<2x32xf32>
    %223 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %224 = stablehlo.dot_general %222, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %225 = stablehlo.abs %224 : tensor<2x16xf32>
    %226 = stablehlo.power %225, %cst_0 : tensor<2x16xf32>
    %227 = stablehlo.reduce(%226 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %228 = stablehlo.reshape %227 : (tensor<2xf32>) -> tensor<2x1xf32>
    %229 = stablehlo.power %228, %cst : tensor<2x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x1xf32>) -> tensor<2xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %232 = stablehlo.divide %224, %231 : tensor<2x16xf32>
    %233 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %234 = stablehlo.reshape %output_35 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %235 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<2x32xf32>
    %237 = stablehlo.add %233, %236 : tensor<2x32xf32>
    %238 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %239 = stablehlo.dot_general %237, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %240 = stablehlo.abs %239 : tensor<2x16xf32>
    %241 = stablehlo.power %240, %cst_0 : tensor<2x16xf32>
    %242 = stablehlo.reduce(%241 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %243 = stablehlo.reshape %242 : (tensor<2xf32>) -> tensor<2x1xf32>
    %244 = stablehlo.power %243, %cst : tensor<2x1xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x1xf32>) -> tensor<2xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %247 = stablehlo.divide %239, %246 : tensor<2x16xf32>
    %248 = stablehlo.transpose %247, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,2]{0,1}"} : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %249 = stablehlo.dot_general %232, %248, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x2xf32>) -> tensor<2x2xf32>
    %250 = stablehlo.exponential %arg0 : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<2x2xf32>
    %253 = stablehlo.transpose %252, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,2]{0,1}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %253 : tensor<2x2xf32>
  }
}
