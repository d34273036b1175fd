//! Every VJP rule against central finite differences in float64 on the CPU
//! plugin: `f(x) = sum(op(x) * r)` for small random inputs, the gradient
//! from `autodiff::grad` compared element by element with
//! `(f(x+h) - f(x-h)) / 2h`. And the checker itself catches a wrong rule.

mod common;

use common::gradcheck::{compare, finite_differences, program, Lcg};
use runtime::{DType, HostTensor};
use suites::hlo::{Builder, Cmp, Reduction, V};

type Op = Box<dyn Fn(&mut Builder, &[V]) -> V>;

struct Case {
    name: &'static str,
    shapes: Vec<Vec<i64>>,
    /// Inputs strictly positive (log, sqrt, rsqrt, pow, variances).
    positive: bool,
    op: Op,
}

fn case(name: &'static str, shapes: &[&[i64]], positive: bool, op: impl Fn(&mut Builder, &[V]) -> V + 'static) -> Case {
    Case { name, shapes: shapes.iter().map(|s| s.to_vec()).collect(), positive, op: Box::new(op) }
}

fn inputs(shapes: &[Vec<i64>], positive: bool, seed: u64) -> Vec<HostTensor> {
    let mut rng = Lcg(seed);
    shapes
        .iter()
        .map(|s| {
            let n: i64 = s.iter().product();
            let v: Vec<f64> = rng.vec(n as usize).into_iter().map(|x| if positive { x.abs() + 0.5 } else { x }).collect();
            HostTensor::from_slice(s, &v).unwrap()
        })
        .collect()
}

fn ids(b: &mut Builder, values: &[f64], shape: &[i64]) -> V {
    b.constant(values, DType::I32, shape)
}

