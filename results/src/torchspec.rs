//! A TorchTPU run's settings, typed once (an ATen run's: [`AtenSpec`]): [`TorchSpec`] is everything
//! `tpu-compat torch` (or `run real|torch-hf`) was given that changes a row.
//! `run.json` stores it ([`crate::RunInfo::torch`]); its identity pairs are
//! derived from it ([`TorchSpec::identity`]), so `--resume`, `merge` and
//! `report --vs` compare what it says; and [`TorchSpec::flags`] is the one
//! writer of a child command line from it (a bundle's replay, `reduce`'s
//! check of its repro), so a row is run again as it ran.

use serde::{Deserialize, Serialize};

/// A training run's settings (`--train`, `--steps`, `--lr`, `--optimizer`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TrainSpec {
    /// `single-trace` or `loop`.
    pub trainer: String,
    pub steps: u32,
    pub lr: f64,
    /// `sgd` or `adamw` (run folders from before the flag trained with SGD).
    #[serde(default = "sgd")]
    pub optimizer: String,
}

fn sgd() -> String {
    "sgd".into()
}

/// Every setting of a TorchTPU run that changes a row.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TorchSpec {
    /// The models as given: model files, `hf`, `hf:ENTRY`, `real`, `real:LIBRARY`, `real:ID`.
    pub models: Vec<String>,
    /// TorchTPU's mode: eager, defer-and-fuse, compile, export.
    pub mode: String,
    /// `--device` as given (cpu, tpu, or a plugin's path).
    pub device: String,
    pub seed: u64,
    /// `eval` or `as-returned`.
    pub module_mode: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub train: Option<TrainSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lengths: Option<Vec<i64>>,
    /// `--bounded`: the sweep's lengths ran under TorchTPU's bound `[lower, upper]` on their sequence dimension.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound: Option<[i64; 2]>,
    #[serde(default)]
    pub capture: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report_stablehlo: Option<String>,
    /// `--rewrite-scan`: programs with a scan compiled rewritten for the plugin's StableHLO.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rewrite_scan: bool,
    /// `--topology`: each model lowered at its published size without weights and compiled for
    /// this TPU topology, never run (compile-only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topology: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filter: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
    /// Where the reference came from, where not PyTorch CPU run live beside TorchTPU.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<StoredReference>,
    /// The folder the run started in, which relative model paths are relative to (not a setting
    /// that changes a row: shards run from other folders still merge).
    #[serde(default)]
    pub cwd: String,
}

/// A run's reference store: recorded into (`--record-baselines STORE`) or judged against
/// (`--baselines STORE`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "store")]
pub enum StoredReference {
    Record(String),
    Judge(String),
}

impl TorchSpec {
    /// The tier of the run's rows: `torch-<mode>`, `-train` added for a training run, `-bounded`
    /// for a bounded sweep (its expected results and figures are its own); `torch-reference` for
    /// a recording, which runs no TorchTPU mode at all; `torch-published` for compile-only at
    /// published size, which runs none either.
    pub fn tier(&self) -> String {
        if let Some(StoredReference::Record(_)) = self.reference {
            return "torch-reference".into();
        }
        if self.topology.is_some() {
            return "torch-published".into();
        }
        let train = if self.train.is_some() { "-train" } else { "" };
        let bounded = if self.bound.is_some() { "-bounded" } else { "" };
        format!("torch-{}{train}{bounded}", self.mode)
    }

