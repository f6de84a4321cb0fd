//! Incremental window counts for k-in-a-row boards without pattern tables (k ≠ 5, tic-tac-toe
//! among them): every window of k cells along the four directions keeps how many stones of each
//! side it holds, and the sums the baseline evaluation needs (window values and one-short
//! threats per side) are updated when a stone is placed or removed. The evaluation then costs
//! O(1) instead of a scan of the whole board, and a completed window tells a win under the
//! freestyle rule, and the cells that would complete a window are found from the windows one
//! stone short. The window lists depend only on the board's shape and are shared by clones.

use super::board::Cell;
use super::direction::DIRECTIONS;
use super::window_eval;
use crate::core::{sort_by_keys, MoveList};
use std::sync::Arc;

/// Longest candidate list that `WindowCounts::order` sorts.
const ORDERED_MOVES: usize = 64;

/// The windows of one board shape: for each cell, the windows through it.
#[derive(Debug)]
pub struct WindowTable {
    k: usize,
    /// `cell_windows[cell_start[c]..cell_start[c + 1]]` are the windows through cell `c`.
    cell_start: Vec<u32>,
    cell_windows: Vec<u16>,
    windows: usize,
    /// First cell and step between cells of each window.
    spans: Vec<(u16, i16)>,
    /// `step[(side * (k + 1) + a) * (k + 1) + b]`: the change of (score 0, score 1, threats 0,
    /// threats 1) when a window holding `a` and `b` stones gains one of `side`'s.
    step: Vec<[i32; 4]>,
}

impl WindowTable {
    /// The windows of k cells on a `width` × `height` board, in the order the baseline scan visits
    /// them (directions, then rows, then columns).
    pub fn new(width: usize, height: usize, k: usize) -> WindowTable {
        let (w, h, kk) = (width as isize, height as isize, k as isize);
        let mut per_cell: Vec<Vec<u16>> = vec![Vec::new(); width * height];
        let mut windows = 0usize;
        let mut spans = Vec::new();
        for (dx, dy) in DIRECTIONS {
            for r in 0..h {
                for c in 0..w {
                    let (ec, er) = (c + dx * (kk - 1), r + dy * (kk - 1));
                    if ec < 0 || ec >= w || er < 0 || er >= h {
                        continue;
                    }
                    for i in 0..kk {
                        per_cell[((r + dy * i) * w + c + dx * i) as usize].push(windows as u16);
                    }
                    spans.push(((r * w + c) as u16, (dy * w + dx) as i16));
                    windows += 1;
                }
            }
        }
        let mut cell_start = Vec::with_capacity(per_cell.len() + 1);
        let mut cell_windows = Vec::new();
        cell_start.push(0);
        for list in per_cell {
            cell_windows.extend(list);
            cell_start.push(cell_windows.len() as u32);
        }
        let mut step = vec![[0; 4]; 2 * (k + 1) * (k + 1)];
        for side in 0..2 {
            for a in 0..k {
                for b in 0..k {
                    let old = [a as u8, b as u8];
                    let mut new = old;
                    new[side] += 1;
                    let (mut score, mut threats) = ([0; 2], [0; 2]);
                    contribute(&mut score, &mut threats, k, old, -1);
                    contribute(&mut score, &mut threats, k, new, 1);
                    step[(side * (k + 1) + a) * (k + 1) + b] =
                        [score[0], score[1], threats[0], threats[1]];
                }
            }
        }
        WindowTable {
            k,
            cell_start,
            cell_windows,
            windows,
            spans,
            step,
        }
    }

    #[inline]
    fn through(&self, cell: usize) -> &[u16] {
        &self.cell_windows[self.cell_start[cell] as usize..self.cell_start[cell + 1] as usize]
    }
}

