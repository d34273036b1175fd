//! Owned host tensors go to the device at most once: the CPU plugin aliases
//! aligned host memory (zero-copy), the buffer keeps it alive, and results
//! equal those of the copying path.

use super::{client, compile};
use runtime::HostTensor;

const DOUBLE: &str = "module @m {\n  func.func public @main(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {\n    %0 = stablehlo.add %x, %x : tensor<1024x1024xf32>\n    return %0 : tensor<1024x1024xf32>\n  }\n}\n";

fn ramp() -> HostTensor {
    let v: Vec<f32> = (0..1024 * 1024).map(|i| (i % 977) as f32 * 0.5).collect();
    HostTensor::from_slice(&[1024, 1024], &v).unwrap()
}

#[test]
fn an_owned_tensor_is_lent_to_the_cpu_plugin_and_read_back_unchanged() {
    let t = ramp();
    let buffer = client().to_device_owned(t.clone()).unwrap();
    eprintln!("holds host memory: {}", buffer.holds_host_memory());
    assert!(buffer.holds_host_memory(), "the CPU plugin copied an aligned 4 MiB tensor instead of aliasing it");
    assert_eq!(buffer.to_host().unwrap(), t);
    drop(buffer); // frees the lent memory after the plugin's done event
}

#[test]
fn owned_and_copied_runs_give_the_same_outputs() {
    let exe = compile(DOUBLE);
    let t = ramp();
    let copied = exe.run(std::slice::from_ref(&t)).unwrap();
    let owned = exe.run_owned(vec![t.clone()]).unwrap();
    assert_eq!(copied, owned);
    let want: Vec<f32> = t.to_vec::<f32>().unwrap().iter().map(|x| x + x).collect();
    assert_eq!(owned[0].to_vec::<f32>().unwrap(), want);
}
