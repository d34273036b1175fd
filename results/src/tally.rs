//! Where a run stands: the one definition of a run's final rows, of each
//! definition's outcome, of the published tier figures, and of the run's
//! verdict (its exit code). `tpu-compat run`, `report` (every format),
//! `merge`, `expected update` and `scripts/nightly` all read a run through
//! this module, so they cannot disagree.
//!
//! - **Final rows.** For each definition, the rows of its latest attempt
//!   (one per length for a dynamism sweep; a later line for the same
//!   length replaces an earlier one). A definition the run planned but has
//!   no row for gets a `not-run` row: an interrupted run never looks
//!   complete.
//! - **A definition's result** is the worst of its final rows, in the order
//!   unexpected failure, not run, expected failure, unexpected pass, pass,
//!   skipped: a sweep passes only when every length passes.
//! - **Figures** count definitions: passed (pass, xpass) of counted (all but
//!   skipped), not-run included, so `k/n` of an interrupted run is honest.
//!   A compile-only tier (rows compiled for a `--topology`, never run) has
//!   its own figure instead, [`CompileOnlyFigure`]: compiling (`compiled`,
//!   and `oom` where it compiled but its footprint exceeds a device's HBM;
//!   the compiler's own E1000 refusal does not compile) and fitting
//!   (`compiled`) of all; a `compiled` row never counts as passed.
//! - **The verdict** fails when any definition is an unexpected failure or
//!   was not run (exit code 1); expected failures and unexpected passes
//!   do not fail it.
//! - **A partial run** (a merge that lacks shards) says so in every tier's
//!   title: `Tier 1 (partial: shards 3/3 missing): 8/12 passed`; the lost
//!   shards' definitions are in the plan, so they count as not run.

use crate::row::ResultRow;
use crate::status::{Outcome, Status};
use crate::text::thousands;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// A definition a run planned: the tier it belongs to and its id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Planned {
    pub tier: String,
    pub id: String,
}

/// The final rows of a run, in journal order, then `not-run` rows for
/// planned definitions without any row (in plan order).
pub fn final_rows(rows: &[ResultRow], planned: &[Planned]) -> Vec<ResultRow> {
    let mut latest: HashMap<&str, u32> = HashMap::new();
    for r in rows {
        let a = latest.entry(r.id.as_str()).or_insert(r.attempt);
        *a = (*a).max(r.attempt);
    }
    let mut index: HashMap<(&str, Option<i64>), usize> = HashMap::new();
    let mut kept: Vec<ResultRow> = Vec::new();
    for r in rows {
        if latest.get(r.id.as_str()) != Some(&r.attempt) {
            continue;
        }
        match index.get(&(r.id.as_str(), r.length)) {
            Some(&i) => kept[i] = r.clone(),
            None => {
                index.insert((r.id.as_str(), r.length), kept.len());
                kept.push(r.clone());
            }
        }
    }
    for p in planned {
        if !latest.contains_key(p.id.as_str()) {
            let mut r = ResultRow::started(&p.id, "", &p.tier, 0);
            r.status = Status::NotRun;
            r.worker_pid = 0;
            r.error = Some("planned, but the run stopped before it".into());
            kept.push(r);
        }
    }
    kept
}

/// The final row of one definition `id` among `rows` (a journal's): its
/// latest attempt, and over a sweep's lengths the first that did not pass
/// (else the last). `reduce`, `bisect` and bundles read a definition's
/// verdict through it; [`final_rows`] is the same reading over a whole run.
pub fn final_row<'a>(rows: &'a [ResultRow], id: &str) -> Option<&'a ResultRow> {
    let mine: Vec<&ResultRow> = rows.iter().filter(|r| r.id == id).collect();
    let last_attempt = mine.iter().map(|r| r.attempt).max()?;
    let latest: Vec<&ResultRow> = mine.into_iter().filter(|r| r.attempt == last_attempt).collect();
    latest.iter().find(|r| !r.status.is_pass()).or(latest.last()).copied()
}