    /// The `name = value` pairs `--resume` and `merge` compare (`real-catalog`, the digest of the
    /// catalog a shard was cut from, is the runner's to add). Filter and limit are said only where
    /// given, so a run folder written before they existed still resumes.
    pub fn identity(&self) -> Vec<(String, String)> {
        let or_dash = |v: Option<String>| v.unwrap_or_else(|| "-".into());
        let mut pairs: Vec<(String, String)> = vec![
            ("torch-models".into(), self.models.join(" ")),
            ("torch-mode".into(), self.mode.clone()),
            ("seed".into(), self.seed.to_string()),
            ("shard".into(), or_dash(self.shard.clone())),
            ("device".into(), self.device.clone()),
            (
                "train".into(),
                or_dash(self.train.as_ref().map(|t| format!("{} steps={} lr={} optimizer={}", t.trainer, t.steps, t.lr, t.optimizer))),
            ),
            ("lengths".into(), or_dash(self.lengths.as_ref().map(|l| l.iter().map(i64::to_string).collect::<Vec<_>>().join(",")))),
            ("capture".into(), if self.capture { "yes".into() } else { "no".into() }),
            ("report-stablehlo".into(), or_dash(self.report_stablehlo.clone())),
            ("module-mode".into(), self.module_mode.clone()),
        ];
        pairs.extend(self.bound.map(|[lo, hi]| ("bound".to_string(), format!("{lo}..{hi}"))));
        // Said only where given, so a run folder written before the rewrite existed still resumes.
        pairs.extend(self.rewrite_scan.then(|| ("rewrite-scan".to_string(), "yes".to_string())));
        pairs.extend(self.topology.as_ref().map(|t| ("topology".to_string(), t.clone())));
        pairs.extend(self.filter.as_ref().map(|f| ("filter".to_string(), f.clone())));
        pairs.extend(self.limit.map(|n| ("limit".to_string(), n.to_string())));
        pairs.extend(self.reference.as_ref().map(|r| match r {
            StoredReference::Record(s) => ("reference".to_string(), format!("recorded into {s}")),
            StoredReference::Judge(s) => ("reference".to_string(), format!("stored in {s}")),
        }));
        pairs
    }

    /// The flags of `tpu-compat torch` that run `models` as this run ran its own: mode, device,
    /// seed, module mode, training, lengths (selection, sharding and capture are the run's, not a
    /// row's, and are left out).
    pub fn flags(&self) -> Vec<String> {
        let mut out = vec![
            "--mode".to_string(),
            self.mode.clone(),
            "--device".to_string(),
            self.device.clone(),
            "--seed".to_string(),
            self.seed.to_string(),
            "--module-mode".to_string(),
            self.module_mode.clone(),
        ];
        if let Some(t) = &self.train {
            out.extend(["--train".to_string(), t.trainer.clone(), "--steps".to_string(), t.steps.to_string()]);
            out.extend(["--lr".to_string(), t.lr.to_string(), "--optimizer".to_string(), t.optimizer.clone()]);
        }
        if let Some(l) = &self.lengths {
            out.extend(["--lengths".to_string(), l.iter().map(i64::to_string).collect::<Vec<_>>().join(",")]);
        }
        if let Some([lo, hi]) = self.bound {
            out.extend(["--bounded".to_string(), "--bound".to_string(), format!("{lo}..{hi}")]);
        }
        if self.rewrite_scan {
            out.push("--rewrite-scan".to_string());
        }
        if let Some(t) = &self.topology {
            out.extend(["--topology".to_string(), t.clone()]);
        }
        out
    }
}

/// Every setting of an ATen run that changes a row: `tpu-compat aten` / `run aten`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AtenSpec {
    /// `--ops` (OpInfo names; empty: every op).
    pub ops: Vec<String>,
    /// At most this many samples a cell (0: all).
    pub samples: usize,
    pub device: String,
    /// `--rewrite-scan`: programs with a scan compiled rewritten for the plugin's StableHLO.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rewrite_scan: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filter: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
}

