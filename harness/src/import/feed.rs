//! A training step's feed at import: which output becomes which argument at
//! the next step, from what the exporter said, written into `model.toml`'s
//! `[training]` section for every run to read (`crate::train`).
//!
//! The program's donation (`tf.aliasing_output`, `jax.buffer_donor`) says
//! which arguments are state, not which output feeds each: JAX pairs every
//! donated argument with the first unused output of its type, so a step
//! counter `t: f32[]` aliases the loss. So the feed comes, in this order, from:
//!
//! 1. `--feed ARG=OUT`: an argument (or a pytree of them: `params`) and the
//!    output (or output pytree: `result[1]`) that becomes it;
//! 2. `--state-in-order`: the convention of `(params, m, v, t, batch) ->
//!    (loss, params', m', v', t')`, the donated arguments' next values as the
//!    last outputs, in argument order;
//! 3. names: a result whose pytree path below its top level is the
//!    argument's path (a step returning `(loss, {"params": ..., "t": ...})`);
//! 4. structure: each donated pytree (`params`, `opt`) and the one result
//!    pytree with exactly its leaves (paths and types), where only one
//!    pairing of all of them exists.
//!
//! A donated argument none of these decides is refused, by name, with what
//! could feed it.

use super::names::{plain, Named};
use super::signature::Signature;
use suites::definition::TrainingSpec;

/// What the user said about the feed.
#[derive(Debug, Clone, Default)]
pub struct Given {
    /// `--feed ARG=OUT`, as typed.
    pub feeds: Vec<(String, String)>,
    /// `--state-in-order`.
    pub in_order: bool,
}

/// A `--feed` that is not `ARG=OUT`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("`{0}`: give ARG=OUT (an argument or argument pytree, and the output or output pytree that becomes it)")]
pub struct BadFeed(pub String);

/// `--feed ARG=OUT`.
pub fn parse_feed(s: &str) -> Result<(String, String), BadFeed> {
    match s.split_once('=') {
        Some((a, o)) if !a.trim().is_empty() && !o.trim().is_empty() => Ok((a.trim().to_string(), o.trim().to_string())),
        _ => Err(BadFeed(s.to_string())),
    }
}

/// One argument or result as a pytree leaf: its top-level group and its path below it.
#[derive(Debug, Clone)]
struct Leaf {
    group: String,
    below: String,
    ty: String,
}

/// `params['w1']` -> (`params`, `['w1']`); `result[1]['b']` -> (`result[1]`, `['b']`).
fn split(raw: &str) -> (String, String) {
    let cut = if raw.starts_with("result[") { raw.find(']').map(|i| i + 1) } else { raw.find('[') };
    match cut {
        Some(i) => (raw[..i].to_string(), raw[i..].to_string()),
        None => (raw.to_string(), String::new()),
    }
}

fn leaves(named: &[Named], types: &[runtime::TensorType]) -> Vec<Leaf> {
    named
        .iter()
        .zip(types)
        .map(|(n, t)| {
            let (group, below) = split(n.raw.as_deref().unwrap_or(&n.name));
            Leaf { group, below, ty: t.display() }
        })
        .collect()
}

/// Whether `key` names slot `i` (plain name, exporter's spelling, or `argN`/`outN`).
fn names_slot(key: &str, n: &Named, i: usize, prefix: &str) -> bool {
    key == n.name || n.raw.as_deref() == Some(key) || key == format!("{prefix}{i}") || plain(key) == n.name
}

/// Whether `key` names the group of `leaf` (`params`, `result[2]`, `result.2`).
fn names_group(key: &str, leaf: &Leaf) -> bool {
    key == leaf.group || plain(key) == plain(&leaf.group)
}

