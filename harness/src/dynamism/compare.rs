//! Cutting a bounded program's output to a length. The bounded program
//! returns outputs padded to the bound (logits over every padded position,
//! caches of the bound's length); the expected outputs have the static
//! program's exact shapes, so each output is cut to that shape's leading
//! block before it is judged (see `sweep`).

use runtime::HostTensor;

/// Why an output cannot be cut to a length.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CutError {
    #[error("{ty} has no leading block of shape {shape:?}")]
    NoBlock { ty: String, shape: Vec<i64> },
    #[error("{ty} holds {bytes} bytes")]
    Bytes { ty: String, bytes: usize },
}

/// The leading block of `t` with shape `shape` (each dim no larger than `t`'s).
pub fn leading_block(t: &HostTensor, shape: &[i64]) -> Result<HostTensor, CutError> {
    if shape.len() != t.shape.len() || shape.iter().zip(&t.shape).any(|(s, d)| *s < 0 || s > d) {
        return Err(CutError::NoBlock { ty: t.type_string(), shape: shape.to_vec() });
    }
    if shape == t.shape.as_slice() {
        return Ok(t.clone());
    }
    let es = t.dtype.size();
    let total: usize = t.shape.iter().map(|&d| d as usize).product();
    if t.data.len() != total * es {
        return Err(CutError::Bytes { ty: t.type_string(), bytes: t.data.len() });
    }
    let n: usize = shape.iter().map(|&d| d as usize).product();
    let mut data = Vec::with_capacity(n * es);
    let rank = shape.len();
    // Strides of `t` in elements.
    let mut strides = vec![1usize; rank];
    for i in (0..rank.saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * t.shape[i + 1] as usize;
    }
    let mut idx = vec![0usize; rank];
    for _ in 0..n {
        let off: usize = idx.iter().zip(&strides).map(|(i, s)| i * s).sum();
        data.extend_from_slice(&t.data[off * es..(off + 1) * es]);
        for d in (0..rank).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] as usize {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok(HostTensor { dtype: t.dtype, shape: shape.to_vec(), data })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leading_block_cuts_every_dimension() {
        let t = HostTensor::from_slice(&[2, 3], &[1f32, 2., 3., 4., 5., 6.]).unwrap();
        let c = leading_block(&t, &[2, 2]).unwrap();
        assert_eq!(c.to_vec::<f32>().unwrap(), vec![1., 2., 4., 5.]);
        assert!(leading_block(&t, &[3, 1]).is_err());
        assert_eq!(leading_block(&t, &[2, 3]).unwrap(), t);
    }
}
