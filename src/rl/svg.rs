//! SVG output of a grid-world result: the grid as a value heat map (red below zero, green above,
//! walls dark, exits outlined) with the greedy policy as arrows, and beside it the convergence curve
//! (max|ΔV| per sweep on a log scale, or the return per episode with its moving average).

use super::error::RlError;
use super::gridworld::{NORTH, SOUTH, WEST};
use super::mdp::{Mdp, NO_ACTION};
use super::render::{Curve, Report};
use std::fmt::Write as _;

/// Largest grid drawn (cells); beyond that a heat map of single pixels says little.
pub const MAX_SVG_CELLS: usize = 40_000;

const PLOT_W: f64 = 420.0;
const PLOT_H: f64 = 300.0;
const MARGIN: f64 = 20.0;

/// The SVG document, or an error for grids above `MAX_SVG_CELLS`.
pub fn svg(r: &Report) -> Result<String, RlError> {
    let g = r.grid;
    let n = g.num_states();
    if n > MAX_SVG_CELLS {
        return Err(RlError::Unsupported(format!(
            "the grid has {n} cells; SVG output is limited to {MAX_SVG_CELLS} (use --format summary, json or csv)"
        )));
    }
    let cell = (480.0 / g.width().max(g.height()) as f64).clamp(4.0, 80.0);
    let grid_w = cell * g.width() as f64;
    let grid_h = cell * g.height() as f64;
    let total_w = MARGIN * 3.0 + grid_w + PLOT_W + 60.0;
    let total_h = MARGIN * 2.0 + grid_h.max(PLOT_H + 40.0) + 20.0;
    let mut o = String::new();
    let _ = writeln!(
        o,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{total_w:.0}" height="{total_h:.0}" viewBox="0 0 {total_w:.0} {total_h:.0}" font-family="sans-serif">"#
    );
    let p = g.params();
    let title = format!(
        "{} on {} (discount {}, noise {}, living reward {}), {} {}",
        r.algorithm,
        g.name(),
        p.discount,
        p.noise,
        p.living_reward,
        r.iterations,
        match r.curve {
            Curve::Deltas(_) => "iterations",
            Curve::Returns(_) => "episodes",
        }
    );
    let _ = writeln!(o, "<title>{}</title>", xml(&title));
    let _ = writeln!(
        o,
        r#"<text x="{MARGIN}" y="14" font-size="12">{}</text>"#,
        xml(&title)
    );
    let (lo, hi) = range(r);
    let scale = lo.abs().max(hi.abs()).max(1e-12);
    let top = MARGIN + 10.0;
    for s in 0..n {
        let (col, row) = (s % g.width(), s / g.width());
        let (x, y) = (MARGIN + col as f64 * cell, top + row as f64 * cell);
        if g.is_wall(s) {
            let _ = writeln!(
                o,
                r##"<rect x="{x:.2}" y="{y:.2}" width="{cell:.2}" height="{cell:.2}" fill="#404040"/>"##
            );
            continue;
        }
        let v = r.values[s];
        let t = (v / scale).clamp(-1.0, 1.0);
        let (red, green, blue) = if t >= 0.0 {
            (255.0 * (1.0 - t), 255.0 - 80.0 * t, 255.0 * (1.0 - t))
        } else {
            (255.0 + 0.0 * t, 255.0 * (1.0 + t), 255.0 * (1.0 + t))
        };
        let stroke = if g.exit_reward(s).is_some() {
            r##" stroke="#000" stroke-width="2""##
        } else {
            r##" stroke="#999" stroke-width="0.5""##
        };
        let _ = writeln!(
            o,
            r#"<rect x="{x:.2}" y="{y:.2}" width="{cell:.2}" height="{cell:.2}" fill="rgb({:.0},{:.0},{:.0})"{stroke}><title>({},{}) {v}</title></rect>"#,
            red,
            green,
            blue,
            col,
            g.height() - 1 - row
        );
        let (cx, cy) = (x + cell / 2.0, y + cell / 2.0);
        let a = r.policy[s];
        if a != NO_ACTION && (a as usize) < 4 && g.exit_reward(s).is_none() {
            let (dx, dy) = match a as usize {
                NORTH => (0.0, -1.0),
                WEST => (-1.0, 0.0),
                SOUTH => (0.0, 1.0),
                _ => (1.0, 0.0),
            };
            let len = cell * 0.32;
            let (tx, ty) = (cx + dx * len, cy + dy * len);
            let (bx, by) = (cx - dx * len * 0.2, cy - dy * len * 0.2);
            let w = cell * 0.12;
            let (hx, hy) = (tx - dx * w * 1.6, ty - dy * w * 1.6);
            let _ = writeln!(
                o,
                r##"<path d="M{bx:.2},{by:.2} L{hx:.2},{hy:.2} M{tx:.2},{ty:.2} L{:.2},{:.2} L{:.2},{:.2} Z" stroke="#000" stroke-width="{:.2}" fill="#000"/>"##,
                hx - dy * w,
                hy + dx * w,
                hx + dy * w,
                hy - dx * w,
                (cell * 0.04).max(0.5)
            );
        }
        if cell >= 36.0 {
            let ty = if g.exit_reward(s).is_some() {
                cy + 4.0
            } else {
                y + cell - 4.0
            };
            let _ = writeln!(
                o,
                r#"<text x="{cx:.2}" y="{ty:.2}" font-size="{:.1}" text-anchor="middle">{v:.2}</text>"#,
                (cell * 0.2).min(13.0)
            );
        }
    }
    plot(&mut o, r, MARGIN * 2.0 + grid_w + 40.0, top);
    o.push_str("</svg>\n");
    Ok(o)
}

