//! `tpu-compat baseline`: record a suite's baselines on the reference
//! device, check a store for stale and missing baselines, and compare two
//! safetensors files output by output. The work is the `baselines` crate's;
//! this module only parses arguments, shows progress and prints tables.

use crate::exit::{CommandError, CommandResult, FAILURES, OK};
use baselines::compare::{compare, Bounds};
use baselines::store::{load_file, reference_belongs, LoadError};
use baselines::Store;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use runtime::{tensors_file, Client, DeviceSpec, Plugin};
use std::path::{Path, PathBuf};
use suites::Suite;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub action: Action,
}

#[derive(clap::Subcommand, Debug)]
pub enum Action {
    /// Run each definition of a suite on the reference device and store its outputs with provenance.
    ///
    /// One recording per suite of a store at a time: the suite's folder is locked (flock on
    /// STORE/<suite>/.lock) while recording, and a second recorder or import is refused (exit 2,
    /// naming the holder's pid) rather than mixing its baselines in. A baseline and its float64
    /// reference are written as one unit; without --f64, an earlier reference is removed.
    Record(RecordArgs),
    /// List the stale, missing and unreadable baselines of a store.
    Check(CheckArgs),
    /// Compare two safetensors files tensor by tensor (max/rel error, RMSE, cosine, ULP, ...).
    Compare(CompareArgs),
}

#[derive(clap::Args, Debug)]
pub struct RecordArgs {
    /// A tier (tier1, tier2, dynamism, train) or a folder of definitions.
    pub suite: String,
    /// cpu, gpu, tpu, or the path of a PJRT plugin .so
    #[arg(long, short, default_value = "cpu")]
    pub device: DeviceSpec,
    /// Store root; baselines go to OUT/<suite>/<id>.safetensors. Default: the committed baselines/store.
    #[arg(long)]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub select: super::selection::Selection,
    /// Also record a float64 reference (<id>.f64.safetensors) for the f64-reference rule.
    #[arg(long = "f64")]
    pub with_f64: bool,
    /// Compile every definition afresh; neither read nor write the compile cache
    /// (by default a recording reuses what a run compiled, as a run does).
    #[arg(long)]
    pub no_cache: bool,
    /// Training steps: steps to record (the loss of each, step 1's outputs, the final state).
    #[arg(long, default_value_t = crate::train::DEFAULT_STEPS, value_parser = crate::train::parse_steps)]
    pub steps: usize,
    #[command(flatten)]
    pub compilation: crate::compilation::CompilationArgs,
}

#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Store root (holding one folder per suite), or one suite's folder.
    pub dir: PathBuf,
    /// The suite to check against (default: each folder's name, where it names a suite).
    #[arg(long)]
    pub suite: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct CompareArgs {
    /// Candidate outputs (safetensors).
    pub a: PathBuf,
    /// Expected outputs (safetensors), e.g. a baseline.
    pub b: PathBuf,
    /// Absolute tolerance (default: per dtype, as torch.testing).
    #[arg(long)]
    pub atol: Option<f64>,
    /// Relative tolerance (default: per dtype, as torch.testing).
    #[arg(long)]
    pub rtol: Option<f64>,
    /// Also measure top-1 (argmax over the last axis) agreement.
    #[arg(long)]
    pub logits: bool,
}

pub fn run(args: Args) -> CommandResult {
    match args.action {
        Action::Record(a) => record(a),
        Action::Check(a) => check(a),
        Action::Compare(a) => compare_files(a),
    }
}

fn bar(len: u64) -> ProgressBar {
    let b = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} {elapsed_precise} {wide_msg}") {
        b.set_style(style);
    }
    b
}

/// A line above the bar; straight to stderr when the bar is hidden (not a
/// terminal), where indicatif would drop it.
fn note(bar: &ProgressBar, line: String) {
    if bar.is_hidden() {
        errln!("{line}");
    } else {
        bar.println(line);
    }
}

