module @IrToHlo.2162 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 21 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 20 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<2x8xi64>, %arg12: tensor<i1>, %arg13: tensor<4xf32>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<16xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<64x32xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<16xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<64x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<64x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32x64xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<16xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<64x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<64x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32x64xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x16xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<2x8x16xf32>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_26 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_28 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_29 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_35 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_39 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_40 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_41 = stablehlo.constant dense<6.250000e-02> : tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x16xf32>
    %cst_43 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_44 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_46 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_48 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_50 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_51 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_52 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %8 = stablehlo.dot_general %3, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.power %9, %cst_47 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_46 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_45 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %9, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.broadcast_in_dim %cst_44, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x8x4xf32>
    %25 = stablehlo.concatenate %24, %24, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %26 = stablehlo.cosine %25 : tensor<1x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x4x8x8xf32>
    %30 = stablehlo.slice %21 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.negate %30 : tensor<2x4x8x4xf32>
    %32 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.sine %25 : tensor<1x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.add %29, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %38, %cst_43 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %42 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.dot_general %3, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %45 = stablehlo.power %44, %cst_42 : tensor<2x8x16xf32>
    %46 = stablehlo.reduce(%45 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %47 = stablehlo.multiply %46, %cst_41 : tensor<2x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %49 = stablehlo.add %48, %cst_45 : tensor<2x8x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x8x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %53 = stablehlo.multiply %44, %52 : tensor<2x8x16xf32>
    %54 = stablehlo.multiply %41, %53 : tensor<2x8x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x2x8x8xf32>
    %59 = stablehlo.slice %56 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %60 = stablehlo.negate %59 : tensor<2x2x8x4xf32>
    %61 = stablehlo.slice %56 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %62 = stablehlo.concatenate %60, %61, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.add %58, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.transpose %67, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.multiply %68, %cst_43 : tensor<2x4x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.dot_general %40, %70, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.convert %arg12 : (tensor<i1>) -> tensor<ui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %75 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %76 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %77 = stablehlo.compare  GT, %75, %76 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.and %74, %78 : tensor<1x1x8x8xui8>
    %80 = stablehlo.compare  NE, %79, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %83 = stablehlo.compare  LE, %75, %82 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %84 = stablehlo.convert %83 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %85 = stablehlo.and %81, %84 : tensor<1x1x8x8xui8>
    %86 = stablehlo.compare  NE, %85, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %74, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_52 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg11, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_36 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_40, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_35 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_50 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_34, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %72, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x4x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %124 = stablehlo.dot_general %3, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.dot_general %122, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.power %135, %cst_47 : tensor<2x8x32xf32>
    %137 = stablehlo.reduce(%136 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %138 = stablehlo.multiply %137, %cst_46 : tensor<2x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %140 = stablehlo.add %139, %cst_45 : tensor<2x8x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<2x8x1xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.multiply %135, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.multiply %5, %144 : tensor<2x8x32xf32>
    %146 = stablehlo.add %4, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.reshape %146 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.logistic %151 : tensor<2x8x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x8x64xf32>
    %154 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %148, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.multiply %153, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %159 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.power %161, %cst_47 : tensor<2x8x32xf32>
    %163 = stablehlo.reduce(%162 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %164 = stablehlo.multiply %163, %cst_46 : tensor<2x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %166 = stablehlo.add %165, %cst_45 : tensor<2x8x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<2x8x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %161, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.multiply %147, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.add %146, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.reshape %172 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.power %178, %cst_47 : tensor<2x8x32xf32>
    %180 = stablehlo.reduce(%179 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %181 = stablehlo.multiply %180, %cst_46 : tensor<2x8xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %183 = stablehlo.add %182, %cst_45 : tensor<2x8x1xf32>
    %184 = stablehlo.rsqrt %183 : tensor<2x8x1xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.multiply %178, %186 : tensor<2x8x32xf32>
    %188 = stablehlo.multiply %174, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.multiply %190, %28 : tensor<2x4x8x8xf32>
    %192 = stablehlo.slice %190 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %193 = stablehlo.negate %192 : tensor<2x4x8x4xf32>
    %194 = stablehlo.slice %190 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %195 = stablehlo.concatenate %193, %194, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %196 = stablehlo.multiply %195, %36 : tensor<2x4x8x8xf32>
    %197 = stablehlo.add %191, %196 : tensor<2x4x8x8xf32>
    %198 = stablehlo.multiply %197, %cst_43 : tensor<2x4x8x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %200 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %201 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %202 = stablehlo.dot_general %175, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.power %203, %cst_42 : tensor<2x8x16xf32>
    %205 = stablehlo.reduce(%204 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %206 = stablehlo.multiply %205, %cst_41 : tensor<2x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %208 = stablehlo.add %207, %cst_45 : tensor<2x8x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<2x8x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %212 = stablehlo.multiply %203, %211 : tensor<2x8x16xf32>
    %213 = stablehlo.multiply %200, %212 : tensor<2x8x16xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %216 = stablehlo.multiply %215, %57 : tensor<2x2x8x8xf32>
    %217 = stablehlo.slice %215 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %218 = stablehlo.negate %217 : tensor<2x2x8x4xf32>
    %219 = stablehlo.slice %215 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %220 = stablehlo.concatenate %218, %219, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %221 = stablehlo.multiply %220, %63 : tensor<2x2x8x8xf32>
    %222 = stablehlo.add %216, %221 : tensor<2x2x8x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.transpose %224, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %226 = stablehlo.multiply %225, %cst_43 : tensor<2x4x8x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %228 = stablehlo.dot_general %199, %227, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %230 = stablehlo.add %229, %113 : tensor<2x4x8x8xf32>
    %231 = stablehlo.reduce(%230 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %233 = stablehlo.subtract %230, %232 : tensor<2x4x8x8xf32>
    %234 = stablehlo.exponential %233 : tensor<2x4x8x8xf32>
    %235 = stablehlo.reduce(%234 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %237 = stablehlo.divide %234, %236 : tensor<2x4x8x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %239 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %240 = stablehlo.dot_general %175, %239, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.dot_general %238, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %250 = stablehlo.dot_general %248, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.power %251, %cst_47 : tensor<2x8x32xf32>
    %253 = stablehlo.reduce(%252 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %254 = stablehlo.multiply %253, %cst_46 : tensor<2x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %256 = stablehlo.add %255, %cst_45 : tensor<2x8x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<2x8x1xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.multiply %251, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.multiply %173, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.add %172, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %264 = stablehlo.reshape %262 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %267 = stablehlo.reshape %266 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %268 = stablehlo.logistic %267 : tensor<2x8x64xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<2x8x64xf32>
    %270 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %271 = stablehlo.dot_general %264, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %272 = stablehlo.reshape %271 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %273 = stablehlo.multiply %269, %272 : tensor<2x8x64xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %275 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.power %277, %cst_47 : tensor<2x8x32xf32>
    %279 = stablehlo.reduce(%278 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %280 = stablehlo.multiply %279, %cst_46 : tensor<2x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %282 = stablehlo.add %281, %cst_45 : tensor<2x8x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<2x8x1xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.multiply %277, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.multiply %263, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.add %262, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.power %288, %cst_47 : tensor<2x8x32xf32>
    %290 = stablehlo.reduce(%289 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %291 = stablehlo.multiply %290, %cst_46 : tensor<2x8xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %293 = stablehlo.add %292, %cst_45 : tensor<2x8x1xf32>
    %294 = stablehlo.rsqrt %293 : tensor<2x8x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.multiply %288, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.multiply %0, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %300 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %301 = stablehlo.dot_general %299, %300, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %303 = stablehlo.slice %302 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %304 = stablehlo.reduce(%303 init: %cst_49) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %306 = stablehlo.subtract %303, %305 : tensor<2x7x128xf32>
    %307 = stablehlo.exponential %306 : tensor<2x7x128xf32>
    %308 = stablehlo.reduce(%307 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %309 = stablehlo.log %308 : tensor<2x7xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %311 = stablehlo.subtract %306, %310 : tensor<2x7x128xf32>
    %312 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %314 = stablehlo.broadcast_in_dim %c_48, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %315 = stablehlo.compare  EQ, %313, %314 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %316 = stablehlo.convert %315 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %317 = stablehlo.convert %316 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %318 = stablehlo.multiply %311, %317 : tensor<2x7x128xf32>
    %319 = stablehlo.reduce(%318 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %320 = stablehlo.reduce(%319 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %321 = stablehlo.multiply %320, %cst_32 : tensor<f32>
    %322 = stablehlo.negate %321 : tensor<f32>
    %323 = stablehlo.multiply %arg29, %cst_31 : tensor<128x32xf32>
    %324 = stablehlo.compare  LT, %arg0, %c_51 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %325 = stablehlo.add %arg0, %c_29 : tensor<2x8xi64>
    %326 = stablehlo.select %324, %325, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %327 = stablehlo.reshape %326 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %328 = stablehlo.compare  EQ, %arg0, %c_28 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %330 = stablehlo.multiply %317, %cst_25 : tensor<2x7x128xf32>
    %331 = stablehlo.exponential %311 : tensor<2x7x128xf32>
    %332 = stablehlo.reduce(%330 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<2x7x128xf32>
    %335 = stablehlo.subtract %330, %334 : tensor<2x7x128xf32>
    %336 = stablehlo.pad %335, %cst_53, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %337 = stablehlo.select %c_26, %336, %cst_24 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %339 = stablehlo.dot_general %338, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.multiply %340, %0 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %341, %296 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %341, %288 : tensor<2x8x32xf32>
    %344 = stablehlo.reduce(%343 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %346 = stablehlo.multiply %345, %cst_23 : tensor<2x8x1xf32>
    %347 = stablehlo.power %294, %cst_22 : tensor<2x8x1xf32>
    %348 = stablehlo.multiply %346, %347 : tensor<2x8x1xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.divide %350, %cst_21 : tensor<2x8x32xf32>
    %352 = stablehlo.power %288, %cst_20 : tensor<2x8x32xf32>
    %353 = stablehlo.multiply %352, %cst_47 : tensor<2x8x32xf32>
    %354 = stablehlo.multiply %351, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.add %342, %354 : tensor<2x8x32xf32>
    %356 = stablehlo.multiply %355, %263 : tensor<2x8x32xf32>
    %357 = stablehlo.multiply %356, %285 : tensor<2x8x32xf32>
    %358 = stablehlo.multiply %356, %277 : tensor<2x8x32xf32>
    %359 = stablehlo.reduce(%358 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %361 = stablehlo.multiply %360, %cst_23 : tensor<2x8x1xf32>
    %362 = stablehlo.power %283, %cst_22 : tensor<2x8x1xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<2x8x1xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.divide %365, %cst_21 : tensor<2x8x32xf32>
    %367 = stablehlo.power %277, %cst_20 : tensor<2x8x32xf32>
    %368 = stablehlo.multiply %367, %cst_47 : tensor<2x8x32xf32>
    %369 = stablehlo.multiply %366, %368 : tensor<2x8x32xf32>
    %370 = stablehlo.add %357, %369 : tensor<2x8x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %372 = stablehlo.dot_general %371, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %373 = stablehlo.reshape %372 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %374 = stablehlo.multiply %373, %269 : tensor<2x8x64xf32>
    %375 = stablehlo.reshape %374 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %376 = stablehlo.dot_general %375, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %377 = stablehlo.reshape %376 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %378 = stablehlo.add %355, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.multiply %373, %272 : tensor<2x8x64xf32>
    %380 = stablehlo.subtract %cst_19, %268 : tensor<2x8x64xf32>
    %381 = stablehlo.multiply %267, %380 : tensor<2x8x64xf32>
    %382 = stablehlo.add %381, %cst_19 : tensor<2x8x64xf32>
    %383 = stablehlo.multiply %268, %382 : tensor<2x8x64xf32>
    %384 = stablehlo.multiply %379, %383 : tensor<2x8x64xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %386 = stablehlo.dot_general %385, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %387 = stablehlo.reshape %386 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.add %378, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.transpose %238, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %390 = stablehlo.multiply %388, %173 : tensor<2x8x32xf32>
    %391 = stablehlo.multiply %390, %259 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %390, %251 : tensor<2x8x32xf32>
    %393 = stablehlo.reduce(%392 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %395 = stablehlo.multiply %394, %cst_23 : tensor<2x8x1xf32>
    %396 = stablehlo.power %257, %cst_22 : tensor<2x8x1xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<2x8x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %400 = stablehlo.divide %399, %cst_21 : tensor<2x8x32xf32>
    %401 = stablehlo.power %251, %cst_20 : tensor<2x8x32xf32>
    %402 = stablehlo.multiply %401, %cst_47 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %400, %402 : tensor<2x8x32xf32>
    %404 = stablehlo.add %391, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %406 = stablehlo.dot_general %405, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %407 = stablehlo.reshape %406 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %408 = stablehlo.transpose %407, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %410 = stablehlo.dot_general %389, %409, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %412 = stablehlo.reduce(%411 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %413 = stablehlo.transpose %412, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %415 = stablehlo.dot_general %414, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.add %388, %416 : tensor<2x8x32xf32>
    %418 = stablehlo.transpose %199, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %419 = stablehlo.transpose %244, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %420 = stablehlo.dot_general %409, %419, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %421 = stablehlo.reshape %420 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %422 = stablehlo.multiply %421, %237 : tensor<2x4x8x8xf32>
    %423 = stablehlo.reduce(%422 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %425 = stablehlo.multiply %237, %424 : tensor<2x4x8x8xf32>
    %426 = stablehlo.subtract %422, %425 : tensor<2x4x8x8xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %428 = stablehlo.dot_general %418, %427, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %429 = stablehlo.reshape %428 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %430 = stablehlo.multiply %429, %cst_43 : tensor<2x4x8x8xf32>
    %431 = stablehlo.transpose %430, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %432 = stablehlo.reshape %431 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %433 = stablehlo.reduce(%432 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %434 = stablehlo.multiply %433, %63 : tensor<2x2x8x8xf32>
    %435 = stablehlo.slice %434 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %436 = stablehlo.negate %435 : tensor<2x2x8x4xf32>
    %437 = stablehlo.pad %436, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %438 = stablehlo.select %c_18, %437, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %439 = stablehlo.slice %434 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %440 = stablehlo.pad %439, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %441 = stablehlo.select %c_16, %440, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %442 = stablehlo.add %438, %441 : tensor<2x2x8x8xf32>
    %443 = stablehlo.multiply %433, %57 : tensor<2x2x8x8xf32>
    %444 = stablehlo.add %442, %443 : tensor<2x2x8x8xf32>
    %445 = stablehlo.transpose %444, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %447 = stablehlo.multiply %446, %200 : tensor<2x8x16xf32>
    %448 = stablehlo.multiply %447, %211 : tensor<2x8x16xf32>
    %449 = stablehlo.multiply %447, %203 : tensor<2x8x16xf32>
    %450 = stablehlo.reduce(%449 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %452 = stablehlo.multiply %451, %cst_23 : tensor<2x8x1xf32>
    %453 = stablehlo.power %209, %cst_22 : tensor<2x8x1xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<2x8x1xf32>
    %455 = stablehlo.reshape %454 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %457 = stablehlo.divide %456, %cst_15 : tensor<2x8x16xf32>
    %458 = stablehlo.power %203, %cst_14 : tensor<2x8x16xf32>
    %459 = stablehlo.multiply %458, %cst_42 : tensor<2x8x16xf32>
    %460 = stablehlo.multiply %457, %459 : tensor<2x8x16xf32>
    %461 = stablehlo.add %448, %460 : tensor<2x8x16xf32>
    %462 = stablehlo.reshape %461 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %463 = stablehlo.dot_general %462, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.reshape %463 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %465 = stablehlo.add %417, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.transpose %227, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %467 = stablehlo.dot_general %427, %466, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.multiply %468, %cst_43 : tensor<2x4x8x8xf32>
    %470 = stablehlo.multiply %469, %36 : tensor<2x4x8x8xf32>
    %471 = stablehlo.slice %470 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %472 = stablehlo.negate %471 : tensor<2x4x8x4xf32>
    %473 = stablehlo.pad %472, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %474 = stablehlo.select %c_13, %473, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %475 = stablehlo.slice %470 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %476 = stablehlo.pad %475, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %477 = stablehlo.select %c, %476, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %478 = stablehlo.add %474, %477 : tensor<2x4x8x8xf32>
    %479 = stablehlo.multiply %469, %28 : tensor<2x4x8x8xf32>
    %480 = stablehlo.add %478, %479 : tensor<2x4x8x8xf32>
    %481 = stablehlo.transpose %480, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %483 = stablehlo.multiply %482, %174 : tensor<2x8x32xf32>
    %484 = stablehlo.multiply %483, %186 : tensor<2x8x32xf32>
    %485 = stablehlo.multiply %483, %178 : tensor<2x8x32xf32>
    %486 = stablehlo.reduce(%485 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %487 = stablehlo.reshape %486 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %488 = stablehlo.multiply %487, %cst_23 : tensor<2x8x1xf32>
    %489 = stablehlo.power %184, %cst_22 : tensor<2x8x1xf32>
    %490 = stablehlo.multiply %488, %489 : tensor<2x8x1xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %493 = stablehlo.divide %492, %cst_21 : tensor<2x8x32xf32>
    %494 = stablehlo.power %178, %cst_20 : tensor<2x8x32xf32>
    %495 = stablehlo.multiply %494, %cst_47 : tensor<2x8x32xf32>
    %496 = stablehlo.multiply %493, %495 : tensor<2x8x32xf32>
    %497 = stablehlo.add %484, %496 : tensor<2x8x32xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %499 = stablehlo.dot_general %498, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.reshape %499 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.add %465, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.multiply %501, %147 : tensor<2x8x32xf32>
    %503 = stablehlo.multiply %502, %169 : tensor<2x8x32xf32>
    %504 = stablehlo.multiply %502, %161 : tensor<2x8x32xf32>
    %505 = stablehlo.reduce(%504 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %506 = stablehlo.reshape %505 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %507 = stablehlo.multiply %506, %cst_23 : tensor<2x8x1xf32>
    %508 = stablehlo.power %167, %cst_22 : tensor<2x8x1xf32>
    %509 = stablehlo.multiply %507, %508 : tensor<2x8x1xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %512 = stablehlo.divide %511, %cst_21 : tensor<2x8x32xf32>
    %513 = stablehlo.power %161, %cst_20 : tensor<2x8x32xf32>
    %514 = stablehlo.multiply %513, %cst_47 : tensor<2x8x32xf32>
    %515 = stablehlo.multiply %512, %514 : tensor<2x8x32xf32>
    %516 = stablehlo.add %503, %515 : tensor<2x8x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %518 = stablehlo.dot_general %517, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %519 = stablehlo.reshape %518 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %520 = stablehlo.multiply %519, %153 : tensor<2x8x64xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %522 = stablehlo.dot_general %521, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %523 = stablehlo.reshape %522 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %524 = stablehlo.add %501, %523 : tensor<2x8x32xf32>
    %525 = stablehlo.multiply %519, %156 : tensor<2x8x64xf32>
    %526 = stablehlo.subtract %cst_19, %152 : tensor<2x8x64xf32>
    %527 = stablehlo.multiply %151, %526 : tensor<2x8x64xf32>
    %528 = stablehlo.add %527, %cst_19 : tensor<2x8x64xf32>
    %529 = stablehlo.multiply %152, %528 : tensor<2x8x64xf32>
    %530 = stablehlo.multiply %525, %529 : tensor<2x8x64xf32>
    %531 = stablehlo.reshape %530 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %532 = stablehlo.dot_general %531, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %533 = stablehlo.reshape %532 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.add %524, %533 : tensor<2x8x32xf32>
    %535 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %536 = stablehlo.multiply %534, %5 : tensor<2x8x32xf32>
    %537 = stablehlo.multiply %536, %143 : tensor<2x8x32xf32>
    %538 = stablehlo.multiply %536, %135 : tensor<2x8x32xf32>
    %539 = stablehlo.reduce(%538 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %541 = stablehlo.multiply %540, %cst_23 : tensor<2x8x1xf32>
    %542 = stablehlo.power %141, %cst_22 : tensor<2x8x1xf32>
    %543 = stablehlo.multiply %541, %542 : tensor<2x8x1xf32>
    %544 = stablehlo.reshape %543 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %546 = stablehlo.divide %545, %cst_21 : tensor<2x8x32xf32>
    %547 = stablehlo.power %135, %cst_20 : tensor<2x8x32xf32>
    %548 = stablehlo.multiply %547, %cst_47 : tensor<2x8x32xf32>
    %549 = stablehlo.multiply %546, %548 : tensor<2x8x32xf32>
    %550 = stablehlo.add %537, %549 : tensor<2x8x32xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %552 = stablehlo.dot_general %551, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %553 = stablehlo.reshape %552 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %554 = stablehlo.transpose %553, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %556 = stablehlo.dot_general %535, %555, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %557 = stablehlo.reshape %556 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %558 = stablehlo.reduce(%557 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %559 = stablehlo.transpose %558, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %560 = stablehlo.reshape %559 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %561 = stablehlo.dot_general %560, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %562 = stablehlo.reshape %561 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %563 = stablehlo.add %534, %562 : tensor<2x8x32xf32>
    %564 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %565 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %566 = stablehlo.dot_general %555, %565, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %568 = stablehlo.multiply %567, %121 : tensor<2x4x8x8xf32>
    %569 = stablehlo.reduce(%568 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %571 = stablehlo.multiply %121, %570 : tensor<2x4x8x8xf32>
    %572 = stablehlo.subtract %568, %571 : tensor<2x4x8x8xf32>
    %573 = stablehlo.reshape %572 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %574 = stablehlo.dot_general %564, %573, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %575 = stablehlo.reshape %574 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %576 = stablehlo.multiply %575, %cst_43 : tensor<2x4x8x8xf32>
    %577 = stablehlo.transpose %576, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %578 = stablehlo.reshape %577 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %579 = stablehlo.reduce(%578 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %580 = stablehlo.multiply %579, %63 : tensor<2x2x8x8xf32>
    %581 = stablehlo.slice %580 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %582 = stablehlo.negate %581 : tensor<2x2x8x4xf32>
    %583 = stablehlo.pad %582, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %584 = stablehlo.select %c_18, %583, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %585 = stablehlo.slice %580 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %586 = stablehlo.pad %585, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %587 = stablehlo.select %c_16, %586, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %588 = stablehlo.add %584, %587 : tensor<2x2x8x8xf32>
    %589 = stablehlo.multiply %579, %57 : tensor<2x2x8x8xf32>
    %590 = stablehlo.add %588, %589 : tensor<2x2x8x8xf32>
    %591 = stablehlo.transpose %590, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %593 = stablehlo.multiply %592, %41 : tensor<2x8x16xf32>
    %594 = stablehlo.multiply %593, %52 : tensor<2x8x16xf32>
    %595 = stablehlo.multiply %593, %44 : tensor<2x8x16xf32>
    %596 = stablehlo.reduce(%595 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %597 = stablehlo.reshape %596 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %598 = stablehlo.multiply %597, %cst_23 : tensor<2x8x1xf32>
    %599 = stablehlo.power %50, %cst_22 : tensor<2x8x1xf32>
    %600 = stablehlo.multiply %598, %599 : tensor<2x8x1xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %603 = stablehlo.divide %602, %cst_15 : tensor<2x8x16xf32>
    %604 = stablehlo.power %44, %cst_14 : tensor<2x8x16xf32>
    %605 = stablehlo.multiply %604, %cst_42 : tensor<2x8x16xf32>
    %606 = stablehlo.multiply %603, %605 : tensor<2x8x16xf32>
    %607 = stablehlo.add %594, %606 : tensor<2x8x16xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %609 = stablehlo.dot_general %608, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %610 = stablehlo.reshape %609 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %611 = stablehlo.add %563, %610 : tensor<2x8x32xf32>
    %612 = stablehlo.transpose %70, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %613 = stablehlo.dot_general %573, %612, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %614 = stablehlo.reshape %613 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %615 = stablehlo.multiply %614, %cst_43 : tensor<2x4x8x8xf32>
    %616 = stablehlo.multiply %615, %36 : tensor<2x4x8x8xf32>
    %617 = stablehlo.slice %616 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %618 = stablehlo.negate %617 : tensor<2x4x8x4xf32>
    %619 = stablehlo.pad %618, %cst_53, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %620 = stablehlo.select %c_13, %619, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %621 = stablehlo.slice %616 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %622 = stablehlo.pad %621, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %623 = stablehlo.select %c, %622, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %624 = stablehlo.add %620, %623 : tensor<2x4x8x8xf32>
    %625 = stablehlo.multiply %615, %28 : tensor<2x4x8x8xf32>
    %626 = stablehlo.add %624, %625 : tensor<2x4x8x8xf32>
    %627 = stablehlo.transpose %626, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %628 = stablehlo.reshape %627 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %629 = stablehlo.multiply %628, %6 : tensor<2x8x32xf32>
    %630 = stablehlo.multiply %629, %17 : tensor<2x8x32xf32>
    %631 = stablehlo.multiply %629, %9 : tensor<2x8x32xf32>
    %632 = stablehlo.reduce(%631 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %633 = stablehlo.reshape %632 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %634 = stablehlo.multiply %633, %cst_23 : tensor<2x8x1xf32>
    %635 = stablehlo.power %15, %cst_22 : tensor<2x8x1xf32>
    %636 = stablehlo.multiply %634, %635 : tensor<2x8x1xf32>
    %637 = stablehlo.reshape %636 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %639 = stablehlo.divide %638, %cst_21 : tensor<2x8x32xf32>
    %640 = stablehlo.power %9, %cst_20 : tensor<2x8x32xf32>
    %641 = stablehlo.multiply %640, %cst_47 : tensor<2x8x32xf32>
    %642 = stablehlo.multiply %639, %641 : tensor<2x8x32xf32>
    %643 = stablehlo.add %630, %642 : tensor<2x8x32xf32>
    %644 = stablehlo.reshape %643 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %645 = stablehlo.dot_general %644, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %646 = stablehlo.reshape %645 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %647 = stablehlo.add %611, %646 : tensor<2x8x32xf32>
    %648 = stablehlo.select %329, %cst_27, %647 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %649 = "stablehlo.scatter"(%cst_30, %327, %648) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %797 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %797 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %650 = stablehlo.add %323, %649 : tensor<128x32xf32>
    %651 = stablehlo.multiply %650, %cst_11 : tensor<128x32xf32>
    %652 = stablehlo.subtract %arg10, %651 : tensor<128x32xf32>
    %653 = stablehlo.multiply %arg30, %cst_10 : tensor<32x32xf32>
    %654 = stablehlo.transpose %644, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %655 = stablehlo.dot_general %654, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %656 = stablehlo.add %653, %655 : tensor<32x32xf32>
    %657 = stablehlo.multiply %656, %cst_9 : tensor<32x32xf32>
    %658 = stablehlo.subtract %arg16, %657 : tensor<32x32xf32>
    %659 = stablehlo.multiply %arg31, %cst_8 : tensor<16x32xf32>
    %660 = stablehlo.transpose %608, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %661 = stablehlo.dot_general %660, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %662 = stablehlo.add %659, %661 : tensor<16x32xf32>
    %663 = stablehlo.multiply %662, %cst_7 : tensor<16x32xf32>
    %664 = stablehlo.subtract %arg14, %663 : tensor<16x32xf32>
    %665 = stablehlo.multiply %arg32, %cst_8 : tensor<16x32xf32>
    %666 = stablehlo.transpose %560, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %667 = stablehlo.dot_general %666, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %668 = stablehlo.add %665, %667 : tensor<16x32xf32>
    %669 = stablehlo.multiply %668, %cst_7 : tensor<16x32xf32>
    %670 = stablehlo.subtract %arg9, %669 : tensor<16x32xf32>
    %671 = stablehlo.multiply %arg33, %cst_10 : tensor<32x32xf32>
    %672 = stablehlo.transpose %551, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %673 = stablehlo.dot_general %672, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %674 = stablehlo.add %671, %673 : tensor<32x32xf32>
    %675 = stablehlo.multiply %674, %cst_9 : tensor<32x32xf32>
    %676 = stablehlo.subtract %arg8, %675 : tensor<32x32xf32>
    %677 = stablehlo.multiply %arg34, %cst_6 : tensor<32xf32>
    %678 = stablehlo.multiply %628, %18 : tensor<2x8x32xf32>
    %679 = stablehlo.reduce(%678 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %680 = stablehlo.add %677, %679 : tensor<32xf32>
    %681 = stablehlo.multiply %680, %cst_5 : tensor<32xf32>
    %682 = stablehlo.subtract %arg17, %681 : tensor<32xf32>
    %683 = stablehlo.multiply %arg35, %cst_4 : tensor<16xf32>
    %684 = stablehlo.multiply %592, %53 : tensor<2x8x16xf32>
    %685 = stablehlo.reduce(%684 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %686 = stablehlo.add %683, %685 : tensor<16xf32>
    %687 = stablehlo.multiply %686, %cst_3 : tensor<16xf32>
    %688 = stablehlo.subtract %arg15, %687 : tensor<16xf32>
    %689 = stablehlo.multiply %arg36, %cst_2 : tensor<64x32xf32>
    %690 = stablehlo.transpose %531, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %691 = stablehlo.dot_general %690, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %692 = stablehlo.add %689, %691 : tensor<64x32xf32>
    %693 = stablehlo.multiply %692, %cst_1 : tensor<64x32xf32>
    %694 = stablehlo.subtract %arg19, %693 : tensor<64x32xf32>
    %695 = stablehlo.multiply %arg37, %cst_2 : tensor<64x32xf32>
    %696 = stablehlo.transpose %521, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %697 = stablehlo.dot_general %696, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %698 = stablehlo.add %695, %697 : tensor<64x32xf32>
    %699 = stablehlo.multiply %698, %cst_1 : tensor<64x32xf32>
    %700 = stablehlo.subtract %arg7, %699 : tensor<64x32xf32>
    %701 = stablehlo.multiply %arg38, %cst_0 : tensor<32x64xf32>
    %702 = stablehlo.transpose %517, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %703 = stablehlo.dot_general %702, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %704 = stablehlo.add %701, %703 : tensor<32x64xf32>
    %705 = stablehlo.multiply %704, %cst : tensor<32x64xf32>
    %706 = stablehlo.subtract %arg6, %705 : tensor<32x64xf32>
    %707 = stablehlo.multiply %arg39, %cst_6 : tensor<32xf32>
    %708 = stablehlo.multiply %534, %144 : tensor<2x8x32xf32>
    %709 = stablehlo.reduce(%708 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %710 = stablehlo.add %707, %709 : tensor<32xf32>
    %711 = stablehlo.multiply %710, %cst_5 : tensor<32xf32>
    %712 = stablehlo.subtract %arg18, %711 : tensor<32xf32>
    %713 = stablehlo.multiply %arg40, %cst_6 : tensor<32xf32>
    %714 = stablehlo.multiply %501, %170 : tensor<2x8x32xf32>
    %715 = stablehlo.reduce(%714 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %716 = stablehlo.add %713, %715 : tensor<32xf32>
    %717 = stablehlo.multiply %716, %cst_5 : tensor<32xf32>
    %718 = stablehlo.subtract %arg20, %717 : tensor<32xf32>
    %719 = stablehlo.multiply %arg41, %cst_10 : tensor<32x32xf32>
    %720 = stablehlo.transpose %498, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %721 = stablehlo.dot_general %720, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %722 = stablehlo.add %719, %721 : tensor<32x32xf32>
    %723 = stablehlo.multiply %722, %cst_9 : tensor<32x32xf32>
    %724 = stablehlo.subtract %arg23, %723 : tensor<32x32xf32>
    %725 = stablehlo.multiply %arg42, %cst_8 : tensor<16x32xf32>
    %726 = stablehlo.transpose %462, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %727 = stablehlo.dot_general %726, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %728 = stablehlo.add %725, %727 : tensor<16x32xf32>
    %729 = stablehlo.multiply %728, %cst_7 : tensor<16x32xf32>
    %730 = stablehlo.subtract %arg21, %729 : tensor<16x32xf32>
    %731 = stablehlo.multiply %arg43, %cst_8 : tensor<16x32xf32>
    %732 = stablehlo.transpose %414, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %733 = stablehlo.dot_general %732, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %734 = stablehlo.add %731, %733 : tensor<16x32xf32>
    %735 = stablehlo.multiply %734, %cst_7 : tensor<16x32xf32>
    %736 = stablehlo.subtract %arg5, %735 : tensor<16x32xf32>
    %737 = stablehlo.multiply %arg44, %cst_10 : tensor<32x32xf32>
    %738 = stablehlo.transpose %405, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %739 = stablehlo.dot_general %738, %248, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %740 = stablehlo.add %737, %739 : tensor<32x32xf32>
    %741 = stablehlo.multiply %740, %cst_9 : tensor<32x32xf32>
    %742 = stablehlo.subtract %arg4, %741 : tensor<32x32xf32>
    %743 = stablehlo.multiply %arg45, %cst_6 : tensor<32xf32>
    %744 = stablehlo.multiply %482, %187 : tensor<2x8x32xf32>
    %745 = stablehlo.reduce(%744 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %746 = stablehlo.add %743, %745 : tensor<32xf32>
    %747 = stablehlo.multiply %746, %cst_5 : tensor<32xf32>
    %748 = stablehlo.subtract %arg24, %747 : tensor<32xf32>
    %749 = stablehlo.multiply %arg46, %cst_4 : tensor<16xf32>
    %750 = stablehlo.multiply %446, %212 : tensor<2x8x16xf32>
    %751 = stablehlo.reduce(%750 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %752 = stablehlo.add %749, %751 : tensor<16xf32>
    %753 = stablehlo.multiply %752, %cst_3 : tensor<16xf32>
    %754 = stablehlo.subtract %arg22, %753 : tensor<16xf32>
    %755 = stablehlo.multiply %arg47, %cst_2 : tensor<64x32xf32>
    %756 = stablehlo.transpose %385, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %757 = stablehlo.dot_general %756, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %758 = stablehlo.add %755, %757 : tensor<64x32xf32>
    %759 = stablehlo.multiply %758, %cst_1 : tensor<64x32xf32>
    %760 = stablehlo.subtract %arg26, %759 : tensor<64x32xf32>
    %761 = stablehlo.multiply %arg48, %cst_2 : tensor<64x32xf32>
    %762 = stablehlo.transpose %375, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %763 = stablehlo.dot_general %762, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %764 = stablehlo.add %761, %763 : tensor<64x32xf32>
    %765 = stablehlo.multiply %764, %cst_1 : tensor<64x32xf32>
    %766 = stablehlo.subtract %arg3, %765 : tensor<64x32xf32>
    %767 = stablehlo.multiply %arg49, %cst_0 : tensor<32x64xf32>
    %768 = stablehlo.transpose %371, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %769 = stablehlo.dot_general %768, %274, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %770 = stablehlo.add %767, %769 : tensor<32x64xf32>
    %771 = stablehlo.multiply %770, %cst : tensor<32x64xf32>
    %772 = stablehlo.subtract %arg2, %771 : tensor<32x64xf32>
    %773 = stablehlo.multiply %arg50, %cst_6 : tensor<32xf32>
    %774 = stablehlo.multiply %388, %260 : tensor<2x8x32xf32>
    %775 = stablehlo.reduce(%774 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %776 = stablehlo.add %773, %775 : tensor<32xf32>
    %777 = stablehlo.multiply %776, %cst_5 : tensor<32xf32>
    %778 = stablehlo.subtract %arg25, %777 : tensor<32xf32>
    %779 = stablehlo.multiply %arg51, %cst_6 : tensor<32xf32>
    %780 = stablehlo.multiply %355, %286 : tensor<2x8x32xf32>
    %781 = stablehlo.reduce(%780 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %782 = stablehlo.add %779, %781 : tensor<32xf32>
    %783 = stablehlo.multiply %782, %cst_5 : tensor<32xf32>
    %784 = stablehlo.subtract %arg27, %783 : tensor<32xf32>
    %785 = stablehlo.multiply %arg52, %cst_6 : tensor<32xf32>
    %786 = stablehlo.multiply %340, %297 : tensor<2x8x32xf32>
    %787 = stablehlo.reduce(%786 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %788 = stablehlo.add %785, %787 : tensor<32xf32>
    %789 = stablehlo.multiply %788, %cst_5 : tensor<32xf32>
    %790 = stablehlo.subtract %arg28, %789 : tensor<32xf32>
    %791 = stablehlo.multiply %arg53, %cst_31 : tensor<128x32xf32>
    %792 = stablehlo.transpose %338, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %793 = stablehlo.dot_general %792, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %794 = stablehlo.add %791, %793 : tensor<128x32xf32>
    %795 = stablehlo.multiply %794, %cst_11 : tensor<128x32xf32>
    %796 = stablehlo.subtract %arg1, %795 : tensor<128x32xf32>
    return %322, %652, %658, %664, %670, %676, %682, %688, %694, %700, %706, %712, %718, %724, %730, %736, %742, %748, %754, %760, %766, %772, %778, %784, %790, %796, %650, %656, %662, %668, %674, %680, %686, %692, %698, %704, %710, %716, %722, %728, %734, %740, %746, %752, %758, %764, %770, %776, %782, %788, %794 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
