//! Nightly regressions by the rule PyTorch's HUD applies to its nightly
//! series: a series (one definition's or one tier's measure, one point a
//! night) regresses when its last `tail` (≥ 2) points each violate the
//! [`Policy`] against the median of the `baseline` (6) points before them;
//! a run of `suspicious` (3) violations that is not at the end is
//! suspicious; one bad night alone is neither. Each finding names the first
//! bad night and the plugin and harness versions on either side of it (from
//! the nights' `run.json`), so a regression points at what changed.
//!
//! The nights are the history table's runs (`report --history`), each
//! loaded from the run folder its entry names; the run being reported is the
//! last night. Measures are [`crate::measures`]': execution time (the
//! repeats' median where there are repeats), compile time (compiles only,
//! never cache hits), device memory and pass rate, per definition and, as
//! medians over passing definitions and the published pass rate, per tier.
//!
//! A series is one target's ([`crate::target`]: device, topology, mode and
//! the other settings a run's identity records): a compile-only night is
//! never a point of a CPU series, and a night of another target starts
//! series of its own. In a compile-only series `compiled` is the pass (the
//! tier's rate is its `fits`), so a definition that compiled and now fails
//! to (`fail-compile`, `oom`, `crash`, `timeout`) on the last nights is a
//! pass-rate regression like any other.

use crate::history::HistoryEntry;
use crate::load::Run;
use crate::measures::{self, median, Measure};
pub use baselines::regression::{judge, Judged, Policy, PolicyError, Verdict};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The versions a night ran with, from its `run.json`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Versions {
    /// The plugin: platform version and file hash (`cpu 0.0.1, sha256 1a2b3c4d`).
    pub plugin: String,
    /// The harness: its version and git revision.
    pub harness: String,
}

impl Versions {
    /// Read from a run's `run.json` fields; a night's combined run carries
    /// them for its parts (scripts/nightly copies them from the first tier's).
    pub fn of(run: &Run) -> Versions {
        let get = |k: &str| run.meta.get(k).and_then(|v| v.as_str()).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
        let join = |parts: Vec<Option<String>>| {
            let v: Vec<String> = parts.into_iter().flatten().collect();
            if v.is_empty() {
                "unknown".to_string()
            } else {
                v.join(", ")
            }
        };
        let sha = get("plugin_sha256").map(|s| format!("sha256 {}", s.chars().take(12).collect::<String>()));
        let plat = match (get("platform_name"), get("platform_version")) {
            (Some(n), Some(v)) if n == v => Some(n),
            (Some(n), Some(v)) => Some(format!("{n} {v}")),
            (n, v) => n.or(v),
        };
        let git = get("git_revision").map(|g| format!("git {}", g.chars().take(12).collect::<String>()));
        Versions { plugin: join(vec![plat, sha]), harness: join(vec![get("harness_version"), git]) }
    }
}

/// One night: its label and versions.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Night {
    pub label: String,
    pub run_dir: PathBuf,
    pub versions: Versions,
}

/// Whose series a finding is about.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Subject {
    /// `target`: the series' target ([`crate::target::label`]: `cpu`, `tpu, topology v6e:2x2`).
    Definition {
        target: String,
        tier: String,
        id: String,
        length: Option<i64>,
    },
    Tier {
        target: String,
        tier: String,
    },
}

impl Subject {
    /// `mlp-1 (tier1)`, `mlp-1 (tier1, on tpu, topology v6e:2x2)`: a target other than the plain CPU one is named.
    pub fn name(&self) -> String {
        let on = |target: &str| if target == "cpu" { String::new() } else { format!(", on {target}") };
        match self {
            Subject::Definition { target, tier, id, length: Some(l) } => format!("{id} @{l} ({tier}{})", on(target)),
            Subject::Definition { target, tier, id, length: None } => format!("{id} ({tier}{})", on(target)),
            Subject::Tier { target, tier } if target == "cpu" => format!("tier {tier}"),
            Subject::Tier { target, tier } => format!("tier {tier} (on {target})"),
        }
    }
}

/// One regression or suspicious series.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Finding {
    pub subject: Subject,
    pub measure: &'static str,
    pub verdict: Verdict,
    /// The first night of the run of violations.
    pub first_bad_night: String,
    /// The last night before it with a point of this series.
    pub last_good_night: Option<String>,
    /// Versions on the last good night and on the first bad one.
    pub before: Option<Versions>,
    pub after: Versions,
    /// The baseline median and the worst value of the run of violations.
    pub baseline: f64,
    pub worst: f64,
}

