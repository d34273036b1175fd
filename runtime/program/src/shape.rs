//! The entry signature of a compiled program, read from the optimized HLO
//! module the plugin hands back (`PJRT_Executable_OptimizedProgram`, format
//! `hlo`: a serialized `xla.HloModuleProto`). PJRT's C API describes an
//! executable's outputs but not its parameters, and MLIR bytecode cannot be
//! read without MLIR; the module's `host_program_shape` is where both live
//! (the CPU plugin returns the module with its config, `hlo_with_config`).
//!
//! The same module says which collectives the partitioner put in a
//! partitioned program, and for which op of the source program each was
//! made (its `op_name` metadata: the op's location name, see
//! `crate::text::tagged`): [`collectives`].
//!
//! The proto is decoded by hand, like `CompileOptions` (in `runtime`) is encoded:
//! only the few fields needed here, everything else skipped by wire type.
//! A malformed message is an error, never a panic.

use crate::signature::TensorType;
use tensors::DType;
use tensors::{DataError, Result};

// Field numbers (xla/service/hlo.proto, xla/xla_data.proto):
// HloModuleProtoWithConfig.hlo_module = 1;
// HloModuleProto.host_program_shape = 4;
// ProgramShapeProto.parameters = 1, result = 2;
// ShapeProto.element_type = 2, dimensions = 3, tuple_shapes = 4, is_dynamic_dimension = 6.
const HLO_MODULE: u64 = 1;
const HOST_PROGRAM_SHAPE: u64 = 4;
const PARAMETERS: u64 = 1;
const RESULT: u64 = 2;
const ELEMENT_TYPE: u64 = 2;
const DIMENSIONS: u64 = 3;
const TUPLE_SHAPES: u64 = 4;
const IS_DYNAMIC_DIMENSION: u64 = 6;
/// `xla.PrimitiveType.TUPLE`.
const TUPLE: u64 = 13;

/// Parameter and result types of an HLO module's entry computation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgramShape {
    pub parameters: Vec<TensorType>,
    /// The result; a tuple result is flattened one level (as PJRT returns it).
    pub results: Vec<TensorType>,
}

fn bad(message: impl Into<String>) -> DataError {
    DataError::Program { message: format!("the optimized HLO module could not be read: {}", message.into()) }
}

/// One field of a protobuf message.
enum Value<'a> {
    Varint(u64),
    Bytes(&'a [u8]),
    Other,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, at: 0 }
    }

    fn varint(&mut self) -> Result<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = *self.bytes.get(self.at).ok_or_else(|| bad("a varint runs past the end"))?;
            self.at += 1;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(bad("a varint is longer than ten bytes"))
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8]> {
        let end = self.at.checked_add(n).filter(|e| *e <= self.bytes.len()).ok_or_else(|| bad("a field runs past the end"))?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    /// The next field (number and value), or `None` at the end.
    fn field(&mut self) -> Result<Option<(u64, Value<'a>)>> {
        if self.at >= self.bytes.len() {
            return Ok(None);
        }
        let key = self.varint()?;
        let value = match key & 7 {
            0 => Value::Varint(self.varint()?),
            1 => {
                self.take(8)?;
                Value::Other
            }
            2 => {
                let n = usize::try_from(self.varint()?).map_err(|_| bad("a length does not fit in memory"))?;
                Value::Bytes(self.take(n)?)
            }
            5 => {
                self.take(4)?;
                Value::Other
            }
            w => return Err(bad(format!("unsupported wire type {w}"))),
        };
        Ok(Some((key >> 3, value)))
    }
}

/// One collective instruction of a compiled module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Collective {
    /// The HLO opcode, async forms named as their op (`all-reduce` for `all-reduce-start`).
    pub opcode: String,
    /// The `op_name` of its metadata: the location name of the op it was made for.
    pub op_name: String,
}

/// HLO opcodes of the collectives [`collectives`] lists.
pub const COLLECTIVE_OPCODES: [&str; 6] =
    ["all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute", "collective-broadcast"];

