//! Run-to-run diff: what changed between a previous run and this one, keyed
//! by (id, length). Regressions (passed before, fails now), fixes, new and
//! removed definitions, other status changes, and drift: outputs that still
//! pass but whose error grew by more than 10x, or whose margin to the bound
//! crossed 0.8 (less than 20% headroom left) from below.
//!
//! A compile-only row's `compiled` is its run's pass: `compiled` ->
//! `fail-compile` (or `oom`, `crash`, `timeout`) is a regression, the reverse
//! a fix. Two runs of different targets ([`crate::target`]) are diffed only
//! on request; the diff then carries the differences, and every format
//! shows them as a banner above it.

use crate::load::Run;
use crate::target::TargetChange;
use results::{ResultRow, Status};
use std::collections::BTreeMap;

/// Error growth factor that counts as drift.
pub const DRIFT_GROWTH: f64 = 10.0;
/// Margin (error / bound) above which less than 20% headroom is left.
pub const DRIFT_MARGIN: f64 = 0.8;

pub type Key = (String, Option<i64>);

#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub id: String,
    pub length: Option<i64>,
    pub tier: String,
    pub family: String,
    pub before: Status,
    pub after: Status,
    /// The error now (for regressions), so a list can show why.
    pub error: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DriftKind {
    /// max_abs grew by more than `DRIFT_GROWTH`.
    Growth,
    /// margin rose above `DRIFT_MARGIN` from at or below it.
    Headroom,
}

