//! The op tier (`ops`): every StableHLO (and CHLO) op the CPU plugin
//! compiles, case by case — one op, one dtype, one shape, one class of
//! values — each judged against a float64 reference within a tolerance in
//! ULPs of its output dtype (see [`Class`] and `tolerance`).
//!
//! - A [`Case`] is one catalog row (`suites/catalogs/ops.csv`), id
//!   `op-<op>[-<form>]-<dtype>-<shape>-<values>`; its family is the op.
//! - Cases are **packed**: the cases of a pack (consecutive rows, same
//!   op, at most [`PACK_SIZE`]) are emitted side by side in one program, so
//!   one compile serves them all; each case keeps its own arguments,
//!   outputs and row. See [`emit::pack_program`].
//! - **References**: elementwise ops, comparisons, `convert`,
//!   `bitcast_convert` and `iota` are computed in Rust (f64 from std/libm;
//!   exact integer arithmetic in i128), so f64 and 64-bit integer cases are
//!   judged independently of the plugin. Every other op's reference is the
//!   same op on the inputs converted to f64, emitted in the same program
//!   (the plugin's f64 code path, not the one under test); those ops are
//!   tested on dtypes whose values f64 holds exactly (f32, bf16, f16, and
//!   integers of 32 bits or fewer), never on f64 itself.
//! - **Collectives** ([`collective`]) run on 4 devices, as replicas or as
//!   `shard_map` partitions, each device with its own inputs; their
//!   references are computed in Rust per device.

pub mod collective;
pub mod emit;
pub mod format;
pub mod reference;
pub mod structural;
pub mod table;
pub mod values;

use crate::error::{CatalogError, GenerateError};
use crate::fill::Rng;
use table::{
    Domain, ALL, BINARY_BOOL, BINARY_FLOAT, BINARY_INT, DIRECTIONS, FLOATS, INTS, NARROW_FLOATS, PREDICATES, UNARY_FLOAT, UNARY_INT,
};
use tensors::DType;

/// Cases emitted together in one program (one compile).
pub const PACK_SIZE: usize = 24;

/// The committed catalog.
pub const OPS_CSV: &str = include_str!("../../catalogs/ops.csv");

/// The tier's name, as `run` and `suites` know it.
pub const TIER: &str = "ops";

/// How an output is judged (the tolerance table is `baselines::ulp::bound_ulps`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// The exact value (0 ULP); NaN matches NaN; the sign of zero is checked.
    Exact,
    /// Correctly rounded arithmetic: within 1 ULP; the sign of zero is checked.
    Rounded,
    /// Elementary transcendental functions: a bound per dtype.
    Transcendental,
    /// Special functions (erf, lgamma, digamma, ...): a looser bound per dtype.
    Special,
    /// Sums (reductions, dots, convolutions): |error| <= n·u·Σ|terms| + 1 ULP.
    Accumulate,
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::Exact => "exact",
            Class::Rounded => "rounded",
            Class::Transcendental => "transcendental",
            Class::Special => "special-function",
            Class::Accumulate => "accumulate",
        }
    }
}

/// Where a case's reference is computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefSource {
    /// In Rust (f64 std/libm, or exact integer arithmetic).
    Rust,
    /// By the plugin, from the same op on inputs converted to f64, in the same program.
    PluginF64,
}

/// One case of the op tier (a catalog row).
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    pub id: String,
    /// The op's name in the tier (family): `exponential`, `compare`, `chlo_tan`, ...
    pub op: String,
    /// The variant: a comparison, a target dtype, a structural form; empty for plain elementwise ops.
    pub form: String,
    pub dtype: DType,
    pub shape: Vec<i64>,
    /// `normal` (drawn from the op's domain) or `special` (±0, ±inf, NaN, subnormals, extremes).
    pub values: String,
    pub seed: u64,
    /// Cases with the same pack number are compiled in one program.
    pub pack: usize,
}

impl Case {
    pub fn shape_key(&self) -> String {
        shape_key(&self.shape)
    }
}

pub fn shape_key(shape: &[i64]) -> String {
    if shape.is_empty() {
        "s".into()
    } else {
        shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("x")
    }
}

fn case_id(op: &str, form: &str, dtype: DType, shape: &[i64], values: &str) -> String {
    let form = if form.is_empty() { String::new() } else { format!("-{form}") };
    format!("op-{op}{form}-{}-{}-{values}", dtype.name(), shape_key(shape))
}