/// The collective instructions of a compiled module (`format` `hlo` or
/// `hlo_with_config`), in the module's order. Field numbers
/// (xla/service/hlo.proto): HloModuleProto.computations = 3,
/// HloComputationProto.instructions = 2, HloInstructionProto.opcode = 2,
/// metadata = 7, OpMetadata.op_name = 2.
pub fn collectives(bytes: &[u8], format: &str) -> Result<Vec<Collective>> {
    let module = match format {
        "hlo" => bytes,
        "hlo_with_config" => last_bytes(bytes, HLO_MODULE)?.ok_or_else(|| bad("it holds no hlo_module"))?,
        other => return Err(bad(format!("the plugin returned it as `{other}`, not a serialized HLO module"))),
    };
    let mut out = Vec::new();
    for computation in all_bytes(module, 3)? {
        for instruction in all_bytes(computation, 2)? {
            let code = String::from_utf8_lossy(last_bytes(instruction, 2)?.unwrap_or_default()).into_owned();
            let code = code.strip_suffix("-start").unwrap_or(&code);
            let Some(opcode) = COLLECTIVE_OPCODES.iter().find(|c| **c == code) else { continue };
            let op_name = match last_bytes(instruction, 7)? {
                Some(meta) => String::from_utf8_lossy(last_bytes(meta, 2)?.unwrap_or_default()).into_owned(),
                None => String::new(),
            };
            out.push(Collective { opcode: opcode.to_string(), op_name });
        }
    }
    Ok(out)
}

/// The precision one dot, convolution or narrowing convert of a compiled
/// module carries: what a TPU compiler decided about numerics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DotPrecision {
    /// `dot`, `convolution`, or `convert` (f32 to bf16 only).
    pub opcode: String,
    /// Element types of the first two operands and of the result (`f32`, `bf16`).
    pub operands: Vec<String>,
    pub result: String,
    /// `operand_precision` per operand (`default`, `high`, `highest`); empty where unset.
    pub precision: Vec<String>,
    /// `PrecisionConfig.algorithm` (`bf16_bf16_f32_x3`); empty where unset.
    pub algorithm: String,
}

impl DotPrecision {
    /// `dot f32,f32->f32 precision=default,default` (and `algorithm=...` where set).
    pub fn label(&self) -> String {
        let mut s = format!("{} {}->{}", self.opcode, self.operands.join(","), self.result);
        if !self.precision.is_empty() {
            s.push_str(&format!(" precision={}", self.precision.join(",")));
        }
        if !self.algorithm.is_empty() {
            s.push_str(&format!(" algorithm={}", self.algorithm));
        }
        s
    }
}

/// A name for an `xla.PrimitiveType` number, any of them.
fn type_name(code: u64) -> String {
    match element_type(code) {
        Ok(d) => d.name().to_string(),
        Err(_) => match code {
            15 => "c64".into(),
            18 => "c128".into(),
            13 => "tuple".into(),
            19 | 20 | 23 | 24 | 25 | 28 | 29 => "f8".into(),
            other => format!("type{other}"),
        },
    }
}

/// The element type of a ShapeProto (0 where absent).
fn shape_element(shape: &[u8]) -> Result<u64> {
    let mut r = Reader::new(shape);
    let mut elem = 0;
    while let Some((field, value)) = r.field()? {
        if let (ELEMENT_TYPE, Value::Varint(v)) = (field, value) {
            elem = v;
        }
    }
    Ok(elem)
}

