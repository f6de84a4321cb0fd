//! JSON output of the `rl` commands through serde: the solved grid (values, Q-values per action,
//! policy, convergence record), the solved game and the self-play Q-learning checkpoints. Numbers are
//! written in Rust's shortest round-trip decimal form (`1`, `0.5`, `0.0000001`), as the files written
//! before serde did, and non-finite values as `null`.

use super::game_learn::{Checkpoint, GameQOptions};
use super::gridworld::{GridWorld, ACTION_NAMES, NUM_ACTIONS};
use super::render::{Curve, Report};
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use std::io::{self, Write};

/// Compact JSON whose floats are spelled by `f64`'s `Display` (no exponent, no trailing `.0`).
struct DecimalFormatter;

impl serde_json::ser::Formatter for DecimalFormatter {
    fn write_f64<W: ?Sized + Write>(&mut self, writer: &mut W, value: f64) -> io::Result<()> {
        write!(writer, "{value}")
    }

    fn write_f32<W: ?Sized + Write>(&mut self, writer: &mut W, value: f32) -> io::Result<()> {
        write!(writer, "{value}")
    }
}

/// Writes `value` as one line of JSON.
pub fn write_line<T: Serialize>(value: &T, out: &mut dyn Write) -> io::Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(&mut *out, DecimalFormatter);
    value.serialize(&mut ser).map_err(io::Error::from)?;
    writeln!(out)
}

/// A `height × width` array of rows (top row first) whose cells come from `cell(state)`.
struct Grid<'a, T> {
    grid: &'a GridWorld,
    cell: &'a dyn Fn(usize) -> T,
}

impl<T: Serialize> Serialize for Grid<'_, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let w = self.grid.width();
        s.collect_seq((0..self.grid.height()).map(|row| Row {
            cells: row * w..(row + 1) * w,
            cell: self.cell,
        }))
    }
}

struct Row<'a, T> {
    cells: std::ops::Range<usize>,
    cell: &'a dyn Fn(usize) -> T,
}

impl<T: Serialize> Serialize for Row<'_, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.cells.clone().map(self.cell))
    }
}

/// `{"N": grid, "W": grid, …}` in action order.
struct QValues<'a>(&'a Report<'a>);

impl Serialize for QValues<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.0;
        let mut map = s.serialize_map(Some(NUM_ACTIONS))?;
        for (a, name) in ACTION_NAMES.iter().enumerate().take(NUM_ACTIONS) {
            let grid = Grid {
                grid: r.grid,
                cell: &|s| r.q_value(s, a),
            };
            map.serialize_entry(name, &grid)?;
        }
        map.end()
    }
}

/// The solved grid, field order as written: parameters, `start`, `values`, `q_values`, `policy`,
/// `iterations`, `converged` (when known) and `deltas` or `returns`.
#[derive(Serialize)]
struct GridReport<'a> {
    algorithm: &'a str,
    grid: &'a str,
    width: usize,
    height: usize,
    discount: f64,
    noise: f64,
    living_reward: f64,
    start: Option<(usize, usize)>,
    values: Grid<'a, Option<f64>>,
    q_values: QValues<'a>,
    policy: Grid<'a, Option<&'static str>>,
    iterations: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    converged: Option<bool>,
    #[serde(flatten)]
    curve: Curve<'a>,
}

/// The JSON object of a solved grid: grid, parameters, `values`, `q_values` (per action name),
/// `policy`, `iterations`, and `deltas` or `returns`. Walls (and unavailable actions) are `null`.
pub fn grid_report(r: &Report, out: &mut dyn Write) -> io::Result<()> {
    let g = r.grid;
    let p = g.params();
    let report = GridReport {
        algorithm: r.algorithm,
        grid: g.name(),
        width: g.width(),
        height: g.height(),
        discount: p.discount,
        noise: p.noise,
        living_reward: p.living_reward,
        start: g.start().map(|s| g.coords(s)),
        values: Grid {
            grid: g,
            cell: &|s| (!g.is_wall(s)).then(|| r.values[s]),
        },
        q_values: QValues(r),
        policy: Grid {
            grid: g,
            cell: &|s| r.policy_name(s),
        },
        iterations: r.iterations,
        converged: r.converged,
        curve: r.curve,
    };
    write_line(&report, out)
}

/// `rl solve-game … --format json`.
#[derive(Serialize)]
pub struct SolvedGame<'a> {
    /// The game's name as given.
    pub game: &'a str,
    /// Reachable positions.
    pub positions: usize,
    /// Of which finished games.
    pub finished: usize,
    /// Value-iteration sweeps.
    pub sweeps: usize,
    /// Value of the start position for the first player.
    pub value: f64,
    /// Value of each first move for the first player, top row first (`null`: occupied).
    pub first_moves: Vec<Vec<Option<f64>>>,
}

/// One checkpoint of `rl q-learning --game … --format json`.
#[derive(Serialize)]
struct CheckpointJson {
    episodes: usize,
    wins: u32,
    draws: u32,
    losses: u32,
    worst_as_first: i8,
    worst_as_second: i8,
}

/// `rl q-learning --game … --format json`.
#[derive(Serialize)]
pub struct GameLearning<'a> {
    game: &'a str,
    positions: usize,
    alpha: f64,
    epsilon: f64,
    seed: u64,
    checkpoints: Vec<CheckpointJson>,
}

impl<'a> GameLearning<'a> {
    /// The record of a self-play run on `game` over `positions` positions.
    pub fn new(
        game: &'a str,
        positions: usize,
        q: &GameQOptions,
        checkpoints: &[Checkpoint],
    ) -> GameLearning<'a> {
        GameLearning {
            game,
            positions,
            alpha: q.alpha,
            epsilon: q.epsilon,
            seed: q.seed,
            checkpoints: checkpoints
                .iter()
                .map(|c| CheckpointJson {
                    episodes: c.episodes,
                    wins: c.vs_engine[0],
                    draws: c.vs_engine[1],
                    losses: c.vs_engine[2],
                    worst_as_first: c.worst_as_first,
                    worst_as_second: c.worst_as_second,
                })
                .collect(),
        }
    }
}
