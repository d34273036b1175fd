//! Numerics profiles' rewrite of a StableHLO program before it is compiled,
//! so the CPU plugin computes float32 matrix products and convolutions the
//! way a TPU does.
//!
//! On a TPU, XLA runs an f32 `dot_general`/`convolution` by the operands'
//! `precision_config`: DEFAULT as one bfloat16 pass (both operands rounded to
//! bf16, products accumulated in f32), HIGH as three bf16 passes (bf16_3x),
//! HIGHEST in full f32. The rewrite makes that explicit with `convert` ops
//! around the operands:
//!
//! - one pass: `x` becomes `f32(bf16(x))` (round to nearest even);
//! - bf16_3x: `hi = f32(bf16(x))`, `lo = f32(bf16(x - hi))`, and the product
//!   is `(hi·lo' + lo·hi') + hi·hi'`, three products summed in f32.
//!
//! Only f32 and f16 operands are rounded; bf16, f64 and integer operands are
//! never touched, and a `dot_general` with an explicit `algorithm` is left as
//! it asks. The pass an op gets is the highest precision either operand asks
//! for, raised to the profile's floor (`tpu-high` runs DEFAULT as HIGH).

use crate::lex;
use crate::profiles::Numerics;
use std::borrow::Cow;

/// Why a profile cannot rewrite a program.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NumericsError {
    #[error("--numerics {0}: the program is bytecode; numerics profiles rewrite the text form")]
    Bytecode(Numerics),
}

/// The pass an op whose operands ask for `asked` gets under `profile`, `None` for f32.
fn pass(profile: Numerics, asked: Precision) -> Option<Pass> {
    let floor = match profile {
        Numerics::Native | Numerics::TpuHighest => return None,
        Numerics::TpuDefault => Precision::Default,
        Numerics::TpuHigh => Precision::High,
    };
    match asked.max(floor) {
        Precision::Default => Some(Pass::One),
        Precision::High => Some(Pass::Three),
        Precision::Highest => None,
    }
}

impl Numerics {
    /// The program as this profile compiles it. `native` and `tpu-highest`
    /// return it untouched (bytecode included); the others need the text form.
    pub fn rewrite(self, program: &[u8]) -> Result<Cow<'_, [u8]>, NumericsError> {
        if matches!(self, Numerics::Native | Numerics::TpuHighest) {
            return Ok(Cow::Borrowed(program));
        }
        let text = std::str::from_utf8(program).map_err(|_| NumericsError::Bytecode(self))?;
        let prefix = fresh_prefix(text);
        let mut out = String::with_capacity(text.len() + text.len() / 8);
        let mut count = 0usize;
        for line in text.split_inclusive('\n') {
            match rewrite_line(self, line, &prefix, count) {
                Some(lines) => {
                    out.push_str(&lines);
                    count += 1;
                }
                None => out.push_str(line),
            }
        }
        Ok(if count == 0 { Cow::Borrowed(program) } else { Cow::Owned(out.into_bytes()) })
    }
}

