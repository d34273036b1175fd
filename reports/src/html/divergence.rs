//! The "Where it diverges" section of a definition page: what `run
//! --localize` (or `tpu-compat diverge --out RUN_DIR/details/<id>.diverge`)
//! found for a `fail-parity` row: the origin op, how far the divergence
//! reached, the error-growth chart and the one-op repro; or, with no origin,
//! what that means (the localization's `explanation`: the device computes
//! the program as well as the CPU, so the difference is in the definition);
//! and whether the instrumented program reproduced the device's outputs. Read from
//! `RUN_DIR/details/<id>.diverge/report.json` (the typed
//! `results::Localization`, plain or sharded) and `growth.svg`; a page never
//! fails over it: an unreadable report is a note naming the file and what is
//! wrong.

use crate::escape::{file_stem, html};
use results::localization::{Finding, Localization, Plain, Sharded};
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// Where a row's localization is kept in a run folder.
pub fn dir(run_dir: &Path, id: &str) -> PathBuf {
    run_dir.join("details").join(format!("{}.diverge", file_stem(id)))
}

/// The section's HTML; empty when the run holds no localization for `id`.
pub fn section(run_dir: &Path, id: &str) -> String {
    let d = dir(run_dir, id);
    let path = d.join("report.json");
    if !path.is_file() {
        return String::new();
    }
    let mut out = String::from("<h2>Where it diverges</h2>");
    match Localization::read(&path) {
        Err(e) => {
            let _ = write!(out, "<p class=\"note\">{}</p>", html(&e.to_string()));
            return out;
        }
        Ok(Localization::Plain(p)) => plain(&mut out, &p),
        Ok(Localization::Sharded(s)) => sharded(&mut out, &s),
    }
    // The chart is this harness's own SVG (ids and op names escaped when drawn).
    if let Ok(svg) = std::fs::read_to_string(d.join("growth.svg")) {
        if svg.starts_with("<svg") {
            let _ = write!(out, "<section class=\"panel\"><h2>Error growth</h2>{svg}</section>");
        }
    }
    out
}

