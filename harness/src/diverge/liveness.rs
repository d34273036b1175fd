//! Which elements of each value an output of the program depends on: an
//! origin must reach an output that diverged. JAX evaluates both branches of
//! a piecewise function (`jnp.where`, and `erf` as it lowers it: the erfc
//! branch computes `1/x²`) and a later `select` keeps one per element, so a
//! value can differ wildly, infinities included, only where no output reads
//! it. Such a difference is not where a divergence starts (XLA's inf/NaN
//! isolation faces the same problem and asks which elements are used).
//!
//! The analysis runs backwards over `@main`'s statements from the outputs
//! counted (the diverged ones): a value is dead (nothing reads it towards an
//! output), read in full ([`Live::All`]), or read only at some elements
//! ([`Live::Mask`], row-major). An elementwise op passes its result's mask to
//! each operand of the same shape; a `select` passes to its true operand the
//! elements where the predicate (the device's value of it) holds and to its
//! false operand the others; any other op (a reduction, a matrix product, a
//! reshape) reads its operands in full. Without the predicates' values (the
//! static pass, before anything ran) a select's branches are
//! [`Live::Partial`]: those are the values whose measured tensors are kept,
//! to measure them again over their live elements once the predicates are
//! known. Pure, so it is tested on statements.

use runtime::program_text::Statement;
use std::collections::HashMap;

/// Which elements of a value an output reads.
#[derive(Debug, Clone, PartialEq)]
pub enum Live {
    /// Every element (or any: the analysis cannot tell which).
    All,
    /// The elements set here (row-major), at least one.
    Mask(Vec<bool>),
    /// Some elements, through a select whose predicate is not known (static pass).
    Partial,
}

impl Live {
    fn union(self, other: Live) -> Live {
        match (self, other) {
            (Live::All, _) | (_, Live::All) => Live::All,
            (Live::Mask(a), Live::Mask(b)) if a.len() == b.len() => Live::Mask(a.iter().zip(&b).map(|(x, y)| *x || *y).collect()),
            (Live::Mask(_), Live::Mask(_)) => Live::All,
            _ => Live::Partial,
        }
    }

    /// This mask restricted to where `keep` holds; `None` when no element is left.
    fn and(&self, keep: &[bool], want: bool) -> Option<Live> {
        let m: Vec<bool> = match self {
            Live::All => keep.iter().map(|&k| k == want).collect(),
            Live::Mask(m) if m.len() == keep.len() => m.iter().zip(keep).map(|(&m, &k)| m && k == want).collect(),
            other => return Some(other.clone()),
        };
        m.iter().any(|&x| x).then_some(Live::Mask(m))
    }
}

/// Ops whose result element `i` reads element `i` of each operand of the result's shape only.
pub fn is_elementwise(op: &str) -> bool {
    let short = op.rsplit('.').next().unwrap_or(op);
    matches!(
        short,
        "abs"
            | "add"
            | "and"
            | "atan2"
            | "cbrt"
            | "ceil"
            | "clamp"
            | "compare"
            | "complex"
            | "convert"
            | "cosine"
            | "divide"
            | "erf"
            | "exponential"
            | "exponential_minus_one"
            | "floor"
            | "imag"
            | "is_finite"
            | "log"
            | "log_plus_one"
            | "logistic"
            | "maximum"
            | "minimum"
            | "multiply"
            | "negate"
            | "not"
            | "or"
            | "popcnt"
            | "power"
            | "real"
            | "reduce_precision"
            | "remainder"
            | "round_nearest_afz"
            | "round_nearest_even"
            | "rsqrt"
            | "shift_left"
            | "shift_right_arithmetic"
            | "shift_right_logical"
            | "sign"
            | "sine"
            | "sqrt"
            | "subtract"
            | "tan"
            | "tanh"
            | "xor"
            | "select"
            | "erf_inv"
            | "lgamma"
            | "digamma"
            | "sinh"
            | "cosh"
            | "asin"
            | "acos"
            | "atan"
            | "asinh"
            | "acosh"
            | "atanh"
    )
}