/// Adds (`sign` 1) or removes (`sign` -1) the contribution of a window holding `count` stones
/// to the value sums and threat counts, exactly as the baseline scan would count it.
#[inline]
fn contribute(score: &mut [i32; 2], threats: &mut [i32; 2], k: usize, count: [u8; 2], sign: i32) {
    let (a, b) = (count[0] as usize, count[1] as usize);
    if b == 0 {
        score[0] += sign * window_eval::window_value(a, k);
        if a + 1 == k {
            threats[0] += sign;
        }
    }
    if a == 0 {
        score[1] += sign * window_eval::window_value(b, k);
        if b + 1 == k {
            threats[1] += sign;
        }
    }
}

/// Per-window stone counts of a position and the evaluation sums derived from them.
#[derive(Clone, Debug)]
pub struct WindowCounts {
    table: Arc<WindowTable>,
    counts: Vec<[u8; 2]>,
    /// Sum of window values per side (windows holding only that side's stones).
    score: [i32; 2],
    /// Windows one stone short of k per side, with none of the opponent's stones.
    threats: [i32; 2],
}

impl WindowCounts {
    /// Counts for an empty board of the table's shape.
    pub fn new(table: Arc<WindowTable>) -> WindowCounts {
        let mut wc = WindowCounts {
            counts: vec![[0, 0]; table.windows],
            table,
            score: [0; 2],
            threats: [0; 2],
        };
        let k = wc.table.k;
        for &c in &wc.counts {
            contribute(&mut wc.score, &mut wc.threats, k, c, 1);
        }
        wc
    }

    /// Records a stone of side `side` (0 or 1) on `cell`; returns true if it completes a window
    /// of k of that side's stones.
    #[inline]
    pub fn place(&mut self, cell: usize, side: usize) -> bool {
        let table = &*self.table;
        let (k, n, step) = (table.k as u8, table.k + 1, &table.step[..]);
        let base = side * n;
        let (mut s0, mut s1, mut t0, mut t1) = (0, 0, 0, 0);
        let mut complete = false;
        for &w in table.through(cell) {
            let count = &mut self.counts[w as usize];
            let d = step[(base + count[0] as usize) * n + count[1] as usize];
            s0 += d[0];
            s1 += d[1];
            t0 += d[2];
            t1 += d[3];
            count[side] += 1;
            complete |= count[side] == k;
        }
        self.add([s0, s1], [t0, t1]);
        complete
    }

    /// Takes back a stone of side `side` from `cell`.
    #[inline]
    pub fn remove(&mut self, cell: usize, side: usize) {
        let table = &*self.table;
        let (n, step) = (table.k + 1, &table.step[..]);
        let base = side * n;
        let (mut s0, mut s1, mut t0, mut t1) = (0, 0, 0, 0);
        for &w in table.through(cell) {
            let count = &mut self.counts[w as usize];
            count[side] -= 1;
            let d = step[(base + count[0] as usize) * n + count[1] as usize];
            s0 -= d[0];
            s1 -= d[1];
            t0 -= d[2];
            t1 -= d[3];
        }
        self.add([s0, s1], [t0, t1]);
    }

    #[inline]
    fn add(&mut self, score: [i32; 2], threats: [i32; 2]) {
        self.score[0] += score[0];
        self.score[1] += score[1];
        self.threats[0] += threats[0];
        self.threats[1] += threats[1];
    }

    /// Pushes to `out`, in cell order, each empty cell that would complete a window of `side`'s
    /// stones (a window holding k - 1 of them and nothing else). `cells` are the board's cells.
    pub fn completing_cells(&self, side: usize, cells: &[u8], out: &mut MoveList<Cell>) {
        if self.threats[side] == 0 {
            return;
        }
        let table = &*self.table;
        let start = out.len();
        for (w, &count) in self.counts.iter().enumerate() {
            if count[side] as usize + 1 != table.k || count[1 - side] != 0 {
                continue;
            }
            let (first, stride) = table.spans[w];
            let empty = (0..table.k as isize)
                .map(|i| (first as isize + i * stride as isize) as usize)
                .find(|&c| cells[c] == 0);
            if let Some(c) = empty {
                if !out[start..].contains(&(c as Cell)) {
                    out.push(c as Cell);
                }
            }
        }
        out[start..].sort_unstable();
    }

