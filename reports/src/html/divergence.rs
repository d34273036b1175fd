//! The "Where it diverges" section of a definition page: what `run
//! --localize` (or `tpu-compat diverge --out RUN_DIR/details/<id>.diverge`)
//! found for a `fail-parity` row: the origin op, how far the divergence
//! reached, the error-growth chart and the one-op repro. Read from
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
        let _ =
            write!(out, "<p>No op diverged: every watched value stayed within {threshold}× the CPU's rounding error against float64.</p>");
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
    // The chart is this harness's own SVG (ids and op names escaped when drawn).
    if let Ok(svg) = std::fs::read_to_string(d.join("growth.svg")) {
        if svg.starts_with("<svg") {
            let _ = write!(out, "<section class=\"panel\"><h2>Error growth</h2>{svg}</section>");
        }
    }
    let _ = write!(
        out,
        "<p class=\"note\">{} values watched in {} compiles of instrumented programs, {:.1} s.</p>",
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
        std::fs::write(d.join("report.json"), "{").unwrap();
        assert!(section(tmp.path(), "m").contains("not a localization report"));
    }
}
