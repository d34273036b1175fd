//! The bounded-dynamism programs of every causal LLM family in the
//! dynamism catalog build, and their `@main` signatures say what a sweep
//! relies on: static padded arguments plus an i32 `length` (no `?` types
//! at the entry, which the CPU plugin rejects), static outputs, and static
//! programs whose sequence dimension is exactly L. Also the input padding.

use runtime::{parse_main_signature, DType, HostTensor};
use suites::dynamism::decode::{decode, Decode};
use suites::dynamism::pad_prefix;
use suites::dynamism::prefill::{prefill, Prefill};
use suites::Suite;

#[test]
fn every_family_builds_bounded_static_leaky_and_decode_programs() {
    let suite = Suite::open("dynamism").unwrap();
    let mut families = std::collections::BTreeSet::new();
    for (i, e) in suite.entries.iter().enumerate() {
        if !families.insert(e.family.clone()) {
            continue;
        }
        let spec = suite.spec(i).unwrap();
        let bound = spec.bound.unwrap();
        let (b, v) = (spec.config.batch, spec.config.vocab);
        for which in [Prefill::Bounded, Prefill::Leaky] {
            let d = prefill(spec, which).unwrap();
            let text = String::from_utf8(d.program.clone()).unwrap();
            let head = text.lines().find(|l| l.contains("func.func public @main")).unwrap();
            assert!(!head.contains('?'), "{}: dynamic type at the entry: {head}", spec.id);
            let sig = parse_main_signature(&d.program).unwrap();
            assert_eq!(sig.args.len(), d.manifest.arguments.len());
            let last = d.manifest.arguments.last().unwrap();
            assert_eq!((last.name.as_str(), last.dtype, last.shape.as_slice()), ("length", DType::I32, &[][..]));
            let shapes: Vec<Vec<i64>> = sig.results.iter().map(|t| t.shape.clone()).collect();
            assert_eq!(shapes, vec![vec![b, bound, v], vec![b, v], vec![b, v]], "{}", spec.id);
        }
        let s = prefill(spec, Prefill::Static(3)).unwrap();
        let ids = s.manifest.arguments.iter().find(|a| a.name == "input_ids").unwrap();
        assert_eq!(ids.shape, vec![b, 3]);
        assert!(s.manifest.dynamic.is_none());
        assert!(prefill(spec, Prefill::Static(bound + 1)).is_err());
        let dec = decode(spec, Decode::Bounded).unwrap();
        assert_eq!(dec.manifest.dynamic.as_ref().map(|d| d.length_argument.as_str()), Some("cache_length"));
        let dec_s = decode(spec, Decode::Static(2)).unwrap();
        let sig = parse_main_signature(&dec_s.program).unwrap();
        assert_eq!(sig.results[0].shape, vec![b, v]);
        assert!(decode(spec, Decode::Static(bound)).is_err(), "the new token needs a free slot");
    }
    assert!(families.len() >= 11, "families covered: {families:?}");
}

#[test]
fn pad_prefix_places_the_static_block_and_keeps_the_padding() {
    let filled = HostTensor::from_slice(&[2, 4], &[9i32; 8]).unwrap();
    let prefix = HostTensor::from_slice(&[2, 2], &[1i32, 2, 3, 4]).unwrap();
    let out = pad_prefix(&prefix, &filled).unwrap();
    assert_eq!(out.to_vec::<i32>().unwrap(), vec![1, 2, 9, 9, 3, 4, 9, 9]);
    let too_big = HostTensor::from_slice(&[3, 1], &[1i32, 2, 3]).unwrap();
    assert!(pad_prefix(&too_big, &filled).is_err());
    let other_dtype = HostTensor::from_slice(&[2, 2], &[1f32; 4]).unwrap();
    assert!(pad_prefix(&other_dtype, &filled).is_err());
}
