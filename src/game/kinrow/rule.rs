//! Win conditions of the k-in-a-row family: how long a line must be, and whether blocked or overlong
//! lines count. Renju's fouls (black's double-three, double-four and overline) live in `forbidden.rs`.

use crate::core::Side;
use std::fmt;

/// The rule that decides which lines win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// k or more in a row wins (tic-tac-toe, freestyle gomoku).
    Freestyle,
    /// Exactly k in a row wins; an overline does not (standard gomoku).
    Standard,
    /// k or more in a row wins unless both ends of the line are blocked by the opponent (caro).
    Caro,
    /// Renju: black (the first player) wins only with exactly k and may not play a foul
    /// (double-three, double-four, overline); white wins with k or more.
    Renju,
}

impl Rule {
    /// Does a run of `len` stones of `side` (with the given ends blocked by the opponent) win?
    #[inline]
    pub fn wins(self, side: Side, len: usize, k: usize, blocked_both_ends: bool) -> bool {
        match self {
            Rule::Freestyle => len >= k,
            Rule::Standard => len == k,
            Rule::Caro => len >= k && !blocked_both_ends,
            Rule::Renju => match side {
                Side::First => len == k,
                Side::Second => len >= k,
            },
        }
    }

    /// True when overlines do not win for `side`.
    #[inline]
    pub fn exact(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Rule::Standard, _) | (Rule::Renju, Side::First)
        )
    }

    /// True when `side` is restricted by fouls (renju black).
    #[inline]
    pub fn has_fouls(self, side: Side) -> bool {
        self == Rule::Renju && side == Side::First
    }

    /// The rule's name as used in variant names and messages.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Caro => "caro",
            Rule::Renju => "renju",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