/// Every dot and convolution of a compiled module (`hlo` or
/// `hlo_with_config`) with the precision it carries, fused computations
/// included, and every convert from f32 to bf16, in the module's order.
/// Field numbers (xla/service/hlo.proto, xla/xla_data.proto):
/// HloInstructionProto.shape = 3, id = 35, operand_ids = 36,
/// precision_config = 51; PrecisionConfig.operand_precision = 1 (DEFAULT 0,
/// HIGH 1, HIGHEST 2), algorithm = 2.
pub fn dot_precisions(bytes: &[u8], format: &str) -> Result<Vec<DotPrecision>> {
    let module = match format {
        "hlo" => bytes,
        "hlo_with_config" => last_bytes(bytes, HLO_MODULE)?.ok_or_else(|| bad("it holds no hlo_module"))?,
        other => return Err(bad(format!("the plugin returned it as `{other}`, not a serialized HLO module"))),
    };
    // Instruction ids are unique in a module: each one's element type, for its users' operands.
    let mut types = std::collections::HashMap::new();
    let mut wanted = Vec::new();
    for computation in all_bytes(module, 3)? {
        for instruction in all_bytes(computation, 2)? {
            let mut r = Reader::new(instruction);
            let (mut opcode, mut elem, mut id, mut operands, mut config) = (String::new(), 0, 0, Vec::new(), None);
            while let Some((field, value)) = r.field()? {
                match (field, value) {
                    (2, Value::Bytes(b)) => opcode = String::from_utf8_lossy(b).into_owned(),
                    (3, Value::Bytes(b)) => elem = shape_element(b)?,
                    (35, Value::Varint(v)) => id = v,
                    (36, Value::Varint(v)) => operands.push(v),
                    (36, Value::Bytes(b)) => {
                        let mut p = Reader::new(b);
                        while p.at < b.len() {
                            operands.push(p.varint()?);
                        }
                    }
                    (51, Value::Bytes(b)) => config = Some(b),
                    _ => {}
                }
            }
            types.insert(id, elem);
            if matches!(opcode.as_str(), "dot" | "convolution" | "convert") {
                wanted.push((opcode, elem, operands, config));
            }
        }
    }
    let precision_name = |v: u64| match v {
        0 => "default".to_string(),
        1 => "high".to_string(),
        2 => "highest".to_string(),
        n => format!("precision{n}"),
    };
    let algorithm_name = |v: u64| {
        const NAMES: [&str; 14] = [
            "",
            "any_f8_any_f8_f32",
            "any_f8_any_f8_f32_fast_accum",
            "f16_f16_f16",
            "f16_f16_f32",
            "bf16_bf16_bf16",
            "bf16_bf16_f32",
            "bf16_bf16_f32_x3",
            "bf16_bf16_f32_x6",
            "tf32_tf32_f32",
            "tf32_tf32_f32_x3",
            "f32_f32_f32",
            "f64_f64_f64",
            "bf16_bf16_f32_x9",
        ];
        NAMES.get(v as usize).map_or_else(|| format!("algorithm{v}"), |s| s.to_string())
    };
    let mut out = Vec::new();
    for (opcode, elem, operands, config) in wanted {
        let operand_types: Vec<String> =
            operands.iter().take(2).map(|o| types.get(o).map_or_else(|| "?".into(), |&t| type_name(t))).collect();
        if opcode == "convert" && !(type_name(elem) == "bf16" && operand_types.first().is_some_and(|t| t == "f32")) {
            continue;
        }
        let (mut precision, mut algorithm) = (Vec::new(), String::new());
        if let Some(c) = config {
            let mut r = Reader::new(c);
            while let Some((field, value)) = r.field()? {
                match (field, value) {
                    (1, Value::Varint(v)) => precision.push(precision_name(v)),
                    (1, Value::Bytes(b)) => {
                        let mut p = Reader::new(b);
                        while p.at < b.len() {
                            precision.push(precision_name(p.varint()?));
                        }
                    }
                    (2, Value::Varint(v)) if v != 0 => algorithm = algorithm_name(v),
                    _ => {}
                }
            }
        }
        out.push(DotPrecision { opcode, operands: operand_types, result: type_name(elem), precision, algorithm });
    }
    Ok(out)
}

/// Every length-delimited field `field` of a message.
fn all_bytes(b: &[u8], field: u64) -> Result<Vec<&[u8]>> {
    let mut r = Reader::new(b);
    let mut out = Vec::new();
    while let Some((f, v)) = r.field()? {
        if let (true, Value::Bytes(b)) = (f == field, v) {
            out.push(b);
        }
    }
    Ok(out)
}

/// The last length-delimited field `field`, if any.
fn last_bytes(b: &[u8], field: u64) -> Result<Option<&[u8]>> {
    Ok(all_bytes(b, field)?.pop())
}

/// A shape: an array, or a tuple of shapes.
enum Shape {
    Array(TensorType),
    Tuple(Vec<Shape>),
}

