//! Shards: `--shard K/N` (K from 1) splits a suite's definitions into N
//! deterministic parts of about equal estimated cost, by greedy
//! longest-processing-time: definitions sorted by cost (then id) go, one by
//! one, to the currently lightest shard (ties to the lowest index). The
//! result depends only on the ids and costs, never on the machine.

use suites::Entry;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardSpec {
    /// 1-based.
    pub index: usize,
    pub count: usize,
}

/// Text that is no `K/N` shard.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("`{0}` is not a shard: write K/N with 1 <= K <= N, e.g. 2/3")]
pub struct BadShard(pub String);

impl std::str::FromStr for ShardSpec {
    type Err = BadShard;
    fn from_str(s: &str) -> Result<Self, BadShard> {
        let bad = || BadShard(s.to_string());
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let index: usize = k.trim().parse().map_err(|_| bad())?;
        let count: usize = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || count == 0 || index > count {
            return Err(bad());
        }
        Ok(ShardSpec { index, count })
    }
}

impl std::fmt::Display for ShardSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// For each entry (by position in `entries`), the 0-based shard it belongs to.
pub fn assign(entries: &[&Entry], count: usize) -> Vec<usize> {
    let count = count.max(1);
    let mut order: Vec<usize> = (0..entries.len()).collect();
    let cost = |i: usize| {
        if entries[i].cost.is_finite() && entries[i].cost > 0.0 {
            entries[i].cost
        } else {
            1.0
        }
    };
    order.sort_by(|&a, &b| cost(b).total_cmp(&cost(a)).then_with(|| entries[a].id.cmp(&entries[b].id)));
    let mut load = vec![0.0f64; count];
    let mut out = vec![0; entries.len()];
    for i in order {
        let mut best = 0;
        for s in 1..count {
            if load[s] < load[best] {
                best = s;
            }
        }
        load[best] += cost(i);
        out[i] = best;
    }
    out
}

/// The entries of shard `spec`, in their original order.
pub fn select<'a>(entries: &[&'a Entry], spec: ShardSpec) -> Vec<&'a Entry> {
    let a = assign(entries, spec.count);
    entries.iter().zip(a).filter(|(_, s)| *s == spec.index - 1).map(|(e, _)| *e).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(id: &str, cost: f64) -> Entry {
        Entry { id: id.into(), family: "f".into(), cost }
    }

    #[test]
    fn shards_cover_everything_once_and_balance() {
        let all: Vec<Entry> = (0..50).map(|i| e(&format!("d{i:02}"), 1.0 + (i % 7) as f64)).collect();
        let refs: Vec<&Entry> = all.iter().collect();
        let mut seen = std::collections::BTreeSet::new();
        let mut loads = Vec::new();
        for k in 1..=3 {
            let part = select(&refs, ShardSpec { index: k, count: 3 });
            loads.push(part.iter().map(|x| x.cost).sum::<f64>());
            for x in part {
                assert!(seen.insert(x.id.clone()), "{} twice", x.id);
            }
        }
        assert_eq!(seen.len(), 50);
        let (mn, mx) = loads.iter().fold((f64::MAX, 0.0f64), |(a, b), &l| (a.min(l), b.max(l)));
        assert!(mx - mn <= 7.0, "{loads:?}");
        // Deterministic, whatever the input order.
        let mut rev = refs.clone();
        rev.reverse();
        let a: Vec<_> = select(&refs, ShardSpec { index: 2, count: 3 })
            .iter()
            .map(|x| x.id.clone())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let b: Vec<_> = select(&rev, ShardSpec { index: 2, count: 3 })
            .iter()
            .map(|x| x.id.clone())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(a, b);
    }

    #[test]
    fn shard_specs_parse() {
        assert_eq!("2/3".parse::<ShardSpec>().unwrap(), ShardSpec { index: 2, count: 3 });
        assert!("0/3".parse::<ShardSpec>().is_err());
        assert!("4/3".parse::<ShardSpec>().is_err());
        assert!("x".parse::<ShardSpec>().is_err());
    }
}
