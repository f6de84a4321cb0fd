//! The two players. Every game here is for two players who alternate; `First` moves first
//! (X in tic-tac-toe, black in gomoku/GTP, red in xiangqi, "white" in UCI's FEN side letter).

use std::fmt;
use std::ops::Not;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The player who moves first from the initial position.
    First,
    /// The player who moves second.
    Second,
}

impl Side {
    /// Both sides, first player first.
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// 0 for the first player, 1 for the second: an array index.
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

impl Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        self.opponent()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::First => "first",
            Side::Second => "second",
        })
    }
}