/// Collects cases in catalog order, with seeds and pack numbers.
struct Draft {
    cases: Vec<Case>,
    rng: Rng,
    pack: usize,
    in_pack: usize,
    pack_op: String,
}

impl Draft {
    fn push(&mut self, op: &str, form: &str, dtype: DType, shape: &[i64], values: &str) {
        self.push_keyed(op, form, dtype, shape, values, op)
    }

    /// [`Draft::push`], starting a new pack where `key` changes (packs never mix keys).
    fn push_keyed(&mut self, op: &str, form: &str, dtype: DType, shape: &[i64], values: &str, key: &str) {
        if self.pack_op != key || self.in_pack >= PACK_SIZE {
            if !self.cases.is_empty() {
                self.pack += 1;
            }
            self.pack_op = key.to_string();
            self.in_pack = 0;
        }
        self.in_pack += 1;
        let seed = self.rng.next_u64() >> 12;
        self.cases.push(Case {
            id: case_id(op, form, dtype, shape, values),
            op: op.into(),
            form: form.into(),
            dtype,
            shape: shape.to_vec(),
            values: values.into(),
            seed,
            pack: self.pack,
        });
    }

    /// The elementwise shape set: scalar, one element, odd 2-d, a zero-size
    /// dimension, the special-value sweep, and (for the first dtype only)
    /// one case of at least 2^16 elements.
    fn elementwise(&mut self, op: &str, form: &str, dtypes: &[DType], binary: bool) {
        for (i, &d) in dtypes.iter().enumerate() {
            self.push(op, form, d, &[], "normal");
            self.push(op, form, d, &[1], "normal");
            self.push(op, form, d, &[7, 13], "normal");
            self.push(op, form, d, &[3, 0, 5], "normal");
            if binary {
                self.push(op, &join(form, "bcast"), d, &[7, 13], "normal");
            }
            let k = specials_len(d);
            let sp: Vec<i64> = if binary { vec![k, k] } else { vec![k] };
            self.push(op, form, d, &sp, "special");
            if i == 0 {
                self.push(op, form, d, &[256, 257], "normal");
            }
        }
    }
}

fn join(a: &str, b: &str) -> String {
    if a.is_empty() {
        b.to_string()
    } else {
        format!("{a}-{b}")
    }
}

/// How many special values a dtype has (the special sweep's length).
pub fn specials_len(d: DType) -> i64 {
    if d.is_float() {
        format::float_specials(d).len() as i64
    } else if d == DType::Bool {
        2
    } else {
        format::int_specials(d).len() as i64
    }
}

