//! The shardings a `shard_map` export implies for `@main`: `jax.export` of
//! a `shard_map` writes no `sdy.sharding` on `@main`'s arguments and
//! results, only `in_shardings` / `out_shardings` on the
//! `sdy.manual_computation` that takes the arguments and makes the results.
//! Shardy propagates those onto `@main`, so the compiled executable takes
//! (and returns) shards; [`fill`] gives each unannotated argument the
//! in-sharding of the manual computation it feeds, and each unannotated
//! result the out-sharding of the manual computation it comes from, so the
//! host splits and assembles as the executable expects.
//!
//! The same holds for the forms a `shard_map` takes elsewhere: under GSPMD
//! (`jax_use_shardy_partitioner=False`) the argument feeds a
//! `custom_call @Sharding` carrying its `mhlo.sharding` and the result comes
//! from `custom_call @SPMDShardToFullShape`; in a Shardy round trip the
//! result comes from `custom_call @xla.sdy.LocalToGlobalShape` with its
//! `xla.sdy.out_shardings`.
//!
//! Read from the code view (strings and comments blanked, same offsets),
//! the sharding texts from the original; what is not understood is left
//! unannotated, never guessed.

use crate::lex::{self, matching, string_entry};
use crate::sharding::{Mesh, Sharding};
use std::collections::BTreeMap;

/// The top-level pieces of a list's inside, trimmed.
fn top_level(inside: &str) -> Vec<String> {
    lex::split_top(inside, b',').into_iter().map(|p| p.trim().to_string()).collect()
}

fn ssa_name(s: &str) -> String {
    s.trim().chars().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '%' | '_' | '.' | '$' | '-' | '#')).collect()
}

/// `@main`'s argument names (`%arg0`, ...), in order.
fn main_args(original: &str, view: &str) -> Option<Vec<String>> {
    let open = view.find("@main(")? + "@main".len();
    let close = matching(view, open)?;
    let inner = &original[open + 1..close - 1];
    Some(top_level(inner).iter().map(|a| ssa_name(a.split(':').next().unwrap_or(""))).collect())
}

/// The operands of `@main`'s `return` (the first bare `return` after its header).
fn main_return(original: &str, view: &str) -> Option<Vec<String>> {
    let start = view.find("@main(")?;
    let b = view.as_bytes();
    let at = view[start..]
        .match_indices("return")
        .map(|(i, _)| start + i)
        .find(|&i| b[i - 1].is_ascii_whitespace() && b.get(i + 6).is_some_and(|c| c.is_ascii_whitespace()))?;
    let line_end = view[at..].find([':', '\n']).map(|e| at + e)?;
    Some(original[at + 6..line_end].split(',').map(ssa_name).filter(|s| !s.is_empty()).collect())
}

/// One `sdy.manual_computation`: its result name, operands and shardings.
struct Manual {
    result: String,
    operands: Vec<String>,
    ins: Vec<String>,
    outs: Vec<String>,
}

/// The `name=[...]` list after `from`, as sharding texts.
fn sharding_list(original: &str, view: &str, from: usize, name: &str) -> Option<Vec<String>> {
    let at = from + view[from..].find(name)? + name.len();
    let open = at + view[at..].find('[')?;
    let close = matching(view, open)?;
    Some(top_level(&original[open + 1..close - 1]))
}

