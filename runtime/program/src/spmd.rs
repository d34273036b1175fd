//! `run --spmd dp|fsdp --devices N`: any unsharded definition run sharded,
//! by writing sharding annotations into its program text (what
//! `jax.jit(f, in_shardings=...)` would have written): a Shardy mesh of one
//! axis `"d"` of N devices, `mhlo.num_partitions = N` on the module, an
//! `sdy.sharding` on every tensor argument of `@main` and a replicated one
//! on every result. The strategy decides the arguments:
//!
//! | strategy | data arguments | weight arguments |
//! |---|---|---|
//! | `dp` | first (batch) dimension split over `"d"` where N divides it | replicated |
//! | `fsdp` | as `dp` | first dimension split where N divides it |
//!
//! Every other dimension, and a first dimension N does not divide, stays
//! whole. A result that an argument aliases (a training step's state,
//! `tf.aliasing_output`) gets that argument's sharding, so the state keeps
//! its layout from step to step. The worker rewrites after hashing the
//! definition, so the definition's own baselines (recorded on one device)
//! judge the sharded run. A program that already carries shardings, or
//! declares more than one device, is refused, never re-annotated; a
//! one-device declaration (`mhlo.num_partitions = 1`, as every `jax.export`
//! writes) is rewritten to N. A single result written without parentheses
//! (`-> tensor<4xf32>`) is put in them, which its attribute needs.

use crate::lex::{self, code_view_str};
use crate::signature::{is_definition, TensorType};
use serde::{Deserialize, Serialize};

/// How a definition's arguments are laid out over the devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Strategy {
    /// Data parallel: data split by batch, weights replicated.
    Dp,
    /// Fully sharded data parallel: data by batch, weights by their first dimension.
    Fsdp,
}

impl Strategy {
    pub fn as_str(self) -> &'static str {
        match self {
            Strategy::Dp => "dp",
            Strategy::Fsdp => "fsdp",
        }
    }
}

impl std::str::FromStr for Strategy {
    type Err = SpmdError;
    fn from_str(s: &str) -> Result<Strategy, SpmdError> {
        match s {
            "dp" => Ok(Strategy::Dp),
            "fsdp" => Ok(Strategy::Fsdp),
            other => Err(SpmdError::UnknownStrategy(other.to_string())),
        }
    }
}

