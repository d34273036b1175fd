//! Matching the tensors of a safetensors file to `@main`'s arguments (or
//! results): by name, by the exporter's own spelling, or by position
//! (`arg0`, `arg1`, ... / `out0`, ...), then checking each tensor's dtype
//! and shape against the program. Every mismatch is an error naming the
//! file and the argument, never a silent reorder.

use super::names::Named;
use runtime::{HostTensor, TensorType};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// One slot to fill: its names and the type the program declares.
#[derive(Debug, Clone)]
pub struct Slot<'a> {
    pub named: &'a Named,
    pub ty: &'a TensorType,
}

/// What the slots are called in messages (`argument`, `output`) and positionally (`arg`, `out`).
#[derive(Debug, Clone, Copy)]
pub struct Kind {
    pub noun: &'static str,
    pub prefix: &'static str,
}

pub const ARGUMENT: Kind = Kind { noun: "argument", prefix: "arg" };
pub const OUTPUT: Kind = Kind { noun: "output", prefix: "out" };

/// Gives every slot its tensor from `tensors` (the contents of `file`), in slot order.
pub fn bind(slots: &[Slot<'_>], kind: Kind, tensors: BTreeMap<String, HostTensor>, file: &Path) -> Result<Vec<HostTensor>, String> {
    let f = file.display();
    // Each key a slot answers to; a key two slots answer to is dropped (ambiguous).
    let mut keys: HashMap<String, Option<usize>> = HashMap::new();
    for (i, s) in slots.iter().enumerate() {
        let mut own = vec![s.named.name.clone(), format!("{}{i}", kind.prefix)];
        own.extend(s.named.raw.clone());
        own.dedup();
        for k in own {
            keys.entry(k)
                .and_modify(|v| {
                    if *v != Some(i) {
                        *v = None
                    }
                })
                .or_insert(Some(i));
        }
    }
    let mut given: Vec<Option<(String, HostTensor)>> = vec![None; slots.len()];
    for (key, t) in tensors {
        let i = match keys.get(&key) {
            Some(Some(i)) => *i,
            Some(None) => return Err(format!("{f}: tensor `{key}` names more than one {} of @main; key it by position", kind.noun)),
            None => {
                return Err(format!(
                    "{f}: tensor `{key}` matches no {noun} of @main (it takes {}: {}; or key them {prefix}0..{prefix}{})",
                    slots.len(),
                    list(slots),
                    slots.len().saturating_sub(1),
                    noun = kind.noun,
                    prefix = kind.prefix
                ))
            }
        };
        if let Some((other, _)) = &given[i] {
            return Err(format!("{f}: tensors `{other}` and `{key}` both give {} {i} `{}`", kind.noun, slots[i].named.name));
        }
        given[i] = Some((key, t));
    }
    let missing: Vec<String> = slots.iter().enumerate().filter(|(i, _)| given[*i].is_none()).map(|(i, s)| describe(i, s, kind)).collect();
    if !missing.is_empty() {
        let more = if missing.len() > 5 { format!(" and {} more", missing.len() - 5) } else { String::new() };
        return Err(format!("{f}: no tensor for {}{more}", missing.into_iter().take(5).collect::<Vec<_>>().join(", ")));
    }
    let mut out = Vec::with_capacity(slots.len());
    for (i, (s, g)) in slots.iter().zip(given).enumerate() {
        let Some((key, t)) = g else { continue };
        if !fits(s.ty, &t) {
            let via = if key == s.named.name { String::new() } else { format!(" (tensor `{key}`)") };
            return Err(format!(
                "{f}: {} {i} `{}`{via} is {}, but @main's {} {i} is {}",
                kind.noun,
                s.named.name,
                t.type_string(),
                kind.noun,
                s.ty.display()
            ));
        }
        out.push(t);
    }
    Ok(out)
}

/// Same dtype and rank; a dynamic (`?`) dimension takes any size.
pub fn fits(want: &TensorType, t: &HostTensor) -> bool {
    want.dtype == t.dtype && want.shape.len() == t.shape.len() && want.shape.iter().zip(&t.shape).all(|(w, g)| *w < 0 || w == g)
}

fn describe(i: usize, s: &Slot<'_>, kind: Kind) -> String {
    format!("{} {i} `{}` ({})", kind.noun, s.named.name, s.ty.display())
}

fn list(slots: &[Slot<'_>]) -> String {
    let names: Vec<&str> = slots.iter().take(8).map(|s| s.named.name.as_str()).collect();
    let more = if slots.len() > 8 { ", ..." } else { "" };
    format!("{}{more}", names.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::DType;

    fn named(name: &str, raw: Option<&str>) -> Named {
        Named { name: name.into(), raw: raw.map(String::from) }
    }

    fn f32t(shape: &[i64]) -> HostTensor {
        HostTensor::zeros(DType::F32, shape).unwrap()
    }

    #[test]
    fn by_name_raw_name_or_position() {
        let names = [named("params.w", Some("params['w']")), named("x", Some("x")), named("arg2", None)];
        let types = [
            TensorType { dtype: DType::F32, shape: vec![3, 4] },
            TensorType { dtype: DType::F32, shape: vec![-1, 3] },
            TensorType { dtype: DType::F32, shape: vec![] },
        ];
        let slots: Vec<Slot> = names.iter().zip(&types).map(|(n, t)| Slot { named: n, ty: t }).collect();
        let mut m = BTreeMap::new();
        m.insert("params['w']".to_string(), f32t(&[3, 4]));
        m.insert("arg1".to_string(), f32t(&[5, 3]));
        m.insert("arg2".to_string(), f32t(&[]));
        let got = bind(&slots, ARGUMENT, m, Path::new("in.safetensors")).unwrap();
        assert_eq!(got[1].shape, vec![5, 3]);

        let mut wrong = BTreeMap::new();
        wrong.insert("params.w".to_string(), f32t(&[4, 3]));
        wrong.insert("x".to_string(), f32t(&[2, 3]));
        wrong.insert("arg2".to_string(), f32t(&[]));
        let e = bind(&slots, ARGUMENT, wrong, Path::new("in.safetensors")).unwrap_err();
        assert_eq!(e, "in.safetensors: argument 0 `params.w` is f32[4,3], but @main's argument 0 is f32[3,4]");

        let mut twice = BTreeMap::new();
        twice.insert("x".to_string(), f32t(&[2, 3]));
        twice.insert("arg1".to_string(), f32t(&[2, 3]));
        assert!(bind(&slots, ARGUMENT, twice, Path::new("i")).unwrap_err().contains("both give argument 1 `x`"));

        let mut extra = BTreeMap::new();
        extra.insert("y".to_string(), f32t(&[2, 3]));
        assert!(bind(&slots, ARGUMENT, extra, Path::new("i")).unwrap_err().contains("tensor `y` matches no argument"));

        let e = bind(&slots, ARGUMENT, BTreeMap::new(), Path::new("i")).unwrap_err();
        assert!(e.contains("no tensor for argument 0 `params.w` (f32[3,4]), argument 1 `x` (f32[?,3])"), "{e}");
    }
}
