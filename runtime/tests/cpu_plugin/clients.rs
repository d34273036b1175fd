//! Several clients in one process, used from several threads, and handles
//! that keep their parents alive after the user drops them.

use crate::tensor;
use runtime::{Client, CompileOptions, DeviceSpec, HostTensor, Plugin};

/// y = x * x + c, with c a per-thread constant so results cannot be swapped.
fn program(c: f32) -> String {
    format!(
        "func.func @main(%x: tensor<16xf32>) -> tensor<16xf32> {{\n\
           %c = stablehlo.constant dense<{c:.1}> : tensor<16xf32>\n\
           %0 = stablehlo.multiply %x, %x : tensor<16xf32>\n\
           %1 = stablehlo.add %0, %c : tensor<16xf32>\n\
           return %1 : tensor<16xf32>\n}}"
    )
}

#[test]
fn two_clients_on_two_threads() {
    let plugin = Plugin::for_device(&DeviceSpec::Cpu).unwrap();
    let clients = [Client::new(plugin.clone()).unwrap(), Client::new(plugin).unwrap()];
    std::thread::scope(|s| {
        let handles: Vec<_> = clients
            .iter()
            .enumerate()
            .map(|(t, client)| {
                s.spawn(move || {
                    let c = 100.0 * (t + 1) as f32;
                    // Many compile/execute cycles per client, each checked.
                    for round in 0..10 {
                        let exe = client.compile(program(c).as_bytes(), &CompileOptions::default()).unwrap();
                        for k in 0..5 {
                            let x: Vec<f32> = (0..16).map(|i| (i + round + k) as f32 * 0.5).collect();
                            let out = exe.run(&[tensor(&[16], &x)]).unwrap();
                            let want: Vec<f32> = x.iter().map(|v| v * v + c).collect();
                            assert_eq!(out[0].to_vec::<f32>().unwrap(), want, "thread {t} round {round}");
                        }
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().expect("a client thread panicked");
        }
    });
}

#[test]
fn one_executable_shared_by_threads() {
    let exe = crate::compile(&program(1.0));
    std::thread::scope(|s| {
        for t in 0..4 {
            let exe = &exe;
            s.spawn(move || {
                for k in 0..25 {
                    let x = vec![(t * 100 + k) as f32; 16];
                    let out = exe.run(&[tensor(&[16], &x)]).unwrap();
                    assert_eq!(out[0].to_vec::<f32>().unwrap(), vec![x[0] * x[0] + 1.0; 16]);
                }
            });
        }
    });
}

#[test]
fn handles_outlive_the_client_value() {
    // Dropping the user's Client must not free what executables and buffers use.
    let (exe, buf) = {
        let client = Client::new(Plugin::for_device(&DeviceSpec::Cpu).unwrap()).unwrap();
        let exe = client.compile(program(2.0).as_bytes(), &CompileOptions::default()).unwrap();
        let buf = client.to_device(&tensor(&[16], &[3f32; 16])).unwrap();
        (exe, buf)
    };
    let out = exe.execute(&[&buf]).unwrap();
    assert_eq!(out[0].to_host().unwrap(), HostTensor::from_slice(&[16], &[11f32; 16]).unwrap());
    drop(exe);
    assert_eq!(buf.to_host().unwrap().to_vec::<f32>().unwrap(), vec![3f32; 16]);
}

#[test]
fn devices_and_platform_are_reported() {
    let client = crate::client();
    assert_eq!(client.platform_name().unwrap(), "cpu");
    assert!(!client.platform_version().unwrap().is_empty());
    let devices = client.devices().unwrap();
    assert!(!devices.is_empty());
    assert!(devices.iter().all(|d| d.kind.to_lowercase().contains("cpu")), "{devices:?}");
    let (major, _) = client.plugin().api_version();
    assert_eq!(major, runtime::BINDINGS_API_VERSION.0);
}
