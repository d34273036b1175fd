//! `tpu-compat replay BUNDLE`: checks an evidence bundle's files and runs
//! its definition again, to say whether its verdict reproduces. The work
//! is in `crate::bundle::replay`.

use crate::bundle::replay::{self, ReplayError};
use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use std::path::PathBuf;

const AFTER: &str = "\
A bundle is what `tpu-compat report RUN --bundle ID --out DIR` writes for a failing row: the
definition (reduced where `reduce` made it) under DIR/definition/, its inputs, for a parity failure
its baseline (DIR/store/, DIR/reference.safetensors) and the device's outputs, the row, diverge's
finding, and DIR/bundle.json with the verdict, the device, the compile settings, the plugin's sha256
and the sha256 of every file. Replay checks every file first: a missing or changed file is named
and nothing runs (exit 2). Then the definition runs in a process of its own (`tpu-compat run` of the
one-definition folder, with the recorded settings) and its failure class is compared with the
recorded one. A plugin whose sha256 differs from the recorded one is named (a note, not a failure).
A TorchTPU row's bundle (`report RUN --bundle ID` of a `tpu-compat torch` run) holds the model (its
file under DIR/model/, or its catalog entry), the run's TorchTPU settings, the driver's versions, the
row and both sides' outputs; its replay runs `tpu-compat torch` on the model with those settings and
compares the status.
Exit: 0 the verdict reproduced; 1 it did not; 2 the bundle is damaged or cannot be run.";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// The bundle folder (holds bundle.json).
    pub bundle: PathBuf,
    /// Replay on this device instead of the recorded one (cpu, gpu, tpu, or a plugin .so).
    #[arg(long, short)]
    pub device: Option<String>,
}

pub fn run(args: Args) -> CommandResult {
    if crate::bundle::torch::is_torch_bundle(&args.bundle) {
        let r = crate::bundle::torch::replay(&args.bundle, args.device.as_deref()).map_err(|e| replay_error(&args.bundle, e))?;
        if let Some(note) = &r.plugin_changed {
            errln!("note: the plugin is not the one the bundle's run used: {note}");
        }
        outln!("{}: {}", args.bundle.display(), r.summary());
        return Ok(if r.reproduced() { OK } else { FAILURES });
    }
    let r = replay::replay(&args.bundle, args.device.as_deref()).map_err(|e| replay_error(&args.bundle, e))?;
    if let Some(note) = &r.plugin_changed {
        errln!("note: the plugin is not the one the bundle's run used: {note}");
    }
    outln!("{}: {}", args.bundle.display(), r.summary());
    Ok(if r.reproduced() { OK } else { FAILURES })
}

fn replay_error(bundle: &std::path::Path, e: ReplayError) -> CommandError {
    match e {
        ReplayError::Run(_) => CommandError::setup(format!("{}: {e}", bundle.display())),
        e => CommandError::setup(e),
    }
}

/// `report RUN --bundle ID --out DIR`: writes the bundle, replays it once, and says how that went.
pub fn bundle(run: &std::path::Path, id: &str, reduced: Option<&std::path::Path>, out: &std::path::Path) -> CommandResult {
    let info = results::RunInfo::read(run).map_err(CommandError::setup)?;
    if crate::bundle::torch::is_torch_run(&info) {
        if reduced.is_some() {
            return Err(CommandError::setup(
                "--reduced: a TorchTPU row's bundle holds its model; `tpu-compat reduce` of it writes a one-op repro instead",
            ));
        }
        let m = crate::bundle::torch::write(run, id, out).map_err(CommandError::setup)?;
        let replayed = m.replayed.clone().unwrap_or_default();
        let how = match &m.spec.topology {
            Some(t) => format!("lowered by TorchTPU, compiled for {t}"),
            None => format!("TorchTPU {}", m.spec.mode),
        };
        outln!("{id}: bundle written to {} ({} of {}, {how})", out.display(), m.status, m.model);
        outln!("replayed once: {replayed}");
        outln!("replay: {}", m.replay);
        return Ok(if replayed.starts_with("reproduced") { OK } else { FAILURES });
    }
    let m = crate::bundle::write(run, id, reduced, out).map_err(CommandError::setup)?;
    let replayed = m.replayed.clone().unwrap_or_default();
    outln!("{id}: bundle written to {} ({}{})", out.display(), m.verdict.describe(), if m.reduced { ", reduced" } else { "" });
    outln!("replayed once: {replayed}");
    outln!("replay: {}", m.replay);
    Ok(if replayed.starts_with("reproduced") { OK } else { FAILURES })
}
