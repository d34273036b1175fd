//! Running one program over many devices at once, from global tensors: how
//! many devices a program declares ([`declared_devices`]), whether it can
//! only run on them (`program::sharding::needs_its_devices`: `shard_map` bodies and explicit
//! collectives), and one execution ([`execute`]): each global input split by
//! its argument's sharding (replicated where it has none), shard `d` placed
//! on the executable's `d`-th device, one execution over all of them, and
//! each global output assembled from its result's sharding. A replicated
//! tile whose devices disagree is an error naming the output and devices:
//! the devices were meant to compute the same numbers.
//!
//! The worker's `sharded` handler and baseline recording both run sharded
//! programs through here, so a baseline of a `shard_map` program holds what
//! a run computes. The op tier's collective cases run through
//! [`execute_per_device`]: each device's own tensors in, each device's
//! outputs back, nothing split or assembled.

use results::Disagreement;
use runtime::sharding::{assemble, program_shardings, split, ProgramShardings, Sharding};
use runtime::{DeviceBuffer, Executable, HostTensor};

/// The devices a program declares: `mhlo.num_partitions` x
/// `mhlo.num_replicas` where the module gives them, else the largest Shardy
/// mesh or tiled sharding. `None` for bytecode or a program that says
/// nothing of devices (or whose shardings cannot be read while it asks for
/// one device: it runs as before); `Err` where it asks for several devices
/// and its shardings cannot be read.
pub fn declared_devices(program: &[u8]) -> Result<Option<usize>, String> {
    // A device count that is not one (`0`, `-4`) is refused by every command, never read as one device.
    runtime::sharding::module_device_counts(program).map_err(|e| e.to_string())?;
    // Sharded or donating bytecode is refused, never run as a one-device forward call.
    runtime::sharding::refuse_unreadable_bytecode(program).map_err(|e| e.to_string())?;
    if !runtime::sharding::mentions_devices(program) {
        return Ok(None);
    }
    let s = match program_shardings(program) {
        // Layouts that cannot run are refused here, naming the argument, not sent to the device.
        Ok(s) => {
            let sig = runtime::parse_main_signature(program).map_err(|e| e.to_string())?;
            runtime::sharding::check_layouts(&sig, &s).map_err(|e| e.to_string())?;
            s
        }
        // Unreadable shardings matter only where the program asks for several devices.
        Err(e) if runtime::sharding::asks_for_devices(program) => return Err(format!("cannot read the program's shardings: {e}")),
        Err(_) => return Ok(None),
    };
    if s.num_partitions.is_some() || s.num_replicas.is_some() {
        return Ok(Some(s.num_partitions.unwrap_or(1).saturating_mul(s.num_replicas.unwrap_or(1))));
    }
    let mesh = s.meshes.values().map(|m| m.device_ids.len()).max().unwrap_or(1);
    let tiled = s.args.iter().chain(&s.results).flatten().filter_map(Sharding::num_devices).max().unwrap_or(1);
    Ok(Some(mesh.max(tiled)))
}

/// Why a program declaring several devices is not run yet, if it is not:
/// replicated (non-SPMD) programs.
pub fn not_run_yet(program: &[u8]) -> Option<String> {
    let replicas = program_shardings(program).ok()?.num_replicas.filter(|&r| r > 1)?;
    Some(format!("mhlo.num_replicas = {replicas}: replicated (non-SPMD) programs are not run yet"))
}

/// Why an execution over devices failed, and at which stage.
#[derive(Debug)]
pub enum Failure {
    /// Shardings, splitting or placing the inputs (before the device ran).
    Inputs(String),
    /// The execution itself (a plugin error).
    Execute(runtime::RuntimeError),
    /// Reading or assembling the outputs; `disagreements` names the devices
    /// whose copy of a replicated tile differs from its first holder's
    /// (empty for any other failure).
    Outputs { message: String, disagreements: Vec<Disagreement> },
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Inputs(m) | Failure::Outputs { message: m, .. } => f.write_str(m),
            Failure::Execute(e) => write!(f, "{e}"),
        }
    }
}

