//! Expected performance, the gate CI runs on a slowdown (as PyTorch's
//! `check_perf_csv` gates its benchmark on expected speedups): a CSV file
//! beside the tier's expected results ([`crate::expected`]), `baselines/expected/<tier>.<target>.perf.csv`,
//! one line per definition with the figures it is expected to stay within:
//!
//! ```text
//! # tpu-compat expected performance (report --expected-perf)
//! id,execute_ms,compile_ms,memory_bytes,speedup,tolerance
//! llama-tiny-1,0.85,,1048576,,
//! bert-tiny-3,0.40,900,,1.8,0.10
//! ```
//!
//! An empty cell is not gated. `execute_ms`, `compile_ms` and `memory_bytes`
//! are ceilings: a slowdown when the run's measure (see [`crate::measures`])
//! exceeds the figure by more than `tolerance` (a fraction; empty: the
//! nightly policy's percentage for that measure) and by more than the
//! policy's absolute floor. `speedup` (eager ÷ compiled, from
//! `--compare-modes`) is a floor: a slowdown when the run's falls more than
//! `tolerance` below it. A definition that ran but measured nothing (it
//! failed) is listed as unmeasured, one the file names and the run lacks as
//! missing; neither is a slowdown (the run's own verdict counts failures).
//! A compile ceiling on a row whose executable came from the compile cache
//! is neither a pass nor a slowdown: a cache hit is a load, not a compile,
//! so it is listed as not checked (run with `--no-cache` to gate compile
//! times), as is a ceiling the run has no figure for (a compile-only run's
//! execute time). The gate says how many figures it checked, and a gate
//! that checked none fails ([`PerfCheck::failed`]): a file that could check
//! nothing is no evidence that nothing slowed down.
//! `--write-expected-perf` writes the file from a run.

use crate::regression::Policy;
use results::measures::{self, Measure};
use results::ResultRow;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// An expected-performance file that does not read.
#[derive(Debug, thiserror::Error)]
pub enum PerfFileError {
    #[error("{}: cannot read expected performance: {source}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{}: line {line}: {message}", path.display())]
    Line { path: PathBuf, line: u64, message: String },
    #[error("{}: `{id}` appears twice (lines {first} and {second})", path.display())]
    Duplicate { path: PathBuf, id: String, first: u64, second: u64 },
    #[error("{}: cannot write expected performance: {source}", path.display())]
    Write { path: PathBuf, source: std::io::Error },
}

/// One line of the file.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expected {
    pub id: String,
    #[serde(default)]
    pub execute_ms: Option<f64>,
    #[serde(default)]
    pub compile_ms: Option<f64>,
    #[serde(default)]
    pub memory_bytes: Option<f64>,
    #[serde(default)]
    pub speedup: Option<f64>,
    #[serde(default)]
    pub tolerance: Option<f64>,
}

/// Reads and checks a file: every figure finite and not negative, tolerance under 1, ids unique.
pub fn read(path: &Path) -> Result<Vec<Expected>, PerfFileError> {
    let (file, _) = host_io::read::open_bounded(path).map_err(|source| PerfFileError::Read { path: path.to_path_buf(), source })?;
    let mut rd = csv::ReaderBuilder::new().comment(Some(b'#')).trim(csv::Trim::All).from_reader(file);
    let line_err = |line: u64, message: String| PerfFileError::Line { path: path.to_path_buf(), line, message };
    let headers = rd.headers().map_err(|e| line_err(1, e.to_string()))?.clone();
    if !headers.iter().any(|h| h == "id") {
        return Err(line_err(1, "the header has no `id` column (id,execute_ms,compile_ms,memory_bytes,speedup,tolerance)".into()));
    }
    let mut out: Vec<(u64, Expected)> = Vec::new();
    for rec in rd.records() {
        let rec = rec.map_err(|e| line_err(e.position().map(|p| p.line()).unwrap_or(0), e.to_string()))?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        let e: Expected = rec.deserialize(Some(&headers)).map_err(|e| line_err(line, e.to_string()))?;
        if e.id.is_empty() {
            return Err(line_err(line, "empty id".into()));
        }
        for (name, v) in
            [("execute_ms", e.execute_ms), ("compile_ms", e.compile_ms), ("memory_bytes", e.memory_bytes), ("speedup", e.speedup)]
        {
            if v.is_some_and(|v| !v.is_finite() || v < 0.0) {
                return Err(line_err(line, format!("{name} must be a number of at least 0")));
            }
        }
        if e.tolerance.is_some_and(|t| !(0.0..1.0).contains(&t)) {
            return Err(line_err(line, "tolerance is a fraction from 0 to under 1 (0.05 is 5%)".into()));
        }
        if let Some((first, _)) = out.iter().find(|(_, x)| x.id == e.id) {
            return Err(PerfFileError::Duplicate { path: path.to_path_buf(), id: e.id, first: *first, second: line });
        }
        out.push((line, e));
    }
    Ok(out.into_iter().map(|(_, e)| e).collect())
}

