//! Progress while a run goes: on a terminal, an indicatif display (an
//! overall bar with pass/fail/crash counts and ETA, one line per worker
//! saying what it runs); otherwise a plain line every few seconds, which is
//! what CI logs want.

use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use results::Status;
use std::io::IsTerminal;
use std::time::{Duration, Instant};

pub struct Progress {
    total: u64,
    done: u64,
    pass: u64,
    fail: u64,
    crash: u64,
    /// Out of memory: its own count, not a crash (`oom` rows are a status of their own).
    oom: u64,
    timeout: u64,
    compiled: u64,
    /// Per swept definition (rows with a length), the counter its worst
    /// length so far is in: a sweep counts once, whatever its lengths.
    swept: std::collections::HashMap<String, Counter>,
    started: Instant,
    last_line: Instant,
    interval: Duration,
    bars: Option<(MultiProgress, ProgressBar, Vec<ProgressBar>)>,
}

impl Progress {
    pub fn new(total: usize, slots: usize) -> Progress {
        let interval = std::env::var("TPU_COMPAT_PROGRESS_INTERVAL")
            .ok()
            .and_then(|s| s.parse::<f64>().ok())
            .map(Duration::from_secs_f64)
            .unwrap_or(Duration::from_secs(10));
        let bars = std::io::stdout().is_terminal().then(|| {
            let multi = MultiProgress::with_draw_target(ProgressDrawTarget::stdout());
            let style = ProgressStyle::with_template("{bar:30.cyan/blue} {pos}/{len} {msg} [{elapsed_precise}, eta {eta}]")
                .unwrap_or_else(|_| ProgressStyle::default_bar());
            let main = multi.add(ProgressBar::new(total as u64).with_style(style));
            let wstyle = ProgressStyle::with_template("  {prefix} {spinner} {msg}").unwrap_or_else(|_| ProgressStyle::default_spinner());
            let workers = (0..slots)
                .map(|i| {
                    let b = multi.add(ProgressBar::new_spinner().with_style(wstyle.clone()).with_prefix(format!("worker {i}")));
                    b.set_message("starting");
                    b.enable_steady_tick(Duration::from_millis(250));
                    b
                })
                .collect();
            (multi, main, workers)
        });
        Progress {
            total: total as u64,
            done: 0,
            pass: 0,
            fail: 0,
            crash: 0,
            oom: 0,
            timeout: 0,
            compiled: 0,
            swept: Default::default(),
            started: Instant::now(),
            last_line: Instant::now(),
            interval,
            bars,
        }
    }

    pub fn worker(&self, slot: usize, what: &str) {
        if let Some((_, _, w)) = &self.bars {
            if let Some(b) = w.get(slot) {
                b.set_message(results::text::printable(what));
            }
        }
    }

    fn counts(&self) -> String {
        let compiled = if self.compiled > 0 { format!("compiled {} ", self.compiled) } else { String::new() };
        let oom = if self.oom > 0 { format!(" oom {}", self.oom) } else { String::new() };
        format!("{compiled}pass {} fail {} crash {}{oom} timeout {}", self.pass, self.fail, self.crash, self.timeout)
    }

    fn counter(&mut self, c: Counter) -> &mut u64 {
        match c {
            Counter::Pass => &mut self.pass,
            Counter::Fail => &mut self.fail,
            Counter::Crash => &mut self.crash,
            Counter::Oom => &mut self.oom,
            Counter::Timeout => &mut self.timeout,
            Counter::Compiled => &mut self.compiled,
        }
    }

    /// A row reached its final status for this run: one definition, or one
    /// length of a swept definition (`length`; its sweep counts once, as
    /// its worst length).
    pub fn finished(&mut self, id: &str, length: Option<i64>, status: Status) {
        let c = Counter::of(status);
        match (length, self.swept.get(id).copied()) {
            (Some(_), Some(before)) => {
                if before == Counter::Pass && c != Counter::Pass {
                    *self.counter(before) -= 1;
                    *self.counter(c) += 1;
                    self.swept.insert(id.to_string(), c);
                }
            }
            (sweep, _) => {
                if sweep.is_some() {
                    self.swept.insert(id.to_string(), c);
                }
                self.done += 1;
                *self.counter(c) += 1;
            }
        }
        match &self.bars {
            Some((_, main, _)) => {
                main.set_position(self.done);
                main.set_message(self.counts());
            }
            None => self.tick(false),
        }
    }

    /// A plain progress line when one is due (or `force`).
    pub fn tick(&mut self, force: bool) {
        if self.bars.is_some() || (!force && self.last_line.elapsed() < self.interval) {
            return;
        }
        self.last_line = Instant::now();
        let el = self.started.elapsed().as_secs_f64();
        let eta = if self.done > 0 && self.done < self.total {
            format!(", eta {:.0} s", el / self.done as f64 * (self.total - self.done) as f64)
        } else {
            String::new()
        };
        outln!("[{}/{}] {} ({el:.0} s{eta})", self.done, self.total, self.counts());
    }

    /// Clears the display before the summary is printed.
    pub fn close(&mut self) {
        match self.bars.take() {
            Some((multi, main, workers)) => {
                for w in workers {
                    w.finish_and_clear();
                }
                main.finish_and_clear();
                let _ = multi.clear();
            }
            None => self.tick(true),
        }
    }
}

/// The tally a status is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Counter {
    Pass,
    Fail,
    Crash,
    Oom,
    Timeout,
    /// Compile-only: compiled for a topology, never run (its own kind, never a pass).
    Compiled,
}

impl Counter {
    fn of(status: Status) -> Counter {
        match status {
            s if s.is_pass() || matches!(s, Status::Xfail | Status::Flaky) => Counter::Pass,
            Status::Crash => Counter::Crash,
            Status::Oom => Counter::Oom,
            Status::Timeout => Counter::Timeout,
            Status::Compiled => Counter::Compiled,
            _ => Counter::Fail,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sweep_counts_once_as_its_worst_length() {
        let mut p = Progress::new(3, 1);
        p.finished("plain", None, Status::Pass);
        for (l, s) in [(1, Status::Pass), (2, Status::FailParity), (3, Status::Pass)] {
            p.finished("swept", Some(l), s);
        }
        p.finished("other", Some(1), Status::Pass);
        assert_eq!((p.done, p.pass, p.fail), (3, 2, 1));
    }

    #[test]
    fn out_of_memory_is_counted_as_itself_not_as_a_crash() {
        let mut p = Progress::new(2, 1);
        p.finished("a", None, Status::Oom);
        p.finished("b", None, Status::Crash);
        assert_eq!(p.counts(), "pass 0 fail 0 crash 1 oom 1 timeout 0");
    }
}
