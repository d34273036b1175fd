//! `tpu-compat suites`: what each tier holds (definitions, families,
//! distinct StableHLO ops); `--ops` lists every op with how many
//! definitions of the zoo tiers, the `hf` suite and the op tier use it, and
//! which ops only the op tier reaches; `--generate DIR` rewrites the
//! catalogs from the generator (they are committed under suites/catalogs/).

use crate::exit::{CommandError, CommandResult, OK};
use std::collections::BTreeMap;
use suites::catalog;
use suites::hlo::op_histogram;
use suites::Suite;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// List every distinct StableHLO op with the number of definitions using it.
    #[arg(long)]
    pub ops: bool,
    /// Write freshly generated tier catalogs (tier1.csv, tier2.csv, dynamism.csv, train.csv, ops.csv) into DIR and exit.
    #[arg(long, value_name = "DIR")]
    pub generate: Option<std::path::PathBuf>,
}

pub fn run(args: Args) -> CommandResult {
    if let Some(dir) = &args.generate {
        catalog::write_all(dir).map_err(CommandError::setup)?;
        suites::ops::write_csv(dir).map_err(CommandError::setup)?;
        outln!("wrote {}/{{tier1,tier2,dynamism,train,ops}}.csv", dir.display());
        return Ok(OK);
    }
    let mut all_ops: BTreeMap<String, usize> = BTreeMap::new();
    outln!("{:<10} {:>6} {:>9} {:>5}  families", "tier", "count", "families", "ops");
    for tier in catalog::TIERS {
        let suite = Suite::open(tier)?;
        let mut families: BTreeMap<&str, usize> = BTreeMap::new();
        for e in &suite.entries {
            *families.entry(e.family.as_str()).or_insert(0) += 1;
        }
        let mut tier_ops: BTreeMap<String, usize> = BTreeMap::new();
        for i in 0..suite.entries.len() {
            let d = suite.load(i)?;
            for op in op_histogram(&String::from_utf8_lossy(&d.program)).into_keys() {
                *tier_ops.entry(op).or_insert(0) += 1;
            }
        }
        for (op, n) in &tier_ops {
            *all_ops.entry(op.clone()).or_insert(0) += n;
        }
        let fam: Vec<String> = families.iter().map(|(f, n)| format!("{f}:{n}")).collect();
        outln!("{:<10} {:>6} {:>9} {:>5}  {}", tier, suite.entries.len(), families.len(), tier_ops.len(), fam.join(" "));
    }
    outln!("distinct ops across the zoo: {}", all_ops.len());
    let hf = histogram_of("hf");
    let ops = histogram_of(suites::ops::TIER)?;
    let ops_families = Suite::open(suites::ops::TIER)?.entries.iter().map(|e| e.family.clone()).collect::<std::collections::BTreeSet<_>>();
    outln!("{:<10} {:>6} {:>9} {:>5}  ops under test: {}", suites::ops::TIER, ops.1, ops_families.len(), ops.0.len(), ops_families.len());
    if let Ok((h, n)) = &hf {
        let families = Suite::open("hf")?.entries.iter().map(|e| e.family.clone()).collect::<std::collections::BTreeSet<_>>();
        outln!("{:<10} {:>6} {:>9} {:>5}  transformers models exported to StableHLO", "hf", n, families.len(), h.len());
        outln!(
            "{:<10} {:>6} {:>9} {:>5}  the hf catalog's forward entries built in PyTorch, through TorchTPU \
             (`tpu-compat run torch-hf [--torch-mode MODE]`)",
            "torch-hf",
            "-",
            "-",
            "-"
        );
    }
    real_line()?;
    outln!(
        "{:<10} {:>6} {:>9} {:>5}  through TorchTPU (`tpu-compat run aten`): PyTorch's OpInfo samples, a row per (op, dtype) \
         cell (`tpu-compat aten --ops NAME` runs a few)",
        "aten",
        "-",
        "-",
        "-"
    );
    if args.ops {
        let hf_ops = hf.as_ref().map(|h| h.0.clone()).unwrap_or_default();
        let mut names: std::collections::BTreeSet<&String> = all_ops.keys().collect();
        names.extend(hf_ops.keys());
        names.extend(ops.0.keys());
        outln!("\n{:<40} {:>6} {:>6} {:>6}  (definitions or cases using it)", "op", "zoo", "hf", "ops");
        let mut only = Vec::new();
        for op in names {
            let (z, h, o) =
                (all_ops.get(op).copied().unwrap_or(0), hf_ops.get(op).copied().unwrap_or(0), ops.0.get(op).copied().unwrap_or(0));
            let hf_cell = if hf.is_ok() { h.to_string() } else { "-".into() };
            outln!("{op:<40} {z:>6} {hf_cell:>6} {o:>6}");
            if z == 0 && h == 0 && o > 0 {
                only.push(op.as_str());
            }
        }
        if let Err(e) = &hf {
            outln!("(hf suite not read: {e})");
        }
        outln!("\nops only the op tier reaches: {} of {}\n  {}", only.len(), ops.0.len(), only.join(" "));
    }
    Ok(OK)
}

