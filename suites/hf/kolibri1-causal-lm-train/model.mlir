module @IrToHlo.3132 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 35 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 20 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg7: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg22: tensor<4xf32>, %arg23: tensor<4x32xf32> {tf.aliasing_output = 10 : i32}, %arg24: tensor<4x64x32xf32> {tf.aliasing_output = 8 : i32}, %arg25: tensor<4x32x32xf32> {tf.aliasing_output = 9 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 19 : i32}, %arg29: tensor<8xf32> {tf.aliasing_output = 23 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg31: tensor<8xf32> {tf.aliasing_output = 22 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg35: tensor<4xf32>, %arg36: tensor<4x32xf32> {tf.aliasing_output = 26 : i32}, %arg37: tensor<4x64x32xf32> {tf.aliasing_output = 24 : i32}, %arg38: tensor<4x32x32xf32> {tf.aliasing_output = 25 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 38 : i32}, %arg44: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg46: tensor<8xf32> {tf.aliasing_output = 41 : i32}, %arg47: tensor<8xf32> {tf.aliasing_output = 42 : i32}, %arg48: tensor<4x64x32xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<4x32x32xf32> {tf.aliasing_output = 44 : i32}, %arg50: tensor<4x32xf32> {tf.aliasing_output = 45 : i32}, %arg51: tensor<32x32xf32> {tf.aliasing_output = 46 : i32}, %arg52: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 53 : i32}, %arg59: tensor<16x32xf32> {tf.aliasing_output = 54 : i32}, %arg60: tensor<16x32xf32> {tf.aliasing_output = 55 : i32}, %arg61: tensor<32x32xf32> {tf.aliasing_output = 56 : i32}, %arg62: tensor<8xf32> {tf.aliasing_output = 57 : i32}, %arg63: tensor<8xf32> {tf.aliasing_output = 58 : i32}, %arg64: tensor<4x64x32xf32> {tf.aliasing_output = 59 : i32}, %arg65: tensor<4x32x32xf32> {tf.aliasing_output = 60 : i32}, %arg66: tensor<4x32xf32> {tf.aliasing_output = 61 : i32}, %arg67: tensor<32x32xf32> {tf.aliasing_output = 62 : i32}, %arg68: tensor<32x32xf32> {tf.aliasing_output = 63 : i32}, %arg69: tensor<32x32xf32> {tf.aliasing_output = 64 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg75: tensor<128x32xf32> {tf.aliasing_output = 70 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<2x4x8x8xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x4x8x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_21 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x8x8xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<2x2x8x8xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x2x8x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<2x2x8x1xf32>
    %c_26 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_28 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<16x2xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_37 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_38 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_40 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_41 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_44 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_45 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_49 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_50 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_52 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_53 = stablehlo.constant dense<[[[-513, -512, -511, -510, -509, -508, -507, -506]]]> : tensor<1x1x8xi64>
    %c_54 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<2x2x8x1xf32>
    %cst_56 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_58 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_59 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_60 = stablehlo.constant dense<9.99999997E-7> : tensor<2x4x8x1xf32>
    %cst_61 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_64 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_66 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_68 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_69 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_70 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %7 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.power %4, %cst_65 : tensor<2x8x32xf32>
    %9 = stablehlo.reduce(%8 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %10 = stablehlo.multiply %9, %cst_64 : tensor<2x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %12 = stablehlo.add %11, %cst_63 : tensor<2x8x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<2x8x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.multiply %4, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.power %22, %cst_62 : tensor<2x4x8x8xf32>
    %24 = stablehlo.reduce(%23 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %25 = stablehlo.multiply %24, %cst_61 : tensor<2x4x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %27 = stablehlo.add %26, %cst_60 : tensor<2x4x8x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x4x8x1xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %22, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.multiply %6, %31 : tensor<2x4x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %cst_59, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<1x8x4xf32>
    %36 = stablehlo.concatenate %35, %35, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %37 = stablehlo.cosine %36 : tensor<1x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.multiply %32, %39 : tensor<2x4x8x8xf32>
    %41 = stablehlo.slice %32 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %42 = stablehlo.negate %41 : tensor<2x4x8x4xf32>
    %43 = stablehlo.slice %32 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %44 = stablehlo.concatenate %42, %43, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %45 = stablehlo.sine %36 : tensor<1x8x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<2x4x8x8xf32>
    %49 = stablehlo.add %40, %48 : tensor<2x4x8x8xf32>
    %50 = stablehlo.multiply %49, %cst_58 : tensor<2x4x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %54 = stablehlo.dot_general %18, %53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.power %56, %cst_57 : tensor<2x2x8x8xf32>
    %58 = stablehlo.reduce(%57 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %59 = stablehlo.multiply %58, %cst_56 : tensor<2x2x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %61 = stablehlo.add %60, %cst_55 : tensor<2x2x8x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<2x2x8x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.multiply %56, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.multiply %52, %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<2x2x8x8xf32>
    %69 = stablehlo.slice %66 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %70 = stablehlo.negate %69 : tensor<2x2x8x4xf32>
    %71 = stablehlo.slice %66 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %72 = stablehlo.concatenate %70, %71, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.broadcast_in_dim %46, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.add %68, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.transpose %77, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.multiply %78, %cst_58 : tensor<2x4x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.dot_general %51, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %85 = stablehlo.broadcast_in_dim %c_54, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.broadcast_in_dim %c_53, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.compare  GT, %85, %86 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %88 = stablehlo.convert %87 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %89 = stablehlo.and %84, %88 : tensor<1x1x8x8xui8>
    %90 = stablehlo.compare  NE, %89, %c_70 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %91 = stablehlo.convert %90 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %c_54, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %93 = stablehlo.compare  LE, %85, %92 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %94 = stablehlo.convert %93 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %95 = stablehlo.and %91, %94 : tensor<1x1x8x8xui8>
    %96 = stablehlo.compare  NE, %95, %c_70 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %97 = stablehlo.convert %96 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %98 = stablehlo.and %84, %97 : tensor<1x1x8x8xui8>
    %99 = stablehlo.compare  NE, %98, %c_70 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %100 = stablehlo.convert %99 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %101 = stablehlo.reshape %100 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %102 = stablehlo.broadcast_in_dim %101, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %103 = stablehlo.compare  NE, %arg12, %c_69 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %104 = stablehlo.broadcast_in_dim %c_52, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %105 = stablehlo.compare  LT, %104, %c_51 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.add %104, %c_50 : tensor<2x1x1x8xi64>
    %107 = stablehlo.select %105, %106, %104 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %108 = stablehlo.reshape %107 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %109 = stablehlo.broadcast_in_dim %c_54, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %110 = stablehlo.compare  LT, %109, %c_51 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %111 = stablehlo.add %109, %c_49 : tensor<2x1x1x8xi64>
    %112 = stablehlo.select %110, %111, %109 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %113 = stablehlo.reshape %112 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %114 = stablehlo.concatenate %108, %113, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %115 = "stablehlo.gather"(%103, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %116 = stablehlo.convert %115 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %117 = stablehlo.reshape %116 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %119 = stablehlo.and %102, %118 : tensor<2x1x8x8xui8>
    %120 = stablehlo.compare  NE, %119, %c_68 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %121 = stablehlo.select %120, %cst_48, %cst_47 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %124 = stablehlo.add %82, %123 : tensor<2x4x8x8xf32>
    %125 = stablehlo.reduce(%124 init: %cst_67) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<2x4x8x8xf32>
    %128 = stablehlo.exponential %127 : tensor<2x4x8x8xf32>
    %129 = stablehlo.reduce(%128 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.divide %128, %130 : tensor<2x4x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %133 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %134 = stablehlo.dot_general %18, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %136 = stablehlo.transpose %135, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.dot_general %132, %138, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %140 = stablehlo.reshape %139 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %141 = stablehlo.transpose %140, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.power %145, %cst_65 : tensor<2x8x32xf32>
    %147 = stablehlo.reduce(%146 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %148 = stablehlo.multiply %147, %cst_64 : tensor<2x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %150 = stablehlo.add %149, %cst_63 : tensor<2x8x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<2x8x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %154 = stablehlo.multiply %145, %153 : tensor<2x8x32xf32>
    %155 = stablehlo.multiply %5, %154 : tensor<2x8x32xf32>
    %156 = stablehlo.add %4, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.power %156, %cst_65 : tensor<2x8x32xf32>
    %158 = stablehlo.reduce(%157 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %159 = stablehlo.multiply %158, %cst_64 : tensor<2x8xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %161 = stablehlo.add %160, %cst_63 : tensor<2x8x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<2x8x1xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.multiply %156, %164 : tensor<2x8x32xf32>
    %166 = stablehlo.multiply %0, %165 : tensor<2x8x32xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %168 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %170 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %171 = stablehlo.add %169, %170 : tensor<16x4xf32>
    %172 = stablehlo.iota dim = 0 : tensor<4xi32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %174:2 = "stablehlo.sort"(%171, %173) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>, %arg78: tensor<i32>, %arg79: tensor<i32>):
      %1108 = stablehlo.compare  GT, %arg76, %arg77,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1108 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %175 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.slice %174#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %178 = stablehlo.convert %177 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %179 = stablehlo.reshape %178 : (tensor<16x2xi64>) -> tensor<32xi64>
    %180 = stablehlo.compare  LT, %179, %c_46 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %181 = stablehlo.add %179, %c_45 : tensor<32xi64>
    %182 = stablehlo.select %180, %181, %179 : tensor<32xi1>, tensor<32xi64>
    %183 = stablehlo.reshape %182 : (tensor<32xi64>) -> tensor<32x1xi64>
    %184 = "stablehlo.gather"(%arg25, %183) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %185 = "stablehlo.gather"(%arg24, %183) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %186 = stablehlo.broadcast_in_dim %167, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %188 = stablehlo.dot_general %185, %187, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %189 = stablehlo.reshape %188 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %190 = stablehlo.slice %189 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %191 = stablehlo.logistic %190 : tensor<32x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<32x32xf32>
    %193 = stablehlo.slice %189 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<32x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %196 = stablehlo.dot_general %184, %195, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %197 = stablehlo.reshape %196 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.iota dim = 0 : tensor<16xui32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %200 = stablehlo.convert %177 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %201 = stablehlo.reshape %200 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %202 = stablehlo.concatenate %199, %201, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %203 = "stablehlo.gather"(%169, %202) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %204 = stablehlo.logistic %203 : tensor<16x2xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x2xf32>) -> tensor<32xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<32x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %209 = stablehlo.reduce(%208 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %212 = stablehlo.dot_general %167, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.logistic %213 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.dot_general %167, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %215, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.add %210, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.power %224, %cst_65 : tensor<2x8x32xf32>
    %226 = stablehlo.reduce(%225 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %227 = stablehlo.multiply %226, %cst_64 : tensor<2x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %229 = stablehlo.add %228, %cst_63 : tensor<2x8x1xf32>
    %230 = stablehlo.rsqrt %229 : tensor<2x8x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %224, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.multiply %176, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.add %156, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.broadcast_in_dim %arg31, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %238 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.power %235, %cst_65 : tensor<2x8x32xf32>
    %240 = stablehlo.reduce(%239 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %241 = stablehlo.multiply %240, %cst_64 : tensor<2x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %243 = stablehlo.add %242, %cst_63 : tensor<2x8x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<2x8x1xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.multiply %235, %246 : tensor<2x8x32xf32>
    %248 = stablehlo.multiply %238, %247 : tensor<2x8x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %250 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %251 = stablehlo.dot_general %249, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %253 = stablehlo.transpose %252, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.power %253, %cst_62 : tensor<2x4x8x8xf32>
    %255 = stablehlo.reduce(%254 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %256 = stablehlo.multiply %255, %cst_61 : tensor<2x4x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %258 = stablehlo.add %257, %cst_60 : tensor<2x4x8x1xf32>
    %259 = stablehlo.rsqrt %258 : tensor<2x4x8x1xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %262 = stablehlo.multiply %253, %261 : tensor<2x4x8x8xf32>
    %263 = stablehlo.multiply %237, %262 : tensor<2x4x8x8xf32>
    %264 = stablehlo.multiply %263, %39 : tensor<2x4x8x8xf32>
    %265 = stablehlo.slice %263 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %266 = stablehlo.negate %265 : tensor<2x4x8x4xf32>
    %267 = stablehlo.slice %263 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %268 = stablehlo.concatenate %266, %267, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %269 = stablehlo.multiply %268, %47 : tensor<2x4x8x8xf32>
    %270 = stablehlo.add %264, %269 : tensor<2x4x8x8xf32>
    %271 = stablehlo.multiply %270, %cst_58 : tensor<2x4x8x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %273 = stablehlo.broadcast_in_dim %arg29, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %274 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %275 = stablehlo.dot_general %249, %274, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %277 = stablehlo.transpose %276, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %278 = stablehlo.power %277, %cst_57 : tensor<2x2x8x8xf32>
    %279 = stablehlo.reduce(%278 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %280 = stablehlo.multiply %279, %cst_56 : tensor<2x2x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %282 = stablehlo.add %281, %cst_55 : tensor<2x2x8x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<2x2x8x1xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %286 = stablehlo.multiply %277, %285 : tensor<2x2x8x8xf32>
    %287 = stablehlo.multiply %273, %286 : tensor<2x2x8x8xf32>
    %288 = stablehlo.multiply %287, %67 : tensor<2x2x8x8xf32>
    %289 = stablehlo.slice %287 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %290 = stablehlo.negate %289 : tensor<2x2x8x4xf32>
    %291 = stablehlo.slice %287 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %292 = stablehlo.concatenate %290, %291, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %293 = stablehlo.multiply %292, %73 : tensor<2x2x8x8xf32>
    %294 = stablehlo.add %288, %293 : tensor<2x2x8x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %297 = stablehlo.transpose %296, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %298 = stablehlo.multiply %297, %cst_58 : tensor<2x4x8x8xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %300 = stablehlo.dot_general %272, %299, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %302 = stablehlo.add %301, %123 : tensor<2x4x8x8xf32>
    %303 = stablehlo.reduce(%302 init: %cst_67) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %305 = stablehlo.subtract %302, %304 : tensor<2x4x8x8xf32>
    %306 = stablehlo.exponential %305 : tensor<2x4x8x8xf32>
    %307 = stablehlo.reduce(%306 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %309 = stablehlo.divide %306, %308 : tensor<2x4x8x8xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %311 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %312 = stablehlo.dot_general %249, %311, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %313 = stablehlo.reshape %312 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %314 = stablehlo.transpose %313, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %317 = stablehlo.dot_general %310, %316, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %318 = stablehlo.reshape %317 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %319 = stablehlo.transpose %318, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %321 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %322 = stablehlo.dot_general %320, %321, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %324 = stablehlo.power %323, %cst_65 : tensor<2x8x32xf32>
    %325 = stablehlo.reduce(%324 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %326 = stablehlo.multiply %325, %cst_64 : tensor<2x8xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %328 = stablehlo.add %327, %cst_63 : tensor<2x8x1xf32>
    %329 = stablehlo.rsqrt %328 : tensor<2x8x1xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.multiply %323, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %236, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.add %235, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.power %334, %cst_65 : tensor<2x8x32xf32>
    %336 = stablehlo.reduce(%335 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %337 = stablehlo.multiply %336, %cst_64 : tensor<2x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %339 = stablehlo.add %338, %cst_63 : tensor<2x8x1xf32>
    %340 = stablehlo.rsqrt %339 : tensor<2x8x1xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %343 = stablehlo.multiply %334, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.multiply %175, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %346 = stablehlo.transpose %arg36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %347 = stablehlo.dot_general %345, %346, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %348 = stablehlo.broadcast_in_dim %arg35, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %349 = stablehlo.add %347, %348 : tensor<16x4xf32>
    %350:2 = "stablehlo.sort"(%349, %173) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>, %arg78: tensor<i32>, %arg79: tensor<i32>):
      %1108 = stablehlo.compare  GT, %arg76, %arg77,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1108 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %351 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %352 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %353 = stablehlo.slice %350#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %354 = stablehlo.convert %353 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %355 = stablehlo.reshape %354 : (tensor<16x2xi64>) -> tensor<32xi64>
    %356 = stablehlo.compare  LT, %355, %c_46 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %357 = stablehlo.add %355, %c_45 : tensor<32xi64>
    %358 = stablehlo.select %356, %357, %355 : tensor<32xi1>, tensor<32xi64>
    %359 = stablehlo.reshape %358 : (tensor<32xi64>) -> tensor<32x1xi64>
    %360 = "stablehlo.gather"(%arg38, %359) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %361 = "stablehlo.gather"(%arg37, %359) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %362 = stablehlo.broadcast_in_dim %345, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %363 = stablehlo.reshape %362 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %364 = stablehlo.dot_general %361, %363, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %365 = stablehlo.reshape %364 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %366 = stablehlo.slice %365 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %367 = stablehlo.logistic %366 : tensor<32x32xf32>
    %368 = stablehlo.multiply %366, %367 : tensor<32x32xf32>
    %369 = stablehlo.slice %365 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<32x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %372 = stablehlo.dot_general %360, %371, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %373 = stablehlo.reshape %372 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %374 = stablehlo.convert %353 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %375 = stablehlo.reshape %374 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %376 = stablehlo.concatenate %199, %375, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %377 = "stablehlo.gather"(%347, %376) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %378 = stablehlo.logistic %377 : tensor<16x2xf32>
    %379 = stablehlo.reshape %378 : (tensor<16x2xf32>) -> tensor<32xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %381 = stablehlo.multiply %373, %380 : tensor<32x32xf32>
    %382 = stablehlo.reshape %381 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %383 = stablehlo.reduce(%382 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %384 = stablehlo.reshape %383 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %386 = stablehlo.dot_general %345, %385, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %387 = stablehlo.reshape %386 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.logistic %387 : tensor<2x8x32xf32>
    %389 = stablehlo.multiply %387, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %391 = stablehlo.dot_general %345, %390, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %393 = stablehlo.multiply %389, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %395 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %396 = stablehlo.dot_general %394, %395, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %397 = stablehlo.reshape %396 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %398 = stablehlo.add %384, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.power %398, %cst_65 : tensor<2x8x32xf32>
    %400 = stablehlo.reduce(%399 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %401 = stablehlo.multiply %400, %cst_64 : tensor<2x8xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %403 = stablehlo.add %402, %cst_63 : tensor<2x8x1xf32>
    %404 = stablehlo.rsqrt %403 : tensor<2x8x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %407 = stablehlo.multiply %398, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.multiply %352, %407 : tensor<2x8x32xf32>
    %409 = stablehlo.add %334, %408 : tensor<2x8x32xf32>
    %410 = stablehlo.power %409, %cst_65 : tensor<2x8x32xf32>
    %411 = stablehlo.reduce(%410 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %412 = stablehlo.multiply %411, %cst_64 : tensor<2x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %414 = stablehlo.add %413, %cst_63 : tensor<2x8x1xf32>
    %415 = stablehlo.rsqrt %414 : tensor<2x8x1xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %418 = stablehlo.multiply %409, %417 : tensor<2x8x32xf32>
    %419 = stablehlo.multiply %351, %418 : tensor<2x8x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %422 = stablehlo.dot_general %420, %421, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %423 = stablehlo.reshape %422 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %424 = stablehlo.slice %423 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %425 = stablehlo.reduce(%424 init: %cst_67) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %427 = stablehlo.subtract %424, %426 : tensor<2x7x128xf32>
    %428 = stablehlo.exponential %427 : tensor<2x7x128xf32>
    %429 = stablehlo.reduce(%428 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %430 = stablehlo.log %429 : tensor<2x7xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %432 = stablehlo.subtract %427, %431 : tensor<2x7x128xf32>
    %433 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %435 = stablehlo.broadcast_in_dim %c_66, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %436 = stablehlo.compare  EQ, %434, %435 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %437 = stablehlo.convert %436 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %438 = stablehlo.convert %437 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %439 = stablehlo.multiply %432, %438 : tensor<2x7x128xf32>
    %440 = stablehlo.reduce(%439 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %441 = stablehlo.reduce(%440 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %442 = stablehlo.multiply %441, %cst_44 : tensor<f32>
    %443 = stablehlo.negate %442 : tensor<f32>
    %444 = stablehlo.multiply %arg41, %cst_43 : tensor<128x32xf32>
    %445 = stablehlo.compare  LT, %arg0, %c_69 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %446 = stablehlo.add %arg0, %c_41 : tensor<2x8xi64>
    %447 = stablehlo.select %445, %446, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %448 = stablehlo.reshape %447 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %449 = stablehlo.compare  EQ, %arg0, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %451 = stablehlo.multiply %438, %cst_37 : tensor<2x7x128xf32>
    %452 = stablehlo.exponential %432 : tensor<2x7x128xf32>
    %453 = stablehlo.reduce(%451 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %455 = stablehlo.multiply %452, %454 : tensor<2x7x128xf32>
    %456 = stablehlo.subtract %451, %455 : tensor<2x7x128xf32>
    %457 = stablehlo.pad %456, %cst_71, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %458 = stablehlo.select %c_38, %457, %cst_36 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %460 = stablehlo.dot_general %459, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.multiply %461, %351 : tensor<2x8x32xf32>
    %463 = stablehlo.multiply %462, %417 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %462, %409 : tensor<2x8x32xf32>
    %465 = stablehlo.reduce(%464 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %467 = stablehlo.multiply %466, %cst_35 : tensor<2x8x1xf32>
    %468 = stablehlo.power %415, %cst_34 : tensor<2x8x1xf32>
    %469 = stablehlo.multiply %467, %468 : tensor<2x8x1xf32>
    %470 = stablehlo.reshape %469 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %472 = stablehlo.divide %471, %cst_33 : tensor<2x8x32xf32>
    %473 = stablehlo.power %409, %cst_32 : tensor<2x8x32xf32>
    %474 = stablehlo.multiply %473, %cst_65 : tensor<2x8x32xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<2x8x32xf32>
    %476 = stablehlo.add %463, %475 : tensor<2x8x32xf32>
    %477 = stablehlo.multiply %476, %352 : tensor<2x8x32xf32>
    %478 = stablehlo.multiply %477, %406 : tensor<2x8x32xf32>
    %479 = stablehlo.multiply %477, %398 : tensor<2x8x32xf32>
    %480 = stablehlo.reduce(%479 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %482 = stablehlo.multiply %481, %cst_35 : tensor<2x8x1xf32>
    %483 = stablehlo.power %404, %cst_34 : tensor<2x8x1xf32>
    %484 = stablehlo.multiply %482, %483 : tensor<2x8x1xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %487 = stablehlo.divide %486, %cst_33 : tensor<2x8x32xf32>
    %488 = stablehlo.power %398, %cst_32 : tensor<2x8x32xf32>
    %489 = stablehlo.multiply %488, %cst_65 : tensor<2x8x32xf32>
    %490 = stablehlo.multiply %487, %489 : tensor<2x8x32xf32>
    %491 = stablehlo.add %478, %490 : tensor<2x8x32xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %493 = stablehlo.dot_general %492, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %494 = stablehlo.reshape %493 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %495 = stablehlo.multiply %494, %389 : tensor<2x8x32xf32>
    %496 = stablehlo.reshape %495 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %497 = stablehlo.dot_general %496, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.reshape %497 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %499 = stablehlo.multiply %494, %392 : tensor<2x8x32xf32>
    %500 = stablehlo.subtract %cst_32, %388 : tensor<2x8x32xf32>
    %501 = stablehlo.multiply %387, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.add %501, %cst_32 : tensor<2x8x32xf32>
    %503 = stablehlo.multiply %388, %502 : tensor<2x8x32xf32>
    %504 = stablehlo.multiply %499, %503 : tensor<2x8x32xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %506 = stablehlo.dot_general %505, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %508 = stablehlo.add %498, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.transpose %361, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %510 = stablehlo.transpose %360, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %511 = stablehlo.broadcast_in_dim %492, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %512 = stablehlo.reshape %511 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %513 = stablehlo.multiply %512, %380 : tensor<32x32xf32>
    %514 = stablehlo.reshape %513 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %515 = stablehlo.dot_general %510, %514, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %516 = stablehlo.reshape %515 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %517 = stablehlo.multiply %516, %369 : tensor<32x32xf32>
    %518 = stablehlo.subtract %cst_31, %367 : tensor<32x32xf32>
    %519 = stablehlo.multiply %366, %518 : tensor<32x32xf32>
    %520 = stablehlo.add %519, %cst_31 : tensor<32x32xf32>
    %521 = stablehlo.multiply %367, %520 : tensor<32x32xf32>
    %522 = stablehlo.multiply %517, %521 : tensor<32x32xf32>
    %523 = stablehlo.multiply %516, %368 : tensor<32x32xf32>
    %524 = stablehlo.concatenate %522, %523, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %525 = stablehlo.reshape %524 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %526 = stablehlo.dot_general %509, %525, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %527 = stablehlo.reshape %526 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %528 = stablehlo.reduce(%527 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %529 = stablehlo.reshape %528 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %530 = stablehlo.add %508, %529 : tensor<2x8x32xf32>
    %531 = stablehlo.iota dim = 0 : tensor<16xi64>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %533 = stablehlo.reshape %354 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %534 = stablehlo.concatenate %532, %533, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %535 = stablehlo.multiply %512, %373 : tensor<32x32xf32>
    %536 = stablehlo.reduce(%535 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %537 = stablehlo.reshape %536 : (tensor<32xf32>) -> tensor<16x2xf32>
    %538 = stablehlo.subtract %cst_29, %378 : tensor<16x2xf32>
    %539 = stablehlo.multiply %378, %538 : tensor<16x2xf32>
    %540 = stablehlo.multiply %537, %539 : tensor<16x2xf32>
    %541 = "stablehlo.scatter"(%cst_30, %534, %540) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1108 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1108 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %542 = stablehlo.dot_general %541, %arg36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %543 = stablehlo.reshape %542 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %544 = stablehlo.add %530, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %544, %175 : tensor<2x8x32xf32>
    %546 = stablehlo.multiply %545, %342 : tensor<2x8x32xf32>
    %547 = stablehlo.add %476, %546 : tensor<2x8x32xf32>
    %548 = stablehlo.multiply %545, %334 : tensor<2x8x32xf32>
    %549 = stablehlo.reduce(%548 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %551 = stablehlo.multiply %550, %cst_35 : tensor<2x8x1xf32>
    %552 = stablehlo.power %340, %cst_34 : tensor<2x8x1xf32>
    %553 = stablehlo.multiply %551, %552 : tensor<2x8x1xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %556 = stablehlo.divide %555, %cst_33 : tensor<2x8x32xf32>
    %557 = stablehlo.power %334, %cst_32 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %557, %cst_65 : tensor<2x8x32xf32>
    %559 = stablehlo.multiply %556, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.add %547, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.transpose %310, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %562 = stablehlo.multiply %560, %236 : tensor<2x8x32xf32>
    %563 = stablehlo.multiply %562, %331 : tensor<2x8x32xf32>
    %564 = stablehlo.multiply %562, %323 : tensor<2x8x32xf32>
    %565 = stablehlo.reduce(%564 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %566 = stablehlo.reshape %565 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %567 = stablehlo.multiply %566, %cst_35 : tensor<2x8x1xf32>
    %568 = stablehlo.power %329, %cst_34 : tensor<2x8x1xf32>
    %569 = stablehlo.multiply %567, %568 : tensor<2x8x1xf32>
    %570 = stablehlo.reshape %569 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %572 = stablehlo.divide %571, %cst_33 : tensor<2x8x32xf32>
    %573 = stablehlo.power %323, %cst_32 : tensor<2x8x32xf32>
    %574 = stablehlo.multiply %573, %cst_65 : tensor<2x8x32xf32>
    %575 = stablehlo.multiply %572, %574 : tensor<2x8x32xf32>
    %576 = stablehlo.add %563, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %578 = stablehlo.dot_general %577, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %579 = stablehlo.reshape %578 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %580 = stablehlo.transpose %579, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %581 = stablehlo.reshape %580 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %582 = stablehlo.dot_general %561, %581, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %583 = stablehlo.reshape %582 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %584 = stablehlo.reduce(%583 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %585 = stablehlo.transpose %584, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %586 = stablehlo.reshape %585 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %587 = stablehlo.dot_general %586, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %588 = stablehlo.reshape %587 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %589 = stablehlo.transpose %272, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %590 = stablehlo.transpose %316, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %591 = stablehlo.dot_general %581, %590, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %592 = stablehlo.reshape %591 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %593 = stablehlo.multiply %592, %309 : tensor<2x4x8x8xf32>
    %594 = stablehlo.reduce(%593 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %596 = stablehlo.multiply %309, %595 : tensor<2x4x8x8xf32>
    %597 = stablehlo.subtract %593, %596 : tensor<2x4x8x8xf32>
    %598 = stablehlo.reshape %597 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %599 = stablehlo.dot_general %589, %598, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %600 = stablehlo.reshape %599 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %601 = stablehlo.multiply %600, %cst_58 : tensor<2x4x8x8xf32>
    %602 = stablehlo.transpose %601, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %603 = stablehlo.reshape %602 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %604 = stablehlo.reduce(%603 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %605 = stablehlo.multiply %604, %73 : tensor<2x2x8x8xf32>
    %606 = stablehlo.slice %605 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %607 = stablehlo.negate %606 : tensor<2x2x8x4xf32>
    %608 = stablehlo.pad %607, %cst_71, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %609 = stablehlo.select %c_28, %608, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %610 = stablehlo.slice %605 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %611 = stablehlo.pad %610, %cst_71, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %612 = stablehlo.select %c_26, %611, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %613 = stablehlo.add %609, %612 : tensor<2x2x8x8xf32>
    %614 = stablehlo.multiply %604, %67 : tensor<2x2x8x8xf32>
    %615 = stablehlo.add %613, %614 : tensor<2x2x8x8xf32>
    %616 = stablehlo.multiply %615, %273 : tensor<2x2x8x8xf32>
    %617 = stablehlo.multiply %616, %285 : tensor<2x2x8x8xf32>
    %618 = stablehlo.multiply %616, %277 : tensor<2x2x8x8xf32>
    %619 = stablehlo.reduce(%618 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %620 = stablehlo.reshape %619 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %621 = stablehlo.multiply %620, %cst_25 : tensor<2x2x8x1xf32>
    %622 = stablehlo.power %283, %cst_24 : tensor<2x2x8x1xf32>
    %623 = stablehlo.multiply %621, %622 : tensor<2x2x8x1xf32>
    %624 = stablehlo.reshape %623 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %626 = stablehlo.divide %625, %cst_23 : tensor<2x2x8x8xf32>
    %627 = stablehlo.power %277, %cst_22 : tensor<2x2x8x8xf32>
    %628 = stablehlo.multiply %627, %cst_57 : tensor<2x2x8x8xf32>
    %629 = stablehlo.multiply %626, %628 : tensor<2x2x8x8xf32>
    %630 = stablehlo.add %617, %629 : tensor<2x2x8x8xf32>
    %631 = stablehlo.transpose %630, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %632 = stablehlo.reshape %631 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %633 = stablehlo.dot_general %632, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %634 = stablehlo.reshape %633 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %635 = stablehlo.add %588, %634 : tensor<2x8x32xf32>
    %636 = stablehlo.transpose %299, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %637 = stablehlo.dot_general %598, %636, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %638 = stablehlo.reshape %637 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %639 = stablehlo.multiply %638, %cst_58 : tensor<2x4x8x8xf32>
    %640 = stablehlo.multiply %639, %47 : tensor<2x4x8x8xf32>
    %641 = stablehlo.slice %640 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %642 = stablehlo.negate %641 : tensor<2x4x8x4xf32>
    %643 = stablehlo.pad %642, %cst_71, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %644 = stablehlo.select %c_21, %643, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %645 = stablehlo.slice %640 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %646 = stablehlo.pad %645, %cst_71, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %647 = stablehlo.select %c, %646, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %648 = stablehlo.add %644, %647 : tensor<2x4x8x8xf32>
    %649 = stablehlo.multiply %639, %39 : tensor<2x4x8x8xf32>
    %650 = stablehlo.add %648, %649 : tensor<2x4x8x8xf32>
    %651 = stablehlo.multiply %650, %237 : tensor<2x4x8x8xf32>
    %652 = stablehlo.multiply %651, %261 : tensor<2x4x8x8xf32>
    %653 = stablehlo.multiply %651, %253 : tensor<2x4x8x8xf32>
    %654 = stablehlo.reduce(%653 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %656 = stablehlo.multiply %655, %cst_19 : tensor<2x4x8x1xf32>
    %657 = stablehlo.power %259, %cst_18 : tensor<2x4x8x1xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<2x4x8x1xf32>
    %659 = stablehlo.reshape %658 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %661 = stablehlo.divide %660, %cst_17 : tensor<2x4x8x8xf32>
    %662 = stablehlo.power %253, %cst_16 : tensor<2x4x8x8xf32>
    %663 = stablehlo.multiply %662, %cst_62 : tensor<2x4x8x8xf32>
    %664 = stablehlo.multiply %661, %663 : tensor<2x4x8x8xf32>
    %665 = stablehlo.add %652, %664 : tensor<2x4x8x8xf32>
    %666 = stablehlo.transpose %665, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %667 = stablehlo.reshape %666 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %668 = stablehlo.dot_general %667, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %669 = stablehlo.reshape %668 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %670 = stablehlo.add %635, %669 : tensor<2x8x32xf32>
    %671 = stablehlo.multiply %670, %238 : tensor<2x8x32xf32>
    %672 = stablehlo.multiply %671, %246 : tensor<2x8x32xf32>
    %673 = stablehlo.add %560, %672 : tensor<2x8x32xf32>
    %674 = stablehlo.multiply %671, %235 : tensor<2x8x32xf32>
    %675 = stablehlo.reduce(%674 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %676 = stablehlo.reshape %675 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %677 = stablehlo.multiply %676, %cst_35 : tensor<2x8x1xf32>
    %678 = stablehlo.power %244, %cst_34 : tensor<2x8x1xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<2x8x1xf32>
    %680 = stablehlo.reshape %679 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %682 = stablehlo.divide %681, %cst_33 : tensor<2x8x32xf32>
    %683 = stablehlo.power %235, %cst_32 : tensor<2x8x32xf32>
    %684 = stablehlo.multiply %683, %cst_65 : tensor<2x8x32xf32>
    %685 = stablehlo.multiply %682, %684 : tensor<2x8x32xf32>
    %686 = stablehlo.add %673, %685 : tensor<2x8x32xf32>
    %687 = stablehlo.multiply %686, %176 : tensor<2x8x32xf32>
    %688 = stablehlo.multiply %687, %232 : tensor<2x8x32xf32>
    %689 = stablehlo.multiply %687, %224 : tensor<2x8x32xf32>
    %690 = stablehlo.reduce(%689 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %692 = stablehlo.multiply %691, %cst_35 : tensor<2x8x1xf32>
    %693 = stablehlo.power %230, %cst_34 : tensor<2x8x1xf32>
    %694 = stablehlo.multiply %692, %693 : tensor<2x8x1xf32>
    %695 = stablehlo.reshape %694 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %697 = stablehlo.divide %696, %cst_33 : tensor<2x8x32xf32>
    %698 = stablehlo.power %224, %cst_32 : tensor<2x8x32xf32>
    %699 = stablehlo.multiply %698, %cst_65 : tensor<2x8x32xf32>
    %700 = stablehlo.multiply %697, %699 : tensor<2x8x32xf32>
    %701 = stablehlo.add %688, %700 : tensor<2x8x32xf32>
    %702 = stablehlo.reshape %701 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %703 = stablehlo.dot_general %702, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %704 = stablehlo.reshape %703 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %705 = stablehlo.multiply %704, %215 : tensor<2x8x32xf32>
    %706 = stablehlo.reshape %705 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %707 = stablehlo.dot_general %706, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %708 = stablehlo.reshape %707 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %709 = stablehlo.multiply %704, %218 : tensor<2x8x32xf32>
    %710 = stablehlo.subtract %cst_32, %214 : tensor<2x8x32xf32>
    %711 = stablehlo.multiply %213, %710 : tensor<2x8x32xf32>
    %712 = stablehlo.add %711, %cst_32 : tensor<2x8x32xf32>
    %713 = stablehlo.multiply %214, %712 : tensor<2x8x32xf32>
    %714 = stablehlo.multiply %709, %713 : tensor<2x8x32xf32>
    %715 = stablehlo.reshape %714 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %716 = stablehlo.dot_general %715, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %717 = stablehlo.reshape %716 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %718 = stablehlo.add %708, %717 : tensor<2x8x32xf32>
    %719 = stablehlo.transpose %185, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %720 = stablehlo.transpose %184, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %721 = stablehlo.broadcast_in_dim %702, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %722 = stablehlo.reshape %721 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %723 = stablehlo.multiply %722, %206 : tensor<32x32xf32>
    %724 = stablehlo.reshape %723 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %725 = stablehlo.dot_general %720, %724, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %726 = stablehlo.reshape %725 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %727 = stablehlo.multiply %726, %193 : tensor<32x32xf32>
    %728 = stablehlo.subtract %cst_31, %191 : tensor<32x32xf32>
    %729 = stablehlo.multiply %190, %728 : tensor<32x32xf32>
    %730 = stablehlo.add %729, %cst_31 : tensor<32x32xf32>
    %731 = stablehlo.multiply %191, %730 : tensor<32x32xf32>
    %732 = stablehlo.multiply %727, %731 : tensor<32x32xf32>
    %733 = stablehlo.multiply %726, %192 : tensor<32x32xf32>
    %734 = stablehlo.concatenate %732, %733, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %735 = stablehlo.reshape %734 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %736 = stablehlo.dot_general %719, %735, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %737 = stablehlo.reshape %736 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %738 = stablehlo.reduce(%737 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %739 = stablehlo.reshape %738 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %740 = stablehlo.add %718, %739 : tensor<2x8x32xf32>
    %741 = stablehlo.reshape %178 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %742 = stablehlo.concatenate %532, %741, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %743 = stablehlo.multiply %722, %197 : tensor<32x32xf32>
    %744 = stablehlo.reduce(%743 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %745 = stablehlo.reshape %744 : (tensor<32xf32>) -> tensor<16x2xf32>
    %746 = stablehlo.subtract %cst_29, %204 : tensor<16x2xf32>
    %747 = stablehlo.multiply %204, %746 : tensor<16x2xf32>
    %748 = stablehlo.multiply %745, %747 : tensor<16x2xf32>
    %749 = "stablehlo.scatter"(%cst_30, %742, %748) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1108 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1108 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %750 = stablehlo.dot_general %749, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %751 = stablehlo.reshape %750 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %752 = stablehlo.add %740, %751 : tensor<2x8x32xf32>
    %753 = stablehlo.multiply %752, %0 : tensor<2x8x32xf32>
    %754 = stablehlo.multiply %753, %164 : tensor<2x8x32xf32>
    %755 = stablehlo.add %686, %754 : tensor<2x8x32xf32>
    %756 = stablehlo.multiply %753, %156 : tensor<2x8x32xf32>
    %757 = stablehlo.reduce(%756 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %758 = stablehlo.reshape %757 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %759 = stablehlo.multiply %758, %cst_35 : tensor<2x8x1xf32>
    %760 = stablehlo.power %162, %cst_34 : tensor<2x8x1xf32>
    %761 = stablehlo.multiply %759, %760 : tensor<2x8x1xf32>
    %762 = stablehlo.reshape %761 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %764 = stablehlo.divide %763, %cst_33 : tensor<2x8x32xf32>
    %765 = stablehlo.power %156, %cst_32 : tensor<2x8x32xf32>
    %766 = stablehlo.multiply %765, %cst_65 : tensor<2x8x32xf32>
    %767 = stablehlo.multiply %764, %766 : tensor<2x8x32xf32>
    %768 = stablehlo.add %755, %767 : tensor<2x8x32xf32>
    %769 = stablehlo.transpose %132, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %770 = stablehlo.multiply %768, %5 : tensor<2x8x32xf32>
    %771 = stablehlo.multiply %770, %153 : tensor<2x8x32xf32>
    %772 = stablehlo.multiply %770, %145 : tensor<2x8x32xf32>
    %773 = stablehlo.reduce(%772 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %774 = stablehlo.reshape %773 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %775 = stablehlo.multiply %774, %cst_35 : tensor<2x8x1xf32>
    %776 = stablehlo.power %151, %cst_34 : tensor<2x8x1xf32>
    %777 = stablehlo.multiply %775, %776 : tensor<2x8x1xf32>
    %778 = stablehlo.reshape %777 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %779 = stablehlo.broadcast_in_dim %778, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %780 = stablehlo.divide %779, %cst_33 : tensor<2x8x32xf32>
    %781 = stablehlo.power %145, %cst_32 : tensor<2x8x32xf32>
    %782 = stablehlo.multiply %781, %cst_65 : tensor<2x8x32xf32>
    %783 = stablehlo.multiply %780, %782 : tensor<2x8x32xf32>
    %784 = stablehlo.add %771, %783 : tensor<2x8x32xf32>
    %785 = stablehlo.reshape %784 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %786 = stablehlo.dot_general %785, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %787 = stablehlo.reshape %786 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %788 = stablehlo.transpose %787, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %789 = stablehlo.reshape %788 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %790 = stablehlo.dot_general %769, %789, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %791 = stablehlo.reshape %790 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %792 = stablehlo.reduce(%791 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %793 = stablehlo.transpose %792, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %794 = stablehlo.reshape %793 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %795 = stablehlo.dot_general %794, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %796 = stablehlo.reshape %795 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %797 = stablehlo.transpose %51, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %798 = stablehlo.transpose %138, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %799 = stablehlo.dot_general %789, %798, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %800 = stablehlo.reshape %799 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %801 = stablehlo.multiply %800, %131 : tensor<2x4x8x8xf32>
    %802 = stablehlo.reduce(%801 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %804 = stablehlo.multiply %131, %803 : tensor<2x4x8x8xf32>
    %805 = stablehlo.subtract %801, %804 : tensor<2x4x8x8xf32>
    %806 = stablehlo.reshape %805 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %807 = stablehlo.dot_general %797, %806, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %808 = stablehlo.reshape %807 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %809 = stablehlo.multiply %808, %cst_58 : tensor<2x4x8x8xf32>
    %810 = stablehlo.transpose %809, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %811 = stablehlo.reshape %810 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %812 = stablehlo.reduce(%811 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %813 = stablehlo.multiply %812, %73 : tensor<2x2x8x8xf32>
    %814 = stablehlo.slice %813 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %815 = stablehlo.negate %814 : tensor<2x2x8x4xf32>
    %816 = stablehlo.pad %815, %cst_71, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %817 = stablehlo.select %c_28, %816, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %818 = stablehlo.slice %813 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %819 = stablehlo.pad %818, %cst_71, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %820 = stablehlo.select %c_26, %819, %cst_27 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %821 = stablehlo.add %817, %820 : tensor<2x2x8x8xf32>
    %822 = stablehlo.multiply %812, %67 : tensor<2x2x8x8xf32>
    %823 = stablehlo.add %821, %822 : tensor<2x2x8x8xf32>
    %824 = stablehlo.multiply %823, %52 : tensor<2x2x8x8xf32>
    %825 = stablehlo.multiply %824, %64 : tensor<2x2x8x8xf32>
    %826 = stablehlo.multiply %824, %56 : tensor<2x2x8x8xf32>
    %827 = stablehlo.reduce(%826 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %828 = stablehlo.reshape %827 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %829 = stablehlo.multiply %828, %cst_25 : tensor<2x2x8x1xf32>
    %830 = stablehlo.power %62, %cst_24 : tensor<2x2x8x1xf32>
    %831 = stablehlo.multiply %829, %830 : tensor<2x2x8x1xf32>
    %832 = stablehlo.reshape %831 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %834 = stablehlo.divide %833, %cst_23 : tensor<2x2x8x8xf32>
    %835 = stablehlo.power %56, %cst_22 : tensor<2x2x8x8xf32>
    %836 = stablehlo.multiply %835, %cst_57 : tensor<2x2x8x8xf32>
    %837 = stablehlo.multiply %834, %836 : tensor<2x2x8x8xf32>
    %838 = stablehlo.add %825, %837 : tensor<2x2x8x8xf32>
    %839 = stablehlo.transpose %838, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %840 = stablehlo.reshape %839 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %841 = stablehlo.dot_general %840, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %842 = stablehlo.reshape %841 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %843 = stablehlo.add %796, %842 : tensor<2x8x32xf32>
    %844 = stablehlo.transpose %80, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %845 = stablehlo.dot_general %806, %844, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %846 = stablehlo.reshape %845 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %847 = stablehlo.multiply %846, %cst_58 : tensor<2x4x8x8xf32>
    %848 = stablehlo.multiply %847, %47 : tensor<2x4x8x8xf32>
    %849 = stablehlo.slice %848 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %850 = stablehlo.negate %849 : tensor<2x4x8x4xf32>
    %851 = stablehlo.pad %850, %cst_71, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %852 = stablehlo.select %c_21, %851, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %853 = stablehlo.slice %848 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %854 = stablehlo.pad %853, %cst_71, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %855 = stablehlo.select %c, %854, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %856 = stablehlo.add %852, %855 : tensor<2x4x8x8xf32>
    %857 = stablehlo.multiply %847, %39 : tensor<2x4x8x8xf32>
    %858 = stablehlo.add %856, %857 : tensor<2x4x8x8xf32>
    %859 = stablehlo.multiply %858, %6 : tensor<2x4x8x8xf32>
    %860 = stablehlo.multiply %859, %30 : tensor<2x4x8x8xf32>
    %861 = stablehlo.multiply %859, %22 : tensor<2x4x8x8xf32>
    %862 = stablehlo.reduce(%861 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %863 = stablehlo.reshape %862 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %864 = stablehlo.multiply %863, %cst_19 : tensor<2x4x8x1xf32>
    %865 = stablehlo.power %28, %cst_18 : tensor<2x4x8x1xf32>
    %866 = stablehlo.multiply %864, %865 : tensor<2x4x8x1xf32>
    %867 = stablehlo.reshape %866 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %869 = stablehlo.divide %868, %cst_17 : tensor<2x4x8x8xf32>
    %870 = stablehlo.power %22, %cst_16 : tensor<2x4x8x8xf32>
    %871 = stablehlo.multiply %870, %cst_62 : tensor<2x4x8x8xf32>
    %872 = stablehlo.multiply %869, %871 : tensor<2x4x8x8xf32>
    %873 = stablehlo.add %860, %872 : tensor<2x4x8x8xf32>
    %874 = stablehlo.transpose %873, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %875 = stablehlo.reshape %874 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %876 = stablehlo.dot_general %875, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %877 = stablehlo.reshape %876 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %878 = stablehlo.add %843, %877 : tensor<2x8x32xf32>
    %879 = stablehlo.multiply %878, %7 : tensor<2x8x32xf32>
    %880 = stablehlo.multiply %879, %15 : tensor<2x8x32xf32>
    %881 = stablehlo.add %768, %880 : tensor<2x8x32xf32>
    %882 = stablehlo.multiply %879, %4 : tensor<2x8x32xf32>
    %883 = stablehlo.reduce(%882 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %884 = stablehlo.reshape %883 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %885 = stablehlo.multiply %884, %cst_35 : tensor<2x8x1xf32>
    %886 = stablehlo.power %13, %cst_34 : tensor<2x8x1xf32>
    %887 = stablehlo.multiply %885, %886 : tensor<2x8x1xf32>
    %888 = stablehlo.reshape %887 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %890 = stablehlo.divide %889, %cst_33 : tensor<2x8x32xf32>
    %891 = stablehlo.power %4, %cst_32 : tensor<2x8x32xf32>
    %892 = stablehlo.multiply %891, %cst_65 : tensor<2x8x32xf32>
    %893 = stablehlo.multiply %890, %892 : tensor<2x8x32xf32>
    %894 = stablehlo.add %881, %893 : tensor<2x8x32xf32>
    %895 = stablehlo.select %450, %cst_39, %894 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %896 = "stablehlo.scatter"(%cst_42, %448, %895) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1108 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1108 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %897 = stablehlo.add %444, %896 : tensor<128x32xf32>
    %898 = stablehlo.multiply %897, %cst_15 : tensor<128x32xf32>
    %899 = stablehlo.subtract %arg10, %898 : tensor<128x32xf32>
    %900 = stablehlo.multiply %arg42, %cst_14 : tensor<32x32xf32>
    %901 = stablehlo.transpose %875, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %902 = stablehlo.dot_general %901, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %903 = stablehlo.add %900, %902 : tensor<32x32xf32>
    %904 = stablehlo.multiply %903, %cst_13 : tensor<32x32xf32>
    %905 = stablehlo.subtract %arg17, %904 : tensor<32x32xf32>
    %906 = stablehlo.multiply %arg43, %cst_12 : tensor<16x32xf32>
    %907 = stablehlo.transpose %840, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %908 = stablehlo.dot_general %907, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %909 = stablehlo.add %906, %908 : tensor<16x32xf32>
    %910 = stablehlo.multiply %909, %cst_11 : tensor<16x32xf32>
    %911 = stablehlo.subtract %arg15, %910 : tensor<16x32xf32>
    %912 = stablehlo.multiply %arg44, %cst_12 : tensor<16x32xf32>
    %913 = stablehlo.transpose %794, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %914 = stablehlo.dot_general %913, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %915 = stablehlo.add %912, %914 : tensor<16x32xf32>
    %916 = stablehlo.multiply %915, %cst_11 : tensor<16x32xf32>
    %917 = stablehlo.subtract %arg9, %916 : tensor<16x32xf32>
    %918 = stablehlo.multiply %arg45, %cst_14 : tensor<32x32xf32>
    %919 = stablehlo.transpose %785, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %920 = stablehlo.dot_general %919, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %921 = stablehlo.add %918, %920 : tensor<32x32xf32>
    %922 = stablehlo.multiply %921, %cst_13 : tensor<32x32xf32>
    %923 = stablehlo.subtract %arg8, %922 : tensor<32x32xf32>
    %924 = stablehlo.multiply %arg46, %cst_10 : tensor<8xf32>
    %925 = stablehlo.multiply %858, %31 : tensor<2x4x8x8xf32>
    %926 = stablehlo.reduce(%925 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %927 = stablehlo.add %924, %926 : tensor<8xf32>
    %928 = stablehlo.multiply %927, %cst_9 : tensor<8xf32>
    %929 = stablehlo.subtract %arg18, %928 : tensor<8xf32>
    %930 = stablehlo.multiply %arg47, %cst_10 : tensor<8xf32>
    %931 = stablehlo.multiply %823, %65 : tensor<2x2x8x8xf32>
    %932 = stablehlo.reduce(%931 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %933 = stablehlo.add %930, %932 : tensor<8xf32>
    %934 = stablehlo.multiply %933, %cst_9 : tensor<8xf32>
    %935 = stablehlo.subtract %arg16, %934 : tensor<8xf32>
    %936 = stablehlo.multiply %arg48, %cst_8 : tensor<4x64x32xf32>
    %937 = stablehlo.reshape %186 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %938 = stablehlo.dot_general %735, %937, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %939 = "stablehlo.scatter"(%cst_7, %183, %938) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1108 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1108 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %940 = stablehlo.add %936, %939 : tensor<4x64x32xf32>
    %941 = stablehlo.multiply %940, %cst_6 : tensor<4x64x32xf32>
    %942 = stablehlo.subtract %arg24, %941 : tensor<4x64x32xf32>
    %943 = stablehlo.multiply %arg49, %cst_5 : tensor<4x32x32xf32>
    %944 = stablehlo.reshape %194 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %945 = stablehlo.dot_general %724, %944, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %946 = "stablehlo.scatter"(%cst_4, %183, %945) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1108 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1108 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %947 = stablehlo.add %943, %946 : tensor<4x32x32xf32>
    %948 = stablehlo.multiply %947, %cst_3 : tensor<4x32x32xf32>
    %949 = stablehlo.subtract %arg25, %948 : tensor<4x32x32xf32>
    %950 = stablehlo.multiply %arg50, %cst_2 : tensor<4x32xf32>
    %951 = stablehlo.transpose %749, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %952 = stablehlo.dot_general %951, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %953 = stablehlo.add %950, %952 : tensor<4x32xf32>
    %954 = stablehlo.multiply %953, %cst_1 : tensor<4x32xf32>
    %955 = stablehlo.subtract %arg23, %954 : tensor<4x32xf32>
    %956 = stablehlo.multiply %arg51, %cst_14 : tensor<32x32xf32>
    %957 = stablehlo.transpose %715, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %958 = stablehlo.dot_general %957, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %959 = stablehlo.add %956, %958 : tensor<32x32xf32>
    %960 = stablehlo.multiply %959, %cst_13 : tensor<32x32xf32>
    %961 = stablehlo.subtract %arg21, %960 : tensor<32x32xf32>
    %962 = stablehlo.multiply %arg52, %cst_14 : tensor<32x32xf32>
    %963 = stablehlo.transpose %706, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %964 = stablehlo.dot_general %963, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %965 = stablehlo.add %962, %964 : tensor<32x32xf32>
    %966 = stablehlo.multiply %965, %cst_13 : tensor<32x32xf32>
    %967 = stablehlo.subtract %arg7, %966 : tensor<32x32xf32>
    %968 = stablehlo.multiply %arg53, %cst_14 : tensor<32x32xf32>
    %969 = stablehlo.transpose %702, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %970 = stablehlo.dot_general %969, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %971 = stablehlo.add %968, %970 : tensor<32x32xf32>
    %972 = stablehlo.multiply %971, %cst_13 : tensor<32x32xf32>
    %973 = stablehlo.subtract %arg6, %972 : tensor<32x32xf32>
    %974 = stablehlo.multiply %arg54, %cst_0 : tensor<32xf32>
    %975 = stablehlo.multiply %878, %16 : tensor<2x8x32xf32>
    %976 = stablehlo.reduce(%975 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %977 = stablehlo.add %974, %976 : tensor<32xf32>
    %978 = stablehlo.multiply %977, %cst : tensor<32xf32>
    %979 = stablehlo.subtract %arg11, %978 : tensor<32xf32>
    %980 = stablehlo.multiply %arg55, %cst_0 : tensor<32xf32>
    %981 = stablehlo.multiply %752, %165 : tensor<2x8x32xf32>
    %982 = stablehlo.reduce(%981 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %983 = stablehlo.add %980, %982 : tensor<32xf32>
    %984 = stablehlo.multiply %983, %cst : tensor<32xf32>
    %985 = stablehlo.subtract %arg20, %984 : tensor<32xf32>
    %986 = stablehlo.multiply %arg56, %cst_0 : tensor<32xf32>
    %987 = stablehlo.multiply %768, %154 : tensor<2x8x32xf32>
    %988 = stablehlo.reduce(%987 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %989 = stablehlo.add %986, %988 : tensor<32xf32>
    %990 = stablehlo.multiply %989, %cst : tensor<32xf32>
    %991 = stablehlo.subtract %arg19, %990 : tensor<32xf32>
    %992 = stablehlo.multiply %arg57, %cst_0 : tensor<32xf32>
    %993 = stablehlo.multiply %686, %233 : tensor<2x8x32xf32>
    %994 = stablehlo.reduce(%993 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %995 = stablehlo.add %992, %994 : tensor<32xf32>
    %996 = stablehlo.multiply %995, %cst : tensor<32xf32>
    %997 = stablehlo.subtract %arg26, %996 : tensor<32xf32>
    %998 = stablehlo.multiply %arg58, %cst_14 : tensor<32x32xf32>
    %999 = stablehlo.transpose %667, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1000 = stablehlo.dot_general %999, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1001 = stablehlo.add %998, %1000 : tensor<32x32xf32>
    %1002 = stablehlo.multiply %1001, %cst_13 : tensor<32x32xf32>
    %1003 = stablehlo.subtract %arg30, %1002 : tensor<32x32xf32>
    %1004 = stablehlo.multiply %arg59, %cst_12 : tensor<16x32xf32>
    %1005 = stablehlo.transpose %632, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1006 = stablehlo.dot_general %1005, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1007 = stablehlo.add %1004, %1006 : tensor<16x32xf32>
    %1008 = stablehlo.multiply %1007, %cst_11 : tensor<16x32xf32>
    %1009 = stablehlo.subtract %arg28, %1008 : tensor<16x32xf32>
    %1010 = stablehlo.multiply %arg60, %cst_12 : tensor<16x32xf32>
    %1011 = stablehlo.transpose %586, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1012 = stablehlo.dot_general %1011, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1013 = stablehlo.add %1010, %1012 : tensor<16x32xf32>
    %1014 = stablehlo.multiply %1013, %cst_11 : tensor<16x32xf32>
    %1015 = stablehlo.subtract %arg5, %1014 : tensor<16x32xf32>
    %1016 = stablehlo.multiply %arg61, %cst_14 : tensor<32x32xf32>
    %1017 = stablehlo.transpose %577, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1018 = stablehlo.dot_general %1017, %320, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1019 = stablehlo.add %1016, %1018 : tensor<32x32xf32>
    %1020 = stablehlo.multiply %1019, %cst_13 : tensor<32x32xf32>
    %1021 = stablehlo.subtract %arg4, %1020 : tensor<32x32xf32>
    %1022 = stablehlo.multiply %arg62, %cst_10 : tensor<8xf32>
    %1023 = stablehlo.multiply %650, %262 : tensor<2x4x8x8xf32>
    %1024 = stablehlo.reduce(%1023 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1025 = stablehlo.add %1022, %1024 : tensor<8xf32>
    %1026 = stablehlo.multiply %1025, %cst_9 : tensor<8xf32>
    %1027 = stablehlo.subtract %arg31, %1026 : tensor<8xf32>
    %1028 = stablehlo.multiply %arg63, %cst_10 : tensor<8xf32>
    %1029 = stablehlo.multiply %615, %286 : tensor<2x2x8x8xf32>
    %1030 = stablehlo.reduce(%1029 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1031 = stablehlo.add %1028, %1030 : tensor<8xf32>
    %1032 = stablehlo.multiply %1031, %cst_9 : tensor<8xf32>
    %1033 = stablehlo.subtract %arg29, %1032 : tensor<8xf32>
    %1034 = stablehlo.multiply %arg64, %cst_8 : tensor<4x64x32xf32>
    %1035 = stablehlo.reshape %362 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %1036 = stablehlo.dot_general %525, %1035, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %1037 = "stablehlo.scatter"(%cst_7, %359, %1036) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1108 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1108 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %1038 = stablehlo.add %1034, %1037 : tensor<4x64x32xf32>
    %1039 = stablehlo.multiply %1038, %cst_6 : tensor<4x64x32xf32>
    %1040 = stablehlo.subtract %arg37, %1039 : tensor<4x64x32xf32>
    %1041 = stablehlo.multiply %arg65, %cst_5 : tensor<4x32x32xf32>
    %1042 = stablehlo.reshape %370 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %1043 = stablehlo.dot_general %514, %1042, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %1044 = "stablehlo.scatter"(%cst_4, %359, %1043) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1108 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1108 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %1045 = stablehlo.add %1041, %1044 : tensor<4x32x32xf32>
    %1046 = stablehlo.multiply %1045, %cst_3 : tensor<4x32x32xf32>
    %1047 = stablehlo.subtract %arg38, %1046 : tensor<4x32x32xf32>
    %1048 = stablehlo.multiply %arg66, %cst_2 : tensor<4x32xf32>
    %1049 = stablehlo.transpose %541, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %1050 = stablehlo.dot_general %1049, %345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %1051 = stablehlo.add %1048, %1050 : tensor<4x32xf32>
    %1052 = stablehlo.multiply %1051, %cst_1 : tensor<4x32xf32>
    %1053 = stablehlo.subtract %arg36, %1052 : tensor<4x32xf32>
    %1054 = stablehlo.multiply %arg67, %cst_14 : tensor<32x32xf32>
    %1055 = stablehlo.transpose %505, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1056 = stablehlo.dot_general %1055, %345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1057 = stablehlo.add %1054, %1056 : tensor<32x32xf32>
    %1058 = stablehlo.multiply %1057, %cst_13 : tensor<32x32xf32>
    %1059 = stablehlo.subtract %arg34, %1058 : tensor<32x32xf32>
    %1060 = stablehlo.multiply %arg68, %cst_14 : tensor<32x32xf32>
    %1061 = stablehlo.transpose %496, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1062 = stablehlo.dot_general %1061, %345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1063 = stablehlo.add %1060, %1062 : tensor<32x32xf32>
    %1064 = stablehlo.multiply %1063, %cst_13 : tensor<32x32xf32>
    %1065 = stablehlo.subtract %arg3, %1064 : tensor<32x32xf32>
    %1066 = stablehlo.multiply %arg69, %cst_14 : tensor<32x32xf32>
    %1067 = stablehlo.transpose %492, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1068 = stablehlo.dot_general %1067, %394, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1069 = stablehlo.add %1066, %1068 : tensor<32x32xf32>
    %1070 = stablehlo.multiply %1069, %cst_13 : tensor<32x32xf32>
    %1071 = stablehlo.subtract %arg2, %1070 : tensor<32x32xf32>
    %1072 = stablehlo.multiply %arg70, %cst_0 : tensor<32xf32>
    %1073 = stablehlo.multiply %670, %247 : tensor<2x8x32xf32>
    %1074 = stablehlo.reduce(%1073 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1075 = stablehlo.add %1072, %1074 : tensor<32xf32>
    %1076 = stablehlo.multiply %1075, %cst : tensor<32xf32>
    %1077 = stablehlo.subtract %arg27, %1076 : tensor<32xf32>
    %1078 = stablehlo.multiply %arg71, %cst_0 : tensor<32xf32>
    %1079 = stablehlo.multiply %544, %343 : tensor<2x8x32xf32>
    %1080 = stablehlo.reduce(%1079 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1081 = stablehlo.add %1078, %1080 : tensor<32xf32>
    %1082 = stablehlo.multiply %1081, %cst : tensor<32xf32>
    %1083 = stablehlo.subtract %arg33, %1082 : tensor<32xf32>
    %1084 = stablehlo.multiply %arg72, %cst_0 : tensor<32xf32>
    %1085 = stablehlo.multiply %560, %332 : tensor<2x8x32xf32>
    %1086 = stablehlo.reduce(%1085 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1087 = stablehlo.add %1084, %1086 : tensor<32xf32>
    %1088 = stablehlo.multiply %1087, %cst : tensor<32xf32>
    %1089 = stablehlo.subtract %arg32, %1088 : tensor<32xf32>
    %1090 = stablehlo.multiply %arg73, %cst_0 : tensor<32xf32>
    %1091 = stablehlo.multiply %476, %407 : tensor<2x8x32xf32>
    %1092 = stablehlo.reduce(%1091 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1093 = stablehlo.add %1090, %1092 : tensor<32xf32>
    %1094 = stablehlo.multiply %1093, %cst : tensor<32xf32>
    %1095 = stablehlo.subtract %arg39, %1094 : tensor<32xf32>
    %1096 = stablehlo.multiply %arg74, %cst_0 : tensor<32xf32>
    %1097 = stablehlo.multiply %461, %418 : tensor<2x8x32xf32>
    %1098 = stablehlo.reduce(%1097 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1099 = stablehlo.add %1096, %1098 : tensor<32xf32>
    %1100 = stablehlo.multiply %1099, %cst : tensor<32xf32>
    %1101 = stablehlo.subtract %arg40, %1100 : tensor<32xf32>
    %1102 = stablehlo.multiply %arg75, %cst_43 : tensor<128x32xf32>
    %1103 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1104 = stablehlo.dot_general %1103, %420, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1105 = stablehlo.add %1102, %1104 : tensor<128x32xf32>
    %1106 = stablehlo.multiply %1105, %cst_15 : tensor<128x32xf32>
    %1107 = stablehlo.subtract %arg1, %1106 : tensor<128x32xf32>
    return %443, %899, %905, %911, %917, %923, %929, %935, %942, %949, %955, %961, %967, %973, %979, %985, %991, %997, %1003, %1009, %1015, %1021, %1027, %1033, %1040, %1047, %1053, %1059, %1065, %1071, %1077, %1083, %1089, %1095, %1101, %1107, %897, %903, %909, %915, %921, %927, %933, %940, %947, %953, %959, %965, %971, %977, %983, %989, %995, %1001, %1007, %1013, %1019, %1025, %1031, %1038, %1045, %1051, %1057, %1063, %1069, %1075, %1081, %1087, %1093, %1099, %1105 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
