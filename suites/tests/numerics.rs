//! Numerics profiles against numbers computed here, independently: float64
//! arithmetic on operands rounded the way each profile says (one bf16 pass,
//! bf16_3x, none), for a `dot_general` with batch and several contracting
//! dimensions and a convolution with strides, padding, dilation and feature
//! groups, run through the real CPU plugin. Programs that must not change
//! (HIGHEST precision, bf16 operands) are checked bit for bit.

mod common;

use common::{client, run_program};
use half::bf16;
use program::profiles::Numerics;
use runtime::{DType, HostTensor};
use suites::fill::{fill_tensor, Fill, Rng};

fn bf16_round(x: f32) -> f64 {
    bf16::from_f32(x).to_f64()
}

/// The operand as the profile feeds it to an f32 product: (hi, lo) terms.
fn split(x: f32, p: Numerics) -> (f64, f64) {
    match p {
        Numerics::TpuDefault => (bf16_round(x), 0.0),
        Numerics::TpuHigh => {
            let hi = bf16::from_f32(x).to_f32();
            (hi as f64, bf16_round(x - hi))
        }
        _ => (x as f64, 0.0),
    }
}

/// The product of two operands under a profile, in f64: hi·hi + hi·lo + lo·hi.
fn product(a: f32, b: f32, p: Numerics) -> f64 {
    let (ah, al) = split(a, p);
    let (bh, bl) = split(b, p);
    ah * bh + ah * bl + al * bh
}

fn values(t: &HostTensor) -> Vec<f32> {
    t.to_vec::<f32>().unwrap()
}

fn seeded(name: &str, shape: &[i64]) -> HostTensor {
    fill_tensor(&Fill::Uniform(-2.0, 2.0), DType::F32, shape, &mut Rng::for_argument(11, name)).unwrap()
}

fn run(p: Numerics, program: &str, inputs: &[HostTensor]) -> Vec<f32> {
    let rewritten = p.rewrite(program.as_bytes()).unwrap();
    let out = run_program(&rewritten, inputs).unwrap_or_else(|e| panic!("{p}: {e}\n{}", String::from_utf8_lossy(&rewritten)));
    values(&out[0])
}

/// Largest |got - want| / (sum of |terms| x f32 eps): f32 accumulation of
/// n terms stays within a few units of this bound.
fn worst(got: &[f32], want: &[f64], scale: &[f64]) -> f64 {
    got.iter().zip(want).zip(scale).map(|((g, w), s)| (*g as f64 - w).abs() / (s * f32::EPSILON as f64).max(1e-30)).fold(0.0, f64::max)
}

// lhs [B=2, M=3, K1=4, K2=5], rhs [B=2, K1=4, K2=5, N=6]: batch dim 0,
// contracting dims (2, 3) x (1, 2); result [2, 3, 6].
const DOT: &str = r#"func.func public @main(%a: tensor<2x3x4x5xf32>, %b: tensor<2x4x5x6xf32>) -> tensor<2x3x6xf32> {
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4x5xf32>, tensor<2x4x5x6xf32>) -> tensor<2x3x6xf32>
  return %r : tensor<2x3x6xf32>
}
"#;

fn dot_reference(a: &[f32], b: &[f32], p: Numerics) -> (Vec<f64>, Vec<f64>) {
    let (mut want, mut scale) = (Vec::new(), Vec::new());
    for bi in 0..2 {
        for m in 0..3 {
            for n in 0..6 {
                let (mut s, mut mag) = (0.0, 0.0);
                for k1 in 0..4 {
                    for k2 in 0..5 {
                        let x = a[((bi * 3 + m) * 4 + k1) * 5 + k2];
                        let y = b[((bi * 4 + k1) * 5 + k2) * 6 + n];
                        let t = product(x, y, p);
                        s += t;
                        mag += t.abs();
                    }
                }
                want.push(s);
                scale.push(mag);
            }
        }
    }
    (want, scale)
}

#[test]
fn dot_general_with_batch_and_two_contracting_dims_matches_the_rounded_f64_product() {
    let a = seeded("a", &[2, 3, 4, 5]);
    let b = seeded("b", &[2, 4, 5, 6]);
    let (av, bv) = (values(&a), values(&b));
    let inputs = [a, b];
    let native = run(Numerics::Native, DOT, &inputs);
    for p in [Numerics::TpuDefault, Numerics::TpuHigh, Numerics::TpuHighest] {
        let got = run(p, DOT, &inputs);
        let (want, scale) = dot_reference(&av, &bv, p);
        let w = worst(&got, &want, &scale);
        assert!(w <= 4.0, "{p}: {w} f32 ulps of the term sum away from the rounded f64 product");
        // The other profiles' rounding is far outside that bound: the check can fail.
        let (full, full_scale) = dot_reference(&av, &bv, Numerics::TpuHighest);
        let off = worst(&got, &full, &full_scale);
        // bf16_3x drops lo·lo' (about 2^-16 of each term): within 2^8 f32 ulps of the
        // term sum, and far closer to f32 than one bf16 pass (2^-8 of each term).
        match p {
            Numerics::TpuDefault => assert!(off > 1000.0, "one bf16 pass must differ from f32 (only {off})"),
            Numerics::TpuHigh => assert!(off <= 256.0, "bf16_3x is near f32: {off}"),
            _ => assert!(off <= 4.0, "{p} is f32: {off}"),
        }
    }
    assert_eq!(run(Numerics::TpuHighest, DOT, &inputs), native, "tpu-highest leaves the program as it is");
}