/// The `[training]` section for a program with signature `sig` and
/// donated arguments `donors`, or `None` where it is not a training step
/// (nothing donated, nothing given). `program` names the file in errors.
pub fn resolve(sig: &Signature, donors: &[bool], given: &Given, program: &str) -> Result<Option<TrainingSpec>, String> {
    let n_args = sig.args.len();
    let donated: Vec<usize> = (0..n_args).filter(|&i| donors.get(i).copied().unwrap_or(false)).collect();
    if donated.is_empty() {
        if !given.feeds.is_empty() || given.in_order {
            return Err(format!(
                "{program}: --feed/--state-in-order given, but @main donates no argument (no tf.aliasing_output or jax.buffer_donor): \
                 export the step with donate_argnums so its state can stay on the device"
            ));
        }
        return Ok(None);
    }
    let args = leaves(&sig.arg_names, &sig.args);
    let results = leaves(&sig.result_names, &sig.results);
    let mut feed: Vec<Option<usize>> = vec![None; n_args];
    let mut from: Vec<&str> = Vec::new();

    // 1. --feed.
    for (a, o) in &given.feeds {
        let flag = format!("--feed {a}={o}");
        if let Some(i) = (0..n_args).find(|&i| names_slot(a, &sig.arg_names[i], i, "arg")) {
            let out = (0..results.len())
                .find(|&r| names_slot(o, &sig.result_names[r], r, "out"))
                .ok_or_else(|| format!("{flag}: no output of @main is `{o}` ({})", list_names(&sig.result_names)))?;
            feed[i] = Some(out);
            continue;
        }
        let members: Vec<usize> = (0..n_args).filter(|&i| names_group(a, &args[i])).collect();
        if members.is_empty() {
            return Err(format!("{flag}: no argument of @main is `{a}` ({})", list_names(&sig.arg_names)));
        }
        for i in members {
            let out = (0..results.len())
                .find(|&r| names_group(o, &results[r]) && results[r].below == args[i].below)
                .ok_or_else(|| format!("{flag}: argument `{}` has no output `{o}{}` to be fed by", sig.arg_names[i].name, args[i].below))?;
            feed[i] = Some(out);
        }
    }
    if !given.feeds.is_empty() {
        from.push("--feed");
    }
    let open = |feed: &[Option<usize>]| donated.iter().copied().filter(|&i| feed[i].is_none()).collect::<Vec<usize>>();
    let used = |feed: &[Option<usize>], r: usize| feed.contains(&Some(r));

    // 2. --state-in-order: the last outputs, in the donated arguments' order.
    if given.in_order {
        let rest = open(&feed);
        let free: Vec<usize> = (0..results.len()).filter(|&r| !used(&feed, r)).collect();
        if free.len() < rest.len() {
            return Err(format!("{program}: --state-in-order: {} donated arguments, but only {} outputs are left", rest.len(), free.len()));
        }
        for (i, r) in rest.iter().zip(&free[free.len() - rest.len()..]) {
            if args[*i].ty != results[*r].ty {
                return Err(format!(
                    "{program}: --state-in-order pairs argument `{}` ({}) with output `{}` ({}): the outputs are not the state in argument order",
                    sig.arg_names[*i].name, args[*i].ty, sig.result_names[*r].name, results[*r].ty
                ));
            }
            feed[*i] = Some(*r);
        }
        from.push("--state-in-order");
    }

    // 3. names: a result whose path below its top level is the argument's whole path.
    let mut by_name = false;
    for i in open(&feed) {
        let whole = plain(sig.arg_names[i].raw.as_deref().unwrap_or(&sig.arg_names[i].name));
        let hit: Vec<usize> = (0..results.len())
            .filter(|&r| {
                !used(&feed, r) && results[r].ty == args[i].ty && !results[r].below.is_empty() && plain(&results[r].below) == whole
            })
            .collect();
        if let [r] = hit[..] {
            feed[i] = Some(r);
            by_name = true;
        }
    }
    if by_name {
        from.push("names");
    }

    // 4. structure: donated pytrees paired with result pytrees of the same leaves.
    let rest = open(&feed);
    if !rest.is_empty() {
        let groups = group_leaves(rest.iter().map(|&i| (i, &args[i])));
        let free = group_leaves((0..results.len()).filter(|&r| !used(&feed, r)).map(|r| (r, &results[r])));
        let fits: Vec<Vec<usize>> =
            groups.iter().map(|(_, m)| (0..free.len()).filter(|&f| same_leaves(m, &free[f].1, &args, &results)).collect()).collect();
        let solutions = pairings(&fits, free.len(), 64);
        let fixed: Vec<Option<usize>> = (0..groups.len())
            .map(|g| {
                let first = solutions.first()?[g];
                (solutions.len() < 64 && solutions.iter().all(|s| s[g] == first)).then_some(first)
            })
            .collect();
        let mut unknown = Vec::new();
        for (g, (name, members)) in groups.iter().enumerate() {
            match fixed[g] {
                Some(f) => {
                    for (i, below) in members {
                        let r = free[f].1.iter().find(|(_, b)| b == below).map(|(r, _)| *r);
                        feed[*i] = r;
                    }
                }
                None => {
                    let could: Vec<String> = fits[g].iter().map(|&f| format!("`{}`", free[f].0)).collect();
                    let could = match could.len() {
                        0 => "no output pytree has its leaves".to_string(),
                        n if n <= CANDIDATES => format!("could be {}", could.join(" or ")),
                        n => format!("could be {} and {} more", could[..CANDIDATES].join(", "), n - CANDIDATES),
                    };
                    unknown.push(format!("`{name}` ({could})"));
                }
            }
        }
        if fixed.iter().any(Option::is_some) {
            from.push("structure");
        }
        if !unknown.is_empty() {
            return Err(format!(
                "{program}: which output becomes the donated argument{} {} at the next step cannot be known from the export: \
                 its aliasing is buffer reuse (JAX pairs a donated argument with the first unused output of its type), not the feed; \
                 say it with --feed ARG=OUT (an argument or pytree and the output or pytree that becomes it, e.g. --feed {}={}), \
                 or --state-in-order where the step returns its loss then the state in argument order",
                if unknown.len() > 1 { "s" } else { "" },
                listed(&unknown),
                groups.iter().find(|(_, m)| m.iter().any(|(i, _)| feed[*i].is_none())).map(|(n, _)| n.as_str()).unwrap_or("ARG"),
                "OUT",
            ));
        }
    }
    let mut spec = TrainingSpec { from: from.join(" + "), ..Default::default() };
    for (i, f) in feed.iter().enumerate() {
        if let Some(o) = f {
            spec.feed.insert(sig.arg_names[i].name.clone(), sig.result_names[*o].name.clone());
        }
    }
    Ok(Some(spec))
}

