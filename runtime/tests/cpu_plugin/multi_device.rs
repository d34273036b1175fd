//! Programs on the CPU plugin's 4 devices: SPMD programs (`jax.jit` with
//! shardings, `shard_map` with collectives inside) run from global inputs
//! split per device and assembled back, compared with the one-device run or
//! a host computation; explicit collectives across 4 replicas; and the
//! errors, each naming its device. Which forms the plugin refuses (and
//! which crash it, so are not run here) is in the fixtures' comments.

use super::{assert_close, client, tensor};
use runtime::sharding::{assemble, program_shardings, split, Sharding};
use runtime::{CompileOptions, DeviceAssignment, HostTensor};

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// 0, 0.25, 0.5, ... of `shape`.
fn ramp(shape: &[i64], offset: f32) -> HostTensor {
    let n = shape.iter().product::<i64>() as usize;
    tensor(shape, &(0..n).map(|i| i as f32 * 0.25 + offset).collect::<Vec<_>>())
}

/// Splits the global inputs by the program's shardings, runs on every
/// device, and assembles each output; no replica may disagree.
fn run_spmd(program: &str, options: &CompileOptions, globals: &[HostTensor]) -> Vec<HostTensor> {
    let exe = client().compile(program.as_bytes(), options).unwrap_or_else(|e| panic!("compile: {e}"));
    let devices = exe.addressable_devices().unwrap();
    assert_eq!(devices, [0, 1, 2, 3]);
    let shardings = program_shardings(program.as_bytes()).unwrap();
    let sig = runtime::parse_main_signature(program.as_bytes()).unwrap();
    let mut lists: Vec<Vec<runtime::DeviceBuffer>> = (0..devices.len()).map(|_| Vec::new()).collect();
    for (g, s) in globals.iter().zip(&shardings.args) {
        let shards = split(g, s.as_ref().unwrap_or(&Sharding::Replicated), devices.len()).unwrap();
        for ((list, shard), &d) in lists.iter_mut().zip(shards).zip(&devices) {
            list.push(client().to_device_on(&shard, d).unwrap());
        }
    }
    let refs: Vec<Vec<&runtime::DeviceBuffer>> = lists.iter().map(|l| l.iter().collect()).collect();
    let outputs = exe.execute_on_devices(&refs).unwrap_or_else(|e| panic!("execute: {e}"));
    assert_eq!(outputs.len(), 4);
    (0..sig.results.len())
        .map(|r| {
            let shards: Vec<HostTensor> = outputs.iter().map(|o| o[r].to_host().unwrap()).collect();
            let s = shardings.results[r].clone().unwrap_or(Sharding::Replicated);
            let (global, disagree) = assemble(&shards, &s, &sig.results[r].shape).unwrap();
            assert!(disagree.is_empty(), "result {r}: devices {disagree:?} disagree with their tile's first copy");
            global
        })
        .collect()
}

#[test]
fn four_devices_and_placement_on_each() {
    let devices = client().devices().unwrap();
    assert_eq!(devices.len(), 4);
    for k in 0..4 {
        let b = client().to_device_on(&tensor(&[2], &[k as f32, 1.0]), k).unwrap();
        assert_eq!(b.device_index().unwrap(), k);
        assert_eq!(b.to_host().unwrap().to_vec::<f32>().unwrap(), [k as f32, 1.0]);
        let owned = client().to_device_owned_on(tensor(&[2], &[k as f32, 2.0]), k).unwrap();
        assert_eq!(owned.device_index().unwrap(), k);
        assert_eq!(owned.to_host().unwrap().to_vec::<f32>().unwrap(), [k as f32, 2.0]);
    }
    let e = client().to_device_on(&tensor(&[1], &[0.0f32]), 4).err().unwrap().to_string();
    assert!(e.contains("device 4 does not exist") && e.contains("4 addressable"), "{e}");
}

#[test]
fn a_jit_program_with_shardy_shardings_matches_one_device() {
    for (file, options) in [
        ("spmd_jit.mlir", CompileOptions::spmd(4).unwrap()),
        ("spmd_gspmd.mlir", CompileOptions::spmd(4).unwrap()),
        ("spmd_gspmd.mlir", CompileOptions { use_shardy_partitioner: false, ..CompileOptions::spmd(4).unwrap() }),
    ] {
        let program = fixture(file);
        let inputs = [ramp(&[8, 4], -3.0), ramp(&[4, 3], -1.0)];
        let sharded = run_spmd(&program, &options, &inputs);
        // The same program on one device (its shardings ignored).
        let single = super::run(&program, &inputs);
        assert_eq!(sharded.len(), single.len());
        for (s, o) in sharded.iter().zip(&single) {
            assert_eq!(s.shape, o.shape, "{file}");
            assert_close(&s.to_vec::<f32>().unwrap(), &o.to_vec::<f32>().unwrap(), 1e-5);
        }
    }
}

#[test]
fn shard_map_forms_run_their_all_reduce() {
    let x = ramp(&[8], 1.0);
    let v = x.to_vec::<f32>().unwrap();
    // Sum over the 4 devices of 2 * each device's 2-element block.
    let want: Vec<f32> = (0..2).map(|j| (0..4).map(|k| 2.0 * v[2 * k + j]).sum()).collect();
    for file in ["shard_map_manual.mlir", "shard_map_custom_call.mlir"] {
        let out = run_spmd(&fixture(file), &CompileOptions::spmd(4).unwrap(), std::slice::from_ref(&x));
        assert_close(&out[0].to_vec::<f32>().unwrap(), &want, 1e-6);
    }
}

