//! The building blocks compute what they claim: each tiny case is built in
//! f64, run on the CPU plugin, and compared against a plain Rust f64
//! computation of the same thing on the same seeded inputs.

mod common;

use runtime::{DType, HostTensor};
use suites::definition::OutputKind;
use suites::hlo::{Builder, V};
use suites::zoo::blocks::attention::{sdpa, AttnInputs, AttnSpec};
use suites::zoo::blocks::{layer_norm, position, rms_norm, softmax, vision};
use suites::zoo::definition_from;

/// Inputs by name, and outputs, as f64.
type Ran = (Vec<(String, Vec<f64>)>, Vec<Vec<f64>>);

/// Builds a program from `f`, runs it with seeded inputs, returns (inputs by name, outputs).
fn run(f: impl FnOnce(&mut Builder) -> Vec<V>) -> Ran {
    let mut b = Builder::new();
    let outs = f(&mut b);
    let named: Vec<(String, V, OutputKind)> =
        outs.into_iter().enumerate().map(|(i, v)| (format!("out{i}"), v, OutputKind::Features)).collect();
    let refs: Vec<&V> = named.iter().map(|(_, v, _)| v).collect();
    let text = b.finish("block", &refs);
    let def = definition_from("block", "test", 11, text, &b, &named);
    let inputs: Vec<HostTensor> = def.inputs().unwrap();
    let outs = common::run_program(&def.program, &inputs).unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(&def.program)));
    let ins = def.manifest.arguments.iter().zip(&inputs).map(|(a, t)| (a.name.clone(), t.to_f64_vec())).collect();
    (ins, outs.iter().map(|t| t.to_f64_vec()).collect())
}

fn get<'a>(ins: &'a [(String, Vec<f64>)], name: &str) -> &'a [f64] {
    &ins.iter().find(|(n, _)| n == name).unwrap().1
}

fn close(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= 1e-9 + 1e-9 * w.abs(), "{what}[{i}]: got {g}, want {w}");
    }
}

fn data(b: &mut Builder, name: &str, shape: &[i64]) -> V {
    b.data(name, DType::F64, shape, "normal(1)")
}

fn softmax_ref(x: &[f64]) -> Vec<f64> {
    let m = x.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = x.iter().map(|v| (v - m).exp()).collect();
    let s: f64 = e.iter().sum();
    e.iter().map(|v| v / s).collect()
}

#[test]
fn softmax_layernorm_rmsnorm() {
    let (ins, outs) = run(|b| {
        let x = data(b, "x", &[3, 6]);
        vec![softmax(b, &x), layer_norm(b, &x, "ln", true, 1e-5), rms_norm(b, &x, "rms", 1e-6)]
    });
    let x = get(&ins, "x");
    let (lw, lb, rw) = (get(&ins, "ln.weight"), get(&ins, "ln.bias"), get(&ins, "rms.weight"));
    let (mut sm, mut ln, mut rms) = (vec![], vec![], vec![]);
    for row in x.chunks(6) {
        sm.extend(softmax_ref(row));
        let mu = row.iter().sum::<f64>() / 6.0;
        let var = row.iter().map(|v| (v - mu).powi(2)).sum::<f64>() / 6.0;
        ln.extend(row.iter().enumerate().map(|(i, v)| (v - mu) / (var + 1e-5).sqrt() * lw[i] + lb[i]));
        let ms = row.iter().map(|v| v * v).sum::<f64>() / 6.0;
        rms.extend(row.iter().enumerate().map(|(i, v)| v / (ms + 1e-6).sqrt() * rw[i]));
    }
    close(&outs[0], &sm, "softmax");
    close(&outs[1], &ln, "layernorm");
    close(&outs[2], &rms, "rmsnorm");
}