fn record(args: RecordArgs) -> CommandResult {
    let suite = Suite::open(&args.suite)?;
    let filter = args.select.regex()?;
    let mut chosen: Vec<usize> =
        (0..suite.entries.len()).filter(|&i| filter.as_ref().is_none_or(|r| r.is_match(&suite.entries[i].id))).collect();
    if let Some(n) = args.select.limit {
        chosen.truncate(n);
    }
    if chosen.is_empty() {
        return Err(CommandError::setup(format!("no definition of {} matches", suite.name)));
    }
    suites::id::check("suite name", &suite.name).map_err(|e| CommandError::setup(format!("{}: {e}", args.suite)))?;
    let store = args.out.clone().map(Store::new).unwrap_or_else(Store::committed);
    let compilation = args.compilation.resolve(runtime::CompileProfile::Full).map_err(CommandError::setup)?;
    let plugin = Plugin::for_device(&args.device)?;
    let client = Client::new(plugin)?;
    let platform = crate::recording::platform_of(&client, &args.device.to_string()).map_err(CommandError::setup)?;
    compilation.check_platform(&platform.platform_name).map_err(CommandError::setup)?;
    let cache = if args.no_cache {
        None
    } else {
        let sha = crate::runner::cache::plugin_sha256(client.plugin().path(), &crate::runner::cache::default_dir().join("plugin-hashes"))
            .map_err(|e| CommandError::setup(e.to_string()))?;
        Some(crate::runner::cache::CompileCache::new(crate::runner::cache::default_dir(), sha))
    };
    let compiler = crate::compilation::Compiler::new(client.clone(), cache);
    let asked = crate::recording::Asked { with_f64: args.with_f64, steps: args.steps, no_cache: args.no_cache };
    // Held to the end: a second recorder into this suite is refused, not interleaved.
    let locked = store.lock_suite(&suite.name).map_err(CommandError::setup)?;
    let label = compilation.profiles().label();
    errln!(
        "recording {} baselines of {} on {} ({} {}{}) into {}",
        chosen.len(),
        suite.name,
        platform.device,
        platform.platform_name,
        platform.platform_version,
        if label.is_empty() { String::new() } else { format!(", {label}") },
        store.root.join(&suite.name).display()
    );
    let progress = bar(chosen.len() as u64);
    let (mut ok, mut failed, mut no_f64) = (0usize, Vec::new(), 0usize);
    for &i in &chosen {
        let id = &suite.entries[i].id;
        progress.set_message(id.clone());
        let result = suite.load(i).map_err(|e| e.to_string()).and_then(|def| {
            // A bounded definition is judged per length (`<id>.len<L>`): one baseline of it is a file no sweep reads.
            if let Some(d) = &def.manifest.dynamic {
                return Err(format!(
                    "a bounded definition ([dynamic], bound {}) is judged against one baseline per length ({id}.len<L>), \
                     recorded by its exporter; `baseline record` does not write them",
                    d.bound
                ));
            }
            // What recording holds at once must fit before its inputs are made (see runtime::HostPath::Record).
            def.footprint().check(id, runtime::HostPath::Record { with_f64: args.with_f64 }).map_err(|e| e.to_string())?;
            crate::recording::record(&compiler, &compilation, &platform, &def, &locked, asked).map_err(|e| e.to_string())
        });
        match result {
            Ok(r) => {
                ok += 1;
                for (i, n) in &r.non_finite {
                    note(&progress, format!("{id}: output {i} holds {n} NaN/Inf values; stored as they are (runs compare the pattern)"));
                }
                if let Some(e) = r.f64_error {
                    no_f64 += 1;
                    note(&progress, format!("{id}: no float64 reference: {}", first_line(&e.to_string())));
                }
                if let (Some(p), false) = (&r.removed_f64, args.with_f64) {
                    note(
                        &progress,
                        format!("{id}: removed {}, an earlier recording's float64 reference (--f64 records a new one)", p.display()),
                    );
                }
            }
            Err(e) => {
                note(&progress, format!("{id}: FAILED: {}", first_line(&e)));
                failed.push(id.clone());
            }
        }
        progress.inc(1);
    }
    progress.finish_and_clear();
    let f64_note = if args.with_f64 { format!(", {} with a float64 reference", ok - no_f64) } else { String::new() };
    outln!("recorded {ok} of {} baselines{f64_note}; {} failed", chosen.len(), failed.len());
    for id in &failed {
        outln!("  failed: {id}");
    }
    Ok(if failed.is_empty() { OK } else { FAILURES })
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}

