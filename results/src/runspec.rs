//! A run's settings, typed once: [`RunSpec`] is what `tpu-compat run` was
//! given that decides a row's outcome (device, topology, numerics, compile
//! profile, how each program executes, repeats, determinism, threads, the
//! expected-results file). `run.json` stores it as a record of its own
//! ([`crate::RunInfo::spec`]); a `run.json` from before it is read back from
//! its string identity ([`RunSpec::of_run`]). [`RunSpec::flags`] is the one
//! writer of a child command line from it: `reduce`, `bisect`, bundles,
//! `replay`, the nightly's triage (through `reduce --run`) and `diverge
//! --localize` all call it, so a failure is run again as it ran.

use crate::journal::identity_value;
use crate::mode::Mode;
use serde::{Deserialize, Serialize};

/// The training steps `run` takes when `--steps` is not given.
pub const DEFAULT_STEPS: usize = 5;
/// The most training steps `run` takes.
pub const MAX_STEPS: usize = 10_000;

/// How a run executes each definition, as far as it changes the verdict:
/// `--mode`, `--spmd`, `--devices` and `--steps` (`None`: the default).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Execution {
    #[serde(default)]
    pub mode: Mode,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spmd: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub devices: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<usize>,
}

impl Execution {
    /// Checks values read from a file or given as flags; the error names the setting.
    pub fn check(&self) -> Result<(), String> {
        if let Some(s) = self.spmd.as_deref().filter(|s| !matches!(*s, "dp" | "fsdp")) {
            return Err(format!("spmd: `{}` is not a strategy (dp or fsdp)", crate::text::printable(s)));
        }
        if let Some(n) = self.devices.filter(|n| !(1..=65_536).contains(n)) {
            return Err(format!("devices: {n} is not a device count (1 to 65536)"));
        }
        if let Some(n) = self.steps.filter(|n| !(1..=MAX_STEPS).contains(n)) {
            return Err(format!("steps: {n} is not a number of steps (1 to {MAX_STEPS})"));
        }
        if self.spmd.is_some() && self.devices.is_none_or(|n| n < 2) {
            return Err("spmd: a sharded run needs devices of 2 or more".to_string());
        }
        Ok(())
    }
}

/// Everything `run` was given that decides a row's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunSpec {
    /// `--device` as given (cpu, gpu, tpu, or a plugin path).
    pub device: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topology: Option<String>,
    /// `--numerics`, where given (none: native).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub numerics: Option<String>,
    /// `--compile-profile`, where given (none: the suite's and device's default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compile_profile: Option<String>,
    #[serde(flatten)]
    pub execution: Execution,
    #[serde(default)]
    pub repeat: u32,
    #[serde(default = "on")]
    pub determinism: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
    /// `--expected`, where given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
}

fn on() -> bool {
    true
}

impl RunSpec {
    /// A spec of `device` with every other setting its default.
    pub fn on(device: &str) -> RunSpec {
        RunSpec {
            device: device.to_string(),
            topology: None,
            numerics: None,
            compile_profile: None,
            execution: Execution::default(),
            repeat: 0,
            determinism: true,
            threads: None,
            expected: None,
        }
    }
}

/// Which of a spec's settings a child command takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// `run`: every setting.
    Run,
    /// `run` of one candidate (reduce, bisect, replay): every setting but
    /// `--repeat` (timing, not the failure) and `--expected` (the
    /// candidate's folder is not the suite the file describes).
    Trial,
    /// `exec` and `diverge`: the device and the compile settings.
    Exec,
}

impl RunSpec {
    /// The one writer of a child command line: the flags that give `part`
    /// of this spec (none for a setting at its default).
    pub fn flags(&self, part: Part) -> Vec<String> {
        let mut out = vec!["--device".to_string(), self.device.clone()];
        let mut opt = |flag: &str, v: Option<String>| {
            if let Some(v) = v {
                out.extend([flag.to_string(), v]);
            }
        };
        let e = &self.execution;
        let runs = part != Part::Exec;
        opt("--topology", self.topology.clone().filter(|_| runs));
        opt("--numerics", self.numerics.clone());
        opt("--compile-profile", self.compile_profile.clone());
        opt("--mode", Some(e.mode.to_string()).filter(|_| runs && e.mode.is_op_by_op()));
        opt("--spmd", e.spmd.clone().filter(|_| runs));
        opt("--devices", e.devices.map(|n| n.to_string()).filter(|_| runs));
        opt("--steps", e.steps.map(|n| n.to_string()).filter(|_| runs));
        opt("--repeat", Some(self.repeat.to_string()).filter(|_| part == Part::Run && self.repeat > 0));
        opt("--threads", self.threads.map(|n| n.to_string()).filter(|_| runs));
        opt("--expected", self.expected.clone().filter(|_| part == Part::Run));
        if runs && !self.determinism {
            out.push("--no-determinism".to_string());
        }
        out
    }

    /// The spec a run recorded: its typed record, or, for a `run.json`
    /// from before it, read from the string identity (absent settings at
    /// their defaults). A value the run could not have had is an error naming it.
    pub fn of_run(info: &crate::RunInfo) -> Result<RunSpec, String> {
        let spec = match &info.spec {
            Some(s) => s.clone(),
            None => Self::of_identity(info)?,
        };
        spec.execution.check().map_err(|e| format!("run.json's {e}"))?;
        Ok(spec)
    }