fn cases() -> Vec<Case> {
    let mut v = vec![
        case("add_broadcast", &[&[2, 3], &[3]], false, |b, x| b.add(&x[0], &x[1])),
        case("subtract", &[&[2, 3], &[2, 1]], false, |b, x| b.sub(&x[0], &x[1])),
        case("multiply", &[&[2, 3], &[1, 3]], false, |b, x| b.mul(&x[0], &x[1])),
        case("divide", &[&[2, 3], &[2, 3]], true, |b, x| b.div(&x[0], &x[1])),
        case("maximum", &[&[3, 4], &[3, 4]], false, |b, x| b.max(&x[0], &x[1])),
        case("minimum", &[&[3, 4], &[3, 4]], false, |b, x| b.min(&x[0], &x[1])),
        case("power", &[&[2, 3], &[2, 3]], true, |b, x| b.pow(&x[0], &x[1])),
        case("relu", &[&[3, 4]], false, |b, x| {
            let z = b.scalar(0.0, DType::F64);
            b.max(&x[0], &z)
        }),
    ];
    type Unary = fn(&mut Builder, &V) -> V;
    let unary: &[(&'static str, Unary, bool)] = &[
        ("negate", Builder::neg, false),
        ("exponential", Builder::exp, false),
        ("exponential_minus_one", Builder::expm1, false),
        ("log", Builder::log, true),
        ("log_plus_one", Builder::log1p, true),
        ("sqrt", Builder::sqrt, true),
        ("rsqrt", Builder::rsqrt, true),
        ("tanh", Builder::tanh, false),
        ("logistic", Builder::logistic, false),
        ("abs", Builder::abs, false),
        ("sine", Builder::sin, false),
        ("cosine", Builder::cos, false),
        ("erf", Builder::erf, false),
    ];
    for &(name, f, positive) in unary {
        v.push(case(name, &[&[2, 5]], positive, move |b, x| f(b, &x[0])));
    }
    v.extend([
        // Zero-gradient ops next to a path that carries one.
        case("floor_sign_zero_grad", &[&[2, 5]], false, |b, x| {
            let s = b.mul_c(&x[0], 3.0);
            let f = b.floor(&s);
            let g = b.sign(&x[0]);
            let fg = b.add(&f, &g);
            b.add(&fg, &x[0])
        }),
        case("compare_select", &[&[3, 4], &[3, 4]], false, |b, x| {
            let m = b.compare(&x[0], &x[1], Cmp::Gt);
            let y2 = b.mul_c(&x[1], 2.0);
            b.select(&m, &x[0], &y2)
        }),
        case("clamp", &[&[3, 4]], false, |b, x| b.clamp(-0.5, &x[0], 0.5)),
        case("convert_f32_roundtrip_scaled", &[&[2, 3]], false, |b, x| {
            // Through a float64 -> float64 convert chain (f32 would limit the difference's precision).
            let c = b.convert(&x[0], DType::F64);
            b.mul(&c, &c)
        }),
        case("broadcast_in_dim", &[&[2, 1, 3]], false, |b, x| b.broadcast_in_dim(&x[0], &[4, 2, 5, 3], &[1, 2, 3])),
        case("broadcast_in_dim_permuted", &[&[2, 3]], false, |b, x| b.broadcast_in_dim(&x[0], &[3, 4, 2], &[2, 0])),
        case("reshape", &[&[2, 6]], false, |b, x| {
            let r = b.reshape(&x[0], &[3, 4]);
            b.mul(&r, &r)
        }),
        case("transpose", &[&[2, 3, 4]], false, |b, x| b.transpose(&x[0], &[2, 0, 1])),
        case("slice_strided", &[&[5, 7]], false, |b, x| b.slice_strided(&x[0], &[1, 0], &[5, 7], &[2, 3])),
        case("concatenate", &[&[2, 3], &[2, 2]], false, |b, x| {
            let c = b.concatenate(&[&x[0], &x[1], &x[0]], 1);
            b.mul(&c, &c)
        }),
        case("pad", &[&[2, 3]], false, |b, x| b.pad(&x[0], 0.5, &[1, 0], &[0, 2])),
        case("pad_interior", &[&[2, 3]], false, |b, x| b.pad_interior(&x[0], 0.0, &[1, 0], &[0, 2], &[1, 2])),
        case("reverse", &[&[3, 4]], false, |b, x| {
            let r = b.reverse(&x[0], &[1]);
            b.mul(&r, &x[0])
        }),
        case("dynamic_slice", &[&[4, 5]], false, |b, x| {
            let i = b.scalar(1.0, DType::I32);
            let j = b.scalar(2.0, DType::I32);
            b.dynamic_slice(&x[0], &[&i, &j], &[2, 3])
        }),
        case("dynamic_update_slice", &[&[4, 5], &[2, 3]], false, |b, x| {
            let i = b.scalar(1.0, DType::I32);
            let j = b.scalar(2.0, DType::I32);
            let u = b.dynamic_update_slice(&x[0], &x[1], &[&i, &j]);
            b.mul(&u, &u)
        }),
        case("take_rows_repeated_ids", &[&[5, 3]], false, |b, x| {
            let i = ids(b, &[1.0, 4.0, 1.0, 0.0, 1.0, 3.0], &[2, 3]);
            b.take_rows(&x[0], &i)
        }),
        case("dot_matmul", &[&[3, 4], &[4, 2]], false, |b, x| b.matmul(&x[0], &x[1])),
        case("dot_linear_wT", &[&[2, 3, 4], &[5, 4]], false, |b, x| b.dot_general(&x[0], &x[1], &[], &[], &[2], &[1])),
        case("dot_attention_scores", &[&[1, 2, 3, 4], &[1, 2, 5, 4]], false, |b, x| {
            b.dot_general(&x[0], &x[1], &[0, 1], &[0, 1], &[3], &[3])
        }),
        case("dot_attention_values", &[&[1, 2, 3, 5], &[1, 2, 5, 4]], false, |b, x| {
            b.dot_general(&x[0], &x[1], &[0, 1], &[0, 1], &[3], &[2])
        }),
        case("dot_contract_two_dims", &[&[3, 2, 4], &[4, 5, 3]], false, |b, x| b.dot_general(&x[0], &x[1], &[], &[], &[0, 2], &[2, 0])),
        case("reduce_sum", &[&[2, 3, 4]], false, |b, x| b.reduce(&x[0], &[0, 2], Reduction::Sum)),
        case("reduce_max", &[&[3, 5]], false, |b, x| b.reduce(&x[0], &[1], Reduction::Max)),
        case("avg_pool", &[&[1, 2, 4, 4]], false, |b, x| {
            b.reduce_window(&x[0], Reduction::Sum, &[1, 1, 2, 2], &[1, 1, 2, 2], &[(0, 0); 4])
        }),
        case("sum_pool_padded_strided", &[&[1, 1, 5, 5]], false, |b, x| {
            b.reduce_window(&x[0], Reduction::Sum, &[1, 1, 3, 3], &[1, 1, 2, 2], &[(0, 0), (0, 0), (1, 1), (1, 1)])
        }),
        case("max_pool_padded_strided", &[&[1, 2, 5, 5]], false, |b, x| {
            b.reduce_window(&x[0], Reduction::Max, &[1, 1, 3, 3], &[1, 1, 2, 2], &[(0, 0), (0, 0), (1, 1), (1, 1)])
        }),
        case("conv2d_same", &[&[1, 2, 5, 5], &[3, 2, 3, 3]], false, |b, x| b.conv(&x[0], &x[1], &[1, 1], &[(1, 1), (1, 1)], 1)),
        case("conv2d_strided", &[&[2, 2, 6, 6], &[3, 2, 3, 3]], false, |b, x| b.conv(&x[0], &x[1], &[2, 2], &[(1, 1), (1, 1)], 1)),
        case("conv2d_strided_uncovered_edge", &[&[1, 2, 6, 6], &[2, 2, 3, 3]], false, |b, x| {
            b.conv(&x[0], &x[1], &[2, 2], &[(0, 0), (0, 0)], 1)
        }),
        case("conv2d_patch", &[&[1, 3, 8, 8], &[4, 3, 4, 4]], false, |b, x| b.conv(&x[0], &x[1], &[4, 4], &[(0, 0), (0, 0)], 1)),
        case("conv1d_strided", &[&[1, 3, 8], &[4, 3, 3]], false, |b, x| b.conv(&x[0], &x[1], &[2], &[(1, 1)], 1)),
        case("conv2d_depthwise", &[&[1, 3, 5, 5], &[3, 1, 3, 3]], false, |b, x| b.conv(&x[0], &x[1], &[1, 1], &[(0, 0), (0, 0)], 3)),
        case("conv2d_groups", &[&[1, 4, 5, 5], &[6, 2, 3, 3]], false, |b, x| b.conv(&x[0], &x[1], &[2, 2], &[(1, 1), (1, 1)], 2)),
        case("batch_norm", &[&[2, 3, 2, 2], &[3], &[3], &[3], &[3]], false, |b, x| {
            // The variance kept positive inside the op's input.
            let v = b.mul(&x[4], &x[4]);
            let v = b.add_c(&v, 0.5);
            b.batch_norm_inference(&x[0], &x[1], &x[2], &x[3], &v, 1e-5)
        }),
        case("sort_top_k", &[&[3, 5]], false, |b, x| {
            let idx = b.iota(DType::I32, &[3, 5], 1);
            let (s, _) = b.sort_pair(&x[0], &idx, 1, true);
            b.slice_dim(&s, 1, 0, 2)
        }),
        case("softmax_layer", &[&[2, 4]], false, |b, x| {
            let m = b.reduce_last_keep(&x[0], Reduction::Max);
            let d = b.sub(&x[0], &m);
            let e = b.exp(&d);
            let s = b.reduce_last_keep(&e, Reduction::Sum);
            b.div(&e, &s)
        }),
    ]);
    v
}

#[test]
fn every_rule_matches_central_differences_in_float64() {
    let mut failures = Vec::new();
    let all = cases();
    for (k, c) in all.iter().enumerate() {
        let text = match program(&c.shapes, k as u64, |b, x| (c.op)(b, x)) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: {e}", c.name));
                continue;
            }
        };
        let xs = inputs(&c.shapes, c.positive, 17 + k as u64);
        match finite_differences(&text, &xs, 1e-6, 48) {
            Ok((g, fd)) => {
                if let Err(e) = compare(&g, &fd, 1e-6) {
                    failures.push(format!("{}: {e}", c.name));
                }
            }
            Err(e) => failures.push(format!("{}: {e}\n{text}", c.name)),
        }
    }
    assert!(all.len() >= 50, "{} cases", all.len());
    assert!(failures.is_empty(), "{} of {} rules fail:\n{}", failures.len(), all.len(), failures.join("\n"));
}

