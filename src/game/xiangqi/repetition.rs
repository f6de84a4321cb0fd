//! Repetition verdicts under the Asian (AXF) rules, simplified as Pikafish and Fairy-Stockfish do.
//!
//! A repetition is found when the current key equals the key of a position 4, 6, 8, … plies back,
//! within the reversible part of the history (no capture and no null move in between). The cycle
//! between the two occurrences is judged:
//!
//! 1. A side that gave check with every one of its moves in the cycle loses (perpetual check). If
//!    both sides did, the game is drawn.
//! 2. Otherwise a side that *chased* with every one of its moves, the same enemy piece throughout
//!    (the set of chased pieces is followed as they move and intersected), loses (perpetual chase);
//!    if both or neither did, the game is drawn.
//!
//! What counts as a chase (our reading of Pikafish's simplified rule): after the move, a piece of the
//! mover other than the general or a soldier attacks an enemy piece it did not attack before the move
//! (directly or by discovery), the attack is a real capture (it does not expose the attacker's own
//! general), the target is neither the general nor a soldier still on its own side of the river, it is
//! not a mutual attack between pieces of the same kind, and either the target is worth more than the
//! attacker (a chariot attacked by a horse or cannon; a chariot, horse or cannon attacked by an advisor
//! or elephant) or the target is unprotected (no piece of its side could recapture). A check is not a
//! chase. [`Position::repetition_outcome`] gives the verdict at the first repetition (two
//! occurrences), which is what a search wants; [`Position::referee_repetition_outcome`] gives it
//! where the game really ends, at the third occurrence, judging every move since the first one (as
//! Fairy-Stockfish and pyffish do). The rest of the Asian rule book (one-check-one-chase, exemptions for "idle" chases, the Chinese rule)
//! is not modelled. The Chinese rule can be added as another [`RepetitionRule`].

use super::attacks::{for_each_attack, general_attacked, Mailbox};
use super::position::{Position, RepetitionRule};
use super::types::*;
use crate::core::{Outcome, Side, Termination};

/// Set of board squares as bits of their 0..90 index.
type SquareSet = u128;

#[inline]
fn bit(s: Square) -> SquareSet {
    1u128 << index90(s)
}

/// Set of the squares attacked by the piece on `s` in `b`.
fn attack_set(b: &Mailbox, s: Square) -> SquareSet {
    let mut set = 0;
    for_each_attack(b, s, |t| set |= bit(t));
    set
}

/// True when a piece of `side` attacks square `t` in `b`.
fn defended(b: &Mailbox, t: Square, side: Side) -> bool {
    SQUARES
        .iter()
        .any(|&s| owner(b[s as usize]) == Some(side) && attack_set(b, s) & bit(t) != 0)
}

/// The enemy pieces that `mover`'s move `m` (from `before` to `after`) newly chases.
fn chased(before: &Mailbox, after: &Mailbox, m: Move, mover: Side) -> SquareSet {
    let them = !mover;
    let mut out = 0;
    for &a in SQUARES.iter() {
        let ap = after[a as usize];
        if owner(ap) != Some(mover) {
            continue;
        }
        let akind = Kind::of(ap).expect("a piece");
        if matches!(akind, Kind::General | Kind::Soldier) {
            continue;
        }
        let origin = if a == m.to() { m.from() } else { a };
        let old = if before[origin as usize] == ap {
            attack_set(before, origin)
        } else {
            0
        };
        let mut new = attack_set(after, a) & !old;
        while new != 0 {
            let idx = new.trailing_zeros() as usize;
            new &= new - 1;
            let t = SQUARES[idx];
            let tp = after[t as usize];
            if owner(tp) != Some(them) {
                continue;
            }
            let tkind = Kind::of(tp).expect("a piece");
            if tkind == Kind::General || (tkind == Kind::Soldier && own_half(them, t)) {
                continue;
            }
            // The capture must not expose the attacker's own general.
            let mut cap = *after;
            cap[t as usize] = ap;
            cap[a as usize] = 0;
            let ksq = SQUARES
                .iter()
                .copied()
                .find(|&s| cap[s as usize] == piece(mover, Kind::General));
            if ksq.is_some_and(|k| general_attacked(&cap, k, mover)) {
                continue;
            }
            if tkind == akind && attack_set(after, t) & bit(a) != 0 {
                continue; // mutual attack between pieces of the same kind
            }
            let stronger = match akind {
                Kind::Horse | Kind::Cannon => tkind == Kind::Chariot,
                Kind::Advisor | Kind::Elephant => {
                    matches!(tkind, Kind::Chariot | Kind::Horse | Kind::Cannon)
                }
                _ => false,
            };
            if stronger || !defended(&cap, t, them) {
                out |= bit(t);
            }
        }
    }
    out
}

