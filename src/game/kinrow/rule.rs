//! Win conditions of the k-in-a-row family: how long a line must be, and whether blocked or overlong
//! lines count. Renju's fouls are a separate concern and are not offered until they are implemented.

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
}

impl Rule {
    /// Does a run of `len` stones (with the given ends blocked by the opponent) win under this rule?
    #[inline]
    pub fn wins(self, len: usize, k: usize, blocked_both_ends: bool) -> bool {
        match self {
            Rule::Freestyle => len >= k,
            Rule::Standard => len == k,
            Rule::Caro => len >= k && !blocked_both_ends,
        }
    }

    /// The rule's name as used in variant names and messages.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Caro => "caro",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
