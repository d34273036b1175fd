//! What a training step costs beyond one execution, on the CPU plugin: the
//! step of `tests/data/train_step.mlir` widened to N elements, run three
//! ways, medians per step:
//! - `execute`: one borrowed execution on device inputs and the loss read
//!   back (the floor: the state is not carried);
//! - `donated`: the state stays on the device, donated each step
//!   ([`runtime::Executable::execute_donating`]), the scalar loss read back;
//! - `host round trip`: the state goes to the device and back every step.
//!
//! Usage: bench_steps [N...]   (default 4 262144 4194304)

use runtime::{Argument, Client, CompileOptions, DeviceSpec, HostTensor, Plugin};
use std::time::Instant;

const STEPS: usize = 200;

fn program(n: usize) -> String {
    include_str!("../tests/data/train_step.mlir").replace("tensor<4xf32>", &format!("tensor<{n}xf32>"))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn bench(client: &Client, n: usize) -> Result<(), String> {
    let e = |e: runtime::RuntimeError| e.to_string();
    let exe = client.compile(program(n).as_bytes(), &CompileOptions::default()).map_err(e)?;
    let w0 = HostTensor::from_slice(&[n as i64], &vec![1.0f32; n]).map_err(|e| e.to_string())?;
    let x = client.to_device(&HostTensor::from_slice(&[n as i64], &vec![0.5f32; n]).map_err(|e| e.to_string())?).map_err(e)?;
    let time = |f: &mut dyn FnMut() -> Result<(), String>| -> Result<f64, String> {
        let mut v = Vec::with_capacity(STEPS);
        for _ in 0..STEPS {
            let t = Instant::now();
            f()?;
            v.push(t.elapsed().as_secs_f64() * 1e6);
        }
        Ok(median(v))
    };
    let w = client.to_device(&w0).map_err(e)?;
    let execute = time(&mut || exe.execute(&[&w, &x]).map_err(e)?[0].to_host().map(drop).map_err(e))?;
    let mut state = Some(client.to_device(&w0).map_err(e)?);
    let donated = time(&mut || {
        let w = state.take().ok_or("no state")?;
        let mut out = exe.execute_donating(vec![Argument::Donated(w), Argument::Borrowed(&x)]).map_err(e)?;
        state = out.pop();
        out[0].to_host().map(drop).map_err(e)
    })?;
    let mut host = w0.clone();
    let round_trip = time(&mut || {
        let w = client.to_device(&host).map_err(e)?;
        let out = exe.execute(&[&w, &x]).map_err(e)?;
        out[0].to_host().map_err(e)?;
        host = out[1].to_host().map_err(e)?;
        Ok(())
    })?;
    println!(
        "N={n:>8}  execute {execute:9.1} us  donated step {donated:9.1} us ({:+8.1})  host round trip {round_trip:9.1} us ({:+8.1})",
        donated - execute,
        round_trip - execute
    );
    Ok(())
}

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() { vec![4, 262_144, 4_194_304] } else { sizes };
    let client = Plugin::for_device(&DeviceSpec::Cpu).and_then(Client::new).unwrap_or_else(|e| {
        eprintln!("bench_steps: {e}");
        std::process::exit(2)
    });
    for n in sizes {
        if let Err(err) = bench(&client, n) {
            eprintln!("bench_steps: N={n}: {err}");
            std::process::exit(1);
        }
    }
}
