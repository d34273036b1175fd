module @IrToHlo.811 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<1x17xi64>, %arg15: tensor<17x32xf32>, %arg16: tensor<32x3x8x8xf32>, %arg17: tensor<2x3x32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<16x16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<2x8xi64>, %arg35: tensor<40x32xf32>, %arg36: tensor<1x40xi64>, %arg37: tensor<1x32xf32>, %arg38: tensor<128x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<2x8xi64>, %arg45: tensor<i1>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>) -> tensor<2x2xf32> {
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
    %c_15 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_18 = stablehlo.constant dense<1.702000e+00> : tensor<2x17x64xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x17xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x17x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_24 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
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
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %12 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %13 = stablehlo.reshape %output : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x17x32xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x17x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%17, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
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
    %30 = stablehlo.multiply %29, %cst_20 : tensor<2x2x17x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %32 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = stablehlo.dot_general %23, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %35 = stablehlo.add %33, %34 : tensor<34x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %38 = stablehlo.multiply %37, %cst_19 : tensor<2x2x16x17xf32>
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
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%67, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
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
    %79 = stablehlo.multiply %78, %cst_18 : tensor<2x17x64xf32>
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
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%90, %cst_17, %cst_16) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %91 = stablehlo.reshape %arg34 : (tensor<2x8xi64>) -> tensor<16xi64>
    %92 = stablehlo.convert %91 : (tensor<16xi64>) -> tensor<16xui32>
    %93 = "stablehlo.gather"(%arg38, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.reshape %arg36 : (tensor<1x40xi64>) -> tensor<40xi64>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<40xi64>) -> tensor<2x40xi64>
    %97 = stablehlo.iota dim = 0 : tensor<2xui32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<2xui32>) -> tensor<2x8x1xui32>
    %99 = stablehlo.compare  NE, %arg34, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %100 = stablehlo.convert %99 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %101 = "stablehlo.reduce_window"(%100, %c_26) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg57: tensor<i32>, %arg58: tensor<i32>):
      %271 = stablehlo.add %arg57, %arg58 : tensor<i32>
      stablehlo.return %271 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %102 = stablehlo.multiply %101, %100 : tensor<2x8xi32>
    %103 = stablehlo.convert %102 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %104 = stablehlo.add %103, %c_15 : tensor<2x8xi64>
    %105 = stablehlo.convert %104 : (tensor<2x8xi64>) -> tensor<2x8xui32>
    %106 = stablehlo.reshape %105 : (tensor<2x8xui32>) -> tensor<2x8x1xui32>
    %107 = stablehlo.concatenate %98, %106, dim = 2 : (tensor<2x8x1xui32>, tensor<2x8x1xui32>) -> tensor<2x8x2xui32>
    %108 = "stablehlo.gather"(%96, %107) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x40xi64>, tensor<2x8x2xui32>) -> tensor<2x8xi64>
    %109 = stablehlo.reshape %108 : (tensor<2x8xi64>) -> tensor<16xi64>
    %110 = stablehlo.convert %109 : (tensor<16xi64>) -> tensor<16xui32>
    %111 = "stablehlo.gather"(%arg37, %110) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<1x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %94, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %104 : (tensor<2x8xi64>) -> tensor<16xi64>
    %115 = stablehlo.convert %114 : (tensor<16xi64>) -> tensor<16xui32>
    %116 = "stablehlo.gather"(%arg35, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<40x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.add %113, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_38, %batch_mean_39, %batch_var_40 = "stablehlo.batch_norm_training"(%119, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %120 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.reshape %output_38 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.add %120, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.add %127, %128 : tensor<16x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %132 = stablehlo.multiply %131, %cst_12 : tensor<2x2x8x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %134 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.dot_general %125, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.add %135, %136 : tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %140 = stablehlo.multiply %139, %cst_11 : tensor<2x2x16x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %142 = stablehlo.dot_general %133, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %144 = stablehlo.convert %arg45 : (tensor<i1>) -> tensor<ui8>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %146 = stablehlo.and %145, %c_10 : tensor<1x1x8x1xui8>
    %147 = stablehlo.compare  NE, %146, %c_25 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %148 = stablehlo.convert %147 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %149 = stablehlo.reshape %148 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %151 = stablehlo.compare  NE, %arg44, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %152 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %153 = stablehlo.compare  LT, %152, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %154 = stablehlo.add %152, %c_7 : tensor<2x1x1x8xi64>
    %155 = stablehlo.select %153, %154, %152 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %156 = stablehlo.reshape %155 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %157 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %158 = stablehlo.compare  LT, %157, %c_8 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %159 = stablehlo.add %157, %c : tensor<2x1x1x8xi64>
    %160 = stablehlo.select %158, %159, %157 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %161 = stablehlo.reshape %160 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %162 = stablehlo.concatenate %156, %161, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %163 = "stablehlo.gather"(%151, %162) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %164 = stablehlo.convert %163 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %165 = stablehlo.reshape %164 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %167 = stablehlo.and %150, %166 : tensor<2x1x8x8xui8>
    %168 = stablehlo.compare  NE, %167, %c_23 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %169 = stablehlo.select %168, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %172 = stablehlo.add %143, %171 : tensor<2x2x8x8xf32>
    %173 = stablehlo.reduce(%172 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %175 = stablehlo.subtract %172, %174 : tensor<2x2x8x8xf32>
    %176 = stablehlo.exponential %175 : tensor<2x2x8x8xf32>
    %177 = stablehlo.reduce(%176 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %179 = stablehlo.divide %176, %178 : tensor<2x2x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %181 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %182 = stablehlo.dot_general %125, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %183 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.add %182, %183 : tensor<16x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %186 = stablehlo.transpose %185, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %188 = stablehlo.dot_general %180, %187, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %189 = stablehlo.reshape %188 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %192 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %194 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.add %193, %194 : tensor<16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.add %196, %124 : tensor<2x8x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_41, %batch_mean_42, %batch_var_43 = "stablehlo.batch_norm_training"(%198, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %199 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %200 = stablehlo.reshape %output_41 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.add %199, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.transpose %arg54, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %206 = stablehlo.dot_general %204, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %207 = stablehlo.broadcast_in_dim %arg53, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %208 = stablehlo.add %206, %207 : tensor<16x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %210 = stablehlo.multiply %209, %cst_3 : tensor<2x8x64xf32>
    %211 = stablehlo.multiply %209, %cst_2 : tensor<2x8x64xf32>
    %212 = stablehlo.custom_call @mhlo.erf(%211) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %213 = stablehlo.add %212, %cst_1 : tensor<2x8x64xf32>
    %214 = stablehlo.multiply %210, %213 : tensor<2x8x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %216 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.add %217, %218 : tensor<16x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.add %220, %203 : tensor<2x8x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%222, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %223 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.reshape %output_44 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.add %223, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%228, %cst_14, %cst_13) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %229 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %230 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.add %229, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %236 = stablehlo.dot_general %234, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %237 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %238 = stablehlo.add %236, %237 : tensor<16x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %240 = stablehlo.slice %239 [0:2, 0:1, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x1x16xf32>) -> tensor<2x16xf32>
    %242 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x16xf32>) -> tensor<2x16xf32>
    %244 = stablehlo.power %243, %cst_0 : tensor<2x16xf32>
    %245 = stablehlo.reduce(%244 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %246 = stablehlo.reshape %245 : (tensor<2xf32>) -> tensor<2x1xf32>
    %247 = stablehlo.power %246, %cst : tensor<2x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x1xf32>) -> tensor<2xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %250 = stablehlo.divide %243, %249 : tensor<2x16xf32>
    %251 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %252 = stablehlo.reshape %output_35 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %253 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %254 = stablehlo.multiply %252, %253 : tensor<2x32xf32>
    %255 = stablehlo.add %251, %254 : tensor<2x32xf32>
    %256 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %258 = stablehlo.power %257, %cst_0 : tensor<2x16xf32>
    %259 = stablehlo.reduce(%258 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %260 = stablehlo.reshape %259 : (tensor<2xf32>) -> tensor<2x1xf32>
    %261 = stablehlo.power %260, %cst : tensor<2x1xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x1xf32>) -> tensor<2xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %264 = stablehlo.divide %257, %263 : tensor<2x16xf32>
    %265 = stablehlo.transpose %264, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,2]{0,1}"} : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %266 = stablehlo.dot_general %250, %265, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x2xf32>) -> tensor<2x2xf32>
    %267 = stablehlo.exponential %arg0 : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %269 = stablehlo.multiply %266, %268 : tensor<2x2xf32>
    %270 = stablehlo.transpose %269, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,2]{0,1}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    return %270 : tensor<2x2xf32>
  }
}
