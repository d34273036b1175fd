//! Convolutional blocks: 1-d and 2-d convolutions with biases, depthwise
//! convolution (feature groups), batch norm in inference form, max and
//! average pooling, and ViT patch embedding.

use crate::hlo::{Builder, Reduction, V};

/// Convolution with an `[out, in/groups, k...]` weight named `{prefix}.weight`
/// and an optional bias, NC(H)(W) layout, symmetric padding `pad`.
// The arguments are the convolution's own hyper-parameters, as a config names them.
#[allow(clippy::too_many_arguments)]
pub fn conv(b: &mut Builder, x: &V, prefix: &str, out: i64, k: i64, stride: i64, pad: i64, groups: i64, bias: bool) -> V {
    let sp = x.rank() - 2;
    let cin = x.dim(1);
    let mut wshape = vec![out, cin / groups];
    wshape.extend(std::iter::repeat_n(k, sp));
    let w = b.weight(&format!("{prefix}.weight"), x.dtype(), &wshape);
    let strides = vec![stride; sp];
    // Depthwise convolutions pad explicitly first (as ConvNeXt exports do).
    let (x, pad) = if groups > 1 && pad > 0 {
        let mut lo = vec![0, 0];
        lo.extend(std::iter::repeat_n(pad, sp));
        (b.pad(x, 0.0, &lo, &lo), 0)
    } else {
        (x.clone(), pad)
    };
    let padding = vec![(pad, pad); sp];
    let y = b.conv(&x, &w, &strides, &padding, groups);
    if bias {
        let bb = b.weight_filled(&format!("{prefix}.bias"), x.dtype(), &[out], "zeros");
        let mut shape = vec![out];
        shape.extend(std::iter::repeat_n(1, sp));
        let bb = b.reshape(&bb, &shape);
        b.add(&y, &bb)
    } else {
        y
    }
}

/// Batch norm (inference) with running statistics as weights.
pub fn batch_norm(b: &mut Builder, x: &V, prefix: &str) -> V {
    let c = x.dim(1);
    let dt = x.dtype();
    let scale = b.weight_filled(&format!("{prefix}.weight"), dt, &[c], "ones");
    let offset = b.weight_filled(&format!("{prefix}.bias"), dt, &[c], "zeros");
    let mean = b.weight_filled(&format!("{prefix}.running_mean"), dt, &[c], "normal(0.02)");
    let var = b.weight_filled(&format!("{prefix}.running_var"), dt, &[c], "uniform(0.5,1.5)");
    b.batch_norm_inference(x, &scale, &offset, &mean, &var, 1e-5)
}

/// Max pooling over the spatial dims of NCHW with a square window.
pub fn max_pool(b: &mut Builder, x: &V, k: i64, stride: i64, pad: i64) -> V {
    let window = [1, 1, k, k];
    let strides = [1, 1, stride, stride];
    let padding = [(0, 0), (0, 0), (pad, pad), (pad, pad)];
    b.reduce_window(x, Reduction::Max, &window, &strides, &padding)
}

/// Average pooling (no padding) over the spatial dims of NCHW.
pub fn avg_pool(b: &mut Builder, x: &V, k: i64, stride: i64) -> V {
    let window = [1, 1, k, k];
    let strides = [1, 1, stride, stride];
    let padding = [(0, 0); 4];
    let s = b.reduce_window(x, Reduction::Sum, &window, &strides, &padding);
    b.mul_c(&s, 1.0 / (k * k) as f64)
}

/// Global average pool NCHW -> NC.
pub fn global_avg_pool(b: &mut Builder, x: &V) -> V {
    let n = (x.dim(2) * x.dim(3)) as f64;
    let s = b.reduce(x, &[2, 3], Reduction::Sum);
    b.mul_c(&s, 1.0 / n)
}

/// Patch embedding: a strided conv, flattened to [B, patches, hidden].
pub fn patch_embed(b: &mut Builder, pixels: &V, prefix: &str, hidden: i64, patch: i64) -> V {
    let y = conv(b, pixels, prefix, hidden, patch, patch, 0, 1, true);
    let (bs, c, h, w) = (y.dim(0), y.dim(1), y.dim(2), y.dim(3));
    let r = b.reshape(&y, &[bs, c, h * w]);
    b.transpose(&r, &[0, 2, 1])
}
