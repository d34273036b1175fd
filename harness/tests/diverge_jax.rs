//! `tpu-compat diverge` on a model as JAX 0.8 exports it
//! (tests/data/diverge/jax_gelu_silu.py: `silu(gelu(x, approximate=False) @ w)`),
//! the two shapes issue 36 found hiding a planted fault:
//!
//! - `jax.nn.silu` is `func.func private @silu`, reached by `call`: a fault
//!   inside it is named at its own line in the helper (the program is inlined
//!   before it is instrumented), not at the call site;
//! - `erf` is lowered with both branches evaluated (the erfc branch computes
//!   `1/x²`) and a `select` keeping one: on a device whose divide overflows
//!   at huge results (the fault plugin's `overflow:1e30`), `1/x²` of a tiny
//!   input is infinite where the CPU's is finite (about 5e37), at elements
//!   the select discards. That is passed over (no
//!   diverged output reads those elements), and the fault planted further on
//!   is named.

mod common;

use common::*;
use runtime::program_text::{inline_calls, parse_main, Inlined, MainFunction};
use std::path::{Path, PathBuf};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/diverge/jax_gelu_silu")
}

/// A copy of the fixture with `markers` as the program's first lines.
fn marked(dst: &Path, markers: &[String]) -> PathBuf {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(fixture()).unwrap().flatten() {
        std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
    }
    let p = dst.join("model.mlir");
    let text = std::fs::read_to_string(&p).unwrap();
    let head: String = markers.iter().map(|m| format!("// tpu-compat-fault: {m}\n")).collect();
    std::fs::write(&p, format!("{head}{text}")).unwrap();
    dst.to_path_buf()
}

/// The fixture's program inlined, as diverge and the fault plugin read it.
fn inlined() -> (String, Inlined, MainFunction) {
    let program = std::fs::read_to_string(fixture().join("model.mlir")).unwrap();
    let inlined = inline_calls(program.as_bytes()).unwrap();
    let main = parse_main(inlined.text.as_bytes()).unwrap();
    (program, inlined, main)
}

/// (its N among ops of its kind, its line in the fixture as written) of statement `i`.
fn nth(main: &MainFunction, inlined: &Inlined, i: usize) -> (usize, usize) {
    let s = &main.statements[i];
    (main.statements[..=i].iter().filter(|x| x.op == s.op).count(), inlined.original_line(s.line))
}

fn diverge(cache: &Path, def: &Path, out: &Path) -> (serde_json::Value, String) {
    let o = tpu_compat(cache).arg("diverge").arg(def).arg("--device").arg(fault_plugin()).arg("--out").arg(out).output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", show(&o));
    let report = serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    (report, String::from_utf8_lossy(&o.stdout).into_owned())
}

#[test]
fn a_fault_inside_a_private_function_is_named_at_its_own_line() {
    let (program, inlined, main) = inlined();
    assert!(program.contains("func.func private @silu(") && program.contains("call @silu("), "the fixture calls a helper");
    // The helper's exponential: the last one once inlined (erf has its own before it).
    let i = main.statements.iter().rposition(|s| s.op == "stablehlo.exponential").unwrap();
    assert_eq!(inlined.function_of(main.statements[i].line), Some("silu"));
    let (n, line) = nth(&main, &inlined, i);
    assert!(program.lines().nth(line - 1).unwrap().contains("= stablehlo.exponential"));
    let helper_starts = program.lines().position(|l| l.contains("func.func private @silu(")).unwrap() + 1;
    assert!(line > helper_starts, "line {line} is inside @silu (from line {helper_starts})");

    let tmp = tempfile::tempdir().unwrap();
    let def = marked(&tmp.path().join("silu"), &[format!("scale:1e-2@exponential#{n}")]);
    let (report, stdout) = diverge(&tmp.path().join("cache"), &def, &tmp.path().join("out"));
    let origin = &report["origin"];
    // One marker line above the fixture's text.
    assert_eq!(origin["line"].as_u64(), Some(line as u64 + 1), "{origin:#}\n{stdout}");
    assert_eq!(origin["op"], "stablehlo.exponential", "{origin:#}");
    assert_eq!(origin["function"], "silu", "{origin:#}");
    assert!(origin["ratio"].as_f64().unwrap() > 100.0, "{origin:#}");
    assert!(report["inlined_calls"].as_u64().unwrap() >= 1);
    assert!(
        stdout.contains(&format!("origin at line {}: stablehlo.exponential", line + 1)) && stdout.contains("function: silu"),
        "{stdout}"
    );
    assert!(report["repro"]["id"].is_string(), "{:#}", report["repro_error"]);
    assert_eq!(report["reproduction"]["failed_batches"], 0, "{:#}", report["reproduction"]);
}

