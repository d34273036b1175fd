//! The committed catalogs are exactly what the generator produces (so the
//! tables are reproducible), have the promised sizes, unique ids in
//! [a-z0-9._-], every family in Tier 1 and Tier 2, causal LMs with a bound
//! in the dynamism tier, and programs that regenerate byte-identically.
//! `SUITES_REGENERATE=1 cargo test -p suites --test catalogs` rewrites them.

use std::collections::{BTreeSet, HashSet};
use suites::catalog;
use suites::spec::generate;
use suites::zoo::families;
use suites::Suite;

#[test]
fn committed_catalogs_match_the_generator() {
    if std::env::var("SUITES_REGENERATE").is_ok_and(|v| v == "1") {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("catalogs");
        catalog::write_all(&dir).unwrap();
    }
    for tier in catalog::TIERS {
        let fresh = catalog::to_csv(&catalog::generate(tier).unwrap());
        let again = catalog::to_csv(&catalog::generate(tier).unwrap());
        assert_eq!(fresh, again, "{tier}: generation is not deterministic");
        assert!(
            catalog::committed(tier).unwrap() == fresh,
            "{tier}: committed catalog differs from the generator; rerun with SUITES_REGENERATE=1"
        );
    }
}

#[test]
fn tiers_have_their_sizes_unique_ids_and_every_family() {
    for (tier, n) in [("tier1", catalog::TIER1_COUNT), ("tier2", catalog::TIER2_COUNT), ("dynamism", catalog::DYNAMISM_COUNT)] {
        let suite = Suite::open(tier).unwrap();
        assert_eq!(suite.entries.len(), n, "{tier}");
        let ids: HashSet<&str> = suite.entries.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids.len(), n, "{tier}: ids are not unique");
        for e in &suite.entries {
            assert!(e.id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"._-".contains(&b)), "{}", e.id);
            assert!(e.id.starts_with(&e.family), "{}", e.id);
            assert!(e.cost > 0.0);
        }
        let fams: BTreeSet<&str> = suite.entries.iter().map(|e| e.family.as_str()).collect();
        if tier == "dynamism" {
            for i in 0..suite.entries.len() {
                let s = suite.spec(i).unwrap();
                assert_eq!(families::kind(&s.family), Some(families::Kind::CausalLm), "{}", s.id);
                assert!(s.bound.is_some_and(|b| b >= 8), "{}", s.id);
            }
        } else {
            assert_eq!(fams.len(), families::FAMILIES.len(), "{tier}: families {fams:?}");
        }
    }
}

#[test]
fn programs_regenerate_byte_identically() {
    let suite = Suite::open("tier2").unwrap();
    for i in (0..suite.entries.len()).step_by(41) {
        let a = suite.load(i).unwrap();
        let b = generate(suite.spec(i).unwrap()).unwrap();
        assert_eq!(a.program, b.program, "{}", a.id());
        assert_eq!(a.manifest, b.manifest);
        let ia = a.inputs().unwrap();
        assert_eq!(a.hash(&ia), b.hash(&b.inputs().unwrap()), "{}", a.id());
    }
    let dy = Suite::open("dynamism").unwrap();
    let d = dy.load(0).unwrap();
    let spec = d.manifest.dynamic.clone().unwrap();
    assert_eq!(spec.length_argument, "length");
    assert!(d.manifest.arguments.iter().any(|a| a.name == "length" && a.shape.is_empty()));
    assert!(String::from_utf8_lossy(&d.program).contains("stablehlo.set_dimension_size"));
}

#[test]
fn a_catalog_file_opens_and_bad_rows_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("mine.csv");
    let specs: Vec<_> = catalog::tier2().unwrap().into_iter().take(3).collect();
    std::fs::write(&good, catalog::to_csv(&specs)).unwrap();
    let s = Suite::open(good.to_str().unwrap()).unwrap();
    assert_eq!(s.name, "mine");
    assert_eq!(s.entries.len(), 3);
    let bad = dir.path().join("bad.csv");
    std::fs::write(&bad, "id,family,dtype,seed,bound,config\nx-1,nosuch,f32,1,,\"{}\"\n").unwrap();
    let e = Suite::open(bad.to_str().unwrap()).unwrap_err().to_string();
    assert!(e.contains("bad.csv") && e.contains("line 2") && e.contains("nosuch"), "{e}");
    std::fs::write(&bad, "id,family,dtype,seed,bound,config\nllama-x,llama,f32,1,,\"{\"\"hidden\"\":30,\"\"heads\"\":4}\"\n").unwrap();
    let e = Suite::open(bad.to_str().unwrap()).unwrap_err().to_string();
    assert!(e.contains("bad.csv") && e.contains("line 2") && e.contains("must divide hidden"), "{e}");
}
