//! Entry points of the `rl` commands, shared by the `sente rl …` CLI and the protocol loops.
//! [`run`] serves the command line (results on `out`, problems on `err`, exit code 2 for anything
//! the user got wrong); [`run_line`] and [`protocol_lines`] serve a line typed into a UCI, UCCI,
//! GTP or Gomocup session and return the text for the session to frame in its own way
//! (`info string …`, one multi-line `=` reply, `MESSAGE …`).

use super::args::{self, Format, GridArgs, Request, UsageError};
use super::error::RlError;
use super::game_learn::{self, result_name, GameQOptions};
use super::game_mdp::{self, moves_of};
use super::grid_vi;
use super::gridworld::GridWorld;
use super::json;
use super::mdp::{greedy_policy, Mdp};
use super::memory;
use super::policy_iteration::policy_iteration;
use super::progress::Meter;
use super::q_learning::{parse_replay, QLearner, QOptions};
use super::real::Precision;
use super::render::{self, Curve, QSource, Report, TableStyle};
use super::svg;
use super::value_iteration::ViOptions;
use crate::game::kinrow::Board;
use crate::game::Game;
use std::io::Write;
use thiserror::Error;

/// Grids with more cells than this print a summary instead of a table.
pub const MAX_TABLE_CELLS: usize = 10_000;
/// Cell-updates value iteration may spend running to a tolerance unless `--max-iterations` says.
pub const SWEEP_BUDGET: usize = 2_000_000_000;
/// Largest grid Q-learning accepts (its table holds 5 values per cell).
pub const MAX_Q_CELLS: usize = 4_000_000;
/// Largest grid written as JSON or CSV.
pub const MAX_DUMP_CELLS: usize = 1_000_000;

/// Why an `rl` command failed.
#[derive(Debug, Error)]
pub enum CliError {
    /// The command line is wrong (unknown option, bad number, …).
    #[error("{0}")]
    Usage(#[from] UsageError),
    /// The model or a file is wrong (bad layout, bad replay, unsupported request).
    #[error("{0}")]
    Rl(#[from] RlError),
    /// Writing the output failed.
    #[error("cannot write the output: {0}")]
    Output(#[from] std::io::Error),
}

impl CliError {
    /// The exit code of the CLI: 2 for the user's mistakes, 1 when the output cannot be written.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Output(_) => 1,
            _ => 2,
        }
    }
}

/// Runs `sente rl <args…>`, writing results to `out` and problems to `err`; returns the exit code
/// (0 success, 2 bad command line, layout, file or parameter, 1 output error).
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let mut progress = |line: &str| {
        let _ = writeln!(err, "{line}");
    };
    let result = args::parse(args)
        .map_err(CliError::from)
        .and_then(|req| execute_with(&req, out, &mut progress));
    match result {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(err, "sente rl: {e}");
            if matches!(e, CliError::Usage(_)) && !e.to_string().contains("sente rl help") {
                let _ = writeln!(err, "(see `sente rl help`)");
            }
            e.exit_code()
        }
    }
}

/// Runs one `rl …` line typed into a protocol session; the text to show (lines separated by
/// `\n`, no empty lines), or an error message.
pub fn run_line(line: &str) -> Result<String, String> {
    protocol_lines(line).map(|lines| lines.join("\n"))
}

/// Runs one `rl …` line typed into a protocol session and returns its output as non-empty lines,
/// ready to be framed (`info string <line>`, `MESSAGE <line>`, or the lines of a GTP reply).
pub fn protocol_lines(line: &str) -> Result<Vec<String>, String> {
    let mut words = line.split_whitespace();
    match words.next() {
        Some("rl") => {}
        _ => return Err(format!("not an rl command: {line:?}")),
    }
    let args: Vec<String> = words.map(String::from).collect();
    let mut out = Vec::new();
    let req = args::parse(&args).map_err(|e| format!("rl: {e}"))?;
    execute(&req, &mut out).map_err(|e| format!("rl: {e}"))?;
    let text = String::from_utf8_lossy(&out);
    Ok(text
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect())
}