/// A measure outside its expected figure.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Slowdown {
    pub id: String,
    pub length: Option<i64>,
    pub measure: &'static str,
    pub expected: f64,
    pub measured: f64,
    pub tolerance: f64,
}

impl Slowdown {
    pub fn describe(&self) -> String {
        let len = self.length.map(|l| format!(" @{l}")).unwrap_or_default();
        let what = match self.measure {
            "speedup" => format!("speedup {:.2}× below the expected {:.2}×", self.measured, self.expected),
            m => {
                let measure = Measure::ALL.into_iter().find(|x| x.name() == m).unwrap_or(Measure::ExecuteMs);
                format!(
                    "{} {} over the expected {} ({:+.0}%)",
                    measure.words(),
                    measure.show(self.measured),
                    measure.show(self.expected),
                    (self.measured / self.expected.max(f64::MIN_POSITIVE) - 1.0) * 100.0
                )
            }
        };
        format!("{}{len}: {what}, beyond the {:.0}% tolerance", results::text::printable(&self.id), self.tolerance * 100.0)
    }
}

/// What the gate found.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct PerfCheck {
    pub file: PathBuf,
    /// Figures checked (a definition's gated measures, per length).
    pub checked: usize,
    pub slowdowns: Vec<Slowdown>,
    /// Named by the file, ran, but measured nothing (failed).
    pub unmeasured: Vec<String>,
    /// Named by the file with a compile ceiling, passed, but loaded its
    /// executable from the compile cache: that ceiling was not checked.
    pub cache_hits: Vec<String>,
    /// Named by the file, passed, but the run has no figure for a gated
    /// measure (`id: measure`, e.g. a compile-only row's execute time).
    pub no_figure: Vec<String>,
    /// Named by the file, absent from the run.
    pub missing: Vec<String>,
}

impl PerfCheck {
    /// The gate fails on a slowdown, and when it checked no figure at all.
    pub fn failed(&self) -> bool {
        !self.slowdowns.is_empty() || self.checked == 0
    }

    pub fn to_text(&self) -> String {
        let mut out = format!(
            "Expected performance ({}): {} figures checked, {} slowdowns\n",
            self.file.display(),
            self.checked,
            self.slowdowns.len()
        );
        for s in &self.slowdowns {
            out.push_str(&format!("  slowdown {}\n", s.describe()));
        }
        if !self.unmeasured.is_empty() {
            out.push_str(&format!("  unmeasured (did not pass): {}\n", results::text::printable(&self.unmeasured.join(", "))));
        }
        if !self.cache_hits.is_empty() {
            out.push_str(&format!(
                "  compile time not checked (compile-cache hit, a load and not a compile; run with --no-cache): {}\n",
                results::text::printable(&self.cache_hits.join(", "))
            ));
        }
        if !self.no_figure.is_empty() {
            out.push_str(&format!("  no figure in this run: {}\n", results::text::printable(&self.no_figure.join(", "))));
        }
        if !self.missing.is_empty() {
            out.push_str(&format!("  not in this run: {}\n", results::text::printable(&self.missing.join(", "))));
        }
        if self.checked == 0 {
            out.push_str("  FAILED: no figure could be checked, so the gate proves nothing (exit 1)\n");
        }
        out
    }
}