/// How bad an outcome is, for taking the worst over a definition's rows.
fn severity(o: Outcome) -> u8 {
    match o {
        Outcome::UnexpectedFailure => 6,
        Outcome::NotRun => 5,
        Outcome::ExpectedFailure => 4,
        Outcome::Compiled => 3,
        Outcome::Flaky => 3,
        Outcome::UnexpectedPass => 2,
        Outcome::Pass => 1,
        Outcome::Skipped => 0,
    }
}

/// One definition's standing: its worst final row.
#[derive(Debug, Clone, PartialEq)]
pub struct DefinitionResult<'a> {
    pub tier: &'a str,
    pub id: &'a str,
    pub family: &'a str,
    pub status: Status,
    pub outcome: Outcome,
    /// Its final rows (several for a sweep), in journal order.
    pub rows: Vec<&'a ResultRow>,
}

/// Groups final rows by definition (first appearance order) and takes each one's worst.
pub fn definitions(final_rows: &[ResultRow]) -> Vec<DefinitionResult<'_>> {
    let mut at: HashMap<(&str, &str), usize> = HashMap::new();
    let mut out: Vec<DefinitionResult<'_>> = Vec::new();
    for r in final_rows {
        let key = (r.tier.as_str(), r.id.as_str());
        let i = *at.entry(key).or_insert_with(|| {
            out.push(DefinitionResult {
                tier: &r.tier,
                id: &r.id,
                family: &r.family,
                status: r.status,
                outcome: r.status.outcome(),
                rows: Vec::new(),
            });
            out.len() - 1
        });
        let d = &mut out[i];
        if severity(r.status.outcome()) > severity(d.outcome) {
            d.status = r.status;
            d.outcome = r.status.outcome();
        }
        if d.family.is_empty() {
            d.family = &r.family;
        }
        d.rows.push(r);
    }
    out
}

/// `passed` of `total` counted definitions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figure {
    pub passed: usize,
    pub total: usize,
}

impl Figure {
    pub fn add(&mut self, d: &DefinitionResult<'_>) {
        if d.outcome != Outcome::Skipped && d.outcome != Outcome::Compiled {
            self.total += 1;
            self.passed += usize::from(d.status.is_pass());
        }
    }

    pub fn failed(&self) -> usize {
        self.total - self.passed
    }

    /// Percentage passed, `None` for an empty tier.
    pub fn rate(&self) -> Option<f64> {
        (self.total > 0).then(|| 100.0 * self.passed as f64 / self.total as f64)
    }

    /// `4,821/4,917 passed (98.0%)`.
    pub fn published(&self) -> String {
        let pct = match self.rate() {
            Some(r) => format!("{r:.1}%"),
            None => "n/a".into(),
        };
        format!("{}/{} passed ({pct})", thousands(self.passed), thousands(self.total))
    }
}

/// `tier1` -> `Tier 1`, `dynamism` -> `Bounded dynamism`, `train` -> `Training steps`; other suites keep their name.
pub fn tier_title(tier: &str) -> String {
    match tier.strip_prefix("tier") {
        Some(n) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => format!("Tier {n}"),
        _ if tier == "dynamism" => "Bounded dynamism".into(),
        _ if tier == "ops" => "Ops".into(),
        _ if tier == "train" => "Training steps".into(),
        _ if tier == "spmd" => "Sharded (SPMD)".into(),
        _ => tier.to_string(),
    }
}

/// Tiers in the order they are published, then the rest by name.
pub fn tier_order(tier: &str) -> (u8, String) {
    let rank = match tier {
        "tier1" => 0,
        "tier2" => 1,
        "dynamism" => 2,
        "train" => 3,
        "spmd" => 4,
        _ => 5,
    };
    (rank, tier.to_string())
}