/// Carries out a parsed request, writing the result to `out`.
pub fn execute(req: &Request, out: &mut dyn Write) -> Result<(), CliError> {
    execute_with(req, out, &mut |_| {})
}

/// Carries out a parsed request, writing the result to `out` and, for runs longer than a
/// second, progress lines to `progress`.
pub fn execute_with(
    req: &Request,
    out: &mut dyn Write,
    progress: &mut dyn FnMut(&str),
) -> Result<(), CliError> {
    match req {
        Request::Help => out.write_all(args::HELP.as_bytes())?,
        Request::ValueIteration(ga, vi, precision) => {
            let g = load(ga)?;
            value_iteration_cmd(&g, ga, vi, *precision, out, progress)?
        }
        Request::PolicyIteration(ga) => {
            let g = load(ga)?;
            let r = policy_iteration(&g, &g.toward_exits_policy())?;
            let report = Report {
                algorithm: "policy iteration",
                grid: &g,
                values: &r.values,
                q: QSource::Model,
                policy: &r.policy,
                iterations: r.iterations,
                curve: Curve::Deltas(&r.deltas),
                converged: None,
            };
            emit(&report, ga, out)?
        }
        Request::QLearning(ga, q, replay) => {
            let g = load(ga)?;
            q_learning_cmd(&g, ga, q, replay.as_deref(), out)?
        }
        Request::GameQLearning(name, q, format) => game_q_learning_cmd(name, q, *format, out)?,
        Request::SolveGame(name, format, memory) => {
            solve_game_cmd(name, *format, *memory, out, progress)?
        }
    }
    Ok(())
}

fn load(ga: &GridArgs) -> Result<GridWorld, RlError> {
    GridWorld::load(&ga.grid)?.with_params(ga.params)
}

fn value_iteration_cmd(
    g: &GridWorld,
    ga: &GridArgs,
    vi: &ViOptions,
    precision: Precision,
    out: &mut dyn Write,
    progress: &mut dyn FnMut(&str),
) -> Result<(), CliError> {
    let mut vi = *vi;
    if vi.max_iterations == 0 {
        vi.max_iterations = (SWEEP_BUDGET / g.num_states().max(1)).clamp(100, 100_000);
    }
    let limit = (
        vi.iterations.unwrap_or(vi.max_iterations),
        vi.iterations.is_some(),
    );
    g.stencil(); // the kernel's view of the layout is set-up, not sweeping
    let mut meter = Meter::new("value iteration", g.num_states(), limit, progress);
    let r = grid_vi::value_iteration(g, &vi, precision, &mut |k, d| meter.observe(k, d));
    let throughput = meter.throughput();
    log::info!("value iteration ({}): {throughput}", precision.name());
    let table = ga.format == Format::Table && g.num_states() <= MAX_TABLE_CELLS;
    if precision == Precision::F32 && table {
        match grid_vi::f32_changes(g, &vi, &r, ga.decimals) {
            Some(changes) => log::warn!("{changes}"),
            None => log::info!("--precision f32 prints the same table as f64"),
        }
    }
    let policy = greedy_policy(g, &r.values);
    let report = Report {
        algorithm: "value iteration",
        grid: g,
        values: &r.values,
        q: QSource::Model,
        policy: &policy,
        iterations: r.iterations,
        curve: Curve::Deltas(&r.deltas),
        converged: vi.iterations.is_none().then_some(r.converged),
    };
    emit(&report, ga, out)?;
    if ga.format == Format::Summary {
        writeln!(
            out,
            "throughput: {throughput}, {} threads, {}",
            rayon::current_num_threads(),
            precision.name()
        )?;
    }
    Ok(())
}

