//! The `sente` binary: parses the command line, then runs the protocol loop (the default) or a tool:
//! `perft`, `bench`, `rl`, `match`, `play`, `datagen`, `tune`, `analyze`. At a terminal with no `--protocol`,
//! plain `sente` offers the console menu first.

use clap::{Parser, Subcommand};
use sente::cli_error::{invalid_arg, one_line};
use sente::game::{AnyGame, Variant};
use sente::protocol::{run_stdio, run_stdio_from, LoopOptions, Protocol};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "sente",
    version,
    about = "Tic-tac-toe, gomoku and xiangqi engine over UCI, UCCI and GTP"
)]
struct Cli {
    /// Force a protocol instead of detecting it from the first line: uci, ucci, gtp or gomocup.
    #[arg(long, global = true)]
    protocol: Option<Protocol>,
    /// The game to play (xiangqi, tictactoe, gomoku, gomokufreestyle, caro, renju; NAME-N or
    /// NAME-WxH for sizes).
    #[arg(long, global = true)]
    game: Option<Variant>,
    /// Record every line in and out, with timestamps, in FILE (for bug reports).
    #[arg(long, global = true, value_name = "FILE")]
    log_io: Option<PathBuf>,
    /// Vary among near-equal moves in the first plies of each game, seeded (the `Random Seed`
    /// option; 0, the default, always plays the best move).
    #[arg(long, value_name = "S", value_parser = clap::value_parser!(u64).range(0..=u32::MAX as u64))]
    seed: Option<u64>,
    #[command(subcommand)]
    command: Option<Tool>,
}

