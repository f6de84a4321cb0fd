//! Self-play Q-learning on a small k-in-a-row game (tic-tac-toe). The reachable positions are
//! enumerated once (`game_mdp::explore`) and Q lives in one flat `Vec<f64>` with a slot per edge of
//! the position graph, always from the point of view of the side to move (negamax form):
//! Q(s, m) ← (1 − α)·Q(s, m) + α·target, where target is the result of the game for the mover when
//! `m` ends it, and otherwise −max_{m'} Q(s', m') (the opponent's best reply, learned by the same
//! table). Both sides play ε-greedily. At each report the greedy policy plays the engine's own
//! search (one game with each colour), and its exact worst case over every opponent reply is
//! computed on the graph, so "never loses" is checked, not sampled.

use super::error::RlError;
use super::game_mdp::{explore, GameGraph};
use crate::core::Rng;
use crate::engine::Engine;
use crate::game::kinrow::Board;
use crate::game::{AnyGame, Game};
use crate::search::limits::Limits;

/// Largest number of positions enumerated for learning.
pub const MAX_POSITIONS: usize = 2_000_000;

/// Parameters of self-play Q-learning.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameQOptions {
    /// Learning rate α in (0, 1].
    pub alpha: f64,
    /// Exploration rate ε in [0, 1] (both sides).
    pub epsilon: f64,
    /// Number of self-play games.
    pub episodes: usize,
    /// Random seed.
    pub seed: u64,
    /// Report the record every this many episodes (default: a tenth of the episodes).
    pub report_every: Option<usize>,
}

impl Default for GameQOptions {
    /// α = 0.5, ε = 0.7 (Q-learning is off-policy: heavy exploration finds the rare lines the
    /// greedy policy must answer), 100,000 games, seed 1.
    fn default() -> GameQOptions {
        GameQOptions {
            alpha: 0.5,
            epsilon: 0.7,
            episodes: 100_000,
            seed: 1,
            report_every: None,
        }
    }
}

/// The record of the greedy policy at one point of learning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// Self-play games played so far.
    pub episodes: usize,
    /// Results of the two games against the engine (policy first, then second): wins, draws, losses.
    pub vs_engine: [u32; 3],
    /// Worst result (+1 win, 0 draw, −1 loss) of the greedy policy as first player over every
    /// sequence of opponent replies.
    pub worst_as_first: i8,
    /// The same as second player.
    pub worst_as_second: i8,
}

/// A self-play Q-learner over a game's position graph.
#[derive(Clone, Debug)]
pub struct GameLearner {
    root: Board,
    graph: GameGraph,
    q: Vec<f64>,
    opts: GameQOptions,
    rng: Rng,
    episodes: usize,
}

impl GameLearner {
    /// Enumerates the positions of `root` and starts with Q = 0.
    pub fn new(root: &Board, opts: GameQOptions) -> Result<GameLearner, RlError> {
        let graph = explore(root, MAX_POSITIONS)?;
        Ok(GameLearner {
            root: root.clone(),
            q: vec![0.0; graph.succ.len()],
            graph,
            opts,
            rng: Rng::new(opts.seed),
            episodes: 0,
        })
    }

    /// The position graph.
    pub fn graph(&self) -> &GameGraph {
        &self.graph
    }

    /// Q of each edge (successor slot) of the graph, for the side to move.
    pub fn q(&self) -> &[f64] {
        &self.q
    }

    /// Self-play games played so far.
    pub fn episodes(&self) -> usize {
        self.episodes
    }

    /// The greedy edge of position `i` (ties to the first move), if the game goes on there.
    pub fn greedy_edge(&self, i: usize) -> Option<usize> {
        let (lo, hi) = self.edges(i);
        (lo..hi).reduce(|b, e| if self.q[e] > self.q[b] { e } else { b })
    }

    fn edges(&self, i: usize) -> (usize, usize) {
        (
            self.graph.offsets[i] as usize,
            self.graph.offsets[i + 1] as usize,
        )
    }

    /// max Q over the moves of `i`, or the game result for the mover's opponent view when over.
    fn state_value(&self, i: usize) -> f64 {
        if let Some(t) = self.graph.terminal[i] {
            return t as f64;
        }
        self.greedy_edge(i).map_or(0.0, |e| self.q[e])
    }

    /// Plays one ε-greedy self-play game from the root, updating Q after every move.
    pub fn run_episode(&mut self) {
        let mut s = 0usize;
        while self.graph.terminal[s].is_none() {
            let (lo, hi) = self.edges(s);
            if lo == hi {
                break;
            }
            let e = if self.rng.next_f64() < self.opts.epsilon {
                lo + self.rng.below(hi - lo)
            } else {
                self.greedy_edge(s).unwrap_or(lo)
            };
            let next = self.graph.succ[e] as usize;
            let target = -self.state_value(next);
            let a = self.opts.alpha;
            self.q[e] = (1.0 - a) * self.q[e] + a * target;
            s = next;
        }
        self.episodes += 1;
    }

