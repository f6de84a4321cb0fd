//! Records xiangqi games for the referee replay test (`tests/referee_replay.rs`): self-play from
//! random openings, mixed with moves that seek repetitions (a piece going back where it came from),
//! checks and random moves, so that the games hold perpetual checks, chases, drawn repetitions,
//! mates and long captureless stretches. Each game goes on for a few plies past the end the
//! referee sees, so that a referee that ends games too late (or too early) is caught.
//!
//! ```sh
//! cargo run --release --example referee_games -- 240 1 > tests/data/referee/xiangqi_games.txt
//! python3 scripts/referee_verdicts.py tests/data/referee/xiangqi_games.txt \
//!     > tests/data/referee/xiangqi_verdicts.txt
//! ```
//!
//! Output: one game a line, its moves in UCI spelling with 0-based ranks, from the start position;
//! every fifth game instead starts from the start position with its capture counter at 90 plies
//! (written as `FEN | moves`), so that the 120-ply rule gets its turn.

use sente::core::Rng;
use sente::engine::Engine;
use sente::game::{AnyGame, MoveDialect, Variant};
use sente::search::Limits;
use std::io::Write;

const DIALECT: MoveDialect = MoveDialect::Uci {
    one_based_ranks: false,
};
/// Plies recorded past the referee's end of the game.
const PAST_THE_END: usize = 12;
/// No game is longer than this.
const MAX_PLIES: usize = 320;
/// The start position with 90 plies already played without a capture.
const LATE_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 90 46";
/// Nodes per searched move.
const NODES: u64 = 2_000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(240);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = Rng::new(seed);
    let mut engine = Engine::new(Variant::Xiangqi);
    let mut out = std::io::stdout().lock();
    for g in 0..games {
        let start = if g % 5 == 4 { Some(LATE_START) } else { None };
        let moves = play_one(&mut rng, &mut engine, start);
        match start {
            Some(fen) => writeln!(out, "{fen} | {}", moves.join(" ")),
            None => writeln!(out, "{}", moves.join(" ")),
        }
        .expect("stdout");
    }
}

/// Plays one game and returns its moves as text.
fn play_one(rng: &mut Rng, engine: &mut Engine, start: Option<&str>) -> Vec<String> {
    let mut game = match start {
        Some(fen) => AnyGame::from_fen(Variant::Xiangqi, fen).expect("a valid FEN"),
        None => AnyGame::new(Variant::Xiangqi),
    };
    let mut moves: Vec<String> = Vec::new();
    let opening = 2 + rng.below(6);
    // Per game, how eager each kind of move is, so that games differ in character.
    let back_and_forth = 0.15 + 0.35 * rng.next_f64();
    let checking = 0.05 + 0.25 * rng.next_f64();
    let mut ended_at = None;
    while moves.len() < MAX_PLIES {
        let mut legal = game.legal_moves();
        if start.is_some() {
            // Games from the late start keep their pieces while they can, to reach 120 plies.
            let quiet: Vec<_> = legal
                .iter()
                .copied()
                .filter(|&m| !is_capture(&game, m))
                .collect();
            if !quiet.is_empty() {
                legal = quiet;
            }
        }
        if legal.is_empty() {
            break;
        }
        if ended_at.is_none() && game.referee_outcome().is_some() {
            ended_at = Some(moves.len());
        }
        if ended_at.is_some_and(|e| moves.len() >= e + PAST_THE_END) {
            break;
        }
        let r = rng.next_f64();
        let chosen = if moves.len() < opening || r < 0.05 {
            Some(legal[rng.below(legal.len())])
        } else if r < 0.05 + back_and_forth {
            reverse_of_own_last(&game, &moves).filter(|m| legal.contains(m))
        } else if r < 0.05 + back_and_forth + checking {
            checking_move(&game, &legal, rng)
        } else {
            None
        };
        let m = chosen.unwrap_or_else(|| searched_move(engine, &game, &legal));
        moves.push(game.format_move(m, DIALECT));
        game.play(m).expect("legal move");
    }
    moves
}

/// The move that takes back the mover's previous move (`h2e2` → `e2h2`), if it is legal now.
fn reverse_of_own_last(game: &AnyGame, moves: &[String]) -> Option<sente::core::PackedMove> {
    let last = moves.len().checked_sub(2).map(|i| &moves[i])?;
    let (from, to) = last.split_at(2);
    game.parse_move(&format!("{to}{from}"), DIALECT).ok()
}

/// Whether `m` captures.
fn is_capture(game: &AnyGame, m: sente::core::PackedMove) -> bool {
    let mut g = game.clone();
    g.play(m).is_ok() && matches!(&g, AnyGame::Xiangqi(p) if p.halfmove_clock() == 0)
}

/// A random move that gives check, if there is one.
fn checking_move(
    game: &AnyGame,
    legal: &[sente::core::PackedMove],
    rng: &mut Rng,
) -> Option<sente::core::PackedMove> {
    let checks: Vec<_> = legal
        .iter()
        .copied()
        .filter(|&m| {
            let mut g = game.clone();
            g.play(m).is_ok() && matches!(&g, AnyGame::Xiangqi(p) if p.is_check())
        })
        .collect();
    (!checks.is_empty()).then(|| checks[rng.below(checks.len())])
}

/// Sente's choice at a small node budget.
fn searched_move(
    engine: &mut Engine,
    game: &AnyGame,
    legal: &[sente::core::PackedMove],
) -> sente::core::PackedMove {
    engine.set_position(game.clone());
    let limits = Limits {
        nodes: Some(NODES),
        searchmoves: legal.to_vec(),
        ..Limits::default()
    };
    engine
        .think(limits)
        .ok()
        .and_then(|(_, r)| r.best)
        .unwrap_or(legal[0])
}
