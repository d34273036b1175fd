//! Safetensors files of [`HostTensor`]s, with string metadata, and file
//! hashing. Shared by `exec`, definitions' weights and inputs, and baselines.
//!
//! Reading a large file memory-maps it only to parse and check its header,
//! then reads each tensor's bytes from the file straight into the tensor
//! (`pread`, one copy out of the page cache): the host holds the tensors
//! once, never the whole file beside them (a 1 GiB weights file costs
//! 1 GiB, not 2 or 3).

use crate::dtype::DType;
use crate::error::{DataError, Result};
use crate::tensor::HostTensor;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// Named tensors, in file order (safetensors sorts names; see [`ordered_args`]).
pub type NamedTensors = Vec<(String, HostTensor)>;

/// Parses safetensors bytes; `origin` names the source in errors.
pub fn decode(bytes: &[u8], origin: &Path) -> Result<(NamedTensors, BTreeMap<String, String>)> {
    decode_with(bytes, origin, &mut |data, _| Ok(data.to_vec()))
}

/// How [`decode_with`] gets a tensor's bytes: from its slice of the file and its offset.
type TakeBytes<'a> = dyn FnMut(&[u8], usize) -> std::io::Result<Vec<u8>> + 'a;

/// [`decode`], with each tensor's bytes made by `take(view bytes, offset in
/// bytes)`: a copy of the slice, or a read of the same range from the file.
fn decode_with(bytes: &[u8], origin: &Path, take: &mut TakeBytes<'_>) -> Result<(NamedTensors, BTreeMap<String, String>)> {
    let (_, meta) =
        safetensors::SafeTensors::read_metadata(bytes).map_err(|e| DataError::io(origin, format!("not a valid safetensors file: {e}")))?;
    let metadata: BTreeMap<String, String> = meta.metadata().clone().unwrap_or_default().into_iter().collect();
    let st =
        safetensors::SafeTensors::deserialize(bytes).map_err(|e| DataError::io(origin, format!("not a valid safetensors file: {e}")))?;
    let mut out = Vec::new();
    for (name, view) in st.tensors() {
        let dtype = DType::from_safetensors(view.dtype())
            .ok_or_else(|| DataError::io(origin, format!("tensor `{name}` has unsupported dtype {:?}", view.dtype())))?;
        let shape = view.shape().iter().map(|&d| d as i64).collect();
        let src = view.data();
        let data = take(src, src.as_ptr() as usize - bytes.as_ptr() as usize).map_err(|e| DataError::io(origin, e))?;
        let t = HostTensor::from_bytes(dtype, shape, data).map_err(|e| DataError::io(origin, format!("tensor `{name}`: {e}")))?;
        out.push((name, t));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok((out, metadata))
}

/// Files from this size on are read tensor by tensor (see the module doc).
const LARGE_FILE: u64 = 32 << 20;

/// Reads a safetensors file. A large one is mapped to parse its header and
/// its tensors are read from the file into place (see the module doc); a
/// small one, or one that cannot be mapped, is read whole. Either way it is
/// opened through [`crate::read`] first: a regular file, no larger than the
/// host may hold, or an error naming it (nothing is mapped or read before).
pub fn read(path: &Path) -> Result<(NamedTensors, BTreeMap<String, String>)> {
    let (file, len) = host_io::read::open(path).map_err(|e| DataError::io(path, e))?;
    // SAFETY: a read-only map whose pages are only read for the header; a
    // file truncated by another process meanwhile would fault (SIGBUS),
    // which a worker reports as a crash of that one definition.
    let map = if len < LARGE_FILE { None } else { unsafe { memmap2::Mmap::map(&file) }.ok() };
    let Some(map) = map else {
        let bytes = host_io::read::bytes(path).map_err(|e| DataError::io(path, e))?;
        return decode(&bytes, path);
    };
    decode_with(&map, path, &mut |src, offset| {
        let mut data = vec![0u8; src.len()];
        read_parallel(&file, &mut data, offset as u64, 64 << 20)?;
        Ok(data)
    })
}

/// Fills `buf` from `file` at `offset`, in parts of at least `min_part` bytes read by
/// one thread per core: faulting in fresh memory, not the page cache, is
/// what a large read spends its time on, and it scales with threads.
fn read_parallel(file: &std::fs::File, buf: &mut [u8], offset: u64, min_part: usize) -> std::io::Result<()> {
    use std::os::unix::fs::FileExt;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(8);
    let part = buf.len().div_ceil(threads).max(min_part);
    std::thread::scope(|s| {
        let readers: Vec<_> = buf
            .chunks_mut(part)
            .enumerate()
            .map(|(i, chunk)| s.spawn(move || file.read_exact_at(chunk, offset + (i * part) as u64)))
            .collect();
        readers.into_iter().try_for_each(|r| r.join().unwrap_or_else(|_| Err(std::io::Error::other("a reader thread panicked"))))
    })
}

/// Encodes tensors and metadata as safetensors bytes.
pub fn encode(tensors: &[(String, &HostTensor)], metadata: &BTreeMap<String, String>) -> Result<Vec<u8>> {
    let views: Vec<(String, safetensors::tensor::TensorView<'_>)> = tensors
        .iter()
        .map(|(n, t)| {
            let shape: Vec<usize> = t.shape.iter().map(|&d| d as usize).collect();
            safetensors::tensor::TensorView::new(t.dtype.to_safetensors(), shape, &t.data)
                .map(|v| (n.clone(), v))
                .map_err(|e| DataError::tensor(format!("`{n}`: {e}")))
        })
        .collect::<Result<_>>()?;
    let meta: Option<HashMap<String, String>> =
        if metadata.is_empty() { None } else { Some(metadata.iter().map(|(k, v)| (k.clone(), v.clone())).collect()) };
    safetensors::tensor::serialize(views, meta).map_err(|e| DataError::tensor(e.to_string()))
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
            std::fs::create_dir_all(dir).map_err(|e| DataError::io(dir, e))?;
        }
    }
    if path.is_dir() {
        return Err(DataError::io(path, std::io::Error::other("is a folder, not a file to write")));
    }
    let tmp = path.with_extension(format!("tmp.{}", std::process::id()));
    std::fs::write(&tmp, bytes).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        DataError::io(&tmp, e)
    })?;
    std::fs::rename(&tmp, path).map_err(|e| {
        // Nothing half-done is left behind: the temporary goes with the failure.
        let _ = std::fs::remove_file(&tmp);
        DataError::io(path, e)
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
                .ok_or_else(|| DataError::io(origin, format!("tensor `{n}` is not named {prefix}0, {prefix}1, ...")))
        })
        .collect::<Result<Vec<_>>>()?;
    indexed.sort_by_key(|(i, _)| *i);
    for (want, (got, _)) in indexed.iter().enumerate() {
        if want != *got {
            return Err(DataError::io(origin, format!("tensor `{prefix}{want}` is missing")));
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
    let mut f = std::fs::File::open(path).map_err(|e| DataError::io(path, e))?;
    let mut h = Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = f.read(&mut buf).map_err(|e| DataError::io(path, e))?;
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
    fn a_large_file_reads_into_place_like_the_bytes_decode() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("big.safetensors");
        let a: Vec<f32> = (0..(LARGE_FILE as usize / 4 + 1000)).map(|i| i as f32 * 0.25).collect();
        let ta = HostTensor::from_slice(&[a.len() as i64], &a).unwrap();
        let tb = HostTensor::from_slice(&[3], &[1i64, -2, 3]).unwrap();
        write(&p, &[("a".to_string(), &ta), ("b".to_string(), &tb)], &BTreeMap::new()).unwrap();
        let (back, _) = read(&p).unwrap();
        assert_eq!(back, decode(&std::fs::read(&p).unwrap(), &p).unwrap().0);
        assert_eq!(back, vec![("a".to_string(), ta), ("b".to_string(), tb)]);
        // Parts read by several threads land where they belong; a file too short is an error naming it.
        let f = std::fs::File::open(&p).unwrap();
        let mut buf = vec![0u8; 1 << 20];
        read_parallel(&f, &mut buf, 4096, 100_003).unwrap();
        assert_eq!(buf, std::fs::read(&p).unwrap()[4096..4096 + (1 << 20)]);
        let mut too_long = vec![0u8; 64];
        assert!(read_parallel(&f, &mut too_long, std::fs::metadata(&p).unwrap().len() - 8, 16).is_err());
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
