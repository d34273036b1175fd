//! A bounded sweep's verdict per model (`tpu-compat torch --lengths ... --bounded`): TorchTPU's
//! bounded dynamism holds where one program set serves every length inside the bound (nothing new
//! compiled after the first length) and every length matches PyTorch CPU. Read from the run's
//! rows, so a resumed or merged run says the same; the figure script reads the same rows.
//!
//! A model's sweep is one of, in this order (a model PyTorch CPU itself cannot run at some
//! length is `not asked`, first):
//! - `held`: no new program after the first length, every length inside the bound passes;
//! - `held, not runnable here`: no new program after the first length, and the plugin's limit
//!   kept some lengths from running (their rows name it), the rest pass;
//! - `cannot bound`: TorchTPU raised or died under its bound (an op it cannot carry the bound
//!   through, or its lowering aborting on a bounded shape);
//! - `wrong`: some length's outputs departed from PyTorch CPU's (or the model's own fault);
//! - `recompiled`: TorchTPU compiled new programs at a later length inside the bound.
//!
//! Lengths outside the bound are counted apart: they never pass (`Cause::OutsideBound`). Programs
//! are counted from a cold cache: the runner starts a fresh driver for each swept model, and a
//! model whose lengths ran in more than one driver (a crash, a resume) is `programs not measured`.

use super::models::Bound;
use super::run::sweep_model;
use results::{Cause, ResultRow, Status};

/// One model's bounded sweep, from its rows in run order.
#[derive(Debug, Default)]
pub struct Sweep {
    pub model: String,
    pub bound: Option<(i64, i64)>,
    /// (length, programs TorchTPU compiled at it) for the lengths inside the bound, in run order.
    pub compiled: Vec<(i64, u32)>,
    pub passed: Vec<i64>,
    pub plugin_limit: Vec<i64>,
    /// TorchTPU raised, crashed or hung under the bound: (length, its first line).
    pub raised: Vec<(i64, String)>,
    /// PyTorch CPU itself could not build or run the model at this length: nothing was asked of TorchTPU.
    pub not_asked: Vec<i64>,
    /// Wrong outputs and model faults.
    pub wrong: Vec<(i64, String)>,
    pub outside: Vec<i64>,
    /// Where the bound was put (the first row's).
    pub marked: Vec<String>,
    /// TorchTPU's pad programs across the lengths (with `--capture`), not counted in `compiled`.
    pub pad_programs: Option<u32>,
    /// The driver processes the lengths inside the bound ran in: one, or its programs per length
    /// are not comparable (a crash or a resume started a cold one mid-sweep).
    pub drivers: Vec<u32>,
}

/// The kind of verdict a bounded sweep gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    Held,
    HeldNotRunnable,
    CannotBound,
    Wrong,
    Recompiled,
    /// Nothing inside the bound ran at all (every length outside it).
    Nothing,
    /// Its lengths ran in more than one driver: its programs per length cannot be compared.
    Unmeasured,
    /// PyTorch CPU itself cannot build or run it (or the host cannot hold it): nothing to ask TorchTPU.
    NotAsked,
}

impl Held {
    pub fn as_str(self) -> &'static str {
        match self {
            Held::Held => "held",
            Held::HeldNotRunnable => "held, not runnable here",
            Held::CannotBound => "cannot bound",
            Held::Wrong => "wrong",
            Held::Recompiled => "recompiled",
            Held::Nothing => "no length inside the bound",
            Held::Unmeasured => "programs not measured",
            Held::NotAsked => "not asked",
        }
    }
}

impl Sweep {
    /// Lengths after the first inside the bound at which TorchTPU compiled something new.
    pub fn recompiled_at(&self) -> Vec<(i64, u32)> {
        self.compiled.iter().skip(1).filter(|(_, n)| *n > 0).copied().collect()
    }

