//! Iterative deepening over the root moves: one iteration per depth, each principal variation
//! (MultiPV) searched in turn with an aspiration window around its previous score (late root
//! moves scouted shallower where the game asks, `root_reduction.rs`), root moves stably
//! re-sorted by score after every iteration. The main worker reports each iteration and
//! decides when to stop; helper workers run the same loop silently, staggered in depth.

use super::alphabeta::Worker;
use super::live::RootMoveEvent;
use super::report::{Bound, RootStats, SearchInfo};
use crate::core::{PackedMove, Score};
use crate::game::Game;

/// A root move with what the last iterations learned about it.
#[derive(Clone, Debug)]
pub struct RootMove<M> {
    /// The move.
    pub mv: M,
    /// Score from the last iteration that searched it fully (or `-INFINITE`).
    pub score: Score,
    /// Score from the iteration before.
    pub prev_score: Score,
    /// The upper bound its last null-window search returned when that search failed low
    /// (reported among the candidates, never read by the search).
    pub upper: Score,
    /// Its principal variation, starting with the move itself.
    pub pv: Vec<PackedMove>,
    /// Nodes searched below it by this worker, over all iterations (reported, never read).
    pub nodes: u64,
    /// Its index in the generated root list.
    pub order: u32,
}

impl<M> RootMove<M> {
    /// Root move `mv` (packed `packed`), the `order`-th generated, not yet searched.
    pub fn new(mv: M, packed: PackedMove, order: usize) -> RootMove<M> {
        RootMove {
            mv,
            score: -Score::INFINITE,
            prev_score: -Score::INFINITE,
            upper: -Score::INFINITE,
            pv: vec![packed],
            nodes: 0,
            order: order as u32,
        }
    }
}

/// Callback after each completed iteration: depth, the MultiPV reports, the best line.
pub type IterationCallback<'r> = &'r mut dyn FnMut(u32, Vec<SearchInfo>, &[PackedMove]) -> bool;

/// What the iteration loop needs from its caller.
pub struct IterationSettings<'r> {
    /// Maximum depth to complete.
    pub max_depth: u32,
    /// Number of principal variations.
    pub multipv: usize,
    /// First depth searched (helpers start staggered).
    pub start_depth: u32,
    /// Called after each completed iteration with its reports; returns false to stop iterating.
    pub on_iteration: Option<IterationCallback<'r>>,
    /// Called when an aspiration window fails, with the bounded report.
    pub on_bound: Option<&'r mut dyn FnMut(SearchInfo)>,
}

/// Searches root moves `rms[start..]` to `depth`, returning the best score. Moves that did not
/// raise alpha keep `-INFINITE`; the slice is stably sorted by score afterwards. When the search
/// is stopped part-way, a move that beat the first one in this search is brought to the front
/// (the others keep their order), so that the move played is the best one found so far, not the
/// one the last completed iteration preferred (Stockfish sorts its partial iteration alike).
fn search_root<G: Game>(
    w: &mut Worker<'_, G>,
    rms: &mut [RootMove<G::Move>],
    start: usize,
    depth: i32,
    mut alpha: Score,
    beta: Score,
) -> Score {
    let mut best = -Score::INFINITE;
    // The last move after the first that raised alpha in this search (the best found so far).
    let mut new_best = None;
    #[allow(clippy::needless_range_loop)] // `rms[i]` is re-borrowed after the search calls
    for i in start..rms.len() {
        let m = rms[i].mv;
        let before = w.nodes;
        let mut event = RootMoveEvent::entering(depth as u32, G::pack(m), i + 1, start + 1);
        if let Some(live) = w.live.as_mut() {
            live.enter(event, before);
        }
        let s = if i == start {
            w.search_root_move(m, depth, alpha, beta)
        } else {
            // A late root move's scout may go shallower (`root_reduction`); one that beats
            // alpha there is scouted again at full depth before it can count.
            let r = w.root_reduction(depth, i, m);
            let mut z = w.search_root_move(m, depth - r, alpha, alpha + 1);
            if r > 0 && z > alpha && !w.aborted {
                z = w.search_root_move(m, depth, alpha, alpha + 1);
            }
            if z > alpha && z < beta && !w.aborted {
                w.search_root_move(m, depth, alpha, beta)
            } else {
                z
            }
        };
        rms[i].nodes += w.nodes - before;
        if w.aborted {
            if let Some(k) = new_best {
                rms[start..=k].rotate_right(1);
            }
            return best;
        }
        if let Some(live) = w.live.as_mut() {
            event.score = s;
            event.bound = if s >= beta {
                Some(Bound::Lower)
            } else if s <= alpha {
                Some(Bound::Upper)
            } else {
                None
            };
            event.new_best = i == start || s > alpha;
            live.leave(event, rms[i].nodes);
        }
        if i == start || s > alpha {
            rms[i].score = s;
            let mut pv = Vec::with_capacity(w.child_pv().len() + 1);
            pv.push(G::pack(m));
            pv.extend_from_slice(w.child_pv());
            rms[i].pv = pv;
        } else {
            rms[i].score = -Score::INFINITE;
            rms[i].upper = s;
        }
        if s > best {
            best = s;
        }
        if s > alpha {
            alpha = s;
            if i != start {
                new_best = Some(i);
            }
            if s >= beta {
                break;
            }
        }
    }
    // Stable sort: equal scores keep their previous order (determinism).
    rms[start..].sort_by_key(|r| std::cmp::Reverse(r.score));
    best
}

