module @IrToHlo.2583 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
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
      %895 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %895 : tensor<i1>
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
    %183 = stablehlo.reduce(%182 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %185 = stablehlo.divide %182, %184 : tensor<16x2xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x2xf32>) -> tensor<32xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %188 = stablehlo.multiply %181, %187 : tensor<32x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %190 = stablehlo.reduce(%189 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.add %136, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %194 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.power %192, %cst_63 : tensor<2x8x32xf32>
    %196 = stablehlo.reduce(%195 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %197 = stablehlo.multiply %196, %cst_62 : tensor<2x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %199 = stablehlo.add %198, %cst_61 : tensor<2x8x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<2x8x1xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %203 = stablehlo.multiply %192, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.multiply %194, %203 : tensor<2x8x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %206 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %209 = stablehlo.power %208, %cst_60 : tensor<2x8x4x8xf32>
    %210 = stablehlo.reduce(%209 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %211 = stablehlo.multiply %210, %cst_59 : tensor<2x8x4xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %213 = stablehlo.add %212, %cst_58 : tensor<2x8x4x1xf32>
    %214 = stablehlo.rsqrt %213 : tensor<2x8x4x1xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %217 = stablehlo.multiply %208, %216 : tensor<2x8x4x8xf32>
    %218 = stablehlo.multiply %193, %217 : tensor<2x8x4x8xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.multiply %219, %38 : tensor<2x4x8x8xf32>
    %221 = stablehlo.slice %219 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %222 = stablehlo.negate %221 : tensor<2x4x8x4xf32>
    %223 = stablehlo.slice %219 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %224 = stablehlo.concatenate %222, %223, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.multiply %224, %46 : tensor<2x4x8x8xf32>
    %226 = stablehlo.add %220, %225 : tensor<2x4x8x8xf32>
    %227 = stablehlo.multiply %226, %cst_56 : tensor<2x4x8x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %230 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %231 = stablehlo.dot_general %205, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %233 = stablehlo.power %232, %cst_55 : tensor<2x8x2x8xf32>
    %234 = stablehlo.reduce(%233 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %235 = stablehlo.multiply %234, %cst_54 : tensor<2x8x2xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %237 = stablehlo.add %236, %cst_53 : tensor<2x8x2x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<2x8x2x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %241 = stablehlo.multiply %232, %240 : tensor<2x8x2x8xf32>
    %242 = stablehlo.multiply %229, %241 : tensor<2x8x2x8xf32>
    %243 = stablehlo.transpose %242, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %244 = stablehlo.multiply %243, %66 : tensor<2x2x8x8xf32>
    %245 = stablehlo.slice %243 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %246 = stablehlo.negate %245 : tensor<2x2x8x4xf32>
    %247 = stablehlo.slice %243 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %248 = stablehlo.concatenate %246, %247, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %249 = stablehlo.multiply %248, %72 : tensor<2x2x8x8xf32>
    %250 = stablehlo.add %244, %249 : tensor<2x2x8x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %253 = stablehlo.transpose %252, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.multiply %253, %cst_56 : tensor<2x4x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.dot_general %228, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.add %257, %113 : tensor<2x4x8x8xf32>
    %259 = stablehlo.reduce(%258 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %261 = stablehlo.subtract %258, %260 : tensor<2x4x8x8xf32>
    %262 = stablehlo.exponential %261 : tensor<2x4x8x8xf32>
    %263 = stablehlo.reduce(%262 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %265 = stablehlo.divide %262, %264 : tensor<2x4x8x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %268 = stablehlo.dot_general %205, %267, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %270 = stablehlo.transpose %269, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %273 = stablehlo.dot_general %266, %272, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %277 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %278 = stablehlo.dot_general %276, %277, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.add %192, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.power %280, %cst_63 : tensor<2x8x32xf32>
    %283 = stablehlo.reduce(%282 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %284 = stablehlo.multiply %283, %cst_62 : tensor<2x8xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %286 = stablehlo.add %285, %cst_61 : tensor<2x8x1xf32>
    %287 = stablehlo.rsqrt %286 : tensor<2x8x1xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.multiply %280, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.multiply %281, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %293 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %294 = stablehlo.dot_general %292, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %295 = stablehlo.reduce(%294 init: %cst_65) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %297 = stablehlo.subtract %294, %296 : tensor<16x4xf32>
    %298 = stablehlo.exponential %297 : tensor<16x4xf32>
    %299 = stablehlo.reduce(%298 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %301 = stablehlo.divide %298, %300 : tensor<16x4xf32>
    %302:2 = "stablehlo.sort"(%301, %159) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>, %arg56: tensor<i32>, %arg57: tensor<i32>):
      %895 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %895 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %303 = stablehlo.slice %302#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %304 = stablehlo.convert %303 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %305 = stablehlo.reshape %304 : (tensor<16x2xi64>) -> tensor<32xi64>
    %306 = stablehlo.compare  LT, %305, %c_45 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %307 = stablehlo.add %305, %c_44 : tensor<32xi64>
    %308 = stablehlo.select %306, %307, %305 : tensor<32xi1>, tensor<32xi64>
    %309 = stablehlo.reshape %308 : (tensor<32xi64>) -> tensor<32x1xi64>
    %310 = "stablehlo.gather"(%arg27, %309) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %311 = "stablehlo.gather"(%arg26, %309) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %312 = stablehlo.broadcast_in_dim %292, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %313 = stablehlo.reshape %312 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %314 = stablehlo.dot_general %311, %313, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %315 = stablehlo.reshape %314 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %316 = stablehlo.slice %315 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %317 = stablehlo.logistic %316 : tensor<32x32xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<32x32xf32>
    %319 = stablehlo.slice %315 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<32x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %322 = stablehlo.dot_general %310, %321, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %324 = stablehlo.slice %302#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %325 = stablehlo.reduce(%324 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %327 = stablehlo.divide %324, %326 : tensor<16x2xf32>
    %328 = stablehlo.reshape %327 : (tensor<16x2xf32>) -> tensor<32xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %330 = stablehlo.multiply %323, %329 : tensor<32x32xf32>
    %331 = stablehlo.reshape %330 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %332 = stablehlo.reduce(%331 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %334 = stablehlo.add %280, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.power %334, %cst_63 : tensor<2x8x32xf32>
    %336 = stablehlo.reduce(%335 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %337 = stablehlo.multiply %336, %cst_62 : tensor<2x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %339 = stablehlo.add %338, %cst_61 : tensor<2x8x1xf32>
    %340 = stablehlo.rsqrt %339 : tensor<2x8x1xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %343 = stablehlo.multiply %334, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.multiply %0, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %346 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %347 = stablehlo.dot_general %345, %346, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %348 = stablehlo.reshape %347 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %349 = stablehlo.slice %348 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %350 = stablehlo.reduce(%349 init: %cst_65) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %352 = stablehlo.subtract %349, %351 : tensor<2x7x128xf32>
    %353 = stablehlo.exponential %352 : tensor<2x7x128xf32>
    %354 = stablehlo.reduce(%353 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %355 = stablehlo.log %354 : tensor<2x7xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %357 = stablehlo.subtract %352, %356 : tensor<2x7x128xf32>
    %358 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %360 = stablehlo.broadcast_in_dim %c_64, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %361 = stablehlo.compare  EQ, %359, %360 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %362 = stablehlo.convert %361 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %363 = stablehlo.convert %362 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %364 = stablehlo.multiply %357, %363 : tensor<2x7x128xf32>
    %365 = stablehlo.reduce(%364 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %366 = stablehlo.reduce(%365 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %367 = stablehlo.multiply %366, %cst_43 : tensor<f32>
    %368 = stablehlo.negate %367 : tensor<f32>
    %369 = stablehlo.multiply %arg29, %cst_42 : tensor<128x32xf32>
    %370 = stablehlo.compare  LT, %arg0, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %371 = stablehlo.add %arg0, %c_40 : tensor<2x8xi64>
    %372 = stablehlo.select %370, %371, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %373 = stablehlo.reshape %372 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %374 = stablehlo.compare  EQ, %arg0, %c_39 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %376 = stablehlo.multiply %363, %cst_36 : tensor<2x7x128xf32>
    %377 = stablehlo.exponential %357 : tensor<2x7x128xf32>
    %378 = stablehlo.reduce(%376 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %380 = stablehlo.multiply %377, %379 : tensor<2x7x128xf32>
    %381 = stablehlo.subtract %376, %380 : tensor<2x7x128xf32>
    %382 = stablehlo.pad %381, %cst_69, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %383 = stablehlo.select %c_37, %382, %cst_35 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %385 = stablehlo.dot_general %384, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %386 = stablehlo.reshape %385 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %387 = stablehlo.multiply %386, %0 : tensor<2x8x32xf32>
    %388 = stablehlo.multiply %387, %342 : tensor<2x8x32xf32>
    %389 = stablehlo.multiply %387, %334 : tensor<2x8x32xf32>
    %390 = stablehlo.reduce(%389 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %391 = stablehlo.reshape %390 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %392 = stablehlo.multiply %391, %cst_34 : tensor<2x8x1xf32>
    %393 = stablehlo.power %340, %cst_33 : tensor<2x8x1xf32>
    %394 = stablehlo.multiply %392, %393 : tensor<2x8x1xf32>
    %395 = stablehlo.reshape %394 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %397 = stablehlo.divide %396, %cst_32 : tensor<2x8x32xf32>
    %398 = stablehlo.power %334, %cst_31 : tensor<2x8x32xf32>
    %399 = stablehlo.multiply %398, %cst_63 : tensor<2x8x32xf32>
    %400 = stablehlo.multiply %397, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.add %388, %400 : tensor<2x8x32xf32>
    %402 = stablehlo.transpose %311, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %403 = stablehlo.transpose %310, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %404 = stablehlo.reshape %401 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %406 = stablehlo.reshape %405 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %407 = stablehlo.multiply %406, %329 : tensor<32x32xf32>
    %408 = stablehlo.reshape %407 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %409 = stablehlo.dot_general %403, %408, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %410 = stablehlo.reshape %409 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %411 = stablehlo.multiply %410, %319 : tensor<32x32xf32>
    %412 = stablehlo.subtract %cst_30, %317 : tensor<32x32xf32>
    %413 = stablehlo.multiply %316, %412 : tensor<32x32xf32>
    %414 = stablehlo.add %413, %cst_30 : tensor<32x32xf32>
    %415 = stablehlo.multiply %317, %414 : tensor<32x32xf32>
    %416 = stablehlo.multiply %411, %415 : tensor<32x32xf32>
    %417 = stablehlo.multiply %410, %318 : tensor<32x32xf32>
    %418 = stablehlo.concatenate %416, %417, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %419 = stablehlo.reshape %418 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %420 = stablehlo.dot_general %402, %419, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %421 = stablehlo.reshape %420 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %422 = stablehlo.reduce(%421 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %423 = stablehlo.iota dim = 0 : tensor<16xi64>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %425 = stablehlo.reshape %304 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %426 = stablehlo.concatenate %424, %425, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %427 = stablehlo.multiply %406, %323 : tensor<32x32xf32>
    %428 = stablehlo.reduce(%427 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %429 = stablehlo.reshape %428 : (tensor<32xf32>) -> tensor<16x2xf32>
    %430 = stablehlo.divide %429, %326 : tensor<16x2xf32>
    %431 = stablehlo.negate %429 : tensor<16x2xf32>
    %432 = stablehlo.divide %327, %326 : tensor<16x2xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<16x2xf32>
    %434 = stablehlo.reduce(%433 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %436 = stablehlo.add %430, %435 : tensor<16x2xf32>
    %437 = "stablehlo.scatter"(%cst_29, %426, %436) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %438 = stablehlo.multiply %437, %301 : tensor<16x4xf32>
    %439 = stablehlo.reduce(%438 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %441 = stablehlo.multiply %301, %440 : tensor<16x4xf32>
    %442 = stablehlo.subtract %438, %441 : tensor<16x4xf32>
    %443 = stablehlo.dot_general %442, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %444 = stablehlo.add %422, %443 : tensor<16x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.multiply %445, %281 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %446, %289 : tensor<2x8x32xf32>
    %448 = stablehlo.add %401, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.multiply %446, %280 : tensor<2x8x32xf32>
    %450 = stablehlo.reduce(%449 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %452 = stablehlo.multiply %451, %cst_34 : tensor<2x8x1xf32>
    %453 = stablehlo.power %287, %cst_33 : tensor<2x8x1xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<2x8x1xf32>
    %455 = stablehlo.reshape %454 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %457 = stablehlo.divide %456, %cst_32 : tensor<2x8x32xf32>
    %458 = stablehlo.power %280, %cst_31 : tensor<2x8x32xf32>
    %459 = stablehlo.multiply %458, %cst_63 : tensor<2x8x32xf32>
    %460 = stablehlo.multiply %457, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.add %448, %460 : tensor<2x8x32xf32>
    %462 = stablehlo.transpose %266, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.reshape %461 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.dot_general %463, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %465 = stablehlo.reshape %464 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %466 = stablehlo.transpose %465, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %468 = stablehlo.dot_general %462, %467, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %470 = stablehlo.reduce(%469 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %471 = stablehlo.transpose %470, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %473 = stablehlo.dot_general %472, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %474 = stablehlo.reshape %473 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %475 = stablehlo.transpose %228, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %476 = stablehlo.transpose %272, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %477 = stablehlo.dot_general %467, %476, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %478 = stablehlo.reshape %477 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %479 = stablehlo.multiply %478, %265 : tensor<2x4x8x8xf32>
    %480 = stablehlo.reduce(%479 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %482 = stablehlo.multiply %265, %481 : tensor<2x4x8x8xf32>
    %483 = stablehlo.subtract %479, %482 : tensor<2x4x8x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %485 = stablehlo.dot_general %475, %484, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %487 = stablehlo.multiply %486, %cst_56 : tensor<2x4x8x8xf32>
    %488 = stablehlo.transpose %487, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %490 = stablehlo.reduce(%489 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %491 = stablehlo.multiply %490, %72 : tensor<2x2x8x8xf32>
    %492 = stablehlo.slice %491 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %493 = stablehlo.negate %492 : tensor<2x2x8x4xf32>
    %494 = stablehlo.pad %493, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %495 = stablehlo.select %c_28, %494, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %496 = stablehlo.slice %491 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %497 = stablehlo.pad %496, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %498 = stablehlo.select %c_26, %497, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %499 = stablehlo.add %495, %498 : tensor<2x2x8x8xf32>
    %500 = stablehlo.multiply %490, %66 : tensor<2x2x8x8xf32>
    %501 = stablehlo.add %499, %500 : tensor<2x2x8x8xf32>
    %502 = stablehlo.transpose %501, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %503 = stablehlo.multiply %502, %229 : tensor<2x8x2x8xf32>
    %504 = stablehlo.multiply %503, %240 : tensor<2x8x2x8xf32>
    %505 = stablehlo.multiply %503, %232 : tensor<2x8x2x8xf32>
    %506 = stablehlo.reduce(%505 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %507 = stablehlo.reshape %506 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %508 = stablehlo.multiply %507, %cst_25 : tensor<2x8x2x1xf32>
    %509 = stablehlo.power %238, %cst_24 : tensor<2x8x2x1xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<2x8x2x1xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %513 = stablehlo.divide %512, %cst_23 : tensor<2x8x2x8xf32>
    %514 = stablehlo.power %232, %cst_22 : tensor<2x8x2x8xf32>
    %515 = stablehlo.multiply %514, %cst_55 : tensor<2x8x2x8xf32>
    %516 = stablehlo.multiply %513, %515 : tensor<2x8x2x8xf32>
    %517 = stablehlo.add %504, %516 : tensor<2x8x2x8xf32>
    %518 = stablehlo.reshape %517 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %519 = stablehlo.dot_general %518, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %520 = stablehlo.reshape %519 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %521 = stablehlo.add %474, %520 : tensor<2x8x32xf32>
    %522 = stablehlo.transpose %255, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %523 = stablehlo.dot_general %484, %522, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %524 = stablehlo.reshape %523 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %525 = stablehlo.multiply %524, %cst_56 : tensor<2x4x8x8xf32>
    %526 = stablehlo.multiply %525, %46 : tensor<2x4x8x8xf32>
    %527 = stablehlo.slice %526 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %528 = stablehlo.negate %527 : tensor<2x4x8x4xf32>
    %529 = stablehlo.pad %528, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %530 = stablehlo.select %c_21, %529, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %531 = stablehlo.slice %526 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %532 = stablehlo.pad %531, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %533 = stablehlo.select %c, %532, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %534 = stablehlo.add %530, %533 : tensor<2x4x8x8xf32>
    %535 = stablehlo.multiply %525, %38 : tensor<2x4x8x8xf32>
    %536 = stablehlo.add %534, %535 : tensor<2x4x8x8xf32>
    %537 = stablehlo.transpose %536, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %538 = stablehlo.multiply %537, %193 : tensor<2x8x4x8xf32>
    %539 = stablehlo.multiply %538, %216 : tensor<2x8x4x8xf32>
    %540 = stablehlo.multiply %538, %208 : tensor<2x8x4x8xf32>
    %541 = stablehlo.reduce(%540 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %542 = stablehlo.reshape %541 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %543 = stablehlo.multiply %542, %cst_19 : tensor<2x8x4x1xf32>
    %544 = stablehlo.power %214, %cst_18 : tensor<2x8x4x1xf32>
    %545 = stablehlo.multiply %543, %544 : tensor<2x8x4x1xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %548 = stablehlo.divide %547, %cst_17 : tensor<2x8x4x8xf32>
    %549 = stablehlo.power %208, %cst_16 : tensor<2x8x4x8xf32>
    %550 = stablehlo.multiply %549, %cst_60 : tensor<2x8x4x8xf32>
    %551 = stablehlo.multiply %548, %550 : tensor<2x8x4x8xf32>
    %552 = stablehlo.add %539, %551 : tensor<2x8x4x8xf32>
    %553 = stablehlo.reshape %552 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %554 = stablehlo.dot_general %553, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %555 = stablehlo.reshape %554 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %556 = stablehlo.add %521, %555 : tensor<2x8x32xf32>
    %557 = stablehlo.multiply %556, %194 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %557, %202 : tensor<2x8x32xf32>
    %559 = stablehlo.add %461, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.multiply %557, %192 : tensor<2x8x32xf32>
    %561 = stablehlo.reduce(%560 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %562 = stablehlo.reshape %561 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %563 = stablehlo.multiply %562, %cst_34 : tensor<2x8x1xf32>
    %564 = stablehlo.power %200, %cst_33 : tensor<2x8x1xf32>
    %565 = stablehlo.multiply %563, %564 : tensor<2x8x1xf32>
    %566 = stablehlo.reshape %565 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %568 = stablehlo.divide %567, %cst_32 : tensor<2x8x32xf32>
    %569 = stablehlo.power %192, %cst_31 : tensor<2x8x32xf32>
    %570 = stablehlo.multiply %569, %cst_63 : tensor<2x8x32xf32>
    %571 = stablehlo.multiply %568, %570 : tensor<2x8x32xf32>
    %572 = stablehlo.add %559, %571 : tensor<2x8x32xf32>
    %573 = stablehlo.transpose %169, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %574 = stablehlo.transpose %168, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %575 = stablehlo.reshape %572 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %577 = stablehlo.reshape %576 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %578 = stablehlo.multiply %577, %187 : tensor<32x32xf32>
    %579 = stablehlo.reshape %578 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %580 = stablehlo.dot_general %574, %579, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %581 = stablehlo.reshape %580 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %582 = stablehlo.multiply %581, %177 : tensor<32x32xf32>
    %583 = stablehlo.subtract %cst_30, %175 : tensor<32x32xf32>
    %584 = stablehlo.multiply %174, %583 : tensor<32x32xf32>
    %585 = stablehlo.add %584, %cst_30 : tensor<32x32xf32>
    %586 = stablehlo.multiply %175, %585 : tensor<32x32xf32>
    %587 = stablehlo.multiply %582, %586 : tensor<32x32xf32>
    %588 = stablehlo.multiply %581, %176 : tensor<32x32xf32>
    %589 = stablehlo.concatenate %587, %588, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %590 = stablehlo.reshape %589 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %591 = stablehlo.dot_general %573, %590, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %592 = stablehlo.reshape %591 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %593 = stablehlo.reduce(%592 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %594 = stablehlo.reshape %162 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %595 = stablehlo.concatenate %424, %594, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %596 = stablehlo.multiply %577, %181 : tensor<32x32xf32>
    %597 = stablehlo.reduce(%596 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %598 = stablehlo.reshape %597 : (tensor<32xf32>) -> tensor<16x2xf32>
    %599 = stablehlo.divide %598, %184 : tensor<16x2xf32>
    %600 = stablehlo.negate %598 : tensor<16x2xf32>
    %601 = stablehlo.divide %185, %184 : tensor<16x2xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<16x2xf32>
    %603 = stablehlo.reduce(%602 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %605 = stablehlo.add %599, %604 : tensor<16x2xf32>
    %606 = "stablehlo.scatter"(%cst_29, %595, %605) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %607 = stablehlo.multiply %606, %157 : tensor<16x4xf32>
    %608 = stablehlo.reduce(%607 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %610 = stablehlo.multiply %157, %609 : tensor<16x4xf32>
    %611 = stablehlo.subtract %607, %610 : tensor<16x4xf32>
    %612 = stablehlo.dot_general %611, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.add %593, %612 : tensor<16x32xf32>
    %614 = stablehlo.reshape %613 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %615 = stablehlo.multiply %614, %137 : tensor<2x8x32xf32>
    %616 = stablehlo.multiply %615, %145 : tensor<2x8x32xf32>
    %617 = stablehlo.add %572, %616 : tensor<2x8x32xf32>
    %618 = stablehlo.multiply %615, %136 : tensor<2x8x32xf32>
    %619 = stablehlo.reduce(%618 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %620 = stablehlo.reshape %619 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %621 = stablehlo.multiply %620, %cst_34 : tensor<2x8x1xf32>
    %622 = stablehlo.power %143, %cst_33 : tensor<2x8x1xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<2x8x1xf32>
    %624 = stablehlo.reshape %623 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %626 = stablehlo.divide %625, %cst_32 : tensor<2x8x32xf32>
    %627 = stablehlo.power %136, %cst_31 : tensor<2x8x32xf32>
    %628 = stablehlo.multiply %627, %cst_63 : tensor<2x8x32xf32>
    %629 = stablehlo.multiply %626, %628 : tensor<2x8x32xf32>
    %630 = stablehlo.add %617, %629 : tensor<2x8x32xf32>
    %631 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %632 = stablehlo.reshape %630 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %633 = stablehlo.dot_general %632, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %634 = stablehlo.reshape %633 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %635 = stablehlo.transpose %634, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %636 = stablehlo.reshape %635 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %637 = stablehlo.dot_general %631, %636, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %638 = stablehlo.reshape %637 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %639 = stablehlo.reduce(%638 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %640 = stablehlo.transpose %639, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %641 = stablehlo.reshape %640 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %642 = stablehlo.dot_general %641, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %643 = stablehlo.reshape %642 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %644 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %645 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %646 = stablehlo.dot_general %636, %645, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %647 = stablehlo.reshape %646 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %648 = stablehlo.multiply %647, %121 : tensor<2x4x8x8xf32>
    %649 = stablehlo.reduce(%648 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %651 = stablehlo.multiply %121, %650 : tensor<2x4x8x8xf32>
    %652 = stablehlo.subtract %648, %651 : tensor<2x4x8x8xf32>
    %653 = stablehlo.reshape %652 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %654 = stablehlo.dot_general %644, %653, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %655 = stablehlo.reshape %654 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %656 = stablehlo.multiply %655, %cst_56 : tensor<2x4x8x8xf32>
    %657 = stablehlo.transpose %656, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %658 = stablehlo.reshape %657 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %659 = stablehlo.reduce(%658 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %660 = stablehlo.multiply %659, %72 : tensor<2x2x8x8xf32>
    %661 = stablehlo.slice %660 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %662 = stablehlo.negate %661 : tensor<2x2x8x4xf32>
    %663 = stablehlo.pad %662, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %664 = stablehlo.select %c_28, %663, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %665 = stablehlo.slice %660 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %666 = stablehlo.pad %665, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %667 = stablehlo.select %c_26, %666, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %668 = stablehlo.add %664, %667 : tensor<2x2x8x8xf32>
    %669 = stablehlo.multiply %659, %66 : tensor<2x2x8x8xf32>
    %670 = stablehlo.add %668, %669 : tensor<2x2x8x8xf32>
    %671 = stablehlo.transpose %670, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %672 = stablehlo.multiply %671, %51 : tensor<2x8x2x8xf32>
    %673 = stablehlo.multiply %672, %62 : tensor<2x8x2x8xf32>
    %674 = stablehlo.multiply %672, %54 : tensor<2x8x2x8xf32>
    %675 = stablehlo.reduce(%674 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %676 = stablehlo.reshape %675 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %677 = stablehlo.multiply %676, %cst_25 : tensor<2x8x2x1xf32>
    %678 = stablehlo.power %60, %cst_24 : tensor<2x8x2x1xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<2x8x2x1xf32>
    %680 = stablehlo.reshape %679 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %682 = stablehlo.divide %681, %cst_23 : tensor<2x8x2x8xf32>
    %683 = stablehlo.power %54, %cst_22 : tensor<2x8x2x8xf32>
    %684 = stablehlo.multiply %683, %cst_55 : tensor<2x8x2x8xf32>
    %685 = stablehlo.multiply %682, %684 : tensor<2x8x2x8xf32>
    %686 = stablehlo.add %673, %685 : tensor<2x8x2x8xf32>
    %687 = stablehlo.reshape %686 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %688 = stablehlo.dot_general %687, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %689 = stablehlo.reshape %688 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %690 = stablehlo.add %643, %689 : tensor<2x8x32xf32>
    %691 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %692 = stablehlo.dot_general %653, %691, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %693 = stablehlo.reshape %692 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %694 = stablehlo.multiply %693, %cst_56 : tensor<2x4x8x8xf32>
    %695 = stablehlo.multiply %694, %46 : tensor<2x4x8x8xf32>
    %696 = stablehlo.slice %695 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %697 = stablehlo.negate %696 : tensor<2x4x8x4xf32>
    %698 = stablehlo.pad %697, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %699 = stablehlo.select %c_21, %698, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %700 = stablehlo.slice %695 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %701 = stablehlo.pad %700, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %702 = stablehlo.select %c, %701, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %703 = stablehlo.add %699, %702 : tensor<2x4x8x8xf32>
    %704 = stablehlo.multiply %694, %38 : tensor<2x4x8x8xf32>
    %705 = stablehlo.add %703, %704 : tensor<2x4x8x8xf32>
    %706 = stablehlo.transpose %705, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %707 = stablehlo.multiply %706, %5 : tensor<2x8x4x8xf32>
    %708 = stablehlo.multiply %707, %28 : tensor<2x8x4x8xf32>
    %709 = stablehlo.multiply %707, %20 : tensor<2x8x4x8xf32>
    %710 = stablehlo.reduce(%709 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %711 = stablehlo.reshape %710 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %712 = stablehlo.multiply %711, %cst_19 : tensor<2x8x4x1xf32>
    %713 = stablehlo.power %26, %cst_18 : tensor<2x8x4x1xf32>
    %714 = stablehlo.multiply %712, %713 : tensor<2x8x4x1xf32>
    %715 = stablehlo.reshape %714 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %717 = stablehlo.divide %716, %cst_17 : tensor<2x8x4x8xf32>
    %718 = stablehlo.power %20, %cst_16 : tensor<2x8x4x8xf32>
    %719 = stablehlo.multiply %718, %cst_60 : tensor<2x8x4x8xf32>
    %720 = stablehlo.multiply %717, %719 : tensor<2x8x4x8xf32>
    %721 = stablehlo.add %708, %720 : tensor<2x8x4x8xf32>
    %722 = stablehlo.reshape %721 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %723 = stablehlo.dot_general %722, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %724 = stablehlo.reshape %723 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %725 = stablehlo.add %690, %724 : tensor<2x8x32xf32>
    %726 = stablehlo.multiply %725, %6 : tensor<2x8x32xf32>
    %727 = stablehlo.multiply %726, %14 : tensor<2x8x32xf32>
    %728 = stablehlo.add %630, %727 : tensor<2x8x32xf32>
    %729 = stablehlo.multiply %726, %4 : tensor<2x8x32xf32>
    %730 = stablehlo.reduce(%729 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %731 = stablehlo.reshape %730 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %732 = stablehlo.multiply %731, %cst_34 : tensor<2x8x1xf32>
    %733 = stablehlo.power %12, %cst_33 : tensor<2x8x1xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<2x8x1xf32>
    %735 = stablehlo.reshape %734 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %737 = stablehlo.divide %736, %cst_32 : tensor<2x8x32xf32>
    %738 = stablehlo.power %4, %cst_31 : tensor<2x8x32xf32>
    %739 = stablehlo.multiply %738, %cst_63 : tensor<2x8x32xf32>
    %740 = stablehlo.multiply %737, %739 : tensor<2x8x32xf32>
    %741 = stablehlo.add %728, %740 : tensor<2x8x32xf32>
    %742 = stablehlo.select %375, %cst_38, %741 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %743 = "stablehlo.scatter"(%cst_41, %373, %742) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %895 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %895 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %744 = stablehlo.add %369, %743 : tensor<128x32xf32>
    %745 = stablehlo.multiply %744, %cst_15 : tensor<128x32xf32>
    %746 = stablehlo.subtract %arg8, %745 : tensor<128x32xf32>
    %747 = stablehlo.multiply %arg30, %cst_14 : tensor<32x32xf32>
    %748 = stablehlo.transpose %722, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %749 = stablehlo.dot_general %748, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %750 = stablehlo.add %747, %749 : tensor<32x32xf32>
    %751 = stablehlo.multiply %750, %cst_13 : tensor<32x32xf32>
    %752 = stablehlo.subtract %arg15, %751 : tensor<32x32xf32>
    %753 = stablehlo.multiply %arg31, %cst_12 : tensor<16x32xf32>
    %754 = stablehlo.transpose %687, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %755 = stablehlo.dot_general %754, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %756 = stablehlo.add %753, %755 : tensor<16x32xf32>
    %757 = stablehlo.multiply %756, %cst_11 : tensor<16x32xf32>
    %758 = stablehlo.subtract %arg13, %757 : tensor<16x32xf32>
    %759 = stablehlo.multiply %arg32, %cst_12 : tensor<16x32xf32>
    %760 = stablehlo.transpose %641, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %761 = stablehlo.dot_general %760, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %762 = stablehlo.add %759, %761 : tensor<16x32xf32>
    %763 = stablehlo.multiply %762, %cst_11 : tensor<16x32xf32>
    %764 = stablehlo.subtract %arg7, %763 : tensor<16x32xf32>
    %765 = stablehlo.multiply %arg33, %cst_14 : tensor<32x32xf32>
    %766 = stablehlo.transpose %632, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %767 = stablehlo.dot_general %766, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %768 = stablehlo.add %765, %767 : tensor<32x32xf32>
    %769 = stablehlo.multiply %768, %cst_13 : tensor<32x32xf32>
    %770 = stablehlo.subtract %arg6, %769 : tensor<32x32xf32>
    %771 = stablehlo.multiply %arg34, %cst_10 : tensor<8xf32>
    %772 = stablehlo.multiply %706, %29 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %773 = stablehlo.reduce(%772 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %774 = stablehlo.add %771, %773 : tensor<8xf32>
    %775 = stablehlo.multiply %774, %cst_9 : tensor<8xf32>
    %776 = stablehlo.subtract %arg16, %775 : tensor<8xf32>
    %777 = stablehlo.multiply %arg35, %cst_10 : tensor<8xf32>
    %778 = stablehlo.multiply %671, %63 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %779 = stablehlo.reduce(%778 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %780 = stablehlo.add %777, %779 : tensor<8xf32>
    %781 = stablehlo.multiply %780, %cst_9 : tensor<8xf32>
    %782 = stablehlo.subtract %arg14, %781 : tensor<8xf32>
    %783 = stablehlo.multiply %arg36, %cst_8 : tensor<4x64x32xf32>
    %784 = stablehlo.reshape %170 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %785 = stablehlo.dot_general %590, %784, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %786 = "stablehlo.scatter"(%cst_7, %167, %785) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %895 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %895 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %787 = stablehlo.add %783, %786 : tensor<4x64x32xf32>
    %788 = stablehlo.multiply %787, %cst_6 : tensor<4x64x32xf32>
    %789 = stablehlo.subtract %arg18, %788 : tensor<4x64x32xf32>
    %790 = stablehlo.multiply %arg37, %cst_5 : tensor<4x32x32xf32>
    %791 = stablehlo.reshape %178 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %792 = stablehlo.dot_general %579, %791, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %793 = "stablehlo.scatter"(%cst_4, %167, %792) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %895 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %895 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %794 = stablehlo.add %790, %793 : tensor<4x32x32xf32>
    %795 = stablehlo.multiply %794, %cst_3 : tensor<4x32x32xf32>
    %796 = stablehlo.subtract %arg19, %795 : tensor<4x32x32xf32>
    %797 = stablehlo.multiply %arg38, %cst_2 : tensor<4x32xf32>
    %798 = stablehlo.transpose %611, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %799 = stablehlo.dot_general %798, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %800 = stablehlo.add %797, %799 : tensor<4x32xf32>
    %801 = stablehlo.multiply %800, %cst_1 : tensor<4x32xf32>
    %802 = stablehlo.subtract %arg5, %801 : tensor<4x32xf32>
    %803 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %804 = stablehlo.multiply %725, %15 : tensor<2x8x32xf32>
    %805 = stablehlo.reduce(%804 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %806 = stablehlo.add %803, %805 : tensor<32xf32>
    %807 = stablehlo.multiply %806, %cst : tensor<32xf32>
    %808 = stablehlo.subtract %arg9, %807 : tensor<32xf32>
    %809 = stablehlo.multiply %arg40, %cst_0 : tensor<32xf32>
    %810 = stablehlo.multiply %614, %146 : tensor<2x8x32xf32>
    %811 = stablehlo.reduce(%810 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %812 = stablehlo.add %809, %811 : tensor<32xf32>
    %813 = stablehlo.multiply %812, %cst : tensor<32xf32>
    %814 = stablehlo.subtract %arg17, %813 : tensor<32xf32>
    %815 = stablehlo.multiply %arg41, %cst_14 : tensor<32x32xf32>
    %816 = stablehlo.transpose %553, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %817 = stablehlo.dot_general %816, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %818 = stablehlo.add %815, %817 : tensor<32x32xf32>
    %819 = stablehlo.multiply %818, %cst_13 : tensor<32x32xf32>
    %820 = stablehlo.subtract %arg23, %819 : tensor<32x32xf32>
    %821 = stablehlo.multiply %arg42, %cst_12 : tensor<16x32xf32>
    %822 = stablehlo.transpose %518, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %823 = stablehlo.dot_general %822, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %824 = stablehlo.add %821, %823 : tensor<16x32xf32>
    %825 = stablehlo.multiply %824, %cst_11 : tensor<16x32xf32>
    %826 = stablehlo.subtract %arg21, %825 : tensor<16x32xf32>
    %827 = stablehlo.multiply %arg43, %cst_12 : tensor<16x32xf32>
    %828 = stablehlo.transpose %472, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %829 = stablehlo.dot_general %828, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %830 = stablehlo.add %827, %829 : tensor<16x32xf32>
    %831 = stablehlo.multiply %830, %cst_11 : tensor<16x32xf32>
    %832 = stablehlo.subtract %arg4, %831 : tensor<16x32xf32>
    %833 = stablehlo.multiply %arg44, %cst_14 : tensor<32x32xf32>
    %834 = stablehlo.transpose %463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %835 = stablehlo.dot_general %834, %276, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %836 = stablehlo.add %833, %835 : tensor<32x32xf32>
    %837 = stablehlo.multiply %836, %cst_13 : tensor<32x32xf32>
    %838 = stablehlo.subtract %arg3, %837 : tensor<32x32xf32>
    %839 = stablehlo.multiply %arg45, %cst_10 : tensor<8xf32>
    %840 = stablehlo.multiply %537, %217 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %841 = stablehlo.reduce(%840 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %842 = stablehlo.add %839, %841 : tensor<8xf32>
    %843 = stablehlo.multiply %842, %cst_9 : tensor<8xf32>
    %844 = stablehlo.subtract %arg24, %843 : tensor<8xf32>
    %845 = stablehlo.multiply %arg46, %cst_10 : tensor<8xf32>
    %846 = stablehlo.multiply %502, %241 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %847 = stablehlo.reduce(%846 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %848 = stablehlo.add %845, %847 : tensor<8xf32>
    %849 = stablehlo.multiply %848, %cst_9 : tensor<8xf32>
    %850 = stablehlo.subtract %arg22, %849 : tensor<8xf32>
    %851 = stablehlo.multiply %arg47, %cst_8 : tensor<4x64x32xf32>
    %852 = stablehlo.reshape %312 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %853 = stablehlo.dot_general %419, %852, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %854 = "stablehlo.scatter"(%cst_7, %309, %853) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %895 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %895 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %855 = stablehlo.add %851, %854 : tensor<4x64x32xf32>
    %856 = stablehlo.multiply %855, %cst_6 : tensor<4x64x32xf32>
    %857 = stablehlo.subtract %arg26, %856 : tensor<4x64x32xf32>
    %858 = stablehlo.multiply %arg48, %cst_5 : tensor<4x32x32xf32>
    %859 = stablehlo.reshape %320 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %860 = stablehlo.dot_general %408, %859, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %861 = "stablehlo.scatter"(%cst_4, %309, %860) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %895 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %895 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %862 = stablehlo.add %858, %861 : tensor<4x32x32xf32>
    %863 = stablehlo.multiply %862, %cst_3 : tensor<4x32x32xf32>
    %864 = stablehlo.subtract %arg27, %863 : tensor<4x32x32xf32>
    %865 = stablehlo.multiply %arg49, %cst_2 : tensor<4x32xf32>
    %866 = stablehlo.transpose %442, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %867 = stablehlo.dot_general %866, %292, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %868 = stablehlo.add %865, %867 : tensor<4x32xf32>
    %869 = stablehlo.multiply %868, %cst_1 : tensor<4x32xf32>
    %870 = stablehlo.subtract %arg2, %869 : tensor<4x32xf32>
    %871 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %872 = stablehlo.multiply %556, %203 : tensor<2x8x32xf32>
    %873 = stablehlo.reduce(%872 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %874 = stablehlo.add %871, %873 : tensor<32xf32>
    %875 = stablehlo.multiply %874, %cst : tensor<32xf32>
    %876 = stablehlo.subtract %arg20, %875 : tensor<32xf32>
    %877 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %878 = stablehlo.multiply %445, %290 : tensor<2x8x32xf32>
    %879 = stablehlo.reduce(%878 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %880 = stablehlo.add %877, %879 : tensor<32xf32>
    %881 = stablehlo.multiply %880, %cst : tensor<32xf32>
    %882 = stablehlo.subtract %arg25, %881 : tensor<32xf32>
    %883 = stablehlo.multiply %arg52, %cst_0 : tensor<32xf32>
    %884 = stablehlo.multiply %386, %343 : tensor<2x8x32xf32>
    %885 = stablehlo.reduce(%884 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %886 = stablehlo.add %883, %885 : tensor<32xf32>
    %887 = stablehlo.multiply %886, %cst : tensor<32xf32>
    %888 = stablehlo.subtract %arg28, %887 : tensor<32xf32>
    %889 = stablehlo.multiply %arg53, %cst_42 : tensor<128x32xf32>
    %890 = stablehlo.transpose %384, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %891 = stablehlo.dot_general %890, %345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %892 = stablehlo.add %889, %891 : tensor<128x32xf32>
    %893 = stablehlo.multiply %892, %cst_15 : tensor<128x32xf32>
    %894 = stablehlo.subtract %arg1, %893 : tensor<128x32xf32>
    return %368, %746, %752, %758, %764, %770, %776, %782, %789, %796, %802, %808, %814, %820, %826, %832, %838, %844, %850, %857, %864, %870, %876, %882, %888, %894, %744, %750, %756, %762, %768, %774, %780, %787, %794, %800, %806, %812, %818, %824, %830, %836, %842, %848, %855, %862, %868, %874, %880, %886, %892 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
