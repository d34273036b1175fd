//! The target a run ran on: the settings under which the same definition's
//! rows are one series (device, topology, mode, numerics, steps, devices,
//! spmd), read from `run.json`'s identity (`run` writes it; see the
//! harness's `run` command), with the default for a setting a run does not
//! record (`run` records `mode` and `topology` only where given, and older
//! runs record fewer). A night's combined run carries only `device`, at the
//! top level of its `run.json`.
//!
//! `report --vs` refuses two runs of different targets unless asked
//! (`--vs-any-target`, then it diffs them under a banner naming every
//! difference), and nightly regressions keep one series per target: a
//! compile-only night is never a point of a CPU series.

use crate::load::Run;
use serde::Serialize;

/// The settings that make a target, each with the value a run that does not record it ran under.
pub const SETTINGS: [(&str, &str); 9] = [
    ("device", "cpu"),
    ("topology", "none"),
    ("mode", "compiled"),
    ("numerics", "native"),
    ("steps", "5"),
    ("devices", "as declared"),
    ("spmd", "none"),
    // TorchTPU runs (`tpu-compat torch`): its mode (eager, defer-and-fuse, compile, export), and
    // training (`--train`: trainer, steps, rate) or `-` for a forward run.
    ("torch-mode", "none"),
    ("train", "-"),
];

/// A run's value of one identity setting: the identity's, else (for the
/// device) `run.json`'s top-level field, else the setting's default. An
/// empty value is the default (`spmd` is recorded empty when not given).
///
/// The same reading as `results::journal::identity_value` (an absent setting
/// is its default), over the run as `report` loads it, and with defaults
/// spelled for a banner (`none` where the identity records nothing).
pub fn setting(run: &Run, key: &str) -> String {
    let recorded = run
        .meta
        .get("identity")
        .and_then(|v| v.as_array())
        .and_then(|pairs| {
            pairs.iter().find_map(|pair| {
                let pair = pair.as_array()?;
                (pair.first()?.as_str()? == key).then(|| pair.get(1).and_then(|v| v.as_str()).unwrap_or_default().to_string())
            })
        })
        .or_else(|| match key {
            "device" => run.meta.get("device").and_then(|v| v.as_str()).map(str::to_string),
            _ => None,
        })
        .filter(|v| !v.trim().is_empty());
    recorded.unwrap_or_else(|| SETTINGS.iter().find(|(k, _)| *k == key).map(|(_, d)| d.to_string()).unwrap_or_default())
}

/// One setting on which two runs' targets differ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TargetChange {
    pub setting: &'static str,
    pub before: String,
    pub after: String,
}

impl std::fmt::Display for TargetChange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} `{}` -> `{}`", self.setting, self.before, self.after)
    }
}

/// Every target setting on which `after` differs from `before`, in [`SETTINGS`] order.
pub fn changes(before: &Run, after: &Run) -> Vec<TargetChange> {
    SETTINGS
        .iter()
        .filter_map(|(k, _)| {
            let (b, a) = (setting(before, k), setting(after, k));
            (b != a).then_some(TargetChange { setting: k, before: b, after: a })
        })
        .collect()
}

/// A run's target in words: the device (a plugin path by its file name),
/// then each setting that is not its default (`tpu, topology v6e:2x2`;
/// `cpu` for a plain CPU run). Nightly regressions key their series on it.
pub fn label(run: &Run) -> String {
    let device = setting(run, "device");
    let device = match device.rsplit_once('/') {
        Some((_, name)) if !name.is_empty() => name.to_string(),
        _ => device,
    };
    let mut parts = vec![device];
    for (k, default) in SETTINGS.iter().skip(1) {
        let v = setting(run, k);
        if v != *default {
            parts.push(format!("{k} {v}"));
        }
    }
    parts.join(", ")
}

/// Whether a run compiled only (its identity names a topology): its
/// `compiled` rows are the passes of its series.
pub fn compile_only(run: &Run) -> bool {
    setting(run, "topology") != "none"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(meta: serde_json::Value) -> Run {
        Run { meta: meta.as_object().unwrap().clone(), ..Default::default() }
    }

    #[test]
    fn absent_settings_read_as_their_defaults_and_differences_are_named() {
        let cpu = run(serde_json::json!({"identity": [["device", "cpu"], ["steps", "5"], ["spmd", ""]]}));
        let old = run(serde_json::json!({"suite": "s"}));
        assert!(changes(&old, &cpu).is_empty(), "an older run records fewer settings: the defaults");
        assert_eq!(label(&cpu), "cpu");
        let tpu = run(serde_json::json!({"identity": [["device", "tpu"], ["topology", "v6e:2x2"], ["steps", "5"]]}));
        let c = changes(&cpu, &tpu);
        assert_eq!(c.iter().map(|c| c.setting).collect::<Vec<_>>(), ["device", "topology"]);
        assert_eq!(c[1].to_string(), "topology `none` -> `v6e:2x2`");
        assert_eq!(label(&tpu), "tpu, topology v6e:2x2");
        assert!(compile_only(&tpu) && !compile_only(&cpu));
        let eager = run(serde_json::json!({"identity": [["device", "cpu"], ["torch-mode", "eager"], ["train", "-"]]}));
        let compile = run(serde_json::json!({"identity": [["device", "cpu"], ["torch-mode", "compile"], ["train", "-"]]}));
        assert_eq!(changes(&eager, &compile)[0].to_string(), "torch-mode `eager` -> `compile`");
        assert_eq!(label(&eager), "cpu, torch-mode eager");
        let night = run(serde_json::json!({"label": "n", "device": "/x/libfault.so", "parts": []}));
        assert_eq!((setting(&night, "device"), label(&night)), ("/x/libfault.so".to_string(), "libfault.so".to_string()));
    }
}
