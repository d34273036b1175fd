module @IrToHlo.1959 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 22 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 11 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 5 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<4xf32> {tf.aliasing_output = 2 : i32}, %arg13: tensor<2x8xi64>, %arg14: tensor<i1>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg16: tensor<8xf32> {tf.aliasing_output = 8 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg18: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg20: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg22: tensor<4xf32> {tf.aliasing_output = 14 : i32}, %arg23: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg24: tensor<8xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg26: tensor<8xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg28: tensor<64x32xf32> {tf.aliasing_output = 21 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg31: tensor<4xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg36: tensor<8xf32> {tf.aliasing_output = 34 : i32}, %arg37: tensor<8xf32> {tf.aliasing_output = 35 : i32}, %arg38: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg40: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg43: tensor<4xf32> {tf.aliasing_output = 41 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 42 : i32}, %arg45: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg46: tensor<16x32xf32> {tf.aliasing_output = 44 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 45 : i32}, %arg48: tensor<8xf32> {tf.aliasing_output = 46 : i32}, %arg49: tensor<8xf32> {tf.aliasing_output = 47 : i32}, %arg50: tensor<64x32xf32> {tf.aliasing_output = 48 : i32}, %arg51: tensor<64x32xf32> {tf.aliasing_output = 49 : i32}, %arg52: tensor<32x64xf32> {tf.aliasing_output = 50 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg56: tensor<128x32xf32> {tf.aliasing_output = 54 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x9xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]]], [[[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]]]]> : tensor<2x4x8x9xi1>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_30 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_32 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_33 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_36 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_37 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_39 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_43 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_44 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_46 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_49 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_52 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_54 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_56 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_57 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_58 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_53 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_52 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_51 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.power %20, %cst_50 : tensor<2x8x4x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %23 = stablehlo.multiply %22, %cst_49 : tensor<2x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %25 = stablehlo.add %24, %cst_48 : tensor<2x8x4x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x4x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x4x8xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x4x8xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %34 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %35 = stablehlo.dot_general %17, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %37 = stablehlo.power %36, %cst_47 : tensor<2x8x2x8xf32>
    %38 = stablehlo.reduce(%37 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %39 = stablehlo.multiply %38, %cst_46 : tensor<2x8x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %41 = stablehlo.add %40, %cst_45 : tensor<2x8x2x1xf32>
    %42 = stablehlo.rsqrt %41 : tensor<2x8x2x1xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %45 = stablehlo.multiply %36, %44 : tensor<2x8x2x8xf32>
    %46 = stablehlo.multiply %33, %45 : tensor<2x8x2x8xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %50 = stablehlo.transpose %49, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.dot_general %32, %51, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.multiply %53, %cst_44 : tensor<2x4x8x8xf32>
    %55 = stablehlo.convert %arg14 : (tensor<i1>) -> tensor<ui8>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %57 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %58 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %59 = stablehlo.compare  LE, %57, %58 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %60 = stablehlo.convert %59 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %61 = stablehlo.and %56, %60 : tensor<1x1x8x8xui8>
    %62 = stablehlo.compare  NE, %61, %c_58 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %63 = stablehlo.convert %62 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %64 = stablehlo.reshape %63 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %66 = stablehlo.compare  NE, %arg13, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %67 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %68 = stablehlo.compare  LT, %67, %c_41 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %69 = stablehlo.add %67, %c_40 : tensor<2x1x1x8xi64>
    %70 = stablehlo.select %68, %69, %67 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %71 = stablehlo.reshape %70 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %72 = stablehlo.broadcast_in_dim %c_43, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_41 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_39 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.concatenate %71, %76, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %78 = "stablehlo.gather"(%66, %77) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.convert %78 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %82 = stablehlo.and %65, %81 : tensor<2x1x8x8xui8>
    %83 = stablehlo.compare  NE, %82, %c_56 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %84 = stablehlo.select %83, %cst_38, %cst_37 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %87 = stablehlo.add %54, %86 : tensor<2x4x8x8xf32>
    %88 = stablehlo.reshape %arg12 : (tensor<4xf32>) -> tensor<4x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [1, 3] : (tensor<4x1xf32>) -> tensor<2x4x8x1xf32>
    %90 = stablehlo.concatenate %87, %89, dim = 3 : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %91 = stablehlo.reduce(%90 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<2x4x8x9xf32>
    %94 = stablehlo.exponential %93 : tensor<2x4x8x9xf32>
    %95 = stablehlo.reduce(%94 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %97 = stablehlo.divide %94, %96 : tensor<2x4x8x9xf32>
    %98 = stablehlo.slice %97 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %100 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %101 = stablehlo.dot_general %17, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %106 = stablehlo.dot_general %99, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.transpose %107, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %4, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.power %113, %cst_53 : tensor<2x8x32xf32>
    %116 = stablehlo.reduce(%115 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %117 = stablehlo.multiply %116, %cst_52 : tensor<2x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %119 = stablehlo.add %118, %cst_51 : tensor<2x8x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x8x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %129 = stablehlo.logistic %128 : tensor<2x8x64xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x8x64xf32>
    %131 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %132 = stablehlo.dot_general %125, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %134 = stablehlo.multiply %130, %133 : tensor<2x8x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %136 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %137 = stablehlo.dot_general %135, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.add %113, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg26, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %141 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.power %139, %cst_53 : tensor<2x8x32xf32>
    %143 = stablehlo.reduce(%142 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %144 = stablehlo.multiply %143, %cst_52 : tensor<2x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %146 = stablehlo.add %145, %cst_51 : tensor<2x8x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<2x8x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.multiply %139, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.multiply %141, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %156 = stablehlo.power %155, %cst_50 : tensor<2x8x4x8xf32>
    %157 = stablehlo.reduce(%156 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %158 = stablehlo.multiply %157, %cst_49 : tensor<2x8x4xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %160 = stablehlo.add %159, %cst_48 : tensor<2x8x4x1xf32>
    %161 = stablehlo.rsqrt %160 : tensor<2x8x4x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.multiply %155, %163 : tensor<2x8x4x8xf32>
    %165 = stablehlo.multiply %140, %164 : tensor<2x8x4x8xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %168 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %169 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %170 = stablehlo.dot_general %152, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %172 = stablehlo.power %171, %cst_47 : tensor<2x8x2x8xf32>
    %173 = stablehlo.reduce(%172 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %174 = stablehlo.multiply %173, %cst_46 : tensor<2x8x2xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %176 = stablehlo.add %175, %cst_45 : tensor<2x8x2x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<2x8x2x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %180 = stablehlo.multiply %171, %179 : tensor<2x8x2x8xf32>
    %181 = stablehlo.multiply %168, %180 : tensor<2x8x2x8xf32>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %185 = stablehlo.transpose %184, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %187 = stablehlo.dot_general %167, %186, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.multiply %188, %cst_44 : tensor<2x4x8x8xf32>
    %190 = stablehlo.add %189, %86 : tensor<2x4x8x8xf32>
    %191 = stablehlo.reshape %arg22 : (tensor<4xf32>) -> tensor<4x1xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [1, 3] : (tensor<4x1xf32>) -> tensor<2x4x8x1xf32>
    %193 = stablehlo.concatenate %190, %192, dim = 3 : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %194 = stablehlo.reduce(%193 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %196 = stablehlo.subtract %193, %195 : tensor<2x4x8x9xf32>
    %197 = stablehlo.exponential %196 : tensor<2x4x8x9xf32>
    %198 = stablehlo.reduce(%197 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %200 = stablehlo.divide %197, %199 : tensor<2x4x8x9xf32>
    %201 = stablehlo.slice %200 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %203 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %204 = stablehlo.dot_general %152, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %206 = stablehlo.transpose %205, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %209 = stablehlo.dot_general %202, %208, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %211 = stablehlo.transpose %210, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %214 = stablehlo.dot_general %212, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.reshape %214 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.add %139, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.power %216, %cst_53 : tensor<2x8x32xf32>
    %219 = stablehlo.reduce(%218 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %220 = stablehlo.multiply %219, %cst_52 : tensor<2x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %222 = stablehlo.add %221, %cst_51 : tensor<2x8x1xf32>
    %223 = stablehlo.rsqrt %222 : tensor<2x8x1xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.multiply %216, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.multiply %217, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %229 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %230 = stablehlo.dot_general %228, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %232 = stablehlo.logistic %231 : tensor<2x8x64xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<2x8x64xf32>
    %234 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %235 = stablehlo.dot_general %228, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<2x8x64xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %239 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %240 = stablehlo.dot_general %238, %239, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.add %216, %241 : tensor<2x8x32xf32>
    %243 = stablehlo.power %242, %cst_53 : tensor<2x8x32xf32>
    %244 = stablehlo.reduce(%243 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %245 = stablehlo.multiply %244, %cst_52 : tensor<2x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %247 = stablehlo.add %246, %cst_51 : tensor<2x8x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<2x8x1xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.multiply %242, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.multiply %0, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %255 = stablehlo.dot_general %253, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %257 = stablehlo.slice %256 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %258 = stablehlo.reduce(%257 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %260 = stablehlo.subtract %257, %259 : tensor<2x7x128xf32>
    %261 = stablehlo.exponential %260 : tensor<2x7x128xf32>
    %262 = stablehlo.reduce(%261 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %263 = stablehlo.log %262 : tensor<2x7xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %265 = stablehlo.subtract %260, %264 : tensor<2x7x128xf32>
    %266 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %268 = stablehlo.broadcast_in_dim %c_54, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %269 = stablehlo.compare  EQ, %267, %268 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %270 = stablehlo.convert %269 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %271 = stablehlo.convert %270 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %272 = stablehlo.multiply %265, %271 : tensor<2x7x128xf32>
    %273 = stablehlo.reduce(%272 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %274 = stablehlo.reduce(%273 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %275 = stablehlo.multiply %274, %cst_36 : tensor<f32>
    %276 = stablehlo.negate %275 : tensor<f32>
    %277 = stablehlo.multiply %arg30, %cst_35 : tensor<128x32xf32>
    %278 = stablehlo.compare  LT, %arg0, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %279 = stablehlo.add %arg0, %c_33 : tensor<2x8xi64>
    %280 = stablehlo.select %278, %279, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %281 = stablehlo.reshape %280 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %282 = stablehlo.compare  EQ, %arg0, %c_32 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %284 = stablehlo.multiply %271, %cst_29 : tensor<2x7x128xf32>
    %285 = stablehlo.exponential %265 : tensor<2x7x128xf32>
    %286 = stablehlo.reduce(%284 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %288 = stablehlo.multiply %285, %287 : tensor<2x7x128xf32>
    %289 = stablehlo.subtract %284, %288 : tensor<2x7x128xf32>
    %290 = stablehlo.pad %289, %cst_59, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %291 = stablehlo.select %c_30, %290, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %293 = stablehlo.dot_general %292, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.multiply %294, %0 : tensor<2x8x32xf32>
    %296 = stablehlo.multiply %295, %250 : tensor<2x8x32xf32>
    %297 = stablehlo.multiply %295, %242 : tensor<2x8x32xf32>
    %298 = stablehlo.reduce(%297 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %300 = stablehlo.multiply %299, %cst_27 : tensor<2x8x1xf32>
    %301 = stablehlo.power %248, %cst_26 : tensor<2x8x1xf32>
    %302 = stablehlo.multiply %300, %301 : tensor<2x8x1xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.divide %304, %cst_25 : tensor<2x8x32xf32>
    %306 = stablehlo.power %242, %cst_24 : tensor<2x8x32xf32>
    %307 = stablehlo.multiply %306, %cst_53 : tensor<2x8x32xf32>
    %308 = stablehlo.multiply %305, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.add %296, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %311 = stablehlo.dot_general %310, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %312 = stablehlo.reshape %311 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %313 = stablehlo.multiply %312, %233 : tensor<2x8x64xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %315 = stablehlo.dot_general %314, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %316 = stablehlo.reshape %315 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %317 = stablehlo.multiply %312, %236 : tensor<2x8x64xf32>
    %318 = stablehlo.subtract %cst_23, %232 : tensor<2x8x64xf32>
    %319 = stablehlo.multiply %231, %318 : tensor<2x8x64xf32>
    %320 = stablehlo.add %319, %cst_23 : tensor<2x8x64xf32>
    %321 = stablehlo.multiply %232, %320 : tensor<2x8x64xf32>
    %322 = stablehlo.multiply %317, %321 : tensor<2x8x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %324 = stablehlo.dot_general %323, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.add %316, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %217 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %327, %225 : tensor<2x8x32xf32>
    %329 = stablehlo.add %309, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %327, %216 : tensor<2x8x32xf32>
    %331 = stablehlo.reduce(%330 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %333 = stablehlo.multiply %332, %cst_27 : tensor<2x8x1xf32>
    %334 = stablehlo.power %223, %cst_26 : tensor<2x8x1xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<2x8x1xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %338 = stablehlo.divide %337, %cst_25 : tensor<2x8x32xf32>
    %339 = stablehlo.power %216, %cst_24 : tensor<2x8x32xf32>
    %340 = stablehlo.multiply %339, %cst_53 : tensor<2x8x32xf32>
    %341 = stablehlo.multiply %338, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.add %329, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.transpose %202, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %344 = stablehlo.reshape %342 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %345 = stablehlo.dot_general %344, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %346 = stablehlo.reshape %345 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %347 = stablehlo.transpose %346, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %349 = stablehlo.dot_general %343, %348, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %350 = stablehlo.reshape %349 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %351 = stablehlo.reduce(%350 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %352 = stablehlo.transpose %351, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %354 = stablehlo.dot_general %353, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.reshape %354 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %356 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %357 = stablehlo.transpose %208, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %358 = stablehlo.dot_general %348, %357, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.reshape %358 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %360 = stablehlo.pad %359, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x9xf32>
    %361 = stablehlo.select %c, %360, %cst_22 : tensor<2x4x8x9xi1>, tensor<2x4x8x9xf32>
    %362 = stablehlo.multiply %361, %200 : tensor<2x4x8x9xf32>
    %363 = stablehlo.reduce(%362 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %365 = stablehlo.multiply %200, %364 : tensor<2x4x8x9xf32>
    %366 = stablehlo.subtract %362, %365 : tensor<2x4x8x9xf32>
    %367 = stablehlo.slice %366 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %368 = stablehlo.multiply %367, %cst_44 : tensor<2x4x8x8xf32>
    %369 = stablehlo.reshape %368 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %370 = stablehlo.dot_general %356, %369, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %371 = stablehlo.reshape %370 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %372 = stablehlo.transpose %371, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %374 = stablehlo.reduce(%373 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %375 = stablehlo.transpose %374, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %376 = stablehlo.multiply %375, %168 : tensor<2x8x2x8xf32>
    %377 = stablehlo.multiply %376, %179 : tensor<2x8x2x8xf32>
    %378 = stablehlo.multiply %376, %171 : tensor<2x8x2x8xf32>
    %379 = stablehlo.reduce(%378 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %381 = stablehlo.multiply %380, %cst_21 : tensor<2x8x2x1xf32>
    %382 = stablehlo.power %177, %cst_20 : tensor<2x8x2x1xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<2x8x2x1xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %386 = stablehlo.divide %385, %cst_19 : tensor<2x8x2x8xf32>
    %387 = stablehlo.power %171, %cst_18 : tensor<2x8x2x8xf32>
    %388 = stablehlo.multiply %387, %cst_47 : tensor<2x8x2x8xf32>
    %389 = stablehlo.multiply %386, %388 : tensor<2x8x2x8xf32>
    %390 = stablehlo.add %377, %389 : tensor<2x8x2x8xf32>
    %391 = stablehlo.reshape %390 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %392 = stablehlo.dot_general %391, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.reshape %392 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %394 = stablehlo.add %355, %393 : tensor<2x8x32xf32>
    %395 = stablehlo.transpose %186, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %396 = stablehlo.dot_general %369, %395, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %398 = stablehlo.transpose %397, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %399 = stablehlo.multiply %398, %140 : tensor<2x8x4x8xf32>
    %400 = stablehlo.multiply %399, %163 : tensor<2x8x4x8xf32>
    %401 = stablehlo.multiply %399, %155 : tensor<2x8x4x8xf32>
    %402 = stablehlo.reduce(%401 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %404 = stablehlo.multiply %403, %cst_17 : tensor<2x8x4x1xf32>
    %405 = stablehlo.power %161, %cst_16 : tensor<2x8x4x1xf32>
    %406 = stablehlo.multiply %404, %405 : tensor<2x8x4x1xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %409 = stablehlo.divide %408, %cst_15 : tensor<2x8x4x8xf32>
    %410 = stablehlo.power %155, %cst_14 : tensor<2x8x4x8xf32>
    %411 = stablehlo.multiply %410, %cst_50 : tensor<2x8x4x8xf32>
    %412 = stablehlo.multiply %409, %411 : tensor<2x8x4x8xf32>
    %413 = stablehlo.add %400, %412 : tensor<2x8x4x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %415 = stablehlo.dot_general %414, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.add %394, %416 : tensor<2x8x32xf32>
    %418 = stablehlo.multiply %417, %141 : tensor<2x8x32xf32>
    %419 = stablehlo.multiply %418, %149 : tensor<2x8x32xf32>
    %420 = stablehlo.add %342, %419 : tensor<2x8x32xf32>
    %421 = stablehlo.multiply %418, %139 : tensor<2x8x32xf32>
    %422 = stablehlo.reduce(%421 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %424 = stablehlo.multiply %423, %cst_27 : tensor<2x8x1xf32>
    %425 = stablehlo.power %147, %cst_26 : tensor<2x8x1xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<2x8x1xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %429 = stablehlo.divide %428, %cst_25 : tensor<2x8x32xf32>
    %430 = stablehlo.power %139, %cst_24 : tensor<2x8x32xf32>
    %431 = stablehlo.multiply %430, %cst_53 : tensor<2x8x32xf32>
    %432 = stablehlo.multiply %429, %431 : tensor<2x8x32xf32>
    %433 = stablehlo.add %420, %432 : tensor<2x8x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %435 = stablehlo.dot_general %434, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %436 = stablehlo.reshape %435 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %437 = stablehlo.multiply %436, %130 : tensor<2x8x64xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %439 = stablehlo.dot_general %438, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %440 = stablehlo.reshape %439 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %441 = stablehlo.multiply %436, %133 : tensor<2x8x64xf32>
    %442 = stablehlo.subtract %cst_23, %129 : tensor<2x8x64xf32>
    %443 = stablehlo.multiply %128, %442 : tensor<2x8x64xf32>
    %444 = stablehlo.add %443, %cst_23 : tensor<2x8x64xf32>
    %445 = stablehlo.multiply %129, %444 : tensor<2x8x64xf32>
    %446 = stablehlo.multiply %441, %445 : tensor<2x8x64xf32>
    %447 = stablehlo.reshape %446 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %448 = stablehlo.dot_general %447, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %449 = stablehlo.reshape %448 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %450 = stablehlo.add %440, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %450, %114 : tensor<2x8x32xf32>
    %452 = stablehlo.multiply %451, %122 : tensor<2x8x32xf32>
    %453 = stablehlo.add %433, %452 : tensor<2x8x32xf32>
    %454 = stablehlo.multiply %451, %113 : tensor<2x8x32xf32>
    %455 = stablehlo.reduce(%454 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %457 = stablehlo.multiply %456, %cst_27 : tensor<2x8x1xf32>
    %458 = stablehlo.power %120, %cst_26 : tensor<2x8x1xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<2x8x1xf32>
    %460 = stablehlo.reshape %459 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.divide %461, %cst_25 : tensor<2x8x32xf32>
    %463 = stablehlo.power %113, %cst_24 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %463, %cst_53 : tensor<2x8x32xf32>
    %465 = stablehlo.multiply %462, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.add %453, %465 : tensor<2x8x32xf32>
    %467 = stablehlo.transpose %99, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %468 = stablehlo.reshape %466 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.dot_general %468, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %471 = stablehlo.transpose %470, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.dot_general %467, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %475 = stablehlo.reduce(%474 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %476 = stablehlo.transpose %475, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %478 = stablehlo.dot_general %477, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %479 = stablehlo.reshape %478 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %480 = stablehlo.transpose %32, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %481 = stablehlo.transpose %105, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %482 = stablehlo.dot_general %472, %481, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.pad %483, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x9xf32>
    %485 = stablehlo.select %c, %484, %cst_22 : tensor<2x4x8x9xi1>, tensor<2x4x8x9xf32>
    %486 = stablehlo.multiply %485, %97 : tensor<2x4x8x9xf32>
    %487 = stablehlo.reduce(%486 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %489 = stablehlo.multiply %97, %488 : tensor<2x4x8x9xf32>
    %490 = stablehlo.subtract %486, %489 : tensor<2x4x8x9xf32>
    %491 = stablehlo.slice %490 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %492 = stablehlo.multiply %491, %cst_44 : tensor<2x4x8x8xf32>
    %493 = stablehlo.reshape %492 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %494 = stablehlo.dot_general %480, %493, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.reshape %494 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %496 = stablehlo.transpose %495, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %497 = stablehlo.reshape %496 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %498 = stablehlo.reduce(%497 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %499 = stablehlo.transpose %498, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %500 = stablehlo.multiply %499, %33 : tensor<2x8x2x8xf32>
    %501 = stablehlo.multiply %500, %44 : tensor<2x8x2x8xf32>
    %502 = stablehlo.multiply %500, %36 : tensor<2x8x2x8xf32>
    %503 = stablehlo.reduce(%502 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %505 = stablehlo.multiply %504, %cst_21 : tensor<2x8x2x1xf32>
    %506 = stablehlo.power %42, %cst_20 : tensor<2x8x2x1xf32>
    %507 = stablehlo.multiply %505, %506 : tensor<2x8x2x1xf32>
    %508 = stablehlo.reshape %507 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %510 = stablehlo.divide %509, %cst_19 : tensor<2x8x2x8xf32>
    %511 = stablehlo.power %36, %cst_18 : tensor<2x8x2x8xf32>
    %512 = stablehlo.multiply %511, %cst_47 : tensor<2x8x2x8xf32>
    %513 = stablehlo.multiply %510, %512 : tensor<2x8x2x8xf32>
    %514 = stablehlo.add %501, %513 : tensor<2x8x2x8xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %516 = stablehlo.dot_general %515, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %518 = stablehlo.add %479, %517 : tensor<2x8x32xf32>
    %519 = stablehlo.transpose %51, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %520 = stablehlo.dot_general %493, %519, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.transpose %521, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %523 = stablehlo.multiply %522, %5 : tensor<2x8x4x8xf32>
    %524 = stablehlo.multiply %523, %28 : tensor<2x8x4x8xf32>
    %525 = stablehlo.multiply %523, %20 : tensor<2x8x4x8xf32>
    %526 = stablehlo.reduce(%525 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %527 = stablehlo.reshape %526 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %528 = stablehlo.multiply %527, %cst_17 : tensor<2x8x4x1xf32>
    %529 = stablehlo.power %26, %cst_16 : tensor<2x8x4x1xf32>
    %530 = stablehlo.multiply %528, %529 : tensor<2x8x4x1xf32>
    %531 = stablehlo.reshape %530 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %533 = stablehlo.divide %532, %cst_15 : tensor<2x8x4x8xf32>
    %534 = stablehlo.power %20, %cst_14 : tensor<2x8x4x8xf32>
    %535 = stablehlo.multiply %534, %cst_50 : tensor<2x8x4x8xf32>
    %536 = stablehlo.multiply %533, %535 : tensor<2x8x4x8xf32>
    %537 = stablehlo.add %524, %536 : tensor<2x8x4x8xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %539 = stablehlo.dot_general %538, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %540 = stablehlo.reshape %539 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %541 = stablehlo.add %518, %540 : tensor<2x8x32xf32>
    %542 = stablehlo.multiply %541, %6 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %542, %14 : tensor<2x8x32xf32>
    %544 = stablehlo.add %466, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %542, %4 : tensor<2x8x32xf32>
    %546 = stablehlo.reduce(%545 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %547 = stablehlo.reshape %546 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %548 = stablehlo.multiply %547, %cst_27 : tensor<2x8x1xf32>
    %549 = stablehlo.power %12, %cst_26 : tensor<2x8x1xf32>
    %550 = stablehlo.multiply %548, %549 : tensor<2x8x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.divide %552, %cst_25 : tensor<2x8x32xf32>
    %554 = stablehlo.power %4, %cst_24 : tensor<2x8x32xf32>
    %555 = stablehlo.multiply %554, %cst_53 : tensor<2x8x32xf32>
    %556 = stablehlo.multiply %553, %555 : tensor<2x8x32xf32>
    %557 = stablehlo.add %544, %556 : tensor<2x8x32xf32>
    %558 = stablehlo.select %283, %cst_31, %557 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %559 = "stablehlo.scatter"(%cst_34, %281, %558) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %721 = stablehlo.add %arg57, %arg58 : tensor<f32>
      stablehlo.return %721 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %560 = stablehlo.add %277, %559 : tensor<128x32xf32>
    %561 = stablehlo.multiply %560, %cst_13 : tensor<128x32xf32>
    %562 = stablehlo.subtract %arg10, %561 : tensor<128x32xf32>
    %563 = stablehlo.multiply %arg31, %cst_12 : tensor<4xf32>
    %564 = stablehlo.slice %490 [0:2, 0:4, 0:8, 8:9] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x1xf32>
    %565 = stablehlo.reduce(%564 init: %cst_59) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    %566 = stablehlo.reshape %565 : (tensor<4x1xf32>) -> tensor<4xf32>
    %567 = stablehlo.add %563, %566 : tensor<4xf32>
    %568 = stablehlo.multiply %567, %cst_11 : tensor<4xf32>
    %569 = stablehlo.subtract %arg12, %568 : tensor<4xf32>
    %570 = stablehlo.multiply %arg32, %cst_10 : tensor<32x32xf32>
    %571 = stablehlo.transpose %538, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %572 = stablehlo.dot_general %571, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %573 = stablehlo.add %570, %572 : tensor<32x32xf32>
    %574 = stablehlo.multiply %573, %cst_9 : tensor<32x32xf32>
    %575 = stablehlo.subtract %arg17, %574 : tensor<32x32xf32>
    %576 = stablehlo.multiply %arg33, %cst_8 : tensor<16x32xf32>
    %577 = stablehlo.transpose %515, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %578 = stablehlo.dot_general %577, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %579 = stablehlo.add %576, %578 : tensor<16x32xf32>
    %580 = stablehlo.multiply %579, %cst_7 : tensor<16x32xf32>
    %581 = stablehlo.subtract %arg15, %580 : tensor<16x32xf32>
    %582 = stablehlo.multiply %arg34, %cst_8 : tensor<16x32xf32>
    %583 = stablehlo.transpose %477, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %584 = stablehlo.dot_general %583, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %585 = stablehlo.add %582, %584 : tensor<16x32xf32>
    %586 = stablehlo.multiply %585, %cst_7 : tensor<16x32xf32>
    %587 = stablehlo.subtract %arg9, %586 : tensor<16x32xf32>
    %588 = stablehlo.multiply %arg35, %cst_10 : tensor<32x32xf32>
    %589 = stablehlo.transpose %468, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %590 = stablehlo.dot_general %589, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %591 = stablehlo.add %588, %590 : tensor<32x32xf32>
    %592 = stablehlo.multiply %591, %cst_9 : tensor<32x32xf32>
    %593 = stablehlo.subtract %arg8, %592 : tensor<32x32xf32>
    %594 = stablehlo.multiply %arg36, %cst_6 : tensor<8xf32>
    %595 = stablehlo.multiply %522, %29 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %596 = stablehlo.reduce(%595 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %597 = stablehlo.add %594, %596 : tensor<8xf32>
    %598 = stablehlo.multiply %597, %cst_5 : tensor<8xf32>
    %599 = stablehlo.subtract %arg18, %598 : tensor<8xf32>
    %600 = stablehlo.multiply %arg37, %cst_6 : tensor<8xf32>
    %601 = stablehlo.multiply %499, %45 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %602 = stablehlo.reduce(%601 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %603 = stablehlo.add %600, %602 : tensor<8xf32>
    %604 = stablehlo.multiply %603, %cst_5 : tensor<8xf32>
    %605 = stablehlo.subtract %arg16, %604 : tensor<8xf32>
    %606 = stablehlo.multiply %arg38, %cst_4 : tensor<64x32xf32>
    %607 = stablehlo.transpose %447, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %608 = stablehlo.dot_general %607, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %609 = stablehlo.add %606, %608 : tensor<64x32xf32>
    %610 = stablehlo.multiply %609, %cst_3 : tensor<64x32xf32>
    %611 = stablehlo.subtract %arg20, %610 : tensor<64x32xf32>
    %612 = stablehlo.multiply %arg39, %cst_4 : tensor<64x32xf32>
    %613 = stablehlo.transpose %438, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %614 = stablehlo.dot_general %613, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %615 = stablehlo.add %612, %614 : tensor<64x32xf32>
    %616 = stablehlo.multiply %615, %cst_3 : tensor<64x32xf32>
    %617 = stablehlo.subtract %arg7, %616 : tensor<64x32xf32>
    %618 = stablehlo.multiply %arg40, %cst_2 : tensor<32x64xf32>
    %619 = stablehlo.transpose %434, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %620 = stablehlo.dot_general %619, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %621 = stablehlo.add %618, %620 : tensor<32x64xf32>
    %622 = stablehlo.multiply %621, %cst_1 : tensor<32x64xf32>
    %623 = stablehlo.subtract %arg6, %622 : tensor<32x64xf32>
    %624 = stablehlo.multiply %arg41, %cst_0 : tensor<32xf32>
    %625 = stablehlo.multiply %541, %15 : tensor<2x8x32xf32>
    %626 = stablehlo.reduce(%625 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %627 = stablehlo.add %624, %626 : tensor<32xf32>
    %628 = stablehlo.multiply %627, %cst : tensor<32xf32>
    %629 = stablehlo.subtract %arg11, %628 : tensor<32xf32>
    %630 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %631 = stablehlo.multiply %450, %123 : tensor<2x8x32xf32>
    %632 = stablehlo.reduce(%631 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %633 = stablehlo.add %630, %632 : tensor<32xf32>
    %634 = stablehlo.multiply %633, %cst : tensor<32xf32>
    %635 = stablehlo.subtract %arg19, %634 : tensor<32xf32>
    %636 = stablehlo.multiply %arg43, %cst_12 : tensor<4xf32>
    %637 = stablehlo.slice %366 [0:2, 0:4, 0:8, 8:9] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x1xf32>
    %638 = stablehlo.reduce(%637 init: %cst_59) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    %639 = stablehlo.reshape %638 : (tensor<4x1xf32>) -> tensor<4xf32>
    %640 = stablehlo.add %636, %639 : tensor<4xf32>
    %641 = stablehlo.multiply %640, %cst_11 : tensor<4xf32>
    %642 = stablehlo.subtract %arg22, %641 : tensor<4xf32>
    %643 = stablehlo.multiply %arg44, %cst_10 : tensor<32x32xf32>
    %644 = stablehlo.transpose %414, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %645 = stablehlo.dot_general %644, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %646 = stablehlo.add %643, %645 : tensor<32x32xf32>
    %647 = stablehlo.multiply %646, %cst_9 : tensor<32x32xf32>
    %648 = stablehlo.subtract %arg25, %647 : tensor<32x32xf32>
    %649 = stablehlo.multiply %arg45, %cst_8 : tensor<16x32xf32>
    %650 = stablehlo.transpose %391, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %651 = stablehlo.dot_general %650, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %652 = stablehlo.add %649, %651 : tensor<16x32xf32>
    %653 = stablehlo.multiply %652, %cst_7 : tensor<16x32xf32>
    %654 = stablehlo.subtract %arg23, %653 : tensor<16x32xf32>
    %655 = stablehlo.multiply %arg46, %cst_8 : tensor<16x32xf32>
    %656 = stablehlo.transpose %353, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %657 = stablehlo.dot_general %656, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %658 = stablehlo.add %655, %657 : tensor<16x32xf32>
    %659 = stablehlo.multiply %658, %cst_7 : tensor<16x32xf32>
    %660 = stablehlo.subtract %arg5, %659 : tensor<16x32xf32>
    %661 = stablehlo.multiply %arg47, %cst_10 : tensor<32x32xf32>
    %662 = stablehlo.transpose %344, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %663 = stablehlo.dot_general %662, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %664 = stablehlo.add %661, %663 : tensor<32x32xf32>
    %665 = stablehlo.multiply %664, %cst_9 : tensor<32x32xf32>
    %666 = stablehlo.subtract %arg4, %665 : tensor<32x32xf32>
    %667 = stablehlo.multiply %arg48, %cst_6 : tensor<8xf32>
    %668 = stablehlo.multiply %398, %164 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %669 = stablehlo.reduce(%668 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %670 = stablehlo.add %667, %669 : tensor<8xf32>
    %671 = stablehlo.multiply %670, %cst_5 : tensor<8xf32>
    %672 = stablehlo.subtract %arg26, %671 : tensor<8xf32>
    %673 = stablehlo.multiply %arg49, %cst_6 : tensor<8xf32>
    %674 = stablehlo.multiply %375, %180 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %675 = stablehlo.reduce(%674 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %676 = stablehlo.add %673, %675 : tensor<8xf32>
    %677 = stablehlo.multiply %676, %cst_5 : tensor<8xf32>
    %678 = stablehlo.subtract %arg24, %677 : tensor<8xf32>
    %679 = stablehlo.multiply %arg50, %cst_4 : tensor<64x32xf32>
    %680 = stablehlo.transpose %323, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %681 = stablehlo.dot_general %680, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %682 = stablehlo.add %679, %681 : tensor<64x32xf32>
    %683 = stablehlo.multiply %682, %cst_3 : tensor<64x32xf32>
    %684 = stablehlo.subtract %arg28, %683 : tensor<64x32xf32>
    %685 = stablehlo.multiply %arg51, %cst_4 : tensor<64x32xf32>
    %686 = stablehlo.transpose %314, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %687 = stablehlo.dot_general %686, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %688 = stablehlo.add %685, %687 : tensor<64x32xf32>
    %689 = stablehlo.multiply %688, %cst_3 : tensor<64x32xf32>
    %690 = stablehlo.subtract %arg3, %689 : tensor<64x32xf32>
    %691 = stablehlo.multiply %arg52, %cst_2 : tensor<32x64xf32>
    %692 = stablehlo.transpose %310, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %693 = stablehlo.dot_general %692, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %694 = stablehlo.add %691, %693 : tensor<32x64xf32>
    %695 = stablehlo.multiply %694, %cst_1 : tensor<32x64xf32>
    %696 = stablehlo.subtract %arg2, %695 : tensor<32x64xf32>
    %697 = stablehlo.multiply %arg53, %cst_0 : tensor<32xf32>
    %698 = stablehlo.multiply %417, %150 : tensor<2x8x32xf32>
    %699 = stablehlo.reduce(%698 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.add %697, %699 : tensor<32xf32>
    %701 = stablehlo.multiply %700, %cst : tensor<32xf32>
    %702 = stablehlo.subtract %arg21, %701 : tensor<32xf32>
    %703 = stablehlo.multiply %arg54, %cst_0 : tensor<32xf32>
    %704 = stablehlo.multiply %326, %226 : tensor<2x8x32xf32>
    %705 = stablehlo.reduce(%704 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %706 = stablehlo.add %703, %705 : tensor<32xf32>
    %707 = stablehlo.multiply %706, %cst : tensor<32xf32>
    %708 = stablehlo.subtract %arg27, %707 : tensor<32xf32>
    %709 = stablehlo.multiply %arg55, %cst_0 : tensor<32xf32>
    %710 = stablehlo.multiply %294, %251 : tensor<2x8x32xf32>
    %711 = stablehlo.reduce(%710 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %712 = stablehlo.add %709, %711 : tensor<32xf32>
    %713 = stablehlo.multiply %712, %cst : tensor<32xf32>
    %714 = stablehlo.subtract %arg29, %713 : tensor<32xf32>
    %715 = stablehlo.multiply %arg56, %cst_35 : tensor<128x32xf32>
    %716 = stablehlo.transpose %292, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %717 = stablehlo.dot_general %716, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %718 = stablehlo.add %715, %717 : tensor<128x32xf32>
    %719 = stablehlo.multiply %718, %cst_13 : tensor<128x32xf32>
    %720 = stablehlo.subtract %arg1, %719 : tensor<128x32xf32>
    return %276, %562, %569, %575, %581, %587, %593, %599, %605, %611, %617, %623, %629, %635, %642, %648, %654, %660, %666, %672, %678, %684, %690, %696, %702, %708, %714, %720, %560, %567, %573, %579, %585, %591, %597, %603, %609, %615, %621, %627, %633, %640, %646, %652, %658, %664, %670, %676, %682, %688, %694, %700, %706, %712, %718 : tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
