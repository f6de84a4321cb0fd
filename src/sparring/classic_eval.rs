//! The pattern-table evaluation of the classroom gomoku program Sente grew from (origins,
//! program 4): every row, column and diagonal is read as a string per side (own stone, empty,
//! blocked by an opponent stone or the edge), each occurrence of a pattern from a fixed table is
//! counted, and the counts are weighted — five 99,999,999; open four 10,000; split open three
//! 5,000; open three 1,000; closed four 100; closed three or split shape 10; open two 1. The side
//! to move gets a tenth more for its own patterns (the origins note a bonus without its size;
//! the target match is won alike with none, a half or a whole). Overlapping occurrences all
//! count. It rescans the whole board on every call, as the classroom program did: it scores the
//! leaves of a sparring partner, not Sente's search.

use crate::game::kinrow::{Board, DIRECTIONS};
use crate::game::Game;
use std::sync::OnceLock;

/// The table: pattern (`1` own stone, `0` empty, `2` opponent stone or edge) and its score.
const PATTERNS: [(&str, i64); 22] = [
    ("11111", 99_999_999),
    ("011110", 10_000),
    ("011010", 5_000),
    ("010110", 5_000),
    ("01110", 1_000),
    ("211110", 100),
    ("011112", 100),
    ("10111", 100),
    ("11011", 100),
    ("11101", 100),
    ("211100", 10),
    ("001112", 10),
    ("211010", 10),
    ("010112", 10),
    ("210110", 10),
    ("011012", 10),
    ("10011", 10),
    ("11001", 10),
    ("10101", 10),
    ("0110", 1),
    ("01010", 1),
    ("010010", 1),
];

/// The off-board mark bounding each line: it blocks both colours.
const EDGE: u8 = 3;

/// Shortest and longest pattern.
const MIN_LEN: usize = 4;
const MAX_LEN: usize = 6;

/// Scores by window length (index `len - MIN_LEN`) and base-3 code of the window.
fn tables() -> &'static [Vec<i64>; 3] {
    static TABLES: OnceLock<[Vec<i64>; 3]> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t: [Vec<i64>; 3] =
            std::array::from_fn(|i| vec![0; 3usize.pow((MIN_LEN + i) as u32)]);
        for (p, score) in PATTERNS {
            let code = p.bytes().fold(0usize, |c, ch| c * 3 + (ch - b'0') as usize);
            t[p.len() - MIN_LEN][code] += score;
        }
        t
    })
}

/// The pattern score of one line for `side` (0 black, 1 white); `line` holds the raw cells
/// (0 empty, 1 black, 2 white) bounded by a 3 at each edge.
fn line_score(line: &[u8], side: u8, t: &[Vec<i64>; 3]) -> i64 {
    // Own stone 1, empty 0, opponent stone or edge 2.
    let state = |v: u8| match v {
        0 => 0,
        v if v == side + 1 => 1,
        _ => 2,
    };
    let mut total = 0;
    for len in MIN_LEN..=MAX_LEN.min(line.len()) {
        let table = &t[len - MIN_LEN];
        for w in line.windows(len) {
            let code = w.iter().fold(0usize, |c, &v| c * 3 + state(v));
            total += table[code];
        }
    }
    total
}

/// Each side's pattern score over the whole board, `[black, white]`.
fn side_scores(b: &Board) -> [i64; 2] {
    let t = tables();
    let (w, h) = (b.width() as isize, b.height() as isize);
    let cells = b.raw_cells();
    let mut scores = [0i64; 2];
    let mut line = Vec::with_capacity(w.max(h) as usize + 2);
    for (dx, dy) in DIRECTIONS {
        // Every line starts on a cell whose predecessor along (dx, dy) is off the board.
        for r in 0..h {
            for c in 0..w {
                let (pc, pr) = (c - dx, r - dy);
                if pc >= 0 && pc < w && pr >= 0 && pr < h {
                    continue;
                }
                line.clear();
                line.push(EDGE);
                let (mut x, mut y) = (c, r);
                while x >= 0 && x < w && y >= 0 && y < h {
                    line.push(cells[(y * w + x) as usize]);
                    x += dx;
                    y += dy;
                }
                line.push(EDGE);
                for (side, score) in scores.iter_mut().enumerate() {
                    *score += line_score(&line, side as u8, t);
                }
            }
        }
    }
    scores
}

/// The classroom evaluation from the side to move's point of view, within ±`limit`.
pub fn evaluate(b: &Board, limit: i32) -> i32 {
    let s = side_scores(b);
    let me = b.side_to_move().index();
    let v = s[me] + s[me] / 10 - s[1 - me];
    v.clamp(-(limit as i64), limit as i64) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sparring::classroom::freestyle_board as board;

    #[test]
    fn scores_follow_the_table() {
        // Black h8 i8 j8 (an open three); white a1 a2, a two against the edge, which scores
        // nothing.
        let b = board(&[(7, 7), (0, 0), (8, 7), (0, 1), (9, 7)]);
        let s = side_scores(&b);
        // Black: the open three 01110 only; white: 2110… is in no pattern.
        assert_eq!(s[0], 1_000);
        assert_eq!(s[1], 0);
        // White to move: white's own patterns (none) plus a tenth, minus black's.
        assert_eq!(evaluate(&b, 1_000_000), -1_000);
    }

    #[test]
    fn a_closed_four_at_the_edge_counts() {
        // Black a1 b1 c1 d1 along the bottom edge: 211110 from the edge.
        let b = board(&[(0, 0), (7, 7), (1, 0), (9, 9), (2, 0), (11, 11), (3, 0)]);
        let s = side_scores(&b);
        assert_eq!(s[0], 100);
    }
}
