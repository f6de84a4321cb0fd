//! Output of grid-world results: a text table of values with policy arrows (as the textbook and
//! CS188 draw it), JSON (`json.rs`, through serde), CSV, a one-paragraph summary for huge grids, and SVG
//! (in `svg.rs`). Rows are printed top first; coordinates are (x, y) with (0, 0) bottom left.

use super::gridworld::{GridWorld, ACTION_NAMES, NUM_ACTIONS};
use super::mdp::{Mdp, NO_ACTION};
use std::io::{self, Write};

/// The convergence record of a run (in JSON, a `deltas` or `returns` array).
#[derive(Clone, Copy, Debug, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Curve<'a> {
    /// max|ΔV| per sweep (value and policy iteration).
    Deltas(&'a [f64]),
    /// Discounted return per episode (Q-learning).
    Returns(&'a [f64]),
}

/// Where Q-values come from.
#[derive(Clone, Copy, Debug)]
pub enum QSource<'a> {
    /// One-step look-ahead on the model with the reported values (value/policy iteration).
    Model,
    /// A learned table of `states × 5` slots (Q-learning).
    Table(&'a [f64]),
}

/// Everything a renderer shows about one solved grid.
#[derive(Clone, Copy, Debug)]
pub struct Report<'a> {
    /// Name of the algorithm, e.g. "value iteration".
    pub algorithm: &'a str,
    /// The grid and its parameters.
    pub grid: &'a GridWorld,
    /// V per state.
    pub values: &'a [f64],
    /// Q per state and action.
    pub q: QSource<'a>,
    /// Greedy action slot per state (`NO_ACTION` for walls).
    pub policy: &'a [u8],
    /// Sweeps, improvement rounds or episodes.
    pub iterations: usize,
    /// Convergence record.
    pub curve: Curve<'a>,
    /// Whether a tolerance was reached (value iteration run to tolerance), if applicable.
    pub converged: Option<bool>,
}

impl Report<'_> {
    /// Q(s, a), or `None` when `a` is not available in `s`.
    pub fn q_value(&self, s: usize, a: usize) -> Option<f64> {
        if self.grid.actions(s) & (1 << a) == 0 {
            return None;
        }
        Some(match self.q {
            QSource::Model => self.grid.q_value(s, a, self.values),
            QSource::Table(t) => t[s * NUM_ACTIONS + a],
        })
    }

    pub(super) fn policy_name(&self, s: usize) -> Option<&'static str> {
        let a = self.policy[s];
        (a != NO_ACTION).then(|| ACTION_NAMES.get(a as usize).copied().unwrap_or("?"))
    }
}

/// How the table is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableStyle {
    /// Use `^ < v >` instead of `↑ ← ↓ →`.
    pub ascii: bool,
    /// Decimals of each value.
    pub decimals: usize,
}

/// The arrow of an action slot (blank for `exit`).
pub fn arrow(a: u8, ascii: bool) -> &'static str {
    const UNI: [&str; 4] = ["↑", "←", "↓", "→"];
    const ASC: [&str; 4] = ["^", "<", "v", ">"];
    match a as usize {
        i @ 0..=3 if ascii => ASC[i],
        i @ 0..=3 => UNI[i],
        _ => " ",
    }
}

/// The value table: one line per row (top first), each cell `value arrow`, walls `#`; then a line
/// with the algorithm, iterations and the last convergence figure.
pub fn table(r: &Report, style: TableStyle, out: &mut dyn Write) -> io::Result<()> {
    let g = r.grid;
    let d = style.decimals;
    let mut width = 1;
    for s in 0..g.num_states() {
        if !g.is_wall(s) {
            width = width.max(format!("{:.d$}", r.values[s]).chars().count());
        }
    }
    let mut line = String::new();
    for row in 0..g.height() {
        line.clear();
        for col in 0..g.width() {
            let s = row * g.width() + col;
            if col > 0 {
                line.push_str("  ");
            }
            if g.is_wall(s) {
                line.push_str(&format!("{:>width$}  ", "#"));
            } else {
                let v = format!("{:.d$}", r.values[s]);
                line.push_str(&format!("{v:>width$} {}", arrow(r.policy[s], style.ascii)));
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    writeln!(out, "{}", footer(r))
}

fn footer(r: &Report) -> String {
    let mut s = format!("{}: {} ", r.algorithm, r.iterations);
    match r.curve {
        Curve::Deltas(d) => {
            s.push_str(if r.algorithm.starts_with("policy") {
                "rounds"
            } else {
                "iterations"
            });
            if let Some(last) = d.last() {
                s.push_str(&format!(", last max|ΔV| {last:.3e}"));
            }
        }
        Curve::Returns(ret) => {
            s.push_str("episodes");
            let tail = &ret[ret.len().saturating_sub(100)..];
            if !tail.is_empty() {
                let mean = tail.iter().sum::<f64>() / tail.len() as f64;
                s.push_str(&format!(
                    ", mean return of the last {} {mean:.4}",
                    tail.len()
                ));
            }
        }
    }
    if r.converged == Some(false) {
        s.push_str(" (not converged)");
    }
    s
}

/// A short summary without per-cell output, for grids too large to print.
pub fn summary(r: &Report, out: &mut dyn Write) -> io::Result<()> {
    let g = r.grid;
    let walls = (0..g.num_states()).filter(|&s| g.is_wall(s)).count();
    writeln!(
        out,
        "grid {} ({}x{}, {} cells, {} walls)",
        g.name(),
        g.width(),
        g.height(),
        g.num_states(),
        walls
    )?;
    if let Some(s) = g.start() {
        let (x, y) = g.coords(s);
        writeln!(out, "value of the start ({x},{y}): {}", r.values[s])?;
    }
    let (lo, hi) = value_range(r);
    writeln!(out, "values from {lo} to {hi}")?;
    writeln!(out, "{}", footer(r))
}

fn value_range(r: &Report) -> (f64, f64) {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for s in 0..r.grid.num_states() {
        if !r.grid.is_wall(s) {
            lo = lo.min(r.values[s]);
            hi = hi.max(r.values[s]);
        }
    }
    if lo > hi {
        (0.0, 0.0)
    } else {
        (lo, hi)
    }
}

pub use super::json::grid_report as json;

/// CSV, one line per cell (rows top first): `x,y,cell,value,policy,q_N,q_W,q_S,q_E,q_exit`.
pub fn csv(r: &Report, out: &mut dyn Write) -> io::Result<()> {
    let g = r.grid;
    writeln!(out, "x,y,cell,value,policy,q_N,q_W,q_S,q_E,q_exit")?;
    for s in 0..g.num_states() {
        let (x, y) = g.coords(s);
        let kind = if g.is_wall(s) {
            "wall"
        } else if g.exit_reward(s).is_some() {
            "exit"
        } else if g.start() == Some(s) {
            "start"
        } else {
            "open"
        };
        let value = if g.is_wall(s) {
            String::new()
        } else {
            format!("{}", r.values[s])
        };
        let mut line = format!("{x},{y},{kind},{value},{}", r.policy_name(s).unwrap_or(""));
        for a in 0..NUM_ACTIONS {
            line.push(',');
            if let Some(q) = r.q_value(s, a) {
                line.push_str(&format!("{q}"));
            }
        }
        writeln!(out, "{line}")?;
    }
    Ok(())
}
