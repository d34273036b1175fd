//! The dashboard in a real browser: headless Chromium opens the index and a
//! definition page from disk (file://), with a fresh profile and background
//! networking off. Checks that headline figures, SVG charts and tables are in
//! the rendered DOM, that the filter script ran, that no script from the run
//! executed, and that no request left the folder: a static check of every
//! src/href in the folder, and Chromium's own network log (NetLog) of the
//! loads. Screenshots are saved under target/tmp/ for a person to look at.
//! Skips, loudly, only when /usr/bin/chromium is absent.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";

fn skip_loudly() -> bool {
    if Path::new(CHROMIUM).exists() {
        return false;
    }
    eprintln!("\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    eprintln!("!! SKIPPED: headless Chromium dashboard test: {CHROMIUM} is absent.");
    eprintln!("!! Install it: apt-get install -y chromium chromium-driver (.ci/run does).");
    eprintln!("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n");
    true
}

/// Runs Chromium headless on `url` with `extra` flags; returns stdout.
fn chromium(profile: &Path, netlog: &Path, url: &str, extra: &[String]) -> String {
    let mut cmd = Command::new(CHROMIUM);
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-default-apps",
        "--disable-extensions",
        "--disable-domain-reliability",
        "--no-default-browser-check",
        "--no-first-run",
        "--virtual-time-budget=5000",
    ])
    .arg(format!("--user-data-dir={}", profile.display()))
    .arg(format!("--log-net-log={}", netlog.display()))
    .args(extra)
    .arg(url)
    .stdout(Stdio::piped())
    .stderr(Stdio::null());
    let child = cmd.spawn().expect("start chromium");
    let id = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    let started = Instant::now();
    loop {
        if let Ok(out) = rx.recv_timeout(Duration::from_millis(200)) {
            let out = out.expect("wait for chromium");
            return String::from_utf8_lossy(&out.stdout).into_owned();
        }
        if started.elapsed() > Duration::from_secs(120) {
            // Only the process this test started, by its id.
            let _ = Command::new("kill").arg("-9").arg(id.to_string()).status();
            panic!("chromium did not finish on {url} within 120 s");
        }
    }
}

/// URLs the page itself requested, per Chromium's NetLog, that are not
/// files inside `folder`. Chromium's own background traffic (time, update,
/// account checks) is told apart by its network isolation key: every request
/// made on behalf of a page opened from disk is keyed on the site `file://`.
fn page_requests_leaving(netlog: &Path, folder: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(netlog).unwrap_or_default();
    assert!(!text.is_empty(), "chromium wrote no net log at {}", netlog.display());
    let log: serde_json::Value = serde_json::from_str(&text)
        .or_else(|_| serde_json::from_str(&format!("{}]}}", text.trim_end().trim_end_matches(','))))
        .expect("net log is JSON");
    let start_job = log["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"].as_i64().expect("event type table");
    let inside = format!("file://{}/", folder.display());
    let mut out = Vec::new();
    for e in log["events"].as_array().expect("events") {
        if e["type"].as_i64() != Some(start_job) {
            continue;
        }
        let p = &e["params"];
        let (Some(url), Some(nik)) = (p["url"].as_str(), p["network_isolation_key"].as_str()) else {
            continue;
        };
        if nik.starts_with("file://") && !url.starts_with(&inside) && !url.starts_with("data:") {
            out.push(url.to_string());
        }
    }
    out
}

/// Every src= and href= in every file of the folder points inside it.
fn static_links_stay_inside(folder: &Path) {
    let mut files = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                files.push(p);
            }
        }
    }
    let mut checked = 0;
    for f in files.iter().filter(|f| f.extension().is_some_and(|e| e == "html" || e == "css" || e == "js")) {
        let text = std::fs::read_to_string(f).unwrap();
        assert!(!text.contains("@import") && !text.contains("url("), "{}: CSS fetches", f.display());
        for attr in ["src=\"", "href=\""] {
            for (i, _) in text.match_indices(attr) {
                let v = &text[i + attr.len()..];
                let v = &v[..v.find('"').unwrap()];
                assert!(!v.contains(':') && !v.starts_with("//"), "{}: {attr}{v}", f.display());
                let target = f.parent().unwrap().join(v.split('#').next().unwrap());
                let target = target.canonicalize().unwrap_or_else(|_| panic!("{}: broken link {v}", f.display()));
                assert!(target.starts_with(folder.canonicalize().unwrap()), "{}: {v} leaves the folder", f.display());
                checked += 1;
            }
        }
        for forbidden in ["fetch(", "XMLHttpRequest", "WebSocket", "import(", "http://", "https://"] {
            // The SVG namespace is a name, not a request.
            let hits = text.matches(forbidden).count();
            let ns = if forbidden == "http://" { text.matches("http://www.w3.org/").count() } else { 0 };
            assert_eq!(hits, ns, "{}: {forbidden}", f.display());
        }
    }
    assert!(checked > 100, "only {checked} links checked");
}

