//! Every dtype the harness supports: host -> device -> host returns the
//! exact bytes (extremes included), and one elementwise program per dtype
//! (add and multiply; `and` / `or` for bool) returns what Rust computes.

use crate::{client, compile, tensor};
use half::{bf16, f16};
use runtime::{Element, HostTensor};
use std::fmt::Debug;

/// Round trip through a device buffer, then `a op1 b` and `a op2 b` on the plugin.
fn check<T: Element + PartialEq + Debug>(a: &[T], b: &[T], ops: (&str, &str), op1: fn(T, T) -> T, op2: fn(T, T) -> T) {
    let dtype = T::DTYPE;
    let n = a.len() as i64;
    let ta = tensor(&[n], a);

    // The buffer reports the dtype and shape it was given, and copies back byte-exact.
    let buf = client().to_device(&ta).unwrap_or_else(|e| panic!("{dtype}: to_device: {e}"));
    assert_eq!(buf.dtype().unwrap(), dtype);
    assert_eq!(buf.dims().unwrap(), vec![n]);
    let back = buf.to_host().unwrap_or_else(|e| panic!("{dtype}: to_host: {e}"));
    assert_eq!(back, ta, "{dtype}: round trip changed the tensor");
    assert_eq!(back.to_vec::<T>().unwrap(), a);

    let ty = format!("tensor<{n}x{}>", dtype.mlir());
    let program = format!(
        "func.func @main(%a: {ty}, %b: {ty}) -> ({ty}, {ty}) {{\n\
           %0 = stablehlo.{} %a, %b : {ty}\n\
           %1 = stablehlo.{} %a, %b : {ty}\n\
           return %0, %1 : {ty}, {ty}\n}}",
        ops.0, ops.1
    );
    let exe = compile(&program);
    let specs = exe.output_specs().unwrap();
    assert_eq!(specs.len(), 2);
    assert!(specs.iter().all(|s| s.dtype == dtype && s.shape == vec![n]), "{dtype}: output specs {specs:?}");
    let out = exe.run(&[ta, tensor(&[n], b)]).unwrap_or_else(|e| panic!("{dtype}: run: {e}"));
    let want1: Vec<T> = a.iter().zip(b).map(|(x, y)| op1(*x, *y)).collect();
    let want2: Vec<T> = a.iter().zip(b).map(|(x, y)| op2(*x, *y)).collect();
    assert_eq!(out[0].dtype, dtype);
    assert_eq!(out[0].to_vec::<T>().unwrap(), want1, "{dtype}: {}", ops.0);
    assert_eq!(out[1].to_vec::<T>().unwrap(), want2, "{dtype}: {}", ops.1);
}

const ARITH: (&str, &str) = ("add", "multiply");

#[test]
fn f64_round_trip_and_arithmetic() {
    // Values whose sums and products are exact in binary, so equality is fair.
    check(&[1.5f64, -2.25, 1e300, 0.0, f64::MIN_POSITIVE], &[0.5, 4.0, 1e-300, -0.0, 2.0], ARITH, |x, y| x + y, |x, y| x * y);
}

#[test]
fn f32_round_trip_and_arithmetic() {
    check(&[1.5f32, -2.25, 3.0e38, 0.0, f32::MIN_POSITIVE], &[0.5, 4.0, 1.0, 7.0, 2.0], ARITH, |x, y| x + y, |x, y| x * y);
}

#[test]
fn f16_round_trip_and_arithmetic() {
    let h = |v: &[f32]| v.iter().map(|x| f16::from_f32(*x)).collect::<Vec<_>>();
    // f16 max (65504) survives the round trip; the products stay representable.
    check(
        &h(&[1.5, -2.25, 65504.0, 0.125]),
        &h(&[0.5, 4.0, -0.5, 8.0]),
        ARITH,
        |x, y| f16::from_f32(x.to_f32() + y.to_f32()),
        |x, y| f16::from_f32(x.to_f32() * y.to_f32()),
    );
}

#[test]
fn bf16_round_trip_and_arithmetic() {
    let h = |v: &[f32]| v.iter().map(|x| bf16::from_f32(*x)).collect::<Vec<_>>();
    check(
        &h(&[1.5, -2.25, 3.0e38, 0.125]),
        &h(&[0.5, 4.0, 0.0, 8.0]),
        ARITH,
        |x, y| bf16::from_f32(x.to_f32() + y.to_f32()),
        |x, y| bf16::from_f32(x.to_f32() * y.to_f32()),
    );
}

#[test]
fn i64_round_trip_and_arithmetic() {
    // XLA integer arithmetic wraps; so does the reference.
    check(&[i64::MAX, -3, 1 << 40, 0], &[1, 7, 1 << 20, i64::MIN], ARITH, i64::wrapping_add, i64::wrapping_mul);
}

#[test]
fn i32_round_trip_and_arithmetic() {
    check(&[i32::MAX, -3, 1 << 20, 0], &[1, 7, -(1 << 12), i32::MIN], ARITH, i32::wrapping_add, i32::wrapping_mul);
}

#[test]
fn i16_round_trip_and_arithmetic() {
    check(&[i16::MAX, -3, 200, 0], &[1, 7, -100, i16::MIN], ARITH, i16::wrapping_add, i16::wrapping_mul);
}

#[test]
fn i8_round_trip_and_arithmetic() {
    check(&[i8::MAX, -3, 10, 0], &[1, 7, -12, i8::MIN], ARITH, i8::wrapping_add, i8::wrapping_mul);
}

#[test]
fn u8_round_trip_and_arithmetic() {
    check(&[u8::MAX, 3, 10, 0], &[1, 7, 12, 255], ARITH, u8::wrapping_add, u8::wrapping_mul);
}

#[test]
fn u16_round_trip_and_arithmetic() {
    check(&[u16::MAX, 3, 300, 0], &[1, 7, 200, 65535], ARITH, u16::wrapping_add, u16::wrapping_mul);
}

#[test]
fn u32_round_trip_and_arithmetic() {
    check(&[u32::MAX, 3, 1 << 20, 0], &[1, 7, 1 << 12, u32::MAX], ARITH, u32::wrapping_add, u32::wrapping_mul);
}

#[test]
fn u64_round_trip_and_arithmetic() {
    check(&[u64::MAX, 3, 1 << 40, 0], &[1, 7, 1 << 30, u64::MAX], ARITH, u64::wrapping_add, u64::wrapping_mul);
}

#[test]
fn bool_round_trip_and_logic() {
    let (a, b) = ([true, true, false, false], [true, false, true, false]);
    check(&a, &b, ("and", "or"), |x, y| x && y, |x, y| x || y);
}

#[test]
fn scalar_and_empty_tensors_round_trip() {
    // Rank 0 and a zero-size dimension take the edge paths of the copies.
    for t in [HostTensor::scalar(-7i32), HostTensor::zeros(runtime::DType::F32, &[0, 3]).unwrap()] {
        let back = client().to_device(&t).unwrap().to_host().unwrap();
        assert_eq!(back, t);
    }
}