    fn of_identity(info: &crate::RunInfo) -> Result<RunSpec, String> {
        let get = |k: &str| identity_value(&info.identity, k).unwrap_or("");
        let some = |k: &str| Some(get(k).to_string()).filter(|s| !s.is_empty());
        let count = |k: &str| -> Result<Option<u64>, String> {
            match get(k) {
                "" | "as declared" => Ok(None),
                n => n.parse().map(Some).map_err(|_| format!("run.json's {k}: `{}` is not a count", crate::text::printable(n))),
            }
        };
        let narrow =
            |k: &str, n: Option<u64>| n.map(|n| u32::try_from(n).map_err(|_| format!("run.json's {k}: {n} is too large"))).transpose();
        let steps = count("steps")?.map(|n| n as usize).filter(|n| *n != DEFAULT_STEPS);
        Ok(RunSpec {
            device: some("device").unwrap_or_else(|| info.device.clone()),
            topology: some("topology"),
            numerics: some("numerics").filter(|n| n != "native"),
            compile_profile: some("compile profile"),
            execution: Execution {
                mode: get("mode").parse().map_err(|e| format!("run.json's mode: {e}"))?,
                spmd: some("spmd"),
                devices: narrow("devices", count("devices")?)?,
                steps,
            },
            repeat: narrow("repeat", count("repeat")?)?.unwrap_or(0),
            determinism: get("determinism") != "off",
            threads: narrow("threads", count("threads")?)?,
            expected: some("expected"),
        })
    }

    /// The first setting on which `self` (a run's) and `now` differ: its
    /// name, the run's value and `now`'s, as JSON (`the default` where
    /// absent). `--resume` refuses on it.
    pub fn change(&self, now: &RunSpec) -> Option<(String, String, String)> {
        let (was, new) = (serde_json::to_value(self).ok()?, serde_json::to_value(now).ok()?);
        let (was, new) = (was.as_object()?.clone(), new.as_object()?.clone());
        let keys = new.keys().chain(was.keys());
        let none = serde_json::Value::Null;
        let said = |v: &serde_json::Value| if v.is_null() { "the default".to_string() } else { v.to_string() };
        keys.map(String::as_str).find_map(|k| {
            let (a, b) = (was.get(k).unwrap_or(&none), new.get(k).unwrap_or(&none));
            (a != b).then(|| (k.to_string(), said(a), said(b)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> RunSpec {
        RunSpec {
            topology: Some("v5e:2x2".into()),
            numerics: Some("tpu-default".into()),
            execution: Execution { mode: Mode::Eager, spmd: Some("fsdp".into()), devices: Some(4), steps: Some(3) },
            repeat: 5,
            determinism: false,
            threads: Some(1),
            expected: Some("x.toml".into()),
            ..RunSpec::on("cpu")
        }
    }

    #[test]
    fn flags_give_each_part_what_it_takes() {
        let s = spec();
        let run = s.flags(Part::Run).join(" ");
        assert_eq!(
            run,
            "--device cpu --topology v5e:2x2 --numerics tpu-default --mode eager --spmd fsdp --devices 4 --steps 3 --repeat 5 \
             --threads 1 --expected x.toml --no-determinism"
        );
        let trial = s.flags(Part::Trial).join(" ");
        assert!(!trial.contains("--repeat") && !trial.contains("--expected") && trial.contains("--mode eager --spmd fsdp"));
        assert_eq!(s.flags(Part::Exec).join(" "), "--device cpu --numerics tpu-default");
        assert_eq!(RunSpec::on("tpu").flags(Part::Run), ["--device", "tpu"]);
    }

    #[test]
    fn a_run_json_without_the_record_reads_its_identity() {
        let pairs = [("device", "cpu"), ("steps", "3"), ("devices", "4"), ("spmd", "fsdp"), ("mode", "eager"), ("numerics", "native")];
        let info = crate::RunInfo { identity: pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(), ..Default::default() };
        let s = RunSpec::of_run(&info).unwrap();
        assert_eq!(s.execution, Execution { mode: Mode::Eager, spmd: Some("fsdp".into()), devices: Some(4), steps: Some(3) });
        assert_eq!((s.numerics, s.repeat, s.determinism), (None, 0, true));
        let bad = crate::RunInfo { identity: vec![("spmd".into(), "zz".into())], ..Default::default() };
        assert!(RunSpec::of_run(&bad).unwrap_err().contains("spmd"));
        let typed = crate::RunInfo { spec: Some(spec()), ..info };
        assert_eq!(RunSpec::of_run(&typed).unwrap(), spec());
    }

    #[test]
    fn the_record_round_trips_and_changes_are_named() {
        let s = spec();
        let back: RunSpec = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        let bare: RunSpec = serde_json::from_str(r#"{"device":"cpu"}"#).unwrap();
        assert_eq!(bare, RunSpec::on("cpu"));
        let other = RunSpec { repeat: 0, ..s.clone() };
        assert_eq!(s.change(&other), Some(("repeat".into(), "5".into(), "0".into())));
        assert_eq!(s.change(&s), None);
    }
}
