//! The op tier's catalog: generated deterministically and committed as
//! generated, large enough (>= 90 distinct ops, >= 3,000 cases), packed by
//! op, every case emitted and referenced, bad catalogs refused by name.

use std::collections::{BTreeMap, BTreeSet};
use suites::hlo::op_histogram;
use suites::ops::{self, emit, reference, Case, RefSource};
use suites::Suite;

#[test]
fn the_committed_catalog_is_the_generated_one() {
    let fresh = ops::to_csv(&ops::generate());
    assert_eq!(fresh, ops::to_csv(&ops::generate()), "generation is not deterministic");
    assert!(fresh == ops::OPS_CSV, "suites/catalogs/ops.csv is stale: run `tpu-compat suites --generate suites/catalogs`");
}

#[test]
fn the_tier_reaches_enough_ops_and_cases_in_packs_of_one_op() {
    let cases = ops::committed().unwrap();
    let distinct: BTreeSet<&str> = cases.iter().map(|c| c.op.as_str()).collect();
    assert!(cases.len() >= 3000, "{} cases", cases.len());
    assert!(distinct.len() >= 90, "{} distinct ops", distinct.len());
    let ids: BTreeSet<&str> = cases.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids.len(), cases.len(), "duplicate case ids");
    let mut packs: BTreeMap<usize, Vec<&Case>> = BTreeMap::new();
    for c in &cases {
        packs.entry(c.pack).or_default().push(c);
    }
    for (p, members) in &packs {
        assert!(members.len() <= ops::PACK_SIZE, "pack {p} has {} cases", members.len());
        assert!(members.iter().all(|c| c.op == members[0].op), "pack {p} mixes ops");
    }
    // Every elementwise op has one case of at least 2^16 elements; every dtype appears.
    let large: BTreeSet<&str> = cases.iter().filter(|c| c.shape.iter().product::<i64>() >= 1 << 16).map(|c| c.op.as_str()).collect();
    for u in ops::table::UNARY_FLOAT {
        assert!(large.contains(u.name), "{} has no case of 2^16 elements", u.name);
    }
    let dtypes: BTreeSet<&str> = cases.iter().map(|c| c.dtype.name()).collect();
    assert_eq!(dtypes.len(), 13, "{dtypes:?}");
    let suite = Suite::open("ops").unwrap();
    assert_eq!(suite.entries.len(), cases.len());
    assert_eq!(suite.pack(0).len(), packs[&0].len());
}

#[test]
fn every_pack_emits_its_op_and_every_rust_reference_computes() {
    let cases = ops::committed().unwrap();
    let mut by_pack: BTreeMap<usize, Vec<Case>> = BTreeMap::new();
    for c in cases {
        by_pack.entry(c.pack).or_default().push(c);
    }
    for members in by_pack.values() {
        let (text, layouts) = emit::pack_program(members, "m").unwrap();
        assert_eq!(layouts.len(), members.len());
        let h = op_histogram(&text);
        let op = &members[0].op;
        let named = h.keys().any(|k| k.ends_with(&format!(".{op}")) || k.ends_with(&format!(".{}", op.trim_start_matches("chlo_"))));
        assert!(named, "pack of {op} does not emit it: {:?}", h.keys().collect::<Vec<_>>());
        for c in members {
            let plan = emit::plan(c).unwrap();
            let inputs = emit::case_inputs(c).unwrap();
            assert_eq!(inputs.len(), plan.inputs.len(), "{}", c.id);
            if ops::collective::is_collective(&c.op) {
                // Per device; programs the reference rejects have none.
                let all = ops::collective::all_inputs(c).unwrap();
                match ops::collective::references(c, &all) {
                    Ok(r) => assert!(r.len() == ops::collective::DEVICES && r.iter().all(|d| d.len() == 1), "{}", c.id),
                    Err(e) => assert!(ops::collective::rejects(c).is_some(), "{}: {e}", c.id),
                }
            } else if plan.source == RefSource::Rust {
                let r = reference::rust(c, &inputs).unwrap();
                assert_eq!(r.len(), layouts[members.iter().position(|m| m.id == c.id).unwrap()].outputs.len(), "{}", c.id);
            }
        }
    }
}