/// Checks a run's final rows against expected figures, with `policy`'s percentages as default tolerances and its floors.
pub fn check(rows: &[ResultRow], file: &Path, expected: &[Expected], policy: &Policy) -> PerfCheck {
    let mut c = PerfCheck { file: file.to_path_buf(), ..Default::default() };
    for e in expected {
        let rows: Vec<&ResultRow> = rows.iter().filter(|r| r.id == e.id && r.status != results::Status::NotRun).collect();
        if rows.is_empty() {
            c.missing.push(e.id.clone());
            continue;
        }
        if !rows.iter().any(|r| measures::passed(r)) {
            c.unmeasured.push(e.id.clone());
            continue;
        }
        let mut cache_hit = false;
        let mut no_figure: Vec<&'static str> = Vec::new();
        for r in rows.into_iter().filter(|r| measures::passed(r)) {
            let ceilings = [
                (Measure::ExecuteMs, e.execute_ms, policy.execute_pct, policy.execute_floor_ms),
                (Measure::CompileMs, e.compile_ms, policy.compile_pct, policy.compile_floor_ms),
                (Measure::MemoryBytes, e.memory_bytes, policy.memory_pct, policy.memory_floor_bytes),
            ];
            for (m, want, pct, floor) in ceilings {
                let Some(want) = want else { continue };
                let Some(got) = measures::of(r, m) else {
                    if m == Measure::CompileMs && r.cached {
                        cache_hit = true;
                    } else if !no_figure.contains(&m.name()) {
                        no_figure.push(m.name());
                    }
                    continue;
                };
                c.checked += 1;
                let tol = e.tolerance.unwrap_or(pct / 100.0);
                if got > want * (1.0 + tol) && got - want > floor {
                    c.slowdowns.push(Slowdown {
                        id: e.id.clone(),
                        length: r.length,
                        measure: m.name(),
                        expected: want,
                        measured: got,
                        tolerance: tol,
                    });
                }
            }
            if let Some(want) = e.speedup {
                let Some(got) = r.modes.as_ref().and_then(|m| m.speedup) else {
                    if !no_figure.contains(&"speedup") {
                        no_figure.push("speedup");
                    }
                    continue;
                };
                c.checked += 1;
                let tol = e.tolerance.unwrap_or(policy.execute_pct / 100.0);
                if got < want * (1.0 - tol) {
                    c.slowdowns.push(Slowdown {
                        id: e.id.clone(),
                        length: r.length,
                        measure: "speedup",
                        expected: want,
                        measured: got,
                        tolerance: tol,
                    });
                }
            }
        }
        if cache_hit {
            c.cache_hits.push(e.id.clone());
        }
        if !no_figure.is_empty() {
            c.no_figure.push(format!("{} ({})", e.id, no_figure.join(", ")));
        }
    }
    c
}

/// An expected-performance file from a run's final rows (the run named
/// `label` in its header): every passing definition's execute time, compile
/// time (where it compiled), memory and speedup (the worst over its
/// lengths), tolerance left to the policy.
pub fn from_rows(rows: &[ResultRow], label: &str) -> String {
    let mut by_id: std::collections::BTreeMap<&str, Expected> = std::collections::BTreeMap::new();
    let worse = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(x), Some(y)) => Some(x.max(y)),
        (x, y) => x.or(y),
    };
    for r in rows.iter().filter(|r| measures::passed(r)) {
        let e = by_id.entry(r.id.as_str()).or_insert_with(|| Expected { id: r.id.clone(), ..Default::default() });
        e.execute_ms = worse(e.execute_ms, measures::execute_ms(r));
        e.compile_ms = worse(e.compile_ms, measures::compile_ms(r));
        e.memory_bytes = worse(e.memory_bytes, measures::memory_bytes(r));
        let s = r.modes.as_ref().and_then(|m| m.speedup);
        e.speedup = match (e.speedup, s) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, y) => x.or(y),
        };
    }
    let mut out = format!("# tpu-compat expected performance, from {} (report --expected-perf)\n", label.replace(['\n', '\r'], " "));
    out.push_str("id,execute_ms,compile_ms,memory_bytes,speedup,tolerance\n");
    let cell = |v: Option<f64>| v.map(|v| format!("{v:.6}").trim_end_matches('0').trim_end_matches('.').to_string()).unwrap_or_default();
    let quote = |s: &str| if s.contains([',', '"', '\n', '\r', '#']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s.to_string() };
    for e in by_id.values() {
        out.push_str(&format!(
            "{},{},{},{},{},\n",
            quote(&e.id),
            cell(e.execute_ms),
            cell(e.compile_ms),
            cell(e.memory_bytes.map(f64::round)),
            cell(e.speedup)
        ));
    }
    out
}

/// Writes [`from_rows`] to `path`.
pub fn write(rows: &[ResultRow], label: &str, path: &Path) -> Result<(), PerfFileError> {
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|source| PerfFileError::Write { path: path.to_path_buf(), source })?;
    }
    std::fs::write(path, from_rows(rows, label)).map_err(|source| PerfFileError::Write { path: path.to_path_buf(), source })
}

