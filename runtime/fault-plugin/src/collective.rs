//! Per-device faults of a partitioned program (`KIND@OP#N device=D`): a
//! device whose kernel for one op, or whose part of one collective, is
//! wrong while the other devices compute right, so copies of a replicated
//! value disagree.
//!
//! The value is perturbed inside an `sdy.manual_computation` over every
//! mesh axis (replicated in and out), where `stablehlo.partition_id` says
//! which device runs it: partition `D` takes the perturbed value, the others
//! the value unchanged.
//!
//! A global-view program has no collectives of its own: XLA's partitioner
//! adds them. For `OP` a collective, the plugin first compiles the program
//! with every top-level statement of `@main` tagged by a location
//! (`runtime::program_text::tagged`: XLA keeps it as the `op_name` of every
//! instruction made from it), reads the compiled module's `N`-th
//! instruction of that collective (`runtime::program_shape::collectives`)
//! and the statement it was made for, and perturbs that statement's result on device `D`: the value
//! the collective delivered there (an all-reduce's sum, an all-gather's
//! whole array). A compile holding fewer such collectives is not perturbed,
//! so the fault fails exactly the programs whose partitioning uses it.

use crate::numeric::{perturb, with_element, Perturbation};
use runtime::program_text::Statement;
use runtime::TensorType;

/// Collectives a marker may name, with their HLO opcode.
pub const COLLECTIVES: [(&str, &str); 5] = [
    ("all_reduce", "all-reduce"),
    ("all_gather", "all-gather"),
    ("reduce_scatter", "reduce-scatter"),
    ("all_to_all", "all-to-all"),
    ("collective_permute", "collective-permute"),
];

/// The HLO opcode of a collective's StableHLO name (`all_reduce`).
pub fn hlo_opcode(op: &str) -> Option<&'static str> {
    COLLECTIVES.iter().find(|(name, _)| *name == op).map(|(_, code)| *code)
}

