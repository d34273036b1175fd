//! `tpu-compat diverge ID|FOLDER`: where a definition's numbers start to
//! differ on a device. Prints the origin op (line, op, types, module path),
//! how far the divergence reached, and writes `report.json`, `growth.svg`
//! and a one-op repro suite under `--out`. The work is in `crate::diverge`.

use crate::compilation::Compiler;
use crate::diverge::{self, repro, Localization, Options};
use crate::exit::{CommandError, CommandResult, OK};
use results::{ResultRow, Status};
use runtime::{Client, DeviceSpec, Plugin};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use suites::{Definition, Suite};

const AFTER: &str = "\
Runs an instrumented copy of the program (every top-level op's result also returned) on the device,
on the CPU plugin as written (the noise floor) and on the CPU plugin in float64 (the reference). A
value diverged when its error against float64 exceeds --threshold times the CPU's; the origin is
where that began: from the first diverged value, back through operands over a tenth of the threshold.
The program as written runs on the device too: an instrumented program whose own outputs do not reach
the same verdict (watching values changed what the device compiled, as fusion does) is split into
smaller batches, and a value that changes the outputs whenever it is watched is named, not measured.
With no origin, the device computes the program as well as the CPU does: a parity failure then lies
between the program and what its baseline was recorded from.
Writes OUT/report.json (every value's errors and ratio),
OUT/growth.svg and, when there is an origin, OUT/repro/: the origin op alone with the operand values
the device fed it and its float64 result as the baseline:
  tpu-compat run OUT/repro --baselines OUT/repro/store --device D    fails where the device is wrong
Calls of private functions are inlined into @main first, so the ops inside helpers are watched too
(the origin may be an op of a helper; the report names the function it came from).
A sharded program (one declaring several devices) is localized over its devices instead: the
instrumented program (watched values declared replicated) runs over the N devices and on one device
(both on --device); the origin is the first value a device's copy of departs from the one-device value
(by more than 1e-4 of its magnitude) while its operands do not, named with the device, the difference
and the collectives the partitioner made for that op. Writes OUT/report.json (no chart, no repro).
A program declaring more devices than the plugin has is refused before anything compiles (exit 2).
Exit: 0 when the localization ran (with or without an origin); 2 when it could not.";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// A definition id (tier or hf) or a definition folder.
    pub definition: String,
    /// Look the id up in this suite (a tier, catalog or folder of definitions).
    #[arg(long = "in", value_name = "SUITE")]
    pub in_suite: Option<String>,
    /// The device under test: cpu, gpu, tpu, or a PJRT plugin .so.
    #[arg(long, short, default_value = "cpu")]
    pub device: DeviceSpec,
    /// A value diverged when its error is this many times the CPU's (both against float64).
    #[arg(long, default_value_t = diverge::DEFAULT_THRESHOLD)]
    pub threshold: f64,
    /// Where to write report.json, growth.svg and repro/ (default: diverge/<id>).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Write the repro into this suite folder instead of OUT/repro (repros of several models collect there).
    #[arg(long)]
    pub repro_suite: Option<PathBuf>,
    /// The most bytes of watched values one instrumented program returns.
    #[arg(long, default_value_t = diverge::DEFAULT_BATCH_BYTES)]
    pub batch_bytes: usize,
    /// Compile the device's programs under this numerics profile (as `run --numerics`): with
    /// `tpu-default` on the CPU plugin, the origin is where a TPU's bf16 matmul passes first matter.
    #[arg(long, value_name = "PROFILE", value_parser = clap::builder::PossibleValuesParser::new(["native", "tpu-default", "tpu-high", "tpu-highest"]))]
    pub numerics: Option<String>,
    /// Compile the device's programs under this profile (as `run --compile-profile`; default full).
    /// The CPU's reference and noise floor always compile fast: IEEE arithmetic either way.
    #[arg(long, value_name = "PROFILE", value_parser = clap::builder::PossibleValuesParser::new(["full", "fast"]))]
    pub compile_profile: Option<String>,
    /// The definition failed parity against its baseline (`run --localize` says so): with no
    /// origin, the report says the difference lies between the program and its baseline's source.
    #[arg(long)]
    pub failed_parity: bool,
}

