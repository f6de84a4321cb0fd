//! Threat-space search for five-in-a-row. VCF (victory by continuous fours): the attacker plays
//! only fours, the defender's reply to a four is forced, and the attacker must answer a counter
//! four with a block that is itself a four. VCT (victory by continuous threats) also allows open
//! threes, against which the defender may block at any point where the attacker would make a four
//! or make a four of his own; he is bound to those replies only while the attacker holds an open
//! three (a block forced by his four that makes none leaves him free). Both are depth-first with
//! iterative deepening on the number of attacker moves, a node budget and a table of refuted
//! positions. Renju fouls are respected on both sides: a black four on a foul point is not played,
//! and a five point black cannot block because it is a foul wins for white. Wins are confirmed on
//! the real board, never by pattern alone.

use super::board::{Board, Cell};
use super::combo::C_FLEX4;
use super::pattern::BLOCK4;
use crate::game::Game;
use rustc_hash::FxHashMap;

/// A forced win: the line from the attacker's first move and its length in plies to the five.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Win {
    /// Attacker and defender moves, attacker first (may stop before the end when the defender has
    /// no useful reply).
    pub line: Vec<Cell>,
    /// Plies until the attacker's five.
    pub plies: u32,
    /// Nodes the solver searched to prove it (filled in by [`find_win`]).
    pub nodes: u64,
}

/// Which threats the attacker may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Fours only.
    Vcf,
    /// Fours and open threes.
    Vct,
}

/// A threat-space search over one board.
pub struct Solver {
    mode: Mode,
    /// Nodes visited so far.
    pub nodes: u64,
    budget: u64,
    /// Positions (Zobrist key) refuted at this depth or deeper; keys are already random, so the
    /// cheap Fx hash serves.
    refuted: FxHashMap<u64, u32>,
    /// The moves of the nodes on the current line, each node's above its parent's (no list is
    /// allocated or cleared per node).
    stack: Vec<Cell>,
}

impl Solver {
    /// A solver of `mode` that gives up after `budget` nodes.
    pub fn new(mode: Mode, budget: u64) -> Solver {
        Solver {
            mode,
            nodes: 0,
            budget,
            refuted: FxHashMap::default(),
            stack: Vec::new(),
        }
    }

    /// The shortest win for the side to move with at most `max_moves` attacker moves (deepening
    /// one move at a time), or `None` if none is found within the limits.
    pub fn solve(&mut self, board: &Board, max_moves: u32) -> Option<Win> {
        if board.pat.is_none() || board.terminal().is_some() {
            return None;
        }
        let mut b = board.clone();
        // Shortest wins first; past `DEEPENING` attacker moves one unbounded pass.
        const DEEPENING: u32 = 12;
        for depth in
            (1..=max_moves.min(DEEPENING)).chain((max_moves > DEEPENING).then_some(max_moves))
        {
            if let Some(w) = self.attack(&mut b, depth) {
                return Some(w);
            }
            if self.nodes >= self.budget {
                return None;
            }
        }
        None
    }

    fn attack(&mut self, b: &mut Board, depth: u32) -> Option<Win> {
        self.nodes += 1;
        let me = b.side_to_move();
        if let Some(f) = b.five_set(me).first() {
            return Some(Win {
                nodes: 0,
                line: vec![f],
                plies: 1,
            });
        }
        if depth == 0 || self.nodes >= self.budget {
            return None;
        }
        let key = b.key();
        if self.refuted.get(&key).is_some_and(|&d| d >= depth) {
            return None;
        }
        // This node's moves are `self.stack[start..end]`; deeper nodes push theirs above.
        let start = self.stack.len();
        let fives = b.five_set(!me);
        let p = b.pat.as_deref().expect("solve checked patterns");
        if let Some(q) = fives.first() {
            let threat = match self.mode {
                Mode::Vcf => p.best(q as usize, me.index()) >= BLOCK4,
                Mode::Vct => true,
            };
            if fives.len() == 1 && threat && b.is_legal(q) {
                self.stack.push(q);
            }
        } else {
            let threats = match self.mode {
                Mode::Vcf => p.fours(me.index()),
                Mode::Vct => p.threes(me.index()),
            };
            self.stack.extend(threats.iter().filter(|&i| b.is_legal(i)));
            b.sort_by_value(&mut self.stack[start..]);
        }
        let end = self.stack.len();
        let mut found = None;
        for j in start..end {
            let m = self.stack[j];
            b.make(m);
            let r = self.defend(b, depth);
            b.unmake();
            if let Some(mut w) = r {
                w.line.insert(0, m);
                w.plies += 1;
                found = Some(w);
                break;
            }
        }
        self.stack.truncate(start);
        if found.is_none() {
            self.refuted.insert(key, depth);
        }
        found
    }