fn manual_computations(original: &str, view: &str) -> Vec<Manual> {
    let mut out = Vec::new();
    for (at, _) in view.match_indices("sdy.manual_computation(") {
        let line_start = view[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
        let result = ssa_name(view[line_start..at].split('=').next().unwrap_or(""));
        let result = result.split(':').next().unwrap_or("").to_string();
        let open = at + "sdy.manual_computation".len();
        let Some(close) = matching(view, open) else { continue };
        let operands = original[open + 1..close - 1].split(',').map(ssa_name).collect();
        let (Some(ins), Some(outs)) =
            (sharding_list(original, view, close, "in_shardings="), sharding_list(original, view, close, "out_shardings="))
        else {
            continue;
        };
        out.push(Manual { result, operands, ins, outs });
    }
    out
}

/// A `custom_call` that carries the sharding of its operand or result.
struct Marker {
    target: String,
    result: String,
    operand: String,
    /// The sharding it names, as text: GSPMD, or Shardy (`<@mesh, ...>`).
    gspmd: Option<String>,
    shardy_out: Option<String>,
}

fn markers(original: &str, view: &str) -> Vec<Marker> {
    let mut out = Vec::new();
    for (at, _) in view.match_indices("stablehlo.custom_call @") {
        let name_at = at + "stablehlo.custom_call @".len();
        let target: String = view[name_at..].chars().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.')).collect();
        if !matches!(target.as_str(), "Sharding" | "SPMDShardToFullShape" | "xla.sdy.LocalToGlobalShape") {
            continue;
        }
        let open = name_at + target.len();
        if view.as_bytes().get(open) != Some(&b'(') {
            continue;
        }
        let Some(close) = matching(view, open) else { continue };
        let line_start = view[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
        let line_end = view[close..].find('\n').map(|i| close + i).unwrap_or(view.len());
        let attrs = &original[close..line_end];
        let result = ssa_name(view[line_start..at].split('=').next().unwrap_or(""));
        let shardy_out = string_entry(attrs, "xla.sdy.out_shardings").and_then(|v| {
            let inner = v.trim().strip_prefix("#sdy.sharding_per_value<")?.strip_suffix('>')?.trim();
            let list = inner.strip_prefix('[')?.strip_suffix(']')?;
            let entries = top_level(list);
            (entries.len() == 1).then(|| entries[0].clone())
        });
        out.push(Marker {
            target,
            result,
            operand: ssa_name(&original[open + 1..close - 1]),
            gspmd: string_entry(attrs, "mhlo.sharding"),
            shardy_out,
        });
    }
    out
}

/// Fills `args` and `results` left unannotated from the manual computations
/// that take or make them (see the module doc).
pub(crate) fn fill(
    original: &str,
    view: &str,
    meshes: &BTreeMap<String, Mesh>,
    args: &mut [Option<Sharding>],
    results: &mut [Option<Sharding>],
) {
    let forms = ["sdy.manual_computation(", "@Sharding(", "@SPMDShardToFullShape(", "@xla.sdy.LocalToGlobalShape("];
    if !forms.iter().any(|f| view.contains(f)) || (args.iter().all(Option::is_some) && results.iter().all(Option::is_some)) {
        return;
    }
    let manuals = manual_computations(original, view);
    let marks = markers(original, view);
    let parse = |t: &str| Sharding::parse_shardy(&format!("#sdy.sharding{t}"), meshes).ok();
    let marked = |m: &Marker| match (&m.gspmd, &m.shardy_out) {
        (_, Some(t)) => parse(t),
        (Some(g), None) => Sharding::parse_gspmd(g).ok(),
        _ => None,
    };
    if let Some(names) = main_args(original, view).filter(|n| n.len() == args.len()) {
        for (slot, name) in args.iter_mut().zip(&names) {
            if slot.is_some() {
                continue;
            }
            let found = manuals.iter().find_map(|m| m.operands.iter().position(|o| o == name).and_then(|j| m.ins.get(j)));
            *slot = match found {
                Some(t) => parse(t),
                None => marks.iter().find(|m| m.target == "Sharding" && m.operand == *name).and_then(marked),
            };
        }
    }
    if let Some(names) = main_return(original, view).filter(|n| n.len() == results.len()) {
        for (slot, name) in results.iter_mut().zip(&names) {
            if slot.is_some() {
                continue;
            }
            let (base, k) = match name.split_once('#') {
                Some((b, k)) => (b, k.parse::<usize>().unwrap_or(usize::MAX)),
                None => (name.as_str(), 0),
            };
            let found = manuals.iter().find(|m| m.result == base).and_then(|m| m.outs.get(k));
            *slot = match found {
                Some(t) => parse(t),
                None => marks.iter().find(|m| m.target != "Sharding" && m.result == *name).and_then(marked),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::sharding::{program_shardings, Sharding};

    #[test]
    fn a_shard_map_export_gets_its_manual_shardings() {
        let program = r#"module @m attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["d"=4]>
  func.func public @main(%arg0: tensor<8x3xf32> loc("x"), %arg1: tensor<3xf32>) -> (tensor<8x3xf32> {jax.result_info = "result"}, tensor<2x3xf32>) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}, {}]>] out_shardings=[<@mesh, [{"d"}, {}]>, <@mesh, [{}, {}]>] manual_axes={"d"} (%a: tensor<2x3xf32>) {
      sdy.return %a, %a : tensor<2x3xf32>, tensor<2x3xf32>
    } : (tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<2x3xf32>)
    return %0#0, %0#1 : tensor<8x3xf32>, tensor<2x3xf32>
  }
}"#;
        let s = program_shardings(program.as_bytes()).unwrap();
        assert_eq!(s.args[0].as_ref().and_then(Sharding::num_devices), Some(4), "{:?}", s.args);
        assert_eq!(s.args[1], None, "an argument no manual computation takes stays unannotated");
        assert!(matches!(s.results[0], Some(Sharding::Tiled { ref tiles, .. }) if tiles == &[4, 1]), "{:?}", s.results);
        assert!(matches!(s.results[1], Some(Sharding::Replicated) | Some(Sharding::Tiled { .. })), "{:?}", s.results);
        assert_eq!(s.results[1].as_ref().unwrap().shard_shape(&[2, 3]).unwrap(), vec![2, 3]);
    }

    #[test]
    fn gspmd_and_round_tripped_shard_maps_get_theirs() {
        let gspmd = r#"module @m attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%arg0: tensor<8x3xf32> loc("x")) -> (tensor<8x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x3xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = stablehlo.custom_call @SPMDShardToFullShape(%2) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x3xf32>) -> tensor<8x3xf32>
    return %3 : tensor<8x3xf32>
  }
}"#;
        let s = program_shardings(gspmd.as_bytes()).unwrap();
        assert_eq!(s.args[0].as_ref().unwrap().shard_shape(&[8, 3]).unwrap(), vec![2, 3], "{:?}", s.args);
        assert_eq!(s.results[0].as_ref().unwrap().shard_shape(&[8, 3]).unwrap(), vec![2, 3], "{:?}", s.results);
        let shardy = include_str!("../../tests/data/shard_map_custom_call.mlir");
        let s = program_shardings(shardy.as_bytes()).unwrap();
        assert_eq!(s.results[0].as_ref().unwrap().shard_shape(&[2]).unwrap(), vec![2], "{:?}", s.results);
    }
}
