module @IrToHlo.526 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x16x8xf32>, %arg15: tensor<1x1x8xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16x16x8xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16x1x10xf32>, %arg22: tensor<1x1600xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<16x2xf32>, %arg29: tensor<1x2x1x1xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8x16xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>) -> tensor<1x78x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<1x78x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<1x78x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<1x78x64xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<2x78x16xf32>
    %c = stablehlo.constant dense<7> : tensor<78x78xi64>
    %cst_3 = stablehlo.constant dense<2.07944155> : tensor<78x78xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<78x78xf32>
    %c_5 = stablehlo.constant dense<4> : tensor<78x78xi64>
    %c_6 = stablehlo.constant dense<8> : tensor<78x78xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<78x78xi64>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<1x2x78x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<1x2x78x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<1x32x78xf32>
    %cst_11 = stablehlo.constant dense<0.707106769> : tensor<1x32x78xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<1x32x78xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<1x1x8xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<32x16x8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<78xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<78xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x78xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<1x16x78xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x78xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<1x16x319xf32>
    %cst_21 = stablehlo.constant dense<0.707106769> : tensor<1x16x319xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<1x16x319xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_26 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77]> : tensor<78xi64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg22 : (tensor<1x1600xf32>) -> tensor<1x1x1x1600xf32>
    %1 = stablehlo.reshape %arg21 : (tensor<16x1x10xf32>) -> tensor<16x1x1x10xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 5], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x1x1600xf32>, tensor<16x1x1x10xf32>) -> tensor<1x16x1x319xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x1x319xf32>) -> tensor<1x16x319xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%3, %cst_24, %cst_23) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x319xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x319xf32>, tensor<16xf32>, tensor<16xf32>)
    %4 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x319xf32>
    %6 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x319xf32>
    %8 = stablehlo.multiply %output, %7 : tensor<1x16x319xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x16x319xf32>
    %10 = stablehlo.multiply %9, %cst_22 : tensor<1x16x319xf32>
    %11 = stablehlo.multiply %9, %cst_21 : tensor<1x16x319xf32>
    %12 = stablehlo.custom_call @mhlo.erf(%11) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x319xf32>) -> tensor<1x16x319xf32>
    %13 = stablehlo.add %12, %cst_20 : tensor<1x16x319xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x16x319xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16x319xf32>) -> tensor<1x16x1x319xf32>
    %16 = stablehlo.reshape %arg19 : (tensor<16x16x8xf32>) -> tensor<16x16x1x8xf32>
    %17 = stablehlo.convolution(%15, %16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x1x319xf32>, tensor<16x16x1x8xf32>) -> tensor<1x16x1x78xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x16x1x78xf32>) -> tensor<1x16x78xf32>
    %19 = stablehlo.multiply %18, %cst_19 : tensor<1x16x78xf32>
    %20 = stablehlo.multiply %18, %cst_18 : tensor<1x16x78xf32>
    %21 = stablehlo.custom_call @mhlo.erf(%20) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x16x78xf32>) -> tensor<1x16x78xf32>
    %22 = stablehlo.add %21, %cst_17 : tensor<1x16x78xf32>
    %23 = stablehlo.multiply %19, %22 : tensor<1x16x78xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,16]{1,2,0}"} : (tensor<1x16x78xf32>) -> tensor<1x78x16xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%24, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x16xf32>, tensor<78xf32>, tensor<78xf32>)
    %25 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<16xf32>) -> tensor<1x78x16xf32>
    %27 = stablehlo.multiply %output_28, %26 : tensor<1x78x16xf32>
    %28 = stablehlo.add %25, %27 : tensor<1x78x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x78x16xf32>) -> tensor<78x16xf32>
    %30 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.dot_general %29, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x16xf32>, tensor<16x32xf32>) -> tensor<78x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<78x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,78]{1,2,0}"} : (tensor<1x78x32xf32>) -> tensor<1x32x78xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x32x78xf32>) -> tensor<1x32x1x78xf32>
    %37 = stablehlo.abs %arg14 : tensor<32x16x8xf32>
    %38 = stablehlo.power %37, %cst_14 : tensor<32x16x8xf32>
    %39 = stablehlo.reduce(%38 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.reshape %39 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %41 = stablehlo.power %40, %cst_13 : tensor<1x1x8xf32>
    %42 = stablehlo.divide %arg15, %41 : tensor<1x1x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2] : (tensor<8xf32>) -> tensor<32x16x8xf32>
    %45 = stablehlo.multiply %arg14, %44 : tensor<32x16x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<32x16x8xf32>) -> tensor<32x16x1x8xf32>
    %47 = stablehlo.convolution(%36, %46) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [4, 4]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x78xf32>, tensor<32x16x1x8xf32>) -> tensor<1x32x1x79xf32>
    %48 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x1x79xf32>
    %49 = stablehlo.add %47, %48 : tensor<1x32x1x79xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x32x1x79xf32>) -> tensor<1x32x79xf32>
    %51 = stablehlo.slice %50 [0:1, 0:32, 0:78] : (tensor<1x32x79xf32>) -> tensor<1x32x78xf32>
    %52 = stablehlo.multiply %51, %cst_12 : tensor<1x32x78xf32>
    %53 = stablehlo.multiply %51, %cst_11 : tensor<1x32x78xf32>
    %54 = stablehlo.custom_call @mhlo.erf(%53) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x32x78xf32>) -> tensor<1x32x78xf32>
    %55 = stablehlo.add %54, %cst_10 : tensor<1x32x78xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<1x32x78xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,78,32]{1,2,0}"} : (tensor<1x32x78xf32>) -> tensor<1x78x32xf32>
    %58 = stablehlo.add %34, %57 : tensor<1x78x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%58, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %59 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %60 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %61 = stablehlo.multiply %output_31, %60 : tensor<1x78x32xf32>
    %62 = stablehlo.add %59, %61 : tensor<1x78x32xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x78x32xf32>) -> tensor<1x78x2x16xf32>
    %64 = stablehlo.transpose %63, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,78,16]{3,1,2,0}"} : (tensor<1x78x2x16xf32>) -> tensor<1x2x78x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x2x78x16xf32>) -> tensor<2x78x16xf32>
    %66 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 2, 3] : (tensor<1x16x8xf32>) -> tensor<1x2x16x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %70 = stablehlo.dot_general %65, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x78x16xf32>, tensor<2x16x8xf32>) -> tensor<2x78x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x78x8xf32>) -> tensor<1x2x78x8xf32>
    %72 = stablehlo.broadcast_in_dim %arg30, dims = [3] : (tensor<8xf32>) -> tensor<1x2x78x8xf32>
    %73 = stablehlo.add %71, %72 : tensor<1x2x78x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<1x2x78x8xf32>) -> tensor<1x2x78x2x4xf32>
    %75 = stablehlo.reduce(%74 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<1x2x78x2x4xf32>, tensor<f32>) -> tensor<1x2x78x2xf32>
    %76 = stablehlo.logistic %75 : tensor<1x2x78x2xf32>
    %77 = stablehlo.slice %76 [0:1, 0:2, 0:78, 0:1] : (tensor<1x2x78x2xf32>) -> tensor<1x2x78x1xf32>
    %78 = stablehlo.slice %76 [0:1, 0:2, 0:78, 1:2] : (tensor<1x2x78x2xf32>) -> tensor<1x2x78x1xf32>
    %79 = stablehlo.reshape %arg29 : (tensor<1x2x1x1xf32>) -> tensor<1x2x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3] : (tensor<1x2x1xf32>) -> tensor<1x2x78x1xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<1x2x78x1xf32>
    %82 = stablehlo.subtract %81, %cst_9 : tensor<1x2x78x1xf32>
    %83 = stablehlo.multiply %77, %82 : tensor<1x2x78x1xf32>
    %84 = stablehlo.add %83, %cst_8 : tensor<1x2x78x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x2x78x1xf32>) -> tensor<2x78xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x78xf32>) -> tensor<2x78x78xf32>
    %87 = stablehlo.broadcast_in_dim %c_26, dims = [1] : (tensor<78xi64>) -> tensor<78x78xi64>
    %88 = stablehlo.broadcast_in_dim %c_26, dims = [0] : (tensor<78xi64>) -> tensor<78x78xi64>
    %89 = stablehlo.subtract %87, %88 : tensor<78x78xi64>
    %90 = stablehlo.compare  GT, %89, %c_7 : (tensor<78x78xi64>, tensor<78x78xi64>) -> tensor<78x78xi1>
    %91 = stablehlo.convert %90 : (tensor<78x78xi1>) -> tensor<78x78xi64>
    %92 = stablehlo.multiply %91, %c_6 : tensor<78x78xi64>
    %93 = stablehlo.abs %89 : tensor<78x78xi64>
    %94 = stablehlo.compare  LT, %93, %c_5 : (tensor<78x78xi64>, tensor<78x78xi64>) -> tensor<78x78xi1>
    %95 = stablehlo.convert %93 : (tensor<78x78xi64>) -> tensor<78x78xf32>
    %96 = stablehlo.divide %95, %cst_4 : tensor<78x78xf32>
    %97 = stablehlo.log %96 : tensor<78x78xf32>
    %98 = stablehlo.divide %97, %cst_3 : tensor<78x78xf32>
    %99 = stablehlo.multiply %98, %cst_4 : tensor<78x78xf32>
    %100 = stablehlo.add %99, %cst_4 : tensor<78x78xf32>
    %101 = stablehlo.convert %100 : (tensor<78x78xf32>) -> tensor<78x78xi64>
    %102 = stablehlo.minimum %101, %c : tensor<78x78xi64>
    %103 = stablehlo.select %94, %93, %102 : tensor<78x78xi1>, tensor<78x78xi64>
    %104 = stablehlo.add %92, %103 : tensor<78x78xi64>
    %105 = stablehlo.reshape %104 : (tensor<78x78xi64>) -> tensor<6084xi64>
    %106 = stablehlo.convert %105 : (tensor<6084xi64>) -> tensor<6084xui32>
    %107 = "stablehlo.gather"(%arg28, %106) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<16x2xf32>, tensor<6084xui32>) -> tensor<6084x2xf32>
    %108 = stablehlo.reshape %107 : (tensor<6084x2xf32>) -> tensor<78x78x2xf32>
    %109 = stablehlo.transpose %108, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,78,78]{0,2,1}"} : (tensor<78x78x2xf32>) -> tensor<2x78x78xf32>
    %110 = stablehlo.multiply %86, %109 : tensor<2x78x78xf32>
    %111 = stablehlo.reshape %62 : (tensor<1x78x32xf32>) -> tensor<78x32xf32>
    %112 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<78x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<78x32xf32>) -> tensor<78x2x16xf32>
    %117 = stablehlo.transpose %116, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,78,16]{2,0,1}"} : (tensor<78x2x16xf32>) -> tensor<2x78x16xf32>
    %118 = stablehlo.multiply %117, %cst_2 : tensor<2x78x16xf32>
    %119 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.dot_general %111, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %122 = stablehlo.add %120, %121 : tensor<78x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<78x32xf32>) -> tensor<78x2x16xf32>
    %124 = stablehlo.transpose %123, dims = [1, 2, 0] : (tensor<78x2x16xf32>) -> tensor<2x16x78xf32>
    %125 = stablehlo.dot_general %118, %124, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x78x16xf32>, tensor<2x16x78xf32>) -> tensor<2x78x78xf32>
    %126 = stablehlo.add %110, %125 : tensor<2x78x78xf32>
    %127 = stablehlo.reduce(%126 init: %cst_25) applies stablehlo.maximum across dimensions = [2] : (tensor<2x78x78xf32>, tensor<f32>) -> tensor<2x78xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<2x78xf32>) -> tensor<2x78x78xf32>
    %129 = stablehlo.subtract %126, %128 : tensor<2x78x78xf32>
    %130 = stablehlo.exponential %129 : tensor<2x78x78xf32>
    %131 = stablehlo.reduce(%130 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x78x78xf32>, tensor<f32>) -> tensor<2x78xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x78xf32>) -> tensor<2x78x78xf32>
    %133 = stablehlo.divide %130, %132 : tensor<2x78x78xf32>
    %134 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.dot_general %111, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %136 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %137 = stablehlo.add %135, %136 : tensor<78x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<78x32xf32>) -> tensor<78x2x16xf32>
    %139 = stablehlo.transpose %138, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,78,16]{2,0,1}"} : (tensor<78x2x16xf32>) -> tensor<2x78x16xf32>
    %140 = stablehlo.dot_general %133, %139, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x78x78xf32>, tensor<2x78x16xf32>) -> tensor<2x78x16xf32>
    %141 = stablehlo.transpose %140, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[78,2,16]{2,0,1}"} : (tensor<2x78x16xf32>) -> tensor<78x2x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<78x2x16xf32>) -> tensor<78x32xf32>
    %143 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x32xf32>) -> tensor<78x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %146 = stablehlo.add %144, %145 : tensor<78x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %148 = stablehlo.add %62, %147 : tensor<1x78x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%148, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %149 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %151 = stablehlo.multiply %output_34, %150 : tensor<1x78x32xf32>
    %152 = stablehlo.add %149, %151 : tensor<1x78x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x78x32xf32>) -> tensor<78x32xf32>
    %154 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x32xf32>, tensor<32x64xf32>) -> tensor<78x64xf32>
    %156 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<78x64xf32>
    %157 = stablehlo.add %155, %156 : tensor<78x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<78x64xf32>) -> tensor<1x78x64xf32>
    %159 = stablehlo.multiply %158, %cst_1 : tensor<1x78x64xf32>
    %160 = stablehlo.multiply %158, %cst_0 : tensor<1x78x64xf32>
    %161 = stablehlo.custom_call @mhlo.erf(%160) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<1x78x64xf32>) -> tensor<1x78x64xf32>
    %162 = stablehlo.add %161, %cst : tensor<1x78x64xf32>
    %163 = stablehlo.multiply %159, %162 : tensor<1x78x64xf32>
    %164 = stablehlo.reshape %163 : (tensor<1x78x64xf32>) -> tensor<78x64xf32>
    %165 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %166 = stablehlo.dot_general %164, %165, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<78x64xf32>, tensor<64x32xf32>) -> tensor<78x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<78x32xf32>
    %168 = stablehlo.add %166, %167 : tensor<78x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<78x32xf32>) -> tensor<1x78x32xf32>
    %170 = stablehlo.add %152, %169 : tensor<1x78x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%170, %cst_16, %cst_15) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>) -> (tensor<1x78x32xf32>, tensor<78xf32>, tensor<78xf32>)
    %171 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x78x32xf32>
    %173 = stablehlo.multiply %output_37, %172 : tensor<1x78x32xf32>
    %174 = stablehlo.add %171, %173 : tensor<1x78x32xf32>
    return %174 : tensor<1x78x32xf32>
  }
}
