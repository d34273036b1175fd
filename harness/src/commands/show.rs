//! `tpu-compat show ID`: one definition's config, arguments (shapes,
//! dtypes, role, fill), outputs and op histogram; `--emit` prints the
//! StableHLO program instead. ID is a definition id of a committed tier or
//! the path of a bring-your-own folder.

use crate::exit::{CommandError, CommandResult, OK};
use std::fmt::Write as _;
use suites::hlo::op_histogram;
use suites::{Definition, Suite};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// A definition id (from tier1, tier2 or dynamism) or a definition folder.
    pub id: String,
    /// Print the program text only.
    #[arg(long)]
    pub emit: bool,
}

/// Loads a definition by tier id or folder path.
pub fn find(id: &str) -> Result<Definition, CommandError> {
    let path = std::path::Path::new(id);
    if path.is_dir() {
        return suites::byo::load(path).map_err(CommandError::setup);
    }
    let (suite, i) = Suite::find_in_tiers(id)
        .ok_or_else(|| CommandError::setup(format!("no definition `{id}` in tier1, tier2 or dynamism, and no such folder")))?;
    Ok(suite.load(i)?)
}

pub fn run(args: Args) -> CommandResult {
    let d = find(&args.id)?;
    let text = String::from_utf8_lossy(&d.program);
    if args.emit {
        return emit(&text);
    }
    let mut out = String::new();
    let m = &d.manifest;
    let _ = writeln!(out, "id:      {}", m.id);
    let _ = writeln!(out, "family:  {}   task: {}   seed: {}", m.family, m.task, m.seed);
    if let Some(cfg) = m.source.get("config") {
        let _ = writeln!(out, "config:  {cfg}");
    }
    if let Some(dy) = &m.dynamic {
        let _ = writeln!(out, "dynamic: sequence bound {}, length argument `{}`", dy.bound, dy.length_argument);
    }
    let _ = writeln!(out, "program: {} bytes", d.program.len());
    let _ = writeln!(out, "\narguments ({}):", m.arguments.len());
    for a in &m.arguments {
        let dims: Vec<String> = a.shape.iter().map(|x| x.to_string()).collect();
        let role = match a.role {
            suites::Role::Weight => "weight",
            suites::Role::Data => "data",
        };
        let _ = writeln!(
            out,
            "  {:<48} {:<6} {:<18} {:<6} {}",
            a.name,
            a.dtype.name(),
            format!("[{}]", dims.join(",")),
            role,
            a.fill.as_deref().unwrap_or("")
        );
    }
    let _ = writeln!(out, "\noutputs:");
    for o in &m.outputs {
        let dims: Vec<String> = o.shape.iter().map(|x| x.to_string()).collect();
        let _ = writeln!(out, "  {:<48} {:<6} [{}] {:?}", o.name, o.dtype.name(), dims.join(","), o.kind);
    }
    let hist = op_histogram(&text);
    let _ = writeln!(out, "\nops ({} distinct, {} total):", hist.len(), hist.values().sum::<usize>());
    let mut v: Vec<(&String, &usize)> = hist.iter().collect();
    v.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    for (op, n) in v {
        let _ = writeln!(out, "  {op:<40} {n}");
    }
    emit(&out)
}

/// Writes to stdout (through `crate::out`: a reader that went away ends
/// the output quietly).
fn emit(text: &str) -> CommandResult {
    out!("{text}");
    Ok(OK)
}
