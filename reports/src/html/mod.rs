//! The HTML dashboard: a self-contained folder (index, one page per
//! definition, a dynamism page, the op tier's op × dtype grid, the nightly
//! regressions page, the TorchTPU page, a stylesheet and a small filter script) that
//! opens from disk with no server and no network. Charts are inline SVG
//! drawn with plotters. Every string from a run is escaped on its way in.

pub mod charts;
mod compiled;
mod definition;
pub mod divergence;
mod dynamism;
mod index;
mod ops;
pub mod page;
mod perf;
mod published;
mod regressions;
mod torchtpu;
mod training;

use crate::diff::RunDiff;
use crate::errors::{ReportError, Result};
use crate::escape::file_stem;
use crate::history::HistoryEntry;
use crate::load::Run;
use crate::summary::Summary;
use results::ResultRow;
use std::collections::BTreeMap;
use std::path::Path;

/// Everything a dashboard is drawn from.
pub struct Dashboard<'a> {
    pub run: &'a Run,
    pub summary: &'a Summary,
    /// The diff against an earlier run, and that run.
    pub diff: Option<(&'a RunDiff, &'a Run)>,
    /// The history table (trends), oldest first.
    pub history: &'a [HistoryEntry],
    /// Earlier runs for per-definition history, oldest first, with their labels.
    pub past: &'a [(String, Run)],
    /// What the nightly rule found over the history (`report --history`).
    pub nightly: Option<&'a crate::regressions::Regressions>,
}

/// What was written.
#[derive(Debug, Clone, Copy, Default)]
pub struct Written {
    pub pages: usize,
    pub bytes: u64,
}

/// The page of a definition, relative to the dashboard folder.
pub fn definition_href(id: &str) -> String {
    format!("defs/{}.html", file_stem(id))
}

fn put(dir: &Path, rel: &str, text: &str, w: &mut Written) -> Result<()> {
    let p = dir.join(rel);
    std::fs::write(&p, text).map_err(|e| ReportError::at(&p, format!("cannot write: {e}")))?;
    w.pages += usize::from(rel.ends_with(".html"));
    w.bytes += text.len() as u64;
    Ok(())
}

impl Dashboard<'_> {
    pub fn write(&self, dir: &Path) -> Result<Written> {
        for sub in ["", "assets", "defs"] {
            let p = dir.join(sub);
            std::fs::create_dir_all(&p).map_err(|e| ReportError::at(&p, format!("cannot create folder: {e}")))?;
        }
        let mut w = Written::default();
        put(dir, page::CSS_FILE, page::CSS, &mut w)?;
        put(dir, page::JS_FILE, page::JS, &mut w)?;
        put(dir, "index.html", &index::render(self)?, &mut w)?;
        put(dir, "dynamism.html", &dynamism::render(self), &mut w)?;
        put(dir, "ops.html", &ops::render(self), &mut w)?;
        put(dir, "regressions.html", &regressions::render(self)?, &mut w)?;
        put(dir, "torchtpu.html", &torchtpu::render(self), &mut w)?;

        // Per-definition pages: this run's rows by id, and earlier runs' rows by id.
        let mut by_id: BTreeMap<&str, Vec<&ResultRow>> = BTreeMap::new();
        for r in &self.run.rows {
            by_id.entry(r.id.as_str()).or_default().push(r);
        }
        let mut past_by_id: BTreeMap<&str, Vec<(&str, &ResultRow)>> = BTreeMap::new();
        for (label, run) in self.past {
            for r in &run.rows {
                past_by_id.entry(r.id.as_str()).or_default().push((label.as_str(), r));
            }
        }
        let before: BTreeMap<&str, Vec<&ResultRow>> = match self.diff {
            Some((_, b)) => {
                let mut m: BTreeMap<&str, Vec<&ResultRow>> = BTreeMap::new();
                for r in &b.rows {
                    m.entry(r.id.as_str()).or_default().push(r);
                }
                m
            }
            None => BTreeMap::new(),
        };
        for (id, rows) in &by_id {
            let past = past_by_id.get(id).map(Vec::as_slice).unwrap_or(&[]);
            let prev = before.get(id).map(Vec::as_slice).unwrap_or(&[]);
            let html = definition::render(self, id, rows, past, prev)?;
            put(dir, &definition_href(id), &html, &mut w)?;
        }
        Ok(w)
    }
}