#[test]
fn the_checker_catches_a_wrong_rule() {
    // A perturbed gradient (one element off by 1e-3) fails the comparison.
    let c = case("tanh", &[&[2, 3]], false, |b, x| b.tanh(&x[0]));
    let text = program(&c.shapes, 1, |b, x| (c.op)(b, x)).unwrap();
    let xs = inputs(&c.shapes, false, 5);
    let (mut g, fd) = finite_differences(&text, &xs, 1e-6, 48).unwrap();
    compare(&g, &fd, 1e-6).unwrap();
    g[0][2] += 1e-3;
    let e = compare(&g, &fd, 1e-6).unwrap_err();
    assert!(e.contains("x0[2]"), "{e}");
    // A program whose "gradient" is a plausible wrong rule: d tanh = 1 - y (not 1 - y^2).
    let mut b = Builder::with_tape();
    let x = b.arg("x0", suites::hlo::Ty::new(DType::F64, &[2, 3]), suites::Role::Weight, None);
    let y = b.tanh(&x);
    let f = b.reduce(&y, &[0, 1], Reduction::Sum);
    let one = b.scalar(1.0, DType::F64);
    let wrong = b.sub(&one, &y);
    let text = b.finish("wrong", &[&f, &wrong]);
    let (g, fd) = finite_differences(&text, &xs, 1e-6, 48).unwrap();
    assert!(compare(&g, &fd, 1e-6).is_err(), "a wrong tanh rule passed the checker");
}

#[test]
fn an_op_without_a_rule_is_an_error_naming_it() {
    let mut b = Builder::with_tape();
    let x = b.arg("x", suites::hlo::Ty::new(DType::F64, &[3]), suites::Role::Weight, None);
    let y = b.op("stablehlo.cbrt", &[&x], "", x.ty.clone());
    let f = b.reduce(&y, &[0], Reduction::Sum);
    let e = suites::autodiff::grad(&mut b, &f, &[&x]).unwrap_err().to_string();
    assert!(e.contains("stablehlo.cbrt"), "{e}");
    let mut plain = Builder::new();
    let x = plain.arg("x", suites::hlo::Ty::new(DType::F64, &[]), suites::Role::Weight, None);
    assert!(suites::autodiff::grad(&mut plain, &x, &[&x]).unwrap_err().to_string().contains("with_tape"));
}