fn range(r: &Report) -> (f64, f64) {
    let g = r.grid;
    let mut lo: f64 = 0.0;
    let mut hi: f64 = 0.0;
    for s in 0..g.num_states() {
        if !g.is_wall(s) && r.values[s].is_finite() {
            lo = lo.min(r.values[s]);
            hi = hi.max(r.values[s]);
        }
    }
    (lo, hi)
}

/// The convergence curve in a `PLOT_W × PLOT_H` box whose top left corner is (x0, y0).
fn plot(o: &mut String, r: &Report, x0: f64, y0: f64) {
    let (label, raw, log) = match r.curve {
        Curve::Deltas(d) => ("max |ΔV| per sweep (log scale)", d, true),
        Curve::Returns(ret) => ("return per episode (grey) and moving average", ret, false),
    };
    let _ = writeln!(
        o,
        r##"<rect x="{x0:.2}" y="{y0:.2}" width="{PLOT_W}" height="{PLOT_H}" fill="none" stroke="#000"/>"##
    );
    let _ = writeln!(
        o,
        r#"<text x="{x0:.2}" y="{:.2}" font-size="12">{}</text>"#,
        y0 + PLOT_H + 16.0,
        xml(label)
    );
    let ys: Vec<f64> = raw
        .iter()
        .map(|&v| if log { v.max(1e-300).log10() } else { v })
        .filter(|v| v.is_finite())
        .collect();
    if ys.is_empty() {
        return;
    }
    let lo = ys.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = ys.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let span = if hi - lo > 1e-12 { hi - lo } else { 1.0 };
    // At most ~1000 points: sample evenly.
    let step = ys.len().div_ceil(1000).max(1);
    let pts = |vals: &[f64]| {
        let mut path = String::new();
        for (i, v) in vals.iter().enumerate().step_by(step) {
            let x = x0 + PLOT_W * i as f64 / (vals.len().max(2) - 1) as f64;
            let y = y0 + PLOT_H - PLOT_H * (v - lo) / span;
            let _ = write!(path, "{x:.2},{y:.2} ");
        }
        path
    };
    let colour = if log { "#1f5fbf" } else { "#999" };
    let _ = writeln!(
        o,
        r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="1.2"/>"#,
        pts(&ys)
    );
    if !log {
        let win = (ys.len() / 20).max(1);
        let mut avg = Vec::with_capacity(ys.len());
        let mut sum = 0.0;
        for i in 0..ys.len() {
            sum += ys[i];
            if i >= win {
                sum -= ys[i - win];
            }
            avg.push(sum / (i + 1).min(win) as f64);
        }
        let _ = writeln!(
            o,
            r##"<polyline points="{}" fill="none" stroke="#c03030" stroke-width="2"/>"##,
            pts(&avg)
        );
    }
    let fmt = |v: f64| {
        if log {
            format!("1e{v:.0}")
        } else {
            format!("{v:.3}")
        }
    };
    let _ = writeln!(
        o,
        r#"<text x="{:.2}" y="{:.2}" font-size="10" text-anchor="end">{}</text>"#,
        x0 - 3.0,
        y0 + 10.0,
        xml(&fmt(hi))
    );
    let _ = writeln!(
        o,
        r#"<text x="{:.2}" y="{:.2}" font-size="10" text-anchor="end">{}</text>"#,
        x0 - 3.0,
        y0 + PLOT_H,
        xml(&fmt(lo))
    );
    let _ = writeln!(
        o,
        r#"<text x="{:.2}" y="{:.2}" font-size="10" text-anchor="end">{}</text>"#,
        x0 + PLOT_W,
        y0 + PLOT_H + 16.0,
        ys.len()
    );
}

/// Escapes text for XML content.
fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
