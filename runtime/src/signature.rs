//! Reading the signature of `@main` from StableHLO text: argument and result
//! types, so that inputs can be checked before anything reaches the plugin
//! (a clear "argument 2 is f32[4], the program takes f32[8]" instead of a
//! compiler backtrace), and so a definition's manifest can be checked
//! against its program.

use crate::dtype::DType;
use crate::errors::{Result, RuntimeError};

/// A ranked tensor type; `-1` stands for a dynamic (`?`) dimension.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TensorType {
    pub dtype: DType,
    pub shape: Vec<i64>,
}

impl TensorType {
    /// Parses `tensor<2x3xf32>`, `tensor<f32>`, `tensor<?x8xbf16, #stablehlo.bounds<8, ?>>`.
    pub fn parse(text: &str) -> Result<TensorType> {
        let t = text.trim();
        let inner = t
            .strip_prefix("tensor<")
            .and_then(|r| r.strip_suffix('>'))
            .ok_or_else(|| program_err(format!("`{t}` is not a tensor type")))?;
        // Drop an encoding (`, #stablehlo.bounds<...>`).
        let body = match split_top_level(inner, ',').first() {
            Some(b) => b.trim(),
            None => inner.trim(),
        };
        let parts: Vec<&str> = body.split('x').collect();
        let (elem, dims) = parts.split_last().ok_or_else(|| program_err(format!("empty tensor type `{t}`")))?;
        let dtype = DType::from_mlir(elem.trim())
            .ok_or_else(|| program_err(format!("element type `{elem}` in `{t}` is not supported")))?;
        let shape = dims
            .iter()
            .map(|d| match d.trim() {
                "?" => Ok(-1),
                n => n.parse::<i64>().map_err(|_| program_err(format!("bad dimension `{n}` in `{t}`"))),
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(TensorType { dtype, shape })
    }

    /// `f32[2,3]`
    pub fn display(&self) -> String {
        let dims: Vec<String> = self.shape.iter().map(|d| if *d < 0 { "?".into() } else { d.to_string() }).collect();
        format!("{}[{}]", self.dtype, dims.join(","))
    }
}

/// `@main`'s arguments and results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MainSignature {
    pub args: Vec<TensorType>,
    pub results: Vec<TensorType>,
}

fn program_err(message: String) -> RuntimeError {
    RuntimeError::Program { message }
}

/// Splits on `sep` where no bracket of any kind is open.
fn split_top_level(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let mut in_str = false;
    for (i, c) in s.char_indices() {
        match c {
            '"' => in_str = !in_str,
            '<' | '(' | '{' | '[' if !in_str => depth += 1,
            '>' | ')' | '}' | ']' if !in_str => depth -= 1,
            c if c == sep && depth == 0 && !in_str => {
                out.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    if start < s.len() || !out.is_empty() {
        out.push(&s[start..]);
    }
    out.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// The index just past the bracket that closes the one opening at `open`.
fn matching(s: &str, open: usize) -> Option<usize> {
    let bytes = s.as_bytes();
    let (o, c) = (bytes[open], match bytes[open] {
        b'(' => b')',
        b'<' => b'>',
        b'{' => b'}',
        _ => return None,
    });
    let mut depth = 0;
    for (i, &b) in bytes.iter().enumerate().skip(open) {
        if b == o {
            depth += 1;
        } else if b == c {
            depth -= 1;
            if depth == 0 {
                return Some(i + 1);
            }
        }
    }
    None
}

/// The first `tensor<...>` in `s`.
fn first_tensor(s: &str) -> Option<&str> {
    let at = s.find("tensor<")?;
    let end = matching(s, at + "tensor".len())?;
    Some(&s[at..end])
}

/// Reads `@main`'s signature from StableHLO text. Bytecode is not read here.
pub fn parse_main_signature(program: &[u8]) -> Result<MainSignature> {
    if program.starts_with(b"ML\xefR") {
        return Err(program_err("the program is MLIR bytecode; its signature cannot be read without the plugin".into()));
    }
    let text = std::str::from_utf8(program).map_err(|e| program_err(format!("the program is not UTF-8 text: {e}")))?;
    let at = text
        .find("@main(")
        .ok_or_else(|| program_err("no `func.func @main(...)` entry function found".into()))?;
    let open = at + "@main".len();
    let close = matching(text, open).ok_or_else(|| program_err("unbalanced parentheses in @main's arguments".into()))?;
    let args = split_top_level(&text[open + 1..close - 1], ',')
        .into_iter()
        .map(|a| {
            let ty = first_tensor(a).ok_or_else(|| program_err(format!("argument `{}` of @main is not a tensor", a.trim())))?;
            TensorType::parse(ty)
        })
        .collect::<Result<Vec<_>>>()?;
    let rest = text[close..].trim_start();
    let results = if let Some(r) = rest.strip_prefix("->") {
        let r = r.trim_start();
        if r.starts_with('(') {
            let end = matching(r, 0).ok_or_else(|| program_err("unbalanced parentheses in @main's results".into()))?;
            split_top_level(&r[1..end - 1], ',')
                .into_iter()
                .map(|x| first_tensor(x).ok_or_else(|| program_err(format!("result `{x}` is not a tensor"))).and_then(TensorType::parse))
                .collect::<Result<Vec<_>>>()?
        } else {
            let ty = first_tensor(r).ok_or_else(|| program_err("@main's result is not a tensor".into()))?;
            vec![TensorType::parse(ty)?]
        }
    } else {
        Vec::new()
    };
    Ok(MainSignature { args, results })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_arguments_results_and_bounds() {
        let p = br#"module @m attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"}, %arg1: tensor<i32>, %w: tensor<?x8xbf16, #stablehlo.bounds<16, ?>>) -> (tensor<2x4xf32> {jax.result_info = "a, b"}, tensor<i1>) {
    return
  }
}"#;
        let s = parse_main_signature(p).unwrap();
        assert_eq!(s.args.len(), 3);
        assert_eq!(s.args[0], TensorType { dtype: DType::F32, shape: vec![2, 3] });
        assert_eq!(s.args[1].shape, Vec::<i64>::new());
        assert_eq!(s.args[2], TensorType { dtype: DType::BF16, shape: vec![-1, 8] });
        assert_eq!(s.results.len(), 2);
        assert_eq!(s.results[1].dtype, DType::Bool);
        let single = parse_main_signature(b"func.func @main() -> tensor<4xui8> {").unwrap();
        assert!(single.args.is_empty());
        assert_eq!(single.results[0].display(), "u8[4]");
    }

    #[test]
    fn bad_text_is_an_error() {
        assert!(parse_main_signature(b"module {}").is_err());
        assert!(parse_main_signature(b"func.func @main(%a: tensor<2xq7>)").is_err());
        assert!(parse_main_signature(b"func.func @main(%a: tensor<2xf32>").is_err());
        assert!(parse_main_signature(&[0xff, 0xfe]).is_err());
    }
}
