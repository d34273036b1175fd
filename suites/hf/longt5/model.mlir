module @IrToHlo.869 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<32xf32>, %arg11: tensor<2x8xi64>, %arg12: tensor<8x2xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<i1>, %arg18: tensor<32x32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<2x8xi64>, %arg23: tensor<32xf32>, %arg24: tensor<8x2xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<0.176776692> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_0 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_2 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+10> : tensor<2x1x2x5x15xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x2x5x15xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<2x1x2x5x15xi64>
    %c_8 = stablehlo.constant dense<5> : tensor<5x15xi64>
    %c_9 = stablehlo.constant dense<[5, 6, 7, 8, 9]> : tensor<5xi32>
    %c_10 = stablehlo.constant dense<3> : tensor<5x15xi64>
    %cst_11 = stablehlo.constant dense<4.15888309> : tensor<5x15xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<5x15xf32>
    %c_13 = stablehlo.constant dense<2> : tensor<5x15xi64>
    %c_14 = stablehlo.constant dense<4> : tensor<5x15xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<5x15xi64>
    %c_16 = stablehlo.constant dense<[5, 6, 7, 8, 9]> : tensor<5xi64>
    %cst_17 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_19 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_20 = stablehlo.constant dense<7> : tensor<8x8xi64>
    %cst_21 = stablehlo.constant dense<3.46573591> : tensor<8x8xf32>
    %cst_22 = stablehlo.constant dense<4.000000e+00> : tensor<8x8xf32>
    %c_23 = stablehlo.constant dense<4> : tensor<8x8xi64>
    %c_24 = stablehlo.constant dense<0> : tensor<8x8xi64>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_29 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_30 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %c_31 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]> : tensor<15xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<2x2x1x15xi64>
    %c_33 = stablehlo.constant dense<0> : tensor<2x2x5x1xi64>
    %c_34 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]> : tensor<15xi64>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_36 = stablehlo.constant dense<0> : tensor<i64>
    %c_37 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg22 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg0, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_27 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_26 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_25 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %22 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %23 = stablehlo.dot_general %16, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %27 = stablehlo.dot_general %21, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %c_37, dims = [1] : (tensor<8xi64>) -> tensor<8x8xi64>
    %30 = stablehlo.broadcast_in_dim %c_37, dims = [0] : (tensor<8xi64>) -> tensor<8x8xi64>
    %31 = stablehlo.subtract %29, %30 : tensor<8x8xi64>
    %32 = stablehlo.minimum %31, %c_24 : tensor<8x8xi64>
    %33 = stablehlo.negate %32 : tensor<8x8xi64>
    %34 = stablehlo.compare  LT, %33, %c_23 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %35 = stablehlo.convert %33 : (tensor<8x8xi64>) -> tensor<8x8xf32>
    %36 = stablehlo.divide %35, %cst_22 : tensor<8x8xf32>
    %37 = stablehlo.log %36 : tensor<8x8xf32>
    %38 = stablehlo.divide %37, %cst_21 : tensor<8x8xf32>
    %39 = stablehlo.multiply %38, %cst_22 : tensor<8x8xf32>
    %40 = stablehlo.convert %39 : (tensor<8x8xf32>) -> tensor<8x8xi64>
    %41 = stablehlo.add %40, %c_23 : tensor<8x8xi64>
    %42 = stablehlo.minimum %41, %c_20 : tensor<8x8xi64>
    %43 = stablehlo.select %34, %33, %42 : tensor<8x8xi1>, tensor<8x8xi64>
    %44 = stablehlo.reshape %43 : (tensor<8x8xi64>) -> tensor<64xi64>
    %45 = stablehlo.convert %44 : (tensor<64xi64>) -> tensor<64xui32>
    %46 = "stablehlo.gather"(%arg24, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<8x2xf32>, tensor<64xui32>) -> tensor<64x2xf32>
    %47 = stablehlo.reshape %46 : (tensor<64x2xf32>) -> tensor<8x8x2xf32>
    %48 = stablehlo.transpose %47, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,8,8]{0,2,1}"} : (tensor<8x8x2xf32>) -> tensor<2x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.add %28, %49 : tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %c_19, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %52 = stablehlo.broadcast_in_dim %c_19, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %53 = stablehlo.compare  LE, %51, %52 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %54 = stablehlo.reshape %53 : (tensor<1x1x8x8xi1>) -> tensor<1x8x8xi1>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1, 2, 3] : (tensor<1x8x8xi1>) -> tensor<2x1x8x8xi1>
    %56 = stablehlo.select %55, %cst_18, %cst_17 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %59 = stablehlo.add %50, %58 : tensor<2x2x8x8xf32>
    %60 = stablehlo.reduce(%59 init: %cst_35) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.subtract %59, %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.exponential %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.reduce(%63 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.divide %63, %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %68 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %69 = stablehlo.dot_general %16, %68, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %70 = stablehlo.reshape %69 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %73 = stablehlo.dot_general %67, %72, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %80 = stablehlo.add %4, %79 : tensor<2x8x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %82 = stablehlo.power %80, %cst_27 : tensor<2x8x32xf32>
    %83 = stablehlo.reduce(%82 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %84 = stablehlo.multiply %83, %cst_26 : tensor<2x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %86 = stablehlo.add %85, %cst_25 : tensor<2x8x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<2x8x1xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.multiply %80, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<2x8x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %96 = stablehlo.transpose %95, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %98 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %100 = stablehlo.convert %99 : (tensor<16xi64>) -> tensor<16xui32>
    %101 = "stablehlo.gather"(%arg0, %100) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.power %102, %cst_27 : tensor<2x8x32xf32>
    %105 = stablehlo.reduce(%104 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %106 = stablehlo.multiply %105, %cst_26 : tensor<2x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %108 = stablehlo.add %107, %cst_25 : tensor<2x8x1xf32>
    %109 = stablehlo.rsqrt %108 : tensor<2x8x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.multiply %102, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.multiply %103, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %118 = stablehlo.pad %117, %cst_38, low = [0, 0, 0, 0], high = [0, 2, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x2x16xf32>, tensor<f32>) -> tensor<2x10x2x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x10x2x16xf32>) -> tensor<2x2x5x2x16x1xf32>
    %120 = stablehlo.transpose %119, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x5x2x16x1xf32>) -> tensor<2x2x2x5x16x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x2x2x5x16x1xf32>) -> tensor<8x5x16xf32>
    %122 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %114, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %125 = stablehlo.pad %124, %cst_38, low = [0, 0, 0, 0], high = [0, 2, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x2x16xf32>, tensor<f32>) -> tensor<2x10x2x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x10x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %127 = stablehlo.pad %126, %cst_38, low = [0, 1, 0, 0, 0], high = [0, 1, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x2x5x2x16xf32>, tensor<f32>) -> tensor<2x4x5x2x16xf32>
    %128 = stablehlo.slice %127 [0:2, 0:2, 0:5, 0:2, 0:16] : (tensor<2x4x5x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %129 = stablehlo.slice %127 [0:2, 1:3, 0:5, 0:2, 0:16] : (tensor<2x4x5x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %130 = stablehlo.slice %127 [0:2, 2:4, 0:5, 0:2, 0:16] : (tensor<2x4x5x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %131 = stablehlo.concatenate %128, %129, %130, dim = 2 : (tensor<2x2x5x2x16xf32>, tensor<2x2x5x2x16xf32>, tensor<2x2x5x2x16xf32>) -> tensor<2x2x15x2x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x2x15x2x16xf32>) -> tensor<2x2x15x2x16x1xf32>
    %133 = stablehlo.transpose %132, dims = [0, 1, 3, 4, 2, 5] : (tensor<2x2x15x2x16x1xf32>) -> tensor<2x2x2x16x15x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x2x2x16x15x1xf32>) -> tensor<8x16x15xf32>
    %135 = stablehlo.dot_general %121, %134, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x5x16xf32>, tensor<8x16x15xf32>) -> tensor<8x5x15xf32>
    %136 = stablehlo.reshape %135 : (tensor<8x5x15xf32>) -> tensor<2x2x2x5x15xf32>
    %137 = stablehlo.broadcast_in_dim %c_34, dims = [1] : (tensor<15xi64>) -> tensor<5x15xi64>
    %138 = stablehlo.broadcast_in_dim %c_16, dims = [0] : (tensor<5xi64>) -> tensor<5x15xi64>
    %139 = stablehlo.subtract %137, %138 : tensor<5x15xi64>
    %140 = stablehlo.compare  GT, %139, %c_15 : (tensor<5x15xi64>, tensor<5x15xi64>) -> tensor<5x15xi1>
    %141 = stablehlo.convert %140 : (tensor<5x15xi1>) -> tensor<5x15xi64>
    %142 = stablehlo.multiply %141, %c_14 : tensor<5x15xi64>
    %143 = stablehlo.abs %139 : tensor<5x15xi64>
    %144 = stablehlo.compare  LT, %143, %c_13 : (tensor<5x15xi64>, tensor<5x15xi64>) -> tensor<5x15xi1>
    %145 = stablehlo.convert %143 : (tensor<5x15xi64>) -> tensor<5x15xf32>
    %146 = stablehlo.divide %145, %cst_12 : tensor<5x15xf32>
    %147 = stablehlo.log %146 : tensor<5x15xf32>
    %148 = stablehlo.divide %147, %cst_11 : tensor<5x15xf32>
    %149 = stablehlo.multiply %148, %cst_12 : tensor<5x15xf32>
    %150 = stablehlo.convert %149 : (tensor<5x15xf32>) -> tensor<5x15xi64>
    %151 = stablehlo.add %150, %c_13 : tensor<5x15xi64>
    %152 = stablehlo.minimum %151, %c_10 : tensor<5x15xi64>
    %153 = stablehlo.select %144, %143, %152 : tensor<5x15xi1>, tensor<5x15xi64>
    %154 = stablehlo.add %142, %153 : tensor<5x15xi64>
    %155 = stablehlo.reshape %154 : (tensor<5x15xi64>) -> tensor<75xi64>
    %156 = stablehlo.convert %155 : (tensor<75xi64>) -> tensor<75xui32>
    %157 = "stablehlo.gather"(%arg12, %156) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<8x2xf32>, tensor<75xui32>) -> tensor<75x2xf32>
    %158 = stablehlo.reshape %157 : (tensor<75x2xf32>) -> tensor<5x15x2xf32>
    %159 = stablehlo.transpose %158, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,15]{0,2,1}"} : (tensor<5x15x2xf32>) -> tensor<2x5x15xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [2, 3, 4] : (tensor<2x5x15xf32>) -> tensor<2x2x2x5x15xf32>
    %161 = stablehlo.pad %arg11, %c_36, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<2x8xi64>, tensor<i64>) -> tensor<2x10xi64>
    %162 = stablehlo.reshape %161 : (tensor<2x10xi64>) -> tensor<2x2x5xi64>
    %163 = stablehlo.reshape %161 : (tensor<2x10xi64>) -> tensor<2x2x5x1xi64>
    %164 = stablehlo.compare  NE, %163, %c_33 : (tensor<2x2x5x1xi64>, tensor<2x2x5x1xi64>) -> tensor<2x2x5x1xi1>
    %165 = stablehlo.reshape %164 : (tensor<2x2x5x1xi1>) -> tensor<2x2x5xi1>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<2x2x5xi1>) -> tensor<2x2x5x15xi1>
    %167 = stablehlo.pad %162, %c_36, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x2x5xi64>, tensor<i64>) -> tensor<2x4x5xi64>
    %168 = stablehlo.slice %167 [0:2, 0:2, 0:5] : (tensor<2x4x5xi64>) -> tensor<2x2x5xi64>
    %169 = stablehlo.slice %167 [0:2, 1:3, 0:5] : (tensor<2x4x5xi64>) -> tensor<2x2x5xi64>
    %170 = stablehlo.slice %167 [0:2, 2:4, 0:5] : (tensor<2x4x5xi64>) -> tensor<2x2x5xi64>
    %171 = stablehlo.concatenate %168, %169, %170, dim = 2 : (tensor<2x2x5xi64>, tensor<2x2x5xi64>, tensor<2x2x5xi64>) -> tensor<2x2x15xi64>
    %172 = stablehlo.reshape %171 : (tensor<2x2x15xi64>) -> tensor<2x2x1x15xi64>
    %173 = stablehlo.compare  NE, %172, %c_32 : (tensor<2x2x1x15xi64>, tensor<2x2x1x15xi64>) -> tensor<2x2x1x15xi1>
    %174 = stablehlo.reshape %173 : (tensor<2x2x1x15xi1>) -> tensor<2x2x15xi1>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 3] : (tensor<2x2x15xi1>) -> tensor<2x2x5x15xi1>
    %176 = stablehlo.and %166, %175 : tensor<2x2x5x15xi1>
    %177 = stablehlo.broadcast_in_dim %c_31, dims = [1] : (tensor<15xi32>) -> tensor<5x15xi32>
    %178 = stablehlo.broadcast_in_dim %c_9, dims = [0] : (tensor<5xi32>) -> tensor<5x15xi32>
    %179 = stablehlo.subtract %177, %178 : tensor<5x15xi32>
    %180 = stablehlo.abs %179 : tensor<5x15xi32>
    %181 = stablehlo.convert %180 : (tensor<5x15xi32>) -> tensor<5x15xi64>
    %182 = stablehlo.compare  LT, %181, %c_8 : (tensor<5x15xi64>, tensor<5x15xi64>) -> tensor<5x15xi1>
    %183 = stablehlo.broadcast_in_dim %182, dims = [2, 3] : (tensor<5x15xi1>) -> tensor<2x2x5x15xi1>
    %184 = stablehlo.and %176, %183 : tensor<2x2x5x15xi1>
    %185 = stablehlo.reshape %184 : (tensor<2x2x5x15xi1>) -> tensor<2x1x2x5x15xi1>
    %186 = stablehlo.convert %185 : (tensor<2x1x2x5x15xi1>) -> tensor<2x1x2x5x15xi64>
    %187 = stablehlo.compare  GT, %186, %c_7 : (tensor<2x1x2x5x15xi64>, tensor<2x1x2x5x15xi64>) -> tensor<2x1x2x5x15xi1>
    %188 = stablehlo.select %187, %cst_6, %cst_5 : tensor<2x1x2x5x15xi1>, tensor<2x1x2x5x15xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x1x2x5x15xf32>) -> tensor<2x2x5x15xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 3, 4] : (tensor<2x2x5x15xf32>) -> tensor<2x2x2x5x15xf32>
    %191 = stablehlo.add %160, %190 : tensor<2x2x2x5x15xf32>
    %192 = stablehlo.add %136, %191 : tensor<2x2x2x5x15xf32>
    %193 = stablehlo.reduce(%192 init: %cst_35) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x5x15xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x15xf32>
    %195 = stablehlo.subtract %192, %194 : tensor<2x2x2x5x15xf32>
    %196 = stablehlo.exponential %195 : tensor<2x2x2x5x15xf32>
    %197 = stablehlo.reduce(%196 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x5x15xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x15xf32>
    %199 = stablehlo.divide %196, %198 : tensor<2x2x2x5x15xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x2x2x5x15xf32>) -> tensor<8x5x15xf32>
    %201 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %202 = stablehlo.dot_general %114, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %204 = stablehlo.pad %203, %cst_38, low = [0, 0, 0, 0], high = [0, 2, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x2x16xf32>, tensor<f32>) -> tensor<2x10x2x16xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x10x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %206 = stablehlo.pad %205, %cst_38, low = [0, 1, 0, 0, 0], high = [0, 1, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<2x2x5x2x16xf32>, tensor<f32>) -> tensor<2x4x5x2x16xf32>
    %207 = stablehlo.slice %206 [0:2, 0:2, 0:5, 0:2, 0:16] : (tensor<2x4x5x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %208 = stablehlo.slice %206 [0:2, 1:3, 0:5, 0:2, 0:16] : (tensor<2x4x5x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %209 = stablehlo.slice %206 [0:2, 2:4, 0:5, 0:2, 0:16] : (tensor<2x4x5x2x16xf32>) -> tensor<2x2x5x2x16xf32>
    %210 = stablehlo.concatenate %207, %208, %209, dim = 2 : (tensor<2x2x5x2x16xf32>, tensor<2x2x5x2x16xf32>, tensor<2x2x5x2x16xf32>) -> tensor<2x2x15x2x16xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x2x15x2x16xf32>) -> tensor<2x2x15x2x16x1xf32>
    %212 = stablehlo.transpose %211, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x15x2x16x1xf32>) -> tensor<2x2x2x15x16x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x2x2x15x16x1xf32>) -> tensor<8x15x16xf32>
    %214 = stablehlo.dot_general %200, %213, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x5x15xf32>, tensor<8x15x16xf32>) -> tensor<8x5x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x5x16xf32>) -> tensor<2x2x2x5x1x16xf32>
    %216 = stablehlo.transpose %215, dims = [0, 1, 3, 2, 5, 4] {result_layout = dense<[4, 5, 2, 3, 1, 0]> : tensor<6xindex>, xla_shape = "f32[2,2,5,2,16,1]{4,5,2,3,1,0}"} : (tensor<2x2x2x5x1x16xf32>) -> tensor<2x2x5x2x16x1xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x2x5x2x16x1xf32>) -> tensor<2x10x32xf32>
    %218 = stablehlo.slice %217 [0:2, 0:8, 0:32] : (tensor<2x10x32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1, 2] : (tensor<32x32xf32>) -> tensor<2x32x32xf32>
    %221 = stablehlo.dot_general %218, %220, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<2x32x32xf32>) -> tensor<2x8x32xf32>
    %222 = stablehlo.add %102, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.power %222, %cst_27 : tensor<2x8x32xf32>
    %225 = stablehlo.reduce(%224 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %226 = stablehlo.multiply %225, %cst_26 : tensor<2x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %228 = stablehlo.add %227, %cst_25 : tensor<2x8x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<2x8x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.multiply %222, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.multiply %223, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %236 = stablehlo.dot_general %234, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %237 = stablehlo.reshape %236 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %238 = stablehlo.maximum %237, %cst_4 : tensor<2x8x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %240 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.add %222, %242 : tensor<2x8x32xf32>
    %244 = stablehlo.power %243, %cst_27 : tensor<2x8x32xf32>
    %245 = stablehlo.reduce(%244 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %246 = stablehlo.multiply %245, %cst_26 : tensor<2x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %248 = stablehlo.add %247, %cst_25 : tensor<2x8x1xf32>
    %249 = stablehlo.rsqrt %248 : tensor<2x8x1xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.multiply %243, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.multiply %98, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %256 = stablehlo.dot_general %254, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %260 = stablehlo.dot_general %97, %259, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %262 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %264 = stablehlo.and %263, %c_3 : tensor<1x1x8x1xui8>
    %265 = stablehlo.compare  NE, %264, %c_30 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %266 = stablehlo.convert %265 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %267 = stablehlo.reshape %266 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %269 = stablehlo.compare  NE, %arg11, %c_29 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %270 = stablehlo.broadcast_in_dim %c_2, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %271 = stablehlo.compare  LT, %270, %c_1 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %272 = stablehlo.add %270, %c_0 : tensor<2x1x1x8xi64>
    %273 = stablehlo.select %271, %272, %270 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %274 = stablehlo.reshape %273 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %275 = stablehlo.broadcast_in_dim %c_19, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %276 = stablehlo.compare  LT, %275, %c_1 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %277 = stablehlo.add %275, %c : tensor<2x1x1x8xi64>
    %278 = stablehlo.select %276, %277, %275 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %279 = stablehlo.reshape %278 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %280 = stablehlo.concatenate %274, %279, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %281 = "stablehlo.gather"(%269, %280) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %282 = stablehlo.convert %281 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %283 = stablehlo.reshape %282 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %285 = stablehlo.and %268, %284 : tensor<2x1x8x8xui8>
    %286 = stablehlo.compare  NE, %285, %c_28 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %287 = stablehlo.select %286, %cst_18, %cst_17 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %290 = stablehlo.add %261, %289 : tensor<2x2x8x8xf32>
    %291 = stablehlo.reduce(%290 init: %cst_35) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %293 = stablehlo.subtract %290, %292 : tensor<2x2x8x8xf32>
    %294 = stablehlo.exponential %293 : tensor<2x2x8x8xf32>
    %295 = stablehlo.reduce(%294 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %297 = stablehlo.divide %294, %296 : tensor<2x2x8x8xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %299 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %300 = stablehlo.dot_general %254, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %301 = stablehlo.reshape %300 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %302 = stablehlo.transpose %301, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %304 = stablehlo.dot_general %298, %303, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %305 = stablehlo.reshape %304 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %306 = stablehlo.transpose %305, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %308 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %309 = stablehlo.dot_general %307, %308, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.add %80, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %313 = stablehlo.power %311, %cst_27 : tensor<2x8x32xf32>
    %314 = stablehlo.reduce(%313 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %315 = stablehlo.multiply %314, %cst_26 : tensor<2x8xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %317 = stablehlo.add %316, %cst_25 : tensor<2x8x1xf32>
    %318 = stablehlo.rsqrt %317 : tensor<2x8x1xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %311, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.multiply %312, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %325 = stablehlo.dot_general %323, %324, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %326 = stablehlo.reshape %325 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %327 = stablehlo.maximum %326, %cst_4 : tensor<2x8x64xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %329 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %330 = stablehlo.dot_general %328, %329, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %331 = stablehlo.reshape %330 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.add %311, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.power %332, %cst_27 : tensor<2x8x32xf32>
    %334 = stablehlo.reduce(%333 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %335 = stablehlo.multiply %334, %cst_26 : tensor<2x8xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %337 = stablehlo.add %336, %cst_25 : tensor<2x8x1xf32>
    %338 = stablehlo.rsqrt %337 : tensor<2x8x1xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.multiply %332, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %0, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %342, %cst : tensor<2x8x32xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %345 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %346 = stablehlo.dot_general %344, %345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %347 = stablehlo.reshape %346 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %347 : tensor<2x8x128xf32>
  }
}
