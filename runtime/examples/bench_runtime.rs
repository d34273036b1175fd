//! Benchmark of the embedded runtime on the CPU plugin, run by
//! `scripts/bench-runtime`: plugin load, compile and execute times of
//! `examples/matmul_tanh.mlir` (medians), against references measured in the
//! same run (a bare host -> device -> host copy of the same inputs, and the
//! same arithmetic in plain Rust), and resident memory before and after
//! 10,000 executions. Figures live here, never in timed unit tests.
//!
//! Usage: bench_runtime [EXECUTIONS]   (default 10000)
//! `--load-once` is internal: a child process that loads the plugin once
//! and prints the milliseconds (dlopen is per process, so each load sample
//! needs a fresh one).

use runtime::{Client, CompileOptions, DeviceSpec, HostTensor, Plugin};
use std::time::Instant;

const PROGRAM: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/matmul_tanh.mlir");
const LOAD_SAMPLES: usize = 5;
const COMPILE_SAMPLES: usize = 10;
const EXECUTE_SAMPLES: usize = 1000;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

fn vm_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmRSS:")).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()))
        .unwrap_or(0)
}

fn load_ms() -> Result<f64, String> {
    let t = Instant::now();
    let plugin = Plugin::for_device(&DeviceSpec::Cpu).map_err(|e| e.to_string())?;
    let _client = Client::new(plugin).map_err(|e| e.to_string())?;
    Ok(t.elapsed().as_secs_f64() * 1e3)
}

/// Plugin load + client creation, each sample in a fresh process.
fn load_samples() -> Result<Vec<f64>, String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    (0..LOAD_SAMPLES)
        .map(|_| {
            let out = std::process::Command::new(&me).arg("--load-once").output().map_err(|e| e.to_string())?;
            let text = String::from_utf8_lossy(&out.stdout);
            text.trim().parse::<f64>().map_err(|_| format!("child said: {text} {}", String::from_utf8_lossy(&out.stderr)))
        })
        .collect()
}

fn main() -> Result<(), String> {
    let arg = std::env::args().nth(1);
    if arg.as_deref() == Some("--load-once") {
        println!("{}", load_ms()?);
        return Ok(());
    }
    let executions: usize =
        arg.map(|a| a.parse().map_err(|_| format!("EXECUTIONS must be a number, not {a}"))).transpose()?.unwrap_or(10_000);
    let err = |e: runtime::RuntimeError| e.to_string();

    let load = median(load_samples()?);
    let client = Client::new(Plugin::for_device(&DeviceSpec::Cpu).map_err(err)?).map_err(err)?;
    let program = std::fs::read(PROGRAM).map_err(|e| format!("{PROGRAM}: {e}"))?;

    let mut compile = Vec::new();
    for _ in 0..COMPILE_SAMPLES {
        let t = Instant::now();
        let exe = client.compile(&program, &CompileOptions::default()).map_err(err)?;
        compile.push(t.elapsed().as_secs_f64() * 1e3);
        drop(exe);
    }
    let exe = client.compile(&program, &CompileOptions::default()).map_err(err)?;

    let xv: Vec<f32> = (0..6).map(|i| i as f32 * 0.1 - 0.2).collect();
    let wv: Vec<f32> = (0..12).map(|i| 0.3 - i as f32 * 0.05).collect();
    let x = HostTensor::from_slice(&[2, 3], &xv).map_err(|e| e.to_string())?;
    let w = HostTensor::from_slice(&[3, 4], &wv).map_err(|e| e.to_string())?;
    let inputs = [x, w];

    // Warm up, then time each execution (host -> device, execute, device -> host).
    for _ in 0..100 {
        exe.run(&inputs).map_err(err)?;
    }
    let placed = inputs.iter().map(|t| client.to_device(t)).collect::<Result<Vec<_>, _>>().map_err(err)?;
    let placed: Vec<&runtime::DeviceBuffer> = placed.iter().collect();
    let mut execute = Vec::with_capacity(EXECUTE_SAMPLES);
    let mut resident = Vec::with_capacity(EXECUTE_SAMPLES);
    let mut transfer = Vec::with_capacity(EXECUTE_SAMPLES);
    let mut host = Vec::with_capacity(EXECUTE_SAMPLES);
    let mut sink = 0f32;
    for _ in 0..EXECUTE_SAMPLES {
        let t = Instant::now();
        let out = exe.run(&inputs).map_err(err)?;
        execute.push(t.elapsed().as_secs_f64() * 1e6);
        // The execution alone: inputs already on the device, output left there.
        let t = Instant::now();
        let on_device = exe.execute(&placed).map_err(err)?;
        resident.push(t.elapsed().as_secs_f64() * 1e6);
        drop(on_device);
        // Reference 1: only the copies (both inputs there and back), no program.
        let t = Instant::now();
        for i in &inputs {
            client.to_device(i).map_err(err)?.to_host().map_err(err)?;
        }
        transfer.push(t.elapsed().as_secs_f64() * 1e6);
        // Reference 2: the same arithmetic in plain Rust.
        let t = Instant::now();
        let y: Vec<f32> = (0..8).map(|ij| (0..3).map(|k| xv[(ij / 4) * 3 + k] * wv[k * 4 + ij % 4]).sum::<f32>().tanh()).collect();
        host.push(t.elapsed().as_secs_f64() * 1e6);
        sink += std::hint::black_box(y)[0] + out.len() as f32;
    }

    let rss_before = vm_rss_kib();
    let t = Instant::now();
    for _ in 0..executions {
        exe.run(&inputs).map_err(err)?;
    }
    let loop_s = t.elapsed().as_secs_f64();
    let rss_after = vm_rss_kib();

    let (compile, execute, transfer, host) = (median(compile), median(execute), median(transfer), median(host));
    let resident = median(resident);
    println!("program            {PROGRAM}");
    println!("plugin             {}", client.plugin().path().display());
    println!("plugin load        {load:9.1} ms   (load + client, median of {LOAD_SAMPLES} fresh processes)");
    println!("compile            {compile:9.2} ms   (median of {COMPILE_SAMPLES})");
    println!("execute            {execute:9.1} us   (host -> device, execute, device -> host; median of {EXECUTE_SAMPLES})");
    println!("  execute alone    {resident:9.1} us   (inputs already on the device, output left there)");
    println!("  copies only      {transfer:9.1} us   (both inputs there and back) ratio execute/copies {:.2}", execute / transfer);
    println!("  plain Rust       {host:9.3} us   ratio execute/plain-Rust {:.0}", execute / host.max(1e-3));
    println!(
        "RSS                {rss_before} KiB before, {rss_after} KiB after {executions} executions ({:+} KiB, {:.1} us each)",
        rss_after as i64 - rss_before as i64,
        loop_s * 1e6 / executions.max(1) as f64
    );
    if sink.is_nan() {
        println!("(non-finite result)");
    }
    Ok(())
}