impl Finding {
    fn measure_kind(&self) -> Measure {
        Measure::ALL.into_iter().find(|m| m.name() == self.measure).unwrap_or(Measure::ExecuteMs)
    }

    /// `execute time 0.052 ms → 61.3 ms (+117788%)`.
    pub fn change(&self) -> String {
        let m = self.measure_kind();
        let rel = if m == Measure::PassRate {
            format!("{:+.1} points", self.worst - self.baseline)
        } else if self.baseline > 0.0 {
            format!("{:+.0}%", (self.worst / self.baseline - 1.0) * 100.0)
        } else {
            "from nothing".to_string()
        };
        format!("{} {} → {} ({rel})", m.words(), m.show(self.baseline), m.show(self.worst))
    }

    /// `plugin cpu 0.0.1 → cpu 0.0.2; harness 0.1.0 (same)`.
    pub fn versions(&self) -> String {
        let side = |what: &str, before: Option<&str>, after: &str| match before {
            Some(b) if b == after => format!("{what} {after} (same)"),
            Some(b) => format!("{what} {b} → {after}"),
            None => format!("{what} {after}"),
        };
        format!(
            "{}; {}",
            side("plugin", self.before.as_ref().map(|v| v.plugin.as_str()), &self.after.plugin),
            side("harness", self.before.as_ref().map(|v| v.harness.as_str()), &self.after.harness)
        )
    }
}

/// Everything `report --history` found over the nights.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Regressions {
    pub policy: Option<Policy>,
    pub nights: Vec<Night>,
    /// History entries whose run folder no longer loads (label: why).
    pub unreadable: Vec<String>,
    /// Series judged (definitions and tiers, times measures with points).
    pub series: usize,
    pub findings: Vec<Finding>,
}

/// The nights to judge: the history's labels in order (a label appended
/// again moves to its latest place), each loaded from its run folder, up to
/// the run being reported (the night of its label or folder), which is the
/// last night (under `label`, else its history label, else its own label);
/// `limit` nights in all.
pub fn nights<'a>(
    entries: &[HistoryEntry],
    current: &'a Run,
    label: Option<&str>,
    limit: usize,
) -> (Vec<(Night, NightRun<'a>)>, Vec<String>) {
    let canon = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let here = canon(&current.dir);
    let mut order: Vec<(String, PathBuf)> = Vec::new();
    for e in entries {
        let dir = PathBuf::from(&e.run_dir);
        order.retain(|(l, _)| *l != e.label);
        order.push((e.label.clone(), dir));
    }
    let cur_label =
        label.map(str::to_string).or_else(|| entries.iter().rev().find(|e| canon(Path::new(&e.run_dir)) == here).map(|e| e.label.clone()));
    // The nights up to the one reported: a past night reported again is judged as it stood then.
    if let Some(at) = order.iter().position(|(l, d)| Some(l) == cur_label.as_ref() || canon(d) == here) {
        order.truncate(at);
    }
    let skip = order.len().saturating_sub(limit.saturating_sub(1));
    let mut out = Vec::new();
    let mut unreadable = Vec::new();
    for (l, dir) in order.into_iter().skip(skip) {
        match Run::load(&dir) {
            Ok(run) => out.push((Night { label: l, run_dir: dir, versions: Versions::of(&run) }, NightRun::Loaded(Box::new(run)))),
            Err(e) => unreadable.push(format!("{l}: {e}")),
        }
    }
    let night =
        Night { label: cur_label.unwrap_or_else(|| current.label()), run_dir: current.dir.clone(), versions: Versions::of(current) };
    out.push((night, NightRun::Current(current)));
    (out, unreadable)
}

/// A night's rows: loaded from its folder, or the run being reported.
pub enum NightRun<'a> {
    Loaded(Box<Run>),
    Current(&'a Run),
}

impl NightRun<'_> {
    pub fn run(&self) -> &Run {
        match self {
            NightRun::Loaded(r) => r,
            NightRun::Current(r) => r,
        }
    }
}

/// A definition's series: (target, tier, id, length).
type Key = (String, String, String, Option<i64>);
/// A tier's series: (target, tier).
type TierKey = (String, String);

