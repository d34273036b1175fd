module @IrToHlo.2131 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x256xf32> {tf.aliasing_output = 21 : i32}, %arg3: tensor<256x32xf32> {tf.aliasing_output = 20 : i32}, %arg4: tensor<32x256xf32> {tf.aliasing_output = 10 : i32}, %arg5: tensor<256x32xf32> {tf.aliasing_output = 9 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg9: tensor<2x8xi64>, %arg10: tensor<i1>, %arg11: tensor<4xf32>, %arg12: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg13: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<256x32xf32> {tf.aliasing_output = 8 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg24: tensor<8xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<256x32xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<16x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<8xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<8xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<256x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<256x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32x256xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<16x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<8xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<8xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<256x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<256x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32x256xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x256xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<256x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<256x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %c_22 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_24 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x256xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_31 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_34 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_35 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_37 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_40 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_43 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_44 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x2x1xf32>
    %cst_46 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_48 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_49 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x4x1xf32>
    %cst_51 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_54 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_56 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_58 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_59 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_60 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %6 = stablehlo.convert %5 : (tensor<16xi64>) -> tensor<16xui32>
    %7 = "stablehlo.gather"(%arg1, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.power %8, %cst_55 : tensor<2x8x32xf32>
    %10 = stablehlo.reduce(%9 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.multiply %10, %cst_54 : tensor<2x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.add %12, %cst_53 : tensor<2x8x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %8, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.multiply %4, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %23 = stablehlo.power %22, %cst_52 : tensor<2x8x4x8xf32>
    %24 = stablehlo.reduce(%23 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %25 = stablehlo.multiply %24, %cst_51 : tensor<2x8x4xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %27 = stablehlo.add %26, %cst_50 : tensor<2x8x4x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x8x4x1xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %31 = stablehlo.multiply %22, %30 : tensor<2x8x4x8xf32>
    %32 = stablehlo.multiply %3, %31 : tensor<2x8x4x8xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %cst_49, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %35 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<1x8x4xf32>
    %37 = stablehlo.concatenate %36, %36, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %38 = stablehlo.cosine %37 : tensor<1x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.multiply %33, %40 : tensor<2x4x8x8xf32>
    %42 = stablehlo.slice %33 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %43 = stablehlo.negate %42 : tensor<2x4x8x4xf32>
    %44 = stablehlo.slice %33 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %45 = stablehlo.concatenate %43, %44, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.sine %37 : tensor<1x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<2x4x8x8xf32>
    %50 = stablehlo.add %41, %49 : tensor<2x4x8x8xf32>
    %51 = stablehlo.multiply %50, %cst_48 : tensor<2x4x8x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %54 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %55 = stablehlo.dot_general %19, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %57 = stablehlo.power %56, %cst_47 : tensor<2x8x2x8xf32>
    %58 = stablehlo.reduce(%57 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %59 = stablehlo.multiply %58, %cst_46 : tensor<2x8x2xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %61 = stablehlo.add %60, %cst_45 : tensor<2x8x2x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<2x8x2x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %65 = stablehlo.multiply %56, %64 : tensor<2x8x2x8xf32>
    %66 = stablehlo.multiply %53, %65 : tensor<2x8x2x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %68 = stablehlo.broadcast_in_dim %39, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.slice %67 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.negate %70 : tensor<2x2x8x4xf32>
    %72 = stablehlo.slice %67 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %73 = stablehlo.concatenate %71, %72, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %47, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.add %69, %75 : tensor<2x2x8x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %80 = stablehlo.multiply %79, %cst_48 : tensor<2x4x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.dot_general %52, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %88 = stablehlo.compare  LE, %86, %87 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %89 = stablehlo.convert %88 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %90 = stablehlo.and %85, %89 : tensor<1x1x8x8xui8>
    %91 = stablehlo.compare  NE, %90, %c_60 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %92 = stablehlo.convert %91 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.compare  NE, %arg9, %c_59 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %96 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %97 = stablehlo.compare  LT, %96, %c_42 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %98 = stablehlo.add %96, %c_41 : tensor<2x1x1x8xi64>
    %99 = stablehlo.select %97, %98, %96 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %100 = stablehlo.reshape %99 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %101 = stablehlo.broadcast_in_dim %c_44, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %102 = stablehlo.compare  LT, %101, %c_42 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %103 = stablehlo.add %101, %c_40 : tensor<2x1x1x8xi64>
    %104 = stablehlo.select %102, %103, %101 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %106 = stablehlo.concatenate %100, %105, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %107 = "stablehlo.gather"(%95, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %108 = stablehlo.convert %107 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %109 = stablehlo.reshape %108 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %111 = stablehlo.and %94, %110 : tensor<2x1x8x8xui8>
    %112 = stablehlo.compare  NE, %111, %c_58 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %113 = stablehlo.select %112, %cst_39, %cst_38 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %116 = stablehlo.add %83, %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_57) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.exponential %119 : tensor<2x4x8x8xf32>
    %121 = stablehlo.reduce(%120 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %125 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %126 = stablehlo.dot_general %19, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.dot_general %124, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %137, %8 : tensor<2x8x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.power %138, %cst_55 : tensor<2x8x32xf32>
    %141 = stablehlo.reduce(%140 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %142 = stablehlo.multiply %141, %cst_54 : tensor<2x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %144 = stablehlo.add %143, %cst_53 : tensor<2x8x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x8x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %138, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.multiply %139, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %154 = stablehlo.logistic %153 : tensor<2x8x256xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<2x8x256xf32>
    %156 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %157 = stablehlo.dot_general %150, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %158 = stablehlo.reshape %157 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %159 = stablehlo.multiply %155, %158 : tensor<2x8x256xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %161 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %164 = stablehlo.add %138, %163 : tensor<2x8x32xf32>
    %165 = stablehlo.power %164, %cst_55 : tensor<2x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.multiply %166, %cst_54 : tensor<2x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.add %168, %cst_53 : tensor<2x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %164, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %2, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %179 = stablehlo.power %178, %cst_52 : tensor<2x8x4x8xf32>
    %180 = stablehlo.reduce(%179 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %181 = stablehlo.multiply %180, %cst_51 : tensor<2x8x4xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %183 = stablehlo.add %182, %cst_50 : tensor<2x8x4x1xf32>
    %184 = stablehlo.rsqrt %183 : tensor<2x8x4x1xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %187 = stablehlo.multiply %178, %186 : tensor<2x8x4x8xf32>
    %188 = stablehlo.multiply %1, %187 : tensor<2x8x4x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.multiply %189, %40 : tensor<2x4x8x8xf32>
    %191 = stablehlo.slice %189 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %192 = stablehlo.negate %191 : tensor<2x4x8x4xf32>
    %193 = stablehlo.slice %189 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.multiply %194, %48 : tensor<2x4x8x8xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.multiply %196, %cst_48 : tensor<2x4x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %200 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %201 = stablehlo.dot_general %175, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %203 = stablehlo.power %202, %cst_47 : tensor<2x8x2x8xf32>
    %204 = stablehlo.reduce(%203 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %205 = stablehlo.multiply %204, %cst_46 : tensor<2x8x2xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %207 = stablehlo.add %206, %cst_45 : tensor<2x8x2x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x8x2x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x8x2x8xf32>
    %212 = stablehlo.multiply %199, %211 : tensor<2x8x2x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %214 = stablehlo.multiply %213, %68 : tensor<2x2x8x8xf32>
    %215 = stablehlo.slice %213 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.negate %215 : tensor<2x2x8x4xf32>
    %217 = stablehlo.slice %213 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.multiply %218, %74 : tensor<2x2x8x8xf32>
    %220 = stablehlo.add %214, %219 : tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.multiply %223, %cst_48 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.dot_general %198, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %228 = stablehlo.add %227, %115 : tensor<2x4x8x8xf32>
    %229 = stablehlo.reduce(%228 init: %cst_57) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %231 = stablehlo.subtract %228, %230 : tensor<2x4x8x8xf32>
    %232 = stablehlo.exponential %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.reduce(%232 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.divide %232, %234 : tensor<2x4x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %238 = stablehlo.dot_general %175, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.dot_general %236, %242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %245 = stablehlo.transpose %244, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %248 = stablehlo.dot_general %246, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.add %249, %164 : tensor<2x8x32xf32>
    %251 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.power %250, %cst_55 : tensor<2x8x32xf32>
    %253 = stablehlo.reduce(%252 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %254 = stablehlo.multiply %253, %cst_54 : tensor<2x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %256 = stablehlo.add %255, %cst_53 : tensor<2x8x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<2x8x1xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.multiply %250, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.multiply %251, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %263 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %264 = stablehlo.dot_general %262, %263, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %266 = stablehlo.logistic %265 : tensor<2x8x256xf32>
    %267 = stablehlo.multiply %265, %266 : tensor<2x8x256xf32>
    %268 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,256]{0,1}"} : (tensor<256x32xf32>) -> tensor<32x256xf32>
    %269 = stablehlo.dot_general %262, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %270 = stablehlo.reshape %269 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %271 = stablehlo.multiply %267, %270 : tensor<2x8x256xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %273 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,32]{0,1}"} : (tensor<32x256xf32>) -> tensor<256x32xf32>
    %274 = stablehlo.dot_general %272, %273, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.reshape %274 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.add %250, %275 : tensor<2x8x32xf32>
    %277 = stablehlo.power %276, %cst_55 : tensor<2x8x32xf32>
    %278 = stablehlo.reduce(%277 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %279 = stablehlo.multiply %278, %cst_54 : tensor<2x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %281 = stablehlo.add %280, %cst_53 : tensor<2x8x1xf32>
    %282 = stablehlo.rsqrt %281 : tensor<2x8x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.multiply %276, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %0, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %289 = stablehlo.dot_general %287, %288, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %290 = stablehlo.reshape %289 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %291 = stablehlo.slice %290 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %292 = stablehlo.reduce(%291 init: %cst_57) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %294 = stablehlo.subtract %291, %293 : tensor<2x7x128xf32>
    %295 = stablehlo.exponential %294 : tensor<2x7x128xf32>
    %296 = stablehlo.reduce(%295 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %297 = stablehlo.log %296 : tensor<2x7xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %299 = stablehlo.subtract %294, %298 : tensor<2x7x128xf32>
    %300 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %302 = stablehlo.broadcast_in_dim %c_56, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %303 = stablehlo.compare  EQ, %301, %302 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %304 = stablehlo.convert %303 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %305 = stablehlo.convert %304 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %306 = stablehlo.multiply %299, %305 : tensor<2x7x128xf32>
    %307 = stablehlo.reduce(%306 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %308 = stablehlo.reduce(%307 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %309 = stablehlo.multiply %308, %cst_37 : tensor<f32>
    %310 = stablehlo.negate %309 : tensor<f32>
    %311 = stablehlo.multiply %arg28, %cst_36 : tensor<128x32xf32>
    %312 = stablehlo.multiply %305, %cst_34 : tensor<2x7x128xf32>
    %313 = stablehlo.exponential %299 : tensor<2x7x128xf32>
    %314 = stablehlo.reduce(%312 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %316 = stablehlo.multiply %313, %315 : tensor<2x7x128xf32>
    %317 = stablehlo.subtract %312, %316 : tensor<2x7x128xf32>
    %318 = stablehlo.pad %317, %cst_61, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %319 = stablehlo.select %c_35, %318, %cst_33 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %321 = stablehlo.transpose %320, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %322 = stablehlo.dot_general %321, %287, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %323 = stablehlo.compare  LT, %arg0, %c_59 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %324 = stablehlo.add %arg0, %c_31 : tensor<2x8xi64>
    %325 = stablehlo.select %323, %324, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %326 = stablehlo.reshape %325 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %327 = stablehlo.compare  EQ, %arg0, %c_59 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %329 = stablehlo.dot_general %320, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %331 = stablehlo.multiply %330, %0 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %284 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %331, %276 : tensor<2x8x32xf32>
    %334 = stablehlo.reduce(%333 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %336 = stablehlo.multiply %335, %cst_29 : tensor<2x8x1xf32>
    %337 = stablehlo.power %282, %cst_28 : tensor<2x8x1xf32>
    %338 = stablehlo.multiply %336, %337 : tensor<2x8x1xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.divide %340, %cst_27 : tensor<2x8x32xf32>
    %342 = stablehlo.power %276, %cst_26 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %342, %cst_55 : tensor<2x8x32xf32>
    %344 = stablehlo.multiply %341, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.add %332, %344 : tensor<2x8x32xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.dot_general %346, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %348 = stablehlo.reshape %347 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %349 = stablehlo.multiply %348, %267 : tensor<2x8x256xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %351 = stablehlo.dot_general %350, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %352 = stablehlo.reshape %351 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %353 = stablehlo.multiply %348, %270 : tensor<2x8x256xf32>
    %354 = stablehlo.subtract %cst_25, %266 : tensor<2x8x256xf32>
    %355 = stablehlo.multiply %265, %354 : tensor<2x8x256xf32>
    %356 = stablehlo.add %355, %cst_25 : tensor<2x8x256xf32>
    %357 = stablehlo.multiply %266, %356 : tensor<2x8x256xf32>
    %358 = stablehlo.multiply %353, %357 : tensor<2x8x256xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %360 = stablehlo.dot_general %359, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.add %352, %361 : tensor<2x8x32xf32>
    %363 = stablehlo.multiply %362, %251 : tensor<2x8x32xf32>
    %364 = stablehlo.multiply %363, %259 : tensor<2x8x32xf32>
    %365 = stablehlo.add %345, %364 : tensor<2x8x32xf32>
    %366 = stablehlo.multiply %363, %250 : tensor<2x8x32xf32>
    %367 = stablehlo.reduce(%366 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %369 = stablehlo.multiply %368, %cst_29 : tensor<2x8x1xf32>
    %370 = stablehlo.power %257, %cst_28 : tensor<2x8x1xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<2x8x1xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.divide %373, %cst_27 : tensor<2x8x32xf32>
    %375 = stablehlo.power %250, %cst_26 : tensor<2x8x32xf32>
    %376 = stablehlo.multiply %375, %cst_55 : tensor<2x8x32xf32>
    %377 = stablehlo.multiply %374, %376 : tensor<2x8x32xf32>
    %378 = stablehlo.add %365, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.transpose %236, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %380 = stablehlo.reshape %378 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %381 = stablehlo.dot_general %380, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %382 = stablehlo.reshape %381 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %383 = stablehlo.transpose %382, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %385 = stablehlo.dot_general %379, %384, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %387 = stablehlo.reduce(%386 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %388 = stablehlo.transpose %387, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %390 = stablehlo.dot_general %389, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.reshape %390 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %392 = stablehlo.transpose %198, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %393 = stablehlo.transpose %242, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %394 = stablehlo.dot_general %384, %393, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %395 = stablehlo.reshape %394 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %396 = stablehlo.multiply %395, %235 : tensor<2x4x8x8xf32>
    %397 = stablehlo.reduce(%396 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %399 = stablehlo.multiply %235, %398 : tensor<2x4x8x8xf32>
    %400 = stablehlo.subtract %396, %399 : tensor<2x4x8x8xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %402 = stablehlo.dot_general %392, %401, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %403 = stablehlo.reshape %402 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %404 = stablehlo.multiply %403, %cst_48 : tensor<2x4x8x8xf32>
    %405 = stablehlo.transpose %404, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %407 = stablehlo.reduce(%406 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %408 = stablehlo.multiply %407, %74 : tensor<2x2x8x8xf32>
    %409 = stablehlo.slice %408 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %410 = stablehlo.negate %409 : tensor<2x2x8x4xf32>
    %411 = stablehlo.pad %410, %cst_61, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %412 = stablehlo.select %c_24, %411, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %413 = stablehlo.slice %408 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %414 = stablehlo.pad %413, %cst_61, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %415 = stablehlo.select %c_22, %414, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %416 = stablehlo.add %412, %415 : tensor<2x2x8x8xf32>
    %417 = stablehlo.multiply %407, %68 : tensor<2x2x8x8xf32>
    %418 = stablehlo.add %416, %417 : tensor<2x2x8x8xf32>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %420 = stablehlo.multiply %419, %199 : tensor<2x8x2x8xf32>
    %421 = stablehlo.multiply %420, %210 : tensor<2x8x2x8xf32>
    %422 = stablehlo.multiply %420, %202 : tensor<2x8x2x8xf32>
    %423 = stablehlo.reduce(%422 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %425 = stablehlo.multiply %424, %cst_21 : tensor<2x8x2x1xf32>
    %426 = stablehlo.power %208, %cst_20 : tensor<2x8x2x1xf32>
    %427 = stablehlo.multiply %425, %426 : tensor<2x8x2x1xf32>
    %428 = stablehlo.reshape %427 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %430 = stablehlo.divide %429, %cst_19 : tensor<2x8x2x8xf32>
    %431 = stablehlo.power %202, %cst_18 : tensor<2x8x2x8xf32>
    %432 = stablehlo.multiply %431, %cst_47 : tensor<2x8x2x8xf32>
    %433 = stablehlo.multiply %430, %432 : tensor<2x8x2x8xf32>
    %434 = stablehlo.add %421, %433 : tensor<2x8x2x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %436 = stablehlo.dot_general %435, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %437 = stablehlo.reshape %436 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %438 = stablehlo.add %391, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.transpose %225, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %440 = stablehlo.dot_general %401, %439, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %442 = stablehlo.multiply %441, %cst_48 : tensor<2x4x8x8xf32>
    %443 = stablehlo.multiply %442, %48 : tensor<2x4x8x8xf32>
    %444 = stablehlo.slice %443 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %445 = stablehlo.negate %444 : tensor<2x4x8x4xf32>
    %446 = stablehlo.pad %445, %cst_61, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %447 = stablehlo.select %c_17, %446, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %448 = stablehlo.slice %443 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %449 = stablehlo.pad %448, %cst_61, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %450 = stablehlo.select %c, %449, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %451 = stablehlo.add %447, %450 : tensor<2x4x8x8xf32>
    %452 = stablehlo.multiply %442, %40 : tensor<2x4x8x8xf32>
    %453 = stablehlo.add %451, %452 : tensor<2x4x8x8xf32>
    %454 = stablehlo.transpose %453, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %455 = stablehlo.multiply %454, %1 : tensor<2x8x4x8xf32>
    %456 = stablehlo.multiply %455, %186 : tensor<2x8x4x8xf32>
    %457 = stablehlo.multiply %455, %178 : tensor<2x8x4x8xf32>
    %458 = stablehlo.reduce(%457 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %460 = stablehlo.multiply %459, %cst_15 : tensor<2x8x4x1xf32>
    %461 = stablehlo.power %184, %cst_14 : tensor<2x8x4x1xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<2x8x4x1xf32>
    %463 = stablehlo.reshape %462 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %465 = stablehlo.divide %464, %cst_13 : tensor<2x8x4x8xf32>
    %466 = stablehlo.power %178, %cst_12 : tensor<2x8x4x8xf32>
    %467 = stablehlo.multiply %466, %cst_52 : tensor<2x8x4x8xf32>
    %468 = stablehlo.multiply %465, %467 : tensor<2x8x4x8xf32>
    %469 = stablehlo.add %456, %468 : tensor<2x8x4x8xf32>
    %470 = stablehlo.reshape %469 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %471 = stablehlo.dot_general %470, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %473 = stablehlo.add %438, %472 : tensor<2x8x32xf32>
    %474 = stablehlo.multiply %473, %2 : tensor<2x8x32xf32>
    %475 = stablehlo.multiply %474, %172 : tensor<2x8x32xf32>
    %476 = stablehlo.add %378, %475 : tensor<2x8x32xf32>
    %477 = stablehlo.multiply %474, %164 : tensor<2x8x32xf32>
    %478 = stablehlo.reduce(%477 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %480 = stablehlo.multiply %479, %cst_29 : tensor<2x8x1xf32>
    %481 = stablehlo.power %170, %cst_28 : tensor<2x8x1xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<2x8x1xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %485 = stablehlo.divide %484, %cst_27 : tensor<2x8x32xf32>
    %486 = stablehlo.power %164, %cst_26 : tensor<2x8x32xf32>
    %487 = stablehlo.multiply %486, %cst_55 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %485, %487 : tensor<2x8x32xf32>
    %489 = stablehlo.add %476, %488 : tensor<2x8x32xf32>
    %490 = stablehlo.reshape %489 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %491 = stablehlo.dot_general %490, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %492 = stablehlo.reshape %491 : (tensor<16x256xf32>) -> tensor<2x8x256xf32>
    %493 = stablehlo.multiply %492, %155 : tensor<2x8x256xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %495 = stablehlo.dot_general %494, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %496 = stablehlo.reshape %495 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %497 = stablehlo.multiply %492, %158 : tensor<2x8x256xf32>
    %498 = stablehlo.subtract %cst_25, %154 : tensor<2x8x256xf32>
    %499 = stablehlo.multiply %153, %498 : tensor<2x8x256xf32>
    %500 = stablehlo.add %499, %cst_25 : tensor<2x8x256xf32>
    %501 = stablehlo.multiply %154, %500 : tensor<2x8x256xf32>
    %502 = stablehlo.multiply %497, %501 : tensor<2x8x256xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x8x256xf32>) -> tensor<16x256xf32>
    %504 = stablehlo.dot_general %503, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x32xf32>) -> tensor<16x32xf32>
    %505 = stablehlo.reshape %504 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %506 = stablehlo.add %496, %505 : tensor<2x8x32xf32>
    %507 = stablehlo.multiply %506, %139 : tensor<2x8x32xf32>
    %508 = stablehlo.multiply %507, %147 : tensor<2x8x32xf32>
    %509 = stablehlo.add %489, %508 : tensor<2x8x32xf32>
    %510 = stablehlo.multiply %507, %138 : tensor<2x8x32xf32>
    %511 = stablehlo.reduce(%510 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %512 = stablehlo.reshape %511 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %513 = stablehlo.multiply %512, %cst_29 : tensor<2x8x1xf32>
    %514 = stablehlo.power %145, %cst_28 : tensor<2x8x1xf32>
    %515 = stablehlo.multiply %513, %514 : tensor<2x8x1xf32>
    %516 = stablehlo.reshape %515 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %518 = stablehlo.divide %517, %cst_27 : tensor<2x8x32xf32>
    %519 = stablehlo.power %138, %cst_26 : tensor<2x8x32xf32>
    %520 = stablehlo.multiply %519, %cst_55 : tensor<2x8x32xf32>
    %521 = stablehlo.multiply %518, %520 : tensor<2x8x32xf32>
    %522 = stablehlo.add %509, %521 : tensor<2x8x32xf32>
    %523 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %524 = stablehlo.reshape %522 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %525 = stablehlo.dot_general %524, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.reshape %525 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %527 = stablehlo.transpose %526, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %528 = stablehlo.reshape %527 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %529 = stablehlo.dot_general %523, %528, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %530 = stablehlo.reshape %529 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %531 = stablehlo.reduce(%530 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %532 = stablehlo.transpose %531, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %534 = stablehlo.dot_general %533, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %535 = stablehlo.reshape %534 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %536 = stablehlo.transpose %52, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %537 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %538 = stablehlo.dot_general %528, %537, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %540 = stablehlo.multiply %539, %123 : tensor<2x4x8x8xf32>
    %541 = stablehlo.reduce(%540 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %543 = stablehlo.multiply %123, %542 : tensor<2x4x8x8xf32>
    %544 = stablehlo.subtract %540, %543 : tensor<2x4x8x8xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %546 = stablehlo.dot_general %536, %545, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %547 = stablehlo.reshape %546 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %548 = stablehlo.multiply %547, %cst_48 : tensor<2x4x8x8xf32>
    %549 = stablehlo.transpose %548, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %551 = stablehlo.reduce(%550 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %552 = stablehlo.multiply %551, %74 : tensor<2x2x8x8xf32>
    %553 = stablehlo.slice %552 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %554 = stablehlo.negate %553 : tensor<2x2x8x4xf32>
    %555 = stablehlo.pad %554, %cst_61, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %556 = stablehlo.select %c_24, %555, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %557 = stablehlo.slice %552 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %558 = stablehlo.pad %557, %cst_61, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %559 = stablehlo.select %c_22, %558, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %560 = stablehlo.add %556, %559 : tensor<2x2x8x8xf32>
    %561 = stablehlo.multiply %551, %68 : tensor<2x2x8x8xf32>
    %562 = stablehlo.add %560, %561 : tensor<2x2x8x8xf32>
    %563 = stablehlo.transpose %562, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %564 = stablehlo.multiply %563, %53 : tensor<2x8x2x8xf32>
    %565 = stablehlo.multiply %564, %64 : tensor<2x8x2x8xf32>
    %566 = stablehlo.multiply %564, %56 : tensor<2x8x2x8xf32>
    %567 = stablehlo.reduce(%566 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %568 = stablehlo.reshape %567 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %569 = stablehlo.multiply %568, %cst_21 : tensor<2x8x2x1xf32>
    %570 = stablehlo.power %62, %cst_20 : tensor<2x8x2x1xf32>
    %571 = stablehlo.multiply %569, %570 : tensor<2x8x2x1xf32>
    %572 = stablehlo.reshape %571 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %574 = stablehlo.divide %573, %cst_19 : tensor<2x8x2x8xf32>
    %575 = stablehlo.power %56, %cst_18 : tensor<2x8x2x8xf32>
    %576 = stablehlo.multiply %575, %cst_47 : tensor<2x8x2x8xf32>
    %577 = stablehlo.multiply %574, %576 : tensor<2x8x2x8xf32>
    %578 = stablehlo.add %565, %577 : tensor<2x8x2x8xf32>
    %579 = stablehlo.reshape %578 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %580 = stablehlo.dot_general %579, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %581 = stablehlo.reshape %580 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %582 = stablehlo.add %535, %581 : tensor<2x8x32xf32>
    %583 = stablehlo.transpose %81, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %584 = stablehlo.dot_general %545, %583, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %585 = stablehlo.reshape %584 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %586 = stablehlo.multiply %585, %cst_48 : tensor<2x4x8x8xf32>
    %587 = stablehlo.multiply %586, %48 : tensor<2x4x8x8xf32>
    %588 = stablehlo.slice %587 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %589 = stablehlo.negate %588 : tensor<2x4x8x4xf32>
    %590 = stablehlo.pad %589, %cst_61, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %591 = stablehlo.select %c_17, %590, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %592 = stablehlo.slice %587 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %593 = stablehlo.pad %592, %cst_61, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %594 = stablehlo.select %c, %593, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %595 = stablehlo.add %591, %594 : tensor<2x4x8x8xf32>
    %596 = stablehlo.multiply %586, %40 : tensor<2x4x8x8xf32>
    %597 = stablehlo.add %595, %596 : tensor<2x4x8x8xf32>
    %598 = stablehlo.transpose %597, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %599 = stablehlo.multiply %598, %3 : tensor<2x8x4x8xf32>
    %600 = stablehlo.multiply %599, %30 : tensor<2x8x4x8xf32>
    %601 = stablehlo.multiply %599, %22 : tensor<2x8x4x8xf32>
    %602 = stablehlo.reduce(%601 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %603 = stablehlo.reshape %602 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %604 = stablehlo.multiply %603, %cst_15 : tensor<2x8x4x1xf32>
    %605 = stablehlo.power %28, %cst_14 : tensor<2x8x4x1xf32>
    %606 = stablehlo.multiply %604, %605 : tensor<2x8x4x1xf32>
    %607 = stablehlo.reshape %606 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %609 = stablehlo.divide %608, %cst_13 : tensor<2x8x4x8xf32>
    %610 = stablehlo.power %22, %cst_12 : tensor<2x8x4x8xf32>
    %611 = stablehlo.multiply %610, %cst_52 : tensor<2x8x4x8xf32>
    %612 = stablehlo.multiply %609, %611 : tensor<2x8x4x8xf32>
    %613 = stablehlo.add %600, %612 : tensor<2x8x4x8xf32>
    %614 = stablehlo.reshape %613 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %615 = stablehlo.dot_general %614, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %616 = stablehlo.reshape %615 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %617 = stablehlo.add %582, %616 : tensor<2x8x32xf32>
    %618 = stablehlo.multiply %617, %4 : tensor<2x8x32xf32>
    %619 = stablehlo.multiply %618, %16 : tensor<2x8x32xf32>
    %620 = stablehlo.add %522, %619 : tensor<2x8x32xf32>
    %621 = stablehlo.multiply %618, %8 : tensor<2x8x32xf32>
    %622 = stablehlo.reduce(%621 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %623 = stablehlo.reshape %622 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %624 = stablehlo.multiply %623, %cst_29 : tensor<2x8x1xf32>
    %625 = stablehlo.power %14, %cst_28 : tensor<2x8x1xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<2x8x1xf32>
    %627 = stablehlo.reshape %626 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %629 = stablehlo.divide %628, %cst_27 : tensor<2x8x32xf32>
    %630 = stablehlo.power %8, %cst_26 : tensor<2x8x32xf32>
    %631 = stablehlo.multiply %630, %cst_55 : tensor<2x8x32xf32>
    %632 = stablehlo.multiply %629, %631 : tensor<2x8x32xf32>
    %633 = stablehlo.add %620, %632 : tensor<2x8x32xf32>
    %634 = stablehlo.select %328, %cst_30, %633 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %635 = "stablehlo.scatter"(%cst_32, %326, %634) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %778 = stablehlo.add %arg52, %arg53 : tensor<f32>
      stablehlo.return %778 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %636 = stablehlo.add %322, %635 : tensor<128x32xf32>
    %637 = stablehlo.add %311, %636 : tensor<128x32xf32>
    %638 = stablehlo.multiply %637, %cst_11 : tensor<128x32xf32>
    %639 = stablehlo.subtract %arg1, %638 : tensor<128x32xf32>
    %640 = stablehlo.multiply %arg29, %cst_10 : tensor<32x32xf32>
    %641 = stablehlo.transpose %614, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %642 = stablehlo.dot_general %641, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %643 = stablehlo.add %640, %642 : tensor<32x32xf32>
    %644 = stablehlo.multiply %643, %cst_9 : tensor<32x32xf32>
    %645 = stablehlo.subtract %arg14, %644 : tensor<32x32xf32>
    %646 = stablehlo.multiply %arg30, %cst_8 : tensor<16x32xf32>
    %647 = stablehlo.transpose %579, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %648 = stablehlo.dot_general %647, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %649 = stablehlo.add %646, %648 : tensor<16x32xf32>
    %650 = stablehlo.multiply %649, %cst_7 : tensor<16x32xf32>
    %651 = stablehlo.subtract %arg12, %650 : tensor<16x32xf32>
    %652 = stablehlo.multiply %arg31, %cst_8 : tensor<16x32xf32>
    %653 = stablehlo.transpose %533, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %654 = stablehlo.dot_general %653, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %655 = stablehlo.add %652, %654 : tensor<16x32xf32>
    %656 = stablehlo.multiply %655, %cst_7 : tensor<16x32xf32>
    %657 = stablehlo.subtract %arg7, %656 : tensor<16x32xf32>
    %658 = stablehlo.multiply %arg32, %cst_10 : tensor<32x32xf32>
    %659 = stablehlo.transpose %524, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %660 = stablehlo.dot_general %659, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %661 = stablehlo.add %658, %660 : tensor<32x32xf32>
    %662 = stablehlo.multiply %661, %cst_9 : tensor<32x32xf32>
    %663 = stablehlo.subtract %arg6, %662 : tensor<32x32xf32>
    %664 = stablehlo.multiply %arg33, %cst_6 : tensor<8xf32>
    %665 = stablehlo.multiply %598, %31 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %666 = stablehlo.reduce(%665 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %667 = stablehlo.add %664, %666 : tensor<8xf32>
    %668 = stablehlo.multiply %667, %cst_5 : tensor<8xf32>
    %669 = stablehlo.subtract %arg15, %668 : tensor<8xf32>
    %670 = stablehlo.multiply %arg34, %cst_6 : tensor<8xf32>
    %671 = stablehlo.multiply %563, %65 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %672 = stablehlo.reduce(%671 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %673 = stablehlo.add %670, %672 : tensor<8xf32>
    %674 = stablehlo.multiply %673, %cst_5 : tensor<8xf32>
    %675 = stablehlo.subtract %arg13, %674 : tensor<8xf32>
    %676 = stablehlo.multiply %arg35, %cst_4 : tensor<256x32xf32>
    %677 = stablehlo.transpose %503, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %678 = stablehlo.dot_general %677, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x32xf32>) -> tensor<256x32xf32>
    %679 = stablehlo.add %676, %678 : tensor<256x32xf32>
    %680 = stablehlo.multiply %679, %cst_3 : tensor<256x32xf32>
    %681 = stablehlo.subtract %arg17, %680 : tensor<256x32xf32>
    %682 = stablehlo.multiply %arg36, %cst_4 : tensor<256x32xf32>
    %683 = stablehlo.transpose %494, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %684 = stablehlo.dot_general %683, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x32xf32>) -> tensor<256x32xf32>
    %685 = stablehlo.add %682, %684 : tensor<256x32xf32>
    %686 = stablehlo.multiply %685, %cst_3 : tensor<256x32xf32>
    %687 = stablehlo.subtract %arg5, %686 : tensor<256x32xf32>
    %688 = stablehlo.multiply %arg37, %cst_2 : tensor<32x256xf32>
    %689 = stablehlo.transpose %490, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %690 = stablehlo.dot_general %689, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x256xf32>) -> tensor<32x256xf32>
    %691 = stablehlo.add %688, %690 : tensor<32x256xf32>
    %692 = stablehlo.multiply %691, %cst_1 : tensor<32x256xf32>
    %693 = stablehlo.subtract %arg4, %692 : tensor<32x256xf32>
    %694 = stablehlo.multiply %arg38, %cst_0 : tensor<32xf32>
    %695 = stablehlo.multiply %617, %17 : tensor<2x8x32xf32>
    %696 = stablehlo.reduce(%695 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %697 = stablehlo.add %694, %696 : tensor<32xf32>
    %698 = stablehlo.multiply %697, %cst : tensor<32xf32>
    %699 = stablehlo.subtract %arg8, %698 : tensor<32xf32>
    %700 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %701 = stablehlo.multiply %506, %148 : tensor<2x8x32xf32>
    %702 = stablehlo.reduce(%701 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %703 = stablehlo.add %700, %702 : tensor<32xf32>
    %704 = stablehlo.multiply %703, %cst : tensor<32xf32>
    %705 = stablehlo.subtract %arg16, %704 : tensor<32xf32>
    %706 = stablehlo.multiply %arg40, %cst_10 : tensor<32x32xf32>
    %707 = stablehlo.transpose %470, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %708 = stablehlo.dot_general %707, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %709 = stablehlo.add %706, %708 : tensor<32x32xf32>
    %710 = stablehlo.multiply %709, %cst_9 : tensor<32x32xf32>
    %711 = stablehlo.subtract %arg23, %710 : tensor<32x32xf32>
    %712 = stablehlo.multiply %arg41, %cst_8 : tensor<16x32xf32>
    %713 = stablehlo.transpose %435, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %714 = stablehlo.dot_general %713, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %715 = stablehlo.add %712, %714 : tensor<16x32xf32>
    %716 = stablehlo.multiply %715, %cst_7 : tensor<16x32xf32>
    %717 = stablehlo.subtract %arg21, %716 : tensor<16x32xf32>
    %718 = stablehlo.multiply %arg42, %cst_8 : tensor<16x32xf32>
    %719 = stablehlo.transpose %389, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %720 = stablehlo.dot_general %719, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %721 = stablehlo.add %718, %720 : tensor<16x32xf32>
    %722 = stablehlo.multiply %721, %cst_7 : tensor<16x32xf32>
    %723 = stablehlo.subtract %arg19, %722 : tensor<16x32xf32>
    %724 = stablehlo.multiply %arg43, %cst_10 : tensor<32x32xf32>
    %725 = stablehlo.transpose %380, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %726 = stablehlo.dot_general %725, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %727 = stablehlo.add %724, %726 : tensor<32x32xf32>
    %728 = stablehlo.multiply %727, %cst_9 : tensor<32x32xf32>
    %729 = stablehlo.subtract %arg18, %728 : tensor<32x32xf32>
    %730 = stablehlo.multiply %arg44, %cst_6 : tensor<8xf32>
    %731 = stablehlo.multiply %454, %187 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %732 = stablehlo.reduce(%731 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %733 = stablehlo.add %730, %732 : tensor<8xf32>
    %734 = stablehlo.multiply %733, %cst_5 : tensor<8xf32>
    %735 = stablehlo.subtract %arg24, %734 : tensor<8xf32>
    %736 = stablehlo.multiply %arg45, %cst_6 : tensor<8xf32>
    %737 = stablehlo.multiply %419, %211 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %738 = stablehlo.reduce(%737 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %739 = stablehlo.add %736, %738 : tensor<8xf32>
    %740 = stablehlo.multiply %739, %cst_5 : tensor<8xf32>
    %741 = stablehlo.subtract %arg22, %740 : tensor<8xf32>
    %742 = stablehlo.multiply %arg46, %cst_4 : tensor<256x32xf32>
    %743 = stablehlo.transpose %359, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %744 = stablehlo.dot_general %743, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x32xf32>) -> tensor<256x32xf32>
    %745 = stablehlo.add %742, %744 : tensor<256x32xf32>
    %746 = stablehlo.multiply %745, %cst_3 : tensor<256x32xf32>
    %747 = stablehlo.subtract %arg26, %746 : tensor<256x32xf32>
    %748 = stablehlo.multiply %arg47, %cst_4 : tensor<256x32xf32>
    %749 = stablehlo.transpose %350, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,16]{0,1}"} : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %750 = stablehlo.dot_general %749, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<16x32xf32>) -> tensor<256x32xf32>
    %751 = stablehlo.add %748, %750 : tensor<256x32xf32>
    %752 = stablehlo.multiply %751, %cst_3 : tensor<256x32xf32>
    %753 = stablehlo.subtract %arg3, %752 : tensor<256x32xf32>
    %754 = stablehlo.multiply %arg48, %cst_2 : tensor<32x256xf32>
    %755 = stablehlo.transpose %346, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %756 = stablehlo.dot_general %755, %272, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x256xf32>) -> tensor<32x256xf32>
    %757 = stablehlo.add %754, %756 : tensor<32x256xf32>
    %758 = stablehlo.multiply %757, %cst_1 : tensor<32x256xf32>
    %759 = stablehlo.subtract %arg2, %758 : tensor<32x256xf32>
    %760 = stablehlo.multiply %arg49, %cst_0 : tensor<32xf32>
    %761 = stablehlo.multiply %473, %173 : tensor<2x8x32xf32>
    %762 = stablehlo.reduce(%761 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %763 = stablehlo.add %760, %762 : tensor<32xf32>
    %764 = stablehlo.multiply %763, %cst : tensor<32xf32>
    %765 = stablehlo.subtract %arg20, %764 : tensor<32xf32>
    %766 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %767 = stablehlo.multiply %362, %260 : tensor<2x8x32xf32>
    %768 = stablehlo.reduce(%767 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %769 = stablehlo.add %766, %768 : tensor<32xf32>
    %770 = stablehlo.multiply %769, %cst : tensor<32xf32>
    %771 = stablehlo.subtract %arg25, %770 : tensor<32xf32>
    %772 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %773 = stablehlo.multiply %330, %285 : tensor<2x8x32xf32>
    %774 = stablehlo.reduce(%773 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %775 = stablehlo.add %772, %774 : tensor<32xf32>
    %776 = stablehlo.multiply %775, %cst : tensor<32xf32>
    %777 = stablehlo.subtract %arg27, %776 : tensor<32xf32>
    return %310, %639, %645, %651, %657, %663, %669, %675, %681, %687, %693, %699, %705, %711, %717, %723, %729, %735, %741, %747, %753, %759, %765, %771, %777, %637, %643, %649, %655, %661, %667, %673, %679, %685, %691, %697, %703, %709, %715, %721, %727, %733, %739, %745, %751, %757, %763, %769, %775 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<256x32xf32>, tensor<256x32xf32>, tensor<32x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