/// A program's layout over the devices an executable runs on: what
/// [`place`] split the inputs by and [`Placement::gather`] assembles
/// outputs by.
pub struct Placement {
    shardings: ProgramShardings,
    sig: runtime::MainSignature,
    /// The executable's devices (client indices), partition `k` at `k`.
    pub devices: Vec<usize>,
}

/// Splits global `inputs` by `program`'s argument shardings and places
/// shard `k` on `exe`'s `k`-th device. `donatable`: copied, so the
/// buffers own device memory and can be donated (else the plugin may lend
/// the shard's host memory). Returns the layout and one argument list per
/// device.
pub fn place(
    exe: &Executable,
    program: &[u8],
    inputs: &[HostTensor],
    devices: usize,
    donatable: bool,
) -> Result<(Placement, Vec<Vec<DeviceBuffer>>), Failure> {
    let input = |e: String| Failure::Inputs(e);
    let shardings = program_shardings(program).map_err(|e| input(format!("cannot read the program's shardings: {e}")))?;
    let sig = runtime::parse_main_signature(program).map_err(|e| input(e.to_string()))?;
    let placed = exe.addressable_devices().map_err(|e| input(format!("the executable's devices: {e}")))?;
    if placed.len() != devices {
        return Err(input(format!("compiled for {devices} devices, the executable addresses {}", placed.len())));
    }
    if inputs.len() != shardings.args.len() {
        return Err(input(format!("{} inputs for {} arguments of @main", inputs.len(), shardings.args.len())));
    }
    let client = exe.client();
    let mut lists: Vec<Vec<DeviceBuffer>> = (0..devices).map(|_| Vec::with_capacity(inputs.len())).collect();
    for (i, (g, s)) in inputs.iter().zip(&shardings.args).enumerate() {
        let shards = split(g, s.as_ref().unwrap_or(&Sharding::Replicated), devices).map_err(|e| input(format!("argument {i}: {e}")))?;
        for ((list, shard), &d) in lists.iter_mut().zip(shards).zip(&placed) {
            let b = if donatable { client.to_device_on(&shard, d) } else { client.to_device_owned_on(shard, d) };
            list.push(b.map_err(|e| input(format!("argument {i} on device {d}: {e}")))?);
        }
    }
    Ok((Placement { shardings, sig, devices: placed }, lists))
}

impl Placement {
    /// Results `@main` declares.
    pub fn results(&self) -> usize {
        self.sig.results.len()
    }

    /// Global output `r` from one buffer per device (`shards[k]` from the
    /// `k`-th device), named `name` in messages. Devices whose copy of a
    /// replicated tile differs from the tile's first holder fail it, each
    /// named with its largest difference.
    pub fn gather(&self, shards: &[&DeviceBuffer], r: usize, name: &str) -> Result<HostTensor, Failure> {
        let out = |message: String| Failure::Outputs { message, disagreements: Vec::new() };
        let global = &self.sig.results.get(r).ok_or_else(|| out(format!("@main has no result {r} ({name})")))?.shape;
        let shards: Vec<HostTensor> = shards
            .iter()
            .enumerate()
            .map(|(k, b)| b.to_host().map_err(|e| out(format!("output {name} on device {}: {e}", self.device(k)))))
            .collect::<Result<_, _>>()?;
        let sharding = match self.shardings.results.get(r).cloned().flatten() {
            Some(s) => s,
            // No sharding written: whole copies are a replicated result; anything else cannot be placed.
            None if shards.iter().all(|t| &t.shape == global) => Sharding::Replicated,
            None => {
                return Err(out(format!(
                    "output {name} has no sharding and device {} returned {:?} of its {global:?}: cannot assemble it",
                    self.device(0),
                    shards[0].shape
                )))
            }
        };
        let (tensor, disagree) = assemble(&shards, &sharding, global).map_err(|e| out(format!("output {name}: {e}")))?;
        if disagree.is_empty() {
            return Ok(tensor);
        }
        let disagreements: Vec<Disagreement> = disagree
            .iter()
            .map(|&k| {
                let slice = sharding.slice(global, k).ok();
                let first = (0..k).find(|&j| sharding.slice(global, j).ok() == slice).unwrap_or(0);
                disagreement(name, &shards[k], &shards[first], self.device(k), self.device(first))
            })
            .collect();
        let said: Vec<String> = disagreements.iter().map(ToString::to_string).collect();
        Err(Failure::Outputs {
            message: format!("output {name}: {} (replicated values the devices were meant to compute alike)", said.join("; ")),
            disagreements,
        })
    }