// x [N=2, C=4, H=9, W=8] NCHW, w [O=6, I=2, KH=3, KW=2] OIHW, two feature
// groups, strides (2, 1), padding ((1, 2), (0, 1)), lhs dilation (1, 2),
// rhs dilation (2, 1).
const CONV_X: [usize; 4] = [2, 4, 9, 8];
const CONV_W: [usize; 4] = [6, 2, 3, 2];
const STRIDE: [usize; 2] = [2, 1];
const PAD: [(usize, usize); 2] = [(1, 2), (0, 1)];
const LHS_DIL: [usize; 2] = [1, 2];
const RHS_DIL: [usize; 2] = [2, 1];
const GROUPS: usize = 2;

fn conv_out_dims() -> [usize; 2] {
    let mut o = [0; 2];
    for d in 0..2 {
        let input = (CONV_X[2 + d] - 1) * LHS_DIL[d] + 1 + PAD[d].0 + PAD[d].1;
        let window = (CONV_W[2 + d] - 1) * RHS_DIL[d] + 1;
        o[d] = (input - window) / STRIDE[d] + 1;
    }
    o
}

fn conv_program() -> String {
    let [oh, ow] = conv_out_dims();
    let (x, w) = (CONV_X, CONV_W);
    let out = format!("tensor<{}x{}x{oh}x{ow}xf32>", x[0], w[0]);
    format!(
        "func.func public @main(%x: tensor<{}x{}x{}x{}xf32>, %w: tensor<{}x{}x{}x{}xf32>) -> {out} {{\n  \
         %r = \"stablehlo.convolution\"(%x, %w) {{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, \
         feature_group_count = {GROUPS} : i64, lhs_dilation = array<i64: {}, {}>, padding = dense<[[{}, {}], [{}, {}]]> : tensor<2x2xi64>, \
         rhs_dilation = array<i64: {}, {}>, window_strides = array<i64: {}, {}>}} : (tensor<{}x{}x{}x{}xf32>, tensor<{}x{}x{}x{}xf32>) -> {out}\n  \
         return %r : {out}\n}}\n",
        x[0], x[1], x[2], x[3], w[0], w[1], w[2], w[3], LHS_DIL[0], LHS_DIL[1], PAD[0].0, PAD[0].1, PAD[1].0, PAD[1].1, RHS_DIL[0], RHS_DIL[1],
        STRIDE[0], STRIDE[1], x[0], x[1], x[2], x[3], w[0], w[1], w[2], w[3]
    )
}

/// Convolution by its definition: the output at (n, o, i, j) sums the group's
/// input features over the window, where dilated-and-padded input position
/// p maps back to an input element only when (p - pad_low) is a multiple
/// of the lhs dilation.
fn conv_reference(x: &[f32], w: &[f32], p: Numerics) -> (Vec<f64>, Vec<f64>) {
    let [oh, ow] = conv_out_dims();
    let per_group_out = CONV_W[0] / GROUPS;
    let (mut want, mut scale) = (Vec::new(), Vec::new());
    for n in 0..CONV_X[0] {
        for o in 0..CONV_W[0] {
            let g = o / per_group_out;
            for i in 0..oh {
                for j in 0..ow {
                    let (mut s, mut mag) = (0.0, 0.0);
                    for ci in 0..CONV_W[1] {
                        let c = g * CONV_W[1] + ci;
                        for kh in 0..CONV_W[2] {
                            for kw in 0..CONV_W[3] {
                                let pos = [i * STRIDE[0] + kh * RHS_DIL[0], j * STRIDE[1] + kw * RHS_DIL[1]];
                                let mut src = [0usize; 2];
                                let mut inside = true;
                                for d in 0..2 {
                                    let q = pos[d] as i64 - PAD[d].0 as i64;
                                    if q < 0 || q % LHS_DIL[d] as i64 != 0 || (q / LHS_DIL[d] as i64) as usize >= CONV_X[2 + d] {
                                        inside = false;
                                        break;
                                    }
                                    src[d] = (q / LHS_DIL[d] as i64) as usize;
                                }
                                if !inside {
                                    continue;
                                }
                                let xv = x[((n * CONV_X[1] + c) * CONV_X[2] + src[0]) * CONV_X[3] + src[1]];
                                let wv = w[((o * CONV_W[1] + ci) * CONV_W[2] + kh) * CONV_W[3] + kw];
                                let t = product(xv, wv, p);
                                s += t;
                                mag += t.abs();
                            }
                        }
                    }
                    want.push(s);
                    scale.push(mag);
                }
            }
        }
    }
    (want, scale)
}