fn plain(out: &mut String, report: &Plain) {
    let threshold = report.threshold;
    match &report.origin {
        None => match (&report.explanation, report.finding) {
            (Some(e), Finding::NoDivergence) => {
                let _ = write!(out, "<p id=\"finding\"><strong>No op diverged:</strong> {}.</p>", html(e));
            }
            (Some(e), _) => {
                let _ = write!(out, "<p id=\"finding\" class=\"note\">{}.</p>", html(e));
            }
            (None, _) => {
                let _ = write!(
                    out,
                    "<p>No op diverged: every watched value stayed within {threshold}× the CPU's rounding error against float64.</p>"
                );
            }
        },
        Some(origin) => {
            let list = |v: &[String]| v.iter().map(|t| html(t)).collect::<Vec<_>>().join(", ");
            let _ = write!(
                out,
                "<div class=\"tablewrap\"><table id=\"origin\"><tbody><tr><th>Origin</th><td><code>{}</code> at line {}</td></tr><tr><th>Ratio</th><td>{:.3e} (device error / CPU error against float64; threshold {threshold})</td></tr><tr><th>Operands</th><td>{}</td></tr><tr><th>Results</th><td>{}</td></tr>",
                html(&origin.op),
                origin.line,
                origin.ratio,
                list(&origin.operand_types),
                list(&origin.result_types),
            );
            if let Some(f) = &origin.function {
                let _ = write!(
                    out,
                    "<tr><th>Function</th><td><code>@{}</code> (called from <code>@main</code>, watched inlined)</td></tr>",
                    html(f)
                );
            }
            if let Some(m) = &origin.location {
                let _ = write!(out, "<tr><th>Module</th><td>{}</td></tr>", html(m));
            }
            let outputs: Vec<String> = report.outputs_reached.iter().map(|i| format!("out{i}")).collect();
            let _ = write!(
                out,
                "<tr><th>Reached</th><td>{} later values; outputs: {}</td></tr>",
                report.chain.len(),
                if outputs.is_empty() { "none".to_string() } else { outputs.join(", ") }
            );
            if let Some(r) = &report.repro {
                let suite = html(&r.suite.display().to_string());
                let _ = write!(
                    out,
                    "<tr><th>Repro</th><td><code>{suite}/{}</code> — <code>tpu-compat run {suite} --baselines {}</code></td></tr>",
                    html(&r.id),
                    html(&r.store.display().to_string())
                );
            } else if let Some(e) = &report.repro_error {
                let _ = write!(out, "<tr><th>Repro</th><td class=\"note\">not written: {}</td></tr>", html(e));
            }
            let _ = write!(out, "</tbody></table></div><pre>{}</pre>", html(&origin.text));
        }
    }
    let discarded = report
        .values
        .iter()
        .filter(|v| v.errors.is_some_and(|e| e.ratio > threshold || e.ratio.is_nan()) && v.live_ratio.is_some_and(|l| l <= threshold))
        .count();
    if discarded > 0 {
        let _ = write!(
            out,
            "<p class=\"note\" id=\"discarded\">{discarded} value(s) differ beyond the threshold only where no diverged output reads them (a later select discards those elements): not origins.</p>"
        );
    }
    let r = &report.reproduction;
    if !r.reproduced() {
        let changes: Vec<String> = r.changes_outputs.iter().map(|v| html(v)).collect();
        let _ = write!(
            out,
            "<p class=\"note\" id=\"reproduction\">The instrumented program did not reproduce the device's outputs in {} batch(es) \
             (watching values changed what the device compiled, as fusion does); smaller batches were run.{}</p>",
            r.failed_batches,
            if changes.is_empty() {
                String::new()
            } else {
                format!(
                    " Not measured, because watching them changes the outputs (the divergence may start there): {}.",
                    changes.join(", ")
                )
            }
        );
    }
    let _ = write!(
        out,
        "<p class=\"note\">{} values watched in {} compiles (instrumented programs, and the program as written on the device), {:.1} s.</p>",
        report.values.len(),
        report.compiles,
        report.seconds
    );
}

