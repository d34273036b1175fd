//! The bounded-dynamism mechanism of design.md: a static padded argument,
//! the real size as an `i32` argument, and `stablehlo.set_dimension_size`
//! inside the program. One executable must serve every size up to the
//! bound, and padding past the real size must not leak into the result.

use crate::{compile, tensor};
use runtime::HostTensor;

const SUM_FIRST_N: &str = r#"
func.func @main(%x: tensor<8xf32>, %n: tensor<i32>) -> tensor<f32> {
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<8xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<8>>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%d init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<?xf32, #stablehlo.bounds<8>>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}"#;

#[test]
fn one_executable_sums_the_first_n_elements() {
    let exe = compile(SUM_FIRST_N);
    // Powers of two: every partial sum is exact and distinct, so a wrong
    // length (or padding included) cannot give the right answer by chance.
    let x: Vec<f32> = (0..8).map(|i| (1u32 << i) as f32).collect();
    let padded = tensor(&[8], &x);
    for n in [1i32, 3, 5, 8, 0] {
        let out = exe.run(&[padded.clone(), HostTensor::scalar(n)]).unwrap_or_else(|e| panic!("n = {n}: {e}"));
        let want: f32 = x[..n as usize].iter().sum();
        assert_eq!(out[0].shape, Vec::<i64>::new());
        assert_eq!(out[0].to_vec::<f32>().unwrap(), vec![want], "n = {n}");
    }
}

#[test]
fn garbage_in_the_padding_is_ignored() {
    let exe = compile(SUM_FIRST_N);
    let x = [1.0f32, 2.0, 3.0, 1e30, -1e30, f32::NAN, 7.0, 9.0];
    let out = exe.run(&[tensor(&[8], &x), HostTensor::scalar(3i32)]).unwrap();
    assert_eq!(out[0].to_vec::<f32>().unwrap(), vec![6.0]);
}

/// A program whose output is bounded dynamic (`set_dimension_size` returned as it is): the
/// buffer's dims are the bound, its true size what `set_dimension_size` set; it comes back to the
/// host at its true size with its values, not as an error about its host layout.
#[test]
fn a_bounded_dynamic_output_comes_back_at_its_true_size() {
    let exe = compile(
        r#"
func.func @main(%x: tensor<8xf32>, %n: tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<8>> {
  %d = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<8xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<8>>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %t = stablehlo.broadcast_in_dim %two, dims = [] : (tensor<f32>) -> tensor<8xf32>
  %td = stablehlo.set_dimension_size %t, %n, dim = 0 : (tensor<8xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<8>>
  %y = stablehlo.multiply %d, %td : tensor<?xf32, #stablehlo.bounds<8>>
  return %y : tensor<?xf32, #stablehlo.bounds<8>>
}"#,
    );
    let x: Vec<f32> = (1..=8).map(|i| i as f32).collect();
    for n in [3i32, 8, 1] {
        let out = exe.run(&[tensor(&[8], &x), HostTensor::scalar(n)]).unwrap_or_else(|e| panic!("n = {n}: {e}"));
        let want: Vec<f32> = x[..n as usize].iter().map(|v| v * 2.0).collect();
        assert_eq!(out[0].shape, vec![n as i64], "n = {n}");
        assert_eq!(out[0].to_vec::<f32>().unwrap(), want, "n = {n}");
    }
}
