//! Two-player games as MDPs against a minimax opponent. Every position reachable from the root is
//! enumerated once (deduplicated by Zobrist key) into flat arrays: a successor list per position in
//! CSR form and the terminal value for the side to move. Value iteration then sweeps
//! V(s) = terminal value, or max over moves of −V(s′) (the opponent's best reply is the agent's
//! worst case), from V = 0 until nothing changes: the game-theoretic value, +1 win, 0 draw,
//! −1 loss for the side to move.

use super::error::RlError;
use crate::core::{MoveList, Side};
use crate::game::kinrow::{Board, Rule};
use crate::game::Game;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

/// A game's reachable position graph.
#[derive(Clone, Debug)]
pub struct GameGraph {
    /// Zobrist key of each position; position 0 is the root.
    pub keys: Vec<u64>,
    /// Successors of position `i` are `succ[offsets[i]..offsets[i + 1]]`, in move-generation order.
    pub offsets: Vec<u32>,
    /// Successor positions.
    pub succ: Vec<u32>,
    /// Value of finished positions for the side to move (+1, 0, −1); `None` while the game goes on.
    pub terminal: Vec<Option<i8>>,
    index: FxHashMap<u64, u32>,
}

impl GameGraph {
    /// Number of positions.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// True when there are no positions (never, once built).
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The index of the position with this key.
    pub fn index_of(&self, key: u64) -> Option<usize> {
        self.index.get(&key).map(|&i| i as usize)
    }

    /// Successors of position `i`.
    pub fn successors(&self, i: usize) -> &[u32] {
        &self.succ[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }
}

/// The result value of a finished game for `side`: +1 win, 0 draw, −1 loss.
pub fn outcome_value(winner: Option<Side>, side: Side) -> i8 {
    match winner {
        None => 0,
        Some(w) if w == side => 1,
        Some(_) => -1,
    }
}

/// Enumerates every position reachable from `root` (at most `max_positions`).
pub fn explore<G: Game>(root: &G, max_positions: usize) -> Result<GameGraph, RlError> {
    let mut b = Builder {
        keys: Vec::new(),
        index: FxHashMap::default(),
        first: Vec::new(),
        count: Vec::new(),
        edges: Vec::new(),
        terminal: Vec::new(),
        max: max_positions.min(u32::MAX as usize),
    };
    let mut g = root.clone();
    b.visit(&mut g)?;
    // Child lists were appended as each position finished (post-order); lay them out in
    // position order so that position i's successors are succ[offsets[i]..offsets[i + 1]].
    let mut offsets = Vec::with_capacity(b.keys.len() + 1);
    offsets.push(0u32);
    let mut succ = Vec::with_capacity(b.edges.len());
    for (&first, &count) in b.first.iter().zip(&b.count) {
        succ.extend_from_slice(&b.edges[first as usize..first as usize + count as usize]);
        offsets.push(succ.len() as u32);
    }
    Ok(GameGraph {
        keys: b.keys,
        offsets,
        succ,
        terminal: b.terminal,
        index: b.index,
    })
}

/// The exploration in progress: positions are numbered in the order they are first met, and each
/// one's successors are appended to `edges` once all of them are numbered.
struct Builder {
    keys: Vec<u64>,
    index: FxHashMap<u64, u32>,
    /// Where each position's successors start in `edges`.
    first: Vec<u32>,
    /// How many successors each position has.
    count: Vec<u32>,
    edges: Vec<u32>,
    terminal: Vec<Option<i8>>,
    max: usize,
}

impl Builder {
    /// Numbers `g` and everything below it; returns the id of `g`. Recursion depth is the game
    /// length, and each frame holds only heap-allocated move and child lists.
    fn visit<G: Game>(&mut self, g: &mut G) -> Result<u32, RlError> {
        let key = g.key();
        if let Some(&id) = self.index.get(&key) {
            return Ok(id);
        }
        if self.keys.len() >= self.max {
            return Err(RlError::Unsupported(format!(
                "the game has more than {} reachable positions",
                self.max
            )));
        }
        let id = self.keys.len() as u32;
        self.keys.push(key);
        self.index.insert(key, id);
        self.first.push(0);
        self.count.push(0);
        self.terminal.push(None);
        if let Some(o) = g.outcome() {
            self.terminal[id as usize] = Some(outcome_value(o.winner, g.side_to_move()));
            return Ok(id);
        }
        let moves = moves_of(g);
        let mut children = Vec::with_capacity(moves.len());
        for m in moves {
            g.make(m);
            let c = self.visit(g);
            g.unmake();
            children.push(c?);
        }
        if self.edges.len() + children.len() > u32::MAX as usize {
            return Err(RlError::Unsupported(
                "the game has more than 2^32 moves between its positions".into(),
            ));
        }
        self.first[id as usize] = self.edges.len() as u32;
        self.count[id as usize] = children.len() as u32;
        self.edges.extend_from_slice(&children);
        Ok(id)
    }
}

/// The legal moves of `g` as a heap vector (keeps recursive frames small).
pub fn moves_of<G: Game>(g: &G) -> Vec<G::Move> {
    let mut list = MoveList::new();
    g.generate_moves(&mut list);
    list.to_vec()
}

/// A solved game.
#[derive(Clone, Debug)]
pub struct SolvedGame {
    /// The position graph.
    pub graph: GameGraph,
    /// Value of each position for its side to move.
    pub values: Vec<f64>,
    /// Sweeps until no value changed (including the final, unchanged sweep).
    pub sweeps: usize,
}

impl SolvedGame {
    /// The value of the position with this key, if reachable.
    pub fn value_of(&self, key: u64) -> Option<f64> {
        self.graph.index_of(key).map(|i| self.values[i])
    }
}

/// Value iteration over the reachable positions of `root`.
pub fn solve<G: Game>(root: &G, max_positions: usize) -> Result<SolvedGame, RlError> {
    let graph = explore(root, max_positions)?;
    let n = graph.len();
    let mut old = vec![0.0f64; n];
    let mut new = vec![0.0f64; n];
    let mut sweeps = 0;
    loop {
        sweeps += 1;
        let changed = new
            .par_iter_mut()
            .enumerate()
            .map(|(i, out)| {
                let v = match graph.terminal[i] {
                    Some(t) => t as f64,
                    None => graph
                        .successors(i)
                        .iter()
                        .map(|&c| -old[c as usize])
                        .fold(f64::NEG_INFINITY, f64::max),
                };
                let v = if v.is_finite() { v } else { 0.0 };
                *out = v;
                v != old[i]
            })
            .reduce(|| false, |a, b| a || b);
        std::mem::swap(&mut old, &mut new);
        if !changed || sweeps > n + 1 {
            break;
        }
    }
    Ok(SolvedGame {
        graph,
        values: old,
        sweeps,
    })
}

/// Largest board (cells) accepted by `parse_game`: far beyond what fits in memory (the solver
/// refuses by its memory estimate first), but small enough for the estimate's arithmetic.
pub const MAX_GAME_CELLS: usize = 64;

/// Memory a solve takes per position, in bytes: the key and its index entry, the successor
/// offsets and lists (briefly twice while they are laid out), the terminal value and two value
/// arrays. Measured as the peak resident size of `sente rl solve-game 4x4x4` divided by
/// [`position_bound`] of 16 cells, rounded up, so it overstates what smaller boards need.
pub const BYTES_PER_POSITION: f64 = 120.0;

/// An upper bound on the positions of a k-in-a-row board with `cells` cells: every placement in
/// which the first player has as many stones as the second or one more. (Finished games stop
/// earlier, so fewer are reachable.)
pub fn position_bound(cells: usize) -> f64 {
    let choose =
        |n: usize, k: usize| (0..k).fold(1.0f64, |c, i| c * (n - i) as f64 / (i + 1) as f64);
    (0..=cells)
        .map(|n| choose(cells, n) * choose(n, n / 2))
        .sum()
}

/// The size of a solve before it starts: at most `positions` positions in about `bytes` bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolveEstimate {
    /// Upper bound on the reachable positions.
    pub positions: f64,
    /// Memory the solve needs for that many positions, in bytes.
    pub bytes: f64,
}

