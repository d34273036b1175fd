//! `tpu-compat materialize TIER|ID --out DIR`: writes definitions as
//! bring-your-own folders (`DIR/<id>/model.mlir`, `model.toml`, and with
//! `--tensors` the seeded weights and inputs as safetensors), for reading,
//! diffing, or running elsewhere. Each id is checked as a file name and
//! each folder proved to stay under `--out` before anything is written.

use crate::exit::{CommandError, CommandResult, OK};
use std::path::PathBuf;
use suites::Suite;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// A tier (tier1, tier2, dynamism, train), a catalog .csv, or one definition id.
    pub target: String,
    /// Folder to write definition folders into.
    #[arg(long)]
    pub out: PathBuf,
    #[command(flatten)]
    pub select: super::selection::Selection,
    /// Also write weights.safetensors and inputs.safetensors (else the manifest's fills apply).
    #[arg(long)]
    pub tensors: bool,
}

pub fn run(args: Args) -> CommandResult {
    let filter = args.select.regex()?;
    let (suite, only) = match Suite::open(&args.target) {
        Ok(s) => (s, None),
        Err(open_err) => match Suite::find_in_tiers(&args.target) {
            Some((s, i)) => (s, Some(i)),
            None => return Err(CommandError::setup(format!("{open_err}; and no definition has that id"))),
        },
    };
    let limit = args.select.limit.unwrap_or(usize::MAX);
    let mut written = 0usize;
    for (i, e) in suite.entries.iter().enumerate() {
        if written >= limit {
            break;
        }
        if only.is_some_and(|o| o != i) || filter.as_ref().is_some_and(|f| !f.is_match(&e.id)) {
            continue;
        }
        let d = suite.load(i)?;
        if args.tensors {
            // Refused before a tensor is filled: the seeded weights of a real-size model can outgrow the host.
            d.footprint().check(&e.id, runtime::HostPath::Materialize)?;
        }
        let inputs = if args.tensors { Some(d.inputs().map_err(|m| CommandError::setup(format!("{}: {m}", e.id)))?) } else { None };
        suites::id::check("definition id", &e.id).map_err(|err| CommandError::setup(format!("{}: {err}", args.target)))?;
        let dir = args.out.join(&e.id);
        suites::id::ensure_under(&args.out, &dir).map_err(CommandError::setup)?;
        suites::byo::write(&dir, &d, inputs.as_deref())?;
        written += 1;
    }
    outln!("wrote {written} definitions to {}", args.out.display());
    Ok(OK)
}
