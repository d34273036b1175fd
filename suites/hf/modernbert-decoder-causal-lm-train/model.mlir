module @IrToHlo.2036 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 21 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg7: tensor<128x32xf32> {tf.aliasing_output = 16 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg10: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg12: tensor<32x64xf32> {tf.aliasing_output = 9 : i32}, %arg13: tensor<128x32xf32> {tf.aliasing_output = 8 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<2x8xi64>, %arg19: tensor<i1>, %arg20: tensor<4xf32>, %arg21: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg23: tensor<4xf32>, %arg24: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg26: tensor<128x32xf32> {tf.aliasing_output = 22 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<32x64xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<128xf32> {tf.aliasing_output = 42 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_9 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_12 = stablehlo.constant dense<0.398942292> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x32xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_22 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_23 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_25 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<[[[-64, -63, -62, -61, -60, -59, -58, -57]]]> : tensor<1x1x8xi64>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_35 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_39 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_40 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %c_48 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg2, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%4, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %5 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %13 = stablehlo.broadcast_in_dim %c_48, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %14 = stablehlo.reshape %13 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %15 = stablehlo.convert %14 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x4xf32>
    %18 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<4xf32>) -> tensor<2x8x4xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2x8x4xf32>
    %20 = stablehlo.concatenate %19, %19, dim = 2 : (tensor<2x8x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8x8xf32>
    %21 = stablehlo.cosine %20 : tensor<2x8x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.multiply %12, %22 : tensor<2x4x8x8xf32>
    %24 = stablehlo.slice %12 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %25 = stablehlo.negate %24 : tensor<2x4x8x4xf32>
    %26 = stablehlo.slice %12 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %27 = stablehlo.concatenate %25, %26, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.sine %20 : tensor<2x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.add %23, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.multiply %31, %cst_40 : tensor<2x4x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %34 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %35 = stablehlo.dot_general %8, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %37, %22 : tensor<2x4x8x8xf32>
    %39 = stablehlo.slice %37 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %40 = stablehlo.negate %39 : tensor<2x4x8x4xf32>
    %41 = stablehlo.slice %37 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %42 = stablehlo.concatenate %40, %41, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.multiply %42, %29 : tensor<2x4x8x8xf32>
    %44 = stablehlo.add %38, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.transpose %44, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_40 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.dot_general %33, %47, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %50 = stablehlo.convert %arg19 : (tensor<i1>) -> tensor<ui8>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %52 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %53 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %54 = stablehlo.compare  LE, %52, %53 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %55 = stablehlo.convert %54 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %56 = stablehlo.and %51, %55 : tensor<1x1x8x8xui8>
    %57 = stablehlo.compare  NE, %56, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %58 = stablehlo.convert %57 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %59 = stablehlo.reshape %58 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %61 = stablehlo.compare  NE, %arg18, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %62 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %63 = stablehlo.compare  LT, %62, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %64 = stablehlo.add %62, %c_36 : tensor<2x1x1x8xi64>
    %65 = stablehlo.select %63, %64, %62 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %66 = stablehlo.reshape %65 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %67 = stablehlo.broadcast_in_dim %c_39, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %68 = stablehlo.compare  LT, %67, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %69 = stablehlo.add %67, %c_35 : tensor<2x1x1x8xi64>
    %70 = stablehlo.select %68, %69, %67 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %71 = stablehlo.reshape %70 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %72 = stablehlo.concatenate %66, %71, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %73 = "stablehlo.gather"(%61, %72) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.convert %73 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %75 = stablehlo.reshape %74 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %77 = stablehlo.and %60, %76 : tensor<2x1x8x8xui8>
    %78 = stablehlo.compare  NE, %77, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %79 = stablehlo.select %78, %cst_34, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.add %49, %81 : tensor<2x4x8x8xf32>
    %83 = stablehlo.reduce(%82 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.subtract %82, %84 : tensor<2x4x8x8xf32>
    %86 = stablehlo.exponential %85 : tensor<2x4x8x8xf32>
    %87 = stablehlo.reduce(%86 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %89 = stablehlo.divide %86, %88 : tensor<2x4x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %91 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %92 = stablehlo.dot_general %8, %91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %94 = stablehlo.transpose %93, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %96 = stablehlo.dot_general %90, %95, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %98 = stablehlo.transpose %97, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %101 = stablehlo.dot_general %99, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.add %7, %102 : tensor<2x8x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%104, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %105 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<2x8x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %112 = stablehlo.slice %111 [0:2, 0:8, 0:64] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %113 = stablehlo.multiply %112, %cst_32 : tensor<2x8x64xf32>
    %114 = stablehlo.multiply %112, %cst_31 : tensor<2x8x64xf32>
    %115 = stablehlo.custom_call @mhlo.erf(%114) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %116 = stablehlo.add %115, %cst_30 : tensor<2x8x64xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<2x8x64xf32>
    %118 = stablehlo.slice %111 [0:2, 0:8, 64:128] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x64xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %121 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.add %103, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%125, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %126 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %130 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %131 = stablehlo.dot_general %129, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<4xf32>) -> tensor<2x8x4xf32>
    %135 = stablehlo.multiply %17, %134 : tensor<2x8x4xf32>
    %136 = stablehlo.concatenate %135, %135, dim = 2 : (tensor<2x8x4xf32>, tensor<2x8x4xf32>) -> tensor<2x8x8xf32>
    %137 = stablehlo.cosine %136 : tensor<2x8x8xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %139 = stablehlo.multiply %133, %138 : tensor<2x4x8x8xf32>
    %140 = stablehlo.slice %133 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %141 = stablehlo.negate %140 : tensor<2x4x8x4xf32>
    %142 = stablehlo.slice %133 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %143 = stablehlo.concatenate %141, %142, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %144 = stablehlo.sine %136 : tensor<2x8x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<2x4x8x8xf32>
    %147 = stablehlo.add %139, %146 : tensor<2x4x8x8xf32>
    %148 = stablehlo.multiply %147, %cst_40 : tensor<2x4x8x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %150 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %151 = stablehlo.dot_general %129, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %153 = stablehlo.transpose %152, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %154 = stablehlo.multiply %153, %138 : tensor<2x4x8x8xf32>
    %155 = stablehlo.slice %153 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %156 = stablehlo.negate %155 : tensor<2x4x8x4xf32>
    %157 = stablehlo.slice %153 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %158 = stablehlo.concatenate %156, %157, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.multiply %158, %145 : tensor<2x4x8x8xf32>
    %160 = stablehlo.add %154, %159 : tensor<2x4x8x8xf32>
    %161 = stablehlo.transpose %160, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.multiply %161, %cst_40 : tensor<2x4x8x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %164 = stablehlo.dot_general %149, %163, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.broadcast_in_dim %c_29, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %167 = stablehlo.compare  GT, %52, %166 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %168 = stablehlo.convert %167 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %169 = stablehlo.and %51, %168 : tensor<1x1x8x8xui8>
    %170 = stablehlo.compare  NE, %169, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %171 = stablehlo.convert %170 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %172 = stablehlo.and %171, %55 : tensor<1x1x8x8xui8>
    %173 = stablehlo.compare  NE, %172, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %174 = stablehlo.convert %173 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %175 = stablehlo.and %51, %174 : tensor<1x1x8x8xui8>
    %176 = stablehlo.compare  NE, %175, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %177 = stablehlo.convert %176 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %178 = stablehlo.reshape %177 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %180 = stablehlo.and %179, %76 : tensor<2x1x8x8xui8>
    %181 = stablehlo.compare  NE, %180, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %182 = stablehlo.select %181, %cst_34, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %185 = stablehlo.add %165, %184 : tensor<2x4x8x8xf32>
    %186 = stablehlo.reduce(%185 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.subtract %185, %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.exponential %188 : tensor<2x4x8x8xf32>
    %190 = stablehlo.reduce(%189 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %192 = stablehlo.divide %189, %191 : tensor<2x4x8x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %194 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %195 = stablehlo.dot_general %129, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.dot_general %193, %198, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %201 = stablehlo.transpose %200, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %204 = stablehlo.dot_general %202, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.add %124, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_56, %batch_mean_57, %batch_var_58 = "stablehlo.batch_norm_training"(%207, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %208 = stablehlo.reshape %output_56 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.multiply %208, %209 : tensor<2x8x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %213 = stablehlo.dot_general %211, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %215 = stablehlo.slice %214 [0:2, 0:8, 0:64] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %216 = stablehlo.multiply %215, %cst_32 : tensor<2x8x64xf32>
    %217 = stablehlo.multiply %215, %cst_31 : tensor<2x8x64xf32>
    %218 = stablehlo.custom_call @mhlo.erf(%217) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %219 = stablehlo.add %218, %cst_30 : tensor<2x8x64xf32>
    %220 = stablehlo.multiply %216, %219 : tensor<2x8x64xf32>
    %221 = stablehlo.slice %214 [0:2, 0:8, 64:128] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<2x8x64xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %224 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %225 = stablehlo.dot_general %223, %224, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.add %206, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_59, %batch_mean_60, %batch_var_61 = "stablehlo.batch_norm_training"(%228, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %229 = stablehlo.reshape %output_59 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %230 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<2x8x32xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %233 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %234 = stablehlo.dot_general %232, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %236 = stablehlo.multiply %235, %cst_28 : tensor<2x8x32xf32>
    %237 = stablehlo.multiply %235, %cst_27 : tensor<2x8x32xf32>
    %238 = stablehlo.custom_call @mhlo.erf(%237) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.add %238, %cst_26 : tensor<2x8x32xf32>
    %240 = stablehlo.multiply %236, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_62, %batch_mean_63, %batch_var_64 = "stablehlo.batch_norm_training"(%241, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %242 = stablehlo.reshape %output_62 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %247 = stablehlo.dot_general %245, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %248 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %249 = stablehlo.add %247, %248 : tensor<16x128xf32>
    %250 = stablehlo.reshape %249 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %251 = stablehlo.slice %250 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %252 = stablehlo.reduce(%251 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %254 = stablehlo.subtract %251, %253 : tensor<2x7x128xf32>
    %255 = stablehlo.exponential %254 : tensor<2x7x128xf32>
    %256 = stablehlo.reduce(%255 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %257 = stablehlo.log %256 : tensor<2x7xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %259 = stablehlo.subtract %254, %258 : tensor<2x7x128xf32>
    %260 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %262 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %263 = stablehlo.compare  EQ, %261, %262 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %264 = stablehlo.convert %263 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %265 = stablehlo.convert %264 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %266 = stablehlo.multiply %259, %265 : tensor<2x7x128xf32>
    %267 = stablehlo.reduce(%266 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %268 = stablehlo.reduce(%267 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %269 = stablehlo.multiply %268, %cst_25 : tensor<f32>
    %270 = stablehlo.negate %269 : tensor<f32>
    %271 = stablehlo.multiply %arg26, %cst_24 : tensor<128x32xf32>
    %272 = stablehlo.multiply %265, %cst_22 : tensor<2x7x128xf32>
    %273 = stablehlo.exponential %259 : tensor<2x7x128xf32>
    %274 = stablehlo.reduce(%272 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %276 = stablehlo.multiply %273, %275 : tensor<2x7x128xf32>
    %277 = stablehlo.subtract %272, %276 : tensor<2x7x128xf32>
    %278 = stablehlo.pad %277, %cst_49, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %279 = stablehlo.select %c_23, %278, %cst_21 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %281 = stablehlo.transpose %280, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %282 = stablehlo.dot_general %281, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %283 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %284 = stablehlo.add %arg0, %c_19 : tensor<2x8xi64>
    %285 = stablehlo.select %283, %284, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %286 = stablehlo.reshape %285 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %287 = stablehlo.compare  EQ, %arg0, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %289 = stablehlo.add %batch_var, %cst_16 : tensor<16xf32>
    %290 = stablehlo.rsqrt %289 : tensor<16xf32>
    %291 = stablehlo.reshape %290 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %292 = stablehlo.divide %291, %cst_15 : tensor<2x8x1xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.add %batch_var_61, %cst_16 : tensor<16xf32>
    %296 = stablehlo.rsqrt %295 : tensor<16xf32>
    %297 = stablehlo.reshape %296 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %298 = stablehlo.divide %297, %cst_15 : tensor<2x8x1xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.add %batch_var_64, %cst_16 : tensor<16xf32>
    %302 = stablehlo.rsqrt %301 : tensor<16xf32>
    %303 = stablehlo.reshape %302 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %304 = stablehlo.divide %303, %cst_15 : tensor<2x8x1xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %307 = stablehlo.dot_general %280, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %308 = stablehlo.reshape %307 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.multiply %308, %243 : tensor<2x8x32xf32>
    %310 = stablehlo.multiply %309, %cst_14 : tensor<2x8x32xf32>
    %311 = stablehlo.reduce(%309 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %313 = stablehlo.subtract %310, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.reshape %batch_mean_63 : (tensor<16xf32>) -> tensor<2x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.subtract %240, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.reshape %302 : (tensor<16xf32>) -> tensor<2x8xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.multiply %316, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.multiply %309, %319 : tensor<2x8x32xf32>
    %321 = stablehlo.reduce(%320 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %323 = stablehlo.multiply %319, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.subtract %313, %323 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %306, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %239, %cst_28 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %235, %235 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %327, %cst_13 : tensor<2x8x32xf32>
    %329 = stablehlo.exponential %328 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %329, %cst_12 : tensor<2x8x32xf32>
    %331 = stablehlo.multiply %235, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.add %326, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %325, %332 : tensor<2x8x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %335 = stablehlo.dot_general %334, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %230 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %337, %cst_14 : tensor<2x8x32xf32>
    %339 = stablehlo.reduce(%337 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.subtract %338, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.reshape %batch_mean_60 : (tensor<16xf32>) -> tensor<2x8xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %344 = stablehlo.subtract %227, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.reshape %296 : (tensor<16xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.multiply %344, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.multiply %337, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.reduce(%348 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.multiply %347, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.subtract %341, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.multiply %300, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.add %batch_var_58, %cst_16 : tensor<16xf32>
    %355 = stablehlo.rsqrt %354 : tensor<16xf32>
    %356 = stablehlo.reshape %355 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %357 = stablehlo.divide %356, %cst_15 : tensor<2x8x1xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %360 = stablehlo.reshape %353 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.dot_general %360, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %362 = stablehlo.reshape %361 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %363 = stablehlo.multiply %362, %221 : tensor<2x8x64xf32>
    %364 = stablehlo.multiply %219, %cst_32 : tensor<2x8x64xf32>
    %365 = stablehlo.multiply %215, %215 : tensor<2x8x64xf32>
    %366 = stablehlo.multiply %365, %cst_11 : tensor<2x8x64xf32>
    %367 = stablehlo.exponential %366 : tensor<2x8x64xf32>
    %368 = stablehlo.multiply %367, %cst_10 : tensor<2x8x64xf32>
    %369 = stablehlo.multiply %215, %368 : tensor<2x8x64xf32>
    %370 = stablehlo.add %364, %369 : tensor<2x8x64xf32>
    %371 = stablehlo.multiply %363, %370 : tensor<2x8x64xf32>
    %372 = stablehlo.multiply %362, %220 : tensor<2x8x64xf32>
    %373 = stablehlo.concatenate %371, %372, dim = 2 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x128xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %375 = stablehlo.dot_general %374, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %376 = stablehlo.reshape %375 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %377 = stablehlo.multiply %376, %209 : tensor<2x8x32xf32>
    %378 = stablehlo.multiply %377, %cst_14 : tensor<2x8x32xf32>
    %379 = stablehlo.reduce(%377 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %381 = stablehlo.subtract %378, %380 : tensor<2x8x32xf32>
    %382 = stablehlo.reshape %batch_mean_57 : (tensor<16xf32>) -> tensor<2x8xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %384 = stablehlo.subtract %206, %383 : tensor<2x8x32xf32>
    %385 = stablehlo.reshape %355 : (tensor<16xf32>) -> tensor<2x8xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.multiply %377, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.reduce(%388 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.multiply %387, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.subtract %381, %391 : tensor<2x8x32xf32>
    %393 = stablehlo.multiply %359, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.add %353, %393 : tensor<2x8x32xf32>
    %395 = stablehlo.add %batch_var_55, %cst_16 : tensor<16xf32>
    %396 = stablehlo.rsqrt %395 : tensor<16xf32>
    %397 = stablehlo.reshape %396 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %398 = stablehlo.divide %397, %cst_15 : tensor<2x8x1xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %401 = stablehlo.transpose %193, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %402 = stablehlo.reshape %394 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.dot_general %402, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %405 = stablehlo.transpose %404, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %407 = stablehlo.dot_general %401, %406, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %408 = stablehlo.reshape %407 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %409 = stablehlo.transpose %408, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.dot_general %410, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %413 = stablehlo.transpose %149, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %414 = stablehlo.transpose %198, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %415 = stablehlo.dot_general %406, %414, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.reshape %415 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %417 = stablehlo.multiply %416, %192 : tensor<2x4x8x8xf32>
    %418 = stablehlo.reduce(%417 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %420 = stablehlo.multiply %192, %419 : tensor<2x4x8x8xf32>
    %421 = stablehlo.subtract %417, %420 : tensor<2x4x8x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %423 = stablehlo.dot_general %413, %422, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.reshape %423 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %425 = stablehlo.multiply %424, %cst_40 : tensor<2x4x8x8xf32>
    %426 = stablehlo.transpose %425, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %427 = stablehlo.multiply %426, %145 : tensor<2x4x8x8xf32>
    %428 = stablehlo.slice %427 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %429 = stablehlo.negate %428 : tensor<2x4x8x4xf32>
    %430 = stablehlo.pad %429, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %431 = stablehlo.select %c_9, %430, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %432 = stablehlo.slice %427 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %433 = stablehlo.pad %432, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %434 = stablehlo.select %c, %433, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %435 = stablehlo.add %431, %434 : tensor<2x4x8x8xf32>
    %436 = stablehlo.multiply %426, %138 : tensor<2x4x8x8xf32>
    %437 = stablehlo.add %435, %436 : tensor<2x4x8x8xf32>
    %438 = stablehlo.transpose %437, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %440 = stablehlo.dot_general %439, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %441 = stablehlo.reshape %440 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %442 = stablehlo.add %412, %441 : tensor<2x8x32xf32>
    %443 = stablehlo.transpose %163, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %444 = stablehlo.dot_general %422, %443, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %445 = stablehlo.reshape %444 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %446 = stablehlo.multiply %445, %cst_40 : tensor<2x4x8x8xf32>
    %447 = stablehlo.multiply %446, %145 : tensor<2x4x8x8xf32>
    %448 = stablehlo.slice %447 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %449 = stablehlo.negate %448 : tensor<2x4x8x4xf32>
    %450 = stablehlo.pad %449, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %451 = stablehlo.select %c_9, %450, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %452 = stablehlo.slice %447 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %453 = stablehlo.pad %452, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.select %c, %453, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %455 = stablehlo.add %451, %454 : tensor<2x4x8x8xf32>
    %456 = stablehlo.multiply %446, %138 : tensor<2x4x8x8xf32>
    %457 = stablehlo.add %455, %456 : tensor<2x4x8x8xf32>
    %458 = stablehlo.transpose %457, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %460 = stablehlo.dot_general %459, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.add %442, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.multiply %462, %127 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %463, %cst_14 : tensor<2x8x32xf32>
    %465 = stablehlo.reduce(%463 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %467 = stablehlo.subtract %464, %466 : tensor<2x8x32xf32>
    %468 = stablehlo.reshape %batch_mean_54 : (tensor<16xf32>) -> tensor<2x8xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %470 = stablehlo.subtract %124, %469 : tensor<2x8x32xf32>
    %471 = stablehlo.reshape %396 : (tensor<16xf32>) -> tensor<2x8xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %473 = stablehlo.multiply %470, %472 : tensor<2x8x32xf32>
    %474 = stablehlo.multiply %463, %473 : tensor<2x8x32xf32>
    %475 = stablehlo.reduce(%474 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %477 = stablehlo.multiply %473, %476 : tensor<2x8x32xf32>
    %478 = stablehlo.subtract %467, %477 : tensor<2x8x32xf32>
    %479 = stablehlo.multiply %400, %478 : tensor<2x8x32xf32>
    %480 = stablehlo.add %394, %479 : tensor<2x8x32xf32>
    %481 = stablehlo.add %batch_var_52, %cst_16 : tensor<16xf32>
    %482 = stablehlo.rsqrt %481 : tensor<16xf32>
    %483 = stablehlo.reshape %482 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %484 = stablehlo.divide %483, %cst_15 : tensor<2x8x1xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %487 = stablehlo.reshape %480 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %488 = stablehlo.dot_general %487, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %489 = stablehlo.reshape %488 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %490 = stablehlo.multiply %489, %118 : tensor<2x8x64xf32>
    %491 = stablehlo.multiply %116, %cst_32 : tensor<2x8x64xf32>
    %492 = stablehlo.multiply %112, %112 : tensor<2x8x64xf32>
    %493 = stablehlo.multiply %492, %cst_11 : tensor<2x8x64xf32>
    %494 = stablehlo.exponential %493 : tensor<2x8x64xf32>
    %495 = stablehlo.multiply %494, %cst_10 : tensor<2x8x64xf32>
    %496 = stablehlo.multiply %112, %495 : tensor<2x8x64xf32>
    %497 = stablehlo.add %491, %496 : tensor<2x8x64xf32>
    %498 = stablehlo.multiply %490, %497 : tensor<2x8x64xf32>
    %499 = stablehlo.multiply %489, %117 : tensor<2x8x64xf32>
    %500 = stablehlo.concatenate %498, %499, dim = 2 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x128xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %502 = stablehlo.dot_general %501, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %503 = stablehlo.reshape %502 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %504 = stablehlo.multiply %503, %106 : tensor<2x8x32xf32>
    %505 = stablehlo.multiply %504, %cst_14 : tensor<2x8x32xf32>
    %506 = stablehlo.reduce(%504 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %508 = stablehlo.subtract %505, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %511 = stablehlo.subtract %103, %510 : tensor<2x8x32xf32>
    %512 = stablehlo.reshape %482 : (tensor<16xf32>) -> tensor<2x8xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %514 = stablehlo.multiply %511, %513 : tensor<2x8x32xf32>
    %515 = stablehlo.multiply %504, %514 : tensor<2x8x32xf32>
    %516 = stablehlo.reduce(%515 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %518 = stablehlo.multiply %514, %517 : tensor<2x8x32xf32>
    %519 = stablehlo.subtract %508, %518 : tensor<2x8x32xf32>
    %520 = stablehlo.multiply %486, %519 : tensor<2x8x32xf32>
    %521 = stablehlo.add %480, %520 : tensor<2x8x32xf32>
    %522 = stablehlo.transpose %90, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %523 = stablehlo.reshape %521 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %524 = stablehlo.dot_general %523, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %525 = stablehlo.reshape %524 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %526 = stablehlo.transpose %525, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %527 = stablehlo.reshape %526 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %528 = stablehlo.dot_general %522, %527, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %530 = stablehlo.transpose %529, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %531 = stablehlo.reshape %530 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %532 = stablehlo.dot_general %531, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %533 = stablehlo.reshape %532 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.add %521, %533 : tensor<2x8x32xf32>
    %535 = stablehlo.transpose %33, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %536 = stablehlo.transpose %95, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %537 = stablehlo.dot_general %527, %536, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %538 = stablehlo.reshape %537 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %539 = stablehlo.multiply %538, %89 : tensor<2x4x8x8xf32>
    %540 = stablehlo.reduce(%539 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %542 = stablehlo.multiply %89, %541 : tensor<2x4x8x8xf32>
    %543 = stablehlo.subtract %539, %542 : tensor<2x4x8x8xf32>
    %544 = stablehlo.reshape %543 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %545 = stablehlo.dot_general %535, %544, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %547 = stablehlo.multiply %546, %cst_40 : tensor<2x4x8x8xf32>
    %548 = stablehlo.transpose %547, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %549 = stablehlo.multiply %548, %29 : tensor<2x4x8x8xf32>
    %550 = stablehlo.slice %549 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %551 = stablehlo.negate %550 : tensor<2x4x8x4xf32>
    %552 = stablehlo.pad %551, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %553 = stablehlo.select %c_9, %552, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %554 = stablehlo.slice %549 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %555 = stablehlo.pad %554, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %556 = stablehlo.select %c, %555, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %557 = stablehlo.add %553, %556 : tensor<2x4x8x8xf32>
    %558 = stablehlo.multiply %548, %22 : tensor<2x4x8x8xf32>
    %559 = stablehlo.add %557, %558 : tensor<2x4x8x8xf32>
    %560 = stablehlo.transpose %559, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %561 = stablehlo.reshape %560 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %562 = stablehlo.dot_general %561, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %563 = stablehlo.reshape %562 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %564 = stablehlo.add %534, %563 : tensor<2x8x32xf32>
    %565 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %566 = stablehlo.dot_general %544, %565, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %568 = stablehlo.multiply %567, %cst_40 : tensor<2x4x8x8xf32>
    %569 = stablehlo.multiply %568, %29 : tensor<2x4x8x8xf32>
    %570 = stablehlo.slice %569 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %571 = stablehlo.negate %570 : tensor<2x4x8x4xf32>
    %572 = stablehlo.pad %571, %cst_49, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %573 = stablehlo.select %c_9, %572, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %574 = stablehlo.slice %569 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %575 = stablehlo.pad %574, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %576 = stablehlo.select %c, %575, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %577 = stablehlo.add %573, %576 : tensor<2x4x8x8xf32>
    %578 = stablehlo.multiply %568, %22 : tensor<2x4x8x8xf32>
    %579 = stablehlo.add %577, %578 : tensor<2x4x8x8xf32>
    %580 = stablehlo.transpose %579, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %581 = stablehlo.reshape %580 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %582 = stablehlo.dot_general %581, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %583 = stablehlo.reshape %582 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %584 = stablehlo.add %564, %583 : tensor<2x8x32xf32>
    %585 = stablehlo.multiply %584, %6 : tensor<2x8x32xf32>
    %586 = stablehlo.multiply %585, %cst_14 : tensor<2x8x32xf32>
    %587 = stablehlo.reduce(%585 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %589 = stablehlo.subtract %586, %588 : tensor<2x8x32xf32>
    %590 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %592 = stablehlo.subtract %3, %591 : tensor<2x8x32xf32>
    %593 = stablehlo.reshape %290 : (tensor<16xf32>) -> tensor<2x8xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %595 = stablehlo.multiply %592, %594 : tensor<2x8x32xf32>
    %596 = stablehlo.multiply %585, %595 : tensor<2x8x32xf32>
    %597 = stablehlo.reduce(%596 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %599 = stablehlo.multiply %595, %598 : tensor<2x8x32xf32>
    %600 = stablehlo.subtract %589, %599 : tensor<2x8x32xf32>
    %601 = stablehlo.multiply %294, %600 : tensor<2x8x32xf32>
    %602 = stablehlo.select %288, %cst_17, %601 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %603 = "stablehlo.scatter"(%cst_20, %286, %602) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %727 = stablehlo.add %arg47, %arg48 : tensor<f32>
      stablehlo.return %727 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %604 = stablehlo.add %282, %603 : tensor<128x32xf32>
    %605 = stablehlo.add %271, %604 : tensor<128x32xf32>
    %606 = stablehlo.multiply %605, %cst_7 : tensor<128x32xf32>
    %607 = stablehlo.subtract %arg2, %606 : tensor<128x32xf32>
    %608 = stablehlo.multiply %arg27, %cst_6 : tensor<32xf32>
    %609 = stablehlo.multiply %584, %595 : tensor<2x8x32xf32>
    %610 = stablehlo.reduce(%609 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %611 = stablehlo.add %608, %610 : tensor<32xf32>
    %612 = stablehlo.multiply %611, %cst_5 : tensor<32xf32>
    %613 = stablehlo.subtract %arg17, %612 : tensor<32xf32>
    %614 = stablehlo.multiply %arg28, %cst_4 : tensor<32x32xf32>
    %615 = stablehlo.transpose %581, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %616 = stablehlo.dot_general %615, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %617 = stablehlo.add %614, %616 : tensor<32x32xf32>
    %618 = stablehlo.multiply %617, %cst_3 : tensor<32x32xf32>
    %619 = stablehlo.subtract %arg22, %618 : tensor<32x32xf32>
    %620 = stablehlo.multiply %arg29, %cst_4 : tensor<32x32xf32>
    %621 = stablehlo.transpose %561, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %622 = stablehlo.dot_general %621, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %623 = stablehlo.add %620, %622 : tensor<32x32xf32>
    %624 = stablehlo.multiply %623, %cst_3 : tensor<32x32xf32>
    %625 = stablehlo.subtract %arg21, %624 : tensor<32x32xf32>
    %626 = stablehlo.multiply %arg30, %cst_4 : tensor<32x32xf32>
    %627 = stablehlo.transpose %531, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %628 = stablehlo.dot_general %627, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %629 = stablehlo.add %626, %628 : tensor<32x32xf32>
    %630 = stablehlo.multiply %629, %cst_3 : tensor<32x32xf32>
    %631 = stablehlo.subtract %arg16, %630 : tensor<32x32xf32>
    %632 = stablehlo.multiply %arg31, %cst_4 : tensor<32x32xf32>
    %633 = stablehlo.transpose %523, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %634 = stablehlo.dot_general %633, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %635 = stablehlo.add %632, %634 : tensor<32x32xf32>
    %636 = stablehlo.multiply %635, %cst_3 : tensor<32x32xf32>
    %637 = stablehlo.subtract %arg15, %636 : tensor<32x32xf32>
    %638 = stablehlo.multiply %arg32, %cst_6 : tensor<32xf32>
    %639 = stablehlo.multiply %503, %514 : tensor<2x8x32xf32>
    %640 = stablehlo.reduce(%639 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %641 = stablehlo.add %638, %640 : tensor<32xf32>
    %642 = stablehlo.multiply %641, %cst_5 : tensor<32xf32>
    %643 = stablehlo.subtract %arg14, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %arg33, %cst_24 : tensor<128x32xf32>
    %645 = stablehlo.transpose %501, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %646 = stablehlo.dot_general %645, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %647 = stablehlo.add %644, %646 : tensor<128x32xf32>
    %648 = stablehlo.multiply %647, %cst_7 : tensor<128x32xf32>
    %649 = stablehlo.subtract %arg13, %648 : tensor<128x32xf32>
    %650 = stablehlo.multiply %arg34, %cst_2 : tensor<32x64xf32>
    %651 = stablehlo.transpose %487, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %652 = stablehlo.dot_general %651, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %653 = stablehlo.add %650, %652 : tensor<32x64xf32>
    %654 = stablehlo.multiply %653, %cst_1 : tensor<32x64xf32>
    %655 = stablehlo.subtract %arg12, %654 : tensor<32x64xf32>
    %656 = stablehlo.multiply %arg35, %cst_6 : tensor<32xf32>
    %657 = stablehlo.multiply %462, %473 : tensor<2x8x32xf32>
    %658 = stablehlo.reduce(%657 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %659 = stablehlo.add %656, %658 : tensor<32xf32>
    %660 = stablehlo.multiply %659, %cst_5 : tensor<32xf32>
    %661 = stablehlo.subtract %arg11, %660 : tensor<32xf32>
    %662 = stablehlo.multiply %arg36, %cst_4 : tensor<32x32xf32>
    %663 = stablehlo.transpose %459, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %664 = stablehlo.dot_general %663, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %665 = stablehlo.add %662, %664 : tensor<32x32xf32>
    %666 = stablehlo.multiply %665, %cst_3 : tensor<32x32xf32>
    %667 = stablehlo.subtract %arg25, %666 : tensor<32x32xf32>
    %668 = stablehlo.multiply %arg37, %cst_4 : tensor<32x32xf32>
    %669 = stablehlo.transpose %439, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %670 = stablehlo.dot_general %669, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %671 = stablehlo.add %668, %670 : tensor<32x32xf32>
    %672 = stablehlo.multiply %671, %cst_3 : tensor<32x32xf32>
    %673 = stablehlo.subtract %arg24, %672 : tensor<32x32xf32>
    %674 = stablehlo.multiply %arg38, %cst_4 : tensor<32x32xf32>
    %675 = stablehlo.transpose %410, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %676 = stablehlo.dot_general %675, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %677 = stablehlo.add %674, %676 : tensor<32x32xf32>
    %678 = stablehlo.multiply %677, %cst_3 : tensor<32x32xf32>
    %679 = stablehlo.subtract %arg10, %678 : tensor<32x32xf32>
    %680 = stablehlo.multiply %arg39, %cst_4 : tensor<32x32xf32>
    %681 = stablehlo.transpose %402, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %682 = stablehlo.dot_general %681, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %683 = stablehlo.add %680, %682 : tensor<32x32xf32>
    %684 = stablehlo.multiply %683, %cst_3 : tensor<32x32xf32>
    %685 = stablehlo.subtract %arg9, %684 : tensor<32x32xf32>
    %686 = stablehlo.multiply %arg40, %cst_6 : tensor<32xf32>
    %687 = stablehlo.multiply %376, %387 : tensor<2x8x32xf32>
    %688 = stablehlo.reduce(%687 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.add %686, %688 : tensor<32xf32>
    %690 = stablehlo.multiply %689, %cst_5 : tensor<32xf32>
    %691 = stablehlo.subtract %arg8, %690 : tensor<32xf32>
    %692 = stablehlo.multiply %arg41, %cst_24 : tensor<128x32xf32>
    %693 = stablehlo.transpose %374, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %694 = stablehlo.dot_general %693, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %695 = stablehlo.add %692, %694 : tensor<128x32xf32>
    %696 = stablehlo.multiply %695, %cst_7 : tensor<128x32xf32>
    %697 = stablehlo.subtract %arg7, %696 : tensor<128x32xf32>
    %698 = stablehlo.multiply %arg42, %cst_2 : tensor<32x64xf32>
    %699 = stablehlo.transpose %360, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %700 = stablehlo.dot_general %699, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %701 = stablehlo.add %698, %700 : tensor<32x64xf32>
    %702 = stablehlo.multiply %701, %cst_1 : tensor<32x64xf32>
    %703 = stablehlo.subtract %arg6, %702 : tensor<32x64xf32>
    %704 = stablehlo.multiply %arg43, %cst_6 : tensor<32xf32>
    %705 = stablehlo.multiply %336, %347 : tensor<2x8x32xf32>
    %706 = stablehlo.reduce(%705 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.add %704, %706 : tensor<32xf32>
    %708 = stablehlo.multiply %707, %cst_5 : tensor<32xf32>
    %709 = stablehlo.subtract %arg5, %708 : tensor<32xf32>
    %710 = stablehlo.multiply %arg44, %cst_4 : tensor<32x32xf32>
    %711 = stablehlo.transpose %334, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %712 = stablehlo.dot_general %711, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %713 = stablehlo.add %710, %712 : tensor<32x32xf32>
    %714 = stablehlo.multiply %713, %cst_3 : tensor<32x32xf32>
    %715 = stablehlo.subtract %arg4, %714 : tensor<32x32xf32>
    %716 = stablehlo.multiply %arg45, %cst_6 : tensor<32xf32>
    %717 = stablehlo.multiply %308, %319 : tensor<2x8x32xf32>
    %718 = stablehlo.reduce(%717 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %719 = stablehlo.add %716, %718 : tensor<32xf32>
    %720 = stablehlo.multiply %719, %cst_5 : tensor<32xf32>
    %721 = stablehlo.subtract %arg3, %720 : tensor<32xf32>
    %722 = stablehlo.multiply %arg46, %cst_0 : tensor<128xf32>
    %723 = stablehlo.reduce(%280 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %724 = stablehlo.add %722, %723 : tensor<128xf32>
    %725 = stablehlo.multiply %724, %cst : tensor<128xf32>
    %726 = stablehlo.subtract %arg1, %725 : tensor<128xf32>
    return %270, %607, %613, %619, %625, %631, %637, %643, %649, %655, %661, %667, %673, %679, %685, %691, %697, %703, %709, %715, %721, %726, %605, %611, %617, %623, %629, %635, %641, %647, %653, %659, %665, %671, %677, %683, %689, %695, %701, %707, %713, %719, %724 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>
  }
}
