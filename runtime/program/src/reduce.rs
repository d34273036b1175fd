//! A smaller program cut out of `@main`: the rewrites `tpu-compat reduce`
//! searches with, owned here because they are rewrites of program text.
//!
//! A cut keeps a set of `@main`'s top-level statements ([`crate::text`],
//! read after `inline_calls`) and returns chosen values. Everything a kept
//! statement reads that no kept statement computes becomes an argument of
//! the cut ([`Source`]: an argument of the original, or a value the
//! original computed, which the caller feeds from a reference run), so
//! dropping an op means its uses read the value it would have computed.
//! Statements nothing returned needs are dropped ([`live`]: dead-code
//! removal); constants a kept statement reads are kept with it (they cost
//! nothing and stay the same). Outputs are either fixed (a parity failure
//! of one output) or the kept values nothing else reads ([`sinks`]).
//!
//! A training step's cut stays a training step: each donated argument of
//! the original stays an argument, donated (`tf.aliasing_output`) to the
//! output that feeds it at the next step, so a failure that needs K steps
//! of carried state can still be reached ([`cut`]'s `donated`).
//!
//! Fault-plugin markers travel with the cut: one aimed at the N-th op of a
//! kind (`scale:1e-2@exponential#7`) is renumbered to that op's place among
//! the kept ones, or left out when the op is dropped, so a simulated device
//! keeps failing on the same op and on no other; any other marker line is
//! copied as it is.

use crate::text::{value_refs, MainFunction};
use std::collections::{BTreeSet, HashMap, HashSet};

const FAULT_PREFIX: &str = "// tpu-compat-fault:";

/// Why a cut could not be written.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum CutError {
    /// An output named is neither an argument of `@main` nor a result of one of its statements.
    #[error("the value {0} is neither an argument of @main nor a result of one of its ops")]
    UnknownValue(String),
    /// A value that becomes an argument has no type the reader could take.
    #[error("the value {0} has no type written where it is made")]
    Untyped(String),
    #[error("a cut needs at least one output")]
    NoOutputs,
    /// A training step's state value that the cut does not return.
    #[error("the value {0} feeds a donated argument, and the cut does not return it")]
    StateNotReturned(String),
}

/// Where an argument of a cut comes from.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Source {
    /// The original's argument at this position.
    Argument(usize),
    /// A value the original computes (`%12`, `%5#1`), fed from a reference run.
    Value(String),
}

/// A cut written as a program.
#[derive(Debug, Clone, PartialEq)]
pub struct Cut {
    /// The program: one `@main`, markers and location aliases carried over.
    pub text: String,
    /// The cut's arguments in order, with their types.
    pub arguments: Vec<(Source, String)>,
    /// The original's value each output returns, in order, with its type.
    pub outputs: Vec<(String, String)>,
    /// Indices (in the original's statements) of the statements kept.
    pub kept: BTreeSet<usize>,
    /// A training step's feed: (argument, output) positions in the cut, the
    /// output becoming the argument at the next step; empty for a plain cut.
    pub feed: Vec<(usize, usize)>,
}

impl Cut {
    /// Top-level ops of the cut, constants included.
    pub fn ops(&self) -> usize {
        self.kept.len()
    }
}

/// Every value's maker: statement index and result position.
pub fn producers(main: &MainFunction) -> HashMap<String, (usize, usize)> {
    let mut m = HashMap::new();
    for (i, s) in main.statements.iter().enumerate() {
        for (j, n) in s.names.iter().enumerate() {
            m.insert(n.clone(), (i, j));
        }
    }
    m
}

fn is_constant(main: &MainFunction, i: usize) -> bool {
    main.statements[i].short_op() == "constant"
}

/// The values statement `i` reads that `@main` knows (its arguments and
/// statements' results; names local to its regions left out).
fn reads<'a>(main: &'a MainFunction, producers: &'a HashMap<String, (usize, usize)>, i: usize) -> impl Iterator<Item = &'a String> {
    let args: HashSet<&str> = main.args.iter().map(|(n, _)| n.as_str()).collect();
    let own: HashSet<&String> = main.statements[i].names.iter().collect();
    main.statements[i].uses.iter().filter(move |u| !own.contains(u) && (producers.contains_key(*u) || args.contains(u.as_str())))
}