pub fn run(args: Args) -> CommandResult {
    if !(args.threshold.is_finite() && args.threshold > 1.0) {
        return Err(CommandError::setup(format!("--threshold {}: give a number above 1", args.threshold)));
    }
    if args.batch_bytes == 0 {
        return Err(CommandError::setup("--batch-bytes 0: give a positive size"));
    }
    let definition = resolve(&args.definition, args.in_suite.as_deref()).map_err(CommandError::setup)?;
    let out = args.out.clone().unwrap_or_else(|| Path::new("diverge").join(definition.id()));
    let device = Client::new(Plugin::for_device(&args.device)?)?;
    let cpu = match args.device {
        DeviceSpec::Cpu => None,
        _ => Some(Client::new(Plugin::for_device(&DeviceSpec::Cpu)?)?),
    };
    let numerics: program::profiles::Numerics = args.numerics.as_deref().unwrap_or("native").parse().map_err(CommandError::setup)?;
    let profile: runtime::CompileProfile = args.compile_profile.as_deref().unwrap_or("full").parse().map_err(CommandError::setup)?;
    let settings = crate::compilation::Compilation { numerics, profile, ..Default::default() };
    device.platform_name().map_err(|e| e.to_string()).and_then(|p| settings.check_platform(&p)).map_err(CommandError::setup)?;
    let options = Options { threshold: args.threshold, batch_bytes: args.batch_bytes, device: settings, failed_parity: args.failed_parity };
    // Instrumented programs are one-offs: compiled afresh, never cached.
    let device = Compiler::new(device, None);
    if let Ok(crate::execution::ProgramKind::Sharded { devices } | crate::execution::ProgramKind::ShardedTrainingStep { devices }) =
        crate::execution::ProgramKind::of(&definition.program)
    {
        refuse_too_few_devices(&definition, &device, devices)?;
        let loc = diverge::sharded::localize(&definition, &device, devices, &options).map_err(CommandError::setup)?;
        write_sharded(&loc, &out).map_err(CommandError::setup)?;
        return Ok(OK);
    }
    let cpu = cpu.map(|c| Compiler::new(c, None));
    let cpu = cpu.as_ref().unwrap_or(&device);
    let loc = diverge::localize(&definition, &device, cpu, &options).map_err(CommandError::setup)?;
    let repro_dir = args.repro_suite.clone().unwrap_or_else(|| out.join("repro"));
    let written = write(&loc, cpu, &out, &repro_dir).map_err(CommandError::setup)?;
    print(&loc, &written);
    Ok(OK)
}

/// A sharded program needs as many devices as it declares: refused before
/// anything compiles when the plugin has fewer (as `run` refuses it),
/// rather than PJRT's `No matching device found` from the first compile.
fn refuse_too_few_devices(definition: &Definition, device: &Compiler, declared: usize) -> Result<(), CommandError> {
    let have =
        device.client().devices().map(|d| d.len()).map_err(|e| CommandError::setup(format!("cannot list the plugin's devices: {e}")))?;
    if declared > have {
        return Err(CommandError::setup(format!(
            "{}: the program declares {declared} devices, the plugin has {have}; a sharded program is localized over all its devices, not on fewer",
            definition.id()
        )));
    }
    Ok(())
}