/// The estimate for solving `board`.
pub fn estimate(board: &Board) -> SolveEstimate {
    let positions = position_bound(board.width() * board.height());
    SolveEstimate {
        positions,
        bytes: positions * BYTES_PER_POSITION,
    }
}

/// A named game that can be solved or learned: `tictactoe`, or `WxHxK` for a small k-in-a-row board.
pub fn parse_game(name: &str) -> Result<Board, RlError> {
    let bad = |m: String| RlError::Unsupported(m);
    if name == "tictactoe" || name == "tic-tac-toe" {
        return Board::new(3, 3, 3, Rule::Freestyle).map_err(|e| bad(e.to_string()));
    }
    let parts: Vec<&str> = name.split(['x', 'X']).collect();
    if let [w, h, k] = parts[..] {
        if let (Ok(w), Ok(h), Ok(k)) = (w.parse::<usize>(), h.parse::<usize>(), k.parse()) {
            if w.saturating_mul(h) > MAX_GAME_CELLS {
                return Err(bad(format!(
                    "a {w}x{h} board is too large to solve exactly (at most {MAX_GAME_CELLS} cells, and far fewer fit in memory)"
                )));
            }
            return Board::new(w, h, k, Rule::Freestyle).map_err(|e| bad(e.to_string()));
        }
    }
    Err(bad(format!(
        "unknown game {name:?}: expected tictactoe or WxHxK (k in a row on a W×H board, e.g. 3x4x3)"
    )))
}
