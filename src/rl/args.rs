//! The `rl` command line (clap derive), shared by `sente rl …` and the `rl …` lines typed into a
//! protocol session (parsed with `try_parse_from` on the split line): `value-iteration`,
//! `policy-iteration`, `q-learning` (on a grid or `--game`), `solve-game`, and `help`. Every option
//! takes `--name value` or `--name=value`; numbers are checked for range, NaN and overflow by the
//! value parsers here, so the solvers only ever see valid parameters, and every refusal is one line.

use super::game_learn::GameQOptions;
use super::gridworld::Params;
use super::q_learning::QOptions;
use super::real::Precision;
use super::value_iteration::ViOptions;
use crate::cli_error::{invalid_arg, one_line, ValueError};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, Parser, Subcommand};
use thiserror::Error;

/// A usage problem: unknown command or option, missing or malformed value.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{0}")]
pub struct UsageError(pub String);

/// Output format of the grid commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Values with policy arrows, rows top first.
    Table,
    /// One JSON object.
    Json,
    /// One line per cell.
    Csv,
    /// An SVG picture (heat map and convergence curve).
    Svg,
    /// A few lines of figures, for grids too large to print.
    Summary,
}

/// What to show and how, for the grid commands.
#[derive(Clone, Debug, PartialEq)]
pub struct GridArgs {
    /// The `--grid` argument: built-in name, `random:WxH[:seed]` or file path.
    pub grid: String,
    /// Discount, noise and living reward.
    pub params: Params,
    /// Output format.
    pub format: Format,
    /// ASCII arrows instead of Unicode ones.
    pub ascii: bool,
    /// Decimals in the table.
    pub decimals: usize,
}

/// One parsed `rl` request.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Print the help text.
    Help,
    /// Value iteration on a grid (`max_iterations` 0: chosen from the grid size), in a precision.
    ValueIteration(GridArgs, ViOptions, Precision),
    /// Policy iteration on a grid.
    PolicyIteration(GridArgs),
    /// Q-learning on a grid, from episodes or (with `Some(path)`) from a replay file.
    QLearning(GridArgs, QOptions, Option<String>),
    /// Self-play Q-learning on a game.
    GameQLearning(String, GameQOptions, Format),
    /// Value iteration over a game's reachable positions, within a memory budget in MiB
    /// (`None`: half the machine's memory).
    SolveGame(String, Format, Option<usize>),
}

/// The help text of `sente rl`.
pub const HELP: &str = "\
usage: sente rl <command> [options]