fn q_learning_cmd(
    g: &GridWorld,
    ga: &GridArgs,
    q: &QOptions,
    replay: Option<&str>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    q.validate()?;
    if g.num_states() > MAX_Q_CELLS {
        return Err(RlError::Unsupported(format!(
            "the grid has {} cells; Q-learning is limited to {MAX_Q_CELLS}",
            g.num_states()
        ))
        .into());
    }
    let mut learner = QLearner::new(g, *q);
    let (algorithm, iterations) = match replay {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| RlError::Io {
                path: path.to_string(),
                reason: e.to_string(),
            })?;
            let steps = parse_replay(path, &text, g)?;
            for s in &steps {
                learner.update(*s);
            }
            ("q-learning replay", steps.len())
        }
        None => {
            if g.start().is_none() {
                return Err(RlError::Unsupported(format!(
                    "layout {} has no start cell S, which Q-learning needs (or use --replay FILE)",
                    g.name()
                ))
                .into());
            }
            learner.run()?;
            ("q-learning", q.episodes)
        }
    };
    let values = learner.values();
    let policy = learner.policy();
    let report = Report {
        algorithm,
        grid: g,
        values: &values,
        q: QSource::Table(learner.q()),
        policy: &policy,
        iterations,
        curve: Curve::Returns(learner.returns()),
        converged: None,
    };
    emit(&report, ga, out)
}

/// Writes a grid report in the requested format.
fn emit(r: &Report, ga: &GridArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let cells = r.grid.num_states();
    let too_big = |what: &str, limit: usize| {
        RlError::Unsupported(format!(
            "the grid has {cells} cells; {what} output is limited to {limit} (use --format summary)"
        ))
    };
    match ga.format {
        Format::Table if cells > MAX_TABLE_CELLS => {
            log::warn!("{cells} cells: printing a summary instead of a table");
            render::summary(r, out)?
        }
        Format::Table => render::table(
            r,
            TableStyle {
                ascii: ga.ascii,
                decimals: ga.decimals,
            },
            out,
        )?,
        Format::Summary => render::summary(r, out)?,
        Format::Json if cells > MAX_DUMP_CELLS => {
            return Err(too_big("JSON", MAX_DUMP_CELLS).into())
        }
        Format::Json => render::json(r, out)?,
        Format::Csv if cells > MAX_DUMP_CELLS => return Err(too_big("CSV", MAX_DUMP_CELLS).into()),
        Format::Csv => render::csv(r, out)?,
        Format::Svg => out.write_all(svg::svg(r)?.as_bytes())?,
    }
    Ok(())
}

/// Values of each first move of `board` for the side to move, by (column, row) with row 0 at the
/// bottom; `None` for occupied cells.
fn first_move_values(board: &Board, solved: &game_mdp::SolvedGame) -> Vec<Vec<Option<f64>>> {
    let mut grid = vec![vec![None; board.width()]; board.height()];
    let mut b = board.clone();
    for m in moves_of(board) {
        b.make(m);
        let v = solved.value_of(b.key()).map(|v| 0.0 - v);
        b.unmake();
        let (c, r) = board.coords(m);
        grid[r][c] = v;
    }
    grid
}