    pub fn held(&self) -> Held {
        if self.compiled.is_empty() {
            return Held::Nothing;
        }
        if !self.not_asked.is_empty() {
            return Held::NotAsked;
        }
        if !self.raised.is_empty() {
            return Held::CannotBound;
        }
        if !self.wrong.is_empty() {
            return Held::Wrong;
        }
        if self.drivers.len() > 1 {
            return Held::Unmeasured;
        }
        if !self.recompiled_at().is_empty() {
            return Held::Recompiled;
        }
        if self.plugin_limit.is_empty() {
            Held::Held
        } else {
            Held::HeldNotRunnable
        }
    }

    /// The line `tpu-compat torch` prints for the model.
    pub fn summary(&self) -> String {
        let (lo, hi) = self.bound.unwrap_or((0, 0));
        let inside = self.compiled.len();
        let first = self.compiled.first().map(|(l, n)| format!("{n} program(s) at length {l}")).unwrap_or_default();
        let total: u32 = self.compiled.iter().map(|(_, n)| n).sum();
        let programs = match self.recompiled_at() {
            _ if self.drivers.len() > 1 => {
                format!("programs per length not measured: its lengths ran in {} drivers (a crash or a resume)", self.drivers.len())
            }
            _ if total == 0 => "no program compiled".to_string(),
            r if r.is_empty() && inside > 1 => format!("one program set for every length ({first}, none new after)"),
            r if r.is_empty() => first,
            r => format!(
                "{first}, then new programs at length {}",
                r.iter().map(|(l, n)| format!("{l} ({n})")).collect::<Vec<_>>().join(", ")
            ),
        };
        let programs = match self.pad_programs {
            Some(p) if p > 0 => format!("{programs}; {p} pad program(s) beside them (TorchTPU pads each new length to the bound)"),
            _ => programs,
        };
        let mut parts = vec![format!("{}/{inside} lengths pass", self.passed.len())];
        if !self.plugin_limit.is_empty() {
            parts.push(format!("{} the plugin's limit (not runnable here: {})", self.plugin_limit.len(), lengths(&self.plugin_limit)));
        }
        if !self.not_asked.is_empty() {
            parts.push(format!(
                "{} not asked: PyTorch CPU itself cannot run it, or the host cannot hold it ({})",
                self.not_asked.len(),
                lengths(&self.not_asked)
            ));
        }
        if let Some((l, why)) = self.raised.first() {
            parts.push(format!("{} TorchTPU failed under its bound (first at length {l}: {})", self.raised.len(), shortened(why)));
        }
        if let Some((l, why)) = self.wrong.first() {
            parts.push(format!("{} wrong (first at length {l}: {})", self.wrong.len(), shortened(why)));
        }
        if !self.outside.is_empty() {
            parts.push(format!("{} outside the bound, never a pass ({})", self.outside.len(), lengths(&self.outside)));
        }
        let marked = match self.marked.first() {
            Some(m) => format!("; bounded at {m}"),
            None => String::new(),
        };
        format!("{}: bounded {lo}..{hi}: {}: {programs}; {}{marked}", self.model, self.held().as_str(), parts.join(", "))
    }
}

/// The run's figure: how many swept models each verdict got, and the commonest words TorchTPU
/// failed with under its bound (paths, lengths and sizes taken out, so one cause counts once a model).
pub fn totals(sweeps: &[Sweep]) -> String {
    let kinds = [
        Held::Held,
        Held::HeldNotRunnable,
        Held::CannotBound,
        Held::Wrong,
        Held::Recompiled,
        Held::Unmeasured,
        Held::NotAsked,
        Held::Nothing,
    ];
    let counts: Vec<String> = kinds
        .iter()
        .map(|k| (k, sweeps.iter().filter(|s| s.held() == *k).count()))
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| format!("{} {n}", k.as_str()))
        .collect();
    let mut causes: Vec<(String, usize)> = Vec::new();
    for (_, first) in sweeps.iter().filter(|s| s.held() == Held::CannotBound).filter_map(|s| s.raised.first()) {
        let why = cause_words(first);
        match causes.iter_mut().find(|(w, _)| *w == why) {
            Some((_, n)) => *n += 1,
            None => causes.push((why, 1)),
        }
    }
    causes.sort_by_key(|c| std::cmp::Reverse(c.1));
    let top: Vec<String> = causes.iter().take(5).map(|(w, n)| format!("{n}x {w}")).collect();
    let mut line = format!("bounded sweeps: {} models: {}", sweeps.len(), counts.join(", "));
    if !top.is_empty() {
        line.push_str(&format!("; TorchTPU's failures under its bound, commonest first: {}", top.join("; ")));
    }
    line
}

