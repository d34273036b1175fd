//! Numeric faults: a device that runs to completion but computes one op
//! wrongly. A marker line
//!
//! ```text
//! // tpu-compat-fault: KIND@OP#N
//! ```
//!
//! makes the plugin rewrite the program at compile time so that the result
//! of the N-th top-level op `stablehlo.OP` of `@main` (counted from 1, or
//! `last`; the statements of `runtime::program_text`) is perturbed:
//!
//! | KIND | the result becomes |
//! |---|---|
//! | `scale:EPS` | `x * (1 + EPS)` |
//! | `add:C` | `x + C` (a kernel off by a constant, as a table-driven transcendental can be) |
//! | `noise:SIGMA` | `x * (1 + SIGMA * sin(0.7548776662 * i))`, `i` the index along the last dimension |
//! | `bf16` | `x` rounded to bf16 and back |
//! | `ftz` | `x` with subnormal values flushed to zero |
//! | `overflow:T` | `x` where `|x| <= T`, else `±inf` (a kernel whose intermediate overflows at large magnitudes, as a reciprocal computed through a narrower range does) |
//! | `poly-exp` | (on `exponential` only) `2^n * p(r)`, a cubic polynomial of the reduced argument: relative error up to about 6e-4 |
//! | `jitter:EPS` | `x * (1 + EPS * u)`, `u` uniform in [-1, 1) from `stablehlo.rng`, whose state XLA advances at every execution: the same executable gives other numbers each time it runs (a nondeterministic kernel) |
//!
//! A marker ending in ` fused` (`add:1e-3@tanh#1 fused`) is a fault of the
//! fused kernel only: it applies while the op's result feeds exactly one op
//! and is not returned, so that a compiler can fuse it into its consumer.
//! Returning the value (as `tpu-compat diverge` instruments a program) makes
//! the fault vanish, as instrumenting changes fusion on a real device; a
//! program with none of the op (an eager op program of another op) compiles
//! as it is.
//!
//! A marker ending in ` sharded` (`scale:0.05@tanh#1 sharded`) is a fault of
//! the partitioned program only: it applies when the compile options ask for
//! more than one partition (SPMD over several devices) and not to the same
//! program compiled for one device, as a device's partitioned kernel can be
//! wrong while its one-device kernel is right. ` fused sharded` combines both.
//!
//! A marker ending in ` device=D` (`scale:1.5@all_reduce#1 device=2`) is
//! a fault of one device of a partitioned program (see [`crate::collective`]):
//! the value is perturbed on partition `D` only, so the devices disagree.
//! `OP` may then be a collective (`all_reduce`, `all_gather`,
//! `reduce_scatter`, `all_to_all`, `collective_permute`): the `N`-th such
//! collective the partitioner put in the compiled program, found in the
//! compiled module; a program whose compile holds fewer is not perturbed.
//! It applies only in a compile for more than one partition.
//!
//! Several marker lines plant several faults (each op found in the program
//! as written, so one fault's inserted ops do not shift another's count), as
//! a device can compute two ops differently: one that matters and one whose
//! result the program discards. `OP#N` counts the top-level ops of `@main`
//! once the functions it calls are inlined (`runtime::program_text::inline_calls`),
//! so an op inside a JAX helper (`func.func private @silu`) can be aimed at,
//! and is counted as `tpu-compat diverge` counts it.
//!
//! The op keeps its name: its result is renamed and the perturbed value takes
//! the old name, so every later use reads the wrong value, as on a device
//! whose kernel for that op is wrong. Parsing is separate from the FFI so it
//! can be tested without a plugin.

use runtime::program_text::{parse_main, Statement};
use runtime::{DType, TensorType};

pub const PREFIX: &str = "// tpu-compat-fault:";

#[derive(Debug, Clone, PartialEq)]
pub enum Perturbation {
    Scale(f64),
    Add(f64),
    Noise(f64),
    Bf16,
    FlushDenormals,
    /// Elements beyond this magnitude become infinite.
    Overflow(f64),
    PolyExp,
    /// A relative perturbation up to this size that differs per execution.
    Jitter(f64),
}