fn sharded(out: &mut String, report: &Sharded) {
    match &report.origin {
        None => {
            let _ = write!(
                out,
                "<p id=\"finding\"><strong>No value departs:</strong> every device's copy is within {:.0e} of the one-device run over {} devices.</p>",
                report.tolerance, report.devices
            );
        }
        Some(o) => {
            let _ = write!(
                out,
                "<div class=\"tablewrap\"><table id=\"origin\"><tbody><tr><th>Origin</th><td><code>{}</code> at line {}</td></tr><tr><th>Device</th><td>{} off the one-device run by {:.3e} of its magnitude (departing: {})</td></tr><tr><th>Collectives</th><td>{}</td></tr></tbody></table></div><pre>{}</pre>",
                html(&o.op),
                o.line,
                o.device,
                o.error,
                o.devices.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "),
                if o.collectives.is_empty() { "none (the op itself departs)".to_string() } else { html(&o.collectives.join(", ")) },
                html(&o.text)
            );
        }
    }
    let _ = write!(
        out,
        "<p class=\"note\">{} values watched over {} devices in {} compiles, {:.1} s.</p>",
        report.values.len(),
        report.devices,
        report.compiles,
        report.seconds
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use results::localization::{DeviceOrigin, Errors, Origin, ReproRef, Reproduction, Value};

    fn report(origin: Option<Origin>) -> Plain {
        Plain {
            id: "m".into(),
            threshold: 100.0,
            finding: if origin.is_some() { Finding::Origin } else { Finding::NoDivergence },
            explanation: origin
                .is_none()
                .then(|| "the device computes this program as well as the CPU does (no op beyond 100x)".to_string()),
            reproduction: Reproduction { checked: true, diverged_outputs: vec![0], failed_batches: 0, changes_outputs: vec![] },
            values: vec![Value {
                name: "%8".into(),
                statement: 0,
                line: 46,
                op: "stablehlo.divide".into(),
                ty: "tensor<4xf32>".into(),
                location: None,
                function: None,
                errors: Some(Errors { device: f64::INFINITY, cpu: 1e-8, ratio: f64::INFINITY }),
                live_ratio: Some(0.05),
            }],
            origin,
            chain: vec![4, 5],
            outputs_reached: vec![0],
            compiles: 3,
            batches: 1,
            seconds: 1.0,
            compile_seconds: 0.9,
            unwatched: vec![],
            inlined_calls: 1,
            repro: None,
            repro_error: None,
        }
    }

    fn write(d: &Path, l: Localization) {
        std::fs::write(d.join("report.json"), serde_json::to_string(&l).unwrap()).unwrap();
    }

    #[test]
    fn a_report_becomes_a_section_and_junk_a_note() {
        let tmp = tempfile::tempdir().unwrap();
        assert_eq!(section(tmp.path(), "m"), "");
        let d = dir(tmp.path(), "m");
        std::fs::create_dir_all(&d).unwrap();
        let mut r = report(Some(Origin {
            value: 0,
            name: "%silu.1.1".into(),
            line: 7,
            op: "stablehlo.exponential".into(),
            operand_types: vec!["tensor<2xf32>".into()],
            result_types: vec!["tensor<2xf32>".into()],
            location: Some("enc<1>".into()),
            function: Some("silu".into()),
            ratio: 1.5e4,
            text: "%3 = stablehlo.exponential %2".into(),
        }));
        r.repro = Some(ReproRef { suite: "R".into(), id: "m.L7.exponential".into(), store: "R/store".into() });
        write(&d, Localization::Plain(Box::new(r)));
        std::fs::write(d.join("growth.svg"), "<svg></svg>").unwrap();
        let h = section(tmp.path(), "m");
        assert!(
            h.contains("<code>stablehlo.exponential</code> at line 7") && h.contains("enc&lt;1&gt;") && h.contains("outputs: out0"),
            "{h}"
        );
        assert!(
            h.contains("<code>@silu</code>")
                && h.contains("1 value(s) differ beyond the threshold only where no diverged output reads them"),
            "{h}"
        );
        assert!(h.contains("tpu-compat run R --baselines R/store") && h.contains("<svg></svg>"), "{h}");
        let mut none = report(None);
        none.reproduction.failed_batches = 2;
        none.reproduction.changes_outputs = vec!["%3 (line 5, stablehlo.tanh)".into()];
        write(&d, Localization::Plain(Box::new(none)));
        let h = section(tmp.path(), "m");
        assert!(h.contains("<strong>No op diverged:</strong> the device computes this program as well as the CPU does"), "{h}");
        assert!(h.contains("in 2 batch(es)") && h.contains("%3 (line 5, stablehlo.tanh)"), "{h}");
        // A sharded report: the departing device and its collectives.
        let sharded = Sharded {
            id: "m".into(),
            devices: 4,
            tolerance: 1e-4,
            values: vec![],
            origin: Some(DeviceOrigin {
                value: 0,
                name: "%2".into(),
                line: 9,
                op: "stablehlo.reduce".into(),
                text: "%2 = stablehlo.reduce".into(),
                device: 1,
                error: 0.5,
                devices: vec![1],
                collectives: vec!["all-reduce for line 9 (stablehlo.reduce)".into()],
            }),
            collectives: vec![],
            compiles: 2,
            batches: 1,
            seconds: 0.5,
        };
        write(&d, Localization::Sharded(Box::new(sharded)));
        let h = section(tmp.path(), "m");
        assert!(
            h.contains("<code>stablehlo.reduce</code> at line 9")
                && h.contains("1 off the one-device run by 5.000e-1")
                && h.contains("all-reduce for line 9"),
            "{h}"
        );
        std::fs::write(d.join("report.json"), "{").unwrap();
        assert!(section(tmp.path(), "m").contains("not a localization report"));
    }
}