/// Reference rotate-half RoPE on [B, H, S, D] (first `rot` dims).
fn rope_ref(x: &[f64], shape: [usize; 4], rot: usize, theta: f64) -> Vec<f64> {
    let [bs, h, s, d] = shape;
    let half = rot / 2;
    let mut out = x.to_vec();
    for bh in 0..bs * h {
        for p in 0..s {
            let base = (bh * s + p) * d;
            for i in 0..half {
                let a = p as f64 / theta.powf(2.0 * i as f64 / rot as f64);
                let (x1, x2) = (x[base + i], x[base + half + i]);
                out[base + i] = x1 * a.cos() - x2 * a.sin();
                out[base + half + i] = x2 * a.cos() + x1 * a.sin();
            }
        }
    }
    out
}

#[test]
fn rope_full_and_partial() {
    let (ins, outs) = run(|b| {
        let x = data(b, "x", &[1, 2, 5, 8]);
        vec![position::rope(b, &x, 8, 10000.0), position::rope(b, &x, 4, 100.0)]
    });
    let x = get(&ins, "x");
    close(&outs[0], &rope_ref(x, [1, 2, 5, 8], 8, 10000.0), "rope full");
    close(&outs[1], &rope_ref(x, [1, 2, 5, 8], 4, 100.0), "rope partial");
}

/// Reference attention: q [H, S, D], k/v [KV, T, D]; query head h uses kv head h / (H/KV).
#[allow(clippy::too_many_arguments)]
fn attn_ref(q: &[f64], k: &[f64], v: &[f64], h: usize, kv: usize, s: usize, t: usize, d: usize, causal: bool, window: i64) -> Vec<f64> {
    let g = h / kv;
    let mut out = vec![0.0; h * s * d];
    for hh in 0..h {
        let kh = hh / g;
        for i in 0..s {
            let mut scores = Vec::new();
            let mut keys = Vec::new();
            for j in 0..t {
                let rel = j as i64 - i as i64;
                if (causal && rel > 0) || (window > 0 && rel <= -window) || (window > 0 && !causal && rel >= window) {
                    continue;
                }
                let dot: f64 = (0..d).map(|x| q[(hh * s + i) * d + x] * k[(kh * t + j) * d + x]).sum();
                scores.push(dot / (d as f64).sqrt());
                keys.push(j);
            }
            let p = softmax_ref(&scores);
            for (pj, &j) in p.iter().zip(&keys) {
                for x in 0..d {
                    out[(hh * s + i) * d + x] += pj * v[(kh * t + j) * d + x];
                }
            }
        }
    }
    out
}

#[test]
fn attention_causal_gqa_and_sliding_window() {
    let (h, kv, s, d) = (4usize, 2usize, 6usize, 4usize);
    let cases = [(true, 0i64, h), (true, 0, kv), (true, 3, kv), (false, 0, kv), (false, 2, 1)];
    let (ins, outs) = run(|b| {
        let q = data(b, "q", &[1, h as i64, s as i64, d as i64]);
        let k = data(b, "k", &[1, kv as i64, s as i64, d as i64]);
        let v = data(b, "v", &[1, kv as i64, s as i64, d as i64]);
        let kf = data(b, "kf", &[1, h as i64, s as i64, d as i64]);
        let vf = data(b, "vf", &[1, h as i64, s as i64, d as i64]);
        let k1 = b.slice_dim(&k, 1, 0, 1);
        let v1 = b.slice_dim(&v, 1, 0, 1);
        cases
            .iter()
            .map(|&(causal, window, nkv)| {
                let spec = AttnSpec { heads: h as i64, kv_heads: nkv as i64, head_dim: d as i64, causal, window, ..Default::default() };
                let (kk, vv) = match nkv {
                    n if n == h => (&kf, &vf),
                    1 => (&k1, &v1),
                    _ => (&k, &v),
                };
                sdpa(b, &q, kk, vv, &spec, &AttnInputs::default())
            })
            .collect()
    });
    let q = get(&ins, "q");
    for (n, &(causal, window, nkv)) in cases.iter().enumerate() {
        let (k, v) = match nkv {
            n if n == h => (get(&ins, "kf").to_vec(), get(&ins, "vf").to_vec()),
            1 => (get(&ins, "k")[..s * d].to_vec(), get(&ins, "v")[..s * d].to_vec()),
            _ => (get(&ins, "k").to_vec(), get(&ins, "v").to_vec()),
        };
        let want = attn_ref(q, &k, &v, h, nkv, s, s, d, causal, window);
        close(&outs[n], &want, &format!("attention causal={causal} window={window} kv={nkv}"));
    }
    // GQA really shares: query heads 0 and 1 read kv head 0, so with equal
    // queries they would agree; check the reference's grouping differs from MHA.
    assert_ne!(outs[0], outs[1]);
}