commands:
  value-iteration   batch value iteration from V=0 (--iterations N, or until max|dV| < --tolerance)
  policy-iteration  policy iteration with exact policy evaluation
  q-learning        epsilon-greedy Q-learning from the start cell, or --replay FILE, or --game GAME
  solve-game GAME   value iteration over every reachable position of GAME (tictactoe or WxHxK);
                    prints its memory estimate on stderr first and refuses a board that would
                    need more than --memory MIB (default: half the machine's memory)
  help              this text

grid options (value-iteration, policy-iteration, q-learning):
  --grid NAME|FILE        book (default), bridge, cliff, cliff2, discount, maze, random:WxH[:seed],
                          or a layout file ('.' open, '#' wall, 'S' start, a number = exit)
  --discount G            discount in [0, 1] (default 0.9)
  --noise P               probability in [0, 1] that a move slips sideways (default 0.2)
  --living-reward R       reward for leaving a non-exit cell (default 0)
  --format F              table (default), json, csv, svg or summary
  --ascii                 arrows ^ < v > instead of the Unicode ones
  --decimals D            decimals in the table (default 2, at most 12)
value-iteration:
  --iterations N          exactly N sweeps (default: run to the tolerance)
  --tolerance T           stop after the first sweep with max|dV| < T (default 1e-9)
  --max-iterations N      give up after N sweeps when running to the tolerance (default 100000,
                          fewer on grids above 20000 cells: about 2e9 cell-updates in all)
  --precision P           f64 (default) or f32: half the memory and faster on big grids; with a
                          table, says on stderr which printed values f32 changes compared with f64
  runs longer than a second show progress on stderr (sweep, max|dV|, cell-updates/s);
  --format summary adds the throughput
q-learning:
  --alpha A               learning rate in (0, 1] (default 0.5)
  --epsilon E             exploration rate in [0, 1] (default 0.3; 0.7 with --game)
  --episodes N            number of episodes (default 1000; 100000 with --game)
  --seed S                random seed (default 1)
  --decay D               the n-th update of (s, a) uses alpha / (1 + D*n) (default 0: constant)
  --max-steps N           cut an episode after N steps (default 10000)
  --replay FILE           instead of episodes, apply the transitions of FILE, one per line:
                          x,y ACTION x',y' REWARD   (ACTION N, W, S, E or exit; next 'terminal')
  --game GAME             learn GAME (tictactoe or WxHxK) by self-play instead of a grid;
                          --report-every N sets how often the record against the engine is shown
coordinates are (x, y) with (0, 0) at the bottom left; rows are printed top first.
";

/// The words after `rl`. Help is [`HELP`] (one page for every command), so clap's own help flag
/// and subcommand are replaced by `-h`/`--help` anywhere and the `help` command.
#[derive(Parser, Debug)]
#[command(
    name = "sente rl",
    no_binary_name = true,
    disable_help_flag = true,
    disable_help_subcommand = true,
    disable_version_flag = true,
    color = clap::ColorChoice::Never
)]
struct RlLine {
    /// Print the help text.
    #[arg(short, long, global = true)]
    help: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Batch value iteration from V=0.
    #[command(visible_alias = "vi", allow_negative_numbers = true)]
    ValueIteration {
        #[command(flatten)]
        grid: GridOpts,
        /// Exactly N sweeps (default: run to the tolerance).
        #[arg(long, value_parser = whole("iterations", 0, 10_000_000))]
        iterations: Option<usize>,
        /// Stop after the first sweep with max|dV| below this.
        #[arg(long, value_parser = real("tolerance", |t| t > 0.0, "a positive number"))]
        tolerance: Option<f64>,
        /// Give up after N sweeps when running to the tolerance.
        #[arg(long, value_parser = whole("max-iterations", 1, 10_000_000))]
        max_iterations: Option<usize>,
        /// f64 (default) or f32.
        #[arg(long, value_parser = precision, default_value = "f64")]
        precision: Precision,
    },
    /// Policy iteration with exact policy evaluation.
    #[command(visible_alias = "pi", allow_negative_numbers = true)]
    PolicyIteration {
        #[command(flatten)]
        grid: GridOpts,
    },
    /// Epsilon-greedy Q-learning on a grid, from a replay file, or on a game by self-play.
    #[command(visible_alias = "ql", allow_negative_numbers = true)]
    QLearning(QArgs),
    /// Value iteration over every reachable position of a game.
    #[command(allow_negative_numbers = true)]
    SolveGame {
        /// tictactoe or WxHxK.
        game: Option<String>,
        /// The game, as an option.
        #[arg(long = "game", value_name = "GAME", conflicts_with = "game")]
        game_option: Option<String>,
        /// table (default) or json.
        #[arg(long, value_parser = format)]
        format: Option<Format>,
        /// Memory the solve may use, in MiB (default: half the machine's memory).
        #[arg(long, value_parser = whole("memory", 1, 1 << 30))]
        memory: Option<usize>,
    },
    /// The help text (any words after `help` are ignored: the page covers every command).
    Help {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
        _topic: Vec<String>,
    },
}

/// The options every grid command shares.
#[derive(Args, Debug)]
struct GridOpts {
    /// Built-in name, random:WxH[:seed], or a layout file.
    #[arg(long, default_value = "book")]
    grid: String,
    /// Discount in [0, 1].
    #[arg(long, value_parser = real("discount", |d| (0.0..=1.0).contains(&d), "a number from 0 to 1"))]
    discount: Option<f64>,
    /// Probability in [0, 1] that a move slips sideways.
    #[arg(long, value_parser = real("noise", |n| (0.0..=1.0).contains(&n), "a probability from 0 to 1"))]
    noise: Option<f64>,
    /// Reward for leaving a non-exit cell.
    #[arg(long, value_parser = real("living-reward", |r| r.abs() <= 1e12, "a number within ±1e12"))]
    living_reward: Option<f64>,
    /// table, json, csv, svg or summary.
    #[arg(long, value_parser = format, default_value = "table")]
    format: Format,
    /// ASCII arrows instead of the Unicode ones.
    #[arg(long)]
    ascii: bool,
    /// Decimals in the table.
    #[arg(long, value_parser = whole("decimals", 0, 12), default_value = "2")]
    decimals: usize,
}

/// The `q-learning` options that only a grid takes (not `--game`).
const GRID_ONLY: [&str; 9] = [
    "grid",
    "discount",
    "noise",
    "living_reward",
    "ascii",
    "decimals",
    "decay",
    "max_steps",
    "replay",
];

