//! Delta debugging (Zeller and Hildebrandt's `ddmin`): the smallest subset
//! of a set of changes that still makes a test hold, found by halving first
//! (two chunks), then trying each chunk's complement, then finer chunks.
//! Used over the options that differ between two compile settings and over
//! the HLO passes a compile ran. Each test is a trial in its own process,
//! so outcomes are memoised (a subset is never tried twice) and the number
//! of trials is bounded; a test that errs ends the search with that error.

use std::collections::{BTreeMap, BTreeSet};

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Minimal {
    /// The indices of the subset found, ascending: every test of a smaller
    /// subset the search made failed (1-minimal when `exhausted` is false).
    pub subset: Vec<usize>,
    /// The trial budget ran out before the subset was 1-minimal.
    pub exhausted: bool,
    /// Tests made (memoised repeats not counted).
    pub tests: usize,
}

/// Finds a minimal subset of `0..n` for which `test` holds, given that it
/// holds for the whole set (the caller has observed that). `budget` bounds
/// the tests made here.
pub fn ddmin<E>(n: usize, budget: usize, mut test: impl FnMut(&[usize]) -> Result<bool, E>) -> Result<Minimal, E> {
    let mut memo: BTreeMap<Vec<usize>, bool> = BTreeMap::new();
    let mut tests = 0usize;
    let mut current: Vec<usize> = (0..n).collect();
    let mut granularity = 2usize;
    let mut run = |subset: Vec<usize>, tests: &mut usize| -> Result<Option<bool>, E> {
        if let Some(&r) = memo.get(&subset) {
            return Ok(Some(r));
        }
        if *tests >= budget {
            return Ok(None);
        }
        *tests += 1;
        let r = test(&subset)?;
        memo.insert(subset, r);
        Ok(Some(r))
    };
    while current.len() >= 2 {
        let chunks = split(&current, granularity);
        let mut next: Option<(Vec<usize>, usize)> = None;
        let mut out_of_budget = false;
        for c in &chunks {
            match run(c.clone(), &mut tests)? {
                Some(true) => {
                    next = Some((c.clone(), 2));
                    break;
                }
                Some(false) => {}
                None => out_of_budget = true,
            }
        }
        if next.is_none() && chunks.len() > 2 {
            for c in &chunks {
                let drop: BTreeSet<usize> = c.iter().copied().collect();
                let complement: Vec<usize> = current.iter().copied().filter(|i| !drop.contains(i)).collect();
                match run(complement.clone(), &mut tests)? {
                    Some(true) => {
                        next = Some((complement, (granularity - 1).max(2)));
                        break;
                    }
                    Some(false) => {}
                    None => out_of_budget = true,
                }
            }
        }
        match next {
            Some((subset, g)) => {
                current = subset;
                granularity = g;
            }
            None if out_of_budget => return Ok(Minimal { subset: current, exhausted: true, tests }),
            None if granularity >= current.len() => break,
            None => granularity = (granularity * 2).min(current.len()),
        }
    }
    Ok(Minimal { subset: current, exhausted: false, tests })
}

/// `items` in `n` contiguous chunks of near-equal size (none empty).
fn split(items: &[usize], n: usize) -> Vec<Vec<usize>> {
    let n = n.clamp(1, items.len().max(1));
    let mut out = Vec::with_capacity(n);
    let mut start = 0;
    for k in 0..n {
        let end = start + (items.len() - start) / (n - k);
        out.push(items[start..end].to_vec());
        start = end;
    }
    out.retain(|c| !c.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holds_with(needed: &'static [usize]) -> impl FnMut(&[usize]) -> Result<bool, ()> {
        move |s: &[usize]| Ok(needed.iter().all(|i| s.contains(i)))
    }

    #[test]
    fn one_culprit_is_found_by_halving() {
        let m = ddmin(16, 100, holds_with(&[11])).unwrap();
        assert_eq!(m.subset, [11]);
        assert!(!m.exhausted);
        // Halving: about 2 log2(16) tests, far fewer than one per item.
        assert!(m.tests <= 10, "{}", m.tests);
    }

    #[test]
    fn two_culprits_far_apart_are_both_kept() {
        let m = ddmin(10, 200, holds_with(&[0, 9])).unwrap();
        assert_eq!(m.subset, [0, 9]);
        assert!(!m.exhausted);
    }

    #[test]
    fn the_budget_ends_the_search_and_says_so() {
        let m = ddmin(64, 3, holds_with(&[5, 40])).unwrap();
        assert!(m.exhausted);
        assert!(m.tests <= 3);
        assert!(m.subset.contains(&5) && m.subset.contains(&40));
    }

    #[test]
    fn single_items_and_errors() {
        assert_eq!(ddmin(1, 10, holds_with(&[0])).unwrap().subset, [0]);
        let e = ddmin(4, 10, |_s: &[usize]| Err::<bool, _>("trial broke")).unwrap_err();
        assert_eq!(e, "trial broke");
        assert_eq!(split(&[1, 2, 3, 4, 5], 2), [vec![1, 2], vec![3, 4, 5]]);
        assert_eq!(split(&[1, 2], 4), [vec![1], vec![2]]);
    }
}