#[test]
fn convolution_and_pooling() {
    let (ins, outs) = run(|b| {
        let x = data(b, "x", &[1, 2, 5, 5]);
        let c = vision::conv(b, &x, "conv", 3, 3, 2, 1, 1, false);
        let mp = vision::max_pool(b, &x, 3, 2, 1);
        let ap = vision::avg_pool(b, &x, 2, 1);
        let dw = vision::conv(b, &x, "dw", 2, 3, 1, 1, 2, false);
        vec![c, mp, ap, dw]
    });
    let x = get(&ins, "x");
    let w = get(&ins, "conv.weight");
    let at = |c: usize, i: i64, j: i64| {
        if (0..5).contains(&i) && (0..5).contains(&j) {
            Some(x[c * 25 + i as usize * 5 + j as usize])
        } else {
            None
        }
    };
    // conv: out [1, 3, 3, 3], stride 2, pad 1.
    let mut conv = vec![];
    for o in 0..3 {
        for oi in 0..3i64 {
            for oj in 0..3i64 {
                let mut s = 0.0;
                for c in 0..2 {
                    for ki in 0..3i64 {
                        for kj in 0..3i64 {
                            if let Some(v) = at(c, oi * 2 - 1 + ki, oj * 2 - 1 + kj) {
                                s += v * w[((o * 2 + c) * 3 + ki as usize) * 3 + kj as usize];
                            }
                        }
                    }
                }
                conv.push(s);
            }
        }
    }
    close(&outs[0], &conv, "conv");
    let (mut mp, mut ap) = (vec![], vec![]);
    for c in 0..2 {
        for oi in 0..3i64 {
            for oj in 0..3i64 {
                let vals: Vec<f64> = (0..3)
                    .flat_map(|a| (0..3).map(move |bb| (a, bb)))
                    .filter_map(|(a, bb)| at(c, oi * 2 - 1 + a, oj * 2 - 1 + bb))
                    .collect();
                mp.push(vals.iter().cloned().fold(f64::NEG_INFINITY, f64::max));
            }
        }
    }
    for c in 0..2 {
        for oi in 0..4i64 {
            for oj in 0..4i64 {
                let s: f64 = (0..2).flat_map(|a| (0..2).map(move |bb| (a, bb))).filter_map(|(a, bb)| at(c, oi + a, oj + bb)).sum();
                ap.push(s / 4.0);
            }
        }
    }
    close(&outs[1], &mp, "max pool");
    close(&outs[2], &ap, "avg pool");
    // Depthwise (feature groups = channels), explicit pad then a valid conv.
    let dw = get(&ins, "dw.weight");
    let mut want = vec![];
    for c in 0..2 {
        for oi in 0..5i64 {
            for oj in 0..5i64 {
                let mut s = 0.0;
                for ki in 0..3i64 {
                    for kj in 0..3i64 {
                        if let Some(v) = at(c, oi - 1 + ki, oj - 1 + kj) {
                            s += v * dw[(c * 3 + ki as usize) * 3 + kj as usize];
                        }
                    }
                }
                want.push(s);
            }
        }
    }
    close(&outs[3], &want, "depthwise conv");
}