/// Generates the catalog afresh (deterministic).
pub fn generate() -> Vec<Case> {
    let mut g = Draft { cases: Vec::new(), rng: Rng::new(0x0b5), pack: 0, in_pack: 0, pack_op: String::new() };
    for u in UNARY_FLOAT {
        let dtypes: &[DType] = if u.rust.is_some() { FLOATS } else { NARROW_FLOATS };
        g.elementwise(u.name, "", dtypes, false);
    }
    for u in UNARY_INT {
        let dtypes: Vec<DType> = INTS.iter().copied().filter(|d| !u.signed_only || format::is_signed(*d)).collect();
        // Ops that float and integer types share live under one name (one family).
        if u.name == "not" {
            g.elementwise(u.name, "", &[DType::Bool], false);
        }
        g.elementwise(u.name, "", &dtypes, false);
    }
    for (name, _, _) in PREDICATES {
        g.elementwise(name, "", FLOATS, false);
    }
    for b in BINARY_FLOAT {
        g.elementwise(b.name, "", FLOATS, true);
    }
    for b in BINARY_INT {
        let mut dtypes: Vec<DType> = INTS.to_vec();
        if BINARY_BOOL.contains(&b.name) {
            dtypes.push(DType::Bool);
        }
        g.elementwise(b.name, "", &dtypes, true);
    }
    for dir in DIRECTIONS {
        let l = dir.to_lowercase();
        for d in FLOATS {
            for (ty, shapes) in [("float", true), ("totalorder", false)] {
                let form = format!("{l}-{ty}");
                g.push("compare", &form, *d, &[7, 13], "normal");
                let k = specials_len(*d);
                g.push("compare", &form, *d, &[k, k], "special");
                if shapes {
                    g.push("compare", &form, *d, &[], "normal");
                }
            }
        }
        for d in INTS {
            let ty = if format::is_signed(*d) { "signed" } else { "unsigned" };
            let k = specials_len(*d);
            g.push("compare", &format!("{l}-{ty}"), *d, &[7, 13], "normal");
            g.push("compare", &format!("{l}-{ty}"), *d, &[k, k], "special");
        }
        if matches!(*dir, "EQ" | "NE") {
            g.push("compare", &format!("{l}-unsigned"), DType::Bool, &[2, 2], "special");
        }
    }
    for d in ALL {
        g.push("select", "", *d, &[7, 13], "normal");
        g.push("select", "", *d, &[], "normal");
        if d.is_float() {
            g.push("select", "", *d, &[specials_len(*d)], "special");
        }
    }
    for d in ALL.iter().filter(|d| **d != DType::Bool) {
        g.push("clamp", "", *d, &[7, 13], "normal");
        g.push("clamp", "scalar-bounds", *d, &[7, 13], "normal");
        g.push("clamp", "", *d, &[specials_len(*d)], "special");
    }
    for from in ALL {
        for to in ALL {
            let form = format!("to-{}", to.name());
            g.push("convert", &form, *from, &[7, 13], "normal");
            g.push("convert", &form, *from, &[specials_len(*from)], "special");
        }
        g.push("convert", &format!("to-{}", from.name()), *from, &[0, 3], "normal");
    }
    for (from, to) in values::bitcast_pairs() {
        g.push("bitcast_convert", &format!("to-{}", to.name()), from, &[7, 13], "normal");
        g.push("bitcast_convert", &format!("to-{}", to.name()), from, &[specials_len(from)], "special");
    }
    for d in ALL.iter().filter(|d| **d != DType::Bool) {
        g.push("iota", "dim1", *d, &[7, 13], "normal");
        g.push("iota", "dim0", *d, &[5, 3, 2], "normal");
    }
    structural::cases(&mut |op, form, d, shape, values| g.push(op, form, d, shape, values));
    // Collectives: a pack holds one op in one mode (and one reduction), so one compile serves one setting.
    collective::cases(&mut |op, form, d, shape, key| g.push_keyed(op, form, d, shape, "normal", &format!("{op}/{key}")));
    g.cases
}

/// The catalog as committed CSV (`id,op,form,dtype,shape,values,seed,pack`).
pub fn to_csv(cases: &[Case]) -> String {
    let mut s = String::from("id,op,form,dtype,shape,values,seed,pack\n");
    for c in cases {
        s.push_str(&format!("{},{},{},{},{},{},{},{}\n", c.id, c.op, c.form, c.dtype.name(), c.shape_key(), c.values, c.seed, c.pack));
    }
    s
}

/// Parses an op catalog; `origin` names the file in errors.
pub fn parse_csv(text: &str, origin: &str) -> Result<Vec<Case>, CatalogError> {
    let mut lines = text.lines();
    let header = lines.next().unwrap_or("");
    if header.trim() != "id,op,form,dtype,shape,values,seed,pack" {
        return Err(CatalogError::file(origin, "expected the header id,op,form,dtype,shape,values,seed,pack"));
    }
    let mut out = Vec::new();
    for (i, line) in lines.enumerate() {
        let n = i + 2;
        if line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split(',').collect();
        if f.len() != 8 {
            return Err(CatalogError::at(origin, n, format!("expected 8 fields, found {}", f.len())));
        }
        crate::id::check("case id", f[0]).map_err(|e| CatalogError::at(origin, n, format!("id: {e}")))?;
        let dtype = DType::from_name(f[3]).ok_or_else(|| CatalogError::at(origin, n, format!("unknown dtype `{}`", f[3])))?;
        let shape = if f[4] == "s" {
            Vec::new()
        } else {
            f[4].split('x')
                .map(|d| d.parse::<i64>().ok().filter(|d| (0..=1 << 20).contains(d)))
                .collect::<Option<Vec<i64>>>()
                .ok_or_else(|| CatalogError::at(origin, n, format!("bad shape `{}`", f[4])))?
        };
        if !matches!(f[5], "normal" | "special") {
            return Err(CatalogError::at(origin, n, format!("values must be normal or special, not `{}`", f[5])));
        }
        let seed = f[6].parse::<u64>().map_err(|_| CatalogError::at(origin, n, format!("bad seed `{}`", f[6])))?;
        let pack = f[7].parse::<usize>().map_err(|_| CatalogError::at(origin, n, format!("bad pack `{}`", f[7])))?;
        let case = Case { id: f[0].into(), op: f[1].into(), form: f[2].into(), dtype, shape, values: f[5].into(), seed, pack };
        emit::plan(&case).map_err(|e| CatalogError::at(origin, n, e))?;
        out.push(case);
    }
    Ok(out)
}