#[test]
fn a_one_sided_infinity_in_a_discarded_branch_is_passed_over_and_the_fault_is_named() {
    let (_, inlined, main) = inlined();
    // erfc's 1/x²: the divide by the first square x*x.
    let sq = main.statements.iter().find(|s| s.op == "stablehlo.multiply" && s.uses.len() == 1).unwrap();
    let r = main.statements.iter().position(|d| d.op == "stablehlo.divide" && d.uses.contains(&sq.names[0])).unwrap();
    let reciprocal_name = main.statements[r].names[0].clone();
    let (m, _) = nth(&main, &inlined, r);
    let overflow = format!("overflow:1e30@divide#{m}");
    let dot = main.statements.iter().position(|s| s.op == "stablehlo.dot_general").unwrap();
    let (d, dot_line) = nth(&main, &inlined, dot);
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");

    // The overflow alone: 1/x² is infinite on the device only, at elements no output reads.
    let def = marked(&tmp.path().join("ftz"), std::slice::from_ref(&overflow));
    let (report, stdout) = diverge(&cache, &def, &tmp.path().join("ftz-out"));
    let value = |r: &serde_json::Value, name: &str| r["values"].as_array().unwrap().iter().find(|v| v["name"] == name).cloned().unwrap();
    let v = value(&report, &reciprocal_name);
    assert!(v["errors"].is_object() && v["errors"]["ratio"].as_f64().is_none_or(|r| r > 1e3), "1/x² differs on the device: {v:#}");
    assert!(v["live_ratio"].as_f64().unwrap() < 100.0, "but not where an output reads it: {v:#}");
    assert!(report["origin"].is_null(), "{:#}\n{stdout}", report["origin"]);
    assert_eq!(report["finding"], "no-divergence");

    // With a fault planted further on, that fault is the origin.
    let def = marked(&tmp.path().join("both"), &[overflow.clone(), format!("scale:1e-2@dot_general#{d}")]);
    let (report, stdout) = diverge(&cache, &def, &tmp.path().join("both-out"));
    let origin = &report["origin"];
    assert_eq!(origin["op"], "stablehlo.dot_general", "{origin:#}\n{stdout}");
    assert_eq!(origin["line"].as_u64(), Some(dot_line as u64 + 2), "{origin:#}");
    assert!(origin["ratio"].as_f64().unwrap() > 100.0, "{origin:#}");
    let v = value(&report, &reciprocal_name);
    assert!(v["errors"]["ratio"].as_f64().is_none_or(|r| r > 1e3) && v["live_ratio"].as_f64().unwrap() < 100.0, "{v:#}");
    assert_eq!(report["outputs_reached"], serde_json::json!([0]));
    assert!(report["repro"]["id"].is_string(), "{:#}", report["repro_error"]);
}

#[test]
fn a_call_that_does_not_match_its_function_is_a_clear_error() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path().join("bad");
    std::fs::create_dir_all(&d).unwrap();
    let program = "module @m {\n  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n    %0 = call @helper(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n    return %0 : tensor<4xf32>\n  }\n  func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {\n    %0 = stablehlo.tanh %x : tensor<4xf32>\n    return %0 : tensor<4xf32>\n  }\n}\n";
    std::fs::write(d.join("model.mlir"), program).unwrap();
    let manifest = "id = \"bad\"\nfamily = \"mlp\"\nseed = 1\n\n[[arguments]]\nname = \"x\"\nshape = [4]\ndtype = \"f32\"\nrole = \"data\"\n\n[[outputs]]\nname = \"y\"\nshape = [4]\ndtype = \"f32\"\n";
    std::fs::write(d.join("model.toml"), manifest).unwrap();
    let o = tpu_compat(&tmp.path().join("cache")).arg("diverge").arg(&d).arg("--out").arg(tmp.path().join("out")).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", show(&o));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad: model.mlir: line 3: @helper takes 1 arguments, the call passes 2"), "{}", show(&o));
}
