module @IrToHlo.2242 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 37 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg7: tensor<32x4x8xf32> {tf.aliasing_output = 6 : i32}, %arg8: tensor<32x4x8xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<2x8xi64>, %arg10: tensor<32x4x8xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<4x8xf32> {tf.aliasing_output = 8 : i32}, %arg12: tensor<32x4x8xf32> {tf.aliasing_output = 3 : i32}, %arg13: tensor<32x4x8xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<4x8xf32> {tf.aliasing_output = 10 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg17: tensor<32x64xf32> {tf.aliasing_output = 18 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg21: tensor<32x4x8xf32> {tf.aliasing_output = 23 : i32}, %arg22: tensor<32x4x8xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<32x4x8xf32> {tf.aliasing_output = 24 : i32}, %arg24: tensor<4x8xf32> {tf.aliasing_output = 25 : i32}, %arg25: tensor<32x4x8xf32> {tf.aliasing_output = 20 : i32}, %arg26: tensor<32x4x8xf32> {tf.aliasing_output = 21 : i32}, %arg27: tensor<4x8xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg30: tensor<32x64xf32> {tf.aliasing_output = 35 : i32}, %arg31: tensor<64xf32> {tf.aliasing_output = 34 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 33 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg34: tensor<1x1x32xf32> {tf.aliasing_output = 38 : i32}, %arg35: tensor<1x1x32xf32> {tf.aliasing_output = 1 : i32}, %arg36: tensor<128x32xf32> {tf.aliasing_output = 39 : i32}, %arg37: tensor<32x4x8xf32> {tf.aliasing_output = 40 : i32}, %arg38: tensor<32x4x8xf32> {tf.aliasing_output = 41 : i32}, %arg39: tensor<32x4x8xf32> {tf.aliasing_output = 42 : i32}, %arg40: tensor<32x4x8xf32> {tf.aliasing_output = 43 : i32}, %arg41: tensor<32x4x8xf32> {tf.aliasing_output = 44 : i32}, %arg42: tensor<4x8xf32> {tf.aliasing_output = 45 : i32}, %arg43: tensor<4x8xf32> {tf.aliasing_output = 46 : i32}, %arg44: tensor<4x8xf32> {tf.aliasing_output = 9 : i32}, %arg45: tensor<4x8xf32> {tf.aliasing_output = 47 : i32}, %arg46: tensor<2x4x8xf32> {tf.aliasing_output = 48 : i32}, %arg47: tensor<2x4x8xf32> {tf.aliasing_output = 11 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg52: tensor<64x32xf32> {tf.aliasing_output = 53 : i32}, %arg53: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg54: tensor<32x64xf32> {tf.aliasing_output = 55 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg56: tensor<32x4x8xf32> {tf.aliasing_output = 57 : i32}, %arg57: tensor<32x4x8xf32> {tf.aliasing_output = 58 : i32}, %arg58: tensor<32x4x8xf32> {tf.aliasing_output = 59 : i32}, %arg59: tensor<32x4x8xf32> {tf.aliasing_output = 60 : i32}, %arg60: tensor<32x4x8xf32> {tf.aliasing_output = 61 : i32}, %arg61: tensor<4x8xf32> {tf.aliasing_output = 62 : i32}, %arg62: tensor<4x8xf32> {tf.aliasing_output = 63 : i32}, %arg63: tensor<4x8xf32> {tf.aliasing_output = 26 : i32}, %arg64: tensor<4x8xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<2x4x8xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<2x4x8xf32> {tf.aliasing_output = 28 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg71: tensor<64x32xf32> {tf.aliasing_output = 70 : i32}, %arg72: tensor<64xf32> {tf.aliasing_output = 71 : i32}, %arg73: tensor<32x64xf32> {tf.aliasing_output = 72 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg75: tensor<128xf32> {tf.aliasing_output = 74 : i32}) -> (tensor<f32>, tensor<1x1x32xf32>, tensor<128x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128xf32>, tensor<1x1x32xf32>, tensor<128x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<2x4x8xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<2x4x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<4x8xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<4x8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32x4x8xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<32x4x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x16x8xf32>
    %c = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7]]> : tensor<8x1xi64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x15xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]]], [[[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]]]]> : tensor<2x4x16x8xi1>
    %cst_19 = stablehlo.constant dense<0.398942292> : tensor<8x2x64xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<8x2x64xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<8x2x32xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<8x2x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<8x2x32xf32>
    %c_25 = stablehlo.constant dense<-1> : tensor<8x2xi64>
    %c_26 = stablehlo.constant dense<128> : tensor<8x2xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<8x2xi64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_30 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_31 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<1x1x32xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<1x1x32xf32>
    %cst_35 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<8x2x64xf32>
    %cst_37 = stablehlo.constant dense<0.707106769> : tensor<8x2x64xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<8x2x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+30> : tensor<2x1x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x2x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<8x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x2x1xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<8x2xf32>
    %cst_46 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %c_47 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_48 = stablehlo.constant dense<[0.000000e+00, 6.250000e-02, 1.250000e-01, 1.875000e-01, 2.500000e-01, 3.125000e-01, 3.750000e-01, 4.375000e-01, 5.000000e-01, 5.625000e-01, 6.250000e-01, 6.875000e-01, 7.500000e-01, 8.125000e-01, 8.750000e-01, 9.375000e-01]> : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+04> : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<[8.000000e+00, 7.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00, 0.000000e+00, -1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00, -5.000000e+00, -6.000000e+00, -7.000000e+00]> : tensor<16xf32>
    %c_52 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_54 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %4 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s64[8,2]{0,1}"} : (tensor<2x8xi64>) -> tensor<8x2xi64>
    %5 = stablehlo.reshape %4 : (tensor<8x2xi64>) -> tensor<16xi64>
    %6 = stablehlo.convert %5 : (tensor<16xi64>) -> tensor<16xui32>
    %7 = "stablehlo.gather"(%arg2, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<8x2x32xf32>
    %9 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %10 = stablehlo.reshape %arg12 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %11 = stablehlo.dot_general %9, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x16x32xf32>) -> tensor<8x2x4x8xf32>
    %13 = stablehlo.broadcast_in_dim %arg14, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<8x2x4x8xf32>
    %14 = stablehlo.add %12, %13 : tensor<8x2x4x8xf32>
    %15 = stablehlo.reshape %14 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x8x1xf32>
    %16 = stablehlo.transpose %15, dims = [1, 2, 0, 3, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %18 = stablehlo.reshape %arg13 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %19 = stablehlo.dot_general %9, %18, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x16x32xf32>) -> tensor<8x2x4x8x1xf32>
    %21 = stablehlo.transpose %20, dims = [1, 2, 3, 0, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.dot_general %17, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg11, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<8x2x4x8xf32>
    %26 = stablehlo.add %12, %25 : tensor<8x2x4x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x8x1xf32>
    %28 = stablehlo.transpose %27, dims = [1, 2, 0, 3, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %30 = stablehlo.broadcast_in_dim %cst_51, dims = [0] : (tensor<16xf32>) -> tensor<16x16xf32>
    %31 = stablehlo.power %cst_49, %cst_48 : tensor<16xf32>
    %32 = stablehlo.divide %cst_50, %31 : tensor<16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<16x16xf32>
    %35 = stablehlo.sine %34 : tensor<16x16xf32>
    %36 = stablehlo.cosine %34 : tensor<16x16xf32>
    %37 = stablehlo.concatenate %35, %36, dim = 1 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<16x2x32xf32>) -> tensor<1x32x32xf32>
    %40 = stablehlo.reshape %arg10 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %41 = stablehlo.dot_general %39, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x32x32xf32>) -> tensor<16x2x4x8x1xf32>
    %43 = stablehlo.transpose %42, dims = [1, 2, 3, 0, 4] : (tensor<16x2x4x8x1xf32>) -> tensor<2x4x8x16x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x4x8x16x1xf32>) -> tensor<8x8x16xf32>
    %45 = stablehlo.dot_general %29, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x8x16xf32>) -> tensor<2x4x16x8xf32>
    %47 = stablehlo.slice %46 [0:2, 0:4, 1:16, 0:8] : (tensor<2x4x16x8xf32>) -> tensor<2x4x15x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x15x8xf32>) -> tensor<2x4x8x15xf32>
    %49 = "stablehlo.gather"(%48, %c_47) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 4, 8, 1>}> : (tensor<2x4x8x15xf32>, tensor<8xui32>) -> tensor<2x4x8x8xf32>
    %50 = stablehlo.add %24, %49 : tensor<2x4x8x8xf32>
    %51 = stablehlo.multiply %50, %cst_46 : tensor<2x4x8x8xf32>
    %52 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s64[8,2]{0,1}"} : (tensor<2x8xi64>) -> tensor<8x2xi64>
    %53 = stablehlo.convert %52 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,2]{0,1}"} : (tensor<8x2xi64>) -> tensor<8x2xf32>
    %54 = stablehlo.subtract %cst_45, %53 : tensor<8x2xf32>
    %55 = stablehlo.reshape %54 : (tensor<8x2xf32>) -> tensor<1x8x2x1xf32>
    %56 = stablehlo.compare  GT, %55, %cst_44 : (tensor<1x8x2x1xf32>, tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xi1>
    %57 = stablehlo.convert %56 : (tensor<1x8x2x1xi1>) -> tensor<1x8x2x1xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x8x2x1xf32>) -> tensor<8x2x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<8x2x1xf32>) -> tensor<8x8x2x1xf32>
    %60 = stablehlo.broadcast_in_dim %c_54, dims = [0] : (tensor<8xi64>) -> tensor<8x8xi64>
    %61 = stablehlo.broadcast_in_dim %c_54, dims = [1] : (tensor<8xi64>) -> tensor<8x8xi64>
    %62 = stablehlo.compare  EQ, %60, %61 : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %63 = stablehlo.select %62, %cst_43, %cst_42 : tensor<8x8xi1>, tensor<8x8xf32>
    %64 = stablehlo.negate %63 : tensor<8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 3] : (tensor<8x8x1xf32>) -> tensor<8x8x2x1xf32>
    %67 = stablehlo.add %59, %66 : tensor<8x8x2x1xf32>
    %68 = stablehlo.compare  GT, %67, %cst_41 : (tensor<8x8x2x1xf32>, tensor<8x8x2x1xf32>) -> tensor<8x8x2x1xi1>
    %69 = stablehlo.convert %68 : (tensor<8x8x2x1xi1>) -> tensor<8x8x2x1xf32>
    %70 = stablehlo.transpose %69, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,1,8,8]{1,0,3,2}"} : (tensor<8x8x2x1xf32>) -> tensor<2x1x8x8xf32>
    %71 = stablehlo.multiply %70, %cst_40 : tensor<2x1x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.subtract %51, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.reduce(%74 init: %cst_53) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<2x4x8x8xf32>
    %78 = stablehlo.exponential %77 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reduce(%78 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.divide %78, %80 : tensor<2x4x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %arg8 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %84 = stablehlo.dot_general %9, %83, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x16x32xf32>) -> tensor<8x2x4x8x1xf32>
    %86 = stablehlo.transpose %85, dims = [1, 2, 0, 3, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %88 = stablehlo.dot_general %82, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x8x8xf32>) -> tensor<2x4x8x1x8xf32>
    %90 = stablehlo.transpose %89, dims = [2, 0, 4, 1, 3] : (tensor<2x4x8x1x8xf32>) -> tensor<8x2x8x4x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<8x2x8x4x1xf32>) -> tensor<1x16x32xf32>
    %92 = stablehlo.reshape %arg7 : (tensor<32x4x8xf32>) -> tensor<32x4x8x1x1xf32>
    %93 = stablehlo.transpose %92, dims = [2, 1, 0, 3, 4] : (tensor<32x4x8x1x1xf32>) -> tensor<8x4x32x1x1xf32>
    %94 = stablehlo.reshape %93 : (tensor<8x4x32x1x1xf32>) -> tensor<1x32x32xf32>
    %95 = stablehlo.dot_general %91, %94, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %97 = stablehlo.add %96, %8 : tensor<8x2x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x2x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%98, %cst_50, %cst_39) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %99 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<8x2x32xf32>
    %102 = stablehlo.add %3, %101 : tensor<8x2x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x2x32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %107 = stablehlo.add %105, %106 : tensor<16x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x64xf32>) -> tensor<8x2x64xf32>
    %109 = stablehlo.multiply %108, %cst_38 : tensor<8x2x64xf32>
    %110 = stablehlo.multiply %108, %cst_37 : tensor<8x2x64xf32>
    %111 = stablehlo.custom_call @mhlo.erf(%110) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<8x2x64xf32>) -> tensor<8x2x64xf32>
    %112 = stablehlo.add %111, %cst_36 : tensor<8x2x64xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<8x2x64xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x2x64xf32>) -> tensor<16x64xf32>
    %115 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.add %116, %117 : tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<8x2x32xf32>
    %120 = stablehlo.add %119, %102 : tensor<8x2x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x2x32xf32>) -> tensor<1x16x32xf32>
    %output_56, %batch_mean_57, %batch_var_58 = "stablehlo.batch_norm_training"(%121, %cst_50, %cst_39) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %122 = stablehlo.reshape %output_56 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<8x2x32xf32>
    %125 = stablehlo.add %2, %124 : tensor<8x2x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<8x2x32xf32>) -> tensor<1x16x32xf32>
    %127 = stablehlo.reshape %arg25 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %128 = stablehlo.dot_general %126, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x16x32xf32>) -> tensor<8x2x4x8xf32>
    %130 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<8x2x4x8xf32>
    %131 = stablehlo.add %129, %130 : tensor<8x2x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x8x1xf32>
    %133 = stablehlo.transpose %132, dims = [1, 2, 0, 3, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %135 = stablehlo.reshape %arg26 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %136 = stablehlo.dot_general %126, %135, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x16x32xf32>) -> tensor<8x2x4x8x1xf32>
    %138 = stablehlo.transpose %137, dims = [1, 2, 3, 0, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %140 = stablehlo.dot_general %134, %139, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %142 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<8x2x4x8xf32>
    %143 = stablehlo.add %129, %142 : tensor<8x2x4x8xf32>
    %144 = stablehlo.reshape %143 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x8x1xf32>
    %145 = stablehlo.transpose %144, dims = [1, 2, 0, 3, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.reshape %arg23 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %148 = stablehlo.dot_general %39, %147, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x32x32xf32>) -> tensor<16x2x4x8x1xf32>
    %150 = stablehlo.transpose %149, dims = [1, 2, 3, 0, 4] : (tensor<16x2x4x8x1xf32>) -> tensor<2x4x8x16x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x4x8x16x1xf32>) -> tensor<8x8x16xf32>
    %152 = stablehlo.dot_general %146, %151, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<8x8x16xf32>) -> tensor<2x4x16x8xf32>
    %154 = stablehlo.slice %153 [0:2, 0:4, 1:16, 0:8] : (tensor<2x4x16x8xf32>) -> tensor<2x4x15x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x4x15x8xf32>) -> tensor<2x4x8x15xf32>
    %156 = "stablehlo.gather"(%155, %c_47) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 4, 8, 1>}> : (tensor<2x4x8x15xf32>, tensor<8xui32>) -> tensor<2x4x8x8xf32>
    %157 = stablehlo.add %141, %156 : tensor<2x4x8x8xf32>
    %158 = stablehlo.multiply %157, %cst_46 : tensor<2x4x8x8xf32>
    %159 = stablehlo.subtract %158, %73 : tensor<2x4x8x8xf32>
    %160 = stablehlo.reduce(%159 init: %cst_53) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.subtract %159, %161 : tensor<2x4x8x8xf32>
    %163 = stablehlo.exponential %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.reduce(%163 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.divide %163, %165 : tensor<2x4x8x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %168 = stablehlo.reshape %arg22 : (tensor<32x4x8xf32>) -> tensor<1x32x32xf32>
    %169 = stablehlo.dot_general %126, %168, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x16x32xf32>) -> tensor<8x2x4x8x1xf32>
    %171 = stablehlo.transpose %170, dims = [1, 2, 0, 3, 4] : (tensor<8x2x4x8x1xf32>) -> tensor<2x4x8x8x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x4x8x8x1xf32>) -> tensor<8x8x8xf32>
    %173 = stablehlo.dot_general %167, %172, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x8x8xf32>) -> tensor<2x4x8x1x8xf32>
    %175 = stablehlo.transpose %174, dims = [2, 0, 4, 1, 3] : (tensor<2x4x8x1x8xf32>) -> tensor<8x2x8x4x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<8x2x8x4x1xf32>) -> tensor<1x16x32xf32>
    %177 = stablehlo.reshape %arg21 : (tensor<32x4x8xf32>) -> tensor<32x4x8x1x1xf32>
    %178 = stablehlo.transpose %177, dims = [2, 1, 0, 3, 4] : (tensor<32x4x8x1x1xf32>) -> tensor<8x4x32x1x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x4x32x1x1xf32>) -> tensor<1x32x32xf32>
    %180 = stablehlo.dot_general %176, %179, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %182 = stablehlo.add %181, %125 : tensor<8x2x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x2x32xf32>) -> tensor<1x16x32xf32>
    %output_59, %batch_mean_60, %batch_var_61 = "stablehlo.batch_norm_training"(%183, %cst_50, %cst_39) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %184 = stablehlo.reshape %output_59 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<8x2x32xf32>
    %187 = stablehlo.add %1, %186 : tensor<8x2x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<8x2x32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %191 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %192 = stablehlo.add %190, %191 : tensor<16x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x64xf32>) -> tensor<8x2x64xf32>
    %194 = stablehlo.multiply %193, %cst_38 : tensor<8x2x64xf32>
    %195 = stablehlo.multiply %193, %cst_37 : tensor<8x2x64xf32>
    %196 = stablehlo.custom_call @mhlo.erf(%195) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<8x2x64xf32>) -> tensor<8x2x64xf32>
    %197 = stablehlo.add %196, %cst_36 : tensor<8x2x64xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<8x2x64xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x2x64xf32>) -> tensor<16x64xf32>
    %200 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.add %201, %202 : tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<8x2x32xf32>
    %205 = stablehlo.add %204, %187 : tensor<8x2x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x2x32xf32>) -> tensor<1x16x32xf32>
    %output_62, %batch_mean_63, %batch_var_64 = "stablehlo.batch_norm_training"(%206, %cst_50, %cst_39) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %207 = stablehlo.reshape %output_62 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<8x2x32xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<8x2x32xf32>
    %210 = stablehlo.add %0, %209 : tensor<8x2x32xf32>
    %211 = stablehlo.transpose %210, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{2,0,1}"} : (tensor<8x2x32xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %214 = stablehlo.dot_general %212, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %215 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %216 = stablehlo.add %214, %215 : tensor<16x128xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %218 = stablehlo.slice %217 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %219 = stablehlo.reduce(%218 init: %cst_53) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<2x7x128xf32>
    %222 = stablehlo.exponential %221 : tensor<2x7x128xf32>
    %223 = stablehlo.reduce(%222 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %224 = stablehlo.log %223 : tensor<2x7xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %226 = stablehlo.subtract %221, %225 : tensor<2x7x128xf32>
    %227 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %229 = stablehlo.broadcast_in_dim %c_52, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %230 = stablehlo.compare  EQ, %228, %229 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %231 = stablehlo.convert %230 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %232 = stablehlo.convert %231 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %233 = stablehlo.multiply %226, %232 : tensor<2x7x128xf32>
    %234 = stablehlo.reduce(%233 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %235 = stablehlo.reduce(%234 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %236 = stablehlo.multiply %235, %cst_35 : tensor<f32>
    %237 = stablehlo.negate %236 : tensor<f32>
    %238 = stablehlo.multiply %arg34, %cst_34 : tensor<1x1x32xf32>
    %239 = stablehlo.multiply %238, %cst_33 : tensor<1x1x32xf32>
    %240 = stablehlo.subtract %arg35, %239 : tensor<1x1x32xf32>
    %241 = stablehlo.multiply %arg36, %cst_32 : tensor<128x32xf32>
    %242 = stablehlo.multiply %232, %cst_30 : tensor<2x7x128xf32>
    %243 = stablehlo.exponential %226 : tensor<2x7x128xf32>
    %244 = stablehlo.reduce(%242 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %246 = stablehlo.multiply %243, %245 : tensor<2x7x128xf32>
    %247 = stablehlo.subtract %242, %246 : tensor<2x7x128xf32>
    %248 = stablehlo.pad %247, %cst_55, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %249 = stablehlo.select %c_31, %248, %cst_29 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %251 = stablehlo.transpose %250, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %252 = stablehlo.dot_general %251, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %253 = stablehlo.compare  LT, %4, %c_27 : (tensor<8x2xi64>, tensor<8x2xi64>) -> tensor<8x2xi1>
    %254 = stablehlo.add %4, %c_26 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s64[8,2]{0,1}"} : tensor<8x2xi64>
    %255 = stablehlo.select %253, %254, %4 : tensor<8x2xi1>, tensor<8x2xi64>
    %256 = stablehlo.reshape %255 : (tensor<8x2xi64>) -> tensor<8x2x1xi64>
    %257 = stablehlo.compare  EQ, %4, %c_25 : (tensor<8x2xi64>, tensor<8x2xi64>) -> tensor<8x2xi1>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<8x2xi1>) -> tensor<8x2x32xi1>
    %259 = stablehlo.add %batch_var, %cst_23 : tensor<16xf32>
    %260 = stablehlo.rsqrt %259 : tensor<16xf32>
    %261 = stablehlo.reshape %260 : (tensor<16xf32>) -> tensor<8x2x1xf32>
    %262 = stablehlo.divide %261, %cst_22 : tensor<8x2x1xf32>
    %263 = stablehlo.reshape %262 : (tensor<8x2x1xf32>) -> tensor<8x2xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %265 = stablehlo.add %batch_var_58, %cst_23 : tensor<16xf32>
    %266 = stablehlo.rsqrt %265 : tensor<16xf32>
    %267 = stablehlo.reshape %266 : (tensor<16xf32>) -> tensor<8x2x1xf32>
    %268 = stablehlo.divide %267, %cst_22 : tensor<8x2x1xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x2x1xf32>) -> tensor<8x2xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %271 = stablehlo.add %batch_var_61, %cst_23 : tensor<16xf32>
    %272 = stablehlo.rsqrt %271 : tensor<16xf32>
    %273 = stablehlo.reshape %272 : (tensor<16xf32>) -> tensor<8x2x1xf32>
    %274 = stablehlo.divide %273, %cst_22 : tensor<8x2x1xf32>
    %275 = stablehlo.reshape %274 : (tensor<8x2x1xf32>) -> tensor<8x2xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %277 = stablehlo.add %batch_var_64, %cst_23 : tensor<16xf32>
    %278 = stablehlo.rsqrt %277 : tensor<16xf32>
    %279 = stablehlo.reshape %278 : (tensor<16xf32>) -> tensor<8x2x1xf32>
    %280 = stablehlo.divide %279, %cst_22 : tensor<8x2x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<8x2x1xf32>) -> tensor<8x2xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %283 = stablehlo.dot_general %250, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.transpose %284, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,2,32]{2,0,1}"} : (tensor<2x8x32xf32>) -> tensor<8x2x32xf32>
    %286 = stablehlo.multiply %285, %208 : tensor<8x2x32xf32>
    %287 = stablehlo.multiply %286, %cst_21 : tensor<8x2x32xf32>
    %288 = stablehlo.reduce(%286 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %290 = stablehlo.subtract %287, %289 : tensor<8x2x32xf32>
    %291 = stablehlo.reshape %batch_mean_63 : (tensor<16xf32>) -> tensor<8x2xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %293 = stablehlo.subtract %205, %292 : tensor<8x2x32xf32>
    %294 = stablehlo.reshape %278 : (tensor<16xf32>) -> tensor<8x2xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %296 = stablehlo.multiply %293, %295 : tensor<8x2x32xf32>
    %297 = stablehlo.multiply %286, %296 : tensor<8x2x32xf32>
    %298 = stablehlo.reduce(%297 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %300 = stablehlo.multiply %296, %299 : tensor<8x2x32xf32>
    %301 = stablehlo.subtract %290, %300 : tensor<8x2x32xf32>
    %302 = stablehlo.multiply %282, %301 : tensor<8x2x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<8x2x32xf32>) -> tensor<16x32xf32>
    %304 = stablehlo.dot_general %303, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x64xf32>) -> tensor<8x2x64xf32>
    %306 = stablehlo.multiply %197, %cst_38 : tensor<8x2x64xf32>
    %307 = stablehlo.multiply %193, %193 : tensor<8x2x64xf32>
    %308 = stablehlo.multiply %307, %cst_20 : tensor<8x2x64xf32>
    %309 = stablehlo.exponential %308 : tensor<8x2x64xf32>
    %310 = stablehlo.multiply %309, %cst_19 : tensor<8x2x64xf32>
    %311 = stablehlo.multiply %193, %310 : tensor<8x2x64xf32>
    %312 = stablehlo.add %306, %311 : tensor<8x2x64xf32>
    %313 = stablehlo.multiply %305, %312 : tensor<8x2x64xf32>
    %314 = stablehlo.reshape %313 : (tensor<8x2x64xf32>) -> tensor<16x64xf32>
    %315 = stablehlo.dot_general %314, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %316 = stablehlo.reshape %315 : (tensor<16x32xf32>) -> tensor<8x2x32xf32>
    %317 = stablehlo.add %302, %316 : tensor<8x2x32xf32>
    %318 = stablehlo.multiply %317, %185 : tensor<8x2x32xf32>
    %319 = stablehlo.multiply %318, %cst_21 : tensor<8x2x32xf32>
    %320 = stablehlo.reduce(%318 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %322 = stablehlo.subtract %319, %321 : tensor<8x2x32xf32>
    %323 = stablehlo.reshape %batch_mean_60 : (tensor<16xf32>) -> tensor<8x2xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %325 = stablehlo.subtract %182, %324 : tensor<8x2x32xf32>
    %326 = stablehlo.reshape %272 : (tensor<16xf32>) -> tensor<8x2xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %328 = stablehlo.multiply %325, %327 : tensor<8x2x32xf32>
    %329 = stablehlo.multiply %318, %328 : tensor<8x2x32xf32>
    %330 = stablehlo.reduce(%329 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %332 = stablehlo.multiply %328, %331 : tensor<8x2x32xf32>
    %333 = stablehlo.subtract %322, %332 : tensor<8x2x32xf32>
    %334 = stablehlo.multiply %276, %333 : tensor<8x2x32xf32>
    %335 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %336 = stablehlo.reshape %334 : (tensor<8x2x32xf32>) -> tensor<1x16x32xf32>
    %337 = stablehlo.transpose %179, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %338 = stablehlo.dot_general %336, %337, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<1x16x32xf32>) -> tensor<8x2x1x8x4xf32>
    %340 = stablehlo.transpose %339, dims = [1, 4, 0, 2, 3] : (tensor<8x2x1x8x4xf32>) -> tensor<2x4x8x1x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x4x8x1x8xf32>) -> tensor<8x8x8xf32>
    %342 = stablehlo.dot_general %335, %341, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8x1xf32>
    %344 = stablehlo.transpose %343, dims = [2, 0, 4, 1, 3] : (tensor<2x4x8x8x1xf32>) -> tensor<8x2x1x4x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<8x2x1x4x8xf32>) -> tensor<1x16x32xf32>
    %346 = stablehlo.transpose %168, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %347 = stablehlo.dot_general %345, %346, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %349 = stablehlo.add %334, %348 : tensor<8x2x32xf32>
    %350 = stablehlo.transpose %134, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %351 = stablehlo.transpose %172, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %352 = stablehlo.dot_general %341, %351, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %354 = stablehlo.multiply %353, %166 : tensor<2x4x8x8xf32>
    %355 = stablehlo.reduce(%354 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %357 = stablehlo.multiply %166, %356 : tensor<2x4x8x8xf32>
    %358 = stablehlo.subtract %354, %357 : tensor<2x4x8x8xf32>
    %359 = stablehlo.multiply %358, %cst_46 : tensor<2x4x8x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %361 = stablehlo.dot_general %350, %360, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %362 = stablehlo.reshape %361 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8x1xf32>
    %363 = stablehlo.transpose %362, dims = [3, 0, 4, 1, 2] : (tensor<2x4x8x8x1xf32>) -> tensor<8x2x1x4x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x2x1x4x8xf32>) -> tensor<1x16x32xf32>
    %365 = stablehlo.transpose %135, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %366 = stablehlo.dot_general %364, %365, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %368 = stablehlo.add %349, %367 : tensor<8x2x32xf32>
    %369 = "stablehlo.scatter"(%cst_17, %c, %359) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %704 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %704 : tensor<f32>
    }) : (tensor<2x4x8x15xf32>, tensor<8x1xi64>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x15xf32>
    %370 = stablehlo.reshape %369 : (tensor<2x4x8x15xf32>) -> tensor<2x4x15x8xf32>
    %371 = stablehlo.pad %370, %cst_55, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x15x8xf32>, tensor<f32>) -> tensor<2x4x16x8xf32>
    %372 = stablehlo.select %c_18, %371, %cst_16 : tensor<2x4x16x8xi1>, tensor<2x4x16x8xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x4x16x8xf32>) -> tensor<8x8x16xf32>
    %374 = stablehlo.transpose %151, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,8]{1,2,0}"} : (tensor<8x8x16xf32>) -> tensor<8x16x8xf32>
    %375 = stablehlo.dot_general %373, %374, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16xf32>, tensor<8x16x8xf32>) -> tensor<8x8x8xf32>
    %376 = stablehlo.reshape %375 : (tensor<8x8x8xf32>) -> tensor<2x4x8x1x8xf32>
    %377 = stablehlo.transpose %376, dims = [2, 0, 1, 4, 3] {result_layout = dense<[4, 3, 0, 2, 1]> : tensor<5xindex>, xla_shape = "f32[8,2,4,8,1]{4,3,0,2,1}"} : (tensor<2x4x8x1x8xf32>) -> tensor<8x2x4x8x1xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x2x4x8x1xf32>) -> tensor<8x2x4x8xf32>
    %379 = stablehlo.transpose %139, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %380 = stablehlo.dot_general %360, %379, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %381 = stablehlo.reshape %380 : (tensor<8x8x8xf32>) -> tensor<2x4x8x1x8xf32>
    %382 = stablehlo.transpose %381, dims = [2, 0, 1, 4, 3] {result_layout = dense<[4, 3, 0, 2, 1]> : tensor<5xindex>, xla_shape = "f32[8,2,4,8,1]{4,3,0,2,1}"} : (tensor<2x4x8x1x8xf32>) -> tensor<8x2x4x8x1xf32>
    %383 = stablehlo.reshape %382 : (tensor<8x2x4x8x1xf32>) -> tensor<8x2x4x8xf32>
    %384 = stablehlo.add %378, %383 : tensor<8x2x4x8xf32>
    %385 = stablehlo.reshape %384 : (tensor<8x2x4x8xf32>) -> tensor<1x16x32xf32>
    %386 = stablehlo.transpose %127, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %387 = stablehlo.dot_general %385, %386, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %388 = stablehlo.reshape %387 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %389 = stablehlo.add %368, %388 : tensor<8x2x32xf32>
    %390 = stablehlo.multiply %389, %123 : tensor<8x2x32xf32>
    %391 = stablehlo.multiply %390, %cst_21 : tensor<8x2x32xf32>
    %392 = stablehlo.reduce(%390 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %394 = stablehlo.subtract %391, %393 : tensor<8x2x32xf32>
    %395 = stablehlo.reshape %batch_mean_57 : (tensor<16xf32>) -> tensor<8x2xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %397 = stablehlo.subtract %120, %396 : tensor<8x2x32xf32>
    %398 = stablehlo.reshape %266 : (tensor<16xf32>) -> tensor<8x2xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %400 = stablehlo.multiply %397, %399 : tensor<8x2x32xf32>
    %401 = stablehlo.multiply %390, %400 : tensor<8x2x32xf32>
    %402 = stablehlo.reduce(%401 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %404 = stablehlo.multiply %400, %403 : tensor<8x2x32xf32>
    %405 = stablehlo.subtract %394, %404 : tensor<8x2x32xf32>
    %406 = stablehlo.multiply %270, %405 : tensor<8x2x32xf32>
    %407 = stablehlo.reshape %406 : (tensor<8x2x32xf32>) -> tensor<16x32xf32>
    %408 = stablehlo.dot_general %407, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %409 = stablehlo.reshape %408 : (tensor<16x64xf32>) -> tensor<8x2x64xf32>
    %410 = stablehlo.multiply %112, %cst_38 : tensor<8x2x64xf32>
    %411 = stablehlo.multiply %108, %108 : tensor<8x2x64xf32>
    %412 = stablehlo.multiply %411, %cst_20 : tensor<8x2x64xf32>
    %413 = stablehlo.exponential %412 : tensor<8x2x64xf32>
    %414 = stablehlo.multiply %413, %cst_19 : tensor<8x2x64xf32>
    %415 = stablehlo.multiply %108, %414 : tensor<8x2x64xf32>
    %416 = stablehlo.add %410, %415 : tensor<8x2x64xf32>
    %417 = stablehlo.multiply %409, %416 : tensor<8x2x64xf32>
    %418 = stablehlo.reshape %417 : (tensor<8x2x64xf32>) -> tensor<16x64xf32>
    %419 = stablehlo.dot_general %418, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<16x32xf32>) -> tensor<8x2x32xf32>
    %421 = stablehlo.add %406, %420 : tensor<8x2x32xf32>
    %422 = stablehlo.multiply %421, %100 : tensor<8x2x32xf32>
    %423 = stablehlo.multiply %422, %cst_21 : tensor<8x2x32xf32>
    %424 = stablehlo.reduce(%422 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %426 = stablehlo.subtract %423, %425 : tensor<8x2x32xf32>
    %427 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<8x2xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %429 = stablehlo.subtract %97, %428 : tensor<8x2x32xf32>
    %430 = stablehlo.reshape %260 : (tensor<16xf32>) -> tensor<8x2xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %432 = stablehlo.multiply %429, %431 : tensor<8x2x32xf32>
    %433 = stablehlo.multiply %422, %432 : tensor<8x2x32xf32>
    %434 = stablehlo.reduce(%433 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<8x2xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x32xf32>
    %436 = stablehlo.multiply %432, %435 : tensor<8x2x32xf32>
    %437 = stablehlo.subtract %426, %436 : tensor<8x2x32xf32>
    %438 = stablehlo.multiply %264, %437 : tensor<8x2x32xf32>
    %439 = stablehlo.transpose %82, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %440 = stablehlo.reshape %438 : (tensor<8x2x32xf32>) -> tensor<1x16x32xf32>
    %441 = stablehlo.transpose %94, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %442 = stablehlo.dot_general %440, %441, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %443 = stablehlo.reshape %442 : (tensor<1x16x32xf32>) -> tensor<8x2x1x8x4xf32>
    %444 = stablehlo.transpose %443, dims = [1, 4, 0, 2, 3] : (tensor<8x2x1x8x4xf32>) -> tensor<2x4x8x1x8xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x4x8x1x8xf32>) -> tensor<8x8x8xf32>
    %446 = stablehlo.dot_general %439, %445, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8x1xf32>
    %448 = stablehlo.transpose %447, dims = [2, 0, 4, 1, 3] : (tensor<2x4x8x8x1xf32>) -> tensor<8x2x1x4x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<8x2x1x4x8xf32>) -> tensor<1x16x32xf32>
    %450 = stablehlo.transpose %83, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %451 = stablehlo.dot_general %449, %450, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %452 = stablehlo.reshape %451 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %453 = stablehlo.add %438, %452 : tensor<8x2x32xf32>
    %454 = stablehlo.transpose %17, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %455 = stablehlo.transpose %87, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.dot_general %445, %455, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %458 = stablehlo.multiply %457, %81 : tensor<2x4x8x8xf32>
    %459 = stablehlo.reduce(%458 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %461 = stablehlo.multiply %81, %460 : tensor<2x4x8x8xf32>
    %462 = stablehlo.subtract %458, %461 : tensor<2x4x8x8xf32>
    %463 = stablehlo.multiply %462, %cst_46 : tensor<2x4x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.dot_general %454, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8x1xf32>
    %467 = stablehlo.transpose %466, dims = [3, 0, 4, 1, 2] : (tensor<2x4x8x8x1xf32>) -> tensor<8x2x1x4x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x2x1x4x8xf32>) -> tensor<1x16x32xf32>
    %469 = stablehlo.transpose %18, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %470 = stablehlo.dot_general %468, %469, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %471 = stablehlo.reshape %470 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %472 = stablehlo.add %453, %471 : tensor<8x2x32xf32>
    %473 = "stablehlo.scatter"(%cst_17, %c, %463) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], inserted_window_dims = [3], scatter_dims_to_operand_dims = [3], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %704 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %704 : tensor<f32>
    }) : (tensor<2x4x8x15xf32>, tensor<8x1xi64>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x15xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x4x8x15xf32>) -> tensor<2x4x15x8xf32>
    %475 = stablehlo.pad %474, %cst_55, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x15x8xf32>, tensor<f32>) -> tensor<2x4x16x8xf32>
    %476 = stablehlo.select %c_18, %475, %cst_16 : tensor<2x4x16x8xi1>, tensor<2x4x16x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<2x4x16x8xf32>) -> tensor<8x8x16xf32>
    %478 = stablehlo.transpose %44, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,16,8]{1,2,0}"} : (tensor<8x8x16xf32>) -> tensor<8x16x8xf32>
    %479 = stablehlo.dot_general %477, %478, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16xf32>, tensor<8x16x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<8x8x8xf32>) -> tensor<2x4x8x1x8xf32>
    %481 = stablehlo.transpose %480, dims = [2, 0, 1, 4, 3] {result_layout = dense<[4, 3, 0, 2, 1]> : tensor<5xindex>, xla_shape = "f32[8,2,4,8,1]{4,3,0,2,1}"} : (tensor<2x4x8x1x8xf32>) -> tensor<8x2x4x8x1xf32>
    %482 = stablehlo.reshape %481 : (tensor<8x2x4x8x1xf32>) -> tensor<8x2x4x8xf32>
    %483 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %484 = stablehlo.dot_general %464, %483, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %485 = stablehlo.reshape %484 : (tensor<8x8x8xf32>) -> tensor<2x4x8x1x8xf32>
    %486 = stablehlo.transpose %485, dims = [2, 0, 1, 4, 3] {result_layout = dense<[4, 3, 0, 2, 1]> : tensor<5xindex>, xla_shape = "f32[8,2,4,8,1]{4,3,0,2,1}"} : (tensor<2x4x8x1x8xf32>) -> tensor<8x2x4x8x1xf32>
    %487 = stablehlo.reshape %486 : (tensor<8x2x4x8x1xf32>) -> tensor<8x2x4x8xf32>
    %488 = stablehlo.add %482, %487 : tensor<8x2x4x8xf32>
    %489 = stablehlo.reshape %488 : (tensor<8x2x4x8xf32>) -> tensor<1x16x32xf32>
    %490 = stablehlo.transpose %10, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %491 = stablehlo.dot_general %489, %490, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x32xf32>, tensor<1x32x32xf32>) -> tensor<1x16x32xf32>
    %492 = stablehlo.reshape %491 : (tensor<1x16x32xf32>) -> tensor<8x2x32xf32>
    %493 = stablehlo.add %472, %492 : tensor<8x2x32xf32>
    %494 = stablehlo.select %258, %cst_24, %493 : tensor<8x2x32xi1>, tensor<8x2x32xf32>
    %495 = "stablehlo.scatter"(%cst_28, %256, %494) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %704 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %704 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x2x1xi64>, tensor<8x2x32xf32>) -> tensor<128x32xf32>
    %496 = stablehlo.add %252, %495 : tensor<128x32xf32>
    %497 = stablehlo.add %241, %496 : tensor<128x32xf32>
    %498 = stablehlo.multiply %497, %cst_15 : tensor<128x32xf32>
    %499 = stablehlo.subtract %arg2, %498 : tensor<128x32xf32>
    %500 = stablehlo.multiply %arg37, %cst_14 : tensor<32x4x8xf32>
    %501 = stablehlo.transpose %9, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,16]{1,2,0}"} : (tensor<1x16x32xf32>) -> tensor<1x32x16xf32>
    %502 = stablehlo.dot_general %501, %489, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %504 = stablehlo.add %500, %503 : tensor<32x4x8xf32>
    %505 = stablehlo.multiply %504, %cst_13 : tensor<32x4x8xf32>
    %506 = stablehlo.subtract %arg12, %505 : tensor<32x4x8xf32>
    %507 = stablehlo.multiply %arg38, %cst_14 : tensor<32x4x8xf32>
    %508 = stablehlo.dot_general %501, %468, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %509 = stablehlo.reshape %508 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %510 = stablehlo.add %507, %509 : tensor<32x4x8xf32>
    %511 = stablehlo.multiply %510, %cst_13 : tensor<32x4x8xf32>
    %512 = stablehlo.subtract %arg13, %511 : tensor<32x4x8xf32>
    %513 = stablehlo.multiply %arg39, %cst_14 : tensor<32x4x8xf32>
    %514 = stablehlo.dot_general %501, %449, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %515 = stablehlo.reshape %514 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %516 = stablehlo.add %513, %515 : tensor<32x4x8xf32>
    %517 = stablehlo.multiply %516, %cst_13 : tensor<32x4x8xf32>
    %518 = stablehlo.subtract %arg8, %517 : tensor<32x4x8xf32>
    %519 = stablehlo.multiply %arg40, %cst_14 : tensor<32x4x8xf32>
    %520 = stablehlo.transpose %91, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,16]{1,2,0}"} : (tensor<1x16x32xf32>) -> tensor<1x32x16xf32>
    %521 = stablehlo.dot_general %520, %440, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %522 = stablehlo.reshape %521 : (tensor<1x32x32xf32>) -> tensor<8x4x32x1x1xf32>
    %523 = stablehlo.transpose %522, dims = [2, 1, 0, 3, 4] : (tensor<8x4x32x1x1xf32>) -> tensor<32x4x8x1x1xf32>
    %524 = stablehlo.reshape %523 : (tensor<32x4x8x1x1xf32>) -> tensor<32x4x8xf32>
    %525 = stablehlo.add %519, %524 : tensor<32x4x8xf32>
    %526 = stablehlo.multiply %525, %cst_13 : tensor<32x4x8xf32>
    %527 = stablehlo.subtract %arg7, %526 : tensor<32x4x8xf32>
    %528 = stablehlo.multiply %arg41, %cst_14 : tensor<32x4x8xf32>
    %529 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,32]{1,2,0}"} : (tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %530 = stablehlo.transpose %29, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %531 = stablehlo.dot_general %530, %477, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %532 = stablehlo.reshape %531 : (tensor<8x8x16xf32>) -> tensor<2x4x8x16x1xf32>
    %533 = stablehlo.transpose %532, dims = [3, 0, 4, 1, 2] : (tensor<2x4x8x16x1xf32>) -> tensor<16x2x1x4x8xf32>
    %534 = stablehlo.reshape %533 : (tensor<16x2x1x4x8xf32>) -> tensor<1x32x32xf32>
    %535 = stablehlo.dot_general %529, %534, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %536 = stablehlo.reshape %535 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %537 = stablehlo.add %528, %536 : tensor<32x4x8xf32>
    %538 = stablehlo.multiply %537, %cst_13 : tensor<32x4x8xf32>
    %539 = stablehlo.subtract %arg10, %538 : tensor<32x4x8xf32>
    %540 = stablehlo.multiply %arg42, %cst_12 : tensor<4x8xf32>
    %541 = stablehlo.reduce(%482 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %542 = stablehlo.add %540, %541 : tensor<4x8xf32>
    %543 = stablehlo.multiply %542, %cst_11 : tensor<4x8xf32>
    %544 = stablehlo.subtract %arg11, %543 : tensor<4x8xf32>
    %545 = stablehlo.multiply %arg43, %cst_12 : tensor<4x8xf32>
    %546 = stablehlo.multiply %545, %cst_11 : tensor<4x8xf32>
    %547 = stablehlo.subtract %arg44, %546 : tensor<4x8xf32>
    %548 = stablehlo.multiply %arg45, %cst_12 : tensor<4x8xf32>
    %549 = stablehlo.reduce(%487 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %550 = stablehlo.add %548, %549 : tensor<4x8xf32>
    %551 = stablehlo.multiply %550, %cst_11 : tensor<4x8xf32>
    %552 = stablehlo.subtract %arg14, %551 : tensor<4x8xf32>
    %553 = stablehlo.multiply %arg46, %cst_10 : tensor<2x4x8xf32>
    %554 = stablehlo.multiply %553, %cst_9 : tensor<2x4x8xf32>
    %555 = stablehlo.subtract %arg47, %554 : tensor<2x4x8xf32>
    %556 = stablehlo.multiply %arg48, %cst_8 : tensor<32xf32>
    %557 = stablehlo.multiply %421, %432 : tensor<8x2x32xf32>
    %558 = stablehlo.reduce(%557 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %559 = stablehlo.add %556, %558 : tensor<32xf32>
    %560 = stablehlo.multiply %559, %cst_7 : tensor<32xf32>
    %561 = stablehlo.subtract %arg6, %560 : tensor<32xf32>
    %562 = stablehlo.multiply %arg49, %cst_8 : tensor<32xf32>
    %563 = stablehlo.reduce(%421 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %564 = stablehlo.add %562, %563 : tensor<32xf32>
    %565 = stablehlo.multiply %564, %cst_7 : tensor<32xf32>
    %566 = stablehlo.subtract %arg15, %565 : tensor<32xf32>
    %567 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %568 = stablehlo.multiply %389, %400 : tensor<8x2x32xf32>
    %569 = stablehlo.reduce(%568 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.add %567, %569 : tensor<32xf32>
    %571 = stablehlo.multiply %570, %cst_7 : tensor<32xf32>
    %572 = stablehlo.subtract %arg5, %571 : tensor<32xf32>
    %573 = stablehlo.multiply %arg51, %cst_8 : tensor<32xf32>
    %574 = stablehlo.reduce(%389 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.add %573, %574 : tensor<32xf32>
    %576 = stablehlo.multiply %575, %cst_7 : tensor<32xf32>
    %577 = stablehlo.subtract %arg20, %576 : tensor<32xf32>
    %578 = stablehlo.multiply %arg52, %cst_6 : tensor<64x32xf32>
    %579 = stablehlo.transpose %418, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %580 = stablehlo.dot_general %579, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %581 = stablehlo.add %578, %580 : tensor<64x32xf32>
    %582 = stablehlo.multiply %581, %cst_5 : tensor<64x32xf32>
    %583 = stablehlo.subtract %arg19, %582 : tensor<64x32xf32>
    %584 = stablehlo.multiply %arg53, %cst_4 : tensor<64xf32>
    %585 = stablehlo.reduce(%418 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %586 = stablehlo.add %584, %585 : tensor<64xf32>
    %587 = stablehlo.multiply %586, %cst_3 : tensor<64xf32>
    %588 = stablehlo.subtract %arg18, %587 : tensor<64xf32>
    %589 = stablehlo.multiply %arg54, %cst_2 : tensor<32x64xf32>
    %590 = stablehlo.transpose %407, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %591 = stablehlo.dot_general %590, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %592 = stablehlo.add %589, %591 : tensor<32x64xf32>
    %593 = stablehlo.multiply %592, %cst_1 : tensor<32x64xf32>
    %594 = stablehlo.subtract %arg17, %593 : tensor<32x64xf32>
    %595 = stablehlo.multiply %arg55, %cst_8 : tensor<32xf32>
    %596 = stablehlo.reduce(%407 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %597 = stablehlo.add %595, %596 : tensor<32xf32>
    %598 = stablehlo.multiply %597, %cst_7 : tensor<32xf32>
    %599 = stablehlo.subtract %arg16, %598 : tensor<32xf32>
    %600 = stablehlo.multiply %arg56, %cst_14 : tensor<32x4x8xf32>
    %601 = stablehlo.transpose %126, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,16]{1,2,0}"} : (tensor<1x16x32xf32>) -> tensor<1x32x16xf32>
    %602 = stablehlo.dot_general %601, %385, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %603 = stablehlo.reshape %602 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %604 = stablehlo.add %600, %603 : tensor<32x4x8xf32>
    %605 = stablehlo.multiply %604, %cst_13 : tensor<32x4x8xf32>
    %606 = stablehlo.subtract %arg25, %605 : tensor<32x4x8xf32>
    %607 = stablehlo.multiply %arg57, %cst_14 : tensor<32x4x8xf32>
    %608 = stablehlo.dot_general %601, %364, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %609 = stablehlo.reshape %608 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %610 = stablehlo.add %607, %609 : tensor<32x4x8xf32>
    %611 = stablehlo.multiply %610, %cst_13 : tensor<32x4x8xf32>
    %612 = stablehlo.subtract %arg26, %611 : tensor<32x4x8xf32>
    %613 = stablehlo.multiply %arg58, %cst_14 : tensor<32x4x8xf32>
    %614 = stablehlo.dot_general %601, %345, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %615 = stablehlo.reshape %614 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %616 = stablehlo.add %613, %615 : tensor<32x4x8xf32>
    %617 = stablehlo.multiply %616, %cst_13 : tensor<32x4x8xf32>
    %618 = stablehlo.subtract %arg22, %617 : tensor<32x4x8xf32>
    %619 = stablehlo.multiply %arg59, %cst_14 : tensor<32x4x8xf32>
    %620 = stablehlo.transpose %176, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[1,32,16]{1,2,0}"} : (tensor<1x16x32xf32>) -> tensor<1x32x16xf32>
    %621 = stablehlo.dot_general %620, %336, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x16xf32>, tensor<1x16x32xf32>) -> tensor<1x32x32xf32>
    %622 = stablehlo.reshape %621 : (tensor<1x32x32xf32>) -> tensor<8x4x32x1x1xf32>
    %623 = stablehlo.transpose %622, dims = [2, 1, 0, 3, 4] : (tensor<8x4x32x1x1xf32>) -> tensor<32x4x8x1x1xf32>
    %624 = stablehlo.reshape %623 : (tensor<32x4x8x1x1xf32>) -> tensor<32x4x8xf32>
    %625 = stablehlo.add %619, %624 : tensor<32x4x8xf32>
    %626 = stablehlo.multiply %625, %cst_13 : tensor<32x4x8xf32>
    %627 = stablehlo.subtract %arg21, %626 : tensor<32x4x8xf32>
    %628 = stablehlo.multiply %arg60, %cst_14 : tensor<32x4x8xf32>
    %629 = stablehlo.transpose %146, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %630 = stablehlo.dot_general %629, %373, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %631 = stablehlo.reshape %630 : (tensor<8x8x16xf32>) -> tensor<2x4x8x16x1xf32>
    %632 = stablehlo.transpose %631, dims = [3, 0, 4, 1, 2] : (tensor<2x4x8x16x1xf32>) -> tensor<16x2x1x4x8xf32>
    %633 = stablehlo.reshape %632 : (tensor<16x2x1x4x8xf32>) -> tensor<1x32x32xf32>
    %634 = stablehlo.dot_general %529, %633, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x32xf32>, tensor<1x32x32xf32>) -> tensor<1x32x32xf32>
    %635 = stablehlo.reshape %634 : (tensor<1x32x32xf32>) -> tensor<32x4x8xf32>
    %636 = stablehlo.add %628, %635 : tensor<32x4x8xf32>
    %637 = stablehlo.multiply %636, %cst_13 : tensor<32x4x8xf32>
    %638 = stablehlo.subtract %arg23, %637 : tensor<32x4x8xf32>
    %639 = stablehlo.multiply %arg61, %cst_12 : tensor<4x8xf32>
    %640 = stablehlo.reduce(%378 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %641 = stablehlo.add %639, %640 : tensor<4x8xf32>
    %642 = stablehlo.multiply %641, %cst_11 : tensor<4x8xf32>
    %643 = stablehlo.subtract %arg24, %642 : tensor<4x8xf32>
    %644 = stablehlo.multiply %arg62, %cst_12 : tensor<4x8xf32>
    %645 = stablehlo.multiply %644, %cst_11 : tensor<4x8xf32>
    %646 = stablehlo.subtract %arg63, %645 : tensor<4x8xf32>
    %647 = stablehlo.multiply %arg64, %cst_12 : tensor<4x8xf32>
    %648 = stablehlo.reduce(%383 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %649 = stablehlo.add %647, %648 : tensor<4x8xf32>
    %650 = stablehlo.multiply %649, %cst_11 : tensor<4x8xf32>
    %651 = stablehlo.subtract %arg27, %650 : tensor<4x8xf32>
    %652 = stablehlo.multiply %arg65, %cst_10 : tensor<2x4x8xf32>
    %653 = stablehlo.multiply %652, %cst_9 : tensor<2x4x8xf32>
    %654 = stablehlo.subtract %arg66, %653 : tensor<2x4x8xf32>
    %655 = stablehlo.multiply %arg67, %cst_8 : tensor<32xf32>
    %656 = stablehlo.multiply %317, %328 : tensor<8x2x32xf32>
    %657 = stablehlo.reduce(%656 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %658 = stablehlo.add %655, %657 : tensor<32xf32>
    %659 = stablehlo.multiply %658, %cst_7 : tensor<32xf32>
    %660 = stablehlo.subtract %arg4, %659 : tensor<32xf32>
    %661 = stablehlo.multiply %arg68, %cst_8 : tensor<32xf32>
    %662 = stablehlo.reduce(%317 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %663 = stablehlo.add %661, %662 : tensor<32xf32>
    %664 = stablehlo.multiply %663, %cst_7 : tensor<32xf32>
    %665 = stablehlo.subtract %arg28, %664 : tensor<32xf32>
    %666 = stablehlo.multiply %arg69, %cst_8 : tensor<32xf32>
    %667 = stablehlo.multiply %285, %296 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,2,32]{2,0,1}"} : tensor<8x2x32xf32>
    %668 = stablehlo.reduce(%667 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %669 = stablehlo.add %666, %668 : tensor<32xf32>
    %670 = stablehlo.multiply %669, %cst_7 : tensor<32xf32>
    %671 = stablehlo.subtract %arg3, %670 : tensor<32xf32>
    %672 = stablehlo.multiply %arg70, %cst_8 : tensor<32xf32>
    %673 = stablehlo.reduce(%285 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.add %672, %673 : tensor<32xf32>
    %675 = stablehlo.multiply %674, %cst_7 : tensor<32xf32>
    %676 = stablehlo.subtract %arg33, %675 : tensor<32xf32>
    %677 = stablehlo.multiply %arg71, %cst_6 : tensor<64x32xf32>
    %678 = stablehlo.transpose %314, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %679 = stablehlo.dot_general %678, %188, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %680 = stablehlo.add %677, %679 : tensor<64x32xf32>
    %681 = stablehlo.multiply %680, %cst_5 : tensor<64x32xf32>
    %682 = stablehlo.subtract %arg32, %681 : tensor<64x32xf32>
    %683 = stablehlo.multiply %arg72, %cst_4 : tensor<64xf32>
    %684 = stablehlo.reduce(%314 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %685 = stablehlo.add %683, %684 : tensor<64xf32>
    %686 = stablehlo.multiply %685, %cst_3 : tensor<64xf32>
    %687 = stablehlo.subtract %arg31, %686 : tensor<64xf32>
    %688 = stablehlo.multiply %arg73, %cst_2 : tensor<32x64xf32>
    %689 = stablehlo.transpose %303, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %690 = stablehlo.dot_general %689, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %691 = stablehlo.add %688, %690 : tensor<32x64xf32>
    %692 = stablehlo.multiply %691, %cst_1 : tensor<32x64xf32>
    %693 = stablehlo.subtract %arg30, %692 : tensor<32x64xf32>
    %694 = stablehlo.multiply %arg74, %cst_8 : tensor<32xf32>
    %695 = stablehlo.reduce(%303 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %696 = stablehlo.add %694, %695 : tensor<32xf32>
    %697 = stablehlo.multiply %696, %cst_7 : tensor<32xf32>
    %698 = stablehlo.subtract %arg29, %697 : tensor<32xf32>
    %699 = stablehlo.multiply %arg75, %cst_0 : tensor<128xf32>
    %700 = stablehlo.reduce(%250 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %701 = stablehlo.add %699, %700 : tensor<128xf32>
    %702 = stablehlo.multiply %701, %cst : tensor<128xf32>
    %703 = stablehlo.subtract %arg1, %702 : tensor<128xf32>
    return %237, %240, %499, %506, %512, %518, %527, %539, %544, %547, %552, %555, %561, %566, %572, %577, %583, %588, %594, %599, %606, %612, %618, %627, %638, %643, %646, %651, %654, %660, %665, %671, %676, %682, %687, %693, %698, %703, %238, %497, %504, %510, %516, %525, %537, %542, %545, %550, %553, %559, %564, %570, %575, %581, %586, %592, %597, %604, %610, %616, %625, %636, %641, %644, %649, %652, %658, %663, %669, %674, %680, %685, %691, %696, %701 : tensor<f32>, tensor<1x1x32xf32>, tensor<128x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128xf32>, tensor<1x1x32xf32>, tensor<128x32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128xf32>
  }
}
