//! Untrusted text from a run (error messages, ids, family names) renders as
//! text: escaped in every dashboard page, in JUnit XML and in Markdown.

mod common;

use common::*;
use reports::Summary;
use results::Status;

#[test]
fn script_in_an_error_renders_as_text_in_html() {
    let dir = tempfile::tempdir().unwrap();
    let (dash, _) = build_dashboard(dir.path());
    for page in ["index.html", "defs/roberta-007.html"] {
        let html = std::fs::read_to_string(dash.join(page)).unwrap();
        assert!(html.contains("&lt;script&gt;document.body.setAttribute("), "{page}: error text missing or unescaped");
        assert!(!html.contains("<script>document"), "{page}: raw script from the run");
        // The only script element is the dashboard's own file.
        assert_eq!(html.matches("<script").count(), 1, "{page}");
        assert!(html.contains("assets/dashboard.js\"></script>"));
        assert!(!html.contains('\u{1}'), "{page}: control character passed through");
    }
}

#[test]
fn hostile_ids_and_errors_are_escaped_everywhere() {
    let mut r = row("tier1", "x\"><img src=y onerror=alert(1)>", "fam<b>", Status::FailCompile);
    r.error = Some(EVIL.into());
    let dir = tempfile::tempdir().unwrap();
    let run = write_run(&dir.path().join("run"), "evil</title>", &[r, row("tier1", "ok", "mlp", Status::Pass)]);
    let s = Summary::of(&run).unwrap();

    let junit = reports::junit::junit(&run);
    assert!(junit.contains("&lt;script&gt;document.body"), "{junit}");
    assert!(!junit.contains("<script>"));
    assert!(!junit.contains("<img"));
    assert!(!junit.contains('\u{1}'), "XML 1.0 forbids control characters");
    assert!(junit.contains("name=\"x&quot;&gt;&lt;img src=y onerror=alert(1)&gt;\""));

    let md = reports::markdown::markdown(&run, &s, None);
    assert!(!md.contains("<script>") && !md.contains("<img") && !md.contains("<b>"), "{md}");

    let out = dir.path().join("dash");
    reports::html::Dashboard { run: &run, summary: &s, diff: None, history: &[], past: &[], nightly: None }.write(&out).unwrap();
    let mut pages = vec![out.join("index.html"), out.join("dynamism.html")];
    for e in std::fs::read_dir(out.join("defs")).unwrap() {
        pages.push(e.unwrap().path());
    }
    // The hostile id became a safe file name inside defs/.
    assert_eq!(pages.len(), 4);
    for p in &pages {
        let html = std::fs::read_to_string(p).unwrap();
        assert!(!html.contains("<img") && !html.contains("fam<b>"), "{}", p.display());
        if !p.ends_with("dynamism.html") && !p.ends_with("ok.html") {
            assert!(html.contains("fam&lt;b&gt;"), "{}", p.display());
        }
        assert_eq!(html.matches("</title>").count(), 1, "{}", p.display());
        assert_eq!(html.matches("<script").count(), 1, "{}", p.display());
    }
}
