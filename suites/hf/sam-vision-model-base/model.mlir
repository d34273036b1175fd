module @IrToHlo.1098 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256xf32>, %arg1: tensor<256x256x3x3xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x32x1x1xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<96xf32>, %arg12: tensor<96x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<96xf32>, %arg22: tensor<96x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<1x8x8x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x3x4x4xf32>, %arg27: tensor<2x3x32x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<27x8xf32>, %arg30: tensor<27x8xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<27x8xf32>, %arg34: tensor<27x8xf32>, %arg35: tensor<32xf32>, %arg36: tensor<256xf32>, %arg37: tensor<256xf32>) -> tensor<2x256x8x8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x8x64xf32>
    %c = stablehlo.constant dense<27> : tensor<14x14xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<14x14xi64>
    %cst_3 = stablehlo.constant dense<1.300000e+01> : tensor<14x14xf32>
    %cst_4 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01]> : tensor<14xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x27xf32>
    %c_6 = stablehlo.constant dense<[[1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23], [24], [25], [26], [26]]> : tensor<27x1xi64>
    %c_7 = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23], [24], [25], [26]]> : tensor<27x1xi64>
    %cst_8 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x196xf32>
    %cst_9 = stablehlo.constant dense<0.594603539> : tensor<2x4x196x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg27, %arg26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x4x4xf32>) -> tensor<2x32x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<32xf32>) -> tensor<2x32x8x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x32x8x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,32]{2,1,3,0}"} : (tensor<2x32x8x8xf32>) -> tensor<2x8x8x32xf32>
    %4 = stablehlo.reshape %arg24 : (tensor<1x8x8x32xf32>) -> tensor<8x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2, 3] : (tensor<8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%7, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %8 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %9 = stablehlo.reshape %output : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x8x8x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<2x8x8x32xf32>
    %13 = stablehlo.pad %12, %cst_13, low = [0, 0, 0, 0], high = [0, 6, 6, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x14x14x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x14x14x32xf32>) -> tensor<392x32xf32>
    %15 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<392x32xf32>, tensor<32x96xf32>) -> tensor<392x96xf32>
    %17 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<96xf32>) -> tensor<392x96xf32>
    %18 = stablehlo.add %16, %17 : tensor<392x96xf32>
    %19 = stablehlo.reshape %18 : (tensor<392x96xf32>) -> tensor<2x196x3x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,4,196,8]{4,2,0,3,1}"} : (tensor<2x196x3x4x8xf32>) -> tensor<3x2x4x196x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<3x2x4x196x8xf32>) -> tensor<3x8x196x8xf32>
    %22 = stablehlo.slice %21 [0:1, 0:8, 0:196, 0:8] : (tensor<3x8x196x8xf32>) -> tensor<1x8x196x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x196x8xf32>) -> tensor<2x4x196x8xf32>
    %24 = stablehlo.multiply %23, %cst_9 : tensor<2x4x196x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x196x8xf32>) -> tensor<8x196x8xf32>
    %26 = stablehlo.slice %21 [1:2, 0:8, 0:196, 0:8] : (tensor<3x8x196x8xf32>) -> tensor<1x8x196x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x196x8xf32>) -> tensor<2x4x196x8xf32>
    %28 = stablehlo.transpose %27, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,196]{2,3,1,0}"} : (tensor<2x4x196x8xf32>) -> tensor<2x4x8x196xf32>
    %29 = stablehlo.multiply %28, %cst_8 : tensor<2x4x8x196xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x8x196xf32>) -> tensor<8x8x196xf32>
    %31 = stablehlo.dot_general %25, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x196x8xf32>, tensor<8x8x196xf32>) -> tensor<8x196x196xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x196x196xf32>) -> tensor<2x4x196x196xf32>
    %33 = stablehlo.reshape %22 : (tensor<1x8x196x8xf32>) -> tensor<8x14x14x1x8xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0, 2, 4, 3] {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, xla_shape = "f32[14,8,14,8,1]{4,3,2,0,1}"} : (tensor<8x14x14x1x8xf32>) -> tensor<14x8x14x8x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<14x8x14x8x1xf32>) -> tensor<14x112x8xf32>
    %36 = stablehlo.reshape %arg30 : (tensor<27x8xf32>) -> tensor<1x27x8xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,27]{1,2,0}"} : (tensor<1x27x8xf32>) -> tensor<1x8x27xf32>
    %38 = "stablehlo.gather"(%37, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %39 = "stablehlo.gather"(%37, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<1x8x27xf32>
    %41 = stablehlo.multiply %40, %cst_5 : tensor<1x8x27xf32>
    %42 = stablehlo.add %38, %41 : tensor<1x8x27xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x8x27xf32>) -> tensor<8x27xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[27,8]{0,1}"} : (tensor<8x27xf32>) -> tensor<27x8xf32>
    %45 = stablehlo.broadcast_in_dim %cst_4, dims = [0] : (tensor<14xf32>) -> tensor<14x14xf32>
    %46 = stablehlo.broadcast_in_dim %cst_4, dims = [1] : (tensor<14xf32>) -> tensor<14x14xf32>
    %47 = stablehlo.subtract %45, %46 : tensor<14x14xf32>
    %48 = stablehlo.add %47, %cst_3 : tensor<14x14xf32>
    %49 = stablehlo.convert %48 : (tensor<14x14xf32>) -> tensor<14x14xi64>
    %50 = stablehlo.compare  LT, %49, %c_2 : (tensor<14x14xi64>, tensor<14x14xi64>) -> tensor<14x14xi1>
    %51 = stablehlo.add %49, %c : tensor<14x14xi64>
    %52 = stablehlo.select %50, %51, %49 : tensor<14x14xi1>, tensor<14x14xi64>
    %53 = stablehlo.reshape %52 : (tensor<14x14xi64>) -> tensor<14x14x1xi64>
    %54 = "stablehlo.gather"(%44, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<27x8xf32>, tensor<14x14x1xi64>) -> tensor<14x14x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<14x14x8xf32>) -> tensor<1x14x1x14x8xf32>
    %56 = stablehlo.transpose %55, dims = [1, 4, 3, 0, 2] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[14,8,14,1,1]{4,3,1,2,0}"} : (tensor<1x14x1x14x8xf32>) -> tensor<14x8x14x1x1xf32>
    %57 = stablehlo.reshape %56 : (tensor<14x8x14x1x1xf32>) -> tensor<14x8x14xf32>
    %58 = stablehlo.dot_general %35, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<14x112x8xf32>, tensor<14x8x14xf32>) -> tensor<14x112x14xf32>
    %59 = stablehlo.reshape %58 : (tensor<14x112x14xf32>) -> tensor<14x8x14x1x14xf32>
    %60 = stablehlo.transpose %59, dims = [1, 0, 2, 4, 3] {result_layout = dense<[3, 4, 2, 0, 1]> : tensor<5xindex>, xla_shape = "f32[8,14,14,14,1]{3,4,2,0,1}"} : (tensor<14x8x14x1x14xf32>) -> tensor<8x14x14x14x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x14x14x14x1xf32>) -> tensor<8x14x14x14xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<8x14x14x14xf32>) -> tensor<8x14x14x14x14xf32>
    %63 = stablehlo.transpose %33, dims = [2, 0, 1, 4, 3] {result_layout = dense<[4, 3, 0, 2, 1]> : tensor<5xindex>, xla_shape = "f32[14,8,14,8,1]{4,3,0,2,1}"} : (tensor<8x14x14x1x8xf32>) -> tensor<14x8x14x8x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<14x8x14x8x1xf32>) -> tensor<14x112x8xf32>
    %65 = stablehlo.reshape %arg29 : (tensor<27x8xf32>) -> tensor<1x27x8xf32>
    %66 = stablehlo.transpose %65, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,27]{1,2,0}"} : (tensor<1x27x8xf32>) -> tensor<1x8x27xf32>
    %67 = "stablehlo.gather"(%66, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %68 = "stablehlo.gather"(%66, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %69 = stablehlo.subtract %68, %67 : tensor<1x8x27xf32>
    %70 = stablehlo.multiply %69, %cst_5 : tensor<1x8x27xf32>
    %71 = stablehlo.add %67, %70 : tensor<1x8x27xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x8x27xf32>) -> tensor<8x27xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[27,8]{0,1}"} : (tensor<8x27xf32>) -> tensor<27x8xf32>
    %74 = "stablehlo.gather"(%73, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<27x8xf32>, tensor<14x14x1xi64>) -> tensor<14x14x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<14x14x8xf32>) -> tensor<1x1x14x14x8xf32>
    %76 = stablehlo.transpose %75, dims = [2, 4, 3, 0, 1] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[14,8,14,1,1]{4,3,1,2,0}"} : (tensor<1x1x14x14x8xf32>) -> tensor<14x8x14x1x1xf32>
    %77 = stablehlo.reshape %76 : (tensor<14x8x14x1x1xf32>) -> tensor<14x8x14xf32>
    %78 = stablehlo.dot_general %64, %77, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<14x112x8xf32>, tensor<14x8x14xf32>) -> tensor<14x112x14xf32>
    %79 = stablehlo.reshape %78 : (tensor<14x112x14xf32>) -> tensor<14x8x14x1x14xf32>
    %80 = stablehlo.transpose %79, dims = [1, 2, 0, 4, 3] {result_layout = dense<[3, 4, 1, 0, 2]> : tensor<5xindex>, xla_shape = "f32[8,14,14,14,1]{3,4,1,0,2}"} : (tensor<14x8x14x1x14xf32>) -> tensor<8x14x14x14x1xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x14x14x14x1xf32>) -> tensor<8x14x14x14xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 4] : (tensor<8x14x14x14xf32>) -> tensor<8x14x14x14x14xf32>
    %83 = stablehlo.add %62, %82 : tensor<8x14x14x14x14xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x14x14x14x14xf32>) -> tensor<2x4x196x196xf32>
    %85 = stablehlo.add %32, %84 : tensor<2x4x196x196xf32>
    %86 = stablehlo.reduce(%85 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x196x196xf32>, tensor<f32>) -> tensor<2x4x196xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x4x196xf32>) -> tensor<2x4x196x196xf32>
    %88 = stablehlo.subtract %85, %87 : tensor<2x4x196x196xf32>
    %89 = stablehlo.exponential %88 : tensor<2x4x196x196xf32>
    %90 = stablehlo.reduce(%89 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x196x196xf32>, tensor<f32>) -> tensor<2x4x196xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x4x196xf32>) -> tensor<2x4x196x196xf32>
    %92 = stablehlo.divide %89, %91 : tensor<2x4x196x196xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x4x196x196xf32>) -> tensor<8x196x196xf32>
    %94 = stablehlo.slice %21 [2:3, 0:8, 0:196, 0:8] : (tensor<3x8x196x8xf32>) -> tensor<1x8x196x8xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x8x196x8xf32>) -> tensor<8x196x8xf32>
    %96 = stablehlo.dot_general %93, %95, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x196x196xf32>, tensor<8x196x8xf32>) -> tensor<8x196x8xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x196x8xf32>) -> tensor<2x4x14x14x8xf32>
    %98 = stablehlo.transpose %97, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,14,14,4,8]{4,2,1,3,0}"} : (tensor<2x4x14x14x8xf32>) -> tensor<2x14x14x4x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x14x14x4x8xf32>) -> tensor<28x14x32xf32>
    %100 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [2, 3] : (tensor<32x32xf32>) -> tensor<2x14x32x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x14x32x32xf32>) -> tensor<28x32x32xf32>
    %103 = stablehlo.dot_general %99, %102, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<28x14x32xf32>, tensor<28x32x32xf32>) -> tensor<28x14x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<28x14x32xf32>) -> tensor<2x14x14x32xf32>
    %105 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<32xf32>) -> tensor<2x14x14x32xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x14x14x32xf32>
    %107 = stablehlo.slice %106 [0:2, 0:8, 0:14, 0:32] : (tensor<2x14x14x32xf32>) -> tensor<2x8x14x32xf32>
    %108 = stablehlo.slice %107 [0:2, 0:8, 0:8, 0:32] : (tensor<2x8x14x32xf32>) -> tensor<2x8x8x32xf32>
    %109 = stablehlo.add %6, %108 : tensor<2x8x8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%110, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %111 = stablehlo.broadcast_in_dim %arg31, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %112 = stablehlo.reshape %output_14 : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %113 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<2x8x8x32xf32>
    %115 = stablehlo.add %111, %114 : tensor<2x8x8x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x8x32xf32>) -> tensor<128x32xf32>
    %117 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %119 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %120 = stablehlo.add %118, %119 : tensor<128x64xf32>
    %121 = stablehlo.reshape %120 : (tensor<128x64xf32>) -> tensor<2x8x8x64xf32>
    %122 = stablehlo.multiply %121, %cst_1 : tensor<2x8x8x64xf32>
    %123 = stablehlo.multiply %121, %cst_0 : tensor<2x8x8x64xf32>
    %124 = stablehlo.custom_call @mhlo.erf(%123) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %125 = stablehlo.add %124, %cst : tensor<2x8x8x64xf32>
    %126 = stablehlo.multiply %122, %125 : tensor<2x8x8x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x8x64xf32>) -> tensor<128x64xf32>
    %128 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %131 = stablehlo.add %129, %130 : tensor<128x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<128x32xf32>) -> tensor<2x8x8x32xf32>
    %133 = stablehlo.add %109, %132 : tensor<2x8x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%134, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %135 = stablehlo.broadcast_in_dim %arg32, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %136 = stablehlo.reshape %output_17 : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<2x8x8x32xf32>
    %139 = stablehlo.add %135, %138 : tensor<2x8x8x32xf32>
    %140 = stablehlo.pad %139, %cst_13, low = [0, 0, 0, 0], high = [0, 6, 6, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x14x14x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x14x14x32xf32>) -> tensor<392x32xf32>
    %142 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<392x32xf32>, tensor<32x96xf32>) -> tensor<392x96xf32>
    %144 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<96xf32>) -> tensor<392x96xf32>
    %145 = stablehlo.add %143, %144 : tensor<392x96xf32>
    %146 = stablehlo.reshape %145 : (tensor<392x96xf32>) -> tensor<2x196x3x4x8xf32>
    %147 = stablehlo.transpose %146, dims = [2, 0, 3, 1, 4] {result_layout = dense<[4, 2, 0, 3, 1]> : tensor<5xindex>, xla_shape = "f32[3,2,4,196,8]{4,2,0,3,1}"} : (tensor<2x196x3x4x8xf32>) -> tensor<3x2x4x196x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<3x2x4x196x8xf32>) -> tensor<3x8x196x8xf32>
    %149 = stablehlo.slice %148 [0:1, 0:8, 0:196, 0:8] : (tensor<3x8x196x8xf32>) -> tensor<1x8x196x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<1x8x196x8xf32>) -> tensor<2x4x196x8xf32>
    %151 = stablehlo.multiply %150, %cst_9 : tensor<2x4x196x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x4x196x8xf32>) -> tensor<8x196x8xf32>
    %153 = stablehlo.slice %148 [1:2, 0:8, 0:196, 0:8] : (tensor<3x8x196x8xf32>) -> tensor<1x8x196x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x8x196x8xf32>) -> tensor<2x4x196x8xf32>
    %155 = stablehlo.transpose %154, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,196]{2,3,1,0}"} : (tensor<2x4x196x8xf32>) -> tensor<2x4x8x196xf32>
    %156 = stablehlo.multiply %155, %cst_8 : tensor<2x4x8x196xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x4x8x196xf32>) -> tensor<8x8x196xf32>
    %158 = stablehlo.dot_general %152, %157, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x196x8xf32>, tensor<8x8x196xf32>) -> tensor<8x196x196xf32>
    %159 = stablehlo.reshape %158 : (tensor<8x196x196xf32>) -> tensor<2x4x196x196xf32>
    %160 = stablehlo.reshape %149 : (tensor<1x8x196x8xf32>) -> tensor<8x14x14x1x8xf32>
    %161 = stablehlo.transpose %160, dims = [1, 0, 2, 4, 3] {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, xla_shape = "f32[14,8,14,8,1]{4,3,2,0,1}"} : (tensor<8x14x14x1x8xf32>) -> tensor<14x8x14x8x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<14x8x14x8x1xf32>) -> tensor<14x112x8xf32>
    %163 = stablehlo.reshape %arg34 : (tensor<27x8xf32>) -> tensor<1x27x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,27]{1,2,0}"} : (tensor<1x27x8xf32>) -> tensor<1x8x27xf32>
    %165 = "stablehlo.gather"(%164, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %166 = "stablehlo.gather"(%164, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %167 = stablehlo.subtract %166, %165 : tensor<1x8x27xf32>
    %168 = stablehlo.multiply %167, %cst_5 : tensor<1x8x27xf32>
    %169 = stablehlo.add %165, %168 : tensor<1x8x27xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x8x27xf32>) -> tensor<8x27xf32>
    %171 = stablehlo.transpose %170, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[27,8]{0,1}"} : (tensor<8x27xf32>) -> tensor<27x8xf32>
    %172 = "stablehlo.gather"(%171, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<27x8xf32>, tensor<14x14x1xi64>) -> tensor<14x14x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<14x14x8xf32>) -> tensor<1x14x1x14x8xf32>
    %174 = stablehlo.transpose %173, dims = [1, 4, 3, 0, 2] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[14,8,14,1,1]{4,3,1,2,0}"} : (tensor<1x14x1x14x8xf32>) -> tensor<14x8x14x1x1xf32>
    %175 = stablehlo.reshape %174 : (tensor<14x8x14x1x1xf32>) -> tensor<14x8x14xf32>
    %176 = stablehlo.dot_general %162, %175, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<14x112x8xf32>, tensor<14x8x14xf32>) -> tensor<14x112x14xf32>
    %177 = stablehlo.reshape %176 : (tensor<14x112x14xf32>) -> tensor<14x8x14x1x14xf32>
    %178 = stablehlo.transpose %177, dims = [1, 0, 2, 4, 3] {result_layout = dense<[3, 4, 2, 0, 1]> : tensor<5xindex>, xla_shape = "f32[8,14,14,14,1]{3,4,2,0,1}"} : (tensor<14x8x14x1x14xf32>) -> tensor<8x14x14x14x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x14x14x14x1xf32>) -> tensor<8x14x14x14xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<8x14x14x14xf32>) -> tensor<8x14x14x14x14xf32>
    %181 = stablehlo.transpose %160, dims = [2, 0, 1, 4, 3] {result_layout = dense<[4, 3, 0, 2, 1]> : tensor<5xindex>, xla_shape = "f32[14,8,14,8,1]{4,3,0,2,1}"} : (tensor<8x14x14x1x8xf32>) -> tensor<14x8x14x8x1xf32>
    %182 = stablehlo.reshape %181 : (tensor<14x8x14x8x1xf32>) -> tensor<14x112x8xf32>
    %183 = stablehlo.reshape %arg33 : (tensor<27x8xf32>) -> tensor<1x27x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,8,27]{1,2,0}"} : (tensor<1x27x8xf32>) -> tensor<1x8x27xf32>
    %185 = "stablehlo.gather"(%184, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %186 = "stablehlo.gather"(%184, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8, 1>}> : (tensor<1x8x27xf32>, tensor<27x1xi64>) -> tensor<1x8x27xf32>
    %187 = stablehlo.subtract %186, %185 : tensor<1x8x27xf32>
    %188 = stablehlo.multiply %187, %cst_5 : tensor<1x8x27xf32>
    %189 = stablehlo.add %185, %188 : tensor<1x8x27xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x8x27xf32>) -> tensor<8x27xf32>
    %191 = stablehlo.transpose %190, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[27,8]{0,1}"} : (tensor<8x27xf32>) -> tensor<27x8xf32>
    %192 = "stablehlo.gather"(%191, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<27x8xf32>, tensor<14x14x1xi64>) -> tensor<14x14x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<14x14x8xf32>) -> tensor<1x1x14x14x8xf32>
    %194 = stablehlo.transpose %193, dims = [2, 4, 3, 0, 1] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[14,8,14,1,1]{4,3,1,2,0}"} : (tensor<1x1x14x14x8xf32>) -> tensor<14x8x14x1x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<14x8x14x1x1xf32>) -> tensor<14x8x14xf32>
    %196 = stablehlo.dot_general %182, %195, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<14x112x8xf32>, tensor<14x8x14xf32>) -> tensor<14x112x14xf32>
    %197 = stablehlo.reshape %196 : (tensor<14x112x14xf32>) -> tensor<14x8x14x1x14xf32>
    %198 = stablehlo.transpose %197, dims = [1, 2, 0, 4, 3] {result_layout = dense<[3, 4, 1, 0, 2]> : tensor<5xindex>, xla_shape = "f32[8,14,14,14,1]{3,4,1,0,2}"} : (tensor<14x8x14x1x14xf32>) -> tensor<8x14x14x14x1xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x14x14x14x1xf32>) -> tensor<8x14x14x14xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 4] : (tensor<8x14x14x14xf32>) -> tensor<8x14x14x14x14xf32>
    %201 = stablehlo.add %180, %200 : tensor<8x14x14x14x14xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x14x14x14x14xf32>) -> tensor<2x4x196x196xf32>
    %203 = stablehlo.add %159, %202 : tensor<2x4x196x196xf32>
    %204 = stablehlo.reduce(%203 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x196x196xf32>, tensor<f32>) -> tensor<2x4x196xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x4x196xf32>) -> tensor<2x4x196x196xf32>
    %206 = stablehlo.subtract %203, %205 : tensor<2x4x196x196xf32>
    %207 = stablehlo.exponential %206 : tensor<2x4x196x196xf32>
    %208 = stablehlo.reduce(%207 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<2x4x196x196xf32>, tensor<f32>) -> tensor<2x4x196xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x4x196xf32>) -> tensor<2x4x196x196xf32>
    %210 = stablehlo.divide %207, %209 : tensor<2x4x196x196xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x4x196x196xf32>) -> tensor<8x196x196xf32>
    %212 = stablehlo.slice %148 [2:3, 0:8, 0:196, 0:8] : (tensor<3x8x196x8xf32>) -> tensor<1x8x196x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x8x196x8xf32>) -> tensor<8x196x8xf32>
    %214 = stablehlo.dot_general %211, %213, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x196x196xf32>, tensor<8x196x8xf32>) -> tensor<8x196x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x196x8xf32>) -> tensor<2x4x14x14x8xf32>
    %216 = stablehlo.transpose %215, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,14,14,4,8]{4,2,1,3,0}"} : (tensor<2x4x14x14x8xf32>) -> tensor<2x14x14x4x8xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x14x14x4x8xf32>) -> tensor<28x14x32xf32>
    %218 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [2, 3] : (tensor<32x32xf32>) -> tensor<2x14x32x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x14x32x32xf32>) -> tensor<28x32x32xf32>
    %221 = stablehlo.dot_general %217, %220, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<28x14x32xf32>, tensor<28x32x32xf32>) -> tensor<28x14x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<28x14x32xf32>) -> tensor<2x14x14x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<32xf32>) -> tensor<2x14x14x32xf32>
    %224 = stablehlo.add %222, %223 : tensor<2x14x14x32xf32>
    %225 = stablehlo.slice %224 [0:2, 0:8, 0:14, 0:32] : (tensor<2x14x14x32xf32>) -> tensor<2x8x14x32xf32>
    %226 = stablehlo.slice %225 [0:2, 0:8, 0:8, 0:32] : (tensor<2x8x14x32xf32>) -> tensor<2x8x8x32xf32>
    %227 = stablehlo.add %133, %226 : tensor<2x8x8x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x8x32xf32>) -> tensor<1x128x32xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%228, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x32xf32>, tensor<128xf32>, tensor<128xf32>)
    %229 = stablehlo.broadcast_in_dim %arg35, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %230 = stablehlo.reshape %output_20 : (tensor<1x128x32xf32>) -> tensor<2x8x8x32xf32>
    %231 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<32xf32>) -> tensor<2x8x8x32xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<2x8x8x32xf32>
    %233 = stablehlo.add %229, %232 : tensor<2x8x8x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x8x32xf32>) -> tensor<128x32xf32>
    %235 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %236 = stablehlo.dot_general %234, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %237 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %238 = stablehlo.add %236, %237 : tensor<128x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<128x64xf32>) -> tensor<2x8x8x64xf32>
    %240 = stablehlo.multiply %239, %cst_1 : tensor<2x8x8x64xf32>
    %241 = stablehlo.multiply %239, %cst_0 : tensor<2x8x8x64xf32>
    %242 = stablehlo.custom_call @mhlo.erf(%241) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %243 = stablehlo.add %242, %cst : tensor<2x8x8x64xf32>
    %244 = stablehlo.multiply %240, %243 : tensor<2x8x8x64xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x8x64xf32>) -> tensor<128x64xf32>
    %246 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %247 = stablehlo.dot_general %245, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %248 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %249 = stablehlo.add %247, %248 : tensor<128x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<128x32xf32>) -> tensor<2x8x8x32xf32>
    %251 = stablehlo.add %227, %250 : tensor<2x8x8x32xf32>
    %252 = stablehlo.transpose %251, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,8,8]{1,3,2,0}"} : (tensor<2x8x8x32xf32>) -> tensor<2x32x8x8xf32>
    %253 = stablehlo.convolution(%252, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<256x32x1x1xf32>) -> tensor<2x256x8x8xf32>
    %254 = stablehlo.transpose %253, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,256]{2,1,3,0}"} : (tensor<2x256x8x8xf32>) -> tensor<2x8x8x256xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x8x256xf32>) -> tensor<1x128x256xf32>
    %output_23, %batch_mean_24, %batch_var_25 = "stablehlo.batch_norm_training"(%255, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x256xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x256xf32>, tensor<128xf32>, tensor<128xf32>)
    %256 = stablehlo.broadcast_in_dim %arg36, dims = [3] : (tensor<256xf32>) -> tensor<2x8x8x256xf32>
    %257 = stablehlo.reshape %output_23 : (tensor<1x128x256xf32>) -> tensor<2x8x8x256xf32>
    %258 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<256xf32>) -> tensor<2x8x8x256xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<2x8x8x256xf32>
    %260 = stablehlo.add %256, %259 : tensor<2x8x8x256xf32>
    %261 = stablehlo.transpose %260, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,8]{1,3,2,0}"} : (tensor<2x8x8x256xf32>) -> tensor<2x256x8x8xf32>
    %262 = stablehlo.convolution(%261, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x8x8xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x8x8xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,8,256]{2,1,3,0}"} : (tensor<2x256x8x8xf32>) -> tensor<2x8x8x256xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x8x256xf32>) -> tensor<1x128x256xf32>
    %output_26, %batch_mean_27, %batch_var_28 = "stablehlo.batch_norm_training"(%264, %cst_11, %cst_10) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x128x256xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<1x128x256xf32>, tensor<128xf32>, tensor<128xf32>)
    %265 = stablehlo.broadcast_in_dim %arg37, dims = [3] : (tensor<256xf32>) -> tensor<2x8x8x256xf32>
    %266 = stablehlo.reshape %output_26 : (tensor<1x128x256xf32>) -> tensor<2x8x8x256xf32>
    %267 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<256xf32>) -> tensor<2x8x8x256xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<2x8x8x256xf32>
    %269 = stablehlo.add %265, %268 : tensor<2x8x8x256xf32>
    %270 = stablehlo.transpose %269, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,8]{1,3,2,0}"} : (tensor<2x8x8x256xf32>) -> tensor<2x256x8x8xf32>
    return %270 : tensor<2x256x8x8xf32>
  }
}