/// Applies the rule to every definition's and every tier's series over `nights` (oldest first).
pub fn find(nights: &[(Night, NightRun)], unreadable: Vec<String>, policy: &Policy) -> Regressions {
    let mut defs: BTreeMap<(Key, Measure), Vec<(usize, f64)>> = BTreeMap::new();
    let mut tiers: BTreeMap<(TierKey, Measure), Vec<(usize, f64)>> = BTreeMap::new();
    for (n, (_, night)) in nights.iter().enumerate() {
        let run = night.run();
        let target = crate::target::label(run);
        let mut per_tier: BTreeMap<(&str, Measure), Vec<f64>> = BTreeMap::new();
        for r in &run.rows {
            for m in Measure::ALL {
                if let Some(v) = measures::of(r, m) {
                    defs.entry(((target.clone(), r.tier.clone(), r.id.clone(), r.length), m)).or_default().push((n, v));
                    if m != Measure::PassRate {
                        per_tier.entry((r.tier.as_str(), m)).or_default().push(v);
                    }
                }
            }
        }
        for ((t, m), vs) in per_tier {
            if let Some(v) = median(&vs) {
                tiers.entry(((target.clone(), t.to_string()), m)).or_default().push((n, v));
            }
        }
        if let Ok(s) = crate::summary::Summary::of(run) {
            for t in &s.tiers {
                // A compile-only tier's rate: the definitions that compiled and fit.
                let rate = match &t.compile_only {
                    Some(c) => (c.total > 0).then(|| 100.0 * c.fits as f64 / c.total as f64),
                    None => t.figure.rate(),
                };
                if let Some(rate) = rate {
                    tiers.entry(((target.clone(), t.tier.clone()), Measure::PassRate)).or_default().push((n, rate));
                }
            }
        }
    }
    let series = defs.len() + tiers.len();
    let mut findings = Vec::new();
    let make = |subject: Subject, m: Measure, points: &[(usize, f64)], j: Judged| {
        let at = points.iter().position(|p| p.0 == j.first_bad).unwrap_or(0);
        let good = at.checked_sub(1).map(|i| points[i].0);
        Finding {
            subject,
            measure: m.name(),
            verdict: j.verdict,
            first_bad_night: nights[j.first_bad].0.label.clone(),
            last_good_night: good.map(|g| nights[g].0.label.clone()),
            before: good.map(|g| nights[g].0.versions.clone()),
            after: nights[j.first_bad].0.versions.clone(),
            baseline: j.baseline,
            worst: j.worst,
        }
    };
    for (((target, tier, id, length), m), points) in &defs {
        if let Some(j) = judge(points, *m, policy) {
            let subject = Subject::Definition { target: target.clone(), tier: tier.clone(), id: id.clone(), length: *length };
            findings.push(make(subject, *m, points, j));
        }
    }
    for (((target, tier), m), points) in &tiers {
        if let Some(j) = judge(points, *m, policy) {
            findings.push(make(Subject::Tier { target: target.clone(), tier: tier.clone() }, *m, points, j));
        }
    }
    findings.sort_by(|a, b| {
        (a.verdict != Verdict::Regression, &a.subject, a.measure).cmp(&(b.verdict != Verdict::Regression, &b.subject, b.measure))
    });
    Regressions { policy: Some(policy.clone()), nights: nights.iter().map(|(n, _)| n.clone()).collect(), unreadable, series, findings }
}

