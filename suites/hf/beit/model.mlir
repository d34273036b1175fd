module @IrToHlo.580 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x3x8x8xf32>, %arg5: tensor<2x3x32x32xf32>, %arg6: tensor<1x1x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<i64>, %arg14: tensor<i64>, %arg15: tensor<i64>, %arg16: tensor<52x2xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x17x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x17x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x17x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x17x17xf32>
    %c = stablehlo.constant dense<52> : tensor<289xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<289xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<16x17xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<17x17xi64>
    %c_9 = stablehlo.constant dense<7> : tensor<16x16xi64>
    %c_10 = stablehlo.constant dense<3> : tensor<16x16xi64>
    %c_11 = stablehlo.constant dense<[false, true]> : tensor<2xi1>
    %c_12 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %c_13 = stablehlo.constant dense<[[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]> : tensor<16x17xi1>
    %c_14 = stablehlo.constant dense<[[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]> : tensor<17x17xi1>
    %c_15 = stablehlo.constant dense<[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : tensor<17xi1>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x17xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x17x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<34xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<34xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_21 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg6 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg5, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32x4x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %7 = stablehlo.concatenate %1, %6, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %9 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %11 = stablehlo.reshape %output : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x17x32xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x17x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %16 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<34x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %22 = stablehlo.multiply %21, %cst_17 : tensor<2x2x17x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %24 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %15, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %28 = stablehlo.multiply %27, %cst_16 : tensor<2x2x16x17xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x2x16x17xf32>) -> tensor<4x16x17xf32>
    %30 = stablehlo.dot_general %23, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x16xf32>, tensor<4x16x17xf32>) -> tensor<4x17x17xf32>
    %31 = stablehlo.reshape %30 : (tensor<4x17x17xf32>) -> tensor<2x2x17x17xf32>
    %32 = stablehlo.slice %arg16 [0:49, 0:2] : (tensor<52x2xf32>) -> tensor<49x2xf32>
    %33 = stablehlo.slice %arg16 [49:52, 0:2] : (tensor<52x2xf32>) -> tensor<3x2xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 0 : (tensor<49x2xf32>, tensor<3x2xf32>) -> tensor<52x2xf32>
    %35 = stablehlo.broadcast_in_dim %c_15, dims = [0] : (tensor<17xi1>) -> tensor<17x17xi1>
    %36 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<i64>) -> tensor<17xi64>
    %37 = stablehlo.broadcast_in_dim %c_15, dims = [1] : (tensor<17xi1>) -> tensor<17x17xi1>
    %38 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<i64>) -> tensor<17x17xi64>
    %39 = stablehlo.broadcast_in_dim %arg13, dims = [] : (tensor<i64>) -> tensor<17x17xi64>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [2] : (tensor<2xi1>) -> tensor<16x16x2xi1>
    %41 = stablehlo.broadcast_in_dim %c_11, dims = [2] : (tensor<2xi1>) -> tensor<16x16x2xi1>
    %42 = stablehlo.broadcast_in_dim %c_21, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %43 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %44 = stablehlo.concatenate %42, %43, dim = 0 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<8x4xi64>
    %45 = stablehlo.reshape %44 : (tensor<8x4xi64>) -> tensor<2x16xi64>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2x16xi64>) -> tensor<2x16x16xi64>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 2] : (tensor<2x16xi64>) -> tensor<2x16x16xi64>
    %48 = stablehlo.subtract %46, %47 : tensor<2x16x16xi64>
    %49 = stablehlo.transpose %48, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "s64[16,16,2]{1,0,2}"} : (tensor<2x16x16xi64>) -> tensor<16x16x2xi64>
    %50 = stablehlo.slice %49 [0:16, 0:16, 0:1] : (tensor<16x16x2xi64>) -> tensor<16x16x1xi64>
    %51 = stablehlo.reshape %50 : (tensor<16x16x1xi64>) -> tensor<16x16xi64>
    %52 = stablehlo.add %51, %c_10 : tensor<16x16xi64>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16x2xi64>
    %54 = stablehlo.select %40, %53, %49 : tensor<16x16x2xi1>, tensor<16x16x2xi64>
    %55 = stablehlo.slice %54 [0:16, 0:16, 0:1] : (tensor<16x16x2xi64>) -> tensor<16x16x1xi64>
    %56 = stablehlo.reshape %55 : (tensor<16x16x1xi64>) -> tensor<16x16xi64>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16x2xi64>
    %58 = stablehlo.select %40, %57, %54 : tensor<16x16x2xi1>, tensor<16x16x2xi64>
    %59 = stablehlo.slice %58 [0:16, 0:16, 1:2] : (tensor<16x16x2xi64>) -> tensor<16x16x1xi64>
    %60 = stablehlo.reshape %59 : (tensor<16x16x1xi64>) -> tensor<16x16xi64>
    %61 = stablehlo.add %60, %c_10 : tensor<16x16xi64>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16x2xi64>
    %63 = stablehlo.select %41, %62, %58 : tensor<16x16x2xi1>, tensor<16x16x2xi64>
    %64 = stablehlo.slice %63 [0:16, 0:16, 1:2] : (tensor<16x16x2xi64>) -> tensor<16x16x1xi64>
    %65 = stablehlo.reshape %64 : (tensor<16x16x1xi64>) -> tensor<16x16xi64>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16x2xi64>
    %67 = stablehlo.select %41, %66, %63 : tensor<16x16x2xi1>, tensor<16x16x2xi64>
    %68 = stablehlo.slice %67 [0:16, 0:16, 0:1] : (tensor<16x16x2xi64>) -> tensor<16x16x1xi64>
    %69 = stablehlo.reshape %68 : (tensor<16x16x1xi64>) -> tensor<16x16xi64>
    %70 = stablehlo.multiply %69, %c_9 : tensor<16x16xi64>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16x2xi64>
    %72 = stablehlo.select %40, %71, %67 : tensor<16x16x2xi1>, tensor<16x16x2xi64>
    %73 = stablehlo.slice %72 [0:16, 0:16, 0:1] : (tensor<16x16x2xi64>) -> tensor<16x16x1xi64>
    %74 = stablehlo.reshape %73 : (tensor<16x16x1xi64>) -> tensor<16x16xi64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<16x16xi64>) -> tensor<16x16x2xi64>
    %76 = stablehlo.select %40, %75, %72 : tensor<16x16x2xi1>, tensor<16x16x2xi64>
    %77 = stablehlo.reduce(%76 init: %c_22) applies stablehlo.add across dimensions = [2] : (tensor<16x16x2xi64>, tensor<i64>) -> tensor<16x16xi64>
    %78 = stablehlo.pad %77, %c_22, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<16x16xi64>, tensor<i64>) -> tensor<16x17xi64>
    %79 = stablehlo.select %c_13, %78, %c_7 : tensor<16x17xi1>, tensor<16x17xi64>
    %80 = stablehlo.pad %79, %c_22, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<16x17xi64>, tensor<i64>) -> tensor<17x17xi64>
    %81 = stablehlo.select %c_14, %80, %c_8 : tensor<17x17xi1>, tensor<17x17xi64>
    %82 = stablehlo.select %35, %39, %81 : tensor<17x17xi1>, tensor<17x17xi64>
    %83 = stablehlo.select %37, %38, %82 : tensor<17x17xi1>, tensor<17x17xi64>
    %84 = stablehlo.slice %83 [0:1, 0:17] : (tensor<17x17xi64>) -> tensor<1x17xi64>
    %85 = stablehlo.reshape %84 : (tensor<1x17xi64>) -> tensor<17xi64>
    %86 = stablehlo.select %c_15, %36, %85 : tensor<17xi1>, tensor<17xi64>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<17xi64>) -> tensor<17x17xi64>
    %88 = stablehlo.select %35, %87, %83 : tensor<17x17xi1>, tensor<17x17xi64>
    %89 = stablehlo.reshape %88 : (tensor<17x17xi64>) -> tensor<289xi64>
    %90 = stablehlo.compare  LT, %89, %c_6 : (tensor<289xi64>, tensor<289xi64>) -> tensor<289xi1>
    %91 = stablehlo.add %89, %c : tensor<289xi64>
    %92 = stablehlo.select %90, %91, %89 : tensor<289xi1>, tensor<289xi64>
    %93 = stablehlo.reshape %92 : (tensor<289xi64>) -> tensor<289x1xi64>
    %94 = "stablehlo.gather"(%34, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<52x2xf32>, tensor<289x1xi64>) -> tensor<289x2xf32>
    %95 = stablehlo.reshape %94 : (tensor<289x2xf32>) -> tensor<17x17x2xf32>
    %96 = stablehlo.transpose %95, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,17,17]{0,2,1}"} : (tensor<17x17x2xf32>) -> tensor<2x17x17xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1, 2, 3] : (tensor<2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %98 = stablehlo.add %97, %cst_5 : tensor<2x2x17x17xf32>
    %99 = stablehlo.add %31, %98 : tensor<2x2x17x17xf32>
    %100 = stablehlo.reduce(%99 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %102 = stablehlo.subtract %99, %101 : tensor<2x2x17x17xf32>
    %103 = stablehlo.exponential %102 : tensor<2x2x17x17xf32>
    %104 = stablehlo.reduce(%103 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %106 = stablehlo.divide %103, %105 : tensor<2x2x17x17xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x2x17x17xf32>) -> tensor<4x17x17xf32>
    %108 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %109 = stablehlo.dot_general %15, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<34x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<34x32xf32>) -> tensor<2x17x2x16xf32>
    %113 = stablehlo.transpose %112, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,17,16]{3,1,2,0}"} : (tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x2x17x16xf32>) -> tensor<4x17x16xf32>
    %115 = stablehlo.dot_general %107, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x17x17xf32>, tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<4x17x16xf32>) -> tensor<2x2x17x16xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,17,2,16]{3,1,2,0}"} : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x17x2x16xf32>) -> tensor<34x32xf32>
    %119 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x32xf32>) -> tensor<34x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %122 = stablehlo.add %120, %121 : tensor<34x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %124 = stablehlo.multiply %9, %123 : tensor<2x17x32xf32>
    %125 = stablehlo.add %124, %7 : tensor<2x17x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x17x32xf32>) -> tensor<1x34x32xf32>
    %output_24, %batch_mean_25, %batch_var_26 = "stablehlo.batch_norm_training"(%126, %cst_19, %cst_18) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>) -> (tensor<1x34x32xf32>, tensor<34xf32>, tensor<34xf32>)
    %127 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %129 = stablehlo.reshape %output_24 : (tensor<1x34x32xf32>) -> tensor<2x17x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x17x32xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x17x32xf32>
    %132 = stablehlo.add %128, %131 : tensor<2x17x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x17x32xf32>) -> tensor<34x32xf32>
    %134 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x32xf32>, tensor<32x64xf32>) -> tensor<34x64xf32>
    %136 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<64xf32>) -> tensor<34x64xf32>
    %137 = stablehlo.add %135, %136 : tensor<34x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<34x64xf32>) -> tensor<2x17x64xf32>
    %139 = stablehlo.multiply %138, %cst_4 : tensor<2x17x64xf32>
    %140 = stablehlo.multiply %138, %cst_3 : tensor<2x17x64xf32>
    %141 = stablehlo.custom_call @mhlo.erf(%140) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x17x64xf32>) -> tensor<2x17x64xf32>
    %142 = stablehlo.add %141, %cst_2 : tensor<2x17x64xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<2x17x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x17x64xf32>) -> tensor<34x64xf32>
    %145 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x64xf32>, tensor<64x32xf32>) -> tensor<34x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<34x32xf32>
    %148 = stablehlo.add %146, %147 : tensor<34x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<34x32xf32>) -> tensor<2x17x32xf32>
    %150 = stablehlo.multiply %127, %149 : tensor<2x17x32xf32>
    %151 = stablehlo.add %150, %125 : tensor<2x17x32xf32>
    %152 = stablehlo.slice %151 [0:2, 1:17, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %153 = stablehlo.reduce(%152 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %154 = stablehlo.multiply %153, %cst_1 : tensor<2x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x32xf32>) -> tensor<1x2x32xf32>
    %output_27, %batch_mean_28, %batch_var_29 = "stablehlo.batch_norm_training"(%155, %cst_0, %cst) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %156 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %157 = stablehlo.reshape %output_27 : (tensor<1x2x32xf32>) -> tensor<2x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<2x32xf32>
    %160 = stablehlo.add %156, %159 : tensor<2x32xf32>
    %161 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %163 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %164 = stablehlo.add %162, %163 : tensor<2x10xf32>
    return %164 : tensor<2x10xf32>
  }
}
