module @IrToHlo.1804 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 11 : i32}, %arg3: tensor<128x32xf32> {tf.aliasing_output = 7 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64x1x4xf32> {tf.aliasing_output = 5 : i32}, %arg8: tensor<18x64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg10: tensor<64x2xf32> {tf.aliasing_output = 9 : i32}, %arg11: tensor<64x8xf32> {tf.aliasing_output = 3 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<128x32xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<64x8xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<64x1x4xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<128x32xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<18x64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64x2xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 24 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x2xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<18x64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<18x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64x1x4xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64x1x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<64x8xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<64x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x11xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x8xf32>
    %c = stablehlo.constant dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>
    %c_17 = stablehlo.constant dense<[false, true, false, false, false, false, false, false]> : tensor<8xi1>
    %c_18 = stablehlo.constant dense<[false, false, true, false, false, false, false, false]> : tensor<8xi1>
    %c_19 = stablehlo.constant dense<[false, false, false, true, false, false, false, false]> : tensor<8xi1>
    %c_20 = stablehlo.constant dense<[false, false, false, false, true, false, false, false]> : tensor<8xi1>
    %c_21 = stablehlo.constant dense<[false, false, false, false, false, true, false, false]> : tensor<8xi1>
    %c_22 = stablehlo.constant dense<[false, false, false, false, false, false, true, false]> : tensor<8xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x8x8xf32>
    %c_24 = stablehlo.constant dense<[false, false, false, false, false, false, false, true]> : tensor<8xi1>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]]]> : tensor<2x64x11xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_31 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_32 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %c_33 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_36 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_37 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_39 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+01> : tensor<2x64x8xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_43 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_45 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.exponential %arg11 : tensor<64x8xf32>
    %6 = stablehlo.negate %5 : tensor<64x8xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 3] : (tensor<64x8xf32>) -> tensor<2x64x8x8xf32>
    %8 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.power %4, %cst_44 : tensor<2x8x32xf32>
    %10 = stablehlo.reduce(%9 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.multiply %10, %cst_43 : tensor<2x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.add %12, %cst_42 : tensor<2x8x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,128,8]{1,2,0}"} : (tensor<2x8x128xf32>) -> tensor<2x128x8xf32>
    %24 = stablehlo.slice %23 [0:2, 0:64, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %26 = stablehlo.reshape %arg7 : (tensor<64x1x4xf32>) -> tensor<64x1x1x4xf32>
    %27 = stablehlo.convolution(%25, %26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<64x1x1x4xf32>) -> tensor<2x64x1x11xf32>
    %28 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x11xf32>
    %29 = stablehlo.add %27, %28 : tensor<2x64x1x11xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x64x1x11xf32>) -> tensor<2x64x11xf32>
    %31 = stablehlo.slice %30 [0:2, 0:64, 0:8] : (tensor<2x64x11xf32>) -> tensor<2x64x8xf32>
    %32 = stablehlo.logistic %31 : tensor<2x64x8xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<2x64x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %36 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,18]{0,1}"} : (tensor<18x64xf32>) -> tensor<64x18xf32>
    %37 = stablehlo.dot_general %35, %36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x18xf32>) -> tensor<16x18xf32>
    %38 = stablehlo.reshape %37 : (tensor<16x18xf32>) -> tensor<2x8x18xf32>
    %39 = stablehlo.slice %38 [0:2, 0:8, 0:2] : (tensor<2x8x18xf32>) -> tensor<2x8x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %41 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,64]{0,1}"} : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %42 = stablehlo.dot_general %40, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x64xf32>) -> tensor<16x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %45 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<64x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x1xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x8xf32>
    %49 = stablehlo.add %44, %48 : tensor<2x64x8xf32>
    %50 = stablehlo.compare  GT, %49, %cst_41 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x64x8xi1>
    %51 = stablehlo.exponential %49 : tensor<2x64x8xf32>
    %52 = stablehlo.log_plus_one %51 : tensor<2x64x8xf32>
    %53 = stablehlo.select %50, %49, %52 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %55 = stablehlo.multiply %7, %54 : tensor<2x64x8x8xf32>
    %56 = stablehlo.exponential %55 : tensor<2x64x8x8xf32>
    %57 = stablehlo.slice %56 [0:2, 0:64, 0:1, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %59 = stablehlo.multiply %58, %cst_40 : tensor<2x64x8xf32>
    %60 = stablehlo.slice %38 [0:2, 0:8, 2:10] : (tensor<2x8x18xf32>) -> tensor<2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x64x8x8xf32>
    %62 = stablehlo.multiply %54, %61 : tensor<2x64x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x64x8x8xf32>
    %65 = stablehlo.slice %64 [0:2, 0:64, 0:1, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %67 = stablehlo.add %59, %66 : tensor<2x64x8xf32>
    %68 = stablehlo.slice %38 [0:2, 0:8, 10:18] : (tensor<2x8x18xf32>) -> tensor<2x8x8xf32>
    %69 = stablehlo.slice %68 [0:2, 0:1, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %71 = stablehlo.dot_general %67, %70, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %72 = stablehlo.slice %56 [0:2, 0:64, 1:2, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %74 = stablehlo.multiply %73, %67 : tensor<2x64x8xf32>
    %75 = stablehlo.slice %64 [0:2, 0:64, 1:2, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x64x8xf32>
    %78 = stablehlo.slice %68 [0:2, 1:2, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %80 = stablehlo.dot_general %77, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %81 = stablehlo.slice %56 [0:2, 0:64, 2:3, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %83 = stablehlo.multiply %82, %77 : tensor<2x64x8xf32>
    %84 = stablehlo.slice %64 [0:2, 0:64, 2:3, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %86 = stablehlo.add %83, %85 : tensor<2x64x8xf32>
    %87 = stablehlo.slice %68 [0:2, 2:3, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %89 = stablehlo.dot_general %86, %88, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %90 = stablehlo.slice %56 [0:2, 0:64, 3:4, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %92 = stablehlo.multiply %91, %86 : tensor<2x64x8xf32>
    %93 = stablehlo.slice %64 [0:2, 0:64, 3:4, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x64x8xf32>
    %96 = stablehlo.slice %68 [0:2, 3:4, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %98 = stablehlo.dot_general %95, %97, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %99 = stablehlo.slice %56 [0:2, 0:64, 4:5, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %101 = stablehlo.multiply %100, %95 : tensor<2x64x8xf32>
    %102 = stablehlo.slice %64 [0:2, 0:64, 4:5, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x64x8xf32>
    %105 = stablehlo.slice %68 [0:2, 4:5, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %107 = stablehlo.dot_general %104, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %108 = stablehlo.slice %56 [0:2, 0:64, 5:6, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %110 = stablehlo.multiply %109, %104 : tensor<2x64x8xf32>
    %111 = stablehlo.slice %64 [0:2, 0:64, 5:6, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x64x8xf32>
    %114 = stablehlo.slice %68 [0:2, 5:6, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %116 = stablehlo.dot_general %113, %115, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %117 = stablehlo.slice %56 [0:2, 0:64, 6:7, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %119 = stablehlo.multiply %118, %113 : tensor<2x64x8xf32>
    %120 = stablehlo.slice %64 [0:2, 0:64, 6:7, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %122 = stablehlo.add %119, %121 : tensor<2x64x8xf32>
    %123 = stablehlo.slice %68 [0:2, 6:7, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %125 = stablehlo.dot_general %122, %124, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %126 = stablehlo.slice %56 [0:2, 0:64, 7:8, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %128 = stablehlo.multiply %127, %122 : tensor<2x64x8xf32>
    %129 = stablehlo.slice %64 [0:2, 0:64, 7:8, 0:8] : (tensor<2x64x8x8xf32>) -> tensor<2x64x1x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %131 = stablehlo.add %128, %130 : tensor<2x64x8xf32>
    %132 = stablehlo.slice %68 [0:2, 7:8, 0:8] : (tensor<2x8x8xf32>) -> tensor<2x1x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x1x8xf32>) -> tensor<2x8x1xf32>
    %134 = stablehlo.dot_general %131, %133, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x8xf32>, tensor<2x8x1xf32>) -> tensor<2x64x1xf32>
    %135 = stablehlo.concatenate %71, %80, %89, %98, %107, %116, %125, %134, dim = 2 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32>
    %136 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<2x64x8xf32>
    %137 = stablehlo.multiply %33, %136 : tensor<2x64x8xf32>
    %138 = stablehlo.add %135, %137 : tensor<2x64x8xf32>
    %139 = stablehlo.slice %23 [0:2, 64:128, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %140 = stablehlo.logistic %139 : tensor<2x64x8xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<2x64x8xf32>
    %142 = stablehlo.multiply %138, %141 : tensor<2x64x8xf32>
    %143 = stablehlo.transpose %142, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %145 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.add %4, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.power %148, %cst_44 : tensor<2x8x32xf32>
    %150 = stablehlo.reduce(%149 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %151 = stablehlo.multiply %150, %cst_43 : tensor<2x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.add %152, %cst_42 : tensor<2x8x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<2x8x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.multiply %148, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.multiply %0, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %163 = stablehlo.slice %162 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %164 = stablehlo.reduce(%163 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %166 = stablehlo.subtract %163, %165 : tensor<2x7x128xf32>
    %167 = stablehlo.exponential %166 : tensor<2x7x128xf32>
    %168 = stablehlo.reduce(%167 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %169 = stablehlo.log %168 : tensor<2x7xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %171 = stablehlo.subtract %166, %170 : tensor<2x7x128xf32>
    %172 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %174 = stablehlo.broadcast_in_dim %c_45, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %175 = stablehlo.compare  EQ, %173, %174 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %176 = stablehlo.convert %175 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %177 = stablehlo.convert %176 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %178 = stablehlo.multiply %171, %177 : tensor<2x7x128xf32>
    %179 = stablehlo.reduce(%178 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %180 = stablehlo.reduce(%179 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %181 = stablehlo.multiply %180, %cst_39 : tensor<f32>
    %182 = stablehlo.negate %181 : tensor<f32>
    %183 = stablehlo.multiply %arg13, %cst_38 : tensor<128x32xf32>
    %184 = stablehlo.multiply %177, %cst_36 : tensor<2x7x128xf32>
    %185 = stablehlo.exponential %171 : tensor<2x7x128xf32>
    %186 = stablehlo.reduce(%184 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<2x7x128xf32>
    %189 = stablehlo.subtract %184, %188 : tensor<2x7x128xf32>
    %190 = stablehlo.pad %189, %cst_47, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %191 = stablehlo.select %c_37, %190, %cst_35 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %193 = stablehlo.transpose %192, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %194 = stablehlo.dot_general %193, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %195 = stablehlo.compare  LT, %arg0, %c_33 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %196 = stablehlo.add %arg0, %c_32 : tensor<2x8xi64>
    %197 = stablehlo.select %195, %196, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %198 = stablehlo.reshape %197 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %199 = stablehlo.compare  EQ, %arg0, %c_31 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %201 = stablehlo.dot_general %192, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %203 = stablehlo.multiply %202, %0 : tensor<2x8x32xf32>
    %204 = stablehlo.multiply %203, %156 : tensor<2x8x32xf32>
    %205 = stablehlo.multiply %203, %148 : tensor<2x8x32xf32>
    %206 = stablehlo.reduce(%205 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %208 = stablehlo.multiply %207, %cst_29 : tensor<2x8x1xf32>
    %209 = stablehlo.power %154, %cst_28 : tensor<2x8x1xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x8x1xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.divide %212, %cst_27 : tensor<2x8x32xf32>
    %214 = stablehlo.power %148, %cst_26 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %214, %cst_44 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.add %204, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.dot_general %218, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %221 = stablehlo.transpose %220, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %222 = stablehlo.multiply %221, %141 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %223 = stablehlo.multiply %222, %136 : tensor<2x64x8xf32>
    %224 = stablehlo.broadcast_in_dim %c_24, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %225 = stablehlo.slice %222 [0:2, 0:64, 7:8] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %226 = stablehlo.dot_general %225, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %228 = stablehlo.select %224, %227, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %229 = stablehlo.broadcast_in_dim %c_22, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %230 = stablehlo.multiply %226, %127 : tensor<2x64x8xf32>
    %231 = stablehlo.slice %222 [0:2, 0:64, 6:7] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %232 = stablehlo.dot_general %231, %123, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %233 = stablehlo.add %230, %232 : tensor<2x64x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %235 = stablehlo.select %229, %234, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %236 = stablehlo.add %228, %235 : tensor<2x64x8x8xf32>
    %237 = stablehlo.broadcast_in_dim %c_21, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %238 = stablehlo.multiply %233, %118 : tensor<2x64x8xf32>
    %239 = stablehlo.slice %222 [0:2, 0:64, 5:6] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %240 = stablehlo.dot_general %239, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %241 = stablehlo.add %238, %240 : tensor<2x64x8xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %243 = stablehlo.select %237, %242, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %244 = stablehlo.add %236, %243 : tensor<2x64x8x8xf32>
    %245 = stablehlo.broadcast_in_dim %c_20, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %246 = stablehlo.multiply %241, %109 : tensor<2x64x8xf32>
    %247 = stablehlo.slice %222 [0:2, 0:64, 4:5] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %248 = stablehlo.dot_general %247, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %249 = stablehlo.add %246, %248 : tensor<2x64x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %251 = stablehlo.select %245, %250, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %252 = stablehlo.add %244, %251 : tensor<2x64x8x8xf32>
    %253 = stablehlo.broadcast_in_dim %c_19, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %254 = stablehlo.multiply %249, %100 : tensor<2x64x8xf32>
    %255 = stablehlo.slice %222 [0:2, 0:64, 3:4] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %256 = stablehlo.dot_general %255, %96, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %257 = stablehlo.add %254, %256 : tensor<2x64x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %259 = stablehlo.select %253, %258, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %260 = stablehlo.add %252, %259 : tensor<2x64x8x8xf32>
    %261 = stablehlo.broadcast_in_dim %c_18, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %262 = stablehlo.multiply %257, %91 : tensor<2x64x8xf32>
    %263 = stablehlo.slice %222 [0:2, 0:64, 2:3] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %264 = stablehlo.dot_general %263, %87, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %265 = stablehlo.add %262, %264 : tensor<2x64x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %267 = stablehlo.select %261, %266, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %268 = stablehlo.add %260, %267 : tensor<2x64x8x8xf32>
    %269 = stablehlo.broadcast_in_dim %c_17, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %270 = stablehlo.multiply %265, %82 : tensor<2x64x8xf32>
    %271 = stablehlo.slice %222 [0:2, 0:64, 1:2] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %272 = stablehlo.dot_general %271, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %273 = stablehlo.add %270, %272 : tensor<2x64x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %275 = stablehlo.select %269, %274, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %276 = stablehlo.add %268, %275 : tensor<2x64x8x8xf32>
    %277 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x8xi1>
    %278 = stablehlo.multiply %273, %73 : tensor<2x64x8xf32>
    %279 = stablehlo.slice %222 [0:2, 0:64, 0:1] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %280 = stablehlo.dot_general %279, %69, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x8xf32>) -> tensor<2x64x8xf32>
    %281 = stablehlo.add %278, %280 : tensor<2x64x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %283 = stablehlo.select %277, %282, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %284 = stablehlo.add %276, %283 : tensor<2x64x8x8xf32>
    %285 = stablehlo.multiply %284, %62 : tensor<2x64x8x8xf32>
    %286 = stablehlo.reduce(%285 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %287 = stablehlo.add %223, %286 : tensor<2x64x8xf32>
    %288 = stablehlo.transpose %287, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %289 = stablehlo.multiply %284, %63 : tensor<2x64x8x8xf32>
    %290 = stablehlo.multiply %289, %61 : tensor<2x64x8x8xf32>
    %291 = stablehlo.reduce(%290 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %292 = stablehlo.multiply %226, %122 : tensor<2x64x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %294 = stablehlo.select %224, %293, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %295 = stablehlo.multiply %233, %113 : tensor<2x64x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %297 = stablehlo.select %229, %296, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %298 = stablehlo.add %294, %297 : tensor<2x64x8x8xf32>
    %299 = stablehlo.multiply %241, %104 : tensor<2x64x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %301 = stablehlo.select %237, %300, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %302 = stablehlo.add %298, %301 : tensor<2x64x8x8xf32>
    %303 = stablehlo.multiply %249, %95 : tensor<2x64x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %305 = stablehlo.select %245, %304, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %306 = stablehlo.add %302, %305 : tensor<2x64x8x8xf32>
    %307 = stablehlo.multiply %257, %86 : tensor<2x64x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %309 = stablehlo.select %253, %308, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %310 = stablehlo.add %306, %309 : tensor<2x64x8x8xf32>
    %311 = stablehlo.multiply %265, %77 : tensor<2x64x8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %313 = stablehlo.select %261, %312, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %314 = stablehlo.add %310, %313 : tensor<2x64x8x8xf32>
    %315 = stablehlo.multiply %273, %67 : tensor<2x64x8xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %317 = stablehlo.select %269, %316, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %318 = stablehlo.add %314, %317 : tensor<2x64x8x8xf32>
    %319 = stablehlo.multiply %281, %cst_40 : tensor<2x64x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 3] : (tensor<2x64x8xf32>) -> tensor<2x64x8x8xf32>
    %321 = stablehlo.select %277, %320, %cst_23 : tensor<2x64x8x8xi1>, tensor<2x64x8x8xf32>
    %322 = stablehlo.add %318, %321 : tensor<2x64x8x8xf32>
    %323 = stablehlo.multiply %322, %56 : tensor<2x64x8x8xf32>
    %324 = stablehlo.multiply %323, %7 : tensor<2x64x8x8xf32>
    %325 = stablehlo.reduce(%324 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %326 = stablehlo.add %291, %325 : tensor<2x64x8xf32>
    %327 = stablehlo.multiply %326, %51 : tensor<2x64x8xf32>
    %328 = stablehlo.add %51, %cst_16 : tensor<2x64x8xf32>
    %329 = stablehlo.divide %327, %328 : tensor<2x64x8xf32>
    %330 = stablehlo.select %50, %326, %329 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %331 = stablehlo.transpose %330, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %333 = stablehlo.dot_general %332, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x2xf32>) -> tensor<16x2xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %335 = stablehlo.multiply %289, %54 : tensor<2x64x8x8xf32>
    %336 = stablehlo.reduce(%335 init: %cst_47) applies stablehlo.add across dimensions = [1] : (tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %337 = stablehlo.broadcast_in_dim %c_24, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %338 = stablehlo.transpose %131, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %339 = stablehlo.dot_general %338, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %342 = stablehlo.select %337, %341, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %343 = stablehlo.broadcast_in_dim %c_22, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %344 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %345 = stablehlo.dot_general %344, %231, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %348 = stablehlo.select %343, %347, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %349 = stablehlo.add %342, %348 : tensor<2x8x8xf32>
    %350 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %351 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %352 = stablehlo.dot_general %351, %239, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %355 = stablehlo.select %350, %354, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %356 = stablehlo.add %349, %355 : tensor<2x8x8xf32>
    %357 = stablehlo.broadcast_in_dim %c_20, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %358 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %359 = stablehlo.dot_general %358, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %362 = stablehlo.select %357, %361, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %363 = stablehlo.add %356, %362 : tensor<2x8x8xf32>
    %364 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %365 = stablehlo.transpose %95, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %366 = stablehlo.dot_general %365, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %369 = stablehlo.select %364, %368, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %370 = stablehlo.add %363, %369 : tensor<2x8x8xf32>
    %371 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %372 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %373 = stablehlo.dot_general %372, %263, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %376 = stablehlo.select %371, %375, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %377 = stablehlo.add %370, %376 : tensor<2x8x8xf32>
    %378 = stablehlo.broadcast_in_dim %c_17, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %379 = stablehlo.transpose %77, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %380 = stablehlo.dot_general %379, %271, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %383 = stablehlo.select %378, %382, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %384 = stablehlo.add %377, %383 : tensor<2x8x8xf32>
    %385 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<8xi1>) -> tensor<2x8x8xi1>
    %386 = stablehlo.transpose %67, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %387 = stablehlo.dot_general %386, %279, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x64x1xf32>) -> tensor<2x8x1xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %390 = stablehlo.select %385, %389, %cst_15 : tensor<2x8x8xi1>, tensor<2x8x8xf32>
    %391 = stablehlo.add %384, %390 : tensor<2x8x8xf32>
    %392 = stablehlo.concatenate %334, %336, %391, dim = 2 : (tensor<2x8x2xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x18xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x18xf32>) -> tensor<16x18xf32>
    %394 = stablehlo.dot_general %393, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x18xf32>, tensor<18x64xf32>) -> tensor<16x64xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %396 = stablehlo.add %288, %395 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : tensor<2x8x64xf32>
    %397 = stablehlo.transpose %396, dims = [0, 2, 1] : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %398 = stablehlo.subtract %cst_16, %32 : tensor<2x64x8xf32>
    %399 = stablehlo.multiply %31, %398 : tensor<2x64x8xf32>
    %400 = stablehlo.add %399, %cst_16 : tensor<2x64x8xf32>
    %401 = stablehlo.multiply %32, %400 : tensor<2x64x8xf32>
    %402 = stablehlo.multiply %397, %401 : tensor<2x64x8xf32>
    %403 = stablehlo.pad %402, %cst_47, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<2x64x11xf32>
    %404 = stablehlo.select %c_25, %403, %cst_14 : tensor<2x64x11xi1>, tensor<2x64x11xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x64x11xf32>) -> tensor<2x64x1x11xf32>
    %406 = stablehlo.transpose %26, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,1,64]{1,0,2,3}"} : (tensor<64x1x1x4xf32>) -> tensor<1x4x1x64xf32>
    %407 = stablehlo.reshape %406 : (tensor<1x4x1x64xf32>) -> tensor<1x4x64x1xf32>
    %408 = stablehlo.reverse %407, dims = [0, 1] : tensor<1x4x64x1xf32>
    %409 = stablehlo.convolution(%405, %408) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x11xf32>, tensor<1x4x64x1xf32>) -> tensor<2x64x1x8xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %411 = stablehlo.multiply %221, %138 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %412 = stablehlo.subtract %cst_16, %140 : tensor<2x64x8xf32>
    %413 = stablehlo.multiply %139, %412 : tensor<2x64x8xf32>
    %414 = stablehlo.add %413, %cst_16 : tensor<2x64x8xf32>
    %415 = stablehlo.multiply %140, %414 : tensor<2x64x8xf32>
    %416 = stablehlo.multiply %411, %415 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %417 = stablehlo.concatenate %410, %416, dim = 1 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x128x8xf32>
    %418 = stablehlo.transpose %417, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,128]{1,2,0}"} : (tensor<2x128x8xf32>) -> tensor<2x8x128xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %420 = stablehlo.dot_general %419, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %422 = stablehlo.multiply %421, %8 : tensor<2x8x32xf32>
    %423 = stablehlo.multiply %422, %16 : tensor<2x8x32xf32>
    %424 = stablehlo.add %217, %423 : tensor<2x8x32xf32>
    %425 = stablehlo.multiply %422, %4 : tensor<2x8x32xf32>
    %426 = stablehlo.reduce(%425 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %428 = stablehlo.multiply %427, %cst_29 : tensor<2x8x1xf32>
    %429 = stablehlo.power %14, %cst_28 : tensor<2x8x1xf32>
    %430 = stablehlo.multiply %428, %429 : tensor<2x8x1xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %433 = stablehlo.divide %432, %cst_27 : tensor<2x8x32xf32>
    %434 = stablehlo.power %4, %cst_26 : tensor<2x8x32xf32>
    %435 = stablehlo.multiply %434, %cst_44 : tensor<2x8x32xf32>
    %436 = stablehlo.multiply %433, %435 : tensor<2x8x32xf32>
    %437 = stablehlo.add %424, %436 : tensor<2x8x32xf32>
    %438 = stablehlo.select %200, %cst_30, %437 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %439 = "stablehlo.scatter"(%cst_34, %198, %438) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %511 = stablehlo.add %arg25, %arg26 : tensor<f32>
      stablehlo.return %511 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %440 = stablehlo.add %194, %439 : tensor<128x32xf32>
    %441 = stablehlo.add %183, %440 : tensor<128x32xf32>
    %442 = stablehlo.multiply %441, %cst_13 : tensor<128x32xf32>
    %443 = stablehlo.subtract %arg1, %442 : tensor<128x32xf32>
    %444 = stablehlo.multiply %arg14, %cst_12 : tensor<32xf32>
    %445 = stablehlo.multiply %421, %17 : tensor<2x8x32xf32>
    %446 = stablehlo.reduce(%445 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %447 = stablehlo.add %444, %446 : tensor<32xf32>
    %448 = stablehlo.multiply %447, %cst_11 : tensor<32xf32>
    %449 = stablehlo.subtract %arg4, %448 : tensor<32xf32>
    %450 = stablehlo.multiply %arg15, %cst_10 : tensor<64x8xf32>
    %451 = stablehlo.multiply %323, %54 : tensor<2x64x8x8xf32>
    %452 = stablehlo.reduce(%451 init: %cst_47) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8x8xf32>, tensor<f32>) -> tensor<64x8xf32>
    %453 = stablehlo.negate %452 : tensor<64x8xf32>
    %454 = stablehlo.multiply %453, %5 : tensor<64x8xf32>
    %455 = stablehlo.add %450, %454 : tensor<64x8xf32>
    %456 = stablehlo.multiply %455, %cst_9 : tensor<64x8xf32>
    %457 = stablehlo.subtract %arg11, %456 : tensor<64x8xf32>
    %458 = stablehlo.multiply %arg16, %cst_8 : tensor<64xf32>
    %459 = stablehlo.multiply %222, %33 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %460 = stablehlo.reduce(%459 init: %cst_47) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %461 = stablehlo.add %458, %460 : tensor<64xf32>
    %462 = stablehlo.multiply %461, %cst_7 : tensor<64xf32>
    %463 = stablehlo.subtract %arg5, %462 : tensor<64xf32>
    %464 = stablehlo.multiply %arg17, %cst_6 : tensor<64x1x4xf32>
    %465 = stablehlo.convolution(%25, %405) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 64 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<2x64x1x11xf32>) -> tensor<1x4x1x64xf32>
    %466 = stablehlo.transpose %465, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[64,1,1,4]{0,1,3,2}"} : (tensor<1x4x1x64xf32>) -> tensor<64x1x1x4xf32>
    %467 = stablehlo.reshape %466 : (tensor<64x1x1x4xf32>) -> tensor<64x1x4xf32>
    %468 = stablehlo.add %464, %467 : tensor<64x1x4xf32>
    %469 = stablehlo.multiply %468, %cst_5 : tensor<64x1x4xf32>
    %470 = stablehlo.subtract %arg7, %469 : tensor<64x1x4xf32>
    %471 = stablehlo.multiply %arg18, %cst_8 : tensor<64xf32>
    %472 = stablehlo.reduce(%405 init: %cst_47) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x11xf32>, tensor<f32>) -> tensor<64xf32>
    %473 = stablehlo.add %471, %472 : tensor<64xf32>
    %474 = stablehlo.multiply %473, %cst_7 : tensor<64xf32>
    %475 = stablehlo.subtract %arg6, %474 : tensor<64xf32>
    %476 = stablehlo.multiply %arg19, %cst_38 : tensor<128x32xf32>
    %477 = stablehlo.transpose %419, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %478 = stablehlo.dot_general %477, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %479 = stablehlo.add %476, %478 : tensor<128x32xf32>
    %480 = stablehlo.multiply %479, %cst_13 : tensor<128x32xf32>
    %481 = stablehlo.subtract %arg3, %480 : tensor<128x32xf32>
    %482 = stablehlo.multiply %arg20, %cst_4 : tensor<18x64xf32>
    %483 = stablehlo.transpose %393, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[18,16]{0,1}"} : (tensor<16x18xf32>) -> tensor<18x16xf32>
    %484 = stablehlo.dot_general %483, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<18x16xf32>, tensor<16x64xf32>) -> tensor<18x64xf32>
    %485 = stablehlo.add %482, %484 : tensor<18x64xf32>
    %486 = stablehlo.multiply %485, %cst_3 : tensor<18x64xf32>
    %487 = stablehlo.subtract %arg8, %486 : tensor<18x64xf32>
    %488 = stablehlo.multiply %arg21, %cst_2 : tensor<64x2xf32>
    %489 = stablehlo.transpose %332, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %490 = stablehlo.dot_general %489, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x2xf32>) -> tensor<64x2xf32>
    %491 = stablehlo.add %488, %490 : tensor<64x2xf32>
    %492 = stablehlo.multiply %491, %cst_1 : tensor<64x2xf32>
    %493 = stablehlo.subtract %arg10, %492 : tensor<64x2xf32>
    %494 = stablehlo.multiply %arg22, %cst_8 : tensor<64xf32>
    %495 = stablehlo.reduce(%330 init: %cst_47) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %496 = stablehlo.add %494, %495 : tensor<64xf32>
    %497 = stablehlo.multiply %496, %cst_7 : tensor<64xf32>
    %498 = stablehlo.subtract %arg9, %497 : tensor<64xf32>
    %499 = stablehlo.multiply %arg23, %cst_0 : tensor<32x64xf32>
    %500 = stablehlo.transpose %218, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %501 = stablehlo.dot_general %500, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %502 = stablehlo.add %499, %501 : tensor<32x64xf32>
    %503 = stablehlo.multiply %502, %cst : tensor<32x64xf32>
    %504 = stablehlo.subtract %arg2, %503 : tensor<32x64xf32>
    %505 = stablehlo.multiply %arg24, %cst_12 : tensor<32xf32>
    %506 = stablehlo.multiply %202, %157 : tensor<2x8x32xf32>
    %507 = stablehlo.reduce(%506 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %508 = stablehlo.add %505, %507 : tensor<32xf32>
    %509 = stablehlo.multiply %508, %cst_11 : tensor<32xf32>
    %510 = stablehlo.subtract %arg12, %509 : tensor<32xf32>
    return %182, %443, %449, %457, %463, %470, %475, %481, %487, %493, %498, %504, %510, %441, %447, %455, %461, %468, %473, %479, %485, %491, %496, %502, %508 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<64x8xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<18x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>
  }
}
