//! `tpu-compat merge RUN_DIR... --out DIR`: combines the journals of the
//! shard runs of one run into that run. On Kubernetes this is how a tier's
//! result is made, so a lost shard must never read as a pass.
//!
//! Before anything is written, the folders must be shards of one run: the
//! same suite and plugin, the same identity as `run --resume` compares it
//! (`results::journal::identity_change`; only the shard itself and its part
//! of the plan may differ), the same shard count and the same whole plan;
//! each shard `K/N` at most once (an unsharded run is shard 1/1). Anything
//! else is refused (exit 2) naming the setting and both values.
//!
//! The merged plan is the whole run's (`run.json`'s `whole_planned`, which
//! every shard records), not the union of what the shards present planned:
//! a missing shard's definitions are `not-run`, the verdict fails (exit 1)
//! and the missing shards are named. `--allow-partial` merges part of a run
//! on purpose: the same counting, the figures titled `partial: shards 3/3
//! missing`, no error. A shard written by an older tpu-compat, without
//! `whole_planned`, is refused: its whole plan cannot be known
//! (`run --resume` with this version records it).
//!
//! A row seen twice (same definition, length and attempt, same status) is a
//! duplicate and kept once; the same attempt with different statuses is a
//! conflict, refused (exit 2, nothing written) naming the definition, both
//! statuses and both shards: keeping either row would let `report` of the
//! merged run give a verdict that `merge` did not. The merged `run.json`
//! keeps the shards' identity, as an unsharded run of the whole plan would
//! record it.