/// What `check` found for one suite folder.
#[derive(Default)]
struct Findings {
    ok: usize,
    missing: Vec<String>,
    stale: Vec<String>,
    unreadable: Vec<String>,
    orphans: Vec<String>,
}

fn check(args: CheckArgs) -> CommandResult {
    if !args.dir.is_dir() {
        return Err(CommandError::setup(format!("{}: not a folder", args.dir.display())));
    }
    // Which (store root, suite folder name) pairs to check.
    let holds_baselines = |d: &Path| {
        std::fs::read_dir(d).map(|rd| rd.flatten().any(|e| e.file_name().to_string_lossy().ends_with(".safetensors"))).unwrap_or(false)
    };
    let mut targets: Vec<(PathBuf, String)> = Vec::new();
    if holds_baselines(&args.dir) {
        let name = args.dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let root = args.dir.parent().map(Path::to_path_buf).unwrap_or_default();
        targets.push((root, name));
    } else {
        let mut names: Vec<String> = std::fs::read_dir(&args.dir)
            .map_err(|e| CommandError::setup(format!("{}: {e}", args.dir.display())))?
            .flatten()
            .filter(|e| e.path().is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        targets.extend(names.into_iter().map(|n| (args.dir.clone(), n)));
    }
    if let Some(s) = &args.suite {
        // With an explicit suite, check only its folder (it may not exist yet: all missing).
        let suite = Suite::open(s)?;
        let root = targets.first().filter(|(_, n)| *n == suite.name).map(|(r, _)| r.clone()).unwrap_or(args.dir.clone());
        targets = vec![(root, suite.name.clone())];
    }
    let mut problems = 0;
    for (root, name) in targets {
        let store = Store::new(&root);
        let spec = args.suite.clone().unwrap_or_else(|| name.clone());
        let f = match Suite::open(&spec) {
            Ok(suite) => check_suite(&store, &suite),
            Err(e) => {
                outln!("{name}: cannot open the suite ({e}); checking that files load only");
                check_files(&store, &name)
            }
        };
        outln!(
            "{name}: {} up to date, {} missing, {} stale, {} unreadable, {} without a definition",
            f.ok,
            f.missing.len(),
            f.stale.len(),
            f.unreadable.len(),
            f.orphans.len()
        );
        for (label, list) in [("missing", &f.missing), ("stale", &f.stale), ("unreadable", &f.unreadable), ("orphan", &f.orphans)] {
            for item in list {
                outln!("  {label:<10} {item}");
            }
        }
        problems += f.missing.len() + f.stale.len() + f.unreadable.len();
    }
    Ok(if problems == 0 { OK } else { FAILURES })
}

fn check_suite(store: &Store, suite: &Suite) -> Findings {
    let mut f = Findings::default();
    let progress = bar(suite.entries.len() as u64);
    for (i, entry) in suite.entries.iter().enumerate() {
        progress.inc(1);
        let id = &entry.id;
        let hash =
            match suite.load(i).map_err(|e| e.to_string()).and_then(|d| d.inputs().map(|inp| d.hash(&inp)).map_err(|e| e.to_string())) {
                Ok(h) => h,
                Err(e) => {
                    f.unreadable.push(format!("{id}: the definition does not load: {}", first_line(&e)));
                    continue;
                }
            };
        match store.load(&suite.name, id) {
            Err(LoadError::Missing { .. }) => f.missing.push(id.clone()),
            Err(e) => f.unreadable.push(e.to_string()),
            Ok(b) if b.provenance.definition_id != *id => {
                f.unreadable.push(format!("{id}: the file holds definition `{}`", b.provenance.definition_id))
            }
            Ok(b) if b.provenance.definition_hash != hash => f.stale.push(format!(
                "{id} (recorded {} on {}; hash {} now {})",
                b.provenance.recorded_at,
                b.provenance.device,
                b.provenance.definition_hash.get(..12).unwrap_or(""),
                hash.get(..12).unwrap_or("")
            )),
            Ok(b) => {
                f.ok += 1;
                match store.load_f64(&suite.name, id) {
                    Ok(r) if r.provenance.definition_hash != hash => f.stale.push(format!("{id}.f64 (float64 reference)")),
                    Ok(r) => {
                        if let Err(why) = reference_belongs(&r.provenance, &b) {
                            f.stale.push(format!("{id}.f64 ({why})"));
                        }
                    }
                    Err(e @ LoadError::Corrupt { .. }) => f.unreadable.push(e.to_string()),
                    Err(LoadError::Missing { .. }) => {}
                }
            }
        }
    }
    progress.finish_and_clear();
    let known: std::collections::HashSet<&str> = suite.entries.iter().map(|e| e.id.as_str()).collect();
    f.orphans = store.ids(&suite.name).into_iter().filter(|id| !known.contains(id.as_str())).collect();
    f
}

fn check_files(store: &Store, suite: &str) -> Findings {
    let mut f = Findings::default();
    for id in store.ids(suite) {
        match store.load(suite, &id) {
            Ok(_) => f.ok += 1,
            Err(e) => f.unreadable.push(e.to_string()),
        }
    }
    f
}

fn compare_files(args: CompareArgs) -> CommandResult {
    // A NaN bound passes every difference (each comparison with NaN is false); refuse it up front.
    for (flag, value) in [("--atol", args.atol), ("--rtol", args.rtol)] {
        if let Some(v) = value {
            suites::validate::bound(v).map_err(|e| CommandError::setup(format!("{flag} {e}")))?;
        }
    }
    // Baselines carry provenance; any safetensors file will do here.
    let (a, _) = tensors_file::read(&args.a)?;
    let (b, meta_b) = tensors_file::read(&args.b)?;
    if let Ok(base) = load_file(&args.b) {
        let p = base.provenance;
        outln!(
            "{}: {} recorded {} on {} ({} {})",
            args.b.display(),
            p.definition_id,
            p.recorded_at,
            p.device,
            p.platform_name,
            p.platform_version
        );
    } else if !meta_b.is_empty() {
        outln!("{}: metadata {:?}", args.b.display(), meta_b);
    }
    outln!(
        "{:<10} {:<18} {:>10} {:>10} {:>10} {:>10} {:>9} {:>8} {:>5} {:>7} {:>8}  verdict",
        "tensor",
        "type",
        "max_abs",
        "max_rel",
        "rmse",
        "cosine",
        "mismatch",
        "max_ulp",
        "nan",
        "top1",
        "margin"
    );
    let mut failures = 0;
    for (name, ta) in &a {
        let Some((_, tb)) = b.iter().find(|(n, _)| n == name) else {
            outln!("{name:<10} only in {}", args.a.display());
            failures += 1;
            continue;
        };
        let d = baselines::tolerance::dtype_default(ta.dtype);
        let bounds = Bounds { atol: args.atol.unwrap_or(d.atol), rtol: args.rtol.unwrap_or(d.rtol) };
        match compare(ta, tb, bounds, args.logits) {
            Ok(s) => {
                let pass = s.mismatches == 0;
                failures += usize::from(!pass);
                outln!(
                    "{name:<10} {:<18} {:>10.3e} {:>10.3e} {:>10.3e} {:>10.7} {:>8.4}% {:>8} {:>5} {:>7} {:>8.3}  {}",
                    ta.type_string(),
                    s.max_abs,
                    s.max_rel,
                    s.rmse,
                    s.cosine,
                    s.mismatch_frac * 100.0,
                    s.max_ulp,
                    s.nan_mismatch,
                    s.top1_agree.map(|t| format!("{:.2}%", t * 100.0)).unwrap_or_else(|| "-".into()),
                    s.max_ratio,
                    if pass { "pass".to_string() } else { format!("FAIL (atol {:.1e}, rtol {:.1e})", bounds.atol, bounds.rtol) }
                );
            }
            Err(e) => {
                failures += 1;
                outln!("{name:<10} {e}");
            }
        }
    }
    for (name, _) in b.iter().filter(|(n, _)| !a.iter().any(|(m, _)| m == n)) {
        outln!("{name:<10} only in {}", args.b.display());
        failures += 1;
    }
    Ok(if failures == 0 { OK } else { FAILURES })
}
