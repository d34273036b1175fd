//! The one-op repro: the origin op alone as a definition, its operands as
//! the values the device fed it (`inputs.safetensors`), and the op evaluated
//! in float64 on the CPU plugin as its baseline (rounded to the op's dtype,
//! with the float64 values beside it for `--f64-reference`). It is written
//! through `crate::import`, so it is a bring-your-own suite of one that
//! `tpu-compat run REPRO --baselines REPRO/store` runs and judges like any
//! other; repros written to the same folder form one suite.
//!
//! Constant operands stay constants in the repro; every other operand
//! becomes an argument. Fault-plugin markers in the program that target the
//! origin's kind of op travel with it, renumbered to its one op (`#1`), so
//! the repro misbehaves on the same simulated device; on a real device
//! there is no marker and the device's own kernel is what fails.

use super::Localization;
use crate::import::{self, Device, Options, Sources, Target, Weights};
use program::reduce::rename;
use runtime::program_text::{MainFunction, Statement};
use runtime::{tensors_file, HostTensor};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// What was written.
#[derive(Debug, Clone)]
pub struct Repro {
    /// The suite folder (run it with `--baselines <dir>/store`).
    pub dir: PathBuf,
    pub id: String,
    pub store: PathBuf,
}

const FAULT_PREFIX: &str = "// tpu-compat-fault:";

/// Why no repro was written.
#[derive(Debug, thiserror::Error)]
pub enum NoRepro {
    #[error("no origin: nothing to reproduce")]
    NoOrigin,
    /// An operand of the origin whose device value could not be taken.
    #[error("the operand {0} of the origin changes the device's outputs when watched: its value cannot be taken")]
    OperandChangesOutputs(String),
    #[error("the operand {0} of the origin was not captured")]
    OperandNotCaptured(String),
    /// The op's float64 reference could not be made, compiled or run.
    #[error("{0}")]
    Float64(String),
    #[error("{}: {message}", path.display())]
    Write { path: PathBuf, message: String },
    /// The repro could not be imported as a definition of the suite.
    #[error("{0}")]
    Import(String),
}

/// Writes the repro of `loc`'s origin into the suite folder `dir`.
pub fn write(
    loc: &Localization,
    text: &str,
    main: &MainFunction,
    cpu: &crate::compilation::Compiler,
    dir: &Path,
) -> Result<Repro, NoRepro> {
    let origin = loc.origin.as_ref().ok_or(NoRepro::NoOrigin)?;
    let s = &main.statements[loc.values[origin.value].statement];
    let types = super::type_map(main);
    let constants: HashMap<String, &Statement> =
        main.statements.iter().filter(|c| c.op == "stablehlo.constant").filter_map(|c| c.name.clone().map(|n| (n, c))).collect();
    let (mut params, mut inputs, mut inlined, mut renames) = (Vec::new(), Vec::new(), Vec::new(), HashMap::new());
    for u in s.uses.iter().filter(|u| types.contains_key(*u)) {
        if let Some(c) = constants.get(u) {
            inlined.push(text[c.span.clone()].trim_end().to_string());
            continue;
        }
        let value = loc.captured.get(u).ok_or_else(|| {
            if loc.reproduction.changes_outputs.iter().any(|c| c.split(' ').next() == Some(u.as_str())) {
                NoRepro::OperandChangesOutputs(u.clone())
            } else {
                NoRepro::OperandNotCaptured(u.clone())
            }
        })?;
        let arg = format!("%repro_in{}", params.len());
        params.push(format!("{arg}: {}", types[u]));
        renames.insert(u.clone(), arg);
        inputs.push(value.clone());
    }
    let op_text = rename(&text[s.span.clone()], &renames);
    let markers: String = text.lines().filter_map(|l| retarget(l.trim(), s.short_op())).map(|m| format!("{m}\n")).collect();
    // The op and its constants keep their `loc(#locN)`: the aliases travel with them (as JAX writes
    // them, after the module; one alias may name another).
    let aliases: String = text.lines().filter(|l| is_location_alias(l)).map(|l| format!("{}\n", l.trim())).collect();
    let program = format!(
        "{markers}// One-op repro of {} line {} ({}), written by tpu-compat diverge.\nmodule @repro {{\n  func.func public @main({}) -> ({}) {{\n{}{}{}    return {} : {}\n  }}\n}}\n{aliases}",
        loc.id,
        origin.line,
        s.op,
        params.join(", "),
        s.result_types.join(", "),
        inlined.iter().map(|l| format!("{l}\n")).collect::<String>(),
        op_text.trim_end(),
        "\n",
        s.results().join(", "),
        s.result_types.join(", ")
    );

    // The float64 reference of the op on these operands, on the CPU plugin.
    let wide_program = ::program::float64::widen_program(program.as_bytes()).map_err(|e| NoRepro::Float64(e.to_string()))?;
    let wide: Vec<HostTensor> =
        inputs.iter().map(baselines::record::widen).collect::<Result<_, _>>().map_err(|e| NoRepro::Float64(e.to_string()))?;
    let float64 = |e: &dyn std::fmt::Display| NoRepro::Float64(format!("the repro's float64 variant: {e}"));
    let exe = cpu.compile(&crate::compilation::Compilation::default(), &wide_program, true).map_err(|e| float64(&e))?.exe;
    let reference = exe.run(&wide).map_err(|e| float64(&e))?;
    let result_dtypes: Vec<runtime::DType> = s
        .result_types
        .iter()
        .map(|t| runtime::TensorType::parse(t).map(|t| t.dtype))
        .collect::<Result<_, _>>()
        .map_err(|e| NoRepro::Float64(e.to_string()))?;
    let expected: Vec<HostTensor> = reference
        .iter()
        .zip(&result_dtypes)
        .map(|(r, &d)| if d.is_float() { suites::fill::from_f64(d, &r.shape, &r.to_f64_vec()) } else { r.clone() })
        .collect();

    let id = format!("{}.L{}.{}", loc.id, origin.line, s.short_op());
    let exported = dir.join("exported").join(&id);
    let unwritten = |path: &Path, e: &dyn std::fmt::Display| NoRepro::Write { path: path.to_path_buf(), message: e.to_string() };
    std::fs::create_dir_all(&exported).map_err(|e| unwritten(&exported, &e))?;
    let program_path = exported.join("model.mlir");
    std::fs::write(&program_path, &program).map_err(|e| unwritten(&program_path, &e))?;
    let save = |name: &str, prefix: &str, ts: &[HostTensor]| -> Result<PathBuf, runtime::DataError> {
        let path = exported.join(name);
        let named: Vec<(String, &HostTensor)> = ts.iter().enumerate().map(|(i, t)| (format!("{prefix}{i}"), t)).collect();
        let mut meta = BTreeMap::new();
        meta.insert("device".to_string(), "cpu".to_string());
        meta.insert("platform_name".to_string(), "tpu-compat diverge (float64 on the CPU plugin)".to_string());
        tensors_file::write(&path, &named, &meta)?;
        Ok(path)
    };
    // A tensor file's error names the file.
    let save = |name: &str, prefix: &str, ts: &[HostTensor]| save(name, prefix, ts).map_err(|e| NoRepro::Import(e.to_string()));
    let sources = Sources {
        program: program_path,
        inputs: save("inputs.safetensors", "arg", &inputs)?,
        expected: Some(save("expected.safetensors", "out", &expected)?),
        expected_f64: Some(save("expected.f64.safetensors", "out", &reference)?),
        definition: None,
    };
    let store = dir.join("store");
    let target = Target::create(dir, Some(&store)).map_err(NoRepro::Import)?;
    let options = Options { family: "repro".to_string(), weights: Weights::None, feed: Default::default(), replace: false };
    let imported = import::import(&id, &sources, &options, &target, &mut Device::new("cpu")).map_err(NoRepro::Import)?;
    Ok(Repro { dir: target.suite_dir, id: imported.id, store })
}

