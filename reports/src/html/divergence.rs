//! The "Where it diverges" section of a definition page: what `run
//! --localize` (or `tpu-compat diverge --out RUN_DIR/details/<id>.diverge`)
//! found for a `fail-parity` row: the origin op, how far the divergence
//! reached, the error-growth chart and the one-op repro; or, with no origin,
//! what that means (the localization's `explanation`: the device computes
//! the program as well as the CPU, so the difference is in the definition);
//! and whether the instrumented program reproduced the device's outputs. Read from
//! `RUN_DIR/details/<id>.diverge/report.json` and `growth.svg`; the report is
//! read loosely (JSON values), so a page never fails over it: an unreadable
//! report is a note.

use crate::escape::{file_stem, html};
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// Where a row's localization is kept in a run folder.
pub fn dir(run_dir: &Path, id: &str) -> PathBuf {
    run_dir.join("details").join(format!("{}.diverge", file_stem(id)))
}

/// The section's HTML; empty when the run holds no localization for `id`.
pub fn section(run_dir: &Path, id: &str) -> String {
    let d = dir(run_dir, id);
    let Ok(text) = std::fs::read_to_string(d.join("report.json")) else { return String::new() };
    let mut out = String::from("<h2>Where it diverges</h2>");
    let report: serde_json::Value = match serde_json::from_str(&text) {
        Ok(v) => v,
        Err(e) => {
            let _ = write!(
                out,
                "<p class=\"note\">{}: not a localization report: {}</p>",
                html(&d.display().to_string()),
                html(&e.to_string())
            );
            return out;
        }
    };
    let s = |v: &serde_json::Value| html(v.as_str().unwrap_or(""));
    let threshold = report["threshold"].as_f64().unwrap_or(f64::NAN);
    let origin = &report["origin"];
    if origin.is_null() {
        // The localization says what no origin means (older reports do not: the plain fact then).
        match report["explanation"].as_str() {
            Some(e) if report["finding"] == "no-divergence" => {
                let _ = write!(out, "<p id=\"finding\"><strong>No op diverged:</strong> {}.</p>", html(e));
            }
            Some(e) => {
                let _ = write!(out, "<p id=\"finding\" class=\"note\">{}.</p>", html(e));
            }
            None => {
                let _ = write!(
                    out,
                    "<p>No op diverged: every watched value stayed within {threshold}× the CPU's rounding error against float64.</p>"
                );
            }
        }
    } else {
        let list = |v: &serde_json::Value| {
            v.as_array().map(|a| a.iter().map(|t| html(t.as_str().unwrap_or(""))).collect::<Vec<_>>().join(", ")).unwrap_or_default()
        };
        let _ = write!(
            out,
            "<div class=\"tablewrap\"><table id=\"origin\"><tbody><tr><th>Origin</th><td><code>{}</code> at line {}</td></tr><tr><th>Ratio</th><td>{:.3e} (device error / CPU error against float64; threshold {threshold})</td></tr><tr><th>Operands</th><td>{}</td></tr><tr><th>Results</th><td>{}</td></tr>",
            s(&origin["op"]),
            origin["line"].as_u64().unwrap_or(0),
            origin["ratio"].as_f64().unwrap_or(f64::NAN),
            list(&origin["operand_types"]),
            list(&origin["result_types"]),
        );
        if let Some(m) = origin["location"].as_str() {
            let _ = write!(out, "<tr><th>Module</th><td>{}</td></tr>", html(m));
        }
        let reached = report["chain"].as_array().map(|a| a.len()).unwrap_or(0);
        let outputs: Vec<String> = report["outputs_reached"]
            .as_array()
            .map(|a| a.iter().filter_map(|i| i.as_u64()).map(|i| format!("out{i}")).collect())
            .unwrap_or_default();
        let _ = write!(
            out,
            "<tr><th>Reached</th><td>{reached} later values; outputs: {}</td></tr>",
            if outputs.is_empty() { "none".to_string() } else { outputs.join(", ") }
        );
        if let Some(r) = report.get("repro") {
            let suite = s(&r["suite"]);
            let _ = write!(
                out,
                "<tr><th>Repro</th><td><code>{suite}/{}</code> — <code>tpu-compat run {suite} --baselines {}</code></td></tr>",
                s(&r["id"]),
                s(&r["store"])
            );
        } else if let Some(e) = report["repro_error"].as_str() {
            let _ = write!(out, "<tr><th>Repro</th><td class=\"note\">not written: {}</td></tr>", html(e));
        }
        let _ = write!(out, "</tbody></table></div><pre>{}</pre>", s(&origin["text"]));
    }
    let r = &report["reproduction"];
    if r["failed_batches"].as_u64().unwrap_or(0) > 0 {
        let changes: Vec<String> =
            r["changes_outputs"].as_array().map(|a| a.iter().map(|v| html(v.as_str().unwrap_or(""))).collect()).unwrap_or_default();
        let _ = write!(
            out,
            "<p class=\"note\" id=\"reproduction\">The instrumented program did not reproduce the device's outputs in {} batch(es) \
             (watching values changed what the device compiled, as fusion does); smaller batches were run.{}</p>",
            r["failed_batches"],
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
    // The chart is this harness's own SVG (ids and op names escaped when drawn).
    if let Ok(svg) = std::fs::read_to_string(d.join("growth.svg")) {
        if svg.starts_with("<svg") {
            let _ = write!(out, "<section class=\"panel\"><h2>Error growth</h2>{svg}</section>");
        }
    }
    let _ = write!(
        out,
        "<p class=\"note\">{} values watched in {} compiles (instrumented programs, and the program as written on the device), {:.1} s.</p>",
        report["values"].as_array().map(|a| a.len()).unwrap_or(0),
        report["compiles"].as_u64().unwrap_or(0),
        report["seconds"].as_f64().unwrap_or(f64::NAN)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_becomes_a_section_and_junk_a_note() {
        let tmp = tempfile::tempdir().unwrap();
        assert_eq!(section(tmp.path(), "m"), "");
        let d = dir(tmp.path(), "m");
        std::fs::create_dir_all(&d).unwrap();
        let report = serde_json::json!({"threshold": 100.0, "origin": {"op": "stablehlo.exponential", "line": 7, "ratio": 1.5e4, "operand_types": ["tensor<2xf32>"], "result_types": ["tensor<2xf32>"], "location": "enc<1>", "text": "%3 = stablehlo.exponential %2"}, "chain": [4, 5], "outputs_reached": [0], "values": [], "compiles": 3, "seconds": 1.0, "repro": {"suite": "R", "id": "m.L7.exponential", "store": "R/store"}});
        std::fs::write(d.join("report.json"), report.to_string()).unwrap();
        std::fs::write(d.join("growth.svg"), "<svg></svg>").unwrap();
        let h = section(tmp.path(), "m");
        assert!(
            h.contains("<code>stablehlo.exponential</code> at line 7") && h.contains("enc&lt;1&gt;") && h.contains("outputs: out0"),
            "{h}"
        );
        assert!(h.contains("tpu-compat run R --baselines R/store") && h.contains("<svg></svg>"), "{h}");
        let none = serde_json::json!({"threshold": 100.0, "origin": null, "finding": "no-divergence", "explanation": "the device computes this program as well as the CPU does (no op beyond 100x)", "reproduction": {"failed_batches": 2, "changes_outputs": ["%3 (line 5, stablehlo.tanh)"]}, "values": []});
        std::fs::write(d.join("report.json"), none.to_string()).unwrap();
        let h = section(tmp.path(), "m");
        assert!(h.contains("<strong>No op diverged:</strong> the device computes this program as well as the CPU does"), "{h}");
        assert!(h.contains("in 2 batch(es)") && h.contains("%3 (line 5, stablehlo.tanh)"), "{h}");
        std::fs::write(d.join("report.json"), "{").unwrap();
        assert!(section(tmp.path(), "m").contains("not a localization report"));
    }
}