/// Builds the report for root move `rm` (one of `moves` root moves) as PV number `index`
/// (1-based).
pub fn make_info<M>(
    rm: &RootMove<M>,
    (index, moves): (usize, usize),
    depth: u32,
    seldepth: usize,
    bound: Option<Bound>,
) -> SearchInfo {
    SearchInfo {
        depth,
        seldepth: seldepth as u32,
        multipv: index,
        score: if rm.score == -Score::INFINITE {
            rm.prev_score
        } else {
            rm.score
        },
        bound,
        nodes: 0,
        nps: 0,
        hashfull: 0,
        time_ms: 0,
        pv: rm.pv.clone(),
        root: RootStats {
            nodes: rm.nodes,
            order: rm.order,
            moves: moves as u32,
        },
    }
}

/// Every root move after a completed iteration, best first: the `multipv` exact lines, then
/// the others by their exact score or, when their null-window search failed low, by its upper
/// bound (the line is then the move alone); ties keep the search's order.
fn candidates<M>(
    rms: &[RootMove<M>],
    multipv: usize,
    depth: u32,
    seldepth: usize,
) -> Vec<SearchInfo> {
    let moves = rms.len();
    let mut lines: Vec<SearchInfo> = (0..multipv)
        .map(|i| make_info(&rms[i], (i + 1, moves), depth, seldepth, None))
        .collect();
    let mut rest: Vec<SearchInfo> = rms[multipv..]
        .iter()
        .map(|rm| {
            let mut info = make_info(rm, (0, moves), depth, seldepth, None);
            if rm.score == -Score::INFINITE {
                info.score = rm.upper;
                info.bound = Some(Bound::Upper);
                info.pv.truncate(1);
            }
            info
        })
        .collect();
    rest.sort_by_key(|l| std::cmp::Reverse(l.score));
    lines.extend(rest);
    for (i, line) in lines.iter_mut().enumerate() {
        line.multipv = i + 1;
    }
    lines
}

