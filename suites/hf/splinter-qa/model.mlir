module @IrToHlo.925 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<1x64xi64>, %arg10: tensor<64x32xf32>, %arg11: tensor<2x32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<128x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<i1>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32x32xf32>, %arg58: tensor<32xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<2x8xf32>
    %c = stablehlo.constant dense<1> : tensor<2x8xi64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x1x32xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<2x1x32xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x1x32xf32>
    %c_5 = stablehlo.constant dense<104> : tensor<2x8xi64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_7 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_12 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_14 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_15 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_16 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_18 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_20 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<16xui32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_27 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_28 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_29 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg12 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg13, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = "stablehlo.gather"(%arg11, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.slice %arg9 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %8 = stablehlo.reshape %7 : (tensor<1x8xi64>) -> tensor<8xi64>
    %9 = stablehlo.convert %8 : (tensor<8xi64>) -> tensor<8xui32>
    %10 = "stablehlo.gather"(%arg10, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.add %6, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%13, %cst_22, %cst_21) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %14 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.add %14, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %27 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %28 = stablehlo.dot_general %19, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<16x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %34 = stablehlo.dot_general %26, %33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.multiply %35, %cst_20 : tensor<2x4x8x8xf32>
    %37 = stablehlo.convert %arg19 : (tensor<i1>) -> tensor<ui8>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %39 = stablehlo.and %38, %c_19 : tensor<1x1x8x1xui8>
    %40 = stablehlo.compare  NE, %39, %c_29 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %41 = stablehlo.convert %40 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %42 = stablehlo.reshape %41 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %44 = stablehlo.compare  NE, %arg0, %c_28 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %45 = stablehlo.broadcast_in_dim %c_18, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %46 = stablehlo.compare  LT, %45, %c_17 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %47 = stablehlo.add %45, %c_16 : tensor<2x1x1x8xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %50 = stablehlo.broadcast_in_dim %c_15, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_17 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_14 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.concatenate %49, %54, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %56 = "stablehlo.gather"(%44, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.convert %56 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.and %43, %59 : tensor<2x1x8x8xui8>
    %61 = stablehlo.compare  NE, %60, %c_27 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %62 = stablehlo.select %61, %cst_13, %cst_12 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %65 = stablehlo.add %36, %64 : tensor<2x4x8x8xf32>
    %66 = stablehlo.reduce(%65 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.subtract %65, %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.exponential %68 : tensor<2x4x8x8xf32>
    %70 = stablehlo.reduce(%69 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.divide %69, %71 : tensor<2x4x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %74 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %75 = stablehlo.dot_general %19, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.add %75, %76 : tensor<16x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.dot_general %73, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.dot_general %84, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.add %86, %87 : tensor<16x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.add %89, %18 : tensor<2x8x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_31, %batch_mean_32, %batch_var_33 = "stablehlo.batch_norm_training"(%91, %cst_22, %cst_21) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %92 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.reshape %output_31 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.add %92, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %103 = stablehlo.multiply %102, %cst_11 : tensor<2x8x64xf32>
    %104 = stablehlo.multiply %102, %cst_10 : tensor<2x8x64xf32>
    %105 = stablehlo.custom_call @mhlo.erf(%104) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.add %105, %cst_9 : tensor<2x8x64xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<2x8x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %113, %96 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_34, %batch_mean_35, %batch_var_36 = "stablehlo.batch_norm_training"(%115, %cst_22, %cst_21) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.reshape %output_34 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %130 = stablehlo.dot_general %121, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.add %130, %131 : tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.transpose %133, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %136 = stablehlo.dot_general %128, %135, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %138 = stablehlo.multiply %137, %cst_20 : tensor<2x4x8x8xf32>
    %139 = stablehlo.add %138, %64 : tensor<2x4x8x8xf32>
    %140 = stablehlo.reduce(%139 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %142 = stablehlo.subtract %139, %141 : tensor<2x4x8x8xf32>
    %143 = stablehlo.exponential %142 : tensor<2x4x8x8xf32>
    %144 = stablehlo.reduce(%143 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %146 = stablehlo.divide %143, %145 : tensor<2x4x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %148 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = stablehlo.dot_general %121, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.add %149, %150 : tensor<16x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %153 = stablehlo.transpose %152, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %155 = stablehlo.dot_general %147, %154, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %164 = stablehlo.add %163, %120 : tensor<2x8x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_37, %batch_mean_38, %batch_var_39 = "stablehlo.batch_norm_training"(%165, %cst_22, %cst_21) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %166 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.reshape %output_37 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.add %166, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %173 = stablehlo.dot_general %171, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %174 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %175 = stablehlo.add %173, %174 : tensor<16x64xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %177 = stablehlo.multiply %176, %cst_11 : tensor<2x8x64xf32>
    %178 = stablehlo.multiply %176, %cst_10 : tensor<2x8x64xf32>
    %179 = stablehlo.custom_call @mhlo.erf(%178) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %180 = stablehlo.add %179, %cst_9 : tensor<2x8x64xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<2x8x64xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %183 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.add %184, %185 : tensor<16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.add %187, %170 : tensor<2x8x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_40, %batch_mean_41, %batch_var_42 = "stablehlo.batch_norm_training"(%189, %cst_22, %cst_21) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %190 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.reshape %output_40 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.add %190, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %195, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.add %197, %198 : tensor<16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.multiply %200, %cst_8 : tensor<2x8x32xf32>
    %202 = stablehlo.multiply %200, %cst_7 : tensor<2x8x32xf32>
    %203 = stablehlo.custom_call @mhlo.erf(%202) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.add %203, %cst_6 : tensor<2x8x32xf32>
    %205 = stablehlo.multiply %201, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%206, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %207 = stablehlo.iota dim = 0 : tensor<2xui32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<2xui32>) -> tensor<2x1x32x1xui32>
    %209 = stablehlo.compare  EQ, %arg12, %c_5 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %210 = stablehlo.convert %209 : (tensor<2x8xi1>) -> tensor<2x8xi32>
    %211 = stablehlo.iota dim = 0 : tensor<8xi32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %213:2 = stablehlo.reduce(%210 init: %c_25), (%212 init: %c_24) across dimensions = [1] : (tensor<2x8xi32>, tensor<2x8xi32>, tensor<i32>, tensor<i32>) -> (tensor<2xi32>, tensor<2xi32>)
     reducer(%arg59: tensor<i32>, %arg61: tensor<i32>) (%arg60: tensor<i32>, %arg62: tensor<i32>)  {
      %296 = stablehlo.compare  GE, %arg59, %arg61 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %297 = stablehlo.select %296, %arg59, %arg61 : tensor<i1>, tensor<i32>
      %298 = stablehlo.compare  EQ, %arg59, %arg61 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %299 = stablehlo.minimum %arg60, %arg62 : tensor<i32>
      %300 = stablehlo.select %296, %arg60, %arg62 : tensor<i1>, tensor<i32>
      %301 = stablehlo.select %298, %299, %300 : tensor<i1>, tensor<i32>
      stablehlo.return %297, %301 : tensor<i32>, tensor<i32>
    }
    %214 = stablehlo.convert %213#1 : (tensor<2xi32>) -> tensor<2xi64>
    %215 = stablehlo.reshape %214 : (tensor<2xi64>) -> tensor<2x1x1xi64>
    %216 = stablehlo.concatenate %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, %215, dim = 2 : (tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>, tensor<2x1x1xi64>) -> tensor<2x1x32xi64>
    %217 = stablehlo.convert %216 : (tensor<2x1x32xi64>) -> tensor<2x1x32xui32>
    %218 = stablehlo.reshape %217 : (tensor<2x1x32xui32>) -> tensor<2x1x32x1xui32>
    %219 = stablehlo.iota dim = 0 : tensor<32xui32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [2] : (tensor<32xui32>) -> tensor<2x1x32x1xui32>
    %221 = stablehlo.concatenate %208, %218, %220, dim = 3 : (tensor<2x1x32x1xui32>, tensor<2x1x32x1xui32>, tensor<2x1x32x1xui32>) -> tensor<2x1x32x3xui32>
    %222 = "stablehlo.gather"(%194, %221) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x8x32xf32>, tensor<2x1x32x3xui32>) -> tensor<2x1x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %224 = stablehlo.transpose %arg48, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %225 = stablehlo.dot_general %223, %224, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %226 = stablehlo.broadcast_in_dim %arg47, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %227 = stablehlo.add %225, %226 : tensor<2x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %229 = stablehlo.multiply %228, %cst_4 : tensor<2x1x32xf32>
    %230 = stablehlo.multiply %228, %cst_3 : tensor<2x1x32xf32>
    %231 = stablehlo.custom_call @mhlo.erf(%230) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %232 = stablehlo.add %231, %cst_2 : tensor<2x1x32xf32>
    %233 = stablehlo.multiply %229, %232 : tensor<2x1x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x1x32xf32>) -> tensor<1x2x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%234, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %235 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %236 = stablehlo.dot_general %195, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.broadcast_in_dim %arg51, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.add %236, %237 : tensor<16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %240 = stablehlo.multiply %239, %cst_8 : tensor<2x8x32xf32>
    %241 = stablehlo.multiply %239, %cst_7 : tensor<2x8x32xf32>
    %242 = stablehlo.custom_call @mhlo.erf(%241) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.add %242, %cst_6 : tensor<2x8x32xf32>
    %244 = stablehlo.multiply %240, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%245, %cst_22, %cst_21) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %246 = stablehlo.transpose %arg57, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %247 = stablehlo.dot_general %223, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %248 = stablehlo.broadcast_in_dim %arg56, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %249 = stablehlo.add %247, %248 : tensor<2x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %251 = stablehlo.multiply %250, %cst_4 : tensor<2x1x32xf32>
    %252 = stablehlo.multiply %250, %cst_3 : tensor<2x1x32xf32>
    %253 = stablehlo.custom_call @mhlo.erf(%252) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x1x32xf32>) -> tensor<2x1x32xf32>
    %254 = stablehlo.add %253, %cst_2 : tensor<2x1x32xf32>
    %255 = stablehlo.multiply %251, %254 : tensor<2x1x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x1x32xf32>) -> tensor<1x2x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%256, %cst_1, %cst_0) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x32xf32>, tensor<2xf32>, tensor<2xf32>)
    %257 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %258 = stablehlo.reshape %output_46 : (tensor<1x2x32xf32>) -> tensor<2x1x32xf32>
    %259 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %260 = stablehlo.multiply %258, %259 : tensor<2x1x32xf32>
    %261 = stablehlo.add %257, %260 : tensor<2x1x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %263 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %264 = stablehlo.dot_general %262, %263, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %266 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %267 = stablehlo.reshape %output_43 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.add %266, %269 : tensor<2x8x32xf32>
    %271 = stablehlo.transpose %270, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %272 = stablehlo.dot_general %265, %271, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x1x32xf32>, tensor<2x32x8xf32>) -> tensor<2x1x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %274 = stablehlo.subtract %c, %arg0 : tensor<2x8xi64>
    %275 = stablehlo.convert %274 : (tensor<2x8xi64>) -> tensor<2x8xf32>
    %276 = stablehlo.multiply %275, %cst : tensor<2x8xf32>
    %277 = stablehlo.add %273, %276 : tensor<2x8xf32>
    %278 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %279 = stablehlo.reshape %output_52 : (tensor<1x2x32xf32>) -> tensor<2x1x32xf32>
    %280 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<32xf32>) -> tensor<2x1x32xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<2x1x32xf32>
    %282 = stablehlo.add %278, %281 : tensor<2x1x32xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %284 = stablehlo.transpose %arg54, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %285 = stablehlo.dot_general %283, %284, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %287 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.add %287, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %293 = stablehlo.dot_general %286, %292, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x1x32xf32>, tensor<2x32x8xf32>) -> tensor<2x1x8xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %295 = stablehlo.add %294, %276 : tensor<2x8xf32>
    return %277, %295 : tensor<2x8xf32>, tensor<2x8xf32>
  }
}