/// `program` with `target`'s result perturbed on partition `device` only.
pub fn perturb_on_device(program: &[u8], p: &Perturbation, target: &Statement, device: usize) -> Result<Vec<u8>, String> {
    let text = std::str::from_utf8(program).map_err(|_| "a per-device fault needs a text program".to_string())?;
    let (Some(name), 1, [ty]) = (&target.name, target.count, &target.result_types[..]) else {
        return Err(format!("line {}: `{}` must have exactly one result of a known type to be perturbed", target.line, target.op));
    };
    if *p == Perturbation::PolyExp {
        return Err("poly-exp replaces an op, it cannot apply to one device".into());
    }
    let tt = TensorType::parse(ty).map_err(|e| format!("line {}: {e}", target.line))?;
    if !tt.dtype.is_float() || tt.shape.iter().any(|&d| d < 0) {
        return Err(format!("line {}: only static float results can be perturbed, not {ty}", target.line));
    }
    let shardings = runtime::sharding::program_shardings(program).map_err(|e| e.to_string())?;
    let (mesh, axes) = shardings
        .meshes
        .iter()
        .next()
        .map(|(n, m)| (n.clone(), m.axes.iter().map(|(a, _)| format!("\"{a}\"")).collect::<Vec<_>>().join(", ")))
        .ok_or("a per-device fault needs an sdy.mesh to run one device's code in (a Shardy program)")?;
    let n = &name[1..];
    let v = |s: &str| format!("%fault_{n}_{s}");
    let (raw, arg, wrong) = (v("raw"), v("arg"), v("wrong"));
    let pred = with_element(&tt, "i1");
    let mut body = perturb(p, target, &wrong, &arg, ty, &tt)?;
    body.extend([
        format!("{} = \"stablehlo.partition_id\"() : () -> tensor<ui32>", v("pid")),
        format!("{} = \"stablehlo.constant\"() {{value = dense<{device}> : tensor<ui32>}} : () -> tensor<ui32>", v("dev")),
        format!(
            "{} = \"stablehlo.compare\"({}, {}) {{comparison_direction = #stablehlo<comparison_direction EQ>}} : (tensor<ui32>, tensor<ui32>) -> tensor<i1>",
            v("on"),
            v("pid"),
            v("dev")
        ),
        format!("{} = \"stablehlo.broadcast_in_dim\"({}) {{broadcast_dimensions = array<i64>}} : (tensor<i1>) -> {pred}", v("here"), v("on")),
        format!("{} = \"stablehlo.select\"({}, {wrong}, {arg}) : ({pred}, {ty}, {ty}) -> {ty}", v("out"), v("here")),
        format!("sdy.return {} : {ty}", v("out")),
    ]);
    let replicated = format!("<@{mesh}, [{}]>", vec!["{}"; tt.shape.len()].join(", "));
    let stmt = &text[target.span.clone()];
    let at = stmt.find(name.as_str()).ok_or("the result name is not in the statement")?;
    let mut out = String::with_capacity(text.len() + 2048);
    out.push_str(&text[..target.span.start]);
    out.push_str(&stmt[..at]);
    out.push_str(&raw);
    out.push_str(&stmt[at + name.len()..]);
    if !stmt.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&format!(
        "    {name} = sdy.manual_computation({raw}) in_shardings=[{replicated}] out_shardings=[{replicated}] manual_axes={{{axes}}} ({arg}: {ty}) {{\n"
    ));
    for l in body {
        out.push_str("      ");
        out.push_str(&l);
        out.push('\n');
    }
    out.push_str(&format!("    }} : ({ty}) -> {ty}\n"));
    out.push_str(&text[target.span.end..]);
    Ok(out.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::program_text::parse_main;

    const P: &str = "module @m attributes {mhlo.num_partitions = 4 : i32} {\n  sdy.mesh @mesh = <[\"x\"=4]>\n  func.func public @main(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}) -> tensor<4xf32> {\n    %z = stablehlo.constant dense<0.0> : tensor<f32>\n    %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>\n    %1 = stablehlo.tanh %0 : tensor<4xf32>\n    return %1 : tensor<4xf32>\n  }\n}\n";

    #[test]
    fn one_device_takes_the_perturbed_value_in_a_manual_computation() {
        let main = parse_main(P.as_bytes()).unwrap();
        let out = perturb_on_device(P.as_bytes(), &Perturbation::Scale(0.5), &main.statements[1], 2).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("%fault_0_raw = stablehlo.reduce(%x init: %z)"), "{out}");
        assert!(out.contains("%0 = sdy.manual_computation(%fault_0_raw) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={\"x\"} (%fault_0_arg: tensor<4xf32>) {"), "{out}");
        assert!(out.contains("dense<2> : tensor<ui32>") && out.contains("\"stablehlo.partition_id\"()"), "{out}");
        assert!(out.contains("\"stablehlo.select\"(%fault_0_here, %fault_0_wrong, %fault_0_arg)"), "{out}");
        assert!(parse_main(out.as_bytes()).is_ok());
        let e = perturb_on_device(P.as_bytes(), &Perturbation::PolyExp, &main.statements[1], 2).unwrap_err();
        assert!(e.contains("one device"), "{e}");
        let no_mesh =
            P.replace("  sdy.mesh @mesh = <[\"x\"=4]>\n", "").replace(" {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}", "");
        let e = perturb_on_device(no_mesh.as_bytes(), &Perturbation::Scale(0.5), &main.statements[1], 2).unwrap_err();
        assert!(e.contains("sdy.mesh"), "{e}");
    }

    #[test]
    fn collectives_have_their_hlo_opcodes() {
        assert_eq!(hlo_opcode("all_reduce"), Some("all-reduce"));
        assert_eq!(hlo_opcode("tanh"), None);
        for (_, code) in COLLECTIVES {
            assert!(runtime::program_shape::COLLECTIVE_OPCODES.contains(&code), "{code}");
        }
    }
}
