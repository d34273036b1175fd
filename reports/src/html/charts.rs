//! Dashboard charts, drawn with plotters' SVG backend into strings that
//! are inlined into pages. plotters escapes the text it draws; labels taken
//! from a run are also stripped of control characters here. Each function
//! returns a complete `<svg>` element that scales to its panel.

use crate::errors::{ReportError, Result};
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;

fn derr<E: std::fmt::Display>(e: E) -> ReportError {
    ReportError::from_display("drawing a chart", e)
}

fn rgb((r, g, b): (u8, u8, u8)) -> RGBColor {
    RGBColor(r, g, b)
}

const INK: RGBColor = RGBColor(87, 96, 106);
const GRID: RGBColor = RGBColor(234, 238, 242);
const PASS: RGBColor = RGBColor(26, 127, 55);
const FAIL: RGBColor = RGBColor(207, 34, 46);
const NEAR: RGBColor = RGBColor(191, 135, 0);
const SERIES: [RGBColor; 6] = [
    RGBColor(9, 105, 218),
    RGBColor(26, 127, 55),
    RGBColor(130, 80, 223),
    RGBColor(191, 135, 0),
    RGBColor(207, 34, 46),
    RGBColor(87, 96, 106),
];

fn font(size: u32) -> TextStyle<'static> {
    ("sans-serif", size).into_font().color(&INK)
}

fn clean(s: &str, max: usize) -> String {
    let mut out: String = s.chars().filter(|c| !c.is_control()).take(max).collect();
    if s.chars().count() > max {
        out.push('…');
    }
    out
}

/// The dashboard's axes: one faint grid line per tick, the house font for
/// labels and axis descriptions. Every chart's mesh starts here.
fn house_mesh<'a, 'b, 'm, X: Ranged, Y: Ranged>(
    mesh: &'m mut plotters::chart::MeshStyle<'a, 'b, X, Y, SVGBackend<'a>>,
) -> &'m mut plotters::chart::MeshStyle<'a, 'b, X, Y, SVGBackend<'a>> {
    mesh.max_light_lines(1).light_line_style(GRID).bold_line_style(GRID).label_style(font(13)).axis_desc_style(font(13))
}

/// Runs `draw` on a fresh SVG canvas and makes the result responsive.
fn svg(size: (u32, u32), title: &str, draw: impl FnOnce(&DrawingArea<SVGBackend, Shift>) -> Result<()>) -> Result<String> {
    let mut s = String::new();
    {
        let root = SVGBackend::with_string(&mut s, size).into_drawing_area();
        root.fill(&WHITE).map_err(derr)?;
        draw(&root)?;
        root.present().map_err(derr)?;
    }
    // Width and height from plotters would fix the size; the viewBox scales.
    let fixed = format!("width=\"{}\" height=\"{}\"", size.0, size.1);
    let label = crate::escape::html(title);
    Ok(s.replacen(&fixed, &format!("role=\"img\" aria-label=\"{label}\" preserveAspectRatio=\"xMinYMin meet\""), 1))
}

/// One horizontal bar.
pub struct Bar {
    pub label: String,
    pub value: f64,
    pub note: String,
    pub colour: (u8, u8, u8),
}

