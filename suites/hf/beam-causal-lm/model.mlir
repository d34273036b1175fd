module @IrToHlo.990 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<2x8xi64>, %arg2: tensor<128x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<4xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32>, %arg12: tensor<8xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<8xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<64x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32x32xf32>, %arg22: tensor<4xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<16x32xf32>, %arg26: tensor<16x32xf32>, %arg27: tensor<8xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<8xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32x64xf32>, %arg32: tensor<64x32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<64x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<3.000000e+01> : tensor<2x8x128xf32>
    %cst_0 = stablehlo.constant dense<0.89442718> : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.44721359> : tensor<2x8x32xf32>
    %cst_2 = stablehlo.constant dense<0.866025388> : tensor<2x8x32xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<1x8xf32>
    %cst_5 = stablehlo.constant dense<[[4.8828125E-4, 9.765625E-4, 0.00146484375, 0.001953125, 0.00244140625, 0.0029296875, 0.00341796875, 3.906250e-03]]> : tensor<1x8xf32>
    %cst_6 = stablehlo.constant dense<0.816496611> : tensor<2x8x32xf32>
    %cst_7 = stablehlo.constant dense<0.577350259> : tensor<2x8x32xf32>
    %cst_8 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_13 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_14 = stablehlo.constant dense<[[[-512, -511, -510, -509, -508, -507, -506, -505]]]> : tensor<1x1x8xi64>
    %c_15 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_17 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_19 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_20 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_22 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_28 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_29 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_30 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg29, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %10 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %arg1 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.power %14, %cst_26 : tensor<2x8x32xf32>
    %16 = stablehlo.reduce(%15 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %17 = stablehlo.multiply %16, %cst_25 : tensor<2x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %19 = stablehlo.add %18, %cst_24 : tensor<2x8x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2x8x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.multiply %14, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.multiply %10, %23 : tensor<2x8x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.power %28, %cst_23 : tensor<2x8x4x8xf32>
    %30 = stablehlo.reduce(%29 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %31 = stablehlo.multiply %30, %cst_22 : tensor<2x8x4xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %33 = stablehlo.add %32, %cst_21 : tensor<2x8x4x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<2x8x4x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %37 = stablehlo.multiply %28, %36 : tensor<2x8x4x8xf32>
    %38 = stablehlo.multiply %9, %37 : tensor<2x8x4x8xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.broadcast_in_dim %cst_20, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %41 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1x8x4xf32>
    %43 = stablehlo.concatenate %42, %42, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %44 = stablehlo.cosine %43 : tensor<1x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<2x4x8x8xf32>
    %48 = stablehlo.slice %39 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %49 = stablehlo.negate %48 : tensor<2x4x8x4xf32>
    %50 = stablehlo.slice %39 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.sine %43 : tensor<1x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<2x4x8x8xf32>
    %56 = stablehlo.add %47, %55 : tensor<2x4x8x8xf32>
    %57 = stablehlo.multiply %56, %cst_19 : tensor<2x4x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %60 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %61 = stablehlo.dot_general %25, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %62 = stablehlo.reshape %61 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.power %62, %cst_18 : tensor<2x8x2x8xf32>
    %64 = stablehlo.reduce(%63 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %65 = stablehlo.multiply %64, %cst_17 : tensor<2x8x2xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %67 = stablehlo.add %66, %cst_16 : tensor<2x8x2x1xf32>
    %68 = stablehlo.rsqrt %67 : tensor<2x8x2x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %71 = stablehlo.multiply %62, %70 : tensor<2x8x2x8xf32>
    %72 = stablehlo.multiply %59, %71 : tensor<2x8x2x8xf32>
    %73 = stablehlo.transpose %72, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.slice %73 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %77 = stablehlo.negate %76 : tensor<2x2x8x4xf32>
    %78 = stablehlo.slice %73 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %79 = stablehlo.concatenate %77, %78, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<2x2x8x8xf32>
    %82 = stablehlo.add %75, %81 : tensor<2x2x8x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.multiply %85, %cst_19 : tensor<2x4x8x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %88 = stablehlo.dot_general %58, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %93 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %94 = stablehlo.compare  GT, %92, %93 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %95 = stablehlo.convert %94 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %96 = stablehlo.and %91, %95 : tensor<1x1x8x8xui8>
    %97 = stablehlo.compare  NE, %96, %c_30 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %98 = stablehlo.convert %97 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %99 = stablehlo.broadcast_in_dim %c_15, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %100 = stablehlo.compare  LE, %92, %99 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %101 = stablehlo.convert %100 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %102 = stablehlo.and %98, %101 : tensor<1x1x8x8xui8>
    %103 = stablehlo.compare  NE, %102, %c_30 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %104 = stablehlo.convert %103 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %105 = stablehlo.and %91, %104 : tensor<1x1x8x8xui8>
    %106 = stablehlo.compare  NE, %105, %c_30 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %107 = stablehlo.convert %106 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %108 = stablehlo.reshape %107 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %arg8, %c_29 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %111 = stablehlo.broadcast_in_dim %c_13, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %112 = stablehlo.compare  LT, %111, %c_12 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %113 = stablehlo.add %111, %c_11 : tensor<2x1x1x8xi64>
    %114 = stablehlo.select %112, %113, %111 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %115 = stablehlo.reshape %114 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %116 = stablehlo.broadcast_in_dim %c_15, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %117 = stablehlo.compare  LT, %116, %c_12 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %118 = stablehlo.add %116, %c : tensor<2x1x1x8xi64>
    %119 = stablehlo.select %117, %118, %116 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %120 = stablehlo.reshape %119 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %121 = stablehlo.concatenate %115, %120, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %122 = "stablehlo.gather"(%110, %121) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %123 = stablehlo.convert %122 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %124 = stablehlo.reshape %123 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %126 = stablehlo.and %109, %125 : tensor<2x1x8x8xui8>
    %127 = stablehlo.compare  NE, %126, %c_28 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %128 = stablehlo.select %127, %cst_10, %cst_9 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.add %89, %130 : tensor<2x4x8x8xf32>
    %132 = stablehlo.reduce(%131 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.subtract %131, %133 : tensor<2x4x8x8xf32>
    %135 = stablehlo.exponential %134 : tensor<2x4x8x8xf32>
    %136 = stablehlo.reduce(%135 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %138 = stablehlo.divide %135, %137 : tensor<2x4x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %140 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %141 = stablehlo.dot_general %25, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %143 = stablehlo.transpose %142, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %146 = stablehlo.dot_general %139, %145, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %148 = stablehlo.transpose %147, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %149 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %25, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %152 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<4xf32>) -> tensor<2x8x4x8xf32>
    %153 = stablehlo.add %151, %152 : tensor<2x8x4x8xf32>
    %154 = stablehlo.logistic %153 : tensor<2x8x4x8xf32>
    %155 = stablehlo.multiply %148, %154 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %157 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.power %159, %cst_26 : tensor<2x8x32xf32>
    %161 = stablehlo.reduce(%160 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %162 = stablehlo.multiply %161, %cst_25 : tensor<2x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %164 = stablehlo.add %163, %cst_24 : tensor<2x8x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %159, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.multiply %8, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.multiply %169, %cst_8 : tensor<2x8x32xf32>
    %171 = stablehlo.multiply %14, %cst_8 : tensor<2x8x32xf32>
    %172 = stablehlo.add %170, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.power %172, %cst_26 : tensor<2x8x32xf32>
    %174 = stablehlo.reduce(%173 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %175 = stablehlo.multiply %174, %cst_25 : tensor<2x8xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %177 = stablehlo.add %176, %cst_24 : tensor<2x8x1xf32>
    %178 = stablehlo.rsqrt %177 : tensor<2x8x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %172, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.multiply %7, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %187 = stablehlo.logistic %186 : tensor<2x8x64xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x8x64xf32>
    %189 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.dot_general %183, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %192 = stablehlo.multiply %188, %191 : tensor<2x8x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %194 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.power %196, %cst_26 : tensor<2x8x32xf32>
    %198 = stablehlo.reduce(%197 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %199 = stablehlo.multiply %198, %cst_25 : tensor<2x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %201 = stablehlo.add %200, %cst_24 : tensor<2x8x1xf32>
    %202 = stablehlo.rsqrt %201 : tensor<2x8x1xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %196, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.multiply %6, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.multiply %206, %cst_7 : tensor<2x8x32xf32>
    %208 = stablehlo.multiply %172, %cst_6 : tensor<2x8x32xf32>
    %209 = stablehlo.add %207, %208 : tensor<2x8x32xf32>
    %210 = stablehlo.power %209, %cst_26 : tensor<2x8x32xf32>
    %211 = stablehlo.reduce(%210 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %212 = stablehlo.multiply %211, %cst_25 : tensor<2x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %214 = stablehlo.add %213, %cst_24 : tensor<2x8x1xf32>
    %215 = stablehlo.rsqrt %214 : tensor<2x8x1xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.multiply %209, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.multiply %5, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %224 = stablehlo.power %223, %cst_23 : tensor<2x8x4x8xf32>
    %225 = stablehlo.reduce(%224 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %226 = stablehlo.multiply %225, %cst_22 : tensor<2x8x4xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %228 = stablehlo.add %227, %cst_21 : tensor<2x8x4x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<2x8x4x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %232 = stablehlo.multiply %223, %231 : tensor<2x8x4x8xf32>
    %233 = stablehlo.multiply %4, %232 : tensor<2x8x4x8xf32>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.log_plus_one %cst_5 : tensor<1x8xf32>
    %236 = stablehlo.multiply %235, %cst_4 : tensor<1x8xf32>
    %237 = stablehlo.exponential %236 : tensor<1x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<1x8xf32>) -> tensor<8xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %240 = stablehlo.multiply %234, %239 : tensor<2x4x8x8xf32>
    %241 = stablehlo.multiply %240, %cst_19 : tensor<2x4x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %244 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %245 = stablehlo.dot_general %220, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %247 = stablehlo.power %246, %cst_18 : tensor<2x8x2x8xf32>
    %248 = stablehlo.reduce(%247 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %249 = stablehlo.multiply %248, %cst_17 : tensor<2x8x2xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %251 = stablehlo.add %250, %cst_16 : tensor<2x8x2x1xf32>
    %252 = stablehlo.rsqrt %251 : tensor<2x8x2x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %255 = stablehlo.multiply %246, %254 : tensor<2x8x2x8xf32>
    %256 = stablehlo.multiply %243, %255 : tensor<2x8x2x8xf32>
    %257 = stablehlo.transpose %256, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %260 = stablehlo.transpose %259, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %261 = stablehlo.multiply %260, %cst_19 : tensor<2x4x8x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.dot_general %242, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %265 = stablehlo.and %91, %101 : tensor<1x1x8x8xui8>
    %266 = stablehlo.compare  NE, %265, %c_30 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %267 = stablehlo.convert %266 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %268 = stablehlo.reshape %267 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %269 = stablehlo.broadcast_in_dim %268, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %270 = stablehlo.and %269, %125 : tensor<2x1x8x8xui8>
    %271 = stablehlo.compare  NE, %270, %c_28 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %272 = stablehlo.select %271, %cst_10, %cst_9 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %275 = stablehlo.add %264, %274 : tensor<2x4x8x8xf32>
    %276 = stablehlo.reduce(%275 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.subtract %275, %277 : tensor<2x4x8x8xf32>
    %279 = stablehlo.exponential %278 : tensor<2x4x8x8xf32>
    %280 = stablehlo.reduce(%279 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %282 = stablehlo.divide %279, %281 : tensor<2x4x8x8xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %284 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %285 = stablehlo.dot_general %220, %284, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %287 = stablehlo.transpose %286, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %290 = stablehlo.dot_general %283, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %293 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %294 = stablehlo.dot_general %220, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %296 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<4xf32>) -> tensor<2x8x4x8xf32>
    %297 = stablehlo.add %295, %296 : tensor<2x8x4x8xf32>
    %298 = stablehlo.logistic %297 : tensor<2x8x4x8xf32>
    %299 = stablehlo.multiply %292, %298 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %301 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %302 = stablehlo.dot_general %300, %301, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.power %303, %cst_26 : tensor<2x8x32xf32>
    %305 = stablehlo.reduce(%304 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %306 = stablehlo.multiply %305, %cst_25 : tensor<2x8xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %308 = stablehlo.add %307, %cst_24 : tensor<2x8x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<2x8x1xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.multiply %303, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.multiply %3, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.multiply %313, %cst_3 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %209, %cst_2 : tensor<2x8x32xf32>
    %316 = stablehlo.add %314, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.power %316, %cst_26 : tensor<2x8x32xf32>
    %318 = stablehlo.reduce(%317 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %319 = stablehlo.multiply %318, %cst_25 : tensor<2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %321 = stablehlo.add %320, %cst_24 : tensor<2x8x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<2x8x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %316, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %2, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %328 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %329 = stablehlo.dot_general %327, %328, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %331 = stablehlo.logistic %330 : tensor<2x8x64xf32>
    %332 = stablehlo.multiply %330, %331 : tensor<2x8x64xf32>
    %333 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %334 = stablehlo.dot_general %327, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %335 = stablehlo.reshape %334 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<2x8x64xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %338 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %339 = stablehlo.dot_general %337, %338, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.power %340, %cst_26 : tensor<2x8x32xf32>
    %342 = stablehlo.reduce(%341 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.multiply %342, %cst_25 : tensor<2x8xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %345 = stablehlo.add %344, %cst_24 : tensor<2x8x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<2x8x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %340, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %1, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.multiply %350, %cst_1 : tensor<2x8x32xf32>
    %352 = stablehlo.multiply %316, %cst_0 : tensor<2x8x32xf32>
    %353 = stablehlo.add %351, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.power %353, %cst_26 : tensor<2x8x32xf32>
    %355 = stablehlo.reduce(%354 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %356 = stablehlo.multiply %355, %cst_25 : tensor<2x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %358 = stablehlo.add %357, %cst_24 : tensor<2x8x1xf32>
    %359 = stablehlo.rsqrt %358 : tensor<2x8x1xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.multiply %353, %361 : tensor<2x8x32xf32>
    %363 = stablehlo.multiply %0, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %366 = stablehlo.dot_general %364, %365, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %367 = stablehlo.reshape %366 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %368 = stablehlo.divide %367, %cst : tensor<2x8x128xf32>
    %369 = stablehlo.tanh %368 : tensor<2x8x128xf32>
    %370 = stablehlo.multiply %369, %cst : tensor<2x8x128xf32>
    return %370 : tensor<2x8x128xf32>
  }
}
