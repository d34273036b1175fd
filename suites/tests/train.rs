//! Training steps: the train tier generates and validates in full (aliasing,
//! outputs, parameter budget), a sample of its steps compiles and runs on
//! the CPU plugin, a handful train for 5 steps with their outputs fed back
//! (the loss goes down), and every family's whole-model gradient matches
//! central differences in float64 along random directions.

mod common;

use common::gradcheck::Lcg;
use runtime::{DType, HostTensor};
use std::collections::BTreeSet;
use suites::zoo::config::Act;
use suites::zoo::families;
use suites::{catalog, Spec};
use suites::{Role, Suite};

fn train_suite() -> Suite {
    Suite::open("train").unwrap()
}

#[test]
fn every_train_definition_generates_and_validates() {
    let suite = train_suite();
    assert_eq!(suite.entries.len(), catalog::TRAIN_COUNT);
    assert!(suite.entries.len() >= 600);
    let fams: BTreeSet<&str> = suite.entries.iter().map(|e| e.family.as_str()).collect();
    assert_eq!(fams.len(), families::FAMILIES.len());
    let (mut lo, mut hi) = (i64::MAX, 0);
    let mut bf16 = 0;
    let mut optimizers = BTreeSet::new();
    for i in 0..suite.entries.len() {
        let d = suite.load(i).unwrap();
        let m = &d.manifest;
        suites::validate::manifest(m).unwrap_or_else(|e| panic!("{}: {e}", m.id));
        let text = String::from_utf8_lossy(&d.program);
        let weights: Vec<_> = m.arguments.iter().filter(|a| a.role == Role::Weight).collect();
        // Weights come first, then data; output 0 is the f32 loss, then each weight by name.
        let first_data = m.arguments.iter().position(|a| a.role == Role::Data).unwrap_or(m.arguments.len());
        assert_eq!(first_data, weights.len(), "{}", m.id);
        assert_eq!(m.outputs[0].name, "loss");
        assert!(m.outputs[0].shape.is_empty() && m.outputs[0].dtype == DType::F32, "{}", m.id);
        assert_eq!(m.outputs.len(), weights.len() + 1, "{}", m.id);
        for (k, (a, o)) in weights.iter().zip(&m.outputs[1..]).enumerate() {
            assert_eq!(a.name, o.name, "{}", m.id);
            assert_eq!((&a.shape, a.dtype), (&o.shape, o.dtype), "{}: {}", m.id, a.name);
            assert!(text.contains(&format!("{{tf.aliasing_output = {} : i32}}", k + 1)), "{}: argument {k}", m.id);
        }
        assert_eq!(text.matches("tf.aliasing_output").count(), weights.len(), "{}", m.id);
        let step = weights.last().unwrap();
        assert!(step.name == "step" && step.shape.is_empty() && step.fill.as_deref() == Some("zeros"), "{}", m.id);
        for a in m.arguments.iter().filter(|a| a.name.starts_with("exp_avg") || a.name.starts_with("momentum_buffer")) {
            assert_eq!(a.fill.as_deref(), Some("zeros"), "{}: {}", m.id, a.name);
        }
        let n: i64 = m.source["trained_parameters"].parse().unwrap();
        assert!(n <= catalog::TRAIN_MAX_PARAMETERS, "{}: {n} parameters", m.id);
        lo = lo.min(n);
        hi = hi.max(n);
        for key in ["optimizer", "lr", "weight_decay", "loss"] {
            assert!(m.source.contains_key(key), "{}: no {key} in source", m.id);
        }
        optimizers.insert(m.source["optimizer"].clone());
        if weights.iter().any(|a| a.dtype == DType::BF16) {
            bf16 += 1;
        }
        assert!(!text.contains("stablehlo.while"), "{}", m.id);
    }
    assert_eq!(optimizers.into_iter().collect::<Vec<_>>(), ["adamw", "sgd"]);
    assert!(bf16 >= 100, "{bf16} bf16 steps");
    eprintln!("train tier: {} definitions, {lo}..={hi} trained parameters, {bf16} in bf16", suite.entries.len());
}