/// Horizontal bars, first item on top; `marker` draws a vertical rule (e.g. the bound at 1.0).
pub fn bars(title: &str, items: &[Bar], x_max: f64, x_desc: &str, marker: Option<f64>) -> Result<String> {
    let n = items.len().max(1) as u32;
    let height = 56 + 28 * n;
    let label_w = items.iter().map(|b| clean(&b.label, 28).chars().count()).max().unwrap_or(4).clamp(4, 29) as u32 * 8 + 14;
    svg((640, height), title, |root| {
        let mut chart = ChartBuilder::on(root)
            .margin_left(6)
            .margin_right(90)
            .margin_top(8)
            .x_label_area_size(32)
            .y_label_area_size(label_w)
            .build_cartesian_2d(0f64..x_max, (0u32..n).into_segmented())
            .map_err(derr)?;
        let labels: Vec<String> = items.iter().map(|b| clean(&b.label, 28)).collect();
        house_mesh(&mut chart.configure_mesh())
            .disable_y_mesh()
            .y_labels(n as usize)
            .y_label_formatter(&|v| match v {
                SegmentValue::CenterOf(i) => labels.get((n - 1 - *i) as usize).cloned().unwrap_or_default(),
                _ => String::new(),
            })
            .x_desc(x_desc)
            .x_labels(6)
            .draw()
            .map_err(derr)?;
        chart
            .draw_series(items.iter().enumerate().map(|(i, b)| {
                let y = n - 1 - i as u32;
                let mut r = Rectangle::new(
                    [(0.0, SegmentValue::Exact(y)), (b.value.clamp(0.0, x_max), SegmentValue::Exact(y + 1))],
                    rgb(b.colour).filled(),
                );
                r.set_margin(4, 4, 0, 0);
                r
            }))
            .map_err(derr)?;
        chart
            .draw_series(items.iter().enumerate().map(|(i, b)| {
                let y = n - 1 - i as u32;
                Text::new(format!(" {}", clean(&b.note, 40)), (b.value.clamp(0.0, x_max), SegmentValue::CenterOf(y)), font(11))
            }))
            .map_err(derr)?;
        if let Some(m) = marker {
            chart
                .draw_series(LineSeries::new(
                    [(m, SegmentValue::Exact(0)), (m, SegmentValue::Exact(n))],
                    ShapeStyle::from(&FAIL).stroke_width(1),
                ))
                .map_err(derr)?;
        }
        Ok(())
    })
}

/// A histogram of values on log10 bins (compile times: milliseconds to minutes),
/// four bins per decade, each labelled by its lower edge.
pub fn log_histogram(title: &str, values: &[f64], unit_fmt: &dyn Fn(f64) -> String, x_desc: &str) -> Result<String> {
    let logs: Vec<f64> = values.iter().copied().filter(|v| *v > 0.0 && v.is_finite()).map(f64::log10).collect();
    let lo = (logs.iter().copied().fold(f64::INFINITY, f64::min) * 4.0).floor();
    let hi = (logs.iter().copied().fold(f64::NEG_INFINITY, f64::max) * 4.0).floor();
    let (lo, hi) = if logs.is_empty() { (0.0, 0.0) } else { (lo, hi) };
    let nbins = ((hi - lo) as usize + 1).clamp(1, 64);
    let mut counts = vec![0u64; nbins];
    for v in &logs {
        let b = ((v * 4.0).floor() - lo).clamp(0.0, (nbins - 1) as f64) as usize;
        counts[b] += 1;
    }
    let labels: Vec<String> = (0..nbins).map(|i| unit_fmt(10f64.powf((lo + i as f64) / 4.0))).collect();
    binned(title, &labels, &counts, x_desc, "definitions")
}

/// One compared output: its error, the bound it was judged by, and whether it passed.
pub struct ErrorPoint {
    pub error: f64,
    pub bound: f64,
    pub margin: f64,
    pub passed: bool,
}

/// Log-log scatter of error against bound; the diagonal is the bound itself,
/// so the distance below it is the headroom a passing output kept.
pub fn error_vs_bound(title: &str, points: &[ErrorPoint]) -> Result<String> {
    const FLOOR: f64 = 1e-12;
    let xs = points.iter().map(|p| p.bound.max(FLOOR));
    let ys = points.iter().map(|p| p.error.max(FLOOR));
    let all: Vec<f64> = xs.chain(ys).filter(|v| v.is_finite()).collect();
    let lo = all.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = all.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let (lo, hi) = if all.is_empty() { (1e-8, 1.0) } else { (lo / 3.0, hi * 3.0) };
    svg((640, 460), title, |root| {
        let mut chart = ChartBuilder::on(root)
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(64)
            .build_cartesian_2d((lo..hi).log_scale(), (lo..hi).log_scale())
            .map_err(derr)?;
        house_mesh(&mut chart.configure_mesh())
            .x_desc("bound (error / margin)")
            .y_desc("max abs error")
            .x_label_formatter(&|v| format!("{v:.0e}"))
            .y_label_formatter(&|v| format!("{v:.0e}"))
            .draw()
            .map_err(derr)?;
        chart
            .draw_series(LineSeries::new([(lo, lo), (hi, hi)], ShapeStyle::from(&FAIL.mix(0.6)).stroke_width(1)))
            .map_err(derr)?
            .label("error = bound")
            .legend(|(x, y)| PathElement::new([(x, y), (x + 16, y)], FAIL));
        let style = |p: &ErrorPoint| {
            if !p.passed {
                FAIL
            } else if p.margin > crate::diff::DRIFT_MARGIN {
                NEAR
            } else {
                PASS
            }
        };
        for (name, pick) in [("passed", 0u8), ("passed, under 20% headroom", 1), ("failed", 2)] {
            let colour = [PASS, NEAR, FAIL][pick as usize];
            chart
                .draw_series(
                    points
                        .iter()
                        .filter(|p| style(p) == colour && p.error.is_finite() && p.bound.is_finite())
                        .map(|p| Circle::new((p.bound.max(FLOOR), p.error.max(FLOOR)), 3, colour.mix(0.65).filled())),
                )
                .map_err(derr)?
                .label(name)
                .legend(move |(x, y)| Circle::new((x + 8, y), 4, colour.filled()));
        }
        legend(&mut chart, SeriesLabelPosition::UpperLeft)
    })
}

