module @IrToHlo.1263 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<1x21x32xf32>, %arg2: tensor<1x4x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x3x8x8xf32>, %arg5: tensor<2x3x32x32xf32>, %arg6: tensor<1x1x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>) -> tensor<2x21x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2x21x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<2x21x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<2x21x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x21xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x21x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<42xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<42xf32>
    %c = stablehlo.constant dense<2> : tensor<4x1xi64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x1xf32>
    %cst_7 = stablehlo.constant dense<2.250000e+00> : tensor<2x4x1xf32>
    %cst_8 = stablehlo.constant dense<1.250000e+00> : tensor<2x4x1xf32>
    %cst_9 = stablehlo.constant dense<-3.000000e+00> : tensor<2x4x1xf32>
    %cst_10 = stablehlo.constant dense<-6.000000e+00> : tensor<2x4x1xf32>
    %cst_11 = stablehlo.constant dense<-3.750000e+00> : tensor<2x4x1xf32>
    %cst_12 = stablehlo.constant dense<-7.500000e-01> : tensor<2x4x1xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<4x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<4x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<4x1xf32>
    %c_16 = stablehlo.constant dense<2> : tensor<4xi64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %cst_18 = stablehlo.constant dense<2.250000e+00> : tensor<2x4xf32>
    %cst_19 = stablehlo.constant dense<1.250000e+00> : tensor<2x4xf32>
    %cst_20 = stablehlo.constant dense<-3.000000e+00> : tensor<2x4xf32>
    %cst_21 = stablehlo.constant dense<-6.000000e+00> : tensor<2x4xf32>
    %cst_22 = stablehlo.constant dense<-3.750000e+00> : tensor<2x4xf32>
    %cst_23 = stablehlo.constant dense<-7.500000e-01> : tensor<2x4xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
    %c_27 = stablehlo.constant dense<3> : tensor<4xi64>
    %c_28 = stablehlo.constant dense<1> : tensor<4xi64>
    %cst_29 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<4xi64>
    %c_31 = stablehlo.constant dense<4> : tensor<4x4xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<4x4xi64>
    %c_33 = stablehlo.constant dense<3> : tensor<4x1xi64>
    %c_34 = stablehlo.constant dense<1> : tensor<4x1xi64>
    %cst_35 = stablehlo.constant dense<[[0.000000e+00], [1.000000e+00], [2.000000e+00], [3.000000e+00]]> : tensor<4x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<4x1xi64>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg6 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<2x1x32xf32>
    %2 = stablehlo.convolution(%arg5, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x32x32xf32>, tensor<32x3x8x8xf32>) -> tensor<2x32x4x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<2x32x4x4xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32x4x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x32x4x4xf32>) -> tensor<2x32x16xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,32]{1,2,0}"} : (tensor<2x32x16xf32>) -> tensor<2x16x32xf32>
    %7 = stablehlo.reshape %arg2 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<2x4x32xf32>
    %9 = stablehlo.concatenate %1, %6, %8, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>, tensor<2x4x32xf32>) -> tensor<2x21x32xf32>
    %10 = stablehlo.slice %arg1 [0:1, 0:1, 0:32] : (tensor<1x21x32xf32>) -> tensor<1x1x32xf32>
    %11 = stablehlo.slice %arg1 [0:1, 1:17, 0:32] : (tensor<1x21x32xf32>) -> tensor<1x16x32xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,16]{1,2,0}"} : (tensor<1x16x32xf32>) -> tensor<1x32x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x32x16xf32>) -> tensor<1x32x4x4xf32>
    %14 = stablehlo.floor %cst_35 : tensor<4x1xf32>
    %15 = stablehlo.convert %14 : (tensor<4x1xf32>) -> tensor<4x1xi64>
    %16 = stablehlo.subtract %15, %c_34 : tensor<4x1xi64>
    %17 = stablehlo.clamp %c_36, %16, %c_33 : tensor<4x1xi64>
    %18 = stablehlo.reshape %17 : (tensor<4x1xi64>) -> tensor<4xi64>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %20 = stablehlo.compare  LT, %19, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %21 = stablehlo.add %19, %c_31 : tensor<4x4xi64>
    %22 = stablehlo.select %20, %21, %19 : tensor<4x4xi1>, tensor<4x4xi64>
    %23 = stablehlo.reshape %22 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %24 = stablehlo.floor %cst_29 : tensor<4xf32>
    %25 = stablehlo.convert %24 : (tensor<4xf32>) -> tensor<4xi64>
    %26 = stablehlo.subtract %25, %c_28 : tensor<4xi64>
    %27 = stablehlo.clamp %c_30, %26, %c_27 : tensor<4xi64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %29 = stablehlo.compare  LT, %28, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %30 = stablehlo.add %28, %c_31 : tensor<4x4xi64>
    %31 = stablehlo.select %29, %30, %28 : tensor<4x4xi1>, tensor<4x4xi64>
    %32 = stablehlo.reshape %31 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %33 = stablehlo.concatenate %23, %32, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %34 = "stablehlo.gather"(%13, %33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %35 = stablehlo.subtract %cst_29, %24 : tensor<4xf32>
    %36 = stablehlo.clamp %cst_26, %35, %cst_25 : tensor<4xf32>
    %37 = stablehlo.add %36, %cst_25 : tensor<4xf32>
    %38 = stablehlo.subtract %cst_24, %36 : tensor<4xf32>
    %39 = stablehlo.concatenate %37, %38, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %40 = stablehlo.reshape %39 : (tensor<8xf32>) -> tensor<2x4xf32>
    %41 = stablehlo.multiply %40, %cst_23 : tensor<2x4xf32>
    %42 = stablehlo.subtract %41, %cst_22 : tensor<2x4xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<2x4xf32>
    %44 = stablehlo.add %43, %cst_21 : tensor<2x4xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<2x4xf32>
    %46 = stablehlo.subtract %45, %cst_20 : tensor<2x4xf32>
    %47 = stablehlo.slice %46 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x4xf32>) -> tensor<4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [3] : (tensor<4xf32>) -> tensor<1x32x4x4xf32>
    %50 = stablehlo.multiply %34, %49 : tensor<1x32x4x4xf32>
    %51 = stablehlo.clamp %c_30, %25, %c_27 : tensor<4xi64>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %53 = stablehlo.compare  LT, %52, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %54 = stablehlo.add %52, %c_31 : tensor<4x4xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<4x4xi1>, tensor<4x4xi64>
    %56 = stablehlo.reshape %55 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %57 = stablehlo.concatenate %23, %56, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %58 = "stablehlo.gather"(%13, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %59 = stablehlo.subtract %cst_25, %36 : tensor<4xf32>
    %60 = stablehlo.concatenate %36, %59, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %61 = stablehlo.reshape %60 : (tensor<8xf32>) -> tensor<2x4xf32>
    %62 = stablehlo.multiply %61, %cst_19 : tensor<2x4xf32>
    %63 = stablehlo.subtract %62, %cst_18 : tensor<2x4xf32>
    %64 = stablehlo.multiply %63, %61 : tensor<2x4xf32>
    %65 = stablehlo.multiply %64, %61 : tensor<2x4xf32>
    %66 = stablehlo.add %65, %cst_17 : tensor<2x4xf32>
    %67 = stablehlo.slice %66 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x4xf32>) -> tensor<4xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [3] : (tensor<4xf32>) -> tensor<1x32x4x4xf32>
    %70 = stablehlo.multiply %58, %69 : tensor<1x32x4x4xf32>
    %71 = stablehlo.add %50, %70 : tensor<1x32x4x4xf32>
    %72 = stablehlo.add %25, %c_28 : tensor<4xi64>
    %73 = stablehlo.clamp %c_30, %72, %c_27 : tensor<4xi64>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %75 = stablehlo.compare  LT, %74, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %76 = stablehlo.add %74, %c_31 : tensor<4x4xi64>
    %77 = stablehlo.select %75, %76, %74 : tensor<4x4xi1>, tensor<4x4xi64>
    %78 = stablehlo.reshape %77 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %79 = stablehlo.concatenate %23, %78, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %80 = "stablehlo.gather"(%13, %79) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %81 = stablehlo.slice %66 [1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x4xf32>) -> tensor<4xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [3] : (tensor<4xf32>) -> tensor<1x32x4x4xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<1x32x4x4xf32>
    %85 = stablehlo.add %71, %84 : tensor<1x32x4x4xf32>
    %86 = stablehlo.add %25, %c_16 : tensor<4xi64>
    %87 = stablehlo.clamp %c_30, %86, %c_27 : tensor<4xi64>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<4xi64>) -> tensor<4x4xi64>
    %89 = stablehlo.compare  LT, %88, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %90 = stablehlo.add %88, %c_31 : tensor<4x4xi64>
    %91 = stablehlo.select %89, %90, %88 : tensor<4x4xi1>, tensor<4x4xi64>
    %92 = stablehlo.reshape %91 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %93 = stablehlo.concatenate %23, %92, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %94 = "stablehlo.gather"(%13, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %95 = stablehlo.slice %46 [1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x4xf32>) -> tensor<4xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [3] : (tensor<4xf32>) -> tensor<1x32x4x4xf32>
    %98 = stablehlo.multiply %94, %97 : tensor<1x32x4x4xf32>
    %99 = stablehlo.add %85, %98 : tensor<1x32x4x4xf32>
    %100 = stablehlo.subtract %cst_35, %14 : tensor<4x1xf32>
    %101 = stablehlo.clamp %cst_15, %100, %cst_14 : tensor<4x1xf32>
    %102 = stablehlo.add %101, %cst_14 : tensor<4x1xf32>
    %103 = stablehlo.subtract %cst_13, %101 : tensor<4x1xf32>
    %104 = stablehlo.concatenate %102, %103, dim = 0 : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<8x1xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x1xf32>) -> tensor<2x4x1xf32>
    %106 = stablehlo.multiply %105, %cst_12 : tensor<2x4x1xf32>
    %107 = stablehlo.subtract %106, %cst_11 : tensor<2x4x1xf32>
    %108 = stablehlo.multiply %107, %105 : tensor<2x4x1xf32>
    %109 = stablehlo.add %108, %cst_10 : tensor<2x4x1xf32>
    %110 = stablehlo.multiply %109, %105 : tensor<2x4x1xf32>
    %111 = stablehlo.subtract %110, %cst_9 : tensor<2x4x1xf32>
    %112 = stablehlo.slice %111 [0:1, 0:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<1x4x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x4x1xf32>) -> tensor<4x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x32x4x1xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x32x4x1xf32>) -> tensor<1x32x4xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x32x4xf32>) -> tensor<1x32x4x4xf32>
    %117 = stablehlo.multiply %99, %116 : tensor<1x32x4x4xf32>
    %118 = stablehlo.clamp %c_36, %15, %c_33 : tensor<4x1xi64>
    %119 = stablehlo.reshape %118 : (tensor<4x1xi64>) -> tensor<4xi64>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %121 = stablehlo.compare  LT, %120, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %122 = stablehlo.add %120, %c_31 : tensor<4x4xi64>
    %123 = stablehlo.select %121, %122, %120 : tensor<4x4xi1>, tensor<4x4xi64>
    %124 = stablehlo.reshape %123 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %125 = stablehlo.concatenate %124, %32, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %126 = "stablehlo.gather"(%13, %125) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %127 = stablehlo.multiply %126, %49 : tensor<1x32x4x4xf32>
    %128 = stablehlo.concatenate %124, %56, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %129 = "stablehlo.gather"(%13, %128) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %130 = stablehlo.multiply %129, %69 : tensor<1x32x4x4xf32>
    %131 = stablehlo.add %127, %130 : tensor<1x32x4x4xf32>
    %132 = stablehlo.concatenate %124, %78, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %133 = "stablehlo.gather"(%13, %132) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %134 = stablehlo.multiply %133, %83 : tensor<1x32x4x4xf32>
    %135 = stablehlo.add %131, %134 : tensor<1x32x4x4xf32>
    %136 = stablehlo.concatenate %124, %92, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %137 = "stablehlo.gather"(%13, %136) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %138 = stablehlo.multiply %137, %97 : tensor<1x32x4x4xf32>
    %139 = stablehlo.add %135, %138 : tensor<1x32x4x4xf32>
    %140 = stablehlo.subtract %cst_14, %101 : tensor<4x1xf32>
    %141 = stablehlo.concatenate %101, %140, dim = 0 : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<8x1xf32>
    %142 = stablehlo.reshape %141 : (tensor<8x1xf32>) -> tensor<2x4x1xf32>
    %143 = stablehlo.multiply %142, %cst_8 : tensor<2x4x1xf32>
    %144 = stablehlo.subtract %143, %cst_7 : tensor<2x4x1xf32>
    %145 = stablehlo.multiply %144, %142 : tensor<2x4x1xf32>
    %146 = stablehlo.multiply %145, %142 : tensor<2x4x1xf32>
    %147 = stablehlo.add %146, %cst_6 : tensor<2x4x1xf32>
    %148 = stablehlo.slice %147 [0:1, 0:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<1x4x1xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x4x1xf32>) -> tensor<4x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x32x4x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x32x4x1xf32>) -> tensor<1x32x4xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x32x4xf32>) -> tensor<1x32x4x4xf32>
    %153 = stablehlo.multiply %139, %152 : tensor<1x32x4x4xf32>
    %154 = stablehlo.add %117, %153 : tensor<1x32x4x4xf32>
    %155 = stablehlo.add %15, %c_34 : tensor<4x1xi64>
    %156 = stablehlo.clamp %c_36, %155, %c_33 : tensor<4x1xi64>
    %157 = stablehlo.reshape %156 : (tensor<4x1xi64>) -> tensor<4xi64>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %159 = stablehlo.compare  LT, %158, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %160 = stablehlo.add %158, %c_31 : tensor<4x4xi64>
    %161 = stablehlo.select %159, %160, %158 : tensor<4x4xi1>, tensor<4x4xi64>
    %162 = stablehlo.reshape %161 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %163 = stablehlo.concatenate %162, %32, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %164 = "stablehlo.gather"(%13, %163) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %165 = stablehlo.multiply %164, %49 : tensor<1x32x4x4xf32>
    %166 = stablehlo.concatenate %162, %56, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %167 = "stablehlo.gather"(%13, %166) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %168 = stablehlo.multiply %167, %69 : tensor<1x32x4x4xf32>
    %169 = stablehlo.add %165, %168 : tensor<1x32x4x4xf32>
    %170 = stablehlo.concatenate %162, %78, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %171 = "stablehlo.gather"(%13, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %172 = stablehlo.multiply %171, %83 : tensor<1x32x4x4xf32>
    %173 = stablehlo.add %169, %172 : tensor<1x32x4x4xf32>
    %174 = stablehlo.concatenate %162, %92, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %175 = "stablehlo.gather"(%13, %174) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %176 = stablehlo.multiply %175, %97 : tensor<1x32x4x4xf32>
    %177 = stablehlo.add %173, %176 : tensor<1x32x4x4xf32>
    %178 = stablehlo.slice %147 [1:2, 0:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<1x4x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x4x1xf32>) -> tensor<4x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x32x4x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<1x32x4x1xf32>) -> tensor<1x32x4xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x32x4xf32>) -> tensor<1x32x4x4xf32>
    %183 = stablehlo.multiply %177, %182 : tensor<1x32x4x4xf32>
    %184 = stablehlo.add %154, %183 : tensor<1x32x4x4xf32>
    %185 = stablehlo.add %15, %c : tensor<4x1xi64>
    %186 = stablehlo.clamp %c_36, %185, %c_33 : tensor<4x1xi64>
    %187 = stablehlo.reshape %186 : (tensor<4x1xi64>) -> tensor<4xi64>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<4xi64>) -> tensor<4x4xi64>
    %189 = stablehlo.compare  LT, %188, %c_32 : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %190 = stablehlo.add %188, %c_31 : tensor<4x4xi64>
    %191 = stablehlo.select %189, %190, %188 : tensor<4x4xi1>, tensor<4x4xi64>
    %192 = stablehlo.reshape %191 : (tensor<4x4xi64>) -> tensor<4x4x1xi64>
    %193 = stablehlo.concatenate %192, %32, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %194 = "stablehlo.gather"(%13, %193) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %195 = stablehlo.multiply %194, %49 : tensor<1x32x4x4xf32>
    %196 = stablehlo.concatenate %192, %56, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %197 = "stablehlo.gather"(%13, %196) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %198 = stablehlo.multiply %197, %69 : tensor<1x32x4x4xf32>
    %199 = stablehlo.add %195, %198 : tensor<1x32x4x4xf32>
    %200 = stablehlo.concatenate %192, %78, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %201 = "stablehlo.gather"(%13, %200) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %202 = stablehlo.multiply %201, %83 : tensor<1x32x4x4xf32>
    %203 = stablehlo.add %199, %202 : tensor<1x32x4x4xf32>
    %204 = stablehlo.concatenate %192, %92, dim = 2 : (tensor<4x4x1xi64>, tensor<4x4x1xi64>) -> tensor<4x4x2xi64>
    %205 = "stablehlo.gather"(%13, %204) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2, 3], start_index_map = [2, 3], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 1, 1>}> : (tensor<1x32x4x4xf32>, tensor<4x4x2xi64>) -> tensor<1x32x4x4xf32>
    %206 = stablehlo.multiply %205, %97 : tensor<1x32x4x4xf32>
    %207 = stablehlo.add %203, %206 : tensor<1x32x4x4xf32>
    %208 = stablehlo.slice %111 [1:2, 0:4, 0:1] : (tensor<2x4x1xf32>) -> tensor<1x4x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x4x1xf32>) -> tensor<4x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [2, 3] : (tensor<4x1xf32>) -> tensor<1x32x4x1xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x32x4x1xf32>) -> tensor<1x32x4xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x32x4xf32>) -> tensor<1x32x4x4xf32>
    %213 = stablehlo.multiply %207, %212 : tensor<1x32x4x4xf32>
    %214 = stablehlo.add %184, %213 : tensor<1x32x4x4xf32>
    %215 = stablehlo.reshape %214 : (tensor<1x32x4x4xf32>) -> tensor<1x32x16xf32>
    %216 = stablehlo.transpose %215, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,16,32]{1,2,0}"} : (tensor<1x32x16xf32>) -> tensor<1x16x32xf32>
    %217 = stablehlo.slice %arg1 [0:1, 17:21, 0:32] : (tensor<1x21x32xf32>) -> tensor<1x4x32xf32>
    %218 = stablehlo.concatenate %10, %216, %217, dim = 1 : (tensor<1x1x32xf32>, tensor<1x16x32xf32>, tensor<1x4x32xf32>) -> tensor<1x21x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x21x32xf32>) -> tensor<21x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1, 2] : (tensor<21x32xf32>) -> tensor<2x21x32xf32>
    %221 = stablehlo.add %9, %220 : tensor<2x21x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x21x32xf32>) -> tensor<1x42x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%222, %cst_5, %cst_4) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x42x32xf32>, tensor<42xf32>, tensor<42xf32>) -> (tensor<1x42x32xf32>, tensor<42xf32>, tensor<42xf32>)
    %223 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x21x32xf32>
    %224 = stablehlo.reshape %output : (tensor<1x42x32xf32>) -> tensor<2x21x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x21x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2x21x32xf32>
    %227 = stablehlo.add %223, %226 : tensor<2x21x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x21x32xf32>) -> tensor<42x32xf32>
    %229 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %230 = stablehlo.dot_general %228, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<42x32xf32>, tensor<32x32xf32>) -> tensor<42x32xf32>
    %231 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<42x32xf32>
    %232 = stablehlo.add %230, %231 : tensor<42x32xf32>
    %233 = stablehlo.reshape %232 : (tensor<42x32xf32>) -> tensor<2x21x2x16xf32>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,21,16]{3,1,2,0}"} : (tensor<2x21x2x16xf32>) -> tensor<2x2x21x16xf32>
    %235 = stablehlo.multiply %234, %cst_3 : tensor<2x2x21x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x2x21x16xf32>) -> tensor<4x21x16xf32>
    %237 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %238 = stablehlo.dot_general %228, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<42x32xf32>, tensor<32x32xf32>) -> tensor<42x32xf32>
    %239 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<42x32xf32>
    %240 = stablehlo.add %238, %239 : tensor<42x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<42x32xf32>) -> tensor<2x21x2x16xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 3, 1] : (tensor<2x21x2x16xf32>) -> tensor<2x2x16x21xf32>
    %243 = stablehlo.multiply %242, %cst_2 : tensor<2x2x16x21xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x2x16x21xf32>) -> tensor<4x16x21xf32>
    %245 = stablehlo.dot_general %236, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x21x16xf32>, tensor<4x16x21xf32>) -> tensor<4x21x21xf32>
    %246 = stablehlo.reshape %245 : (tensor<4x21x21xf32>) -> tensor<2x2x21x21xf32>
    %247 = stablehlo.reduce(%246 init: %cst_37) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x21x21xf32>, tensor<f32>) -> tensor<2x2x21xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<2x2x21xf32>) -> tensor<2x2x21x21xf32>
    %249 = stablehlo.subtract %246, %248 : tensor<2x2x21x21xf32>
    %250 = stablehlo.exponential %249 : tensor<2x2x21x21xf32>
    %251 = stablehlo.reduce(%250 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<2x2x21x21xf32>, tensor<f32>) -> tensor<2x2x21xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<2x2x21xf32>) -> tensor<2x2x21x21xf32>
    %253 = stablehlo.divide %250, %252 : tensor<2x2x21x21xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x2x21x21xf32>) -> tensor<4x21x21xf32>
    %255 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %256 = stablehlo.dot_general %228, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<42x32xf32>, tensor<32x32xf32>) -> tensor<42x32xf32>
    %257 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<42x32xf32>
    %258 = stablehlo.add %256, %257 : tensor<42x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<42x32xf32>) -> tensor<2x21x2x16xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,21,16]{3,1,2,0}"} : (tensor<2x21x2x16xf32>) -> tensor<2x2x21x16xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x2x21x16xf32>) -> tensor<4x21x16xf32>
    %262 = stablehlo.dot_general %254, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x21x21xf32>, tensor<4x21x16xf32>) -> tensor<4x21x16xf32>
    %263 = stablehlo.reshape %262 : (tensor<4x21x16xf32>) -> tensor<2x2x21x16xf32>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,21,2,16]{3,1,2,0}"} : (tensor<2x2x21x16xf32>) -> tensor<2x21x2x16xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x21x2x16xf32>) -> tensor<42x32xf32>
    %266 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %267 = stablehlo.dot_general %265, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<42x32xf32>, tensor<32x32xf32>) -> tensor<42x32xf32>
    %268 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<42x32xf32>
    %269 = stablehlo.add %267, %268 : tensor<42x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<42x32xf32>) -> tensor<2x21x32xf32>
    %271 = stablehlo.add %270, %221 : tensor<2x21x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x21x32xf32>) -> tensor<1x42x32xf32>
    %output_39, %batch_mean_40, %batch_var_41 = "stablehlo.batch_norm_training"(%272, %cst_5, %cst_4) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x42x32xf32>, tensor<42xf32>, tensor<42xf32>) -> (tensor<1x42x32xf32>, tensor<42xf32>, tensor<42xf32>)
    %273 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x21x32xf32>
    %274 = stablehlo.reshape %output_39 : (tensor<1x42x32xf32>) -> tensor<2x21x32xf32>
    %275 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x21x32xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<2x21x32xf32>
    %277 = stablehlo.add %273, %276 : tensor<2x21x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x21x32xf32>) -> tensor<42x32xf32>
    %279 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %280 = stablehlo.dot_general %278, %279, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<42x32xf32>, tensor<32x64xf32>) -> tensor<42x64xf32>
    %281 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<64xf32>) -> tensor<42x64xf32>
    %282 = stablehlo.add %280, %281 : tensor<42x64xf32>
    %283 = stablehlo.reshape %282 : (tensor<42x64xf32>) -> tensor<2x21x64xf32>
    %284 = stablehlo.multiply %283, %cst_1 : tensor<2x21x64xf32>
    %285 = stablehlo.multiply %283, %cst_0 : tensor<2x21x64xf32>
    %286 = stablehlo.custom_call @mhlo.erf(%285) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x21x64xf32>) -> tensor<2x21x64xf32>
    %287 = stablehlo.add %286, %cst : tensor<2x21x64xf32>
    %288 = stablehlo.multiply %284, %287 : tensor<2x21x64xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x21x64xf32>) -> tensor<42x64xf32>
    %290 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %291 = stablehlo.dot_general %289, %290, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<42x64xf32>, tensor<64x32xf32>) -> tensor<42x32xf32>
    %292 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<42x32xf32>
    %293 = stablehlo.add %291, %292 : tensor<42x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<42x32xf32>) -> tensor<2x21x32xf32>
    %295 = stablehlo.add %294, %271 : tensor<2x21x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x21x32xf32>) -> tensor<1x42x32xf32>
    %output_42, %batch_mean_43, %batch_var_44 = "stablehlo.batch_norm_training"(%296, %cst_5, %cst_4) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x42x32xf32>, tensor<42xf32>, tensor<42xf32>) -> (tensor<1x42x32xf32>, tensor<42xf32>, tensor<42xf32>)
    %297 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x21x32xf32>
    %298 = stablehlo.reshape %output_42 : (tensor<1x42x32xf32>) -> tensor<2x21x32xf32>
    %299 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<2x21x32xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<2x21x32xf32>
    %301 = stablehlo.add %297, %300 : tensor<2x21x32xf32>
    return %301 : tensor<2x21x32xf32>
  }
}