impl AtenSpec {
    /// The `name = value` pairs `--resume` compares, `cells` (a digest of the planned cells: another
    /// torch's op_db is another plan) given by the runner. `ops` in any order; filter and limit said
    /// only where given, so a run folder written before they existed still resumes.
    pub fn identity(&self, cells: String) -> Vec<(String, String)> {
        let ops = match self.ops.iter().collect::<std::collections::BTreeSet<_>>() {
            names if names.is_empty() => "all".to_string(),
            names => names.into_iter().cloned().collect::<Vec<_>>().join(","),
        };
        let mut pairs = vec![
            ("samples".to_string(), self.samples.to_string()),
            ("ops".to_string(), ops),
            ("device".to_string(), self.device.clone()),
            ("cells".to_string(), cells),
        ];
        pairs.extend(self.filter.as_ref().map(|f| ("filter".to_string(), f.clone())));
        pairs.extend(self.limit.map(|n| ("limit".to_string(), n.to_string())));
        pairs.extend(self.rewrite_scan.then(|| ("rewrite-scan".to_string(), "yes".to_string())));
        pairs.extend(self.shard.as_ref().map(|s| ("shard".to_string(), s.clone())));
        pairs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> TorchSpec {
        TorchSpec {
            models: vec!["hf".into()],
            mode: "eager".into(),
            device: "cpu".into(),
            seed: 0,
            module_mode: "eval".into(),
            train: None,
            lengths: None,
            bound: None,
            capture: false,
            report_stablehlo: None,
            rewrite_scan: false,
            topology: None,
            filter: None,
            limit: None,
            shard: Some("3/40".into()),
            reference: None,
            cwd: "/work".into(),
        }
    }

    #[test]
    fn a_published_size_run_is_its_own_tier_and_its_topology_part_of_the_identity() {
        let mut s = spec();
        s.topology = Some("v6e:2x2".into());
        assert_eq!(s.tier(), "torch-published");
        assert!(s.identity().contains(&("topology".to_string(), "v6e:2x2".to_string())));
        assert!(s.flags().ends_with(&["--topology".to_string(), "v6e:2x2".to_string()]));
        let back: TorchSpec = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        assert!(!spec().identity().iter().any(|(k, _)| k == "topology"), "a run without it keeps its identity");
    }

    #[test]
    fn a_recording_is_its_own_tier_and_a_store_is_part_of_the_identity() {
        let mut s = spec();
        s.reference = Some(StoredReference::Record("/stores/hf".into()));
        assert_eq!(s.tier(), "torch-reference");
        assert!(s.identity().contains(&("reference".to_string(), "recorded into /stores/hf".to_string())));
        let back: TorchSpec = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        s.reference = Some(StoredReference::Judge("/stores/hf".into()));
        assert_eq!(s.tier(), "torch-eager");
        assert!(s.identity().contains(&("reference".to_string(), "stored in /stores/hf".to_string())));
        s.reference = None;
        assert!(s.identity().iter().all(|(k, _)| k != "reference"), "a live run's identity is as before");
    }

    #[test]
    fn a_spec_survives_run_json_and_says_its_tier_and_flags() {
        let mut s = spec();
        let back: TorchSpec = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
        assert_eq!(s.tier(), "torch-eager");
        s.train = Some(TrainSpec { trainer: "loop".into(), steps: 3, lr: 0.5, optimizer: "adamw".into() });
        s.lengths = Some(vec![8, 16]);
        assert_eq!(s.tier(), "torch-eager-train");
        let flags = s.flags().join(" ");
        assert_eq!(
            flags,
            "--mode eager --device cpu --seed 0 --module-mode eval --train loop --steps 3 --lr 0.5 --optimizer adamw --lengths 8,16"
        );
        let old: TrainSpec = serde_json::from_str(r#"{"trainer":"loop","steps":5,"lr":0.01}"#).unwrap();
        assert_eq!(old.optimizer, "sgd", "a run folder from before --optimizer trained with SGD");
        let id = s.identity();
        assert!(id.contains(&("shard".to_string(), "3/40".to_string())));
        assert!(!id.iter().any(|(k, _)| k == "filter"), "an unset filter is not said");
        assert!(!id.iter().any(|(k, _)| k == "bound"), "an unbounded run says no bound (older run folders still resume)");
    }

    #[test]
    fn a_bounded_sweeps_bound_is_in_its_identity_and_its_replay_flags() {
        let mut s = spec();
        s.lengths = Some(vec![2, 9]);
        s.bound = Some([2, 12]);
        assert!(s.identity().contains(&("bound".to_string(), "2..12".to_string())));
        assert!(s.flags().join(" ").ends_with("--lengths 2,9 --bounded --bound 2..12"), "{:?}", s.flags());
        let back: TorchSpec = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back.bound, Some([2, 12]));
        assert_eq!(s.tier(), "torch-eager-bounded");
    }
}
