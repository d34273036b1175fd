//! `tpu-compat statuses`: every status a row can have and what it means for
//! a run, read from `results::Status`, the one place that decides it. Scripts
//! (the nightly's triage) ask this command which statuses fail instead of
//! keeping a list of their own that can drift from the binary's; with
//! `--in RUN_DIR` it names the definitions whose final row fails, read
//! through `results::tally`, so no script re-reads a journal either.

use crate::exit::{CommandError, CommandResult, OK};
use results::{journal, tally, Status};
use std::path::PathBuf;

const AFTER: &str = "\
A status is what one attempt at one definition ended as; its outcome is what that means for the run
(after expected results are applied: a failure the expected file names is `xfail`). `fails the run`
is the rule behind `run`'s exit code 1 and every report's verdict.

Examples:
  tpu-compat statuses                 the table: status, outcome, counts as a pass, fails the run
  tpu-compat statuses --failing       the statuses that fail a run, one a line (for scripts)
  tpu-compat statuses --passing       the statuses that count as a pass, one a line (for scripts)
  tpu-compat statuses --failing --in RUN_DIR
                                      the ids whose final row (latest attempt) fails, one a line";

#[derive(clap::Args, Debug)]
#[command(after_help = AFTER)]
pub struct Args {
    /// Print only the statuses whose outcome fails a run, one a line.
    #[arg(long)]
    pub failing: bool,
    /// Print only the statuses that count as a pass, one a line.
    #[arg(long, conflicts_with = "failing")]
    pub passing: bool,
    /// With --failing: print instead the ids of this run folder's definitions whose final row
    /// (latest attempt) has a status that fails a run, one a line, in journal order.
    #[arg(long = "in", value_name = "RUN_DIR", requires = "failing")]
    pub run: Option<PathBuf>,
}

pub fn run(args: Args) -> CommandResult {
    if let Some(dir) = &args.run {
        let rows = journal::read_rows(&dir.join(journal::RESULTS_FILE)).map_err(CommandError::setup)?.rows;
        let mut seen = std::collections::HashSet::new();
        for r in tally::final_rows(&rows, &[]).iter().filter(|r| r.status.outcome().fails_run()) {
            if seen.insert(r.id.as_str()) {
                outln!("{}", results::text::printable(&r.id));
            }
        }
        return Ok(OK);
    }
    if args.failing || args.passing {
        for s in Status::ALL.into_iter().filter(|s| if args.failing { s.outcome().fails_run() } else { s.is_pass() }) {
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