    /// The defender to move after the attacker's threat; a win if every reply loses.
    fn defend(&mut self, b: &mut Board, depth: u32) -> Option<Win> {
        if let Some(o) = b.terminal() {
            return o.winner.map(|_| Win {
                nodes: 0,
                line: Vec::new(),
                plies: 0,
            });
        }
        let def = b.side_to_move();
        if !b.five_set(def).is_empty() {
            return None; // the defender wins first
        }
        let att = !def;
        let fives = b.five_set(att);
        let start = self.stack.len();
        if !fives.is_empty() {
            self.stack.extend(fives.iter().filter(|&f| b.is_legal(f)));
            if fives.len() >= 2 || self.stack.len() == start {
                self.stack.truncate(start);
                return Some(Win {
                    nodes: 0,
                    line: Vec::new(),
                    plies: 2,
                });
            }
        } else {
            if self.mode == Mode::Vcf {
                return None; // not a four after all
            }
            let p = b.pat.as_deref().expect("patterns");
            // Without an open-four point (an open three) the attacker threatens nothing the
            // defender must answer (a forced block that made no three, say): the defender may
            // play anywhere, so this line proves nothing.
            if p.combo_count(att.index(), C_FLEX4) == 0 {
                return None;
            }
            let replies = p.fours(att.index()).union(p.fours(def.index()));
            self.stack.extend(replies.iter().filter(|&i| b.is_legal(i)));
            if self.stack.len() == start {
                return None;
            }
        }
        let end = self.stack.len();
        let mut longest: Option<Win> = None;
        for j in start..end {
            let r = self.stack[j];
            b.make(r);
            let w = self.attack(b, depth - 1);
            b.unmake();
            let Some(w) = w else {
                longest = None;
                break;
            };
            if longest.as_ref().is_none_or(|l| w.plies > l.plies) {
                let mut line = vec![r];
                line.extend(w.line);
                longest = Some(Win {
                    nodes: 0,
                    line,
                    plies: w.plies + 1,
                });
            }
        }
        self.stack.truncate(start);
        longest
    }
}