fn element_type(code: u64) -> Result<DType> {
    // xla.PrimitiveType numbers.
    Ok(match code {
        1 => DType::Bool,
        2 => DType::I8,
        3 => DType::I16,
        4 => DType::I32,
        5 => DType::I64,
        6 => DType::U8,
        7 => DType::U16,
        8 => DType::U32,
        9 => DType::U64,
        10 => DType::F16,
        11 => DType::F32,
        12 => DType::F64,
        16 => DType::BF16,
        other => return Err(bad(format!("element type {other} (xla.PrimitiveType) is not handled"))),
    })
}

fn shape(bytes: &[u8]) -> Result<Shape> {
    let mut r = Reader::new(bytes);
    let (mut elem, mut dims, mut dynamic, mut tuple) = (0u64, Vec::new(), Vec::new(), Vec::new());
    while let Some((field, value)) = r.field()? {
        match (field, value) {
            (ELEMENT_TYPE, Value::Varint(v)) => elem = v,
            (DIMENSIONS, Value::Varint(v)) => dims.push(v as i64),
            (DIMENSIONS, Value::Bytes(packed)) => {
                let mut p = Reader::new(packed);
                while p.at < packed.len() {
                    dims.push(p.varint()? as i64);
                }
            }
            (IS_DYNAMIC_DIMENSION, Value::Varint(v)) => dynamic.push(v != 0),
            (IS_DYNAMIC_DIMENSION, Value::Bytes(packed)) => dynamic.extend(packed.iter().map(|b| *b != 0)),
            (TUPLE_SHAPES, Value::Bytes(inner)) => tuple.push(shape(inner)?),
            _ => {}
        }
    }
    if elem == TUPLE {
        return Ok(Shape::Tuple(tuple));
    }
    for (d, is_dynamic) in dims.iter_mut().zip(&dynamic) {
        if *is_dynamic {
            *d = -1;
        }
    }
    Ok(Shape::Array(TensorType { dtype: element_type(elem)?, shape: dims }))
}

fn array(s: Shape, what: &str) -> Result<TensorType> {
    match s {
        Shape::Array(t) => Ok(t),
        Shape::Tuple(_) => Err(bad(format!("{what} is a nested tuple"))),
    }
}

/// Reads the entry signature from a serialized `xla.HloModuleProtoWithConfig`
/// (what the CPU plugin returns: `hlo_module = 1`, then its config).
pub fn from_hlo_module_with_config(bytes: &[u8]) -> Result<ProgramShape> {
    let mut r = Reader::new(bytes);
    while let Some((field, value)) = r.field()? {
        if let (HLO_MODULE, Value::Bytes(b)) = (field, value) {
            return from_hlo_module(b);
        }
    }
    Err(bad("it holds no hlo_module"))
}

