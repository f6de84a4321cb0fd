//! Hand-written argument parsing of the `rl` commands (shared by the CLI and the protocol loops):
//! `value-iteration`, `policy-iteration`, `q-learning` (on a grid or `--game`), `solve-game`, and
//! `help`. Every option takes `--name value` or `--name=value`; numbers are checked for range,
//! NaN and overflow here, so the solvers only ever see valid parameters.

use super::game_learn::GameQOptions;
use super::gridworld::Params;
use super::q_learning::QOptions;
use super::value_iteration::ViOptions;
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
    /// Value iteration on a grid (`max_iterations` 0: chosen from the grid size).
    ValueIteration(GridArgs, ViOptions),
    /// Policy iteration on a grid.
    PolicyIteration(GridArgs),
    /// Q-learning on a grid, from episodes or (with `Some(path)`) from a replay file.
    QLearning(GridArgs, QOptions, Option<String>),
    /// Self-play Q-learning on a game.
    GameQLearning(String, GameQOptions, Format),
    /// Value iteration over a game's reachable positions.
    SolveGame(String, Format),
}

/// The help text of `sente rl`.
pub const HELP: &str = "\
usage: sente rl <command> [options]

commands:
  value-iteration   batch value iteration from V=0 (--iterations N, or until max|dV| < --tolerance)
  policy-iteration  policy iteration with exact policy evaluation
  q-learning        epsilon-greedy Q-learning from the start cell, or --replay FILE, or --game GAME
  solve-game GAME   value iteration over every reachable position of GAME (tictactoe or WxHxK)
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

/// Parses the words after `rl` (the command and its options).
pub fn parse(args: &[String]) -> Result<Request, UsageError> {
    let Some((cmd, rest)) = args.split_first() else {
        return Err(UsageError(
            "missing command: value-iteration, policy-iteration, q-learning or solve-game (see `sente rl help`)"
                .into(),
        ));
    };
    let cmd = cmd.as_str();
    if matches!(cmd, "help" | "--help" | "-h") {
        return Ok(Request::Help);
    }
    let mut opts = Options::split(cmd, rest)?;
    if opts.flag("help") {
        return Ok(Request::Help);
    }
    let req = match cmd {
        "value-iteration" | "vi" => {
            let grid = grid_args(&mut opts)?;
            let mut vi = ViOptions {
                iterations: opts.int("iterations", 0, 10_000_000)?,
                ..ViOptions::default()
            };
            if let Some(t) = opts.float("tolerance")? {
                if t <= 0.0 {
                    return Err(range("tolerance", t, "a positive number"));
                }
                vi.tolerance = t;
            }
            // 0 = not given: the command picks a cap from the grid size (see `cli`).
            vi.max_iterations = opts.int("max-iterations", 1, 10_000_000)?.unwrap_or(0);
            Request::ValueIteration(grid, vi)
        }
        "policy-iteration" | "pi" => Request::PolicyIteration(grid_args(&mut opts)?),
        "q-learning" | "ql" => {
            if let Some(game) = opts.take("game")? {
                let mut q = GameQOptions::default();
                read_learning(&mut opts, &mut q.alpha, &mut q.epsilon, &mut q.seed)?;
                if let Some(n) = opts.int("episodes", 0, 10_000_000)? {
                    q.episodes = n;
                }
                if let Some(n) = opts.int("report-every", 1, 10_000_000)? {
                    q.report_every = Some(n);
                }
                let format = format(&mut opts)?;
                Request::GameQLearning(game, q, format)
            } else {
                let grid = grid_args(&mut opts)?;
                let mut q = QOptions::default();
                read_learning(&mut opts, &mut q.alpha, &mut q.epsilon, &mut q.seed)?;
                if let Some(n) = opts.int("episodes", 0, 100_000_000)? {
                    q.episodes = n;
                }
                if let Some(d) = opts.float("decay")? {
                    if d < 0.0 {
                        return Err(range("decay", d, "a number >= 0"));
                    }
                    q.decay = d;
                }
                if let Some(n) = opts.int("max-steps", 1, 100_000_000)? {
                    q.max_steps = n;
                }
                let replay = opts.take("replay")?;
                Request::QLearning(grid, q, replay)
            }
        }
        "solve-game" => {
            let game = match opts.positional.len() {
                0 => opts.take("game")?.ok_or_else(|| {
                    UsageError("solve-game needs a game: tictactoe or WxHxK".into())
                })?,
                _ => opts.positional.remove(0),
            };
            Request::SolveGame(game, format(&mut opts)?)
        }
        other => {
            return Err(UsageError(format!(
                "unknown command {other:?}: expected value-iteration, policy-iteration, q-learning, solve-game or help"
            )))
        }
    };
    opts.finish(cmd)?;
    Ok(req)
}

fn read_learning(
    opts: &mut Options,
    alpha: &mut f64,
    epsilon: &mut f64,
    seed: &mut u64,
) -> Result<(), UsageError> {
    if let Some(a) = opts.float("alpha")? {
        if !(a > 0.0 && a <= 1.0) {
            return Err(range("alpha", a, "a learning rate in (0, 1]"));
        }
        *alpha = a;
    }
    if let Some(e) = opts.float("epsilon")? {
        if !(0.0..=1.0).contains(&e) {
            return Err(range("epsilon", e, "a probability from 0 to 1"));
        }
        *epsilon = e;
    }
    if let Some(s) = opts.take("seed")? {
        *seed = s.parse().map_err(|_| {
            UsageError(format!(
                "--seed {s:?} is not a whole number from 0 to 18446744073709551615"
            ))
        })?;
    }
    Ok(())
}

fn range(name: &str, v: f64, expected: &str) -> UsageError {
    UsageError(format!("--{name} {v} is out of range: expected {expected}"))
}

