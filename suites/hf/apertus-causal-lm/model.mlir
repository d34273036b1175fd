module @IrToHlo.805 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<2x8xi64>, %arg10: tensor<128x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<8xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<8xf32>, %arg19: tensor<32xf32>, %arg20: tensor<f32>, %arg21: tensor<1xf32>, %arg22: tensor<f32>, %arg23: tensor<1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<16x32xf32>, %arg26: tensor<8xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<8xf32>, %arg29: tensor<32xf32>, %arg30: tensor<1xf32>, %arg31: tensor<1xf32>, %arg32: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<2.000000e+01> : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_3 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_5 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_6 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<2x2x8x1xf32>
    %cst_8 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_11 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<2x4x8x1xf32>
    %cst_13 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_16 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_19 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_20 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_21 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg9 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_17 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_16 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_15 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.power %21, %cst_14 : tensor<2x4x8x8xf32>
    %23 = stablehlo.reduce(%22 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %24 = stablehlo.multiply %23, %cst_13 : tensor<2x4x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %26 = stablehlo.add %25, %cst_12 : tensor<2x4x8x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<2x4x8x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %21, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %5, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %49 = stablehlo.multiply %48, %cst_10 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %56 = stablehlo.power %55, %cst_9 : tensor<2x2x8x8xf32>
    %57 = stablehlo.reduce(%56 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %58 = stablehlo.multiply %57, %cst_8 : tensor<2x2x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %60 = stablehlo.add %59, %cst_7 : tensor<2x2x8x1xf32>
    %61 = stablehlo.rsqrt %60 : tensor<2x2x8x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.multiply %55, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.multiply %51, %64 : tensor<2x2x8x8xf32>
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
    %78 = stablehlo.multiply %77, %cst_10 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_6, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_21 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg12, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_5, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_3 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_6, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_4 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_19 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_2, %cst_1 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %138 = stablehlo.power %136, %cst_17 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_16 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_15 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.compare  GT, %151, %cst_0 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %153 = stablehlo.compare  GT, %arg23, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %154 = stablehlo.exponential %arg23 : tensor<1xf32>
    %155 = stablehlo.log_plus_one %154 : tensor<1xf32>
    %156 = stablehlo.select %153, %arg23, %155 : tensor<1xi1>, tensor<1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %160 = stablehlo.multiply %159, %151 : tensor<2x8x64xf32>
    %161 = stablehlo.multiply %160, %151 : tensor<2x8x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg20, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %163 = stablehlo.multiply %162, %151 : tensor<2x8x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<2x8x64xf32>
    %165 = stablehlo.broadcast_in_dim %arg22, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %166 = stablehlo.minimum %151, %165 : tensor<2x8x64xf32>
    %167 = stablehlo.exponential_minus_one %166 : tensor<2x8x64xf32>
    %168 = stablehlo.subtract %167, %151 : tensor<2x8x64xf32>
    %169 = stablehlo.reshape %arg20 : (tensor<f32>) -> tensor<1xf32>
    %170 = stablehlo.compare  GT, %arg21, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %171 = stablehlo.exponential %arg21 : tensor<1xf32>
    %172 = stablehlo.log_plus_one %171 : tensor<1xf32>
    %173 = stablehlo.select %170, %arg21, %172 : tensor<1xi1>, tensor<1xf32>
    %174 = stablehlo.add %169, %173 : tensor<1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %178 = stablehlo.multiply %168, %177 : tensor<2x8x64xf32>
    %179 = stablehlo.add %178, %163 : tensor<2x8x64xf32>
    %180 = stablehlo.select %152, %164, %179 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %182 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %185 = stablehlo.add %136, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.power %185, %cst_17 : tensor<2x8x32xf32>
    %189 = stablehlo.reduce(%188 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.multiply %189, %cst_16 : tensor<2x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %192 = stablehlo.add %191, %cst_15 : tensor<2x8x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<2x8x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %185, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.power %202, %cst_14 : tensor<2x4x8x8xf32>
    %204 = stablehlo.reduce(%203 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %205 = stablehlo.multiply %204, %cst_13 : tensor<2x4x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %207 = stablehlo.add %206, %cst_12 : tensor<2x4x8x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x4x8x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x4x8x8xf32>
    %212 = stablehlo.multiply %186, %211 : tensor<2x4x8x8xf32>
    %213 = stablehlo.multiply %212, %38 : tensor<2x4x8x8xf32>
    %214 = stablehlo.slice %212 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %215 = stablehlo.negate %214 : tensor<2x4x8x4xf32>
    %216 = stablehlo.slice %212 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %217 = stablehlo.concatenate %215, %216, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %218 = stablehlo.multiply %217, %46 : tensor<2x4x8x8xf32>
    %219 = stablehlo.add %213, %218 : tensor<2x4x8x8xf32>
    %220 = stablehlo.multiply %219, %cst_10 : tensor<2x4x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %222 = stablehlo.broadcast_in_dim %arg26, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %223 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %224 = stablehlo.dot_general %198, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %226 = stablehlo.transpose %225, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %227 = stablehlo.power %226, %cst_9 : tensor<2x2x8x8xf32>
    %228 = stablehlo.reduce(%227 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %229 = stablehlo.multiply %228, %cst_8 : tensor<2x2x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %231 = stablehlo.add %230, %cst_7 : tensor<2x2x8x1xf32>
    %232 = stablehlo.rsqrt %231 : tensor<2x2x8x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %235 = stablehlo.multiply %226, %234 : tensor<2x2x8x8xf32>
    %236 = stablehlo.multiply %222, %235 : tensor<2x2x8x8xf32>
    %237 = stablehlo.multiply %236, %66 : tensor<2x2x8x8xf32>
    %238 = stablehlo.slice %236 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %239 = stablehlo.negate %238 : tensor<2x2x8x4xf32>
    %240 = stablehlo.slice %236 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %241 = stablehlo.concatenate %239, %240, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %242 = stablehlo.multiply %241, %72 : tensor<2x2x8x8xf32>
    %243 = stablehlo.add %237, %242 : tensor<2x2x8x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.multiply %246, %cst_10 : tensor<2x4x8x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %249 = stablehlo.dot_general %221, %248, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.add %250, %113 : tensor<2x4x8x8xf32>
    %252 = stablehlo.reduce(%251 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.subtract %251, %253 : tensor<2x4x8x8xf32>
    %255 = stablehlo.exponential %254 : tensor<2x4x8x8xf32>
    %256 = stablehlo.reduce(%255 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.divide %255, %257 : tensor<2x4x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %260 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %261 = stablehlo.dot_general %198, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %266 = stablehlo.dot_general %259, %265, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %268 = stablehlo.transpose %267, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %270 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %271 = stablehlo.dot_general %269, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.add %185, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.power %273, %cst_17 : tensor<2x8x32xf32>
    %276 = stablehlo.reduce(%275 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %277 = stablehlo.multiply %276, %cst_16 : tensor<2x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %279 = stablehlo.add %278, %cst_15 : tensor<2x8x1xf32>
    %280 = stablehlo.rsqrt %279 : tensor<2x8x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.multiply %273, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.multiply %274, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %286 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %287 = stablehlo.dot_general %285, %286, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %289 = stablehlo.compare  GT, %288, %cst_0 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %290 = stablehlo.compare  GT, %arg31, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %291 = stablehlo.exponential %arg31 : tensor<1xf32>
    %292 = stablehlo.log_plus_one %291 : tensor<1xf32>
    %293 = stablehlo.select %290, %arg31, %292 : tensor<1xi1>, tensor<1xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %297 = stablehlo.multiply %296, %288 : tensor<2x8x64xf32>
    %298 = stablehlo.multiply %297, %288 : tensor<2x8x64xf32>
    %299 = stablehlo.multiply %162, %288 : tensor<2x8x64xf32>
    %300 = stablehlo.add %298, %299 : tensor<2x8x64xf32>
    %301 = stablehlo.minimum %288, %165 : tensor<2x8x64xf32>
    %302 = stablehlo.exponential_minus_one %301 : tensor<2x8x64xf32>
    %303 = stablehlo.subtract %302, %288 : tensor<2x8x64xf32>
    %304 = stablehlo.compare  GT, %arg30, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %305 = stablehlo.exponential %arg30 : tensor<1xf32>
    %306 = stablehlo.log_plus_one %305 : tensor<1xf32>
    %307 = stablehlo.select %304, %arg30, %306 : tensor<1xi1>, tensor<1xf32>
    %308 = stablehlo.add %169, %307 : tensor<1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %312 = stablehlo.multiply %303, %311 : tensor<2x8x64xf32>
    %313 = stablehlo.add %312, %299 : tensor<2x8x64xf32>
    %314 = stablehlo.select %289, %300, %313 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %316 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %317 = stablehlo.dot_general %315, %316, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %318 = stablehlo.reshape %317 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.add %273, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.power %319, %cst_17 : tensor<2x8x32xf32>
    %321 = stablehlo.reduce(%320 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %322 = stablehlo.multiply %321, %cst_16 : tensor<2x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %324 = stablehlo.add %323, %cst_15 : tensor<2x8x1xf32>
    %325 = stablehlo.rsqrt %324 : tensor<2x8x1xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %328 = stablehlo.multiply %319, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %0, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %331 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %332 = stablehlo.dot_general %330, %331, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %333 : tensor<2x8x128xf32>
  }
}
