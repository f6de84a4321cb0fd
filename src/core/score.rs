//! Search scores: centipawn-like units from the side to move's point of view, with wins and losses
//! encoded as a distance in plies from the root so that the search prefers the fastest win and the
//! slowest loss. Mate scores are stored in the transposition table relative to the node (`to_tt`) and
//! converted back relative to the root (`from_tt`). A score is a number here; each protocol (and
//! the console) spells it in its own reply module.

use std::ops::{Add, Neg, Sub};

/// A score in centipawn-like units, or a win/loss at a known distance in plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(pub i32);

impl Score {
    /// Score of a win at the root (mate delivered now).
    pub const MATE: Score = Score(32_000);
    /// Larger than any reachable score; used as the alpha-beta window bound.
    pub const INFINITE: Score = Score(32_001);
    /// A drawn position.
    pub const DRAW: Score = Score(0);
    /// The deepest ply any search may reach; scores beyond `MATE - MAX_PLY` are mates.
    pub const MAX_PLY: i32 = 256;
    /// Threshold above which a score is a forced win.
    pub const MATE_BOUND: Score = Score(32_000 - 256);

    /// A win for the side to move delivered `ply` plies from the root.
    #[inline]
    pub const fn mate_in(ply: i32) -> Score {
        Score(Self::MATE.0 - ply)
    }

    /// A loss for the side to move suffered `ply` plies from the root.
    #[inline]
    pub const fn mated_in(ply: i32) -> Score {
        Score(-Self::MATE.0 + ply)
    }

    /// True when the score is a forced win or loss.
    #[inline]
    pub const fn is_mate(self) -> bool {
        self.0.abs() >= Self::MATE_BOUND.0 && self.0.abs() <= Self::MATE.0
    }

    /// Plies to the end of the game for a mate score (positive when we win), `None` otherwise.
    pub const fn mate_plies(self) -> Option<i32> {
        if !self.is_mate() {
            None
        } else if self.0 > 0 {
            Some(Self::MATE.0 - self.0)
        } else {
            Some(-(Self::MATE.0 + self.0))
        }
    }

    /// UCI's `score mate N`: moves (not plies) until mate, negative when we are being mated.
    pub const fn mate_moves(self) -> Option<i32> {
        match self.mate_plies() {
            None => None,
            Some(p) if p > 0 => Some((p + 1) / 2),
            Some(p) => Some(p / 2), // -0 for "mated now" prints as 0, as Stockfish does
        }
    }

    /// Converts a root-relative mate score into a node-relative one for storage.
    #[inline]
    pub const fn to_tt(self, ply: i32) -> Score {
        if self.0 >= Self::MATE_BOUND.0 {
            Score(self.0 + ply)
        } else if self.0 <= -Self::MATE_BOUND.0 {
            Score(self.0 - ply)
        } else {
            self
        }
    }

    /// Converts a node-relative stored score back into a root-relative one.
    #[inline]
    pub const fn from_tt(self, ply: i32) -> Score {
        if self.0 >= Self::MATE_BOUND.0 {
            Score(self.0 - ply)
        } else if self.0 <= -Self::MATE_BOUND.0 {
            Score(self.0 + ply)
        } else {
            self
        }
    }
}

impl Neg for Score {
    type Output = Score;
    #[inline]
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl Add<i32> for Score {
    type Output = Score;
    #[inline]
    fn add(self, rhs: i32) -> Score {
        Score(self.0 + rhs)
    }
}

impl Sub<i32> for Score {
    type Output = Score;
    #[inline]
    fn sub(self, rhs: i32) -> Score {
        Score(self.0 - rhs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances_in_moves() {
        assert_eq!(Score::mate_in(1).mate_moves(), Some(1));
        assert_eq!(Score::mate_in(3).mate_moves(), Some(2));
        assert_eq!(Score::mated_in(2).mate_moves(), Some(-1));
        assert_eq!(Score::mated_in(0).mate_moves(), Some(0));
        assert_eq!(Score(35).mate_moves(), None);
    }

    #[test]
    fn tt_round_trip() {
        for ply in 0..40 {
            for s in [Score::mate_in(ply + 3), Score::mated_in(ply + 4), Score(17)] {
                assert_eq!(s.to_tt(ply).from_tt(ply), s);
            }
        }
        // A mate 5 plies from the root, seen from a node at ply 2, is a mate in 3 from that node.
        assert_eq!(Score::mate_in(5).to_tt(2), Score::mate_in(3));
    }

    #[test]
    fn faster_wins_score_higher() {
        assert!(Score::mate_in(1) > Score::mate_in(3));
        assert!(Score::mated_in(8) > Score::mated_in(2));
        assert!(Score::mate_in(200).is_mate() && !Score(5000).is_mate());
    }
}
