//! The float64 variant of a StableHLO text ([`widen_program`]): every
//! f32, f16 and bf16 element type widened to f64, and the float constants
//! re-spelled for it ([`widen_constants`], the half that changes values,
//! not types). Baselines record a float64 reference from it; owned here,
//! with the other rewrites of program text, on the shared lexer.
//!
//! Widening `tensor<...xf32>` to `tensor<...xf64>` is a rewrite of types,
//! and a constant written in decimal (`dense<1.0>`, `dense<[[0.5, 2.0]]>`)
//! reads the same under either type. Two spellings carry the narrow type's
//! bits and must be re-encoded, or the float64 program does not parse:
//!
//! - hex literals (`dense<0xFF800000>`, also inside lists, as MLIR prints
//!   NaN and infinities), the element's bits: re-spelled as the f64's bits;
//! - hex data (`dense<"0x0000803F...">`, as JAX writes every large
//!   constant), the elements' little-endian bytes one after the other (one
//!   element for a splat): each element decoded and re-encoded as an f64.
//!
//! Both are exact: every f32, f16 and bf16 is an f64. Element types are
//! f32, f16, bf16 and complex of those (two components per element); other
//! constants are left as written. A resource blob (`dense_resource<...>`)
//! of a float type cannot be re-encoded here and is an error, as is hex
//! data that is not a whole number of elements.

use crate::lex;
use regex::Regex;
use std::sync::OnceLock;

/// A float element type that widens: its bytes and how its bits decode.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Narrow {
    F32,
    F16,
    BF16,
}

impl Narrow {
    fn parse(s: &str) -> Option<Narrow> {
        match s {
            "f32" => Some(Narrow::F32),
            "f16" => Some(Narrow::F16),
            "bf16" => Some(Narrow::BF16),
            _ => None,
        }
    }

    fn bytes(self) -> usize {
        match self {
            Narrow::F32 => 4,
            Narrow::F16 | Narrow::BF16 => 2,
        }
    }

    fn to_f64(self, bits: u32) -> f64 {
        match self {
            Narrow::F32 => f32::from_bits(bits) as f64,
            Narrow::F16 => half::f16::from_bits(bits as u16).to_f64(),
            Narrow::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        }
    }
}

/// The element type of a tensor type's inside (`64x1x32xf32`, `2xcomplex<bf16>`, `f16`):
/// the float it is made of and how many of them one element holds; `None` when it does not widen.
fn element(tensor_inner: &str) -> Option<(Narrow, usize)> {
    let mut rest = tensor_inner.trim();
    // Dimensions are digits or `?`, each followed by `x`; what follows the last is the element type.
    while let Some(x) = rest.find('x').filter(|&i| i > 0 && rest[..i].chars().all(|c| c.is_ascii_digit() || c == '?')) {
        rest = &rest[x + 1..];
    }
    // A trailing encoding (`tensor<8xf32, #stablehlo.bounds<...>>`) is not part of the element type.
    let rest = rest.split(',').next().unwrap_or(rest).trim();
    match rest.strip_prefix("complex<").and_then(|r| r.strip_suffix('>')) {
        Some(inner) => Narrow::parse(inner.trim()).map(|n| (n, 2)),
        None => Narrow::parse(rest).map(|n| (n, 1)),
    }
}

/// The type that follows an attribute ending at `end` (`> : tensor<...>`): the inside of `tensor<...>`.
fn following_type(text: &str, end: usize) -> Option<&str> {
    let rest = text[end..].trim_start().strip_prefix(':')?.trim_start();
    lex::type_token(rest)?.strip_prefix("tensor<")?.strip_suffix('>')
}

fn line_of(text: &str, at: usize) -> usize {
    text[..at].bytes().filter(|&b| b == b'\n').count() + 1
}

/// Why a program has no float64 variant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Float64Error {
    #[error("the program is bytecode, not text: no float64 variant")]
    Bytecode,
    #[error("line {line}: the constant {constant} of a {ty} type is a resource blob: it cannot be widened to float64")]
    ResourceBlob { line: usize, constant: String, ty: String },
    #[error("line {line}: the constant dense<{payload}> : tensor<{ty}>: {problem}")]
    Constant { line: usize, payload: String, ty: String, problem: Encoding },
}

