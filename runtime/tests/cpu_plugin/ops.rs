//! One program per StableHLO op family the model definitions rely on
//! (dot_general, convolution, reduce, broadcast_in_dim, gather, iota,
//! compare/select, while): each compiles on the CPU plugin and returns the
//! values a plain-Rust reference computes.

use crate::{assert_close, f32s, run, tensor};

/// Deterministic, distinct, non-trivial values: 0.5, -0.25, 1.0, ...
fn values(n: usize, seed: usize) -> Vec<f32> {
    (0..n).map(|k| (((k * 7 + seed * 3) % 11) as f32 - 5.0) / 4.0).collect()
}

#[test]
fn dot_general_batched_matmul() {
    let program = r#"
func.func @main(%a: tensor<2x2x3xf32>, %b: tensor<2x3x2xf32>) -> tensor<2x2x2xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x3xf32>, tensor<2x3x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}"#;
    let (a, b) = (values(12, 1), values(12, 2));
    let out = run(program, &[tensor(&[2, 2, 3], &a), tensor(&[2, 3, 2], &b)]);
    let mut want = vec![0f32; 8];
    for n in 0..2 {
        for i in 0..2 {
            for j in 0..2 {
                want[n * 4 + i * 2 + j] = (0..3).map(|k| a[n * 6 + i * 3 + k] * b[n * 6 + k * 2 + j]).sum();
            }
        }
    }
    assert_close(&f32s(&out[0], &[2, 2, 2]), &want, 1e-6);
}

#[test]
fn convolution_2d_nhwc_with_padding() {
    // Input 1x4x4x1 (NHWC), kernel 2x2x1x2 (HWIO), stride 1, padding one
    // row on top and one column on the right: output 1x4x4x2.
    let program = r#"
func.func @main(%x: tensor<1x4x4x1xf32>, %k: tensor<2x2x1x2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<2x2x1x2xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}"#;
    let (x, k) = (values(16, 3), values(8, 4));
    let out = run(program, &[tensor(&[1, 4, 4, 1], &x), tensor(&[2, 2, 1, 2], &k)]);
    let mut want = vec![0f32; 32];
    for oh in 0..4i64 {
        for ow in 0..4i64 {
            for o in 0..2 {
                let mut s = 0f32;
                for kh in 0..2i64 {
                    for kw in 0..2i64 {
                        let (h, w) = (oh + kh - 1, ow + kw); // pad low: 1 row, 0 columns
                        if (0..4).contains(&h) && (0..4).contains(&w) {
                            s += x[(h * 4 + w) as usize] * k[((kh * 2 + kw) * 2) as usize + o];
                        }
                    }
                }
                want[((oh * 4 + ow) * 2) as usize + o] = s;
            }
        }
    }
    assert_close(&f32s(&out[0], &[1, 4, 4, 2]), &want, 1e-6);
}

#[test]
fn reduce_sum_and_max() {
    let program = r#"
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %sum, %max : tensor<2xf32>, tensor<3xf32>
}"#;
    let x = [1.5f32, -2.0, 4.0, -0.5, 3.25, -7.0];
    let out = run(program, &[tensor(&[2, 3], &x)]);
    assert_eq!(out.len(), 2);
    assert_close(&f32s(&out[0], &[2]), &[x[0] + x[1] + x[2], x[3] + x[4] + x[5]], 0.0);
    let max: Vec<f32> = (0..3).map(|j| x[j].max(x[3 + j])).collect();
    assert_close(&f32s(&out[1], &[3]), &max, 0.0);
}

#[test]
fn broadcast_in_dim_row_and_scalar() {
    let program = r#"
func.func @main(%m: tensor<2x3xf32>, %v: tensor<3xf32>, %s: tensor<f32>) -> tensor<2x3xf32> {
  %bv = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %bs = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %0 = stablehlo.add %m, %bv : tensor<2x3xf32>
  %1 = stablehlo.multiply %0, %bs : tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}"#;
    let (m, v, s) = (values(6, 5), [10.0f32, 20.0, 30.0], 0.5f32);
    let out = run(program, &[tensor(&[2, 3], &m), tensor(&[3], &v), runtime::HostTensor::scalar(s)]);
    let want: Vec<f32> = (0..6).map(|i| (m[i] + v[i % 3]) * s).collect();
    assert_close(&f32s(&out[0], &[2, 3]), &want, 0.0);
}

