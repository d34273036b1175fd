//! What a run prints when it ends: the tier's tally, the dynamism line, and
//! for each parity failure the tolerance that would have passed it.

use results::tally::Tally;
use results::{ResultRow, Status};

/// Prints the tally of the run's final rows (and the sweep line where rows have lengths).
pub fn print_tally(fin: &[ResultRow]) -> Tally {
    let tally = Tally::of(&results::tally::definitions(fin));
    out!("{}", tally.to_text());
    if fin.iter().any(|r| r.length.is_some()) {
        outln!("{}", crate::dynamism::summarize(fin).line());
    }
    tally
}

/// Per definition that failed parity: the tolerance that would have passed
/// it (observed error x 1.2, per output), the starting point for a
/// `baselines/tolerances.toml` entry or an expected-results line.
pub fn print_suggested_tolerances(fin: &[ResultRow]) {
    const SHOWN: usize = 20;
    const PER_ROW: usize = 5;
    let failing: Vec<&ResultRow> = fin.iter().filter(|r| r.status == Status::FailParity).collect();
    if failing.is_empty() {
        return;
    }
    outln!("suggested tolerances (observed x 1.2) for {} parity failures:", failing.len());
    for r in failing.iter().take(SHOWN) {
        let wrong: Vec<_> = r.outputs.iter().filter_map(|o| o.metrics.as_ref().filter(|m| !m.passed).map(|m| (o, m))).collect();
        // Only outputs that were compared have a tolerance to suggest; the others are counted.
        let mut parts: Vec<String> = wrong
            .iter()
            .filter_map(|(o, m)| match (m.suggested_atol, m.suggested_rtol) {
                (Some(a), Some(t)) => Some(format!("{} atol {a:.2e} rtol {t:.2e} (judged by {:.1e}/{:.1e})", o.name, m.atol, m.rtol)),
                _ => None,
            })
            .collect();
        let compared = parts.len();
        parts.truncate(PER_ROW);
        if compared > PER_ROW {
            parts.push(format!("and {} more", compared - PER_ROW));
        }
        if compared < wrong.len() {
            parts.push(format!("{} not comparable (no tolerance passes them)", wrong.len() - compared));
        }
        if parts.is_empty() {
            parts.push(r.error.as_deref().and_then(|e| e.lines().next()).unwrap_or("no output compared").to_string());
        }
        let at = r.length.map(|l| format!(" at length {l}")).unwrap_or_default();
        outln!("  {}{at}: {}", r.id, parts.join("; "));
    }
    if failing.len() > SHOWN {
        outln!("  ... {} more: tpu-compat report RUN_DIR --format markdown", failing.len() - SHOWN);
    }
}
