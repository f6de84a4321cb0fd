//! The node search of one worker thread: negamax alpha-beta with principal-variation search,
//! transposition-table cutoffs (which still teach the histories on the pattern boards,
//! `table_cut.rs`), mate-distance pruning, check extensions (a fraction of a ply more where the
//! game asks, carried down the line), null-move pruning, internal iterative reduction, singular
//! extensions with multi-cut, fail-high reduction and late-move reductions where the game allows
//! them (on the pattern boards less for a quiet move whose history says it keeps cutting),
//! static evaluations corrected by the correction history where the game gives a structure key,
//! and a quiescence search over tactical moves. Results the game settles from its threats alone
//! (gomoku's quick win check) end a node at once.
//! Positions whose game is certain to end within the remaining depth are searched exactly (no
//! pruning or reductions), so small games are solved, not estimated.

use super::continuation::NO_CLASS;
use super::control::Control;
use super::live::LiveState;
use super::ordering::{score_moves, Heuristics};
use super::tt::{TranspositionTable, TtBound, TtEntry};
use crate::core::{sort_by_keys, MoveList, Outcome, PackedMove, Score};
use crate::game::Game;

mod quiescence;
mod root_reduction;
mod selectivity;
mod table_cut;

use selectivity::Selectivity;

/// Deepest ply a search may reach.
pub const MAX_PLY: usize = Score::MAX_PLY as usize;

/// How often (in nodes) a worker publishes its node count and checks the clock.
const CHECK_INTERVAL: u64 = 1024;
/// Longest principal variation kept (reports are truncated beyond it).
const PV_MAX: usize = 64;
/// Table depth recorded for subtrees searched to the end of the game: reusable at any depth.
const EXACT_DEPTH: i32 = 250;
/// Late-move pruning applies at this remaining depth and below.
const LMP_MAX_DEPTH: i32 = 4;
/// Futility pruning of quiet moves applies at this remaining depth and below.
const FUTILITY_MAX_DEPTH: i32 = 6;
/// Reverse futility pruning applies at this remaining depth and below.
const RFP_MAX_DEPTH: i32 = 7;
/// Under the sharper rules, reverse futility's margin in a node the table holds nothing for, in
/// percent of the game's margin (Rapfi's `63 − 12` at a cut node without a table hit).
const RFP_NO_ENTRY_PERCENT: i32 = 80;
/// A stale principal-variation table move (the sharper rules) is searched this many hundredths
/// of a ply shallower per ply its entry lies below the node's depth, rounded down (Rapfi's 0.28).
const STALE_MOVE_PERCENT: i32 = 28;
/// The most plies a stale principal-variation table move is searched shallower.
const STALE_MOVE_MAX_PLIES: i32 = 3;
/// History units per ply of late-move reduction a quiet move's history takes off (a negative
/// history adds), on the pattern boards. Gomoku's histories stay small (the bonus is `depth²`):
/// at 1024 only the few moves that keep cutting (about 4 % of them) are reduced less.
const HISTORY_PER_PLY: i32 = 1024;

/// The plies of late-move reduction a quiet move's `history` takes off (negative: adds), at most
/// two either way (Rapfi's reduction by its move statistics, in whole plies).
fn history_relief(history: i16) -> i32 {
    (i32::from(history) / HISTORY_PER_PLY).clamp(-2, 2)
}

/// Fractions of a ply (`Worker::frac`, `Game::check_extension_fraction`) count in this unit.
const FRACTION_UNIT: i32 = 16;
/// Marks a ply without a static evaluation (its side was in check) in `Worker::evals`.
const NO_EVAL: i32 = i32::MIN;
/// Quiescence search never goes deeper than this many plies past the horizon.
const MAX_QSEARCH_PLIES: u32 = 24;

/// The score at `ply` of a result the game settles without a search (`Game::settled_result`):
/// a win within `n` plies, or a loss within `-n`.
pub fn settled_score(n: i32, ply: usize) -> Score {
    if n > 0 {
        Score::mate_in(ply as i32 + n)
    } else {
        Score::mated_in(ply as i32 - n)
    }
}