impl Regressions {
    pub fn regressions(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.verdict == Verdict::Regression)
    }

    pub fn suspicious(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.verdict == Verdict::Suspicious)
    }

    /// `over 8 nights (night-1 … night-8)`.
    pub fn span(&self) -> String {
        match (self.nights.first(), self.nights.last()) {
            (Some(a), Some(b)) if self.nights.len() > 1 => format!("over {} nights ({} … {})", self.nights.len(), a.label, b.label),
            (Some(a), _) => format!("over 1 night ({})", a.label),
            _ => "over no nights".into(),
        }
    }

    /// The plain-text section `report --history` prints.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "Nightly regressions {}: {} regressions, {} suspicious ({} series judged)\n",
            self.span(),
            self.regressions().count(),
            self.suspicious().count(),
            self.series
        );
        for f in &self.findings {
            let since = match &f.last_good_night {
                Some(g) => format!("first bad night {} (after {g})", f.first_bad_night),
                None => format!("first bad night {}", f.first_bad_night),
            };
            out.push_str(&format!(
                "  {:<10} {}: {}; {since}; {}\n",
                match f.verdict {
                    Verdict::Regression => "regression",
                    Verdict::Suspicious => "suspicious",
                },
                results::text::printable(&f.subject.name()),
                f.change(),
                f.versions()
            ));
        }
        for u in &self.unreadable {
            out.push_str(&format!("  night not loaded: {}\n", results::text::printable(u)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pts(v: &[f64]) -> Vec<(usize, f64)> {
        v.iter().copied().enumerate().collect()
    }

    #[test]
    fn the_last_two_nights_slow_is_a_regression_from_the_first_of_them() {
        let p = Policy::default();
        let j = judge(&pts(&[2.0, 2.1, 1.9, 2.0, 2.05, 2.0, 9.0, 9.5]), Measure::ExecuteMs, &p).unwrap();
        assert_eq!((j.verdict, j.first_bad, j.baseline, j.worst), (Verdict::Regression, 6, 2.0, 9.5));
    }

    #[test]
    fn one_slow_night_is_nothing_and_three_that_recover_are_suspicious() {
        let p = Policy::default();
        assert_eq!(judge(&pts(&[2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 9.0]), Measure::ExecuteMs, &p), None);
        assert_eq!(judge(&pts(&[2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 9.0, 2.0]), Measure::ExecuteMs, &p), None);
        let j = judge(&pts(&[2.0, 2.0, 2.0, 9.0, 9.0, 9.0, 2.0, 2.0]), Measure::ExecuteMs, &p).unwrap();
        assert_eq!((j.verdict, j.first_bad), (Verdict::Suspicious, 3));
        // Two in a row that recovered: neither.
        assert_eq!(judge(&pts(&[2.0, 2.0, 2.0, 9.0, 9.0, 2.0, 2.0, 2.0]), Measure::ExecuteMs, &p), None);
    }

    #[test]
    fn the_floor_keeps_timer_noise_out_and_too_short_a_baseline_judges_nothing() {
        let p = Policy::default();
        // +100% but only 0.05 ms: under the 1 ms floor.
        assert_eq!(judge(&pts(&[0.05, 0.05, 0.05, 0.05, 0.1, 0.1]), Measure::ExecuteMs, &p), None);
        // Two earlier points are fewer than min_baseline (3).
        assert_eq!(judge(&pts(&[2.0, 2.0, 9.0, 9.0]), Measure::ExecuteMs, &p), None);
        // Memory grows 10%: under 20%. 30%: over.
        let mem = |last: f64| judge(&pts(&[1e6, 1e6, 1e6, 1e6, last, last]), Measure::MemoryBytes, &p);
        assert_eq!(mem(1.1e6), None);
        assert_eq!(mem(1.3e6).map(|j| j.verdict), Some(Verdict::Regression));
        // A pass rate that drops 3 points for two nights.
        let j = judge(&pts(&[98.0, 98.0, 98.0, 98.0, 95.0, 95.0]), Measure::PassRate, &p).unwrap();
        assert_eq!((j.verdict, j.worst), (Verdict::Regression, 95.0));
        // Getting faster is never a regression.
        assert_eq!(judge(&pts(&[9.0, 9.0, 9.0, 9.0, 2.0, 2.0]), Measure::ExecuteMs, &p), None);
    }

    #[test]
    fn the_baseline_is_the_median_of_the_six_before() {
        let p = Policy::default();
        // Old slow nights fall out of the window: nights 0-1 slow, then 6 fast, then 2 at the old level.
        let j = judge(&pts(&[9.0, 9.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 9.0, 9.0]), Measure::ExecuteMs, &p).unwrap();
        assert_eq!((j.verdict, j.first_bad, j.baseline), (Verdict::Regression, 8, 2.0));
    }

    #[test]
    fn policies_parse_and_bad_ones_say_what_is_wrong() {
        let p: Policy = "execute=10%, execute-floor=2ms,memory=30,tail=3".parse().unwrap();
        assert_eq!((p.execute_pct, p.execute_floor_ms, p.memory_pct, p.tail, p.baseline), (10.0, 2.0, 30.0, 3, 6));
        assert_eq!("".parse::<Policy>().unwrap(), Policy::default());
        assert!(matches!("speed=5%".parse::<Policy>(), Err(PolicyError::UnknownKey(k)) if k == "speed"));
        assert!("execute".parse::<Policy>().unwrap_err().to_string().contains("KEY=VALUE"));
        assert!("execute=fast".parse::<Policy>().unwrap_err().to_string().contains("percentage"));
        assert!("tail=1".parse::<Policy>().unwrap_err().to_string().contains("at least 2"));
        assert!("min-baseline=7".parse::<Policy>().is_err());
    }
}
