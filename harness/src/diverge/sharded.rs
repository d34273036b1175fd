//! `diverge` on a sharded program (one declaring N > 1 devices): where the
//! run over its N devices departs from the same program on one device, and
//! through which collective.
//!
//! The program is instrumented as [`super::localize`] does (every watched
//! value also returned), each extra result declared replicated
//! (`sdy.sharding` with no axes), so every device hands back its own whole
//! copy. Each batch is compiled twice through the compile service: for the
//! N devices (its statements tagged with locations,
//! `runtime::program_text::tagged`, so the compiled module says which
//! statement each collective was made for) and for one device. A value
//! *departs* on a device when that device's copy differs from the
//! one-device value by more than [`SHARDED_TOLERANCE`] of the value's
//! largest magnitude (reordered sums of the partitioned program stay far
//! below it). The origin is the first value, in program order, that departs
//! while every watched operand of its op does not; the report names the
//! device that departs most there, by how much, and the collectives XLA
//! made for that op (`all-reduce` for a dot contracting a sharded
//! dimension): where the sharded run goes wrong.

use super::{batches_of, watch_list, Options};
use crate::compilation::Compiler;
use crate::partitioned;
use runtime::program_text::{parse_main, statement_of, tagged, with_replicated_extra_results, MainFunction};
use runtime::HostTensor;
use std::time::Instant;
use suites::Definition;

/// A device's copy departs when it is off the one-device value by more
/// than this fraction of the value's largest magnitude.
pub const SHARDED_TOLERANCE: f64 = 1e-4;

/// Whether a relative difference is beyond [`SHARDED_TOLERANCE`] (NaN is).
fn off(e: f64) -> bool {
    e.is_nan() || e > SHARDED_TOLERANCE
}

pub use results::localization::{DeviceOrigin, DeviceValue, Sharded as ShardedLocalization};

/// How far a value's copies depart from the one-device value.
pub trait Departure {
    /// The device whose copy is furthest off, and how far.
    fn worst(&self) -> Option<(usize, f64)>;
    /// Some device's copy is off by more than [`SHARDED_TOLERANCE`].
    fn departs(&self) -> bool;
}

impl Departure for DeviceValue {
    fn worst(&self) -> Option<(usize, f64)> {
        self.per_device.iter().copied().enumerate().max_by(|a, b| a.1.total_cmp(&b.1))
    }

    fn departs(&self) -> bool {
        self.worst().is_some_and(|(_, e)| off(e))
    }
}

/// Localizes where `definition`'s run over its `devices` devices departs
/// from its run on one device, both on `device`.
pub fn localize(definition: &Definition, device: &Compiler, devices: usize, options: &Options) -> Result<ShardedLocalization, String> {
    let t0 = Instant::now();
    let id = definition.id().to_string();
    let text = std::str::from_utf8(&definition.program).map_err(|_| format!("{id}: the program is bytecode: it cannot be instrumented"))?;
    let main = parse_main(&definition.program).map_err(|e| format!("{id}: model.mlir: {e}"))?;
    let mesh = runtime::sharding::program_shardings(&definition.program)
        .map_err(|e| format!("{id}: {e}"))?
        .meshes
        .keys()
        .next()
        .cloned()
        .ok_or_else(|| format!("{id}: no sdy.mesh: only Shardy programs are localized over their devices"))?;
    let inputs = definition.inputs().map_err(|e| format!("{id}: {e}"))?;
    let (watch, _) = watch_list(&main);
    let own = main.result_types.len();
    let mut values = Vec::with_capacity(watch.len());
    let mut collectives = Vec::new();
    let (mut compiles, mut batches) = (0usize, 0usize);
    for batch in batches_of(&watch, options.batch_bytes) {
        batches += 1;
        let extra: Vec<(String, String)> = batch.iter().map(|w| (w.name.clone(), w.ty.clone())).collect();
        let program = tagged(with_replicated_extra_results(text, &main, &extra, &mesh).as_bytes())?;
        let failed = |what: &str, e: String| format!("{id}: {what} the instrumented program: {e}");
        let exe = device.compile(&options.device.on_devices(devices), &program, true).map_err(|e| failed("compiling", e.to_string()))?.exe;
        compiles += 1;
        if collectives.is_empty() {
            let tagged_main = parse_main(&program)?;
            collectives = exe
                .collectives()
                .map_err(|e| failed("reading the collectives of", e.to_string()))?
                .into_iter()
                .map(|c| match statement_of(&tagged_main.statements, &c.op_name) {
                    Some((i, s)) => (Some(i), format!("{} for line {} ({})", c.opcode, s.line, s.op)),
                    None => (None, format!("{} ({})", c.opcode, c.op_name)),
                })
                .collect::<Vec<_>>();
        }
        let per_device = per_device_outputs(&exe, &program, &inputs, devices).map_err(|e| failed("running", e))?;
        drop(exe);
        let single = device.compile(&options.device, &program, true).map_err(|e| failed("compiling for one device", e.to_string()))?.exe;
        compiles += 1;
        let single = single.run(&inputs).map_err(|e| failed("running on one device", e.to_string()))?;
        for (k, w) in batch.iter().enumerate() {
            let want = single.get(own + k).ok_or_else(|| format!("{id}: the one-device program returned too few outputs"))?;
            let per: Vec<f64> = per_device.iter().map(|outs| outs.get(own + k).map_or(f64::INFINITY, |got| relative(got, want))).collect();
            let s = &main.statements[w.statement];
            values.push(DeviceValue {
                name: w.name.clone(),
                statement: w.statement,
                line: s.line,
                op: s.op.clone(),
                ty: w.ty.clone(),
                per_device: per,
            });
        }
    }
    let origin = origin(&values, &main).map(|o| {
        let v = &values[o];
        let s = &main.statements[v.statement];
        let (device, error) = v.worst().unwrap_or((0, f64::NAN));
        DeviceOrigin {
            value: o,
            name: v.name.clone(),
            line: s.line,
            op: s.op.clone(),
            text: text[s.span.clone()].trim().to_string(),
            device,
            error,
            devices: v.per_device.iter().enumerate().filter(|(_, e)| off(**e)).map(|(d, _)| d).collect(),
            collectives: collectives.iter().filter(|(i, _)| *i == Some(v.statement)).map(|(_, c)| c.clone()).collect(),
        }
    });
    Ok(ShardedLocalization {
        id,
        devices,
        tolerance: SHARDED_TOLERANCE,
        values,
        origin,
        collectives: collectives.into_iter().map(|(_, c)| c).collect(),
        compiles,
        batches,
        seconds: t0.elapsed().as_secs_f64(),
    })
}

