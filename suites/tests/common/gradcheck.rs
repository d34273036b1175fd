//! A finite-difference gradient checker on the real plugin: a program with
//! float64 arguments whose outputs are `(f, df/dx_1, ..., df/dx_k)` is run
//! once for its gradients and twice per checked element (x +- h) for the
//! central difference `(f(x+h) - f(x-h)) / 2h`.

#![allow(dead_code)]

use runtime::DType;
use runtime::HostTensor;
use suites::autodiff;
use suites::hlo::{Builder, Reduction, Ty, V};
use suites::Role;

/// A small deterministic generator of test inputs.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }
    pub fn vec(&mut self, n: usize) -> Vec<f64> {
        (0..n).map(|_| self.next()).collect()
    }
}

/// `f(x) = sum(op(x) * r)` for random `r`, with its gradients, as a program over f64 `shapes`.
pub fn program(shapes: &[Vec<i64>], seed: u64, op: impl FnOnce(&mut Builder, &[V]) -> V) -> Result<String, String> {
    let mut b = Builder::with_tape();
    let xs: Vec<V> = shapes.iter().enumerate().map(|(i, s)| b.arg(&format!("x{i}"), Ty::new(DType::F64, s), Role::Weight, None)).collect();
    let y = op(&mut b, &xs);
    let y = b.convert(&y, DType::F64);
    let mut rng = Lcg(seed ^ 0x9e37);
    let r = b.constant(&rng.vec(y.ty.numel() as usize), DType::F64, y.shape());
    let p = b.mul(&y, &r);
    let dims: Vec<i64> = (0..p.rank() as i64).collect();
    let f = if dims.is_empty() { p } else { b.reduce(&p, &dims, Reduction::Sum) };
    let refs: Vec<&V> = xs.iter().collect();
    let grads = autodiff::grad(&mut b, &f, &refs).map_err(|e| e.to_string())?;
    let mut outs = vec![&f];
    outs.extend(grads.iter());
    Ok(b.finish("gradcheck", &outs))
}

/// Compares analytic gradients with central differences: `(input, element, fd)`.
pub fn compare(grads: &[Vec<f64>], fds: &[(usize, usize, f64)], tol: f64) -> Result<(), String> {
    let mut bad = Vec::new();
    for &(i, e, fd) in fds {
        let g = grads[i][e];
        let close = (g - fd).abs() <= tol * (1.0 + fd.abs());
        if !close {
            bad.push(format!("x{i}[{e}]: grad {g:.9} vs finite difference {fd:.9}"));
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("; "))
    }
}

/// Analytic gradients (one list per input) and `(input, element, difference)` triples.
pub type Checked = (Vec<Vec<f64>>, Vec<(usize, usize, f64)>);

/// Runs the checker: inputs `xs` (one per argument), at most `per_input`
/// elements of each checked. Returns the analytic gradients and the differences.
pub fn finite_differences(program: &str, xs: &[HostTensor], h: f64, per_input: usize) -> Result<Checked, String> {
    let exe = super::client().compile(program.as_bytes(), &runtime::CompileOptions::default()).map_err(|e| e.to_string())?;
    let outs = exe.run(xs).map_err(|e| e.to_string())?;
    let grads: Vec<Vec<f64>> = outs[1..].iter().map(|t| t.to_f64_vec()).collect();
    let mut fds = Vec::new();
    for (i, x) in xs.iter().enumerate() {
        let base = x.to_f64_vec();
        let n = base.len();
        let step = n.div_ceil(per_input.max(1)).max(1);
        for e in (0..n).step_by(step) {
            let at = |d: f64| -> Result<f64, String> {
                let mut v = base.clone();
                v[e] += d;
                let mut inputs = xs.to_vec();
                inputs[i] = HostTensor::from_slice(&x.shape, &v).map_err(|e| e.to_string())?;
                let o = exe.run(&inputs).map_err(|e| e.to_string())?;
                Ok(o[0].to_f64_vec()[0])
            };
            let fd = (at(h)? - at(-h)?) / (2.0 * h);
            fds.push((i, e, fd));
        }
    }
    Ok((grads, fds))
}
