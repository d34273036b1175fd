module @IrToHlo.916 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<128x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<16x32xf32>, %arg15: tensor<8xf32>, %arg16: tensor<4xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<8xf32>, %arg19: tensor<32xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<16x32xf32>, %arg23: tensor<8xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<8xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<4xf32>, %arg29: tensor<4x32xf32>, %arg30: tensor<4x64x32xf32>, %arg31: tensor<4x32x32xf32>, %arg32: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<16x2xf32>
    %cst_0 = stablehlo.constant dense<9.99999968E-21> : tensor<16x1xf32>
    %c = stablehlo.constant dense<4> : tensor<32xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<16x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<16x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<16x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<16x1xi32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_8 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_9 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_12 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_14 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_16 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_17 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_19 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_26 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_27 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_28 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_23 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_22 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_21 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.power %20, %cst_20 : tensor<2x8x4x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %23 = stablehlo.multiply %22, %cst_19 : tensor<2x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %25 = stablehlo.add %24, %cst_18 : tensor<2x8x4x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x4x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x4x8xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x4x8xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_17, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<1x8x4xf32>
    %35 = stablehlo.concatenate %34, %34, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %36 = stablehlo.cosine %35 : tensor<1x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %31, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.slice %31 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %41 = stablehlo.negate %40 : tensor<2x4x8x4xf32>
    %42 = stablehlo.slice %31 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %43 = stablehlo.concatenate %41, %42, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.sine %35 : tensor<1x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<2x4x8x8xf32>
    %48 = stablehlo.add %39, %47 : tensor<2x4x8x8xf32>
    %49 = stablehlo.multiply %48, %cst_16 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.power %54, %cst_15 : tensor<2x8x2x8xf32>
    %56 = stablehlo.reduce(%55 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %57 = stablehlo.multiply %56, %cst_14 : tensor<2x8x2xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %59 = stablehlo.add %58, %cst_13 : tensor<2x8x2x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<2x8x2x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.multiply %54, %62 : tensor<2x8x2x8xf32>
    %64 = stablehlo.multiply %51, %63 : tensor<2x8x2x8xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.slice %65 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %69 = stablehlo.negate %68 : tensor<2x2x8x4xf32>
    %70 = stablehlo.slice %65 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.concatenate %69, %70, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.add %67, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.multiply %77, %cst_16 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_12, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_12, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_28 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg12, %c_27 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_11, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_9 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_12, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_10 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_8 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_26 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_7, %cst_6 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x4x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %124 = stablehlo.dot_general %17, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.dot_general %122, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.add %4, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.power %136, %cst_23 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_22 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_21 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.logistic %151 : tensor<2x8x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x8x64xf32>
    %154 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %148, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.multiply %153, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %159 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.add %136, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.power %162, %cst_23 : tensor<2x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.multiply %166, %cst_22 : tensor<2x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.add %168, %cst_21 : tensor<2x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %162, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %164, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %179 = stablehlo.power %178, %cst_20 : tensor<2x8x4x8xf32>
    %180 = stablehlo.reduce(%179 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %181 = stablehlo.multiply %180, %cst_19 : tensor<2x8x4xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %183 = stablehlo.add %182, %cst_18 : tensor<2x8x4x1xf32>
    %184 = stablehlo.rsqrt %183 : tensor<2x8x4x1xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %187 = stablehlo.multiply %178, %186 : tensor<2x8x4x8xf32>
    %188 = stablehlo.multiply %163, %187 : tensor<2x8x4x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.multiply %189, %38 : tensor<2x4x8x8xf32>
    %191 = stablehlo.slice %189 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %192 = stablehlo.negate %191 : tensor<2x4x8x4xf32>
    %193 = stablehlo.slice %189 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.multiply %194, %46 : tensor<2x4x8x8xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.multiply %196, %cst_16 : tensor<2x4x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %200 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %201 = stablehlo.dot_general %175, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %203 = stablehlo.power %202, %cst_15 : tensor<2x8x2x8xf32>
    %204 = stablehlo.reduce(%203 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %205 = stablehlo.multiply %204, %cst_14 : tensor<2x8x2xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %207 = stablehlo.add %206, %cst_13 : tensor<2x8x2x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x8x2x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x8x2x8xf32>
    %212 = stablehlo.multiply %199, %211 : tensor<2x8x2x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %214 = stablehlo.multiply %213, %66 : tensor<2x2x8x8xf32>
    %215 = stablehlo.slice %213 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.negate %215 : tensor<2x2x8x4xf32>
    %217 = stablehlo.slice %213 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.multiply %218, %72 : tensor<2x2x8x8xf32>
    %220 = stablehlo.add %214, %219 : tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.multiply %223, %cst_16 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.dot_general %198, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %228 = stablehlo.add %227, %113 : tensor<2x4x8x8xf32>
    %229 = stablehlo.reduce(%228 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %231 = stablehlo.subtract %228, %230 : tensor<2x4x8x8xf32>
    %232 = stablehlo.exponential %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.reduce(%232 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.divide %232, %234 : tensor<2x4x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %238 = stablehlo.dot_general %175, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.dot_general %236, %242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %245 = stablehlo.transpose %244, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %248 = stablehlo.dot_general %246, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.add %162, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.power %250, %cst_23 : tensor<2x8x32xf32>
    %252 = stablehlo.reduce(%251 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %253 = stablehlo.multiply %252, %cst_22 : tensor<2x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %255 = stablehlo.add %254, %cst_21 : tensor<2x8x1xf32>
    %256 = stablehlo.rsqrt %255 : tensor<2x8x1xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.multiply %250, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.multiply %0, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %264 = stablehlo.logistic %263 : tensor<16x4xf32>
    %265 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %266 = stablehlo.add %264, %265 : tensor<16x4xf32>
    %267 = stablehlo.reshape %266 : (tensor<16x4xf32>) -> tensor<16x1x4xf32>
    %268 = "stablehlo.sort"(%267) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %355 = stablehlo.compare  GT, %arg33, %arg34,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %355 : tensor<i1>
    }) : (tensor<16x1x4xf32>) -> tensor<16x1x4xf32>
    %269 = stablehlo.slice %268 [0:16, 0:1, 0:2] : (tensor<16x1x4xf32>) -> tensor<16x1x2xf32>
    %270 = stablehlo.reduce(%269 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<16x1x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %271:2 = "stablehlo.sort"(%270, %c_5) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>, %arg35: tensor<i32>, %arg36: tensor<i32>):
      %355 = stablehlo.compare  GT, %arg33, %arg34,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %355 : tensor<i1>
    }) : (tensor<16x1xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1xi32>)
    %272 = stablehlo.iota dim = 0 : tensor<16xi64>
    %273 = stablehlo.reshape %272 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %274 = stablehlo.convert %271#1 : (tensor<16x1xi32>) -> tensor<16x1xi64>
    %275 = stablehlo.reshape %274 : (tensor<16x1xi64>) -> tensor<16x1x1xi64>
    %276 = stablehlo.concatenate %273, %275, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %277 = "stablehlo.scatter"(%cst_4, %276, %cst_3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      stablehlo.return %arg34 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x4xf32>
    %279 = stablehlo.reshape %278 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %280 = stablehlo.compare  NE, %279, %cst_24 : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %281 = stablehlo.select %280, %266, %cst_2 : tensor<16x4xi1>, tensor<16x4xf32>
    %282 = stablehlo.iota dim = 0 : tensor<4xi32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %284:2 = "stablehlo.sort"(%281, %283) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>, %arg35: tensor<i32>, %arg36: tensor<i32>):
      %355 = stablehlo.compare  GT, %arg33, %arg34,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %355 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %285 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.slice %284#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %287 = stablehlo.convert %286 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %288 = stablehlo.reshape %287 : (tensor<16x2xi64>) -> tensor<32xi64>
    %289 = stablehlo.compare  LT, %288, %c_1 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %290 = stablehlo.add %288, %c : tensor<32xi64>
    %291 = stablehlo.select %289, %290, %288 : tensor<32xi1>, tensor<32xi64>
    %292 = stablehlo.reshape %291 : (tensor<32xi64>) -> tensor<32x1xi64>
    %293 = "stablehlo.gather"(%arg31, %292) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %294 = "stablehlo.gather"(%arg30, %292) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %295 = stablehlo.broadcast_in_dim %261, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %297 = stablehlo.dot_general %294, %296, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %298 = stablehlo.reshape %297 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %299 = stablehlo.slice %298 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %300 = stablehlo.logistic %299 : tensor<32x32xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<32x32xf32>
    %302 = stablehlo.slice %298 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<32x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %305 = stablehlo.dot_general %293, %304, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %306 = stablehlo.reshape %305 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %307 = stablehlo.iota dim = 0 : tensor<16xui32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %309 = stablehlo.convert %286 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %310 = stablehlo.reshape %309 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %311 = stablehlo.concatenate %308, %310, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %312 = "stablehlo.gather"(%264, %311) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %313 = stablehlo.reduce(%312 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %314 = stablehlo.reshape %313 : (tensor<16xf32>) -> tensor<16x1xf32>
    %315 = stablehlo.add %314, %cst_0 : tensor<16x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<16x1xf32>) -> tensor<16xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %318 = stablehlo.divide %312, %317 : tensor<16x2xf32>
    %319 = stablehlo.multiply %318, %cst : tensor<16x2xf32>
    %320 = stablehlo.reshape %319 : (tensor<16x2xf32>) -> tensor<32xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %322 = stablehlo.multiply %306, %321 : tensor<32x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %324 = stablehlo.reduce(%323 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %327 = stablehlo.dot_general %261, %326, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %328 = stablehlo.reshape %327 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.logistic %328 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %332 = stablehlo.dot_general %261, %331, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %334 = stablehlo.multiply %330, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %336 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %337 = stablehlo.dot_general %335, %336, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %338 = stablehlo.reshape %337 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.add %325, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.add %250, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.power %340, %cst_23 : tensor<2x8x32xf32>
    %342 = stablehlo.reduce(%341 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.multiply %342, %cst_22 : tensor<2x8xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %345 = stablehlo.add %344, %cst_21 : tensor<2x8x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<2x8x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %340, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %285, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %352 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %353 = stablehlo.dot_general %351, %352, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %354 = stablehlo.reshape %353 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %354 : tensor<2x8x128xf32>
  }
}
