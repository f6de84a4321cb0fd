//! Renju fouls: a black stone that makes an overline, two fours or two threes is not a legal move,
//! unless it also makes exactly five. A "three" counts only if it can become a straight four by a
//! move that is itself not a foul, so the check is recursive (RIF rules; the recursion ends because
//! every level adds a stone). Works on the raw cells (0 empty, 1 black, 2 white) of any board size.

use super::direction::DIRECTIONS;
use std::fmt;

/// Why a black move is forbidden under renju rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// Two or more threes made at once.
    DoubleThree,
    /// Two or more fours made at once.
    DoubleFour,
    /// Six or more in a row.
    Overline,
}

impl Foul {
    /// The name used in test data and messages.
    pub fn name(self) -> &'static str {
        match self {
            Foul::DoubleThree => "DoubleThree",
            Foul::DoubleFour => "DoubleFour",
            Foul::Overline => "Overline",
        }
    }
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

const BLACK: u8 = 1;

/// A mutable view of a board's cells for the foul check.
struct Grid<'a> {
    cells: &'a mut [u8],
    w: isize,
    h: isize,
    k: isize,
}

impl Grid<'_> {
    /// The cell `off` steps from `(c, r)` along `d`, if on the board.
    #[inline]
    fn at(&self, (c, r): (isize, isize), d: (isize, isize), off: isize) -> Option<usize> {
        let (x, y) = (c + d.0 * off, r + d.1 * off);
        (x >= 0 && y >= 0 && x < self.w && y < self.h).then(|| (y * self.w + x) as usize)
    }

    #[inline]
    fn get(&self, p: (isize, isize), d: (isize, isize), off: isize) -> Option<u8> {
        self.at(p, d, off).map(|i| self.cells[i])
    }

    /// Offsets (lo, hi) of the black run through offset `o` along `d` (the cell at `o` is black).
    fn run(&self, p: (isize, isize), d: (isize, isize), o: isize) -> (isize, isize) {
        let (mut lo, mut hi) = (o, o);
        while self.get(p, d, lo - 1) == Some(BLACK) {
            lo -= 1;
        }
        while self.get(p, d, hi + 1) == Some(BLACK) {
            hi += 1;
        }
        (lo, hi)
    }

    /// The offsets from `p` along `d` where a black stone would make exactly five including `p`:
    /// how many, the first and the last (no list is built: the foul checks run in move
    /// generation).
    fn five_points(&mut self, p: (isize, isize), d: (isize, isize)) -> (usize, isize, isize) {
        let (mut n, mut first, mut last) = (0, 0, 0);
        for o in (1 - self.k)..self.k {
            if o == 0 {
                continue;
            }
            let Some(i) = self.at(p, d, o) else { continue };
            if self.cells[i] != 0 {
                continue;
            }
            self.cells[i] = BLACK;
            let (lo, hi) = self.run(p, d, o);
            self.cells[i] = 0;
            if hi - lo + 1 == self.k && lo <= 0 && 0 <= hi {
                if n == 0 {
                    first = o;
                }
                (n, last) = (n + 1, o);
            }
        }
        (n, first, last)
    }

    /// Number of fours the black stone at `p` makes along `d`.
    fn fours(&mut self, p: (isize, isize), d: (isize, isize)) -> usize {
        match self.five_points(p, d) {
            (2, first, last) if last - first == self.k => 1, // one straight four
            (n, _, _) => n,
        }
    }

    /// The fours the black stone at `p` makes, in all and whether along each direction.
    fn four_lines(&mut self, p: (isize, isize)) -> (usize, [bool; 4]) {
        let (mut fours, mut has_four) = (0, [false; 4]);
        for (j, d) in DIRECTIONS.into_iter().enumerate() {
            let f = self.fours(p, d);
            has_four[j] = f > 0;
            fours += f;
        }
        (fours, has_four)
    }

    /// Is there a straight four through `p` along `d` (both ends make exactly five)?
    fn straight_four(&self, p: (isize, isize), d: (isize, isize), o: isize) -> bool {
        let (lo, hi) = self.run(p, d, o);
        if hi - lo + 1 != self.k - 1 || lo > 0 || hi < 0 {
            return false;
        }
        let open = |e: isize, beyond: isize| {
            self.get(p, d, e) == Some(0) && self.get(p, d, beyond) != Some(BLACK)
        };
        open(lo - 1, lo - 2) && open(hi + 1, hi + 2)
    }

    /// Does the black stone at `p` make a (real) three along `d`?
    fn three(&mut self, p: (isize, isize), d: (isize, isize)) -> bool {
        for o in (1 - self.k)..self.k {
            if o == 0 {
                continue;
            }
            let Some(i) = self.at(p, d, o) else { continue };
            if self.cells[i] != 0 {
                continue;
            }
            self.cells[i] = BLACK;
            let sf = self.straight_four(p, d, o);
            let ok = sf && {
                let q = (p.0 + d.0 * o, p.1 + d.1 * o);
                self.classify(q).is_none()
            };
            self.cells[i] = 0;
            if ok {
                return true;
            }
        }
        false
    }

    /// The foul made by the black stone already placed at `p`, if any.
    fn classify(&mut self, p: (isize, isize)) -> Option<Foul> {
        let mut over = false;
        for d in DIRECTIONS {
            let (lo, hi) = self.run(p, d, 0);
            let len = hi - lo + 1;
            if len == self.k {
                return None;
            }
            over |= len > self.k;
        }
        if over {
            return Some(Foul::Overline);
        }
        let (fours, has_four) = self.four_lines(p);
        if fours >= 2 {
            return Some(Foul::DoubleFour);
        }
        // A three needs at least two black stones besides `p` near it on its line.
        let mut threes = 0;
        for (j, d) in DIRECTIONS.into_iter().enumerate() {
            if has_four[j] || self.near_count(p, d) < 2 {
                continue;
            }
            if self.three(p, d) {
                threes += 1;
                if threes >= 2 {
                    return Some(Foul::DoubleThree);
                }
            }
        }
        None
    }

    fn near_count(&self, p: (isize, isize), d: (isize, isize)) -> usize {
        (1..self.k)
            .flat_map(|o| [o, -o])
            .filter(|&o| self.get(p, d, o) == Some(BLACK))
            .count()
    }
}

