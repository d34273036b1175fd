//! A program's dialect facts: what decides which compiler can take it,
//! read from its bytes with no plugin and no MLIR parser. For a captured
//! program this says whose limit a refusal is: a Mosaic custom call only a
//! TPU compiles, a `chlo` op newer than a plugin's StableHLO, the StableHLO
//! version a portable artifact was written for, the dots' precisions.
//!
//! Text is read token by token. Bytecode (a StableHLO portable artifact) is
//! read from its string table: the producer (`StableHLO_v1.13.3`), the VHLO
//! op names it uses (`dot_general_v2`, read as `stablehlo.dot_general`),
//! composite names (`chlo.scan`) and known custom-call targets. Bytecode's
//! attributes (precisions) are encoded, not strings: they are left unknown.

use serde::Serialize;
use std::collections::BTreeSet;

/// The dialect facts of one program.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Facts {
    /// `text` or `bytecode`.
    pub format: &'static str,
    /// The StableHLO version a portable artifact was written for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stablehlo_version: Option<String>,
    /// Custom-call targets (`tpu_custom_call`, `Sharding`...).
    pub custom_calls: BTreeSet<String>,
    /// `chlo` ops (in bytecode, the composites that carry them).
    pub chlo: BTreeSet<String>,
    /// Distinct ops, `dialect.name`.
    pub ops: BTreeSet<String>,
    /// The dots' precision configs as written (`[DEFAULT, DEFAULT]`); empty for bytecode.
    pub dot_precisions: BTreeSet<String>,
}

/// The bytes every MLIR bytecode file starts with.
const BYTECODE_MAGIC: &[u8] = b"ML\xefR";

/// Custom-call targets known by name: bytecode gives no way to tell a
/// target's string from any other.
const KNOWN_TARGETS: [&str; 9] = [
    "tpu_custom_call",
    "Sharding",
    "SPMDFullToShardShape",
    "SPMDShardToFullShape",
    "annotate_device_placement",
    "MoveToHost",
    "MoveToDevice",
    "mhlo.topk",
    "xla_python_cpu_callback",
];

/// Reads the facts of `code` (MLIR text or bytecode).
pub fn facts(code: &[u8]) -> Facts {
    if code.starts_with(BYTECODE_MAGIC) {
        bytecode(code)
    } else {
        text(&String::from_utf8_lossy(code))
    }
}

fn text(s: &str) -> Facts {
    let mut f = Facts { format: "text", ..Facts::default() };
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    let mut rest = s;
    while let Some(i) = rest.find(|c: char| c.is_ascii_lowercase()) {
        let tail = &rest[i..];
        let end = tail.find(|c: char| !ident(c)).unwrap_or(tail.len());
        let word = &tail[..end];
        let boundary = i == 0 || !rest[..i].ends_with(|c: char| ident(c) || c == '@' || c == '%' || c == '#' || c == '!');
        if boundary {
            if let Some((dialect, op)) = word.split_once('.') {
                if matches!(dialect, "stablehlo" | "chlo" | "mhlo" | "sdy" | "func") && !op.is_empty() && !op.contains('.') {
                    f.ops.insert(word.to_string());
                    if dialect == "chlo" {
                        f.chlo.insert(word.to_string());
                    }
                }
            }
        }
        rest = &tail[end.max(1)..];
    }
    for (marker, close) in [("custom_call @", None), ("call_target_name = \"", Some('"'))] {
        let mut rest = s;
        while let Some(i) = rest.find(marker) {
            let tail = &rest[i + marker.len()..];
            let end = match close {
                Some(c) => tail.find(c).unwrap_or(tail.len()),
                None => tail.find(|c: char| !ident(c)).unwrap_or(tail.len()),
            };
            if end > 0 {
                f.custom_calls.insert(tail[..end].to_string());
            }
            rest = &tail[end..];
        }
    }
    let mut rest = s;
    while let Some(i) = rest.find("precision = [") {
        let tail = &rest[i + "precision = ".len()..];
        let end = tail.find(']').map(|e| e + 1).unwrap_or(tail.len());
        f.dot_precisions.insert(tail[..end].to_string());
        rest = &tail[end..];
    }
    f
}