impl Position {
    /// Whether the move made at history index `j` gave check.
    fn gave_check(&self, j: usize) -> bool {
        if j + 1 == self.history.len() {
            self.checked
        } else {
            self.history[j + 1].checked
        }
    }

    /// Number of plies back to an earlier occurrence of the current position inside the reversible
    /// window, if any (the shortest cycle).
    pub fn repetition_distance(&self) -> Option<usize> {
        self.occurrence_distance(2)
    }

    /// Number of plies back to the earlier occurrence that makes the current position's
    /// `occurrences`-th occurrence (counting the current one) inside the reversible window.
    fn occurrence_distance(&self, occurrences: usize) -> Option<usize> {
        let n = self.history.len();
        let end = (self.rev as usize).min(n);
        let mut seen = 1;
        let mut i = 4;
        while i <= end {
            if self.history[n - i].key == self.key {
                seen += 1;
                if seen == occurrences {
                    return Some(i);
                }
            }
            i += 2;
        }
        None
    }

    /// The verdict on a repetition of the current position, if it repeats (see the module docs):
    /// the search's view, at the second occurrence.
    pub fn repetition_outcome(&self) -> Option<Outcome> {
        self.judge_cycle(self.repetition_distance()?)
    }

    /// The verdict on a repetition as a referee gives it: only when the current position occurs for
    /// the third time, judging the moves of both cycles.
    pub fn referee_repetition_outcome(&self) -> Option<Outcome> {
        self.judge_cycle(self.occurrence_distance(3)?)
    }

    /// Judges the last `i` plies, which lead from an earlier occurrence of the current position
    /// back to it.
    fn judge_cycle(&self, i: usize) -> Option<Outcome> {
        if self.rules.repetition == RepetitionRule::Draw {
            return Some(Outcome::draw(Termination::Repetition));
        }
        let n = self.history.len();
        let us = self.side;
        let them = !us;
        // Moves n-1, n-3, … were made by `them`; n-2, n-4, … by `us`.
        let mut perpetual = [true; 2];
        for j in n - i..n {
            let mover = if (n - 1 - j).is_multiple_of(2) {
                them
            } else {
                us
            };
            if !self.gave_check(j) {
                perpetual[mover.index()] = false;
            }
        }
        match (perpetual[them.index()], perpetual[us.index()]) {
            (true, false) => return Some(Outcome::win(us, Termination::PerpetualCheck)),
            (false, true) => return Some(Outcome::win(them, Termination::PerpetualCheck)),
            (true, true) => return Some(Outcome::draw(Termination::Repetition)),
            (false, false) => {}
        }
        // Replay the cycle on a copy of the board to find chases.
        let mut b = self.board;
        for u in self.history[n - i..].iter().rev() {
            let (f, t) = (u.mv.from(), u.mv.to());
            b[f as usize] = b[t as usize];
            b[t as usize] = u.captured;
        }
        let mut chase: [Option<SquareSet>; 2] = [None, None];
        for j in n - i..n {
            let m = self.history[j].mv;
            let mover = if (n - 1 - j).is_multiple_of(2) {
                them
            } else {
                us
            };
            let before = b;
            b[m.to() as usize] = b[m.from() as usize];
            b[m.from() as usize] = 0;
            // The opponent's chased pieces follow the piece that moved.
            if let Some(set) = chase[(!mover).index()].as_mut() {
                if *set & bit(m.from()) != 0 {
                    *set = (*set & !bit(m.from())) | bit(m.to());
                }
            }
            let c = if self.gave_check(j) {
                0
            } else {
                chased(&before, &b, m, mover)
            };
            let slot = &mut chase[mover.index()];
            *slot = Some(slot.map_or(c, |s| s & c));
        }
        let chases = |s: Side| chase[s.index()].is_some_and(|x| x != 0);
        Some(match (chases(them), chases(us)) {
            (true, false) => Outcome::win(us, Termination::PerpetualChase),
            (false, true) => Outcome::win(them, Termination::PerpetualChase),
            _ => Outcome::draw(Termination::Repetition),
        })
    }
}
