//! The worker's side of a compile-only run (`--topology NAME`): every job's
//! definition is compiled for a device topology with no chips, through the
//! compile service's topology path ([`crate::compilation::TopologyCompiler`]),
//! and described, never run. One row per job, whatever the kind:
//!
//! | kind | compiled as |
//! |---|---|
//! | a definition (plain) | for one device |
//! | a training step (arguments alias outputs) | for one device, its state donated (the aliasing is in the program) |
//! | a sharded program, or one `--spmd` annotated | over its N devices of the topology (N up to its devices) |
//! | a catalog spec with a sequence bound (dynamism) | once, at its bound |
//! | an op-tier case | its own program; a collective over 4 devices |
//!
//! No input is ever created, filled or read: the definition is loaded with
//! [`suites::Suite::load_program`] (a folder's weight and input files are
//! never opened; a generated definition's arguments stay descriptions), so
//! a compile-only run of a 7B-parameter definition touches no host memory
//! for its weights. The row's status is `compiled` (the compile half of the
//! tier's condition holds), `oom` (the compiler refused for HBM, or the
//! compiled footprint exceeds a device's HBM), or the compiler's failure
//! with its words; it carries the typed [`results::CompiledFor`] record.

use super::context::failed;
use super::{ProgramKind, Refusal};
use crate::compilation::TopologyCompiler;
use crate::runner::protocol::Job;
use crate::verdict;
use results::time::{ms_since, now_s};
use results::{OpCase, ResultRow, Stage, Status};
use std::collections::HashMap;
use std::time::Instant;
use suites::Suite;

/// A compile-only worker: its topology's compile service and the suites opened so far.
pub struct CompileOnlyWorker {
    compiler: TopologyCompiler,
    suites: HashMap<String, Suite>,
}

impl CompileOnlyWorker {
    pub fn new(compiler: TopologyCompiler) -> CompileOnlyWorker {
        CompileOnlyWorker { compiler, suites: HashMap::new() }
    }

    fn suite(&mut self, spec: &str) -> Result<&Suite, String> {
        if !self.suites.contains_key(spec) {
            let s = Suite::open(spec).map_err(|e| e.to_string())?;
            self.suites.insert(spec.to_string(), s);
        }
        self.suites.get(spec).ok_or_else(|| format!("suite `{spec}` vanished"))
    }

