module @IrToHlo.1814 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg3: tensor<32x10240xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<10240x32xf32> {tf.aliasing_output = 17 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x512xf32> {tf.aliasing_output = 14 : i32}, %arg7: tensor<512x32xf32> {tf.aliasing_output = 13 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<32x10240xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<10240x32xf32> {tf.aliasing_output = 8 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg12: tensor<32x512xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<512x32xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 1 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg16: tensor<1152x32xf32> {tf.aliasing_output = 21 : i32}, %arg17: tensor<1536x4xf32> {tf.aliasing_output = 22 : i32}, %arg18: tensor<512x32xf32> {tf.aliasing_output = 3 : i32}, %arg19: tensor<512x32xf32> {tf.aliasing_output = 2 : i32}, %arg20: tensor<i1>, %arg21: tensor<8xi64>, %arg22: tensor<10240x32xf32> {tf.aliasing_output = 7 : i32}, %arg23: tensor<512x32xf32> {tf.aliasing_output = 12 : i32}, %arg24: tensor<512x32xf32> {tf.aliasing_output = 11 : i32}, %arg25: tensor<10240x32xf32> {tf.aliasing_output = 16 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg27: tensor<512x32xf32> {tf.aliasing_output = 25 : i32}, %arg28: tensor<512x32xf32> {tf.aliasing_output = 26 : i32}, %arg29: tensor<512x32xf32> {tf.aliasing_output = 27 : i32}, %arg30: tensor<32x512xf32> {tf.aliasing_output = 28 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<10240x32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<10240x32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<32x10240xf32> {tf.aliasing_output = 32 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg36: tensor<512x32xf32> {tf.aliasing_output = 34 : i32}, %arg37: tensor<512x32xf32> {tf.aliasing_output = 35 : i32}, %arg38: tensor<512x32xf32> {tf.aliasing_output = 36 : i32}, %arg39: tensor<32x512xf32> {tf.aliasing_output = 37 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg41: tensor<10240x32xf32> {tf.aliasing_output = 39 : i32}, %arg42: tensor<10240x32xf32> {tf.aliasing_output = 40 : i32}, %arg43: tensor<32x10240xf32> {tf.aliasing_output = 41 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg46: tensor<1152x32xf32> {tf.aliasing_output = 44 : i32}, %arg47: tensor<1536x4xf32> {tf.aliasing_output = 45 : i32}, %arg48: tensor<128x32xf32> {tf.aliasing_output = 46 : i32}) -> (tensor<f32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<1152x32xf32>, tensor<1536x4xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<1152x32xf32>, tensor<1536x4xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<1536x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<2x40x40x4xf32>
    %c = stablehlo.constant dense<-1> : tensor<2x40x40xi64>
    %c_3 = stablehlo.constant dense<1536> : tensor<2x40x40xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<2x40x40xi64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<1536x4xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<1536x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<1152x32xf32>
    %c_8 = stablehlo.constant dense<1152> : tensor<2x40xi64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<1152x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<1152x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %c_12 = stablehlo.constant dense<-1> : tensor<2x40xi64>
    %c_13 = stablehlo.constant dense<32> : tensor<2x40xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<2x40xi64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<32x10240xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<32x10240xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<10240x32xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<10240x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<32x512xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<32x512xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<512x32xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<512x32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<0.398942292> : tensor<2x40x10240xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<2x40x10240xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x40x32xf32>
    %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<2x40x32xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<2x40x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<2x40x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x40x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_34 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_35 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %c_36 = stablehlo.constant dense<[[[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]]]> : tensor<2x40x32xi1>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<2x40x10240xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<2x40x10240xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<2x40x10240xf32>
    %c_42 = stablehlo.constant dense<512> : tensor<2x40x40xi32>
    %c_43 = stablehlo.constant dense<32> : tensor<2x40x1xi32>
    %c_44 = stablehlo.constant dense<255> : tensor<40x40xi32>
    %c_45 = stablehlo.constant dense<128> : tensor<40x40xi32>
    %cst_46 = stablehlo.constant dense<2.77258873> : tensor<40x40xf32>
    %cst_47 = stablehlo.constant dense<1.280000e+02> : tensor<40x40xf32>
    %c_48 = stablehlo.constant dense<128> : tensor<40x40xi64>
    %c_49 = stablehlo.constant dense<256> : tensor<40x40xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<40x40xi64>
    %cst_51 = stablehlo.constant dense<11.3137083> : tensor<2x4x40x40xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<2x40x1xf32>
    %cst_53 = stablehlo.constant dense<3.125000e-02> : tensor<2x40xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<2x40x32xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<2x4x40x40xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x40x40xf32>
    %c_57 = stablehlo.constant dense<1> : tensor<2x40x40xi32>
    %c_58 = stablehlo.constant dense<true> : tensor<2x32xi1>
    %c_59 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %c_60 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_61 = stablehlo.constant dense<0> : tensor<2x32xi32>
    %c_62 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %c_63 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39]> : tensor<40xi32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_66 = stablehlo.constant dense<0> : tensor<2x40x40xui8>
    %c_67 = stablehlo.constant dense<0> : tensor<i64>
    %c_68 = stablehlo.constant dense<[192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223]> : tensor<32xi32>
    %0 = stablehlo.broadcast_in_dim %c_68, dims = [1] : (tensor<32xi32>) -> tensor<2x32xi32>
    %1 = stablehlo.convert %arg0 : (tensor<2x8xi64>) -> tensor<2x8xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x32xi32>, tensor<2x8xi32>) -> tensor<2x40xi32>
    %3 = stablehlo.reshape %2 : (tensor<2x40xi32>) -> tensor<80xi32>
    %4 = "stablehlo.gather"(%arg16, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<1152x32xf32>, tensor<80xi32>) -> tensor<80x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %6 = stablehlo.convert %1 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %7 = stablehlo.compare  NE, %6, %c_60 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %8 = stablehlo.select %7, %c_59, %c_60 : tensor<2x8xi1>, tensor<2x8xi64>
    %9 = stablehlo.convert %8 : (tensor<2x8xi64>) -> tensor<2x8xi32>
    %10 = stablehlo.concatenate %c_61, %9, dim = 1 : (tensor<2x32xi32>, tensor<2x8xi32>) -> tensor<2x40xi32>
    %11 = stablehlo.reshape %10 : (tensor<2x40xi32>) -> tensor<80xi32>
    %12 = "stablehlo.gather"(%arg15, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<80xi32>) -> tensor<80x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %14 = stablehlo.add %5, %13 : tensor<2x40x32xf32>
    %15 = stablehlo.reshape %arg21 : (tensor<8xi64>) -> tensor<1x8xi64>
    %16 = stablehlo.concatenate %15, %15, dim = 0 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<2x8xi64>
    %17 = stablehlo.convert %9 : (tensor<2x8xi32>) -> tensor<2x8xi64>
    %18 = stablehlo.compare  NE, %17, %c_60 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %19 = stablehlo.convert %18 : (tensor<2x8xi1>) -> tensor<2x8xi64>
    %20 = stablehlo.reduce(%19 init: %c_67) applies stablehlo.add across dimensions = [1] : (tensor<2x8xi64>, tensor<i64>) -> tensor<2xi64>
    %21 = stablehlo.convert %20 : (tensor<2xi64>) -> tensor<2xi32>
    %22 = stablehlo.reshape %21 : (tensor<2xi32>) -> tensor<2x1xi32>
    %23 = stablehlo.convert %22 : (tensor<2x1xi32>) -> tensor<2x1xi64>
    %24 = stablehlo.reshape %23 : (tensor<2x1xi64>) -> tensor<2xi64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<2xi64>) -> tensor<2x8xi64>
    %26 = stablehlo.compare  LT, %16, %25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %27 = stablehlo.concatenate %c_58, %26, dim = 1 : (tensor<2x32xi1>, tensor<2x8xi1>) -> tensor<2x40xi1>
    %28 = stablehlo.reshape %27 : (tensor<2x40xi1>) -> tensor<2x40x1xi1>
    %29 = stablehlo.convert %28 : (tensor<2x40x1xi1>) -> tensor<2x40x1xui8>
    %30 = stablehlo.reshape %29 : (tensor<2x40x1xui8>) -> tensor<2x40xui8>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x40xui8>) -> tensor<2x40x40xui8>
    %32 = stablehlo.reshape %27 : (tensor<2x40xi1>) -> tensor<2x1x40xi1>
    %33 = stablehlo.convert %32 : (tensor<2x1x40xi1>) -> tensor<2x1x40xui8>
    %34 = stablehlo.reshape %33 : (tensor<2x1x40xui8>) -> tensor<2x40xui8>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 2] : (tensor<2x40xui8>) -> tensor<2x40x40xui8>
    %36 = stablehlo.and %31, %35 : tensor<2x40x40xui8>
    %37 = stablehlo.compare  NE, %36, %c_66 : (tensor<2x40x40xui8>, tensor<2x40x40xui8>) -> tensor<2x40x40xi1>
    %38 = stablehlo.convert %37 : (tensor<2x40x40xi1>) -> tensor<2x40x40xi32>
    %39 = stablehlo.and %38, %c_57 : tensor<2x40x40xi32>
    %40 = stablehlo.reshape %39 : (tensor<2x40x40xi32>) -> tensor<2x1x40x40xi32>
    %41 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<i32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<2x1x40x40xi32>
    %43 = stablehlo.compare  EQ, %40, %42 : (tensor<2x1x40x40xi32>, tensor<2x1x40x40xi32>) -> tensor<2x1x40x40xi1>
    %44 = stablehlo.reshape %43 : (tensor<2x1x40x40xi1>) -> tensor<2x40x40xi1>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 2, 3] : (tensor<2x40x40xi1>) -> tensor<2x4x40x40xi1>
    %46 = stablehlo.power %14, %cst_54 : tensor<2x40x32xf32>
    %47 = stablehlo.reduce(%46 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %48 = stablehlo.multiply %47, %cst_53 : tensor<2x40xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %50 = stablehlo.add %49, %cst_52 : tensor<2x40x1xf32>
    %51 = stablehlo.rsqrt %50 : tensor<2x40x1xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %54 = stablehlo.multiply %14, %53 : tensor<2x40x32xf32>
    %55 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x40x32xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<2x40x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %58 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,512]{0,1}"} : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %59 = stablehlo.dot_general %57, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %60 = stablehlo.reshape %59 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %61 = stablehlo.transpose %60, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,40,128]{3,1,2,0}"} : (tensor<2x40x4x128xf32>) -> tensor<2x4x40x128xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x4x40x128xf32>) -> tensor<8x40x128xf32>
    %63 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,512]{0,1}"} : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %64 = stablehlo.dot_general %57, %63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %65 = stablehlo.reshape %64 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %66 = stablehlo.transpose %65, dims = [0, 2, 3, 1] : (tensor<2x40x4x128xf32>) -> tensor<2x4x128x40xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x4x128x40xf32>) -> tensor<8x128x40xf32>
    %68 = stablehlo.dot_general %62, %67, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x128xf32>, tensor<8x128x40xf32>) -> tensor<8x40x40xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x40x40xf32>) -> tensor<2x4x40x40xf32>
    %70 = stablehlo.divide %69, %cst_51 : tensor<2x4x40x40xf32>
    %71 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<2x40xi32>) -> tensor<2x40x40xi32>
    %72 = stablehlo.reshape %10 : (tensor<2x40xi32>) -> tensor<2x40x1xi32>
    %73 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x40xi32>) -> tensor<2x40x40xi32>
    %74 = stablehlo.compare  EQ, %71, %73 : (tensor<2x40x40xi32>, tensor<2x40x40xi32>) -> tensor<2x40x40xi1>
    %75 = stablehlo.broadcast_in_dim %c_63, dims = [1] : (tensor<40xi32>) -> tensor<40x40xi32>
    %76 = stablehlo.broadcast_in_dim %c_63, dims = [0] : (tensor<40xi32>) -> tensor<40x40xi32>
    %77 = stablehlo.subtract %75, %76 : tensor<40x40xi32>
    %78 = stablehlo.convert %77 : (tensor<40x40xi32>) -> tensor<40x40xi64>
    %79 = stablehlo.compare  GT, %78, %c_50 : (tensor<40x40xi64>, tensor<40x40xi64>) -> tensor<40x40xi1>
    %80 = stablehlo.convert %79 : (tensor<40x40xi1>) -> tensor<40x40xi32>
    %81 = stablehlo.multiply %80, %c_49 : tensor<40x40xi32>
    %82 = stablehlo.abs %77 : tensor<40x40xi32>
    %83 = stablehlo.convert %82 : (tensor<40x40xi32>) -> tensor<40x40xi64>
    %84 = stablehlo.compare  LT, %83, %c_48 : (tensor<40x40xi64>, tensor<40x40xi64>) -> tensor<40x40xi1>
    %85 = stablehlo.convert %82 : (tensor<40x40xi32>) -> tensor<40x40xf32>
    %86 = stablehlo.divide %85, %cst_47 : tensor<40x40xf32>
    %87 = stablehlo.log %86 : tensor<40x40xf32>
    %88 = stablehlo.divide %87, %cst_46 : tensor<40x40xf32>
    %89 = stablehlo.multiply %88, %cst_47 : tensor<40x40xf32>
    %90 = stablehlo.convert %89 : (tensor<40x40xf32>) -> tensor<40x40xi32>
    %91 = stablehlo.add %90, %c_45 : tensor<40x40xi32>
    %92 = stablehlo.minimum %91, %c_44 : tensor<40x40xi32>
    %93 = stablehlo.select %84, %82, %92 : tensor<40x40xi1>, tensor<40x40xi32>
    %94 = stablehlo.add %81, %93 : tensor<40x40xi32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1, 2] : (tensor<40x40xi32>) -> tensor<2x40x40xi32>
    %96 = stablehlo.multiply %72, %c_43 : tensor<2x40x1xi32>
    %97 = stablehlo.reshape %96 : (tensor<2x40x1xi32>) -> tensor<2x40xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<2x40xi32>) -> tensor<2x40x40xi32>
    %99 = stablehlo.add %98, %71 : tensor<2x40x40xi32>
    %100 = stablehlo.add %99, %c_42 : tensor<2x40x40xi32>
    %101 = stablehlo.select %74, %95, %100 : tensor<2x40x40xi1>, tensor<2x40x40xi32>
    %102 = stablehlo.reshape %101 : (tensor<2x40x40xi32>) -> tensor<3200xi32>
    %103 = "stablehlo.gather"(%arg17, %102) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<1536x4xf32>, tensor<3200xi32>) -> tensor<3200x4xf32>
    %104 = stablehlo.reshape %103 : (tensor<3200x4xf32>) -> tensor<2x40x40x4xf32>
    %105 = stablehlo.transpose %104, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,40,40]{1,3,2,0}"} : (tensor<2x40x40x4xf32>) -> tensor<2x4x40x40xf32>
    %106 = stablehlo.add %70, %105 : tensor<2x4x40x40xf32>
    %107 = stablehlo.select %45, %cst_55, %106 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %108 = stablehlo.reduce(%107 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x40x40xf32>, tensor<f32>) -> tensor<2x4x40xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x4x40xf32>) -> tensor<2x4x40x40xf32>
    %110 = stablehlo.subtract %107, %109 : tensor<2x4x40x40xf32>
    %111 = stablehlo.exponential %110 : tensor<2x4x40x40xf32>
    %112 = stablehlo.reduce(%111 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<2x4x40x40xf32>, tensor<f32>) -> tensor<2x4x40xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x4x40xf32>) -> tensor<2x4x40x40xf32>
    %114 = stablehlo.divide %111, %113 : tensor<2x4x40x40xf32>
    %115 = stablehlo.select %45, %cst_56, %114 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x4x40x40xf32>) -> tensor<8x40x40xf32>
    %117 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,512]{0,1}"} : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %118 = stablehlo.dot_general %57, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %119 = stablehlo.reshape %118 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,40,128]{3,1,2,0}"} : (tensor<2x40x4x128xf32>) -> tensor<2x4x40x128xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x4x40x128xf32>) -> tensor<8x40x128xf32>
    %122 = stablehlo.dot_general %116, %121, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x40xf32>, tensor<8x40x128xf32>) -> tensor<8x40x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x40x128xf32>) -> tensor<2x4x40x128xf32>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,40,4,128]{3,1,2,0}"} : (tensor<2x4x40x128xf32>) -> tensor<2x40x4x128xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %126 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,32]{0,1}"} : (tensor<32x512xf32>) -> tensor<512x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %129 = stablehlo.add %14, %128 : tensor<2x40x32xf32>
    %130 = stablehlo.power %129, %cst_54 : tensor<2x40x32xf32>
    %131 = stablehlo.reduce(%130 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %132 = stablehlo.multiply %131, %cst_53 : tensor<2x40xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %134 = stablehlo.add %133, %cst_52 : tensor<2x40x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<2x40x1xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %138 = stablehlo.multiply %129, %137 : tensor<2x40x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x40x32xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x40x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %142 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10240]{0,1}"} : (tensor<10240x32xf32>) -> tensor<32x10240xf32>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x10240xf32>) -> tensor<80x10240xf32>
    %144 = stablehlo.reshape %143 : (tensor<80x10240xf32>) -> tensor<2x40x10240xf32>
    %145 = stablehlo.multiply %144, %cst_41 : tensor<2x40x10240xf32>
    %146 = stablehlo.multiply %144, %cst_40 : tensor<2x40x10240xf32>
    %147 = stablehlo.custom_call @mhlo.erf(%146) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x40x10240xf32>) -> tensor<2x40x10240xf32>
    %148 = stablehlo.add %147, %cst_39 : tensor<2x40x10240xf32>
    %149 = stablehlo.multiply %145, %148 : tensor<2x40x10240xf32>
    %150 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10240]{0,1}"} : (tensor<10240x32xf32>) -> tensor<32x10240xf32>
    %151 = stablehlo.dot_general %141, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x10240xf32>) -> tensor<80x10240xf32>
    %152 = stablehlo.reshape %151 : (tensor<80x10240xf32>) -> tensor<2x40x10240xf32>
    %153 = stablehlo.multiply %149, %152 : tensor<2x40x10240xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x40x10240xf32>) -> tensor<80x10240xf32>
    %155 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10240,32]{0,1}"} : (tensor<32x10240xf32>) -> tensor<10240x32xf32>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x10240xf32>, tensor<10240x32xf32>) -> tensor<80x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %158 = stablehlo.add %129, %157 : tensor<2x40x32xf32>
    %159 = stablehlo.power %158, %cst_54 : tensor<2x40x32xf32>
    %160 = stablehlo.reduce(%159 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %161 = stablehlo.multiply %160, %cst_53 : tensor<2x40xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %163 = stablehlo.add %162, %cst_52 : tensor<2x40x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<2x40x1xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %167 = stablehlo.multiply %158, %166 : tensor<2x40x32xf32>
    %168 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x40x32xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x40x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %171 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,512]{0,1}"} : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %173 = stablehlo.reshape %172 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %174 = stablehlo.transpose %173, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,40,128]{3,1,2,0}"} : (tensor<2x40x4x128xf32>) -> tensor<2x4x40x128xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x4x40x128xf32>) -> tensor<8x40x128xf32>
    %176 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,512]{0,1}"} : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %177 = stablehlo.dot_general %170, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %178 = stablehlo.reshape %177 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 3, 1] : (tensor<2x40x4x128xf32>) -> tensor<2x4x128x40xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x4x128x40xf32>) -> tensor<8x128x40xf32>
    %181 = stablehlo.dot_general %175, %180, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x128xf32>, tensor<8x128x40xf32>) -> tensor<8x40x40xf32>
    %182 = stablehlo.reshape %181 : (tensor<8x40x40xf32>) -> tensor<2x4x40x40xf32>
    %183 = stablehlo.divide %182, %cst_51 : tensor<2x4x40x40xf32>
    %184 = stablehlo.add %183, %105 : tensor<2x4x40x40xf32>
    %185 = stablehlo.select %45, %cst_55, %184 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %186 = stablehlo.reduce(%185 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x40x40xf32>, tensor<f32>) -> tensor<2x4x40xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x4x40xf32>) -> tensor<2x4x40x40xf32>
    %188 = stablehlo.subtract %185, %187 : tensor<2x4x40x40xf32>
    %189 = stablehlo.exponential %188 : tensor<2x4x40x40xf32>
    %190 = stablehlo.reduce(%189 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<2x4x40x40xf32>, tensor<f32>) -> tensor<2x4x40xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x4x40xf32>) -> tensor<2x4x40x40xf32>
    %192 = stablehlo.divide %189, %191 : tensor<2x4x40x40xf32>
    %193 = stablehlo.select %45, %cst_56, %192 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x4x40x40xf32>) -> tensor<8x40x40xf32>
    %195 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,512]{0,1}"} : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %196 = stablehlo.dot_general %170, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %197 = stablehlo.reshape %196 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %198 = stablehlo.transpose %197, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,40,128]{3,1,2,0}"} : (tensor<2x40x4x128xf32>) -> tensor<2x4x40x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x4x40x128xf32>) -> tensor<8x40x128xf32>
    %200 = stablehlo.dot_general %194, %199, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x40xf32>, tensor<8x40x128xf32>) -> tensor<8x40x128xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x40x128xf32>) -> tensor<2x4x40x128xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,40,4,128]{3,1,2,0}"} : (tensor<2x4x40x128xf32>) -> tensor<2x40x4x128xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %204 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,32]{0,1}"} : (tensor<32x512xf32>) -> tensor<512x32xf32>
    %205 = stablehlo.dot_general %203, %204, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %207 = stablehlo.add %158, %206 : tensor<2x40x32xf32>
    %208 = stablehlo.power %207, %cst_54 : tensor<2x40x32xf32>
    %209 = stablehlo.reduce(%208 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %210 = stablehlo.multiply %209, %cst_53 : tensor<2x40xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %212 = stablehlo.add %211, %cst_52 : tensor<2x40x1xf32>
    %213 = stablehlo.rsqrt %212 : tensor<2x40x1xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %216 = stablehlo.multiply %207, %215 : tensor<2x40x32xf32>
    %217 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x40x32xf32>
    %218 = stablehlo.multiply %216, %217 : tensor<2x40x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %220 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10240]{0,1}"} : (tensor<10240x32xf32>) -> tensor<32x10240xf32>
    %221 = stablehlo.dot_general %219, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x10240xf32>) -> tensor<80x10240xf32>
    %222 = stablehlo.reshape %221 : (tensor<80x10240xf32>) -> tensor<2x40x10240xf32>
    %223 = stablehlo.multiply %222, %cst_41 : tensor<2x40x10240xf32>
    %224 = stablehlo.multiply %222, %cst_40 : tensor<2x40x10240xf32>
    %225 = stablehlo.custom_call @mhlo.erf(%224) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x40x10240xf32>) -> tensor<2x40x10240xf32>
    %226 = stablehlo.add %225, %cst_39 : tensor<2x40x10240xf32>
    %227 = stablehlo.multiply %223, %226 : tensor<2x40x10240xf32>
    %228 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,10240]{0,1}"} : (tensor<10240x32xf32>) -> tensor<32x10240xf32>
    %229 = stablehlo.dot_general %219, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x10240xf32>) -> tensor<80x10240xf32>
    %230 = stablehlo.reshape %229 : (tensor<80x10240xf32>) -> tensor<2x40x10240xf32>
    %231 = stablehlo.multiply %227, %230 : tensor<2x40x10240xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x40x10240xf32>) -> tensor<80x10240xf32>
    %233 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10240,32]{0,1}"} : (tensor<32x10240xf32>) -> tensor<10240x32xf32>
    %234 = stablehlo.dot_general %232, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x10240xf32>, tensor<10240x32xf32>) -> tensor<80x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %236 = stablehlo.add %207, %235 : tensor<2x40x32xf32>
    %237 = stablehlo.power %236, %cst_54 : tensor<2x40x32xf32>
    %238 = stablehlo.reduce(%237 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %239 = stablehlo.multiply %238, %cst_53 : tensor<2x40xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %241 = stablehlo.add %240, %cst_52 : tensor<2x40x1xf32>
    %242 = stablehlo.rsqrt %241 : tensor<2x40x1xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %245 = stablehlo.multiply %236, %244 : tensor<2x40x32xf32>
    %246 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x40x32xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<2x40x32xf32>
    %248 = stablehlo.slice %247 [0:2, 32:40, 0:32] : (tensor<2x40x32xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %250 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %251 = stablehlo.dot_general %249, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %252 = stablehlo.reshape %251 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %253 = stablehlo.slice %252 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %254 = stablehlo.reduce(%253 init: %cst_64) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %256 = stablehlo.subtract %253, %255 : tensor<2x7x128xf32>
    %257 = stablehlo.exponential %256 : tensor<2x7x128xf32>
    %258 = stablehlo.reduce(%257 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %259 = stablehlo.log %258 : tensor<2x7xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %261 = stablehlo.subtract %256, %260 : tensor<2x7x128xf32>
    %262 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %264 = stablehlo.broadcast_in_dim %c_62, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %265 = stablehlo.compare  EQ, %263, %264 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %266 = stablehlo.convert %265 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %267 = stablehlo.convert %266 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %268 = stablehlo.multiply %261, %267 : tensor<2x7x128xf32>
    %269 = stablehlo.reduce(%268 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %270 = stablehlo.reduce(%269 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %271 = stablehlo.multiply %270, %cst_38 : tensor<f32>
    %272 = stablehlo.negate %271 : tensor<f32>
    %273 = stablehlo.multiply %arg26, %cst_37 : tensor<32xf32>
    %274 = stablehlo.transpose %116, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,40,40]{1,2,0}"} : (tensor<8x40x40xf32>) -> tensor<8x40x40xf32>
    %275 = stablehlo.multiply %267, %cst_34 : tensor<2x7x128xf32>
    %276 = stablehlo.exponential %261 : tensor<2x7x128xf32>
    %277 = stablehlo.reduce(%275 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %279 = stablehlo.multiply %276, %278 : tensor<2x7x128xf32>
    %280 = stablehlo.subtract %275, %279 : tensor<2x7x128xf32>
    %281 = stablehlo.pad %280, %cst_65, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %282 = stablehlo.select %c_35, %281, %cst_33 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %284 = stablehlo.dot_general %283, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.pad %285, %cst_65, low = [0, 32, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x40x32xf32>
    %287 = stablehlo.select %c_36, %286, %cst_32 : tensor<2x40x32xi1>, tensor<2x40x32xf32>
    %288 = stablehlo.multiply %287, %246 : tensor<2x40x32xf32>
    %289 = stablehlo.multiply %288, %244 : tensor<2x40x32xf32>
    %290 = stablehlo.multiply %288, %236 : tensor<2x40x32xf32>
    %291 = stablehlo.reduce(%290 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %293 = stablehlo.multiply %292, %cst_31 : tensor<2x40x1xf32>
    %294 = stablehlo.power %242, %cst_30 : tensor<2x40x1xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<2x40x1xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %298 = stablehlo.divide %297, %cst_29 : tensor<2x40x32xf32>
    %299 = stablehlo.power %236, %cst_28 : tensor<2x40x32xf32>
    %300 = stablehlo.multiply %299, %cst_54 : tensor<2x40x32xf32>
    %301 = stablehlo.multiply %298, %300 : tensor<2x40x32xf32>
    %302 = stablehlo.add %289, %301 : tensor<2x40x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %304 = stablehlo.dot_general %303, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x10240xf32>) -> tensor<80x10240xf32>
    %305 = stablehlo.reshape %304 : (tensor<80x10240xf32>) -> tensor<2x40x10240xf32>
    %306 = stablehlo.multiply %305, %227 : tensor<2x40x10240xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x40x10240xf32>) -> tensor<80x10240xf32>
    %308 = stablehlo.dot_general %307, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x10240xf32>, tensor<10240x32xf32>) -> tensor<80x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %310 = stablehlo.multiply %305, %230 : tensor<2x40x10240xf32>
    %311 = stablehlo.multiply %226, %cst_41 : tensor<2x40x10240xf32>
    %312 = stablehlo.multiply %222, %222 : tensor<2x40x10240xf32>
    %313 = stablehlo.multiply %312, %cst_27 : tensor<2x40x10240xf32>
    %314 = stablehlo.exponential %313 : tensor<2x40x10240xf32>
    %315 = stablehlo.multiply %314, %cst_26 : tensor<2x40x10240xf32>
    %316 = stablehlo.multiply %222, %315 : tensor<2x40x10240xf32>
    %317 = stablehlo.add %311, %316 : tensor<2x40x10240xf32>
    %318 = stablehlo.multiply %310, %317 : tensor<2x40x10240xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x40x10240xf32>) -> tensor<80x10240xf32>
    %320 = stablehlo.dot_general %319, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x10240xf32>, tensor<10240x32xf32>) -> tensor<80x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %322 = stablehlo.add %309, %321 : tensor<2x40x32xf32>
    %323 = stablehlo.multiply %322, %217 : tensor<2x40x32xf32>
    %324 = stablehlo.multiply %323, %215 : tensor<2x40x32xf32>
    %325 = stablehlo.add %302, %324 : tensor<2x40x32xf32>
    %326 = stablehlo.multiply %323, %207 : tensor<2x40x32xf32>
    %327 = stablehlo.reduce(%326 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %329 = stablehlo.multiply %328, %cst_31 : tensor<2x40x1xf32>
    %330 = stablehlo.power %213, %cst_30 : tensor<2x40x1xf32>
    %331 = stablehlo.multiply %329, %330 : tensor<2x40x1xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %334 = stablehlo.divide %333, %cst_29 : tensor<2x40x32xf32>
    %335 = stablehlo.power %207, %cst_28 : tensor<2x40x32xf32>
    %336 = stablehlo.multiply %335, %cst_54 : tensor<2x40x32xf32>
    %337 = stablehlo.multiply %334, %336 : tensor<2x40x32xf32>
    %338 = stablehlo.add %325, %337 : tensor<2x40x32xf32>
    %339 = stablehlo.transpose %194, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,40,40]{1,2,0}"} : (tensor<8x40x40xf32>) -> tensor<8x40x40xf32>
    %340 = stablehlo.reshape %338 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %341 = stablehlo.dot_general %340, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %342 = stablehlo.reshape %341 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %343 = stablehlo.transpose %342, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,40,128]{3,1,2,0}"} : (tensor<2x40x4x128xf32>) -> tensor<2x4x40x128xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x4x40x128xf32>) -> tensor<8x40x128xf32>
    %345 = stablehlo.dot_general %339, %344, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x40xf32>, tensor<8x40x128xf32>) -> tensor<8x40x128xf32>
    %346 = stablehlo.reshape %345 : (tensor<8x40x128xf32>) -> tensor<2x4x40x128xf32>
    %347 = stablehlo.transpose %346, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,40,4,128]{3,1,2,0}"} : (tensor<2x4x40x128xf32>) -> tensor<2x40x4x128xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %349 = stablehlo.dot_general %348, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %350 = stablehlo.reshape %349 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %351 = stablehlo.transpose %175, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,128,40]{1,2,0}"} : (tensor<8x40x128xf32>) -> tensor<8x128x40xf32>
    %352 = stablehlo.transpose %199, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,128,40]{1,2,0}"} : (tensor<8x40x128xf32>) -> tensor<8x128x40xf32>
    %353 = stablehlo.dot_general %344, %352, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x128xf32>, tensor<8x128x40xf32>) -> tensor<8x40x40xf32>
    %354 = stablehlo.reshape %353 : (tensor<8x40x40xf32>) -> tensor<2x4x40x40xf32>
    %355 = stablehlo.select %45, %cst_56, %354 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %356 = stablehlo.multiply %355, %192 : tensor<2x4x40x40xf32>
    %357 = stablehlo.reduce(%356 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<2x4x40x40xf32>, tensor<f32>) -> tensor<2x4x40xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<2x4x40xf32>) -> tensor<2x4x40x40xf32>
    %359 = stablehlo.multiply %192, %358 : tensor<2x4x40x40xf32>
    %360 = stablehlo.subtract %356, %359 : tensor<2x4x40x40xf32>
    %361 = stablehlo.select %45, %cst_56, %360 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %362 = stablehlo.divide %361, %cst_51 : tensor<2x4x40x40xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x4x40x40xf32>) -> tensor<8x40x40xf32>
    %364 = stablehlo.dot_general %351, %363, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x40xf32>, tensor<8x40x40xf32>) -> tensor<8x128x40xf32>
    %365 = stablehlo.reshape %364 : (tensor<8x128x40xf32>) -> tensor<2x4x128x40xf32>
    %366 = stablehlo.transpose %365, dims = [0, 3, 1, 2] : (tensor<2x4x128x40xf32>) -> tensor<2x40x4x128xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %368 = stablehlo.dot_general %367, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %369 = stablehlo.reshape %368 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %370 = stablehlo.add %350, %369 : tensor<2x40x32xf32>
    %371 = stablehlo.transpose %180, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,40,128]{1,2,0}"} : (tensor<8x128x40xf32>) -> tensor<8x40x128xf32>
    %372 = stablehlo.dot_general %363, %371, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x40xf32>, tensor<8x40x128xf32>) -> tensor<8x40x128xf32>
    %373 = stablehlo.reshape %372 : (tensor<8x40x128xf32>) -> tensor<2x4x40x128xf32>
    %374 = stablehlo.transpose %373, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,40,4,128]{3,1,2,0}"} : (tensor<2x4x40x128xf32>) -> tensor<2x40x4x128xf32>
    %375 = stablehlo.reshape %374 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %376 = stablehlo.dot_general %375, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %377 = stablehlo.reshape %376 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %378 = stablehlo.add %370, %377 : tensor<2x40x32xf32>
    %379 = stablehlo.multiply %378, %168 : tensor<2x40x32xf32>
    %380 = stablehlo.multiply %379, %166 : tensor<2x40x32xf32>
    %381 = stablehlo.add %338, %380 : tensor<2x40x32xf32>
    %382 = stablehlo.multiply %379, %158 : tensor<2x40x32xf32>
    %383 = stablehlo.reduce(%382 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %385 = stablehlo.multiply %384, %cst_31 : tensor<2x40x1xf32>
    %386 = stablehlo.power %164, %cst_30 : tensor<2x40x1xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<2x40x1xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %390 = stablehlo.divide %389, %cst_29 : tensor<2x40x32xf32>
    %391 = stablehlo.power %158, %cst_28 : tensor<2x40x32xf32>
    %392 = stablehlo.multiply %391, %cst_54 : tensor<2x40x32xf32>
    %393 = stablehlo.multiply %390, %392 : tensor<2x40x32xf32>
    %394 = stablehlo.add %381, %393 : tensor<2x40x32xf32>
    %395 = stablehlo.reshape %394 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %396 = stablehlo.dot_general %395, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x10240xf32>) -> tensor<80x10240xf32>
    %397 = stablehlo.reshape %396 : (tensor<80x10240xf32>) -> tensor<2x40x10240xf32>
    %398 = stablehlo.multiply %397, %149 : tensor<2x40x10240xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x40x10240xf32>) -> tensor<80x10240xf32>
    %400 = stablehlo.dot_general %399, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x10240xf32>, tensor<10240x32xf32>) -> tensor<80x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %402 = stablehlo.multiply %397, %152 : tensor<2x40x10240xf32>
    %403 = stablehlo.multiply %148, %cst_41 : tensor<2x40x10240xf32>
    %404 = stablehlo.multiply %144, %144 : tensor<2x40x10240xf32>
    %405 = stablehlo.multiply %404, %cst_27 : tensor<2x40x10240xf32>
    %406 = stablehlo.exponential %405 : tensor<2x40x10240xf32>
    %407 = stablehlo.multiply %406, %cst_26 : tensor<2x40x10240xf32>
    %408 = stablehlo.multiply %144, %407 : tensor<2x40x10240xf32>
    %409 = stablehlo.add %403, %408 : tensor<2x40x10240xf32>
    %410 = stablehlo.multiply %402, %409 : tensor<2x40x10240xf32>
    %411 = stablehlo.reshape %410 : (tensor<2x40x10240xf32>) -> tensor<80x10240xf32>
    %412 = stablehlo.dot_general %411, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x10240xf32>, tensor<10240x32xf32>) -> tensor<80x32xf32>
    %413 = stablehlo.reshape %412 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %414 = stablehlo.add %401, %413 : tensor<2x40x32xf32>
    %415 = stablehlo.multiply %414, %139 : tensor<2x40x32xf32>
    %416 = stablehlo.multiply %415, %137 : tensor<2x40x32xf32>
    %417 = stablehlo.add %394, %416 : tensor<2x40x32xf32>
    %418 = stablehlo.multiply %415, %129 : tensor<2x40x32xf32>
    %419 = stablehlo.reduce(%418 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %421 = stablehlo.multiply %420, %cst_31 : tensor<2x40x1xf32>
    %422 = stablehlo.power %135, %cst_30 : tensor<2x40x1xf32>
    %423 = stablehlo.multiply %421, %422 : tensor<2x40x1xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %426 = stablehlo.divide %425, %cst_29 : tensor<2x40x32xf32>
    %427 = stablehlo.power %129, %cst_28 : tensor<2x40x32xf32>
    %428 = stablehlo.multiply %427, %cst_54 : tensor<2x40x32xf32>
    %429 = stablehlo.multiply %426, %428 : tensor<2x40x32xf32>
    %430 = stablehlo.add %417, %429 : tensor<2x40x32xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x40x32xf32>) -> tensor<80x32xf32>
    %432 = stablehlo.dot_general %431, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x32xf32>, tensor<32x512xf32>) -> tensor<80x512xf32>
    %433 = stablehlo.reshape %432 : (tensor<80x512xf32>) -> tensor<2x40x4x128xf32>
    %434 = stablehlo.transpose %433, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,40,128]{3,1,2,0}"} : (tensor<2x40x4x128xf32>) -> tensor<2x4x40x128xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x4x40x128xf32>) -> tensor<8x40x128xf32>
    %436 = stablehlo.dot_general %274, %435, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x40xf32>, tensor<8x40x128xf32>) -> tensor<8x40x128xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x40x128xf32>) -> tensor<2x4x40x128xf32>
    %438 = stablehlo.transpose %437, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,40,4,128]{3,1,2,0}"} : (tensor<2x4x40x128xf32>) -> tensor<2x40x4x128xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %440 = stablehlo.dot_general %439, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %441 = stablehlo.reshape %440 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %442 = stablehlo.transpose %62, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,128,40]{1,2,0}"} : (tensor<8x40x128xf32>) -> tensor<8x128x40xf32>
    %443 = stablehlo.transpose %121, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,128,40]{1,2,0}"} : (tensor<8x40x128xf32>) -> tensor<8x128x40xf32>
    %444 = stablehlo.dot_general %435, %443, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x128xf32>, tensor<8x128x40xf32>) -> tensor<8x40x40xf32>
    %445 = stablehlo.reshape %444 : (tensor<8x40x40xf32>) -> tensor<2x4x40x40xf32>
    %446 = stablehlo.select %45, %cst_56, %445 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %447 = stablehlo.multiply %446, %114 : tensor<2x4x40x40xf32>
    %448 = stablehlo.reduce(%447 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<2x4x40x40xf32>, tensor<f32>) -> tensor<2x4x40xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<2x4x40xf32>) -> tensor<2x4x40x40xf32>
    %450 = stablehlo.multiply %114, %449 : tensor<2x4x40x40xf32>
    %451 = stablehlo.subtract %447, %450 : tensor<2x4x40x40xf32>
    %452 = stablehlo.select %45, %cst_56, %451 : tensor<2x4x40x40xi1>, tensor<2x4x40x40xf32>
    %453 = stablehlo.divide %452, %cst_51 : tensor<2x4x40x40xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x4x40x40xf32>) -> tensor<8x40x40xf32>
    %455 = stablehlo.dot_general %442, %454, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x40xf32>, tensor<8x40x40xf32>) -> tensor<8x128x40xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x128x40xf32>) -> tensor<2x4x128x40xf32>
    %457 = stablehlo.transpose %456, dims = [0, 3, 1, 2] : (tensor<2x4x128x40xf32>) -> tensor<2x40x4x128xf32>
    %458 = stablehlo.reshape %457 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %459 = stablehlo.dot_general %458, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %460 = stablehlo.reshape %459 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %461 = stablehlo.add %441, %460 : tensor<2x40x32xf32>
    %462 = stablehlo.transpose %67, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,40,128]{1,2,0}"} : (tensor<8x128x40xf32>) -> tensor<8x40x128xf32>
    %463 = stablehlo.dot_general %454, %462, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x40x40xf32>, tensor<8x40x128xf32>) -> tensor<8x40x128xf32>
    %464 = stablehlo.reshape %463 : (tensor<8x40x128xf32>) -> tensor<2x4x40x128xf32>
    %465 = stablehlo.transpose %464, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,40,4,128]{3,1,2,0}"} : (tensor<2x4x40x128xf32>) -> tensor<2x40x4x128xf32>
    %466 = stablehlo.reshape %465 : (tensor<2x40x4x128xf32>) -> tensor<80x512xf32>
    %467 = stablehlo.dot_general %466, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<80x512xf32>, tensor<512x32xf32>) -> tensor<80x32xf32>
    %468 = stablehlo.reshape %467 : (tensor<80x32xf32>) -> tensor<2x40x32xf32>
    %469 = stablehlo.add %461, %468 : tensor<2x40x32xf32>
    %470 = stablehlo.multiply %469, %54 : tensor<2x40x32xf32>
    %471 = stablehlo.reduce(%470 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<32xf32>
    %472 = stablehlo.add %273, %471 : tensor<32xf32>
    %473 = stablehlo.multiply %472, %cst_25 : tensor<32xf32>
    %474 = stablehlo.subtract %arg14, %473 : tensor<32xf32>
    %475 = stablehlo.multiply %arg27, %cst_24 : tensor<512x32xf32>
    %476 = stablehlo.transpose %466, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,80]{0,1}"} : (tensor<80x512xf32>) -> tensor<512x80xf32>
    %477 = stablehlo.dot_general %476, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x80xf32>, tensor<80x32xf32>) -> tensor<512x32xf32>
    %478 = stablehlo.add %475, %477 : tensor<512x32xf32>
    %479 = stablehlo.multiply %478, %cst_23 : tensor<512x32xf32>
    %480 = stablehlo.subtract %arg19, %479 : tensor<512x32xf32>
    %481 = stablehlo.multiply %arg28, %cst_24 : tensor<512x32xf32>
    %482 = stablehlo.transpose %458, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,80]{0,1}"} : (tensor<80x512xf32>) -> tensor<512x80xf32>
    %483 = stablehlo.dot_general %482, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x80xf32>, tensor<80x32xf32>) -> tensor<512x32xf32>
    %484 = stablehlo.add %481, %483 : tensor<512x32xf32>
    %485 = stablehlo.multiply %484, %cst_23 : tensor<512x32xf32>
    %486 = stablehlo.subtract %arg18, %485 : tensor<512x32xf32>
    %487 = stablehlo.multiply %arg29, %cst_24 : tensor<512x32xf32>
    %488 = stablehlo.transpose %439, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,80]{0,1}"} : (tensor<80x512xf32>) -> tensor<512x80xf32>
    %489 = stablehlo.dot_general %488, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x80xf32>, tensor<80x32xf32>) -> tensor<512x32xf32>
    %490 = stablehlo.add %487, %489 : tensor<512x32xf32>
    %491 = stablehlo.multiply %490, %cst_23 : tensor<512x32xf32>
    %492 = stablehlo.subtract %arg13, %491 : tensor<512x32xf32>
    %493 = stablehlo.multiply %arg30, %cst_22 : tensor<32x512xf32>
    %494 = stablehlo.transpose %431, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,80]{0,1}"} : (tensor<80x32xf32>) -> tensor<32x80xf32>
    %495 = stablehlo.dot_general %494, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x80xf32>, tensor<80x512xf32>) -> tensor<32x512xf32>
    %496 = stablehlo.add %493, %495 : tensor<32x512xf32>
    %497 = stablehlo.multiply %496, %cst_21 : tensor<32x512xf32>
    %498 = stablehlo.subtract %arg12, %497 : tensor<32x512xf32>
    %499 = stablehlo.multiply %arg31, %cst_37 : tensor<32xf32>
    %500 = stablehlo.multiply %414, %138 : tensor<2x40x32xf32>
    %501 = stablehlo.reduce(%500 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<32xf32>
    %502 = stablehlo.add %499, %501 : tensor<32xf32>
    %503 = stablehlo.multiply %502, %cst_25 : tensor<32xf32>
    %504 = stablehlo.subtract %arg11, %503 : tensor<32xf32>
    %505 = stablehlo.multiply %arg32, %cst_20 : tensor<10240x32xf32>
    %506 = stablehlo.transpose %411, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10240,80]{0,1}"} : (tensor<80x10240xf32>) -> tensor<10240x80xf32>
    %507 = stablehlo.dot_general %506, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10240x80xf32>, tensor<80x32xf32>) -> tensor<10240x32xf32>
    %508 = stablehlo.add %505, %507 : tensor<10240x32xf32>
    %509 = stablehlo.multiply %508, %cst_19 : tensor<10240x32xf32>
    %510 = stablehlo.subtract %arg22, %509 : tensor<10240x32xf32>
    %511 = stablehlo.multiply %arg33, %cst_20 : tensor<10240x32xf32>
    %512 = stablehlo.transpose %399, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10240,80]{0,1}"} : (tensor<80x10240xf32>) -> tensor<10240x80xf32>
    %513 = stablehlo.dot_general %512, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10240x80xf32>, tensor<80x32xf32>) -> tensor<10240x32xf32>
    %514 = stablehlo.add %511, %513 : tensor<10240x32xf32>
    %515 = stablehlo.multiply %514, %cst_19 : tensor<10240x32xf32>
    %516 = stablehlo.subtract %arg10, %515 : tensor<10240x32xf32>
    %517 = stablehlo.multiply %arg34, %cst_18 : tensor<32x10240xf32>
    %518 = stablehlo.transpose %395, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,80]{0,1}"} : (tensor<80x32xf32>) -> tensor<32x80xf32>
    %519 = stablehlo.dot_general %518, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x80xf32>, tensor<80x10240xf32>) -> tensor<32x10240xf32>
    %520 = stablehlo.add %517, %519 : tensor<32x10240xf32>
    %521 = stablehlo.multiply %520, %cst_17 : tensor<32x10240xf32>
    %522 = stablehlo.subtract %arg9, %521 : tensor<32x10240xf32>
    %523 = stablehlo.multiply %arg35, %cst_37 : tensor<32xf32>
    %524 = stablehlo.multiply %378, %167 : tensor<2x40x32xf32>
    %525 = stablehlo.reduce(%524 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<32xf32>
    %526 = stablehlo.add %523, %525 : tensor<32xf32>
    %527 = stablehlo.multiply %526, %cst_25 : tensor<32xf32>
    %528 = stablehlo.subtract %arg8, %527 : tensor<32xf32>
    %529 = stablehlo.multiply %arg36, %cst_24 : tensor<512x32xf32>
    %530 = stablehlo.transpose %375, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,80]{0,1}"} : (tensor<80x512xf32>) -> tensor<512x80xf32>
    %531 = stablehlo.dot_general %530, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x80xf32>, tensor<80x32xf32>) -> tensor<512x32xf32>
    %532 = stablehlo.add %529, %531 : tensor<512x32xf32>
    %533 = stablehlo.multiply %532, %cst_23 : tensor<512x32xf32>
    %534 = stablehlo.subtract %arg24, %533 : tensor<512x32xf32>
    %535 = stablehlo.multiply %arg37, %cst_24 : tensor<512x32xf32>
    %536 = stablehlo.transpose %367, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,80]{0,1}"} : (tensor<80x512xf32>) -> tensor<512x80xf32>
    %537 = stablehlo.dot_general %536, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x80xf32>, tensor<80x32xf32>) -> tensor<512x32xf32>
    %538 = stablehlo.add %535, %537 : tensor<512x32xf32>
    %539 = stablehlo.multiply %538, %cst_23 : tensor<512x32xf32>
    %540 = stablehlo.subtract %arg23, %539 : tensor<512x32xf32>
    %541 = stablehlo.multiply %arg38, %cst_24 : tensor<512x32xf32>
    %542 = stablehlo.transpose %348, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,80]{0,1}"} : (tensor<80x512xf32>) -> tensor<512x80xf32>
    %543 = stablehlo.dot_general %542, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x80xf32>, tensor<80x32xf32>) -> tensor<512x32xf32>
    %544 = stablehlo.add %541, %543 : tensor<512x32xf32>
    %545 = stablehlo.multiply %544, %cst_23 : tensor<512x32xf32>
    %546 = stablehlo.subtract %arg7, %545 : tensor<512x32xf32>
    %547 = stablehlo.multiply %arg39, %cst_22 : tensor<32x512xf32>
    %548 = stablehlo.transpose %340, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,80]{0,1}"} : (tensor<80x32xf32>) -> tensor<32x80xf32>
    %549 = stablehlo.dot_general %548, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x80xf32>, tensor<80x512xf32>) -> tensor<32x512xf32>
    %550 = stablehlo.add %547, %549 : tensor<32x512xf32>
    %551 = stablehlo.multiply %550, %cst_21 : tensor<32x512xf32>
    %552 = stablehlo.subtract %arg6, %551 : tensor<32x512xf32>
    %553 = stablehlo.multiply %arg40, %cst_37 : tensor<32xf32>
    %554 = stablehlo.multiply %322, %216 : tensor<2x40x32xf32>
    %555 = stablehlo.reduce(%554 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<32xf32>
    %556 = stablehlo.add %553, %555 : tensor<32xf32>
    %557 = stablehlo.multiply %556, %cst_25 : tensor<32xf32>
    %558 = stablehlo.subtract %arg5, %557 : tensor<32xf32>
    %559 = stablehlo.multiply %arg41, %cst_20 : tensor<10240x32xf32>
    %560 = stablehlo.transpose %319, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10240,80]{0,1}"} : (tensor<80x10240xf32>) -> tensor<10240x80xf32>
    %561 = stablehlo.dot_general %560, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10240x80xf32>, tensor<80x32xf32>) -> tensor<10240x32xf32>
    %562 = stablehlo.add %559, %561 : tensor<10240x32xf32>
    %563 = stablehlo.multiply %562, %cst_19 : tensor<10240x32xf32>
    %564 = stablehlo.subtract %arg25, %563 : tensor<10240x32xf32>
    %565 = stablehlo.multiply %arg42, %cst_20 : tensor<10240x32xf32>
    %566 = stablehlo.transpose %307, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[10240,80]{0,1}"} : (tensor<80x10240xf32>) -> tensor<10240x80xf32>
    %567 = stablehlo.dot_general %566, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10240x80xf32>, tensor<80x32xf32>) -> tensor<10240x32xf32>
    %568 = stablehlo.add %565, %567 : tensor<10240x32xf32>
    %569 = stablehlo.multiply %568, %cst_19 : tensor<10240x32xf32>
    %570 = stablehlo.subtract %arg4, %569 : tensor<10240x32xf32>
    %571 = stablehlo.multiply %arg43, %cst_18 : tensor<32x10240xf32>
    %572 = stablehlo.transpose %303, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,80]{0,1}"} : (tensor<80x32xf32>) -> tensor<32x80xf32>
    %573 = stablehlo.dot_general %572, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x80xf32>, tensor<80x10240xf32>) -> tensor<32x10240xf32>
    %574 = stablehlo.add %571, %573 : tensor<32x10240xf32>
    %575 = stablehlo.multiply %574, %cst_17 : tensor<32x10240xf32>
    %576 = stablehlo.subtract %arg3, %575 : tensor<32x10240xf32>
    %577 = stablehlo.multiply %arg44, %cst_37 : tensor<32xf32>
    %578 = stablehlo.multiply %287, %245 : tensor<2x40x32xf32>
    %579 = stablehlo.reduce(%578 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<32xf32>
    %580 = stablehlo.add %577, %579 : tensor<32xf32>
    %581 = stablehlo.multiply %580, %cst_25 : tensor<32xf32>
    %582 = stablehlo.subtract %arg2, %581 : tensor<32xf32>
    %583 = stablehlo.multiply %arg45, %cst_16 : tensor<32x32xf32>
    %584 = stablehlo.convert %10 : (tensor<2x40xi32>) -> tensor<2x40xi64>
    %585 = stablehlo.compare  LT, %584, %c_14 : (tensor<2x40xi64>, tensor<2x40xi64>) -> tensor<2x40xi1>
    %586 = stablehlo.add %584, %c_13 : tensor<2x40xi64>
    %587 = stablehlo.select %585, %586, %584 : tensor<2x40xi1>, tensor<2x40xi64>
    %588 = stablehlo.reshape %587 : (tensor<2x40xi64>) -> tensor<2x40x1xi64>
    %589 = stablehlo.compare  EQ, %584, %c_12 : (tensor<2x40xi64>, tensor<2x40xi64>) -> tensor<2x40xi1>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<2x40xi1>) -> tensor<2x40x32xi1>
    %591 = stablehlo.multiply %469, %55 : tensor<2x40x32xf32>
    %592 = stablehlo.multiply %591, %53 : tensor<2x40x32xf32>
    %593 = stablehlo.add %430, %592 : tensor<2x40x32xf32>
    %594 = stablehlo.multiply %591, %14 : tensor<2x40x32xf32>
    %595 = stablehlo.reduce(%594 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<2x40xf32>
    %596 = stablehlo.reshape %595 : (tensor<2x40xf32>) -> tensor<2x40x1xf32>
    %597 = stablehlo.multiply %596, %cst_31 : tensor<2x40x1xf32>
    %598 = stablehlo.power %51, %cst_30 : tensor<2x40x1xf32>
    %599 = stablehlo.multiply %597, %598 : tensor<2x40x1xf32>
    %600 = stablehlo.reshape %599 : (tensor<2x40x1xf32>) -> tensor<2x40xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<2x40xf32>) -> tensor<2x40x32xf32>
    %602 = stablehlo.divide %601, %cst_29 : tensor<2x40x32xf32>
    %603 = stablehlo.power %14, %cst_28 : tensor<2x40x32xf32>
    %604 = stablehlo.multiply %603, %cst_54 : tensor<2x40x32xf32>
    %605 = stablehlo.multiply %602, %604 : tensor<2x40x32xf32>
    %606 = stablehlo.add %593, %605 : tensor<2x40x32xf32>
    %607 = stablehlo.select %590, %cst_32, %606 : tensor<2x40x32xi1>, tensor<2x40x32xf32>
    %608 = "stablehlo.scatter"(%cst_15, %588, %607) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %646 = stablehlo.add %arg49, %arg50 : tensor<f32>
      stablehlo.return %646 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<2x40x1xi64>, tensor<2x40x32xf32>) -> tensor<32x32xf32>
    %609 = stablehlo.add %583, %608 : tensor<32x32xf32>
    %610 = stablehlo.multiply %609, %cst_11 : tensor<32x32xf32>
    %611 = stablehlo.subtract %arg15, %610 : tensor<32x32xf32>
    %612 = stablehlo.multiply %arg46, %cst_10 : tensor<1152x32xf32>
    %613 = stablehlo.convert %2 : (tensor<2x40xi32>) -> tensor<2x40xi64>
    %614 = stablehlo.compare  LT, %613, %c_14 : (tensor<2x40xi64>, tensor<2x40xi64>) -> tensor<2x40xi1>
    %615 = stablehlo.add %613, %c_8 : tensor<2x40xi64>
    %616 = stablehlo.select %614, %615, %613 : tensor<2x40xi1>, tensor<2x40xi64>
    %617 = stablehlo.reshape %616 : (tensor<2x40xi64>) -> tensor<2x40x1xi64>
    %618 = stablehlo.compare  EQ, %613, %c_12 : (tensor<2x40xi64>, tensor<2x40xi64>) -> tensor<2x40xi1>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1] : (tensor<2x40xi1>) -> tensor<2x40x32xi1>
    %620 = stablehlo.select %619, %cst_32, %606 : tensor<2x40x32xi1>, tensor<2x40x32xf32>
    %621 = "stablehlo.scatter"(%cst_9, %617, %620) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %646 = stablehlo.add %arg49, %arg50 : tensor<f32>
      stablehlo.return %646 : tensor<f32>
    }) : (tensor<1152x32xf32>, tensor<2x40x1xi64>, tensor<2x40x32xf32>) -> tensor<1152x32xf32>
    %622 = stablehlo.add %612, %621 : tensor<1152x32xf32>
    %623 = stablehlo.multiply %622, %cst_7 : tensor<1152x32xf32>
    %624 = stablehlo.subtract %arg16, %623 : tensor<1152x32xf32>
    %625 = stablehlo.multiply %arg47, %cst_6 : tensor<1536x4xf32>
    %626 = stablehlo.convert %101 : (tensor<2x40x40xi32>) -> tensor<2x40x40xi64>
    %627 = stablehlo.compare  LT, %626, %c_4 : (tensor<2x40x40xi64>, tensor<2x40x40xi64>) -> tensor<2x40x40xi1>
    %628 = stablehlo.add %626, %c_3 : tensor<2x40x40xi64>
    %629 = stablehlo.select %627, %628, %626 : tensor<2x40x40xi1>, tensor<2x40x40xi64>
    %630 = stablehlo.reshape %629 : (tensor<2x40x40xi64>) -> tensor<2x40x40x1xi64>
    %631 = stablehlo.compare  EQ, %626, %c : (tensor<2x40x40xi64>, tensor<2x40x40xi64>) -> tensor<2x40x40xi1>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<2x40x40xi1>) -> tensor<2x40x40x4xi1>
    %633 = stablehlo.add %361, %452 : tensor<2x4x40x40xf32>
    %634 = stablehlo.transpose %633, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,40,40,4]{2,1,3,0}"} : (tensor<2x4x40x40xf32>) -> tensor<2x40x40x4xf32>
    %635 = stablehlo.select %632, %cst_2, %634 : tensor<2x40x40x4xi1>, tensor<2x40x40x4xf32>
    %636 = "stablehlo.scatter"(%cst_5, %630, %635) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %646 = stablehlo.add %arg49, %arg50 : tensor<f32>
      stablehlo.return %646 : tensor<f32>
    }) : (tensor<1536x4xf32>, tensor<2x40x40x1xi64>, tensor<2x40x40x4xf32>) -> tensor<1536x4xf32>
    %637 = stablehlo.add %625, %636 : tensor<1536x4xf32>
    %638 = stablehlo.multiply %637, %cst_1 : tensor<1536x4xf32>
    %639 = stablehlo.subtract %arg17, %638 : tensor<1536x4xf32>
    %640 = stablehlo.multiply %arg48, %cst_0 : tensor<128x32xf32>
    %641 = stablehlo.transpose %283, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %642 = stablehlo.dot_general %641, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %643 = stablehlo.add %640, %642 : tensor<128x32xf32>
    %644 = stablehlo.multiply %643, %cst : tensor<128x32xf32>
    %645 = stablehlo.subtract %arg1, %644 : tensor<128x32xf32>
    return %272, %474, %480, %486, %492, %498, %504, %510, %516, %522, %528, %534, %540, %546, %552, %558, %564, %570, %576, %582, %611, %624, %639, %645, %472, %478, %484, %490, %496, %502, %508, %514, %520, %526, %532, %538, %544, %550, %556, %562, %568, %574, %580, %609, %622, %637, %643 : tensor<f32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<1152x32xf32>, tensor<1536x4xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<32x512xf32>, tensor<32xf32>, tensor<10240x32xf32>, tensor<10240x32xf32>, tensor<32x10240xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<1152x32xf32>, tensor<1536x4xf32>, tensor<128x32xf32>
  }
}