/// At most this many candidate outputs are named per argument in an
/// ambiguity error, the rest counted: with [`listed`]'s five arguments, the
/// message stays a few lines whatever the program (a step of hundreds of
/// same-typed tensors made one line of tens of thousands of characters).
const CANDIDATES: usize = 3;

/// Leaves by group, in order of first appearance: (group, [(slot, path below)]).
type Groups = Vec<(String, Vec<(usize, String)>)>;

fn group_leaves<'a>(items: impl Iterator<Item = (usize, &'a Leaf)>) -> Groups {
    let mut groups: Groups = Vec::new();
    for (i, l) in items {
        match groups.iter_mut().find(|(g, _)| *g == l.group) {
            Some((_, m)) => m.push((i, l.below.clone())),
            None => groups.push((l.group.clone(), vec![(i, l.below.clone())])),
        }
    }
    groups
}

/// Whether an argument group and a result group hold the same leaves (paths and types).
fn same_leaves(a: &[(usize, String)], r: &[(usize, String)], args: &[Leaf], results: &[Leaf]) -> bool {
    let key = |m: &[(usize, String)], ls: &[Leaf]| {
        let mut k: Vec<(String, String)> = m.iter().map(|(i, b)| (b.clone(), ls[*i].ty.clone())).collect();
        k.sort();
        k
    };
    key(a, args) == key(r, results)
}

/// Every way (up to `limit`) to give each argument group its own result
/// group among those that fit it (`fits[g]`, of `free` result groups): per
/// solution, the result group of each.
fn pairings(fits: &[Vec<usize>], free: usize, limit: usize) -> Vec<Vec<usize>> {
    fn go(g: usize, fits: &[Vec<usize>], taken: &mut [bool], cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>, limit: usize) {
        if out.len() >= limit {
            return;
        }
        if g == fits.len() {
            out.push(cur.clone());
            return;
        }
        for &f in &fits[g] {
            if !taken[f] {
                taken[f] = true;
                cur.push(f);
                go(g + 1, fits, taken, cur, out, limit);
                cur.pop();
                taken[f] = false;
            }
        }
    }
    let mut out = Vec::new();
    go(0, fits, &mut vec![false; free], &mut Vec::new(), &mut out, limit);
    out
}

fn list_names(named: &[Named]) -> String {
    let all: Vec<String> = named.iter().map(|n| format!("`{}`", n.raw.as_deref().unwrap_or(&n.name))).collect();
    listed(&all)
}

