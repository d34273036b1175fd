//! Synthetic runs for the report benchmark (`scripts/bench-report`) and for
//! dashboard tests: deterministic journals of a chosen size, with parity rows
//! carrying metrics and a few detail files. Nothing here is a result of any
//! device; `run.json` says `"synthetic": true` so no one mistakes it for one.

use crate::detail::{self, OutputDetail, WorstElement};
use crate::errors::{ReportError, Result};
use results::OutputMetrics;
use results::{OutputRecord, ResultRow, Stage, Status, Timings};
use std::io::Write;
use std::path::Path;

#[derive(Debug, Clone, Copy)]
pub struct Spec {
    /// Tier 1 (no-crash) rows.
    pub tier1: usize,
    /// Tier 2 (parity) rows, each with compared outputs.
    pub tier2: usize,
    /// Dynamism definitions, each swept over 8 lengths.
    pub dynamism: usize,
    /// Varies outcomes between runs (a "previous night" uses another seed).
    pub seed: u64,
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

const FAMILIES: [&str; 16] = [
    "bert",
    "roberta",
    "xlm-roberta",
    "distilbert",
    "electra",
    "mpnet",
    "llama",
    "qwen2",
    "gpt2",
    "gemma",
    "t5",
    "bart",
    "whisper",
    "vit",
    "clip",
    "resnet",
];

/// Per-definition randomness that does not depend on the seed, so two runs
/// share most outcomes and differ where `seed` flips them.
fn base(i: usize, salt: u64) -> Rng {
    Rng((i as u64).wrapping_mul(0x2545_f491_4f6c_dd1d) ^ salt)
}

fn status_for(u: f64, flip: f64) -> Status {
    let u = if flip < 0.01 { 1.0 - u } else { u };
    match u {
        u if u < 0.008 => Status::FailCompile,
        u if u < 0.012 => Status::Crash,
        u if u < 0.015 => Status::FailRun,
        u if u < 0.017 => Status::Timeout,
        u if u < 0.019 => Status::Xfail,
        u if u < 0.021 => Status::Skipped,
        _ => Status::Pass,
    }
}

const COMPILE_ERROR: &str = "error: 'stablehlo.custom_call' op custom call target PadToStatic is not implemented\n  at model.mlir:12:5\n  note: see current operation: %3 = \"stablehlo.custom_call\"(%2) <{call_target_name = \"PadToStatic\"}>";

fn row(tier: &str, id: String, family: &str, status: Status, rng: &mut Rng) -> ResultRow {
    let compile_ms = 10f64.powf(2.3 + 1.2 * rng.unit());
    ResultRow {
        id,
        family: family.to_string(),
        tier: tier.to_string(),
        status,
        stage: match status {
            Status::FailCompile | Status::Crash => Stage::Compile,
            Status::FailRun | Status::Timeout => Stage::Execute,
            Status::FailParity => Stage::Compare,
            _ => Stage::Done,
        },
        error: match status {
            Status::FailCompile | Status::Xfail => Some(COMPILE_ERROR.into()),
            Status::Crash => {
                Some("worker died: signal 6 (SIGABRT)\nF0000 external/xla/xla/service/shape_inference.cc:311 Check failed".into())
            }
            Status::FailRun => Some("PJRT_LoadedExecutable_Execute: INTERNAL: buffer size mismatch".into()),
            Status::Timeout => Some("killed after 600 s".into()),
            Status::FailParity => Some("1 of 1 outputs outside tolerance".into()),
            _ => None,
        },
        timings: Timings {
            load_ms: 5.0 + 20.0 * rng.unit(),
            compile_ms,
            execute_ms: 0.5 + 30.0 * rng.unit(),
            compare_ms: 0.0,
            reference_ms: 0.0,
        },
        outputs: vec![OutputRecord { name: "out0".into(), dtype: "f32".into(), shape: vec![1, 8, 64], non_finite: 0, metrics: None }],
        worker_pid: 1000 + (rng.next() % 8) as u32,
        attempt: 1,
        cached: rng.unit() < 0.1,
        length: None,
        bound: None,
        compiles: None,
        training: None,
        expected: (status == Status::Xfail).then_some(Status::FailCompile),
        finished_at: 1.79e9 + rng.unit() * 3600.0,
        profiles: Default::default(),
        peak_host_bytes: None,
        device_bytes: None,
        devices: None,
        steps: None,
        op_case: None,
        compiled: None,
        disagreements: Vec::new(),
        mode: Default::default(),
        eager: None,
        modes: None,
        perf: None,
        determinism: None,
        torch: None,
    }
}

/// Performance, mode parity and determinism for a parity row, from its own
/// stream (`base(i, 4)`), so the rows' outcomes stay those of earlier runs.
fn with_perf(row: &mut ResultRow, i: usize) {
    use results::mode::{Departs, ModeParity, ModeRun};
    use results::perf::{Agreement, Determinism, Perf, Spread};
    let mut g = base(i, 4);
    let median = row.timings.execute_ms;
    let samples: Vec<f64> = (0..5).map(|_| median * (0.9 + 0.25 * g.unit())).collect();
    let mut perf = Perf { repeat: 5, execute_ms: Spread::of(&samples).unwrap_or_default(), verified: 5, ..Default::default() };
    perf.memory.arguments = (1e6 + 4e7 * g.unit()) as i64;
    perf.memory.outputs = (1e5 + 1e6 * g.unit()) as i64;
    perf.memory.temporaries = (1e5 + 2e7 * g.unit()) as i64;
    perf.memory.generated_code = (2e4 + 2e5 * g.unit()) as i64;
    let flops = 1e8 + 5e9 * g.unit();
    perf.cost.insert("flops".into(), flops);
    perf.cost.insert("bytes accessed".into(), 1e7 + 1e8 * g.unit());
    perf.flops_per_s = Some(flops / (perf.execute_ms.median / 1e3));
    let speedup = 10f64.powf(0.2 + 0.9 * g.unit());
    let agree = row.status == Status::Pass || g.unit() < 0.5;
    row.modes = Some(Box::new(ModeParity {
        runs: vec![
            ModeRun { mode: results::Mode::Compiled, status: row.status, execute_ms: median, compile_ms: row.timings.compile_ms },
            ModeRun {
                mode: results::Mode::Eager,
                status: Status::Pass,
                execute_ms: median * speedup,
                compile_ms: row.timings.compile_ms * 0.4,
            },
        ],
        agree,
        output: Some("out0".into()),
        max_abs: 1e-7 * 10f64.powf(3.0 * g.unit()),
        departs: if row.status == Status::Pass { Departs::Neither } else { Departs::Fusion },
        first_op: None,
        speedup: Some(speedup),
    }));
    row.determinism = Some(Determinism {
        runs: 2,
        agreement: if g.unit() < 0.97 {
            Agreement::BitIdentical
        } else {
            Agreement::WithinUlps { output: "out0".into(), ulps: 1 + g.next() % 4 }
        },
        threads: None,
    });
    row.perf = Some(Box::new(perf));
}

fn metrics(rng: &mut Rng, drift: f64) -> OutputMetrics {
    let atol = 1e-5;
    let rtol = 1.3e-6;
    let margin = 10f64.powf(-3.0 + 3.1 * rng.unit()) * drift;
    let max_abs = margin * (atol + rtol * 2.0);
    OutputMetrics {
        max_abs,
        max_rel: max_abs / 2.0,
        rmse: max_abs / 5.0,
        cosine: 1.0 - max_abs * 1e-3,
        mismatch_frac: if margin > 1.0 { 0.001 } else { 0.0 },
        max_ulp: (margin * 40.0) as u64,
        nan_mismatch: 0,
        top1_agree: Some(1.0),
        atol,
        rtol,
        rule: results::DecidingRule::Allclose,
        margin,
        passed: margin <= 1.0,
        suggested_atol: (margin > 1.0).then_some(max_abs * 1.2),
        suggested_rtol: (margin > 1.0).then_some(rtol),
        ..OutputMetrics::default()
    }
}

/// The synthetic rows of `spec`.
pub fn rows(spec: Spec) -> Vec<ResultRow> {
    let mut out = Vec::with_capacity(spec.tier1 + spec.tier2 + spec.dynamism * 8);
    for i in 0..spec.tier1 {
        let mut r = base(i, 1);
        let family = FAMILIES[(r.next() % FAMILIES.len() as u64) as usize];
        let u = r.unit();
        let mut s = Rng(spec.seed ^ (i as u64).wrapping_mul(0x9e37));
        let st = status_for(u, s.unit());
        out.push(row("tier1", format!("{family}-{i:05}"), family, st, &mut r));
    }
    for i in 0..spec.tier2 {
        let mut r = base(i, 2);
        let family = FAMILIES[(r.next() % FAMILIES.len() as u64) as usize];
        let mut s = Rng(spec.seed ^ (i as u64).wrapping_mul(0x7f4a));
        let drift = if s.unit() < 0.02 { 12.0 } else { 1.0 };
        let mut row = row("tier2", format!("{family}-p{i:04}"), family, Status::Pass, &mut r);
        row.outputs = (0..2)
            .map(|k| OutputRecord {
                name: format!("out{k}"),
                dtype: "f32".into(),
                shape: vec![1, 16, 128],
                non_finite: 0,
                metrics: Some(metrics(&mut r, drift)),
            })
            .collect();
        row.timings.compare_ms = 0.2 + r.unit();
        if row.outputs.iter().any(|o| o.metrics.as_ref().is_some_and(|m| !m.passed)) {
            row.status = Status::FailParity;
            row.stage = Stage::Compare;
            row.error = Some("out0 outside tolerance".into());
        }
        with_perf(&mut row, i);
        out.push(row);
    }
    for i in 0..spec.dynamism {
        let mut r = base(i, 3);
        let family = ["llama", "qwen2", "mistral", "gpt2"][i % 4];
        let fail_at = if r.unit() < 0.1 { Some(1 + (r.next() % 7) as i64) } else { None };
        for k in 0..8i64 {
            let length = 16 * (k + 1);
            let st = if fail_at.is_some_and(|f| k >= f) { Status::FailParity } else { Status::Pass };
            let mut row = row("dynamism", format!("{family}-dyn{i:03}"), family, st, &mut r);
            row.length = Some(length);
            row.bound = Some(128);
            row.compiles = Some(1);
            row.cached = k > 0;
            out.push(row);
        }
    }
    out
}

/// Writes a synthetic run folder: `results.jsonl`, `run.json`, and detail
/// files for the first parity rows.
pub fn write_run(dir: &Path, spec: Spec) -> Result<usize> {
    std::fs::create_dir_all(dir).map_err(|e| ReportError::at(dir, format!("cannot create folder: {e}")))?;
    let rows = rows(spec);
    let path = dir.join(crate::load::JOURNAL_FILE);
    let file = std::fs::File::create(&path).map_err(|e| ReportError::at(&path, format!("cannot create: {e}")))?;
    let mut w = std::io::BufWriter::new(file);
    for r in &rows {
        let line = serde_json::to_string(r).map_err(|e| ReportError::at(&path, e))?;
        writeln!(w, "{line}").map_err(|e| ReportError::at(&path, e))?;
    }
    w.flush().map_err(|e| ReportError::at(&path, e))?;
    let meta = serde_json::json!({
        "label": format!("synthetic-{}", spec.seed),
        "synthetic": true,
        "device": "cpu",
        "rows": rows.len(),
    });
    let meta_path = dir.join(crate::load::RUN_META_FILE);
    std::fs::write(&meta_path, meta.to_string()).map_err(|e| ReportError::at(&meta_path, e))?;
    for r in rows.iter().filter(|r| r.tier == "tier2").take(10) {
        let mut g = Rng(r.id.len() as u64 ^ spec.seed);
        let details: Vec<OutputDetail> = r
            .outputs
            .iter()
            .map(|o| {
                let scale = o.metrics.as_ref().map(|m| m.max_abs).unwrap_or(1e-6).max(1e-12);
                let sample: Vec<(f64, f64)> = (0..200)
                    .map(|_| {
                        let e = 4.0 * g.unit() - 2.0;
                        (e, e + scale * (2.0 * g.unit() - 1.0))
                    })
                    .collect();
                OutputDetail {
                    output: o.name.clone(),
                    error_bin_edges: (0..8).map(|k| scale * 10f64.powi(k - 7)).collect(),
                    error_bin_counts: vec![900, 700, 400, 150, 60, 20, 5, 2, 0],
                    worst: (0..5)
                        .map(|k| WorstElement {
                            index: vec![0, k, 3 * k],
                            expected: 0.5 + k as f64,
                            actual: 0.5 + k as f64 + scale / (k + 1) as f64,
                        })
                        .collect(),
                    sample,
                }
            })
            .collect();
        detail::write(dir, &r.id, r.length, &details)?;
    }
    Ok(rows.len())
}