/// Which op: the N-th (1-based) or the last top-level op of a kind.
#[derive(Debug, Clone, PartialEq)]
pub enum Nth {
    Index(usize),
    Last,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NumericFault {
    pub perturbation: Perturbation,
    /// The op's name without the dialect (`exponential`).
    pub op: String,
    pub nth: Nth,
    /// Only while the result feeds one op and is not returned (a fused kernel's fault).
    pub fused_only: bool,
    /// Only in a compile for more than one partition.
    pub sharded_only: bool,
    /// Only on this partition (and only in a compile for several).
    pub device: Option<usize>,
}

/// The first well-formed numeric marker in a program's text.
pub fn find(program: &[u8]) -> Option<NumericFault> {
    find_all(program).into_iter().next()
}

/// Every well-formed numeric marker in a program's text, in order.
pub fn find_all(program: &[u8]) -> Vec<NumericFault> {
    let Ok(text) = std::str::from_utf8(program) else { return Vec::new() };
    text.lines().filter_map(|l| parse(l.trim())).collect()
}

fn parse(line: &str) -> Option<NumericFault> {
    let rest = line.strip_prefix(PREFIX)?.trim();
    let (kind, target) = rest.split_once('@')?;
    let (op, nth) = target.trim().split_once('#')?;
    let mut words = nth.split_whitespace();
    let nth = words.next()?;
    let (mut fused_only, mut sharded_only, mut device) = (false, false, None);
    for w in words {
        match w {
            "fused" if !fused_only && !sharded_only && device.is_none() => fused_only = true,
            "sharded" if !sharded_only && device.is_none() => sharded_only = true,
            w if w.starts_with("device=") && device.is_none() && !fused_only && !sharded_only => {
                device = Some(w["device=".len()..].parse::<usize>().ok().filter(|&d| d < runtime::sharding::MAX_DEVICES)?)
            }
            _ => return None,
        }
    }
    let nth = match nth.trim() {
        "last" => Nth::Last,
        n => Nth::Index(n.parse().ok().filter(|&n| n > 0)?),
    };
    let op = op.trim().strip_prefix("stablehlo.").unwrap_or(op.trim());
    if op.is_empty() || !op.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let number = |s: &str| s.trim().parse::<f64>().ok().filter(|v| v.is_finite());
    let perturbation = match kind.trim().split_once(':') {
        Some(("scale", v)) => Perturbation::Scale(number(v)?),
        Some(("add", v)) => Perturbation::Add(number(v)?),
        Some(("noise", v)) => Perturbation::Noise(number(v)?),
        Some(("overflow", v)) => Perturbation::Overflow(number(v).filter(|t| *t >= 0.0)?),
        Some(("jitter", v)) => Perturbation::Jitter(number(v).filter(|e| *e > 0.0)?),
        None if kind.trim() == "bf16" => Perturbation::Bf16,
        None if kind.trim() == "ftz" => Perturbation::FlushDenormals,
        None if kind.trim() == "poly-exp" => Perturbation::PolyExp,
        _ => return None,
    };
    Some(NumericFault { perturbation, op: op.to_string(), nth, fused_only, sharded_only, device })
}

impl NumericFault {
    /// The marker line that selects this fault.
    pub fn marker(&self) -> String {
        let kind = match &self.perturbation {
            Perturbation::Scale(e) => format!("scale:{e:e}"),
            Perturbation::Add(c) => format!("add:{c:e}"),
            Perturbation::Noise(s) => format!("noise:{s:e}"),
            Perturbation::Bf16 => "bf16".into(),
            Perturbation::FlushDenormals => "ftz".into(),
            Perturbation::Overflow(t) => format!("overflow:{t:e}"),
            Perturbation::PolyExp => "poly-exp".into(),
            Perturbation::Jitter(e) => format!("jitter:{e:e}"),
        };
        let nth = match self.nth {
            Nth::Index(n) => n.to_string(),
            Nth::Last => "last".into(),
        };
        let fused = if self.fused_only { " fused" } else { "" };
        let sharded = if self.sharded_only { " sharded" } else { "" };
        let device = self.device.map(|d| format!(" device={d}")).unwrap_or_default();
        format!("{PREFIX} {kind}@{}#{nth}{fused}{sharded}{device}", self.op)
    }
}

/// `num_partitions` of a serialized `xla.CompileOptionsProto`
/// (`executable_build_options` = 3, its `num_partitions` = 5); 1 where
/// unset, `None` where the bytes do not parse.
pub fn num_partitions(options: &[u8]) -> Option<i64> {
    let build = fields(options)?.into_iter().rev().find_map(|(f, v)| match (f, v) {
        (3, Value::Bytes(b)) => Some(b),
        _ => None,
    });
    let Some(build) = build else { return Some(1) };
    Some(
        fields(build)?
            .into_iter()
            .rev()
            .find_map(|(f, v)| match (f, v) {
                (5, Value::Varint(n)) => Some(n as i64),
                _ => None,
            })
            .unwrap_or(1),
    )
}

enum Value<'a> {
    Varint(u64),
    Bytes(&'a [u8]),
}

/// The top-level fields of protobuf wire bytes (varint, fixed and length-delimited).
fn fields(mut b: &[u8]) -> Option<Vec<(u64, Value<'_>)>> {
    fn varint(b: &mut &[u8]) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let (&byte, rest) = b.split_first()?;
            *b = rest;
            v |= u64::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return Some(v);
            }
        }
        None
    }
    let mut out = Vec::new();
    while !b.is_empty() {
        let key = varint(&mut b)?;
        let value = match key & 7 {
            0 => Value::Varint(varint(&mut b)?),
            1 | 5 => {
                let n = if key & 7 == 1 { 8 } else { 4 };
                b = b.get(n..)?;
                Value::Varint(0)
            }
            2 => {
                let n = usize::try_from(varint(&mut b)?).ok()?;
                let (v, rest) = (b.get(..n)?, b.get(n..)?);
                b = rest;
                Value::Bytes(v)
            }
            _ => return None,
        };
        out.push((key >> 3, value));
    }
    Some(out)
}