    /// The client index of partition `k`.
    fn device(&self, k: usize) -> usize {
        self.devices.get(k).copied().unwrap_or(k)
    }
}

/// How `got` (device `device`'s copy of `output`) differs from `want`
/// (device `against`'s): elements whose bits differ and the largest
/// absolute difference (NaN where a NaN is on one side only).
fn disagreement(output: &str, got: &HostTensor, want: &HostTensor, device: usize, against: usize) -> Disagreement {
    let (a, b) = (got.to_f64_vec(), want.to_f64_vec());
    let mut max_abs = 0.0f64;
    let mut differing = 0u64;
    for (x, y) in a.iter().zip(&b) {
        if x.to_bits() != y.to_bits() {
            differing += 1;
            let d = (x - y).abs();
            max_abs = if d.is_nan() || max_abs.is_nan() { f64::NAN } else { max_abs.max(d) };
        }
    }
    let as_u32 = |d: usize| u32::try_from(d).unwrap_or(u32::MAX);
    Disagreement {
        output: output.to_string(),
        device: as_u32(device),
        against: Some(as_u32(against)),
        max_abs,
        differing,
        elements: a.len() as u64,
    }
}

/// Where output `r` of a sharded run (`got`, assembled) is off the
/// one-device run (`want`) beyond `atol + rtol |want|` (the output's bound): per device of
/// `devices` (client indices, partition `k` at `k`), the elements of its
/// tile that are, for the devices holding any. Empty for an output not cut
/// into tiles (every device holds all of it: nothing tells them apart).
pub fn tiles_off(
    program: &[u8],
    r: usize,
    name: &str,
    got: &HostTensor,
    want: &HostTensor,
    devices: &[usize],
    (atol, rtol): (f64, f64),
) -> Vec<Disagreement> {
    let Some(Some(sharding)) = program_shardings(program).ok().map(|s| s.results.get(r).cloned().flatten()) else { return Vec::new() };
    if !matches!(&sharding, Sharding::Tiled { tiles, .. } if tiles.iter().product::<usize>() > 1) || got.shape != want.shape {
        return Vec::new();
    }
    let (Ok(g), Ok(w)) = (split(got, &sharding, devices.len()), split(want, &sharding, devices.len())) else { return Vec::new() };
    let mut off = Vec::new();
    for (k, (g, w)) in g.iter().zip(&w).enumerate() {
        let (a, e) = (g.to_f64_vec(), w.to_f64_vec());
        let (mut n, mut max_abs) = (0u64, 0.0f64);
        for (x, y) in a.iter().zip(&e) {
            let d = (x - y).abs();
            if d.is_nan() || d > atol + rtol * y.abs() {
                n += 1;
                max_abs = if d.is_nan() || max_abs.is_nan() { f64::NAN } else { max_abs.max(d) };
            }
        }
        if n > 0 {
            let device = u32::try_from(devices.get(k).copied().unwrap_or(k)).unwrap_or(u32::MAX);
            off.push(Disagreement { output: name.to_string(), device, against: None, max_abs, differing: n, elements: a.len() as u64 });
        }
    }
    off
}

/// One execution of `exe` (compiled from `program` for `devices` devices)
/// from global `inputs`; returns the global outputs. `names` name outputs in
/// messages (`out{i}` past its end).
pub fn execute(
    exe: &Executable,
    program: &[u8],
    inputs: &[HostTensor],
    devices: usize,
    names: &[String],
) -> Result<Vec<HostTensor>, Failure> {
    let (placement, lists) = place(exe, program, inputs, devices, false)?;
    let refs: Vec<Vec<&DeviceBuffer>> = lists.iter().map(|l| l.iter().collect()).collect();
    let outputs = exe.execute_on_devices(&refs).map_err(Failure::Execute)?;
    drop(refs);
    drop(lists);
    (0..placement.results())
        .map(|r| {
            let name = names.get(r).cloned().unwrap_or_else(|| format!("out{r}"));
            let shards: Vec<&DeviceBuffer> = outputs
                .iter()
                .enumerate()
                .map(|(k, o)| {
                    o.get(r).ok_or_else(|| Failure::Outputs {
                        message: format!("device {} returned no output {name}", placement.device(k)),
                        disagreements: Vec::new(),
                    })
                })
                .collect::<Result<_, _>>()?;
            placement.gather(&shards, r, &name)
        })
        .collect()
}

