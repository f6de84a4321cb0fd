//! The match referee judges by the real rules: recorded xiangqi games, replayed move by move
//! through `sente match`'s referee (`tournament::judge::play_game`), end where pyffish
//! (Fairy-Stockfish's rules library) ends them, with the same result and reason: checkmate and
//! stalemate lose, a repetition ends the game at the position's third occurrence (perpetual check
//! loses, else perpetual chase loses, else a draw), 120 plies without a capture draw.
//!
//! The games (`tests/data/referee/xiangqi_games.txt`) come from `examples/referee_games.rs`, the
//! verdicts (`xiangqi_verdicts.txt`) from `scripts/referee_verdicts.py`; the test needs only the
//! committed files. The k-in-a-row games are replayed the same way and checked against an
//! independent line scan (and the renju foul rules already in the code).

use sente::core::Rng;
use sente::core::Side;
use sente::game::{AnyGame, Game, MoveDialect, Variant};
use sente::tournament::driver::{Driver, DriverError, MoveRequest, Reply, ReplyMove};
use sente::tournament::judge::{play_game, GameSetup};
use sente::tournament::TimeControl;
use std::time::Duration;

const DIALECT: MoveDialect = MoveDialect::Uci {
    one_based_ranks: false,
};

/// An "engine" that plays the moves of a recorded game, then claims to have none.
struct Replay {
    name: String,
    moves: Vec<String>,
}

impl Driver for Replay {
    fn name(&self) -> &str {
        &self.name
    }
    fn dialect(&self) -> MoveDialect {
        DIALECT
    }
    fn new_game(&mut self) -> Result<(), DriverError> {
        Ok(())
    }
    fn think(&mut self, req: &MoveRequest) -> Result<Reply, DriverError> {
        let mv = match self.moves.get(req.moves.len()) {
            Some(m) => ReplyMove::Move(m.clone()),
            None => ReplyMove::NoMove("(none)".into()),
        };
        Ok(Reply {
            mv,
            score: None,
            thinking: Default::default(),
            elapsed: Duration::ZERO,
        })
    }
    fn quit(&mut self) {}
}

/// Plays `moves` through the referee; returns the plies played and the verdict's text.
fn referee(start: AnyGame, moves: &[String]) -> (usize, Option<Side>, String) {
    let start_fen = Some(start.fen());
    let setup = GameSetup {
        start,
        start_fen,
        opening: Vec::new(),
        tc: [TimeControl::Nodes(1); 2],
        margin_ms: 0,
        move_timeout: Duration::from_secs(60),
        draw: None,
        resign: None,
        max_plies: None,
    };
    let mut a = Replay {
        name: "first".into(),
        moves: moves.to_vec(),
    };
    let mut b = Replay {
        name: "second".into(),
        moves: moves.to_vec(),
    };
    let (record, _) = play_game(&setup, [&mut a, &mut b]);
    (
        record.moves.len(),
        record.verdict.winner,
        record.verdict.reason,
    )
}

fn result_text(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "1-0",
        Some(Side::Second) => "0-1",
        None => "1/2-1/2",
    }
}

