//! A sharded row's per-device disagreement on its definition page: which
//! device, against what (another device's copy of a replicated value, or
//! the one-device run for a sharded output's tile) and by how much, read
//! back through the journal as the runner writes it.

mod common;

use common::{output, row, with_outputs, write_run};
use results::{Disagreement, Status};

#[test]
fn the_definition_page_says_which_device_disagreed_and_by_how_much() {
    let tmp = tempfile::tempdir().unwrap();
    let mut replicated = with_outputs(row("spmd", "tp-x4.0058", "llama", Status::FailRun), vec![output("logits", 0.17, 3.0)]);
    replicated.devices = Some(4);
    replicated.disagreements =
        vec![Disagreement { output: "logits".into(), device: 2, against: Some(0), max_abs: 0.1763, differing: 2048, elements: 2048 }];
    let mut tile = with_outputs(row("spmd", "ep-x4.0218", "mixtral", Status::FailParity), vec![output("logits", 0.013, 1297.0)]);
    tile.devices = Some(4);
    tile.disagreements =
        vec![Disagreement { output: "logits".into(), device: 2, against: None, max_abs: 0.01303, differing: 4079, elements: 4096 }];
    let mut agreed = row("spmd", "dp-x4.0000", "llama", Status::Pass);
    agreed.devices = Some(4);
    let run = write_run(&tmp.path().join("run"), "run", &[replicated, tile, agreed]);
    let summary = reports::Summary::of(&run).unwrap();
    let out = tmp.path().join("dash");
    reports::html::Dashboard { run: &run, summary: &summary, diff: None, history: &[], past: &[], nightly: None }.write(&out).unwrap();
    let page = |id: &str| std::fs::read_to_string(out.join(reports::html::definition_href(id))).unwrap();

    let p = page("tp-x4.0058");
    assert!(p.contains("<h2>Devices that disagreed</h2>") && p.contains("devices: <b>4</b>"), "{p}");
    assert!(p.contains("<td class=\"n\"><b>2</b></td><td>device 0 (same replicated values)</td><td class=\"n\">2048 of 2048</td>"), "{p}");
    assert!(p.contains("Largest difference per device") && p.contains("<svg"), "a bar per device: {p}");
    let p = page("ep-x4.0218");
    assert!(p.contains("the one-device run (its tile)</td><td class=\"n\">4079 of 4096</td>"), "{p}");
    let p = page("dp-x4.0000");
    assert!(p.contains("devices: <b>4</b>") && !p.contains("Devices that disagreed"), "{p}");
}