/// Device k's x in the collective tests: 4k, 4k+1, 4k+2, 4k+3 (the global
/// x of the shard_map forms).
fn per_device_x(k: usize) -> Vec<f32> {
    (0..4).map(|j| (4 * k + j) as f32).collect()
}

/// What each collective gives device k, from every device's x.
fn expected(collective: &str, k: usize) -> Vec<f32> {
    let x: Vec<Vec<f32>> = (0..4).map(per_device_x).collect();
    match collective {
        "all_reduce" => (0..4).map(|j| x.iter().map(|d| d[j]).sum()).collect(),
        "all_gather" => x.concat(),
        "reduce_scatter" => vec![x.iter().map(|d| d[k]).sum()],
        "all_to_all" => (0..4).map(|j| x[j][k]).collect(),
        "collective_permute" => x[(k + 3) % 4].clone(),
        other => panic!("{other}"),
    }
}

const COLLECTIVES: [&str; 5] = ["all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute"];

#[test]
fn explicit_collectives_across_four_replicas() {
    for c in COLLECTIVES {
        let exe = client().compile(fixture(&format!("collective_{c}.mlir")).as_bytes(), &CompileOptions::replicated(4).unwrap()).unwrap();
        let devices = exe.addressable_devices().unwrap();
        let bufs: Vec<_> = devices.iter().map(|&d| client().to_device_on(&tensor(&[4], &per_device_x(d)), d).unwrap()).collect();
        let lists: Vec<Vec<&runtime::DeviceBuffer>> = bufs.iter().map(|b| vec![b]).collect();
        let out = exe.execute_on_devices(&lists).unwrap_or_else(|e| panic!("{c}: {e}"));
        for (k, o) in out.iter().enumerate() {
            assert_eq!(o[0].device_index().unwrap(), devices[k], "{c}: the output lives on its device");
            assert_eq!(o[0].to_host().unwrap().to_vec::<f32>().unwrap(), expected(c, devices[k]), "{c}, device {k}");
        }
    }
}

#[test]
fn explicit_collectives_across_four_partitions_in_a_shard_map() {
    let global = tensor(&[16], &(0..16).map(|i| i as f32).collect::<Vec<_>>());
    for c in COLLECTIVES {
        let out = run_spmd(&fixture(&format!("shard_map_{c}.mlir")), &CompileOptions::spmd(4).unwrap(), std::slice::from_ref(&global));
        // The devices' results, concatenated (out_shardings split over the mesh).
        let want: Vec<f32> = (0..4).flat_map(|k| expected(c, k)).collect();
        assert_eq!(out[0].to_vec::<f32>().unwrap(), want, "{c}");
    }
}

#[test]
fn per_device_errors_name_the_device() {
    let program = fixture("spmd_jit.mlir");
    let exe = client().compile(program.as_bytes(), &CompileOptions::spmd(4).unwrap()).unwrap();
    let put = |t: &HostTensor, d: usize| client().to_device_on(t, d).unwrap();
    let (x, w) = (ramp(&[2, 4], 0.0), ramp(&[4, 3], 0.0));
    let bufs: Vec<_> = (0..4).map(|d| (put(&x, d), put(&w, d))).collect();
    let ok: Vec<Vec<&runtime::DeviceBuffer>> = bufs.iter().map(|(a, b)| vec![a, b]).collect();
    assert!(exe.execute_on_devices(&ok).is_ok(), "shard shapes are accepted");
    // Too few lists.
    let e = exe.execute_on_devices(&ok[..3]).err().unwrap().to_string();
    assert!(e.contains("3 argument lists") && e.contains("device 0, device 1, device 2, device 3"), "{e}");
    // The global shape on device 2 is not its shard.
    let global = put(&ramp(&[8, 4], 0.0), 2);
    let mut bad = ok.clone();
    bad[2][0] = &global;
    let e = exe.execute_on_devices(&bad).err().unwrap().to_string();
    assert!(e.contains("device 2: argument 0 is f32[8,4]") && e.contains("f32[2,4]"), "{e}");
    // A buffer on another device.
    let mut bad = ok.clone();
    bad[1][1] = &bufs[3].1;
    let e = exe.execute_on_devices(&bad).err().unwrap().to_string();
    assert!(e.contains("device 1: argument 1 lives on device 3"), "{e}");
}

#[test]
fn what_the_cpu_plugin_refuses() {
    // Shardy attributes through GSPMD.
    let gspmd = CompileOptions { use_shardy_partitioner: false, ..CompileOptions::spmd(4).unwrap() };
    let e = client().compile(fixture("spmd_jit.mlir").as_bytes(), &gspmd).err().unwrap().to_string();
    assert!(e.contains("xla.sdy"), "{e}");
    // A shard_map without SPMD partitioning.
    let e =
        client().compile(fixture("shard_map_manual.mlir").as_bytes(), &CompileOptions::replicated(4).unwrap()).err().unwrap().to_string();
    assert!(e.contains("xla.sdy.GlobalToLocalShape"), "{e}");
    // Partitions without SPMD.
    let mpmd = CompileOptions {
        num_partitions: 4,
        device_assignment: Some(DeviceAssignment::sequential(1, 4).unwrap()),
        ..CompileOptions::default()
    };
    let e = client().compile(fixture("collective_all_reduce.mlir").as_bytes(), &mpmd).err().unwrap().to_string();
    assert!(e.contains("SPMD partitioning not enabled"), "{e}");
}
