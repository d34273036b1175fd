//! `tpu-compat merge RUN_DIR... --out DIR`: combines the journals of shard
//! runs into one run. A row seen twice (same definition, length and attempt,
//! same status) is a duplicate and kept once; the same attempt with
//! different statuses is a conflict: the first run directory named wins and
//! the conflict is reported (exit code 1).

use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use crate::runner::summary::Summary;
use reports::journal::{self, Journal, RunInfo};
use reports::ResultRow;
use std::collections::HashMap;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Run folders to combine (shards of one run).
    #[arg(required = true)]
    pub runs: Vec<PathBuf>,
    /// Folder for the merged run (must not hold a run yet).
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: Args) -> CommandResult {
    if args.out.join(journal::RESULTS_FILE).exists() {
        return Err(CommandError::setup(format!("{} already holds a run", args.out.display())));
    }
    let mut merged_info: Option<RunInfo> = None;
    let mut planned: Vec<String> = Vec::new();
    let mut rows: Vec<ResultRow> = Vec::new();
    let mut seen: HashMap<(String, Option<i64>, u32), (usize, String)> = HashMap::new();
    let (mut duplicates, mut conflicts) = (0usize, Vec::<String>::new());
    for dir in &args.runs {
        let info = RunInfo::read(dir).map_err(CommandError::setup)?;
        let contents = journal::read_rows(&dir.join(journal::RESULTS_FILE)).map_err(CommandError::setup)?;
        if contents.torn_tail.is_some() {
            eprintln!("note: {} ends in a torn line (a killed run); it is dropped", dir.display());
        }
        match &merged_info {
            None => merged_info = Some(info.clone()),
            Some(m) => {
                if m.suite != info.suite || m.plugin_sha256 != info.plugin_sha256 {
                    eprintln!(
                        "warning: {} ran {} with plugin {}, the first run {} with {}",
                        dir.display(),
                        info.suite,
                        info.plugin_sha256,
                        m.suite,
                        m.plugin_sha256
                    );
                }
            }
        }
        for id in info.planned {
            if !planned.contains(&id) {
                planned.push(id);
            }
        }
        for r in contents.rows {
            let key = (r.id.clone(), r.length, r.attempt);
            match seen.get(&key) {
                Some((at, from)) => {
                    if rows[*at].status == r.status {
                        duplicates += 1;
                    } else {
                        conflicts.push(format!(
                            "{} attempt {}: {} in {}, {} in {}",
                            r.id,
                            r.attempt,
                            rows[*at].status,
                            from,
                            r.status,
                            dir.display()
                        ));
                    }
                }
                None => {
                    seen.insert(key, (rows.len(), dir.display().to_string()));
                    rows.push(r);
                }
            }
        }
    }
    let Some(mut info) = merged_info else { return Err(CommandError::setup("no runs to merge")) };
    std::fs::create_dir_all(&args.out).map_err(|e| CommandError::setup(format!("{}: {e}", args.out.display())))?;
    info.shard = None;
    info.planned = planned;
    info.merged_from = args.runs.iter().map(|p| p.display().to_string()).collect();
    info.started_at = journal::rfc3339(std::time::SystemTime::now());
    info.write(&args.out).map_err(CommandError::setup)?;
    let mut j = Journal::open(&args.out).map_err(CommandError::setup)?;
    for r in &rows {
        j.append(r, false).map_err(CommandError::setup)?;
    }
    j.append_sync().map_err(CommandError::setup)?;
    let summary = Summary::new(&info.suite, &info.planned, &rows);
    println!("merged {} runs: {} rows, {} duplicates, {} conflicts", args.runs.len(), rows.len(), duplicates, conflicts.len());
    for c in &conflicts {
        println!("  conflict: {c}");
    }
    println!("{}", summary.to_text());
    println!("run dir: {}", args.out.display());
    Ok(if conflicts.is_empty() { OK } else { FAILURES })
}