/// A row's first line as a summary quotes it: its start and, past 240 characters, its end (where
/// TorchTPU's wrapped errors say what failed).
fn shortened(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= 240 {
        return line.to_string();
    }
    let (head, tail): (String, String) = (chars[..100].iter().collect(), chars[chars.len() - 130..].iter().collect());
    format!("{head} ... {tail}")
}

/// A failure's words without what varies between models: file paths, numbers (each run of digits is `N`).
fn cause_words(message: &str) -> String {
    let text = message.trim_start_matches("under its bound, ");
    let text = text.rsplit(": error: ").next().unwrap_or(text);
    let mut out = String::new();
    for word in text.split_whitespace() {
        let word = if word.contains('/') { "<file>" } else { word };
        let mut last_digit = false;
        for c in word.chars() {
            match (c.is_ascii_digit(), last_digit) {
                (true, true) => {}
                (true, false) => out.push('N'),
                (false, _) => out.push(c),
            }
            last_digit = c.is_ascii_digit();
        }
        out.push(' ');
    }
    out.trim_end().chars().take(100).collect()
}

fn lengths(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
}

/// Each swept model's bounded sweep, in the order its rows came.
pub fn sweeps(rows: &[ResultRow], bound: Bound) -> Vec<Sweep> {
    let mut out: Vec<Sweep> = Vec::new();
    for r in rows {
        let Some(length) = r.length else { continue };
        let model = sweep_model(&r.id).to_string();
        if out.last().is_none_or(|s| s.model != model) {
            out.push(Sweep { model, bound: Some((bound.lower, bound.upper)), ..Sweep::default() });
        }
        let s = out.last_mut().expect("pushed above");
        let cause = r.torch.as_deref().map(|t| t.cause);
        if s.marked.is_empty() {
            s.marked = r.torch.as_deref().map(|t| t.bound_marked.clone()).unwrap_or_default();
        }
        if let Some(p) = r.torch.as_deref().and_then(|t| t.pad_programs) {
            *s.pad_programs.get_or_insert(0) += p;
        }
        let why = r.error.as_deref().and_then(|e| e.lines().next()).unwrap_or("").to_string();
        if cause == Some(Cause::OutsideBound) || !bound.holds(length) {
            s.outside.push(length);
            continue;
        }
        s.compiled.push((length, r.compiles.unwrap_or(0)));
        if r.worker_pid != 0 && !s.drivers.contains(&r.worker_pid) {
            s.drivers.push(r.worker_pid);
        }
        match (r.status.outcome().fails_run(), cause) {
            (false, _) if r.status == Status::Pass || r.status == Status::Xpass => s.passed.push(length),
            (_, Some(Cause::PluginLimit)) => s.plugin_limit.push(length),
            (_, Some(Cause::NotAsked | Cause::Refused)) => s.not_asked.push(length),
            (_, Some(Cause::Raised | Cause::Crashed)) => s.raised.push((length, why)),
            _ if r.status == Status::Skipped => s.plugin_limit.push(length),
            _ => s.wrong.push((length, why)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use results::TorchRecord;

    fn row(length: i64, status: Status, cause: Cause, compiles: u32) -> ResultRow {
        let mut r = ResultRow::started(&format!("lm.len{length}"), "f", "torch-compile", 1);
        r.length = Some(length);
        r.status = status;
        r.compiles = Some(compiles);
        r.error = (status != Status::Pass).then(|| format!("why at {length}"));
        r.torch = Some(Box::new(TorchRecord::new(cause)));
        r
    }

    const B: Bound = Bound { lower: 2, upper: 8 };

    #[test]
    fn one_program_set_and_every_length_passing_holds() {
        let rows = [row(2, Status::Pass, Cause::Ran, 9), row(5, Status::Pass, Cause::Ran, 0), row(8, Status::Pass, Cause::Ran, 0)];
        let s = &sweeps(&rows, B)[0];
        assert_eq!(s.held(), Held::Held);
        assert!(s.summary().contains("one program set for every length (9 program(s) at length 2, none new after)"), "{}", s.summary());
    }

    #[test]
    fn a_new_program_at_a_later_length_is_a_recompile_and_says_where() {
        let rows = [row(2, Status::Pass, Cause::Ran, 9), row(5, Status::Pass, Cause::Ran, 3), row(8, Status::Pass, Cause::Ran, 0)];
        let s = &sweeps(&rows, B)[0];
        assert_eq!(s.held(), Held::Recompiled);
        assert_eq!(s.recompiled_at(), vec![(5, 3)]);
        assert!(s.summary().contains("new programs at length 5 (3)"), "{}", s.summary());
    }

    #[test]
    fn the_plugins_limit_is_held_but_not_runnable_and_a_raise_or_a_wrong_length_is_not_held() {
        let limit = [row(2, Status::Skipped, Cause::PluginLimit, 1), row(5, Status::Skipped, Cause::PluginLimit, 0)];
        assert_eq!(sweeps(&limit, B)[0].held(), Held::HeldNotRunnable);
        let raised = [row(2, Status::FailCompile, Cause::Raised, 2), row(5, Status::Pass, Cause::Ran, 0)];
        assert_eq!(sweeps(&raised, B)[0].held(), Held::CannotBound);
        let wrong = [row(2, Status::Pass, Cause::Ran, 2), row(5, Status::FailParity, Cause::Ran, 0)];
        assert_eq!(sweeps(&wrong, B)[0].held(), Held::Wrong);
    }

    #[test]
    fn the_totals_count_each_verdict_and_group_torchtpus_failures_by_their_words() {
        let mut rows = vec![row(2, Status::Pass, Cause::Ran, 9), row(5, Status::Pass, Cause::Ran, 0)];
        for (model, n) in [("a", 8), ("b", 16)] {
            let mut r = row(2, Status::FailRun, Cause::Raised, 1);
            r.id = format!("{model}.len2");
            r.error =
                Some(format!("under its bound, TorchTPU raised RuntimeError: /x/{model}.py:3:0: error: incompatible shapes {n} and 2"));
            rows.push(r);
        }
        let line = totals(&sweeps(&rows, B));
        assert!(line.starts_with("bounded sweeps: 3 models: held 1, cannot bound 2;"), "{line}");
        assert!(line.contains("2x incompatible shapes N and N"), "{line}");
    }

    #[test]
    fn lengths_run_in_two_drivers_are_not_measured_never_held() {
        let mut rows = vec![row(2, Status::Pass, Cause::Ran, 9), row(5, Status::Pass, Cause::Ran, 0)];
        rows[0].worker_pid = 10;
        rows[1].worker_pid = 11;
        let s = &sweeps(&rows, B)[0];
        assert_eq!(s.held(), Held::Unmeasured);
        assert!(s.summary().contains("ran in 2 drivers"), "{}", s.summary());
    }

    #[test]
    fn a_length_outside_the_bound_is_counted_apart_and_never_held() {
        let rows = [row(2, Status::Pass, Cause::Ran, 4), row(9, Status::FailRun, Cause::OutsideBound, 0)];
        let s = &sweeps(&rows, B)[0];
        assert_eq!((s.outside.clone(), s.held()), (vec![9], Held::Held));
        assert!(s.summary().contains("1 outside the bound, never a pass (9)"), "{}", s.summary());
        let not_asked = [row(2, Status::Skipped, Cause::NotAsked, 0), row(5, Status::Skipped, Cause::NotAsked, 0)];
        assert_eq!(sweeps(&not_asked, B)[0].held(), Held::NotAsked, "a model PyTorch CPU cannot run is never held");
        let only_outside = [row(9, Status::FailRun, Cause::OutsideBound, 0)];
        assert_eq!(sweeps(&only_outside, B)[0].held(), Held::Nothing);
    }
}
