module @IrToHlo.465 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<16x128xf32>, %arg2: tensor<128x16xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<2x32xf32>, %arg11: tensor<1x32xi64>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x48xf32>, %arg15: tensor<2x8xi64>, %arg16: tensor<32xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16x16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16x32xf32>, %arg32: tensor<2x8xi64>, %arg33: tensor<i1>, %arg34: tensor<16xf32>, %arg35: tensor<16x16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16x32xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16x16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x16xf32>, %arg50: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_8 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_9 = stablehlo.constant dense<0.594603539> : tensor<2x2x8x8xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<16xui32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_13 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg15 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg2, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<128x16xf32>, tensor<16xui32>) -> tensor<16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %4 = stablehlo.slice %3 [0:2, 1:8, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x7x16xf32>
    %5 = stablehlo.pad %4, %cst_15, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %6 = stablehlo.slice %3 [0:2, 0:7, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x7x16xf32>
    %7 = stablehlo.pad %6, %cst_15, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %8 = stablehlo.concatenate %5, %3, %7, dim = 2 : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x48xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x48xf32>) -> tensor<16x48xf32>
    %10 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,32]{0,1}"} : (tensor<32x48xf32>) -> tensor<48x32xf32>
    %11 = stablehlo.dot_general %9, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x48xf32>, tensor<48x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.add %11, %12 : tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.slice %arg11 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %16 = stablehlo.reshape %15 : (tensor<1x8xi64>) -> tensor<8xi64>
    %17 = stablehlo.convert %16 : (tensor<8xi64>) -> tensor<8xui32>
    %18 = "stablehlo.gather"(%arg12, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.add %14, %19 : tensor<2x8x32xf32>
    %21 = "stablehlo.gather"(%arg10, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x8x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<2x8x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %29 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %30 = stablehlo.dot_general %28, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %31 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x16xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %34 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<2x8x16xf32>
    %36 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %37 = stablehlo.add %35, %36 : tensor<2x8x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %39 = stablehlo.transpose %arg41, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %40 = stablehlo.dot_general %38, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.add %40, %41 : tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.multiply %44, %cst_9 : tensor<2x2x8x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %47 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %48 = stablehlo.dot_general %38, %47, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %49 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %50 = stablehlo.add %48, %49 : tensor<16x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.multiply %52, %cst_9 : tensor<2x2x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %55 = stablehlo.dot_general %46, %54, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.convert %arg33 : (tensor<i1>) -> tensor<ui8>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %59 = stablehlo.and %58, %c_8 : tensor<1x1x8x1xui8>
    %60 = stablehlo.compare  NE, %59, %c_14 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %61 = stablehlo.convert %60 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %62 = stablehlo.reshape %61 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %63 = stablehlo.broadcast_in_dim %62, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %64 = stablehlo.compare  NE, %arg32, %c_13 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %65 = stablehlo.broadcast_in_dim %c_7, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %66 = stablehlo.compare  LT, %65, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %67 = stablehlo.add %65, %c_5 : tensor<2x1x1x8xi64>
    %68 = stablehlo.select %66, %67, %65 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %69 = stablehlo.reshape %68 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %70 = stablehlo.broadcast_in_dim %c_4, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %71 = stablehlo.compare  LT, %70, %c_6 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %72 = stablehlo.add %70, %c : tensor<2x1x1x8xi64>
    %73 = stablehlo.select %71, %72, %70 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %75 = stablehlo.concatenate %69, %74, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %76 = "stablehlo.gather"(%64, %75) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %77 = stablehlo.convert %76 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %78 = stablehlo.reshape %77 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %80 = stablehlo.and %63, %79 : tensor<2x1x8x8xui8>
    %81 = stablehlo.compare  NE, %80, %c_12 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %82 = stablehlo.select %81, %cst_3, %cst_2 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %85 = stablehlo.add %56, %84 : tensor<2x2x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %88 = stablehlo.subtract %85, %87 : tensor<2x2x8x8xf32>
    %89 = stablehlo.exponential %88 : tensor<2x2x8x8xf32>
    %90 = stablehlo.reduce(%89 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %92 = stablehlo.divide %89, %91 : tensor<2x2x8x8xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %94 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %95 = stablehlo.dot_general %28, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %96 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %97 = stablehlo.add %95, %96 : tensor<16x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %99 = stablehlo.transpose %98, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %101 = stablehlo.dot_general %93, %100, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %105 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %107 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<16x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %110 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %111 = stablehlo.dot_general %28, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %112 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %113 = stablehlo.add %111, %112 : tensor<16x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %115 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x8x16xf32>
    %117 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %118 = stablehlo.add %116, %117 : tensor<2x8x16xf32>
    %119 = stablehlo.add %109, %118 : tensor<2x8x16xf32>
    %120 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x16xf32>
    %122 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %123 = stablehlo.add %121, %122 : tensor<2x8x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.transpose %arg45, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg44, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.add %126, %127 : tensor<16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.maximum %129, %cst_1 : tensor<2x8x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %133 = stablehlo.dot_general %131, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %134 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %135 = stablehlo.add %133, %134 : tensor<16x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %137 = stablehlo.add %136, %123 : tensor<2x8x16xf32>
    %138 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x8x16xf32>
    %140 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %141 = stablehlo.add %139, %140 : tensor<2x8x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %143 = stablehlo.transpose %arg49, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg48, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.add %144, %145 : tensor<16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.maximum %147, %cst_1 : tensor<2x8x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %151 = stablehlo.dot_general %149, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %152 = stablehlo.broadcast_in_dim %arg46, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %153 = stablehlo.add %151, %152 : tensor<16x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %155 = stablehlo.add %154, %141 : tensor<2x8x16xf32>
    %156 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<2x8x16xf32>
    %158 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %159 = stablehlo.add %157, %158 : tensor<2x8x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %161 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,32]{0,1}"} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %164 = stablehlo.add %162, %163 : tensor<16x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.add %165, %27 : tensor<2x8x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.add %168, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %173 = stablehlo.dot_general %171, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.maximum %176, %cst_1 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%178, %cst_0, %cst) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %179 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.add %179, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %186 = stablehlo.concatenate %185, %arg1, dim = 0 : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %187 = stablehlo.dot_general %184, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %189 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<2x8x128xf32>
    %190 = stablehlo.add %188, %189 : tensor<2x8x128xf32>
    return %190 : tensor<2x8x128xf32>
  }
}