/// The statements of `keep` that `outputs` need (walking back from them
/// through kept statements only), plus every constant a needed statement reads.
pub fn live(main: &MainFunction, keep: &BTreeSet<usize>, outputs: &[String]) -> BTreeSet<usize> {
    let producers = producers(main);
    let mut needed = BTreeSet::new();
    let mut stack: Vec<usize> = outputs.iter().filter_map(|o| producers.get(o).map(|p| p.0)).collect();
    while let Some(i) = stack.pop() {
        if !(keep.contains(&i) || is_constant(main, i)) || !needed.insert(i) {
            continue;
        }
        stack.extend(reads(main, &producers, i).filter_map(|u| producers.get(u).map(|p| p.0)));
    }
    needed
}

/// The results of kept statements that no other kept statement reads, in
/// program order (constants aside): what a cut returns when its outputs are free.
pub fn sinks(main: &MainFunction, keep: &BTreeSet<usize>) -> Vec<String> {
    let producers = producers(main);
    let read: HashSet<&String> = keep.iter().flat_map(|&i| reads(main, &producers, i)).collect();
    keep.iter()
        .filter(|&&i| !is_constant(main, i))
        .flat_map(|&i| main.statements[i].names.iter())
        .filter(|n| !read.contains(n))
        .cloned()
        .collect()
}

/// The cut of `text` (whose `@main` is `main`) keeping the statements of
/// `keep` that `outputs` need, returning `outputs` (values of the original).
/// `donated` holds a training step's state: (argument of the original, the
/// value that feeds it), each value among `outputs`; each such argument
/// stays an argument of the cut, read or not, donated to that output.
pub fn cut(
    text: &str,
    main: &MainFunction,
    keep: &BTreeSet<usize>,
    outputs: &[String],
    donated: &[(usize, String)],
) -> Result<Cut, CutError> {
    if outputs.is_empty() {
        return Err(CutError::NoOutputs);
    }
    if let Some((_, v)) = donated.iter().find(|(_, v)| !outputs.contains(v)) {
        return Err(CutError::StateNotReturned(v.clone()));
    }
    if let Some(&(i, _)) = donated.iter().find(|(i, _)| *i >= main.args.len()) {
        return Err(CutError::UnknownValue(format!("argument #{i}")));
    }
    let producers = producers(main);
    let arg_index: HashMap<&str, usize> = main.args.iter().enumerate().map(|(i, (n, _))| (n.as_str(), i)).collect();
    let type_of = |v: &str| -> Result<String, CutError> {
        if let Some(&i) = arg_index.get(v) {
            return Ok(main.args[i].1.clone());
        }
        let &(s, j) = producers.get(v).ok_or_else(|| CutError::UnknownValue(v.to_string()))?;
        main.statements[s].result_types.get(j).filter(|t| !t.is_empty()).cloned().ok_or_else(|| CutError::Untyped(v.to_string()))
    };
    let kept = live(main, keep, outputs);
    // Every value read (or returned) that no kept statement makes is an argument, first use first.
    let mut arguments: Vec<(Source, String)> = Vec::new();
    let mut renames: HashMap<String, String> = HashMap::new();
    let mut bind = |v: &String, arguments: &mut Vec<(Source, String)>| -> Result<(), CutError> {
        if renames.contains_key(v) || producers.get(v).is_some_and(|p| kept.contains(&p.0)) {
            return Ok(());
        }
        let source = match arg_index.get(v.as_str()) {
            Some(&i) => Source::Argument(i),
            None => Source::Value(v.clone()),
        };
        renames.insert(v.clone(), format!("%reduce_in{}", arguments.len()));
        arguments.push((source, type_of(v)?));
        Ok(())
    };
    for &i in &kept {
        for u in reads(main, &producers, i) {
            bind(u, &mut arguments)?;
        }
    }
    for o in outputs {
        bind(o, &mut arguments)?;
    }
    for (i, _) in donated {
        bind(&main.args[*i].0, &mut arguments)?;
    }
    let feed: Vec<(usize, usize)> = donated
        .iter()
        .filter_map(|(i, v)| {
            let param = arguments.iter().position(|(s, _)| *s == Source::Argument(*i))?;
            Some((param, outputs.iter().position(|o| o == v)?))
        })
        .collect();
    let outputs: Vec<(String, String)> = outputs.iter().map(|o| type_of(o).map(|t| (o.clone(), t))).collect::<Result<_, _>>()?;

    let markers: String = text.lines().filter_map(|l| carried_marker(l.trim(), main, &kept)).map(|m| m + "\n").collect();
    let aliases: String = text.lines().filter(|l| crate::lex::location_alias(l).is_some()).map(|l| format!("{}\n", l.trim())).collect();
    let params: Vec<String> = arguments
        .iter()
        .enumerate()
        .map(|(k, (_, t))| match feed.iter().find(|(p, _)| *p == k) {
            Some((_, o)) => format!("%reduce_in{k}: {t} {{tf.aliasing_output = {o} : i32}}"),
            None => format!("%reduce_in{k}: {t}"),
        })
        .collect();
    let body: String = kept.iter().map(|&i| rename(text[main.statements[i].span.clone()].trim_end(), &renames) + "\n").collect();
    let returned: Vec<String> = outputs.iter().map(|(o, _)| renames.get(o).cloned().unwrap_or_else(|| o.clone())).collect();
    let types: Vec<&str> = outputs.iter().map(|(_, t)| t.as_str()).collect();
    let program = format!(
        "{markers}// Cut by tpu-compat reduce: {} of {} ops kept.\nmodule @reduced {{\n  func.func public @main({}) -> ({}) {{\n{body}    return {} : {}\n  }}\n}}\n{aliases}",
        kept.len(),
        main.statements.len(),
        params.join(", "),
        types.join(", "),
        returned.join(", "),
        types.join(", "),
    );
    Ok(Cut { text: program, arguments, outputs, kept, feed })
}

