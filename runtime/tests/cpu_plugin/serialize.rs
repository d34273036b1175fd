//! Serialization for the compile cache: serialize -> deserialize on the
//! same plugin gives an executable with the same outputs.

use crate::{client, compile, tensor};

#[test]
fn deserialized_executable_gives_the_same_results() {
    let program = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/matmul_tanh.mlir")).unwrap();
    let exe = compile(&program);
    let x: Vec<f32> = (0..6).map(|i| i as f32 * 0.25 - 0.5).collect();
    let w: Vec<f32> = (0..12).map(|i| 0.75 - i as f32 * 0.125).collect();
    let inputs = [tensor(&[2, 3], &x), tensor(&[3, 4], &w)];
    let first = exe.run(&inputs).unwrap();

    let bytes = exe.serialize().unwrap();
    assert!(bytes.len() > 100, "a serialized executable of {} bytes is implausible", bytes.len());
    let again = client().deserialize(&bytes).unwrap_or_else(|e| panic!("deserialize: {e}"));
    assert_eq!(again.num_outputs(), 1);
    assert_eq!(again.output_specs().unwrap(), exe.output_specs().unwrap());
    let second = again.run(&inputs).unwrap();
    assert_eq!(second, first, "a deserialized executable must reproduce its outputs bit for bit");

    // And those outputs are the right ones, not just the same ones.
    let got = crate::f32s(&second[0], &[2, 4]);
    let want: Vec<f32> = (0..8)
        .map(|ij| {
            let (i, j) = (ij / 4, ij % 4);
            (0..3).map(|k| x[i * 3 + k] * w[k * 4 + j]).sum::<f32>().tanh()
        })
        .collect();
    crate::assert_close(&got, &want, 1e-6);
}

#[test]
fn deserializing_garbage_is_an_error() {
    let err = match client().deserialize(b"this is not an executable") {
        Ok(_) => panic!("garbage deserialized into an executable"),
        Err(e) => e,
    };
    assert!(err.to_string().contains("PJRT_Executable_DeserializeAndLoad"), "{err}");
}