#[test]
fn rust_references_follow_the_documented_integer_and_convert_semantics() {
    let case = |op: &str, form: &str, d: &str, shape: &[i64]| Case {
        id: "op-x".into(),
        op: op.into(),
        form: form.into(),
        dtype: runtime::DType::from_name(d).unwrap(),
        shape: shape.to_vec(),
        values: "normal".into(),
        seed: 1,
        pack: 0,
    };
    let ints = |d, v: &[i128]| ops::values::int_tensor(runtime::DType::from_name(d).unwrap(), &[v.len() as i64], v);
    let bits = |r: &reference::Reference| match r {
        reference::Reference::Bits(t) => ops::values::int_values(t),
        other => panic!("{other:?}"),
    };
    // Wrapping power by squaring (3^5 = 243 wraps to -13 in i8), x / 0 = -1, MIN / -1 = MIN.
    let r = reference::rust(&case("power", "", "i8", &[2]), &[ints("i8", &[3, 2]), ints("i8", &[5, 7])]).unwrap();
    assert_eq!(bits(&r[0]), vec![-13, -128]);
    let r = reference::rust(&case("divide", "", "i32", &[2]), &[ints("i32", &[7, i32::MIN as i128]), ints("i32", &[0, -1])]).unwrap();
    assert_eq!(bits(&r[0]), vec![-1, i32::MIN as i128]);
    // Float to integer truncates and saturates; NaN gives 0.
    let f = ops::values::float_tensor(runtime::DType::F32, &[4], &[-1.9, 300.0, f64::NAN, -1e10]);
    let r = reference::rust(&case("convert", "to-u8", "f32", &[4]), std::slice::from_ref(&f)).unwrap();
    assert_eq!(bits(&r[0]), vec![0, 255, 0, 0]);
    let r = reference::rust(&case("convert", "to-i8", "f32", &[4]), &[f]).unwrap();
    assert_eq!(bits(&r[0]), vec![-1, 127, 0, -128]);
    // Shifts by the width or more.
    let r = reference::rust(&case("shift_right_arithmetic", "", "i8", &[2]), &[ints("i8", &[-128, 64]), ints("i8", &[9, 9])]).unwrap();
    assert_eq!(bits(&r[0]), vec![-1, 0]);
    let r = reference::rust(&case("not", "", "bool", &[2]), &[ints("bool", &[0, 1])]).unwrap();
    assert_eq!(bits(&r[0]), vec![1, 0]);
}

#[test]
fn bad_op_catalogs_are_refused_naming_the_file_and_line() {
    let head = "id,op,form,dtype,shape,values,seed,pack\n";
    for (body, want) in [
        ("op-a,add,,f33,7x13,normal,1,0\n", "line 2: unknown dtype `f33`"),
        ("op-a,frobnicate,,f32,7x13,normal,1,0\n", "line 2: unknown op `frobnicate`"),
        ("op-a,add,,f32,7xq,normal,1,0\n", "line 2: bad shape"),
        ("op-a,add,,f32,7x13,weird,1,0\n", "line 2: values must be normal or special"),
        ("op-a,add,,f32,7x13,normal\n", "line 2: expected 8 fields"),
        ("op/a,add,,f32,7x13,normal,1,0\n", "line 2: id"),
        ("op-a,erf_inv,,f64,7,normal,1,0\n", "no independent f64 reference"),
    ] {
        let e = ops::parse_csv(&format!("{head}{body}"), "my.csv").unwrap_err().to_string();
        assert!(e.starts_with("my.csv: ") && e.contains(want), "{e}");
    }
    assert!(ops::parse_csv("id,family\n", "x.csv").unwrap_err().to_string().contains("x.csv: expected the header"));
}
