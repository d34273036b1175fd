//! `tpu-compat statuses`: every status a row can have and what it means for
//! a run, read from `results::Status`, the one place that decides it. Scripts
//! (the nightly's triage) ask this command which statuses fail instead of
//! keeping a list of their own that can drift from the binary's.

use crate::exit::{CommandResult, OK};
use results::Status;

const AFTER: &str = "\
A status is what one attempt at one definition ended as; its outcome is what that means for the run
(after expected results are applied: a failure the expected file names is `xfail`). `fails the run`
is the rule behind `run`'s exit code 1 and every report's verdict.

Examples:
  tpu-compat statuses                 the table: status, outcome, counts as a pass, fails the run
  tpu-compat statuses --failing       the statuses that fail a run, one a line (for scripts)";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// Print only the statuses whose outcome fails a run, one a line.
    #[arg(long)]
    pub failing: bool,
}

pub fn run(args: Args) -> CommandResult {
    if args.failing {
        for s in Status::ALL.into_iter().filter(|s| s.outcome().fails_run()) {
            outln!("{s}");
        }
        return Ok(OK);
    }
    outln!("{:<18} {:<20} {:<14} fails the run", "status", "outcome", "counts as pass");
    for s in Status::ALL {
        let yes = |b: bool| if b { "yes" } else { "no" };
        outln!("{:<18} {:<20} {:<14} {}", s.as_str(), s.outcome().as_str(), yes(s.is_pass()), yes(s.outcome().fails_run()));
    }
    Ok(OK)
}
