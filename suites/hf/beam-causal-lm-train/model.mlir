module @IrToHlo.2764 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 33 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg4: tensor<4xf32> {tf.aliasing_output = 2 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 5 : i32}, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<8xf32> {tf.aliasing_output = 8 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg16: tensor<32x64xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<64x32xf32> {tf.aliasing_output = 11 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<4xf32> {tf.aliasing_output = 17 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg25: tensor<16x32xf32> {tf.aliasing_output = 20 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<8xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg29: tensor<8xf32> {tf.aliasing_output = 22 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg31: tensor<32x64xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 26 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 25 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<128x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<4xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<16x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<16x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<8xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<8xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<64x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<64x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32x64xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<4xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<16x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<16x32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<8xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<8xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32x32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<64x32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<64x32xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32x64xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<128x32xf32> {tf.aliasing_output = 66 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_34 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_35 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_37 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_38 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_41 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_42 = stablehlo.constant dense<3.000000e+01> : tensor<2x8x128xf32>
    %cst_43 = stablehlo.constant dense<0.89442718> : tensor<2x8x32xf32>
    %cst_44 = stablehlo.constant dense<0.44721359> : tensor<2x8x32xf32>
    %cst_45 = stablehlo.constant dense<0.866025388> : tensor<2x8x32xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<1x8xf32>
    %cst_48 = stablehlo.constant dense<[[4.8828125E-4, 9.765625E-4, 0.00146484375, 0.001953125, 0.00244140625, 0.0029296875, 0.00341796875, 3.906250e-03]]> : tensor<1x8xf32>
    %cst_49 = stablehlo.constant dense<0.816496611> : tensor<2x8x32xf32>
    %cst_50 = stablehlo.constant dense<0.577350259> : tensor<2x8x32xf32>
    %cst_51 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_54 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_55 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_56 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_57 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_58 = stablehlo.constant dense<[[[-512, -511, -510, -509, -508, -507, -506, -505]]]> : tensor<1x1x8xi64>
    %c_59 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_60 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_61 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_63 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_64 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_66 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_69 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_71 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_73 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_74 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_75 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg29, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %10 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.power %14, %cst_70 : tensor<2x8x32xf32>
    %16 = stablehlo.reduce(%15 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %17 = stablehlo.multiply %16, %cst_69 : tensor<2x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %19 = stablehlo.add %18, %cst_68 : tensor<2x8x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2x8x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.multiply %14, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.multiply %10, %23 : tensor<2x8x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.power %28, %cst_67 : tensor<2x8x4x8xf32>
    %30 = stablehlo.reduce(%29 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %31 = stablehlo.multiply %30, %cst_66 : tensor<2x8x4xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %33 = stablehlo.add %32, %cst_65 : tensor<2x8x4x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<2x8x4x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %37 = stablehlo.multiply %28, %36 : tensor<2x8x4x8xf32>
    %38 = stablehlo.multiply %9, %37 : tensor<2x8x4x8xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.broadcast_in_dim %cst_64, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %41 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1x8x4xf32>
    %43 = stablehlo.concatenate %42, %42, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %44 = stablehlo.cosine %43 : tensor<1x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %39, %46 : tensor<2x4x8x8xf32>
    %48 = stablehlo.slice %39 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %49 = stablehlo.negate %48 : tensor<2x4x8x4xf32>
    %50 = stablehlo.slice %39 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.sine %43 : tensor<1x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<2x4x8x8xf32>
    %56 = stablehlo.add %47, %55 : tensor<2x4x8x8xf32>
    %57 = stablehlo.multiply %56, %cst_63 : tensor<2x4x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %60 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %61 = stablehlo.dot_general %25, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %62 = stablehlo.reshape %61 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.power %62, %cst_62 : tensor<2x8x2x8xf32>
    %64 = stablehlo.reduce(%63 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %65 = stablehlo.multiply %64, %cst_61 : tensor<2x8x2xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %67 = stablehlo.add %66, %cst_60 : tensor<2x8x2x1xf32>
    %68 = stablehlo.rsqrt %67 : tensor<2x8x2x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %71 = stablehlo.multiply %62, %70 : tensor<2x8x2x8xf32>
    %72 = stablehlo.multiply %59, %71 : tensor<2x8x2x8xf32>
    %73 = stablehlo.transpose %72, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.slice %73 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %77 = stablehlo.negate %76 : tensor<2x2x8x4xf32>
    %78 = stablehlo.slice %73 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %79 = stablehlo.concatenate %77, %78, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<2x2x8x8xf32>
    %82 = stablehlo.add %75, %81 : tensor<2x2x8x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.multiply %85, %cst_63 : tensor<2x4x8x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %88 = stablehlo.dot_general %58, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %90 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %c_59, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %93 = stablehlo.broadcast_in_dim %c_58, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %94 = stablehlo.compare  GT, %92, %93 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %95 = stablehlo.convert %94 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %96 = stablehlo.and %91, %95 : tensor<1x1x8x8xui8>
    %97 = stablehlo.compare  NE, %96, %c_75 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %98 = stablehlo.convert %97 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %99 = stablehlo.broadcast_in_dim %c_59, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %100 = stablehlo.compare  LE, %92, %99 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %101 = stablehlo.convert %100 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %102 = stablehlo.and %98, %101 : tensor<1x1x8x8xui8>
    %103 = stablehlo.compare  NE, %102, %c_75 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %104 = stablehlo.convert %103 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %105 = stablehlo.and %91, %104 : tensor<1x1x8x8xui8>
    %106 = stablehlo.compare  NE, %105, %c_75 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %107 = stablehlo.convert %106 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %108 = stablehlo.reshape %107 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %arg8, %c_74 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %111 = stablehlo.broadcast_in_dim %c_57, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %112 = stablehlo.compare  LT, %111, %c_56 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %113 = stablehlo.add %111, %c_55 : tensor<2x1x1x8xi64>
    %114 = stablehlo.select %112, %113, %111 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %115 = stablehlo.reshape %114 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %116 = stablehlo.broadcast_in_dim %c_59, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %117 = stablehlo.compare  LT, %116, %c_56 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %118 = stablehlo.add %116, %c_54 : tensor<2x1x1x8xi64>
    %119 = stablehlo.select %117, %118, %116 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %120 = stablehlo.reshape %119 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %121 = stablehlo.concatenate %115, %120, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %122 = "stablehlo.gather"(%110, %121) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %123 = stablehlo.convert %122 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %124 = stablehlo.reshape %123 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %126 = stablehlo.and %109, %125 : tensor<2x1x8x8xui8>
    %127 = stablehlo.compare  NE, %126, %c_73 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %128 = stablehlo.select %127, %cst_53, %cst_52 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.add %89, %130 : tensor<2x4x8x8xf32>
    %132 = stablehlo.reduce(%131 init: %cst_72) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.subtract %131, %133 : tensor<2x4x8x8xf32>
    %135 = stablehlo.exponential %134 : tensor<2x4x8x8xf32>
    %136 = stablehlo.reduce(%135 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %138 = stablehlo.divide %135, %137 : tensor<2x4x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %140 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %141 = stablehlo.dot_general %25, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %143 = stablehlo.transpose %142, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %146 = stablehlo.dot_general %139, %145, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %148 = stablehlo.transpose %147, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %149 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %25, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %152 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<4xf32>) -> tensor<2x8x4x8xf32>
    %153 = stablehlo.add %151, %152 : tensor<2x8x4x8xf32>
    %154 = stablehlo.logistic %153 : tensor<2x8x4x8xf32>
    %155 = stablehlo.multiply %148, %154 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %157 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.power %159, %cst_70 : tensor<2x8x32xf32>
    %161 = stablehlo.reduce(%160 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %162 = stablehlo.multiply %161, %cst_69 : tensor<2x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %164 = stablehlo.add %163, %cst_68 : tensor<2x8x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %159, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.multiply %8, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.multiply %169, %cst_51 : tensor<2x8x32xf32>
    %171 = stablehlo.multiply %14, %cst_51 : tensor<2x8x32xf32>
    %172 = stablehlo.add %170, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.power %172, %cst_70 : tensor<2x8x32xf32>
    %174 = stablehlo.reduce(%173 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %175 = stablehlo.multiply %174, %cst_69 : tensor<2x8xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %177 = stablehlo.add %176, %cst_68 : tensor<2x8x1xf32>
    %178 = stablehlo.rsqrt %177 : tensor<2x8x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %172, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.multiply %7, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %187 = stablehlo.logistic %186 : tensor<2x8x64xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x8x64xf32>
    %189 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.dot_general %183, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %192 = stablehlo.multiply %188, %191 : tensor<2x8x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %194 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.power %196, %cst_70 : tensor<2x8x32xf32>
    %198 = stablehlo.reduce(%197 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %199 = stablehlo.multiply %198, %cst_69 : tensor<2x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %201 = stablehlo.add %200, %cst_68 : tensor<2x8x1xf32>
    %202 = stablehlo.rsqrt %201 : tensor<2x8x1xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %196, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.multiply %6, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.multiply %206, %cst_50 : tensor<2x8x32xf32>
    %208 = stablehlo.multiply %172, %cst_49 : tensor<2x8x32xf32>
    %209 = stablehlo.add %207, %208 : tensor<2x8x32xf32>
    %210 = stablehlo.power %209, %cst_70 : tensor<2x8x32xf32>
    %211 = stablehlo.reduce(%210 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %212 = stablehlo.multiply %211, %cst_69 : tensor<2x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %214 = stablehlo.add %213, %cst_68 : tensor<2x8x1xf32>
    %215 = stablehlo.rsqrt %214 : tensor<2x8x1xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.multiply %209, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.multiply %5, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %224 = stablehlo.power %223, %cst_67 : tensor<2x8x4x8xf32>
    %225 = stablehlo.reduce(%224 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %226 = stablehlo.multiply %225, %cst_66 : tensor<2x8x4xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %228 = stablehlo.add %227, %cst_65 : tensor<2x8x4x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<2x8x4x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %232 = stablehlo.multiply %223, %231 : tensor<2x8x4x8xf32>
    %233 = stablehlo.multiply %4, %232 : tensor<2x8x4x8xf32>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.log_plus_one %cst_48 : tensor<1x8xf32>
    %236 = stablehlo.multiply %235, %cst_47 : tensor<1x8xf32>
    %237 = stablehlo.exponential %236 : tensor<1x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<1x8xf32>) -> tensor<8xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [2] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %240 = stablehlo.multiply %234, %239 : tensor<2x4x8x8xf32>
    %241 = stablehlo.multiply %240, %cst_63 : tensor<2x4x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %244 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %245 = stablehlo.dot_general %220, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %247 = stablehlo.power %246, %cst_62 : tensor<2x8x2x8xf32>
    %248 = stablehlo.reduce(%247 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %249 = stablehlo.multiply %248, %cst_61 : tensor<2x8x2xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %251 = stablehlo.add %250, %cst_60 : tensor<2x8x2x1xf32>
    %252 = stablehlo.rsqrt %251 : tensor<2x8x2x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %255 = stablehlo.multiply %246, %254 : tensor<2x8x2x8xf32>
    %256 = stablehlo.multiply %243, %255 : tensor<2x8x2x8xf32>
    %257 = stablehlo.transpose %256, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %260 = stablehlo.transpose %259, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %261 = stablehlo.multiply %260, %cst_63 : tensor<2x4x8x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.dot_general %242, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %265 = stablehlo.and %91, %101 : tensor<1x1x8x8xui8>
    %266 = stablehlo.compare  NE, %265, %c_75 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %267 = stablehlo.convert %266 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %268 = stablehlo.reshape %267 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %269 = stablehlo.broadcast_in_dim %268, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %270 = stablehlo.and %269, %125 : tensor<2x1x8x8xui8>
    %271 = stablehlo.compare  NE, %270, %c_73 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %272 = stablehlo.select %271, %cst_53, %cst_52 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %275 = stablehlo.add %264, %274 : tensor<2x4x8x8xf32>
    %276 = stablehlo.reduce(%275 init: %cst_72) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.subtract %275, %277 : tensor<2x4x8x8xf32>
    %279 = stablehlo.exponential %278 : tensor<2x4x8x8xf32>
    %280 = stablehlo.reduce(%279 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %282 = stablehlo.divide %279, %281 : tensor<2x4x8x8xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %284 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %285 = stablehlo.dot_general %220, %284, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %287 = stablehlo.transpose %286, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %290 = stablehlo.dot_general %283, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %293 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %294 = stablehlo.dot_general %220, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %296 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<4xf32>) -> tensor<2x8x4x8xf32>
    %297 = stablehlo.add %295, %296 : tensor<2x8x4x8xf32>
    %298 = stablehlo.logistic %297 : tensor<2x8x4x8xf32>
    %299 = stablehlo.multiply %292, %298 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %301 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %302 = stablehlo.dot_general %300, %301, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.power %303, %cst_70 : tensor<2x8x32xf32>
    %305 = stablehlo.reduce(%304 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %306 = stablehlo.multiply %305, %cst_69 : tensor<2x8xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %308 = stablehlo.add %307, %cst_68 : tensor<2x8x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<2x8x1xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.multiply %303, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.multiply %3, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.multiply %313, %cst_46 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %209, %cst_45 : tensor<2x8x32xf32>
    %316 = stablehlo.add %314, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.power %316, %cst_70 : tensor<2x8x32xf32>
    %318 = stablehlo.reduce(%317 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %319 = stablehlo.multiply %318, %cst_69 : tensor<2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %321 = stablehlo.add %320, %cst_68 : tensor<2x8x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<2x8x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %316, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %2, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %328 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %329 = stablehlo.dot_general %327, %328, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %331 = stablehlo.logistic %330 : tensor<2x8x64xf32>
    %332 = stablehlo.multiply %330, %331 : tensor<2x8x64xf32>
    %333 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %334 = stablehlo.dot_general %327, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %335 = stablehlo.reshape %334 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<2x8x64xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %338 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %339 = stablehlo.dot_general %337, %338, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.power %340, %cst_70 : tensor<2x8x32xf32>
    %342 = stablehlo.reduce(%341 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.multiply %342, %cst_69 : tensor<2x8xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %345 = stablehlo.add %344, %cst_68 : tensor<2x8x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<2x8x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %340, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %1, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.multiply %350, %cst_44 : tensor<2x8x32xf32>
    %352 = stablehlo.multiply %316, %cst_43 : tensor<2x8x32xf32>
    %353 = stablehlo.add %351, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.power %353, %cst_70 : tensor<2x8x32xf32>
    %355 = stablehlo.reduce(%354 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %356 = stablehlo.multiply %355, %cst_69 : tensor<2x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %358 = stablehlo.add %357, %cst_68 : tensor<2x8x1xf32>
    %359 = stablehlo.rsqrt %358 : tensor<2x8x1xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.multiply %353, %361 : tensor<2x8x32xf32>
    %363 = stablehlo.multiply %0, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %366 = stablehlo.dot_general %364, %365, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %367 = stablehlo.reshape %366 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %368 = stablehlo.divide %367, %cst_42 : tensor<2x8x128xf32>
    %369 = stablehlo.tanh %368 : tensor<2x8x128xf32>
    %370 = stablehlo.multiply %369, %cst_42 : tensor<2x8x128xf32>
    %371 = stablehlo.slice %370 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %372 = stablehlo.reduce(%371 init: %cst_72) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %374 = stablehlo.subtract %371, %373 : tensor<2x7x128xf32>
    %375 = stablehlo.exponential %374 : tensor<2x7x128xf32>
    %376 = stablehlo.reduce(%375 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %377 = stablehlo.log %376 : tensor<2x7xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %379 = stablehlo.subtract %374, %378 : tensor<2x7x128xf32>
    %380 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %382 = stablehlo.broadcast_in_dim %c_71, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %383 = stablehlo.compare  EQ, %381, %382 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %384 = stablehlo.convert %383 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %385 = stablehlo.convert %384 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %386 = stablehlo.multiply %379, %385 : tensor<2x7x128xf32>
    %387 = stablehlo.reduce(%386 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %388 = stablehlo.reduce(%387 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %389 = stablehlo.multiply %388, %cst_41 : tensor<f32>
    %390 = stablehlo.negate %389 : tensor<f32>
    %391 = stablehlo.multiply %arg37, %cst_40 : tensor<128x32xf32>
    %392 = stablehlo.compare  LT, %arg0, %c_74 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %393 = stablehlo.add %arg0, %c_38 : tensor<2x8xi64>
    %394 = stablehlo.select %392, %393, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %395 = stablehlo.reshape %394 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %396 = stablehlo.compare  EQ, %arg0, %c_37 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %398 = stablehlo.multiply %385, %cst_34 : tensor<2x7x128xf32>
    %399 = stablehlo.exponential %379 : tensor<2x7x128xf32>
    %400 = stablehlo.reduce(%398 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %402 = stablehlo.multiply %399, %401 : tensor<2x7x128xf32>
    %403 = stablehlo.subtract %398, %402 : tensor<2x7x128xf32>
    %404 = stablehlo.pad %403, %cst_76, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %405 = stablehlo.select %c_35, %404, %cst_33 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %406 = stablehlo.multiply %405, %cst_42 : tensor<2x8x128xf32>
    %407 = stablehlo.multiply %369, %369 : tensor<2x8x128xf32>
    %408 = stablehlo.subtract %cst_32, %407 : tensor<2x8x128xf32>
    %409 = stablehlo.multiply %406, %408 : tensor<2x8x128xf32>
    %410 = stablehlo.divide %409, %cst_42 : tensor<2x8x128xf32>
    %411 = stablehlo.reshape %410 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %412 = stablehlo.dot_general %411, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %413 = stablehlo.reshape %412 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %0 : tensor<2x8x32xf32>
    %415 = stablehlo.multiply %414, %361 : tensor<2x8x32xf32>
    %416 = stablehlo.multiply %414, %353 : tensor<2x8x32xf32>
    %417 = stablehlo.reduce(%416 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %418 = stablehlo.reshape %417 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %419 = stablehlo.multiply %418, %cst_31 : tensor<2x8x1xf32>
    %420 = stablehlo.power %359, %cst_30 : tensor<2x8x1xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<2x8x1xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %424 = stablehlo.divide %423, %cst_29 : tensor<2x8x32xf32>
    %425 = stablehlo.power %353, %cst_28 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %425, %cst_70 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %424, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.add %415, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.multiply %428, %cst_43 : tensor<2x8x32xf32>
    %430 = stablehlo.multiply %428, %cst_44 : tensor<2x8x32xf32>
    %431 = stablehlo.multiply %430, %1 : tensor<2x8x32xf32>
    %432 = stablehlo.multiply %431, %348 : tensor<2x8x32xf32>
    %433 = stablehlo.multiply %431, %340 : tensor<2x8x32xf32>
    %434 = stablehlo.reduce(%433 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %436 = stablehlo.multiply %435, %cst_31 : tensor<2x8x1xf32>
    %437 = stablehlo.power %346, %cst_30 : tensor<2x8x1xf32>
    %438 = stablehlo.multiply %436, %437 : tensor<2x8x1xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %441 = stablehlo.divide %440, %cst_29 : tensor<2x8x32xf32>
    %442 = stablehlo.power %340, %cst_28 : tensor<2x8x32xf32>
    %443 = stablehlo.multiply %442, %cst_70 : tensor<2x8x32xf32>
    %444 = stablehlo.multiply %441, %443 : tensor<2x8x32xf32>
    %445 = stablehlo.add %432, %444 : tensor<2x8x32xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %447 = stablehlo.dot_general %446, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %448 = stablehlo.reshape %447 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %449 = stablehlo.multiply %448, %332 : tensor<2x8x64xf32>
    %450 = stablehlo.reshape %449 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %451 = stablehlo.dot_general %450, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.reshape %451 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %453 = stablehlo.multiply %448, %335 : tensor<2x8x64xf32>
    %454 = stablehlo.subtract %cst_27, %331 : tensor<2x8x64xf32>
    %455 = stablehlo.multiply %330, %454 : tensor<2x8x64xf32>
    %456 = stablehlo.add %455, %cst_27 : tensor<2x8x64xf32>
    %457 = stablehlo.multiply %331, %456 : tensor<2x8x64xf32>
    %458 = stablehlo.multiply %453, %457 : tensor<2x8x64xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %460 = stablehlo.dot_general %459, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.add %452, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.multiply %462, %2 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %463, %324 : tensor<2x8x32xf32>
    %465 = stablehlo.add %429, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %463, %316 : tensor<2x8x32xf32>
    %467 = stablehlo.reduce(%466 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %469 = stablehlo.multiply %468, %cst_31 : tensor<2x8x1xf32>
    %470 = stablehlo.power %322, %cst_30 : tensor<2x8x1xf32>
    %471 = stablehlo.multiply %469, %470 : tensor<2x8x1xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %474 = stablehlo.divide %473, %cst_29 : tensor<2x8x32xf32>
    %475 = stablehlo.power %316, %cst_28 : tensor<2x8x32xf32>
    %476 = stablehlo.multiply %475, %cst_70 : tensor<2x8x32xf32>
    %477 = stablehlo.multiply %474, %476 : tensor<2x8x32xf32>
    %478 = stablehlo.add %465, %477 : tensor<2x8x32xf32>
    %479 = stablehlo.multiply %478, %cst_45 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %478, %cst_46 : tensor<2x8x32xf32>
    %481 = stablehlo.multiply %480, %3 : tensor<2x8x32xf32>
    %482 = stablehlo.multiply %481, %311 : tensor<2x8x32xf32>
    %483 = stablehlo.multiply %481, %303 : tensor<2x8x32xf32>
    %484 = stablehlo.reduce(%483 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %486 = stablehlo.multiply %485, %cst_31 : tensor<2x8x1xf32>
    %487 = stablehlo.power %309, %cst_30 : tensor<2x8x1xf32>
    %488 = stablehlo.multiply %486, %487 : tensor<2x8x1xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %491 = stablehlo.divide %490, %cst_29 : tensor<2x8x32xf32>
    %492 = stablehlo.power %303, %cst_28 : tensor<2x8x32xf32>
    %493 = stablehlo.multiply %492, %cst_70 : tensor<2x8x32xf32>
    %494 = stablehlo.multiply %491, %493 : tensor<2x8x32xf32>
    %495 = stablehlo.add %482, %494 : tensor<2x8x32xf32>
    %496 = stablehlo.reshape %495 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %497 = stablehlo.dot_general %496, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.reshape %497 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %499 = stablehlo.multiply %498, %292 : tensor<2x8x4x8xf32>
    %500 = stablehlo.subtract %cst_26, %298 : tensor<2x8x4x8xf32>
    %501 = stablehlo.multiply %298, %500 : tensor<2x8x4x8xf32>
    %502 = stablehlo.multiply %499, %501 : tensor<2x8x4x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %504 = stablehlo.dot_general %503, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %505 = stablehlo.reshape %504 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %506 = stablehlo.transpose %283, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %507 = stablehlo.multiply %498, %298 : tensor<2x8x4x8xf32>
    %508 = stablehlo.transpose %507, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.dot_general %506, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %512 = stablehlo.reduce(%511 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %513 = stablehlo.transpose %512, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %515 = stablehlo.dot_general %514, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %516 = stablehlo.reshape %515 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %517 = stablehlo.add %505, %516 : tensor<2x8x32xf32>
    %518 = stablehlo.transpose %242, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %519 = stablehlo.transpose %289, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %520 = stablehlo.dot_general %509, %519, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.multiply %521, %282 : tensor<2x4x8x8xf32>
    %523 = stablehlo.reduce(%522 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %525 = stablehlo.multiply %282, %524 : tensor<2x4x8x8xf32>
    %526 = stablehlo.subtract %522, %525 : tensor<2x4x8x8xf32>
    %527 = stablehlo.reshape %526 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %528 = stablehlo.dot_general %518, %527, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %530 = stablehlo.multiply %529, %cst_63 : tensor<2x4x8x8xf32>
    %531 = stablehlo.transpose %530, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %533 = stablehlo.reduce(%532 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %534 = stablehlo.transpose %533, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %535 = stablehlo.multiply %534, %243 : tensor<2x8x2x8xf32>
    %536 = stablehlo.multiply %535, %254 : tensor<2x8x2x8xf32>
    %537 = stablehlo.multiply %535, %246 : tensor<2x8x2x8xf32>
    %538 = stablehlo.reduce(%537 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %539 = stablehlo.reshape %538 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %540 = stablehlo.multiply %539, %cst_25 : tensor<2x8x2x1xf32>
    %541 = stablehlo.power %252, %cst_24 : tensor<2x8x2x1xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<2x8x2x1xf32>
    %543 = stablehlo.reshape %542 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %545 = stablehlo.divide %544, %cst_23 : tensor<2x8x2x8xf32>
    %546 = stablehlo.power %246, %cst_22 : tensor<2x8x2x8xf32>
    %547 = stablehlo.multiply %546, %cst_62 : tensor<2x8x2x8xf32>
    %548 = stablehlo.multiply %545, %547 : tensor<2x8x2x8xf32>
    %549 = stablehlo.add %536, %548 : tensor<2x8x2x8xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %551 = stablehlo.dot_general %550, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %552 = stablehlo.reshape %551 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.add %517, %552 : tensor<2x8x32xf32>
    %554 = stablehlo.transpose %262, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %555 = stablehlo.dot_general %527, %554, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %557 = stablehlo.multiply %556, %cst_63 : tensor<2x4x8x8xf32>
    %558 = stablehlo.multiply %557, %239 : tensor<2x4x8x8xf32>
    %559 = stablehlo.transpose %558, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %560 = stablehlo.multiply %559, %4 : tensor<2x8x4x8xf32>
    %561 = stablehlo.multiply %560, %231 : tensor<2x8x4x8xf32>
    %562 = stablehlo.multiply %560, %223 : tensor<2x8x4x8xf32>
    %563 = stablehlo.reduce(%562 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %565 = stablehlo.multiply %564, %cst_21 : tensor<2x8x4x1xf32>
    %566 = stablehlo.power %229, %cst_20 : tensor<2x8x4x1xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<2x8x4x1xf32>
    %568 = stablehlo.reshape %567 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %570 = stablehlo.divide %569, %cst_19 : tensor<2x8x4x8xf32>
    %571 = stablehlo.power %223, %cst_26 : tensor<2x8x4x8xf32>
    %572 = stablehlo.multiply %571, %cst_67 : tensor<2x8x4x8xf32>
    %573 = stablehlo.multiply %570, %572 : tensor<2x8x4x8xf32>
    %574 = stablehlo.add %561, %573 : tensor<2x8x4x8xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %576 = stablehlo.dot_general %575, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %577 = stablehlo.reshape %576 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %578 = stablehlo.add %553, %577 : tensor<2x8x32xf32>
    %579 = stablehlo.multiply %578, %5 : tensor<2x8x32xf32>
    %580 = stablehlo.multiply %579, %217 : tensor<2x8x32xf32>
    %581 = stablehlo.add %479, %580 : tensor<2x8x32xf32>
    %582 = stablehlo.multiply %579, %209 : tensor<2x8x32xf32>
    %583 = stablehlo.reduce(%582 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %585 = stablehlo.multiply %584, %cst_31 : tensor<2x8x1xf32>
    %586 = stablehlo.power %215, %cst_30 : tensor<2x8x1xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<2x8x1xf32>
    %588 = stablehlo.reshape %587 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %590 = stablehlo.divide %589, %cst_29 : tensor<2x8x32xf32>
    %591 = stablehlo.power %209, %cst_28 : tensor<2x8x32xf32>
    %592 = stablehlo.multiply %591, %cst_70 : tensor<2x8x32xf32>
    %593 = stablehlo.multiply %590, %592 : tensor<2x8x32xf32>
    %594 = stablehlo.add %581, %593 : tensor<2x8x32xf32>
    %595 = stablehlo.multiply %594, %cst_49 : tensor<2x8x32xf32>
    %596 = stablehlo.multiply %594, %cst_50 : tensor<2x8x32xf32>
    %597 = stablehlo.multiply %596, %6 : tensor<2x8x32xf32>
    %598 = stablehlo.multiply %597, %204 : tensor<2x8x32xf32>
    %599 = stablehlo.multiply %597, %196 : tensor<2x8x32xf32>
    %600 = stablehlo.reduce(%599 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %602 = stablehlo.multiply %601, %cst_31 : tensor<2x8x1xf32>
    %603 = stablehlo.power %202, %cst_30 : tensor<2x8x1xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<2x8x1xf32>
    %605 = stablehlo.reshape %604 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %607 = stablehlo.divide %606, %cst_29 : tensor<2x8x32xf32>
    %608 = stablehlo.power %196, %cst_28 : tensor<2x8x32xf32>
    %609 = stablehlo.multiply %608, %cst_70 : tensor<2x8x32xf32>
    %610 = stablehlo.multiply %607, %609 : tensor<2x8x32xf32>
    %611 = stablehlo.add %598, %610 : tensor<2x8x32xf32>
    %612 = stablehlo.reshape %611 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.dot_general %612, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %614 = stablehlo.reshape %613 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %615 = stablehlo.multiply %614, %188 : tensor<2x8x64xf32>
    %616 = stablehlo.reshape %615 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %617 = stablehlo.dot_general %616, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %618 = stablehlo.reshape %617 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %619 = stablehlo.multiply %614, %191 : tensor<2x8x64xf32>
    %620 = stablehlo.subtract %cst_27, %187 : tensor<2x8x64xf32>
    %621 = stablehlo.multiply %186, %620 : tensor<2x8x64xf32>
    %622 = stablehlo.add %621, %cst_27 : tensor<2x8x64xf32>
    %623 = stablehlo.multiply %187, %622 : tensor<2x8x64xf32>
    %624 = stablehlo.multiply %619, %623 : tensor<2x8x64xf32>
    %625 = stablehlo.reshape %624 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %626 = stablehlo.dot_general %625, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %627 = stablehlo.reshape %626 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %628 = stablehlo.add %618, %627 : tensor<2x8x32xf32>
    %629 = stablehlo.multiply %628, %7 : tensor<2x8x32xf32>
    %630 = stablehlo.multiply %629, %180 : tensor<2x8x32xf32>
    %631 = stablehlo.add %595, %630 : tensor<2x8x32xf32>
    %632 = stablehlo.multiply %629, %172 : tensor<2x8x32xf32>
    %633 = stablehlo.reduce(%632 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %634 = stablehlo.reshape %633 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %635 = stablehlo.multiply %634, %cst_31 : tensor<2x8x1xf32>
    %636 = stablehlo.power %178, %cst_30 : tensor<2x8x1xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<2x8x1xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %640 = stablehlo.divide %639, %cst_29 : tensor<2x8x32xf32>
    %641 = stablehlo.power %172, %cst_28 : tensor<2x8x32xf32>
    %642 = stablehlo.multiply %641, %cst_70 : tensor<2x8x32xf32>
    %643 = stablehlo.multiply %640, %642 : tensor<2x8x32xf32>
    %644 = stablehlo.add %631, %643 : tensor<2x8x32xf32>
    %645 = stablehlo.multiply %644, %cst_51 : tensor<2x8x32xf32>
    %646 = stablehlo.multiply %645, %8 : tensor<2x8x32xf32>
    %647 = stablehlo.multiply %646, %167 : tensor<2x8x32xf32>
    %648 = stablehlo.multiply %646, %159 : tensor<2x8x32xf32>
    %649 = stablehlo.reduce(%648 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %650 = stablehlo.reshape %649 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %651 = stablehlo.multiply %650, %cst_31 : tensor<2x8x1xf32>
    %652 = stablehlo.power %165, %cst_30 : tensor<2x8x1xf32>
    %653 = stablehlo.multiply %651, %652 : tensor<2x8x1xf32>
    %654 = stablehlo.reshape %653 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %656 = stablehlo.divide %655, %cst_29 : tensor<2x8x32xf32>
    %657 = stablehlo.power %159, %cst_28 : tensor<2x8x32xf32>
    %658 = stablehlo.multiply %657, %cst_70 : tensor<2x8x32xf32>
    %659 = stablehlo.multiply %656, %658 : tensor<2x8x32xf32>
    %660 = stablehlo.add %647, %659 : tensor<2x8x32xf32>
    %661 = stablehlo.reshape %660 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %662 = stablehlo.dot_general %661, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %663 = stablehlo.reshape %662 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %664 = stablehlo.multiply %663, %148 : tensor<2x8x4x8xf32>
    %665 = stablehlo.subtract %cst_26, %154 : tensor<2x8x4x8xf32>
    %666 = stablehlo.multiply %154, %665 : tensor<2x8x4x8xf32>
    %667 = stablehlo.multiply %664, %666 : tensor<2x8x4x8xf32>
    %668 = stablehlo.reshape %667 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %669 = stablehlo.dot_general %668, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %670 = stablehlo.reshape %669 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %671 = stablehlo.transpose %139, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %672 = stablehlo.multiply %663, %154 : tensor<2x8x4x8xf32>
    %673 = stablehlo.transpose %672, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %674 = stablehlo.reshape %673 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %675 = stablehlo.dot_general %671, %674, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %676 = stablehlo.reshape %675 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %677 = stablehlo.reduce(%676 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %678 = stablehlo.transpose %677, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %679 = stablehlo.reshape %678 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %680 = stablehlo.dot_general %679, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %681 = stablehlo.reshape %680 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %682 = stablehlo.add %670, %681 : tensor<2x8x32xf32>
    %683 = stablehlo.transpose %58, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %684 = stablehlo.transpose %145, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %685 = stablehlo.dot_general %674, %684, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %686 = stablehlo.reshape %685 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %687 = stablehlo.multiply %686, %138 : tensor<2x4x8x8xf32>
    %688 = stablehlo.reduce(%687 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %690 = stablehlo.multiply %138, %689 : tensor<2x4x8x8xf32>
    %691 = stablehlo.subtract %687, %690 : tensor<2x4x8x8xf32>
    %692 = stablehlo.reshape %691 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %693 = stablehlo.dot_general %683, %692, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %694 = stablehlo.reshape %693 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %695 = stablehlo.multiply %694, %cst_63 : tensor<2x4x8x8xf32>
    %696 = stablehlo.transpose %695, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %698 = stablehlo.reduce(%697 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %699 = stablehlo.multiply %698, %80 : tensor<2x2x8x8xf32>
    %700 = stablehlo.slice %699 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %701 = stablehlo.negate %700 : tensor<2x2x8x4xf32>
    %702 = stablehlo.pad %701, %cst_76, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %703 = stablehlo.select %c_18, %702, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %704 = stablehlo.slice %699 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %705 = stablehlo.pad %704, %cst_76, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %706 = stablehlo.select %c_16, %705, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %707 = stablehlo.add %703, %706 : tensor<2x2x8x8xf32>
    %708 = stablehlo.multiply %698, %74 : tensor<2x2x8x8xf32>
    %709 = stablehlo.add %707, %708 : tensor<2x2x8x8xf32>
    %710 = stablehlo.transpose %709, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %711 = stablehlo.multiply %710, %59 : tensor<2x8x2x8xf32>
    %712 = stablehlo.multiply %711, %70 : tensor<2x8x2x8xf32>
    %713 = stablehlo.multiply %711, %62 : tensor<2x8x2x8xf32>
    %714 = stablehlo.reduce(%713 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %715 = stablehlo.reshape %714 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %716 = stablehlo.multiply %715, %cst_25 : tensor<2x8x2x1xf32>
    %717 = stablehlo.power %68, %cst_24 : tensor<2x8x2x1xf32>
    %718 = stablehlo.multiply %716, %717 : tensor<2x8x2x1xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %721 = stablehlo.divide %720, %cst_23 : tensor<2x8x2x8xf32>
    %722 = stablehlo.power %62, %cst_22 : tensor<2x8x2x8xf32>
    %723 = stablehlo.multiply %722, %cst_62 : tensor<2x8x2x8xf32>
    %724 = stablehlo.multiply %721, %723 : tensor<2x8x2x8xf32>
    %725 = stablehlo.add %712, %724 : tensor<2x8x2x8xf32>
    %726 = stablehlo.reshape %725 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %727 = stablehlo.dot_general %726, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %728 = stablehlo.reshape %727 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %729 = stablehlo.add %682, %728 : tensor<2x8x32xf32>
    %730 = stablehlo.transpose %87, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %731 = stablehlo.dot_general %692, %730, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %732 = stablehlo.reshape %731 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %733 = stablehlo.multiply %732, %cst_63 : tensor<2x4x8x8xf32>
    %734 = stablehlo.multiply %733, %54 : tensor<2x4x8x8xf32>
    %735 = stablehlo.slice %734 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %736 = stablehlo.negate %735 : tensor<2x4x8x4xf32>
    %737 = stablehlo.pad %736, %cst_76, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %738 = stablehlo.select %c_15, %737, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %739 = stablehlo.slice %734 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %740 = stablehlo.pad %739, %cst_76, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %741 = stablehlo.select %c, %740, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %742 = stablehlo.add %738, %741 : tensor<2x4x8x8xf32>
    %743 = stablehlo.multiply %733, %46 : tensor<2x4x8x8xf32>
    %744 = stablehlo.add %742, %743 : tensor<2x4x8x8xf32>
    %745 = stablehlo.transpose %744, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %746 = stablehlo.multiply %745, %9 : tensor<2x8x4x8xf32>
    %747 = stablehlo.multiply %746, %36 : tensor<2x8x4x8xf32>
    %748 = stablehlo.multiply %746, %28 : tensor<2x8x4x8xf32>
    %749 = stablehlo.reduce(%748 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %750 = stablehlo.reshape %749 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %751 = stablehlo.multiply %750, %cst_21 : tensor<2x8x4x1xf32>
    %752 = stablehlo.power %34, %cst_20 : tensor<2x8x4x1xf32>
    %753 = stablehlo.multiply %751, %752 : tensor<2x8x4x1xf32>
    %754 = stablehlo.reshape %753 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %756 = stablehlo.divide %755, %cst_19 : tensor<2x8x4x8xf32>
    %757 = stablehlo.power %28, %cst_26 : tensor<2x8x4x8xf32>
    %758 = stablehlo.multiply %757, %cst_67 : tensor<2x8x4x8xf32>
    %759 = stablehlo.multiply %756, %758 : tensor<2x8x4x8xf32>
    %760 = stablehlo.add %747, %759 : tensor<2x8x4x8xf32>
    %761 = stablehlo.reshape %760 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %762 = stablehlo.dot_general %761, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %763 = stablehlo.reshape %762 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %764 = stablehlo.add %729, %763 : tensor<2x8x32xf32>
    %765 = stablehlo.multiply %764, %10 : tensor<2x8x32xf32>
    %766 = stablehlo.multiply %765, %22 : tensor<2x8x32xf32>
    %767 = stablehlo.add %645, %766 : tensor<2x8x32xf32>
    %768 = stablehlo.multiply %765, %14 : tensor<2x8x32xf32>
    %769 = stablehlo.reduce(%768 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %770 = stablehlo.reshape %769 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %771 = stablehlo.multiply %770, %cst_31 : tensor<2x8x1xf32>
    %772 = stablehlo.power %20, %cst_30 : tensor<2x8x1xf32>
    %773 = stablehlo.multiply %771, %772 : tensor<2x8x1xf32>
    %774 = stablehlo.reshape %773 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %776 = stablehlo.divide %775, %cst_29 : tensor<2x8x32xf32>
    %777 = stablehlo.power %14, %cst_28 : tensor<2x8x32xf32>
    %778 = stablehlo.multiply %777, %cst_70 : tensor<2x8x32xf32>
    %779 = stablehlo.multiply %776, %778 : tensor<2x8x32xf32>
    %780 = stablehlo.add %767, %779 : tensor<2x8x32xf32>
    %781 = stablehlo.select %397, %cst_36, %780 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %782 = "stablehlo.scatter"(%cst_39, %395, %781) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %976 = stablehlo.add %arg70, %arg71 : tensor<f32>
      stablehlo.return %976 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %783 = stablehlo.add %391, %782 : tensor<128x32xf32>
    %784 = stablehlo.multiply %783, %cst_13 : tensor<128x32xf32>
    %785 = stablehlo.subtract %arg2, %784 : tensor<128x32xf32>
    %786 = stablehlo.multiply %arg38, %cst_12 : tensor<4xf32>
    %787 = stablehlo.reduce(%667 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %788 = stablehlo.add %786, %787 : tensor<4xf32>
    %789 = stablehlo.multiply %788, %cst_11 : tensor<4xf32>
    %790 = stablehlo.subtract %arg4, %789 : tensor<4xf32>
    %791 = stablehlo.multiply %arg39, %cst_10 : tensor<32x32xf32>
    %792 = stablehlo.transpose %761, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %793 = stablehlo.dot_general %792, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %794 = stablehlo.add %791, %793 : tensor<32x32xf32>
    %795 = stablehlo.multiply %794, %cst_9 : tensor<32x32xf32>
    %796 = stablehlo.subtract %arg13, %795 : tensor<32x32xf32>
    %797 = stablehlo.multiply %arg40, %cst_8 : tensor<16x32xf32>
    %798 = stablehlo.transpose %726, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %799 = stablehlo.dot_general %798, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %800 = stablehlo.add %797, %799 : tensor<16x32xf32>
    %801 = stablehlo.multiply %800, %cst_7 : tensor<16x32xf32>
    %802 = stablehlo.subtract %arg11, %801 : tensor<16x32xf32>
    %803 = stablehlo.multiply %arg41, %cst_8 : tensor<16x32xf32>
    %804 = stablehlo.transpose %679, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %805 = stablehlo.dot_general %804, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %806 = stablehlo.add %803, %805 : tensor<16x32xf32>
    %807 = stablehlo.multiply %806, %cst_7 : tensor<16x32xf32>
    %808 = stablehlo.subtract %arg7, %807 : tensor<16x32xf32>
    %809 = stablehlo.multiply %arg42, %cst_10 : tensor<32x32xf32>
    %810 = stablehlo.transpose %661, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %811 = stablehlo.dot_general %810, %156, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %812 = stablehlo.add %809, %811 : tensor<32x32xf32>
    %813 = stablehlo.multiply %812, %cst_9 : tensor<32x32xf32>
    %814 = stablehlo.subtract %arg3, %813 : tensor<32x32xf32>
    %815 = stablehlo.multiply %arg43, %cst_6 : tensor<8xf32>
    %816 = stablehlo.multiply %745, %37 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %817 = stablehlo.reduce(%816 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %818 = stablehlo.add %815, %817 : tensor<8xf32>
    %819 = stablehlo.multiply %818, %cst_5 : tensor<8xf32>
    %820 = stablehlo.subtract %arg14, %819 : tensor<8xf32>
    %821 = stablehlo.multiply %arg44, %cst_6 : tensor<8xf32>
    %822 = stablehlo.multiply %710, %71 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %823 = stablehlo.reduce(%822 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %824 = stablehlo.add %821, %823 : tensor<8xf32>
    %825 = stablehlo.multiply %824, %cst_5 : tensor<8xf32>
    %826 = stablehlo.subtract %arg12, %825 : tensor<8xf32>
    %827 = stablehlo.multiply %arg45, %cst_10 : tensor<32x32xf32>
    %828 = stablehlo.transpose %668, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %829 = stablehlo.dot_general %828, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %830 = stablehlo.add %827, %829 : tensor<32x32xf32>
    %831 = stablehlo.multiply %830, %cst_9 : tensor<32x32xf32>
    %832 = stablehlo.subtract %arg5, %831 : tensor<32x32xf32>
    %833 = stablehlo.multiply %arg46, %cst_4 : tensor<64x32xf32>
    %834 = stablehlo.transpose %625, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %835 = stablehlo.dot_general %834, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %836 = stablehlo.add %833, %835 : tensor<64x32xf32>
    %837 = stablehlo.multiply %836, %cst_3 : tensor<64x32xf32>
    %838 = stablehlo.subtract %arg19, %837 : tensor<64x32xf32>
    %839 = stablehlo.multiply %arg47, %cst_4 : tensor<64x32xf32>
    %840 = stablehlo.transpose %616, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %841 = stablehlo.dot_general %840, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %842 = stablehlo.add %839, %841 : tensor<64x32xf32>
    %843 = stablehlo.multiply %842, %cst_3 : tensor<64x32xf32>
    %844 = stablehlo.subtract %arg17, %843 : tensor<64x32xf32>
    %845 = stablehlo.multiply %arg48, %cst_2 : tensor<32x64xf32>
    %846 = stablehlo.transpose %612, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %847 = stablehlo.dot_general %846, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %848 = stablehlo.add %845, %847 : tensor<32x64xf32>
    %849 = stablehlo.multiply %848, %cst_1 : tensor<32x64xf32>
    %850 = stablehlo.subtract %arg16, %849 : tensor<32x64xf32>
    %851 = stablehlo.multiply %arg49, %cst_0 : tensor<32xf32>
    %852 = stablehlo.multiply %764, %23 : tensor<2x8x32xf32>
    %853 = stablehlo.reduce(%852 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %854 = stablehlo.add %851, %853 : tensor<32xf32>
    %855 = stablehlo.multiply %854, %cst : tensor<32xf32>
    %856 = stablehlo.subtract %arg6, %855 : tensor<32xf32>
    %857 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %858 = stablehlo.multiply %645, %168 : tensor<2x8x32xf32>
    %859 = stablehlo.reduce(%858 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %860 = stablehlo.add %857, %859 : tensor<32xf32>
    %861 = stablehlo.multiply %860, %cst : tensor<32xf32>
    %862 = stablehlo.subtract %arg15, %861 : tensor<32xf32>
    %863 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %864 = stablehlo.multiply %628, %181 : tensor<2x8x32xf32>
    %865 = stablehlo.reduce(%864 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %866 = stablehlo.add %863, %865 : tensor<32xf32>
    %867 = stablehlo.multiply %866, %cst : tensor<32xf32>
    %868 = stablehlo.subtract %arg18, %867 : tensor<32xf32>
    %869 = stablehlo.multiply %arg52, %cst_0 : tensor<32xf32>
    %870 = stablehlo.multiply %596, %205 : tensor<2x8x32xf32>
    %871 = stablehlo.reduce(%870 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %872 = stablehlo.add %869, %871 : tensor<32xf32>
    %873 = stablehlo.multiply %872, %cst : tensor<32xf32>
    %874 = stablehlo.subtract %arg20, %873 : tensor<32xf32>
    %875 = stablehlo.multiply %arg53, %cst_12 : tensor<4xf32>
    %876 = stablehlo.reduce(%502 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %877 = stablehlo.add %875, %876 : tensor<4xf32>
    %878 = stablehlo.multiply %877, %cst_11 : tensor<4xf32>
    %879 = stablehlo.subtract %arg22, %878 : tensor<4xf32>
    %880 = stablehlo.multiply %arg54, %cst_10 : tensor<32x32xf32>
    %881 = stablehlo.transpose %575, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %882 = stablehlo.dot_general %881, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %883 = stablehlo.add %880, %882 : tensor<32x32xf32>
    %884 = stablehlo.multiply %883, %cst_9 : tensor<32x32xf32>
    %885 = stablehlo.subtract %arg28, %884 : tensor<32x32xf32>
    %886 = stablehlo.multiply %arg55, %cst_8 : tensor<16x32xf32>
    %887 = stablehlo.transpose %550, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %888 = stablehlo.dot_general %887, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %889 = stablehlo.add %886, %888 : tensor<16x32xf32>
    %890 = stablehlo.multiply %889, %cst_7 : tensor<16x32xf32>
    %891 = stablehlo.subtract %arg26, %890 : tensor<16x32xf32>
    %892 = stablehlo.multiply %arg56, %cst_8 : tensor<16x32xf32>
    %893 = stablehlo.transpose %514, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %894 = stablehlo.dot_general %893, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %895 = stablehlo.add %892, %894 : tensor<16x32xf32>
    %896 = stablehlo.multiply %895, %cst_7 : tensor<16x32xf32>
    %897 = stablehlo.subtract %arg25, %896 : tensor<16x32xf32>
    %898 = stablehlo.multiply %arg57, %cst_10 : tensor<32x32xf32>
    %899 = stablehlo.transpose %496, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %900 = stablehlo.dot_general %899, %300, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %901 = stablehlo.add %898, %900 : tensor<32x32xf32>
    %902 = stablehlo.multiply %901, %cst_9 : tensor<32x32xf32>
    %903 = stablehlo.subtract %arg21, %902 : tensor<32x32xf32>
    %904 = stablehlo.multiply %arg58, %cst_6 : tensor<8xf32>
    %905 = stablehlo.multiply %559, %232 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %906 = stablehlo.reduce(%905 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %907 = stablehlo.add %904, %906 : tensor<8xf32>
    %908 = stablehlo.multiply %907, %cst_5 : tensor<8xf32>
    %909 = stablehlo.subtract %arg29, %908 : tensor<8xf32>
    %910 = stablehlo.multiply %arg59, %cst_6 : tensor<8xf32>
    %911 = stablehlo.multiply %534, %255 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %912 = stablehlo.reduce(%911 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %913 = stablehlo.add %910, %912 : tensor<8xf32>
    %914 = stablehlo.multiply %913, %cst_5 : tensor<8xf32>
    %915 = stablehlo.subtract %arg27, %914 : tensor<8xf32>
    %916 = stablehlo.multiply %arg60, %cst_10 : tensor<32x32xf32>
    %917 = stablehlo.transpose %503, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %918 = stablehlo.dot_general %917, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %919 = stablehlo.add %916, %918 : tensor<32x32xf32>
    %920 = stablehlo.multiply %919, %cst_9 : tensor<32x32xf32>
    %921 = stablehlo.subtract %arg23, %920 : tensor<32x32xf32>
    %922 = stablehlo.multiply %arg61, %cst_4 : tensor<64x32xf32>
    %923 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %924 = stablehlo.dot_general %923, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %925 = stablehlo.add %922, %924 : tensor<64x32xf32>
    %926 = stablehlo.multiply %925, %cst_3 : tensor<64x32xf32>
    %927 = stablehlo.subtract %arg34, %926 : tensor<64x32xf32>
    %928 = stablehlo.multiply %arg62, %cst_4 : tensor<64x32xf32>
    %929 = stablehlo.transpose %450, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %930 = stablehlo.dot_general %929, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %931 = stablehlo.add %928, %930 : tensor<64x32xf32>
    %932 = stablehlo.multiply %931, %cst_3 : tensor<64x32xf32>
    %933 = stablehlo.subtract %arg32, %932 : tensor<64x32xf32>
    %934 = stablehlo.multiply %arg63, %cst_2 : tensor<32x64xf32>
    %935 = stablehlo.transpose %446, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %936 = stablehlo.dot_general %935, %337, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %937 = stablehlo.add %934, %936 : tensor<32x64xf32>
    %938 = stablehlo.multiply %937, %cst_1 : tensor<32x64xf32>
    %939 = stablehlo.subtract %arg31, %938 : tensor<32x64xf32>
    %940 = stablehlo.multiply %arg64, %cst_0 : tensor<32xf32>
    %941 = stablehlo.multiply %578, %218 : tensor<2x8x32xf32>
    %942 = stablehlo.reduce(%941 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %943 = stablehlo.add %940, %942 : tensor<32xf32>
    %944 = stablehlo.multiply %943, %cst : tensor<32xf32>
    %945 = stablehlo.subtract %arg24, %944 : tensor<32xf32>
    %946 = stablehlo.multiply %arg65, %cst_0 : tensor<32xf32>
    %947 = stablehlo.multiply %480, %312 : tensor<2x8x32xf32>
    %948 = stablehlo.reduce(%947 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %949 = stablehlo.add %946, %948 : tensor<32xf32>
    %950 = stablehlo.multiply %949, %cst : tensor<32xf32>
    %951 = stablehlo.subtract %arg30, %950 : tensor<32xf32>
    %952 = stablehlo.multiply %arg66, %cst_0 : tensor<32xf32>
    %953 = stablehlo.multiply %462, %325 : tensor<2x8x32xf32>
    %954 = stablehlo.reduce(%953 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %955 = stablehlo.add %952, %954 : tensor<32xf32>
    %956 = stablehlo.multiply %955, %cst : tensor<32xf32>
    %957 = stablehlo.subtract %arg33, %956 : tensor<32xf32>
    %958 = stablehlo.multiply %arg67, %cst_0 : tensor<32xf32>
    %959 = stablehlo.multiply %430, %349 : tensor<2x8x32xf32>
    %960 = stablehlo.reduce(%959 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %961 = stablehlo.add %958, %960 : tensor<32xf32>
    %962 = stablehlo.multiply %961, %cst : tensor<32xf32>
    %963 = stablehlo.subtract %arg35, %962 : tensor<32xf32>
    %964 = stablehlo.multiply %arg68, %cst_0 : tensor<32xf32>
    %965 = stablehlo.multiply %413, %362 : tensor<2x8x32xf32>
    %966 = stablehlo.reduce(%965 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %967 = stablehlo.add %964, %966 : tensor<32xf32>
    %968 = stablehlo.multiply %967, %cst : tensor<32xf32>
    %969 = stablehlo.subtract %arg36, %968 : tensor<32xf32>
    %970 = stablehlo.multiply %arg69, %cst_40 : tensor<128x32xf32>
    %971 = stablehlo.transpose %411, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %972 = stablehlo.dot_general %971, %364, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %973 = stablehlo.add %970, %972 : tensor<128x32xf32>
    %974 = stablehlo.multiply %973, %cst_13 : tensor<128x32xf32>
    %975 = stablehlo.subtract %arg1, %974 : tensor<128x32xf32>
    return %390, %785, %790, %796, %802, %808, %814, %820, %826, %832, %838, %844, %850, %856, %862, %868, %874, %879, %885, %891, %897, %903, %909, %915, %921, %927, %933, %939, %945, %951, %957, %963, %969, %975, %783, %788, %794, %800, %806, %812, %818, %824, %830, %836, %842, %848, %854, %860, %866, %872, %877, %883, %889, %895, %901, %907, %913, %919, %925, %931, %937, %943, %949, %955, %961, %967, %973 : tensor<f32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
