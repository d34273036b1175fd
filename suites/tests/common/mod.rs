//! Shared test helpers: one CPU plugin client per test binary, and
//! compile-and-run of a definition with its seeded inputs.

#![allow(dead_code)]

use runtime::{Client, CompileOptions, DeviceSpec, HostTensor, Plugin};
use std::sync::OnceLock;

pub fn client() -> &'static Client {
    static CLIENT: OnceLock<Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        let plugin = Plugin::for_device(&DeviceSpec::Cpu).expect("the CPU plugin (run scripts/setup)");
        Client::new(plugin).expect("a CPU client")
    })
}

/// Compiles and runs a definition with its generated inputs.
pub fn run_definition(def: &suites::Definition) -> Result<Vec<HostTensor>, String> {
    let inputs = def.inputs().map_err(|e| e.to_string())?;
    run_program(&def.program, &inputs)
}

pub fn run_program(program: &[u8], inputs: &[HostTensor]) -> Result<Vec<HostTensor>, String> {
    let exe = client().compile(program, &CompileOptions::default()).map_err(|e| e.to_string())?;
    exe.run(inputs).map_err(|e| e.to_string())
}
pub mod gradcheck;