/// The options of `q-learning`: a grid's, or with `--game` the self-play ones.
#[derive(Args, Debug)]
struct QArgs {
    /// Learn this game (tictactoe or WxHxK) by self-play instead of a grid.
    #[arg(long, conflicts_with_all = GRID_ONLY)]
    game: Option<String>,
    #[command(flatten)]
    grid: GridOpts,
    /// Learning rate in (0, 1].
    #[arg(long, value_parser = real("alpha", |a| a > 0.0 && a <= 1.0, "a learning rate in (0, 1]"))]
    alpha: Option<f64>,
    /// Exploration rate in [0, 1].
    #[arg(long, value_parser = real("epsilon", |e| (0.0..=1.0).contains(&e), "a probability from 0 to 1"))]
    epsilon: Option<f64>,
    /// Number of episodes.
    #[arg(long, value_parser = whole("episodes", 0, 100_000_000))]
    episodes: Option<usize>,
    /// Random seed.
    #[arg(long, value_parser = seed)]
    seed: Option<u64>,
    /// The n-th update of (s, a) uses alpha / (1 + D*n).
    #[arg(long, value_parser = real("decay", |d| d >= 0.0, "a number >= 0"))]
    decay: Option<f64>,
    /// Cut an episode after N steps.
    #[arg(long, value_parser = whole("max-steps", 1, 100_000_000))]
    max_steps: Option<usize>,
    /// Apply the transitions of this file instead of running episodes.
    #[arg(long)]
    replay: Option<String>,
    /// How often the record against the engine is shown (with --game).
    #[arg(long, requires = "game", conflicts_with_all = GRID_ONLY,
          value_parser = whole("report-every", 1, 10_000_000))]
    report_every: Option<usize>,
}

/// A parser of a whole number from `lo` to `hi` for `--name`.
fn whole(
    name: &'static str,
    lo: usize,
    hi: usize,
) -> impl Fn(&str) -> Result<usize, ValueError> + Clone + Send + Sync + 'static {
    move |s: &str| match s.trim().parse::<u64>() {
        Ok(v) if (lo as u64..=hi as u64).contains(&v) => Ok(v as usize),
        _ => Err(ValueError(format!(
            "--{name} {s:?} is out of range: expected a whole number from {lo} to {hi}"
        ))),
    }
}

/// A parser of a finite number accepted by `ok` for `--name` (`expected` says which).
fn real(
    name: &'static str,
    ok: fn(f64) -> bool,
    expected: &'static str,
) -> impl Fn(&str) -> Result<f64, ValueError> + Clone + Send + Sync + 'static {
    move |s: &str| match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && ok(v) => Ok(v),
        Ok(v) if v.is_finite() => Err(ValueError(format!(
            "--{name} {v} is out of range: expected {expected}"
        ))),
        _ => Err(ValueError(format!("--{name} {s:?} is not a finite number"))),
    }
}

fn seed(s: &str) -> Result<u64, ValueError> {
    s.parse().map_err(|_| {
        ValueError(format!(
            "--seed {s:?} is not a whole number from 0 to 18446744073709551615"
        ))
    })
}

fn precision(s: &str) -> Result<Precision, ValueError> {
    match s {
        "f64" => Ok(Precision::F64),
        "f32" => Ok(Precision::F32),
        other => Err(ValueError(format!(
            "--precision {other:?} is not one of f32, f64"
        ))),
    }
}

fn format(s: &str) -> Result<Format, ValueError> {
    Ok(match s {
        "table" => Format::Table,
        "json" => Format::Json,
        "csv" => Format::Csv,
        "svg" => Format::Svg,
        "summary" => Format::Summary,
        other => {
            return Err(ValueError(format!(
                "--format {other:?} is not one of table, json, csv, svg, summary"
            )))
        }
    })
}

/// Parses the words after `rl` (the command and its options).
pub fn parse(args: &[String]) -> Result<Request, UsageError> {
    let line = RlLine::try_parse_from(args).map_err(|e| usage(&e, args))?;
    if line.help {
        return Ok(Request::Help);
    }
    Ok(match line.command {
        None => {
            return Err(UsageError(
                "missing command: value-iteration, policy-iteration, q-learning or solve-game (see `sente rl help`)"
                    .into(),
            ))
        }
        Some(Command::Help { .. }) => Request::Help,
        Some(Command::ValueIteration {
            grid,
            iterations,
            tolerance,
            max_iterations,
            precision,
        }) => {
            let vi = ViOptions {
                iterations,
                tolerance: tolerance.unwrap_or(ViOptions::default().tolerance),
                // 0 = not given: the command picks a cap from the grid size (see `cli`).
                max_iterations: max_iterations.unwrap_or(0),
            };
            Request::ValueIteration(grid.into(), vi, precision)
        }
        Some(Command::PolicyIteration { grid }) => Request::PolicyIteration(grid.into()),
        Some(Command::QLearning(q)) => q.request()?,
        Some(Command::SolveGame {
            game,
            game_option,
            format,
            memory,
        }) => {
            let game = game.or(game_option).ok_or_else(|| {
                UsageError("solve-game needs a game: tictactoe or WxHxK".into())
            })?;
            Request::SolveGame(game, format.unwrap_or(Format::Table), memory)
        }
    })
}