/// The replacement lines for one op line under `profile`, or `None` to keep it.
fn rewrite_line(profile: Numerics, line: &str, prefix: &str, k: usize) -> Option<String> {
    let op = MatOp::parse(line)?;
    let pass = pass(profile, op.precision)?;
    if !op.operand_types.iter().any(TypeText::rounds) {
        return None;
    }
    let indent = &line[..line.len() - line.trim_start().len()];
    let newline = if line.ends_with('\n') { "\n" } else { "" };
    let body = line.trim_end_matches(['\n', '\r']);
    let mut out = String::new();
    let mut emit = |s: String| {
        out.push_str(indent);
        out.push_str(&s);
        out.push('\n');
    };
    let name = |part: &str| format!("%{prefix}{k}_{part}");
    // Each operand as (hi, lo): lo is None where the operand is not rounded.
    let mut split: Vec<(String, Option<String>)> = Vec::new();
    for (i, (value, ty)) in op.operands.iter().zip(&op.operand_types).enumerate() {
        if !ty.rounds() {
            split.push((value.clone(), None));
            continue;
        }
        let narrow = ty.with_element("bf16");
        let wide = ty.text.clone();
        let (hb, hi) = (name(&format!("hi{i}_bf16")), name(&format!("hi{i}")));
        emit(format!("{hb} = \"stablehlo.convert\"({value}) : ({wide}) -> {narrow}"));
        emit(format!("{hi} = \"stablehlo.convert\"({hb}) : ({narrow}) -> {wide}"));
        if pass == Pass::One {
            split.push((hi, None));
            continue;
        }
        let (d, lb, lo) = (name(&format!("rest{i}")), name(&format!("lo{i}_bf16")), name(&format!("lo{i}")));
        emit(format!("{d} = \"stablehlo.subtract\"({value}, {hi}) : ({wide}, {wide}) -> {wide}"));
        emit(format!("{lb} = \"stablehlo.convert\"({d}) : ({wide}) -> {narrow}"));
        emit(format!("{lo} = \"stablehlo.convert\"({lb}) : ({narrow}) -> {wide}"));
        split.push((hi, Some(lo)));
    }
    let (a_hi, a_lo) = &split[0];
    let (b_hi, b_lo) = &split[1];
    let mut products: Vec<(String, String)> = Vec::new();
    if let Some(b_lo) = b_lo {
        products.push((a_hi.clone(), b_lo.clone()));
    }
    if let Some(a_lo) = a_lo {
        products.push((a_lo.clone(), b_hi.clone()));
    }
    if products.is_empty() {
        // One pass: the op itself on the rounded operands.
        out.push_str(indent);
        out.push_str(&op.with(body, None, a_hi, b_hi));
        out.push_str(newline);
        return Some(out);
    }
    let rt = &op.result_type;
    let mut terms = Vec::new();
    for (j, (a, b)) in products.iter().enumerate() {
        let p = name(&format!("p{j}"));
        emit(op.with(body, Some(&p), a, b));
        terms.push(p);
    }
    let small = if terms.len() == 2 {
        let s = name("small");
        emit(format!("{s} = \"stablehlo.add\"({}, {}) : ({rt}, {rt}) -> {rt}", terms[0], terms[1]));
        s
    } else {
        terms[0].clone()
    };
    let big = name("big");
    emit(op.with(body, Some(&big), a_hi, b_hi));
    out.push_str(indent);
    out.push_str(&format!("{} = \"stablehlo.add\"({small}, {big}) : ({rt}, {rt}) -> {rt}", op.result));
    out.push_str(newline);
    Some(out)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Precision {
    Default,
    High,
    Highest,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pass {
    One,
    Three,
}

/// A name prefix no value of the program uses.
fn fresh_prefix(text: &str) -> String {
    let mut prefix = "tpu_numerics_".to_string();
    while text.contains(&format!("%{prefix}")) {
        prefix.insert(0, 'x');
    }
    prefix
}

/// A ranked tensor type as written, kept as text so that a rewrite changes
/// its element type and nothing else (an encoding such as
/// `#stablehlo.bounds<16, ?>` stays): `tensor<2x3xf32>`, `tensor<f32>`,
/// `tensor<?x8xf32, #stablehlo.bounds<16, ?>>`.
#[derive(Debug, Clone, PartialEq)]
struct TypeText {
    text: String,
    /// Byte range of the element type inside `text`.
    element: std::ops::Range<usize>,
}

impl TypeText {
    fn parse(text: &str) -> Option<TypeText> {
        let inner = text.strip_prefix("tensor<")?.strip_suffix('>')?;
        let start = "tensor<".len();
        let end = lex::top_level(inner.as_bytes()).find(|&(_, b)| b == b',').map_or(inner.len(), |(i, _)| i);
        let shape = inner[..end].trim_end();
        // Leading `NNx` / `?x` dimensions; the element type is the rest.
        let mut pos = 0;
        while let Some(i) = shape[pos..].find('x') {
            if i == 0 || !shape[pos..pos + i].chars().all(|c| c.is_ascii_digit() || c == '?') {
                break;
            }
            pos += i + 1;
        }
        Some(TypeText { text: text.to_string(), element: start + pos..start + shape.len() })
    }

    fn element_type(&self) -> &str {
        &self.text[self.element.clone()]
    }

    /// f32 and f16 operands are rounded; others are left as they are.
    fn rounds(&self) -> bool {
        matches!(self.element_type(), "f32" | "f16")
    }

    fn with_element(&self, element: &str) -> String {
        format!("{}{element}{}", &self.text[..self.element.start], &self.text[self.element.end..])
    }
}

impl std::fmt::Display for TypeText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// A `dot_general`, `dot` or `convolution` line, pretty or generic form.
#[derive(Debug)]
struct MatOp {
    result: String,
    /// Byte range of the result name in the line.
    result_at: std::ops::Range<usize>,
    operands: Vec<String>,
    /// Byte ranges of the two operand names in the line.
    operand_at: Vec<std::ops::Range<usize>>,
    operand_types: Vec<TypeText>,
    result_type: TypeText,
    precision: Precision,
}

const OPS: [&str; 3] = ["stablehlo.dot_general", "stablehlo.convolution", "stablehlo.dot"];

/// `%name` tokens from `from`: (range, name).
fn value_names(line: &str, from: usize) -> impl Iterator<Item = (std::ops::Range<usize>, &str)> {
    crate::text::value_refs(&line[from..]).map(move |r| {
        let r = r.start + from..r.end + from;
        (r.clone(), &line[r])
    })
}

/// The outermost `tensor<...>` types in `s`.
fn types_in(s: &str) -> Vec<TypeText> {
    lex::tensor_types(s).into_iter().filter_map(|r| TypeText::parse(&s[r])).collect()
}

impl MatOp {
    fn parse(line: &str) -> Option<MatOp> {
        let eq = line.find('=')?;
        let (result_at, result) = value_names(&line[..eq], 0).next()?;
        let after = line[eq + 1..].trim_start();
        let generic = after.starts_with('"');
        let name_part = after.trim_start_matches('"');
        let op = OPS
            .iter()
            .find(|op| name_part.starts_with(*op) && !name_part[op.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))?;
        let op_end = line.len() - name_part.len() + op.len() + usize::from(generic);
        let operands: Vec<_> = value_names(line, op_end).take(2).collect();
        if operands.len() != 2 {
            return None;
        }
        // The function type is the last `: (` ... `) -> ...` of the line.
        let sig = line.rfind(") -> ").and_then(|arrow| line[..arrow].rfind(": (").map(|open| (open, arrow)))?;
        let ins = types_in(&line[sig.0..sig.1]);
        let outs = types_in(&line[sig.1..]);
        if ins.len() != 2 || outs.is_empty() {
            return None;
        }
        let attrs = &line[op_end..sig.0];
        if attrs.contains("algorithm") {
            return None;
        }
        let precision = attrs
            .find("precision")
            .and_then(|p| attrs[p..].find('[').map(|b| p + b))
            .and_then(|b| attrs[b..].find(']').map(|e| &attrs[b..b + e]))
            .map(|list| {
                let words: Vec<&str> = list.split(|c: char| !c.is_ascii_alphabetic()).collect();
                if words.contains(&"HIGHEST") {
                    Precision::Highest
                } else if words.contains(&"HIGH") {
                    Precision::High
                } else {
                    Precision::Default
                }
            })
            .unwrap_or(Precision::Default);
        Some(MatOp {
            result: result.to_string(),
            result_at,
            operands: operands.iter().map(|(_, n)| n.to_string()).collect(),
            operand_at: operands.iter().map(|(r, _)| r.clone()).collect(),
            operand_types: ins,
            result_type: outs.into_iter().next()?,
            precision,
        })
    }

    /// The op's line with another result name (or the same) and operands.
    fn with(&self, body: &str, result: Option<&str>, a: &str, b: &str) -> String {
        let mut s = String::with_capacity(body.len() + 32);
        s.push_str(&body[..self.result_at.start]);
        s.push_str(result.unwrap_or(&self.result));
        s.push_str(&body[self.result_at.end..self.operand_at[0].start]);
        s.push_str(a);
        s.push_str(&body[self.operand_at[0].end..self.operand_at[1].start]);
        s.push_str(b);
        s.push_str(&body[self.operand_at[1].end..]);
        s.trim_start().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRETTY: &str = "    %2 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n";

    fn rewrite(p: Numerics, text: &str) -> String {
        String::from_utf8(p.rewrite(text.as_bytes()).unwrap().into_owned()).unwrap()
    }

    #[test]
    fn one_pass_rounds_both_operands_and_keeps_the_op() {
        let out = rewrite(Numerics::TpuDefault, PRETTY);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 5, "{out}");
        assert_eq!(lines[0], "    %tpu_numerics_0_hi0_bf16 = \"stablehlo.convert\"(%0) : (tensor<2x3xf32>) -> tensor<2x3xbf16>");
        assert!(lines[4].starts_with("    %2 = stablehlo.dot_general %tpu_numerics_0_hi0, %tpu_numerics_0_hi1, contracting_dims"), "{out}");
        assert!(out.ends_with("-> tensor<2x4xf32>\n"));
    }

    #[test]
    fn three_passes_sum_three_products_into_the_same_name() {
        let out = rewrite(Numerics::TpuHigh, PRETTY);
        assert_eq!(out.matches("stablehlo.dot_general").count(), 3, "{out}");
        assert_eq!(out.matches("stablehlo.subtract").count(), 2, "{out}");
        assert!(out.lines().last().unwrap().starts_with("    %2 = \"stablehlo.add\"(%tpu_numerics_0_small, %tpu_numerics_0_big)"), "{out}");
    }

    #[test]
    fn highest_bf16_integer_and_algorithm_are_left_alone() {
        for p in [Numerics::Native, Numerics::TpuHighest] {
            assert_eq!(rewrite(p, PRETTY), PRETTY);
        }
        let highest = PRETTY.replace("[DEFAULT, DEFAULT]", "[DEFAULT, HIGHEST]");
        assert_eq!(rewrite(Numerics::TpuDefault, &highest), highest);
        let bf16 = PRETTY.replace("f32", "bf16");
        assert_eq!(rewrite(Numerics::TpuDefault, &bf16), bf16);
        let ints = PRETTY.replace("f32", "i32");
        assert_eq!(rewrite(Numerics::TpuHigh, &ints), ints);
        let alg = "%2 = \"stablehlo.dot_general\"(%0, %1) {algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32>} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n";
        assert_eq!(rewrite(Numerics::TpuDefault, alg), alg);
    }

    #[test]
    fn high_under_tpu_default_gets_three_passes() {
        let high = PRETTY.replace("[DEFAULT, DEFAULT]", "[HIGH, DEFAULT]");
        assert_eq!(rewrite(Numerics::TpuDefault, &high).matches("stablehlo.dot_general").count(), 3);
    }

    #[test]
    fn mixed_operands_round_only_the_f32_side() {
        let mixed = "%r = \"stablehlo.dot_general\"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf32>, tensor<3x4xbf16>) -> tensor<2x4xf32>\n";
        let out = rewrite(Numerics::TpuHigh, mixed);
        assert!(out.contains("(%a) : (tensor<2x3xf32>) -> tensor<2x3xbf16>") && !out.contains("(%b) :"), "{out}");
        assert_eq!(out.matches("stablehlo.dot_general").count(), 2, "hi·b and lo·b: {out}");
    }

    #[test]
    fn the_same_value_twice_and_bounded_types_and_convolutions() {
        let same = "%y = stablehlo.dot_general %x, %x, contracting_dims = [1] x [1] : (tensor<?x8xf32, #stablehlo.bounds<16, ?>>, tensor<?x8xf32, #stablehlo.bounds<16, ?>>) -> tensor<?x?xf32, #stablehlo.bounds<16, 16>>\n";
        let out = rewrite(Numerics::TpuDefault, same);
        assert!(out.contains("-> tensor<?x8xbf16, #stablehlo.bounds<16, ?>>"), "{out}");
        assert!(out.contains("dot_general %tpu_numerics_0_hi0, %tpu_numerics_0_hi1,"), "{out}");
        let conv = "%c = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16>) -> tensor<1x4x6x6xf16>\n";
        let out = rewrite(Numerics::TpuDefault, conv);
        assert!(out.contains("stablehlo.convolution(%tpu_numerics_0_hi0, %tpu_numerics_0_hi1)"), "{out}");
        assert!(out.contains("(tensor<1x3x8x8xf16>) -> tensor<1x3x8x8xbf16>"), "{out}");
    }

    #[test]
    fn bytecode_is_refused_only_where_a_rewrite_is_needed() {
        let bc = b"ML\xefR\x00\x01";
        assert!(Numerics::TpuHighest.rewrite(bc).is_ok());
        let e = Numerics::TpuDefault.rewrite(bc).unwrap_err();
        assert!(e.to_string().contains("bytecode"), "{e}");
        assert_eq!("tpu-high".parse::<Numerics>().unwrap(), Numerics::TpuHigh);
        assert!("tpu".parse::<Numerics>().unwrap_err().contains("tpu-default"));
    }
}
