//! Move ordering: the transposition-table move first, then tactical moves by their game-given value
//! that do not lose material by static exchange (MVV-LVA among them), then the two killer moves of
//! the ply, then the counter move to the previous move, then quiet moves by history plus
//! continuation history (one and two plies back) plus the game's own judgement of the move
//! (`Game::quiet_order_bonus`), then the losing captures.
//! Sorting is stable so equal scores keep generation order and the search stays deterministic.

use super::continuation::Continuation;
use super::correction::Correction;
use super::gravity;
use crate::core::{PackedMove, Score};
use crate::game::Game;

/// Largest size of the history table: one counter per (side, packed move).
pub const HISTORY_SIZE: usize = 2 * 65536;
/// History counters stay within ± this value.
const HISTORY_LIMIT: i32 = 16_384;

/// Per-thread heuristics learned during a search.
pub struct Heuristics {
    /// Two killer moves per ply.
    pub killers: Vec<[PackedMove; 2]>,
    /// History counters indexed by `packed move * 2 + side`, grown on the first write beyond its
    /// end (unwritten counters are 0), so a game with few moves never clears a large table.
    pub history: Vec<i16>,
    /// Continuation history and counter moves (empty for games without move classes).
    pub cont: Continuation,
    /// Static-evaluation correction history (empty for games without a structure key).
    pub corr: Correction,
}

impl Heuristics {
    /// Empty heuristics, without continuation history.
    pub fn new() -> Heuristics {
        Heuristics::with_classes(0)
    }

    /// Empty heuristics with continuation history over `classes` move classes.
    pub fn with_classes(classes: usize) -> Heuristics {
        Heuristics {
            killers: vec![[PackedMove::NONE; 2]; Score::MAX_PLY as usize + 8],
            history: Vec::new(),
            cont: Continuation::new(classes),
            corr: Correction::default(),
        }
    }

    /// Forgets the killer moves (they belong to the plies of one search tree).
    pub fn clear_killers(&mut self) {
        self.killers.fill([PackedMove::NONE; 2]);
    }

    /// The history counter of move `m` for `side`.
    #[inline]
    pub fn history(&self, side: usize, m: PackedMove) -> i16 {
        self.history
            .get(m.0 as usize * 2 + side)
            .copied()
            .unwrap_or(0)
    }

    fn history_mut(&mut self, side: usize, m: PackedMove) -> &mut i16 {
        let i = m.0 as usize * 2 + side;
        if i >= self.history.len() {
            self.history
                .resize((i + 1).next_power_of_two().clamp(256, HISTORY_SIZE), 0);
        }
        &mut self.history[i]
    }

    /// Records a quiet move of class `class` that caused a beta cutoff at `ply`, after moves of
    /// classes `prev` (one and two plies earlier); `bonus` is the game's
    /// [`history_bonus`](Game::history_bonus) for the node's depth.
    pub fn reward(
        &mut self,
        side: usize,
        m: PackedMove,
        class: u32,
        prev: [u32; 2],
        ply: usize,
        bonus: i32,
    ) {
        let k = &mut self.killers[ply];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        gravity::apply(self.history_mut(side, m), bonus, HISTORY_LIMIT);
        self.cont.set_counter(prev[0], m);
        for p in prev {
            self.cont.update(p, class, bonus);
        }
    }

    /// Lowers the history of a quiet move of class `class` that was tried and did not cut, by
    /// `malus` (the same [`history_bonus`](Game::history_bonus) as the cutting move's).
    pub fn punish(&mut self, side: usize, m: PackedMove, class: u32, prev: [u32; 2], malus: i32) {
        gravity::apply(self.history_mut(side, m), -malus, HISTORY_LIMIT);
        for p in prev {
            self.cont.update(p, class, -malus);
        }
    }
}

impl Default for Heuristics {
    fn default() -> Self {
        Self::new()
    }
}

/// Ordering key base of tactical moves that do not lose material by exchange.
const GOOD_TACTICAL: i32 = 1_000_000_000;
/// Ordering key base of tactical moves that lose material by exchange (below any history).
const BAD_TACTICAL: i32 = -1_000_000_000;

/// Ordering keys for `moves` at `ply`; higher first.
pub fn score_moves<G: Game>(
    game: &G,
    moves: &[G::Move],
    tt_move: PackedMove,
    h: &Heuristics,
    ply: usize,
    prev: [u32; 2],
    out: &mut Vec<i32>,
) {
    out.clear();
    let side = game.side_to_move().index();
    let counter = h.cont.counter(prev[0]);
    for &m in moves {
        let p = G::pack(m);
        let key = if p == tt_move {
            i32::MAX
        } else if game.is_tactical(m) {
            if game.see_ge(m, 0) {
                GOOD_TACTICAL + game.tactical_value(m)
            } else {
                // A capture that loses material by exchange goes after every quiet move.
                BAD_TACTICAL + game.tactical_value(m)
            }
        } else if p == h.killers[ply][0] {
            900_000_000
        } else if p == h.killers[ply][1] {
            800_000_000
        } else if p == counter {
            700_000_000
        } else {
            let history = i32::from(h.history(side, p)) + game.quiet_order_bonus(m);
            if h.cont.classes() == 0 {
                history
            } else {
                let class = game.continuation_index(m);
                history + h.cont.score(prev[0], class) + h.cont.score(prev[1], class)
            }
        };
        out.push(key);
    }
}