    /// How promising a move on `cell` looks: the windows through it still open to either side,
    /// each worth one more per stone it already holds.
    pub fn cell_value(&self, cell: usize) -> u32 {
        self.table
            .through(cell)
            .iter()
            .map(|&w| match self.counts[w as usize] {
                [a, 0] => 1 + a as u32,
                [0, b] => 1 + b as u32,
                _ => 0,
            })
            .sum()
    }

    /// Sorts a short list of candidate moves (up to `ORDERED_MOVES`) most promising first by
    /// `cell_value`, stably (ties keep their order); longer lists are left as they are.
    pub fn order(&self, list: &mut [Cell]) {
        if list.len() > ORDERED_MOVES {
            return;
        }
        let mut keys = [0u32; ORDERED_MOVES];
        for (k, &m) in keys.iter_mut().zip(list.iter()) {
            *k = self.cell_value(m as usize);
        }
        sort_by_keys(list, &mut keys[..list.len()]);
    }

    /// Window-value sums per side, as the baseline scan computes them.
    #[inline]
    pub fn score(&self) -> [i32; 2] {
        self.score
    }

    /// One-short windows per side, as the baseline scan counts them.
    #[inline]
    pub fn threats(&self) -> [u32; 2] {
        [self.threats[0] as u32, self.threats[1] as u32]
    }
}

#[cfg(test)]
mod tests {
    use crate::core::MoveList;
    use crate::game::kinrow::board::random_walk;
    use crate::game::kinrow::{window_eval, Board, Cell, Rule};
    use crate::game::Game;

    /// Random games (with take-backs) on boards of several shapes: the incremental evaluation
    /// always equals the baseline scan.
    #[test]
    fn incremental_eval_equals_scan() {
        for (w, h, k, rule) in [
            (3, 3, 3, Rule::Freestyle),
            (4, 4, 3, Rule::Freestyle),
            (7, 6, 4, Rule::Freestyle),
            (10, 8, 6, Rule::Standard),
            (6, 1, 2, Rule::Caro),
            (3, 5, 1, Rule::Freestyle),
            (12, 12, 4, Rule::Renju),
        ] {
            let mut b = Board::new(w, h, k, rule).unwrap();
            random_walk(&mut b, 7 + (w * 100 + h * 10 + k) as u64, 1500, |b, _| {
                if b.terminal().is_none() {
                    assert_eq!(
                        b.evaluate(),
                        window_eval::evaluate(b),
                        "{w}x{h} k{k}: {}",
                        b.fen()
                    );
                }
                // The result decided from the windows equals a scan of the lines.
                let mut scan = Board::new(w, h, k, rule).unwrap();
                for cell in 0..(w * h) as Cell {
                    if let Some(side) = b.stone(cell) {
                        assert!(scan.put(cell, side));
                    }
                }
                assert_eq!(
                    b.terminal().map(|o| o.winner),
                    scan.terminal().map(|o| o.winner)
                );
            });
        }
    }

    /// A win at once is the only candidate; otherwise every block of an immediate win is.
    #[test]
    fn forced_replies_from_windows() {
        let mut b = Board::new(3, 3, 3, Rule::Freestyle).unwrap();
        // X a1, O b2, X b1: O must block c1.
        for cell in [0, 4, 1] {
            b.make(cell);
        }
        let mut l = MoveList::new();
        b.generate_candidates(&mut l);
        assert_eq!(l.to_vec(), vec![2]);
        // O c1, X a3: X threatens a2 (O's c1-b2-a3 is blocked), so O must block a2.
        b.make(2);
        b.make(6);
        l.clear();
        b.generate_candidates(&mut l);
        assert_eq!(l.to_vec(), vec![3]);
        // O a2 now threatens c2 and X has no win: X must block c2.
        b.make(3);
        l.clear();
        b.generate_candidates(&mut l);
        assert_eq!(l.to_vec(), vec![5]);
        b.make(8);
        l.clear();
        b.generate_candidates(&mut l);
        // X plays c3 instead: O's only candidate is the win at c2.
        assert_eq!(l.to_vec(), vec![5]);
    }
}