/// The foul a black stone on the empty cell `cell` would make on a `width`-wide board of raw
/// `cells` (0 empty, 1 black, 2 white) where `k` in a row wins. `None` for an occupied cell.
pub fn foul_at(cells: &mut [u8], width: usize, k: usize, cell: usize) -> Option<Foul> {
    if width == 0 || cell >= cells.len() || cells[cell] != 0 {
        return None;
    }
    if !maybe_foul(cells, width, k, cell) {
        return None;
    }
    classify_at(cells, width, k, cell)
}

/// `foul_at` without its cheap pre-check, for a caller that has made its own (`Board::foul`
/// asks the patterns): the full check of the empty, on-board `cell`.
pub fn classify_at(cells: &mut [u8], width: usize, k: usize, cell: usize) -> Option<Foul> {
    with_black_stone(cells, width, k, cell, |g, p| g.classify(p))
}

/// Runs `read` on the grid of `cells` with a black stone on the empty, on-board `cell` (at
/// point `p`), and lifts the stone again.
fn with_black_stone<R>(
    cells: &mut [u8],
    width: usize,
    k: usize,
    cell: usize,
    read: impl FnOnce(&mut Grid<'_>, (isize, isize)) -> R,
) -> R {
    let height = cells.len() / width;
    let mut g = Grid {
        cells,
        w: width as isize,
        h: height as isize,
        k: k as isize,
    };
    g.cells[cell] = BLACK;
    let r = read(&mut g, ((cell % width) as isize, (cell / width) as isize));
    g.cells[cell] = 0;
    r
}

/// Does a black stone on the empty `cell` make a real four-three: no foul, one four, and a three
/// on another line that can become a straight four by a move that is no foul? (The patterns call
/// a three open without asking whether its open-four points are fouls.) The stone is lifted again.
pub fn real_four_three(cells: &mut [u8], width: usize, k: usize, cell: usize) -> bool {
    if width == 0 || cell >= cells.len() || cells[cell] != 0 {
        return false;
    }
    with_black_stone(cells, width, k, cell, |g, p| {
        g.classify(p).is_none() && {
            let (fours, has_four) = g.four_lines(p);
            fours == 1
                && DIRECTIONS
                    .into_iter()
                    .zip(has_four)
                    .any(|(d, four)| !four && g.near_count(p, d) >= 2 && g.three(p, d))
        }
    })
}

/// Cheap necessary condition for a foul at the empty `cell`: black stones on two lines through
/// it, or enough on one line to overflow. Reads the cells without changing them.
pub fn maybe_foul(cells: &[u8], width: usize, k: usize, cell: usize) -> bool {
    if width == 0 || cell >= cells.len() {
        return false;
    }
    let (w, h, k) = (width as isize, (cells.len() / width) as isize, k as isize);
    let p = ((cell % width) as isize, (cell / width) as isize);
    let mut lines = 0;
    for d in DIRECTIONS {
        let n = (1..k)
            .flat_map(|o| [o, -o])
            .filter(|&o| {
                let (x, y) = (p.0 + d.0 * o, p.1 + d.1 * o);
                x >= 0 && y >= 0 && x < w && y < h && cells[(y * w + x) as usize] == BLACK
            })
            .count() as isize;
        if n >= k - 1 {
            return true;
        }
        if n >= 2 {
            lines += 1;
        }
    }
    lines >= 2
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses `A1`-style points with the letter I in use (quintet convention), on 15 rows.
    fn point(s: &str) -> usize {
        let col = (s.as_bytes()[0] - b'A') as usize;
        let row: usize = s[1..].parse().unwrap();
        (row - 1) * 15 + col
    }

    fn board(rows: &[&str]) -> Vec<u8> {
        let mut cells = vec![0u8; 225];
        for (i, line) in rows.iter().enumerate() {
            let row = 14 - i;
            for (col, ch) in line.bytes().enumerate() {
                cells[row * 15 + col] = match ch {
                    b'o' => 1,
                    b'x' => 2,
                    _ => 0,
                };
            }
        }
        cells
    }

    #[test]
    fn a_four_three_whose_three_opens_only_on_fouls_is_not_real() {
        // Black H8 makes a four on row 8 (E8 F8 G8, D8 white, I8 open) and a three on column H
        // (H9 H10), whose straight-four points are H7 and H11.
        let cells_of = |extra: bool| {
            let mut cells = vec![0u8; 225];
            for s in ["E8", "F8", "G8", "H9", "H10"] {
                cells[point(s)] = 1;
            }
            cells[point("D8")] = 2;
            if extra {
                // With H8 placed, H7 and H11 each make a four and two threes: double threes.
                for s in ["F7", "G7", "G6", "F5", "F11", "G11", "G12", "F13"] {
                    cells[point(s)] = 1;
                }
            }
            cells
        };
        let mut plain = cells_of(false);
        assert!(real_four_three(&mut plain, 15, 5, point("H8")));
        assert_eq!(plain, cells_of(false), "the stone is lifted again");
        let mut trapped = cells_of(true);
        assert_eq!(foul_at(&mut trapped.clone(), 15, 5, point("H8")), None);
        let mut with_h8 = trapped.clone();
        with_h8[point("H8")] = 1;
        assert_eq!(
            foul_at(&mut with_h8.clone(), 15, 5, point("H7")),
            Some(Foul::DoubleThree)
        );
        assert_eq!(
            foul_at(&mut with_h8, 15, 5, point("H11")),
            Some(Foul::DoubleThree)
        );
        assert!(!real_four_three(&mut trapped, 15, 5, point("H8")));
    }

    #[test]
    fn every_shared_foul_case() {
        let text = include_str!("../../../tests/data/kinrow/renju_fouls.txt");
        let mut lines = text.lines().filter(|l| !l.starts_with('#'));
        let (mut cases, mut checks) = (0, 0);
        while let Some(l) = lines.next() {
            assert_eq!(l, "case");
            let rows: Vec<&str> = (0..15).map(|_| lines.next().unwrap()).collect();
            let mut cells = board(&rows);
            cases += 1;
            for l in lines.by_ref() {
                if l == "end" {
                    break;
                }
                let parts: Vec<&str> = l.split_whitespace().collect();
                if parts[0] == "at" {
                    let got = foul_at(&mut cells, 15, 5, point(parts[1]));
                    let got = got.map_or("none", Foul::name);
                    assert_eq!(got, parts[2], "case {cases} at {}", parts[1]);
                } else {
                    let mut want: Vec<(usize, &str)> = parts[1..]
                        .iter()
                        .map(|s| {
                            let (p, k) = s.split_once(':').unwrap();
                            (point(p), k)
                        })
                        .collect();
                    want.sort();
                    let got: Vec<(usize, &str)> = (0..225)
                        .filter_map(|c| foul_at(&mut cells, 15, 5, c).map(|f| (c, f.name())))
                        .collect();
                    assert_eq!(got, want, "case {cases}");
                }
                checks += 1;
            }
        }
        assert_eq!((cases, checks), (21, 23));
    }
}
