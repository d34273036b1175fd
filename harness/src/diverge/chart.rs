//! The error-growth chart of a localization as a standalone SVG: watched
//! values in program order on x, their ratio (device error over CPU error,
//! both against float64) on a log y axis, the threshold as a dashed line and
//! the origin marked. Values with ratio 0 (exact on the device) sit on the
//! floor; infinite ratios on the ceiling. A value a later select reads only in
//! part is drawn at its ratio over the elements read (the one the origin is
//! decided on).

use super::Localization;

const W: f64 = 760.0;
const H: f64 = 300.0;
const LEFT: f64 = 56.0;
const RIGHT: f64 = 16.0;
const TOP: f64 = 28.0;
const BOTTOM: f64 = 40.0;

/// The chart, as an SVG document.
pub fn svg(loc: &Localization) -> String {
    let ratios: Vec<Option<f64>> = loc.values.iter().map(|v| v.effective_ratio()).collect();
    let finite = ratios.iter().flatten().copied().filter(|r| r.is_finite() && *r > 0.0);
    let (lo, hi) = finite.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), r| (a.min(r), b.max(r)));
    let lo = lo.min(loc.threshold).min(1.0).log10().floor().max(-6.0);
    let hi = hi.max(loc.threshold * 10.0).log10().ceil().min(300.0);
    let n = loc.values.len().max(2) as f64;
    let x = |i: usize| LEFT + (W - LEFT - RIGHT) * i as f64 / (n - 1.0);
    let y = |r: f64| {
        let l = if r.is_nan() || r == f64::INFINITY {
            hi
        } else if r <= 0.0 {
            lo
        } else {
            r.log10().clamp(lo, hi)
        };
        TOP + (H - TOP - BOTTOM) * (hi - l) / (hi - lo)
    };
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" viewBox=\"0 0 {W} {H}\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n<text x=\"{LEFT}\" y=\"16\" font-size=\"13\">{} — error growth (device error / CPU error, vs float64)</text>\n",
        escape(&loc.id)
    );
    for e in (lo as i64)..=(hi as i64) {
        let yy = y(10f64.powi(e as i32));
        s += &format!("<line x1=\"{LEFT}\" x2=\"{}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#eee\"/><text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">1e{e}</text>\n", W - RIGHT, LEFT - 4.0, yy + 4.0);
    }
    let ty = y(loc.threshold);
    s += &format!("<line x1=\"{LEFT}\" x2=\"{}\" y1=\"{ty:.1}\" y2=\"{ty:.1}\" stroke=\"#888\" stroke-dasharray=\"4 3\"/><text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\" fill=\"#666\">threshold {}</text>\n", W - RIGHT, W - RIGHT, ty - 3.0, loc.threshold);
    let points: Vec<String> = ratios.iter().enumerate().filter_map(|(i, r)| r.map(|r| format!("{:.1},{:.1}", x(i), y(r)))).collect();
    s += &format!("<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.2\" points=\"{}\"/>\n", points.join(" "));
    if let Some(o) = &loc.origin {
        let (ox, oy) = (x(o.value), y(o.ratio));
        s += &format!(
            "<line x1=\"{ox:.1}\" x2=\"{ox:.1}\" y1=\"{TOP}\" y2=\"{}\" stroke=\"#d62728\"/><circle cx=\"{ox:.1}\" cy=\"{oy:.1}\" r=\"4\" fill=\"#d62728\"/><text x=\"{:.1}\" y=\"{}\" fill=\"#d62728\">origin: {} (line {})</text>\n",
            H - BOTTOM,
            (ox + 4.0).min(W - 220.0),
            TOP + 12.0,
            escape(&o.op),
            o.line
        );
    }
    s += &format!(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">watched values in program order ({})</text>\n</svg>\n",
        (W + LEFT) / 2.0,
        H - 10.0,
        loc.values.len()
    );
    s
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
