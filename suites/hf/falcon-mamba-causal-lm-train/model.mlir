module @IrToHlo.3771 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 21 : i32}, %arg3: tensor<128x32xf32> {tf.aliasing_output = 17 : i32}, %arg4: tensor<2x8xi64>, %arg5: tensor<32x64xf32> {tf.aliasing_output = 11 : i32}, %arg6: tensor<128x32xf32> {tf.aliasing_output = 7 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg8: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg10: tensor<64x1x4xf32> {tf.aliasing_output = 5 : i32}, %arg11: tensor<34x64xf32> {tf.aliasing_output = 8 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg13: tensor<64x2xf32> {tf.aliasing_output = 9 : i32}, %arg14: tensor<64x16xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 14 : i32}, %arg17: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg18: tensor<64x1x4xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<34x64xf32> {tf.aliasing_output = 18 : i32}, %arg20: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64x2xf32> {tf.aliasing_output = 19 : i32}, %arg22: tensor<64x16xf32> {tf.aliasing_output = 13 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg24: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg26: tensor<64x16xf32> {tf.aliasing_output = 25 : i32}, %arg27: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg28: tensor<64x1x4xf32> {tf.aliasing_output = 27 : i32}, %arg29: tensor<64xf32> {tf.aliasing_output = 28 : i32}, %arg30: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg31: tensor<34x64xf32> {tf.aliasing_output = 30 : i32}, %arg32: tensor<64x2xf32> {tf.aliasing_output = 31 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %arg34: tensor<32x64xf32> {tf.aliasing_output = 33 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg36: tensor<64x16xf32> {tf.aliasing_output = 35 : i32}, %arg37: tensor<64xf32> {tf.aliasing_output = 36 : i32}, %arg38: tensor<64x1x4xf32> {tf.aliasing_output = 37 : i32}, %arg39: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %arg40: tensor<128x32xf32> {tf.aliasing_output = 39 : i32}, %arg41: tensor<34x64xf32> {tf.aliasing_output = 40 : i32}, %arg42: tensor<64x2xf32> {tf.aliasing_output = 41 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 42 : i32}, %arg44: tensor<32x64xf32> {tf.aliasing_output = 43 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 44 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x2xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<34x64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<34x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64x1x4xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64x1x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<64x16xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<64x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x11xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x16xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<2x8x16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x8xf32>
    %c = stablehlo.constant dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>
    %c_20 = stablehlo.constant dense<[false, true, false, false, false, false, false, false]> : tensor<8xi1>
    %c_21 = stablehlo.constant dense<[false, false, true, false, false, false, false, false]> : tensor<8xi1>
    %c_22 = stablehlo.constant dense<[false, false, false, true, false, false, false, false]> : tensor<8xi1>
    %c_23 = stablehlo.constant dense<[false, false, false, false, true, false, false, false]> : tensor<8xi1>
    %c_24 = stablehlo.constant dense<[false, false, false, false, false, true, false, false]> : tensor<8xi1>
    %c_25 = stablehlo.constant dense<[false, false, false, false, false, false, true, false]> : tensor<8xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x8x16xf32>
    %c_27 = stablehlo.constant dense<[false, false, false, false, false, false, false, true]> : tensor<8xi1>
    %c_28 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]]]> : tensor<2x64x11xi1>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_34 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_35 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %c_36 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_39 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_40 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_42 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_43 = stablehlo.constant dense<6.250000e-02> : tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x16xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+01> : tensor<2x64x8xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<2x8xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_51 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_53 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.exponential %arg14 : tensor<64x16xf32>
    %6 = stablehlo.negate %5 : tensor<64x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<2x64x8x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.power %4, %cst_52 : tensor<2x8x32xf32>
    %10 = stablehlo.reduce(%9 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.multiply %10, %cst_51 : tensor<2x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.add %12, %cst_50 : tensor<2x8x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.reshape %arg4 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %20 = stablehlo.convert %19 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %27 = stablehlo.reshape %26 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,128,8]{1,2,0}"} : (tensor<2x8x128xf32>) -> tensor<2x128x8xf32>
    %29 = stablehlo.slice %28 [0:2, 0:64, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %31 = stablehlo.reshape %arg10 : (tensor<64x1x4xf32>) -> tensor<64x1x1x4xf32>
    %32 = stablehlo.convolution(%30, %31) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<64x1x1x4xf32>) -> tensor<2x64x1x11xf32>
    %33 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x11xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x64x1x11xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x64x1x11xf32>) -> tensor<2x64x11xf32>
    %36 = stablehlo.slice %35 [0:2, 0:64, 0:8] : (tensor<2x64x11xf32>) -> tensor<2x64x8xf32>
    %37 = stablehlo.logistic %36 : tensor<2x64x8xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<2x64x8xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %40 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x8x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %43 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,34]{0,1}"} : (tensor<34x64xf32>) -> tensor<64x34xf32>
    %44 = stablehlo.dot_general %42, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x34xf32>) -> tensor<16x34xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x34xf32>) -> tensor<2x8x34xf32>
    %46 = stablehlo.slice %45 [0:2, 0:8, 0:2] : (tensor<2x8x34xf32>) -> tensor<2x8x2xf32>
    %47 = stablehlo.power %46, %cst_49 : tensor<2x8x2xf32>
    %48 = stablehlo.reduce(%47 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %49 = stablehlo.multiply %48, %cst_48 : tensor<2x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %51 = stablehlo.add %50, %cst_47 : tensor<2x8x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<2x8x1xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %55 = stablehlo.multiply %46, %54 : tensor<2x8x2xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %57 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,64]{0,1}"} : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %58 = stablehlo.dot_general %56, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x64xf32>) -> tensor<16x64xf32>
    %59 = stablehlo.reshape %58 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %61 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<64x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x8xf32>
    %65 = stablehlo.add %60, %64 : tensor<2x64x8xf32>
    %66 = stablehlo.compare  GT, %65, %cst_46 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x64x8xi1>
    %67 = stablehlo.exponential %65 : tensor<2x64x8xf32>
    %68 = stablehlo.log_plus_one %67 : tensor<2x64x8xf32>
    %69 = stablehlo.select %66, %65, %68 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %71 = stablehlo.multiply %7, %70 : tensor<2x64x8x16xf32>
    %72 = stablehlo.exponential %71 : tensor<2x64x8x16xf32>
    %73 = stablehlo.slice %72 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %75 = stablehlo.multiply %74, %cst_45 : tensor<2x64x16xf32>
    %76 = stablehlo.slice %45 [0:2, 0:8, 2:18] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %77 = stablehlo.power %76, %cst_44 : tensor<2x8x16xf32>
    %78 = stablehlo.reduce(%77 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %79 = stablehlo.multiply %78, %cst_43 : tensor<2x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %81 = stablehlo.add %80, %cst_47 : tensor<2x8x1xf32>
    %82 = stablehlo.rsqrt %81 : tensor<2x8x1xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %85 = stablehlo.multiply %76, %84 : tensor<2x8x16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 2, 3] : (tensor<2x8x16xf32>) -> tensor<2x64x8x16xf32>
    %87 = stablehlo.multiply %70, %86 : tensor<2x64x8x16xf32>
    %88 = stablehlo.transpose %41, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<2x64x8x16xf32>
    %91 = stablehlo.slice %90 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %93 = stablehlo.add %75, %92 : tensor<2x64x16xf32>
    %94 = stablehlo.slice %45 [0:2, 0:8, 18:34] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %95 = stablehlo.power %94, %cst_44 : tensor<2x8x16xf32>
    %96 = stablehlo.reduce(%95 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %97 = stablehlo.multiply %96, %cst_43 : tensor<2x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %99 = stablehlo.add %98, %cst_47 : tensor<2x8x1xf32>
    %100 = stablehlo.rsqrt %99 : tensor<2x8x1xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %103 = stablehlo.multiply %94, %102 : tensor<2x8x16xf32>
    %104 = stablehlo.slice %103 [0:2, 0:1, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %106 = stablehlo.dot_general %93, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %107 = stablehlo.slice %72 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %109 = stablehlo.multiply %108, %93 : tensor<2x64x16xf32>
    %110 = stablehlo.slice %90 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %112 = stablehlo.add %109, %111 : tensor<2x64x16xf32>
    %113 = stablehlo.slice %103 [0:2, 1:2, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %115 = stablehlo.dot_general %112, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %116 = stablehlo.slice %72 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %118 = stablehlo.multiply %117, %112 : tensor<2x64x16xf32>
    %119 = stablehlo.slice %90 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x64x16xf32>
    %122 = stablehlo.slice %103 [0:2, 2:3, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %124 = stablehlo.dot_general %121, %123, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %125 = stablehlo.slice %72 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %127 = stablehlo.multiply %126, %121 : tensor<2x64x16xf32>
    %128 = stablehlo.slice %90 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %130 = stablehlo.add %127, %129 : tensor<2x64x16xf32>
    %131 = stablehlo.slice %103 [0:2, 3:4, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %133 = stablehlo.dot_general %130, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %134 = stablehlo.slice %72 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %136 = stablehlo.multiply %135, %130 : tensor<2x64x16xf32>
    %137 = stablehlo.slice %90 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %139 = stablehlo.add %136, %138 : tensor<2x64x16xf32>
    %140 = stablehlo.slice %103 [0:2, 4:5, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %142 = stablehlo.dot_general %139, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %143 = stablehlo.slice %72 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %145 = stablehlo.multiply %144, %139 : tensor<2x64x16xf32>
    %146 = stablehlo.slice %90 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %148 = stablehlo.add %145, %147 : tensor<2x64x16xf32>
    %149 = stablehlo.slice %103 [0:2, 5:6, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %151 = stablehlo.dot_general %148, %150, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %152 = stablehlo.slice %72 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %154 = stablehlo.multiply %153, %148 : tensor<2x64x16xf32>
    %155 = stablehlo.slice %90 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x64x16xf32>
    %158 = stablehlo.slice %103 [0:2, 6:7, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %160 = stablehlo.dot_general %157, %159, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %161 = stablehlo.slice %72 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %163 = stablehlo.multiply %162, %157 : tensor<2x64x16xf32>
    %164 = stablehlo.slice %90 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x64x16xf32>
    %167 = stablehlo.slice %103 [0:2, 7:8, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %169 = stablehlo.dot_general %166, %168, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %170 = stablehlo.concatenate %106, %115, %124, %133, %142, %151, %160, %169, dim = 2 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32>
    %171 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<2x64x8xf32>
    %172 = stablehlo.multiply %88, %171 : tensor<2x64x8xf32>
    %173 = stablehlo.add %170, %172 : tensor<2x64x8xf32>
    %174 = stablehlo.slice %28 [0:2, 64:128, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %175 = stablehlo.logistic %174 : tensor<2x64x8xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<2x64x8xf32>
    %177 = stablehlo.multiply %173, %176 : tensor<2x64x8xf32>
    %178 = stablehlo.transpose %177, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %180 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %181 = stablehlo.dot_general %179, %180, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.add %4, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.exponential %arg22 : tensor<64x16xf32>
    %185 = stablehlo.negate %184 : tensor<64x16xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<2x64x8x16xf32>
    %187 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.power %183, %cst_52 : tensor<2x8x32xf32>
    %189 = stablehlo.reduce(%188 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.multiply %189, %cst_51 : tensor<2x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %192 = stablehlo.add %191, %cst_50 : tensor<2x8x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<2x8x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %183, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.multiply %197, %22 : tensor<2x8x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %203 = stablehlo.transpose %202, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,128,8]{1,2,0}"} : (tensor<2x8x128xf32>) -> tensor<2x128x8xf32>
    %204 = stablehlo.slice %203 [0:2, 0:64, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %206 = stablehlo.reshape %arg18 : (tensor<64x1x4xf32>) -> tensor<64x1x1x4xf32>
    %207 = stablehlo.convolution(%205, %206) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<64x1x1x4xf32>) -> tensor<2x64x1x11xf32>
    %208 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x11xf32>
    %209 = stablehlo.add %207, %208 : tensor<2x64x1x11xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x64x1x11xf32>) -> tensor<2x64x11xf32>
    %211 = stablehlo.slice %210 [0:2, 0:64, 0:8] : (tensor<2x64x11xf32>) -> tensor<2x64x8xf32>
    %212 = stablehlo.logistic %211 : tensor<2x64x8xf32>
    %213 = stablehlo.multiply %211, %212 : tensor<2x64x8xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %215 = stablehlo.multiply %214, %40 : tensor<2x8x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %217 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,34]{0,1}"} : (tensor<34x64xf32>) -> tensor<64x34xf32>
    %218 = stablehlo.dot_general %216, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x34xf32>) -> tensor<16x34xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x34xf32>) -> tensor<2x8x34xf32>
    %220 = stablehlo.slice %219 [0:2, 0:8, 0:2] : (tensor<2x8x34xf32>) -> tensor<2x8x2xf32>
    %221 = stablehlo.power %220, %cst_49 : tensor<2x8x2xf32>
    %222 = stablehlo.reduce(%221 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %223 = stablehlo.multiply %222, %cst_48 : tensor<2x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %225 = stablehlo.add %224, %cst_47 : tensor<2x8x1xf32>
    %226 = stablehlo.rsqrt %225 : tensor<2x8x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %229 = stablehlo.multiply %220, %228 : tensor<2x8x2xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %231 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,64]{0,1}"} : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %232 = stablehlo.dot_general %230, %231, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x64xf32>) -> tensor<16x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %234 = stablehlo.transpose %233, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %235 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<64x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x1xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x8xf32>
    %239 = stablehlo.add %234, %238 : tensor<2x64x8xf32>
    %240 = stablehlo.compare  GT, %239, %cst_46 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x64x8xi1>
    %241 = stablehlo.exponential %239 : tensor<2x64x8xf32>
    %242 = stablehlo.log_plus_one %241 : tensor<2x64x8xf32>
    %243 = stablehlo.select %240, %239, %242 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %245 = stablehlo.multiply %186, %244 : tensor<2x64x8x16xf32>
    %246 = stablehlo.exponential %245 : tensor<2x64x8x16xf32>
    %247 = stablehlo.slice %246 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %249 = stablehlo.multiply %248, %cst_45 : tensor<2x64x16xf32>
    %250 = stablehlo.slice %219 [0:2, 0:8, 2:18] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %251 = stablehlo.power %250, %cst_44 : tensor<2x8x16xf32>
    %252 = stablehlo.reduce(%251 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %253 = stablehlo.multiply %252, %cst_43 : tensor<2x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %255 = stablehlo.add %254, %cst_47 : tensor<2x8x1xf32>
    %256 = stablehlo.rsqrt %255 : tensor<2x8x1xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %259 = stablehlo.multiply %250, %258 : tensor<2x8x16xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 2, 3] : (tensor<2x8x16xf32>) -> tensor<2x64x8x16xf32>
    %261 = stablehlo.multiply %244, %260 : tensor<2x64x8x16xf32>
    %262 = stablehlo.transpose %215, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %264 = stablehlo.multiply %261, %263 : tensor<2x64x8x16xf32>
    %265 = stablehlo.slice %264 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %267 = stablehlo.add %249, %266 : tensor<2x64x16xf32>
    %268 = stablehlo.slice %219 [0:2, 0:8, 18:34] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %269 = stablehlo.power %268, %cst_44 : tensor<2x8x16xf32>
    %270 = stablehlo.reduce(%269 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %271 = stablehlo.multiply %270, %cst_43 : tensor<2x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %273 = stablehlo.add %272, %cst_47 : tensor<2x8x1xf32>
    %274 = stablehlo.rsqrt %273 : tensor<2x8x1xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %277 = stablehlo.multiply %268, %276 : tensor<2x8x16xf32>
    %278 = stablehlo.slice %277 [0:2, 0:1, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %280 = stablehlo.dot_general %267, %279, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %281 = stablehlo.slice %246 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %283 = stablehlo.multiply %282, %267 : tensor<2x64x16xf32>
    %284 = stablehlo.slice %264 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %286 = stablehlo.add %283, %285 : tensor<2x64x16xf32>
    %287 = stablehlo.slice %277 [0:2, 1:2, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %289 = stablehlo.dot_general %286, %288, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %290 = stablehlo.slice %246 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %292 = stablehlo.multiply %291, %286 : tensor<2x64x16xf32>
    %293 = stablehlo.slice %264 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %295 = stablehlo.add %292, %294 : tensor<2x64x16xf32>
    %296 = stablehlo.slice %277 [0:2, 2:3, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %298 = stablehlo.dot_general %295, %297, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %299 = stablehlo.slice %246 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %301 = stablehlo.multiply %300, %295 : tensor<2x64x16xf32>
    %302 = stablehlo.slice %264 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %304 = stablehlo.add %301, %303 : tensor<2x64x16xf32>
    %305 = stablehlo.slice %277 [0:2, 3:4, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %307 = stablehlo.dot_general %304, %306, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %308 = stablehlo.slice %246 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %310 = stablehlo.multiply %309, %304 : tensor<2x64x16xf32>
    %311 = stablehlo.slice %264 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %313 = stablehlo.add %310, %312 : tensor<2x64x16xf32>
    %314 = stablehlo.slice %277 [0:2, 4:5, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %316 = stablehlo.dot_general %313, %315, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %317 = stablehlo.slice %246 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %319 = stablehlo.multiply %318, %313 : tensor<2x64x16xf32>
    %320 = stablehlo.slice %264 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %322 = stablehlo.add %319, %321 : tensor<2x64x16xf32>
    %323 = stablehlo.slice %277 [0:2, 5:6, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %325 = stablehlo.dot_general %322, %324, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %326 = stablehlo.slice %246 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %328 = stablehlo.multiply %327, %322 : tensor<2x64x16xf32>
    %329 = stablehlo.slice %264 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %331 = stablehlo.add %328, %330 : tensor<2x64x16xf32>
    %332 = stablehlo.slice %277 [0:2, 6:7, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %334 = stablehlo.dot_general %331, %333, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %335 = stablehlo.slice %246 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %337 = stablehlo.multiply %336, %331 : tensor<2x64x16xf32>
    %338 = stablehlo.slice %264 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %340 = stablehlo.add %337, %339 : tensor<2x64x16xf32>
    %341 = stablehlo.slice %277 [0:2, 7:8, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %343 = stablehlo.dot_general %340, %342, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %344 = stablehlo.concatenate %280, %289, %298, %307, %316, %325, %334, %343, dim = 2 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32>
    %345 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<64xf32>) -> tensor<2x64x8xf32>
    %346 = stablehlo.multiply %262, %345 : tensor<2x64x8xf32>
    %347 = stablehlo.add %344, %346 : tensor<2x64x8xf32>
    %348 = stablehlo.slice %203 [0:2, 64:128, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %349 = stablehlo.logistic %348 : tensor<2x64x8xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<2x64x8xf32>
    %351 = stablehlo.multiply %347, %350 : tensor<2x64x8xf32>
    %352 = stablehlo.transpose %351, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %354 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %355 = stablehlo.dot_general %353, %354, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %357 = stablehlo.add %183, %356 : tensor<2x8x32xf32>
    %358 = stablehlo.power %357, %cst_52 : tensor<2x8x32xf32>
    %359 = stablehlo.reduce(%358 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %360 = stablehlo.multiply %359, %cst_51 : tensor<2x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %362 = stablehlo.add %361, %cst_50 : tensor<2x8x1xf32>
    %363 = stablehlo.rsqrt %362 : tensor<2x8x1xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.multiply %357, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.multiply %0, %366 : tensor<2x8x32xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %369 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %370 = stablehlo.dot_general %368, %369, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %371 = stablehlo.reshape %370 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %372 = stablehlo.slice %371 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %373 = stablehlo.reduce(%372 init: %cst_54) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %375 = stablehlo.subtract %372, %374 : tensor<2x7x128xf32>
    %376 = stablehlo.exponential %375 : tensor<2x7x128xf32>
    %377 = stablehlo.reduce(%376 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %378 = stablehlo.log %377 : tensor<2x7xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %380 = stablehlo.subtract %375, %379 : tensor<2x7x128xf32>
    %381 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %383 = stablehlo.broadcast_in_dim %c_53, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %384 = stablehlo.compare  EQ, %382, %383 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %385 = stablehlo.convert %384 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %386 = stablehlo.convert %385 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %387 = stablehlo.multiply %380, %386 : tensor<2x7x128xf32>
    %388 = stablehlo.reduce(%387 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %389 = stablehlo.reduce(%388 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %390 = stablehlo.multiply %389, %cst_42 : tensor<f32>
    %391 = stablehlo.negate %390 : tensor<f32>
    %392 = stablehlo.multiply %arg24, %cst_41 : tensor<128x32xf32>
    %393 = stablehlo.multiply %386, %cst_39 : tensor<2x7x128xf32>
    %394 = stablehlo.exponential %380 : tensor<2x7x128xf32>
    %395 = stablehlo.reduce(%393 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %397 = stablehlo.multiply %394, %396 : tensor<2x7x128xf32>
    %398 = stablehlo.subtract %393, %397 : tensor<2x7x128xf32>
    %399 = stablehlo.pad %398, %cst_55, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %400 = stablehlo.select %c_40, %399, %cst_38 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %402 = stablehlo.transpose %401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %403 = stablehlo.dot_general %402, %368, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %404 = stablehlo.compare  LT, %arg0, %c_36 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %405 = stablehlo.add %arg0, %c_35 : tensor<2x8xi64>
    %406 = stablehlo.select %404, %405, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %407 = stablehlo.reshape %406 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %408 = stablehlo.compare  EQ, %arg0, %c_34 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %410 = stablehlo.dot_general %401, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.multiply %411, %0 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %365 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %412, %357 : tensor<2x8x32xf32>
    %415 = stablehlo.reduce(%414 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %417 = stablehlo.multiply %416, %cst_32 : tensor<2x8x1xf32>
    %418 = stablehlo.power %363, %cst_31 : tensor<2x8x1xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<2x8x1xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %422 = stablehlo.divide %421, %cst_30 : tensor<2x8x32xf32>
    %423 = stablehlo.power %357, %cst_29 : tensor<2x8x32xf32>
    %424 = stablehlo.multiply %423, %cst_52 : tensor<2x8x32xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.add %413, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %428 = stablehlo.dot_general %427, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %429 = stablehlo.reshape %428 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %430 = stablehlo.transpose %429, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %431 = stablehlo.multiply %430, %350 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %432 = stablehlo.multiply %431, %345 : tensor<2x64x8xf32>
    %433 = stablehlo.broadcast_in_dim %c_27, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %434 = stablehlo.slice %431 [0:2, 0:64, 7:8] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %435 = stablehlo.dot_general %434, %341, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %437 = stablehlo.select %433, %436, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %438 = stablehlo.broadcast_in_dim %c_25, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %439 = stablehlo.multiply %435, %336 : tensor<2x64x16xf32>
    %440 = stablehlo.slice %431 [0:2, 0:64, 6:7] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %441 = stablehlo.dot_general %440, %332, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %442 = stablehlo.add %439, %441 : tensor<2x64x16xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %444 = stablehlo.select %438, %443, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %445 = stablehlo.add %437, %444 : tensor<2x64x8x16xf32>
    %446 = stablehlo.broadcast_in_dim %c_24, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %447 = stablehlo.multiply %442, %327 : tensor<2x64x16xf32>
    %448 = stablehlo.slice %431 [0:2, 0:64, 5:6] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %449 = stablehlo.dot_general %448, %323, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %450 = stablehlo.add %447, %449 : tensor<2x64x16xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %452 = stablehlo.select %446, %451, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %453 = stablehlo.add %445, %452 : tensor<2x64x8x16xf32>
    %454 = stablehlo.broadcast_in_dim %c_23, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %455 = stablehlo.multiply %450, %318 : tensor<2x64x16xf32>
    %456 = stablehlo.slice %431 [0:2, 0:64, 4:5] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %457 = stablehlo.dot_general %456, %314, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %458 = stablehlo.add %455, %457 : tensor<2x64x16xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %460 = stablehlo.select %454, %459, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %461 = stablehlo.add %453, %460 : tensor<2x64x8x16xf32>
    %462 = stablehlo.broadcast_in_dim %c_22, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %463 = stablehlo.multiply %458, %309 : tensor<2x64x16xf32>
    %464 = stablehlo.slice %431 [0:2, 0:64, 3:4] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %465 = stablehlo.dot_general %464, %305, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %466 = stablehlo.add %463, %465 : tensor<2x64x16xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %468 = stablehlo.select %462, %467, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %469 = stablehlo.add %461, %468 : tensor<2x64x8x16xf32>
    %470 = stablehlo.broadcast_in_dim %c_21, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %471 = stablehlo.multiply %466, %300 : tensor<2x64x16xf32>
    %472 = stablehlo.slice %431 [0:2, 0:64, 2:3] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %473 = stablehlo.dot_general %472, %296, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %474 = stablehlo.add %471, %473 : tensor<2x64x16xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %476 = stablehlo.select %470, %475, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %477 = stablehlo.add %469, %476 : tensor<2x64x8x16xf32>
    %478 = stablehlo.broadcast_in_dim %c_20, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %479 = stablehlo.multiply %474, %291 : tensor<2x64x16xf32>
    %480 = stablehlo.slice %431 [0:2, 0:64, 1:2] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %481 = stablehlo.dot_general %480, %287, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %482 = stablehlo.add %479, %481 : tensor<2x64x16xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %484 = stablehlo.select %478, %483, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %485 = stablehlo.add %477, %484 : tensor<2x64x8x16xf32>
    %486 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %487 = stablehlo.multiply %482, %282 : tensor<2x64x16xf32>
    %488 = stablehlo.slice %431 [0:2, 0:64, 0:1] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %489 = stablehlo.dot_general %488, %278, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %490 = stablehlo.add %487, %489 : tensor<2x64x16xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %492 = stablehlo.select %486, %491, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %493 = stablehlo.add %485, %492 : tensor<2x64x8x16xf32>
    %494 = stablehlo.multiply %493, %261 : tensor<2x64x8x16xf32>
    %495 = stablehlo.reduce(%494 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %496 = stablehlo.add %432, %495 : tensor<2x64x8xf32>
    %497 = stablehlo.transpose %496, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %498 = stablehlo.multiply %493, %263 : tensor<2x64x8x16xf32>
    %499 = stablehlo.multiply %498, %260 : tensor<2x64x8x16xf32>
    %500 = stablehlo.reduce(%499 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %501 = stablehlo.multiply %435, %331 : tensor<2x64x16xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %503 = stablehlo.select %433, %502, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %504 = stablehlo.multiply %442, %322 : tensor<2x64x16xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %506 = stablehlo.select %438, %505, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %507 = stablehlo.add %503, %506 : tensor<2x64x8x16xf32>
    %508 = stablehlo.multiply %450, %313 : tensor<2x64x16xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %510 = stablehlo.select %446, %509, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %511 = stablehlo.add %507, %510 : tensor<2x64x8x16xf32>
    %512 = stablehlo.multiply %458, %304 : tensor<2x64x16xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %514 = stablehlo.select %454, %513, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %515 = stablehlo.add %511, %514 : tensor<2x64x8x16xf32>
    %516 = stablehlo.multiply %466, %295 : tensor<2x64x16xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %518 = stablehlo.select %462, %517, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %519 = stablehlo.add %515, %518 : tensor<2x64x8x16xf32>
    %520 = stablehlo.multiply %474, %286 : tensor<2x64x16xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %522 = stablehlo.select %470, %521, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %523 = stablehlo.add %519, %522 : tensor<2x64x8x16xf32>
    %524 = stablehlo.multiply %482, %267 : tensor<2x64x16xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %526 = stablehlo.select %478, %525, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %527 = stablehlo.add %523, %526 : tensor<2x64x8x16xf32>
    %528 = stablehlo.multiply %490, %cst_45 : tensor<2x64x16xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %530 = stablehlo.select %486, %529, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %531 = stablehlo.add %527, %530 : tensor<2x64x8x16xf32>
    %532 = stablehlo.multiply %531, %246 : tensor<2x64x8x16xf32>
    %533 = stablehlo.multiply %532, %186 : tensor<2x64x8x16xf32>
    %534 = stablehlo.reduce(%533 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %535 = stablehlo.add %500, %534 : tensor<2x64x8xf32>
    %536 = stablehlo.multiply %535, %241 : tensor<2x64x8xf32>
    %537 = stablehlo.add %241, %cst_19 : tensor<2x64x8xf32>
    %538 = stablehlo.divide %536, %537 : tensor<2x64x8xf32>
    %539 = stablehlo.select %240, %535, %538 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %540 = stablehlo.transpose %539, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %541 = stablehlo.reshape %540 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %542 = stablehlo.dot_general %541, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x2xf32>) -> tensor<16x2xf32>
    %543 = stablehlo.reshape %542 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %544 = stablehlo.multiply %543, %228 : tensor<2x8x2xf32>
    %545 = stablehlo.multiply %543, %220 : tensor<2x8x2xf32>
    %546 = stablehlo.reduce(%545 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %547 = stablehlo.reshape %546 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %548 = stablehlo.multiply %547, %cst_32 : tensor<2x8x1xf32>
    %549 = stablehlo.power %226, %cst_31 : tensor<2x8x1xf32>
    %550 = stablehlo.multiply %548, %549 : tensor<2x8x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %553 = stablehlo.divide %552, %cst_49 : tensor<2x8x2xf32>
    %554 = stablehlo.power %220, %cst_18 : tensor<2x8x2xf32>
    %555 = stablehlo.multiply %554, %cst_49 : tensor<2x8x2xf32>
    %556 = stablehlo.multiply %553, %555 : tensor<2x8x2xf32>
    %557 = stablehlo.add %544, %556 : tensor<2x8x2xf32>
    %558 = stablehlo.multiply %498, %244 : tensor<2x64x8x16xf32>
    %559 = stablehlo.reduce(%558 init: %cst_55) applies stablehlo.add across dimensions = [1] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %560 = stablehlo.multiply %559, %258 : tensor<2x8x16xf32>
    %561 = stablehlo.multiply %559, %250 : tensor<2x8x16xf32>
    %562 = stablehlo.reduce(%561 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %563 = stablehlo.reshape %562 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %564 = stablehlo.multiply %563, %cst_32 : tensor<2x8x1xf32>
    %565 = stablehlo.power %256, %cst_31 : tensor<2x8x1xf32>
    %566 = stablehlo.multiply %564, %565 : tensor<2x8x1xf32>
    %567 = stablehlo.reshape %566 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %569 = stablehlo.divide %568, %cst_17 : tensor<2x8x16xf32>
    %570 = stablehlo.power %250, %cst_16 : tensor<2x8x16xf32>
    %571 = stablehlo.multiply %570, %cst_44 : tensor<2x8x16xf32>
    %572 = stablehlo.multiply %569, %571 : tensor<2x8x16xf32>
    %573 = stablehlo.add %560, %572 : tensor<2x8x16xf32>
    %574 = stablehlo.broadcast_in_dim %c_27, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %575 = stablehlo.transpose %340, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %576 = stablehlo.dot_general %575, %434, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %579 = stablehlo.select %574, %578, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %580 = stablehlo.broadcast_in_dim %c_25, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %581 = stablehlo.transpose %331, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %582 = stablehlo.dot_general %581, %440, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %585 = stablehlo.select %580, %584, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %586 = stablehlo.add %579, %585 : tensor<2x8x16xf32>
    %587 = stablehlo.broadcast_in_dim %c_24, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %588 = stablehlo.transpose %322, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %589 = stablehlo.dot_general %588, %448, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %590 = stablehlo.reshape %589 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %592 = stablehlo.select %587, %591, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %593 = stablehlo.add %586, %592 : tensor<2x8x16xf32>
    %594 = stablehlo.broadcast_in_dim %c_23, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %595 = stablehlo.transpose %313, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %596 = stablehlo.dot_general %595, %456, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %597 = stablehlo.reshape %596 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %599 = stablehlo.select %594, %598, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %600 = stablehlo.add %593, %599 : tensor<2x8x16xf32>
    %601 = stablehlo.broadcast_in_dim %c_22, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %602 = stablehlo.transpose %304, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %603 = stablehlo.dot_general %602, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %604 = stablehlo.reshape %603 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %606 = stablehlo.select %601, %605, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %607 = stablehlo.add %600, %606 : tensor<2x8x16xf32>
    %608 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %609 = stablehlo.transpose %295, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %610 = stablehlo.dot_general %609, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %611 = stablehlo.reshape %610 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %613 = stablehlo.select %608, %612, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %614 = stablehlo.add %607, %613 : tensor<2x8x16xf32>
    %615 = stablehlo.broadcast_in_dim %c_20, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %616 = stablehlo.transpose %286, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %617 = stablehlo.dot_general %616, %480, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %618 = stablehlo.reshape %617 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %620 = stablehlo.select %615, %619, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %621 = stablehlo.add %614, %620 : tensor<2x8x16xf32>
    %622 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %623 = stablehlo.transpose %267, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %624 = stablehlo.dot_general %623, %488, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %625 = stablehlo.reshape %624 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %627 = stablehlo.select %622, %626, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %628 = stablehlo.add %621, %627 : tensor<2x8x16xf32>
    %629 = stablehlo.multiply %628, %276 : tensor<2x8x16xf32>
    %630 = stablehlo.multiply %628, %268 : tensor<2x8x16xf32>
    %631 = stablehlo.reduce(%630 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %632 = stablehlo.reshape %631 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %633 = stablehlo.multiply %632, %cst_32 : tensor<2x8x1xf32>
    %634 = stablehlo.power %274, %cst_31 : tensor<2x8x1xf32>
    %635 = stablehlo.multiply %633, %634 : tensor<2x8x1xf32>
    %636 = stablehlo.reshape %635 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %638 = stablehlo.divide %637, %cst_17 : tensor<2x8x16xf32>
    %639 = stablehlo.power %268, %cst_16 : tensor<2x8x16xf32>
    %640 = stablehlo.multiply %639, %cst_44 : tensor<2x8x16xf32>
    %641 = stablehlo.multiply %638, %640 : tensor<2x8x16xf32>
    %642 = stablehlo.add %629, %641 : tensor<2x8x16xf32>
    %643 = stablehlo.concatenate %557, %573, %642, dim = 2 : (tensor<2x8x2xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x34xf32>
    %644 = stablehlo.reshape %643 : (tensor<2x8x34xf32>) -> tensor<16x34xf32>
    %645 = stablehlo.dot_general %644, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x34xf32>, tensor<34x64xf32>) -> tensor<16x64xf32>
    %646 = stablehlo.reshape %645 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %647 = stablehlo.add %497, %646 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : tensor<2x8x64xf32>
    %648 = stablehlo.multiply %647, %40 : tensor<2x8x64xf32>
    %649 = stablehlo.transpose %648, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %650 = stablehlo.subtract %cst_19, %212 : tensor<2x64x8xf32>
    %651 = stablehlo.multiply %211, %650 : tensor<2x64x8xf32>
    %652 = stablehlo.add %651, %cst_19 : tensor<2x64x8xf32>
    %653 = stablehlo.multiply %212, %652 : tensor<2x64x8xf32>
    %654 = stablehlo.multiply %649, %653 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %655 = stablehlo.pad %654, %cst_55, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<2x64x11xf32>
    %656 = stablehlo.select %c_28, %655, %cst_14 : tensor<2x64x11xi1>, tensor<2x64x11xf32>
    %657 = stablehlo.reshape %656 : (tensor<2x64x11xf32>) -> tensor<2x64x1x11xf32>
    %658 = stablehlo.transpose %206, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,1,64]{1,0,2,3}"} : (tensor<64x1x1x4xf32>) -> tensor<1x4x1x64xf32>
    %659 = stablehlo.reshape %658 : (tensor<1x4x1x64xf32>) -> tensor<1x4x64x1xf32>
    %660 = stablehlo.reverse %659, dims = [0, 1] : tensor<1x4x64x1xf32>
    %661 = stablehlo.convolution(%657, %660) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x11xf32>, tensor<1x4x64x1xf32>) -> tensor<2x64x1x8xf32>
    %662 = stablehlo.reshape %661 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %663 = stablehlo.multiply %430, %347 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %664 = stablehlo.subtract %cst_19, %349 : tensor<2x64x8xf32>
    %665 = stablehlo.multiply %348, %664 : tensor<2x64x8xf32>
    %666 = stablehlo.add %665, %cst_19 : tensor<2x64x8xf32>
    %667 = stablehlo.multiply %349, %666 : tensor<2x64x8xf32>
    %668 = stablehlo.multiply %663, %667 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %669 = stablehlo.concatenate %662, %668, dim = 1 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x128x8xf32>
    %670 = stablehlo.transpose %669, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,128]{1,2,0}"} : (tensor<2x128x8xf32>) -> tensor<2x8x128xf32>
    %671 = stablehlo.reshape %670 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %672 = stablehlo.dot_general %671, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %673 = stablehlo.reshape %672 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %674 = stablehlo.multiply %673, %22 : tensor<2x8x32xf32>
    %675 = stablehlo.multiply %674, %187 : tensor<2x8x32xf32>
    %676 = stablehlo.multiply %675, %195 : tensor<2x8x32xf32>
    %677 = stablehlo.add %426, %676 : tensor<2x8x32xf32>
    %678 = stablehlo.multiply %675, %183 : tensor<2x8x32xf32>
    %679 = stablehlo.reduce(%678 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %680 = stablehlo.reshape %679 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %681 = stablehlo.multiply %680, %cst_32 : tensor<2x8x1xf32>
    %682 = stablehlo.power %193, %cst_31 : tensor<2x8x1xf32>
    %683 = stablehlo.multiply %681, %682 : tensor<2x8x1xf32>
    %684 = stablehlo.reshape %683 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %686 = stablehlo.divide %685, %cst_30 : tensor<2x8x32xf32>
    %687 = stablehlo.power %183, %cst_29 : tensor<2x8x32xf32>
    %688 = stablehlo.multiply %687, %cst_52 : tensor<2x8x32xf32>
    %689 = stablehlo.multiply %686, %688 : tensor<2x8x32xf32>
    %690 = stablehlo.add %677, %689 : tensor<2x8x32xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %692 = stablehlo.dot_general %691, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %693 = stablehlo.reshape %692 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %694 = stablehlo.transpose %693, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %695 = stablehlo.multiply %694, %176 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %696 = stablehlo.multiply %695, %171 : tensor<2x64x8xf32>
    %697 = stablehlo.slice %695 [0:2, 0:64, 7:8] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %698 = stablehlo.dot_general %697, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %700 = stablehlo.select %433, %699, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %701 = stablehlo.multiply %698, %162 : tensor<2x64x16xf32>
    %702 = stablehlo.slice %695 [0:2, 0:64, 6:7] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %703 = stablehlo.dot_general %702, %158, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %704 = stablehlo.add %701, %703 : tensor<2x64x16xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %706 = stablehlo.select %438, %705, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %707 = stablehlo.add %700, %706 : tensor<2x64x8x16xf32>
    %708 = stablehlo.multiply %704, %153 : tensor<2x64x16xf32>
    %709 = stablehlo.slice %695 [0:2, 0:64, 5:6] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %710 = stablehlo.dot_general %709, %149, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %711 = stablehlo.add %708, %710 : tensor<2x64x16xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %713 = stablehlo.select %446, %712, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %714 = stablehlo.add %707, %713 : tensor<2x64x8x16xf32>
    %715 = stablehlo.multiply %711, %144 : tensor<2x64x16xf32>
    %716 = stablehlo.slice %695 [0:2, 0:64, 4:5] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %717 = stablehlo.dot_general %716, %140, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %718 = stablehlo.add %715, %717 : tensor<2x64x16xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %720 = stablehlo.select %454, %719, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %721 = stablehlo.add %714, %720 : tensor<2x64x8x16xf32>
    %722 = stablehlo.multiply %718, %135 : tensor<2x64x16xf32>
    %723 = stablehlo.slice %695 [0:2, 0:64, 3:4] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %724 = stablehlo.dot_general %723, %131, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %725 = stablehlo.add %722, %724 : tensor<2x64x16xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %727 = stablehlo.select %462, %726, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %728 = stablehlo.add %721, %727 : tensor<2x64x8x16xf32>
    %729 = stablehlo.multiply %725, %126 : tensor<2x64x16xf32>
    %730 = stablehlo.slice %695 [0:2, 0:64, 2:3] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %731 = stablehlo.dot_general %730, %122, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %732 = stablehlo.add %729, %731 : tensor<2x64x16xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %734 = stablehlo.select %470, %733, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %735 = stablehlo.add %728, %734 : tensor<2x64x8x16xf32>
    %736 = stablehlo.multiply %732, %117 : tensor<2x64x16xf32>
    %737 = stablehlo.slice %695 [0:2, 0:64, 1:2] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %738 = stablehlo.dot_general %737, %113, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %739 = stablehlo.add %736, %738 : tensor<2x64x16xf32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %741 = stablehlo.select %478, %740, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %742 = stablehlo.add %735, %741 : tensor<2x64x8x16xf32>
    %743 = stablehlo.multiply %739, %108 : tensor<2x64x16xf32>
    %744 = stablehlo.slice %695 [0:2, 0:64, 0:1] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %745 = stablehlo.dot_general %744, %104, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %746 = stablehlo.add %743, %745 : tensor<2x64x16xf32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %748 = stablehlo.select %486, %747, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %749 = stablehlo.add %742, %748 : tensor<2x64x8x16xf32>
    %750 = stablehlo.multiply %749, %87 : tensor<2x64x8x16xf32>
    %751 = stablehlo.reduce(%750 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %752 = stablehlo.add %696, %751 : tensor<2x64x8xf32>
    %753 = stablehlo.transpose %752, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %754 = stablehlo.multiply %749, %89 : tensor<2x64x8x16xf32>
    %755 = stablehlo.multiply %754, %86 : tensor<2x64x8x16xf32>
    %756 = stablehlo.reduce(%755 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %757 = stablehlo.multiply %698, %157 : tensor<2x64x16xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %759 = stablehlo.select %433, %758, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %760 = stablehlo.multiply %704, %148 : tensor<2x64x16xf32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %762 = stablehlo.select %438, %761, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %763 = stablehlo.add %759, %762 : tensor<2x64x8x16xf32>
    %764 = stablehlo.multiply %711, %139 : tensor<2x64x16xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %766 = stablehlo.select %446, %765, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %767 = stablehlo.add %763, %766 : tensor<2x64x8x16xf32>
    %768 = stablehlo.multiply %718, %130 : tensor<2x64x16xf32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %770 = stablehlo.select %454, %769, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %771 = stablehlo.add %767, %770 : tensor<2x64x8x16xf32>
    %772 = stablehlo.multiply %725, %121 : tensor<2x64x16xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %774 = stablehlo.select %462, %773, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %775 = stablehlo.add %771, %774 : tensor<2x64x8x16xf32>
    %776 = stablehlo.multiply %732, %112 : tensor<2x64x16xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %778 = stablehlo.select %470, %777, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %779 = stablehlo.add %775, %778 : tensor<2x64x8x16xf32>
    %780 = stablehlo.multiply %739, %93 : tensor<2x64x16xf32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %782 = stablehlo.select %478, %781, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %783 = stablehlo.add %779, %782 : tensor<2x64x8x16xf32>
    %784 = stablehlo.multiply %746, %cst_45 : tensor<2x64x16xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %786 = stablehlo.select %486, %785, %cst_26 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %787 = stablehlo.add %783, %786 : tensor<2x64x8x16xf32>
    %788 = stablehlo.multiply %787, %72 : tensor<2x64x8x16xf32>
    %789 = stablehlo.multiply %788, %7 : tensor<2x64x8x16xf32>
    %790 = stablehlo.reduce(%789 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %791 = stablehlo.add %756, %790 : tensor<2x64x8xf32>
    %792 = stablehlo.multiply %791, %67 : tensor<2x64x8xf32>
    %793 = stablehlo.add %67, %cst_19 : tensor<2x64x8xf32>
    %794 = stablehlo.divide %792, %793 : tensor<2x64x8xf32>
    %795 = stablehlo.select %66, %791, %794 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %796 = stablehlo.transpose %795, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %797 = stablehlo.reshape %796 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %798 = stablehlo.dot_general %797, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x2xf32>) -> tensor<16x2xf32>
    %799 = stablehlo.reshape %798 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %800 = stablehlo.multiply %799, %54 : tensor<2x8x2xf32>
    %801 = stablehlo.multiply %799, %46 : tensor<2x8x2xf32>
    %802 = stablehlo.reduce(%801 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %803 = stablehlo.reshape %802 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %804 = stablehlo.multiply %803, %cst_32 : tensor<2x8x1xf32>
    %805 = stablehlo.power %52, %cst_31 : tensor<2x8x1xf32>
    %806 = stablehlo.multiply %804, %805 : tensor<2x8x1xf32>
    %807 = stablehlo.reshape %806 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %809 = stablehlo.divide %808, %cst_49 : tensor<2x8x2xf32>
    %810 = stablehlo.power %46, %cst_18 : tensor<2x8x2xf32>
    %811 = stablehlo.multiply %810, %cst_49 : tensor<2x8x2xf32>
    %812 = stablehlo.multiply %809, %811 : tensor<2x8x2xf32>
    %813 = stablehlo.add %800, %812 : tensor<2x8x2xf32>
    %814 = stablehlo.multiply %754, %70 : tensor<2x64x8x16xf32>
    %815 = stablehlo.reduce(%814 init: %cst_55) applies stablehlo.add across dimensions = [1] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %816 = stablehlo.multiply %815, %84 : tensor<2x8x16xf32>
    %817 = stablehlo.multiply %815, %76 : tensor<2x8x16xf32>
    %818 = stablehlo.reduce(%817 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %819 = stablehlo.reshape %818 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %820 = stablehlo.multiply %819, %cst_32 : tensor<2x8x1xf32>
    %821 = stablehlo.power %82, %cst_31 : tensor<2x8x1xf32>
    %822 = stablehlo.multiply %820, %821 : tensor<2x8x1xf32>
    %823 = stablehlo.reshape %822 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %825 = stablehlo.divide %824, %cst_17 : tensor<2x8x16xf32>
    %826 = stablehlo.power %76, %cst_16 : tensor<2x8x16xf32>
    %827 = stablehlo.multiply %826, %cst_44 : tensor<2x8x16xf32>
    %828 = stablehlo.multiply %825, %827 : tensor<2x8x16xf32>
    %829 = stablehlo.add %816, %828 : tensor<2x8x16xf32>
    %830 = stablehlo.transpose %166, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %831 = stablehlo.dot_general %830, %697, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %832 = stablehlo.reshape %831 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %834 = stablehlo.select %574, %833, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %835 = stablehlo.transpose %157, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %836 = stablehlo.dot_general %835, %702, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %837 = stablehlo.reshape %836 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %839 = stablehlo.select %580, %838, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %840 = stablehlo.add %834, %839 : tensor<2x8x16xf32>
    %841 = stablehlo.transpose %148, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %842 = stablehlo.dot_general %841, %709, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %843 = stablehlo.reshape %842 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %844 = stablehlo.broadcast_in_dim %843, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %845 = stablehlo.select %587, %844, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %846 = stablehlo.add %840, %845 : tensor<2x8x16xf32>
    %847 = stablehlo.transpose %139, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %848 = stablehlo.dot_general %847, %716, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %849 = stablehlo.reshape %848 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %851 = stablehlo.select %594, %850, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %852 = stablehlo.add %846, %851 : tensor<2x8x16xf32>
    %853 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %854 = stablehlo.dot_general %853, %723, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %855 = stablehlo.reshape %854 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %857 = stablehlo.select %601, %856, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %858 = stablehlo.add %852, %857 : tensor<2x8x16xf32>
    %859 = stablehlo.transpose %121, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %860 = stablehlo.dot_general %859, %730, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %861 = stablehlo.reshape %860 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %863 = stablehlo.select %608, %862, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %864 = stablehlo.add %858, %863 : tensor<2x8x16xf32>
    %865 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %866 = stablehlo.dot_general %865, %737, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %867 = stablehlo.reshape %866 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %869 = stablehlo.select %615, %868, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %870 = stablehlo.add %864, %869 : tensor<2x8x16xf32>
    %871 = stablehlo.transpose %93, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %872 = stablehlo.dot_general %871, %744, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %873 = stablehlo.reshape %872 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %875 = stablehlo.select %622, %874, %cst_15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %876 = stablehlo.add %870, %875 : tensor<2x8x16xf32>
    %877 = stablehlo.multiply %876, %102 : tensor<2x8x16xf32>
    %878 = stablehlo.multiply %876, %94 : tensor<2x8x16xf32>
    %879 = stablehlo.reduce(%878 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %880 = stablehlo.reshape %879 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %881 = stablehlo.multiply %880, %cst_32 : tensor<2x8x1xf32>
    %882 = stablehlo.power %100, %cst_31 : tensor<2x8x1xf32>
    %883 = stablehlo.multiply %881, %882 : tensor<2x8x1xf32>
    %884 = stablehlo.reshape %883 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %886 = stablehlo.divide %885, %cst_17 : tensor<2x8x16xf32>
    %887 = stablehlo.power %94, %cst_16 : tensor<2x8x16xf32>
    %888 = stablehlo.multiply %887, %cst_44 : tensor<2x8x16xf32>
    %889 = stablehlo.multiply %886, %888 : tensor<2x8x16xf32>
    %890 = stablehlo.add %877, %889 : tensor<2x8x16xf32>
    %891 = stablehlo.concatenate %813, %829, %890, dim = 2 : (tensor<2x8x2xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x34xf32>
    %892 = stablehlo.reshape %891 : (tensor<2x8x34xf32>) -> tensor<16x34xf32>
    %893 = stablehlo.dot_general %892, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x34xf32>, tensor<34x64xf32>) -> tensor<16x64xf32>
    %894 = stablehlo.reshape %893 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %895 = stablehlo.add %753, %894 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : tensor<2x8x64xf32>
    %896 = stablehlo.multiply %895, %40 : tensor<2x8x64xf32>
    %897 = stablehlo.transpose %896, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %898 = stablehlo.subtract %cst_19, %37 : tensor<2x64x8xf32>
    %899 = stablehlo.multiply %36, %898 : tensor<2x64x8xf32>
    %900 = stablehlo.add %899, %cst_19 : tensor<2x64x8xf32>
    %901 = stablehlo.multiply %37, %900 : tensor<2x64x8xf32>
    %902 = stablehlo.multiply %897, %901 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %903 = stablehlo.pad %902, %cst_55, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<2x64x11xf32>
    %904 = stablehlo.select %c_28, %903, %cst_14 : tensor<2x64x11xi1>, tensor<2x64x11xf32>
    %905 = stablehlo.reshape %904 : (tensor<2x64x11xf32>) -> tensor<2x64x1x11xf32>
    %906 = stablehlo.transpose %31, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,1,64]{1,0,2,3}"} : (tensor<64x1x1x4xf32>) -> tensor<1x4x1x64xf32>
    %907 = stablehlo.reshape %906 : (tensor<1x4x1x64xf32>) -> tensor<1x4x64x1xf32>
    %908 = stablehlo.reverse %907, dims = [0, 1] : tensor<1x4x64x1xf32>
    %909 = stablehlo.convolution(%905, %908) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x11xf32>, tensor<1x4x64x1xf32>) -> tensor<2x64x1x8xf32>
    %910 = stablehlo.reshape %909 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %911 = stablehlo.multiply %694, %173 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %912 = stablehlo.subtract %cst_19, %175 : tensor<2x64x8xf32>
    %913 = stablehlo.multiply %174, %912 : tensor<2x64x8xf32>
    %914 = stablehlo.add %913, %cst_19 : tensor<2x64x8xf32>
    %915 = stablehlo.multiply %175, %914 : tensor<2x64x8xf32>
    %916 = stablehlo.multiply %911, %915 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %917 = stablehlo.concatenate %910, %916, dim = 1 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x128x8xf32>
    %918 = stablehlo.transpose %917, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,128]{1,2,0}"} : (tensor<2x128x8xf32>) -> tensor<2x8x128xf32>
    %919 = stablehlo.reshape %918 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %920 = stablehlo.dot_general %919, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %921 = stablehlo.reshape %920 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %922 = stablehlo.multiply %921, %22 : tensor<2x8x32xf32>
    %923 = stablehlo.multiply %922, %8 : tensor<2x8x32xf32>
    %924 = stablehlo.multiply %923, %16 : tensor<2x8x32xf32>
    %925 = stablehlo.add %690, %924 : tensor<2x8x32xf32>
    %926 = stablehlo.multiply %923, %4 : tensor<2x8x32xf32>
    %927 = stablehlo.reduce(%926 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %928 = stablehlo.reshape %927 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %929 = stablehlo.multiply %928, %cst_32 : tensor<2x8x1xf32>
    %930 = stablehlo.power %14, %cst_31 : tensor<2x8x1xf32>
    %931 = stablehlo.multiply %929, %930 : tensor<2x8x1xf32>
    %932 = stablehlo.reshape %931 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %934 = stablehlo.divide %933, %cst_30 : tensor<2x8x32xf32>
    %935 = stablehlo.power %4, %cst_29 : tensor<2x8x32xf32>
    %936 = stablehlo.multiply %935, %cst_52 : tensor<2x8x32xf32>
    %937 = stablehlo.multiply %934, %936 : tensor<2x8x32xf32>
    %938 = stablehlo.add %925, %937 : tensor<2x8x32xf32>
    %939 = stablehlo.select %409, %cst_33, %938 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %940 = "stablehlo.scatter"(%cst_37, %407, %939) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %1073 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %1073 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %941 = stablehlo.add %403, %940 : tensor<128x32xf32>
    %942 = stablehlo.add %392, %941 : tensor<128x32xf32>
    %943 = stablehlo.multiply %942, %cst_13 : tensor<128x32xf32>
    %944 = stablehlo.subtract %arg1, %943 : tensor<128x32xf32>
    %945 = stablehlo.multiply %arg25, %cst_12 : tensor<32xf32>
    %946 = stablehlo.multiply %922, %17 : tensor<2x8x32xf32>
    %947 = stablehlo.reduce(%946 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %948 = stablehlo.add %945, %947 : tensor<32xf32>
    %949 = stablehlo.multiply %948, %cst_11 : tensor<32xf32>
    %950 = stablehlo.subtract %arg7, %949 : tensor<32xf32>
    %951 = stablehlo.multiply %arg26, %cst_10 : tensor<64x16xf32>
    %952 = stablehlo.multiply %788, %70 : tensor<2x64x8x16xf32>
    %953 = stablehlo.reduce(%952 init: %cst_55) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<64x16xf32>
    %954 = stablehlo.negate %953 : tensor<64x16xf32>
    %955 = stablehlo.multiply %954, %5 : tensor<64x16xf32>
    %956 = stablehlo.add %951, %955 : tensor<64x16xf32>
    %957 = stablehlo.multiply %956, %cst_9 : tensor<64x16xf32>
    %958 = stablehlo.subtract %arg14, %957 : tensor<64x16xf32>
    %959 = stablehlo.multiply %arg27, %cst_8 : tensor<64xf32>
    %960 = stablehlo.multiply %695, %88 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %961 = stablehlo.reduce(%960 init: %cst_55) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.add %959, %961 : tensor<64xf32>
    %963 = stablehlo.multiply %962, %cst_7 : tensor<64xf32>
    %964 = stablehlo.subtract %arg8, %963 : tensor<64xf32>
    %965 = stablehlo.multiply %arg28, %cst_6 : tensor<64x1x4xf32>
    %966 = stablehlo.convolution(%30, %905) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 64 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<2x64x1x11xf32>) -> tensor<1x4x1x64xf32>
    %967 = stablehlo.transpose %966, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[64,1,1,4]{0,1,3,2}"} : (tensor<1x4x1x64xf32>) -> tensor<64x1x1x4xf32>
    %968 = stablehlo.reshape %967 : (tensor<64x1x1x4xf32>) -> tensor<64x1x4xf32>
    %969 = stablehlo.add %965, %968 : tensor<64x1x4xf32>
    %970 = stablehlo.multiply %969, %cst_5 : tensor<64x1x4xf32>
    %971 = stablehlo.subtract %arg10, %970 : tensor<64x1x4xf32>
    %972 = stablehlo.multiply %arg29, %cst_8 : tensor<64xf32>
    %973 = stablehlo.reduce(%905 init: %cst_55) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x11xf32>, tensor<f32>) -> tensor<64xf32>
    %974 = stablehlo.add %972, %973 : tensor<64xf32>
    %975 = stablehlo.multiply %974, %cst_7 : tensor<64xf32>
    %976 = stablehlo.subtract %arg9, %975 : tensor<64xf32>
    %977 = stablehlo.multiply %arg30, %cst_41 : tensor<128x32xf32>
    %978 = stablehlo.transpose %919, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %979 = stablehlo.dot_general %978, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %980 = stablehlo.add %977, %979 : tensor<128x32xf32>
    %981 = stablehlo.multiply %980, %cst_13 : tensor<128x32xf32>
    %982 = stablehlo.subtract %arg6, %981 : tensor<128x32xf32>
    %983 = stablehlo.multiply %arg31, %cst_4 : tensor<34x64xf32>
    %984 = stablehlo.transpose %892, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[34,16]{0,1}"} : (tensor<16x34xf32>) -> tensor<34x16xf32>
    %985 = stablehlo.dot_general %984, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x16xf32>, tensor<16x64xf32>) -> tensor<34x64xf32>
    %986 = stablehlo.add %983, %985 : tensor<34x64xf32>
    %987 = stablehlo.multiply %986, %cst_3 : tensor<34x64xf32>
    %988 = stablehlo.subtract %arg11, %987 : tensor<34x64xf32>
    %989 = stablehlo.multiply %arg32, %cst_2 : tensor<64x2xf32>
    %990 = stablehlo.transpose %797, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %991 = stablehlo.dot_general %990, %56, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x2xf32>) -> tensor<64x2xf32>
    %992 = stablehlo.add %989, %991 : tensor<64x2xf32>
    %993 = stablehlo.multiply %992, %cst_1 : tensor<64x2xf32>
    %994 = stablehlo.subtract %arg13, %993 : tensor<64x2xf32>
    %995 = stablehlo.multiply %arg33, %cst_8 : tensor<64xf32>
    %996 = stablehlo.reduce(%795 init: %cst_55) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %997 = stablehlo.add %995, %996 : tensor<64xf32>
    %998 = stablehlo.multiply %997, %cst_7 : tensor<64xf32>
    %999 = stablehlo.subtract %arg12, %998 : tensor<64xf32>
    %1000 = stablehlo.multiply %arg34, %cst_0 : tensor<32x64xf32>
    %1001 = stablehlo.transpose %691, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1002 = stablehlo.dot_general %1001, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1003 = stablehlo.add %1000, %1002 : tensor<32x64xf32>
    %1004 = stablehlo.multiply %1003, %cst : tensor<32x64xf32>
    %1005 = stablehlo.subtract %arg5, %1004 : tensor<32x64xf32>
    %1006 = stablehlo.multiply %arg35, %cst_12 : tensor<32xf32>
    %1007 = stablehlo.multiply %674, %196 : tensor<2x8x32xf32>
    %1008 = stablehlo.reduce(%1007 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<32xf32>
    %1010 = stablehlo.multiply %1009, %cst_11 : tensor<32xf32>
    %1011 = stablehlo.subtract %arg15, %1010 : tensor<32xf32>
    %1012 = stablehlo.multiply %arg36, %cst_10 : tensor<64x16xf32>
    %1013 = stablehlo.multiply %532, %244 : tensor<2x64x8x16xf32>
    %1014 = stablehlo.reduce(%1013 init: %cst_55) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<64x16xf32>
    %1015 = stablehlo.negate %1014 : tensor<64x16xf32>
    %1016 = stablehlo.multiply %1015, %184 : tensor<64x16xf32>
    %1017 = stablehlo.add %1012, %1016 : tensor<64x16xf32>
    %1018 = stablehlo.multiply %1017, %cst_9 : tensor<64x16xf32>
    %1019 = stablehlo.subtract %arg22, %1018 : tensor<64x16xf32>
    %1020 = stablehlo.multiply %arg37, %cst_8 : tensor<64xf32>
    %1021 = stablehlo.multiply %431, %262 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %1022 = stablehlo.reduce(%1021 init: %cst_55) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<64xf32>
    %1024 = stablehlo.multiply %1023, %cst_7 : tensor<64xf32>
    %1025 = stablehlo.subtract %arg16, %1024 : tensor<64xf32>
    %1026 = stablehlo.multiply %arg38, %cst_6 : tensor<64x1x4xf32>
    %1027 = stablehlo.convolution(%205, %657) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 64 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<2x64x1x11xf32>) -> tensor<1x4x1x64xf32>
    %1028 = stablehlo.transpose %1027, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[64,1,1,4]{0,1,3,2}"} : (tensor<1x4x1x64xf32>) -> tensor<64x1x1x4xf32>
    %1029 = stablehlo.reshape %1028 : (tensor<64x1x1x4xf32>) -> tensor<64x1x4xf32>
    %1030 = stablehlo.add %1026, %1029 : tensor<64x1x4xf32>
    %1031 = stablehlo.multiply %1030, %cst_5 : tensor<64x1x4xf32>
    %1032 = stablehlo.subtract %arg18, %1031 : tensor<64x1x4xf32>
    %1033 = stablehlo.multiply %arg39, %cst_8 : tensor<64xf32>
    %1034 = stablehlo.reduce(%657 init: %cst_55) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x11xf32>, tensor<f32>) -> tensor<64xf32>
    %1035 = stablehlo.add %1033, %1034 : tensor<64xf32>
    %1036 = stablehlo.multiply %1035, %cst_7 : tensor<64xf32>
    %1037 = stablehlo.subtract %arg17, %1036 : tensor<64xf32>
    %1038 = stablehlo.multiply %arg40, %cst_41 : tensor<128x32xf32>
    %1039 = stablehlo.transpose %671, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1040 = stablehlo.dot_general %1039, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1041 = stablehlo.add %1038, %1040 : tensor<128x32xf32>
    %1042 = stablehlo.multiply %1041, %cst_13 : tensor<128x32xf32>
    %1043 = stablehlo.subtract %arg3, %1042 : tensor<128x32xf32>
    %1044 = stablehlo.multiply %arg41, %cst_4 : tensor<34x64xf32>
    %1045 = stablehlo.transpose %644, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[34,16]{0,1}"} : (tensor<16x34xf32>) -> tensor<34x16xf32>
    %1046 = stablehlo.dot_general %1045, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x16xf32>, tensor<16x64xf32>) -> tensor<34x64xf32>
    %1047 = stablehlo.add %1044, %1046 : tensor<34x64xf32>
    %1048 = stablehlo.multiply %1047, %cst_3 : tensor<34x64xf32>
    %1049 = stablehlo.subtract %arg19, %1048 : tensor<34x64xf32>
    %1050 = stablehlo.multiply %arg42, %cst_2 : tensor<64x2xf32>
    %1051 = stablehlo.transpose %541, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1052 = stablehlo.dot_general %1051, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x2xf32>) -> tensor<64x2xf32>
    %1053 = stablehlo.add %1050, %1052 : tensor<64x2xf32>
    %1054 = stablehlo.multiply %1053, %cst_1 : tensor<64x2xf32>
    %1055 = stablehlo.subtract %arg21, %1054 : tensor<64x2xf32>
    %1056 = stablehlo.multiply %arg43, %cst_8 : tensor<64xf32>
    %1057 = stablehlo.reduce(%539 init: %cst_55) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %1058 = stablehlo.add %1056, %1057 : tensor<64xf32>
    %1059 = stablehlo.multiply %1058, %cst_7 : tensor<64xf32>
    %1060 = stablehlo.subtract %arg20, %1059 : tensor<64xf32>
    %1061 = stablehlo.multiply %arg44, %cst_0 : tensor<32x64xf32>
    %1062 = stablehlo.transpose %427, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1063 = stablehlo.dot_general %1062, %353, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<32x64xf32>
    %1065 = stablehlo.multiply %1064, %cst : tensor<32x64xf32>
    %1066 = stablehlo.subtract %arg2, %1065 : tensor<32x64xf32>
    %1067 = stablehlo.multiply %arg45, %cst_12 : tensor<32xf32>
    %1068 = stablehlo.multiply %411, %366 : tensor<2x8x32xf32>
    %1069 = stablehlo.reduce(%1068 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<32xf32>
    %1071 = stablehlo.multiply %1070, %cst_11 : tensor<32xf32>
    %1072 = stablehlo.subtract %arg23, %1071 : tensor<32xf32>
    return %391, %944, %950, %958, %964, %971, %976, %982, %988, %994, %999, %1005, %1011, %1019, %1025, %1032, %1037, %1043, %1049, %1055, %1060, %1066, %1072, %942, %948, %956, %962, %969, %974, %980, %986, %992, %997, %1003, %1009, %1017, %1023, %1030, %1035, %1041, %1047, %1053, %1058, %1064, %1070 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>
  }
}
