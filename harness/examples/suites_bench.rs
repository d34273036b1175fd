//! Figures for the model zoo (run by scripts/bench-suites): distinct ops
//! across the zoo, seconds to materialise every Tier 1 program, and CPU
//! plugin compile times over an evenly spaced sample of Tier 1. An example
//! of the harness crate because it drives the plugin, which `suites` does
//! not link.

use runtime::{Client, CompileOptions, DeviceSpec, Plugin};
use std::collections::BTreeMap;
use std::time::Instant;
use suites::hlo::op_histogram;
use suites::Suite;

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let sample: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let t0 = Instant::now();
    let tier1 = Suite::open("tier1").map_err(|e| e.to_string())?;
    let open_s = t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    let mut ops: BTreeMap<String, usize> = BTreeMap::new();
    let mut bytes = 0usize;
    for i in 0..tier1.entries.len() {
        let d = tier1.load(i).map_err(|e| e.to_string())?;
        bytes += d.program.len();
        for op in op_histogram(&String::from_utf8_lossy(&d.program)).into_keys() {
            *ops.entry(op).or_insert(0) += 1;
        }
    }
    let gen_s = t1.elapsed().as_secs_f64();
    for t in ["tier2", "dynamism"] {
        let s = Suite::open(t).map_err(|e| e.to_string())?;
        for i in 0..s.entries.len() {
            let d = s.load(i).map_err(|e| e.to_string())?;
            for op in op_histogram(&String::from_utf8_lossy(&d.program)).into_keys() {
                ops.entry(op).or_insert(0);
            }
        }
    }
    println!("tier1 catalog open:              {:.3} s ({} entries)", open_s, tier1.entries.len());
    println!(
        "tier1 materialise all programs:  {:.2} s ({:.2} ms each, {:.1} MB of text)",
        gen_s,
        gen_s * 1e3 / tier1.entries.len() as f64,
        bytes as f64 / 1e6
    );
    println!("distinct StableHLO/CHLO ops across the zoo: {}", ops.len());
    println!("  {}", ops.keys().cloned().collect::<Vec<_>>().join(" "));

    let plugin = Plugin::for_device(&DeviceSpec::Cpu).map_err(|e| e.to_string())?;
    let client = Client::new(plugin).map_err(|e| e.to_string())?;
    // Reference: the 2x3 by 3x4 matmul + tanh example, compiled in the same run.
    let reference = "module @r {\n  func.func public @main(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>) -> tensor<2x4xf32> {\n    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n    %1 = stablehlo.tanh %0 : tensor<2x4xf32>\n    return %1 : tensor<2x4xf32>\n  }\n}\n";
    let tr = Instant::now();
    client.compile(reference.as_bytes(), &CompileOptions::default()).map_err(|e| e.to_string())?;
    let ref_ms = tr.elapsed().as_secs_f64() * 1e3;
    let n = tier1.entries.len();
    let step = (n / sample.max(1)).max(1);
    let mut times = Vec::new();
    let mut by_family: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for i in (0..n).step_by(step).take(sample) {
        let d = tier1.load(i).map_err(|e| e.to_string())?;
        let t = Instant::now();
        client.compile(&d.program, &CompileOptions::default()).map_err(|e| format!("{}: {e}", d.id()))?;
        let ms = t.elapsed().as_secs_f64() * 1e3;
        times.push(ms);
        by_family.entry(d.family().to_string()).or_default().push(ms);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let pct = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    println!(
        "compile (CPU plugin), {} tier1 definitions: median {:.0} ms, p95 {:.0} ms, max {:.0} ms",
        times.len(),
        pct(0.5),
        pct(0.95),
        pct(1.0)
    );
    println!("  reference matmul+tanh compile in this run: {:.1} ms (median/reference = {:.1}x)", ref_ms, pct(0.5) / ref_ms);
    for (f, v) in &by_family {
        let mut v = v.clone();
        v.sort_by(|a, b| a.total_cmp(b));
        println!("  {:<12} n={:<3} median {:.0} ms", f, v.len(), v[v.len() / 2]);
    }
    Ok(())
}
