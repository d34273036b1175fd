//! A training step's trajectory as the judge sees it: the names its outputs
//! carry (`loss@k`, `step1.<name>`, `final.<name>`, written by the harness's
//! `train` module), the tolerance growth over steps, and how a stored
//! trajectory's outputs line up with a run's by name.
//!
//! A stored trajectory keeps its outputs by position (`out0..`) and no
//! names, but it was recorded from the same program (the definition hash
//! says so before anything is compared): it holds `N` losses, then as many
//! `step1.*` outputs as the run has, then its `final.*` outputs, so `N`
//! follows from its length. A run of another number of steps is then
//! compared name by name (`loss@k` with `loss@k`, `step1.x` with
//! `step1.x`), never position by position, and what it cannot compare is
//! named with the steps each side holds.

/// The loss at step `k` (1-based).
pub fn loss_name(k: usize) -> String {
    format!("loss@{k}")
}

/// Step 1's output `name`.
pub fn step1_name(name: &str) -> String {
    format!("step1.{name}")
}

/// The state `name` after the last step.
pub fn final_name(name: &str) -> String {
    format!("final.{name}")
}

/// How far a trajectory's tolerance grows: the loss at step k and the final
/// state after K steps are judged with min(k, cap) times one step's
/// tolerance. Errors of successive steps add over the first few steps; past
/// that, a growing bound would let anything pass (at 10,000 steps, 10,000 x
/// f32's atol accepts a final state of small values with its sign flipped).
pub const TOLERANCE_GROWTH_CAP: usize = 10;

/// The tolerance factor of step `k`'s loss, or of the state after `k` steps.
pub fn tolerance_factor(k: usize) -> f64 {
    k.clamp(1, TOLERANCE_GROWTH_CAP) as f64
}

/// The parts of a trajectory's output list, read from its names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// `loss@1..loss@steps`, first.
    pub steps: usize,
    /// `step1.*` outputs, after the losses.
    pub step1: usize,
    /// `final.*` outputs, last.
    pub finals: usize,
}

impl Layout {
    /// The layout of `names` where they are a trajectory's (losses
    /// `loss@1..K` in order, then `step1.*`, then `final.*`), else `None`.
    pub fn of<'a>(names: impl IntoIterator<Item = &'a str>) -> Option<Layout> {
        let mut l = Layout { steps: 0, step1: 0, finals: 0 };
        for n in names {
            if l.step1 == 0 && l.finals == 0 && n == loss_name(l.steps + 1) {
                l.steps += 1;
            } else if l.steps > 0 && l.finals == 0 && n.starts_with("step1.") {
                l.step1 += 1;
            } else if l.steps > 0 && n.starts_with("final.") {
                l.finals += 1;
            } else {
                return None;
            }
        }
        (l.steps > 0).then_some(l)
    }

    pub fn len(&self) -> usize {
        self.steps + self.step1 + self.finals
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The layout of a stored trajectory of `stored` outputs recorded from
    /// the same program: as many `step1.*` and `final.*` outputs as this one
    /// (a run that judges no final state, one against one step's outputs,
    /// has none and neither has its baseline). `None` where no number of
    /// steps fits.
    pub fn stored(&self, stored: usize) -> Option<Layout> {
        let steps = stored.checked_sub(self.step1 + self.finals).filter(|&n| n > 0)?;
        Some(Layout { steps, ..*self })
    }

    /// Per output of this (a run's) layout, the position of the output of
    /// the same name in `stored` (another number of steps), or `None` where
    /// `stored` holds none: its losses past `stored.steps`, and the final
    /// state where the steps differ (after N steps is not after K).
    pub fn positions_in(&self, stored: &Layout) -> Vec<Option<usize>> {
        let losses = (0..self.steps).map(|k| (k < stored.steps).then_some(k));
        let step1 = (0..self.step1).map(|j| (j < stored.step1).then_some(stored.steps + j));
        let same = self.steps == stored.steps && self.finals == stored.finals;
        let finals = (0..self.finals).map(|j| same.then_some(stored.steps + stored.step1 + j));
        losses.chain(step1).chain(finals).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(k: usize, s: usize, f: usize) -> Vec<String> {
        let mut v: Vec<String> = (1..=k).map(loss_name).collect();
        v.extend((0..s).map(|i| step1_name(&format!("o{i}"))));
        v.extend((0..f).map(|i| final_name(&format!("o{i}"))));
        v
    }

    #[test]
    fn a_layout_is_read_from_names_and_other_names_are_not_one() {
        let n = names(3, 4, 2);
        assert_eq!(Layout::of(n.iter().map(String::as_str)), Some(Layout { steps: 3, step1: 4, finals: 2 }));
        assert_eq!(Layout::of(["out0", "out1"]), None);
        assert_eq!(Layout::of(["loss@2"]), None);
        assert_eq!(Layout::of(["step1.a", "loss@1"]), None);
    }

    #[test]
    fn a_stored_trajectory_of_other_steps_matches_by_name() {
        let run = Layout { steps: 3, step1: 4, finals: 2 };
        let stored = run.stored(5 + 4 + 2).unwrap();
        assert_eq!(stored, Layout { steps: 5, step1: 4, finals: 2 });
        let m = run.positions_in(&stored);
        assert_eq!(m, vec![Some(0), Some(1), Some(2), Some(5), Some(6), Some(7), Some(8), None, None]);
        let same = run.stored(3 + 4 + 2).unwrap();
        assert_eq!(run.positions_in(&same), (0..9).map(Some).collect::<Vec<_>>());
        // One step's outputs, judged without a final state.
        let first = Layout { steps: 1, step1: 4, finals: 0 };
        assert_eq!(first.stored(1 + 4), Some(first));
        assert_eq!(run.stored(4 + 2), None);
    }

    #[test]
    fn tolerance_growth_stops_at_the_cap() {
        assert_eq!(tolerance_factor(1), 1.0);
        assert_eq!(tolerance_factor(5), 5.0);
        assert_eq!(tolerance_factor(10_000), TOLERANCE_GROWTH_CAP as f64);
    }
}
