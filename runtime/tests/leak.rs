//! Resident memory stays flat over many executions on the real CPU plugin.
//!
//! Its own test binary: other tests running in parallel in the same process
//! would move VmRSS and make the measurement meaningless. The budget is
//! generous (20 MB over 1,000 executions after a warm-up of 100): a leak of
//! even one small output buffer per execution shows up as steady growth,
//! while allocator noise does not. Figures go to scripts/bench-runtime.

use runtime::{Client, CompileOptions, DeviceSpec, HostTensor, Plugin};

/// Resident set size in bytes, from /proc/self/status.
fn vm_rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).expect("VmRSS line");
    let kb: u64 = line.split_whitespace().nth(1).and_then(|v| v.parse().ok()).expect("VmRSS value");
    kb * 1024
}

#[test]
fn rss_stays_flat_over_1000_executions() {
    let client = Client::new(Plugin::for_device(&DeviceSpec::Cpu).unwrap()).unwrap();
    let program = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/matmul_tanh.mlir")).unwrap();
    let exe = client.compile(&program, &CompileOptions::default()).unwrap();
    // The full path a worker takes, every time: host -> device, execute, device -> host.
    let x = HostTensor::from_slice(&[2, 3], &[0.1f32, 0.2, 0.3, 0.4, 0.5, 0.6]).unwrap();
    let w = HostTensor::from_slice(&[3, 4], &[0.5f32; 12]).unwrap();
    let once = || {
        let out = exe.run(&[x.clone(), w.clone()]).unwrap();
        assert_eq!(out[0].shape, vec![2, 4]);
    };
    for _ in 0..100 {
        once();
    }
    let before = vm_rss();
    for _ in 0..1000 {
        once();
    }
    // Compile cycles too: executables are freed when dropped.
    for _ in 0..20 {
        let e = client.compile(&program, &CompileOptions::default()).unwrap();
        assert_eq!(e.run(&[x.clone(), w.clone()]).unwrap().len(), 1);
    }
    let after = vm_rss();
    let growth = after.saturating_sub(before);
    eprintln!("VmRSS before {} KiB, after {} KiB, growth {} KiB", before / 1024, after / 1024, growth / 1024);
    assert!(growth < 20 << 20, "resident memory grew by {} KiB over 1,000 executions", growth / 1024);
}