/// Lines over runs (x: run labels in order). `log_y` for errors, linear for rates.
pub fn lines(title: &str, labels: &[String], series: &[(String, Vec<Option<f64>>)], y_desc: &str, log_y: bool) -> Result<String> {
    let n = labels.len().max(2);
    let vals: Vec<f64> = series.iter().flat_map(|(_, v)| v.iter().flatten().copied()).filter(|v| v.is_finite()).collect();
    let mut lo = vals.iter().copied().fold(f64::INFINITY, f64::min);
    let mut hi = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if vals.is_empty() {
        (lo, hi) = (0.0, 1.0);
    }
    let labels_c: Vec<String> = labels.iter().map(|l| clean(l, 16)).collect();
    let fmt_x = |v: &f64| {
        let i = v.round();
        if (v - i).abs() < 1e-6 && i >= 0.0 {
            labels_c.get(i as usize).cloned().unwrap_or_default()
        } else {
            String::new()
        }
    };
    let x_range = -0.3..(n as f64 - 0.7);
    svg((760, 300), title, |root| {
        if log_y {
            let (lo, hi) = ((lo.max(1e-12)) / 2.0, hi.max(1e-12) * 2.0);
            let mut chart = ChartBuilder::on(root)
                .margin(12)
                .x_label_area_size(36)
                .y_label_area_size(64)
                .build_cartesian_2d(x_range.clone(), (lo..hi).log_scale())
                .map_err(derr)?;
            house_mesh(&mut chart.configure_mesh())
                .x_labels(n.min(12))
                .x_label_formatter(&fmt_x)
                .y_label_formatter(&|v| axis_number(*v))
                .y_desc(y_desc)
                .draw()
                .map_err(derr)?;
            draw_lines(&mut chart, series)?;
        } else {
            let pad = ((hi - lo) * 0.1).max(0.5);
            let mut chart = ChartBuilder::on(root)
                .margin(12)
                .x_label_area_size(36)
                .y_label_area_size(56)
                .build_cartesian_2d(x_range.clone(), (lo - pad)..(hi + pad).min(if hi <= 100.0 { 100.5 } else { hi + pad }))
                .map_err(derr)?;
            house_mesh(&mut chart.configure_mesh())
                .x_labels(n.min(12))
                .x_label_formatter(&fmt_x)
                .y_label_formatter(&|v| format!("{v:.1}"))
                .y_desc(y_desc)
                .draw()
                .map_err(derr)?;
            draw_lines(&mut chart, series)?;
        }
        Ok(())
    })
}

/// Log-axis tick labels: plain numbers where they read well, else 1e-5 style.
fn axis_number(v: f64) -> String {
    if (1.0..1e5).contains(&v.abs()) {
        format!("{v:.0}")
    } else if (0.01..1.0).contains(&v.abs()) {
        format!("{v:.2}")
    } else {
        format!("{v:.0e}")
    }
}