#[cfg(test)]
mod tests {
    use super::*;
    use results::Status;

    fn run(rows: Vec<ResultRow>) -> Vec<ResultRow> {
        rows
    }

    fn row(id: &str, status: Status, execute: f64) -> ResultRow {
        let mut r = ResultRow::started(id, "mlp", "tier2", 1);
        r.status = status;
        r.timings.execute_ms = execute;
        r.timings.compile_ms = 30.0;
        r
    }

    fn file(text: &str) -> (tempfile::TempDir, PathBuf) {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("tier2.cpu.perf.csv");
        std::fs::write(&p, text).unwrap();
        (d, p)
    }

    #[test]
    fn a_slowdown_beyond_tolerance_and_floor_is_found_and_nothing_else() {
        let (_d, p) = file("# comment\nid,execute_ms,tolerance\nslow,2.0,\nnoisy,0.05,\nfine,10.0,0.5\nbroken,1.0,\ngone,1.0,\n");
        let exp = read(&p).unwrap();
        let r = run(vec![
            row("slow", Status::Pass, 5.0),
            row("noisy", Status::Pass, 0.5),
            row("fine", Status::Pass, 14.0),
            row("broken", Status::FailRun, 0.0),
        ]);
        let c = check(&r, &p, &exp, &Policy::default());
        assert_eq!(c.slowdowns.len(), 1, "{c:?}");
        assert_eq!((c.slowdowns[0].id.as_str(), c.slowdowns[0].measured), ("slow", 5.0));
        assert!(c.slowdowns[0].describe().contains("+150%"), "{}", c.slowdowns[0].describe());
        assert_eq!(c.unmeasured, ["broken"]);
        assert_eq!(c.missing, ["gone"]);
        assert_eq!(c.checked, 3);
    }

    #[test]
    fn a_cache_hit_is_no_compile_and_a_gate_that_checked_nothing_fails() {
        let (_d, p) = file("id,compile_ms\nwarm,30\ncold,30\n");
        let exp = read(&p).unwrap();
        let mut warm = row("warm", Status::Pass, 1.0);
        warm.cached = true;
        let c = check(&run(vec![warm.clone()]), &p, &exp, &Policy::default());
        assert_eq!((c.checked, c.cache_hits.as_slice(), c.unmeasured.is_empty()), (0, &["warm".to_string()][..], true), "{c:?}");
        assert!(c.failed(), "nothing checked is no pass");
        assert!(c.to_text().contains("compile-cache hit") && c.to_text().contains("no figure could be checked"), "{}", c.to_text());
        let c = check(&run(vec![warm, row("cold", Status::Pass, 1.0)]), &p, &exp, &Policy::default());
        assert_eq!((c.checked, c.failed()), (1, false), "{c:?}");
    }

    #[test]
    fn the_file_written_from_a_run_reads_back_and_passes_that_run() {
        let r = run(vec![row("a,b", Status::Pass, 3.0), row("c", Status::FailParity, 3.0)]);
        let (_d, p) = file(&from_rows(&r, "a run"));
        let exp = read(&p).unwrap();
        assert_eq!(exp.len(), 1);
        assert_eq!((exp[0].id.as_str(), exp[0].execute_ms, exp[0].compile_ms), ("a,b", Some(3.0), Some(30.0)));
        assert!(check(&r, &p, &exp, &Policy::default()).slowdowns.is_empty());
    }

    #[test]
    fn bad_files_name_the_file_and_line() {
        for (text, want) in [
            ("id,execute_ms\na,fast\n", "line 2"),
            ("id,execute_ms\na,-1\n", "at least 0"),
            ("id,execute_ms,tolerance\na,1,5\n", "fraction"),
            ("id,speed\na,1\n", "unknown field"),
            ("name,execute_ms\na,1\n", "no `id` column"),
            ("id,execute_ms\na,1\na,2\n", "appears twice"),
        ] {
            let (_d, p) = file(text);
            let e = read(&p).unwrap_err().to_string();
            assert!(e.contains("tier2.cpu.perf.csv") && e.contains(want), "{text:?}: {e}");
        }
        let missing = read(Path::new("/nonexistent/x.perf.csv")).unwrap_err().to_string();
        assert!(missing.contains("/nonexistent/x.perf.csv"), "{missing}");
    }
}