/// What is wrong with a constant's hex spelling.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Encoding {
    #[error("quoted data that is not \"0x...\" hex")]
    NotHex,
    #[error("hex data with a character that is not a hex digit")]
    NotHexDigit,
    #[error("{digits} hex digits are not a whole number of {width}-byte elements")]
    PartialElement { digits: usize, width: usize },
    #[error("the hex literal 0x{hex} is not {bits} bits")]
    LiteralWidth { hex: String, bits: usize },
}

/// The program with f32/f16/bf16 element types widened to f64, its hex
/// constants re-encoded first ([`widen_constants`]).
pub fn widen_program(program: &[u8]) -> Result<Vec<u8>, Float64Error> {
    let text = std::str::from_utf8(program).map_err(|_| Float64Error::Bytecode)?;
    static TYPE: OnceLock<Regex> = OnceLock::new();
    // Constants spelled in hex carry the narrow type's bits; re-encode them before the type changes.
    let text = widen_constants(text)?;
    // Scalar attributes (`epsilon = 1.0e-05 : f32`) keep their type: ops such
    // as batch_norm_inference require a 32-bit float there.
    static ATTR: OnceLock<Regex> = OnceLock::new();
    let attr = ATTR.get_or_init(|| Regex::new(r"(=\s*[-+0-9.eE]+\s*:\s*)(f32|f16|bf16)\b").expect("valid regex"));
    let text = attr.replace_all(&text, "${1}\u{1}${2}");
    // Element types sit after `x` (`tensor<2x3xf32>`) or `<` (`tensor<f32>`),
    // or stand alone in scalar positions (`: f32`, `(f32, f32)`).
    let ty = TYPE.get_or_init(|| Regex::new(r"([x<(,:]\s*)(?:f32|f16|bf16)\b").expect("valid regex"));
    Ok(ty.replace_all(&text, "${1}f64").replace('\u{1}', "").into_bytes())
}

/// `text` with every float constant's hex spelled for its type widened to f64 (see the module doc).
pub fn widen_constants(text: &str) -> Result<String, Float64Error> {
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut from = 0;
    while let Some(found) = text[from..].find("dense") {
        let start = from + found;
        from = start + "dense".len();
        let resource = text[from..].starts_with("_resource<");
        if !resource && !text[from..].starts_with('<') {
            continue;
        }
        let open = if resource { from + "_resource".len() } else { from };
        let Some(close) = lex::matching(text, open) else { break };
        let Some((narrow, per_element)) = following_type(text, close).and_then(element) else { continue };
        let payload = &text[open + 1..close - 1];
        let ty = || following_type(text, close).unwrap_or_default().to_string();
        if resource {
            return Err(Float64Error::ResourceBlob { line: line_of(text, start), constant: text[start..close].to_string(), ty: ty() });
        }
        let wide = re_encode(payload, narrow, per_element).map_err(|problem| Float64Error::Constant {
            line: line_of(text, start),
            payload: short(payload),
            ty: ty(),
            problem,
        })?;
        if let Some(wide) = wide {
            out.push_str(&text[copied..open + 1]);
            out.push_str(&wide);
            copied = close - 1;
        }
        from = close;
    }
    out.push_str(&text[copied..]);
    Ok(out)
}

/// A payload shortened for a message (hex data can be megabytes).
fn short(payload: &str) -> String {
    if payload.len() <= 40 {
        payload.to_string()
    } else {
        format!("{}...", &payload[..payload.char_indices().nth(36).map_or(payload.len(), |(i, _)| i)])
    }
}

