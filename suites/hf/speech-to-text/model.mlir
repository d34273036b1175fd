module @IrToHlo.1095 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<i64>, %arg23: tensor<1x16xi64>, %arg24: tensor<34x32xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x8x5xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16x8x5xf32>, %arg29: tensor<1x16x8xf32>, %arg30: tensor<32xf32>, %arg31: tensor<i1>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<i64>, %arg39: tensor<32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<1x8xi64>, %arg50: tensor<34x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>) -> tensor<1x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x8x64xf32>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x1x8x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x8x4xf32>
    %c = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<1x2x8x4xf32>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x1x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x8x8xf32>
    %c_5 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<1x2x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %c_9 = stablehlo.constant dense<1> : tensor<1x8xi64>
    %cst_10 = stablehlo.constant dense<5.65685415> : tensor<1x8x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<1x4x64xf32>
    %cst_12 = stablehlo.constant dense<-3.40282347E+38> : tensor<1x1x4x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x4x4xf32>
    %c_14 = stablehlo.constant dense<[[[[[0, 0], [0, 1], [0, 2], [0, 3]]]]]> : tensor<1x1x1x4x2xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<1x1x4x1xui8>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<1x2x4x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<1x4xi64>
    %c_20 = stablehlo.constant dense<4> : tensor<1xi64>
    %c_21 = stablehlo.constant dense<0> : tensor<1xi64>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<1xf32>
    %c_23 = stablehlo.constant dense<1> : tensor<1xi64>
    %c_24 = stablehlo.constant dense<0> : tensor<1x1xi64>
    %cst_25 = stablehlo.constant dense<5.65685415> : tensor<1x4x32xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<1x1x8x4xui8>
    %c_27 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_29 = stablehlo.constant dense<0> : tensor<1x1x4x4xui8>
    %c_30 = stablehlo.constant dense<0> : tensor<1x4xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<1x1x4x1xui8>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg29, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,16]{1,2,0}"} : (tensor<1x16x8xf32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<1x8x1x16xf32>
    %2 = stablehlo.reshape %arg28 : (tensor<16x8x5xf32>) -> tensor<16x8x1x5xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x16xf32>, tensor<16x8x1x5xf32>) -> tensor<1x16x1x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x16x1x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x16x1x8xf32>) -> tensor<1x16x8xf32>
    %7 = stablehlo.slice %6 [0:1, 0:8, 0:8] : (tensor<1x16x8xf32>) -> tensor<1x8x8xf32>
    %8 = stablehlo.slice %6 [0:1, 8:16, 0:8] : (tensor<1x16x8xf32>) -> tensor<1x8x8xf32>
    %9 = stablehlo.logistic %8 : tensor<1x8x8xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1x8x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8x8xf32>) -> tensor<1x8x1x8xf32>
    %12 = stablehlo.reshape %arg26 : (tensor<64x8x5xf32>) -> tensor<64x8x1x5xf32>
    %13 = stablehlo.convolution(%11, %12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[0, 0], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x8xf32>, tensor<64x8x1x5xf32>) -> tensor<1x64x1x4xf32>
    %14 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x4xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x64x1x4xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x64x1x4xf32>) -> tensor<1x64x4xf32>
    %17 = stablehlo.slice %16 [0:1, 0:32, 0:4] : (tensor<1x64x4xf32>) -> tensor<1x32x4xf32>
    %18 = stablehlo.slice %16 [0:1, 32:64, 0:4] : (tensor<1x64x4xf32>) -> tensor<1x32x4xf32>
    %19 = stablehlo.logistic %18 : tensor<1x32x4xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<1x32x4xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,32]{1,2,0}"} : (tensor<1x32x4xf32>) -> tensor<1x4x32xf32>
    %22 = stablehlo.multiply %21, %cst_25 : tensor<1x4x32xf32>
    %23 = stablehlo.reduce(%arg23 init: %c_33) applies stablehlo.add across dimensions = [1] : (tensor<1x16xi64>, tensor<i64>) -> tensor<1xi64>
    %24 = stablehlo.subtract %23, %c_23 : tensor<1xi64>
    %25 = stablehlo.convert %24 : (tensor<1xi64>) -> tensor<1xf32>
    %26 = stablehlo.divide %25, %cst_22 : tensor<1xf32>
    %27 = stablehlo.floor %26 : tensor<1xf32>
    %28 = stablehlo.convert %27 : (tensor<1xf32>) -> tensor<1xi64>
    %29 = stablehlo.add %28, %c_23 : tensor<1xi64>
    %30 = stablehlo.subtract %29, %c_23 : tensor<1xi64>
    %31 = stablehlo.convert %30 : (tensor<1xi64>) -> tensor<1xf32>
    %32 = stablehlo.divide %31, %cst_22 : tensor<1xf32>
    %33 = stablehlo.floor %32 : tensor<1xf32>
    %34 = stablehlo.convert %33 : (tensor<1xf32>) -> tensor<1xi64>
    %35 = stablehlo.add %34, %c_23 : tensor<1xi64>
    %36 = stablehlo.subtract %35, %c_23 : tensor<1xi64>
    %37 = stablehlo.compare  LT, %36, %c_21 : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %38 = stablehlo.add %36, %c_20 : tensor<1xi64>
    %39 = stablehlo.select %37, %38, %36 : tensor<1xi1>, tensor<1xi64>
    %40 = stablehlo.reshape %39 : (tensor<1xi64>) -> tensor<1x1xi64>
    %41 = stablehlo.concatenate %c_24, %40, dim = 1 : (tensor<1x1xi64>, tensor<1x1xi64>) -> tensor<1x2xi64>
    %42 = stablehlo.reshape %arg22 : (tensor<i64>) -> tensor<1xi64>
    %43 = "stablehlo.scatter"(%c_30, %41, %42) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg59: tensor<i64>, %arg60: tensor<i64>):
      stablehlo.return %arg60 : tensor<i64>
    }) : (tensor<1x4xi64>, tensor<1x2xi64>, tensor<1xi64>) -> tensor<1x4xi64>
    %44 = stablehlo.reverse %43, dims = [1] : tensor<1x4xi64>
    %45 = "stablehlo.reduce_window"(%44, %c_33) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg59: tensor<i64>, %arg60: tensor<i64>):
      %313 = stablehlo.add %arg59, %arg60 : tensor<i64>
      stablehlo.return %313 : tensor<i64>
    }) : (tensor<1x4xi64>, tensor<i64>) -> tensor<1x4xi64>
    %46 = stablehlo.reverse %45, dims = [1] : tensor<1x4xi64>
    %47 = stablehlo.compare  NE, %46, %c_19 : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %48 = stablehlo.convert %47 : (tensor<1x4xi1>) -> tensor<1x4xi64>
    %49 = stablehlo.compare  NE, %48, %c_19 : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %50 = stablehlo.convert %49 : (tensor<1x4xi1>) -> tensor<1x4xi32>
    %51 = "stablehlo.reduce_window"(%50, %c_32) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg59: tensor<i32>, %arg60: tensor<i32>):
      %313 = stablehlo.add %arg59, %arg60 : tensor<i32>
      stablehlo.return %313 : tensor<i32>
    }) : (tensor<1x4xi32>, tensor<i32>) -> tensor<1x4xi32>
    %52 = stablehlo.multiply %51, %50 : tensor<1x4xi32>
    %53 = stablehlo.convert %52 : (tensor<1x4xi32>) -> tensor<1x4xi64>
    %54 = stablehlo.add %53, %c_19 : tensor<1x4xi64>
    %55 = stablehlo.reshape %54 : (tensor<1x4xi64>) -> tensor<4xi64>
    %56 = stablehlo.convert %55 : (tensor<4xi64>) -> tensor<4xui32>
    %57 = "stablehlo.gather"(%arg24, %56) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<4xui32>) -> tensor<4x32xf32>
    %58 = stablehlo.reshape %57 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %59 = stablehlo.add %22, %58 : tensor<1x4x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%59, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %60 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %61 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %62 = stablehlo.multiply %output, %61 : tensor<1x4x32xf32>
    %63 = stablehlo.add %60, %62 : tensor<1x4x32xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %65 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %66 = stablehlo.dot_general %64, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %67 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %68 = stablehlo.add %66, %67 : tensor<4x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<4x32xf32>) -> tensor<1x4x2x16xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,16]{3,1,2,0}"} : (tensor<1x4x2x16xf32>) -> tensor<1x2x4x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x2x4x16xf32>) -> tensor<2x4x16xf32>
    %72 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %73 = stablehlo.dot_general %64, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %75 = stablehlo.add %73, %74 : tensor<4x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<4x32xf32>) -> tensor<1x4x2x16xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 3, 1] : (tensor<1x4x2x16xf32>) -> tensor<1x2x16x4xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x2x16x4xf32>) -> tensor<2x16x4xf32>
    %79 = stablehlo.dot_general %71, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<2x16x4xf32>) -> tensor<2x4x4xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %81 = stablehlo.multiply %80, %cst_16 : tensor<1x2x4x4xf32>
    %82 = stablehlo.convert %arg31 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x4x1xui8>
    %84 = stablehlo.and %83, %c_15 : tensor<1x1x4x1xui8>
    %85 = stablehlo.compare  NE, %84, %c_31 : (tensor<1x1x4x1xui8>, tensor<1x1x4x1xui8>) -> tensor<1x1x4x1xi1>
    %86 = stablehlo.convert %85 : (tensor<1x1x4x1xi1>) -> tensor<1x1x4x1xui8>
    %87 = stablehlo.reshape %86 : (tensor<1x1x4x1xui8>) -> tensor<1x1x4xui8>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x4xui8>) -> tensor<1x1x4x4xui8>
    %89 = stablehlo.compare  NE, %46, %c_30 : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %90 = "stablehlo.gather"(%89, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x4xi1>, tensor<1x1x1x4x2xi64>) -> tensor<1x1x1x4xi1>
    %91 = stablehlo.convert %90 : (tensor<1x1x1x4xi1>) -> tensor<1x1x1x4xui8>
    %92 = stablehlo.reshape %91 : (tensor<1x1x1x4xui8>) -> tensor<1x1x4xui8>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 3] : (tensor<1x1x4xui8>) -> tensor<1x1x4x4xui8>
    %94 = stablehlo.and %88, %93 : tensor<1x1x4x4xui8>
    %95 = stablehlo.compare  NE, %94, %c_29 : (tensor<1x1x4x4xui8>, tensor<1x1x4x4xui8>) -> tensor<1x1x4x4xi1>
    %96 = stablehlo.select %95, %cst_13, %cst_12 : tensor<1x1x4x4xi1>, tensor<1x1x4x4xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x1x4x4xf32>) -> tensor<1x4x4xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 2, 3] : (tensor<1x4x4xf32>) -> tensor<1x2x4x4xf32>
    %99 = stablehlo.add %81, %98 : tensor<1x2x4x4xf32>
    %100 = stablehlo.reduce(%99 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x2x4xf32>) -> tensor<1x2x4x4xf32>
    %102 = stablehlo.subtract %99, %101 : tensor<1x2x4x4xf32>
    %103 = stablehlo.exponential %102 : tensor<1x2x4x4xf32>
    %104 = stablehlo.reduce(%103 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<1x2x4x4xf32>, tensor<f32>) -> tensor<1x2x4xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x2x4xf32>) -> tensor<1x2x4x4xf32>
    %106 = stablehlo.divide %103, %105 : tensor<1x2x4x4xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %108 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %109 = stablehlo.dot_general %64, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<4x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<4x32xf32>) -> tensor<1x4x2x16xf32>
    %113 = stablehlo.transpose %112, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,16]{3,1,2,0}"} : (tensor<1x4x2x16xf32>) -> tensor<1x2x4x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<1x2x4x16xf32>) -> tensor<2x4x16xf32>
    %115 = stablehlo.dot_general %107, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4,2,16]{3,1,2,0}"} : (tensor<1x2x4x16xf32>) -> tensor<1x4x2x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x4x2x16xf32>) -> tensor<4x32xf32>
    %119 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %122 = stablehlo.add %120, %121 : tensor<4x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %124 = stablehlo.add %59, %123 : tensor<1x4x32xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%124, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %125 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %127 = stablehlo.multiply %output_35, %126 : tensor<1x4x32xf32>
    %128 = stablehlo.add %125, %127 : tensor<1x4x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %130 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    %132 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<64xf32>) -> tensor<4x64xf32>
    %133 = stablehlo.add %131, %132 : tensor<4x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %135 = stablehlo.maximum %134, %cst_11 : tensor<1x4x64xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x4x64xf32>) -> tensor<4x64xf32>
    %137 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<4x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %142 = stablehlo.add %124, %141 : tensor<1x4x32xf32>
    %output_38, %batch_mean_39, %batch_var_40 = "stablehlo.batch_norm_training"(%142, %cst_18, %cst_17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<1x4x32xf32>, tensor<4xf32>, tensor<4xf32>)
    %143 = stablehlo.reshape %arg49 : (tensor<1x8xi64>) -> tensor<8xi64>
    %144 = stablehlo.convert %143 : (tensor<8xi64>) -> tensor<8xui32>
    %145 = "stablehlo.gather"(%arg0, %144) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %147 = stablehlo.multiply %146, %cst_10 : tensor<1x8x32xf32>
    %148 = stablehlo.compare  NE, %arg49, %c_9 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %149 = stablehlo.convert %148 : (tensor<1x8xi1>) -> tensor<1x8xi32>
    %150 = "stablehlo.reduce_window"(%149, %c_32) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg59: tensor<i32>, %arg60: tensor<i32>):
      %313 = stablehlo.add %arg59, %arg60 : tensor<i32>
      stablehlo.return %313 : tensor<i32>
    }) : (tensor<1x8xi32>, tensor<i32>) -> tensor<1x8xi32>
    %151 = stablehlo.multiply %150, %149 : tensor<1x8xi32>
    %152 = stablehlo.convert %151 : (tensor<1x8xi32>) -> tensor<1x8xi64>
    %153 = stablehlo.add %152, %c_9 : tensor<1x8xi64>
    %154 = stablehlo.reshape %153 : (tensor<1x8xi64>) -> tensor<8xi64>
    %155 = stablehlo.convert %154 : (tensor<8xi64>) -> tensor<8xui32>
    %156 = "stablehlo.gather"(%arg50, %155) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %158 = stablehlo.add %147, %157 : tensor<1x8x32xf32>
    %output_41, %batch_mean_42, %batch_var_43 = "stablehlo.batch_norm_training"(%158, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %159 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %161 = stablehlo.multiply %output_41, %160 : tensor<1x8x32xf32>
    %162 = stablehlo.add %159, %161 : tensor<1x8x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %164 = stablehlo.transpose %arg55, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg54, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %167 = stablehlo.add %165, %166 : tensor<8x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x32xf32>) -> tensor<1x8x2x16xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,16]{3,1,2,0}"} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %171 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %172 = stablehlo.dot_general %163, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %173 = stablehlo.broadcast_in_dim %arg52, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %174 = stablehlo.add %172, %173 : tensor<8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x32xf32>) -> tensor<1x8x2x16xf32>
    %176 = stablehlo.transpose %175, dims = [0, 2, 3, 1] : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %178 = stablehlo.dot_general %170, %177, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %180 = stablehlo.multiply %179, %cst_6 : tensor<1x2x8x8xf32>
    %181 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %182 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %183 = stablehlo.compare  LE, %181, %182 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %184 = stablehlo.select %183, %cst_4, %cst_3 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<1x1x8x8xf32>) -> tensor<1x8x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 2, 3] : (tensor<1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %187 = stablehlo.add %180, %186 : tensor<1x2x8x8xf32>
    %188 = stablehlo.reduce(%187 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %190 = stablehlo.subtract %187, %189 : tensor<1x2x8x8xf32>
    %191 = stablehlo.exponential %190 : tensor<1x2x8x8xf32>
    %192 = stablehlo.reduce(%191 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %194 = stablehlo.divide %191, %193 : tensor<1x2x8x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %196 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %163, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %199 = stablehlo.add %197, %198 : tensor<8x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<8x32xf32>) -> tensor<1x8x2x16xf32>
    %201 = stablehlo.transpose %200, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,16]{3,1,2,0}"} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %203 = stablehlo.dot_general %195, %202, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %205 = stablehlo.transpose %204, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,8,2,16]{3,1,2,0}"} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %206 = stablehlo.reshape %205 : (tensor<1x8x2x16xf32>) -> tensor<8x32xf32>
    %207 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %208 = stablehlo.dot_general %206, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %210 = stablehlo.add %208, %209 : tensor<8x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %212 = stablehlo.add %158, %211 : tensor<1x8x32xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%212, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %213 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %214 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %215 = stablehlo.multiply %output_44, %214 : tensor<1x8x32xf32>
    %216 = stablehlo.add %213, %215 : tensor<1x8x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %218 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %219 = stablehlo.dot_general %217, %218, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %220 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %221 = stablehlo.add %219, %220 : tensor<8x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<8x32xf32>) -> tensor<1x8x2x16xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,8,16]{3,1,2,0}"} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %225 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %226 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x4x32xf32>
    %227 = stablehlo.multiply %output_38, %226 : tensor<1x4x32xf32>
    %228 = stablehlo.add %225, %227 : tensor<1x4x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %230 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %232 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %233 = stablehlo.add %231, %232 : tensor<4x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<4x32xf32>) -> tensor<1x4x2x16xf32>
    %235 = stablehlo.transpose %234, dims = [0, 2, 3, 1] : (tensor<1x4x2x16xf32>) -> tensor<1x2x16x4xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x2x16x4xf32>) -> tensor<2x16x4xf32>
    %237 = stablehlo.dot_general %224, %236, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x4xf32>) -> tensor<2x8x4xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %239 = stablehlo.multiply %238, %cst_2 : tensor<1x2x8x4xf32>
    %240 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %241 = stablehlo.and %240, %c : tensor<1x1x8x1xui8>
    %242 = stablehlo.compare  NE, %241, %c_27 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %243 = stablehlo.convert %242 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %244 = stablehlo.reshape %243 : (tensor<1x1x8x1xui8>) -> tensor<1x1x8xui8>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x1x8xui8>) -> tensor<1x1x8x4xui8>
    %246 = stablehlo.reshape %arg38 : (tensor<i64>) -> tensor<1xi64>
    %247 = "stablehlo.scatter"(%c_30, %41, %246) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg59: tensor<i64>, %arg60: tensor<i64>):
      stablehlo.return %arg60 : tensor<i64>
    }) : (tensor<1x4xi64>, tensor<1x2xi64>, tensor<1xi64>) -> tensor<1x4xi64>
    %248 = stablehlo.reverse %247, dims = [1] : tensor<1x4xi64>
    %249 = "stablehlo.reduce_window"(%248, %c_33) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg59: tensor<i64>, %arg60: tensor<i64>):
      %313 = stablehlo.add %arg59, %arg60 : tensor<i64>
      stablehlo.return %313 : tensor<i64>
    }) : (tensor<1x4xi64>, tensor<i64>) -> tensor<1x4xi64>
    %250 = stablehlo.reverse %249, dims = [1] : tensor<1x4xi64>
    %251 = stablehlo.compare  NE, %250, %c_30 : (tensor<1x4xi64>, tensor<1x4xi64>) -> tensor<1x4xi1>
    %252 = "stablehlo.gather"(%251, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x4xi1>, tensor<1x1x1x4x2xi64>) -> tensor<1x1x1x4xi1>
    %253 = stablehlo.convert %252 : (tensor<1x1x1x4xi1>) -> tensor<1x1x1x4xui8>
    %254 = stablehlo.reshape %253 : (tensor<1x1x1x4xui8>) -> tensor<1x1x4xui8>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 3] : (tensor<1x1x4xui8>) -> tensor<1x1x8x4xui8>
    %256 = stablehlo.and %245, %255 : tensor<1x1x8x4xui8>
    %257 = stablehlo.compare  NE, %256, %c_26 : (tensor<1x1x8x4xui8>, tensor<1x1x8x4xui8>) -> tensor<1x1x8x4xi1>
    %258 = stablehlo.select %257, %cst_1, %cst_0 : tensor<1x1x8x4xi1>, tensor<1x1x8x4xf32>
    %259 = stablehlo.reshape %258 : (tensor<1x1x8x4xf32>) -> tensor<1x8x4xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 2, 3] : (tensor<1x8x4xf32>) -> tensor<1x2x8x4xf32>
    %261 = stablehlo.add %239, %260 : tensor<1x2x8x4xf32>
    %262 = stablehlo.reduce(%261 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x4xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x4xf32>
    %264 = stablehlo.subtract %261, %263 : tensor<1x2x8x4xf32>
    %265 = stablehlo.exponential %264 : tensor<1x2x8x4xf32>
    %266 = stablehlo.reduce(%265 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x4xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x4xf32>
    %268 = stablehlo.divide %265, %267 : tensor<1x2x8x4xf32>
    %269 = stablehlo.reshape %268 : (tensor<1x2x8x4xf32>) -> tensor<2x8x4xf32>
    %270 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %271 = stablehlo.dot_general %229, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %272 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %273 = stablehlo.add %271, %272 : tensor<4x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<4x32xf32>) -> tensor<1x4x2x16xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,16]{3,1,2,0}"} : (tensor<1x4x2x16xf32>) -> tensor<1x2x4x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<1x2x4x16xf32>) -> tensor<2x4x16xf32>
    %277 = stablehlo.dot_general %269, %276, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4xf32>, tensor<2x4x16xf32>) -> tensor<2x8x16xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %279 = stablehlo.transpose %278, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,8,2,16]{3,1,2,0}"} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %280 = stablehlo.reshape %279 : (tensor<1x8x2x16xf32>) -> tensor<8x32xf32>
    %281 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %282 = stablehlo.dot_general %280, %281, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %283 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %284 = stablehlo.add %282, %283 : tensor<8x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %286 = stablehlo.add %212, %285 : tensor<1x8x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%286, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %287 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %288 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %289 = stablehlo.multiply %output_47, %288 : tensor<1x8x32xf32>
    %290 = stablehlo.add %287, %289 : tensor<1x8x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %292 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %293 = stablehlo.dot_general %291, %292, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %294 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %295 = stablehlo.add %293, %294 : tensor<8x64xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %297 = stablehlo.maximum %296, %cst : tensor<1x8x64xf32>
    %298 = stablehlo.reshape %297 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %299 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %300 = stablehlo.dot_general %298, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %301 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %302 = stablehlo.add %300, %301 : tensor<8x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %304 = stablehlo.add %286, %303 : tensor<1x8x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%304, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<1x8x32xf32>, tensor<8xf32>, tensor<8xf32>)
    %305 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %306 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %307 = stablehlo.multiply %output_50, %306 : tensor<1x8x32xf32>
    %308 = stablehlo.add %305, %307 : tensor<1x8x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %310 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %311 = stablehlo.dot_general %309, %310, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %312 = stablehlo.reshape %311 : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    return %312 : tensor<1x8x128xf32>
  }
}
