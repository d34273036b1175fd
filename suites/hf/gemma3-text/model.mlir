module @IrToHlo.961 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<f32>, %arg19: tensor<2x8xi64>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<4xf32>, %arg23: tensor<8xf32>, %arg24: tensor<16x32xf32>, %arg25: tensor<8xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<64x32xf32>, %arg28: tensor<8xf32>, %arg29: tensor<16x32xf32>, %arg30: tensor<8xf32>, %arg31: tensor<32x32xf32>, %arg32: tensor<64x32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_6 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_7 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_8 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_9 = stablehlo.constant dense<[[[-4, -3, -2, -1, 0, 1, 2, 3]]]> : tensor<1x1x8xi64>
    %c_10 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<2x2x8x1xf32>
    %cst_12 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<2x4x8x8xf32>
    %cst_15 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<2x4x8x1xf32>
    %cst_18 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_25 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_26 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg19 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg18, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.power %5, %cst_23 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_22 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_21 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %arg17, %cst_20 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.power %22, %cst_19 : tensor<2x4x8x8xf32>
    %24 = stablehlo.reduce(%23 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %25 = stablehlo.multiply %24, %cst_18 : tensor<2x4x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %27 = stablehlo.add %26, %cst_17 : tensor<2x4x8x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x4x8x1xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %22, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.add %arg25, %cst_16 : tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<2x4x8x8xf32>
    %35 = stablehlo.broadcast_in_dim %cst_15, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %36 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<1x8x4xf32>
    %38 = stablehlo.concatenate %37, %37, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %39 = stablehlo.cosine %38 : tensor<1x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %42 = stablehlo.multiply %34, %41 : tensor<2x4x8x8xf32>
    %43 = stablehlo.slice %34 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %44 = stablehlo.negate %43 : tensor<2x4x8x4xf32>
    %45 = stablehlo.slice %34 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %46 = stablehlo.concatenate %44, %45, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.sine %38 : tensor<1x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<2x4x8x8xf32>
    %51 = stablehlo.add %42, %50 : tensor<2x4x8x8xf32>
    %52 = stablehlo.multiply %51, %cst_14 : tensor<2x4x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %54 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %55 = stablehlo.dot_general %18, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.power %57, %cst_13 : tensor<2x2x8x8xf32>
    %59 = stablehlo.reduce(%58 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %60 = stablehlo.multiply %59, %cst_12 : tensor<2x2x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %62 = stablehlo.add %61, %cst_11 : tensor<2x2x8x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<2x2x8x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.multiply %57, %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.add %arg23, %cst_16 : tensor<8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.slice %69 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %73 = stablehlo.negate %72 : tensor<2x2x8x4xf32>
    %74 = stablehlo.slice %69 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %75 = stablehlo.concatenate %73, %74, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %76 = stablehlo.broadcast_in_dim %48, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<2x2x8x8xf32>
    %78 = stablehlo.add %71, %77 : tensor<2x2x8x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.multiply %81, %cst_14 : tensor<2x4x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.dot_general %53, %83, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %89 = stablehlo.broadcast_in_dim %c_9, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %90 = stablehlo.compare  GT, %88, %89 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %91 = stablehlo.convert %90 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %92 = stablehlo.and %87, %91 : tensor<1x1x8x8xui8>
    %93 = stablehlo.compare  NE, %92, %c_27 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %94 = stablehlo.convert %93 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %95 = stablehlo.broadcast_in_dim %c_10, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %96 = stablehlo.compare  LE, %88, %95 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %97 = stablehlo.convert %96 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %98 = stablehlo.and %94, %97 : tensor<1x1x8x8xui8>
    %99 = stablehlo.compare  NE, %98, %c_27 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %100 = stablehlo.convert %99 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %101 = stablehlo.and %87, %100 : tensor<1x1x8x8xui8>
    %102 = stablehlo.compare  NE, %101, %c_27 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %103 = stablehlo.convert %102 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %104 = stablehlo.reshape %103 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %106 = stablehlo.compare  NE, %arg20, %c_26 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %107 = stablehlo.broadcast_in_dim %c_8, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %108 = stablehlo.compare  LT, %107, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %109 = stablehlo.add %107, %c_6 : tensor<2x1x1x8xi64>
    %110 = stablehlo.select %108, %109, %107 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %111 = stablehlo.reshape %110 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %112 = stablehlo.broadcast_in_dim %c_10, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %113 = stablehlo.compare  LT, %112, %c_7 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %114 = stablehlo.add %112, %c : tensor<2x1x1x8xi64>
    %115 = stablehlo.select %113, %114, %112 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %116 = stablehlo.reshape %115 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %117 = stablehlo.concatenate %111, %116, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %118 = "stablehlo.gather"(%106, %117) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %119 = stablehlo.convert %118 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %120 = stablehlo.reshape %119 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %122 = stablehlo.and %105, %121 : tensor<2x1x8x8xui8>
    %123 = stablehlo.compare  NE, %122, %c_25 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %124 = stablehlo.select %123, %cst_5, %cst_4 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %127 = stablehlo.add %85, %126 : tensor<2x4x8x8xf32>
    %128 = stablehlo.reduce(%127 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %130 = stablehlo.subtract %127, %129 : tensor<2x4x8x8xf32>
    %131 = stablehlo.exponential %130 : tensor<2x4x8x8xf32>
    %132 = stablehlo.reduce(%131 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.divide %131, %133 : tensor<2x4x8x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %136 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %137 = stablehlo.dot_general %18, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %142 = stablehlo.dot_general %135, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.power %148, %cst_23 : tensor<2x8x32xf32>
    %150 = stablehlo.reduce(%149 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %151 = stablehlo.multiply %150, %cst_22 : tensor<2x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.add %152, %cst_21 : tensor<2x8x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<2x8x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.multiply %148, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.add %arg14, %cst_20 : tensor<32xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.multiply %157, %159 : tensor<2x8x32xf32>
    %161 = stablehlo.add %5, %160 : tensor<2x8x32xf32>
    %162 = stablehlo.power %161, %cst_23 : tensor<2x8x32xf32>
    %163 = stablehlo.reduce(%162 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %164 = stablehlo.multiply %163, %cst_22 : tensor<2x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %166 = stablehlo.add %165, %cst_21 : tensor<2x8x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<2x8x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %161, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.add %arg13, %cst_20 : tensor<32xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %178 = stablehlo.multiply %177, %cst_3 : tensor<2x8x64xf32>
    %179 = stablehlo.power %177, %cst : tensor<2x8x64xf32>
    %180 = stablehlo.multiply %179, %cst_0 : tensor<2x8x64xf32>
    %181 = stablehlo.add %177, %180 : tensor<2x8x64xf32>
    %182 = stablehlo.multiply %181, %cst_1 : tensor<2x8x64xf32>
    %183 = stablehlo.tanh %182 : tensor<2x8x64xf32>
    %184 = stablehlo.add %183, %cst_2 : tensor<2x8x64xf32>
    %185 = stablehlo.multiply %178, %184 : tensor<2x8x64xf32>
    %186 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %187 = stablehlo.dot_general %174, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %189 = stablehlo.multiply %185, %188 : tensor<2x8x64xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %191 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.power %193, %cst_23 : tensor<2x8x32xf32>
    %195 = stablehlo.reduce(%194 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %196 = stablehlo.multiply %195, %cst_22 : tensor<2x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %198 = stablehlo.add %197, %cst_21 : tensor<2x8x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x8x1xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %193, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.add %arg10, %cst_20 : tensor<32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %202, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.add %161, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.power %206, %cst_23 : tensor<2x8x32xf32>
    %208 = stablehlo.reduce(%207 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %209 = stablehlo.multiply %208, %cst_22 : tensor<2x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %211 = stablehlo.add %210, %cst_21 : tensor<2x8x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<2x8x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %206, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.add %arg9, %cst_20 : tensor<32xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.multiply %215, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %221 = stablehlo.dot_general %219, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.power %223, %cst_19 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reduce(%224 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %226 = stablehlo.multiply %225, %cst_18 : tensor<2x4x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %228 = stablehlo.add %227, %cst_17 : tensor<2x4x8x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<2x4x8x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %232 = stablehlo.multiply %223, %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.add %arg30, %cst_16 : tensor<8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<2x4x8x8xf32>
    %236 = stablehlo.multiply %235, %41 : tensor<2x4x8x8xf32>
    %237 = stablehlo.slice %235 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %238 = stablehlo.negate %237 : tensor<2x4x8x4xf32>
    %239 = stablehlo.slice %235 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %240 = stablehlo.concatenate %238, %239, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %241 = stablehlo.multiply %240, %49 : tensor<2x4x8x8xf32>
    %242 = stablehlo.add %236, %241 : tensor<2x4x8x8xf32>
    %243 = stablehlo.multiply %242, %cst_14 : tensor<2x4x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %246 = stablehlo.dot_general %219, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %248 = stablehlo.transpose %247, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %249 = stablehlo.power %248, %cst_13 : tensor<2x2x8x8xf32>
    %250 = stablehlo.reduce(%249 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %251 = stablehlo.multiply %250, %cst_12 : tensor<2x2x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %253 = stablehlo.add %252, %cst_11 : tensor<2x2x8x1xf32>
    %254 = stablehlo.rsqrt %253 : tensor<2x2x8x1xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %257 = stablehlo.multiply %248, %256 : tensor<2x2x8x8xf32>
    %258 = stablehlo.add %arg28, %cst_16 : tensor<8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x2x8x8xf32>
    %261 = stablehlo.multiply %260, %70 : tensor<2x2x8x8xf32>
    %262 = stablehlo.slice %260 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %263 = stablehlo.negate %262 : tensor<2x2x8x4xf32>
    %264 = stablehlo.slice %260 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %265 = stablehlo.concatenate %263, %264, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %266 = stablehlo.multiply %265, %76 : tensor<2x2x8x8xf32>
    %267 = stablehlo.add %261, %266 : tensor<2x2x8x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.transpose %269, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %271 = stablehlo.multiply %270, %cst_14 : tensor<2x4x8x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %273 = stablehlo.dot_general %244, %272, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %275 = stablehlo.add %274, %126 : tensor<2x4x8x8xf32>
    %276 = stablehlo.reduce(%275 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.subtract %275, %277 : tensor<2x4x8x8xf32>
    %279 = stablehlo.exponential %278 : tensor<2x4x8x8xf32>
    %280 = stablehlo.reduce(%279 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %282 = stablehlo.divide %279, %281 : tensor<2x4x8x8xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %284 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %285 = stablehlo.dot_general %219, %284, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %287 = stablehlo.transpose %286, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %290 = stablehlo.dot_general %283, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %295 = stablehlo.dot_general %293, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.power %296, %cst_23 : tensor<2x8x32xf32>
    %298 = stablehlo.reduce(%297 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %299 = stablehlo.multiply %298, %cst_22 : tensor<2x8xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %301 = stablehlo.add %300, %cst_21 : tensor<2x8x1xf32>
    %302 = stablehlo.rsqrt %301 : tensor<2x8x1xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.multiply %296, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.add %arg6, %cst_20 : tensor<32xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.multiply %305, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.add %206, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.power %309, %cst_23 : tensor<2x8x32xf32>
    %311 = stablehlo.reduce(%310 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %312 = stablehlo.multiply %311, %cst_22 : tensor<2x8xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %314 = stablehlo.add %313, %cst_21 : tensor<2x8x1xf32>
    %315 = stablehlo.rsqrt %314 : tensor<2x8x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.multiply %309, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.add %arg5, %cst_20 : tensor<32xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %318, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %323 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %324 = stablehlo.dot_general %322, %323, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %326 = stablehlo.multiply %325, %cst_3 : tensor<2x8x64xf32>
    %327 = stablehlo.power %325, %cst : tensor<2x8x64xf32>
    %328 = stablehlo.multiply %327, %cst_0 : tensor<2x8x64xf32>
    %329 = stablehlo.add %325, %328 : tensor<2x8x64xf32>
    %330 = stablehlo.multiply %329, %cst_1 : tensor<2x8x64xf32>
    %331 = stablehlo.tanh %330 : tensor<2x8x64xf32>
    %332 = stablehlo.add %331, %cst_2 : tensor<2x8x64xf32>
    %333 = stablehlo.multiply %326, %332 : tensor<2x8x64xf32>
    %334 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %335 = stablehlo.dot_general %322, %334, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %337 = stablehlo.multiply %333, %336 : tensor<2x8x64xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %339 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %340 = stablehlo.dot_general %338, %339, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %341 = stablehlo.reshape %340 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.power %341, %cst_23 : tensor<2x8x32xf32>
    %343 = stablehlo.reduce(%342 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %344 = stablehlo.multiply %343, %cst_22 : tensor<2x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %346 = stablehlo.add %345, %cst_21 : tensor<2x8x1xf32>
    %347 = stablehlo.rsqrt %346 : tensor<2x8x1xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %350 = stablehlo.multiply %341, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.add %arg2, %cst_20 : tensor<32xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %353 = stablehlo.multiply %350, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.add %309, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.power %354, %cst_23 : tensor<2x8x32xf32>
    %356 = stablehlo.reduce(%355 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %357 = stablehlo.multiply %356, %cst_22 : tensor<2x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %359 = stablehlo.add %358, %cst_21 : tensor<2x8x1xf32>
    %360 = stablehlo.rsqrt %359 : tensor<2x8x1xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %363 = stablehlo.multiply %354, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.add %arg1, %cst_20 : tensor<32xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.multiply %363, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %368 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %369 = stablehlo.dot_general %367, %368, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %370 = stablehlo.reshape %369 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    return %370 : tensor<2x8x128xf32>
  }
}
