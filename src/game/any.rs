//! `AnyGame`: the position of whichever game is being played, with the checked operations the
//! protocols need (parse a move in a dialect, play it or refuse it, undo, draw the board). Search
//! never sees this type: it matches once per `go` and runs monomorphised on the concrete game.

use super::kinrow::{self, fen::FenError, notation::CoordError, Board};
use super::tuning::{Trace, Tunable};
use super::xiangqi::{self, notation::Ranks, MoveParseError};
use super::{Game, Variant};
use crate::core::{MoveList, Outcome, PackedMove, Side};
use thiserror::Error;

/// How moves are spelled in the current session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveDialect {
    /// UCI and UCCI: drops `P@h8` for placement games; xiangqi coordinates with ranks from 0
    /// (Pikafish, UCCI) or from 1 (Fairy-Stockfish with `UCI_Variant`).
    Uci {
        /// Xiangqi ranks numbered 1–10 instead of 0–9.
        one_based_ranks: bool,
    },
    /// GTP vertices (`H8`, no letter I).
    Gtp,
    /// Gomocup `x,y`, 0-based from the top left.
    Gomocup,
}

/// Why a position could not be set up.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum PositionError {
    /// A malformed or impossible FEN for a placement game.
    #[error(transparent)]
    KinrowFen(#[from] FenError),
    /// A malformed or impossible xiangqi FEN.
    #[error(transparent)]
    Xiangqi(#[from] xiangqi::FenError),
}

/// Why a move was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in this dialect.
    #[error(transparent)]
    Coord(#[from] CoordError),
    /// The text is not a xiangqi move in this dialect.
    #[error(transparent)]
    XiangqiMove(#[from] MoveParseError),
    /// A well-formed move that the rules do not allow here.
    #[error("illegal move '{0}'")]
    Illegal(String),
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
}

/// The position of any supported game.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// Tic-tac-toe, gomoku and relatives.
    Kinrow(Board),
    /// Xiangqi.
    Xiangqi(Box<xiangqi::Position>),
}

impl AnyGame {
    /// The initial position of `variant`.
    pub fn new(variant: Variant) -> AnyGame {
        match variant {
            Variant::Kinrow {
                width,
                height,
                k,
                rule,
            } => AnyGame::Kinrow(
                Board::new(width, height, k, rule).expect("Variant guarantees a valid board"),
            ),
            Variant::Xiangqi => AnyGame::Xiangqi(Box::new(xiangqi::Position::startpos())),
        }
    }

    /// A position of `variant` from its FEN.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<AnyGame, PositionError> {
        match AnyGame::new(variant) {
            AnyGame::Kinrow(b) => Ok(AnyGame::Kinrow(kinrow::fen::from_fen(&b, fen)?)),
            AnyGame::Xiangqi(_) => Ok(AnyGame::Xiangqi(Box::new(xiangqi::Position::from_fen(
                fen,
            )?))),
        }
    }

    /// Which game this is.
    pub fn variant(&self) -> Variant {
        match self {
            AnyGame::Kinrow(b) => Variant::Kinrow {
                width: b.width(),
                height: b.height(),
                k: b.k(),
                rule: b.rule(),
            },
            AnyGame::Xiangqi(_) => Variant::Xiangqi,
        }
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        match self {
            AnyGame::Kinrow(b) => b.side_to_move(),
            AnyGame::Xiangqi(p) => p.side_to_move(),
        }
    }

    /// The position as FEN.
    pub fn fen(&self) -> String {
        match self {
            AnyGame::Kinrow(b) => b.fen(),
            AnyGame::Xiangqi(p) => p.fen(),
        }
    }

    /// The Zobrist key.
    pub fn key(&self) -> u64 {
        match self {
            AnyGame::Kinrow(b) => b.key(),
            AnyGame::Xiangqi(p) => p.key(),
        }
    }

    /// The result if the game is over, as the search sees it (a xiangqi repetition is judged at its
    /// second occurrence); referees use [`AnyGame::referee_outcome`].
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyGame::Kinrow(b) => b.outcome(),
            AnyGame::Xiangqi(p) => p.outcome(),
        }
    }

    /// The result as a referee (a match, the console) judges it: like [`AnyGame::outcome`], except
    /// that a repetition ends a xiangqi game only at the third occurrence of the position.
    pub fn referee_outcome(&self) -> Option<Outcome> {
        match self {
            AnyGame::Kinrow(b) => b.outcome(),
            AnyGame::Xiangqi(p) => p.referee_outcome(),
        }
    }

    /// Moves made since set-up.
    pub fn ply(&self) -> usize {
        match self {
            AnyGame::Kinrow(b) => b.ply(),
            AnyGame::Xiangqi(p) => p.ply(),
        }
    }

    /// Every legal move, packed, in generation order.
    pub fn legal_moves(&self) -> Vec<PackedMove> {
        match self {
            AnyGame::Kinrow(b) => packed_moves(b),
            AnyGame::Xiangqi(p) => packed_moves(p.as_ref()),
        }
    }

    /// The static evaluation from the side to move's point of view.
    pub fn evaluate(&self) -> i32 {
        match self {
            AnyGame::Kinrow(b) => b.evaluate(),
            AnyGame::Xiangqi(p) => p.evaluate(),
        }
    }

    /// The evaluator's tunable parameters: `(name, compiled-in value)` in vector order.
    pub fn eval_params(&self) -> Vec<(&'static str, i32)> {
        match self {
            AnyGame::Kinrow(b) => b.params(),
            AnyGame::Xiangqi(p) => p.params(),
        }
    }

    /// The static evaluation split into linear terms over [`AnyGame::eval_params`], from the side
    /// to move's point of view.
    pub fn eval_trace(&self, trace: &mut Trace) {
        trace.clear();
        match self {
            AnyGame::Kinrow(b) => b.trace(trace),
            AnyGame::Xiangqi(p) => p.trace(trace),
        }
    }

    /// Perft split by first move: each legal move with the leaf count below it at `depth`.
    pub fn perft_divide(&self, depth: u32) -> Vec<(PackedMove, u64)> {
        self.perft_divide_until(depth, &std::sync::atomic::AtomicBool::new(false))
            .unwrap_or_default()
    }

    /// [`AnyGame::perft_divide`] that gives up (`None`) once `stop` is raised.
    pub fn perft_divide_until(
        &self,
        depth: u32,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Option<Vec<(PackedMove, u64)>> {
        fn packed<G: Game>(
            g: &G,
            depth: u32,
            stop: &std::sync::atomic::AtomicBool,
        ) -> Option<Vec<(PackedMove, u64)>> {
            let mut g = g.clone();
            let counts = crate::game::perft::divide_until(&mut g, depth, stop)?;
            Some(counts.into_iter().map(|(m, n)| (G::pack(m), n)).collect())
        }
        match self {
            AnyGame::Kinrow(b) => packed(b, depth, stop),
            AnyGame::Xiangqi(p) => packed(p.as_ref(), depth, stop),
        }
    }

    /// The last move made, packed.
    pub fn last_move(&self) -> Option<PackedMove> {
        match self {
            AnyGame::Kinrow(b) => b.last_move().map(Board::pack),
            AnyGame::Xiangqi(p) => p.last_move().map(xiangqi::Position::pack),
        }
    }

    /// Reads a move in `dialect` and checks that it is legal here; the position is not changed.
    pub fn parse_move(&self, text: &str, dialect: MoveDialect) -> Result<PackedMove, MoveError> {
        match self {
            AnyGame::Kinrow(b) => {
                let cell = match dialect {
                    MoveDialect::Uci { .. } => kinrow::notation::parse_uci(b, text)?,
                    MoveDialect::Gtp => kinrow::notation::parse_gtp(b, text)?,
                    MoveDialect::Gomocup => kinrow::notation::parse_gomocup(b, text)?,
                };
                if b.terminal().is_some() {
                    Err(MoveError::GameOver)
                } else if !b.is_legal(cell) {
                    Err(MoveError::Illegal(text.to_string()))
                } else {
                    Ok(Board::pack(cell))
                }
            }
            AnyGame::Xiangqi(p) => {
                let m = xiangqi::notation::parse_move(text, xiangqi_ranks(dialect))?;
                // Repetition and move-limit verdicts do not stop a GUI's move list: GUIs send
                // games with repeated positions and adjudicate them themselves.
                if !p.is_legal(m) {
                    Err(MoveError::Illegal(text.chars().take(24).collect()))
                } else {
                    Ok(xiangqi::Position::pack(m))
                }
            }
        }
    }

    /// Spells a packed move in `dialect` (position-independent for every game here).
    pub fn format_move(&self, m: PackedMove, dialect: MoveDialect) -> String {
        match self {
            AnyGame::Kinrow(b) => {
                let cell = m.0.wrapping_sub(1);
                match dialect {
                    MoveDialect::Uci { .. } => kinrow::notation::to_uci(b, cell),
                    MoveDialect::Gtp => kinrow::notation::to_gtp(b, cell),
                    MoveDialect::Gomocup => kinrow::notation::to_gomocup(b, cell),
                }
            }
            AnyGame::Xiangqi(_) => {
                xiangqi::notation::format_move(xiangqi::Move(m.0), xiangqi_ranks(dialect))
            }
        }
    }

    /// The renju foul (black's double-three, double-four or overline) that the move `text` would
    /// be here, if it is one; `None` for other moves, games and rules.
    pub fn foul(&self, text: &str, dialect: MoveDialect) -> Option<kinrow::forbidden::Foul> {
        let AnyGame::Kinrow(b) = self else {
            return None;
        };
        let cell = match dialect {
            MoveDialect::Uci { .. } => kinrow::notation::parse_uci(b, text),
            MoveDialect::Gtp => kinrow::notation::parse_gtp(b, text),
            MoveDialect::Gomocup => kinrow::notation::parse_gomocup(b, text),
        }
        .ok()?;
        if b.rule().has_fouls(b.side_to_move()) {
            b.foul(cell)
        } else {
            None
        }
    }

    /// Plays a packed move if it is legal; otherwise leaves the position untouched.
    pub fn play(&mut self, m: PackedMove) -> Result<(), MoveError> {
        match self {
            AnyGame::Kinrow(b) => match b.unpack(m) {
                Some(cell) => {
                    b.make(cell);
                    Ok(())
                }
                None if b.terminal().is_some() => Err(MoveError::GameOver),
                None => Err(MoveError::Illegal(format!("{m:?}"))),
            },
            AnyGame::Xiangqi(p) => match p.unpack(m) {
                Some(mv) => {
                    p.make(mv);
                    Ok(())
                }
                None if p.terminal().is_some() => Err(MoveError::GameOver),
                None => Err(MoveError::Illegal(format!("{m:?}"))),
            },
        }
    }

    /// Takes back the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        match self {
            AnyGame::Kinrow(b) => {
                let had = b.ply() > 0;
                b.unmake();
                had
            }
            AnyGame::Xiangqi(p) => {
                let had = p.ply() > 0;
                p.unmake();
                had
            }
        }
    }

    /// A text drawing of the board for `d` / `showboard`.
    pub fn render(&self, dialect: MoveDialect) -> String {
        match self {
            AnyGame::Kinrow(b) => kinrow::render::draw(b, dialect == MoveDialect::Gtp),
            AnyGame::Xiangqi(p) => xiangqi::render::draw(p, xiangqi_ranks(dialect)),
        }
    }
}

/// Xiangqi rank numbering for a dialect: 1-based only for UCI with `one_based_ranks`.
fn xiangqi_ranks(dialect: MoveDialect) -> Ranks {
    match dialect {
        MoveDialect::Uci { one_based_ranks } => Ranks::from_one_based(one_based_ranks),
        MoveDialect::Gtp | MoveDialect::Gomocup => Ranks::ZeroBased,
    }
}

fn packed_moves<G: Game>(g: &G) -> Vec<PackedMove> {
    let mut list = MoveList::new();
    g.generate_moves(&mut list);
    list.iter().map(|&m| G::pack(m)).collect()
}