/// The committed catalog, parsed.
pub fn committed() -> Result<Vec<Case>, CatalogError> {
    parse_csv(OPS_CSV, "suites/catalogs/ops.csv")
}

/// Builds the standalone definition of one case (`show`, `materialize`):
/// the case alone in a program, its inputs provided.
pub fn definition(case: &Case) -> Result<crate::Definition, GenerateError> {
    let (text, layout) = emit::pack_program(std::slice::from_ref(case), &case.id.replace(['-', '.'], "_"))?;
    let inputs = emit::case_inputs(case)?;
    let l = &layout[0];
    let arguments: Vec<crate::ArgumentSpec> = inputs
        .iter()
        .enumerate()
        .map(|(i, t)| crate::ArgumentSpec {
            name: format!("x{i}"),
            shape: t.shape.clone(),
            dtype: t.dtype,
            role: crate::Role::Data,
            fill: None,
        })
        .collect();
    let provided = arguments.iter().map(|a| a.name.clone()).zip(inputs).collect();
    // The outputs under test, then the f64 references and magnitudes the program also returns.
    // A collective's program returns its (global) results only.
    let global = if collective::is_collective(&case.op) { program::parse_main_signature(text.as_bytes()).ok() } else { None };
    let tys: Vec<crate::hlo::Ty> = match &global {
        Some(sig) => sig.results.iter().map(|r| crate::hlo::Ty::new(r.dtype, &r.shape)).collect(),
        None => l.outputs.clone(),
    };
    let outputs = tys
        .iter()
        .enumerate()
        .map(|(i, ty)| (l.output_name(i), ty))
        .chain(l.extra.iter().map(|(name, ty)| (name.clone(), ty)))
        .map(|(name, ty)| crate::OutputSpec { name, shape: ty.shape.clone(), dtype: ty.dtype, kind: crate::OutputKind::Features })
        .collect();
    let mut source = std::collections::BTreeMap::new();
    source.insert("generator".into(), format!("suites {} (op tier)", env!("CARGO_PKG_VERSION")));
    if let Ok(f) = collective::form(case) {
        let how = match f.mode {
            collective::Mode::Partitions => "4 partitions (SPMD); the inputs are the devices' tensors stacked along dim 0",
            _ => "4 replicas; the inputs are device 0's (each device runs on its own)",
        };
        source.insert("devices".into(), how.into());
    }
    let manifest = crate::definition::Manifest {
        id: case.id.clone(),
        family: case.op.clone(),
        task: "op".into(),
        seed: case.seed,
        arguments,
        outputs,
        tolerance: None,
        dynamic: None,
        training: None,
        source,
    };
    Ok(crate::Definition { manifest, program: text.into_bytes(), provided })
}

/// Writes `ops.csv` into `dir`.
pub fn write_csv(dir: &std::path::Path) -> Result<(), GenerateError> {
    let path = dir.join("ops.csv");
    std::fs::write(&path, to_csv(&generate())).map_err(|e| GenerateError::Write { path, message: e.to_string() })
}

/// Domain of the normal values of a case's value inputs.
pub fn domains(case: &Case) -> [Domain; 3] {
    use Domain::*;
    let int = !case.dtype.is_float();
    if let Some(u) = UNARY_FLOAT.iter().find(|u| u.name == case.op) {
        if !int {
            return [u.domain, Any, Any];
        }
    }
    if let Some(b) = BINARY_FLOAT.iter().find(|b| b.name == case.op) {
        if !int {
            return [b.domains[0], b.domains[1], Any];
        }
    }
    if let Some(b) = BINARY_INT.iter().find(|b| b.name == case.op) {
        if int {
            let a = if b.name == "power" { Small } else { Full };
            return [a, b.domain_b, Full];
        }
    }
    if int {
        [Full, Full, Full]
    } else {
        [Any, Any, Any]
    }
}