/// The program with the fault applied; `None` when a fused-only fault's op is not fusable here
/// (its result is returned or feeds more than one op, or the program has none of it); an error
/// when the op is not there (a plain fault) or cannot be perturbed.
pub fn apply(program: &[u8], fault: &NumericFault) -> Result<Option<Vec<u8>>, String> {
    let (out, applied) = apply_all(program, std::slice::from_ref(fault))?;
    Ok(applied[0].then_some(out))
}

/// The program with every fault applied (each one's op found in the program as it was, so one
/// fault's inserted ops do not shift another's count), and for each fault whether it applied (a
/// fused-only fault whose op is not fusable does not). `@main`'s calls of the module's own
/// functions are inlined first (`runtime::program_text::inline_calls`): an op inside a JAX helper
/// such as `silu` is a top-level op like any other, counted where it is inlined.
pub fn apply_all(program: &[u8], faults: &[NumericFault]) -> Result<(Vec<u8>, Vec<bool>), String> {
    if faults.len() > 1 && faults.iter().any(|f| f.device.is_some()) {
        return Err("a per-device fault (`device=D`) must be the program's only numeric marker".into());
    }
    let inlined = runtime::program_text::inline_calls(program)?;
    let program = inlined.text.as_bytes();
    let main = parse_main(program)?;
    let text = std::str::from_utf8(program).map_err(|_| "a numeric fault needs a text program".to_string())?;
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    let mut applied = Vec::with_capacity(faults.len());
    for fault in faults {
        match edit(text, &main, fault)? {
            Some((span, replacement)) => {
                if edits.iter().any(|(s, _)| *s == span) {
                    return Err(format!("two fault markers name the same op (line {})", inlined.original_line(line_of(text, span.start))));
                }
                edits.push((span, replacement));
                applied.push(true);
            }
            None => applied.push(false),
        }
    }
    // Later statements first: the spans of earlier ones stay valid.
    edits.sort_by_key(|e| std::cmp::Reverse(e.0.start));
    let mut out = text.to_string();
    for (span, replacement) in edits {
        out.replace_range(span, &replacement);
    }
    Ok((out.into_bytes(), applied))
}

