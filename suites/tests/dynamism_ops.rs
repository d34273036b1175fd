//! Which ops honour `stablehlo.set_dimension_size` on the real CPU plugin.
//!
//! Each probe marks dimension 0 of an f32[8] input as holding 5 valid
//! elements and fills the 3 padded elements with 1e6, so any op that reads
//! padding gives a visibly wrong answer. The bounded prefill and decode
//! programs in `suites::dynamism` rely on exactly these behaviours; if a
//! plugin update changes one of them, this test says which.

use runtime::{Client, CompileOptions, DType, DeviceSpec, HostTensor, Plugin};
use suites::hlo::{Builder, Reduction, V};
use suites::Role;

const REAL: usize = 5;

fn padded() -> Vec<f32> {
    let mut v: Vec<f32> = (0..8).map(|i| 0.25 * i as f32 - 0.5).collect();
    for x in v.iter_mut().skip(REAL) {
        *x = 1e6;
    }
    v
}

/// Builds `@main(x: f32[8], n: i32[])`, with `x` marked as holding `n` elements, and runs it at n = 5.
fn probe(body: impl FnOnce(&mut Builder, &V) -> V) -> Vec<f32> {
    let mut b = Builder::new();
    let x = b.arg("x", suites::hlo::Ty::new(DType::F32, &[8]), Role::Data, None);
    let n = b.arg("n", suites::hlo::Ty::new(DType::I32, &[]), Role::Data, None);
    let xd = b.set_dimension_size(&x, &n, 0);
    let out = body(&mut b, &xd);
    let text = b.finish("probe", &[&out]);
    let client = Client::new(Plugin::for_device(&DeviceSpec::Cpu).unwrap()).unwrap();
    let exe = client.compile(text.as_bytes(), &CompileOptions::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let xs = HostTensor::from_slice(&[8], &padded()).unwrap();
    let ns = HostTensor::from_slice(&[], &[REAL as i32]).unwrap();
    let out = exe.run(&[xs, ns]).unwrap();
    out[0].to_vec::<f32>().unwrap()
}

fn real() -> Vec<f32> {
    padded()[..REAL].to_vec()
}

#[test]
fn reduce_sum_and_max_see_only_the_real_elements() {
    let s = probe(|b, x| b.reduce(x, &[0], Reduction::Sum));
    assert_eq!(s, vec![real().iter().sum::<f32>()]);
    let m = probe(|b, x| b.reduce(x, &[0], Reduction::Max));
    assert_eq!(m, vec![real().iter().cloned().fold(f32::MIN, f32::max)]);
}

#[test]
fn softmax_over_a_dynamic_dim_normalises_over_the_real_elements() {
    // The softmax result is itself dynamic; as an output the plugin would
    // hand back 5 elements where the runtime expects the declared 8, so it
    // is made static again first (what every bounded program does at its outputs).
    let p = probe(|b, x| {
        let p = suites::zoo::blocks::softmax(b, x);
        suites::dynamism::ops::to_static(b, &p, 0)
    });
    let r = real();
    let m = r.iter().cloned().fold(f32::MIN, f32::max);
    let z: f32 = r.iter().map(|v| (v - m).exp()).sum();
    for i in 0..REAL {
        assert!((p[i] - (r[i] - m).exp() / z).abs() < 1e-6, "softmax[{i}] = {} ({p:?})", p[i]);
    }
}

#[test]
fn dot_general_contracting_over_a_dynamic_dim_skips_padding() {
    // x . x over the dynamic dimension: padding (1e6) would add 3e12.
    let d = probe(|b, x| b.dot_general(x, x, &[], &[], &[0], &[0]));
    let want: f32 = real().iter().map(|v| v * v).sum();
    assert!((d[0] - want).abs() < 1e-5, "dot {} want {want}", d[0]);
}

#[test]
fn broadcast_keeps_the_dynamic_size_for_a_later_reduce() {
    let s = probe(|b, x| {
        let y = b.broadcast_in_dim(x, &[3, 8], &[1]);
        b.reduce(&y, &[1], Reduction::Sum)
    });
    let want: f32 = real().iter().sum();
    assert_eq!(s, vec![want; 3]);
}
