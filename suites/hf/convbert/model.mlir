module @IrToHlo.571 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<1x32xi64>, %arg9: tensor<2x32xf32>, %arg10: tensor<1x32xi64>, %arg11: tensor<32x32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<3xf32>, %arg17: tensor<3x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<16x1xf32>, %arg21: tensor<16x32x1xf32>, %arg22: tensor<32x1x3xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x32xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x32xf32>, %arg27: tensor<2x8xi64>, %arg28: tensor<i1>, %arg29: tensor<16xf32>, %arg30: tensor<16x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<3x8x1x1x1xi64>
    %c_5 = stablehlo.constant dense<10> : tensor<3x8x1x1xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<3x8x1x1xi64>
    %cst_7 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_9 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_11 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_13 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_14 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<2x1x8x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_18 = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi64>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_20 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_21 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_22 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_23 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg12 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.slice %arg10 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<8xi64>
    %6 = stablehlo.convert %5 : (tensor<8xi64>) -> tensor<8xui32>
    %7 = "stablehlo.gather"(%arg11, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %3, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.slice %arg8 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %11 = stablehlo.reshape %10 : (tensor<1x8xi64>) -> tensor<8xi64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %13 = stablehlo.reshape %12 : (tensor<2x8xi64>) -> tensor<16xi64>
    %14 = stablehlo.convert %13 : (tensor<16xi64>) -> tensor<16xui32>
    %15 = "stablehlo.gather"(%arg9, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.add %9, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%18, %cst_17, %cst_16) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %19 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.add %19, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %27 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %30 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %31 = stablehlo.dot_general %24, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<16x16xf32>) -> tensor<2x1x8x16xf32>
    %35 = stablehlo.transpose %34, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,1,16,8]{2,1,3,0}"} : (tensor<2x1x8x16xf32>) -> tensor<2x1x16x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x1x16x8xf32>) -> tensor<2x16x8xf32>
    %37 = stablehlo.dot_general %29, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %39 = stablehlo.divide %38, %cst_15 : tensor<2x1x8x8xf32>
    %40 = stablehlo.convert %arg28 : (tensor<i1>) -> tensor<ui8>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %42 = stablehlo.and %41, %c_14 : tensor<1x1x8x1xui8>
    %43 = stablehlo.compare  NE, %42, %c_22 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %44 = stablehlo.convert %43 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %45 = stablehlo.reshape %44 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %47 = stablehlo.compare  NE, %arg27, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %48 = stablehlo.broadcast_in_dim %c_13, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %49 = stablehlo.compare  LT, %48, %c_12 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %50 = stablehlo.add %48, %c_11 : tensor<2x1x1x8xi64>
    %51 = stablehlo.select %49, %50, %48 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %52 = stablehlo.reshape %51 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %53 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %54 = stablehlo.compare  LT, %53, %c_12 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %55 = stablehlo.add %53, %c_9 : tensor<2x1x1x8xi64>
    %56 = stablehlo.select %54, %55, %53 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %58 = stablehlo.concatenate %52, %57, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %59 = "stablehlo.gather"(%47, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %60 = stablehlo.convert %59 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %61 = stablehlo.reshape %60 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %63 = stablehlo.and %46, %62 : tensor<2x1x8x8xui8>
    %64 = stablehlo.compare  NE, %63, %c_20 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %65 = stablehlo.select %64, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %66 = stablehlo.add %39, %65 : tensor<2x1x8x8xf32>
    %67 = stablehlo.reduce(%66 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<2x1x8x8xf32>
    %70 = stablehlo.exponential %69 : tensor<2x1x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x1x8x8xf32>, tensor<f32>) -> tensor<2x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x8xf32>
    %73 = stablehlo.divide %70, %72 : tensor<2x1x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %75 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %76 = stablehlo.dot_general %24, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %77 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %78 = stablehlo.add %76, %77 : tensor<16x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %80 = stablehlo.dot_general %74, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x8x16xf32>) -> tensor<2x8x1x16xf32>
    %82 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %83 = stablehlo.dot_general %24, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %84 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %85 = stablehlo.add %83, %84 : tensor<16x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,8]{1,2,0}"} : (tensor<2x8x16xf32>) -> tensor<2x16x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x16x8xf32>) -> tensor<2x16x8x1xf32>
    %89 = stablehlo.pad %88, %cst_24, low = [0, 0, 1, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x16x8x1xf32>, tensor<f32>) -> tensor<2x16x10x1xf32>
    %90 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<8xi64>) -> tensor<3x8xi64>
    %91 = stablehlo.broadcast_in_dim %c_18, dims = [0] : (tensor<3xi64>) -> tensor<3x8xi64>
    %92 = stablehlo.add %90, %91 : tensor<3x8xi64>
    %93 = stablehlo.reshape %92 : (tensor<3x8xi64>) -> tensor<3x8x1x1xi64>
    %94 = stablehlo.compare  LT, %93, %c_6 : (tensor<3x8x1x1xi64>, tensor<3x8x1x1xi64>) -> tensor<3x8x1x1xi1>
    %95 = stablehlo.add %93, %c_5 : tensor<3x8x1x1xi64>
    %96 = stablehlo.select %94, %95, %93 : tensor<3x8x1x1xi1>, tensor<3x8x1x1xi64>
    %97 = stablehlo.reshape %96 : (tensor<3x8x1x1xi64>) -> tensor<3x8x1x1x1xi64>
    %98 = stablehlo.concatenate %97, %c, dim = 4 : (tensor<3x8x1x1x1xi64>, tensor<3x8x1x1x1xi64>) -> tensor<3x8x1x1x2xi64>
    %99 = "stablehlo.gather"(%89, %98) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 2, 16, 1, 1>}> : (tensor<2x16x10x1xf32>, tensor<3x8x1x1x2xi64>) -> tensor<2x16x3x8x1x1xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x16x3x8x1x1xf32>) -> tensor<2x48x8xf32>
    %101 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,48]{1,2,0}"} : (tensor<2x48x8xf32>) -> tensor<2x8x48xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x48xf32>) -> tensor<16x16x3xf32>
    %103 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %105 = stablehlo.reshape %arg22 : (tensor<32x1x3xf32>) -> tensor<32x1x1x3xf32>
    %106 = stablehlo.convolution(%104, %105) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x3xf32>) -> tensor<2x32x1x8xf32>
    %107 = stablehlo.reshape %arg21 : (tensor<16x32x1xf32>) -> tensor<16x32x1x1xf32>
    %108 = stablehlo.convolution(%106, %107) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<16x32x1x1xf32>) -> tensor<2x16x1x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x16x1x8xf32>) -> tensor<2x16x8xf32>
    %110 = stablehlo.broadcast_in_dim %arg20, dims = [1, 2] : (tensor<16x1xf32>) -> tensor<2x16x1xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x8xf32>
    %113 = stablehlo.add %109, %112 : tensor<2x16x8xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,16]{1,2,0}"} : (tensor<2x16x8xf32>) -> tensor<2x8x16xf32>
    %115 = stablehlo.multiply %114, %29 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,16]{1,2,0}"} : tensor<2x8x16xf32>
    %116 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,3]{0,1}"} : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2] : (tensor<16x3xf32>) -> tensor<2x16x3xf32>
    %118 = stablehlo.dot_general %115, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x16x3xf32>) -> tensor<2x8x3xf32>
    %119 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<3xf32>) -> tensor<2x8x3xf32>
    %120 = stablehlo.add %118, %119 : tensor<2x8x3xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x3xf32>) -> tensor<16x3x1xf32>
    %122 = stablehlo.reduce(%121 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<16x3x1xf32>, tensor<f32>) -> tensor<16x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 2] : (tensor<16x1xf32>) -> tensor<16x3x1xf32>
    %124 = stablehlo.subtract %121, %123 : tensor<16x3x1xf32>
    %125 = stablehlo.exponential %124 : tensor<16x3x1xf32>
    %126 = stablehlo.reduce(%125 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<16x3x1xf32>, tensor<f32>) -> tensor<16x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 2] : (tensor<16x1xf32>) -> tensor<16x3x1xf32>
    %128 = stablehlo.divide %125, %127 : tensor<16x3x1xf32>
    %129 = stablehlo.dot_general %102, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x3xf32>, tensor<16x3x1xf32>) -> tensor<16x16x1xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x16x1xf32>) -> tensor<2x8x1x16xf32>
    %131 = stablehlo.concatenate %81, %130, dim = 2 : (tensor<2x8x1x16xf32>, tensor<2x8x1x16xf32>) -> tensor<2x8x2x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.add %134, %135 : tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %137, %23 : tensor<2x8x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%139, %cst_17, %cst_16) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %140 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %141 = stablehlo.reshape %output_25 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.add %140, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %148 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %149 = stablehlo.add %147, %148 : tensor<16x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %151 = stablehlo.multiply %150, %cst_4 : tensor<2x8x64xf32>
    %152 = stablehlo.multiply %150, %cst_3 : tensor<2x8x64xf32>
    %153 = stablehlo.custom_call @mhlo.erf(%152) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %154 = stablehlo.add %153, %cst_2 : tensor<2x8x64xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<2x8x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %157 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.add %158, %159 : tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.add %161, %144 : tensor<2x8x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%163, %cst_17, %cst_16) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %164 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.reshape %output_28 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<2x8x32xf32>
    %168 = stablehlo.add %164, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.dot_general %169, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.add %171, %172 : tensor<16x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.multiply %174, %cst_1 : tensor<2x8x32xf32>
    %176 = stablehlo.multiply %174, %cst_0 : tensor<2x8x32xf32>
    %177 = stablehlo.custom_call @mhlo.erf(%176) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.add %177, %cst : tensor<2x8x32xf32>
    %179 = stablehlo.multiply %175, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%180, %cst_17, %cst_16) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %181 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.reshape %output_31 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.multiply %182, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.add %181, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %188 = stablehlo.dot_general %186, %187, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %189 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %190 = stablehlo.add %188, %189 : tensor<16x128xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %191 : tensor<2x8x128xf32>
  }
}