/// The payload re-encoded for f64 elements; `None` when it has nothing to re-encode (decimal).
fn re_encode(payload: &str, narrow: Narrow, per_element: usize) -> Result<Option<String>, Encoding> {
    let trimmed = payload.trim();
    if let Some(quoted) = trimmed.strip_prefix('"') {
        let hex = quoted.strip_suffix('"').and_then(|q| q.strip_prefix("0x")).ok_or(Encoding::NotHex)?;
        return hex_data(hex, narrow, per_element).map(|h| Some(format!("\"0x{h}\"")));
    }
    if !payload.contains("0x") && !payload.contains("0X") {
        return Ok(None);
    }
    let mut out = String::with_capacity(payload.len() * 2);
    let mut rest = payload;
    while let Some(at) = rest.find("0x").or_else(|| rest.find("0X")) {
        out.push_str(&rest[..at]);
        let digits = rest[at + 2..].find(|c: char| !c.is_ascii_hexdigit()).map_or(rest.len() - at - 2, |n| n);
        let hex = &rest[at + 2..at + 2 + digits];
        let wrong = || Encoding::LiteralWidth { hex: hex.to_string(), bits: 8 * narrow.bytes() };
        if hex.len() != 2 * narrow.bytes() {
            return Err(wrong());
        }
        let bits = u32::from_str_radix(hex, 16).map_err(|_| wrong())?;
        out.push_str(&format!("0x{:016X}", narrow.to_f64(bits).to_bits()));
        rest = &rest[at + 2 + digits..];
    }
    out.push_str(rest);
    Ok(Some(out))
}