    /// The worst result for the greedy policy playing `first` (or second) over every opponent reply.
    pub fn worst_case(&self, first: bool) -> i8 {
        let mut memo = vec![i8::MIN; self.graph.len()];
        self.worst_from(0, first, &mut memo)
    }

    /// Worst result for the policy from position `i`, where the policy is to move iff `policy_moves`.
    fn worst_from(&self, i: usize, policy_moves: bool, memo: &mut [i8]) -> i8 {
        if memo[i] != i8::MIN {
            return memo[i];
        }
        let v = match self.graph.terminal[i] {
            // value for the side to move: for the policy when it is to move
            Some(t) => {
                if policy_moves {
                    t
                } else {
                    -t
                }
            }
            None if policy_moves => match self.greedy_edge(i) {
                Some(e) => self.worst_from(self.graph.succ[e] as usize, false, memo),
                None => 0,
            },
            None => {
                let (lo, hi) = self.edges(i);
                (lo..hi)
                    .map(|e| self.worst_from(self.graph.succ[e] as usize, true, memo))
                    .min()
                    .unwrap_or(0)
            }
        };
        memo[i] = v;
        v
    }

    /// Plays the greedy policy against the engine's search (full depth, one thread) once;
    /// +1 win, 0 draw, −1 loss for the policy.
    pub fn play_engine(&self, engine: &mut Engine, policy_first: bool) -> Result<i8, RlError> {
        let mut board = self.root.clone();
        let policy_side = if policy_first {
            board.side_to_move()
        } else {
            board.side_to_move().opponent()
        };
        let depth = (board.width() * board.height()) as u32 + 1;
        loop {
            if let Some(o) = board.outcome() {
                return Ok(super::game_mdp::outcome_value(o.winner, policy_side));
            }
            let i = self
                .graph
                .index_of(board.key())
                .ok_or_else(|| RlError::Unsupported("position outside the graph".into()))?;
            if board.side_to_move() == policy_side {
                let e = self
                    .greedy_edge(i)
                    .ok_or_else(|| RlError::Unsupported("no move in a running game".into()))?;
                let m = super::game_mdp::moves_of(&board)[e - self.graph.offsets[i] as usize];
                board.make(m);
            } else {
                engine.set_position(AnyGame::Kinrow(board.clone()));
                let (_, result) = engine
                    .think(Limits::depth(depth))
                    .map_err(|e| RlError::Unsupported(format!("engine: {e}")))?;
                let m = result
                    .best
                    .and_then(|p| board.unpack(p))
                    .ok_or_else(|| RlError::Unsupported("the engine found no move".into()))?;
                board.make(m);
            }
        }
    }

    /// The record of the current greedy policy.
    pub fn checkpoint(&self, engine: &mut Engine) -> Result<Checkpoint, RlError> {
        let mut vs_engine = [0u32; 3];
        for first in [true, false] {
            let r = self.play_engine(engine, first)?;
            vs_engine[(1 - r) as usize] += 1;
        }
        Ok(Checkpoint {
            episodes: self.episodes,
            vs_engine,
            worst_as_first: self.worst_case(true),
            worst_as_second: self.worst_case(false),
        })
    }
}

/// Learns `root` by self-play for `opts.episodes` games, taking a checkpoint every
/// `opts.report_every` games (and at the end); returns the learner and the checkpoints.
pub fn learn(root: &Board, opts: GameQOptions) -> Result<(GameLearner, Vec<Checkpoint>), RlError> {
    let mut learner = GameLearner::new(root, opts)?;
    let mut engine = Engine::new(crate::game::Variant::TICTACTOE);
    engine.set_threads(1);
    let every = opts
        .report_every
        .unwrap_or((opts.episodes / 10).max(1))
        .max(1);
    let mut checkpoints = Vec::new();
    for ep in 1..=opts.episodes {
        if super::stop::requested() {
            break;
        }
        learner.run_episode();
        if ep % every == 0 || ep == opts.episodes {
            checkpoints.push(learner.checkpoint(&mut engine)?);
        }
    }
    if opts.episodes == 0 {
        checkpoints.push(learner.checkpoint(&mut engine)?);
    }
    Ok((learner, checkpoints))
}

/// The name of a result value.
pub fn result_name(v: i8) -> &'static str {
    match v {
        1 => "win",
        0 => "draw",
        _ => "loss",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn learns_an_unbeatable_tictactoe_policy() {
        let root = super::super::game_mdp::parse_game("tictactoe").unwrap();
        let mut l = GameLearner::new(&root, GameQOptions::default()).unwrap();
        assert_eq!(l.graph().len(), 5478);
        for _ in 0..GameQOptions::default().episodes {
            l.run_episode();
        }
        assert_eq!((l.worst_case(true), l.worst_case(false)), (0, 0));
    }
}