#[test]
fn xiangqi_games_end_where_pyffish_ends_them() {
    let games = include_str!("data/referee/xiangqi_games.txt");
    let verdicts = include_str!("data/referee/xiangqi_verdicts.txt");
    let games: Vec<(AnyGame, Vec<String>)> = games
        .lines()
        .map(|l| {
            let (start, moves) = match l.split_once('|') {
                Some((fen, moves)) => (
                    AnyGame::from_fen(Variant::Xiangqi, fen.trim()).expect("a valid FEN"),
                    moves,
                ),
                None => (AnyGame::new(Variant::Xiangqi), l),
            };
            (
                start,
                moves.split_whitespace().map(str::to_string).collect(),
            )
        })
        .collect();
    let verdicts: Vec<&str> = verdicts.lines().collect();
    assert!(games.len() >= 200, "at least 200 recorded games");
    assert_eq!(games.len(), verdicts.len());
    let mut reasons = std::collections::BTreeMap::new();
    let mut wrong = Vec::new();
    for (i, ((start, moves), expected)) in games.iter().zip(&verdicts).enumerate() {
        let mut words = expected.splitn(4, ' ');
        let (_, ply, result, reason) = (
            words.next(),
            words.next().expect("ply"),
            words.next().expect("result"),
            words.next().expect("reason"),
        );
        *reasons.entry(reason).or_insert(0) += 1;
        let (played, winner, why) = referee(start.clone(), moves);
        let got = if ply == "-" {
            // The rules never end it: the referee must let every recorded move be played (the
            // replay then claims no move, which loses).
            if played == moves.len() {
                None
            } else {
                Some(format!("{played} {} {why}", result_text(winner)))
            }
        } else if format!("{played} {} {why}", result_text(winner))
            == format!("{ply} {result} {reason}")
        {
            None
        } else {
            Some(format!("{played} {} {why}", result_text(winner)))
        };
        if let Some(got) = got {
            wrong.push(format!(
                "game {i}: expected '{ply} {result} {reason}', referee '{got}'"
            ));
        }
    }
    for kind in [
        "repetition",
        "perpetual check",
        "perpetual chase",
        "checkmate",
        "stalemate",
        "move limit",
    ] {
        assert!(reasons.contains_key(kind), "the games hold a {kind}");
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A k-in-a-row game judged from scratch: five (or k) in a row by a naive scan under each rule,
/// renju fouls by the foul rules in the code, a full board. Returns the ply where the game ends
/// and the verdict the referee must give, or `None` if it goes on.
fn naive_kinrow_end(variant: Variant, moves: &[String]) -> Option<(usize, String)> {
    let mut game = AnyGame::new(variant);
    let AnyGame::Kinrow(b) = &game else {
        unreachable!("a k-in-a-row variant")
    };
    let (w, h, k, rule) = (b.width(), b.height(), b.k(), b.rule());
    let mut grid = vec![0u8; w * h];
    for (ply, text) in moves.iter().enumerate() {
        let side = if ply % 2 == 0 { 1u8 } else { 2u8 };
        let m = game.parse_move(text, DIALECT);
        if let Some(foul) = game.foul(text, DIALECT) {
            assert!(m.is_err(), "a foul is not a legal move");
            return Some((ply, format!("0-1 first: renju foul ({foul}) '{text}'")));
        }
        let m = m.expect("the recorded games play legal moves");
        let (col, row) = match &game {
            AnyGame::Kinrow(b) => {
                let cell = b.unpack(m).expect("a cell");
                b.coords(cell)
            }
            AnyGame::Xiangqi(_) => unreachable!(),
        };
        game.play(m).expect("legal");
        grid[row * w + col] = side;
        let at = |c: isize, r: isize| -> Option<u8> {
            (c >= 0 && r >= 0 && (c as usize) < w && (r as usize) < h)
                .then(|| grid[r as usize * w + c as usize])
        };
        let mut won = false;
        for (dc, dr) in [(1isize, 0isize), (0, 1), (1, 1), (1, -1)] {
            let mut len = 1;
            let mut blocked = 0;
            for sign in [1isize, -1] {
                let (mut c, mut r) = (col as isize, row as isize);
                loop {
                    c += dc * sign;
                    r += dr * sign;
                    match at(c, r) {
                        Some(v) if v == side => len += 1,
                        Some(0) | None => break,
                        Some(_) => {
                            blocked += 1;
                            break;
                        }
                    }
                }
            }
            won |= match rule.name() {
                "freestyle" => len >= k,
                "standard" => len == k,
                "caro" => len >= k && blocked < 2,
                _ => len == k || (side == 2 && len > k),
            };
        }
        let winner = if side == 1 { "1-0" } else { "0-1" };
        if won {
            return Some((ply + 1, format!("{winner} line completed")));
        }
        if ply + 1 == w * h {
            return Some((ply + 1, "1/2-1/2 full board".into()));
        }
    }
    None
}

/// A seeded random k-in-a-row game: stones near earlier ones, often extending a line, black
/// allowed to play renju fouls (the referee must catch them).
fn random_kinrow_game(variant: Variant, rng: &mut Rng, max_plies: usize) -> Vec<String> {
    let mut game = AnyGame::new(variant);
    let AnyGame::Kinrow(b) = &game else {
        unreachable!("a k-in-a-row variant")
    };
    let (w, h) = (b.width(), b.height());
    let mut moves: Vec<String> = Vec::new();
    let mut taken = vec![false; w * h];
    let mut last: Vec<(usize, usize)> = Vec::new();
    while moves.len() < max_plies && game.referee_outcome().is_none() {
        let (c, r) = if last.is_empty() {
            (w / 2, h / 2)
        } else {
            let (c0, r0) = if rng.below(3) > 0 && last.len() >= 2 {
                last[last.len() - 2] // near the mover's own previous stone
            } else {
                last[rng.below(last.len())]
            };
            let pick = |v: usize, n: usize, d: usize| (v + d).saturating_sub(2).min(n - 1);
            (pick(c0, w, rng.below(5)), pick(r0, h, rng.below(5)))
        };
        let i = if !taken[r * w + c] {
            r * w + c
        } else if rng.below(8) == 0 {
            let free: Vec<usize> = (0..w * h).filter(|&i| !taken[i]).collect();
            free[rng.below(free.len())]
        } else {
            continue;
        };
        taken[i] = true;
        let text = format!("{}{}", (b'a' + (i % w) as u8) as char, h - i / w);
        if game.foul(&text, DIALECT).is_some() {
            moves.push(text); // a foul ends the game here
            break;
        }
        push_move(&mut game, &mut moves, &mut last, text, (i % w, i / w));
    }
    moves
}

fn push_move(
    game: &mut AnyGame,
    moves: &mut Vec<String>,
    last: &mut Vec<(usize, usize)>,
    text: String,
    at: (usize, usize),
) {
    let m = game.parse_move(&text, DIALECT).expect("an empty cell");
    game.play(m).expect("legal");
    moves.push(text);
    last.push(at);
}

#[test]
fn kinrow_games_end_where_the_rules_end_them() {
    let mut rng = Rng::new(2026);
    let mut reasons = std::collections::BTreeMap::new();
    for name in [
        "gomokufreestyle",
        "gomoku",
        "renju",
        "caro",
        "gomokufreestyle-7",
        "gomoku-6",
    ] {
        let variant: Variant = name.parse().expect("a variant");
        for g in 0..60 {
            let moves = random_kinrow_game(variant, &mut rng, 400);
            let expected = naive_kinrow_end(variant, &moves);
            let (played, winner, why) = referee(AnyGame::new(variant), &moves);
            let got = format!("{played} {} {why}", result_text(winner));
            let expected = match expected {
                Some((ply, verdict)) => {
                    let kind = ["foul", "line", "full"]
                        .into_iter()
                        .find(|k| verdict.contains(k))
                        .unwrap_or("other");
                    *reasons.entry(kind).or_insert(0) += 1;
                    format!("{ply} {verdict}")
                }
                None => format!("{} 1-0 second: claims", moves.len()),
            };
            assert!(
                got.starts_with(&expected)
                    || (expected.contains("claims") && got.contains("claims")),
                "{name} game {g}: expected '{expected}', referee '{got}' ({})",
                moves.join(" ")
            );
        }
    }
    assert_eq!(reasons.len(), 3, "wins, fouls and full boards: {reasons:?}");
}