/// Every device's outputs (whole copies for the replicated watched values).
fn per_device_outputs(
    exe: &runtime::Executable,
    program: &[u8],
    inputs: &[HostTensor],
    devices: usize,
) -> Result<Vec<Vec<HostTensor>>, String> {
    let (_, lists) = partitioned::place(exe, program, inputs, devices, false).map_err(|e| e.to_string())?;
    let refs: Vec<Vec<&runtime::DeviceBuffer>> = lists.iter().map(|l| l.iter().collect()).collect();
    let outs = exe.execute_on_devices(&refs).map_err(|e| e.to_string())?;
    outs.iter().map(|o| o.iter().map(|b| b.to_host().map_err(|e| e.to_string())).collect()).collect()
}

/// Largest |got - want| over the largest |want| (1 where the value is all zero).
fn relative(got: &HostTensor, want: &HostTensor) -> f64 {
    if got.shape != want.shape || got.dtype != want.dtype {
        return f64::INFINITY;
    }
    let (a, b) = (got.to_f64_vec(), want.to_f64_vec());
    let scale = b.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    let scale = if scale > 0.0 && scale.is_finite() { scale } else { 1.0 };
    a.iter().zip(&b).fold(0.0f64, |m, (x, y)| if x.to_bits() == y.to_bits() { m } else { m.max((x - y).abs() / scale) })
}

/// The first departing value none of whose watched operands departs.
fn origin(values: &[DeviceValue], main: &MainFunction) -> Option<usize> {
    let departs: std::collections::HashMap<&str, bool> = values.iter().map(|v| (v.name.as_str(), v.departs())).collect();
    values
        .iter()
        .position(|v| v.departs() && main.statements[v.statement].uses.iter().all(|u| !departs.get(u.as_str()).copied().unwrap_or(false)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_off_by_more_than_the_tolerance_departs() {
        let t = |v: &[f32]| HostTensor::from_slice(&[v.len() as i64], v).unwrap();
        assert_eq!(relative(&t(&[1.0, 2.0]), &t(&[1.0, 2.0])), 0.0);
        assert!((relative(&t(&[1.0, 3.0]), &t(&[1.0, 2.0])) - 0.5).abs() < 1e-12);
        let v = DeviceValue {
            name: "%0".into(),
            statement: 0,
            line: 1,
            op: "x".into(),
            ty: String::new(),
            per_device: vec![0.0, 1e-7, 0.3, 0.0],
        };
        assert_eq!(v.worst(), Some((2, 0.3)));
        assert!(v.departs());
    }
}
