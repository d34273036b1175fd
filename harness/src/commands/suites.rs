//! `tpu-compat suites`: what each tier holds (definitions, families,
//! distinct StableHLO ops); `--ops` lists every op with how many
//! definitions use it; `--generate DIR` rewrites the catalogs from the
//! generator (they are committed under suites/catalogs/).

use crate::exit::{CommandError, CommandResult, OK};
use std::collections::BTreeMap;
use suites::hlo::op_histogram;
use suites::zoo::catalog;
use suites::Suite;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// List every distinct StableHLO op with the number of definitions using it.
    #[arg(long)]
    pub ops: bool,
    /// Write freshly generated tier catalogs (tier1.csv, tier2.csv, dynamism.csv) into DIR and exit.
    #[arg(long, value_name = "DIR")]
    pub generate: Option<std::path::PathBuf>,
}

pub fn run(args: Args) -> CommandResult {
    if let Some(dir) = &args.generate {
        catalog::write_all(dir).map_err(CommandError::setup)?;
        println!("wrote {}/{{tier1,tier2,dynamism}}.csv", dir.display());
        return Ok(OK);
    }
    let mut all_ops: BTreeMap<String, usize> = BTreeMap::new();
    println!("{:<10} {:>6} {:>9} {:>5}  families", "tier", "count", "families", "ops");
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
        println!("{:<10} {:>6} {:>9} {:>5}  {}", tier, suite.entries.len(), families.len(), tier_ops.len(), fam.join(" "));
    }
    println!("distinct ops across the zoo: {}", all_ops.len());
    if args.ops {
        println!("\n{:<40} definitions", "op");
        for (op, n) in &all_ops {
            println!("{op:<40} {n}");
        }
    }
    Ok(OK)
}