impl From<GridOpts> for GridArgs {
    fn from(o: GridOpts) -> GridArgs {
        let d = Params::default();
        GridArgs {
            grid: o.grid,
            params: Params {
                discount: o.discount.unwrap_or(d.discount),
                noise: o.noise.unwrap_or(d.noise),
                living_reward: o.living_reward.unwrap_or(d.living_reward),
            },
            format: o.format,
            ascii: o.ascii,
            decimals: o.decimals,
        }
    }
}

impl QArgs {
    fn request(self) -> Result<Request, UsageError> {
        let Some(game) = self.game else {
            let d = QOptions::default();
            let q = QOptions {
                alpha: self.alpha.unwrap_or(d.alpha),
                epsilon: self.epsilon.unwrap_or(d.epsilon),
                episodes: self.episodes.unwrap_or(d.episodes),
                seed: self.seed.unwrap_or(d.seed),
                decay: self.decay.unwrap_or(d.decay),
                max_steps: self.max_steps.unwrap_or(d.max_steps),
            };
            return Ok(Request::QLearning(self.grid.into(), q, self.replay));
        };
        const MAX_GAME_EPISODES: usize = 10_000_000;
        if let Some(n) = self.episodes.filter(|&n| n > MAX_GAME_EPISODES) {
            return Err(UsageError(format!(
                "--episodes \"{n}\" is out of range: expected a whole number from 0 to {MAX_GAME_EPISODES}"
            )));
        }
        let d = GameQOptions::default();
        let q = GameQOptions {
            alpha: self.alpha.unwrap_or(d.alpha),
            epsilon: self.epsilon.unwrap_or(d.epsilon),
            episodes: self.episodes.unwrap_or(d.episodes),
            seed: self.seed.unwrap_or(d.seed),
            report_every: self.report_every,
        };
        Ok(Request::GameQLearning(game, q, self.grid.format))
    }
}

/// Clap's refusal of `args` as one line, in the words the `rl` commands have always used for an
/// unknown command or option.
fn usage(e: &clap::Error, args: &[String]) -> UsageError {
    let cmd = args.first().map_or("", String::as_str);
    let arg = invalid_arg(e).unwrap_or_default();
    UsageError(match e.kind() {
        ErrorKind::InvalidSubcommand => {
            let name = match e.get(ContextKind::InvalidSubcommand) {
                Some(ContextValue::String(s)) => s.as_str(),
                _ => cmd,
            };
            format!(
                "unknown command {name:?}: expected value-iteration, policy-iteration, q-learning, solve-game or help"
            )
        }
        ErrorKind::UnknownArgument if arg.starts_with('-') => {
            format!("unknown option {arg} for {cmd} (see `sente rl help`)")
        }
        ErrorKind::UnknownArgument => format!("unexpected argument {arg:?} for {cmd}"),
        _ => one_line(e),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<Request, UsageError> {
        parse(&s.split_whitespace().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn parses_and_rejects() {
        let Ok(Request::ValueIteration(g, vi, precision)) =
            p("value-iteration --grid cliff --discount=1 --iterations 5 --ascii --precision f32")
        else {
            panic!()
        };
        assert_eq!(g.grid, "cliff");
        assert_eq!(g.params.discount, 1.0);
        assert!(g.ascii);
        assert_eq!(vi.iterations, Some(5));
        assert_eq!(precision, Precision::F32);
        for bad in [
            "",
            "dance",
            "value-iteration --alpha 0.5",
            "value-iteration --discount NaN",
            "value-iteration --discount 1.5",
            "value-iteration --iterations -3",
            "value-iteration --iterations 99999999999999999999999",
            "value-iteration --grid",
            "value-iteration --ascii=1",
            "value-iteration --format xml",
            "value-iteration --precision f16",
            "policy-iteration --precision f32",
            "value-iteration --noise 0.1 --noise 0.2",
            "q-learning --episodes -1",
            "q-learning --alpha 0",
            "q-learning --seed x",
            "q-learning --decay -1",
            "q-learning --game tictactoe --grid book",
            "q-learning --report-every 5",
            "q-learning --grid book --report-every 5",
            "policy-iteration extra",
            "solve-game",
        ] {
            let e = p(bad).expect_err(bad);
            assert!(!e.0.contains('\n'), "{bad}: {e}");
        }
        assert_eq!(p("help"), Ok(Request::Help));
        assert_eq!(p("q-learning --help"), Ok(Request::Help));
    }
}