/// A `#locN = loc(...)` line of a module's location aliases.
fn is_location_alias(line: &str) -> bool {
    program::lex::location_alias(line).is_some()
}

/// A fault marker aimed at `op` (`...@op#N`), aimed at the repro's one op instead (`#1`).
fn retarget(line: &str, op: &str) -> Option<String> {
    let rest = line.strip_prefix(FAULT_PREFIX)?;
    let (kind, target) = rest.split_once('@')?;
    let (name, _) = target.split_once('#')?;
    let name = name.trim();
    (name.strip_prefix("stablehlo.").unwrap_or(name) == op).then(|| format!("{FAULT_PREFIX}{kind}@{}#1", name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_are_renamed_as_whole_names() {
        let r: HashMap<String, String> =
            [("%v1".to_string(), "%repro_in0".to_string()), ("%5#1".to_string(), "%repro_in1".to_string())].into();
        assert_eq!(
            rename("%v2 = stablehlo.add %v1, %v10 : f(%5#1, %5#10)", &r),
            "%v2 = stablehlo.add %repro_in0, %v10 : f(%repro_in1, %5#10)"
        );
    }

    #[test]
    fn location_aliases_are_told_from_other_lines() {
        assert!(is_location_alias("#loc3 = loc(\"jit(f)/tanh\"(#loc2))"));
        assert!(is_location_alias("  #loc = loc(unknown)"));
        assert!(!is_location_alias("%6 = stablehlo.tanh %5 : tensor<4xf32> loc(#loc7)"));
        assert!(!is_location_alias("#map = affine_map<(d0) -> (d0)>"));
    }

    #[test]
    fn markers_follow_the_op_they_aim_at() {
        assert_eq!(
            retarget("// tpu-compat-fault: scale:1e-3@exponential#7", "exponential").unwrap(),
            "// tpu-compat-fault: scale:1e-3@exponential#1"
        );
        assert_eq!(retarget("// tpu-compat-fault: bf16@add#last", "exponential"), None);
        assert_eq!(retarget("// tpu-compat-fault: segfault@compile", "exponential"), None);
    }
}