/// `%name` tokens replaced by their new names (others, region-local ones included, kept).
pub fn rename(s: &str, renames: &HashMap<String, String>) -> String {
    let mut out = String::with_capacity(s.len());
    let mut copied = 0;
    for r in value_refs(s) {
        if let Some(new) = renames.get(&s[r.clone()]) {
            out.push_str(&s[copied..r.start]);
            out.push_str(new);
            copied = r.end;
        }
    }
    out.push_str(&s[copied..]);
    out
}

/// A marker line as the cut carries it: an op-counting one (`KIND@OP#N` or
/// `#last`, and what follows) renumbered among the kept statements, or
/// `None` when its op is not kept; any other marker as it is; not a marker: `None`.
fn carried_marker(line: &str, main: &MainFunction, kept: &BTreeSet<usize>) -> Option<String> {
    let rest = line.strip_prefix(FAULT_PREFIX)?;
    let Some((kind, target)) = rest.split_once('@') else { return Some(line.to_string()) };
    let Some((op, tail)) = target.split_once('#') else { return Some(line.to_string()) };
    let (nth, suffix) = tail.split_once(char::is_whitespace).map(|(n, s)| (n, format!(" {s}"))).unwrap_or((tail, String::new()));
    let op = op.trim();
    if matches!(op, "compile" | "execute") {
        return Some(line.to_string());
    }
    let short = op.strip_prefix("stablehlo.").unwrap_or(op);
    let of_kind: Vec<usize> = (0..main.statements.len()).filter(|&i| main.statements[i].short_op() == short).collect();
    let aimed = match nth.trim() {
        "last" => of_kind.last().copied(),
        n => n.parse::<usize>().ok().filter(|&n| n >= 1).and_then(|n| of_kind.get(n - 1).copied()),
    }?;
    if !kept.contains(&aimed) {
        return None;
    }
    let place = of_kind.iter().filter(|&&i| i <= aimed && kept.contains(&i)).count();
    Some(format!("{FAULT_PREFIX}{kind}@{op}#{place}{suffix}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_main;

    const PROGRAM: &str = "// tpu-compat-fault: scale:0.5@exponential#2 fused
// tpu-compat-fault: abort@compile op=tanh
module @m {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1.0> : tensor<4xf32>
    %0 = stablehlo.exponential %arg0 : tensor<4xf32> loc(#loc1)
    %1 = stablehlo.add %0, %c : tensor<4xf32>
    %2 = stablehlo.exponential %1 : tensor<4xf32>
    %3 = stablehlo.tanh %2 : tensor<4xf32>
    %4 = stablehlo.multiply %arg1, %arg1 : tensor<4xf32>
    return %3, %4 : tensor<4xf32>, tensor<4xf32>
  }
}
#loc1 = loc(\"exp\")
";

    fn all(main: &MainFunction) -> BTreeSet<usize> {
        (0..main.statements.len()).collect()
    }

    #[test]
    fn dead_code_goes_and_constants_stay_with_their_readers() {
        let main = parse_main(PROGRAM.as_bytes()).unwrap();
        assert_eq!(live(&main, &all(&main), &["%3".to_string()]), BTreeSet::from([0, 1, 2, 3, 4]));
        assert_eq!(live(&main, &all(&main), &["%4".to_string()]), BTreeSet::from([5]));
        // The constant is kept with the add that reads it, though not listed.
        assert_eq!(live(&main, &BTreeSet::from([2]), &["%1".to_string()]), BTreeSet::from([0, 2]));
        assert_eq!(sinks(&main, &BTreeSet::from([1, 2, 3])), vec!["%2".to_string()]);
        assert_eq!(sinks(&main, &all(&main)), vec!["%3".to_string(), "%4".to_string()]);
    }

    #[test]
    fn a_dropped_op_becomes_an_argument_fed_its_value() {
        let main = parse_main(PROGRAM.as_bytes()).unwrap();
        let c = cut(PROGRAM, &main, &BTreeSet::from([3, 4]), &["%3".to_string()], &[]).unwrap();
        assert_eq!(c.arguments, vec![(Source::Value("%1".to_string()), "tensor<4xf32>".to_string())]);
        assert_eq!(c.outputs, vec![("%3".to_string(), "tensor<4xf32>".to_string())]);
        assert_eq!(c.ops(), 2);
        assert!(c.text.contains("%2 = stablehlo.exponential %reduce_in0 : tensor<4xf32>"), "{}", c.text);
        assert!(c.text.contains("return %3 : tensor<4xf32>"), "{}", c.text);
        // The second exponential is the first kept: the marker follows it; the op-aimed one is copied.
        assert!(
            c.text.starts_with("// tpu-compat-fault: scale:0.5@exponential#1 fused\n// tpu-compat-fault: abort@compile op=tanh\n"),
            "{}",
            c.text
        );
        let again = parse_main(c.text.as_bytes()).unwrap();
        assert_eq!(again.args.len(), 1);
        assert_eq!(again.statements.iter().map(|s| s.op.as_str()).collect::<Vec<_>>(), ["stablehlo.exponential", "stablehlo.tanh"]);
    }

    #[test]
    fn original_arguments_keep_their_source_and_locations_travel() {
        let main = parse_main(PROGRAM.as_bytes()).unwrap();
        let c = cut(PROGRAM, &main, &all(&main), &["%1".to_string(), "%4".to_string()], &[]).unwrap();
        let sources: Vec<&Source> = c.arguments.iter().map(|(s, _)| s).collect();
        assert_eq!(sources, [&Source::Argument(0), &Source::Argument(1)]);
        assert!(c.text.contains("loc(#loc1)") && c.text.contains("#loc1 = loc(\"exp\")"), "{}", c.text);
        // The perturbed exponential (the second) is not kept: its marker is left out.
        assert!(!c.text.contains("scale:0.5"), "{}", c.text);
        assert_eq!(parse_main(c.text.as_bytes()).unwrap().returned, ["%1", "%4"]);
    }

    #[test]
    fn a_returned_value_not_computed_is_passed_through_and_bad_outputs_are_refused() {
        let main = parse_main(PROGRAM.as_bytes()).unwrap();
        let c = cut(PROGRAM, &main, &BTreeSet::new(), &["%2".to_string()], &[]).unwrap();
        assert_eq!(c.ops(), 0);
        assert!(c.text.contains("return %reduce_in0 : tensor<4xf32>"), "{}", c.text);
        assert_eq!(cut(PROGRAM, &main, &all(&main), &["%9".to_string()], &[]), Err(CutError::UnknownValue("%9".to_string())));
        assert_eq!(cut(PROGRAM, &main, &all(&main), &[], &[]), Err(CutError::NoOutputs));
    }

    #[test]
    fn a_training_steps_cut_keeps_its_state_donated_to_the_output_that_feeds_it() {
        let main = parse_main(PROGRAM.as_bytes()).unwrap();
        // %arg1 is state fed by %4; the cut keeps only the tanh, so %arg1 is read by nothing kept.
        let outputs = ["%3".to_string(), "%4".to_string()];
        let c = cut(PROGRAM, &main, &BTreeSet::from([4]), &outputs, &[(1, "%4".to_string())]).unwrap();
        let state = c.arguments.iter().position(|(s, _)| *s == Source::Argument(1)).expect("the state stays an argument");
        assert_eq!(c.feed, vec![(state, 1)]);
        assert!(c.text.contains(&format!("%reduce_in{state}: tensor<4xf32> {{tf.aliasing_output = 1 : i32}}")), "{}", c.text);
        let again = parse_main(c.text.as_bytes()).unwrap();
        assert_eq!(again.args.len(), c.arguments.len());
        // The state's output must be returned.
        assert_eq!(
            cut(PROGRAM, &main, &all(&main), &["%3".to_string()], &[(1, "%4".to_string())]),
            Err(CutError::StateNotReturned("%4".to_string()))
        );
    }
}