fn format(opts: &mut Options) -> Result<Format, UsageError> {
    Ok(match opts.take("format")?.as_deref() {
        None | Some("table") => Format::Table,
        Some("json") => Format::Json,
        Some("csv") => Format::Csv,
        Some("svg") => Format::Svg,
        Some("summary") => Format::Summary,
        Some(other) => {
            return Err(UsageError(format!(
                "--format {other:?} is not one of table, json, csv, svg, summary"
            )))
        }
    })
}

fn grid_args(opts: &mut Options) -> Result<GridArgs, UsageError> {
    let grid = opts.take("grid")?.unwrap_or_else(|| "book".into());
    let mut params = Params::default();
    if let Some(d) = opts.float("discount")? {
        if !(0.0..=1.0).contains(&d) {
            return Err(range("discount", d, "a number from 0 to 1"));
        }
        params.discount = d;
    }
    if let Some(n) = opts.float("noise")? {
        if !(0.0..=1.0).contains(&n) {
            return Err(range("noise", n, "a probability from 0 to 1"));
        }
        params.noise = n;
    }
    if let Some(r) = opts.float("living-reward")? {
        if r.abs() > 1e12 {
            return Err(range("living-reward", r, "a number within ±1e12"));
        }
        params.living_reward = r;
    }
    let format = format(opts)?;
    let ascii = opts.flag("ascii");
    let decimals = opts.int("decimals", 0, 12)?.unwrap_or(2);
    Ok(GridArgs {
        grid,
        params,
        format,
        ascii,
        decimals,
    })
}

/// The options of one command line, consumed one by one; leftovers are errors.
struct Options {
    /// `(name, value)`; flags have `None`.
    named: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

/// Options that are flags (take no value).
const FLAGS: [&str; 2] = ["ascii", "help"];

impl Options {
    fn split(cmd: &str, args: &[String]) -> Result<Options, UsageError> {
        let mut named = Vec::new();
        let mut positional = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if let Some(body) = a.strip_prefix("--") {
                let (name, value) = match body.split_once('=') {
                    Some((n, v)) => (n.to_string(), Some(v.to_string())),
                    None => (body.to_string(), None),
                };
                if name.is_empty() {
                    return Err(UsageError(format!("{cmd}: empty option name in {a:?}")));
                }
                let value = if FLAGS.contains(&name.as_str()) {
                    if value.is_some() {
                        return Err(UsageError(format!("--{name} takes no value")));
                    }
                    None
                } else {
                    match value {
                        Some(v) => Some(v),
                        None => Some(
                            it.next()
                                .cloned()
                                .ok_or_else(|| UsageError(format!("--{name} needs a value")))?,
                        ),
                    }
                };
                if named.iter().any(|(n, _)| *n == name) {
                    return Err(UsageError(format!("--{name} is given twice")));
                }
                named.push((name, value));
            } else if a == "-h" {
                named.push(("help".into(), None));
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Options { named, positional })
    }

    fn take(&mut self, name: &str) -> Result<Option<String>, UsageError> {
        match self.named.iter().position(|(n, _)| n == name) {
            None => Ok(None),
            Some(i) => {
                let (_, v) = self.named.remove(i);
                v.map(Some)
                    .ok_or_else(|| UsageError(format!("--{name} needs a value")))
            }
        }
    }

    fn flag(&mut self, name: &str) -> bool {
        match self.named.iter().position(|(n, _)| n == name) {
            None => false,
            Some(i) => {
                self.named.remove(i);
                true
            }
        }
    }

    fn float(&mut self, name: &str) -> Result<Option<f64>, UsageError> {
        let Some(s) = self.take(name)? else {
            return Ok(None);
        };
        match s.trim().parse::<f64>() {
            Ok(v) if v.is_finite() => Ok(Some(v)),
            _ => Err(UsageError(format!("--{name} {s:?} is not a finite number"))),
        }
    }

    fn int(&mut self, name: &str, lo: usize, hi: usize) -> Result<Option<usize>, UsageError> {
        let Some(s) = self.take(name)? else {
            return Ok(None);
        };
        match s.trim().parse::<u64>() {
            Ok(v) if (lo as u64..=hi as u64).contains(&v) => Ok(Some(v as usize)),
            _ => Err(UsageError(format!(
                "--{name} {s:?} is out of range: expected a whole number from {lo} to {hi}"
            ))),
        }
    }

    fn finish(self, cmd: &str) -> Result<(), UsageError> {
        if let Some((name, _)) = self.named.first() {
            return Err(UsageError(format!(
                "unknown option --{name} for {cmd} (see `sente rl help`)"
            )));
        }
        if let Some(p) = self.positional.first() {
            return Err(UsageError(format!("unexpected argument {p:?} for {cmd}")));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<Request, UsageError> {
        parse(&s.split_whitespace().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn parses_and_rejects() {
        let Ok(Request::ValueIteration(g, vi)) =
            p("value-iteration --grid cliff --discount=1 --iterations 5 --ascii")
        else {
            panic!()
        };
        assert_eq!(g.grid, "cliff");
        assert_eq!(g.params.discount, 1.0);
        assert!(g.ascii);
        assert_eq!(vi.iterations, Some(5));
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
            "value-iteration --noise 0.1 --noise 0.2",
            "q-learning --episodes -1",
            "q-learning --alpha 0",
            "q-learning --seed x",
            "q-learning --decay -1",
            "policy-iteration extra",
            "solve-game",
        ] {
            assert!(p(bad).is_err(), "{bad}");
        }
        assert_eq!(p("help"), Ok(Request::Help));
        assert_eq!(p("q-learning --help"), Ok(Request::Help));
    }
}