/// A win for the side to move found by VCF (up to `vcf_budget` nodes) or else VCT (up to
/// `vct_budget` nodes and `vct_moves` attacker moves).
pub fn find_win(board: &Board, vcf_budget: u64, vct_budget: u64, vct_moves: u32) -> Option<Win> {
    let mut s = Solver::new(Mode::Vcf, vcf_budget);
    if let Some(mut w) = s.solve(board, 40) {
        w.nodes = s.nodes;
        return Some(w);
    }
    if vct_budget == 0 {
        return None;
    }
    let mut t = Solver::new(Mode::Vct, vct_budget);
    let mut w = t.solve(board, vct_moves)?;
    w.nodes = s.nodes + t.nodes;
    Some(w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Side;
    use crate::game::kinrow::Rule;

    struct Puzzle {
        name: String,
        board: Board,
        solves: Vec<(String, Option<u32>, bool)>,
    }

    fn puzzles() -> Vec<Puzzle> {
        let text = include_str!("../../../tests/data/kinrow/renju_puzzles.txt");
        let mut out = Vec::new();
        let mut lines = text.lines().filter(|l| !l.starts_with('#'));
        while let Some(l) = lines.next() {
            let name = l.strip_prefix("puzzle ").unwrap().to_string();
            let attacker = match lines.next().unwrap() {
                "attacker black" => Side::First,
                _ => Side::Second,
            };
            let mut solves = Vec::new();
            let mut rows = Vec::new();
            for l in lines.by_ref() {
                if l == "end" {
                    break;
                }
                if let Some(s) = l.strip_prefix("solve ") {
                    let parts: Vec<&str> = s.split_whitespace().collect();
                    solves.push((
                        parts[0].to_string(),
                        parts[1].parse().ok(),
                        parts[2] != "none",
                    ));
                } else {
                    rows.push(l);
                }
            }
            let mut board = Board::new(15, 15, 5, Rule::Renju).unwrap();
            for (i, row) in rows.iter().enumerate() {
                for (col, ch) in row.bytes().enumerate() {
                    let cell = ((14 - i) * 15 + col) as Cell;
                    match ch {
                        b'o' => assert!(board.put(cell, Side::First)),
                        b'x' => assert!(board.put(cell, Side::Second)),
                        _ => {}
                    }
                }
            }
            board.set_side_to_move(attacker);
            out.push(Puzzle {
                name,
                board,
                solves,
            });
        }
        out
    }

    #[test]
    fn every_shared_vcf_puzzle() {
        let mut solved = 0;
        for p in puzzles() {
            for (mode, limit, exists) in &p.solves {
                if mode != "VCFDFS" {
                    continue;
                }
                // The node budget bounds the work; time is measured in benches, not here.
                let mut s = Solver::new(Mode::Vcf, 5_000_000);
                let got = s.solve(&p.board, limit.unwrap_or(120));
                assert_eq!(got.is_some(), *exists, "{} limit {limit:?}", p.name);
                if let Some(w) = got {
                    // Replay the line: it must be legal and end in the attacker's five.
                    let mut b = p.board.clone();
                    let attacker = b.side_to_move();
                    for &m in &w.line {
                        assert!(b.is_legal(m), "{}: illegal {m}", p.name);
                        b.make(m);
                    }
                    if w.line.len() as u32 == w.plies {
                        assert_eq!(b.terminal().and_then(|o| o.winner), Some(attacker));
                    }
                    solved += 1;
                }
            }
        }
        assert_eq!(solved, 5);
    }

    #[test]
    fn shared_vct_puzzles_within_limit() {
        let mut found = Vec::new();
        for p in puzzles() {
            for (mode, limit, exists) in &p.solves {
                if mode != "VCTDFS" || !exists {
                    continue;
                }
                let mut s = Solver::new(Mode::Vct, 2_000_000);
                if s.solve(&p.board, limit.unwrap_or(10)).is_some() {
                    found.push(p.name.clone());
                }
            }
        }
        // The fukumi puzzle needs quiet threats of a VCF (quintet's threat_limit 3), which this
        // VCT does not generate; every other shared VCT puzzle is solved within its limit.
        let want = [
            "test_vct_black",
            "test_vct_white",
            "test_vct_counter",
            "test_vct_forbidden_breaker",
            "test_vct_dual_forbiddens",
        ];
        assert_eq!(found, want);
    }

    /// The side to move's and the opponent's stones as (column, row), freestyle 15×15.
    fn freestyle(own: &[(usize, usize)], opp: &[(usize, usize)]) -> Board {
        let mut b = Board::new(15, 15, 5, Rule::Freestyle).unwrap();
        for (stones, side) in [(own, Side::First), (opp, Side::Second)] {
            for &(c, r) in stones {
                assert!(b.put(b.cell_at(c, r).unwrap(), side));
            }
        }
        b.set_side_to_move(Side::First);
        b.clear_history();
        b
    }

    /// Stones of a lost game against Rapfi (stop 65, game 58): the side to move must block the
    /// opponent's four on column 6 at (6, 8), and that block makes no three. Rapfi proved this
    /// position lost (mated in 8 moves); the solver had called it a win in 9 plies, because it
    /// let the defender answer the block as if it were a threat.
    const LOST_OWN: [(usize, usize); 8] = [
        (8, 6),
        (8, 7),
        (7, 6),
        (4, 9),
        (9, 6),
        (7, 8),
        (5, 6),
        (4, 5),
    ];
    const LOST_OPP: [(usize, usize); 9] = [
        (4, 10),
        (8, 5),
        (4, 8),
        (4, 7),
        (6, 5),
        (10, 6),
        (6, 9),
        (6, 6),
        (6, 7),
    ];

    #[test]
    fn a_forced_block_that_threatens_nothing_proves_no_win() {
        let b = freestyle(&LOST_OWN, &LOST_OPP);
        assert!(b.in_check());
        assert_eq!(find_win(&b, 50_000, 12_500, 6), None);
        assert_eq!(find_win(&b, 200_000, 200_000, 10), None);
    }

    /// Two plies earlier in the same game (before (4, 5) and (6, 7)) the side to move had a real
    /// win, which Rapfi proved in 19 plies; the solver had played a shorter false one instead.
    #[test]
    fn the_true_win_two_plies_earlier_is_found_at_its_length() {
        let b = freestyle(&LOST_OWN[..7], &LOST_OPP[..8]);
        let w = find_win(&b, 100_000, 100_000, 10).expect("a win in 19 plies");
        assert_eq!(w.plies, 19);
        assert!(b.is_legal(w.line[0]));
    }
}
