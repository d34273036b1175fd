//! The dashboard's regressions page: what the nightly rule found over the
//! history's nights (`report --history`): every regression and suspicious
//! series with its change, first bad night and the versions on either side,
//! and the nights judged with their versions.

use super::page::page;
use super::{definition_href, Dashboard};
use crate::errors::Result;
use crate::escape::html;
use crate::regressions::{Subject, Verdict};
use std::fmt::Write;

pub(super) fn render(d: &Dashboard) -> Result<String> {
    let mut body = String::from("<h1>Nightly regressions</h1>");
    let Some(n) = d.nightly else {
        body.push_str("<p class=\"note\">No history given: `tpu-compat report RUN --history FILE --append-history LABEL` (scripts/nightly does this) judges every definition's and tier's series over the nights.</p>");
        return Ok(page("tpu-compat: regressions", "", "Regressions", &body));
    };
    let _ = write!(
        body,
        "<p class=\"sub\">{}: <b>{}</b> regressions, <b>{}</b> suspicious, {} series judged. {}</p>",
        html(&n.span()),
        n.regressions().count(),
        n.suspicious().count(),
        n.series,
        html(&n.policy.as_ref().map(|p| p.describe()).unwrap_or_default())
    );
    if n.findings.is_empty() {
        body.push_str("<p class=\"note\">Nothing regressed.</p>");
    } else {
        body.push_str("<div class=\"tablewrap\"><table id=\"nightly\"><thead><tr><th>Verdict</th><th>Series</th><th>Measure</th><th>Change (baseline median → worst)</th><th>First bad night</th><th>Last good night</th><th>Versions</th></tr></thead><tbody>");
        for f in &n.findings {
            let who = match &f.subject {
                Subject::Definition { id, .. } => format!("<a href=\"{}\">{}</a>", html(&definition_href(id)), html(&f.subject.name())),
                Subject::Tier { .. } => html(&f.subject.name()),
            };
            let verdict = match f.verdict {
                Verdict::Regression => "<span class=\"badge\" style=\"background:#cf222e\">regression</span>",
                Verdict::Suspicious => "<span class=\"badge\" style=\"background:#bf8700\">suspicious</span>",
            };
            let _ = write!(
                body,
                "<tr><td>{verdict}</td><td>{who}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                html(f.measure),
                html(&f.change()),
                html(&f.first_bad_night),
                html(f.last_good_night.as_deref().unwrap_or("–")),
                html(&f.versions())
            );
        }
        body.push_str("</tbody></table></div>");
    }
    body.push_str("<h2>Nights judged</h2><div class=\"tablewrap\"><table id=\"nights\"><thead><tr><th>Night</th><th>Plugin</th><th>Harness</th><th>Run folder</th></tr></thead><tbody>");
    for night in &n.nights {
        let _ = write!(
            body,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"err\">{}</td></tr>",
            html(&night.label),
            html(&night.versions.plugin),
            html(&night.versions.harness),
            html(&night.run_dir.display().to_string())
        );
    }
    body.push_str("</tbody></table></div>");
    for u in &n.unreadable {
        let _ = write!(body, "<p class=\"note\">Night not loaded: {}</p>", html(u));
    }
    Ok(page("tpu-compat: regressions", "", "Regressions", &body))
}