/// Reads the entry signature from a serialized `xla.HloModuleProto`.
pub fn from_hlo_module(bytes: &[u8]) -> Result<ProgramShape> {
    let mut r = Reader::new(bytes);
    let mut program = None;
    while let Some((field, value)) = r.field()? {
        if let (HOST_PROGRAM_SHAPE, Value::Bytes(b)) = (field, value) {
            program = Some(b);
        }
    }
    let program = program.ok_or_else(|| bad("it has no host_program_shape"))?;
    let mut r = Reader::new(program);
    let (mut parameters, mut result) = (Vec::new(), None);
    while let Some((field, value)) = r.field()? {
        match (field, value) {
            (PARAMETERS, Value::Bytes(b)) => {
                let i = parameters.len();
                parameters.push(array(shape(b)?, &format!("parameter {i}"))?);
            }
            (RESULT, Value::Bytes(b)) => result = Some(shape(b)?),
            _ => {}
        }
    }
    let results = match result.ok_or_else(|| bad("its program shape has no result"))? {
        Shape::Array(t) => vec![t],
        Shape::Tuple(items) => items.into_iter().enumerate().map(|(i, s)| array(s, &format!("result {i}"))).collect::<Result<_>>()?,
    };
    Ok(ProgramShape { parameters, results })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn varint(mut v: u64, out: &mut Vec<u8>) {
        while v >= 0x80 {
            out.push((v as u8) | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }

    fn bytes_field(field: u64, body: &[u8], out: &mut Vec<u8>) {
        varint((field << 3) | 2, out);
        varint(body.len() as u64, out);
        out.extend_from_slice(body);
    }

    fn array_shape(elem: u64, dims: &[u64], packed: bool) -> Vec<u8> {
        let mut s = Vec::new();
        varint(ELEMENT_TYPE << 3, &mut s);
        varint(elem, &mut s);
        if packed {
            let mut p = Vec::new();
            dims.iter().for_each(|d| varint(*d, &mut p));
            bytes_field(DIMENSIONS, &p, &mut s);
        } else {
            for d in dims {
                varint(DIMENSIONS << 3, &mut s);
                varint(*d, &mut s);
            }
        }
        s
    }

    #[test]
    fn reads_parameters_and_a_tuple_result() {
        let mut program = Vec::new();
        bytes_field(PARAMETERS, &array_shape(11, &[2, 3], true), &mut program);
        bytes_field(PARAMETERS, &array_shape(4, &[], false), &mut program);
        let mut tuple = Vec::new();
        varint(ELEMENT_TYPE << 3, &mut tuple);
        varint(TUPLE, &mut tuple);
        bytes_field(TUPLE_SHAPES, &array_shape(16, &[4], false), &mut tuple);
        bytes_field(TUPLE_SHAPES, &array_shape(1, &[300], true), &mut tuple);
        bytes_field(RESULT, &tuple, &mut program);
        let mut module = Vec::new();
        bytes_field(1, b"jit_f", &mut module); // name, skipped
        bytes_field(HOST_PROGRAM_SHAPE, &program, &mut module);
        let mut with_config = Vec::new();
        bytes_field(HLO_MODULE, &module, &mut with_config);
        bytes_field(2, &[0x08, 0x01], &mut with_config); // config, skipped
        assert_eq!(from_hlo_module_with_config(&with_config).unwrap(), from_hlo_module(&module).unwrap());
        let s = from_hlo_module(&module).unwrap();
        assert_eq!(
            s.parameters,
            vec![TensorType { dtype: DType::F32, shape: vec![2, 3] }, TensorType { dtype: DType::I32, shape: vec![] }]
        );
        assert_eq!(s.results, vec![TensorType { dtype: DType::BF16, shape: vec![4] }, TensorType { dtype: DType::Bool, shape: vec![300] }]);
    }

    #[test]
    fn collectives_are_listed_with_the_op_they_were_made_for() {
        let instr = |code: &str, op_name: &str| {
            let mut meta = Vec::new();
            bytes_field(2, op_name.as_bytes(), &mut meta);
            let mut i = Vec::new();
            bytes_field(2, code.as_bytes(), &mut i);
            bytes_field(7, &meta, &mut i);
            let mut c = Vec::new();
            bytes_field(2, &i, &mut c);
            c
        };
        let body = [instr("all-gather", "b.1"), instr("all-reduce-start", "tpu_compat_stmt_4"), instr("add", "x")].concat();
        let mut module = Vec::new();
        bytes_field(3, &body, &mut module);
        let got = collectives(&module, "hlo").unwrap();
        let pairs: Vec<(&str, &str)> = got.iter().map(|c| (c.opcode.as_str(), c.op_name.as_str())).collect();
        assert_eq!(pairs, [("all-gather", "b.1"), ("all-reduce", "tpu_compat_stmt_4")]);
        let mut wrapped = Vec::new();
        bytes_field(1, &module, &mut wrapped);
        assert_eq!(collectives(&wrapped, "hlo_with_config").unwrap(), got);
        assert!(collectives(&[0x1a, 0x7f], "hlo").is_err(), "truncated");
        assert!(collectives(&module, "mlir").is_err());
    }

    #[test]
    fn malformed_modules_are_errors() {
        assert!(from_hlo_module(b"").is_err());
        assert!(from_hlo_module(&[0x22, 0x05, 0x0a]).is_err()); // length past the end
        assert!(from_hlo_module(&[0x80, 0x80, 0x80]).is_err()); // unterminated varint
        let mut module = Vec::new();
        let mut program = Vec::new();
        bytes_field(PARAMETERS, &array_shape(99, &[1], false), &mut program);
        bytes_field(HOST_PROGRAM_SHAPE, &program, &mut module);
        assert!(from_hlo_module(&module).unwrap_err().to_string().contains("element type 99"));
    }
}