/// One execution of `exe` over its devices with each device's own inputs
/// (`inputs[k]` goes to the executable's `k`-th device, which runs as
/// replica or partition `k`); returns the devices (as indices among the
/// client's) and each one's outputs, in that order.
pub fn execute_per_device(exe: &Executable, inputs: Vec<Vec<HostTensor>>) -> Result<(Vec<usize>, Vec<Vec<HostTensor>>), Failure> {
    let input = |e: String| Failure::Inputs(e);
    let placed = exe.addressable_devices().map_err(|e| input(format!("the executable's devices: {e}")))?;
    if placed.len() != inputs.len() {
        return Err(input(format!("{} devices' inputs for an executable on {} devices", inputs.len(), placed.len())));
    }
    let client = exe.client();
    let mut lists: Vec<Vec<DeviceBuffer>> = Vec::with_capacity(placed.len());
    for (list, &d) in inputs.into_iter().zip(&placed) {
        let bufs = list
            .into_iter()
            .enumerate()
            .map(|(i, t)| client.to_device_owned_on(t, d).map_err(|e| input(format!("argument {i} on device {d}: {e}"))))
            .collect::<Result<Vec<_>, _>>()?;
        lists.push(bufs);
    }
    let refs: Vec<Vec<&DeviceBuffer>> = lists.iter().map(|l| l.iter().collect()).collect();
    let outputs = exe.execute_on_devices(&refs).map_err(Failure::Execute)?;
    let host = outputs
        .iter()
        .zip(&placed)
        .map(|(o, d)| {
            o.iter()
                .enumerate()
                .map(|(r, b)| {
                    b.to_host()
                        .map_err(|e| Failure::Outputs { message: format!("output {r} on device {d}: {e}"), disagreements: Vec::new() })
                })
                .collect::<Result<Vec<_>, _>>()
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((placed, host))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_are_read_from_the_module_the_mesh_or_the_shardings() {
        let main = "func.func public @main(%x: tensor<8xf32> {S}) -> tensor<8xf32> {\n return %x : tensor<8xf32>\n}";
        let module = |attrs: &str, body: &str| format!("module @m {attrs} {{\n{body}\n}}");
        assert_eq!(declared_devices(module("", &main.replace("{S}", "")).as_bytes()), Ok(None));
        let four = module("attributes {mhlo.num_partitions = 4 : i32}", &main.replace(" {S}", ""));
        assert_eq!(declared_devices(four.as_bytes()), Ok(Some(4)));
        let mesh = module(
            "",
            &format!("sdy.mesh @mesh = <[\"d\"=2]>\n{}", main.replace("{S}", "{sdy.sharding = #sdy.sharding<@mesh, [{\"d\"}]>}")),
        );
        assert_eq!(declared_devices(mesh.as_bytes()), Ok(Some(2)));
        let gspmd = module("", &main.replace("{S}", "{mhlo.sharding = \"{devices=[8]<=[8]}\"}"));
        assert_eq!(declared_devices(gspmd.as_bytes()), Ok(Some(8)));
        // Unreadable shardings: an error where several devices are asked for, else run as before.
        let odd = main.replace("{S}", "{mhlo.sharding = \"{whatever}\"}");
        assert_eq!(declared_devices(module("", &odd).as_bytes()), Ok(None));
        let e = declared_devices(module("attributes {mhlo.num_partitions = 2 : i32}", &odd).as_bytes()).unwrap_err();
        assert!(e.contains("cannot read the program's shardings"), "{e}");
        assert_eq!(declared_devices(&[0x4d, 0x4c, 0xef, 0x52, 0xff]), Ok(None), "bytecode");
    }
}
