//! Training steps: a step program whose argument 0 aliases output 1 runs K
//! times with its state kept on the device (donated each step), and the
//! borrowed `execute` never donates.

use super::{assert_close, client, compile, f32s, tensor};
use runtime::{Argument, DeviceBuffer};

pub const STEP: &str = include_str!("../data/train_step.mlir");

/// The same step in plain Rust: (loss at w, w').
fn host_step(w: &[f32], x: &[f32]) -> (f32, Vec<f32>) {
    let d: Vec<f32> = w.iter().zip(x).map(|(w, x)| w - x).collect();
    let loss = d.iter().map(|d| d * d).sum();
    (loss, w.iter().zip(&d).map(|(w, d)| w - 0.2 * d).collect())
}

#[test]
fn the_aliasing_is_read_from_the_program() {
    let exe = compile(STEP);
    assert_eq!(exe.argument_aliases(), [Some(1), None]);
    assert_eq!(runtime::argument_aliases(STEP.as_bytes()).unwrap(), [Some(1), None]);
}

#[test]
fn five_steps_keep_the_state_on_the_device() {
    let exe = compile(STEP);
    let x = [1.0f32, -2.0, 0.5, 3.0];
    let mut host_w = vec![0.0f32, 0.0, 4.0, -1.0];
    let xb = client().to_device(&tensor(&[4], &x)).unwrap();
    let mut w: DeviceBuffer = client().to_device(&tensor(&[4], &host_w)).unwrap();
    let mut losses = Vec::new();
    let mut want = Vec::new();
    for _ in 0..5 {
        let (loss, next) = host_step(&host_w, &x);
        want.push(loss);
        host_w = next;
        let mut out = exe.execute_donating(vec![Argument::Donated(w), Argument::Borrowed(&xb)]).unwrap();
        assert_eq!(out.len(), 2);
        w = out.pop().unwrap();
        losses.push(f32s(&out[0].to_host().unwrap(), &[])[0]);
    }
    assert_close(&losses, &want, 1e-5);
    assert!(losses.windows(2).all(|p| p[1] < p[0]), "the loss falls: {losses:?}");
    assert_close(&f32s(&w.to_host().unwrap(), &[4]), &host_w, 1e-5);
    // The borrowed input is untouched.
    assert_eq!(f32s(&xb.to_host().unwrap(), &[4]), x);
}

#[test]
fn borrowed_execute_never_donates() {
    let exe = compile(STEP);
    let w0 = [0.5f32, 1.0, 1.5, 2.0];
    let x = [0.0f32; 4];
    let w = client().to_device(&tensor(&[4], &w0)).unwrap();
    let xb = client().to_device(&tensor(&[4], &x)).unwrap();
    let first = exe.execute(&[&w, &xb]).unwrap();
    let second = exe.execute(&[&w, &xb]).unwrap();
    // `w` is still readable and unchanged, and both calls saw the same w.
    assert_eq!(f32s(&w.to_host().unwrap(), &[4]), w0);
    let (loss, next) = host_step(&w0, &x);
    for out in [&first, &second] {
        assert_close(&f32s(&out[0].to_host().unwrap(), &[]), &[loss], 1e-6);
        assert_close(&f32s(&out[1].to_host().unwrap(), &[4]), &next, 1e-6);
    }
}

#[test]
fn a_donated_buffer_from_owned_host_memory_is_copied_not_reused() {
    // to_device_owned may alias host memory (the CPU plugin does): such a
    // buffer is never handed over, and the step still computes the same.
    let exe = compile(STEP);
    let w0 = vec![2.0f32, 2.0, 2.0, 2.0];
    let x = [1.0f32; 4];
    let w = client().to_device_owned(tensor(&[4], &w0)).unwrap();
    let xb = client().to_device(&tensor(&[4], &x)).unwrap();
    let out = exe.execute_donating(vec![Argument::Donated(w), Argument::Borrowed(&xb)]).unwrap();
    let (loss, next) = host_step(&w0, &x);
    assert_close(&f32s(&out[0].to_host().unwrap(), &[]), &[loss], 1e-6);
    assert_close(&f32s(&out[1].to_host().unwrap(), &[4]), &next, 1e-6);
}

#[test]
fn a_donating_call_checks_its_arguments() {
    let exe = compile(STEP);
    let wrong = client().to_device(&tensor(&[2], &[1i32, 2])).unwrap();
    let xb = client().to_device(&tensor(&[4], &[0.0f32; 4])).unwrap();
    let e = exe.execute_donating(vec![Argument::Donated(wrong), Argument::Borrowed(&xb)]).err().unwrap().to_string();
    assert!(e.contains("argument 0 is i32[2]"), "{e}");
}

#[test]
fn the_plugin_takes_a_donated_aliased_buffer_and_nothing_else() {
    let exe = compile(STEP);
    let put = |v: &[f32]| client().to_device(&tensor(&[4], v)).unwrap();
    let (w, x, x2) = (put(&[1.0; 4]), put(&[0.0; 4]), put(&[0.0; 4]));
    // Argument 0 aliases output 1 and is taken; argument 1 aliases nothing and is not.
    let (out, taken) = exe.execute_donating_reported(vec![Argument::Donated(w), Argument::Donated(x)]).unwrap();
    assert_eq!(taken, [true, false]);
    let (_, taken) = exe.execute_donating_reported(vec![Argument::Borrowed(&out[1]), Argument::Borrowed(&x2)]).unwrap();
    assert_eq!(taken, [false, false]);
    assert_close(&f32s(&out[1].to_host().unwrap(), &[4]), &[0.8; 4], 1e-6);
}
