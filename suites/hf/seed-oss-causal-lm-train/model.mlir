module @IrToHlo.1939 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 22 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg5: tensor<16xf32> {tf.aliasing_output = 19 : i32}, %arg6: tensor<16x32xf32> {tf.aliasing_output = 18 : i32}, %arg7: tensor<32x64xf32> {tf.aliasing_output = 11 : i32}, %arg8: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg12: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<4xf32>, %arg17: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %arg18: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg22: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg24: tensor<16xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 21 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<16xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<16xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<16xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<16x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<16xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<64x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<64x32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32x64xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<128x32xf32> {tf.aliasing_output = 54 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_14 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_16 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_26 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_27 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_30 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_39 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg12, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_42 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_41 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_40 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_39, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %40 = stablehlo.multiply %39, %cst_38 : tensor<2x4x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %42 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.dot_general %16, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.add %43, %44 : tensor<16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.slice %47 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %51 = stablehlo.negate %50 : tensor<2x2x8x4xf32>
    %52 = stablehlo.slice %47 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x2x8x8xf32>
    %56 = stablehlo.add %49, %55 : tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_38 : tensor<2x4x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = stablehlo.dot_general %41, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  LE, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.reshape %72 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %arg14, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %76 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_34 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_33 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %87 = "stablehlo.gather"(%75, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.convert %87 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.and %74, %90 : tensor<2x1x8x8xui8>
    %92 = stablehlo.compare  NE, %91, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %93 = stablehlo.select %92, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.add %63, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.exponential %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.divide %100, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %106 = stablehlo.dot_general %16, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %107 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<16x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.dot_general %104, %112, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %4, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.power %120, %cst_42 : tensor<2x8x32xf32>
    %123 = stablehlo.reduce(%122 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.multiply %123, %cst_41 : tensor<2x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %125, %cst_40 : tensor<2x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.multiply %120, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %136 = stablehlo.logistic %135 : tensor<2x8x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x8x64xf32>
    %138 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %139 = stablehlo.dot_general %132, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<2x8x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %143 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.add %120, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.power %146, %cst_42 : tensor<2x8x32xf32>
    %149 = stablehlo.reduce(%148 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %150 = stablehlo.multiply %149, %cst_41 : tensor<2x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %152 = stablehlo.add %151, %cst_40 : tensor<2x8x1xf32>
    %153 = stablehlo.rsqrt %152 : tensor<2x8x1xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %146, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.multiply %147, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.add %160, %161 : tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.multiply %164, %29 : tensor<2x4x8x8xf32>
    %166 = stablehlo.slice %164 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %167 = stablehlo.negate %166 : tensor<2x4x8x4xf32>
    %168 = stablehlo.slice %164 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %169 = stablehlo.concatenate %167, %168, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.multiply %169, %37 : tensor<2x4x8x8xf32>
    %171 = stablehlo.add %165, %170 : tensor<2x4x8x8xf32>
    %172 = stablehlo.multiply %171, %cst_38 : tensor<2x4x8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %174 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %175 = stablehlo.dot_general %158, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %176 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %177 = stablehlo.add %175, %176 : tensor<16x16xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %180 = stablehlo.multiply %179, %48 : tensor<2x2x8x8xf32>
    %181 = stablehlo.slice %179 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %182 = stablehlo.negate %181 : tensor<2x2x8x4xf32>
    %183 = stablehlo.slice %179 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %184 = stablehlo.concatenate %182, %183, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.multiply %184, %54 : tensor<2x2x8x8xf32>
    %186 = stablehlo.add %180, %185 : tensor<2x2x8x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.multiply %189, %cst_38 : tensor<2x4x8x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %192 = stablehlo.dot_general %173, %191, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %194 = stablehlo.add %193, %95 : tensor<2x4x8x8xf32>
    %195 = stablehlo.reduce(%194 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %197 = stablehlo.subtract %194, %196 : tensor<2x4x8x8xf32>
    %198 = stablehlo.exponential %197 : tensor<2x4x8x8xf32>
    %199 = stablehlo.reduce(%198 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %201 = stablehlo.divide %198, %200 : tensor<2x4x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %203 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %204 = stablehlo.dot_general %158, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %205 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %206 = stablehlo.add %204, %205 : tensor<16x16xf32>
    %207 = stablehlo.reshape %206 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %208 = stablehlo.transpose %207, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %211 = stablehlo.dot_general %202, %210, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %212 = stablehlo.reshape %211 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.add %146, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.power %218, %cst_42 : tensor<2x8x32xf32>
    %221 = stablehlo.reduce(%220 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %222 = stablehlo.multiply %221, %cst_41 : tensor<2x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %224 = stablehlo.add %223, %cst_40 : tensor<2x8x1xf32>
    %225 = stablehlo.rsqrt %224 : tensor<2x8x1xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.multiply %218, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.multiply %219, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %232 = stablehlo.dot_general %230, %231, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %234 = stablehlo.logistic %233 : tensor<2x8x64xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<2x8x64xf32>
    %236 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %237 = stablehlo.dot_general %230, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %239 = stablehlo.multiply %235, %238 : tensor<2x8x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %241 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %242 = stablehlo.dot_general %240, %241, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.add %218, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.power %244, %cst_42 : tensor<2x8x32xf32>
    %246 = stablehlo.reduce(%245 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %247 = stablehlo.multiply %246, %cst_41 : tensor<2x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %249 = stablehlo.add %248, %cst_40 : tensor<2x8x1xf32>
    %250 = stablehlo.rsqrt %249 : tensor<2x8x1xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.multiply %244, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.multiply %0, %253 : tensor<2x8x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %259 = stablehlo.slice %258 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %260 = stablehlo.reduce(%259 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %262 = stablehlo.subtract %259, %261 : tensor<2x7x128xf32>
    %263 = stablehlo.exponential %262 : tensor<2x7x128xf32>
    %264 = stablehlo.reduce(%263 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %265 = stablehlo.log %264 : tensor<2x7xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %267 = stablehlo.subtract %262, %266 : tensor<2x7x128xf32>
    %268 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %270 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %271 = stablehlo.compare  EQ, %269, %270 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %272 = stablehlo.convert %271 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %273 = stablehlo.convert %272 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %274 = stablehlo.multiply %267, %273 : tensor<2x7x128xf32>
    %275 = stablehlo.reduce(%274 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %276 = stablehlo.reduce(%275 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %277 = stablehlo.multiply %276, %cst_30 : tensor<f32>
    %278 = stablehlo.negate %277 : tensor<f32>
    %279 = stablehlo.multiply %arg31, %cst_29 : tensor<128x32xf32>
    %280 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %281 = stablehlo.add %arg0, %c_27 : tensor<2x8xi64>
    %282 = stablehlo.select %280, %281, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %283 = stablehlo.reshape %282 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %284 = stablehlo.compare  EQ, %arg0, %c_26 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %286 = stablehlo.multiply %273, %cst_23 : tensor<2x7x128xf32>
    %287 = stablehlo.exponential %267 : tensor<2x7x128xf32>
    %288 = stablehlo.reduce(%286 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %290 = stablehlo.multiply %287, %289 : tensor<2x7x128xf32>
    %291 = stablehlo.subtract %286, %290 : tensor<2x7x128xf32>
    %292 = stablehlo.pad %291, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %293 = stablehlo.select %c_24, %292, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %295 = stablehlo.dot_general %294, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.multiply %296, %0 : tensor<2x8x32xf32>
    %298 = stablehlo.multiply %297, %252 : tensor<2x8x32xf32>
    %299 = stablehlo.multiply %297, %244 : tensor<2x8x32xf32>
    %300 = stablehlo.reduce(%299 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %302 = stablehlo.multiply %301, %cst_21 : tensor<2x8x1xf32>
    %303 = stablehlo.power %250, %cst_20 : tensor<2x8x1xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<2x8x1xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %307 = stablehlo.divide %306, %cst_19 : tensor<2x8x32xf32>
    %308 = stablehlo.power %244, %cst_18 : tensor<2x8x32xf32>
    %309 = stablehlo.multiply %308, %cst_42 : tensor<2x8x32xf32>
    %310 = stablehlo.multiply %307, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.add %298, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %313 = stablehlo.dot_general %312, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %315 = stablehlo.multiply %314, %235 : tensor<2x8x64xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %317 = stablehlo.dot_general %316, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %318 = stablehlo.reshape %317 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.multiply %314, %238 : tensor<2x8x64xf32>
    %320 = stablehlo.subtract %cst_17, %234 : tensor<2x8x64xf32>
    %321 = stablehlo.multiply %233, %320 : tensor<2x8x64xf32>
    %322 = stablehlo.add %321, %cst_17 : tensor<2x8x64xf32>
    %323 = stablehlo.multiply %234, %322 : tensor<2x8x64xf32>
    %324 = stablehlo.multiply %319, %323 : tensor<2x8x64xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %326 = stablehlo.dot_general %325, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %328 = stablehlo.add %318, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %328, %219 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %329, %227 : tensor<2x8x32xf32>
    %331 = stablehlo.add %311, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %329, %218 : tensor<2x8x32xf32>
    %333 = stablehlo.reduce(%332 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %335 = stablehlo.multiply %334, %cst_21 : tensor<2x8x1xf32>
    %336 = stablehlo.power %225, %cst_20 : tensor<2x8x1xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<2x8x1xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.divide %339, %cst_19 : tensor<2x8x32xf32>
    %341 = stablehlo.power %218, %cst_18 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %341, %cst_42 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %340, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.add %331, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.transpose %202, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %346 = stablehlo.reshape %344 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.dot_general %346, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %349 = stablehlo.transpose %348, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %351 = stablehlo.dot_general %345, %350, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %352 = stablehlo.reshape %351 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %353 = stablehlo.reduce(%352 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %354 = stablehlo.transpose %353, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %356 = stablehlo.dot_general %355, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %357 = stablehlo.reshape %356 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.transpose %173, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %359 = stablehlo.transpose %210, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %360 = stablehlo.dot_general %350, %359, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %362 = stablehlo.multiply %361, %201 : tensor<2x4x8x8xf32>
    %363 = stablehlo.reduce(%362 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %365 = stablehlo.multiply %201, %364 : tensor<2x4x8x8xf32>
    %366 = stablehlo.subtract %362, %365 : tensor<2x4x8x8xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %368 = stablehlo.dot_general %358, %367, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %369 = stablehlo.reshape %368 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %370 = stablehlo.multiply %369, %cst_38 : tensor<2x4x8x8xf32>
    %371 = stablehlo.transpose %370, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %373 = stablehlo.reduce(%372 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %374 = stablehlo.multiply %373, %54 : tensor<2x2x8x8xf32>
    %375 = stablehlo.slice %374 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %376 = stablehlo.negate %375 : tensor<2x2x8x4xf32>
    %377 = stablehlo.pad %376, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %378 = stablehlo.select %c_16, %377, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %379 = stablehlo.slice %374 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %380 = stablehlo.pad %379, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %381 = stablehlo.select %c_14, %380, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %382 = stablehlo.add %378, %381 : tensor<2x2x8x8xf32>
    %383 = stablehlo.multiply %373, %48 : tensor<2x2x8x8xf32>
    %384 = stablehlo.add %382, %383 : tensor<2x2x8x8xf32>
    %385 = stablehlo.transpose %384, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %387 = stablehlo.dot_general %386, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %388 = stablehlo.reshape %387 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %389 = stablehlo.add %357, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.transpose %191, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %391 = stablehlo.dot_general %367, %390, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %393 = stablehlo.multiply %392, %cst_38 : tensor<2x4x8x8xf32>
    %394 = stablehlo.multiply %393, %37 : tensor<2x4x8x8xf32>
    %395 = stablehlo.slice %394 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %396 = stablehlo.negate %395 : tensor<2x4x8x4xf32>
    %397 = stablehlo.pad %396, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %398 = stablehlo.select %c_13, %397, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %399 = stablehlo.slice %394 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %400 = stablehlo.pad %399, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %401 = stablehlo.select %c, %400, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %402 = stablehlo.add %398, %401 : tensor<2x4x8x8xf32>
    %403 = stablehlo.multiply %393, %29 : tensor<2x4x8x8xf32>
    %404 = stablehlo.add %402, %403 : tensor<2x4x8x8xf32>
    %405 = stablehlo.transpose %404, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %407 = stablehlo.dot_general %406, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %408 = stablehlo.reshape %407 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %409 = stablehlo.add %389, %408 : tensor<2x8x32xf32>
    %410 = stablehlo.multiply %409, %147 : tensor<2x8x32xf32>
    %411 = stablehlo.multiply %410, %155 : tensor<2x8x32xf32>
    %412 = stablehlo.add %344, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %410, %146 : tensor<2x8x32xf32>
    %414 = stablehlo.reduce(%413 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %416 = stablehlo.multiply %415, %cst_21 : tensor<2x8x1xf32>
    %417 = stablehlo.power %153, %cst_20 : tensor<2x8x1xf32>
    %418 = stablehlo.multiply %416, %417 : tensor<2x8x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %421 = stablehlo.divide %420, %cst_19 : tensor<2x8x32xf32>
    %422 = stablehlo.power %146, %cst_18 : tensor<2x8x32xf32>
    %423 = stablehlo.multiply %422, %cst_42 : tensor<2x8x32xf32>
    %424 = stablehlo.multiply %421, %423 : tensor<2x8x32xf32>
    %425 = stablehlo.add %412, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %427 = stablehlo.dot_general %426, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %428 = stablehlo.reshape %427 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %429 = stablehlo.multiply %428, %137 : tensor<2x8x64xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %431 = stablehlo.dot_general %430, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %433 = stablehlo.multiply %428, %140 : tensor<2x8x64xf32>
    %434 = stablehlo.subtract %cst_17, %136 : tensor<2x8x64xf32>
    %435 = stablehlo.multiply %135, %434 : tensor<2x8x64xf32>
    %436 = stablehlo.add %435, %cst_17 : tensor<2x8x64xf32>
    %437 = stablehlo.multiply %136, %436 : tensor<2x8x64xf32>
    %438 = stablehlo.multiply %433, %437 : tensor<2x8x64xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %440 = stablehlo.dot_general %439, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %441 = stablehlo.reshape %440 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.add %432, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.multiply %442, %121 : tensor<2x8x32xf32>
    %444 = stablehlo.multiply %443, %129 : tensor<2x8x32xf32>
    %445 = stablehlo.add %425, %444 : tensor<2x8x32xf32>
    %446 = stablehlo.multiply %443, %120 : tensor<2x8x32xf32>
    %447 = stablehlo.reduce(%446 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %449 = stablehlo.multiply %448, %cst_21 : tensor<2x8x1xf32>
    %450 = stablehlo.power %127, %cst_20 : tensor<2x8x1xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<2x8x1xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.divide %453, %cst_19 : tensor<2x8x32xf32>
    %455 = stablehlo.power %120, %cst_18 : tensor<2x8x32xf32>
    %456 = stablehlo.multiply %455, %cst_42 : tensor<2x8x32xf32>
    %457 = stablehlo.multiply %454, %456 : tensor<2x8x32xf32>
    %458 = stablehlo.add %445, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %460 = stablehlo.reshape %458 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.dot_general %460, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %462 = stablehlo.reshape %461 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %463 = stablehlo.transpose %462, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.dot_general %459, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %467 = stablehlo.reduce(%466 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %468 = stablehlo.transpose %467, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %470 = stablehlo.dot_general %469, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %471 = stablehlo.reshape %470 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %472 = stablehlo.transpose %41, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.dot_general %464, %473, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %475 = stablehlo.reshape %474 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %476 = stablehlo.multiply %475, %103 : tensor<2x4x8x8xf32>
    %477 = stablehlo.reduce(%476 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %479 = stablehlo.multiply %103, %478 : tensor<2x4x8x8xf32>
    %480 = stablehlo.subtract %476, %479 : tensor<2x4x8x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %482 = stablehlo.dot_general %472, %481, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.multiply %483, %cst_38 : tensor<2x4x8x8xf32>
    %485 = stablehlo.transpose %484, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %487 = stablehlo.reduce(%486 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %488 = stablehlo.multiply %487, %54 : tensor<2x2x8x8xf32>
    %489 = stablehlo.slice %488 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %490 = stablehlo.negate %489 : tensor<2x2x8x4xf32>
    %491 = stablehlo.pad %490, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %492 = stablehlo.select %c_16, %491, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %493 = stablehlo.slice %488 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %494 = stablehlo.pad %493, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %495 = stablehlo.select %c_14, %494, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %496 = stablehlo.add %492, %495 : tensor<2x2x8x8xf32>
    %497 = stablehlo.multiply %487, %48 : tensor<2x2x8x8xf32>
    %498 = stablehlo.add %496, %497 : tensor<2x2x8x8xf32>
    %499 = stablehlo.transpose %498, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %501 = stablehlo.dot_general %500, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %502 = stablehlo.reshape %501 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %503 = stablehlo.add %471, %502 : tensor<2x8x32xf32>
    %504 = stablehlo.transpose %61, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %505 = stablehlo.dot_general %481, %504, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %506 = stablehlo.reshape %505 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %507 = stablehlo.multiply %506, %cst_38 : tensor<2x4x8x8xf32>
    %508 = stablehlo.multiply %507, %37 : tensor<2x4x8x8xf32>
    %509 = stablehlo.slice %508 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %510 = stablehlo.negate %509 : tensor<2x4x8x4xf32>
    %511 = stablehlo.pad %510, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %512 = stablehlo.select %c_13, %511, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %513 = stablehlo.slice %508 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %514 = stablehlo.pad %513, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %515 = stablehlo.select %c, %514, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %516 = stablehlo.add %512, %515 : tensor<2x4x8x8xf32>
    %517 = stablehlo.multiply %507, %29 : tensor<2x4x8x8xf32>
    %518 = stablehlo.add %516, %517 : tensor<2x4x8x8xf32>
    %519 = stablehlo.transpose %518, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %520 = stablehlo.reshape %519 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %521 = stablehlo.dot_general %520, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %522 = stablehlo.reshape %521 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %523 = stablehlo.add %503, %522 : tensor<2x8x32xf32>
    %524 = stablehlo.multiply %523, %5 : tensor<2x8x32xf32>
    %525 = stablehlo.multiply %524, %13 : tensor<2x8x32xf32>
    %526 = stablehlo.add %458, %525 : tensor<2x8x32xf32>
    %527 = stablehlo.multiply %524, %4 : tensor<2x8x32xf32>
    %528 = stablehlo.reduce(%527 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %530 = stablehlo.multiply %529, %cst_21 : tensor<2x8x1xf32>
    %531 = stablehlo.power %11, %cst_20 : tensor<2x8x1xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<2x8x1xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %535 = stablehlo.divide %534, %cst_19 : tensor<2x8x32xf32>
    %536 = stablehlo.power %4, %cst_18 : tensor<2x8x32xf32>
    %537 = stablehlo.multiply %536, %cst_42 : tensor<2x8x32xf32>
    %538 = stablehlo.multiply %535, %537 : tensor<2x8x32xf32>
    %539 = stablehlo.add %526, %538 : tensor<2x8x32xf32>
    %540 = stablehlo.select %285, %cst_25, %539 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %541 = "stablehlo.scatter"(%cst_28, %283, %540) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %695 = stablehlo.add %arg58, %arg59 : tensor<f32>
      stablehlo.return %695 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %542 = stablehlo.add %279, %541 : tensor<128x32xf32>
    %543 = stablehlo.multiply %542, %cst_11 : tensor<128x32xf32>
    %544 = stablehlo.subtract %arg12, %543 : tensor<128x32xf32>
    %545 = stablehlo.multiply %arg32, %cst_10 : tensor<32x32xf32>
    %546 = stablehlo.transpose %520, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %547 = stablehlo.dot_general %546, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %548 = stablehlo.add %545, %547 : tensor<32x32xf32>
    %549 = stablehlo.multiply %548, %cst_9 : tensor<32x32xf32>
    %550 = stablehlo.subtract %arg20, %549 : tensor<32x32xf32>
    %551 = stablehlo.multiply %arg33, %cst_8 : tensor<32xf32>
    %552 = stablehlo.reduce(%520 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %553 = stablehlo.add %551, %552 : tensor<32xf32>
    %554 = stablehlo.multiply %553, %cst_7 : tensor<32xf32>
    %555 = stablehlo.subtract %arg19, %554 : tensor<32xf32>
    %556 = stablehlo.multiply %arg34, %cst_6 : tensor<16x32xf32>
    %557 = stablehlo.transpose %500, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %558 = stablehlo.dot_general %557, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.add %556, %558 : tensor<16x32xf32>
    %560 = stablehlo.multiply %559, %cst_5 : tensor<16x32xf32>
    %561 = stablehlo.subtract %arg18, %560 : tensor<16x32xf32>
    %562 = stablehlo.multiply %arg35, %cst_4 : tensor<16xf32>
    %563 = stablehlo.reduce(%500 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %564 = stablehlo.add %562, %563 : tensor<16xf32>
    %565 = stablehlo.multiply %564, %cst_3 : tensor<16xf32>
    %566 = stablehlo.subtract %arg17, %565 : tensor<16xf32>
    %567 = stablehlo.multiply %arg36, %cst_6 : tensor<16x32xf32>
    %568 = stablehlo.transpose %469, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %569 = stablehlo.dot_general %568, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %570 = stablehlo.add %567, %569 : tensor<16x32xf32>
    %571 = stablehlo.multiply %570, %cst_5 : tensor<16x32xf32>
    %572 = stablehlo.subtract %arg11, %571 : tensor<16x32xf32>
    %573 = stablehlo.multiply %arg37, %cst_4 : tensor<16xf32>
    %574 = stablehlo.reduce(%469 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %575 = stablehlo.add %573, %574 : tensor<16xf32>
    %576 = stablehlo.multiply %575, %cst_3 : tensor<16xf32>
    %577 = stablehlo.subtract %arg10, %576 : tensor<16xf32>
    %578 = stablehlo.multiply %arg38, %cst_10 : tensor<32x32xf32>
    %579 = stablehlo.transpose %460, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %580 = stablehlo.dot_general %579, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %581 = stablehlo.add %578, %580 : tensor<32x32xf32>
    %582 = stablehlo.multiply %581, %cst_9 : tensor<32x32xf32>
    %583 = stablehlo.subtract %arg9, %582 : tensor<32x32xf32>
    %584 = stablehlo.multiply %arg39, %cst_2 : tensor<64x32xf32>
    %585 = stablehlo.transpose %439, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %586 = stablehlo.dot_general %585, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %587 = stablehlo.add %584, %586 : tensor<64x32xf32>
    %588 = stablehlo.multiply %587, %cst_1 : tensor<64x32xf32>
    %589 = stablehlo.subtract %arg22, %588 : tensor<64x32xf32>
    %590 = stablehlo.multiply %arg40, %cst_2 : tensor<64x32xf32>
    %591 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %592 = stablehlo.dot_general %591, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %593 = stablehlo.add %590, %592 : tensor<64x32xf32>
    %594 = stablehlo.multiply %593, %cst_1 : tensor<64x32xf32>
    %595 = stablehlo.subtract %arg8, %594 : tensor<64x32xf32>
    %596 = stablehlo.multiply %arg41, %cst_0 : tensor<32x64xf32>
    %597 = stablehlo.transpose %426, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %598 = stablehlo.dot_general %597, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %599 = stablehlo.add %596, %598 : tensor<32x64xf32>
    %600 = stablehlo.multiply %599, %cst : tensor<32x64xf32>
    %601 = stablehlo.subtract %arg7, %600 : tensor<32x64xf32>
    %602 = stablehlo.multiply %arg42, %cst_8 : tensor<32xf32>
    %603 = stablehlo.multiply %523, %14 : tensor<2x8x32xf32>
    %604 = stablehlo.reduce(%603 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.add %602, %604 : tensor<32xf32>
    %606 = stablehlo.multiply %605, %cst_7 : tensor<32xf32>
    %607 = stablehlo.subtract %arg13, %606 : tensor<32xf32>
    %608 = stablehlo.multiply %arg43, %cst_8 : tensor<32xf32>
    %609 = stablehlo.multiply %442, %130 : tensor<2x8x32xf32>
    %610 = stablehlo.reduce(%609 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %611 = stablehlo.add %608, %610 : tensor<32xf32>
    %612 = stablehlo.multiply %611, %cst_7 : tensor<32xf32>
    %613 = stablehlo.subtract %arg21, %612 : tensor<32xf32>
    %614 = stablehlo.multiply %arg44, %cst_10 : tensor<32x32xf32>
    %615 = stablehlo.transpose %406, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %616 = stablehlo.dot_general %615, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %617 = stablehlo.add %614, %616 : tensor<32x32xf32>
    %618 = stablehlo.multiply %617, %cst_9 : tensor<32x32xf32>
    %619 = stablehlo.subtract %arg27, %618 : tensor<32x32xf32>
    %620 = stablehlo.multiply %arg45, %cst_8 : tensor<32xf32>
    %621 = stablehlo.reduce(%406 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %622 = stablehlo.add %620, %621 : tensor<32xf32>
    %623 = stablehlo.multiply %622, %cst_7 : tensor<32xf32>
    %624 = stablehlo.subtract %arg26, %623 : tensor<32xf32>
    %625 = stablehlo.multiply %arg46, %cst_6 : tensor<16x32xf32>
    %626 = stablehlo.transpose %386, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %627 = stablehlo.dot_general %626, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %628 = stablehlo.add %625, %627 : tensor<16x32xf32>
    %629 = stablehlo.multiply %628, %cst_5 : tensor<16x32xf32>
    %630 = stablehlo.subtract %arg25, %629 : tensor<16x32xf32>
    %631 = stablehlo.multiply %arg47, %cst_4 : tensor<16xf32>
    %632 = stablehlo.reduce(%386 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %633 = stablehlo.add %631, %632 : tensor<16xf32>
    %634 = stablehlo.multiply %633, %cst_3 : tensor<16xf32>
    %635 = stablehlo.subtract %arg24, %634 : tensor<16xf32>
    %636 = stablehlo.multiply %arg48, %cst_6 : tensor<16x32xf32>
    %637 = stablehlo.transpose %355, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %638 = stablehlo.dot_general %637, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %639 = stablehlo.add %636, %638 : tensor<16x32xf32>
    %640 = stablehlo.multiply %639, %cst_5 : tensor<16x32xf32>
    %641 = stablehlo.subtract %arg6, %640 : tensor<16x32xf32>
    %642 = stablehlo.multiply %arg49, %cst_4 : tensor<16xf32>
    %643 = stablehlo.reduce(%355 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %644 = stablehlo.add %642, %643 : tensor<16xf32>
    %645 = stablehlo.multiply %644, %cst_3 : tensor<16xf32>
    %646 = stablehlo.subtract %arg5, %645 : tensor<16xf32>
    %647 = stablehlo.multiply %arg50, %cst_10 : tensor<32x32xf32>
    %648 = stablehlo.transpose %346, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %649 = stablehlo.dot_general %648, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %650 = stablehlo.add %647, %649 : tensor<32x32xf32>
    %651 = stablehlo.multiply %650, %cst_9 : tensor<32x32xf32>
    %652 = stablehlo.subtract %arg4, %651 : tensor<32x32xf32>
    %653 = stablehlo.multiply %arg51, %cst_2 : tensor<64x32xf32>
    %654 = stablehlo.transpose %325, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %655 = stablehlo.dot_general %654, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %656 = stablehlo.add %653, %655 : tensor<64x32xf32>
    %657 = stablehlo.multiply %656, %cst_1 : tensor<64x32xf32>
    %658 = stablehlo.subtract %arg29, %657 : tensor<64x32xf32>
    %659 = stablehlo.multiply %arg52, %cst_2 : tensor<64x32xf32>
    %660 = stablehlo.transpose %316, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %661 = stablehlo.dot_general %660, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %662 = stablehlo.add %659, %661 : tensor<64x32xf32>
    %663 = stablehlo.multiply %662, %cst_1 : tensor<64x32xf32>
    %664 = stablehlo.subtract %arg3, %663 : tensor<64x32xf32>
    %665 = stablehlo.multiply %arg53, %cst_0 : tensor<32x64xf32>
    %666 = stablehlo.transpose %312, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %667 = stablehlo.dot_general %666, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %668 = stablehlo.add %665, %667 : tensor<32x64xf32>
    %669 = stablehlo.multiply %668, %cst : tensor<32x64xf32>
    %670 = stablehlo.subtract %arg2, %669 : tensor<32x64xf32>
    %671 = stablehlo.multiply %arg54, %cst_8 : tensor<32xf32>
    %672 = stablehlo.multiply %409, %156 : tensor<2x8x32xf32>
    %673 = stablehlo.reduce(%672 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.add %671, %673 : tensor<32xf32>
    %675 = stablehlo.multiply %674, %cst_7 : tensor<32xf32>
    %676 = stablehlo.subtract %arg23, %675 : tensor<32xf32>
    %677 = stablehlo.multiply %arg55, %cst_8 : tensor<32xf32>
    %678 = stablehlo.multiply %328, %228 : tensor<2x8x32xf32>
    %679 = stablehlo.reduce(%678 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %680 = stablehlo.add %677, %679 : tensor<32xf32>
    %681 = stablehlo.multiply %680, %cst_7 : tensor<32xf32>
    %682 = stablehlo.subtract %arg28, %681 : tensor<32xf32>
    %683 = stablehlo.multiply %arg56, %cst_8 : tensor<32xf32>
    %684 = stablehlo.multiply %296, %253 : tensor<2x8x32xf32>
    %685 = stablehlo.reduce(%684 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %686 = stablehlo.add %683, %685 : tensor<32xf32>
    %687 = stablehlo.multiply %686, %cst_7 : tensor<32xf32>
    %688 = stablehlo.subtract %arg30, %687 : tensor<32xf32>
    %689 = stablehlo.multiply %arg57, %cst_29 : tensor<128x32xf32>
    %690 = stablehlo.transpose %294, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %691 = stablehlo.dot_general %690, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %692 = stablehlo.add %689, %691 : tensor<128x32xf32>
    %693 = stablehlo.multiply %692, %cst_11 : tensor<128x32xf32>
    %694 = stablehlo.subtract %arg1, %693 : tensor<128x32xf32>
    return %278, %544, %550, %555, %561, %566, %572, %577, %583, %589, %595, %601, %607, %613, %619, %624, %630, %635, %641, %646, %652, %658, %664, %670, %676, %682, %688, %694, %542, %548, %553, %559, %564, %570, %575, %581, %587, %593, %599, %605, %611, %617, %622, %628, %633, %639, %644, %650, %656, %662, %668, %674, %680, %686, %692 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