/// Why a program cannot be annotated.
#[derive(Debug, thiserror::Error)]
pub enum SpmdError {
    #[error("unknown --spmd strategy `{0}` (dp or fsdp)")]
    UnknownStrategy(String),
    #[error("--spmd rewrites program text; this program is bytecode")]
    Bytecode,
    #[error("--spmd needs at least 2 devices, --devices is {0}")]
    TooFewDevices(usize),
    #[error("--spmd: the program already carries shardings ({0}); run it as it declares")]
    AlreadySharded(&'static str),
    #[error("--spmd: the program already declares {0} devices (mhlo.num_partitions x mhlo.num_replicas); run it as it declares")]
    AlreadyDeclares(usize),
    #[error("--spmd: {0}")]
    Program(#[from] tensors::DataError),
    #[error("--spmd: @main has {program} arguments, the manifest {manifest}")]
    ArgumentCount { program: usize, manifest: usize },
    #[error("--spmd: {0}")]
    Unreadable(&'static str),
    #[error("--spmd: cannot read argument `{0}`")]
    Argument(String),
}

/// The mesh's name and its one axis.
const MESH: &str = "mesh";
const AXIS: &str = "d";

/// `program` with the annotations `strategy` asks for over `devices`
/// devices; `data` says, per argument of `@main` in order, whether it is a
/// data argument (else a weight).
pub fn annotate(program: &[u8], data: &[bool], devices: usize, strategy: Strategy) -> Result<Vec<u8>, SpmdError> {
    let text = std::str::from_utf8(program).map_err(|_| SpmdError::Bytecode)?;
    if devices < 2 {
        return Err(SpmdError::TooFewDevices(devices));
    }
    for already in ["sdy.mesh", "sdy.sharding", "mhlo.sharding"] {
        if text.contains(already) {
            return Err(SpmdError::AlreadySharded(already));
        }
    }
    let (partitions, replicas) = crate::sharding::module_device_counts(program)?;
    let declared = partitions.unwrap_or(1) * replicas.unwrap_or(1);
    if declared > 1 {
        return Err(SpmdError::AlreadyDeclares(declared));
    }
    // `mhlo.num_partitions = 1` (every jax.export writes it): the count becomes N in place.
    let rewritten;
    let text = match partitions.and_then(|_| count_value(text, "mhlo.num_partitions")) {
        Some(r) => {
            rewritten = format!("{}{devices}{}", &text[..r.start], &text[r.end..]);
            rewritten.as_str()
        }
        None => text,
    };
    // Which output each argument aliases: that result takes the argument's sharding.
    let aliases = crate::signature::argument_aliases(text.as_bytes()).unwrap_or_default();
    let view = code_view_str(text);
    let main = view
        .match_indices("@main(")
        .map(|(at, _)| at)
        .find(|&at| is_definition(&view, at))
        .ok_or(SpmdError::Unreadable("no `func.func @main(` in the program"))?;
    let mut edits: Vec<(usize, String)> = Vec::new();
    let open = main + "@main".len();
    let (args, close) = items(text, open)?;
    if args.len() != data.len() {
        return Err(SpmdError::ArgumentCount { program: args.len(), manifest: data.len() });
    }
    let mut split_results: Vec<usize> = Vec::new();
    for (i, (range, is_data)) in args.iter().zip(data).enumerate() {
        let arg = &text[range.clone()];
        let Some(colon) = arg.find(':') else { return Err(SpmdError::Argument(arg.trim().to_string())) };
        let split = *is_data || strategy == Strategy::Fsdp;
        if annotate_value(text, range.start + colon + 1, range.end, devices, split, &mut edits)? {
            if let Some(Some(out)) = aliases.get(i) {
                split_results.push(*out);
            }
        }
    }
    let rest = &text[close + 1..];
    let arrow = rest.find("->").filter(|&a| rest[..a].trim().is_empty()).ok_or(SpmdError::Unreadable("@main declares no results"))?;
    let after = close + 1 + arrow + 2;
    let first = after + text[after..].len() - text[after..].trim_start().len();
    if text[first..].starts_with('(') {
        let (results, _) = items(text, first)?;
        for (k, range) in results.into_iter().enumerate() {
            annotate_value(text, range.start, range.end, devices, split_results.contains(&k), &mut edits)?;
        }
    } else if text[first..].starts_with("tensor<") {
        // `-> tensor<..> {sdy.sharding = ..}` does not parse: a result's attributes need parentheses.
        let end = type_end(text, first)?;
        let mut inner = Vec::new();
        annotate_value(text, first, end, devices, split_results.contains(&0), &mut inner)?;
        edits.push((first, "(".into()));
        edits.extend(inner.into_iter().map(|(at, s)| (at, format!("{s})"))));
    }
    let module_attr = format!("mhlo.num_partitions = {devices} : i32");
    let mesh = format!("\n  sdy.mesh @{MESH} = <[\"{AXIS}\"={devices}]>\n");
    let no_body = SpmdError::Unreadable("cannot find the module's body");
    match view[..main].find("module") {
        Some(m) => {
            let body = m + view[m..main].find('{').ok_or(no_body)?;
            if view[m..body].contains("attributes") {
                if partitions.is_none() {
                    edits.push((body + 1, format!("{module_attr}, ")));
                }
                // The body opens at the first `{` after the attribute dictionary.
                let dict_end = lex::matching(text, body).ok_or(SpmdError::Unreadable("unbalanced brackets in the module's attributes"))?;
                let body2 = dict_end + view[dict_end..main].find('{').ok_or(SpmdError::Unreadable("cannot find the module's body"))?;
                edits.push((body2 + 1, mesh));
            } else {
                edits.push((body, format!("attributes {{{module_attr}}} ")));
                edits.push((body + 1, mesh));
            }
        }
        None => {
            edits.push((0, format!("module attributes {{{module_attr}}} {{{mesh}")));
            edits.push((text.len(), "\n}\n".into()));
        }
    }
    edits.sort_by_key(|(at, _)| std::cmp::Reverse(*at));
    let mut out = text.to_string();
    for (at, s) in edits {
        out.insert_str(at, &s);
    }
    Ok(out.into_bytes())
}

/// The byte range of the value of the module attribute `name = N`.
fn count_value(text: &str, name: &str) -> Option<std::ops::Range<usize>> {
    let at = code_view_str(text).find(name)? + name.len();
    let eq = at + text[at..].find('=')?;
    let start = eq + 1 + text[eq + 1..].len() - text[eq + 1..].trim_start().len();
    let len = text[start..].find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len() - start);
    (len > 0).then_some(start..start + len)
}

/// Annotates the value whose type starts in `text[from..end]`: after its
/// type, inside its attribute dictionary where it has one. Returns whether
/// the sharding splits it.
fn annotate_value(
    text: &str,
    from: usize,
    end: usize,
    devices: usize,
    split: bool,
    edits: &mut Vec<(usize, String)>,
) -> Result<bool, SpmdError> {
    let start = from + text[from..end].len() - text[from..end].trim_start().len();
    if !text[start..end].starts_with("tensor<") {
        return Ok(false); // a token or tuple: nothing to lay out
    }
    let type_end = type_end(text, start)?;
    let ty = TensorType::parse(&text[start..type_end])?;
    let splits = split && ty.shape.first().is_some_and(|&first| first > 0 && first % devices as i64 == 0);
    let dims: Vec<&str> = (0..ty.shape.len()).map(|d| if d == 0 && splits { "{\"d\"}" } else { "{}" }).collect();
    let sharding = format!("sdy.sharding = #sdy.sharding<@{MESH}, [{}]>", dims.join(", "));
    let next = type_end + text[type_end..end].len() - text[type_end..end].trim_start().len();
    if text[next..end].starts_with('{') {
        edits.push((next + 1, format!("{sharding}, ")));
    } else {
        edits.push((type_end, format!(" {{{sharding}}}")));
    }
    Ok(splits)
}

/// The end of the type starting at `at` (`tensor<...>` with nested `<>`).
fn type_end(text: &str, at: usize) -> Result<usize, SpmdError> {
    lex::type_token(&text[at..]).map(|t| at + t.len()).ok_or(SpmdError::Unreadable("unbalanced brackets in @main's signature"))
}

/// The comma-separated items of the parenthesised list opening at `open`
/// (byte ranges), and the position of its closing `)`.
fn items(text: &str, open: usize) -> Result<(Vec<std::ops::Range<usize>>, usize), SpmdError> {
    let close = lex::matching(text, open).ok_or(SpmdError::Unreadable("unbalanced brackets in @main's signature"))? - 1;
    let inside = &text[open + 1..close];
    Ok((lex::split_top_ranges(inside, b',').into_iter().map(|r| open + 1 + r.start..open + 1 + r.end).collect(), close))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sharding::{program_shardings, Sharding};

    const PLAIN: &str = "module @m {\n  func.func public @main(%w: tensor<8x4xf32>, %x: tensor<8x4xf32> {jax.arg_info = \"x{0}\"} loc(\"x\"), %t: tensor<f32>) -> (tensor<8x4xf32> {jax.result_info = \"\"}, tensor<f32>) {\n    return %x, %t : tensor<8x4xf32>, tensor<f32>\n  }\n}\n";

    fn tiles(s: &Option<Sharding>) -> Vec<usize> {
        match s {
            Some(Sharding::Tiled { tiles, .. }) => tiles.clone(),
            Some(Sharding::Replicated) | None => vec![],
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn dp_splits_data_by_batch_and_fsdp_the_weights_too() {
        let roles = [false, true, true];
        for (strategy, w) in [(Strategy::Dp, vec![1, 1]), (Strategy::Fsdp, vec![4, 1])] {
            let out = annotate(PLAIN.as_bytes(), &roles, 4, strategy).unwrap();
            let s = program_shardings(&out).unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(&out)));
            assert_eq!(s.num_partitions, Some(4));
            assert_eq!(s.meshes["mesh"].device_ids.len(), 4);
            let w_tiles = tiles(&s.args[0]);
            assert!(w_tiles.is_empty() && w == [1, 1] || w_tiles == w, "{strategy:?}: {w_tiles:?}");
            assert_eq!(tiles(&s.args[1]), [4, 1]);
            assert!(tiles(&s.args[2]).is_empty() || tiles(&s.args[2]).iter().all(|&t| t == 1));
            for r in &s.results {
                assert!(tiles(r).iter().all(|&t| t == 1), "results stay replicated");
            }
        }
    }

    #[test]
    fn an_indivisible_batch_stays_whole_and_shardings_are_not_rewritten() {
        let out = annotate(PLAIN.as_bytes(), &[false, true, true], 3, Strategy::Dp).unwrap();
        let s = program_shardings(&out).unwrap();
        assert!(tiles(&s.args[1]).iter().all(|&t| t == 1));
        let e = annotate(&out, &[false, true, true], 4, Strategy::Dp).unwrap_err();
        assert!(e.to_string().contains("already carries shardings"), "{e}");
        let e = annotate(PLAIN.as_bytes(), &[true], 4, Strategy::Dp).unwrap_err();
        assert!(e.to_string().contains("3 arguments, the manifest 1"), "{e}");
    }

    #[test]
    fn a_module_with_attributes_and_a_single_result() {
        let p = "module @m attributes {mhlo.frontend_attributes = {a = \"{\"}} {\n  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n    return %x : tensor<4xf32>\n  }\n}\n";
        let out = annotate(p.as_bytes(), &[true], 2, Strategy::Dp).unwrap();
        let text = String::from_utf8(out.clone()).unwrap();
        assert!(text.contains("attributes {mhlo.num_partitions = 2 : i32, mhlo.frontend_attributes"), "{text}");
        let s = program_shardings(&out).unwrap();
        assert_eq!(tiles(&s.args[0]), [2]);
        assert_eq!(s.results.len(), 1);
    }
}
