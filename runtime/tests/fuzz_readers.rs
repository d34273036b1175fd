//! Property tests: arbitrary and mutated bytes thrown at the readers that
//! face user files, the safetensors decoder (`tensors_file::decode`) and the
//! `@main` signature parser (with the bracket-nesting check), and the reader
//! of `@main`'s statements (`program_text`). None may
//! panic; what they accept must be consistent.
//!
//! Bounded for CI: proptest's default of 256 cases per property, a second or
//! two each. Run longer with `PROPTEST_CASES=100000 cargo test --release -p
//! runtime --test fuzz_readers` (proptest reads the variable itself).

use proptest::prelude::*;
use runtime::{check_nesting, parse_main_signature, tensors_file, DType, HostTensor, TensorType};
use std::collections::BTreeMap;
use std::path::Path;

/// One edit of a byte string.
#[derive(Debug, Clone)]
enum Mutation {
    Flip {
        at: usize,
        bit: u8,
    },
    Set {
        at: usize,
        byte: u8,
    },
    Truncate {
        at: usize,
    },
    Insert {
        at: usize,
        bytes: Vec<u8>,
    },
    Remove {
        at: usize,
        len: usize,
    },
    /// Overwrite the 8-byte little-endian header length at the start.
    HeaderLength(u64),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 0u8..8).prop_map(|(at, bit)| Mutation::Flip { at, bit }),
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Mutation::Set { at, byte }),
        any::<usize>().prop_map(|at| Mutation::Truncate { at }),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..16)).prop_map(|(at, bytes)| Mutation::Insert { at, bytes }),
        (any::<usize>(), 1usize..32).prop_map(|(at, len)| Mutation::Remove { at, len }),
        prop_oneof![Just(0u64), Just(u64::MAX), Just(1 << 40), 0u64..4096].prop_map(Mutation::HeaderLength),
    ]
}

fn apply(mut b: Vec<u8>, muts: &[Mutation]) -> Vec<u8> {
    for m in muts {
        let n = b.len().max(1);
        match m {
            Mutation::Flip { at, bit } => {
                if let Some(x) = b.get_mut(at % n) {
                    *x ^= 1 << bit;
                }
            }
            Mutation::Set { at, byte } => {
                if let Some(x) = b.get_mut(at % n) {
                    *x = *byte;
                }
            }
            Mutation::Truncate { at } => b.truncate(at % n),
            Mutation::Insert { at, bytes } => {
                let at = at % (b.len() + 1);
                b.splice(at..at, bytes.iter().copied());
            }
            Mutation::Remove { at, len } => {
                let at = at % n;
                let end = (at + len).min(b.len());
                if at < end {
                    b.drain(at..end);
                }
            }
            Mutation::HeaderLength(v) => {
                if b.len() >= 8 {
                    b[..8].copy_from_slice(&v.to_le_bytes());
                }
            }
        }
    }
    b
}

/// A valid file: a few dtypes, a scalar, an empty tensor, metadata.
fn valid_safetensors() -> Vec<u8> {
    let a = HostTensor::from_slice(&[2, 3], &[1.0f32, -2.0, 3.5, 0.0, 7.0, 8.0]).unwrap();
    let b = HostTensor::scalar(7i64);
    let c = HostTensor::from_slice(&[0, 4], &[] as &[u16]).unwrap();
    let d = HostTensor::from_slice(&[3], &[half::bf16::from_f32(1.5); 3]).unwrap();
    let named = vec![("out0".to_string(), &a), ("out1".to_string(), &b), ("out2".to_string(), &c), ("w.bias".to_string(), &d)];
    let meta = BTreeMap::from([("definition_id".to_string(), "x".to_string()), ("outputs".to_string(), "3".to_string())]);
    tensors_file::encode(&named, &meta).unwrap()
}

/// What decode accepted is self-consistent: every tensor's bytes fit its type.
fn check_decoded(bytes: &[u8]) {
    if let Ok((tensors, _)) = tensors_file::decode(bytes, Path::new("fuzz.safetensors")) {
        for (name, t) in &tensors {
            assert_eq!(Some(t.data.len()), runtime::byte_size(t.dtype, &t.shape), "{name}");
        }
        let _ = tensors_file::ordered_args(tensors, "out", Path::new("fuzz.safetensors"));
    }
}

const DTYPES: &[(&str, DType)] = &[
    ("f32", DType::F32),
    ("bf16", DType::BF16),
    ("f16", DType::F16),
    ("f64", DType::F64),
    ("i1", DType::Bool),
    ("i8", DType::I8),
    ("i32", DType::I32),
    ("i64", DType::I64),
    ("ui8", DType::U8),
];

fn tensor_type() -> impl Strategy<Value = (String, TensorType)> {
    (0..DTYPES.len(), prop::collection::vec(prop_oneof![4 => 0i64..9, 1 => Just(-1i64)], 0..4)).prop_map(|(k, shape)| {
        let (name, dtype) = DTYPES[k];
        let dims: Vec<String> = shape.iter().map(|&d| if d < 0 { "?".to_string() } else { d.to_string() }).collect();
        let text = if dims.is_empty() { format!("tensor<{name}>") } else { format!("tensor<{}x{name}>", dims.join("x")) };
        (text, TensorType { dtype, shape })
    })
}

