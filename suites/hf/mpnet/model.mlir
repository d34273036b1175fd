module @IrToHlo.514 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<40x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32x2xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %c_12 = stablehlo.constant dense<15> : tensor<8x8xi64>
    %cst_13 = stablehlo.constant dense<2.77258873> : tensor<8x8xf32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<8x8xf32>
    %c_15 = stablehlo.constant dense<8> : tensor<8x8xi64>
    %c_16 = stablehlo.constant dense<16> : tensor<8x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<8x8xi64>
    %cst_18 = stablehlo.constant dense<4.000000e+00> : tensor<2x2x8x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_23 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_24 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_26 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg8 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.compare  NE, %arg8, %c_21 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %6 = "stablehlo.reduce_window"(%5, %c_27) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg29: tensor<i32>, %arg30: tensor<i32>):
      %172 = stablehlo.add %arg29, %arg30 : tensor<i32>
      stablehlo.return %172 : tensor<i32>
    }) : (tensor<2x8xi32>, tensor<i32>) -> tensor<2x8xi32>
    %7 = stablehlo.multiply %6, %5 : tensor<2x8xi32>
    %8 = stablehlo.convert %7 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %9 = stablehlo.add %8, %c_21 : tensor<2x8xi64>
    %10 = stablehlo.reshape %9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %11 = stablehlo.convert %10 : (tensor<16xi64>) -> tensor<16xui32>
    %12 = "stablehlo.gather"(%arg9, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<40x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.add %3, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%15, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %16 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.add %16, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %29 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.dot_general %21, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %36 = stablehlo.dot_general %28, %35, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %38 = stablehlo.divide %37, %cst_18 : tensor<2x2x8x8xf32>
    %39 = stablehlo.broadcast_in_dim %c_26, dims = [1] : (tensor<8xi64>) -> tensor<8x8xi64>
    %40 = stablehlo.broadcast_in_dim %c_26, dims = [0] : (tensor<8xi64>) -> tensor<8x8xi64>
    %41 = stablehlo.subtract %39, %40 : tensor<8x8xi64>
    %42 = stablehlo.negate %41 : tensor<8x8xi64>
    %43 = stablehlo.compare  LT, %42, %c_17 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %44 = stablehlo.convert %43 : (tensor<8x8xi1>) -> tensor<8x8xi64>
    %45 = stablehlo.multiply %44, %c_16 : tensor<8x8xi64>
    %46 = stablehlo.abs %42 : tensor<8x8xi64>
    %47 = stablehlo.compare  LT, %46, %c_15 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %48 = stablehlo.convert %46 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %49 = stablehlo.divide %48, %cst_14 : tensor<8x8xf32>
    %50 = stablehlo.log %49 : tensor<8x8xf32>
    %51 = stablehlo.divide %50, %cst_13 : tensor<8x8xf32>
    %52 = stablehlo.multiply %51, %cst_14 : tensor<8x8xf32>
    %53 = stablehlo.convert %52 : (tensor<8x8xf32>) -> tensor<8x8xi64>
    %54 = stablehlo.add %53, %c_15 : tensor<8x8xi64>
    %55 = stablehlo.minimum %54, %c_12 : tensor<8x8xi64>
    %56 = stablehlo.select %47, %46, %55 : tensor<8x8xi1>, tensor<8x8xi64>
    %57 = stablehlo.add %45, %56 : tensor<8x8xi64>
    %58 = stablehlo.reshape %57 : (tensor<8x8xi64>) -> tensor<64xi64>
    %59 = stablehlo.convert %58 : (tensor<64xi64>) -> tensor<64xui32>
    %60 = "stablehlo.gather"(%arg17, %59) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xf32>, tensor<64xui32>) -> tensor<64x2xf32>
    %61 = stablehlo.reshape %60 : (tensor<64x2xf32>) -> tensor<8x8x2xf32>
    %62 = stablehlo.transpose %61, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,8,8]{0,2,1}"} : (tensor<8x8x2xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [1, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.add %38, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %67 = stablehlo.and %66, %c_11 : tensor<1x1x8x1xui8>
    %68 = stablehlo.compare  NE, %67, %c_25 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %70 = stablehlo.reshape %69 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %arg15, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %73 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %74 = stablehlo.compare  LT, %73, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %75 = stablehlo.add %73, %c_8 : tensor<2x1x1x8xi64>
    %76 = stablehlo.select %74, %75, %73 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %78 = stablehlo.broadcast_in_dim %c_7, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_9 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.concatenate %77, %82, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %84 = "stablehlo.gather"(%72, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.and %71, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_23 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.select %89, %cst_6, %cst_5 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %93 = stablehlo.add %64, %92 : tensor<2x2x8x8xf32>
    %94 = stablehlo.reduce(%93 init: %cst_22) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %96 = stablehlo.subtract %93, %95 : tensor<2x2x8x8xf32>
    %97 = stablehlo.exponential %96 : tensor<2x2x8x8xf32>
    %98 = stablehlo.reduce(%97 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %100 = stablehlo.divide %97, %99 : tensor<2x2x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %102 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %103 = stablehlo.dot_general %21, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.add %103, %104 : tensor<16x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %107 = stablehlo.transpose %106, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %109 = stablehlo.dot_general %101, %108, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %114 = stablehlo.dot_general %112, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.add %114, %115 : tensor<16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.add %117, %20 : tensor<2x8x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_29, %batch_mean_30, %batch_var_31 = "stablehlo.batch_norm_training"(%119, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %120 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.reshape %output_29 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.add %120, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %129 = stablehlo.add %127, %128 : tensor<16x64xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %131 = stablehlo.multiply %130, %cst_4 : tensor<2x8x64xf32>
    %132 = stablehlo.multiply %130, %cst_3 : tensor<2x8x64xf32>
    %133 = stablehlo.custom_call @mhlo.erf(%132) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %134 = stablehlo.add %133, %cst_2 : tensor<2x8x64xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<2x8x64xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %137 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.add %138, %139 : tensor<16x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.add %141, %124 : tensor<2x8x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_32, %batch_mean_33, %batch_var_34 = "stablehlo.batch_norm_training"(%143, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %144 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.reshape %output_32 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.add %144, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %151 = stablehlo.dot_general %149, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.add %151, %152 : tensor<16x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.multiply %154, %cst_1 : tensor<2x8x32xf32>
    %156 = stablehlo.multiply %154, %cst_0 : tensor<2x8x32xf32>
    %157 = stablehlo.custom_call @mhlo.erf(%156) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.add %157, %cst : tensor<2x8x32xf32>
    %159 = stablehlo.multiply %155, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_35, %batch_mean_36, %batch_var_37 = "stablehlo.batch_norm_training"(%160, %cst_20, %cst_19) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %161 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.reshape %output_35 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<2x8x32xf32>
    %165 = stablehlo.add %161, %164 : tensor<2x8x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %168 = stablehlo.dot_general %166, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %169 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %170 = stablehlo.add %168, %169 : tensor<16x128xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %171 : tensor<2x8x128xf32>
  }
}
