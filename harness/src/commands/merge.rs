//! `tpu-compat merge RUN_DIR... --out DIR`: combines the journals of shard
//! runs into one run. A row seen twice (same definition, length and attempt,
//! same status) is a duplicate and kept once; the same attempt with
//! different statuses is a conflict: the first run directory named wins and
//! the conflict is reported. Runs of different suites or plugins are not
//! shards of one run: merging them is refused (exit 2) before anything is
//! written. The merged run is summarised and judged like any run
//! (`results::tally`): exit 1 on unexpected failures, unrun definitions or
//! conflicts, else 0.

use crate::exit::{CommandError, CommandResult, FAILURES};
use results::journal::{self, Journal, RunInfo};
use results::tally::{self, Planned, Tally};
use results::ResultRow;
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
    if args.out.join(journal::RESULTS_FILE).exists() || args.out.join(journal::RUN_FILE).exists() {
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
        if let Some(t) = &contents.torn_tail {
            eprintln!("note: {} line {} is unreadable (a run killed mid-line); it is dropped", dir.display(), t.line);
        }
        match &merged_info {
            None => merged_info = Some(info.clone()),
            Some(m) => {
                let differs = |what: &str, a: &str, b: &str| {
                    CommandError::setup(format!(
                        "{} ran {what} {b}, {} ran {what} {a}: these are not shards of one run",
                        dir.display(),
                        args.runs[0].display()
                    ))
                };
                if m.suite != info.suite {
                    return Err(differs("suite", &m.suite, &info.suite));
                }
                if !m.plugin_sha256.is_empty() && !info.plugin_sha256.is_empty() && m.plugin_sha256 != info.plugin_sha256 {
                    return Err(differs("the plugin with sha256", &m.plugin_sha256, &info.plugin_sha256));
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
    let Some(mut info) = merged_info else {
        return Err(CommandError::setup("no runs to merge"));
    };
    std::fs::create_dir_all(&args.out).map_err(|e| CommandError::setup(format!("{}: {e}", args.out.display())))?;
    info.shard = None;
    info.planned = planned;
    info.merged_from = args.runs.iter().map(|p| p.display().to_string()).collect();
    info.started_at = results::time::rfc3339(std::time::SystemTime::now());
    info.identity.clear();
    info.write(&args.out).map_err(CommandError::setup)?;
    let mut j = Journal::open(&args.out).map_err(CommandError::setup)?;
    for r in &rows {
        j.append(r, false).map_err(CommandError::setup)?;
    }
    j.append_sync().map_err(CommandError::setup)?;
    let planned: Vec<Planned> = info.planned.iter().map(|id| Planned { tier: info.suite.clone(), id: id.clone() }).collect();
    let tally = Tally::of(&tally::definitions(&tally::final_rows(&rows, &planned)));
    println!("merged {} runs: {} rows, {} duplicates, {} conflicts", args.runs.len(), rows.len(), duplicates, conflicts.len());
    for c in &conflicts {
        println!("  conflict: {c}");
    }
    print!("{}", tally.to_text());
    println!("run dir: {}", args.out.display());
    Ok(if conflicts.is_empty() { tally.exit_code() } else { FAILURES })
}