/// The first 5 of `items`, with a count of the rest.
fn listed(items: &[String]) -> String {
    let mut s = items.iter().take(5).cloned().collect::<Vec<_>>().join(", ");
    if items.len() > 5 {
        s.push_str(&format!(" and {} more", items.len() - 5));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::{DType, TensorType};

    fn named(raw: &[&str]) -> Vec<Named> {
        raw.iter().map(|r| Named { name: plain(r), raw: Some(r.to_string()) }).collect()
    }

    fn f32s(shapes: &[&[i64]]) -> Vec<TensorType> {
        shapes.iter().map(|s| TensorType { dtype: DType::F32, shape: s.to_vec() }).collect()
    }

    fn sig(args: &[&str], arg_shapes: &[&[i64]], results: &[&str], result_shapes: &[&[i64]]) -> Signature {
        Signature {
            args: f32s(arg_shapes),
            results: f32s(result_shapes),
            arg_names: named(args),
            result_names: named(results),
            names_from: "loc".into(),
            format: "text",
        }
    }

    #[test]
    fn paths_split_at_their_top_level() {
        assert_eq!(split("params['w1']"), ("params".to_string(), "['w1']".to_string()));
        assert_eq!(split("result[1]['mu']['b']"), ("result[1]".to_string(), "['mu']['b']".to_string()));
        assert_eq!(split("t"), ("t".to_string(), String::new()));
        assert_eq!(split("result[4]"), ("result[4]".to_string(), String::new()));
    }

    #[test]
    fn structure_decides_where_one_pairing_exists_and_refuses_where_two_do() {
        // (p: {a, b}, s: {c}) -> (loss, s', p'): one pairing.
        let s = sig(
            &["p['a']", "p['b']", "s['c']", "x"],
            &[&[2], &[3], &[2], &[4]],
            &["result[0]", "result[1]['c']", "result[2]['a']", "result[2]['b']"],
            &[&[], &[2], &[2], &[3]],
        );
        let spec = resolve(&s, &[true, true, true, false], &Given::default(), "f").unwrap().unwrap();
        assert_eq!(spec.feed.get("p.a").map(String::as_str), Some("result.2.a"));
        assert_eq!(spec.feed.get("s.c").map(String::as_str), Some("result.1.c"));
        assert_eq!(spec.from, "structure");
        // (a, b) -> (loss, b', a') of one type: two pairings.
        let s = sig(&["a", "b"], &[&[2], &[2]], &["result[0]", "result[1]", "result[2]"], &[&[], &[2], &[2]]);
        let e = resolve(&s, &[true, true], &Given::default(), "f").unwrap_err();
        assert!(e.contains("`a` (could be `result[1]` or `result[2]`)"), "{e}");
        // Many of one type: three candidates named per argument, the rest counted.
        let shapes: Vec<&[i64]> = vec![&[2]; 9];
        let args: Vec<String> = (0..8).map(|i| format!("a{i}")).collect();
        let results: Vec<String> = (0..9).map(|i| format!("result[{i}]")).collect();
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        let r: Vec<&str> = results.iter().map(String::as_str).collect();
        let mut result_shapes = shapes.clone();
        result_shapes[0] = &[];
        let many = sig(&a, &shapes[..8], &r, &result_shapes);
        let e = resolve(&many, &[true; 8], &Given::default(), "f").unwrap_err();
        assert!(e.contains("`a0` (could be `result[1]`, `result[2]`, `result[3]` and 5 more)"), "{e}");
        assert!(e.contains("and 3 more at the next step"), "five arguments named, three counted: {e}");
        let told = Given { feeds: vec![("a".into(), "result[2]".into()), ("b".into(), "out1".into())], in_order: false };
        let spec = resolve(&s, &[true, true], &told, "f").unwrap().unwrap();
        assert_eq!((spec.feed["a"].as_str(), spec.feed["b"].as_str(), spec.from.as_str()), ("result.2", "result.1", "--feed"));
    }

    #[test]
    fn nothing_donated_is_no_training_step() {
        let s = sig(&["x"], &[&[2]], &["result[0]"], &[&[2]]);
        assert_eq!(resolve(&s, &[false], &Given::default(), "f").unwrap(), None);
        assert!(parse_feed("a").is_err() && parse_feed("=b").is_err());
        assert_eq!(parse_feed(" a = result[1] ").unwrap(), ("a".to_string(), "result[1]".to_string()));
    }
}