/// Why a localization's files were not written.
#[derive(Debug, thiserror::Error)]
pub enum NotWritten {
    #[error("{}: cannot create the folder: {source}", path.display())]
    Folder { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Encode(#[from] serde_json::Error),
    #[error("{}: {source}", path.display())]
    File { path: PathBuf, source: runtime::DataError },
    /// The instrumented program's `@main` could not be read back.
    #[error("{0}")]
    Program(String),
}

fn create_folder(out: &Path) -> Result<(), NotWritten> {
    std::fs::create_dir_all(out).map_err(|source| NotWritten::Folder { path: out.to_path_buf(), source })
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), NotWritten> {
    runtime::tensors_file::write_atomic(path, bytes).map_err(|source| NotWritten::File { path: path.to_path_buf(), source })
}

/// Writes and prints a sharded program's localization.
fn write_sharded(loc: &diverge::sharded::ShardedLocalization, out: &Path) -> Result<(), NotWritten> {
    create_folder(out)?;
    let report = out.join("report.json");
    let text = serde_json::to_string_pretty(&results::Localization::Sharded(Box::new(loc.clone())))?;
    write_file(&report, text.as_bytes())?;
    println!(
        "{}: sharded over {} devices, {} values watched ({} compiles, {:.1} s)",
        loc.id,
        loc.devices,
        loc.values.len(),
        loc.compiles,
        loc.seconds
    );
    match &loc.origin {
        Some(o) => {
            println!(
                "origin: line {} {} ({}), device {} off the one-device run by {:.3e} of its magnitude",
                o.line, o.op, o.name, o.device, o.error
            );
            println!("  devices departing there: {:?}", o.devices);
            if o.collectives.is_empty() {
                println!("  the partitioner made no collective for this op: the op itself departs");
            } else {
                println!("  collectives made for it: {}", o.collectives.join(", "));
            }
            println!("  {}", o.text);
        }
        None => println!(
            "no value departs: every device's copy is within {:.0e} of the one-device run ({} collectives in the partitioned program)",
            loc.tolerance,
            loc.collectives.len()
        ),
    }
    println!("report: {}", report.display());
    Ok(())
}

/// What was written for one localization.
pub struct Written {
    pub report: PathBuf,
    pub chart: PathBuf,
    pub repro: Option<repro::Repro>,
    /// Why no repro was written although there is an origin.
    pub repro_error: Option<String>,
}

/// Writes the report, the chart and (with an origin) the repro.
pub fn write(loc: &Localization, cpu: &Compiler, out: &Path, repro_dir: &Path) -> Result<Written, NotWritten> {
    create_folder(out)?;
    let (mut repro, mut repro_error) = (None, None);
    if loc.origin.is_some() {
        // The program as instrumented: @main's calls inlined, so the origin may be an op of a helper.
        let text = loc.program.as_str();
        let main = runtime::program_text::parse_main(text.as_bytes()).map_err(NotWritten::Program)?;
        match repro::write(loc, text, &main, cpu, repro_dir) {
            Ok(r) => repro = Some(r),
            Err(e) => repro_error = Some(e.to_string()),
        }
    }
    let mut typed = loc.report.clone();
    typed.repro =
        repro.as_ref().map(|r| results::localization::ReproRef { suite: r.dir.clone(), id: r.id.clone(), store: r.store.clone() });
    typed.repro_error = repro_error.clone();
    let report = out.join("report.json");
    let text = serde_json::to_string_pretty(&results::Localization::Plain(Box::new(typed)))?;
    write_file(&report, text.as_bytes())?;
    let chart = out.join("growth.svg");
    write_file(&chart, diverge::chart::svg(loc).as_bytes())?;
    Ok(Written { report, chart, repro, repro_error })
}

/// A definition `diverge` cannot find or load.
#[derive(Debug, thiserror::Error)]
pub enum Unresolved {
    #[error(transparent)]
    Suite(#[from] suites::SuiteError),
    #[error("`{spec}` is not a definition of {suite}")]
    NotInSuite { spec: String, suite: String },
    #[error("{spec}: holds {count} definitions; give one definition folder")]
    Several { spec: String, count: usize },
    #[error("`{0}` is neither a definition folder nor a definition id of tier1, tier2, dynamism, train, ops or hf")]
    Unknown(String),
}

/// A definition from a folder, a tier id or an `hf` id, or an id of `in_suite`.
pub fn resolve(spec: &str, in_suite: Option<&str>) -> Result<Definition, Unresolved> {
    if let Some(name) = in_suite {
        let suite = Suite::open(name)?;
        let i = suite.position(spec).ok_or_else(|| Unresolved::NotInSuite { spec: spec.to_string(), suite: name.to_string() })?;
        return Ok(suite.load(i)?);
    }
    let path = Path::new(spec);
    if path.is_dir() {
        let suite = Suite::open(spec)?;
        if suite.entries.len() != 1 {
            return Err(Unresolved::Several { spec: spec.to_string(), count: suite.entries.len() });
        }
        return Ok(suite.load(0)?);
    }
    if let Some((suite, i)) = Suite::find_in_tiers(spec) {
        return Ok(suite.load(i)?);
    }
    if let Ok(hf) = Suite::open("hf") {
        if let Some(i) = hf.position(spec) {
            return Ok(hf.load(i)?);
        }
    }
    Err(Unresolved::Unknown(spec.to_string()))
}

fn print(loc: &Localization, w: &Written) {
    let show = |s: &str| results::text::printable(s);
    match &loc.origin {
        Some(o) => {
            outln!("{}: origin at line {}: {} (ratio {:.3e}, threshold {})", show(&loc.id), o.line, o.op, o.ratio, loc.threshold);
            if o.ratio <= loc.threshold {
                if let Some(v) = loc.chain.first().map(|&i| &loc.values[i]) {
                    let r = v.errors.map_or(f64::NAN, |e| e.ratio);
                    outln!("  amplified: over the threshold from line {} ({}, ratio {r:.3e}) on", v.line, v.op);
                }
            }
            outln!("  operands: {}", if o.operand_types.is_empty() { "none".into() } else { o.operand_types.join(", ") });
            outln!("  results:  {}", o.result_types.join(", "));
            if let Some(f) = &o.function {
                outln!("  function: {} (called from @main; its ops are watched inlined)", show(f));
            }
            if let Some(m) = &o.location {
                outln!("  module:   {}", show(m));
            }
            let line = o.text.lines().next().unwrap_or("");
            let cut: String = line.chars().take(160).collect();
            outln!("  {}{}", show(&cut), if cut.len() < line.len() { " ..." } else { "" });
            let outputs: Vec<String> = loc.outputs_reached.iter().map(|i| format!("out{i}")).collect();
            outln!(
                "  reached:  {} later values; outputs: {}",
                loc.chain.len(),
                if outputs.is_empty() { "none".to_string() } else { outputs.join(", ") }
            );
            match (&w.repro, &w.repro_error) {
                (Some(r), _) => outln!(
                    "  repro:    {} (tpu-compat run {} --baselines {})",
                    r.dir.join(&r.id).display(),
                    r.dir.display(),
                    r.store.display()
                ),
                (None, Some(e)) => outln!("  repro:    not written: {}", show(e)),
                _ => {}
            }
        }
        None => {
            outln!("{}: no divergence: {}", show(&loc.id), loc.explanation.as_deref().unwrap_or(""));
            let worst = loc.values.iter().filter_map(|v| v.errors.map(|e| (e.ratio, v))).max_by(|a, b| a.0.total_cmp(&b.0));
            if let Some((r, v)) = worst {
                outln!("  largest ratio {r:.3} at line {} ({})", v.line, v.op);
            }
        }
    }
    let r = &loc.reproduction;
    if r.checked {
        let diverged: Vec<String> = r.diverged_outputs.iter().map(|i| format!("out{i}")).collect();
        let diverged = if diverged.is_empty() { "none".to_string() } else { diverged.join(", ") };
        if r.reproduced() {
            outln!("  reproduced: every instrumented program gives the device's own outputs (diverged outputs: {diverged})");
        } else {
            outln!(
                "  not reproduced: {} instrumented program(s) did not give the device's own outputs (diverged outputs: {diverged}): \
                 watching values changes what the device compiles, as fusion does; fell back to smaller batches",
                r.failed_batches
            );
            if !r.changes_outputs.is_empty() {
                outln!(
                    "  changes the outputs when watched (not measured; the divergence may start there): {}",
                    show(&r.changes_outputs.join(", "))
                );
            }
        }
    }
    if !loc.unwatched.is_empty() {
        outln!("  not watched: {} values (first: {})", loc.unwatched.len(), show(&loc.unwatched[0]));
    }
    outln!(
        "  cost:     {} values, {} batch(es), {} compiles (instrumented programs, and the program as written on the device), {:.2} s ({:.2} s compiling)",
        loc.values.len(),
        loc.batches,
        loc.compiles,
        loc.seconds,
        loc.compile_seconds
    );
    outln!("  wrote {} and {}", w.report.display(), w.chart.display());
}

/// `run --localize`: every `fail-parity` row (fixed-length ones) localized by
/// a child `tpu-compat diverge`, so a plugin that crashes costs that row's
/// localization only. Results go to `RUN_DIR/details/<id>.diverge/` (the
/// dashboard's definition page shows them); one line per row is printed.
pub fn localize_rows(
    suite: &str,
    spec: &results::RunSpec,
    rows: &[ResultRow],
    run_dir: &Path,
    limits: (std::time::Duration, std::time::Duration),
) {
    let todo: Vec<&ResultRow> = rows.iter().filter(|r| r.status == Status::FailParity && r.length.is_none()).collect();
    if todo.is_empty() {
        return;
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            errln!("localize: cannot find this executable: {e}");
            return;
        }
    };
    let (timeout, grace) = limits;
    outln!("localizing {} fail-parity row(s):", todo.len());
    for r in todo {
        let out = reports::html::divergence::dir(run_dir, &r.id);
        let id = results::text::printable(&r.id);
        if let Err(e) = std::fs::create_dir_all(&out) {
            outln!("  {id}: not localized: {}: {e}", out.display());
            continue;
        }
        let log = out.join("diverge.stderr");
        let stderr = match std::fs::File::create(&log) {
            Ok(f) => f,
            Err(e) => {
                outln!("  {id}: not localized: {}: {e}", log.display());
                continue;
            }
        };
        // The device compiles as the run did: the same numerics and compile
        // profile; the run's --timeout bounds it as it bounds a definition.
        let mut cmd = Command::new(&exe);
        cmd.args(["diverge", &r.id, "--in", suite])
            .args(spec.flags(results::runspec::Part::Exec))
            .args(["--failed-parity", "--out"])
            .arg(&out)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr);
        match crate::runner::executor::run_bounded(&mut cmd, timeout, grace) {
            Ok(Some(s)) if s.success() => outln!("  {id}: {}", summary(&out.join("report.json"))),
            Ok(Some(s)) => {
                let err = std::fs::read_to_string(&log).unwrap_or_default();
                let line = err.lines().rev().find(|l| l.starts_with("error:")).unwrap_or("no error text");
                outln!("  {id}: not localized ({s}): {}", results::text::printable(line));
            }
            Ok(None) => outln!("  {id}: not localized: timed out after {:.0} s (--timeout); the row stands", timeout.as_secs_f64()),
            Err(e) => outln!("  {id}: not localized: cannot start `tpu-compat diverge`: {e}"),
        }
    }
}

/// One line from a localization report (plain or sharded).
fn summary(report: &Path) -> String {
    let dir = report.parent().map(|p| p.display().to_string()).unwrap_or_default();
    let show = results::text::printable;
    match results::Localization::read(report) {
        Err(e) => show(&e.to_string()),
        Ok(results::Localization::Plain(p)) => match &p.origin {
            None => match &p.explanation {
                Some(e) => format!("{} (details: {dir})", show(e)),
                None => format!("no op diverged beyond {}x (details: {dir})", p.threshold),
            },
            Some(o) => {
                let unreproduced = if p.reproduction.reproduced() {
                    ""
                } else {
                    "; the instrumented program did not reproduce the device's outputs at first (see details)"
                };
                format!(
                    "origin {} at line {}{} (ratio {:.3e}){}{unreproduced} (details: {dir})",
                    show(&o.op),
                    o.line,
                    o.function.as_deref().map(|f| format!(" in {}", show(f))).unwrap_or_default(),
                    o.ratio,
                    p.repro.as_ref().map(|r| format!(", repro {}", r.suite.display())).unwrap_or_default()
                )
            }
        },
        Ok(results::Localization::Sharded(s)) => match &s.origin {
            None => format!("no value departs over {} devices (details: {dir})", s.devices),
            Some(o) => format!(
                "origin {} at line {}: device {} off the one-device run by {:.3e} (details: {dir})",
                show(&o.op),
                o.line,
                o.device,
                o.error
            ),
        },
    }
}