/// Runs iterative deepening until the depth limit, a stop, or `on_iteration` returning false.
/// Returns the last completed depth.
pub fn iterate<G: Game>(
    w: &mut Worker<'_, G>,
    rms: &mut [RootMove<G::Move>],
    mut settings: IterationSettings<'_>,
) -> u32 {
    let mut completed = 0;
    let multipv = settings.multipv.clamp(1, rms.len().max(1));
    let mut depth = settings.start_depth.max(1);
    let main = settings.on_iteration.is_some();
    while depth <= settings.max_depth {
        w.finish_iteration = main && completed == 0;
        for rm in rms.iter_mut() {
            rm.prev_score = if rm.score == -Score::INFINITE {
                rm.prev_score
            } else {
                rm.score
            };
        }
        for pv_idx in 0..multipv {
            let prev = rms[pv_idx].prev_score;
            let mut delta = w.game.aspiration_window();
            let (mut alpha, mut beta) = if depth >= 4 && !prev.is_mate() && prev.0.abs() < 20_000 {
                (prev - delta, prev + delta)
            } else {
                (-Score::INFINITE, Score::INFINITE)
            };
            loop {
                let s = search_root(w, rms, pv_idx, depth as i32, alpha, beta);
                if w.aborted {
                    break;
                }
                let bound = if s <= alpha {
                    Some(Bound::Upper)
                } else if s >= beta {
                    Some(Bound::Lower)
                } else {
                    None
                };
                let Some(b) = bound else { break };
                w.flush_nodes();
                if let Some(cb) = settings.on_bound.as_mut() {
                    cb(make_info(
                        &rms[pv_idx],
                        (pv_idx + 1, rms.len()),
                        depth,
                        w.seldepth,
                        Some(b),
                    ));
                }
                delta *= 2;
                if b == Bound::Upper {
                    alpha = if delta > 1000 {
                        -Score::INFINITE
                    } else {
                        (s - delta).max(-Score::INFINITE)
                    };
                } else {
                    beta = if delta > 1000 {
                        Score::INFINITE
                    } else {
                        (s + delta).min(Score::INFINITE)
                    };
                }
            }
            if w.aborted {
                break;
            }
        }
        if w.aborted {
            break;
        }
        // Keep the MultiPV lines in score order (each later line cannot beat an earlier one,
        // but a stable sort of the whole prefix keeps ties deterministic).
        rms[..multipv].sort_by_key(|r| std::cmp::Reverse(r.score));
        completed = depth;
        w.flush_nodes();
        let seldepth = w.seldepth;
        let infos = || -> Vec<SearchInfo> {
            (0..multipv)
                .map(|i| make_info(&rms[i], (i + 1, rms.len()), depth, seldepth, None))
                .collect()
        };
        if let Some(live) = w.live.as_mut() {
            live.completed(if live.wants_candidates() {
                candidates(rms, multipv, depth, seldepth)
            } else {
                infos()
            });
        }
        if let Some(cb) = settings.on_iteration.as_mut() {
            let infos = infos();
            let best_pv = rms[0].pv.clone();
            if !cb(depth, infos, &best_pv) {
                break;
            }
        }
        depth += 1;
    }
    completed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Side;
    use crate::game::kinrow::{Board, Cell, Rule};
    use crate::search::alphabeta::WorkerLimits;
    use crate::search::ordering::Heuristics;
    use crate::search::test_boards::board_with;
    use crate::search::{Control, TranspositionTable};

    /// Tic-tac-toe, X to move: X holds two of the top row and wins at once at (2,0); every other
    /// move lets O complete its middle row at (2,1).
    fn x_wins_at_once() -> Board {
        let stones = [
            (0, 0, Side::First),
            (1, 0, Side::First),
            (0, 1, Side::Second),
            (1, 1, Side::Second),
        ];
        board_with(
            Board::new(3, 3, 3, Rule::Freestyle).unwrap(),
            &stones,
            Side::First,
        )
    }

    /// Root moves in the order: a losing move, the win, another losing move; then a search of
    /// them at full depth, stopped by `node_limit` if given. Returns the root moves after it.
    fn search_three(board: &Board, node_limit: Option<u64>) -> Vec<RootMove<Cell>> {
        let cells = [(2, 2), (2, 0), (0, 2)].map(|(c, r)| board.cell_at(c, r).unwrap());
        let mut rms: Vec<RootMove<Cell>> = cells
            .iter()
            .enumerate()
            .map(|(i, &m)| RootMove::new(m, Board::pack(m), i))
            .collect();
        let tt = TranspositionTable::new(1);
        let ctl = Control::new(false);
        let heur = Heuristics::with_classes(board.continuation_slots());
        let limits = WorkerLimits {
            nodes: node_limit,
            hard_us: None,
        };
        let mut w = Worker::new(board.clone(), &tt, &ctl, limits, heur);
        search_root(&mut w, &mut rms, 0, 5, -Score::INFINITE, Score::INFINITE);
        rms
    }

    #[test]
    fn a_stopped_search_plays_the_better_move_it_found() {
        let board = x_wins_at_once();
        let win = board.cell_at(2, 0).unwrap();
        // Searched to the end, the win comes first.
        let full = search_three(&board, None);
        assert_eq!(full[0].mv, win);
        assert!(full[0].score.is_mate());
        // Stopped on the first node of the third move, after the win beat the first move: the
        // win is still brought to the front, the other moves keep their order.
        let stop_at = full
            .iter()
            .filter(|r| r.order < 2)
            .map(|r| r.nodes)
            .sum::<u64>()
            + 1;
        let stopped = search_three(&board, Some(stop_at));
        let order: Vec<u32> = stopped.iter().map(|r| r.order).collect();
        assert_eq!(order, [1, 0, 2]);
        assert_eq!(stopped[0].mv, win);
        assert!(stopped[0].score.is_mate());
    }
}