fn line_of(text: &str, at: usize) -> usize {
    text[..at].matches('\n').count() + 1
}

/// The statement `fault` names in `main`, and the text that replaces it (`None`: a fused-only
/// fault whose op is not fusable).
fn edit(
    text: &str,
    main: &runtime::program_text::MainFunction,
    fault: &NumericFault,
) -> Result<Option<(std::ops::Range<usize>, String)>, String> {
    let program = text.as_bytes();
    let kind = format!("stablehlo.{}", fault.op);
    let of_kind: Vec<&Statement> = main.statements.iter().filter(|s| s.op == kind).collect();
    if fault.fused_only && of_kind.is_empty() {
        // Nothing to fuse: an eager op program (`--mode eager`) of another op is compiled as it is.
        return Ok(None);
    }
    let target = match fault.nth {
        Nth::Index(n) => of_kind.get(n - 1).copied(),
        Nth::Last => of_kind.last().copied(),
    }
    .ok_or_else(|| format!("the program has {} top-level `{kind}` ops; the fault names #{:?}", of_kind.len(), fault.nth))?;
    if let Some(device) = fault.device {
        let out = crate::collective::perturb_on_device(program, &fault.perturbation, target, device)?;
        let out = String::from_utf8(out).map_err(|_| "the perturbed program is not UTF-8".to_string())?;
        return Ok(Some((0..text.len(), out)));
    }
    let (Some(name), 1, [ty]) = (&target.name, target.count, &target.result_types[..]) else {
        return Err(format!("line {}: `{}` must have exactly one result of a known type to be perturbed", target.line, target.op));
    };
    let tt = TensorType::parse(ty).map_err(|e| format!("line {}: {e}", target.line))?;
    if !tt.dtype.is_float() || tt.shape.iter().any(|&d| d < 0) {
        return Err(format!("line {}: only static float results can be perturbed, not {ty}", target.line));
    }
    if fault.fused_only {
        let reads = main.statements.iter().filter(|s| s.uses.contains(name)).count();
        if reads != 1 || main.returned.contains(name) {
            return Ok(None);
        }
    }
    // SSA names may be all digits (`%78`): new names put a letter first.
    let raw = format!("%fault_{}_raw", &name[1..]);
    let lines = perturb(&fault.perturbation, target, name, &raw, ty, &tt)?;
    let stmt = &text[target.span.clone()];
    let at = stmt.find(name.as_str()).ok_or("the result name is not in the statement")?;
    let mut out = format!("{}{raw}{}", &stmt[..at], &stmt[at + name.len()..]);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    for l in lines {
        out.push_str("    ");
        out.push_str(&l);
        out.push('\n');
    }
    Ok(Some((target.span.clone(), out)))
}