#[test]
fn bounded_length_matches_the_unpadded_program() {
    use suites::{spec::generate, Spec};
    let mut cfg = suites::zoo::families::base("llama").unwrap();
    cfg.layers = 1;
    cfg.seq = 5;
    let fixed = Spec {
        id: "llama-fixed".into(),
        family: "llama".into(),
        dtype: DType::F64,
        seed: 3,
        bound: None,
        train: None,
        sharding: None,
        config: cfg.clone(),
    };
    let dynamic = Spec { id: "llama-dyn".into(), bound: Some(8), ..fixed.clone() };
    let df = generate(&fixed).unwrap();
    let dd = generate(&dynamic).unwrap();
    let fi = df.inputs().unwrap();
    let mut di = dd.inputs().unwrap();
    // Same weights by name; ids padded to 8 with junk after the first 5; length 5.
    for (a, t) in dd.manifest.arguments.iter().zip(di.iter_mut()) {
        if a.name == "length" {
            *t = HostTensor::scalar(5i32);
        } else if a.name == "input_ids" {
            let mut ids = fi[df.manifest.arguments.iter().position(|x| x.name == "input_ids").unwrap()].to_vec::<i32>().unwrap();
            ids.extend([7, 8, 9]);
            *t = HostTensor::from_slice(&[1, 8], &ids).unwrap();
        }
    }
    let of = common::run_program(&df.program, &fi).unwrap()[0].to_f64_vec();
    let od = common::run_program(&dd.program, &di).unwrap()[0].to_f64_vec();
    let v = cfg.vocab as usize;
    close(&od[..5 * v], &of, "logits of the first 5 positions");
}

#[test]
fn ops_outside_the_zoo_compile_and_compute() {
    // Builder ops no family uses yet: each must still parse on the oldest plugin.
    let (ins, outs) = run(|b| {
        let x = data(b, "x", &[6]);
        let y = data(b, "y", &[6]);
        let r = b.reverse(&x, &[0]);
        let m = b.rem(&x, &y);
        let s = b.sign(&x);
        let e = b.expm1(&x);
        let ax = b.abs(&x);
        let l = b.log1p(&ax);
        let z = b.scalar(0.0, DType::F64);
        let p = b.compare(&x, &z, suites::hlo::Cmp::Gt);
        let q = b.compare(&y, &z, suites::hlo::Cmp::Gt);
        let o = b.or(&p, &q);
        let one = b.scalar(1.0, DType::F64);
        let o = b.select(&o, &one, &z);
        let n = b.get_dimension_size(&x, 0);
        let n = b.convert(&n, DType::F64);
        let er = b.erf(&x);
        vec![r, m, s, e, l, o, n, er]
    });
    let (x, y) = (get(&ins, "x"), get(&ins, "y"));
    let rev: Vec<f64> = x.iter().rev().cloned().collect();
    close(&outs[0], &rev, "reverse");
    close(&outs[1], &x.iter().zip(y).map(|(a, b)| a % b).collect::<Vec<_>>(), "remainder");
    close(&outs[2], &x.iter().map(|a| a.signum()).collect::<Vec<_>>(), "sign");
    close(&outs[3], &x.iter().map(|a| a.exp_m1()).collect::<Vec<_>>(), "expm1");
    close(&outs[4], &x.iter().map(|a| a.abs().ln_1p()).collect::<Vec<_>>(), "log1p");
    close(&outs[5], &x.iter().zip(y).map(|(a, b)| if *a > 0.0 || *b > 0.0 { 1.0 } else { 0.0 }).collect::<Vec<_>>(), "or");
    close(&outs[6], &[6.0], "get_dimension_size");
    // erf against a series good to 1e-12 on |x| < 4.
    let erf = |v: f64| {
        let mut sum = 0.0;
        let mut term = v;
        let mut k = 0.0;
        while term.abs() > 1e-17 || k < 5.0 {
            sum += term / (2.0 * k + 1.0);
            k += 1.0;
            term *= -v * v / k;
            if k > 200.0 {
                break;
            }
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    };
    for (g, v) in outs[7].iter().zip(x) {
        assert!((g - erf(*v)).abs() < 1e-9, "erf({v}) = {g}, want {}", erf(*v));
    }
}