use crate::exit::{CommandError, CommandResult, FAILURES};
use crate::runner::plan::{self, PLANNED_SETTING, SHARD_SETTING};
use crate::runner::shard::ShardSpec;
use results::journal::{self, Journal, RunInfo};
use results::tally::{self, Planned, Tally};
use results::ResultRow;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
#[command(after_help = "\
Exit codes: 0 every definition of the whole run passed or failed as expected; 1 unexpected
failures or unrun definitions (a missing shard's included); 2 the folders are not the shards of
one run (another suite, setting, shard count or plan; a shard given twice; two shards with
different results for one definition), or one cannot be read: nothing is written.")]
pub struct Args {
    /// Run folders to combine (the shards of one run).
    #[arg(required = true)]
    pub runs: Vec<PathBuf>,
    /// Folder for the merged run (must not hold a run yet).
    #[arg(long)]
    pub out: PathBuf,
    /// Merge without some shards on purpose: their definitions still count as not run, and the
    /// figures say `partial: shards K/N missing`.
    #[arg(long)]
    pub allow_partial: bool,
}

/// One shard folder, read.
struct Shard {
    dir: PathBuf,
    info: RunInfo,
    spec: ShardSpec,
    rows: Vec<ResultRow>,
}

impl Shard {
    fn read(dir: &Path) -> Result<Shard, CommandError> {
        let info = RunInfo::read(dir).map_err(CommandError::setup)?;
        let spec = match &info.shard {
            None => ShardSpec { index: 1, count: 1 },
            Some(s) => s.parse().map_err(|e| CommandError::setup(format!("{}: shard: {e}", dir.join(journal::RUN_FILE).display())))?,
        };
        if spec.count > 1 && info.whole_planned.is_empty() {
            return Err(CommandError::setup(format!(
                "{}: shard {spec} does not record the whole run's plan (`whole_planned`, written by newer tpu-compat); \
                 without it the definitions of a missing shard cannot be counted. Resume the shard with this version \
                 (`run --resume` records it) or run it again",
                dir.join(journal::RUN_FILE).display()
            )));
        }
        let contents = journal::read_rows(&dir.join(journal::RESULTS_FILE)).map_err(CommandError::setup)?;
        if let Some(t) = &contents.torn_tail {
            errln!("note: {} line {} is unreadable (a run killed mid-line); it is dropped", dir.display(), t.line);
        }
        Ok(Shard { dir: dir.to_path_buf(), info, spec, rows: contents.rows })
    }

    /// The whole run's plan: every shard's definitions (an unsharded run's own).
    fn whole_plan(&self) -> &[String] {
        if self.spec.count > 1 {
            &self.info.whole_planned
        } else {
            &self.info.planned
        }
    }
}

/// Refuses shards that are not parts of `first`'s run, naming the setting and both values.
fn check_same_run(first: &Shard, other: &Shard) -> Result<(), CommandError> {
    let refuse = |what: &str, a: &str, b: &str| {
        CommandError::setup(format!(
            "{what}: {} has `{a}`, {} has `{b}`: these are not shards of one run",
            first.dir.display(),
            other.dir.display()
        ))
    };
    if first.info.suite != other.info.suite {
        return Err(refuse("suite", &first.info.suite, &other.info.suite));
    }
    let (a, b) = (&first.info.plugin_sha256, &other.info.plugin_sha256);
    if !a.is_empty() && !b.is_empty() && a != b {
        return Err(refuse("plugin sha256", a, b));
    }
    if first.spec.count != other.spec.count {
        return Err(refuse("shard count", &first.spec.to_string(), &other.spec.to_string()));
    }
    // Every setting either records (an absent one as its default).
    let except = [SHARD_SETTING, PLANNED_SETTING];
    if let Some(c) = journal::identity_change(&first.info.identity, &other.info.identity, &except) {
        return Err(refuse(&c.setting, &c.was, &c.now));
    }
    if first.whole_plan() != other.whole_plan() {
        return Err(refuse(
            "the whole run's plan",
            &plan::planned_identity(first.whole_plan()),
            &plan::planned_identity(other.whole_plan()),
        ));
    }
    Ok(())
}

/// The rows of all shards, duplicates kept once; and the conflicts, described.
fn combine(shards: &[Shard]) -> (Vec<ResultRow>, usize, Vec<String>) {
    let mut rows: Vec<ResultRow> = Vec::new();
    let mut seen: HashMap<(String, Option<i64>, u32), (usize, &Path)> = HashMap::new();
    let (mut duplicates, mut conflicts) = (0usize, Vec::new());
    for s in shards {
        for r in &s.rows {
            let key = (r.id.clone(), r.length, r.attempt);
            match seen.get(&key) {
                Some((at, _)) if rows[*at].status == r.status => duplicates += 1,
                Some((at, from)) => conflicts.push(format!(
                    "{} attempt {}: {} in {}, {} in {}",
                    r.id,
                    r.attempt,
                    rows[*at].status,
                    from.display(),
                    r.status,
                    s.dir.display()
                )),
                None => {
                    seen.insert(key, (rows.len(), &s.dir));
                    rows.push(r.clone());
                }
            }
        }
    }
    (rows, duplicates, conflicts)
}

pub fn run(args: Args) -> CommandResult {
    if args.out.join(journal::RESULTS_FILE).exists() || args.out.join(journal::RUN_FILE).exists() {
        return Err(CommandError::setup(format!("{} already holds a run", args.out.display())));
    }
    let shards = args.runs.iter().map(|d| Shard::read(d)).collect::<Result<Vec<_>, _>>()?;
    let Some(first) = shards.first() else {
        return Err(CommandError::setup("no runs to merge"));
    };
    let mut by_index: HashMap<usize, &Shard> = HashMap::new();
    for s in &shards {
        check_same_run(first, s)?;
        if let Some(earlier) = by_index.insert(s.spec.index, s) {
            return Err(CommandError::setup(format!(
                "shard {} is given twice: {} and {}; merge each shard once",
                s.spec,
                earlier.dir.display(),
                s.dir.display()
            )));
        }
    }
    let count = first.spec.count;
    let missing: Vec<String> =
        (1..=count).filter(|k| !by_index.contains_key(k)).map(|index| ShardSpec { index, count }.to_string()).collect();

    let (rows, duplicates, conflicts) = combine(&shards);
    if !conflicts.is_empty() {
        return Err(CommandError::setup(format!(
            "{} conflicting row{} (the same attempt of a definition with different statuses in two shards): {}; \
             two shards ran the same definition, so these are not the disjoint shards of one run; nothing is written",
            conflicts.len(),
            if conflicts.len() == 1 { "" } else { "s" },
            conflicts.join("; ")
        )));
    }
    let whole = first.whole_plan().to_vec();
    let mut info = first.info.clone();
    info.shard = None;
    info.planned = whole;
    info.whole_planned = Vec::new();
    info.missing_shards = missing.clone();
    info.merged_from = args.runs.iter().map(|p| p.display().to_string()).collect();
    // Shards run on different hosts: each CPU named, since the numerics follow it.
    let mut hosts: Vec<&str> = shards.iter().map(|s| s.info.host_cpu.as_str()).filter(|h| !h.is_empty()).collect();
    hosts.sort_unstable();
    hosts.dedup();
    info.host_cpu = hosts.join("; ");
    info.started_at = results::time::rfc3339(std::time::SystemTime::now());
    // The identity an unsharded run of the whole plan records.
    for (k, v) in &mut info.identity {
        if k == SHARD_SETTING {
            v.clear();
        } else if k == PLANNED_SETTING {
            *v = plan::planned_identity(&info.planned);
        }
    }
    std::fs::create_dir_all(&args.out).map_err(|e| CommandError::setup(format!("{}: {e}", args.out.display())))?;
    info.write(&args.out).map_err(CommandError::setup)?;
    let mut j = Journal::open(&args.out).map_err(CommandError::setup)?;
    for r in &rows {
        j.append(r, false).map_err(CommandError::setup)?;
    }
    j.append_sync().map_err(CommandError::setup)?;

    let planned: Vec<Planned> = info.planned.iter().map(|id| Planned { tier: info.suite.clone(), id: id.clone() }).collect();
    let fin = tally::final_rows(&rows, &planned);
    let mut tally = Tally::of(&tally::definitions(&fin));
    tally.mark_partial(&missing);
    outln!("merged {} runs: {} rows, {} duplicates, 0 conflicts", args.runs.len(), rows.len(), duplicates);
    out!("{}", tally.to_text());
    outln!("run dir: {}", args.out.display());
    if !missing.is_empty() {
        let shard_ids: std::collections::HashSet<&str> = shards.iter().flat_map(|s| s.info.planned.iter().map(String::as_str)).collect();
        let lost = info.planned.iter().filter(|id| !shard_ids.contains(id.as_str())).count();
        let what = format!(
            "missing shard {}: {lost} of the run's {} definitions are not run",
            missing.join(", missing shard "),
            info.planned.len()
        );
        if args.allow_partial {
            outln!("{what} (--allow-partial)");
        } else {
            errln!("error: {what}; the merged run is partial (pass --allow-partial to merge part of a run on purpose)");
            return Ok(FAILURES);
        }
    }
    Ok(tally.exit_code())
}