/// One tier's figure and its definitions per final status.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TierTally {
    pub tier: String,
    pub figure: Figure,
    pub statuses: BTreeMap<Status, usize>,
    /// The profiles its rows ran under (`tpu-default numerics`), empty for the defaults.
    pub profiles: String,
    /// Distinct families (in the op tier, distinct ops).
    pub families: BTreeSet<String>,
    /// `partial: shards 3/3 missing` for a merged run that lacks shards, else empty.
    pub partial: String,
    /// Definitions with an output the rule asked for could not judge
    /// (`OutputMetrics::rule_not_applied`: `--rule f64` without a usable
    /// float64 reference), judged by another rule instead.
    pub rule_not_applied: usize,
    /// A compile-only tier's figure (its rows were compiled for a topology,
    /// never run); `None` for a tier that ran.
    pub compile_only: Option<CompileOnlyFigure>,
}

/// What a compile-only tier publishes, per topology: of `total`
/// definitions, how many compile (`compiled`, or `oom` with a compiled
/// footprint over HBM) and how many fit the device's HBM (`compiled`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CompileOnlyFigure {
    pub topology: String,
    pub accepted: usize,
    pub fits: usize,
    pub total: usize,
}

impl CompileOnlyFigure {
    fn add(&mut self, d: &DefinitionResult<'_>) {
        if d.outcome == Outcome::Skipped {
            return;
        }
        self.total += 1;
        self.fits += usize::from(d.status == Status::Compiled);
        // An oom row that compiled (its footprint is over a device's HBM) compiles; the compiler's own E1000 refusal does not.
        let compiler_sized = d.status == Status::Oom && d.rows.iter().any(|r| r.compiled.as_ref().is_some_and(|c| c.memory.total() > 0));
        self.accepted += usize::from(d.status == Status::Compiled || compiler_sized);
    }

    /// `4,917/4,917 compile for v6e:2x2, 4,917 fit in HBM (compile only, not run)`.
    pub fn published(&self) -> String {
        format!(
            "{}/{} compile for {}, {} fit in HBM (compile only, not run)",
            thousands(self.accepted),
            thousands(self.total),
            self.topology,
            thousands(self.fits)
        )
    }
}

impl TierTally {
    /// `Tier 2`, `Tier 2 (tpu-default numerics)` under a profile, and
    /// `Tier 2 (partial: shards 3/3 missing)` when shards are missing.
    pub fn title(&self) -> String {
        let notes: Vec<&str> = [self.profiles.as_str(), self.partial.as_str()].into_iter().filter(|n| !n.is_empty()).collect();
        if notes.is_empty() {
            tier_title(&self.tier)
        } else {
            format!("{} ({})", tier_title(&self.tier), notes.join("; "))
        }
    }
}

/// `partial: shards 2/3, 3/3 missing`, or empty when none are.
pub fn partial_note(missing_shards: &[String]) -> String {
    if missing_shards.is_empty() {
        String::new()
    } else {
        format!("partial: shards {} missing", missing_shards.join(", "))
    }
}

/// A run's standing: per tier, and the counts the verdict reads.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    /// In publishing order.
    pub tiers: Vec<TierTally>,
    pub outcomes: BTreeMap<Outcome, usize>,
}