/// The real catalog (run through TorchTPU by `tpu-compat torch real`): entries by library and size.
fn real_line() -> Result<(), CommandError> {
    let all = suites::real::entries().map_err(CommandError::setup)?;
    let families: std::collections::BTreeSet<(&str, &str)> = all.iter().map(|e| (e.library.as_str(), e.family.as_str())).collect();
    let mut by: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for e in &all {
        let n = by.entry(e.library.as_str()).or_default();
        if e.size == "tiny" {
            n.1 += 1
        } else {
            n.0 += 1
        }
    }
    let libs: Vec<String> = by.iter().map(|(l, (p, t))| format!("{l}:{} ({p} published, {t} tiny)", p + t)).collect();
    let reasons = all.iter().filter(|e| !e.reason.is_empty()).count();
    outln!(
        "{:<10} {:>6} {:>9} {:>5}  through TorchTPU (`tpu-compat run real`): {}; {reasons} with a generation reason",
        suites::real::SUITE,
        all.len(),
        families.len(),
        "-",
        libs.join(" ")
    );
    Ok(())
}

/// The op histogram over a suite's programs: (op -> definitions using it, definitions).
fn histogram_of(spec: &str) -> Result<(BTreeMap<String, usize>, usize), CommandError> {
    let suite = Suite::open(spec)?;
    let mut h: BTreeMap<String, usize> = BTreeMap::new();
    for i in 0..suite.entries.len() {
        let d = suite.load(i)?;
        for op in ops_in(&String::from_utf8_lossy(&d.program)) {
            *h.entry(op).or_insert(0) += 1;
        }
    }
    Ok((h, suite.entries.len()))
}

/// The ops a program uses, in the generic (`"stablehlo.add"(...)`) or the
/// pretty form (`stablehlo.add %a, %b`) exporters print; attributes
/// (`#stablehlo.dot<...>`) and `return` are not ops.
fn ops_in(text: &str) -> std::collections::BTreeSet<String> {
    let mut found = std::collections::BTreeSet::new();
    for dialect in ["stablehlo.", "chlo."] {
        for (at, _) in text.match_indices(dialect) {
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c == '#' || c == '.' || c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            let name: String = text[at + dialect.len()..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if !name.is_empty() && name != "return" {
                found.insert(format!("{dialect}{name}"));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    #[test]
    fn ops_are_found_in_generic_and_pretty_forms() {
        let text = "%0 = \"stablehlo.add\"(%a, %b) : (...)\n%1 = stablehlo.dot_general %x, %y, #stablehlo.dot<lhs_contracting_dimensions = [1]>\n%2 = chlo.erf %1\nstablehlo.return %2";
        let ops: Vec<String> = super::ops_in(text).into_iter().collect();
        assert_eq!(ops, ["chlo.erf", "stablehlo.add", "stablehlo.dot_general"]);
    }
}
