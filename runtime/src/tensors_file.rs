//! Safetensors files of [`HostTensor`]s, with string metadata, and file
//! hashing. Shared by `exec`, definitions' weights and inputs, and baselines.

use crate::dtype::DType;
use crate::errors::{Result, RuntimeError};
use crate::tensor::HostTensor;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// Named tensors, in file order (safetensors sorts names; see [`ordered_args`]).
pub type NamedTensors = Vec<(String, HostTensor)>;

/// Parses safetensors bytes; `origin` names the source in errors.
pub fn decode(bytes: &[u8], origin: &Path) -> Result<(NamedTensors, BTreeMap<String, String>)> {
    let (_, meta) = safetensors::SafeTensors::read_metadata(bytes)
        .map_err(|e| RuntimeError::io(origin, format!("not a valid safetensors file: {e}")))?;
    let metadata: BTreeMap<String, String> = meta.metadata().clone().unwrap_or_default().into_iter().collect();
    let st =
        safetensors::SafeTensors::deserialize(bytes).map_err(|e| RuntimeError::io(origin, format!("not a valid safetensors file: {e}")))?;
    let mut out = Vec::new();
    for (name, view) in st.tensors() {
        let dtype = DType::from_safetensors(view.dtype())
            .ok_or_else(|| RuntimeError::io(origin, format!("tensor `{name}` has unsupported dtype {:?}", view.dtype())))?;
        let shape = view.shape().iter().map(|&d| d as i64).collect();
        let t = HostTensor::from_bytes(dtype, shape, view.data().to_vec())
            .map_err(|e| RuntimeError::io(origin, format!("tensor `{name}`: {e}")))?;
        out.push((name, t));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok((out, metadata))
}

/// Reads a safetensors file.
pub fn read(path: &Path) -> Result<(NamedTensors, BTreeMap<String, String>)> {
    let bytes = std::fs::read(path).map_err(|e| RuntimeError::io(path, e))?;
    decode(&bytes, path)
}

/// Encodes tensors and metadata as safetensors bytes.
pub fn encode(tensors: &[(String, &HostTensor)], metadata: &BTreeMap<String, String>) -> Result<Vec<u8>> {
    let views: Vec<(String, safetensors::tensor::TensorView<'_>)> = tensors
        .iter()
        .map(|(n, t)| {
            let shape: Vec<usize> = t.shape.iter().map(|&d| d as usize).collect();
            safetensors::tensor::TensorView::new(t.dtype.to_safetensors(), shape, &t.data)
                .map(|v| (n.clone(), v))
                .map_err(|e| RuntimeError::tensor(format!("`{n}`: {e}")))
        })
        .collect::<Result<_>>()?;
    let meta: Option<HashMap<String, String>> =
        if metadata.is_empty() { None } else { Some(metadata.iter().map(|(k, v)| (k.clone(), v.clone())).collect()) };
    safetensors::tensor::serialize(views, meta).map_err(|e| RuntimeError::tensor(e.to_string()))
}

/// Writes a safetensors file atomically (temporary file, then rename).
pub fn write(path: &Path, tensors: &[(String, &HostTensor)], metadata: &BTreeMap<String, String>) -> Result<()> {
    let bytes = encode(tensors, metadata)?;
    write_atomic(path, &bytes)
}

/// Writes bytes to `path` through a temporary file in the same folder.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    if let Some(dir) = path.parent() {
        if !dir.as_os_str().is_empty() {
            std::fs::create_dir_all(dir).map_err(|e| RuntimeError::io(dir, e))?;
        }
    }
    if path.is_dir() {
        return Err(RuntimeError::io(path, std::io::Error::other("is a folder, not a file to write")));
    }
    let tmp = path.with_extension(format!("tmp.{}", std::process::id()));
    std::fs::write(&tmp, bytes).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        RuntimeError::io(&tmp, e)
    })?;
    std::fs::rename(&tmp, path).map_err(|e| {
        // Nothing half-done is left behind: the temporary goes with the failure.
        let _ = std::fs::remove_file(&tmp);
        RuntimeError::io(path, e)
    })
}

/// Orders `argN`/`outN` tensors by N (safetensors stores names sorted as text,
/// so `arg10` would come before `arg2`). Every name must have the prefix and
/// the indices must run 0..n without gaps.
pub fn ordered_args(tensors: NamedTensors, prefix: &str, origin: &Path) -> Result<Vec<HostTensor>> {
    let mut indexed = tensors
        .into_iter()
        .map(|(n, t)| {
            n.strip_prefix(prefix)
                .and_then(|i| i.parse::<usize>().ok())
                .map(|i| (i, t))
                .ok_or_else(|| RuntimeError::io(origin, format!("tensor `{n}` is not named {prefix}0, {prefix}1, ...")))
        })
        .collect::<Result<Vec<_>>>()?;
    indexed.sort_by_key(|(i, _)| *i);
    for (want, (got, _)) in indexed.iter().enumerate() {
        if want != *got {
            return Err(RuntimeError::io(origin, format!("tensor `{prefix}{want}` is missing")));
        }
    }
    Ok(indexed.into_iter().map(|(_, t)| t).collect())
}

/// SHA-256 of bytes, hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// SHA-256 of the concatenation of `parts`, hex, streamed into the hasher
/// (the same digest as [`sha256_hex`] of the joined bytes, without joining).
pub fn sha256_hex_parts<'a>(parts: impl IntoIterator<Item = &'a [u8]>) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update(p);
    }
    hex(&h.finalize())
}

/// SHA-256 of a file, hex, streamed.
pub fn sha256_file(path: &Path) -> Result<String> {
    use std::io::Read;
    let mut f = std::fs::File::open(path).map_err(|e| RuntimeError::io(path, e))?;
    let mut h = Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = f.read(&mut buf).map_err(|e| RuntimeError::io(path, e))?;
        if n == 0 {
            break;
        }
        h.update(&buf[..n]);
    }
    Ok(hex(&h.finalize()))
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 15)] as char);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_with_metadata_and_order() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("t.safetensors");
        let ts: Vec<HostTensor> = (0..12).map(|i| HostTensor::from_slice(&[1], &[i as f32]).unwrap()).collect();
        let named: Vec<(String, &HostTensor)> = ts.iter().enumerate().map(|(i, t)| (format!("arg{i}"), t)).collect();
        let meta = BTreeMap::from([("device".to_string(), "cpu".to_string())]);
        write(&p, &named, &meta).unwrap();
        let (back, m) = read(&p).unwrap();
        assert_eq!(m, meta);
        let ordered = ordered_args(back, "arg", &p).unwrap();
        assert_eq!(ordered, ts);
    }

    #[test]
    fn corrupt_and_gappy_files_are_errors() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("bad.safetensors");
        std::fs::write(&p, b"\x10\x00\x00\x00\x00\x00\x00\x00{not json").unwrap();
        let e = read(&p).unwrap_err().to_string();
        assert!(e.contains("bad.safetensors") && e.contains("not a valid safetensors"), "{e}");
        let t = HostTensor::scalar(1i32);
        let gap = vec![("arg0".to_string(), t.clone()), ("arg2".to_string(), t)];
        assert!(ordered_args(gap, "arg", &p).unwrap_err().to_string().contains("arg1"));
    }
}