impl Tally {
    pub fn of(defs: &[DefinitionResult<'_>]) -> Tally {
        let mut tiers: BTreeMap<(u8, String), TierTally> = BTreeMap::new();
        let mut outcomes = BTreeMap::new();
        for d in defs {
            let t = tiers.entry(tier_order(d.tier)).or_insert_with(|| TierTally { tier: d.tier.to_string(), ..Default::default() });
            if t.profiles.is_empty() {
                if let Some(r) = d.rows.iter().find(|r| r.status != Status::NotRun) {
                    t.profiles = r.profiles.label();
                }
            }
            t.figure.add(d);
            if let Some(target) = d.rows.iter().find_map(|r| r.compiled.as_ref()) {
                t.compile_only.get_or_insert_with(|| CompileOnlyFigure { topology: target.topology.clone(), ..Default::default() });
            }
            let unjudged = |r: &&ResultRow| r.outputs.iter().any(|o| o.metrics.as_ref().is_some_and(|m| m.rule_not_applied.is_some()));
            t.rule_not_applied += usize::from(d.rows.iter().any(unjudged));
            if !d.family.is_empty() {
                t.families.insert(d.family.to_string());
            }
            *t.statuses.entry(d.status).or_insert(0) += 1;
            *outcomes.entry(d.outcome).or_insert(0) += 1;
        }
        // A compile-only tier's figure counts every definition, the failed ones (which carry no record) too.
        let mut tiers: Vec<TierTally> = tiers.into_values().collect();
        for t in tiers.iter_mut().filter(|t| t.compile_only.is_some()) {
            if let Some(f) = t.compile_only.as_mut() {
                for d in defs.iter().filter(|d| d.tier == t.tier) {
                    f.add(d);
                }
            }
        }
        Tally { tiers, outcomes }
    }

    /// Marks a merged run made without `missing_shards` (`K/N`): every
    /// tier's title says so. Their definitions are counted by the plan.
    pub fn mark_partial(&mut self, missing_shards: &[String]) {
        let note = partial_note(missing_shards);
        for t in &mut self.tiers {
            t.partial = note.clone();
        }
    }

    pub fn count(&self, o: Outcome) -> usize {
        self.outcomes.get(&o).copied().unwrap_or(0)
    }

    /// Definitions that make the run fail: unexpected failures and not run.
    pub fn failing(&self) -> usize {
        self.outcomes.iter().filter(|(o, _)| o.fails_run()).map(|(_, n)| n).sum()
    }

    /// 0 when nothing failed unexpectedly and nothing planned was left out, else 1.
    pub fn exit_code(&self) -> i32 {
        i32::from(self.failing() > 0)
    }

    /// The published lines: per tier, its figure and its statuses.
    ///
    /// ```text
    /// Tier 1: 4,821/4,917 passed (98.0%)
    ///   pass 4,821, crash 40, not-run 56
    /// ```
    ///
    /// and, under `--rule f64`, how many definitions that rule could not judge.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for t in &self.tiers {
            // The op tier publishes how many distinct ops its cases reach.
            let reach = if t.tier == "ops" { format!(" over {} distinct ops", thousands(t.families.len())) } else { String::new() };
            match &t.compile_only {
                Some(c) => out.push_str(&format!("{}: {}\n", t.title(), c.published())),
                None => out.push_str(&format!("{}: {}{reach}\n", t.title(), t.figure.published())),
            }
            let st: Vec<String> = t.statuses.iter().map(|(s, n)| format!("{s} {}", thousands(*n))).collect();
            out.push_str(&format!("  {}\n", st.join(", ")));
            if t.rule_not_applied > 0 {
                out.push_str(&format!(
                    "  f64 rule not applied to {} definitions (no usable float64 reference; judged by allclose)\n",
                    thousands(t.rule_not_applied)
                ));
            }
        }
        out.push_str(&self.verdict_line());
        out.push('\n');
        out
    }

    /// `verdict: ok`, or `verdict: FAILED (2 unexpected failures, 3 not run)`.
    pub fn verdict_line(&self) -> String {
        let mut notes = Vec::new();
        for (o, what) in [
            (Outcome::UnexpectedFailure, "unexpected failures"),
            (Outcome::NotRun, "not run"),
            (Outcome::ExpectedFailure, "expected failures"),
            (Outcome::UnexpectedPass, "unexpected passes (update the expected-results file)"),
            (Outcome::Compiled, "compiled only, not run"),
            (Outcome::Flaky, "passed but flaky (runs differ, as expected)"),
        ] {
            let n = self.count(o);
            if n > 0 {
                notes.push(format!("{} {what}", thousands(n)));
            }
        }
        let verdict = if self.exit_code() == 0 { "ok" } else { "FAILED" };
        if notes.is_empty() {
            format!("verdict: {verdict}")
        } else {
            format!("verdict: {verdict} ({})", notes.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, status: Status, attempt: u32, length: Option<i64>) -> ResultRow {
        let mut r = ResultRow::started(id, "f", "tier1", attempt);
        r.status = status;
        r.length = length;
        r
    }

    fn planned(ids: &[&str]) -> Vec<Planned> {
        ids.iter().map(|id| Planned { tier: "tier1".into(), id: id.to_string() }).collect()
    }

    #[test]
    fn one_definitions_final_row_is_its_latest_attempt_and_its_first_failing_length() {
        let row = |id: &str, attempt: u32, status: Status, length: Option<i64>| {
            let mut r = ResultRow::started(id, "", "t", attempt);
            r.status = status;
            r.length = length;
            r
        };
        let rows = vec![
            row("a", 1, Status::Crash, None),
            row("a", 2, Status::Pass, None),
            row("s", 1, Status::Pass, Some(8)),
            row("s", 1, Status::FailParity, Some(16)),
            row("s", 1, Status::Pass, Some(32)),
        ];
        assert_eq!(final_row(&rows, "a").map(|r| r.status), Some(Status::Pass));
        assert_eq!(final_row(&rows, "s").map(|r| r.length), Some(Some(16)));
        assert!(final_row(&rows, "zz").is_none());
    }

    #[test]
    fn latest_attempts_win_and_missing_definitions_are_not_run() {
        let rows = vec![
            row("a", Status::Crash, 1, None),
            row("a", Status::Pass, 2, None),
            row("b", Status::Timeout, 1, None),
            row("s", Status::Pass, 1, Some(1)),
            row("s", Status::FailParity, 1, Some(2)),
        ];
        let fin = final_rows(&rows, &planned(&["a", "b", "s", "c", "d"]));
        let defs = definitions(&fin);
        let got: Vec<(&str, Status)> = defs.iter().map(|d| (d.id, d.status)).collect();
        assert_eq!(
            got,
            [("a", Status::Pass), ("b", Status::Timeout), ("s", Status::FailParity), ("c", Status::NotRun), ("d", Status::NotRun)]
        );
        let t = Tally::of(&defs);
        assert_eq!(t.tiers[0].figure, Figure { passed: 1, total: 5 });
        assert_eq!(t.count(Outcome::NotRun), 2);
        assert_eq!(t.exit_code(), 1);
        assert!(t.to_text().starts_with("Tier 1: 1/5 passed (20.0%)\n"), "{}", t.to_text());
        assert!(t.to_text().contains("not-run 2"), "{}", t.to_text());
    }

    #[test]
    fn a_rerun_sweep_drops_the_earlier_attempts_lengths() {
        let rows = vec![row("s", Status::FailParity, 1, Some(3)), row("s", Status::Pass, 2, Some(1))];
        let fin = final_rows(&rows, &[]);
        assert_eq!(fin.len(), 1);
        assert_eq!(definitions(&fin)[0].status, Status::Pass);
    }

    #[test]
    fn expected_failures_and_unexpected_passes_do_not_fail_the_run() {
        let rows = vec![row("a", Status::Xfail, 1, None), row("b", Status::Xpass, 1, None), row("c", Status::Skipped, 1, None)];
        let fin = final_rows(&rows, &planned(&["a", "b", "c"]));
        let t = Tally::of(&definitions(&fin));
        assert_eq!(t.exit_code(), 0);
        assert_eq!(t.tiers[0].figure, Figure { passed: 1, total: 2 });
        assert_eq!(tier_title("tier2"), "Tier 2");
        assert_eq!(tier_title("train"), "Training steps");
        assert_eq!(tier_title("dynamism"), "Bounded dynamism");
        assert_eq!(Figure::default().published(), "0/0 passed (n/a)");
    }

    #[test]
    fn a_partial_run_says_so_in_its_titles() {
        let rows = vec![row("a", Status::Pass, 1, None)];
        let mut t = Tally::of(&definitions(&final_rows(&rows, &planned(&["a", "b"]))));
        t.mark_partial(&["3/3".to_string()]);
        assert!(t.to_text().starts_with("Tier 1 (partial: shards 3/3 missing): 1/2 passed (50.0%)\n"), "{}", t.to_text());
        t.tiers[0].profiles = "tpu-default numerics".into();
        assert_eq!(t.tiers[0].title(), "Tier 1 (tpu-default numerics; partial: shards 3/3 missing)");
        assert_eq!(t.exit_code(), 1);
        assert_eq!(partial_note(&[]), "");
    }

    #[test]
    fn definitions_the_f64_rule_could_not_judge_are_counted() {
        let judged = |note: Option<&str>| crate::OutputRecord {
            metrics: Some(crate::OutputMetrics { rule_not_applied: note.map(str::to_string), passed: true, ..Default::default() }),
            ..Default::default()
        };
        let mut rows = vec![row("a", Status::Pass, 1, None), row("b", Status::Pass, 1, None), row("c", Status::Pass, 1, None)];
        rows[0].outputs = vec![judged(None), judged(Some("no float64 reference recorded"))];
        rows[1].outputs = vec![judged(Some("no float64 reference recorded"))];
        rows[2].outputs = vec![judged(None)];
        let t = Tally::of(&definitions(&final_rows(&rows, &[])));
        assert_eq!(t.tiers[0].rule_not_applied, 2);
        assert!(t.to_text().contains("\n  f64 rule not applied to 2 definitions ("), "{}", t.to_text());
        rows[0].outputs.pop();
        rows.truncate(1);
        assert!(!Tally::of(&definitions(&final_rows(&rows, &[]))).to_text().contains("not applied"));
    }

    #[test]
    fn compile_only_rows_are_their_own_kind_never_passes() {
        let target = crate::CompiledFor { topology: "v5e:2x2".into(), ..Default::default() };
        let mut rows = vec![
            row("a", Status::Compiled, 1, None),
            row("b", Status::Oom, 1, None),
            row("c", Status::FailCompile, 1, None),
            row("d", Status::Oom, 1, None),
        ];
        rows[0].compiled = Some(Box::new(target.clone()));
        // b compiled, over HBM; d is the compiler's E1000 (no compiled memory): it does not compile.
        let mut over = target.clone();
        over.memory.arguments = 1 << 40;
        rows[1].compiled = Some(Box::new(over));
        rows[3].compiled = Some(Box::new(target));
        let t = Tally::of(&definitions(&final_rows(&rows, &planned(&["a", "b", "c", "d"]))));
        assert_eq!(t.tiers[0].figure.passed, 0);
        assert_eq!(t.tiers[0].compile_only, Some(CompileOnlyFigure { topology: "v5e:2x2".into(), accepted: 2, fits: 1, total: 4 }));
        let text = t.to_text();
        assert!(text.starts_with("Tier 1: 2/4 compile for v5e:2x2, 1 fit in HBM (compile only, not run)\n"), "{text}");
        assert!(text.contains("1 compiled only, not run"), "{text}");
        // Only the ooms and the fail-compile fail the run; a compiled row alone does not.
        assert_eq!(t.failing(), 3);
        rows.truncate(1);
        assert_eq!(Tally::of(&definitions(&final_rows(&rows, &[]))).exit_code(), 0);
    }

    #[test]
    fn the_op_tier_line_counts_distinct_ops() {
        let mut rows = Vec::new();
        for (id, family, status) in [("a", "add", Status::Pass), ("b", "add", Status::FailParity), ("c", "sine", Status::Pass)] {
            let mut r = ResultRow::started(id, family, "ops", 1);
            r.status = status;
            rows.push(r);
        }
        let t = Tally::of(&definitions(&final_rows(&rows, &[])));
        assert!(t.to_text().starts_with("Ops: 2/3 passed (66.7%) over 2 distinct ops\n"), "{}", t.to_text());
    }
}