/// Score of a finished game from the point of view of the side to move at `ply`.
pub fn outcome_score<G: Game>(game: &G, outcome: Outcome, ply: usize) -> Score {
    match outcome.winner {
        None => Score::DRAW,
        Some(w) if w == game.side_to_move() => Score::mate_in(ply as i32),
        Some(_) => Score::mated_in(ply as i32),
    }
}

/// Limits a worker enforces by itself.
#[derive(Clone, Copy, Debug, Default)]
pub struct WorkerLimits {
    /// Exact node limit (checked every node; used with one thread).
    pub nodes: Option<u64>,
    /// Hard time limit in microseconds on the control's clock.
    pub hard_us: Option<u64>,
}

/// One search thread's state.
pub struct Worker<'a, G: Game> {
    /// The position being searched (made/unmade in place).
    pub game: G,
    tt: &'a TranspositionTable,
    ctl: &'a Control,
    limits: WorkerLimits,
    /// Nodes visited by this worker in the current search.
    pub nodes: u64,
    unflushed: u64,
    /// Deepest ply reached.
    pub seldepth: usize,
    /// Set when the search was interrupted; results of the iteration are then incomplete.
    pub aborted: bool,
    /// While set, `stop` and limits are not obeyed: the main worker always completes its first
    /// iteration so that `bestmove` is a searched move, however early `stop` arrives.
    pub finish_iteration: bool,
    /// Learned ordering heuristics.
    pub heur: Heuristics,
    /// Progress reports inside an iteration (main worker only, when asked for).
    pub live: Option<LiveState<'a>>,
    pv: Vec<[PackedMove; PV_MAX]>,
    pv_len: Vec<usize>,
    key_scratch: Vec<Vec<i32>>,
    /// Per-ply move lists, kept between nodes so that a node does not clear a fresh 1024-move
    /// array (a search node or a quiescence node owns its ply's list while it runs).
    move_lists: Vec<Option<Box<MoveList<G::Move>>>>,
    quiet_lists: Vec<Option<Box<MoveList<PackedMove>>>>,
    /// Per-ply classes of the quiet moves tried (parallel to `quiet_lists`).
    quiet_classes: Vec<Vec<u32>>,
    /// The class of the move made at each ply ([`NO_CLASS`] for a null move).
    move_classes: Vec<u32>,
    /// Whether the move made at each ply built an attack of its side (`Game::makes_attack`;
    /// false for a null move).
    attacks: Vec<bool>,
    /// The game's reduction and move-count tables.
    selectivity: Selectivity,
    /// The move a singular-extension search at each ply leaves out ([`PackedMove::NONE`] in
    /// an ordinary node).
    excluded: Vec<PackedMove>,
    /// The depth of the current root iteration (extensions stop at twice it).
    root_depth: i32,
    /// Sixteenths of a ply each ply's node searches beyond its whole depth: fractional
    /// extensions (`Game::check_extension_fraction`) summed along the line, a whole ply added
    /// to the depth each time they pass one. A child inherits its parent's.
    frac: Vec<i32>,
    /// The static evaluation of the main-search node at each ply of the current line
    /// ([`NO_EVAL`] when its side was in check), for the "improving" test.
    evals: Vec<i32>,
}

impl<'a, G: Game> Worker<'a, G> {
    /// A worker searching `game`.
    pub fn new(
        game: G,
        tt: &'a TranspositionTable,
        ctl: &'a Control,
        limits: WorkerLimits,
        heur: Heuristics,
    ) -> Self {
        Worker {
            selectivity: Selectivity::for_game(&game),
            game,
            tt,
            ctl,
            limits,
            nodes: 0,
            unflushed: 0,
            seldepth: 0,
            aborted: false,
            finish_iteration: false,
            heur,
            live: None,
            pv: vec![[PackedMove::NONE; PV_MAX]; MAX_PLY + 1],
            pv_len: vec![0; MAX_PLY + 1],
            key_scratch: vec![Vec::new(); MAX_PLY + 1],
            move_lists: (0..=MAX_PLY).map(|_| None).collect(),
            quiet_lists: (0..=MAX_PLY).map(|_| None).collect(),
            quiet_classes: vec![Vec::new(); MAX_PLY + 1],
            move_classes: vec![NO_CLASS; MAX_PLY + 2],
            attacks: vec![false; MAX_PLY + 2],
            excluded: vec![PackedMove::NONE; MAX_PLY + 1],
            root_depth: 0,
            evals: vec![NO_EVAL; MAX_PLY + 1],
            frac: vec![0; MAX_PLY + 2],
        }
    }

