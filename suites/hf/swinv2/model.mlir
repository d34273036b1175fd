module @IrToHlo.817 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16x3x4x4xf32>, %arg28: tensor<2x3x32x32xf32>, %arg29: tensor<16xf32>, %arg30: tensor<4x4xi64>, %arg31: tensor<2x512xf32>, %arg32: tensor<512xf32>, %arg33: tensor<512x2xf32>, %arg34: tensor<1x3x3x2xf32>, %arg35: tensor<2x1x1xf32>, %arg36: tensor<16x16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16x16xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<32xf32>, %arg42: tensor<4x4xi64>, %arg43: tensor<2x512xf32>, %arg44: tensor<512xf32>, %arg45: tensor<512x2xf32>, %arg46: tensor<1x3x3x2xf32>, %arg47: tensor<2x1x1xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.707106769> : tensor<2x16x128xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x16x128xf32>
    %cst_3 = stablehlo.constant dense<3.40282347E+38> : tensor<8x2x4x1xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<8x2x4x1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<8x2x4x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999996E-13> : tensor<8x2x4x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x64xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<2x64x64xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x64x64xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<2x4x4xf32>
    %c = stablehlo.constant dense<9> : tensor<16xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<16xi64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<1x3x3x512xf32>
    %cst_15 = stablehlo.constant dense<4.60517025> : tensor<2x1x1xf32>
    %cst_16 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x1xf32>
    %cst_17 = stablehlo.constant dense<3.40282347E+38> : tensor<32x2x4x1xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<32x2x4x1xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<32x2x4x8xf32>
    %cst_20 = stablehlo.constant dense<9.99999996E-13> : tensor<32x2x4x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg28, %arg27) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<16x3x4x4xf32>) -> tensor<2x16x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<16xf32>) -> tensor<2x16x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x16x8x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x16x8x8xf32>) -> tensor<2x16x64xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,16]{1,2,0}"} : (tensor<2x16x64xf32>) -> tensor<2x64x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x64x16xf32>) -> tensor<1x128x16xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%5, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %6 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %7 = stablehlo.reshape %output : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x64x16xf32>
    %10 = stablehlo.add %6, %9 : tensor<2x64x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x64x16xf32>) -> tensor<2x4x2x4x2x16xf32>
    %12 = stablehlo.transpose %11, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,4,2,2,16]{5,4,2,3,1,0}"} : (tensor<2x4x2x4x2x16xf32>) -> tensor<2x4x4x2x2x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x4x4x2x2x16xf32>) -> tensor<128x16xf32>
    %14 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg37, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<128x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<128x16xf32>) -> tensor<32x4x2x8xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : (tensor<32x4x2x8xf32>) -> tensor<32x2x4x8xf32>
    %20 = stablehlo.abs %19 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : tensor<32x2x4x8xf32>
    %21 = stablehlo.power %20, %cst_19 : tensor<32x2x4x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<32x2x4x8xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<32x2x4xf32>) -> tensor<32x2x4x1xf32>
    %24 = stablehlo.power %23, %cst_18 : tensor<32x2x4x1xf32>
    %25 = stablehlo.clamp %cst_20, %24, %cst_17 : tensor<32x2x4x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<32x2x4x1xf32>) -> tensor<32x2x4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<32x2x4xf32>) -> tensor<32x2x4x8xf32>
    %28 = stablehlo.divide %19, %27 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : tensor<32x2x4x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<32x2x4x8xf32>) -> tensor<64x4x8xf32>
    %30 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %31 = stablehlo.dot_general %13, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<128x16xf32>) -> tensor<32x4x2x8xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : (tensor<32x4x2x8xf32>) -> tensor<32x2x4x8xf32>
    %34 = stablehlo.abs %33 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : tensor<32x2x4x8xf32>
    %35 = stablehlo.power %34, %cst_19 : tensor<32x2x4x8xf32>
    %36 = stablehlo.reduce(%35 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<32x2x4x8xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %37 = stablehlo.reshape %36 : (tensor<32x2x4xf32>) -> tensor<32x2x4x1xf32>
    %38 = stablehlo.power %37, %cst_18 : tensor<32x2x4x1xf32>
    %39 = stablehlo.clamp %cst_20, %38, %cst_17 : tensor<32x2x4x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<32x2x4x1xf32>) -> tensor<32x2x4xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<32x2x4xf32>) -> tensor<32x2x4x8xf32>
    %42 = stablehlo.divide %33, %41 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : tensor<32x2x4x8xf32>
    %43 = stablehlo.transpose %42, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,8,4]{2,1,3,0}"} : (tensor<32x2x4x8xf32>) -> tensor<32x2x8x4xf32>
    %44 = stablehlo.reshape %43 : (tensor<32x2x8x4xf32>) -> tensor<64x8x4xf32>
    %45 = stablehlo.dot_general %29, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x4x8xf32>, tensor<64x8x4xf32>) -> tensor<64x4x4xf32>
    %46 = stablehlo.reshape %45 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %47 = stablehlo.clamp %cst_16, %arg35, %cst_15 : tensor<2x1x1xf32>
    %48 = stablehlo.exponential %47 : tensor<2x1x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<2x1x1xf32>) -> tensor<32x2x1x1xf32>
    %50 = stablehlo.reshape %49 : (tensor<32x2x1x1xf32>) -> tensor<32x2xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<32x2xf32>) -> tensor<32x2x4x4xf32>
    %52 = stablehlo.multiply %46, %51 : tensor<32x2x4x4xf32>
    %53 = stablehlo.reshape %arg34 : (tensor<1x3x3x2xf32>) -> tensor<9x2xf32>
    %54 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %55 = stablehlo.dot_general %53, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<9x2xf32>, tensor<2x512xf32>) -> tensor<9x512xf32>
    %56 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<512xf32>) -> tensor<9x512xf32>
    %57 = stablehlo.add %55, %56 : tensor<9x512xf32>
    %58 = stablehlo.reshape %57 : (tensor<9x512xf32>) -> tensor<1x3x3x512xf32>
    %59 = stablehlo.maximum %58, %cst_14 : tensor<1x3x3x512xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x3x3x512xf32>) -> tensor<9x512xf32>
    %61 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,2]{0,1}"} : (tensor<2x512xf32>) -> tensor<512x2xf32>
    %62 = stablehlo.dot_general %60, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<9x512xf32>, tensor<512x2xf32>) -> tensor<9x2xf32>
    %63 = stablehlo.reshape %arg30 : (tensor<4x4xi64>) -> tensor<16xi64>
    %64 = stablehlo.compare  LT, %63, %c_13 : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
    %65 = stablehlo.add %63, %c : tensor<16xi64>
    %66 = stablehlo.select %64, %65, %63 : tensor<16xi1>, tensor<16xi64>
    %67 = stablehlo.reshape %66 : (tensor<16xi64>) -> tensor<16x1xi64>
    %68 = "stablehlo.gather"(%62, %67) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<9x2xf32>, tensor<16x1xi64>) -> tensor<16x2xf32>
    %69 = stablehlo.reshape %68 : (tensor<16x2xf32>) -> tensor<4x4x2xf32>
    %70 = stablehlo.transpose %69, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,4]{0,2,1}"} : (tensor<4x4x2xf32>) -> tensor<2x4x4xf32>
    %71 = stablehlo.logistic %70 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,4]{0,2,1}"} : tensor<2x4x4xf32>
    %72 = stablehlo.multiply %71, %cst_12 : tensor<2x4x4xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [1, 2, 3] : (tensor<2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %74 = stablehlo.add %52, %73 : tensor<32x2x4x4xf32>
    %75 = stablehlo.reduce(%74 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<32x2x4xf32>) -> tensor<32x2x4x4xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<32x2x4x4xf32>
    %78 = stablehlo.exponential %77 : tensor<32x2x4x4xf32>
    %79 = stablehlo.reduce(%78 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<32x2x4xf32>) -> tensor<32x2x4x4xf32>
    %81 = stablehlo.divide %78, %80 : tensor<32x2x4x4xf32>
    %82 = stablehlo.reshape %81 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %83 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %84 = stablehlo.dot_general %13, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %85 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %86 = stablehlo.add %84, %85 : tensor<128x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<128x16xf32>) -> tensor<32x4x2x8xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,2,4,8]{3,1,2,0}"} : (tensor<32x4x2x8xf32>) -> tensor<32x2x4x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<32x2x4x8xf32>) -> tensor<64x4x8xf32>
    %90 = stablehlo.dot_general %82, %89, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x4x4xf32>, tensor<64x4x8xf32>) -> tensor<64x4x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<64x4x8xf32>) -> tensor<32x2x4x8xf32>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[32,4,2,8]{3,1,2,0}"} : (tensor<32x2x4x8xf32>) -> tensor<32x4x2x8xf32>
    %93 = stablehlo.reshape %92 : (tensor<32x4x2x8xf32>) -> tensor<128x16xf32>
    %94 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x16xf32>) -> tensor<128x16xf32>
    %96 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %97 = stablehlo.add %95, %96 : tensor<128x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<128x16xf32>) -> tensor<2x4x4x2x2x16xf32>
    %99 = stablehlo.transpose %98, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,4,2,4,2,16]{5,4,2,3,1,0}"} : (tensor<2x4x4x2x2x16xf32>) -> tensor<2x4x2x4x2x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x2x4x2x16xf32>) -> tensor<1x128x16xf32>
    %output_25, %batch_mean_26, %batch_var_27 = "stablehlo.batch_norm_training"(%100, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %101 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %102 = stablehlo.reshape %output_25 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %103 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x64x16xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x64x16xf32>
    %106 = stablehlo.add %10, %105 : tensor<2x64x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x64x16xf32>) -> tensor<128x16xf32>
    %108 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,64]{0,1}"} : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x64xf32>) -> tensor<128x64xf32>
    %110 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %111 = stablehlo.add %109, %110 : tensor<128x64xf32>
    %112 = stablehlo.reshape %111 : (tensor<128x64xf32>) -> tensor<2x64x64xf32>
    %113 = stablehlo.multiply %112, %cst_11 : tensor<2x64x64xf32>
    %114 = stablehlo.multiply %112, %cst_10 : tensor<2x64x64xf32>
    %115 = stablehlo.custom_call @mhlo.erf(%114) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    %116 = stablehlo.add %115, %cst_9 : tensor<2x64x64xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<2x64x64xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x64x64xf32>) -> tensor<128x64xf32>
    %119 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x16xf32>) -> tensor<128x16xf32>
    %121 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<16xf32>) -> tensor<128x16xf32>
    %122 = stablehlo.add %120, %121 : tensor<128x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<128x16xf32>) -> tensor<1x128x16xf32>
    %output_28, %batch_mean_29, %batch_var_30 = "stablehlo.batch_norm_training"(%123, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x16xf32>, tensor<128xf32>, tensor<128xf32>)
    %124 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %125 = stablehlo.reshape %output_28 : (tensor<1x128x16xf32>) -> tensor<2x64x16xf32>
    %126 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<2x64x16xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<2x64x16xf32>
    %128 = stablehlo.add %124, %127 : tensor<2x64x16xf32>
    %129 = stablehlo.add %106, %128 : tensor<2x64x16xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
    %131 = stablehlo.slice %130 [0:2, 0:8:2, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x4x8x16xf32>
    %132 = stablehlo.slice %131 [0:2, 0:4, 0:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %133 = stablehlo.slice %130 [0:2, 1:8:2, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x4x8x16xf32>
    %134 = stablehlo.slice %133 [0:2, 0:4, 0:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %135 = stablehlo.slice %131 [0:2, 0:4, 1:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %136 = stablehlo.slice %133 [0:2, 0:4, 1:8:2, 0:16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x4x16xf32>
    %137 = stablehlo.concatenate %132, %134, %135, %136, dim = 3 : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x4x4x64xf32>) -> tensor<32x64xf32>
    %139 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%141, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %142 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %143 = stablehlo.reshape %output_31 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %144 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<2x16x32xf32>
    %146 = stablehlo.add %142, %145 : tensor<2x16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x16x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %148 = stablehlo.transpose %147, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,2,2,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x2x2x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x2x2x2x2x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %151 = stablehlo.dot_general %149, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %152 = stablehlo.broadcast_in_dim %arg49, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %153 = stablehlo.add %151, %152 : tensor<32x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<32x32xf32>) -> tensor<8x4x2x16xf32>
    %155 = stablehlo.transpose %154, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : (tensor<8x4x2x16xf32>) -> tensor<8x2x4x16xf32>
    %156 = stablehlo.abs %155 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : tensor<8x2x4x16xf32>
    %157 = stablehlo.power %156, %cst_5 : tensor<8x2x4x16xf32>
    %158 = stablehlo.reduce(%157 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x2x4x16xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %159 = stablehlo.reshape %158 : (tensor<8x2x4xf32>) -> tensor<8x2x4x1xf32>
    %160 = stablehlo.power %159, %cst_4 : tensor<8x2x4x1xf32>
    %161 = stablehlo.clamp %cst_6, %160, %cst_3 : tensor<8x2x4x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<8x2x4x1xf32>) -> tensor<8x2x4xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x16xf32>
    %164 = stablehlo.divide %155, %163 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : tensor<8x2x4x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x2x4x16xf32>) -> tensor<16x4x16xf32>
    %166 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %167 = stablehlo.dot_general %149, %166, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x32xf32>) -> tensor<8x4x2x16xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : (tensor<8x4x2x16xf32>) -> tensor<8x2x4x16xf32>
    %170 = stablehlo.abs %169 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : tensor<8x2x4x16xf32>
    %171 = stablehlo.power %170, %cst_5 : tensor<8x2x4x16xf32>
    %172 = stablehlo.reduce(%171 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x2x4x16xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x2x4xf32>) -> tensor<8x2x4x1xf32>
    %174 = stablehlo.power %173, %cst_4 : tensor<8x2x4x1xf32>
    %175 = stablehlo.clamp %cst_6, %174, %cst_3 : tensor<8x2x4x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<8x2x4x1xf32>) -> tensor<8x2x4xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x16xf32>
    %178 = stablehlo.divide %169, %177 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : tensor<8x2x4x16xf32>
    %179 = stablehlo.transpose %178, dims = [0, 1, 3, 2] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,16,4]{2,1,3,0}"} : (tensor<8x2x4x16xf32>) -> tensor<8x2x16x4xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x2x16x4xf32>) -> tensor<16x16x4xf32>
    %181 = stablehlo.dot_general %165, %180, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x16xf32>, tensor<16x16x4xf32>) -> tensor<16x4x4xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x4x4xf32>) -> tensor<8x2x4x4xf32>
    %183 = stablehlo.clamp %cst_16, %arg47, %cst_15 : tensor<2x1x1xf32>
    %184 = stablehlo.exponential %183 : tensor<2x1x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [1, 2, 3] : (tensor<2x1x1xf32>) -> tensor<8x2x1x1xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x2x1x1xf32>) -> tensor<8x2xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x4x4xf32>
    %188 = stablehlo.multiply %182, %187 : tensor<8x2x4x4xf32>
    %189 = stablehlo.reshape %arg46 : (tensor<1x3x3x2xf32>) -> tensor<9x2xf32>
    %190 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,512]{0,1}"} : (tensor<512x2xf32>) -> tensor<2x512xf32>
    %191 = stablehlo.dot_general %189, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<9x2xf32>, tensor<2x512xf32>) -> tensor<9x512xf32>
    %192 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<512xf32>) -> tensor<9x512xf32>
    %193 = stablehlo.add %191, %192 : tensor<9x512xf32>
    %194 = stablehlo.reshape %193 : (tensor<9x512xf32>) -> tensor<1x3x3x512xf32>
    %195 = stablehlo.maximum %194, %cst_14 : tensor<1x3x3x512xf32>
    %196 = stablehlo.reshape %195 : (tensor<1x3x3x512xf32>) -> tensor<9x512xf32>
    %197 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,2]{0,1}"} : (tensor<2x512xf32>) -> tensor<512x2xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<9x512xf32>, tensor<512x2xf32>) -> tensor<9x2xf32>
    %199 = stablehlo.reshape %arg42 : (tensor<4x4xi64>) -> tensor<16xi64>
    %200 = stablehlo.compare  LT, %199, %c_13 : (tensor<16xi64>, tensor<16xi64>) -> tensor<16xi1>
    %201 = stablehlo.add %199, %c : tensor<16xi64>
    %202 = stablehlo.select %200, %201, %199 : tensor<16xi1>, tensor<16xi64>
    %203 = stablehlo.reshape %202 : (tensor<16xi64>) -> tensor<16x1xi64>
    %204 = "stablehlo.gather"(%198, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<9x2xf32>, tensor<16x1xi64>) -> tensor<16x2xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x2xf32>) -> tensor<4x4x2xf32>
    %206 = stablehlo.transpose %205, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,4]{0,2,1}"} : (tensor<4x4x2xf32>) -> tensor<2x4x4xf32>
    %207 = stablehlo.logistic %206 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,4,4]{0,2,1}"} : tensor<2x4x4xf32>
    %208 = stablehlo.multiply %207, %cst_12 : tensor<2x4x4xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1, 2, 3] : (tensor<2x4x4xf32>) -> tensor<8x2x4x4xf32>
    %210 = stablehlo.add %188, %209 : tensor<8x2x4x4xf32>
    %211 = stablehlo.reduce(%210 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %213 = stablehlo.subtract %210, %212 : tensor<8x2x4x4xf32>
    %214 = stablehlo.exponential %213 : tensor<8x2x4x4xf32>
    %215 = stablehlo.reduce(%214 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x2x4x4xf32>, tensor<f32>) -> tensor<8x2x4xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<8x2x4xf32>) -> tensor<8x2x4x4xf32>
    %217 = stablehlo.divide %214, %216 : tensor<8x2x4x4xf32>
    %218 = stablehlo.reshape %217 : (tensor<8x2x4x4xf32>) -> tensor<16x4x4xf32>
    %219 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %220 = stablehlo.dot_general %149, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %221 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %222 = stablehlo.add %220, %221 : tensor<32x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<32x32xf32>) -> tensor<8x4x2x16xf32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,4,16]{3,1,2,0}"} : (tensor<8x4x2x16xf32>) -> tensor<8x2x4x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<8x2x4x16xf32>) -> tensor<16x4x16xf32>
    %226 = stablehlo.dot_general %218, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x4x4xf32>, tensor<16x4x16xf32>) -> tensor<16x4x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<16x4x16xf32>) -> tensor<8x2x4x16xf32>
    %228 = stablehlo.transpose %227, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,4,2,16]{3,1,2,0}"} : (tensor<8x2x4x16xf32>) -> tensor<8x4x2x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x4x2x16xf32>) -> tensor<32x32xf32>
    %230 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %232 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %233 = stablehlo.add %231, %232 : tensor<32x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<32x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %235 = stablehlo.transpose %234, dims = [0, 1, 3, 2, 4, 5] {result_layout = dense<[5, 4, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,2,2,2,32]{5,4,2,3,1,0}"} : (tensor<2x2x2x2x2x32xf32>) -> tensor<2x2x2x2x2x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x2x2x2x2x32xf32>) -> tensor<1x32x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%236, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %237 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %238 = stablehlo.reshape %output_34 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %239 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<2x16x32xf32>
    %241 = stablehlo.add %237, %240 : tensor<2x16x32xf32>
    %242 = stablehlo.add %146, %241 : tensor<2x16x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %244 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %245 = stablehlo.dot_general %243, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %246 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<128xf32>) -> tensor<32x128xf32>
    %247 = stablehlo.add %245, %246 : tensor<32x128xf32>
    %248 = stablehlo.reshape %247 : (tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %249 = stablehlo.multiply %248, %cst_2 : tensor<2x16x128xf32>
    %250 = stablehlo.multiply %248, %cst_1 : tensor<2x16x128xf32>
    %251 = stablehlo.custom_call @mhlo.erf(%250) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %252 = stablehlo.add %251, %cst_0 : tensor<2x16x128xf32>
    %253 = stablehlo.multiply %249, %252 : tensor<2x16x128xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %255 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %256 = stablehlo.dot_general %254, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %257 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %258 = stablehlo.add %256, %257 : tensor<32x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%259, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %260 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %261 = stablehlo.reshape %output_37 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %262 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<2x16x32xf32>
    %264 = stablehlo.add %260, %263 : tensor<2x16x32xf32>
    %265 = stablehlo.add %242, %264 : tensor<2x16x32xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x16x32xf32>) -> tensor<1x32x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%266, %cst_8, %cst_7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<1x32x32xf32>, tensor<32xf32>, tensor<32xf32>)
    %267 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %268 = stablehlo.reshape %output_40 : (tensor<1x32x32xf32>) -> tensor<2x16x32xf32>
    %269 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x16x32xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<2x16x32xf32>
    %271 = stablehlo.add %267, %270 : tensor<2x16x32xf32>
    %272 = stablehlo.transpose %271, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,16]{1,2,0}"} : (tensor<2x16x32xf32>) -> tensor<2x32x16xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x32x16xf32>) -> tensor<2x32x1x16xf32>
    %274 = stablehlo.reduce(%273 init: %cst_24) applies stablehlo.add across dimensions = [3, 2] : (tensor<2x32x1x16xf32>, tensor<f32>) -> tensor<2x32xf32>
    %275 = stablehlo.multiply %274, %cst : tensor<2x32xf32>
    %276 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10]{0,1}"} : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %277 = stablehlo.dot_general %275, %276, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %278 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %279 = stablehlo.add %277, %278 : tensor<2x10xf32>
    return %279 : tensor<2x10xf32>
  }
}