/// Lines that must not change what the parser reads, wherever they go between lines.
fn noise_line() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("// func.func @main(%z: tensor<9xi8>) -> tensor<1xf32> {".to_string()),
        Just("  // ((((([[[[{{{{<<<< @main(".to_string()),
        Just("  %s = \"stablehlo.custom\"() {note = \"@main(%q: tensor<5xf64>) )) ]] \\\" }} //\"} : () -> ()".to_string()),
        Just("  func.func private @helper(%h: tensor<3xi32>) -> tensor<3xi32> { return %h : tensor<3xi32> }".to_string()),
        Just(String::new()),
    ]
}

fn program(args: &[String], results: &[String]) -> Vec<String> {
    let params: Vec<String> = args.iter().enumerate().map(|(i, t)| format!("%arg{i}: {t} {{jax.arg_info = \"a{i}, (x)\"}}")).collect();
    let res = if results.len() == 1 { results[0].clone() } else { format!("({})", results.join(", ")) };
    vec![
        "module @m attributes {mhlo.num_partitions = 1 : i32} {".to_string(),
        format!("  func.func public @main({}) -> {res} {{", params.join(", ")),
        "    return".to_string(),
        "  }".to_string(),
        "}".to_string(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn decode_survives_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        check_decoded(&bytes);
    }

    #[test]
    fn decode_survives_mutated_files(muts in prop::collection::vec(mutation(), 1..6)) {
        check_decoded(&apply(valid_safetensors(), &muts));
    }

    #[test]
    fn decode_survives_hostile_headers(json in "\\{(\"[a-z0-9]{1,3}\":\\{\"dtype\":\"(F32|BF16|I64|BOOL|U8|F8_E4M3|Q4)\",\"shape\":\\[([0-9]{1,20}(,[0-9]{1,20}){0,3})?\\],\"data_offsets\":\\[[0-9]{1,20},[0-9]{1,20}\\]\\},?){0,3}\\}", data in prop::collection::vec(any::<u8>(), 0..64)) {
        let mut b = (json.len() as u64).to_le_bytes().to_vec();
        b.extend_from_slice(json.as_bytes());
        b.extend_from_slice(&data);
        check_decoded(&b);
    }

    #[test]
    fn the_signature_parser_survives_arbitrary_text(text in any::<String>()) {
        let _ = parse_main_signature(text.as_bytes());
        let _ = check_nesting(text.as_bytes());
        let _ = runtime::program_text::parse_main(text.as_bytes());
    }

    #[test]
    fn the_signature_parser_survives_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        let _ = parse_main_signature(&bytes);
        let _ = check_nesting(&bytes);
        let _ = runtime::program_text::parse_main(&bytes);
    }

    #[test]
    fn the_signature_parser_survives_mutated_programs(
        args in prop::collection::vec(tensor_type(), 0..5),
        muts in prop::collection::vec(mutation(), 1..6),
    ) {
        let texts: Vec<String> = args.iter().map(|(t, _)| t.clone()).collect();
        let mut lines = program(&texts, &["tensor<2xf32>".to_string()]);
        // Statements for the statement reader: pretty, generic with a region, multi-result.
        lines.insert(2, "    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32> loc(#loc1)".to_string());
        lines.insert(3, "    %1 = \"stablehlo.reduce\"(%0, %c) ({\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      \"stablehlo.return\"(%a) : (tensor<f32>) -> ()\n    }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>".to_string());
        lines.insert(4, "    %2:2 = stablehlo.sort %0, %0 : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)".to_string());
        lines.push("#loc1 = loc(\"layer.0\")".to_string());
        let p = lines.join("\n").into_bytes();
        let mutated = apply(p, &muts);
        let _ = parse_main_signature(&mutated);
        let _ = check_nesting(&mutated);
        // The statement reader, and the rewrite diverge makes from what it read.
        if let Ok(main) = runtime::program_text::parse_main(&mutated) {
            if let Ok(text) = std::str::from_utf8(&mutated) {
                let _ = runtime::program_text::with_extra_results(text, &main, &[("%x".into(), "tensor<f32>".into())]);
            }
        }
    }

    #[test]
    fn comments_strings_and_other_functions_do_not_change_the_signature(
        args in prop::collection::vec(tensor_type(), 0..6),
        results in prop::collection::vec(tensor_type(), 1..4),
        noise in prop::collection::vec((0usize..6, noise_line()), 0..6),
    ) {
        let arg_texts: Vec<String> = args.iter().map(|(t, _)| t.clone()).collect();
        let res_texts: Vec<String> = results.iter().map(|(t, _)| t.clone()).collect();
        let mut lines = program(&arg_texts, &res_texts);
        for (at, line) in noise {
            // Whole lines: before the module, before @main, inside its body, after it.
            let at = at % (lines.len() + 1);
            lines.insert(at, line);
        }
        let text = lines.join("\n");
        let sig = parse_main_signature(text.as_bytes()).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(sig.args, args.into_iter().map(|(_, t)| t).collect::<Vec<_>>(), "{}", text);
        prop_assert_eq!(sig.results, results.into_iter().map(|(_, t)| t).collect::<Vec<_>>(), "{}", text);
        prop_assert!(check_nesting(text.as_bytes()).is_ok());
    }
}