/// The printable runs of at least 4 bytes, as `strings` prints them.
fn strings(code: &[u8]) -> impl Iterator<Item = &str> {
    code.split(|b| !(0x20..0x7f).contains(b)).filter(|s| s.len() >= 4).filter_map(|s| std::str::from_utf8(s).ok())
}

fn bytecode(code: &[u8]) -> Facts {
    let mut f = Facts { format: "bytecode", ..Facts::default() };
    for s in strings(code) {
        if let Some(v) = s.find("StableHLO_v").map(|i| &s[i + "StableHLO_v".len()..]) {
            let v: String = v.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
            if !v.is_empty() && f.stablehlo_version.is_none() {
                f.stablehlo_version = Some(v);
            }
        }
        // VHLO op names: `name_vN`, lower case.
        if let Some((name, n)) = s.rsplit_once("_v") {
            let op_like = !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            if op_like && !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) && !matches!(name, "func" | "return" | "call") {
                f.ops.insert(format!("stablehlo.{name}"));
            }
        }
        if s.starts_with("chlo.") && s[5..].chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            f.chlo.insert(s.to_string());
        }
        if KNOWN_TARGETS.contains(&s) {
            f.custom_calls.insert(s.to_string());
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_gives_ops_chlo_custom_calls_and_precisions() {
        let t = r#"func.func @main(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = chlo.erf %0 : tensor<2x2xf32> -> tensor<2x2xf32>
  %2 = stablehlo.custom_call @tpu_custom_call(%1) {backend_config = "x"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = "stablehlo.custom_call"(%2) {call_target_name = "Sharding"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %3 : tensor<2x2xf32>
}"#;
        let f = facts(t.as_bytes());
        assert_eq!(f.format, "text");
        assert!(f.ops.contains("stablehlo.dot_general") && f.ops.contains("chlo.erf") && f.ops.contains("stablehlo.custom_call"), "{f:?}");
        assert_eq!(f.chlo.iter().collect::<Vec<_>>(), ["chlo.erf"]);
        assert_eq!(f.custom_calls.iter().collect::<Vec<_>>(), ["Sharding", "tpu_custom_call"]);
        assert_eq!(f.dot_precisions.iter().collect::<Vec<_>>(), ["[DEFAULT, DEFAULT]"]);
        assert_eq!(f.stablehlo_version, None);
    }

    #[test]
    fn bytecode_gives_its_version_vhlo_ops_composites_and_known_targets() {
        let mut b = BYTECODE_MAGIC.to_vec();
        for s in ["StableHLO_v1.16.3", "vhlo", "dot_general_v2", "composite_v2", "return_v1", "chlo.scan", "tpu_custom_call", "forward"] {
            b.push(0);
            b.extend_from_slice(s.as_bytes());
        }
        let f = facts(&b);
        assert_eq!(f.format, "bytecode");
        assert_eq!(f.stablehlo_version.as_deref(), Some("1.16.3"));
        assert!(
            f.ops.contains("stablehlo.dot_general") && f.ops.contains("stablehlo.composite") && !f.ops.contains("stablehlo.return"),
            "{f:?}"
        );
        assert_eq!(f.chlo.iter().collect::<Vec<_>>(), ["chlo.scan"]);
        assert_eq!(f.custom_calls.iter().collect::<Vec<_>>(), ["tpu_custom_call"]);
        assert!(f.dot_precisions.is_empty());
    }

    #[test]
    fn garbage_gives_empty_facts_never_a_panic() {
        for junk in [&b""[..], b"\xff\xfe\x00", b"ML\xefR", b"stablehlo.", b"custom_call @", b"precision = ["] {
            let _ = facts(junk);
        }
    }
}