#[test]
fn gather_rows_like_an_embedding_lookup() {
    // Rows of a 4x3 table by index; XLA clamps start indices so the slice
    // stays in bounds, so index 9 reads row 3 and -2 reads row 0.
    let program = r#"
func.func @main(%table: tensor<4x3xf32>, %idx: tensor<4x1xi32>) -> tensor<4x3xf32> {
  %0 = "stablehlo.gather"(%table, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<4x1xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}"#;
    let table = values(12, 6);
    let idx = [2i32, 0, 9, -2];
    let out = run(program, &[tensor(&[4, 3], &table), tensor(&[4, 1], &idx)]);
    let want: Vec<f32> = idx
        .iter()
        .flat_map(|&i| {
            let row = i.clamp(0, 3) as usize;
            table[row * 3..row * 3 + 3].to_vec()
        })
        .collect();
    assert_close(&f32s(&out[0], &[4, 3]), &want, 0.0);
}

#[test]
fn iota_integer_and_float() {
    let program = r#"
func.func @main() -> (tensor<2x3xi32>, tensor<4xf32>) {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %1 = stablehlo.iota dim = 0 : tensor<4xf32>
  return %0, %1 : tensor<2x3xi32>, tensor<4xf32>
}"#;
    let out = run(program, &[]);
    assert_eq!(out[0].shape, vec![2, 3]);
    assert_eq!(out[0].to_vec::<i32>().unwrap(), vec![0, 1, 2, 0, 1, 2]);
    assert_close(&f32s(&out[1], &[4]), &[0.0, 1.0, 2.0, 3.0], 0.0);
}

#[test]
fn compare_and_select() {
    let program = r#"
func.func @main(%a: tensor<5xf32>, %b: tensor<5xf32>, %i: tensor<5xi32>, %j: tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi1>) {
  %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
  %0 = stablehlo.select %gt, %a, %b : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %eq = stablehlo.compare EQ, %i, %j, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  return %0, %eq : tensor<5xf32>, tensor<5xi1>
}"#;
    let (a, b) = ([1.0f32, -3.0, 2.5, 0.0, -1.0], [0.5f32, -2.0, 2.5, 4.0, -8.0]);
    let (i, j) = ([1i32, -2, 3, 4, 5], [1i32, 2, 3, -4, 0]);
    let out = run(program, &[tensor(&[5], &a), tensor(&[5], &b), tensor(&[5], &i), tensor(&[5], &j)]);
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| if x > y { *x } else { *y }).collect();
    assert_close(&f32s(&out[0], &[5]), &want, 0.0);
    assert_eq!(out[1].dtype, runtime::DType::Bool);
    let eq: Vec<bool> = i.iter().zip(&j).map(|(x, y)| x == y).collect();
    assert_eq!(out[1].to_vec::<bool>().unwrap(), eq);
}

#[test]
fn while_loop_sums_squares() {
    // acc = sum of k*k for k in 0..n; the bound travels in the loop state.
    let program = r#"
func.func @main(%n: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:3 = stablehlo.while(%k = %zero, %bound = %n, %acc = %zero) : tensor<i32>, tensor<i32>, tensor<i32>
    cond {
      %p = stablehlo.compare LT, %k, %bound, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %sq = stablehlo.multiply %k, %k : tensor<i32>
      %acc2 = stablehlo.add %acc, %sq : tensor<i32>
      %k2 = stablehlo.add %k, %one : tensor<i32>
      stablehlo.return %k2, %bound, %acc2 : tensor<i32>, tensor<i32>, tensor<i32>
    }
  return %r#2 : tensor<i32>
}"#;
    let exe = crate::compile(program);
    for n in [0i32, 1, 5, 10, 100] {
        let out = exe.run(&[runtime::HostTensor::scalar(n)]).unwrap();
        let want: i32 = (0..n).map(|k| k * k).sum();
        assert_eq!(out[0].shape, Vec::<i64>::new());
        assert_eq!(out[0].to_vec::<i32>().unwrap(), vec![want], "n = {n}");
    }
}