/// The series of `lines`, on either y axis, with their legend.
fn draw_lines<'a, Y: Ranged<ValueType = f64>>(
    chart: &mut ChartContext<'a, SVGBackend<'a>, Cartesian2d<RangedCoordf64, Y>>,
    series: &[(String, Vec<Option<f64>>)],
) -> Result<()> {
    for (k, (name, v)) in series.iter().enumerate() {
        let colour = SERIES[k % SERIES.len()];
        let pts: Vec<(f64, f64)> = v.iter().enumerate().filter_map(|(i, y)| y.filter(|y| y.is_finite()).map(|y| (i as f64, y))).collect();
        chart
            .draw_series(LineSeries::new(pts.clone(), ShapeStyle::from(&colour).stroke_width(2)))
            .map_err(derr)?
            .label(clean(name, 30))
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 16, y)], ShapeStyle::from(&colour).stroke_width(2)));
        chart.draw_series(pts.iter().map(|p| Circle::new(*p, 3, colour.filled()))).map_err(derr)?;
    }
    legend(chart, SeriesLabelPosition::LowerRight)
}

/// The legend of a chart's labelled series, in the dashboard's style.
fn legend<'a, X: Ranged, Y: Ranged>(
    chart: &mut ChartContext<'a, SVGBackend<'a>, Cartesian2d<X, Y>>,
    position: SeriesLabelPosition,
) -> Result<()> {
    chart
        .configure_series_labels()
        .position(position)
        .background_style(WHITE.mix(0.9))
        .border_style(GRID)
        .label_font(font(11))
        .draw()
        .map_err(derr)
}

/// Expected against actual values of sampled elements; the diagonal is agreement.
pub fn expected_vs_actual(title: &str, pairs: &[(f64, f64)]) -> Result<String> {
    let vals: Vec<f64> = pairs.iter().flat_map(|(a, b)| [*a, *b]).filter(|v| v.is_finite()).collect();
    let lo = vals.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let (lo, hi) = if vals.is_empty() { (-1.0, 1.0) } else { (lo, hi) };
    let pad = ((hi - lo) * 0.05).max(1e-9);
    let (lo, hi) = (lo - pad, hi + pad);
    svg((420, 400), title, |root| {
        let mut chart = ChartBuilder::on(root)
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(56)
            .build_cartesian_2d(lo..hi, lo..hi)
            .map_err(derr)?;
        house_mesh(&mut chart.configure_mesh())
            .x_desc("expected")
            .y_desc("actual")
            .x_label_formatter(&|v| crate::html::page::num(*v))
            .y_label_formatter(&|v| crate::html::page::num(*v))
            .draw()
            .map_err(derr)?;
        chart.draw_series(LineSeries::new([(lo, lo), (hi, hi)], GRID.mix(1.0).stroke_width(2))).map_err(derr)?;
        chart
            .draw_series(
                pairs
                    .iter()
                    .filter(|(a, b)| a.is_finite() && b.is_finite())
                    .map(|(a, b)| Circle::new((*a, *b), 2, RGBColor(9, 105, 218).mix(0.6).filled())),
            )
            .map_err(derr)?;
        Ok(())
    })
}

/// Counts over given bins (labels under each bar), e.g. an error histogram.
pub fn binned(title: &str, labels: &[String], counts: &[u64], x_desc: &str, y_desc: &str) -> Result<String> {
    let n = counts.len().max(1) as u32;
    let top = counts.iter().copied().max().unwrap_or(1).max(1);
    let labels: Vec<String> = labels.iter().map(|l| clean(l, 10)).collect();
    svg((520, 300), title, |root| {
        let mut chart = ChartBuilder::on(root)
            .margin(10)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d((0u32..n).into_segmented(), 0u64..(top + top / 10 + 1))
            .map_err(derr)?;
        house_mesh(&mut chart.configure_mesh())
            .disable_x_mesh()
            .x_labels(n.min(10) as usize)
            .x_label_formatter(&|v| match v {
                SegmentValue::CenterOf(i) => labels.get(*i as usize).cloned().unwrap_or_default(),
                _ => String::new(),
            })
            .x_desc(x_desc)
            .y_desc(y_desc)
            .draw()
            .map_err(derr)?;
        chart
            .draw_series(counts.iter().enumerate().map(|(i, c)| {
                let mut r = Rectangle::new(
                    [(SegmentValue::Exact(i as u32), 0u64), (SegmentValue::Exact(i as u32 + 1), *c)],
                    RGBColor(130, 80, 223).mix(0.85).filled(),
                );
                r.set_margin(0, 0, 1, 1);
                r
            }))
            .map_err(derr)?;
        Ok(())
    })
}
