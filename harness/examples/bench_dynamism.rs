//! What bounded dynamism saves, measured on the real plugin: for a sample
//! of the dynamism catalog, one compile of the bounded program plus N
//! executions (one per default length) against N compiles of the static
//! program at each length plus their N executions, both in this run.
//! Input materialisation is outside both timings.
//! Usage: bench_dynamism [DEFINITIONS]   (default 6: spread over the catalog)

use runtime::{Client, CompileOptions, DeviceSpec, Plugin};
use std::time::Instant;
use suites::dynamism::bounded_inputs;
use suites::dynamism::prefill::{prefill, Prefill};
use suites::Suite;
use tpu_compat::dynamism::LengthPolicy;

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(6).max(1);
    let client = match Plugin::for_device(&DeviceSpec::Cpu).and_then(Client::new) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("bench_dynamism: {e}");
            std::process::exit(2);
        }
    };
    let suite = match Suite::open("dynamism") {
        Ok(s) => s,
        Err(e) => {
            eprintln!("bench_dynamism: {e}");
            std::process::exit(2);
        }
    };
    let step = (suite.entries.len() / n).max(1);
    let opts = CompileOptions::default();
    println!("{:<44} {:>5} {:>3} {:>12} {:>12} {:>7}", "definition", "bound", "N", "bounded s", "static s", "ratio");
    let (mut tb, mut ts) = (0.0, 0.0);
    for i in (0..suite.entries.len()).step_by(step).take(n) {
        let Some(spec) = suite.spec(i) else { continue };
        let bound = spec.bound.unwrap_or(0);
        let lengths = LengthPolicy::Default.lengths(1, bound);
        let run = || -> Result<(f64, f64), String> {
            let bounded = prefill(spec, Prefill::Bounded).map_err(|e| e.to_string())?;
            let mut cases = Vec::new();
            for &l in &lengths {
                let s = prefill(spec, Prefill::Static(l)).map_err(|e| e.to_string())?;
                let si = s.inputs().map_err(|e| e.to_string())?;
                let bi = bounded_inputs(&bounded, &s, &si, l).map_err(|e| e.to_string())?;
                cases.push((s, si, bi));
            }
            let t = Instant::now();
            let exe = client.compile(&bounded.program, &opts).map_err(|e| e.to_string())?;
            for (_, _, bi) in &cases {
                exe.run(bi).map_err(|e| e.to_string())?;
            }
            let b = t.elapsed().as_secs_f64();
            let t = Instant::now();
            for (s, si, _) in &cases {
                let e = client.compile(&s.program, &opts).map_err(|e| e.to_string())?;
                e.run(si).map_err(|e| e.to_string())?;
            }
            Ok((b, t.elapsed().as_secs_f64()))
        };
        match run() {
            Ok((b, s)) => {
                tb += b;
                ts += s;
                println!("{:<44} {:>5} {:>3} {:>12.3} {:>12.3} {:>6.1}x", spec.id, bound, lengths.len(), b, s, s / b);
            }
            Err(e) => println!("{:<44} error: {e}", spec.id),
        }
    }
    println!(
        "total: bounded {tb:.2} s, static {ts:.2} s: one bounded compile saves {:.1}x over per-length static compiles",
        ts / tb.max(1e-9)
    );
}
