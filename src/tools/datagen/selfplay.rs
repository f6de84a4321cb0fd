//! One self-play game: the random opening, then every move searched by the generic `search()` on
//! the calling thread (one search thread, `SearchConfig::default()`), under a node and/or depth
//! limit, with the worker's own transposition table cleared first — so the game depends only on
//! (seed, game index) and the settings, never on other games or on the number of threads.
//!
//! Kept positions: every searched position except those in check (in k-in-a-row: facing a four),
//! those whose best move is tactical (by default `Game::is_tactical`: a capture in xiangqi; in the
//! k-in-a-row games a move that makes or blocks an open three or more — see [`Filter`] for the
//! narrower `forcing` choice), and those with a proven win or loss score. The terminal
//! position is never searched, so never kept. Score and result are turned to the first player's
//! point of view.
//!
//! The game ends by `outcome()` (the rules as the search sees them — in xiangqi a repeated
//! position ends the game at its FIRST repetition with the search's verdict: a draw, or a loss for
//! the side that checked or chased perpetually), by the ply cap (a draw), or by adjudication: a
//! search that reports a proven win or loss ends the game with that result, since the rest would
//! only play the mate out and none of its positions would be kept.

use super::opening::{any_move, near_centre, random_opening};
use crate::core::Rng;
use crate::core::{Outcome, Score, Side};
use crate::game::{AnyGame, Game};
use crate::search::{
    search, Control, Limits, Listener, SearchConfig, SearchInfo, SearchMemory, SearchResult,
    TranspositionTable,
};
use crate::tools::datafile::DataLine;
use rayon::ThreadPool;
use std::sync::Mutex;

/// Which best moves make a position too tactical to keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Filter {
    /// `Game::is_tactical`: a capture in xiangqi; in the k-in-a-row games a move that makes or
    /// blocks an open three or more.
    #[default]
    Tactical,
    /// Not `Game::is_reducible`: the same captures in xiangqi; in the k-in-a-row games only a
    /// move that makes a four or five, or blocks an open three's open-four point (threes kept).
    Forcing,
    /// Nothing: every position whose side is not in check and whose score is not proven is
    /// kept (threat positions too, for evaluation terms that read threats).
    None,
}

impl Filter {
    /// True when a position whose best move is `m` is skipped.
    fn skips<G: Game>(self, game: &G, m: G::Move) -> bool {
        match self {
            Filter::Tactical => game.is_tactical(m),
            Filter::Forcing => !game.is_reducible(m),
            Filter::None => false,
        }
    }

    /// The filter's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Filter::Tactical => "tactical",
            Filter::Forcing => "forcing",
            Filter::None => "none",
        }
    }
}

/// How a game's moves are searched and when it stops.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    /// Limits of every move's search (nodes and/or depth).
    pub limits: Limits,
    /// Random opening plies, inclusive range.
    pub random_plies: (usize, usize),
    /// Ply cap (counted from the start position): a draw when reached.
    pub max_plies: Option<usize>,
    /// Which best moves skip a position.
    pub filter: Filter,
}

/// A finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// The game's index in the run.
    pub index: usize,
    /// Kept positions, in game order.
    pub lines: Vec<DataLine>,
    /// Plies played, random opening included.
    pub plies: usize,
    /// Nodes searched over the game.
    pub nodes: u64,
    /// What the searched positions became.
    pub counts: Counts,
}

/// What happened to the searched positions of a game (or a run): kept or filtered, and why.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Positions searched.
    pub searched: u64,
    /// Skipped: the side to move was in check (or, in k-in-a-row, facing a four).
    pub in_check: u64,
    /// Skipped: the best move was tactical.
    pub tactical: u64,
    /// Skipped: a proven win or loss (which also ends the game by adjudication).
    pub proven: u64,
}

impl Counts {
    /// Adds another game's counts.
    pub fn add(&mut self, other: &Counts) {
        self.searched += other.searched;
        self.in_check += other.in_check;
        self.tactical += other.tactical;
        self.proven += other.proven;
    }
}

/// The seed of game `index`: the run's seed and the index mixed through SplitMix64.
pub fn game_seed(seed: u64, index: usize) -> u64 {
    let mut rng = Rng::new(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    rng.next_u64()
}

/// Takes the one result of a search.
struct Capture(Mutex<Option<SearchResult>>);

impl Listener for Capture {
    fn info(&self, _: SearchInfo) {}
    fn done(&self, result: SearchResult) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(result);
    }
}

/// The game's result for the first player: 1.0, 0.5 or 0.0.
fn first_player_result(winner: Option<Side>) -> f32 {
    match winner {
        Some(Side::First) => 1.0,
        Some(Side::Second) => 0.0,
        None => 0.5,
    }
}

