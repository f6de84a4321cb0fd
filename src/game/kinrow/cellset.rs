//! A set of board cells as a fixed bit array (up to 32×32 cells), iterated in ascending cell
//! order. The pattern tables keep a few of them up to date (five points, four points, cells near a
//! stone) so that move generation and the threat search visit only the cells that matter instead
//! of scanning the whole board, in the same order a scan would.

use super::board::Cell;

/// Words of the largest board (32×32 cells).
const MAX_WORDS: usize = 16;

/// A set of cells of one board, in ascending order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellSet {
    bits: [u64; MAX_WORDS],
    /// Words in use: enough for the board's cells.
    words: usize,
}

impl CellSet {
    /// The empty set for a board of `cells` cells (at most 1024).
    pub fn new(cells: usize) -> CellSet {
        assert!(cells <= MAX_WORDS * 64, "a board has at most 1024 cells");
        CellSet {
            bits: [0; MAX_WORDS],
            words: cells.div_ceil(64),
        }
    }

    /// Adds (`on`) or removes the cell `i`.
    #[inline]
    pub fn set(&mut self, i: usize, on: bool) {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        if on {
            self.bits[w] |= b;
        } else {
            self.bits[w] &= !b;
        }
    }

    /// Is the cell `i` in the set?
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.bits[i / 64] >> (i % 64) & 1 != 0
    }

    /// True when no cell is in the set.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.bits[..self.words].iter().all(|&w| w == 0)
    }

    /// The number of cells in the set.
    #[inline]
    pub fn len(&self) -> usize {
        self.bits[..self.words]
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum()
    }

    /// The lowest cell of the set.
    #[inline]
    pub fn first(&self) -> Option<Cell> {
        self.iter().next()
    }

    /// The cells in either set.
    #[inline]
    pub fn union(&self, other: &CellSet) -> CellSet {
        let mut out = *self;
        for (a, b) in out.bits[..self.words].iter_mut().zip(&other.bits) {
            *a |= b;
        }
        out
    }

    /// The cells of the set, lowest first.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.bits[..self.words]
            .iter()
            .enumerate()
            .flat_map(|(w, &bits)| Bits(bits).map(move |b| (w * 64 + b) as Cell))
    }
}

/// The set bits of one word, lowest first.
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let b = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascending_iteration_and_set_operations() {
        let mut a = CellSet::new(1024);
        let mut b = CellSet::new(1024);
        assert!(a.is_empty() && a.first().is_none());
        for i in [1023, 0, 64, 63, 500] {
            a.set(i, true);
        }
        b.set(7, true);
        b.set(64, true);
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![0, 63, 64, 500, 1023]);
        assert_eq!(a.len(), 5);
        assert!(a.contains(500) && !a.contains(501));
        a.set(500, false);
        assert_eq!(
            a.union(&b).iter().collect::<Vec<_>>(),
            vec![0, 7, 63, 64, 1023]
        );
        assert_eq!(b.first(), Some(7));
        assert_eq!(CellSet::new(225).words, 4);
    }
}