/// Hex data (little-endian elements) of `narrow` floats as hex data of f64s.
fn hex_data(hex: &str, narrow: Narrow, per_element: usize) -> Result<String, Encoding> {
    if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(Encoding::NotHexDigit);
    }
    let (width, bytes) = (narrow.bytes(), hex.len() / 2);
    if !hex.len().is_multiple_of(2) || !bytes.is_multiple_of(width * per_element) {
        return Err(Encoding::PartialElement { digits: hex.len(), width: width * per_element });
    }
    let mut out = String::with_capacity(hex.len() / width * 8);
    for chunk in hex.as_bytes().chunks(2 * width) {
        // Little-endian: the first byte is the lowest.
        let mut bits = 0u32;
        for (k, pair) in chunk.chunks(2).enumerate() {
            let byte = u8::from_str_radix(std::str::from_utf8(pair).unwrap_or("00"), 16).unwrap_or(0);
            bits |= (byte as u32) << (8 * k);
        }
        for b in narrow.to_f64(bits).to_le_bytes() {
            out.push_str(&format!("{b:02X}"));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn le_hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02X}")).collect()
    }

    #[test]
    fn hex_data_is_re_encoded_per_element_for_every_float_dtype() {
        // f32 1.0, -2.5 as JAX writes them (little-endian bytes).
        let f32s: Vec<u8> = [1.0f32, -2.5].iter().flat_map(|v| v.to_le_bytes()).collect();
        let p = format!("%c = stablehlo.constant dense<\"0x{}\"> : tensor<2xf32>", le_hex(&f32s));
        let want: Vec<u8> = [1.0f64, -2.5].iter().flat_map(|v| v.to_le_bytes()).collect();
        assert_eq!(widen_constants(&p).unwrap(), format!("%c = stablehlo.constant dense<\"0x{}\"> : tensor<2xf32>", le_hex(&want)));
        // f16 and bf16 (0.5 and 3.0), in a 3-D type; a one-element splat of hex data.
        let f16s: Vec<u8> = [half::f16::from_f64(0.5), half::f16::from_f64(3.0)].iter().flat_map(|v| v.to_le_bytes()).collect();
        let w = widen_constants(&format!("dense<\"0x{}\"> : tensor<1x1x2xf16>", le_hex(&f16s))).unwrap();
        let want: Vec<u8> = [0.5f64, 3.0].iter().flat_map(|v| v.to_le_bytes()).collect();
        assert_eq!(w, format!("dense<\"0x{}\"> : tensor<1x1x2xf16>", le_hex(&want)));
        let bf = half::bf16::from_f64(-0.375).to_le_bytes();
        let w = widen_constants(&format!("value = dense<\"0x{}\"> : tensor<64x1x32xbf16>}}", le_hex(&bf))).unwrap();
        assert_eq!(w, format!("value = dense<\"0x{}\"> : tensor<64x1x32xbf16>}}", le_hex(&(-0.375f64).to_le_bytes())));
        // complex<f32>: two components per element.
        let c: Vec<u8> = [1.0f32, 2.0].iter().flat_map(|v| v.to_le_bytes()).collect();
        let w = widen_constants(&format!("dense<\"0x{}\"> : tensor<complex<f32>>", le_hex(&c))).unwrap();
        assert!(w.contains(&le_hex(&[1.0f64, 2.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>())), "{w}");
    }

    #[test]
    fn hex_literals_splat_or_in_lists_become_f64_bits_and_decimals_stay() {
        assert_eq!(widen_constants("dense<0xFF800000> : tensor<2x3xf32>").unwrap(), "dense<0xFFF0000000000000> : tensor<2x3xf32>");
        assert_eq!(
            widen_constants("dense<[0x7F800000, 1.0]> : tensor<2xf32>").unwrap(),
            "dense<[0x7FF0000000000000, 1.0]> : tensor<2xf32>"
        );
        assert_eq!(widen_constants("dense<0x3C00> : tensor<f16>").unwrap(), "dense<0x3FF0000000000000> : tensor<f16>");
        assert_eq!(widen_constants("dense<0x3F80> : tensor<bf16>").unwrap(), "dense<0x3FF0000000000000> : tensor<bf16>");
        for decimal in ["dense<1.000000e+00> : tensor<2x8xf32>", "dense<[[0.5, -2.0], [3.0, 4.0]]> : tensor<2x2xbf16>"] {
            assert_eq!(widen_constants(decimal).unwrap(), decimal);
        }
        // Integers and f64 are left as written, hex or not.
        for kept in ["dense<\"0x0100000000000000\"> : tensor<1xi64>", "dense<0xFFF0000000000000> : tensor<f64>", "dense<8> : tensor<2xi64>"]
        {
            assert_eq!(widen_constants(kept).unwrap(), kept);
        }
    }

    #[test]
    fn what_cannot_be_re_encoded_is_an_error_naming_the_line() {
        let e = widen_constants("a\ndense<\"0x0000803F00\"> : tensor<2xf32>").unwrap_err().to_string();
        assert!(e.contains("line 2") && e.contains("not a whole number of 4-byte elements"), "{e}");
        let e = widen_constants("dense<\"0x00ZZ\"> : tensor<f16>").unwrap_err().to_string();
        assert!(e.contains("not a hex digit"), "{e}");
        let e = widen_constants("dense<0xFF80> : tensor<f32>").unwrap_err().to_string();
        assert!(e.contains("0xFF80 is not 32 bits"), "{e}");
        let e = widen_constants("%w = stablehlo.constant dense_resource<blob1> : tensor<4xf32>").unwrap_err().to_string();
        assert!(e.contains("resource blob"), "{e}");
        assert_eq!(widen_constants("dense_resource<blob1> : tensor<4xi32>").unwrap(), "dense_resource<blob1> : tensor<4xi32>");
    }

    #[test]
    fn f64_program_widens_types_and_hex_constants() {
        let p = "func.func public @main(%a: tensor<2x3xf32>, %b: tensor<bf16>) -> tensor<2xf16> {\n\
                 %c = stablehlo.constant dense<0xFF800000> : tensor<f32>\n\
                 %i = stablehlo.constant dense<1> : tensor<i32>\n\
                 ^bb0(%x: f32, %y: f32):\n}";
        let w = String::from_utf8(widen_program(p.as_bytes()).unwrap()).unwrap();
        assert!(w.contains("tensor<2x3xf64>") && w.contains("tensor<f64>") && w.contains("tensor<2xf64>"), "{w}");
        assert!(w.contains("dense<0xFFF0000000000000> : tensor<f64>"), "{w}");
        assert!(w.contains("tensor<i32>") && w.contains("%x: f64, %y: f64"), "{w}");
        let bn = "%y = \"stablehlo.batch_norm_inference\"(%a) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64} : (tensor<2xf32>) -> tensor<2xf32>";
        let wb = String::from_utf8(widen_program(bn.as_bytes()).unwrap()).unwrap();
        assert!(wb.contains("epsilon = 1.0e-05 : f32,") && wb.contains("(tensor<2xf64>) -> tensor<2xf64>"), "{wb}");
        assert!(!w.contains("f32") && !w.contains("bf16"), "{w}");
        assert!(widen_program(b"ML\xefR\x00\xff").is_err());
    }
}