    /// The principal variation found below the root by the last `search_root_move` call.
    pub fn child_pv(&self) -> &[PackedMove] {
        &self.pv[1][..self.pv_len[1]]
    }

    /// Publishes uncounted nodes to the shared counter.
    pub fn flush_nodes(&mut self) {
        self.ctl.add_nodes(self.unflushed);
        self.unflushed = 0;
    }

    /// Counts a node and decides whether to stop.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        self.unflushed += 1;
        if let Some(n) = self.limits.nodes {
            if self.nodes >= n {
                self.ctl.abort_workers();
            }
        }
        if self.unflushed >= CHECK_INTERVAL {
            self.flush_nodes();
            if let Some(hard) = self.limits.hard_us {
                if !self.ctl.holding() && self.ctl.clock_us() >= hard {
                    self.ctl.abort_workers();
                }
            }
            if let Some(live) = self.live.as_mut() {
                live.poll(self.nodes);
            }
        }
        if self.ctl.stopped() && !self.finish_iteration {
            self.aborted = true;
        }
        self.aborted
    }

    /// Searches the root move `m` with window (alpha, beta) to `depth`; returns its score from the
    /// root side's view. The caller handles PVS re-searches: a null window is a scout search,
    /// whose subtree is searched as non-PV nodes (pruned and cut by the table like any other),
    /// a wider one a principal-variation search.
    pub fn search_root_move(&mut self, m: G::Move, depth: i32, alpha: Score, beta: Score) -> Score {
        self.pv_len[0] = 0;
        self.root_depth = depth;
        self.move_classes[0] = self.class_of(m);
        self.attacks[0] = self.game.makes_attack(m);
        let pv_node = beta.0 - alpha.0 > 1;
        self.game.make(m);
        self.frac[1] = 0;
        let s = -self.search(depth - 1, 1, -beta, -alpha, pv_node, true);
        self.game.unmake();
        s
    }

    /// The continuation class of `m`, or [`NO_CLASS`] when the game keeps no continuation
    /// history (then no table is read or written, and the game is not asked).
    #[inline]
    fn class_of(&self, m: G::Move) -> u32 {
        if self.heur.cont.classes() == 0 {
            NO_CLASS
        } else {
            self.game.continuation_index(m)
        }
    }

    /// The start of every node: counts it, and answers at once when the search must stop (a
    /// draw score, discarded by the caller) or the game is over here.
    #[inline]
    fn enter(&mut self, ply: usize) -> Option<Score> {
        self.pv_len[ply] = 0;
        if self.tick() {
            return Some(Score::DRAW);
        }
        self.seldepth = self.seldepth.max(ply);
        self.game
            .terminal()
            .map(|o| outcome_score(&self.game, o, ply))
    }

    /// Main negamax search. `ply` counts from the root.
    pub fn search(
        &mut self,
        mut depth: i32,
        ply: usize,
        mut alpha: Score,
        mut beta: Score,
        pv_node: bool,
        allow_null: bool,
    ) -> Score {
        if let Some(s) = self.enter(ply) {
            return s;
        }
        if ply >= MAX_PLY {
            return Score(self.game.evaluate());
        }
        if let Some(n) = self.game.settled_result() {
            return settled_score(n, ply);
        }
        // Mate-distance pruning: no line from here can beat a mate already found closer to the root.
        alpha = alpha.max(Score::mated_in(ply as i32));
        beta = beta.min(Score::mate_in(ply as i32 + 1));
        if alpha >= beta {
            return alpha;
        }
        let in_check = self.game.in_check();
        let mut frac = self.frac[ply];
        if in_check {
            depth += 1;
            frac += self.game.check_extension_fraction();
            depth += frac / FRACTION_UNIT;
            frac %= FRACTION_UNIT;
        }
        if depth <= 0 {
            return self.qsearch_entered(ply, alpha, beta, 0);
        }
        let exact = self.exact_horizon(depth);
        // Set while this node is a singular-extension search leaving out the table's move: its
        // result is not the node's and is neither cut by nor stored in the table.
        let excluded = self.excluded[ply];

        let (key, tt_entry) = self.probe();
        let mut tt_move = PackedMove::NONE;
        if let Some(e) = tt_entry {
            tt_move = e.mv;
            let s = e.score.from_tt(ply as i32);
            // A proven game result (a mate score, or a subtree searched to the end of the game)
            // holds at any depth.
            let proven = s.is_mate() || e.depth >= EXACT_DEPTH;
            if !pv_node
                && excluded == PackedMove::NONE
                && (e.depth >= depth || proven)
                && e.bound.cuts(s, alpha, beta)
            {
                // Proven results, and a node facing a four (in check), teach nothing.
                if !proven && !in_check {
                    self.tt_cut_stats(tt_move, depth, ply, s >= beta);
                }
                return s;
            }
        }
        let raw_eval = self.static_eval(tt_entry);
        let corr_key = self.game.correction_key();
        let static_eval = self.corrected(raw_eval, corr_key);
        // Improving: the static evaluation is above the one of this side's previous node (two
        // plies up), or that node was in check and had none.
        self.evals[ply] = if in_check { NO_EVAL } else { static_eval };
        let improving = !in_check
            && ply >= 2
            && (self.evals[ply - 2] == NO_EVAL || static_eval > self.evals[ply - 2]);

        // Where the game asks for the sharper node rules (`Game::sharp_selectivity`).
        let sharp = self.game.sharp_selectivity();
        // Reverse futility pruning: near the horizon, a static evaluation that clears beta by a
        // margin per ply of depth is trusted without a search (only where the game gives one,
        // and not while the opponent threatens a forced win the evaluation cannot settle). The
        // sharper shape counts a ply less, two where the evaluation is improving, and trusts a
        // smaller margin where the table knows nothing of the node.
        if !pv_node
            && !exact
            && !in_check
            && depth <= RFP_MAX_DEPTH
            && !beta.is_mate()
            && !self.game.facing_threat()
        {
            if let Some(margin) = self.game.futility_margin() {
                let plies = if sharp {
                    (depth - 1 - i32::from(improving)).max(0)
                } else {
                    depth
                };
                let margin = if sharp && tt_entry.is_none() {
                    margin * RFP_NO_ENTRY_PERCENT / 100
                } else {
                    margin
                };
                if static_eval - margin * plies >= beta.0 {
                    return Score(static_eval);
                }
            }
        }

        // Null-move pruning, guarded by the game (no zugzwang-prone material, not in check),
        // from the game's least depth and where the evaluation clears beta by its margin.
        let null_terms = self.game.null_move_terms(depth);
        if !pv_node
            && !exact
            && allow_null
            && excluded == PackedMove::NONE
            && !in_check
            && depth >= null_terms.min_depth
            && static_eval >= beta.0.saturating_add(null_terms.margin)
            && !beta.is_mate()
            && self.game.null_move_allowed()
        {
            let r = null_terms.reduction;
            self.move_classes[ply] = NO_CLASS;
            self.attacks[ply] = false;
            self.game.make_null();
            self.frac[ply + 1] = frac;
            let s = -self.search(depth - 1 - r, ply + 1, -beta, -beta + 1, false, false);
            self.game.unmake_null();
            if self.aborted {
                return Score::DRAW;
            }
            if s >= beta {
                return if s.is_mate() { beta } else { s };
            }
        }

        // Internal iterative reduction (where the game asks for it): a node the table holds no
        // move for is searched a ply shallower; it is cheap, and the next iteration finds it
        // again with a move to try first.
        if !exact
            && tt_move == PackedMove::NONE
            && self.game.iir_min_depth().is_some_and(|d| depth >= d)
        {
            depth -= 1;
        }

        // A principal-variation node whose table move comes from a much shallower search (one
        // the last iterations did not choose again) is searched shallower: a ply per four of
        // the difference, three at most (the sharper rules, Rapfi's).
        if sharp && pv_node && !exact && depth > 1 {
            if let Some(e) = tt_entry.filter(|e| e.mv != PackedMove::NONE && e.depth < EXACT_DEPTH)
            {
                depth -=
                    ((depth - e.depth) * STALE_MOVE_PERCENT / 100).clamp(0, STALE_MOVE_MAX_PLIES);
                if depth <= 0 {
                    return self.qsearch_entered(ply, alpha, beta, 0);
                }
            }
        }

        // Singular extension: when every other move stays below the table's score by a margin
        // in a shallower search, the table's move is searched a ply deeper; when even that
        // lowered bound fails high, several moves beat beta and the node is cut (multi-cut).
        // Under the sharper rules a node facing a four is not tried: its forced block already
        // has the check extension (Rapfi extends the reply to a four, not tested for singularity).
        let mut singular_move = PackedMove::NONE;
        if let (Some(e), Some(margin)) = (tt_entry, self.game.singular_margin()) {
            let tt_score = e.score.from_tt(ply as i32);
            if !exact
                && excluded == PackedMove::NONE
                && depth >= self.game.singular_min_depth()
                && (ply as i32) < 2 * self.root_depth
                && !(sharp && in_check)
                && e.mv != PackedMove::NONE
                && e.depth >= depth - 3
                && e.bound != TtBound::Upper
                && !tt_score.is_mate()
            {
                let singular_beta = Score(tt_score.0 - margin * depth);
                self.excluded[ply] = e.mv;
                let s = self.search(
                    (depth - 1) / 2,
                    ply,
                    Score(singular_beta.0 - 1),
                    singular_beta,
                    false,
                    false,
                );
                self.excluded[ply] = PackedMove::NONE;
                if self.aborted {
                    return Score::DRAW;
                }
                if s < singular_beta {
                    singular_move = e.mv;
                } else if singular_beta >= beta {
                    return singular_beta;
                }
            }
        }

        let mut moves = self.move_lists[ply].take().unwrap_or_default();
        moves.clear();
        self.game.generate_candidates(&mut moves);
        if moves.is_empty() {
            self.game.generate_moves(&mut moves);
            if moves.is_empty() {
                self.move_lists[ply] = Some(moves);
                return outcome_score(&self.game, self.game.no_moves_outcome(), ply);
            }
        }
        let mut keys = std::mem::take(&mut self.key_scratch[ply]);
        let prev = self.prev_classes(ply);
        score_moves(
            &self.game, &moves, tt_move, &self.heur, ply, prev, &mut keys,
        );
        sort_by_keys(&mut moves, &mut keys);

        let side = self.game.side_to_move().index();
        let futility_margin = self
            .game
            .futility_margin()
            .filter(|_| self.game.prunes_futile_moves());
        let has_checks = self.game.has_checks();
        let original_alpha = alpha;
        // Fail-high reduction: a non-PV node whose evaluation clears beta by the game's margin
        // will most likely cut, so its moves (but those threatening to win) go a ply shallower.
        let likely_fail_high = !pv_node
            && !exact
            && !in_check
            && self
                .game
                .fail_high_margin(depth)
                .is_some_and(|m| static_eval >= beta.0.saturating_add(m));
        let mut best = -Score::INFINITE;
        let mut best_move = PackedMove::NONE;
        let mut best_tactical = false;
        let mut quiets_tried = self.quiet_lists[ply].take().unwrap_or_default();
        quiets_tried.clear();
        let mut classes_tried = std::mem::take(&mut self.quiet_classes[ply]);
        classes_tried.clear();
        for (i, &m) in moves.iter().enumerate() {
            let p = G::pack(m);
            if p == excluded {
                continue;
            }
            let tactical = self.game.is_tactical(m);
            let class = self.class_of(m);
            // Asked before the move is made, and only where a reduction could apply.
            let reducible = !exact && depth >= 3 && i >= 3 && self.game.is_reducible(m);
            let fail_high_cut = i32::from(likely_fail_high && !self.game.threatens_win(m));
            // Move-count pruning (where the game asks for it): past a count growing with depth,
            // halved when the evaluation is not improving, moves are not searched at all once a
            // move has been (fours and defences too: their order puts the ones that matter first).
            if i > 0
                && !pv_node
                && !exact
                && !in_check
                && !best.is_mate()
                && self.selectivity.beyond_move_count(depth, i, improving)
            {
                continue;
            }
            // Moves the game calls trivial at this depth (only once a move has been searched).
            if i > 0 && !exact && !best.is_mate() && self.game.trivial_at(m, depth) {
                continue;
            }
            // Late-move pruning: near the horizon, quiet moves far down a well-ordered list are
            // not searched at all once a move has been (a wide board has many such moves).
            // Checking moves are spared where the game has checks.
            if i > 0
                && !tactical
                && !pv_node
                && !exact
                && !in_check
                && depth <= LMP_MAX_DEPTH
                && quiets_tried.len() >= (3 + depth * depth) as usize
                && !best.is_mate()
                && !(has_checks && self.gives_check(m))
            {
                continue;
            }
            // Futility pruning (below) of a move the game knows gives no check, without making it.
            let futile = i > 0
                && !tactical
                && !pv_node
                && !exact
                && !in_check
                && depth <= FUTILITY_MAX_DEPTH
                && !alpha.is_mate()
                && futility_margin.is_some_and(|fm| static_eval + fm * (depth + 1) <= alpha.0);
            if futile && self.game.check_known_before(m) == Some(false) {
                quiets_tried.push(p);
                classes_tried.push(class);
                continue;
            }
            self.move_classes[ply] = class;
            self.attacks[ply] = sharp && self.game.makes_attack(m);
            // Asked before the move is made, like `reducible`.
            let relief = if reducible {
                self.game.reduction_relief(m)
            } else {
                0
            };
            if let Some(k) = self.game.key_after(m) {
                self.tt.prefetch(k);
            }
            self.game.make(m);
            self.frac[ply + 1] = frac;
            let gives_check = self.game.in_check();
            // Futility pruning: near the horizon, a quiet move that does not check cannot lift a
            // static evaluation this far below alpha (only where the game gives a margin and
            // prunes futile moves).
            if futile && !gives_check {
                self.game.unmake();
                quiets_tried.push(p);
                classes_tried.push(class);
                continue;
            }
            let mut s;
            if i == 0 {
                let extension = i32::from(p == singular_move);
                s = -self.search(
                    depth - 1 + extension - fail_high_cut,
                    ply + 1,
                    -beta,
                    -alpha,
                    pv_node,
                    true,
                );
            } else {
                // Late-move reduction for the game's reducible moves late in the list; a move
                // that gives check only where the game reduces checks (gomoku's fours).
                let mut r = 0;
                if reducible && !in_check && (!gives_check || self.game.reduces_checks()) {
                    r = self
                        .selectivity
                        .reduction(depth, i)
                        .unwrap_or(1 + (i as i32 >= 8) as i32 + (depth >= 8) as i32);
                    if pv_node {
                        r -= 1;
                    } else if sharp && !improving && r >= 2 {
                        r += 1;
                    }
                    // A continuing attack (this side's previous move built one too, Rapfi's
                    // "continuous attack") and the moves the game spares are reduced less.
                    if ply >= 2 && self.attacks[ply] && self.attacks[ply - 2] {
                        r -= 1;
                    }
                    r -= relief;
                    // A quiet move whose history says it has often cut is reduced less.
                    if sharp && !tactical {
                        r -= history_relief(self.heur.history(side, p));
                    }
                    r = r.min(depth - 2 - fail_high_cut).max(0);
                }
                let full = depth - 1 - fail_high_cut;
                s = -self.search(full - r, ply + 1, -alpha - 1, -alpha, false, true);
                if s > alpha && r > 0 {
                    s = -self.search(full, ply + 1, -alpha - 1, -alpha, false, true);
                }
                if s > alpha && s < beta && pv_node {
                    s = -self.search(depth - 1, ply + 1, -beta, -alpha, true, true);
                }
            }
            self.game.unmake();
            if self.aborted {
                self.key_scratch[ply] = keys;
                return Score::DRAW;
            }
            if s > best {
                best = s;
                if s > alpha {
                    best_move = p;
                    best_tactical = tactical;
                    alpha = s;
                    self.update_pv(ply, p);
                    if s >= beta {
                        if !tactical {
                            let bonus = self.game.history_bonus(depth);
                            self.heur.reward(side, p, class, prev, ply, bonus);
                            for (&q, &qc) in quiets_tried.iter().zip(classes_tried.iter()) {
                                self.heur.punish(side, q, qc, prev, bonus);
                            }
                        }
                        break;
                    }
                }
            }
            if !tactical {
                quiets_tried.push(p);
                classes_tried.push(class);
            }
        }
        self.key_scratch[ply] = keys;
        self.move_lists[ply] = Some(moves);
        self.quiet_lists[ply] = Some(quiets_tried);
        self.quiet_classes[ply] = classes_tried;

        if excluded != PackedMove::NONE {
            return best;
        }
        let bound = TtBound::of(best, original_alpha, beta);
        // The evaluation's error here teaches the correction history, unless the result is a
        // game result, a capture's gain, or a bound on the wrong side of the evaluation.
        if let Some((k, _)) = corr_key {
            let wrong_side = match bound {
                TtBound::Lower => best.0 <= static_eval,
                TtBound::Upper => best.0 >= static_eval,
                _ => false,
            };
            if !(in_check || exact || best.is_mate() || best_tactical || wrong_side) {
                self.heur.corr.update(side, k, best.0 - static_eval, depth);
            }
        }
        self.tt.store(
            key,
            TtEntry {
                mv: best_move,
                score: best.to_tt(ply as i32),
                eval: raw_eval,
                depth: if exact { EXACT_DEPTH } else { depth },
                bound,
            },
        );
        best
    }

    /// The classes of the moves one and two plies before `ply` ([`NO_CLASS`] before the root).
    pub(super) fn prev_classes(&self, ply: usize) -> [u32; 2] {
        [1, 2].map(|back| {
            ply.checked_sub(back)
                .map_or(NO_CLASS, |p| self.move_classes[p])
        })
    }

    /// True when `m` gives check (made and unmade to find out).
    fn gives_check(&mut self, m: G::Move) -> bool {
        self.game.make(m);
        let check = self.game.in_check();
        self.game.unmake();
        check
    }

    /// The key of the current position and its table entry, if any.
    #[inline]
    fn probe(&self) -> (u64, Option<TtEntry>) {
        let key = self.game.key();
        (key, self.tt.probe(key))
    }

    /// The static evaluation of the current position, taken from its table entry when it has one.
    #[inline]
    fn static_eval(&self, entry: Option<TtEntry>) -> i32 {
        entry.map_or_else(|| self.game.evaluate(), |e| e.eval)
    }

    /// `raw` corrected by the correction history of the position's structure key, if any.
    #[inline]
    fn corrected(&self, raw: i32, key: Option<(u64, i32)>) -> i32 {
        key.map_or(raw, |(k, div)| {
            raw + self.heur.corr.raw(self.game.side_to_move().index(), k) / div
        })
    }

    /// True when the game must be over within `depth` plies: search this subtree exactly.
    #[inline]
    fn exact_horizon(&self, depth: i32) -> bool {
        matches!(self.game.max_remaining_plies(), Some(r) if r as i32 <= depth)
    }

    fn update_pv(&mut self, ply: usize, m: PackedMove) {
        let child_len = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        let len = (child_len + 1).min(PV_MAX);
        self.pv[ply][0] = m;
        for i in 1..len {
            self.pv[ply][i] = self.pv[ply + 1][i - 1];
        }
        self.pv_len[ply] = len;
    }
}

