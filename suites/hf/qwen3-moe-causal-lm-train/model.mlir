module @IrToHlo.2509 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 21 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg5: tensor<4x32xf32> {tf.aliasing_output = 10 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<4xf32>, %arg13: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg18: tensor<4x64x32xf32> {tf.aliasing_output = 8 : i32}, %arg19: tensor<4x32x32xf32> {tf.aliasing_output = 9 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg24: tensor<8xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<4x64x32xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<4x32x32xf32> {tf.aliasing_output = 20 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<8xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<8xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<4x64x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<4x32x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<4x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<8xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<8xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<4x64x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<4x32x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<4x32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_21 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %c_26 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_28 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_36 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_37 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_39 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_40 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_43 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_44 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_48 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_49 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_50 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_51 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_52 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_54 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_56 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_57 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_59 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_62 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_64 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_66 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_67 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_68 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg8, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_63 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_62 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_61 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.power %20, %cst_60 : tensor<2x8x4x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %23 = stablehlo.multiply %22, %cst_59 : tensor<2x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %25 = stablehlo.add %24, %cst_58 : tensor<2x8x4x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x4x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x4x8xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x4x8xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_57, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %49 = stablehlo.multiply %48, %cst_56 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.power %54, %cst_55 : tensor<2x8x2x8xf32>
    %56 = stablehlo.reduce(%55 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %57 = stablehlo.multiply %56, %cst_54 : tensor<2x8x2xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %59 = stablehlo.add %58, %cst_53 : tensor<2x8x2x1xf32>
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
    %78 = stablehlo.multiply %77, %cst_56 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_52, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_52, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_68 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg10, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_51, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_50 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_49 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_52, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_50 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_48 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_66 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_47, %cst_46 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x4x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %124 = stablehlo.dot_general %17, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.dot_general %122, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.add %4, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.power %136, %cst_63 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_62 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_61 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %151 = stablehlo.reduce(%150 init: %cst_65) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %153 = stablehlo.subtract %150, %152 : tensor<16x4xf32>
    %154 = stablehlo.exponential %153 : tensor<16x4xf32>
    %155 = stablehlo.reduce(%154 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %157 = stablehlo.divide %154, %156 : tensor<16x4xf32>
    %158 = stablehlo.iota dim = 0 : tensor<4xi32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %160:2 = "stablehlo.sort"(%157, %159) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>, %arg56: tensor<i32>, %arg57: tensor<i32>):
      %875 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %875 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %161 = stablehlo.slice %160#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %162 = stablehlo.convert %161 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %163 = stablehlo.reshape %162 : (tensor<16x2xi64>) -> tensor<32xi64>
    %164 = stablehlo.compare  LT, %163, %c_45 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %165 = stablehlo.add %163, %c_44 : tensor<32xi64>
    %166 = stablehlo.select %164, %165, %163 : tensor<32xi1>, tensor<32xi64>
    %167 = stablehlo.reshape %166 : (tensor<32xi64>) -> tensor<32x1xi64>
    %168 = "stablehlo.gather"(%arg19, %167) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %169 = "stablehlo.gather"(%arg18, %167) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %170 = stablehlo.broadcast_in_dim %148, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %172 = stablehlo.dot_general %169, %171, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %174 = stablehlo.slice %173 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %175 = stablehlo.logistic %174 : tensor<32x32xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<32x32xf32>
    %177 = stablehlo.slice %173 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<32x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %180 = stablehlo.dot_general %168, %179, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %182 = stablehlo.slice %160#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x2xf32>) -> tensor<32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %185 = stablehlo.multiply %181, %184 : tensor<32x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %187 = stablehlo.reduce(%186 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.add %136, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %191 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.power %189, %cst_63 : tensor<2x8x32xf32>
    %193 = stablehlo.reduce(%192 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %194 = stablehlo.multiply %193, %cst_62 : tensor<2x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %196 = stablehlo.add %195, %cst_61 : tensor<2x8x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<2x8x1xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %200 = stablehlo.multiply %189, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.multiply %191, %200 : tensor<2x8x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %204 = stablehlo.dot_general %202, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %206 = stablehlo.power %205, %cst_60 : tensor<2x8x4x8xf32>
    %207 = stablehlo.reduce(%206 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %208 = stablehlo.multiply %207, %cst_59 : tensor<2x8x4xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %210 = stablehlo.add %209, %cst_58 : tensor<2x8x4x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<2x8x4x1xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %214 = stablehlo.multiply %205, %213 : tensor<2x8x4x8xf32>
    %215 = stablehlo.multiply %190, %214 : tensor<2x8x4x8xf32>
    %216 = stablehlo.transpose %215, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %217 = stablehlo.multiply %216, %38 : tensor<2x4x8x8xf32>
    %218 = stablehlo.slice %216 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %219 = stablehlo.negate %218 : tensor<2x4x8x4xf32>
    %220 = stablehlo.slice %216 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %221 = stablehlo.concatenate %219, %220, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %222 = stablehlo.multiply %221, %46 : tensor<2x4x8x8xf32>
    %223 = stablehlo.add %217, %222 : tensor<2x4x8x8xf32>
    %224 = stablehlo.multiply %223, %cst_56 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %227 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %228 = stablehlo.dot_general %202, %227, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %230 = stablehlo.power %229, %cst_55 : tensor<2x8x2x8xf32>
    %231 = stablehlo.reduce(%230 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %232 = stablehlo.multiply %231, %cst_54 : tensor<2x8x2xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %234 = stablehlo.add %233, %cst_53 : tensor<2x8x2x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<2x8x2x1xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %238 = stablehlo.multiply %229, %237 : tensor<2x8x2x8xf32>
    %239 = stablehlo.multiply %226, %238 : tensor<2x8x2x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %241 = stablehlo.multiply %240, %66 : tensor<2x2x8x8xf32>
    %242 = stablehlo.slice %240 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %243 = stablehlo.negate %242 : tensor<2x2x8x4xf32>
    %244 = stablehlo.slice %240 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %245 = stablehlo.concatenate %243, %244, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %246 = stablehlo.multiply %245, %72 : tensor<2x2x8x8xf32>
    %247 = stablehlo.add %241, %246 : tensor<2x2x8x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %250 = stablehlo.transpose %249, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.multiply %250, %cst_56 : tensor<2x4x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.dot_general %225, %252, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.add %254, %113 : tensor<2x4x8x8xf32>
    %256 = stablehlo.reduce(%255 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.subtract %255, %257 : tensor<2x4x8x8xf32>
    %259 = stablehlo.exponential %258 : tensor<2x4x8x8xf32>
    %260 = stablehlo.reduce(%259 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %262 = stablehlo.divide %259, %261 : tensor<2x4x8x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %265 = stablehlo.dot_general %202, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %267 = stablehlo.transpose %266, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %270 = stablehlo.dot_general %263, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %272 = stablehlo.transpose %271, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %274 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %275 = stablehlo.dot_general %273, %274, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %276 = stablehlo.reshape %275 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.add %189, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %279 = stablehlo.power %277, %cst_63 : tensor<2x8x32xf32>
    %280 = stablehlo.reduce(%279 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %281 = stablehlo.multiply %280, %cst_62 : tensor<2x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %283 = stablehlo.add %282, %cst_61 : tensor<2x8x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<2x8x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.multiply %277, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.multiply %278, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %290 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %291 = stablehlo.dot_general %289, %290, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %292 = stablehlo.reduce(%291 init: %cst_65) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %294 = stablehlo.subtract %291, %293 : tensor<16x4xf32>
    %295 = stablehlo.exponential %294 : tensor<16x4xf32>
    %296 = stablehlo.reduce(%295 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %298 = stablehlo.divide %295, %297 : tensor<16x4xf32>
    %299:2 = "stablehlo.sort"(%298, %159) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>, %arg56: tensor<i32>, %arg57: tensor<i32>):
      %875 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %875 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %300 = stablehlo.slice %299#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %301 = stablehlo.convert %300 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %302 = stablehlo.reshape %301 : (tensor<16x2xi64>) -> tensor<32xi64>
    %303 = stablehlo.compare  LT, %302, %c_45 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %304 = stablehlo.add %302, %c_44 : tensor<32xi64>
    %305 = stablehlo.select %303, %304, %302 : tensor<32xi1>, tensor<32xi64>
    %306 = stablehlo.reshape %305 : (tensor<32xi64>) -> tensor<32x1xi64>
    %307 = "stablehlo.gather"(%arg27, %306) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %308 = "stablehlo.gather"(%arg26, %306) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %309 = stablehlo.broadcast_in_dim %289, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %311 = stablehlo.dot_general %308, %310, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %313 = stablehlo.slice %312 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %314 = stablehlo.logistic %313 : tensor<32x32xf32>
    %315 = stablehlo.multiply %313, %314 : tensor<32x32xf32>
    %316 = stablehlo.slice %312 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %317 = stablehlo.multiply %315, %316 : tensor<32x32xf32>
    %318 = stablehlo.reshape %317 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %319 = stablehlo.dot_general %307, %318, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %320 = stablehlo.reshape %319 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %321 = stablehlo.slice %299#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %322 = stablehlo.reshape %321 : (tensor<16x2xf32>) -> tensor<32xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %324 = stablehlo.multiply %320, %323 : tensor<32x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %326 = stablehlo.reduce(%325 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %328 = stablehlo.add %277, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.power %328, %cst_63 : tensor<2x8x32xf32>
    %330 = stablehlo.reduce(%329 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %331 = stablehlo.multiply %330, %cst_62 : tensor<2x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %333 = stablehlo.add %332, %cst_61 : tensor<2x8x1xf32>
    %334 = stablehlo.rsqrt %333 : tensor<2x8x1xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.multiply %328, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %0, %337 : tensor<2x8x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %341 = stablehlo.dot_general %339, %340, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %342 = stablehlo.reshape %341 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %343 = stablehlo.slice %342 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %344 = stablehlo.reduce(%343 init: %cst_65) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %346 = stablehlo.subtract %343, %345 : tensor<2x7x128xf32>
    %347 = stablehlo.exponential %346 : tensor<2x7x128xf32>
    %348 = stablehlo.reduce(%347 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %349 = stablehlo.log %348 : tensor<2x7xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %351 = stablehlo.subtract %346, %350 : tensor<2x7x128xf32>
    %352 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %354 = stablehlo.broadcast_in_dim %c_64, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %355 = stablehlo.compare  EQ, %353, %354 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %356 = stablehlo.convert %355 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %357 = stablehlo.convert %356 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %358 = stablehlo.multiply %351, %357 : tensor<2x7x128xf32>
    %359 = stablehlo.reduce(%358 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %360 = stablehlo.reduce(%359 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %361 = stablehlo.multiply %360, %cst_43 : tensor<f32>
    %362 = stablehlo.negate %361 : tensor<f32>
    %363 = stablehlo.multiply %arg29, %cst_42 : tensor<128x32xf32>
    %364 = stablehlo.compare  LT, %arg0, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %365 = stablehlo.add %arg0, %c_40 : tensor<2x8xi64>
    %366 = stablehlo.select %364, %365, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %367 = stablehlo.reshape %366 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %368 = stablehlo.compare  EQ, %arg0, %c_39 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %370 = stablehlo.multiply %357, %cst_36 : tensor<2x7x128xf32>
    %371 = stablehlo.exponential %351 : tensor<2x7x128xf32>
    %372 = stablehlo.reduce(%370 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %374 = stablehlo.multiply %371, %373 : tensor<2x7x128xf32>
    %375 = stablehlo.subtract %370, %374 : tensor<2x7x128xf32>
    %376 = stablehlo.pad %375, %cst_69, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %377 = stablehlo.select %c_37, %376, %cst_35 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %378 = stablehlo.reshape %377 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %379 = stablehlo.dot_general %378, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %380 = stablehlo.reshape %379 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %381 = stablehlo.multiply %380, %0 : tensor<2x8x32xf32>
    %382 = stablehlo.multiply %381, %336 : tensor<2x8x32xf32>
    %383 = stablehlo.multiply %381, %328 : tensor<2x8x32xf32>
    %384 = stablehlo.reduce(%383 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %386 = stablehlo.multiply %385, %cst_34 : tensor<2x8x1xf32>
    %387 = stablehlo.power %334, %cst_33 : tensor<2x8x1xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<2x8x1xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.divide %390, %cst_32 : tensor<2x8x32xf32>
    %392 = stablehlo.power %328, %cst_31 : tensor<2x8x32xf32>
    %393 = stablehlo.multiply %392, %cst_63 : tensor<2x8x32xf32>
    %394 = stablehlo.multiply %391, %393 : tensor<2x8x32xf32>
    %395 = stablehlo.add %382, %394 : tensor<2x8x32xf32>
    %396 = stablehlo.transpose %308, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %397 = stablehlo.transpose %307, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %398 = stablehlo.reshape %395 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %400 = stablehlo.reshape %399 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %401 = stablehlo.multiply %400, %323 : tensor<32x32xf32>
    %402 = stablehlo.reshape %401 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %403 = stablehlo.dot_general %397, %402, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %404 = stablehlo.reshape %403 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %405 = stablehlo.multiply %404, %316 : tensor<32x32xf32>
    %406 = stablehlo.subtract %cst_30, %314 : tensor<32x32xf32>
    %407 = stablehlo.multiply %313, %406 : tensor<32x32xf32>
    %408 = stablehlo.add %407, %cst_30 : tensor<32x32xf32>
    %409 = stablehlo.multiply %314, %408 : tensor<32x32xf32>
    %410 = stablehlo.multiply %405, %409 : tensor<32x32xf32>
    %411 = stablehlo.multiply %404, %315 : tensor<32x32xf32>
    %412 = stablehlo.concatenate %410, %411, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %413 = stablehlo.reshape %412 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %414 = stablehlo.dot_general %396, %413, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %415 = stablehlo.reshape %414 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %416 = stablehlo.reduce(%415 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %417 = stablehlo.iota dim = 0 : tensor<16xi64>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %419 = stablehlo.reshape %301 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %420 = stablehlo.concatenate %418, %419, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %421 = stablehlo.multiply %400, %320 : tensor<32x32xf32>
    %422 = stablehlo.reduce(%421 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %423 = stablehlo.reshape %422 : (tensor<32xf32>) -> tensor<16x2xf32>
    %424 = "stablehlo.scatter"(%cst_29, %420, %423) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %425 = stablehlo.multiply %424, %298 : tensor<16x4xf32>
    %426 = stablehlo.reduce(%425 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %428 = stablehlo.multiply %298, %427 : tensor<16x4xf32>
    %429 = stablehlo.subtract %425, %428 : tensor<16x4xf32>
    %430 = stablehlo.dot_general %429, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.add %416, %430 : tensor<16x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %433 = stablehlo.multiply %432, %278 : tensor<2x8x32xf32>
    %434 = stablehlo.multiply %433, %286 : tensor<2x8x32xf32>
    %435 = stablehlo.add %395, %434 : tensor<2x8x32xf32>
    %436 = stablehlo.multiply %433, %277 : tensor<2x8x32xf32>
    %437 = stablehlo.reduce(%436 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %439 = stablehlo.multiply %438, %cst_34 : tensor<2x8x1xf32>
    %440 = stablehlo.power %284, %cst_33 : tensor<2x8x1xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<2x8x1xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.divide %443, %cst_32 : tensor<2x8x32xf32>
    %445 = stablehlo.power %277, %cst_31 : tensor<2x8x32xf32>
    %446 = stablehlo.multiply %445, %cst_63 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %444, %446 : tensor<2x8x32xf32>
    %448 = stablehlo.add %435, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.transpose %263, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %450 = stablehlo.reshape %448 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %451 = stablehlo.dot_general %450, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.reshape %451 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %453 = stablehlo.transpose %452, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %455 = stablehlo.dot_general %449, %454, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %457 = stablehlo.reduce(%456 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %458 = stablehlo.transpose %457, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %460 = stablehlo.dot_general %459, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.transpose %225, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.transpose %269, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %464 = stablehlo.dot_general %454, %463, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.reshape %464 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %466 = stablehlo.multiply %465, %262 : tensor<2x4x8x8xf32>
    %467 = stablehlo.reduce(%466 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.multiply %262, %468 : tensor<2x4x8x8xf32>
    %470 = stablehlo.subtract %466, %469 : tensor<2x4x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %472 = stablehlo.dot_general %462, %471, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %474 = stablehlo.multiply %473, %cst_56 : tensor<2x4x8x8xf32>
    %475 = stablehlo.transpose %474, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %477 = stablehlo.reduce(%476 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %478 = stablehlo.multiply %477, %72 : tensor<2x2x8x8xf32>
    %479 = stablehlo.slice %478 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %480 = stablehlo.negate %479 : tensor<2x2x8x4xf32>
    %481 = stablehlo.pad %480, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %482 = stablehlo.select %c_28, %481, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %483 = stablehlo.slice %478 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %484 = stablehlo.pad %483, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %485 = stablehlo.select %c_26, %484, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %486 = stablehlo.add %482, %485 : tensor<2x2x8x8xf32>
    %487 = stablehlo.multiply %477, %66 : tensor<2x2x8x8xf32>
    %488 = stablehlo.add %486, %487 : tensor<2x2x8x8xf32>
    %489 = stablehlo.transpose %488, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %490 = stablehlo.multiply %489, %226 : tensor<2x8x2x8xf32>
    %491 = stablehlo.multiply %490, %237 : tensor<2x8x2x8xf32>
    %492 = stablehlo.multiply %490, %229 : tensor<2x8x2x8xf32>
    %493 = stablehlo.reduce(%492 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %495 = stablehlo.multiply %494, %cst_25 : tensor<2x8x2x1xf32>
    %496 = stablehlo.power %235, %cst_24 : tensor<2x8x2x1xf32>
    %497 = stablehlo.multiply %495, %496 : tensor<2x8x2x1xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %500 = stablehlo.divide %499, %cst_23 : tensor<2x8x2x8xf32>
    %501 = stablehlo.power %229, %cst_22 : tensor<2x8x2x8xf32>
    %502 = stablehlo.multiply %501, %cst_55 : tensor<2x8x2x8xf32>
    %503 = stablehlo.multiply %500, %502 : tensor<2x8x2x8xf32>
    %504 = stablehlo.add %491, %503 : tensor<2x8x2x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %506 = stablehlo.dot_general %505, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %508 = stablehlo.add %461, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.transpose %252, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.dot_general %471, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %512 = stablehlo.multiply %511, %cst_56 : tensor<2x4x8x8xf32>
    %513 = stablehlo.multiply %512, %46 : tensor<2x4x8x8xf32>
    %514 = stablehlo.slice %513 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %515 = stablehlo.negate %514 : tensor<2x4x8x4xf32>
    %516 = stablehlo.pad %515, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %517 = stablehlo.select %c_21, %516, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %518 = stablehlo.slice %513 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %519 = stablehlo.pad %518, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %520 = stablehlo.select %c, %519, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %521 = stablehlo.add %517, %520 : tensor<2x4x8x8xf32>
    %522 = stablehlo.multiply %512, %38 : tensor<2x4x8x8xf32>
    %523 = stablehlo.add %521, %522 : tensor<2x4x8x8xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %525 = stablehlo.multiply %524, %190 : tensor<2x8x4x8xf32>
    %526 = stablehlo.multiply %525, %213 : tensor<2x8x4x8xf32>
    %527 = stablehlo.multiply %525, %205 : tensor<2x8x4x8xf32>
    %528 = stablehlo.reduce(%527 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %530 = stablehlo.multiply %529, %cst_19 : tensor<2x8x4x1xf32>
    %531 = stablehlo.power %211, %cst_18 : tensor<2x8x4x1xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<2x8x4x1xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %535 = stablehlo.divide %534, %cst_17 : tensor<2x8x4x8xf32>
    %536 = stablehlo.power %205, %cst_16 : tensor<2x8x4x8xf32>
    %537 = stablehlo.multiply %536, %cst_60 : tensor<2x8x4x8xf32>
    %538 = stablehlo.multiply %535, %537 : tensor<2x8x4x8xf32>
    %539 = stablehlo.add %526, %538 : tensor<2x8x4x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %541 = stablehlo.dot_general %540, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.add %508, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %543, %191 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %544, %199 : tensor<2x8x32xf32>
    %546 = stablehlo.add %448, %545 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %544, %189 : tensor<2x8x32xf32>
    %548 = stablehlo.reduce(%547 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %550 = stablehlo.multiply %549, %cst_34 : tensor<2x8x1xf32>
    %551 = stablehlo.power %197, %cst_33 : tensor<2x8x1xf32>
    %552 = stablehlo.multiply %550, %551 : tensor<2x8x1xf32>
    %553 = stablehlo.reshape %552 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %555 = stablehlo.divide %554, %cst_32 : tensor<2x8x32xf32>
    %556 = stablehlo.power %189, %cst_31 : tensor<2x8x32xf32>
    %557 = stablehlo.multiply %556, %cst_63 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %555, %557 : tensor<2x8x32xf32>
    %559 = stablehlo.add %546, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.transpose %169, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %561 = stablehlo.transpose %168, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %562 = stablehlo.reshape %559 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %564 = stablehlo.reshape %563 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %565 = stablehlo.multiply %564, %184 : tensor<32x32xf32>
    %566 = stablehlo.reshape %565 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %567 = stablehlo.dot_general %561, %566, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %568 = stablehlo.reshape %567 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %569 = stablehlo.multiply %568, %177 : tensor<32x32xf32>
    %570 = stablehlo.subtract %cst_30, %175 : tensor<32x32xf32>
    %571 = stablehlo.multiply %174, %570 : tensor<32x32xf32>
    %572 = stablehlo.add %571, %cst_30 : tensor<32x32xf32>
    %573 = stablehlo.multiply %175, %572 : tensor<32x32xf32>
    %574 = stablehlo.multiply %569, %573 : tensor<32x32xf32>
    %575 = stablehlo.multiply %568, %176 : tensor<32x32xf32>
    %576 = stablehlo.concatenate %574, %575, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %577 = stablehlo.reshape %576 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %578 = stablehlo.dot_general %560, %577, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %579 = stablehlo.reshape %578 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %580 = stablehlo.reduce(%579 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %581 = stablehlo.reshape %162 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %582 = stablehlo.concatenate %418, %581, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %583 = stablehlo.multiply %564, %181 : tensor<32x32xf32>
    %584 = stablehlo.reduce(%583 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %585 = stablehlo.reshape %584 : (tensor<32xf32>) -> tensor<16x2xf32>
    %586 = "stablehlo.scatter"(%cst_29, %582, %585) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %587 = stablehlo.multiply %586, %157 : tensor<16x4xf32>
    %588 = stablehlo.reduce(%587 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %590 = stablehlo.multiply %157, %589 : tensor<16x4xf32>
    %591 = stablehlo.subtract %587, %590 : tensor<16x4xf32>
    %592 = stablehlo.dot_general %591, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %593 = stablehlo.add %580, %592 : tensor<16x32xf32>
    %594 = stablehlo.reshape %593 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %595 = stablehlo.multiply %594, %137 : tensor<2x8x32xf32>
    %596 = stablehlo.multiply %595, %145 : tensor<2x8x32xf32>
    %597 = stablehlo.add %559, %596 : tensor<2x8x32xf32>
    %598 = stablehlo.multiply %595, %136 : tensor<2x8x32xf32>
    %599 = stablehlo.reduce(%598 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %600 = stablehlo.reshape %599 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %601 = stablehlo.multiply %600, %cst_34 : tensor<2x8x1xf32>
    %602 = stablehlo.power %143, %cst_33 : tensor<2x8x1xf32>
    %603 = stablehlo.multiply %601, %602 : tensor<2x8x1xf32>
    %604 = stablehlo.reshape %603 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %606 = stablehlo.divide %605, %cst_32 : tensor<2x8x32xf32>
    %607 = stablehlo.power %136, %cst_31 : tensor<2x8x32xf32>
    %608 = stablehlo.multiply %607, %cst_63 : tensor<2x8x32xf32>
    %609 = stablehlo.multiply %606, %608 : tensor<2x8x32xf32>
    %610 = stablehlo.add %597, %609 : tensor<2x8x32xf32>
    %611 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %612 = stablehlo.reshape %610 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.dot_general %612, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %614 = stablehlo.reshape %613 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %616 = stablehlo.reshape %615 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %617 = stablehlo.dot_general %611, %616, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %618 = stablehlo.reshape %617 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %619 = stablehlo.reduce(%618 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %620 = stablehlo.transpose %619, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %621 = stablehlo.reshape %620 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %622 = stablehlo.dot_general %621, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %623 = stablehlo.reshape %622 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %624 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %625 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %626 = stablehlo.dot_general %616, %625, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %627 = stablehlo.reshape %626 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %628 = stablehlo.multiply %627, %121 : tensor<2x4x8x8xf32>
    %629 = stablehlo.reduce(%628 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %631 = stablehlo.multiply %121, %630 : tensor<2x4x8x8xf32>
    %632 = stablehlo.subtract %628, %631 : tensor<2x4x8x8xf32>
    %633 = stablehlo.reshape %632 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %634 = stablehlo.dot_general %624, %633, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %635 = stablehlo.reshape %634 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %636 = stablehlo.multiply %635, %cst_56 : tensor<2x4x8x8xf32>
    %637 = stablehlo.transpose %636, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %639 = stablehlo.reduce(%638 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %640 = stablehlo.multiply %639, %72 : tensor<2x2x8x8xf32>
    %641 = stablehlo.slice %640 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %642 = stablehlo.negate %641 : tensor<2x2x8x4xf32>
    %643 = stablehlo.pad %642, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %644 = stablehlo.select %c_28, %643, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %645 = stablehlo.slice %640 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %646 = stablehlo.pad %645, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %647 = stablehlo.select %c_26, %646, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %648 = stablehlo.add %644, %647 : tensor<2x2x8x8xf32>
    %649 = stablehlo.multiply %639, %66 : tensor<2x2x8x8xf32>
    %650 = stablehlo.add %648, %649 : tensor<2x2x8x8xf32>
    %651 = stablehlo.transpose %650, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %652 = stablehlo.multiply %651, %51 : tensor<2x8x2x8xf32>
    %653 = stablehlo.multiply %652, %62 : tensor<2x8x2x8xf32>
    %654 = stablehlo.multiply %652, %54 : tensor<2x8x2x8xf32>
    %655 = stablehlo.reduce(%654 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %656 = stablehlo.reshape %655 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %657 = stablehlo.multiply %656, %cst_25 : tensor<2x8x2x1xf32>
    %658 = stablehlo.power %60, %cst_24 : tensor<2x8x2x1xf32>
    %659 = stablehlo.multiply %657, %658 : tensor<2x8x2x1xf32>
    %660 = stablehlo.reshape %659 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %662 = stablehlo.divide %661, %cst_23 : tensor<2x8x2x8xf32>
    %663 = stablehlo.power %54, %cst_22 : tensor<2x8x2x8xf32>
    %664 = stablehlo.multiply %663, %cst_55 : tensor<2x8x2x8xf32>
    %665 = stablehlo.multiply %662, %664 : tensor<2x8x2x8xf32>
    %666 = stablehlo.add %653, %665 : tensor<2x8x2x8xf32>
    %667 = stablehlo.reshape %666 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %668 = stablehlo.dot_general %667, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %669 = stablehlo.reshape %668 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %670 = stablehlo.add %623, %669 : tensor<2x8x32xf32>
    %671 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %672 = stablehlo.dot_general %633, %671, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %673 = stablehlo.reshape %672 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %674 = stablehlo.multiply %673, %cst_56 : tensor<2x4x8x8xf32>
    %675 = stablehlo.multiply %674, %46 : tensor<2x4x8x8xf32>
    %676 = stablehlo.slice %675 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %677 = stablehlo.negate %676 : tensor<2x4x8x4xf32>
    %678 = stablehlo.pad %677, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %679 = stablehlo.select %c_21, %678, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %680 = stablehlo.slice %675 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %681 = stablehlo.pad %680, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %682 = stablehlo.select %c, %681, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %683 = stablehlo.add %679, %682 : tensor<2x4x8x8xf32>
    %684 = stablehlo.multiply %674, %38 : tensor<2x4x8x8xf32>
    %685 = stablehlo.add %683, %684 : tensor<2x4x8x8xf32>
    %686 = stablehlo.transpose %685, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %687 = stablehlo.multiply %686, %5 : tensor<2x8x4x8xf32>
    %688 = stablehlo.multiply %687, %28 : tensor<2x8x4x8xf32>
    %689 = stablehlo.multiply %687, %20 : tensor<2x8x4x8xf32>
    %690 = stablehlo.reduce(%689 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %692 = stablehlo.multiply %691, %cst_19 : tensor<2x8x4x1xf32>
    %693 = stablehlo.power %26, %cst_18 : tensor<2x8x4x1xf32>
    %694 = stablehlo.multiply %692, %693 : tensor<2x8x4x1xf32>
    %695 = stablehlo.reshape %694 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %697 = stablehlo.divide %696, %cst_17 : tensor<2x8x4x8xf32>
    %698 = stablehlo.power %20, %cst_16 : tensor<2x8x4x8xf32>
    %699 = stablehlo.multiply %698, %cst_60 : tensor<2x8x4x8xf32>
    %700 = stablehlo.multiply %697, %699 : tensor<2x8x4x8xf32>
    %701 = stablehlo.add %688, %700 : tensor<2x8x4x8xf32>
    %702 = stablehlo.reshape %701 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %703 = stablehlo.dot_general %702, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %704 = stablehlo.reshape %703 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %705 = stablehlo.add %670, %704 : tensor<2x8x32xf32>
    %706 = stablehlo.multiply %705, %6 : tensor<2x8x32xf32>
    %707 = stablehlo.multiply %706, %14 : tensor<2x8x32xf32>
    %708 = stablehlo.add %610, %707 : tensor<2x8x32xf32>
    %709 = stablehlo.multiply %706, %4 : tensor<2x8x32xf32>
    %710 = stablehlo.reduce(%709 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %711 = stablehlo.reshape %710 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %712 = stablehlo.multiply %711, %cst_34 : tensor<2x8x1xf32>
    %713 = stablehlo.power %12, %cst_33 : tensor<2x8x1xf32>
    %714 = stablehlo.multiply %712, %713 : tensor<2x8x1xf32>
    %715 = stablehlo.reshape %714 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %717 = stablehlo.divide %716, %cst_32 : tensor<2x8x32xf32>
    %718 = stablehlo.power %4, %cst_31 : tensor<2x8x32xf32>
    %719 = stablehlo.multiply %718, %cst_63 : tensor<2x8x32xf32>
    %720 = stablehlo.multiply %717, %719 : tensor<2x8x32xf32>
    %721 = stablehlo.add %708, %720 : tensor<2x8x32xf32>
    %722 = stablehlo.select %369, %cst_38, %721 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %723 = "stablehlo.scatter"(%cst_41, %367, %722) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %875 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %875 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %724 = stablehlo.add %363, %723 : tensor<128x32xf32>
    %725 = stablehlo.multiply %724, %cst_15 : tensor<128x32xf32>
    %726 = stablehlo.subtract %arg8, %725 : tensor<128x32xf32>
    %727 = stablehlo.multiply %arg30, %cst_14 : tensor<32x32xf32>
    %728 = stablehlo.transpose %702, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %729 = stablehlo.dot_general %728, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %730 = stablehlo.add %727, %729 : tensor<32x32xf32>
    %731 = stablehlo.multiply %730, %cst_13 : tensor<32x32xf32>
    %732 = stablehlo.subtract %arg15, %731 : tensor<32x32xf32>
    %733 = stablehlo.multiply %arg31, %cst_12 : tensor<16x32xf32>
    %734 = stablehlo.transpose %667, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %735 = stablehlo.dot_general %734, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %736 = stablehlo.add %733, %735 : tensor<16x32xf32>
    %737 = stablehlo.multiply %736, %cst_11 : tensor<16x32xf32>
    %738 = stablehlo.subtract %arg13, %737 : tensor<16x32xf32>
    %739 = stablehlo.multiply %arg32, %cst_12 : tensor<16x32xf32>
    %740 = stablehlo.transpose %621, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %741 = stablehlo.dot_general %740, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<16x32xf32>
    %743 = stablehlo.multiply %742, %cst_11 : tensor<16x32xf32>
    %744 = stablehlo.subtract %arg7, %743 : tensor<16x32xf32>
    %745 = stablehlo.multiply %arg33, %cst_14 : tensor<32x32xf32>
    %746 = stablehlo.transpose %612, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %747 = stablehlo.dot_general %746, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %748 = stablehlo.add %745, %747 : tensor<32x32xf32>
    %749 = stablehlo.multiply %748, %cst_13 : tensor<32x32xf32>
    %750 = stablehlo.subtract %arg6, %749 : tensor<32x32xf32>
    %751 = stablehlo.multiply %arg34, %cst_10 : tensor<8xf32>
    %752 = stablehlo.multiply %686, %29 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %753 = stablehlo.reduce(%752 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %754 = stablehlo.add %751, %753 : tensor<8xf32>
    %755 = stablehlo.multiply %754, %cst_9 : tensor<8xf32>
    %756 = stablehlo.subtract %arg16, %755 : tensor<8xf32>
    %757 = stablehlo.multiply %arg35, %cst_10 : tensor<8xf32>
    %758 = stablehlo.multiply %651, %63 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %759 = stablehlo.reduce(%758 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %760 = stablehlo.add %757, %759 : tensor<8xf32>
    %761 = stablehlo.multiply %760, %cst_9 : tensor<8xf32>
    %762 = stablehlo.subtract %arg14, %761 : tensor<8xf32>
    %763 = stablehlo.multiply %arg36, %cst_8 : tensor<4x64x32xf32>
    %764 = stablehlo.reshape %170 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %765 = stablehlo.dot_general %577, %764, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %766 = "stablehlo.scatter"(%cst_7, %167, %765) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %875 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %875 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %767 = stablehlo.add %763, %766 : tensor<4x64x32xf32>
    %768 = stablehlo.multiply %767, %cst_6 : tensor<4x64x32xf32>
    %769 = stablehlo.subtract %arg18, %768 : tensor<4x64x32xf32>
    %770 = stablehlo.multiply %arg37, %cst_5 : tensor<4x32x32xf32>
    %771 = stablehlo.reshape %178 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %772 = stablehlo.dot_general %566, %771, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %773 = "stablehlo.scatter"(%cst_4, %167, %772) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %875 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %875 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %774 = stablehlo.add %770, %773 : tensor<4x32x32xf32>
    %775 = stablehlo.multiply %774, %cst_3 : tensor<4x32x32xf32>
    %776 = stablehlo.subtract %arg19, %775 : tensor<4x32x32xf32>
    %777 = stablehlo.multiply %arg38, %cst_2 : tensor<4x32xf32>
    %778 = stablehlo.transpose %591, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %779 = stablehlo.dot_general %778, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %780 = stablehlo.add %777, %779 : tensor<4x32xf32>
    %781 = stablehlo.multiply %780, %cst_1 : tensor<4x32xf32>
    %782 = stablehlo.subtract %arg5, %781 : tensor<4x32xf32>
    %783 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %784 = stablehlo.multiply %705, %15 : tensor<2x8x32xf32>
    %785 = stablehlo.reduce(%784 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %786 = stablehlo.add %783, %785 : tensor<32xf32>
    %787 = stablehlo.multiply %786, %cst : tensor<32xf32>
    %788 = stablehlo.subtract %arg9, %787 : tensor<32xf32>
    %789 = stablehlo.multiply %arg40, %cst_0 : tensor<32xf32>
    %790 = stablehlo.multiply %594, %146 : tensor<2x8x32xf32>
    %791 = stablehlo.reduce(%790 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %792 = stablehlo.add %789, %791 : tensor<32xf32>
    %793 = stablehlo.multiply %792, %cst : tensor<32xf32>
    %794 = stablehlo.subtract %arg17, %793 : tensor<32xf32>
    %795 = stablehlo.multiply %arg41, %cst_14 : tensor<32x32xf32>
    %796 = stablehlo.transpose %540, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %797 = stablehlo.dot_general %796, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %798 = stablehlo.add %795, %797 : tensor<32x32xf32>
    %799 = stablehlo.multiply %798, %cst_13 : tensor<32x32xf32>
    %800 = stablehlo.subtract %arg23, %799 : tensor<32x32xf32>
    %801 = stablehlo.multiply %arg42, %cst_12 : tensor<16x32xf32>
    %802 = stablehlo.transpose %505, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %803 = stablehlo.dot_general %802, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %804 = stablehlo.add %801, %803 : tensor<16x32xf32>
    %805 = stablehlo.multiply %804, %cst_11 : tensor<16x32xf32>
    %806 = stablehlo.subtract %arg21, %805 : tensor<16x32xf32>
    %807 = stablehlo.multiply %arg43, %cst_12 : tensor<16x32xf32>
    %808 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %809 = stablehlo.dot_general %808, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %810 = stablehlo.add %807, %809 : tensor<16x32xf32>
    %811 = stablehlo.multiply %810, %cst_11 : tensor<16x32xf32>
    %812 = stablehlo.subtract %arg4, %811 : tensor<16x32xf32>
    %813 = stablehlo.multiply %arg44, %cst_14 : tensor<32x32xf32>
    %814 = stablehlo.transpose %450, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %815 = stablehlo.dot_general %814, %273, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %816 = stablehlo.add %813, %815 : tensor<32x32xf32>
    %817 = stablehlo.multiply %816, %cst_13 : tensor<32x32xf32>
    %818 = stablehlo.subtract %arg3, %817 : tensor<32x32xf32>
    %819 = stablehlo.multiply %arg45, %cst_10 : tensor<8xf32>
    %820 = stablehlo.multiply %524, %214 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %821 = stablehlo.reduce(%820 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %822 = stablehlo.add %819, %821 : tensor<8xf32>
    %823 = stablehlo.multiply %822, %cst_9 : tensor<8xf32>
    %824 = stablehlo.subtract %arg24, %823 : tensor<8xf32>
    %825 = stablehlo.multiply %arg46, %cst_10 : tensor<8xf32>
    %826 = stablehlo.multiply %489, %238 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %827 = stablehlo.reduce(%826 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %828 = stablehlo.add %825, %827 : tensor<8xf32>
    %829 = stablehlo.multiply %828, %cst_9 : tensor<8xf32>
    %830 = stablehlo.subtract %arg22, %829 : tensor<8xf32>
    %831 = stablehlo.multiply %arg47, %cst_8 : tensor<4x64x32xf32>
    %832 = stablehlo.reshape %309 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %833 = stablehlo.dot_general %413, %832, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %834 = "stablehlo.scatter"(%cst_7, %306, %833) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %875 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %875 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %835 = stablehlo.add %831, %834 : tensor<4x64x32xf32>
    %836 = stablehlo.multiply %835, %cst_6 : tensor<4x64x32xf32>
    %837 = stablehlo.subtract %arg26, %836 : tensor<4x64x32xf32>
    %838 = stablehlo.multiply %arg48, %cst_5 : tensor<4x32x32xf32>
    %839 = stablehlo.reshape %317 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %840 = stablehlo.dot_general %402, %839, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %841 = "stablehlo.scatter"(%cst_4, %306, %840) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %875 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %875 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %842 = stablehlo.add %838, %841 : tensor<4x32x32xf32>
    %843 = stablehlo.multiply %842, %cst_3 : tensor<4x32x32xf32>
    %844 = stablehlo.subtract %arg27, %843 : tensor<4x32x32xf32>
    %845 = stablehlo.multiply %arg49, %cst_2 : tensor<4x32xf32>
    %846 = stablehlo.transpose %429, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %847 = stablehlo.dot_general %846, %289, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %848 = stablehlo.add %845, %847 : tensor<4x32xf32>
    %849 = stablehlo.multiply %848, %cst_1 : tensor<4x32xf32>
    %850 = stablehlo.subtract %arg2, %849 : tensor<4x32xf32>
    %851 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %852 = stablehlo.multiply %543, %200 : tensor<2x8x32xf32>
    %853 = stablehlo.reduce(%852 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %854 = stablehlo.add %851, %853 : tensor<32xf32>
    %855 = stablehlo.multiply %854, %cst : tensor<32xf32>
    %856 = stablehlo.subtract %arg20, %855 : tensor<32xf32>
    %857 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %858 = stablehlo.multiply %432, %287 : tensor<2x8x32xf32>
    %859 = stablehlo.reduce(%858 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %860 = stablehlo.add %857, %859 : tensor<32xf32>
    %861 = stablehlo.multiply %860, %cst : tensor<32xf32>
    %862 = stablehlo.subtract %arg25, %861 : tensor<32xf32>
    %863 = stablehlo.multiply %arg52, %cst_0 : tensor<32xf32>
    %864 = stablehlo.multiply %380, %337 : tensor<2x8x32xf32>
    %865 = stablehlo.reduce(%864 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %866 = stablehlo.add %863, %865 : tensor<32xf32>
    %867 = stablehlo.multiply %866, %cst : tensor<32xf32>
    %868 = stablehlo.subtract %arg28, %867 : tensor<32xf32>
    %869 = stablehlo.multiply %arg53, %cst_42 : tensor<128x32xf32>
    %870 = stablehlo.transpose %378, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %871 = stablehlo.dot_general %870, %339, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %872 = stablehlo.add %869, %871 : tensor<128x32xf32>
    %873 = stablehlo.multiply %872, %cst_15 : tensor<128x32xf32>
    %874 = stablehlo.subtract %arg1, %873 : tensor<128x32xf32>
    return %362, %726, %732, %738, %744, %750, %756, %762, %769, %776, %782, %788, %794, %800, %806, %812, %818, %824, %830, %837, %844, %850, %856, %862, %868, %874, %724, %730, %736, %742, %748, %754, %760, %767, %774, %780, %786, %792, %798, %804, %810, %816, %822, %828, %835, %842, %848, %854, %860, %866, %872 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