#[derive(Subcommand, Debug)]
enum Tool {
    /// Count the leaf nodes of the move tree (per root move, then the total).
    Perft {
        /// Plies to count.
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=12))]
        depth: u32,
        /// Start from this FEN instead of the start position.
        #[arg(long)]
        fen: Option<String>,
    },
    /// Search fixed positions at fixed depth on one thread; prints the node signature and speed.
    Bench,
    /// Reinforcement-learning solvers (value iteration, policy iteration, Q-learning).
    #[command(disable_help_flag = true)]
    Rl {
        /// Arguments of the rl command.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Play against Sente at the console (`sente play gomoku --level 5`).
    Play(PlayArgs),
    /// Self-play training positions (`sente --game xiangqi datagen --games 100 --out data.txt`).
    Datagen(sente::tools::datagen::DatagenArgs),
    /// Fit the evaluation's parameters to training data (Texel's method); writes a params file.
    Tune(TuneArgs),
    /// JSON analysis for scripts: one request per line in, one answer per line out (see README).
    Analyze(sente::tools::analyze::AnalyzeArgs),
    /// Engine-vs-engine matches (`sente match --help` lists the options).
    #[command(disable_help_flag = true)]
    Match {
        /// Arguments of the match command.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

#[derive(clap::Args, Debug)]
struct PlayArgs {
    /// tictactoe, gomoku, gomokufreestyle, renju, caro or xiangqi (default: --game or tictactoe).
    variant: Option<Variant>,
    /// Board size for the k-in-a-row games (N or WxH).
    #[arg(long)]
    size: Option<String>,
    /// Who moves first: you, engine or random.
    #[arg(long, default_value = "you")]
    first: sente::play::First,
    /// Strength from 1 (beginner) to 20 (full strength).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=20), conflicts_with = "movetime")]
    level: Option<u32>,
    /// Thinking time per move in milliseconds (full strength).
    #[arg(long)]
    movetime: Option<u64>,
    /// Plain ASCII boards (X/O stones, piece letters).
    #[arg(long)]
    ascii: bool,
    /// No colours.
    #[arg(long)]
    no_color: bool,
    /// Seed for the level noise and random choices.
    #[arg(long, hide = true)]
    seed: Option<u64>,
}

#[derive(clap::Args, Debug)]
struct TuneArgs {
    /// Training data: `FEN | score | result` lines (see `sente datagen`).
    #[arg(long)]
    data: PathBuf,
    /// Passes over the training set.
    #[arg(long, default_value_t = 100)]
    epochs: usize,
    /// Adam step size (engine units per step, roughly).
    #[arg(long, default_value_t = 1.0)]
    lr: f64,
    /// Weight of the game result in the target, 0..1 (the rest is the search score).
    #[arg(long, default_value_t = 0.5)]
    lambda: f64,
    /// Fraction of the positions held out for validation.
    #[arg(long, default_value_t = 0.1)]
    validation: f64,
    /// Positions per gradient step.
    #[arg(long, default_value_t = 16384)]
    batch: usize,
    /// Seed of the training/validation split and the shuffles.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (0 = all cores).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Where to write the parameter file.
    #[arg(long)]
    out: PathBuf,
    /// Overwrite the output file if it exists.
    #[arg(long)]
    force: bool,
    /// Title in the file's first line (default: the game's name).
    #[arg(long)]
    title: Option<String>,
    /// Fit only the parameters whose names start with one of these prefixes (comma-separated,
    /// e.g. `pse_,tempo`); the others keep their compiled-in values
    #[arg(long, value_delimiter = ',')]
    only: Vec<String>,
}

/// `sente tune`: progress on stderr, nothing on stdout; any refusal is one line and status 2.
fn tune(args: TuneArgs, game: Option<Variant>) -> ExitCode {
    let Some(variant) = game else {
        eprintln!("error: tune needs --game");
        return ExitCode::from(2);
    };
    let config = sente::tools::tune::Config {
        variant,
        data: args.data,
        epochs: args.epochs,
        lr: args.lr,
        lambda: args.lambda,
        validation: args.validation,
        batch: args.batch,
        seed: args.seed,
        out: args.out,
        force: args.force,
        title: args.title,
        only: args.only,
    };
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
    {
        Ok(pool) => pool,
        Err(e) => {
            eprintln!("error: cannot start {} threads: {e}", args.threads);
            return ExitCode::from(2);
        }
    };
    match pool.install(|| sente::tools::tune::run(&config, |line| eprintln!("{line}"))) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn play(args: PlayArgs, game: Option<Variant>) -> ExitCode {
    let mut variant = args.variant.or(game).unwrap_or(Variant::TICTACTOE);
    if let Some(size) = &args.size {
        let sized = size
            .split_once(['x', 'X'])
            .map_or_else(
                || size.parse().map(|n| (n, n)),
                |(w, h)| Ok((w.parse()?, h.parse()?)),
            )
            .ok()
            .and_then(|(w, h): (usize, usize)| variant.with_size(w, h));
        match sized {
            Some(v) => variant = v,
            None => {
                eprintln!("error: --size {size} does not fit {}", variant.name());
                return ExitCode::from(2);
            }
        }
    }
    let mut opts = sente::play::Options::new(variant);
    opts.first = args.first;
    opts.level = args.level.unwrap_or(sente::play::MAX_LEVEL);
    opts.movetime = args.movetime;
    opts.style.ascii = args.ascii;
    opts.style.color = !args.no_color && sente::play::color_on_stdout();
    opts.seed = args.seed;
    opts.status = std::io::stderr().is_terminal();
    let code = sente::play::run(std::io::stdin().lock(), std::io::stdout().lock(), &opts);
    ExitCode::from(code.clamp(0, 255) as u8)
}

/// Plain `sente` at a terminal: the menu, then a game or the protocol it names.
fn console_or_protocol(loop_opts: &LoopOptions) -> ExitCode {
    let mut base = sente::play::Options::new(loop_opts.variant.unwrap_or(Variant::TICTACTOE));
    base.style.ascii = false;
    base.style.color = sente::play::color_on_stdout();
    base.status = std::io::stderr().is_terminal();
    let choice = sente::play::menu::menu(
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &base,
    );
    match choice {
        sente::play::menu::Choice::Play(opts) => {
            let code = sente::play::run(std::io::stdin().lock(), std::io::stdout().lock(), &opts);
            ExitCode::from(code.clamp(0, 255) as u8)
        }
        sente::play::menu::Choice::Protocol(line) => {
            run_stdio_from(loop_opts, Some(line));
            ExitCode::SUCCESS
        }
        sente::play::menu::Choice::Quit => ExitCode::SUCCESS,
    }
}

fn perft(game: Option<Variant>, depth: u32, fen: Option<&str>) -> ExitCode {
    let variant = game.unwrap_or(Variant::TICTACTOE);
    let position = match fen {
        None => AnyGame::new(variant),
        Some(f) => match AnyGame::from_fen(variant, f) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: bad FEN: {e}");
                return ExitCode::from(2);
            }
        },
    };
    let start = std::time::Instant::now();
    let rows = position.perft_divide(depth);
    let mut out = std::io::stdout().lock();
    let mut total = 0u64;
    for (m, n) in rows {
        let spelled = position.format_move(
            m,
            sente::game::MoveDialect::Uci {
                one_based_ranks: false,
            },
        );
        let _ = writeln!(out, "{spelled}: {n}");
        total += n;
    }
    if depth == 0 {
        total = 1;
    }
    let _ = writeln!(out, "\nNodes searched: {total}");
    log::info!("perft {depth}: {} ms", start.elapsed().as_millis());
    ExitCode::SUCCESS
}

fn bench() -> ExitCode {
    let totals = sente::tools::bench::run(|line| eprintln!("{line}"));
    let nps = totals.nodes * 1000 / totals.millis.max(1);
    println!("Total time (ms): {}", totals.millis);
    println!("Nodes searched: {}", totals.nodes);
    println!("Nodes/second: {nps}");
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .target(env_logger::Target::Stderr)
        .init();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // An unknown game is refused on one line with status 2, as every other refusal of the
        // tools is; clap keeps its own form for the rest of the command line.
        Err(e)
            if e.kind() == clap::error::ErrorKind::ValueValidation
                && invalid_arg(&e).as_deref() == Some("--game") =>
        {
            eprintln!("error: {}", one_line(&e));
            return ExitCode::from(2);
        }
        Err(e) => e.exit(),
    };
    match cli.command {
        Some(Tool::Perft { depth, fen }) => perft(cli.game, depth, fen.as_deref()),
        Some(Tool::Bench) => bench(),
        Some(Tool::Rl { args }) => {
            let code = sente::rl::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
            ExitCode::from(code.clamp(0, 255) as u8)
        }
        Some(Tool::Match { args }) => {
            let code = sente::tournament::cli::run(
                &args,
                cli.game,
                &mut std::io::stdout(),
                &mut std::io::stderr(),
            );
            ExitCode::from(code.clamp(0, 255) as u8)
        }
        Some(Tool::Play(args)) => play(args, cli.game),
        Some(Tool::Datagen(args)) => match sente::tools::datagen::run(&args, cli.game) {
            Ok(_) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(e.exit_code())
            }
        },
        Some(Tool::Tune(args)) => tune(args, cli.game),
        Some(Tool::Analyze(args)) => {
            sente::tools::analyze::run(
                &args,
                cli.game,
                Box::new(std::io::BufReader::new(std::io::stdin())),
                Box::new(std::io::stdout()),
            );
            ExitCode::SUCCESS
        }
        None => {
            let loop_opts = LoopOptions {
                protocol: cli.protocol,
                variant: cli.game,
                log_io: cli.log_io,
                seed: cli.seed,
            };
            if cli.protocol.is_none() && std::io::stdin().is_terminal() {
                return console_or_protocol(&loop_opts);
            }
            run_stdio(&loop_opts);
            ExitCode::SUCCESS
        }
    }
}
