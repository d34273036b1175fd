//! Which real lengths a sweep runs. The default probes the edges (1, 2, 3,
//! the bound and its neighbours), the middle (bound/2 +- 1) and the primes
//! up to the bound, where off-by-one and divisibility bugs of padded
//! kernels tend to show; `edges` is the quick check, `all` the exhaustive one.

/// A `--lengths` policy.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LengthPolicy {
    #[default]
    Default,
    Edges,
    All,
    List(Vec<i64>),
}

/// A `--lengths` that runs nothing, or no length.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BadLengths {
    #[error("--lengths: `{0}` is not a length (expected all, edges, default, or N[,N...])")]
    NotALength(String),
    #[error("--lengths: {0} is not a length (lengths start at 1)")]
    BelowOne(i64),
    #[error("--lengths: none of the chosen definitions of {0} has a sequence bound")]
    NoBound(String),
    #[error("--lengths: {length} is beyond the largest bound ({bound}) of the chosen definitions")]
    BeyondBound { length: i64, bound: i64 },
}

impl std::str::FromStr for LengthPolicy {
    type Err = BadLengths;
    fn from_str(s: &str) -> Result<LengthPolicy, BadLengths> {
        match s.trim() {
            "" | "default" => Ok(LengthPolicy::Default),
            "edges" => Ok(LengthPolicy::Edges),
            "all" => Ok(LengthPolicy::All),
            list => {
                let mut v = Vec::new();
                for part in list.split(',') {
                    let n: i64 = part.trim().parse().map_err(|_| BadLengths::NotALength(part.to_string()))?;
                    if n < 1 {
                        return Err(BadLengths::BelowOne(n));
                    }
                    v.push(n);
                }
                Ok(LengthPolicy::List(v))
            }
        }
    }
}

impl LengthPolicy {
    /// The policy's name as `--lengths` takes it back.
    pub fn to_arg(&self) -> String {
        match self {
            LengthPolicy::Default => "default".into(),
            LengthPolicy::Edges => "edges".into(),
            LengthPolicy::All => "all".into(),
            LengthPolicy::List(v) => v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(","),
        }
    }

    /// Sorted, deduplicated lengths within `lo..=hi` (prefill: 1..=bound;
    /// decode: cache lengths 1..=bound-1). Listed lengths outside are dropped.
    pub fn lengths(&self, lo: i64, hi: i64) -> Vec<i64> {
        let mut v: Vec<i64> = match self {
            LengthPolicy::All => (lo..=hi).collect(),
            LengthPolicy::Edges => vec![1, hi / 2, hi],
            LengthPolicy::List(l) => l.clone(),
            LengthPolicy::Default => {
                let mut v = vec![1, 2, 3, hi / 2 - 1, hi / 2, hi / 2 + 1, hi - 1, hi];
                v.extend((2..=hi).filter(|&n| is_prime(n)));
                v
            }
        };
        v.retain(|&n| n >= lo && n <= hi);
        v.sort_unstable();
        v.dedup();
        v
    }
}

fn is_prime(n: i64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// Refuses listed `--lengths` beyond every chosen definition's bound (they would run nothing).
pub fn check_lengths(suite: &suites::Suite, chosen: &[String], lengths: &LengthPolicy) -> Result<(), BadLengths> {
    let LengthPolicy::List(list) = lengths else {
        return Ok(());
    };
    let max_bound = chosen.iter().filter_map(|id| suite.position(id).and_then(|i| suite.bound(i))).max();
    match max_bound {
        None => Err(BadLengths::NoBound(suite.name.clone())),
        Some(b) => match list.iter().find(|&&l| l > b) {
            Some(&length) => Err(BadLengths::BeyondBound { length, bound: b }),
            None => Ok(()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_lengths_for_bound_16() {
        assert_eq!(LengthPolicy::Default.lengths(1, 16), vec![1, 2, 3, 5, 7, 8, 9, 11, 13, 15, 16]);
        assert_eq!(LengthPolicy::Edges.lengths(1, 16), vec![1, 8, 16]);
        assert_eq!(LengthPolicy::All.lengths(1, 4), vec![1, 2, 3, 4]);
        assert_eq!(LengthPolicy::Default.lengths(1, 2), vec![1, 2]);
    }

    #[test]
    fn policies_parse_and_lists_are_clamped() {
        assert_eq!("edges".parse::<LengthPolicy>().unwrap(), LengthPolicy::Edges);
        let l: LengthPolicy = "3, 40,1".parse().unwrap();
        assert_eq!(l.lengths(1, 16), vec![1, 3]);
        assert!("0".parse::<LengthPolicy>().is_err());
        assert!("some".parse::<LengthPolicy>().is_err());
        assert_eq!(l.to_arg(), "3,40,1");
    }
}