/// The live elements of every value of `statements` (and `@main`'s arguments), from the outputs
/// `outputs` (indices into `returned`) back. `sizes` gives each value's element count (values
/// without one are read in full); `predicates` the device's value of select predicates (`None`:
/// the static pass). A value absent from the answer is dead.
pub fn liveness(
    statements: &[Statement],
    returned: &[String],
    outputs: &[usize],
    sizes: &HashMap<String, usize>,
    predicates: Option<&HashMap<String, Vec<bool>>>,
) -> HashMap<String, Live> {
    let mut live: HashMap<String, Live> = HashMap::new();
    let add = |live: &mut HashMap<String, Live>, name: &str, l: Live| {
        let merged = match live.remove(name) {
            Some(old) => old.union(l),
            None => l,
        };
        live.insert(name.to_string(), merged);
    };
    for &o in outputs {
        if let Some(r) = returned.get(o) {
            add(&mut live, r, Live::All);
        }
    }
    for s in statements.iter().rev() {
        let Some(result) = s.names.iter().filter_map(|n| live.get(n).cloned()).reduce(Live::union) else { continue };
        let size = s.names.first().and_then(|n| sizes.get(n)).copied();
        let known: Vec<&String> = s.uses.iter().filter(|u| sizes.contains_key(*u)).collect();
        let short = s.short_op();
        if short == "select" && s.names.len() == 1 && s.uses.len() == 3 {
            let (p, a, b) = (&s.uses[0], &s.uses[1], &s.uses[2]);
            add(&mut live, p, result.clone());
            match predicates.map(|ps| ps.get(p)) {
                None => {
                    add(&mut live, a, Live::Partial);
                    add(&mut live, b, Live::Partial);
                }
                Some(Some(pv)) if Some(pv.len()) == size => {
                    if let Some(l) = result.and(pv, true) {
                        add(&mut live, a, l);
                    }
                    if let Some(l) = result.and(pv, false) {
                        add(&mut live, b, l);
                    }
                }
                Some(Some(pv)) if pv.len() == 1 => add(&mut live, if pv[0] { a } else { b }, result.clone()),
                Some(_) => {
                    add(&mut live, a, result.clone());
                    add(&mut live, b, result.clone());
                }
            }
            continue;
        }
        let elementwise = is_elementwise(&s.op) && s.names.len() == 1;
        for u in known {
            let l = if elementwise && size.is_some() && sizes.get(u.as_str()).copied() == size { result.clone() } else { Live::All };
            add(&mut live, u, l);
        }
    }
    live
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::program_text::parse_main;

    /// `y = select(|x| < 1, small(x), big(1/(x*x)))`, and an unused value.
    const P: &str = "func.func @main(%x: tensor<4xf32>, %w: tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n    %0 = stablehlo.multiply %x, %x : tensor<4xf32>\n    %1 = stablehlo.divide %c, %0 : tensor<4xf32>\n    %2 = stablehlo.abs %x : tensor<4xf32>\n    %3 = stablehlo.compare LT, %2, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n    %4 = stablehlo.select %3, %x, %1 : tensor<4xi1>, tensor<4xf32>\n    %5 = stablehlo.dot_general %w, %4, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>\n    %6 = stablehlo.tanh %x : tensor<4xf32>\n    %7 = stablehlo.sine %x : tensor<4xf32>\n    return %5, %7 : tensor<4xf32>, tensor<4xf32>\n}\n";

    fn sizes() -> HashMap<String, usize> {
        let mut m: HashMap<String, usize> =
            ["%x", "%0", "%1", "%2", "%3", "%4", "%5", "%6", "%7"].iter().map(|n| (n.to_string(), 4)).collect();
        m.insert("%w".into(), 16);
        m
    }

    #[test]
    fn a_select_passes_each_branch_the_elements_it_keeps() {
        let main = parse_main(P.as_bytes()).unwrap();
        let pred: HashMap<String, Vec<bool>> = [("%3".to_string(), vec![true, false, true, true])].into();
        let l = liveness(&main.statements, &main.returned, &[0], &sizes(), Some(&pred));
        // 1/(x*x) is read only where |x| >= 1: element 1; so is x*x.
        assert_eq!(l["%1"], Live::Mask(vec![false, true, false, false]));
        assert_eq!(l["%0"], Live::Mask(vec![false, true, false, false]));
        // x is read in full (the kept branch, and x*x reads element 1 of it too).
        assert_eq!(l["%x"], Live::All);
        assert_eq!((l["%4"].clone(), l["%w"].clone()), (Live::All, Live::All));
        // tanh is read by no output; sine only by output 1, which is not counted here.
        assert!(!l.contains_key("%6") && !l.contains_key("%7"));
        // Every element of the false branch discarded: the value is dead.
        let all: HashMap<String, Vec<bool>> = [("%3".to_string(), vec![true; 4])].into();
        let l = liveness(&main.statements, &main.returned, &[0, 1], &sizes(), Some(&all));
        assert!(!l.contains_key("%1") && !l.contains_key("%0") && l["%7"] == Live::All);
    }

    #[test]
    fn without_predicates_the_branches_are_partial_and_other_ops_read_in_full() {
        let main = parse_main(P.as_bytes()).unwrap();
        let l = liveness(&main.statements, &main.returned, &[0], &sizes(), None);
        assert_eq!((l["%1"].clone(), l["%0"].clone()), (Live::Partial, Live::Partial));
        assert_eq!(l["%x"], Live::All);
        assert_eq!(l["%3"], Live::All, "the predicate is read where the select is");
        // An unknown predicate value (not watched) keeps both branches whole.
        let l = liveness(&main.statements, &main.returned, &[0], &sizes(), Some(&HashMap::new()));
        assert_eq!(l["%1"], Live::All);
    }
}
