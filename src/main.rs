//! The `sente` binary: parses the command line, then runs the protocol loop (the default) or a tool:
//! `perft`, `bench`, `rl`, `match`.

use clap::{Parser, Subcommand};
use sente::game::{AnyGame, Variant};
use sente::protocol::{run_stdio, LoopOptions, Protocol};
use std::io::{IsTerminal, Write};
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
    /// Engine-vs-engine matches (`sente match --help` lists the options).
    #[command(disable_help_flag = true)]
    Match {
        /// Arguments of the match command.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
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
    let cli = Cli::parse();
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
        None => {
            if std::io::stdin().is_terminal() {
                eprintln!(
                    "Sente {}: type 'uci' (UCI), 'ucci' (UCCI) or a GTP command such as 'protocol_version'; 'quit' leaves.",
                    env!("CARGO_PKG_VERSION")
                );
            }
            run_stdio(&LoopOptions {
                protocol: cli.protocol,
                variant: cli.game,
            });
            ExitCode::SUCCESS
        }
    }
}