fn solve_game_cmd(
    name: &str,
    format: Format,
    memory_mib: Option<usize>,
    out: &mut dyn Write,
    progress: &mut dyn FnMut(&str),
) -> Result<(), CliError> {
    let board = game_mdp::parse_game(name)?;
    let estimate = game_mdp::estimate(&board);
    let budget = memory::budget_bytes(memory_mib);
    if estimate.bytes > budget as f64 {
        return Err(RlError::Unsupported(format!(
            "{name} would need about {} (up to {:.3e} positions), more than the {} it may use (--memory MIB)",
            memory::human(estimate.bytes),
            estimate.positions,
            memory::human(budget as f64)
        ))
        .into());
    }
    progress(&format!(
        "{name}: up to {:.0} positions, about {} of memory (may use {})",
        estimate.positions,
        memory::human(estimate.bytes),
        memory::human(budget as f64)
    ));
    let max_positions = estimate.positions.min(u32::MAX as f64) as usize;
    let solved = game_mdp::solve(&board, max_positions)?;
    let n = solved.graph.len();
    let terminal = solved.graph.terminal.iter().filter(|t| t.is_some()).count();
    let value = solved.values[0] + 0.0; // no "-0"

    let firsts = first_move_values(&board, &solved);
    match format {
        Format::Table | Format::Summary => {
            writeln!(
                out,
                "{name}: {n} positions ({terminal} finished), solved by value iteration in {} sweeps",
                solved.sweeps
            )?;
            writeln!(
                out,
                "value of the start position for the first player: {value} ({})",
                result_name(value as i8)
            )?;
            writeln!(
                out,
                "value of each first move for the first player (top row first):"
            )?;
            for row in firsts.iter().rev() {
                let cells: Vec<String> = row
                    .iter()
                    .map(|v| v.map_or("#".into(), |v| format!("{:+}", v as i64)))
                    .collect();
                writeln!(out, "{}", cells.join(" "))?;
            }
        }
        Format::Json => {
            let first_moves = firsts.into_iter().rev().collect();
            let record = json::SolvedGame {
                game: name,
                positions: n,
                finished: terminal,
                sweeps: solved.sweeps,
                value,
                first_moves,
            };
            json::write_line(&record, out)?;
        }
        Format::Csv | Format::Svg => {
            return Err(RlError::Unsupported("solve-game prints table or json only".into()).into())
        }
    }
    Ok(())
}

fn game_q_learning_cmd(
    name: &str,
    q: &GameQOptions,
    format: Format,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let board = game_mdp::parse_game(name)?;
    if board.width() * board.height() > 9 {
        return Err(RlError::Unsupported(format!(
            "q-learning --game supports boards of at most 9 cells (tic-tac-toe); {name} is larger"
        ))
        .into());
    }
    let (learner, checkpoints) = game_learn::learn(&board, *q)?;
    let last = checkpoints.last().copied();
    match format {
        Format::Table | Format::Summary => {
            writeln!(
                out,
                "self-play q-learning on {name}: {} positions, alpha {}, epsilon {}, seed {}",
                learner.graph().len(),
                q.alpha,
                q.epsilon,
                q.seed
            )?;
            writeln!(
                out,
                "episodes  vs engine (W/D/L)  worst case as first  worst case as second"
            )?;
            for c in &checkpoints {
                writeln!(
                    out,
                    "{:>8}  {:>18}  {:>19}  {:>20}",
                    c.episodes,
                    format!("{}/{}/{}", c.vs_engine[0], c.vs_engine[1], c.vs_engine[2]),
                    result_name(c.worst_as_first),
                    result_name(c.worst_as_second)
                )?;
            }
            if let Some(c) = last {
                let never_loses = c.worst_as_first >= 0 && c.worst_as_second >= 0;
                writeln!(
                    out,
                    "greedy policy after {} episodes: {}",
                    c.episodes,
                    if never_loses {
                        "never loses, whatever the opponent plays"
                    } else {
                        "can still be beaten"
                    }
                )?;
            }
        }
        Format::Json => {
            let record = json::GameLearning::new(name, learner.graph().len(), q, &checkpoints);
            json::write_line(&record, out)?;
        }
        Format::Csv => {
            writeln!(
                out,
                "episodes,wins,draws,losses,worst_as_first,worst_as_second"
            )?;
            for c in &checkpoints {
                writeln!(
                    out,
                    "{},{},{},{},{},{}",
                    c.episodes,
                    c.vs_engine[0],
                    c.vs_engine[1],
                    c.vs_engine[2],
                    c.worst_as_first,
                    c.worst_as_second
                )?;
            }
        }
        Format::Svg => {
            return Err(
                RlError::Unsupported("q-learning --game prints table, json or csv".into()).into(),
            )
        }
    }
    Ok(())
}