#[test]
fn dashboard_renders_offline_in_headless_chromium() {
    if skip_loudly() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (dash, run) = common::build_dashboard(dir.path());
    let dash = dash.canonicalize().unwrap();
    static_links_stay_inside(&dash);
    let shots = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("reports-dashboard");
    std::fs::create_dir_all(&shots).unwrap();
    let summary = reports::Summary::of(&run).unwrap();

    // The detector itself: a page that does reach out must be caught.
    let leaky = dir.path().join("leaky");
    std::fs::create_dir_all(&leaky).unwrap();
    std::fs::write(leaky.join("leak.html"), "<!DOCTYPE html><img src=\"http://127.0.0.1:9/leak.png\"><p>x</p>").unwrap();
    let url = format!("file://{}", leaky.join("leak.html").display());
    chromium(&dir.path().join("profile-leak"), &dir.path().join("net-leak.json"), &url, &["--dump-dom".into()]);
    let caught = page_requests_leaving(&dir.path().join("net-leak.json"), &leaky);
    assert_eq!(caught, vec!["http://127.0.0.1:9/leak.png".to_string()], "the request detector missed a leak");

    for (page, checks) in [
        ("index.html", vec!["id=\"results\"", "Pass rate by family", "Regressions"]),
        ("defs/parity-03.html", vec!["id=\"outputs\"", "Worst elements", "Expected against actual", "id=\"history\""]),
        ("defs/roberta-007.html", vec!["id=\"attempts\"", "&lt;script&gt;document.body.setAttribute("]),
        ("dynamism.html", vec!["id=\"grid\"", "causal-2"]),
    ] {
        let url = format!("file://{}", dash.join(page).display());
        let profile = dir.path().join(format!("profile-{}", page.replace('/', "_")));
        let netlog = dir.path().join(format!("net-{}.json", page.replace('/', "_")));
        let dom = chromium(&profile, &netlog, &url, &["--dump-dom".into()]);
        assert!(dom.contains("<svg"), "{page}: no chart in the rendered page");
        assert!(dom.contains("<table"), "{page}: no table");
        for c in checks {
            assert!(dom.contains(c), "{page}: missing {c}");
        }
        // The run's script did not execute; the dashboard's own did (it fills the filter counts).
        assert!(!dom.contains("data-pwned=\"1\""), "{page}: script from the run executed");
        if dom.contains("data-filter-for") {
            assert!(dom.contains(" shown</span>"), "{page}: filter script did not run");
        }
        if page == "index.html" {
            for t in &summary.tiers {
                let line = t.figure.published();
                assert!(dom.contains(&line), "index: headline {line} missing");
            }
        }
        let foreign = page_requests_leaving(&netlog, &dash);
        assert!(foreign.is_empty(), "{page}: requests left the folder: {foreign:?}");

        let shot = shots.join(format!("{}.png", page.replace('/', "_").trim_end_matches(".html")));
        let _ = std::fs::remove_file(&shot);
        let profile2 = dir.path().join(format!("profile-shot-{}", page.replace('/', "_")));
        chromium(
            &profile2,
            &dir.path().join("net-shot.json"),
            &url,
            &[format!("--screenshot={}", shot.display()), "--window-size=1400,2600".into(), "--hide-scrollbars".into()],
        );
        let png = std::fs::read(&shot).unwrap_or_default();
        assert!(png.len() > 20_000 && png.starts_with(b"\x89PNG"), "{page}: screenshot missing or blank ({} bytes)", png.len());
        eprintln!("screenshot: {}", shot.display());
    }
}