/// The ops (generic form) that turn `raw` into `name`.
pub(crate) fn perturb(
    p: &Perturbation,
    target: &Statement,
    name: &str,
    raw: &str,
    ty: &str,
    tt: &TensorType,
) -> Result<Vec<String>, String> {
    let v = |s: &str| format!("%fault_{}_{s}", &name[1..]);
    let constant =
        |n: &str, x: f64| format!("{} = \"stablehlo.constant\"() {{value = dense<{}> : {ty}}} : () -> {ty}", v(n), hex(tt.dtype, x));
    let binary = |out: &str, op: &str, a: &str, b: &str| format!("{out} = \"stablehlo.{op}\"({a}, {b}) : ({ty}, {ty}) -> {ty}");
    let unary = |out: &str, op: &str, a: &str| format!("{out} = \"stablehlo.{op}\"({a}) : ({ty}) -> {ty}");
    Ok(match p {
        Perturbation::Scale(eps) => vec![constant("k", 1.0 + eps), binary(name, "multiply", raw, &v("k"))],
        Perturbation::Add(c) => vec![constant("c", *c), binary(name, "add", raw, &v("c"))],
        Perturbation::Noise(sigma) => {
            if tt.shape.is_empty() {
                return Err(format!("line {}: noise needs a result of rank 1 or more", target.line));
            }
            vec![
                format!("{} = \"stablehlo.iota\"() {{iota_dimension = {} : i64}} : () -> {ty}", v("i"), tt.shape.len() - 1),
                constant("w", 0.7548776662466927),
                binary(&v("iw"), "multiply", &v("i"), &v("w")),
                unary(&v("s"), "sine", &v("iw")),
                constant("sigma", *sigma),
                binary(&v("ss"), "multiply", &v("s"), &v("sigma")),
                constant("one", 1.0),
                binary(&v("f"), "add", &v("one"), &v("ss")),
                binary(name, "multiply", raw, &v("f")),
            ]
        }
        Perturbation::Bf16 => {
            if tt.dtype == DType::BF16 {
                return Err(format!("line {}: the result is bf16 already; rounding to bf16 changes nothing", target.line));
            }
            let narrow = with_element(tt, "bf16");
            vec![
                format!("{} = \"stablehlo.convert\"({raw}) : ({ty}) -> {narrow}", v("b")),
                format!("{name} = \"stablehlo.convert\"({}) : ({narrow}) -> {ty}", v("b")),
            ]
        }
        Perturbation::FlushDenormals => {
            let pred = with_element(tt, "i1");
            let min_normal = match tt.dtype {
                DType::F16 => 6.103515625e-5,
                DType::F64 => f64::MIN_POSITIVE,
                _ => f32::MIN_POSITIVE as f64,
            };
            vec![
                unary(&v("a"), "abs", raw),
                constant("t", min_normal),
                format!(
                    "{} = \"stablehlo.compare\"({}, {}) {{comparison_direction = #stablehlo<comparison_direction LT>}} : ({ty}, {ty}) -> {pred}",
                    v("c"),
                    v("a"),
                    v("t")
                ),
                constant("z", 0.0),
                format!("{name} = \"stablehlo.select\"({}, {}, {raw}) : ({pred}, {ty}, {ty}) -> {ty}", v("c"), v("z")),
            ]
        }
        Perturbation::Overflow(t) => {
            let pred = with_element(tt, "i1");
            vec![
                unary(&v("a"), "abs", raw),
                constant("t", *t),
                format!(
                    "{} = \"stablehlo.compare\"({}, {}) {{comparison_direction = #stablehlo<comparison_direction GT>}} : ({ty}, {ty}) -> {pred}",
                    v("c"),
                    v("a"),
                    v("t")
                ),
                constant("inf", f64::INFINITY),
                binary(&v("big"), "multiply", raw, &v("inf")),
                format!("{name} = \"stablehlo.select\"({}, {}, {raw}) : ({pred}, {ty}, {ty}) -> {ty}", v("c"), v("big")),
            ]
        }
        Perturbation::Jitter(eps) => {
            // XLA's `rng` draws from a state the executable advances at every run; drawn in f32
            // (or f64) and converted, as XLA's CPU backend draws no narrower floats.
            let wide = if tt.dtype == DType::F64 { "f64" } else { "f32" };
            let draw = with_element(tt, wide);
            let scalar = |n: &str, x: f64| {
                let bits = if wide == "f64" { format!("0x{:016X}", x.to_bits()) } else { format!("0x{:08X}", (x as f32).to_bits()) };
                format!("{} = \"stablehlo.constant\"() {{value = dense<{bits}> : tensor<{wide}>}} : () -> tensor<{wide}>", v(n))
            };
            let dims: Vec<String> = tt.shape.iter().map(|d| d.to_string()).collect();
            let shape = format!("tensor<{}xi64>", dims.len());
            let mut ops = vec![
                scalar("lo", -1.0),
                scalar("hi", 1.0),
                format!("{} = \"stablehlo.constant\"() {{value = dense<[{}]> : {shape}}} : () -> {shape}", v("shape"), dims.join(", ")),
                format!(
                    "{} = \"stablehlo.rng\"({}, {}, {}) {{rng_distribution = #stablehlo<rng_distribution UNIFORM>}} : (tensor<{wide}>, tensor<{wide}>, {shape}) -> {draw}",
                    v("u"),
                    v("lo"),
                    v("hi"),
                    v("shape")
                ),
            ];
            let u = if draw == ty {
                v("u")
            } else {
                ops.push(format!("{} = \"stablehlo.convert\"({}) : ({draw}) -> {ty}", v("un"), v("u")));
                v("un")
            };
            ops.extend([
                constant("eps", *eps),
                binary(&v("eu"), "multiply", &u, &v("eps")),
                constant("one", 1.0),
                binary(&v("f"), "add", &v("one"), &v("eu")),
                binary(name, "multiply", raw, &v("f")),
            ]);
            ops
        }
        Perturbation::PolyExp => {
            if target.op != "stablehlo.exponential" {
                return Err(format!("line {}: poly-exp replaces `stablehlo.exponential` only, not `{}`", target.line, target.op));
            }
            let x = target.uses.first().ok_or_else(|| format!("line {}: the exponential has no operand", target.line))?;
            vec![
                constant("log2e", std::f64::consts::LOG2_E),
                constant("half", 0.5),
                constant("ln2", std::f64::consts::LN_2),
                constant("c2", 0.5),
                constant("c3", 1.0 / 6.0),
                constant("one", 1.0),
                binary(&v("xl"), "multiply", x, &v("log2e")),
                binary(&v("xh"), "add", &v("xl"), &v("half")),
                unary(&v("n"), "floor", &v("xh")),
                binary(&v("nl"), "multiply", &v("n"), &v("ln2")),
                binary(&v("r"), "subtract", x, &v("nl")),
                // p(r) = 1 + r (1 + r (1/2 + r/6))
                binary(&v("p3"), "multiply", &v("r"), &v("c3")),
                binary(&v("p2"), "add", &v("p3"), &v("c2")),
                binary(&v("p2r"), "multiply", &v("p2"), &v("r")),
                binary(&v("p1"), "add", &v("p2r"), &v("one")),
                binary(&v("p1r"), "multiply", &v("p1"), &v("r")),
                binary(&v("p"), "add", &v("p1r"), &v("one")),
                unary(&v("e2n"), "exponential", &v("nl")),
                binary(name, "multiply", &v("p"), &v("e2n")),
            ]
        }
    })
}