/// Plays game `index` from `start` (the variant's start position). `tt` is cleared first; `pool`
/// only satisfies `search()`'s signature (one search thread never uses it).
pub fn play_game(
    start: &AnyGame,
    index: usize,
    seed: u64,
    cfg: &PlayConfig,
    tt: &TranspositionTable,
    pool: &ThreadPool,
) -> GameRecord {
    tt.clear();
    let mut rng = Rng::new(game_seed(seed, index));
    match start {
        AnyGame::Kinrow(board) => {
            let mut b = board.clone();
            random_opening(&mut b, cfg.random_plies, &mut rng, &near_centre);
            play_from(b, index, cfg, tt, pool)
        }
        AnyGame::Xiangqi(position) => {
            let mut p = position.as_ref().clone();
            random_opening(&mut p, cfg.random_plies, &mut rng, &any_move);
            play_from(p, index, cfg, tt, pool)
        }
    }
}

/// Searches every move from `game` to the end; see the module doc for what is kept.
fn play_from<G: Game>(
    mut game: G,
    index: usize,
    cfg: &PlayConfig,
    tt: &TranspositionTable,
    pool: &ThreadPool,
) -> GameRecord {
    let search_cfg = SearchConfig::default();
    // The history is kept from move to move of this game only, so the game is the same whichever
    // thread plays it.
    let memory = SearchMemory::new();
    // (FEN, score for the first player) of the kept positions; the result comes at the end.
    let mut kept: Vec<(String, i32)> = Vec::new();
    let mut nodes = 0;
    let mut counts = Counts::default();
    let winner = loop {
        if cfg.max_plies.is_some_and(|cap| game.ply() >= cap) {
            break None;
        }
        if let Some(Outcome { winner, .. }) = game.outcome() {
            break winner;
        }
        let ctl = Control::new(false);
        let capture = Capture(Mutex::new(None));
        search(
            game.clone(),
            &cfg.limits,
            &search_cfg,
            tt,
            &memory,
            &ctl,
            pool,
            &capture,
        );
        let Some(result) = capture.0.into_inner().unwrap_or_else(|e| e.into_inner()) else {
            break None;
        };
        nodes += result.nodes;
        counts.searched += 1;
        let side = game.side_to_move();
        let Some(best) = result.best.and_then(|p| game.unpack(p)) else {
            // No legal move although the rules said the game goes on: call it a draw.
            break None;
        };
        if result.score.is_mate() {
            // Adjudication: a proven result is the game's result.
            counts.proven += 1;
            let mover_wins = result.score > Score::DRAW;
            break Some(if mover_wins { side } else { side.opponent() });
        }
        if game.in_check() {
            counts.in_check += 1;
        } else if cfg.filter.skips(&game, best) {
            counts.tactical += 1;
        } else {
            let score = if side == Side::First {
                result.score.0
            } else {
                -result.score.0
            };
            kept.push((game.fen(), score));
        }
        game.make(best);
    };
    let result = first_player_result(winner);
    GameRecord {
        index,
        lines: kept
            .into_iter()
            .map(|(fen, score)| DataLine { fen, score, result })
            .collect(),
        plies: game.ply(),
        nodes,
        counts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;
    use rayon::ThreadPoolBuilder;

    fn play(name: &str, index: usize) -> GameRecord {
        let variant: Variant = name.parse().expect("variant");
        let pool = ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .expect("pool");
        let tt = TranspositionTable::new(1);
        let cfg = PlayConfig {
            limits: Limits {
                nodes: Some(200),
                ..Limits::default()
            },
            random_plies: (2, 4),
            max_plies: Some(60),
            filter: Filter::Tactical,
        };
        play_game(&AnyGame::new(variant), index, 5, &cfg, &tt, &pool)
    }

    #[test]
    fn a_game_depends_only_on_seed_and_index() {
        for name in ["xiangqi", "gomoku"] {
            let a = play(name, 3);
            assert_eq!(a, play(name, 3));
            assert_ne!(a.lines, play(name, 4).lines);
            assert!(a.plies <= 60 || name == "gomoku");
            assert!(a.lines.len() as u64 <= a.counts.searched);
        }
    }

    #[test]
    fn kept_positions_are_quiet_and_from_the_first_player() {
        let rec = play("xiangqi", 0);
        let result = rec.lines.first().map(|l| l.result);
        for line in &rec.lines {
            assert_eq!(Some(line.result), result, "one result per game");
            let AnyGame::Xiangqi(p) = AnyGame::from_fen(Variant::Xiangqi, &line.fen).expect("fen")
            else {
                unreachable!()
            };
            assert!(!p.in_check());
            assert!(!Score(line.score).is_mate());
        }
        assert_eq!(first_player_result(Some(Side::First)), 1.0);
        assert_eq!(first_player_result(Some(Side::Second)), 0.0);
        assert_eq!(first_player_result(None), 0.5);
    }
}