    /// Compiles one job's definition for the topology; `emit` receives its row.
    /// `Err`: the job asks for devices the topology or `--devices` cannot give.
    pub fn run_job(&mut self, job: &Job, stage: &mut dyn FnMut(Stage), emit: &mut dyn FnMut(ResultRow)) -> Result<(), Refusal> {
        let load = Stage::Load;
        stage(load);
        let t_load = Instant::now();
        let suite = match self.suite(&job.suite) {
            Ok(s) => s,
            Err(e) => {
                emit(failed(job.blank_row(&job.suite, ""), verdict::failed_at(load), load, format!("cannot open suite: {e}")));
                return Ok(());
            }
        };
        let tier = suite.name.clone();
        let Some(entry) = suite.entries.get(job.index).filter(|e| e.id == job.id) else {
            let found = suite.entries.get(job.index).map(|e| e.id.as_str()).unwrap_or("nothing");
            let msg = format!("suite {} has {found} at #{}, not {}: the suite changed under the run", suite.name, job.index, job.id);
            emit(failed(job.blank_row(&tier, ""), verdict::failed_at(load), load, msg));
            return Ok(());
        };
        let mut row = job.blank_row(&tier, &entry.family);
        row.bound = suite.bound(job.index);
        let case = suite.case(job.index).cloned();
        let def = suite.load_program(job.index);
        let mut def = match def {
            Ok(d) => d,
            Err(e) => {
                emit(failed(row, verdict::failed_at(load), load, format!("cannot load the definition: {e}")));
                return Ok(());
            }
        };
        let mut settings = job.options.compilation;
        let mut devices = 1;
        if let Some(case) = &case {
            row.op_case = Some(OpCase { op: case.op.clone(), form: case.form.clone(), dtype: case.dtype });
            if suites::ops::collective::is_collective(&case.op) {
                devices = suites::ops::collective::DEVICES;
                settings = match suites::ops::collective::form(case).map(|f| f.mode) {
                    Ok(suites::ops::collective::Mode::Partitions) => settings.on_devices(devices),
                    Ok(_) => settings.replicated(devices),
                    Err(e) => {
                        emit(failed(row, verdict::failed_at(load), load, e.to_string()));
                        return Ok(());
                    }
                };
            }
        }
        if let (Some(strategy), Some(n), None) = (job.options.spmd, job.options.devices, &case) {
            let data: Vec<bool> = def.manifest.arguments.iter().map(|a| a.role == suites::Role::Data).collect();
            match ::program::spmd::annotate(&def.program, &data, n as usize, strategy) {
                Ok(p) => def.program = p,
                Err(e) => {
                    emit(failed(row, verdict::failed_at(load), load, e.to_string()));
                    return Ok(());
                }
            }
        }
        let kind = if case.is_some() {
            ProgramKind::Plain
        } else {
            match ProgramKind::of(&def.program) {
                Ok(k) => k,
                Err(e) => {
                    emit(failed(row, verdict::failed_at(load), load, e));
                    return Ok(());
                }
            }
        };
        if case.is_none() {
            devices = kind.devices();
            settings = settings.on_devices(devices);
        }
        self.check_devices(job, devices, case.is_none())?;
        row.timings.load_ms = ms_since(t_load);
        let training = matches!(kind, ProgramKind::TrainingStep | ProgramKind::ShardedTrainingStep { .. });
        stage(Stage::Compile);
        match self.compiler.compile(&settings, &def.program, job.options.no_cache, training) {
            Err(e) => {
                // The target is on the failed row too: what it was refused for.
                let target = results::CompiledFor { devices: u32::try_from(devices).unwrap_or(u32::MAX), ..self.compiler.target().clone() };
                row.compiled = Some(Box::new(target));
                row.devices = (devices > 1).then(|| u32::try_from(devices).unwrap_or(u32::MAX));
                emit(failed(row, e.status(), Stage::Compile, e.to_string()))
            }
            Ok((record, cached, compile_ms)) => {
                row.timings.compile_ms = compile_ms;
                row.cached = cached;
                row.devices = (devices > 1).then(|| u32::try_from(devices).unwrap_or(u32::MAX));
                row.device_bytes = u64::try_from(record.memory.total()).ok().filter(|&b| b > 0);
                let (status, why) = verdict::compiled_for(&record);
                row.status = status;
                row.stage = if status == Status::Compiled { Stage::Done } else { Stage::Compile };
                row.error = why;
                row.compiled = Some(Box::new(record));
                row.finished_at = now_s();
                emit(row);
            }
        }
        Ok(())
    }

    /// Refuses a job whose program runs on `declared` devices where
    /// `--devices` says otherwise, or on more than the topology has.
    fn check_devices(&self, job: &Job, declared: usize, shardable: bool) -> Result<(), Refusal> {
        if let (Some(n), true) = (job.options.devices, shardable) {
            if n as usize != declared {
                let hint = if declared == 1 { " (an unsharded program: shard it with --spmd dp|fsdp)" } else { "" };
                return Err(Refusal(format!(
                    "{}: the program declares {declared} device(s), --devices asks for {n}{hint}; refused, not compiled",
                    job.id
                )));
            }
        }
        let have = self.compiler.devices();
        if declared > have {
            return Err(Refusal(format!(
                "{}: the program runs on {declared} devices, topology {} has {have}; refused, not compiled for fewer",
                job.id,
                self.compiler.topology().name()
            )));
        }
        Ok(())
    }
}