/// `tensor<AxBxE>` with another element type.
pub(crate) fn with_element(tt: &TensorType, element: &str) -> String {
    let dims: String = tt.shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{element}>")
}

/// A splat constant's value as the element type's bits (exact, and valid for every float type).
fn hex(dtype: DType, x: f64) -> String {
    match dtype {
        DType::F64 => format!("0x{:016X}", x.to_bits()),
        DType::F16 => format!("0x{:04X}", half::f16::from_f64(x).to_bits()),
        DType::BF16 => format!("0x{:04X}", half::bf16::from_f64(x).to_bits()),
        _ => format!("0x{:08X}", (x as f32).to_bits()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str = "// tpu-compat-fault: scale:1e-3@exponential#2\nmodule @m {\n  func.func public @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.exponential %x : tensor<2xf32>\n    %1 = stablehlo.exponential %0 : tensor<2xf32>\n    %2 = stablehlo.add %1, %0 : tensor<2xf32>\n    return %2 : tensor<2xf32>\n  }\n}\n";

    #[test]
    fn markers_parse_and_junk_does_not() {
        let f = find(P.as_bytes()).unwrap();
        assert_eq!(
            f,
            NumericFault {
                perturbation: Perturbation::Scale(1e-3),
                op: "exponential".into(),
                nth: Nth::Index(2),
                fused_only: false,
                sharded_only: false,
                device: None
            }
        );
        assert_eq!(parse(&f.marker()), Some(f));
        assert_eq!(parse("// tpu-compat-fault: bf16@stablehlo.dot_general#last").unwrap().nth, Nth::Last);
        assert_eq!(parse("// tpu-compat-fault: ftz@add#1").unwrap().perturbation, Perturbation::FlushDenormals);
        let o = parse("// tpu-compat-fault: overflow:1e30@divide#1").unwrap();
        assert_eq!((o.perturbation.clone(), parse(&o.marker())), (Perturbation::Overflow(1e30), Some(o.clone())));
        assert_eq!(parse("// tpu-compat-fault: overflow:-1@divide#1"), None);
        let j = parse("// tpu-compat-fault: jitter:1e-3@exponential#1").unwrap();
        assert_eq!((j.perturbation.clone(), parse(&j.marker())), (Perturbation::Jitter(1e-3), Some(j.clone())));
        assert_eq!(parse("// tpu-compat-fault: jitter:0@exponential#1"), None);
        let out = String::from_utf8(apply(P.as_bytes(), &j).unwrap().unwrap()).unwrap();
        assert!(out.contains("\"stablehlo.rng\"(%fault_0_lo, %fault_0_hi, %fault_0_shape)"), "{out}");
        assert!(out.contains("dense<[2]> : tensor<1xi64>"), "{out}");
        assert!(out.contains("%0 = \"stablehlo.multiply\"(%fault_0_raw, %fault_0_f)"), "{out}");
        for junk in [
            "// tpu-compat-fault: scale:x@exp#1",
            "// tpu-compat-fault: scale:1@exp#0",
            "// tpu-compat-fault: segfault@compile",
            "// tpu-compat-fault: bf16@#1",
            "// tpu-compat-fault: add:1e-3@tanh#1 unfused",
        ] {
            assert_eq!(parse(junk), None, "{junk}");
        }
    }

    #[test]
    fn the_nth_op_is_renamed_and_its_perturbed_value_takes_its_name() {
        let out = String::from_utf8(apply(P.as_bytes(), &find(P.as_bytes()).unwrap()).unwrap().unwrap()).unwrap();
        assert!(out.contains("%fault_1_raw = stablehlo.exponential %0 : tensor<2xf32>\n"), "{out}");
        assert!(out.contains("%1 = \"stablehlo.multiply\"(%fault_1_raw, %fault_1_k)"), "{out}");
        assert!(out.contains("%0 = stablehlo.exponential %x"), "{out}");
        // 1 + 1e-3 as f32 bits.
        assert!(out.contains(&format!("dense<0x{:08X}>", 1.001f32.to_bits())), "{out}");
        let main = parse_main(out.as_bytes()).unwrap();
        assert_eq!(main.statements.iter().filter(|s| s.op == "stablehlo.exponential").count(), 2);
        let poly = apply(P.as_bytes(), &parse("// tpu-compat-fault: poly-exp@exponential#last").unwrap()).unwrap().unwrap();
        assert!(String::from_utf8(poly).unwrap().contains("%fault_1_r = \"stablehlo.subtract\"(%0, %fault_1_nl)"));
        let e = apply(P.as_bytes(), &parse("// tpu-compat-fault: scale:1@exponential#3").unwrap()).unwrap_err();
        assert!(e.contains("2 top-level `stablehlo.exponential` ops"), "{e}");
        assert!(apply(P.as_bytes(), &parse("// tpu-compat-fault: poly-exp@add#1").unwrap())
            .unwrap_err()
            .contains("replaces `stablehlo.exponential` only"));
    }

    #[test]
    fn an_additive_fault_adds_its_constant_and_a_fused_one_needs_a_fusable_op() {
        let f = parse("// tpu-compat-fault: add:1e-3@exponential#1").unwrap();
        assert_eq!(f.perturbation, Perturbation::Add(1e-3));
        assert_eq!(parse(&f.marker()), Some(f.clone()));
        let out = String::from_utf8(apply(P.as_bytes(), &f).unwrap().unwrap()).unwrap();
        assert!(out.contains("%0 = \"stablehlo.add\"(%fault_0_raw, %fault_0_c)"), "{out}");
        assert!(out.contains(&format!("dense<0x{:08X}>", 1e-3f32.to_bits())), "{out}");
        // Fused only: %1 feeds one op (the add), so it applies; %0 feeds two, so it does not.
        let fused = parse("// tpu-compat-fault: add:1e-3@exponential#2 fused").unwrap();
        assert!(fused.fused_only && parse(&fused.marker()) == Some(fused.clone()));
        let sharded = parse("// tpu-compat-fault: scale:0.05@tanh#1 fused sharded").unwrap();
        assert!(sharded.fused_only && sharded.sharded_only && parse(&sharded.marker()) == Some(sharded.clone()));
        assert!(parse("// tpu-compat-fault: scale:0.05@tanh#1 sharded fused").is_none());
        assert!(parse("// tpu-compat-fault: scale:0.05@tanh#1 sharded sharded").is_none());
        assert!(apply(P.as_bytes(), &fused).unwrap().is_some());
        let twice = parse("// tpu-compat-fault: add:1e-3@exponential#1 fused").unwrap();
        assert_eq!(apply(P.as_bytes(), &twice).unwrap(), None);
        // Returned (as an instrumented program returns it): no longer fusable.
        let watched = P.replace("return %2 : tensor<2xf32>", "return %2, %1 : tensor<2xf32>, tensor<2xf32>");
        assert_eq!(apply(watched.as_bytes(), &fused).unwrap(), None);
        // A program with none of the op (an eager op program of another op): nothing to fuse, no
        // error; the plain fault still refuses a program without its op.
        let absent = parse("// tpu-compat-fault: add:1e-3@tanh#1 fused").unwrap();
        assert_eq!(apply(P.as_bytes(), &absent).unwrap(), None);
        assert!(apply(P.as_bytes(), &parse("// tpu-compat-fault: add:1e-3@tanh#1").unwrap()).is_err());
    }
}

#[cfg(test)]
mod several_and_inlined {
    use super::*;

    /// Two markers, one of them aimed inside a private helper (`@silu`'s multiply is the second
    /// top-level multiply once inlined).
    const P: &str = "// tpu-compat-fault: ftz@multiply#1\n// tpu-compat-fault: scale:1e-2@multiply#2\nmodule @m {\n  func.func public @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.multiply %x, %x : tensor<2xf32>\n    %1 = call @silu(%0) : (tensor<2xf32>) -> tensor<2xf32>\n    return %1 : tensor<2xf32>\n  }\n  func.func private @silu(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.logistic %arg0 : tensor<2xf32>\n    %1 = stablehlo.multiply %arg0, %0 : tensor<2xf32>\n    return %1 : tensor<2xf32>\n  }\n}\n";

    #[test]
    fn every_marker_applies_and_ops_inside_helpers_are_counted_inlined() {
        let faults = find_all(P.as_bytes());
        assert_eq!(faults.len(), 2);
        let (out, applied) = apply_all(P.as_bytes(), &faults).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(applied, [true, true]);
        // The first multiply is flushed, the helper's (inlined) one scaled; neither shifted the other.
        assert!(out.contains("%fault_0_raw = stablehlo.multiply %x, %x"), "{out}");
        assert!(out.contains("%fault_silu.1.1_raw = stablehlo.multiply %0, %silu.1.0"), "{out}");
        assert!(out.contains("%silu.1.1 = \"stablehlo.multiply\"(%fault_silu.1.1_raw, %fault_silu.1.1_k)"), "{out}");
        let main = parse_main(out.as_bytes()).unwrap();
        assert_eq!(main.returned, ["%silu.1.1"]);
        // Two markers on one op, and a per-device fault beside another, are refused.
        let twice = [faults[1].clone(), faults[1].clone()];
        assert!(apply_all(P.as_bytes(), &twice).unwrap_err().contains("the same op"));
        let device = parse("// tpu-compat-fault: scale:1.5@multiply#1 device=1").unwrap();
        assert!(apply_all(P.as_bytes(), &[faults[0].clone(), device]).unwrap_err().contains("only numeric marker"));
    }
}

#[cfg(test)]
mod partition_tests {
    use super::num_partitions;
    use runtime::CompileOptions;

    #[test]
    fn partitions_are_read_from_the_compile_options() {
        assert_eq!(num_partitions(&CompileOptions::default().encode()), Some(1));
        assert_eq!(num_partitions(&CompileOptions::spmd(4).unwrap().encode()), Some(4));
        let fast = CompileOptions { profile: runtime::CompileProfile::Fast, ..CompileOptions::spmd(2).unwrap() };
        assert_eq!(num_partitions(&fast.encode()), Some(2));
        assert_eq!(num_partitions(&[]), Some(1));
        assert_eq!(num_partitions(&[0x1a, 0x05, 0x01]), None, "a truncated field");
    }
}