/// The table's score for a position whose static evaluation (at `ply`) is `static_eval`, where
/// the entry's bound says the score lies beyond that evaluation on the side it bounds: a lower
/// bound above it or an upper bound below it (an exact score always); else `static_eval`.
pub(super) fn better_estimate(entry: Option<TtEntry>, ply: usize, static_eval: i32) -> i32 {
    entry.map_or(static_eval, |e| {
        let s = e.score.from_tt(ply as i32).0;
        let better = match e.bound {
            TtBound::Exact => true,
            TtBound::Lower => s > static_eval,
            TtBound::Upper => s < static_eval,
        };
        if better {
            s
        } else {
            static_eval
        }
    })
}

#[cfg(test)]
mod history_relief_tests {
    use super::*;

    #[test]
    fn only_a_large_history_moves_the_reduction_and_at_most_two_plies() {
        assert_eq!(history_relief(0), 0);
        assert_eq!(history_relief(HISTORY_PER_PLY as i16 - 1), 0);
        assert_eq!(history_relief(-(HISTORY_PER_PLY as i16) + 1), 0);
        assert_eq!(history_relief(HISTORY_PER_PLY as i16), 1);
        assert_eq!(history_relief(i16::MAX), 2);
        assert_eq!(history_relief(-3 * HISTORY_PER_PLY as i16), -2);
    }
}
