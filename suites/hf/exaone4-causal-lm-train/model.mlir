module @IrToHlo.2162 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 21 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 20 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<4xf32>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg24: tensor<8xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<64x32xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<8xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<8xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<64x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<64x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32x64xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<8xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<8xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<64x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<64x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32x64xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<2x4x8x8xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x4x8x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x8x8xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<2x2x8x8xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x2x8x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x2x8x1xf32>
    %c_22 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_24 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_32 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_34 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_35 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_38 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_44 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_45 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_47 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_48 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_49 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<2x2x8x1xf32>
    %cst_51 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_53 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_54 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<2x4x8x1xf32>
    %cst_56 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %c_58 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_60 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_61 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_62 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %7 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %8 = stablehlo.dot_general %3, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %10 = stablehlo.transpose %9, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %11 = stablehlo.power %10, %cst_57 : tensor<2x4x8x8xf32>
    %12 = stablehlo.reduce(%11 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %13 = stablehlo.multiply %12, %cst_56 : tensor<2x4x8xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %15 = stablehlo.add %14, %cst_55 : tensor<2x4x8x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<2x4x8x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %19 = stablehlo.multiply %10, %18 : tensor<2x4x8x8xf32>
    %20 = stablehlo.multiply %6, %19 : tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_54, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<2x4x8x8xf32>
    %29 = stablehlo.slice %20 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %30 = stablehlo.negate %29 : tensor<2x4x8x4xf32>
    %31 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x4x8x8xf32>
    %37 = stablehlo.add %28, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %37, %cst_53 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %41 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %3, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.power %44, %cst_52 : tensor<2x2x8x8xf32>
    %46 = stablehlo.reduce(%45 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %47 = stablehlo.multiply %46, %cst_51 : tensor<2x2x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %49 = stablehlo.add %48, %cst_50 : tensor<2x2x8x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x2x8x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.multiply %44, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.multiply %40, %53 : tensor<2x2x8x8xf32>
    %55 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<2x2x8x8xf32>
    %57 = stablehlo.slice %54 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %58 = stablehlo.negate %57 : tensor<2x2x8x4xf32>
    %59 = stablehlo.slice %54 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %60 = stablehlo.concatenate %58, %59, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.add %56, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.transpose %65, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.multiply %66, %cst_53 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = stablehlo.dot_general %39, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_49, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.broadcast_in_dim %c_48, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.compare  GT, %73, %74 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.and %72, %76 : tensor<1x1x8x8xui8>
    %78 = stablehlo.compare  NE, %77, %c_62 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %79 = stablehlo.convert %78 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %80 = stablehlo.broadcast_in_dim %c_49, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %81 = stablehlo.compare  LE, %73, %80 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %82 = stablehlo.convert %81 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %83 = stablehlo.and %79, %82 : tensor<1x1x8x8xui8>
    %84 = stablehlo.compare  NE, %83, %c_62 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %85 = stablehlo.convert %84 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.and %72, %85 : tensor<1x1x8x8xui8>
    %87 = stablehlo.compare  NE, %86, %c_62 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %88 = stablehlo.convert %87 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.compare  NE, %arg11, %c_61 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %92 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %93 = stablehlo.compare  LT, %92, %c_46 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %94 = stablehlo.add %92, %c_45 : tensor<2x1x1x8xi64>
    %95 = stablehlo.select %93, %94, %92 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %96 = stablehlo.reshape %95 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %97 = stablehlo.broadcast_in_dim %c_49, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %98 = stablehlo.compare  LT, %97, %c_46 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %99 = stablehlo.add %97, %c_44 : tensor<2x1x1x8xi64>
    %100 = stablehlo.select %98, %99, %97 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %101 = stablehlo.reshape %100 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %102 = stablehlo.concatenate %96, %101, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %103 = "stablehlo.gather"(%91, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %104 = stablehlo.convert %103 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %107 = stablehlo.and %90, %106 : tensor<2x1x8x8xui8>
    %108 = stablehlo.compare  NE, %107, %c_60 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %109 = stablehlo.select %108, %cst_43, %cst_42 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.add %70, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reduce(%112 init: %cst_59) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.subtract %112, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.exponential %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.divide %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %122 = stablehlo.dot_general %3, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %127 = stablehlo.dot_general %120, %126, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.power %133, %cst_41 : tensor<2x8x32xf32>
    %135 = stablehlo.reduce(%134 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %136 = stablehlo.multiply %135, %cst_40 : tensor<2x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %138 = stablehlo.add %137, %cst_39 : tensor<2x8x1xf32>
    %139 = stablehlo.rsqrt %138 : tensor<2x8x1xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.multiply %133, %141 : tensor<2x8x32xf32>
    %143 = stablehlo.multiply %5, %142 : tensor<2x8x32xf32>
    %144 = stablehlo.add %4, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.reshape %144 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %150 = stablehlo.logistic %149 : tensor<2x8x64xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<2x8x64xf32>
    %152 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %153 = stablehlo.dot_general %146, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<2x8x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %157 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.power %159, %cst_41 : tensor<2x8x32xf32>
    %161 = stablehlo.reduce(%160 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %162 = stablehlo.multiply %161, %cst_40 : tensor<2x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %164 = stablehlo.add %163, %cst_39 : tensor<2x8x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %159, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.multiply %145, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.add %144, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %173 = stablehlo.reshape %170 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %175 = stablehlo.dot_general %173, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.power %177, %cst_57 : tensor<2x4x8x8xf32>
    %179 = stablehlo.reduce(%178 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %180 = stablehlo.multiply %179, %cst_56 : tensor<2x4x8xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %182 = stablehlo.add %181, %cst_55 : tensor<2x4x8x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<2x4x8x1xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %186 = stablehlo.multiply %177, %185 : tensor<2x4x8x8xf32>
    %187 = stablehlo.multiply %172, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %187, %27 : tensor<2x4x8x8xf32>
    %189 = stablehlo.slice %187 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %190 = stablehlo.negate %189 : tensor<2x4x8x4xf32>
    %191 = stablehlo.slice %187 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %192 = stablehlo.concatenate %190, %191, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %193 = stablehlo.multiply %192, %35 : tensor<2x4x8x8xf32>
    %194 = stablehlo.add %188, %193 : tensor<2x4x8x8xf32>
    %195 = stablehlo.multiply %194, %cst_53 : tensor<2x4x8x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %197 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %198 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %199 = stablehlo.dot_general %173, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %201 = stablehlo.transpose %200, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %202 = stablehlo.power %201, %cst_52 : tensor<2x2x8x8xf32>
    %203 = stablehlo.reduce(%202 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %204 = stablehlo.multiply %203, %cst_51 : tensor<2x2x8xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %206 = stablehlo.add %205, %cst_50 : tensor<2x2x8x1xf32>
    %207 = stablehlo.rsqrt %206 : tensor<2x2x8x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %210 = stablehlo.multiply %201, %209 : tensor<2x2x8x8xf32>
    %211 = stablehlo.multiply %197, %210 : tensor<2x2x8x8xf32>
    %212 = stablehlo.multiply %211, %55 : tensor<2x2x8x8xf32>
    %213 = stablehlo.slice %211 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %214 = stablehlo.negate %213 : tensor<2x2x8x4xf32>
    %215 = stablehlo.slice %211 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.concatenate %214, %215, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %217 = stablehlo.multiply %216, %61 : tensor<2x2x8x8xf32>
    %218 = stablehlo.add %212, %217 : tensor<2x2x8x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %221 = stablehlo.transpose %220, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %222 = stablehlo.multiply %221, %cst_53 : tensor<2x4x8x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %224 = stablehlo.dot_general %196, %223, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %226 = stablehlo.add %225, %111 : tensor<2x4x8x8xf32>
    %227 = stablehlo.reduce(%226 init: %cst_59) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %229 = stablehlo.subtract %226, %228 : tensor<2x4x8x8xf32>
    %230 = stablehlo.exponential %229 : tensor<2x4x8x8xf32>
    %231 = stablehlo.reduce(%230 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %233 = stablehlo.divide %230, %232 : tensor<2x4x8x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %235 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %236 = stablehlo.dot_general %173, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %237 = stablehlo.reshape %236 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %238 = stablehlo.transpose %237, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %241 = stablehlo.dot_general %234, %240, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %243 = stablehlo.transpose %242, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %246 = stablehlo.dot_general %244, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.power %247, %cst_41 : tensor<2x8x32xf32>
    %249 = stablehlo.reduce(%248 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %250 = stablehlo.multiply %249, %cst_40 : tensor<2x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %252 = stablehlo.add %251, %cst_39 : tensor<2x8x1xf32>
    %253 = stablehlo.rsqrt %252 : tensor<2x8x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %256 = stablehlo.multiply %247, %255 : tensor<2x8x32xf32>
    %257 = stablehlo.multiply %171, %256 : tensor<2x8x32xf32>
    %258 = stablehlo.add %170, %257 : tensor<2x8x32xf32>
    %259 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.reshape %258 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %261 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %262 = stablehlo.dot_general %260, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %263 = stablehlo.reshape %262 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %264 = stablehlo.logistic %263 : tensor<2x8x64xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<2x8x64xf32>
    %266 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.dot_general %260, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %269 = stablehlo.multiply %265, %268 : tensor<2x8x64xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %271 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %272 = stablehlo.dot_general %270, %271, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %273 = stablehlo.reshape %272 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.power %273, %cst_41 : tensor<2x8x32xf32>
    %275 = stablehlo.reduce(%274 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %276 = stablehlo.multiply %275, %cst_40 : tensor<2x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %278 = stablehlo.add %277, %cst_39 : tensor<2x8x1xf32>
    %279 = stablehlo.rsqrt %278 : tensor<2x8x1xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.multiply %273, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %259, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.add %258, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.power %284, %cst_41 : tensor<2x8x32xf32>
    %286 = stablehlo.reduce(%285 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %287 = stablehlo.multiply %286, %cst_40 : tensor<2x8xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %289 = stablehlo.add %288, %cst_39 : tensor<2x8x1xf32>
    %290 = stablehlo.rsqrt %289 : tensor<2x8x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.multiply %284, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.multiply %0, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %296 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %297 = stablehlo.dot_general %295, %296, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %298 = stablehlo.reshape %297 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %299 = stablehlo.slice %298 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %300 = stablehlo.reduce(%299 init: %cst_59) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %302 = stablehlo.subtract %299, %301 : tensor<2x7x128xf32>
    %303 = stablehlo.exponential %302 : tensor<2x7x128xf32>
    %304 = stablehlo.reduce(%303 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %305 = stablehlo.log %304 : tensor<2x7xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %307 = stablehlo.subtract %302, %306 : tensor<2x7x128xf32>
    %308 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %310 = stablehlo.broadcast_in_dim %c_58, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %311 = stablehlo.compare  EQ, %309, %310 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %312 = stablehlo.convert %311 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %313 = stablehlo.convert %312 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %314 = stablehlo.multiply %307, %313 : tensor<2x7x128xf32>
    %315 = stablehlo.reduce(%314 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %316 = stablehlo.reduce(%315 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %317 = stablehlo.multiply %316, %cst_38 : tensor<f32>
    %318 = stablehlo.negate %317 : tensor<f32>
    %319 = stablehlo.multiply %arg29, %cst_37 : tensor<128x32xf32>
    %320 = stablehlo.compare  LT, %arg0, %c_61 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %321 = stablehlo.add %arg0, %c_35 : tensor<2x8xi64>
    %322 = stablehlo.select %320, %321, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %323 = stablehlo.reshape %322 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %324 = stablehlo.compare  EQ, %arg0, %c_34 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %326 = stablehlo.multiply %313, %cst_31 : tensor<2x7x128xf32>
    %327 = stablehlo.exponential %307 : tensor<2x7x128xf32>
    %328 = stablehlo.reduce(%326 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %330 = stablehlo.multiply %327, %329 : tensor<2x7x128xf32>
    %331 = stablehlo.subtract %326, %330 : tensor<2x7x128xf32>
    %332 = stablehlo.pad %331, %cst_63, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %333 = stablehlo.select %c_32, %332, %cst_30 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %335 = stablehlo.dot_general %334, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %0 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %337, %292 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %337, %284 : tensor<2x8x32xf32>
    %340 = stablehlo.reduce(%339 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %342 = stablehlo.multiply %341, %cst_29 : tensor<2x8x1xf32>
    %343 = stablehlo.power %290, %cst_28 : tensor<2x8x1xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<2x8x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.divide %346, %cst_27 : tensor<2x8x32xf32>
    %348 = stablehlo.power %284, %cst_26 : tensor<2x8x32xf32>
    %349 = stablehlo.multiply %348, %cst_41 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %347, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.add %338, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.multiply %351, %259 : tensor<2x8x32xf32>
    %353 = stablehlo.multiply %352, %281 : tensor<2x8x32xf32>
    %354 = stablehlo.multiply %352, %273 : tensor<2x8x32xf32>
    %355 = stablehlo.reduce(%354 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %357 = stablehlo.multiply %356, %cst_29 : tensor<2x8x1xf32>
    %358 = stablehlo.power %279, %cst_28 : tensor<2x8x1xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<2x8x1xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.divide %361, %cst_27 : tensor<2x8x32xf32>
    %363 = stablehlo.power %273, %cst_26 : tensor<2x8x32xf32>
    %364 = stablehlo.multiply %363, %cst_41 : tensor<2x8x32xf32>
    %365 = stablehlo.multiply %362, %364 : tensor<2x8x32xf32>
    %366 = stablehlo.add %353, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %368 = stablehlo.dot_general %367, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %369 = stablehlo.reshape %368 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %370 = stablehlo.multiply %369, %265 : tensor<2x8x64xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %372 = stablehlo.dot_general %371, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %373 = stablehlo.reshape %372 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.add %351, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %369, %268 : tensor<2x8x64xf32>
    %376 = stablehlo.subtract %cst_25, %264 : tensor<2x8x64xf32>
    %377 = stablehlo.multiply %263, %376 : tensor<2x8x64xf32>
    %378 = stablehlo.add %377, %cst_25 : tensor<2x8x64xf32>
    %379 = stablehlo.multiply %264, %378 : tensor<2x8x64xf32>
    %380 = stablehlo.multiply %375, %379 : tensor<2x8x64xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %382 = stablehlo.dot_general %381, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %383 = stablehlo.reshape %382 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %384 = stablehlo.add %374, %383 : tensor<2x8x32xf32>
    %385 = stablehlo.transpose %234, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %386 = stablehlo.multiply %384, %171 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %386, %255 : tensor<2x8x32xf32>
    %388 = stablehlo.multiply %386, %247 : tensor<2x8x32xf32>
    %389 = stablehlo.reduce(%388 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %391 = stablehlo.multiply %390, %cst_29 : tensor<2x8x1xf32>
    %392 = stablehlo.power %253, %cst_28 : tensor<2x8x1xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<2x8x1xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %396 = stablehlo.divide %395, %cst_27 : tensor<2x8x32xf32>
    %397 = stablehlo.power %247, %cst_26 : tensor<2x8x32xf32>
    %398 = stablehlo.multiply %397, %cst_41 : tensor<2x8x32xf32>
    %399 = stablehlo.multiply %396, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.add %387, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %402 = stablehlo.dot_general %401, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.reshape %402 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %404 = stablehlo.transpose %403, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %406 = stablehlo.dot_general %385, %405, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %408 = stablehlo.reduce(%407 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %409 = stablehlo.transpose %408, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %411 = stablehlo.dot_general %410, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %413 = stablehlo.add %384, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.transpose %196, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %415 = stablehlo.transpose %240, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.dot_general %405, %415, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %418 = stablehlo.multiply %417, %233 : tensor<2x4x8x8xf32>
    %419 = stablehlo.reduce(%418 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %421 = stablehlo.multiply %233, %420 : tensor<2x4x8x8xf32>
    %422 = stablehlo.subtract %418, %421 : tensor<2x4x8x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.dot_general %414, %423, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %426 = stablehlo.multiply %425, %cst_53 : tensor<2x4x8x8xf32>
    %427 = stablehlo.transpose %426, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %428 = stablehlo.reshape %427 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %429 = stablehlo.reduce(%428 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %430 = stablehlo.multiply %429, %61 : tensor<2x2x8x8xf32>
    %431 = stablehlo.slice %430 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %432 = stablehlo.negate %431 : tensor<2x2x8x4xf32>
    %433 = stablehlo.pad %432, %cst_63, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %434 = stablehlo.select %c_24, %433, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %435 = stablehlo.slice %430 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %436 = stablehlo.pad %435, %cst_63, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %437 = stablehlo.select %c_22, %436, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %438 = stablehlo.add %434, %437 : tensor<2x2x8x8xf32>
    %439 = stablehlo.multiply %429, %55 : tensor<2x2x8x8xf32>
    %440 = stablehlo.add %438, %439 : tensor<2x2x8x8xf32>
    %441 = stablehlo.multiply %440, %197 : tensor<2x2x8x8xf32>
    %442 = stablehlo.multiply %441, %209 : tensor<2x2x8x8xf32>
    %443 = stablehlo.multiply %441, %201 : tensor<2x2x8x8xf32>
    %444 = stablehlo.reduce(%443 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %446 = stablehlo.multiply %445, %cst_21 : tensor<2x2x8x1xf32>
    %447 = stablehlo.power %207, %cst_20 : tensor<2x2x8x1xf32>
    %448 = stablehlo.multiply %446, %447 : tensor<2x2x8x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %451 = stablehlo.divide %450, %cst_19 : tensor<2x2x8x8xf32>
    %452 = stablehlo.power %201, %cst_18 : tensor<2x2x8x8xf32>
    %453 = stablehlo.multiply %452, %cst_52 : tensor<2x2x8x8xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<2x2x8x8xf32>
    %455 = stablehlo.add %442, %454 : tensor<2x2x8x8xf32>
    %456 = stablehlo.transpose %455, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %458 = stablehlo.dot_general %457, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %460 = stablehlo.add %413, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.transpose %223, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %462 = stablehlo.dot_general %423, %461, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %464 = stablehlo.multiply %463, %cst_53 : tensor<2x4x8x8xf32>
    %465 = stablehlo.multiply %464, %35 : tensor<2x4x8x8xf32>
    %466 = stablehlo.slice %465 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %467 = stablehlo.negate %466 : tensor<2x4x8x4xf32>
    %468 = stablehlo.pad %467, %cst_63, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.select %c_17, %468, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %470 = stablehlo.slice %465 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %471 = stablehlo.pad %470, %cst_63, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %472 = stablehlo.select %c, %471, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %473 = stablehlo.add %469, %472 : tensor<2x4x8x8xf32>
    %474 = stablehlo.multiply %464, %27 : tensor<2x4x8x8xf32>
    %475 = stablehlo.add %473, %474 : tensor<2x4x8x8xf32>
    %476 = stablehlo.multiply %475, %172 : tensor<2x4x8x8xf32>
    %477 = stablehlo.multiply %476, %185 : tensor<2x4x8x8xf32>
    %478 = stablehlo.multiply %476, %177 : tensor<2x4x8x8xf32>
    %479 = stablehlo.reduce(%478 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %481 = stablehlo.multiply %480, %cst_15 : tensor<2x4x8x1xf32>
    %482 = stablehlo.power %183, %cst_14 : tensor<2x4x8x1xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<2x4x8x1xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %486 = stablehlo.divide %485, %cst_13 : tensor<2x4x8x8xf32>
    %487 = stablehlo.power %177, %cst_12 : tensor<2x4x8x8xf32>
    %488 = stablehlo.multiply %487, %cst_57 : tensor<2x4x8x8xf32>
    %489 = stablehlo.multiply %486, %488 : tensor<2x4x8x8xf32>
    %490 = stablehlo.add %477, %489 : tensor<2x4x8x8xf32>
    %491 = stablehlo.transpose %490, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %493 = stablehlo.dot_general %492, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %494 = stablehlo.reshape %493 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %495 = stablehlo.add %460, %494 : tensor<2x8x32xf32>
    %496 = stablehlo.multiply %495, %145 : tensor<2x8x32xf32>
    %497 = stablehlo.multiply %496, %167 : tensor<2x8x32xf32>
    %498 = stablehlo.multiply %496, %159 : tensor<2x8x32xf32>
    %499 = stablehlo.reduce(%498 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %501 = stablehlo.multiply %500, %cst_29 : tensor<2x8x1xf32>
    %502 = stablehlo.power %165, %cst_28 : tensor<2x8x1xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<2x8x1xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %506 = stablehlo.divide %505, %cst_27 : tensor<2x8x32xf32>
    %507 = stablehlo.power %159, %cst_26 : tensor<2x8x32xf32>
    %508 = stablehlo.multiply %507, %cst_41 : tensor<2x8x32xf32>
    %509 = stablehlo.multiply %506, %508 : tensor<2x8x32xf32>
    %510 = stablehlo.add %497, %509 : tensor<2x8x32xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %512 = stablehlo.dot_general %511, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %513 = stablehlo.reshape %512 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %514 = stablehlo.multiply %513, %151 : tensor<2x8x64xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %516 = stablehlo.dot_general %515, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %518 = stablehlo.add %495, %517 : tensor<2x8x32xf32>
    %519 = stablehlo.multiply %513, %154 : tensor<2x8x64xf32>
    %520 = stablehlo.subtract %cst_25, %150 : tensor<2x8x64xf32>
    %521 = stablehlo.multiply %149, %520 : tensor<2x8x64xf32>
    %522 = stablehlo.add %521, %cst_25 : tensor<2x8x64xf32>
    %523 = stablehlo.multiply %150, %522 : tensor<2x8x64xf32>
    %524 = stablehlo.multiply %519, %523 : tensor<2x8x64xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %526 = stablehlo.dot_general %525, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.add %518, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.transpose %120, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %530 = stablehlo.multiply %528, %5 : tensor<2x8x32xf32>
    %531 = stablehlo.multiply %530, %141 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %530, %133 : tensor<2x8x32xf32>
    %533 = stablehlo.reduce(%532 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %535 = stablehlo.multiply %534, %cst_29 : tensor<2x8x1xf32>
    %536 = stablehlo.power %139, %cst_28 : tensor<2x8x1xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<2x8x1xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.divide %539, %cst_27 : tensor<2x8x32xf32>
    %541 = stablehlo.power %133, %cst_26 : tensor<2x8x32xf32>
    %542 = stablehlo.multiply %541, %cst_41 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.add %531, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %546 = stablehlo.dot_general %545, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %547 = stablehlo.reshape %546 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %548 = stablehlo.transpose %547, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %550 = stablehlo.dot_general %529, %549, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %551 = stablehlo.reshape %550 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %552 = stablehlo.reduce(%551 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %553 = stablehlo.transpose %552, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %555 = stablehlo.dot_general %554, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %556 = stablehlo.reshape %555 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %557 = stablehlo.add %528, %556 : tensor<2x8x32xf32>
    %558 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %559 = stablehlo.transpose %126, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %560 = stablehlo.dot_general %549, %559, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %561 = stablehlo.reshape %560 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %562 = stablehlo.multiply %561, %119 : tensor<2x4x8x8xf32>
    %563 = stablehlo.reduce(%562 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %565 = stablehlo.multiply %119, %564 : tensor<2x4x8x8xf32>
    %566 = stablehlo.subtract %562, %565 : tensor<2x4x8x8xf32>
    %567 = stablehlo.reshape %566 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %568 = stablehlo.dot_general %558, %567, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %569 = stablehlo.reshape %568 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %570 = stablehlo.multiply %569, %cst_53 : tensor<2x4x8x8xf32>
    %571 = stablehlo.transpose %570, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %572 = stablehlo.reshape %571 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %573 = stablehlo.reduce(%572 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %574 = stablehlo.multiply %573, %61 : tensor<2x2x8x8xf32>
    %575 = stablehlo.slice %574 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %576 = stablehlo.negate %575 : tensor<2x2x8x4xf32>
    %577 = stablehlo.pad %576, %cst_63, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %578 = stablehlo.select %c_24, %577, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %579 = stablehlo.slice %574 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %580 = stablehlo.pad %579, %cst_63, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %581 = stablehlo.select %c_22, %580, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %582 = stablehlo.add %578, %581 : tensor<2x2x8x8xf32>
    %583 = stablehlo.multiply %573, %55 : tensor<2x2x8x8xf32>
    %584 = stablehlo.add %582, %583 : tensor<2x2x8x8xf32>
    %585 = stablehlo.multiply %584, %40 : tensor<2x2x8x8xf32>
    %586 = stablehlo.multiply %585, %52 : tensor<2x2x8x8xf32>
    %587 = stablehlo.multiply %585, %44 : tensor<2x2x8x8xf32>
    %588 = stablehlo.reduce(%587 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %589 = stablehlo.reshape %588 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %590 = stablehlo.multiply %589, %cst_21 : tensor<2x2x8x1xf32>
    %591 = stablehlo.power %50, %cst_20 : tensor<2x2x8x1xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<2x2x8x1xf32>
    %593 = stablehlo.reshape %592 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %595 = stablehlo.divide %594, %cst_19 : tensor<2x2x8x8xf32>
    %596 = stablehlo.power %44, %cst_18 : tensor<2x2x8x8xf32>
    %597 = stablehlo.multiply %596, %cst_52 : tensor<2x2x8x8xf32>
    %598 = stablehlo.multiply %595, %597 : tensor<2x2x8x8xf32>
    %599 = stablehlo.add %586, %598 : tensor<2x2x8x8xf32>
    %600 = stablehlo.transpose %599, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %602 = stablehlo.dot_general %601, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %603 = stablehlo.reshape %602 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %604 = stablehlo.add %557, %603 : tensor<2x8x32xf32>
    %605 = stablehlo.transpose %68, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %606 = stablehlo.dot_general %567, %605, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %607 = stablehlo.reshape %606 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %608 = stablehlo.multiply %607, %cst_53 : tensor<2x4x8x8xf32>
    %609 = stablehlo.multiply %608, %35 : tensor<2x4x8x8xf32>
    %610 = stablehlo.slice %609 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %611 = stablehlo.negate %610 : tensor<2x4x8x4xf32>
    %612 = stablehlo.pad %611, %cst_63, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %613 = stablehlo.select %c_17, %612, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %614 = stablehlo.slice %609 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %615 = stablehlo.pad %614, %cst_63, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %616 = stablehlo.select %c, %615, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %617 = stablehlo.add %613, %616 : tensor<2x4x8x8xf32>
    %618 = stablehlo.multiply %608, %27 : tensor<2x4x8x8xf32>
    %619 = stablehlo.add %617, %618 : tensor<2x4x8x8xf32>
    %620 = stablehlo.multiply %619, %6 : tensor<2x4x8x8xf32>
    %621 = stablehlo.multiply %620, %18 : tensor<2x4x8x8xf32>
    %622 = stablehlo.multiply %620, %10 : tensor<2x4x8x8xf32>
    %623 = stablehlo.reduce(%622 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %624 = stablehlo.reshape %623 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %625 = stablehlo.multiply %624, %cst_15 : tensor<2x4x8x1xf32>
    %626 = stablehlo.power %16, %cst_14 : tensor<2x4x8x1xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<2x4x8x1xf32>
    %628 = stablehlo.reshape %627 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %630 = stablehlo.divide %629, %cst_13 : tensor<2x4x8x8xf32>
    %631 = stablehlo.power %10, %cst_12 : tensor<2x4x8x8xf32>
    %632 = stablehlo.multiply %631, %cst_57 : tensor<2x4x8x8xf32>
    %633 = stablehlo.multiply %630, %632 : tensor<2x4x8x8xf32>
    %634 = stablehlo.add %621, %633 : tensor<2x4x8x8xf32>
    %635 = stablehlo.transpose %634, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %636 = stablehlo.reshape %635 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %637 = stablehlo.dot_general %636, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %638 = stablehlo.reshape %637 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %639 = stablehlo.add %604, %638 : tensor<2x8x32xf32>
    %640 = stablehlo.select %325, %cst_33, %639 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %641 = "stablehlo.scatter"(%cst_36, %323, %640) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %789 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %789 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %642 = stablehlo.add %319, %641 : tensor<128x32xf32>
    %643 = stablehlo.multiply %642, %cst_11 : tensor<128x32xf32>
    %644 = stablehlo.subtract %arg10, %643 : tensor<128x32xf32>
    %645 = stablehlo.multiply %arg30, %cst_10 : tensor<32x32xf32>
    %646 = stablehlo.transpose %636, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %647 = stablehlo.dot_general %646, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %648 = stablehlo.add %645, %647 : tensor<32x32xf32>
    %649 = stablehlo.multiply %648, %cst_9 : tensor<32x32xf32>
    %650 = stablehlo.subtract %arg16, %649 : tensor<32x32xf32>
    %651 = stablehlo.multiply %arg31, %cst_8 : tensor<16x32xf32>
    %652 = stablehlo.transpose %601, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %653 = stablehlo.dot_general %652, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %654 = stablehlo.add %651, %653 : tensor<16x32xf32>
    %655 = stablehlo.multiply %654, %cst_7 : tensor<16x32xf32>
    %656 = stablehlo.subtract %arg14, %655 : tensor<16x32xf32>
    %657 = stablehlo.multiply %arg32, %cst_8 : tensor<16x32xf32>
    %658 = stablehlo.transpose %554, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %659 = stablehlo.dot_general %658, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %660 = stablehlo.add %657, %659 : tensor<16x32xf32>
    %661 = stablehlo.multiply %660, %cst_7 : tensor<16x32xf32>
    %662 = stablehlo.subtract %arg9, %661 : tensor<16x32xf32>
    %663 = stablehlo.multiply %arg33, %cst_10 : tensor<32x32xf32>
    %664 = stablehlo.transpose %545, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %665 = stablehlo.dot_general %664, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %666 = stablehlo.add %663, %665 : tensor<32x32xf32>
    %667 = stablehlo.multiply %666, %cst_9 : tensor<32x32xf32>
    %668 = stablehlo.subtract %arg8, %667 : tensor<32x32xf32>
    %669 = stablehlo.multiply %arg34, %cst_6 : tensor<8xf32>
    %670 = stablehlo.multiply %619, %19 : tensor<2x4x8x8xf32>
    %671 = stablehlo.reduce(%670 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %672 = stablehlo.add %669, %671 : tensor<8xf32>
    %673 = stablehlo.multiply %672, %cst_5 : tensor<8xf32>
    %674 = stablehlo.subtract %arg17, %673 : tensor<8xf32>
    %675 = stablehlo.multiply %arg35, %cst_6 : tensor<8xf32>
    %676 = stablehlo.multiply %584, %53 : tensor<2x2x8x8xf32>
    %677 = stablehlo.reduce(%676 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %678 = stablehlo.add %675, %677 : tensor<8xf32>
    %679 = stablehlo.multiply %678, %cst_5 : tensor<8xf32>
    %680 = stablehlo.subtract %arg15, %679 : tensor<8xf32>
    %681 = stablehlo.multiply %arg36, %cst_4 : tensor<64x32xf32>
    %682 = stablehlo.transpose %525, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %683 = stablehlo.dot_general %682, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %684 = stablehlo.add %681, %683 : tensor<64x32xf32>
    %685 = stablehlo.multiply %684, %cst_3 : tensor<64x32xf32>
    %686 = stablehlo.subtract %arg19, %685 : tensor<64x32xf32>
    %687 = stablehlo.multiply %arg37, %cst_4 : tensor<64x32xf32>
    %688 = stablehlo.transpose %515, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %689 = stablehlo.dot_general %688, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %690 = stablehlo.add %687, %689 : tensor<64x32xf32>
    %691 = stablehlo.multiply %690, %cst_3 : tensor<64x32xf32>
    %692 = stablehlo.subtract %arg7, %691 : tensor<64x32xf32>
    %693 = stablehlo.multiply %arg38, %cst_2 : tensor<32x64xf32>
    %694 = stablehlo.transpose %511, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %695 = stablehlo.dot_general %694, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %696 = stablehlo.add %693, %695 : tensor<32x64xf32>
    %697 = stablehlo.multiply %696, %cst_1 : tensor<32x64xf32>
    %698 = stablehlo.subtract %arg6, %697 : tensor<32x64xf32>
    %699 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %700 = stablehlo.multiply %528, %142 : tensor<2x8x32xf32>
    %701 = stablehlo.reduce(%700 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %702 = stablehlo.add %699, %701 : tensor<32xf32>
    %703 = stablehlo.multiply %702, %cst : tensor<32xf32>
    %704 = stablehlo.subtract %arg18, %703 : tensor<32xf32>
    %705 = stablehlo.multiply %arg40, %cst_0 : tensor<32xf32>
    %706 = stablehlo.multiply %495, %168 : tensor<2x8x32xf32>
    %707 = stablehlo.reduce(%706 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %708 = stablehlo.add %705, %707 : tensor<32xf32>
    %709 = stablehlo.multiply %708, %cst : tensor<32xf32>
    %710 = stablehlo.subtract %arg20, %709 : tensor<32xf32>
    %711 = stablehlo.multiply %arg41, %cst_10 : tensor<32x32xf32>
    %712 = stablehlo.transpose %492, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %713 = stablehlo.dot_general %712, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %714 = stablehlo.add %711, %713 : tensor<32x32xf32>
    %715 = stablehlo.multiply %714, %cst_9 : tensor<32x32xf32>
    %716 = stablehlo.subtract %arg23, %715 : tensor<32x32xf32>
    %717 = stablehlo.multiply %arg42, %cst_8 : tensor<16x32xf32>
    %718 = stablehlo.transpose %457, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %719 = stablehlo.dot_general %718, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %720 = stablehlo.add %717, %719 : tensor<16x32xf32>
    %721 = stablehlo.multiply %720, %cst_7 : tensor<16x32xf32>
    %722 = stablehlo.subtract %arg21, %721 : tensor<16x32xf32>
    %723 = stablehlo.multiply %arg43, %cst_8 : tensor<16x32xf32>
    %724 = stablehlo.transpose %410, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %725 = stablehlo.dot_general %724, %173, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %726 = stablehlo.add %723, %725 : tensor<16x32xf32>
    %727 = stablehlo.multiply %726, %cst_7 : tensor<16x32xf32>
    %728 = stablehlo.subtract %arg5, %727 : tensor<16x32xf32>
    %729 = stablehlo.multiply %arg44, %cst_10 : tensor<32x32xf32>
    %730 = stablehlo.transpose %401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %731 = stablehlo.dot_general %730, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %732 = stablehlo.add %729, %731 : tensor<32x32xf32>
    %733 = stablehlo.multiply %732, %cst_9 : tensor<32x32xf32>
    %734 = stablehlo.subtract %arg4, %733 : tensor<32x32xf32>
    %735 = stablehlo.multiply %arg45, %cst_6 : tensor<8xf32>
    %736 = stablehlo.multiply %475, %186 : tensor<2x4x8x8xf32>
    %737 = stablehlo.reduce(%736 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %738 = stablehlo.add %735, %737 : tensor<8xf32>
    %739 = stablehlo.multiply %738, %cst_5 : tensor<8xf32>
    %740 = stablehlo.subtract %arg24, %739 : tensor<8xf32>
    %741 = stablehlo.multiply %arg46, %cst_6 : tensor<8xf32>
    %742 = stablehlo.multiply %440, %210 : tensor<2x2x8x8xf32>
    %743 = stablehlo.reduce(%742 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %744 = stablehlo.add %741, %743 : tensor<8xf32>
    %745 = stablehlo.multiply %744, %cst_5 : tensor<8xf32>
    %746 = stablehlo.subtract %arg22, %745 : tensor<8xf32>
    %747 = stablehlo.multiply %arg47, %cst_4 : tensor<64x32xf32>
    %748 = stablehlo.transpose %381, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %749 = stablehlo.dot_general %748, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %750 = stablehlo.add %747, %749 : tensor<64x32xf32>
    %751 = stablehlo.multiply %750, %cst_3 : tensor<64x32xf32>
    %752 = stablehlo.subtract %arg26, %751 : tensor<64x32xf32>
    %753 = stablehlo.multiply %arg48, %cst_4 : tensor<64x32xf32>
    %754 = stablehlo.transpose %371, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %755 = stablehlo.dot_general %754, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %756 = stablehlo.add %753, %755 : tensor<64x32xf32>
    %757 = stablehlo.multiply %756, %cst_3 : tensor<64x32xf32>
    %758 = stablehlo.subtract %arg3, %757 : tensor<64x32xf32>
    %759 = stablehlo.multiply %arg49, %cst_2 : tensor<32x64xf32>
    %760 = stablehlo.transpose %367, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %761 = stablehlo.dot_general %760, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %762 = stablehlo.add %759, %761 : tensor<32x64xf32>
    %763 = stablehlo.multiply %762, %cst_1 : tensor<32x64xf32>
    %764 = stablehlo.subtract %arg2, %763 : tensor<32x64xf32>
    %765 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %766 = stablehlo.multiply %384, %256 : tensor<2x8x32xf32>
    %767 = stablehlo.reduce(%766 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %768 = stablehlo.add %765, %767 : tensor<32xf32>
    %769 = stablehlo.multiply %768, %cst : tensor<32xf32>
    %770 = stablehlo.subtract %arg25, %769 : tensor<32xf32>
    %771 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %772 = stablehlo.multiply %351, %282 : tensor<2x8x32xf32>
    %773 = stablehlo.reduce(%772 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %774 = stablehlo.add %771, %773 : tensor<32xf32>
    %775 = stablehlo.multiply %774, %cst : tensor<32xf32>
    %776 = stablehlo.subtract %arg27, %775 : tensor<32xf32>
    %777 = stablehlo.multiply %arg52, %cst_0 : tensor<32xf32>
    %778 = stablehlo.multiply %336, %293 : tensor<2x8x32xf32>
    %779 = stablehlo.reduce(%778 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %780 = stablehlo.add %777, %779 : tensor<32xf32>
    %781 = stablehlo.multiply %780, %cst : tensor<32xf32>
    %782 = stablehlo.subtract %arg28, %781 : tensor<32xf32>
    %783 = stablehlo.multiply %arg53, %cst_37 : tensor<128x32xf32>
    %784 = stablehlo.transpose %334, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %785 = stablehlo.dot_general %784, %295, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %786 = stablehlo.add %783, %785 : tensor<128x32xf32>
    %787 = stablehlo.multiply %786, %cst_11 : tensor<128x32xf32>
    %788 = stablehlo.subtract %arg1, %787 : tensor<128x32xf32>
    return %318, %644, %650, %656, %662, %668, %674, %680, %686, %692, %698, %704, %710, %716, %722, %728, %734, %740, %746, %752, %758, %764, %770, %776, %782, %788, %642, %648, %654, %660, %666, %672, %678, %684, %690, %696, %702, %708, %714, %720, %726, %732, %738, %744, %750, %756, %762, %768, %774, %780, %786 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