impl DriftKind {
    /// Why an output counts as drifted, for every report format.
    pub fn reason(self) -> String {
        match self {
            DriftKind::Growth => format!("error grew >{DRIFT_GROWTH}x"),
            DriftKind::Headroom => format!("under {:.0}% headroom", (1.0 - DRIFT_MARGIN) * 100.0),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Drift {
    pub id: String,
    pub length: Option<i64>,
    pub output: String,
    pub kinds: Vec<DriftKind>,
    pub max_abs_before: f64,
    pub max_abs_after: f64,
    pub margin_before: f64,
    pub margin_after: f64,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct RunDiff {
    pub regressions: Vec<Change>,
    pub fixes: Vec<Change>,
    /// Failing before and after, with a different status (e.g. fail-compile -> crash),
    /// or a different kind of success (pass -> compiled, across targets).
    pub changed: Vec<Change>,
    pub added: Vec<Key>,
    pub removed: Vec<Key>,
    pub drifts: Vec<Drift>,
    /// When the two runs ran under different numerics or compile profiles:
    /// (before, after), e.g. (`native numerics`, `tpu-default numerics`). A
    /// diff of a native run against a `tpu-default` run is the "what changes
    /// on TPU" view; its regressions are the predicted TPU parity failures.
    pub profiles: Option<(String, String)>,
    /// The target settings on which the two runs differ (device, topology,
    /// mode, ...): empty for two runs of one target, the only ones
    /// `report --vs` diffs unless given `--vs-any-target`.
    pub targets: Vec<TargetChange>,
}

/// A status that counts as its run's success: a pass, or, compiling only, `compiled`.
fn succeeded(s: Status) -> bool {
    s.is_pass() || s == Status::Compiled
}

/// A status that counts against the tier and is no success (not-run included, skipped not).
fn failed(s: Status) -> bool {
    !succeeded(s) && s != Status::Skipped
}

/// The profiles a run's rows ran under, spelled out even for the defaults.
fn profiles_of(run: &Run) -> Option<String> {
    run.rows
        .iter()
        .find(|r| r.status != results::Status::NotRun)
        .map(|r| format!("{} numerics, {} compile", r.profiles.numerics, r.profiles.compile_profile))
}

fn change(before: &ResultRow, after: &ResultRow) -> Change {
    Change {
        id: after.id.clone(),
        length: after.length,
        tier: after.tier.clone(),
        family: after.family.clone(),
        before: before.status,
        after: after.status,
        error: after.error.clone(),
    }
}

/// Outputs of `after` that still pass but drifted relative to `before`.
fn drifts(before: &ResultRow, after: &ResultRow) -> Vec<Drift> {
    let mut out = Vec::new();
    for o in &after.outputs {
        let Some(now) = o.metrics.as_ref().filter(|m| m.passed) else {
            continue;
        };
        let Some(was) = before.outputs.iter().find(|b| b.name == o.name).and_then(|b| b.metrics.as_ref()) else {
            continue;
        };
        let mut kinds = Vec::new();
        // A zero error before cannot grow by a factor; the headroom rule covers it.
        if was.max_abs > 0.0 && now.max_abs > DRIFT_GROWTH * was.max_abs {
            kinds.push(DriftKind::Growth);
        }
        if now.margin > DRIFT_MARGIN && was.margin <= DRIFT_MARGIN {
            kinds.push(DriftKind::Headroom);
        }
        if !kinds.is_empty() {
            out.push(Drift {
                id: after.id.clone(),
                length: after.length,
                output: o.name.clone(),
                kinds,
                max_abs_before: was.max_abs,
                max_abs_after: now.max_abs,
                margin_before: was.margin,
                margin_after: now.margin,
            });
        }
    }
    out
}

impl RunDiff {
    pub fn between(before: &Run, after: &Run) -> RunDiff {
        let old: BTreeMap<Key, &ResultRow> = before.rows.iter().map(|r| (r.key(), r)).collect();
        let new: BTreeMap<Key, &ResultRow> = after.rows.iter().map(|r| (r.key(), r)).collect();
        let mut d = RunDiff::default();
        for (k, now) in &new {
            let Some(was) = old.get(k) else {
                d.added.push(k.clone());
                continue;
            };
            if succeeded(was.status) && failed(now.status) {
                d.regressions.push(change(was, now));
            } else if failed(was.status) && succeeded(now.status) {
                d.fixes.push(change(was, now));
            } else if (failed(was.status) && failed(now.status) && was.status != now.status)
                || (succeeded(was.status) && succeeded(now.status) && (was.status == Status::Compiled) != (now.status == Status::Compiled))
            {
                d.changed.push(change(was, now));
            } else if now.status.is_pass() {
                d.drifts.extend(drifts(was, now));
            }
        }
        d.removed = old.keys().filter(|k| !new.contains_key(*k)).cloned().collect();
        if let (Some(b), Some(a)) = (profiles_of(before), profiles_of(after)) {
            d.profiles = (a != b).then_some((b, a));
        }
        d.targets = crate::target::changes(before, after);
        d
    }

    /// `Across targets: device `cpu` -> `tpu`, topology `none` -> `v6e:2x2`
    /// (statuses of different targets, not regressions of one)` when the runs'
    /// targets differ, else `None`.
    pub fn target_banner(&self) -> Option<String> {
        (!self.targets.is_empty()).then(|| {
            format!(
                "Across targets: {} (statuses of different targets, not one target's history)",
                self.targets.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
            )
        })
    }

    /// ` (native numerics, full compile -> tpu-default numerics, full compile)`
    /// when the profiles differ, else empty.
    pub fn profiles_note(&self) -> String {
        match &self.profiles {
            Some((b, a)) => format!(" ({b} -> {a})"),
            None => String::new(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.regressions.is_empty()
            && self.fixes.is_empty()
            && self.changed.is_empty()
            && self.added.is_empty()
            && self.removed.is_empty()
            && self.drifts.is_empty()
    }

    pub fn to_text(&self) -> String {
        let key = |id: &str, len: Option<i64>| match len {
            Some(l) => format!("{id} @{l}"),
            None => id.to_string(),
        };
        let mut out = self.target_banner().map(|b| format!("{b}\n")).unwrap_or_default();
        out.push_str(&format!(
            "Diff{}: {} regressions, {} fixes, {} status changes, {} new, {} removed, {} drifted outputs\n",
            self.profiles_note(),
            self.regressions.len(),
            self.fixes.len(),
            self.changed.len(),
            self.added.len(),
            self.removed.len(),
            self.drifts.len()
        ));
        for c in &self.regressions {
            out.push_str(&format!("  regression {} ({} -> {})\n", key(&c.id, c.length), c.before, c.after));
        }
        for c in &self.fixes {
            out.push_str(&format!("  fix        {} ({} -> {})\n", key(&c.id, c.length), c.before, c.after));
        }
        for c in &self.changed {
            out.push_str(&format!("  changed    {} ({} -> {})\n", key(&c.id, c.length), c.before, c.after));
        }
        for d in &self.drifts {
            out.push_str(&format!(
                "  drift      {} output {}: max_abs {:.3e} -> {:.3e}, margin {} -> {}\n",
                key(&d.id, d.length),
                d.output,
                d.max_abs_before,
                d.max_abs_after,
                results::metrics::margin_text(d.margin_before, 2),
                results::metrics::margin_text(d.margin_after, 2)
            ));
        }
        for (id, len) in &self.added {
            out.push_str(&format!("  new        {}\n", key(id, *len)));
        }
        for (id, len) in &self.removed {
            out.push_str(&format!("  removed    {}\n", key(id, *len)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(rows: &[(&str, Status)]) -> Run {
        let rows = rows
            .iter()
            .map(|(id, s)| {
                let mut r = ResultRow::started(id, "mlp", "tier1", 1);
                r.status = *s;
                r
            })
            .collect();
        Run { rows, ..Default::default() }
    }

    #[test]
    fn compiled_is_the_pass_of_a_compile_only_run() {
        let before = run(&[("a", Status::Compiled), ("b", Status::FailCompile), ("c", Status::Compiled), ("d", Status::Pass)]);
        let after = run(&[("a", Status::FailCompile), ("b", Status::Compiled), ("c", Status::Oom), ("d", Status::Compiled)]);
        let d = RunDiff::between(&before, &after);
        let ids = |l: &[Change]| l.iter().map(|c| c.id.clone()).collect::<Vec<_>>();
        assert_eq!(
            (ids(&d.regressions), ids(&d.fixes), ids(&d.changed)),
            (vec!["a".into(), "c".into()], vec!["b".into()], vec!["d".into()])
        );
        assert!(d.targets.is_empty() && d.target_banner().is_none());
    }
}
