//! A diff of two hand-built journals lists exactly the regressions, fixes,
//! status changes, new and removed definitions, and drifted outputs they
//! contain, and nothing else.

mod common;

use common::*;
use reports::diff::{DriftKind, RunDiff};
use results::Status::*;

fn keys(v: &[reports::diff::Change]) -> Vec<(String, Option<i64>)> {
    v.iter().map(|c| (c.id.clone(), c.length)).collect()
}

#[test]
fn lists_exactly_what_changed() {
    let before = vec![
        row("tier1", "steady", "bert", Pass),
        row("tier1", "regressed", "bert", Pass),
        row("tier1", "fixed", "llama", FailCompile),
        row("tier1", "still-broken", "llama", Crash),
        row("tier1", "other-failure", "llama", FailCompile),
        row("tier1", "gone", "vit", Pass),
        row("tier1", "skipped-now", "vit", Pass),
        at(row("dynamism", "sweep", "llama", Pass), 8),
        at(row("dynamism", "sweep", "llama", Pass), 16),
        with_outputs(row("tier2", "grew", "bert", Pass), vec![output("out0", 1e-7, 0.05), output("out1", 1e-6, 0.1)]),
        with_outputs(row("tier2", "tight", "bert", Pass), vec![output("out0", 5e-6, 0.5)]),
        with_outputs(row("tier2", "was-tight", "bert", Pass), vec![output("out0", 8.5e-6, 0.85)]),
        with_outputs(row("tier2", "grew-9x", "bert", Pass), vec![output("out0", 1e-7, 0.01)]),
        with_outputs(row("tier2", "grew-and-failed", "bert", Pass), vec![output("out0", 1e-7, 0.01)]),
    ];
    let after = vec![
        row("tier1", "steady", "bert", Pass),
        row("tier1", "regressed", "bert", Timeout),
        row("tier1", "fixed", "llama", Pass),
        row("tier1", "still-broken", "llama", Crash),
        row("tier1", "other-failure", "llama", Crash),
        row("tier1", "skipped-now", "vit", Skipped),
        row("tier1", "brand-new", "vit", Pass),
        at(row("dynamism", "sweep", "llama", Pass), 8),
        at(row("dynamism", "sweep", "llama", FailParity), 16),
        at(row("dynamism", "sweep", "llama", Pass), 32),
        // out0 grew 20x (margin still low), out1 unchanged.
        with_outputs(row("tier2", "grew", "bert", Pass), vec![output("out0", 2e-6, 0.3), output("out1", 1e-6, 0.1)]),
        // margin crossed 0.8 from below.
        with_outputs(row("tier2", "tight", "bert", Pass), vec![output("out0", 9e-6, 0.9)]),
        // already above 0.8 before: not new drift.
        with_outputs(row("tier2", "was-tight", "bert", Pass), vec![output("out0", 9e-6, 0.9)]),
        // 9x growth is under the threshold.
        with_outputs(row("tier2", "grew-9x", "bert", Pass), vec![output("out0", 9e-7, 0.09)]),
        // a failure is a regression, not a drift.
        with_outputs(row("tier2", "grew-and-failed", "bert", FailParity), vec![output("out0", 1e-4, 2.0)]),
    ];
    let dir = tempfile::tempdir().unwrap();
    let b = write_run(&dir.path().join("before"), "before", &before);
    let a = write_run(&dir.path().join("after"), "after", &after);
    let d = RunDiff::between(&b, &a);

    let k = |id: &str, l: Option<i64>| (id.to_string(), l);
    assert_eq!(keys(&d.regressions), vec![k("grew-and-failed", None), k("regressed", None), k("sweep", Some(16))]);
    assert_eq!(d.regressions[1].before, Pass);
    assert_eq!(d.regressions[1].after, Timeout);
    assert_eq!(keys(&d.fixes), vec![k("fixed", None)]);
    assert_eq!(keys(&d.changed), vec![k("other-failure", None)]);
    assert_eq!(d.added, vec![k("brand-new", None), k("sweep", Some(32))]);
    assert_eq!(d.removed, vec![k("gone", None)]);

    let drift: Vec<(&str, &str, &[DriftKind])> = d.drifts.iter().map(|x| (x.id.as_str(), x.output.as_str(), x.kinds.as_slice())).collect();
    assert_eq!(drift, vec![("grew", "out0", &[DriftKind::Growth][..]), ("tight", "out0", &[DriftKind::Headroom][..])]);
    assert_eq!((DriftKind::Growth.reason(), DriftKind::Headroom.reason()), ("error grew >10x".into(), "under 20% headroom".into()));
    assert_eq!(d.drifts[0].max_abs_before, 1e-7);
    assert_eq!(d.drifts[0].max_abs_after, 2e-6);

    // The same run against itself: nothing changed.
    assert!(RunDiff::between(&a, &a).is_empty());
    // And the text form names every entry.
    let text = d.to_text();
    for id in ["regressed", "fixed", "other-failure", "brand-new", "gone", "grew", "tight", "sweep @16"] {
        assert!(text.contains(id), "{text}\nmissing {id}");
    }
}

#[test]
fn a_diff_across_numerics_profiles_says_so() {
    let native = vec![with_outputs(row("tier2", "m", "bert", Pass), vec![output("out0", 1e-7, 0.01)])];
    let mut tpu = vec![with_outputs(row("tier2", "m", "bert", FailParity), vec![output("out0", 1e-3, 90.0)])];
    tpu[0].profiles.numerics = results::Numerics::TpuDefault;
    let dir = tempfile::tempdir().unwrap();
    let b = write_run(&dir.path().join("native"), "native", &native);
    let a = write_run(&dir.path().join("tpu"), "tpu", &tpu);
    let d = RunDiff::between(&b, &a);
    assert_eq!(d.profiles, Some(("native numerics, full compile".into(), "tpu-default numerics, full compile".into())));
    assert!(
        d.to_text().starts_with("Diff (native numerics, full compile -> tpu-default numerics, full compile): 1 regressions"),
        "{}",
        d.to_text()
    );
    assert_eq!(RunDiff::between(&b, &b).profiles, None);
}