#[test]
fn a_sample_of_train_steps_compiles_and_runs() {
    let suite = train_suite();
    let mut failures = Vec::new();
    let mut seen = BTreeSet::new();
    for i in 0..suite.entries.len() {
        // The first of each family, and every 160th.
        if !seen.insert(suite.entries[i].family.clone()) && i % 160 != 0 {
            continue;
        }
        let d = suite.load(i).unwrap();
        match common::run_definition(&d) {
            Ok(outs) => {
                let loss = outs[0].to_f64_vec()[0];
                if !loss.is_finite() || outs.iter().any(|o| o.non_finite_count() > 0) {
                    failures.push(format!("{}: non-finite outputs (loss {loss})", d.id()));
                }
                for (o, m) in outs.iter().zip(&d.manifest.outputs) {
                    if o.shape != m.shape || o.dtype != m.dtype {
                        failures.push(format!("{}: output {} is {}", d.id(), m.name, o.type_string()));
                    }
                }
            }
            Err(e) => failures.push(format!("{}: {e}", d.id())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs `steps` steps feeding outputs 1.. back into the weight arguments; the losses.
fn train(d: &suites::Definition, steps: usize) -> Result<Vec<f64>, String> {
    let exe = common::client().compile(&d.program, &runtime::CompileOptions::default()).map_err(|e| e.to_string())?;
    let mut inputs = d.inputs().map_err(|e| e.to_string())?;
    let nw = d.manifest.arguments.iter().filter(|a| a.role == Role::Weight).count();
    let mut losses = Vec::new();
    for _ in 0..steps {
        let outs = exe.run(&inputs).map_err(|e| e.to_string())?;
        losses.push(outs[0].to_f64_vec()[0]);
        for (k, o) in outs.into_iter().skip(1).enumerate().take(nw) {
            inputs[k] = o;
        }
    }
    Ok(losses)
}

#[test]
fn losses_go_down_over_five_steps() {
    let suite = train_suite();
    // One definition of each of 12 families, rotating through f32/bf16 x SGD/AdamW.
    let families = ["llama", "bert", "vit", "resnet", "convnext", "mlp", "lstm", "mixtral", "whisper", "clip", "t5", "gpt2"];
    let mut picked = Vec::new();
    for (j, f) in families.iter().enumerate() {
        let want = (j % 4 >= 2, if j % 2 == 0 { "sgd" } else { "adamw" });
        let found = (0..suite.entries.len()).find(|&i| {
            let s = suite.spec(i).unwrap();
            s.family == *f && (s.dtype == DType::BF16, s.train.map(|o| o.name()).unwrap_or("")) == want
        });
        picked.push(found.unwrap_or_else(|| panic!("no {f} step with {want:?}")));
    }
    let mut report = Vec::new();
    let mut down = 0;
    for &i in &picked {
        let d = suite.load(i).unwrap();
        let l = train(&d, 5).unwrap_or_else(|e| panic!("{}: {e}", d.id()));
        let ok = l.iter().all(|x| x.is_finite()) && l[4] < l[0];
        down += ok as usize;
        report.push(format!("{} {} {:?}", if ok { "down" } else { "NOT " }, d.id(), l));
    }
    eprintln!("{}", report.join("\n"));
    assert!(down * 10 >= picked.len() * 9, "{down} of {} losses went down:\n{}", picked.len(), report.join("\n"));
    // The step counter advances.
    let d = suite.load(picked[0]).unwrap();
    let exe = common::client().compile(&d.program, &runtime::CompileOptions::default()).unwrap();
    let outs = exe.run(&d.inputs().unwrap()).unwrap();
    let step = d.manifest.outputs.iter().position(|o| o.name == "step").unwrap();
    assert_eq!(outs[step].to_vec::<i32>().unwrap(), vec![1]);
}

/// The whole model's gradient (every family, f64) against central
/// differences of the loss along two random directions of all parameters.
#[test]
fn every_family_gradient_matches_directional_differences_in_float64() {
    let suite = train_suite();
    let only = std::env::var("SUITES_FAMILY").ok();
    let mut failures = Vec::new();
    for (family, _) in families::FAMILIES {
        if only.as_deref().is_some_and(|o| o != *family) {
            continue;
        }
        let i = suite.entries.iter().position(|e| e.family == *family).unwrap();
        let mut spec = Spec { dtype: DType::F64, ..suite.spec(i).unwrap().clone() };
        // ReLU's kink makes a central difference one-sided wherever x +- h*v
        // crosses zero; its rule is checked on its own in tests/autodiff.rs.
        if spec.config.act == Act::Relu {
            spec.config.act = Act::Gelu;
        }
        let (def, names) = suites::train::gradient_program(spec.model()).unwrap_or_else(|e| panic!("{family}: {e}"));
        let exe = match common::client().compile(&def.program, &runtime::CompileOptions::default()) {
            Ok(e) => e,
            Err(e) => {
                failures.push(format!("{family}: {e}"));
                continue;
            }
        };
        let inputs = def.inputs().unwrap();
        let outs = exe.run(&inputs).unwrap();
        let pos: Vec<usize> = names.iter().map(|n| def.manifest.arguments.iter().position(|a| &a.name == n).unwrap()).collect();
        let mut rng = Lcg(0x5eed ^ i as u64);
        for dir in 0..2 {
            let vs: Vec<Vec<f64>> = pos.iter().map(|&p| rng.vec(inputs[p].len())).collect();
            let analytic: f64 = outs[1..].iter().zip(&vs).map(|(g, v)| g.to_f64_vec().iter().zip(v).map(|(a, b)| a * b).sum::<f64>()).sum();
            let h = 1e-5;
            let at = |sign: f64| -> f64 {
                let mut x = inputs.clone();
                for (&p, v) in pos.iter().zip(&vs) {
                    let vals: Vec<f64> = inputs[p].to_f64_vec().iter().zip(v).map(|(a, d)| a + sign * h * d).collect();
                    x[p] = HostTensor::from_slice(&inputs[p].shape, &vals).unwrap();
                }
                exe.run(&x).unwrap()[0].to_f64_vec()[0]
            };
            let fd = (at(1.0) - at(-1.0)) / (2.0 * h);
            if (fd - analytic).abs() > 1e-6 * (1.0 + fd.abs()) {
                failures.push(format!("{family} direction {dir}: grad . v = {analytic:.10}, finite difference {fd:.10}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
