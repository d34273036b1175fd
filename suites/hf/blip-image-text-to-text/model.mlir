module @IrToHlo.1343 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<1x64xi64>, %arg13: tensor<64x32xf32>, %arg14: tensor<2x8xi64>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<1x65x32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x3x4x4xf32>, %arg35: tensor<2x3x32x32xf32>, %arg36: tensor<1x1x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<96xf32>, %arg40: tensor<96x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<96xf32>, %arg52: tensor<96x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<32x32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32x32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32x64xf32>, %arg69: tensor<64xf32>, %arg70: tensor<64x32xf32>, %arg71: tensor<32xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32x32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32x32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32x32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32x32xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32x32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32x32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<32x32xf32>, %arg87: tensor<32xf32>, %arg88: tensor<32x32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<32xf32>, %arg91: tensor<32x64xf32>, %arg92: tensor<64xf32>, %arg93: tensor<64x32xf32>, %arg94: tensor<32xf32>, %arg95: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x65xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x65x64xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<2x65x64xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x65x64xf32>
    %cst_9 = stablehlo.constant dense<0.353553385> : tensor<2x4x65x65xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<130xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<130xf32>
    %cst_12 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_14 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_16 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_17 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_18 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_22 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_23 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_24 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg14 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg12 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.convert %5 : (tensor<8xi64>) -> tensor<8xui32>
    %7 = "stablehlo.gather"(%arg13, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %3, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %11, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %24 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %16, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.dot_general %23, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.divide %32, %cst_18 : tensor<2x4x8x8xf32>
    %34 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %36 = stablehlo.broadcast_in_dim %c_17, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %37 = stablehlo.broadcast_in_dim %c_17, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %38 = stablehlo.compare  LE, %36, %37 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %39 = stablehlo.convert %38 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %40 = stablehlo.and %35, %39 : tensor<1x1x8x8xui8>
    %41 = stablehlo.compare  NE, %40, %c_24 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %42 = stablehlo.convert %41 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %45 = stablehlo.compare  NE, %arg20, %c_23 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %46 = stablehlo.broadcast_in_dim %c_16, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %47 = stablehlo.compare  LT, %46, %c_15 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %48 = stablehlo.add %46, %c_14 : tensor<2x1x1x8xi64>
    %49 = stablehlo.select %47, %48, %46 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %50 = stablehlo.reshape %49 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %51 = stablehlo.broadcast_in_dim %c_17, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %52 = stablehlo.compare  LT, %51, %c_15 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %53 = stablehlo.add %51, %c : tensor<2x1x1x8xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %56 = stablehlo.concatenate %50, %55, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %57 = "stablehlo.gather"(%45, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %58 = stablehlo.convert %57 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %61 = stablehlo.and %44, %60 : tensor<2x1x8x8xui8>
    %62 = stablehlo.compare  NE, %61, %c_22 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %63 = stablehlo.select %62, %cst_13, %cst_12 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.add %33, %65 : tensor<2x4x8x8xf32>
    %67 = stablehlo.reduce(%66 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<2x4x8x8xf32>
    %70 = stablehlo.exponential %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.divide %70, %72 : tensor<2x4x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %76 = stablehlo.dot_general %16, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.add %76, %77 : tensor<16x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.dot_general %74, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %87 = stablehlo.dot_general %85, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.add %87, %88 : tensor<16x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.add %90, %15 : tensor<2x8x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%92, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %93 = stablehlo.reshape %arg36 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %95 = stablehlo.convolution(%arg35, %arg34) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %96 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %97 = stablehlo.add %95, %96 : tensor<2x32x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x32x8x8xf32>) -> tensor<2x32x64xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,32]{1,2,0}"} : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %100 = stablehlo.concatenate %94, %99, dim = 1 : (tensor<2x1x32xf32>, tensor<2x64x32xf32>) -> tensor<2x65x32xf32>
    %101 = stablehlo.reshape %arg32 : (tensor<1x65x32xf32>) -> tensor<65x32xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [1, 2] : (tensor<65x32xf32>) -> tensor<2x65x32xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x65x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%104, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %105 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %106 = stablehlo.reshape %output_29 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %107 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x65x32xf32>
    %109 = stablehlo.add %105, %108 : tensor<2x65x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %111 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x96xf32>) -> tensor<130x96xf32>
    %113 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<96xf32>) -> tensor<130x96xf32>
    %114 = stablehlo.add %112, %113 : tensor<130x96xf32>
    %115 = stablehlo.reshape %114 : (tensor<130x96xf32>) -> tensor<2x65x3x4x8xf32>
    %116 = stablehlo.transpose %115, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,4,65,8]{4,2,0,3,1}"} : (tensor<2x65x3x4x8xf32>) -> tensor<3x2x4x65x8xf32>
    %117 = stablehlo.slice %116 [0:1, 0:2, 0:4, 0:65, 0:8] : (tensor<3x2x4x65x8xf32>) -> tensor<1x2x4x65x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %119 = stablehlo.slice %116 [1:2, 0:2, 0:4, 0:65, 0:8] : (tensor<3x2x4x65x8xf32>) -> tensor<1x2x4x65x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<1x2x4x65x8xf32>) -> tensor<2x4x65x8xf32>
    %121 = stablehlo.transpose %120, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,65]{2,3,1,0}"} : (tensor<2x4x65x8xf32>) -> tensor<2x4x8x65xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %123 = stablehlo.dot_general %118, %122, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x8xf32>, tensor<8x8x65xf32>) -> tensor<8x65x65xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x65x65xf32>) -> tensor<2x4x65x65xf32>
    %125 = stablehlo.multiply %124, %cst_9 : tensor<2x4x65x65xf32>
    %126 = stablehlo.reduce(%125 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %128 = stablehlo.subtract %125, %127 : tensor<2x4x65x65xf32>
    %129 = stablehlo.exponential %128 : tensor<2x4x65x65xf32>
    %130 = stablehlo.reduce(%129 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %132 = stablehlo.divide %129, %131 : tensor<2x4x65x65xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x4x65x65xf32>) -> tensor<8x65x65xf32>
    %134 = stablehlo.slice %116 [2:3, 0:2, 0:4, 0:65, 0:8] : (tensor<3x2x4x65x8xf32>) -> tensor<1x2x4x65x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %136 = stablehlo.dot_general %133, %135, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x65xf32>, tensor<8x65x8xf32>) -> tensor<8x65x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x65x8xf32>) -> tensor<2x4x65x8xf32>
    %138 = stablehlo.transpose %137, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,65,4,8]{3,1,2,0}"} : (tensor<2x4x65x8xf32>) -> tensor<2x65x4x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x65x4x8xf32>) -> tensor<130x32xf32>
    %140 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %143 = stablehlo.add %141, %142 : tensor<130x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %145 = stablehlo.add %144, %103 : tensor<2x65x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%146, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %147 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %148 = stablehlo.reshape %output_32 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<2x65x32xf32>
    %151 = stablehlo.add %147, %150 : tensor<2x65x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %153 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x64xf32>) -> tensor<130x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg45, dims = [1] : (tensor<64xf32>) -> tensor<130x64xf32>
    %156 = stablehlo.add %154, %155 : tensor<130x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<130x64xf32>) -> tensor<2x65x64xf32>
    %158 = stablehlo.multiply %157, %cst_8 : tensor<2x65x64xf32>
    %159 = stablehlo.multiply %157, %cst_7 : tensor<2x65x64xf32>
    %160 = stablehlo.custom_call @mhlo.erf(%159) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %161 = stablehlo.add %160, %cst_6 : tensor<2x65x64xf32>
    %162 = stablehlo.multiply %158, %161 : tensor<2x65x64xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x65x64xf32>) -> tensor<130x64xf32>
    %164 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x64xf32>, tensor<64x32xf32>) -> tensor<130x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %167 = stablehlo.add %165, %166 : tensor<130x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %169 = stablehlo.add %168, %145 : tensor<2x65x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%170, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %171 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %172 = stablehlo.reshape %output_35 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %173 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<2x65x32xf32>
    %175 = stablehlo.add %171, %174 : tensor<2x65x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %177 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x96xf32>) -> tensor<130x96xf32>
    %179 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<96xf32>) -> tensor<130x96xf32>
    %180 = stablehlo.add %178, %179 : tensor<130x96xf32>
    %181 = stablehlo.reshape %180 : (tensor<130x96xf32>) -> tensor<2x65x3x4x8xf32>
    %182 = stablehlo.transpose %181, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,4,65,8]{4,2,0,3,1}"} : (tensor<2x65x3x4x8xf32>) -> tensor<3x2x4x65x8xf32>
    %183 = stablehlo.slice %182 [0:1, 0:2, 0:4, 0:65, 0:8] : (tensor<3x2x4x65x8xf32>) -> tensor<1x2x4x65x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<1x2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %185 = stablehlo.slice %182 [1:2, 0:2, 0:4, 0:65, 0:8] : (tensor<3x2x4x65x8xf32>) -> tensor<1x2x4x65x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x2x4x65x8xf32>) -> tensor<2x4x65x8xf32>
    %187 = stablehlo.transpose %186, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,65]{2,3,1,0}"} : (tensor<2x4x65x8xf32>) -> tensor<2x4x8x65xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %189 = stablehlo.dot_general %184, %188, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x8xf32>, tensor<8x8x65xf32>) -> tensor<8x65x65xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x65x65xf32>) -> tensor<2x4x65x65xf32>
    %191 = stablehlo.multiply %190, %cst_9 : tensor<2x4x65x65xf32>
    %192 = stablehlo.reduce(%191 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %194 = stablehlo.subtract %191, %193 : tensor<2x4x65x65xf32>
    %195 = stablehlo.exponential %194 : tensor<2x4x65x65xf32>
    %196 = stablehlo.reduce(%195 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x65x65xf32>, tensor<f32>) -> tensor<2x4x65xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<2x4x65xf32>) -> tensor<2x4x65x65xf32>
    %198 = stablehlo.divide %195, %197 : tensor<2x4x65x65xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x4x65x65xf32>) -> tensor<8x65x65xf32>
    %200 = stablehlo.slice %182 [2:3, 0:2, 0:4, 0:65, 0:8] : (tensor<3x2x4x65x8xf32>) -> tensor<1x2x4x65x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %202 = stablehlo.dot_general %199, %201, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x65x65xf32>, tensor<8x65x8xf32>) -> tensor<8x65x8xf32>
    %203 = stablehlo.reshape %202 : (tensor<8x65x8xf32>) -> tensor<2x4x65x8xf32>
    %204 = stablehlo.transpose %203, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,65,4,8]{3,1,2,0}"} : (tensor<2x4x65x8xf32>) -> tensor<2x65x4x8xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x65x4x8xf32>) -> tensor<130x32xf32>
    %206 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %209 = stablehlo.add %207, %208 : tensor<130x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %211 = stablehlo.add %210, %169 : tensor<2x65x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_38, %batch_mean_39, %batch_var_40 = "stablehlo.batch_norm_training"(%212, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %213 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %214 = stablehlo.reshape %output_38 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %215 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<2x65x32xf32>
    %217 = stablehlo.add %213, %216 : tensor<2x65x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %219 = stablehlo.transpose %arg58, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %220 = stablehlo.dot_general %218, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x64xf32>) -> tensor<130x64xf32>
    %221 = stablehlo.broadcast_in_dim %arg57, dims = [1] : (tensor<64xf32>) -> tensor<130x64xf32>
    %222 = stablehlo.add %220, %221 : tensor<130x64xf32>
    %223 = stablehlo.reshape %222 : (tensor<130x64xf32>) -> tensor<2x65x64xf32>
    %224 = stablehlo.multiply %223, %cst_8 : tensor<2x65x64xf32>
    %225 = stablehlo.multiply %223, %cst_7 : tensor<2x65x64xf32>
    %226 = stablehlo.custom_call @mhlo.erf(%225) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x65x64xf32>) -> tensor<2x65x64xf32>
    %227 = stablehlo.add %226, %cst_6 : tensor<2x65x64xf32>
    %228 = stablehlo.multiply %224, %227 : tensor<2x65x64xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x65x64xf32>) -> tensor<130x64xf32>
    %230 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x64xf32>, tensor<64x32xf32>) -> tensor<130x32xf32>
    %232 = stablehlo.broadcast_in_dim %arg55, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %233 = stablehlo.add %231, %232 : tensor<130x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<130x32xf32>) -> tensor<2x65x32xf32>
    %235 = stablehlo.add %234, %211 : tensor<2x65x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x65x32xf32>) -> tensor<1x130x32xf32>
    %output_41, %batch_mean_42, %batch_var_43 = "stablehlo.batch_norm_training"(%236, %cst_11, %cst_10) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>) -> (tensor<1x130x32xf32>, tensor<130xf32>, tensor<130xf32>)
    %237 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %238 = stablehlo.reshape %output_26 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.add %237, %240 : tensor<2x8x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.transpose %arg65, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %244 = stablehlo.dot_general %242, %243, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.broadcast_in_dim %arg64, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.add %244, %245 : tensor<16x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %248 = stablehlo.transpose %247, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %251 = stablehlo.reshape %output_41 : (tensor<1x130x32xf32>) -> tensor<2x65x32xf32>
    %252 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x65x32xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<2x65x32xf32>
    %254 = stablehlo.add %250, %253 : tensor<2x65x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x65x32xf32>) -> tensor<130x32xf32>
    %256 = stablehlo.transpose %arg63, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %258 = stablehlo.broadcast_in_dim %arg62, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %259 = stablehlo.add %257, %258 : tensor<130x32xf32>
    %260 = stablehlo.reshape %259 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %261 = stablehlo.transpose %260, dims = [0, 2, 3, 1] : (tensor<2x65x4x8xf32>) -> tensor<2x4x8x65xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %263 = stablehlo.dot_general %249, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x65xf32>) -> tensor<8x8x65xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x8x65xf32>) -> tensor<2x4x8x65xf32>
    %265 = stablehlo.divide %264, %cst_5 : tensor<2x4x8x65xf32>
    %266 = stablehlo.reduce(%265 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x65xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x65xf32>
    %268 = stablehlo.subtract %265, %267 : tensor<2x4x8x65xf32>
    %269 = stablehlo.exponential %268 : tensor<2x4x8x65xf32>
    %270 = stablehlo.reduce(%269 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x65xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x65xf32>
    %272 = stablehlo.divide %269, %271 : tensor<2x4x8x65xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %274 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %275 = stablehlo.dot_general %255, %274, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %276 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %277 = stablehlo.add %275, %276 : tensor<130x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %279 = stablehlo.transpose %278, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,65,8]{3,1,2,0}"} : (tensor<2x65x4x8xf32>) -> tensor<2x4x65x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %281 = stablehlo.dot_general %273, %280, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x65xf32>, tensor<8x65x8xf32>) -> tensor<8x8x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %283 = stablehlo.transpose %282, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %285 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %286 = stablehlo.dot_general %284, %285, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %287 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.add %286, %287 : tensor<16x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.add %289, %241 : tensor<2x8x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%291, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %292 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.reshape %output_44 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %294 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<2x8x32xf32>
    %296 = stablehlo.add %292, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %298 = stablehlo.transpose %arg70, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %299 = stablehlo.dot_general %297, %298, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %300 = stablehlo.broadcast_in_dim %arg69, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %301 = stablehlo.add %299, %300 : tensor<16x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %303 = stablehlo.multiply %302, %cst_4 : tensor<2x8x64xf32>
    %304 = stablehlo.multiply %302, %cst_3 : tensor<2x8x64xf32>
    %305 = stablehlo.custom_call @mhlo.erf(%304) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %306 = stablehlo.add %305, %cst_2 : tensor<2x8x64xf32>
    %307 = stablehlo.multiply %303, %306 : tensor<2x8x64xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %309 = stablehlo.transpose %arg68, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %310 = stablehlo.dot_general %308, %309, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %311 = stablehlo.broadcast_in_dim %arg67, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %312 = stablehlo.add %310, %311 : tensor<16x32xf32>
    %313 = stablehlo.reshape %312 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.add %313, %296 : tensor<2x8x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%315, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %316 = stablehlo.broadcast_in_dim %arg71, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %317 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.add %316, %319 : tensor<2x8x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.transpose %arg79, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %323 = stablehlo.dot_general %321, %322, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.broadcast_in_dim %arg78, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %325 = stablehlo.add %323, %324 : tensor<16x32xf32>
    %326 = stablehlo.reshape %325 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %327 = stablehlo.transpose %326, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %329 = stablehlo.transpose %arg77, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %330 = stablehlo.dot_general %321, %329, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %331 = stablehlo.broadcast_in_dim %arg76, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %332 = stablehlo.add %330, %331 : tensor<16x32xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %334 = stablehlo.transpose %333, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %336 = stablehlo.dot_general %328, %335, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %337 = stablehlo.reshape %336 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %338 = stablehlo.divide %337, %cst_18 : tensor<2x4x8x8xf32>
    %339 = stablehlo.add %338, %65 : tensor<2x4x8x8xf32>
    %340 = stablehlo.reduce(%339 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %342 = stablehlo.subtract %339, %341 : tensor<2x4x8x8xf32>
    %343 = stablehlo.exponential %342 : tensor<2x4x8x8xf32>
    %344 = stablehlo.reduce(%343 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %346 = stablehlo.divide %343, %345 : tensor<2x4x8x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %348 = stablehlo.transpose %arg75, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %349 = stablehlo.dot_general %321, %348, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %350 = stablehlo.broadcast_in_dim %arg74, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %351 = stablehlo.add %349, %350 : tensor<16x32xf32>
    %352 = stablehlo.reshape %351 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %353 = stablehlo.transpose %352, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %355 = stablehlo.dot_general %347, %354, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %356 = stablehlo.reshape %355 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %357 = stablehlo.transpose %356, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %359 = stablehlo.transpose %arg73, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %360 = stablehlo.dot_general %358, %359, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.broadcast_in_dim %arg72, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %362 = stablehlo.add %360, %361 : tensor<16x32xf32>
    %363 = stablehlo.reshape %362 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %364 = stablehlo.add %363, %320 : tensor<2x8x32xf32>
    %365 = stablehlo.reshape %364 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%365, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %366 = stablehlo.broadcast_in_dim %arg80, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %367 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %368 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %369 = stablehlo.multiply %367, %368 : tensor<2x8x32xf32>
    %370 = stablehlo.add %366, %369 : tensor<2x8x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %372 = stablehlo.transpose %arg88, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %373 = stablehlo.dot_general %371, %372, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %374 = stablehlo.broadcast_in_dim %arg87, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %375 = stablehlo.add %373, %374 : tensor<16x32xf32>
    %376 = stablehlo.reshape %375 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %377 = stablehlo.transpose %376, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %378 = stablehlo.reshape %377 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %379 = stablehlo.transpose %arg86, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %380 = stablehlo.dot_general %255, %379, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %381 = stablehlo.broadcast_in_dim %arg85, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %382 = stablehlo.add %380, %381 : tensor<130x32xf32>
    %383 = stablehlo.reshape %382 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %384 = stablehlo.transpose %383, dims = [0, 2, 3, 1] : (tensor<2x65x4x8xf32>) -> tensor<2x4x8x65xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %386 = stablehlo.dot_general %378, %385, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x65xf32>) -> tensor<8x8x65xf32>
    %387 = stablehlo.reshape %386 : (tensor<8x8x65xf32>) -> tensor<2x4x8x65xf32>
    %388 = stablehlo.divide %387, %cst_5 : tensor<2x4x8x65xf32>
    %389 = stablehlo.reduce(%388 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x65xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x65xf32>
    %391 = stablehlo.subtract %388, %390 : tensor<2x4x8x65xf32>
    %392 = stablehlo.exponential %391 : tensor<2x4x8x65xf32>
    %393 = stablehlo.reduce(%392 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x65xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x65xf32>
    %395 = stablehlo.divide %392, %394 : tensor<2x4x8x65xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x4x8x65xf32>) -> tensor<8x8x65xf32>
    %397 = stablehlo.transpose %arg84, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %398 = stablehlo.dot_general %255, %397, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<130x32xf32>, tensor<32x32xf32>) -> tensor<130x32xf32>
    %399 = stablehlo.broadcast_in_dim %arg83, dims = [1] : (tensor<32xf32>) -> tensor<130x32xf32>
    %400 = stablehlo.add %398, %399 : tensor<130x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<130x32xf32>) -> tensor<2x65x4x8xf32>
    %402 = stablehlo.transpose %401, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,65,8]{3,1,2,0}"} : (tensor<2x65x4x8xf32>) -> tensor<2x4x65x8xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x4x65x8xf32>) -> tensor<8x65x8xf32>
    %404 = stablehlo.dot_general %396, %403, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x65xf32>, tensor<8x65x8xf32>) -> tensor<8x8x8xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %406 = stablehlo.transpose %405, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %408 = stablehlo.transpose %arg82, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %409 = stablehlo.dot_general %407, %408, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.broadcast_in_dim %arg81, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.add %409, %410 : tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %413 = stablehlo.add %412, %370 : tensor<2x8x32xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%414, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %415 = stablehlo.broadcast_in_dim %arg89, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %416 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %418 = stablehlo.multiply %416, %417 : tensor<2x8x32xf32>
    %419 = stablehlo.add %415, %418 : tensor<2x8x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.transpose %arg93, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %422 = stablehlo.dot_general %420, %421, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %423 = stablehlo.broadcast_in_dim %arg92, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %424 = stablehlo.add %422, %423 : tensor<16x64xf32>
    %425 = stablehlo.reshape %424 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %426 = stablehlo.multiply %425, %cst_4 : tensor<2x8x64xf32>
    %427 = stablehlo.multiply %425, %cst_3 : tensor<2x8x64xf32>
    %428 = stablehlo.custom_call @mhlo.erf(%427) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %429 = stablehlo.add %428, %cst_2 : tensor<2x8x64xf32>
    %430 = stablehlo.multiply %426, %429 : tensor<2x8x64xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %432 = stablehlo.transpose %arg91, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %433 = stablehlo.dot_general %431, %432, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %434 = stablehlo.broadcast_in_dim %arg90, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %435 = stablehlo.add %433, %434 : tensor<16x32xf32>
    %436 = stablehlo.reshape %435 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %437 = stablehlo.add %436, %419 : tensor<2x8x32xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_56, %batch_mean_57, %batch_var_58 = "stablehlo.batch_norm_training"(%438, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %439 = stablehlo.broadcast_in_dim %arg94, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %440 = stablehlo.reshape %output_56 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %441 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.add %439, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.reshape %443 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %445 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %446 = stablehlo.dot_general %444, %445, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %447 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %448 = stablehlo.add %446, %447 : tensor<16x32xf32>
    %449 = stablehlo.reshape %448 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %450 = stablehlo.multiply %449, %cst_1 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %449, %cst_0 : tensor<2x8x32xf32>
    %452 = stablehlo.custom_call @mhlo.erf(%451) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %453 = stablehlo.add %452, %cst : tensor<2x8x32xf32>
    %454 = stablehlo.multiply %450, %453 : tensor<2x8x32xf32>
    %455 = stablehlo.reshape %454 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_59, %batch_mean_60, %batch_var_61 = "stablehlo.batch_norm_training"(%455, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %456 = stablehlo.broadcast_in_dim %arg95, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %457 = stablehlo.reshape %output_59 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %458 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.add %456, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %462 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %463 = stablehlo.dot_general %461, %462, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %464 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %465 = stablehlo.add %463, %464 : tensor<16x128xf32>
    %466 = stablehlo.reshape %465 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %466 : tensor<2x8x128xf32>
  }
}
