module @IrToHlo.2174 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<16x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<16x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<f32>, %arg27: tensor<2x8xi64>, %arg28: tensor<128x32xf32>, %arg29: tensor<2x8xi64>, %arg30: tensor<i1>, %arg31: tensor<4xf32>, %arg32: tensor<16x32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<64x32xf32>, %arg35: tensor<16x32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<64x32xf32>, %arg38: tensor<16x32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<16x32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x64xf32>, %arg47: tensor<64x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<16x32xf32>, %arg52: tensor<16x32xf32>, %arg53: tensor<32x32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32x32xf32>, %arg57: tensor<16x32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<2x8xi64>, %arg60: tensor<4xf32>, %arg61: tensor<16x32xf32>, %arg62: tensor<32x32xf32>, %arg63: tensor<64x32xf32>, %arg64: tensor<16x32xf32>, %arg65: tensor<32x32xf32>, %arg66: tensor<64x32xf32>) -> tensor<2x8x128xf32> {
    %cst = stablehlo.constant dense<3.000000e+01> : tensor<2x8x128xf32>
    %c = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<1x1x8x8xui8>
    %c_6 = stablehlo.constant dense<4096> : tensor<1x1x8x8xi64>
    %cst_7 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_9 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_10 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_12 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_13 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_14 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_15 = stablehlo.constant dense<5.000000e+01> : tensor<2x4x8x8xf32>
    %cst_16 = stablehlo.constant dense<6.250000e-02> : tensor<2x4x8x8xf32>
    %cst_17 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_24 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_25 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_26 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg59 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg26, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.power %5, %cst_21 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_20 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_19 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %arg58, %cst_18 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg62, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_17, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x8x4xf32>
    %26 = stablehlo.concatenate %25, %25, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.negate %31 : tensor<2x4x8x4xf32>
    %33 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.sine %26 : tensor<1x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.add %30, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg61, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %18, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x2x8x8xf32>
    %47 = stablehlo.slice %44 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.negate %47 : tensor<2x2x8x4xf32>
    %49 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %40, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_16 : tensor<2x4x8x8xf32>
    %61 = stablehlo.divide %60, %cst_15 : tensor<2x4x8x8xf32>
    %62 = stablehlo.tanh %61 : tensor<2x4x8x8xf32>
    %63 = stablehlo.multiply %62, %cst_15 : tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg30 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_13, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  GT, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_14, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.compare  LE, %66, %73 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %75 = stablehlo.convert %74 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %76 = stablehlo.and %72, %75 : tensor<1x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.and %65, %78 : tensor<1x1x8x8xui8>
    %80 = stablehlo.compare  NE, %79, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.reshape %81 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %84 = stablehlo.compare  NE, %arg59, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x8xi1>) -> tensor<2x8xi64>
    %86 = stablehlo.compare  NE, %85, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %87 = stablehlo.broadcast_in_dim %c_12, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %88 = stablehlo.compare  LT, %87, %c_11 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %89 = stablehlo.add %87, %c_10 : tensor<2x1x1x8xi64>
    %90 = stablehlo.select %88, %89, %87 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %91 = stablehlo.reshape %90 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %92 = stablehlo.broadcast_in_dim %c_14, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %93 = stablehlo.compare  LT, %92, %c_11 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %94 = stablehlo.add %92, %c_9 : tensor<2x1x1x8xi64>
    %95 = stablehlo.select %93, %94, %92 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %96 = stablehlo.reshape %95 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %97 = stablehlo.concatenate %91, %96, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %98 = "stablehlo.gather"(%86, %97) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %99 = stablehlo.convert %98 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %100 = stablehlo.reshape %99 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %102 = stablehlo.and %83, %101 : tensor<2x1x8x8xui8>
    %103 = stablehlo.compare  NE, %102, %c_24 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %104 = stablehlo.select %103, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.add %63, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.reduce(%107 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.subtract %107, %109 : tensor<2x4x8x8xf32>
    %111 = stablehlo.exponential %110 : tensor<2x4x8x8xf32>
    %112 = stablehlo.reduce(%111 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.divide %111, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %116 = stablehlo.transpose %arg57, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %117 = stablehlo.dot_general %18, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %119 = stablehlo.transpose %118, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %122 = stablehlo.dot_general %115, %121, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg56, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.power %128, %cst_21 : tensor<2x8x32xf32>
    %130 = stablehlo.reduce(%129 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %131 = stablehlo.multiply %130, %cst_20 : tensor<2x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %133 = stablehlo.add %132, %cst_19 : tensor<2x8x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<2x8x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.multiply %128, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.add %arg55, %cst_18 : tensor<32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.multiply %137, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.add %5, %140 : tensor<2x8x32xf32>
    %142 = stablehlo.power %141, %cst_21 : tensor<2x8x32xf32>
    %143 = stablehlo.reduce(%142 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %144 = stablehlo.multiply %143, %cst_20 : tensor<2x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %146 = stablehlo.add %145, %cst_19 : tensor<2x8x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<2x8x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.multiply %141, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.add %arg54, %cst_18 : tensor<32xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %153 = stablehlo.multiply %150, %152 : tensor<2x8x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.transpose %arg53, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %160 = stablehlo.reshape %arg27 : (tensor<2x8xi64>) -> tensor<16xi64>
    %161 = stablehlo.convert %160 : (tensor<16xi64>) -> tensor<16xui32>
    %162 = "stablehlo.gather"(%arg28, %161) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %164 = stablehlo.multiply %163, %4 : tensor<2x8x32xf32>
    %165 = stablehlo.power %164, %cst_21 : tensor<2x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.multiply %166, %cst_20 : tensor<2x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.add %168, %cst_19 : tensor<2x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %164, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.add %arg25, %cst_18 : tensor<32xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %176 = stablehlo.multiply %173, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %179 = stablehlo.dot_general %177, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %181 = stablehlo.transpose %180, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %182 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %183 = stablehlo.multiply %23, %182 : tensor<1x8x4xf32>
    %184 = stablehlo.concatenate %183, %183, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %185 = stablehlo.cosine %184 : tensor<1x8x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %181, %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.slice %181 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %190 = stablehlo.negate %189 : tensor<2x4x8x4xf32>
    %191 = stablehlo.slice %181 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %192 = stablehlo.concatenate %190, %191, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %193 = stablehlo.sine %184 : tensor<1x8x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %196 = stablehlo.multiply %192, %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.add %188, %196 : tensor<2x4x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %200 = stablehlo.dot_general %177, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %203 = stablehlo.broadcast_in_dim %186, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x2x8x8xf32>
    %205 = stablehlo.slice %202 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %206 = stablehlo.negate %205 : tensor<2x2x8x4xf32>
    %207 = stablehlo.slice %202 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %208 = stablehlo.concatenate %206, %207, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %209 = stablehlo.broadcast_in_dim %194, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x2x8x8xf32>
    %211 = stablehlo.add %204, %210 : tensor<2x2x8x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %214 = stablehlo.transpose %213, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %216 = stablehlo.dot_general %198, %215, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %218 = stablehlo.multiply %217, %cst_16 : tensor<2x4x8x8xf32>
    %219 = stablehlo.divide %218, %cst_15 : tensor<2x4x8x8xf32>
    %220 = stablehlo.tanh %219 : tensor<2x4x8x8xf32>
    %221 = stablehlo.multiply %220, %cst_15 : tensor<2x4x8x8xf32>
    %222 = stablehlo.subtract %73, %66 : tensor<1x1x8x8xi64>
    %223 = stablehlo.abs %222 : tensor<1x1x8x8xi64>
    %224 = stablehlo.compare  LE, %223, %c_6 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %225 = stablehlo.convert %224 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %226 = stablehlo.and %65, %225 : tensor<1x1x8x8xui8>
    %227 = stablehlo.compare  NE, %226, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %228 = stablehlo.convert %227 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %229 = stablehlo.and %228, %c_5 : tensor<1x1x8x8xui8>
    %230 = stablehlo.compare  NE, %229, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %231 = stablehlo.convert %230 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %232 = stablehlo.and %65, %231 : tensor<1x1x8x8xui8>
    %233 = stablehlo.compare  NE, %232, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %234 = stablehlo.convert %233 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %235 = stablehlo.reshape %234 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %237 = stablehlo.compare  NE, %arg29, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %238 = "stablehlo.gather"(%237, %97) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %239 = stablehlo.convert %238 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %240 = stablehlo.reshape %239 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %242 = stablehlo.and %236, %241 : tensor<2x1x8x8xui8>
    %243 = stablehlo.compare  NE, %242, %c_24 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %244 = stablehlo.select %243, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.add %221, %246 : tensor<2x4x8x8xf32>
    %248 = stablehlo.reduce(%247 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %250 = stablehlo.subtract %247, %249 : tensor<2x4x8x8xf32>
    %251 = stablehlo.exponential %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.reduce(%251 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.divide %251, %253 : tensor<2x4x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %257 = stablehlo.dot_general %177, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.dot_general %255, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %267 = stablehlo.dot_general %265, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.power %268, %cst_21 : tensor<2x8x32xf32>
    %270 = stablehlo.reduce(%269 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %271 = stablehlo.multiply %270, %cst_20 : tensor<2x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %273 = stablehlo.add %272, %cst_19 : tensor<2x8x1xf32>
    %274 = stablehlo.rsqrt %273 : tensor<2x8x1xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.multiply %268, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.add %arg22, %cst_18 : tensor<32xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.add %164, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.power %281, %cst_21 : tensor<2x8x32xf32>
    %283 = stablehlo.reduce(%282 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %284 = stablehlo.multiply %283, %cst_20 : tensor<2x8xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %286 = stablehlo.add %285, %cst_19 : tensor<2x8x1xf32>
    %287 = stablehlo.rsqrt %286 : tensor<2x8x1xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.multiply %281, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.add %arg21, %cst_18 : tensor<32xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.multiply %290, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %295 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %296 = stablehlo.dot_general %294, %295, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %297 = stablehlo.reshape %296 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %298 = stablehlo.multiply %297, %cst_4 : tensor<2x8x64xf32>
    %299 = stablehlo.power %297, %cst_0 : tensor<2x8x64xf32>
    %300 = stablehlo.multiply %299, %cst_1 : tensor<2x8x64xf32>
    %301 = stablehlo.add %297, %300 : tensor<2x8x64xf32>
    %302 = stablehlo.multiply %301, %cst_2 : tensor<2x8x64xf32>
    %303 = stablehlo.tanh %302 : tensor<2x8x64xf32>
    %304 = stablehlo.add %303, %cst_3 : tensor<2x8x64xf32>
    %305 = stablehlo.multiply %298, %304 : tensor<2x8x64xf32>
    %306 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %307 = stablehlo.dot_general %294, %306, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %308 = stablehlo.reshape %307 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %309 = stablehlo.multiply %305, %308 : tensor<2x8x64xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %311 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %312 = stablehlo.dot_general %310, %311, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %313 = stablehlo.reshape %312 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.power %313, %cst_21 : tensor<2x8x32xf32>
    %315 = stablehlo.reduce(%314 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %316 = stablehlo.multiply %315, %cst_20 : tensor<2x8xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %318 = stablehlo.add %317, %cst_19 : tensor<2x8x1xf32>
    %319 = stablehlo.rsqrt %318 : tensor<2x8x1xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %322 = stablehlo.multiply %313, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.add %arg18, %cst_18 : tensor<32xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %322, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.add %281, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.power %326, %cst_21 : tensor<2x8x32xf32>
    %328 = stablehlo.reduce(%327 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %329 = stablehlo.multiply %328, %cst_20 : tensor<2x8xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %331 = stablehlo.add %330, %cst_19 : tensor<2x8x1xf32>
    %332 = stablehlo.rsqrt %331 : tensor<2x8x1xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.multiply %326, %334 : tensor<2x8x32xf32>
    %336 = stablehlo.add %arg17, %cst_18 : tensor<32xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<2x8x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %341 = stablehlo.dot_general %339, %340, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %343 = stablehlo.transpose %342, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %344 = stablehlo.multiply %343, %187 : tensor<2x4x8x8xf32>
    %345 = stablehlo.slice %343 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %346 = stablehlo.negate %345 : tensor<2x4x8x4xf32>
    %347 = stablehlo.slice %343 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %348 = stablehlo.concatenate %346, %347, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %349 = stablehlo.multiply %348, %195 : tensor<2x4x8x8xf32>
    %350 = stablehlo.add %344, %349 : tensor<2x4x8x8xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %352 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %353 = stablehlo.dot_general %339, %352, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %354 = stablehlo.reshape %353 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %355 = stablehlo.transpose %354, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %356 = stablehlo.multiply %355, %203 : tensor<2x2x8x8xf32>
    %357 = stablehlo.slice %355 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %358 = stablehlo.negate %357 : tensor<2x2x8x4xf32>
    %359 = stablehlo.slice %355 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %360 = stablehlo.concatenate %358, %359, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %361 = stablehlo.multiply %360, %209 : tensor<2x2x8x8xf32>
    %362 = stablehlo.add %356, %361 : tensor<2x2x8x8xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %365 = stablehlo.transpose %364, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %367 = stablehlo.dot_general %351, %366, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %368 = stablehlo.reshape %367 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %369 = stablehlo.multiply %368, %cst_16 : tensor<2x4x8x8xf32>
    %370 = stablehlo.divide %369, %cst_15 : tensor<2x4x8x8xf32>
    %371 = stablehlo.tanh %370 : tensor<2x4x8x8xf32>
    %372 = stablehlo.multiply %371, %cst_15 : tensor<2x4x8x8xf32>
    %373 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %374 = stablehlo.and %373, %c : tensor<1x1x8x1xui8>
    %375 = stablehlo.compare  NE, %374, %c_22 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %376 = stablehlo.convert %375 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %377 = stablehlo.reshape %376 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %378 = stablehlo.broadcast_in_dim %377, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %379 = stablehlo.and %378, %241 : tensor<2x1x8x8xui8>
    %380 = stablehlo.compare  NE, %379, %c_24 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %381 = stablehlo.select %380, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %382 = stablehlo.reshape %381 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %384 = stablehlo.add %372, %383 : tensor<2x4x8x8xf32>
    %385 = stablehlo.reduce(%384 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %387 = stablehlo.subtract %384, %386 : tensor<2x4x8x8xf32>
    %388 = stablehlo.exponential %387 : tensor<2x4x8x8xf32>
    %389 = stablehlo.reduce(%388 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %391 = stablehlo.divide %388, %390 : tensor<2x4x8x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %393 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %394 = stablehlo.dot_general %339, %393, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %396 = stablehlo.transpose %395, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %398 = stablehlo.reshape %397 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %399 = stablehlo.dot_general %392, %398, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %400 = stablehlo.reshape %399 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %401 = stablehlo.transpose %400, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %404 = stablehlo.dot_general %402, %403, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %405 = stablehlo.reshape %404 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %406 = stablehlo.power %405, %cst_21 : tensor<2x8x32xf32>
    %407 = stablehlo.reduce(%406 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %408 = stablehlo.multiply %407, %cst_20 : tensor<2x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %410 = stablehlo.add %409, %cst_19 : tensor<2x8x1xf32>
    %411 = stablehlo.rsqrt %410 : tensor<2x8x1xf32>
    %412 = stablehlo.reshape %411 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %414 = stablehlo.multiply %405, %413 : tensor<2x8x32xf32>
    %415 = stablehlo.add %arg14, %cst_18 : tensor<32xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.multiply %414, %416 : tensor<2x8x32xf32>
    %418 = stablehlo.add %326, %417 : tensor<2x8x32xf32>
    %419 = stablehlo.power %418, %cst_21 : tensor<2x8x32xf32>
    %420 = stablehlo.reduce(%419 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %421 = stablehlo.multiply %420, %cst_20 : tensor<2x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %423 = stablehlo.add %422, %cst_19 : tensor<2x8x1xf32>
    %424 = stablehlo.rsqrt %423 : tensor<2x8x1xf32>
    %425 = stablehlo.reshape %424 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %427 = stablehlo.multiply %418, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.add %arg13, %cst_18 : tensor<32xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %430 = stablehlo.multiply %427, %429 : tensor<2x8x32xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %433 = stablehlo.dot_general %431, %432, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %434 = stablehlo.reshape %433 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %435 = stablehlo.multiply %434, %cst_4 : tensor<2x8x64xf32>
    %436 = stablehlo.power %434, %cst_0 : tensor<2x8x64xf32>
    %437 = stablehlo.multiply %436, %cst_1 : tensor<2x8x64xf32>
    %438 = stablehlo.add %434, %437 : tensor<2x8x64xf32>
    %439 = stablehlo.multiply %438, %cst_2 : tensor<2x8x64xf32>
    %440 = stablehlo.tanh %439 : tensor<2x8x64xf32>
    %441 = stablehlo.add %440, %cst_3 : tensor<2x8x64xf32>
    %442 = stablehlo.multiply %435, %441 : tensor<2x8x64xf32>
    %443 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %444 = stablehlo.dot_general %431, %443, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %446 = stablehlo.multiply %442, %445 : tensor<2x8x64xf32>
    %447 = stablehlo.reshape %446 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %448 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %449 = stablehlo.dot_general %447, %448, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %450 = stablehlo.reshape %449 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %451 = stablehlo.power %450, %cst_21 : tensor<2x8x32xf32>
    %452 = stablehlo.reduce(%451 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %453 = stablehlo.multiply %452, %cst_20 : tensor<2x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %455 = stablehlo.add %454, %cst_19 : tensor<2x8x1xf32>
    %456 = stablehlo.rsqrt %455 : tensor<2x8x1xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.multiply %450, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.add %arg10, %cst_18 : tensor<32xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.multiply %459, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.add %418, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.power %463, %cst_21 : tensor<2x8x32xf32>
    %465 = stablehlo.reduce(%464 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %466 = stablehlo.multiply %465, %cst_20 : tensor<2x8xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %468 = stablehlo.add %467, %cst_19 : tensor<2x8x1xf32>
    %469 = stablehlo.rsqrt %468 : tensor<2x8x1xf32>
    %470 = stablehlo.reshape %469 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %472 = stablehlo.multiply %463, %471 : tensor<2x8x32xf32>
    %473 = stablehlo.add %arg9, %cst_18 : tensor<32xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<2x8x32xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %477 = stablehlo.transpose %arg52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %478 = stablehlo.dot_general %476, %477, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %479 = stablehlo.reshape %478 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %480 = stablehlo.transpose %479, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %483 = stablehlo.transpose %482, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %485 = stablehlo.dot_general %159, %484, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %487 = stablehlo.multiply %486, %cst_16 : tensor<2x4x8x8xf32>
    %488 = stablehlo.divide %487, %cst_15 : tensor<2x4x8x8xf32>
    %489 = stablehlo.tanh %488 : tensor<2x4x8x8xf32>
    %490 = stablehlo.multiply %489, %cst_15 : tensor<2x4x8x8xf32>
    %491 = stablehlo.add %490, %383 : tensor<2x4x8x8xf32>
    %492 = stablehlo.reduce(%491 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %494 = stablehlo.subtract %491, %493 : tensor<2x4x8x8xf32>
    %495 = stablehlo.exponential %494 : tensor<2x4x8x8xf32>
    %496 = stablehlo.reduce(%495 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %498 = stablehlo.divide %495, %497 : tensor<2x4x8x8xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %500 = stablehlo.transpose %arg51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %501 = stablehlo.dot_general %476, %500, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %502 = stablehlo.reshape %501 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %503 = stablehlo.transpose %502, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %506 = stablehlo.dot_general %499, %505, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %507 = stablehlo.reshape %506 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %508 = stablehlo.transpose %507, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %510 = stablehlo.transpose %arg50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %511 = stablehlo.dot_general %509, %510, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %512 = stablehlo.reshape %511 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %513 = stablehlo.power %512, %cst_21 : tensor<2x8x32xf32>
    %514 = stablehlo.reduce(%513 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %515 = stablehlo.multiply %514, %cst_20 : tensor<2x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %517 = stablehlo.add %516, %cst_19 : tensor<2x8x1xf32>
    %518 = stablehlo.rsqrt %517 : tensor<2x8x1xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %521 = stablehlo.multiply %512, %520 : tensor<2x8x32xf32>
    %522 = stablehlo.add %arg49, %cst_18 : tensor<32xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %524 = stablehlo.multiply %521, %523 : tensor<2x8x32xf32>
    %525 = stablehlo.add %141, %524 : tensor<2x8x32xf32>
    %526 = stablehlo.power %525, %cst_21 : tensor<2x8x32xf32>
    %527 = stablehlo.reduce(%526 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %528 = stablehlo.multiply %527, %cst_20 : tensor<2x8xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %530 = stablehlo.add %529, %cst_19 : tensor<2x8x1xf32>
    %531 = stablehlo.rsqrt %530 : tensor<2x8x1xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.multiply %525, %533 : tensor<2x8x32xf32>
    %535 = stablehlo.add %arg48, %cst_18 : tensor<32xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %537 = stablehlo.multiply %534, %536 : tensor<2x8x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %539 = stablehlo.transpose %arg63, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %540 = stablehlo.dot_general %538, %539, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %541 = stablehlo.reshape %540 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %542 = stablehlo.multiply %541, %cst_4 : tensor<2x8x64xf32>
    %543 = stablehlo.power %541, %cst_0 : tensor<2x8x64xf32>
    %544 = stablehlo.multiply %543, %cst_1 : tensor<2x8x64xf32>
    %545 = stablehlo.add %541, %544 : tensor<2x8x64xf32>
    %546 = stablehlo.multiply %545, %cst_2 : tensor<2x8x64xf32>
    %547 = stablehlo.tanh %546 : tensor<2x8x64xf32>
    %548 = stablehlo.add %547, %cst_3 : tensor<2x8x64xf32>
    %549 = stablehlo.multiply %542, %548 : tensor<2x8x64xf32>
    %550 = stablehlo.transpose %arg47, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %551 = stablehlo.dot_general %538, %550, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %552 = stablehlo.reshape %551 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %553 = stablehlo.multiply %549, %552 : tensor<2x8x64xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %555 = stablehlo.transpose %arg46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %556 = stablehlo.dot_general %554, %555, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %557 = stablehlo.reshape %556 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %558 = stablehlo.power %557, %cst_21 : tensor<2x8x32xf32>
    %559 = stablehlo.reduce(%558 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %560 = stablehlo.multiply %559, %cst_20 : tensor<2x8xf32>
    %561 = stablehlo.reshape %560 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %562 = stablehlo.add %561, %cst_19 : tensor<2x8x1xf32>
    %563 = stablehlo.rsqrt %562 : tensor<2x8x1xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %566 = stablehlo.multiply %557, %565 : tensor<2x8x32xf32>
    %567 = stablehlo.add %arg45, %cst_18 : tensor<32xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %569 = stablehlo.multiply %566, %568 : tensor<2x8x32xf32>
    %570 = stablehlo.add %525, %569 : tensor<2x8x32xf32>
    %571 = stablehlo.power %570, %cst_21 : tensor<2x8x32xf32>
    %572 = stablehlo.reduce(%571 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %573 = stablehlo.multiply %572, %cst_20 : tensor<2x8xf32>
    %574 = stablehlo.reshape %573 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %575 = stablehlo.add %574, %cst_19 : tensor<2x8x1xf32>
    %576 = stablehlo.rsqrt %575 : tensor<2x8x1xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %579 = stablehlo.multiply %570, %578 : tensor<2x8x32xf32>
    %580 = stablehlo.add %arg44, %cst_18 : tensor<32xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %582 = stablehlo.multiply %579, %581 : tensor<2x8x32xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %584 = stablehlo.transpose %arg65, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %585 = stablehlo.dot_general %583, %584, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %586 = stablehlo.reshape %585 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %587 = stablehlo.transpose %586, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %588 = stablehlo.multiply %587, %29 : tensor<2x4x8x8xf32>
    %589 = stablehlo.slice %587 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %590 = stablehlo.negate %589 : tensor<2x4x8x4xf32>
    %591 = stablehlo.slice %587 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %592 = stablehlo.concatenate %590, %591, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %593 = stablehlo.multiply %592, %37 : tensor<2x4x8x8xf32>
    %594 = stablehlo.add %588, %593 : tensor<2x4x8x8xf32>
    %595 = stablehlo.reshape %594 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %596 = stablehlo.transpose %arg64, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %597 = stablehlo.dot_general %583, %596, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %598 = stablehlo.reshape %597 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %599 = stablehlo.transpose %598, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %600 = stablehlo.multiply %599, %45 : tensor<2x2x8x8xf32>
    %601 = stablehlo.slice %599 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %602 = stablehlo.negate %601 : tensor<2x2x8x4xf32>
    %603 = stablehlo.slice %599 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %604 = stablehlo.concatenate %602, %603, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %605 = stablehlo.multiply %604, %51 : tensor<2x2x8x8xf32>
    %606 = stablehlo.add %600, %605 : tensor<2x2x8x8xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %609 = stablehlo.transpose %608, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %610 = stablehlo.reshape %609 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %611 = stablehlo.dot_general %595, %610, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %612 = stablehlo.reshape %611 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %613 = stablehlo.multiply %612, %cst_16 : tensor<2x4x8x8xf32>
    %614 = stablehlo.divide %613, %cst_15 : tensor<2x4x8x8xf32>
    %615 = stablehlo.tanh %614 : tensor<2x4x8x8xf32>
    %616 = stablehlo.multiply %615, %cst_15 : tensor<2x4x8x8xf32>
    %617 = stablehlo.and %65, %75 : tensor<1x1x8x8xui8>
    %618 = stablehlo.compare  NE, %617, %c_26 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %619 = stablehlo.convert %618 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %620 = stablehlo.reshape %619 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %621 = stablehlo.broadcast_in_dim %620, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %622 = stablehlo.and %621, %101 : tensor<2x1x8x8xui8>
    %623 = stablehlo.compare  NE, %622, %c_24 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %624 = stablehlo.select %623, %cst_8, %cst_7 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %625 = stablehlo.reshape %624 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %627 = stablehlo.add %616, %626 : tensor<2x4x8x8xf32>
    %628 = stablehlo.reduce(%627 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %630 = stablehlo.subtract %627, %629 : tensor<2x4x8x8xf32>
    %631 = stablehlo.exponential %630 : tensor<2x4x8x8xf32>
    %632 = stablehlo.reduce(%631 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %634 = stablehlo.divide %631, %633 : tensor<2x4x8x8xf32>
    %635 = stablehlo.reshape %634 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %636 = stablehlo.transpose %arg43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %637 = stablehlo.dot_general %583, %636, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %638 = stablehlo.reshape %637 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %639 = stablehlo.transpose %638, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %641 = stablehlo.reshape %640 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %642 = stablehlo.dot_general %635, %641, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %643 = stablehlo.reshape %642 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %644 = stablehlo.transpose %643, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %645 = stablehlo.reshape %644 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %646 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %647 = stablehlo.dot_general %645, %646, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %648 = stablehlo.reshape %647 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %649 = stablehlo.power %648, %cst_21 : tensor<2x8x32xf32>
    %650 = stablehlo.reduce(%649 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %651 = stablehlo.multiply %650, %cst_20 : tensor<2x8xf32>
    %652 = stablehlo.reshape %651 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %653 = stablehlo.add %652, %cst_19 : tensor<2x8x1xf32>
    %654 = stablehlo.rsqrt %653 : tensor<2x8x1xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %657 = stablehlo.multiply %648, %656 : tensor<2x8x32xf32>
    %658 = stablehlo.add %arg41, %cst_18 : tensor<32xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %660 = stablehlo.multiply %657, %659 : tensor<2x8x32xf32>
    %661 = stablehlo.add %570, %660 : tensor<2x8x32xf32>
    %662 = stablehlo.power %661, %cst_21 : tensor<2x8x32xf32>
    %663 = stablehlo.reduce(%662 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %664 = stablehlo.multiply %663, %cst_20 : tensor<2x8xf32>
    %665 = stablehlo.reshape %664 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %666 = stablehlo.add %665, %cst_19 : tensor<2x8x1xf32>
    %667 = stablehlo.rsqrt %666 : tensor<2x8x1xf32>
    %668 = stablehlo.reshape %667 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %670 = stablehlo.multiply %661, %669 : tensor<2x8x32xf32>
    %671 = stablehlo.add %arg40, %cst_18 : tensor<32xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %673 = stablehlo.multiply %670, %672 : tensor<2x8x32xf32>
    %674 = stablehlo.reshape %673 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %675 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %676 = stablehlo.dot_general %674, %675, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %677 = stablehlo.reshape %676 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %678 = stablehlo.transpose %677, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %679 = stablehlo.reshape %678 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %680 = stablehlo.transpose %arg38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %681 = stablehlo.dot_general %476, %680, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %682 = stablehlo.reshape %681 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %683 = stablehlo.transpose %682, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %685 = stablehlo.reshape %684 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %686 = stablehlo.transpose %685, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %687 = stablehlo.reshape %686 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %688 = stablehlo.dot_general %679, %687, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %689 = stablehlo.reshape %688 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %690 = stablehlo.multiply %689, %cst_16 : tensor<2x4x8x8xf32>
    %691 = stablehlo.divide %690, %cst_15 : tensor<2x4x8x8xf32>
    %692 = stablehlo.tanh %691 : tensor<2x4x8x8xf32>
    %693 = stablehlo.multiply %692, %cst_15 : tensor<2x4x8x8xf32>
    %694 = stablehlo.add %693, %383 : tensor<2x4x8x8xf32>
    %695 = stablehlo.reduce(%694 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %697 = stablehlo.subtract %694, %696 : tensor<2x4x8x8xf32>
    %698 = stablehlo.exponential %697 : tensor<2x4x8x8xf32>
    %699 = stablehlo.reduce(%698 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %701 = stablehlo.divide %698, %700 : tensor<2x4x8x8xf32>
    %702 = stablehlo.reshape %701 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %703 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %704 = stablehlo.dot_general %476, %703, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %705 = stablehlo.reshape %704 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %706 = stablehlo.transpose %705, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %708 = stablehlo.reshape %707 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %709 = stablehlo.dot_general %702, %708, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %710 = stablehlo.reshape %709 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %711 = stablehlo.transpose %710, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %712 = stablehlo.reshape %711 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %713 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %714 = stablehlo.dot_general %712, %713, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %715 = stablehlo.reshape %714 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %716 = stablehlo.power %715, %cst_21 : tensor<2x8x32xf32>
    %717 = stablehlo.reduce(%716 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %718 = stablehlo.multiply %717, %cst_20 : tensor<2x8xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %720 = stablehlo.add %719, %cst_19 : tensor<2x8x1xf32>
    %721 = stablehlo.rsqrt %720 : tensor<2x8x1xf32>
    %722 = stablehlo.reshape %721 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %724 = stablehlo.multiply %715, %723 : tensor<2x8x32xf32>
    %725 = stablehlo.add %arg6, %cst_18 : tensor<32xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %727 = stablehlo.multiply %724, %726 : tensor<2x8x32xf32>
    %728 = stablehlo.add %661, %727 : tensor<2x8x32xf32>
    %729 = stablehlo.power %728, %cst_21 : tensor<2x8x32xf32>
    %730 = stablehlo.reduce(%729 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %731 = stablehlo.multiply %730, %cst_20 : tensor<2x8xf32>
    %732 = stablehlo.reshape %731 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %733 = stablehlo.add %732, %cst_19 : tensor<2x8x1xf32>
    %734 = stablehlo.rsqrt %733 : tensor<2x8x1xf32>
    %735 = stablehlo.reshape %734 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %737 = stablehlo.multiply %728, %736 : tensor<2x8x32xf32>
    %738 = stablehlo.add %arg5, %cst_18 : tensor<32xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %740 = stablehlo.multiply %737, %739 : tensor<2x8x32xf32>
    %741 = stablehlo.reshape %740 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %742 = stablehlo.transpose %arg66, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %743 = stablehlo.dot_general %741, %742, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %744 = stablehlo.reshape %743 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %745 = stablehlo.multiply %744, %cst_4 : tensor<2x8x64xf32>
    %746 = stablehlo.power %744, %cst_0 : tensor<2x8x64xf32>
    %747 = stablehlo.multiply %746, %cst_1 : tensor<2x8x64xf32>
    %748 = stablehlo.add %744, %747 : tensor<2x8x64xf32>
    %749 = stablehlo.multiply %748, %cst_2 : tensor<2x8x64xf32>
    %750 = stablehlo.tanh %749 : tensor<2x8x64xf32>
    %751 = stablehlo.add %750, %cst_3 : tensor<2x8x64xf32>
    %752 = stablehlo.multiply %745, %751 : tensor<2x8x64xf32>
    %753 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %754 = stablehlo.dot_general %741, %753, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %755 = stablehlo.reshape %754 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %756 = stablehlo.multiply %752, %755 : tensor<2x8x64xf32>
    %757 = stablehlo.reshape %756 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %758 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %759 = stablehlo.dot_general %757, %758, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %760 = stablehlo.reshape %759 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %761 = stablehlo.power %760, %cst_21 : tensor<2x8x32xf32>
    %762 = stablehlo.reduce(%761 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %763 = stablehlo.multiply %762, %cst_20 : tensor<2x8xf32>
    %764 = stablehlo.reshape %763 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %765 = stablehlo.add %764, %cst_19 : tensor<2x8x1xf32>
    %766 = stablehlo.rsqrt %765 : tensor<2x8x1xf32>
    %767 = stablehlo.reshape %766 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %768 = stablehlo.broadcast_in_dim %767, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %769 = stablehlo.multiply %760, %768 : tensor<2x8x32xf32>
    %770 = stablehlo.add %arg2, %cst_18 : tensor<32xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %772 = stablehlo.multiply %769, %771 : tensor<2x8x32xf32>
    %773 = stablehlo.add %728, %772 : tensor<2x8x32xf32>
    %774 = stablehlo.power %773, %cst_21 : tensor<2x8x32xf32>
    %775 = stablehlo.reduce(%774 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %776 = stablehlo.multiply %775, %cst_20 : tensor<2x8xf32>
    %777 = stablehlo.reshape %776 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %778 = stablehlo.add %777, %cst_19 : tensor<2x8x1xf32>
    %779 = stablehlo.rsqrt %778 : tensor<2x8x1xf32>
    %780 = stablehlo.reshape %779 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %782 = stablehlo.multiply %773, %781 : tensor<2x8x32xf32>
    %783 = stablehlo.add %arg1, %cst_18 : tensor<32xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %785 = stablehlo.multiply %782, %784 : tensor<2x8x32xf32>
    %786 = stablehlo.reshape %785 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %787 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %788 = stablehlo.dot_general %786, %787, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %789 = stablehlo.reshape %788 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %790 = stablehlo.divide %789, %cst : tensor<2x8x128xf32>
    %791 = stablehlo.tanh %790 : tensor<2x8x128xf32>
    %792 = stablehlo.multiply %791, %cst : tensor<2x8x128xf32>
    return %792 : tensor<2x8x128xf32>
  }
}