#[test]
fn convolution_with_strides_padding_dilation_and_groups_matches_the_rounded_f64_sum() {
    let x = seeded("x", &CONV_X.map(|d| d as i64));
    let w = seeded("w", &CONV_W.map(|d| d as i64));
    let (xv, wv) = (values(&x), values(&w));
    let program = conv_program();
    let inputs = [x, w];
    for p in [Numerics::Native, Numerics::TpuDefault, Numerics::TpuHigh] {
        let got = run(p, &program, &inputs);
        let (want, scale) = conv_reference(&xv, &wv, p);
        assert_eq!(got.len(), want.len());
        let worst_err = worst(&got, &want, &scale);
        assert!(worst_err <= 4.0, "{p}: {worst_err} f32 ulps of the term sum from the reference");
    }
    let (full, full_scale) = conv_reference(&xv, &wv, Numerics::Native);
    let off = worst(&run(Numerics::TpuDefault, &program, &inputs), &full, &full_scale);
    assert!(off > 1000.0, "one bf16 pass must be visible against f32: {off}");
}

#[test]
fn highest_precision_and_bf16_programs_are_bit_for_bit_unchanged() {
    let a = seeded("a", &[2, 3, 4, 5]);
    let b = seeded("b", &[2, 4, 5, 6]);
    let inputs = [a.clone(), b.clone()];
    let highest = DOT.replace("[DEFAULT, DEFAULT]", "[HIGHEST, HIGHEST]");
    let native = run(Numerics::Native, &highest, &inputs);
    for p in [Numerics::TpuDefault, Numerics::TpuHigh] {
        assert_eq!(p.rewrite(highest.as_bytes()).unwrap().as_ref(), highest.as_bytes(), "{p} rewrote a HIGHEST dot");
        assert_eq!(run(p, &highest, &inputs), native, "{p}");
    }
    let bf = DOT.replace("f32", "bf16");
    let to_bf16 = |t: &HostTensor| suites::fill::from_f64(DType::BF16, &t.shape, &t.to_f64_vec());
    let bf_inputs = [to_bf16(&a), to_bf16(&b)];
    let bf_native = run_program(bf.as_bytes(), &bf_inputs).unwrap();
    for p in [Numerics::TpuDefault, Numerics::TpuHigh] {
        assert_eq!(p.rewrite(bf.as_bytes()).unwrap().as_ref(), bf.as_bytes(), "{p} rewrote a bf16 dot");
        let got = run_program(&p.rewrite(bf.as_bytes()).unwrap(), &bf_inputs).unwrap();
        assert_eq!(got, bf_native, "{p}");
    }
    // The client is shared: make sure it is the CPU plugin the README promises.
    assert_eq!(client().platform_name().unwrap(), "cpu");
}

#[test]
fn every_tier2_family_and_three_hf_models_compile_after_the_rewrite() {
    // One definition per Tier 2 family and three hf models: the rewrite must
    // keep every program valid (names, types, nested functions).
    let tier2 = suites::Suite::open("tier2").unwrap();
    let mut seen = std::collections::BTreeSet::new();
    let mut picked: Vec<suites::Definition> = Vec::new();
    for (i, e) in tier2.entries.iter().enumerate() {
        if seen.insert(e.family.clone()) {
            picked.push(tier2.load(i).unwrap());
        }
    }
    let hf = suites::Suite::open("hf").unwrap();
    for id in ["bert", "gpt2", "resnet"] {
        if let Some(i) = hf.position(id) {
            picked.push(hf.load(i).unwrap());
        }
    }
    assert!(picked.len() > 10, "{} definitions", picked.len());
    for def in &picked {
        let text = std::str::from_utf8(&def.program).unwrap();
        // Lines with an f32 matrix product (operand types before `->`).
        let f32_products = text
            .lines()
            .filter(|l| l.contains("stablehlo.dot_general") || l.contains("stablehlo.convolution"))
            .filter(|l| l.rsplit_once(") -> ").is_some_and(|(ins, _)| ins.contains("xf32>")))
            .count();
        for p in [Numerics::TpuDefault, Numerics::TpuHigh] {
            let rewritten = p.rewrite(&def.program).unwrap();
            let changed = rewritten.as_ref() != def.program.as_slice();
            assert_eq!(changed, f32_products > 0, "{} under {p}: {f32_products} f32 products, rewritten: {changed}", def.id());
            // Compiling is the slow part: bf16_3x, the larger rewrite, stands for both.
            if p == Numerics::TpuHigh && changed {
                client().compile(&rewritten, &Default::default()).unwrap_or_else(|e| panic!("{} under {p}: {e}", def.id()));
            }
        }
    }
}
