//! Static exchange evaluation: does a move win at least a given amount of material once every
//! capture and recapture on its target square has been played out, least valuable piece first?
//!
//! The attackers are found afresh on a scratch copy of the board after each capture, so that the
//! xiangqi-specific lines come out right without bookkeeping: a cannon that loses (or gains) its
//! screen when a piece leaves the line, a horse whose leg is freed, an elephant whose eye is
//! cleared. Pins and the flying-general rule are ignored, as chess engines ignore pins here; a
//! general may only take last (never into a defended square).

use super::attacks::{Mailbox, HORSE_CHECKS};
use super::eval::MATERIAL;
use super::types::*;
use super::{Move, Position};
use crate::core::Side;

/// Exchange value of each kind (index = kind number); the general's is never traded.
const VALUE: [i32; 8] = {
    let mut v = MATERIAL;
    v[Kind::General as usize] = 30_000;
    v
};

/// Exchange value of the piece byte `p` (0 for an empty square).
#[inline]
fn value_of(p: u8) -> i32 {
    if p == 0 {
        0
    } else {
        VALUE[(p & KIND_MASK) as usize]
    }
}

/// The square and kind of `side`'s least valuable piece that attacks `to` on `b`, if any.
pub fn least_valuable_attacker(b: &Mailbox, to: Square, side: Side) -> Option<(Square, Kind)> {
    let mut best: Option<(Square, Kind)> = None;
    let mut offer = |sq: Square, kind: Kind| {
        if best.is_none_or(|(_, k)| VALUE[kind as usize] < VALUE[k as usize]) {
            best = Some((sq, kind));
        }
    };
    let own = |kind: Kind| piece(side, kind);

    // Soldiers: from behind (moving forward), or from the side once across the river.
    let back = step(to, -forward(side));
    if b[back as usize] == own(Kind::Soldier) {
        return Some((back, Kind::Soldier));
    }
    for d in [1, -1] {
        let from = step(to, d);
        if b[from as usize] == own(Kind::Soldier) && !own_half(side, from) {
            return Some((from, Kind::Soldier));
        }
    }
    if in_palace(side, to) {
        for d in DIAG {
            let from = step(to, d);
            if b[from as usize] == own(Kind::Advisor) {
                offer(from, Kind::Advisor);
            }
        }
    }
    if own_half(side, to) {
        for d in DIAG {
            let eye = step(to, d);
            let from = step(eye, d);
            if b[eye as usize] == 0 && b[from as usize] == own(Kind::Elephant) {
                offer(from, Kind::Elephant);
            }
        }
    }
    for (leg, h1, h2) in HORSE_CHECKS {
        if b[step(to, leg) as usize] != 0 {
            continue;
        }
        for h in [h1, h2] {
            let from = step(to, h);
            if b[from as usize] == own(Kind::Horse) {
                offer(from, Kind::Horse);
            }
        }
    }
    for d in ORTHO {
        let mut s = step(to, d);
        while b[s as usize] == 0 {
            s = step(s, d);
        }
        let first = b[s as usize];
        if first == OFF {
            continue;
        }
        if first == own(Kind::Chariot) {
            offer(s, Kind::Chariot);
        } else if first == own(Kind::General) && s == step(to, d) && in_palace(side, to) {
            offer(s, Kind::General);
        }
        // The first piece screens a cannon behind it.
        s = step(s, d);
        while b[s as usize] == 0 {
            s = step(s, d);
        }
        if b[s as usize] == own(Kind::Cannon) {
            offer(s, Kind::Cannon);
        }
    }
    best
}

impl Position {
    /// True when `m` wins at least `threshold` (in evaluation units) by static exchange: the
    /// captured piece, minus the mover if it is taken back, and so on while capturing pays.
    pub fn see_ge(&self, m: Move, threshold: i32) -> bool {
        let (from, to) = (m.from(), m.to());
        let mover = self.board[from as usize];
        let mut swap = value_of(self.board[to as usize]) - threshold;
        if swap < 0 {
            return false;
        }
        swap = value_of(mover) - swap;
        if swap <= 0 {
            return true;
        }
        let mut b = self.board;
        b[from as usize] = 0;
        b[to as usize] = mover;
        let mut stm = self.side;
        // `res` is true while the side that made `m` is ahead of the threshold.
        let mut res = true;
        loop {
            stm = !stm;
            let Some((sq, kind)) = least_valuable_attacker(&b, to, stm) else {
                break;
            };
            res = !res;
            if kind == Kind::General {
                // The general takes only when nothing can take it back.
                return if least_valuable_attacker(&b, to, !stm).is_some() {
                    !res
                } else {
                    res
                };
            }
            swap = VALUE[kind as usize] - swap;
            if swap < i32::from(res) {
                break;
            }
            b[sq as usize] = 0;
        }
        res
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::xiangqi::Ranks;

    fn see(fen: &str, text: &str, threshold: i32) -> bool {
        let pos = Position::from_fen(fen).unwrap();
        let m = pos.parse_move(text, Ranks::ZeroBased).unwrap();
        assert!(pos.is_legal_move(m), "{text} is not legal in {fen}");
        pos.see_ge(m, threshold)
    }

    const HORSE: i32 = MATERIAL[Kind::Horse as usize];

    #[test]
    fn an_undefended_piece_is_won_whole() {
        let fen = "4k4/9/n8/9/9/9/9/9/9/R2K5 w - - 0 1";
        assert!(see(fen, "a0a7", HORSE));
        assert!(!see(fen, "a0a7", HORSE + 1));
    }

    #[test]
    fn a_chariot_taking_a_defended_soldier_loses() {
        assert!(!see("3k5/9/9/r3p4/9/9/9/9/9/4RK3 w - - 0 1", "e0e6", 0));
        assert!(see("3k5/9/9/4p4/9/9/9/9/9/4RK3 w - - 0 1", "e0e6", 0));
    }

    #[test]
    fn a_cannon_defends_only_over_a_screen() {
        // Cannon e9 over the advisor on e8 guards e6.
        let screened = "3kc4/4a4/9/4p4/9/3N5/9/9/9/5K3 w - - 0 1";
        let pos = Position::from_fen(screened).unwrap();
        let found = least_valuable_attacker(&pos.board, square(4, 6), Side::Second);
        assert_eq!(found.map(|(_, k)| k), Some(Kind::Cannon));
        assert!(!see(screened, "d4e6", 0));
        // Cannon e7 right behind the soldier has no screen.
        let bare = "3k5/9/4c4/4p4/9/3N5/9/9/9/5K3 w - - 0 1";
        let pos = Position::from_fen(bare).unwrap();
        assert!(least_valuable_attacker(&pos.board, square(4, 6), Side::Second).is_none());
        assert!(see(bare, "d4e6", 0));
    }

    #[test]
    fn a_cannon_with_nothing_between_cannot_recapture() {
        // The black cannon on e8 sees e6 over an empty e7: no screen, so it cannot take back.
        assert!(see("3k5/4c4/9/4p4/9/9/9/9/9/4RK3 w - - 0 1", "e0e6", 0));
    }

    #[test]
    fn a_blocked_horse_leg_does_not_defend() {
        let free = "4k4/3n5/9/4p4/9/9/9/9/9/4RK3 w - - 0 1";
        let blocked = "4k4/3n5/3a5/4p4/9/9/9/9/9/4RK3 w - - 0 1";
        assert!(!see(free, "e0e6", 0));
        assert!(see(blocked, "e0e6", 0));
    }

    #[test]
    fn a_quiet_move_onto_an_attacked_square_loses_the_mover() {
        let fen = "3k5/9/9/9/9/r8/9/2N6/9/5K3 w - - 0 1";
        assert!(!see(fen, "c2d4", 0));
        assert!(see(fen, "c2e3", 0));
    }

    #[test]
    fn recaptures_stop_when_they_stop_paying() {
        // Red horse takes a soldier defended by a chariot: black recaptures (soldier for horse),
        // and Red's chariot behind takes the black chariot: Red is ahead.
        let fen = "3k5/9/9/r3p4/9/3N5/9/9/9/4RK3 w - - 0 1";
        assert!(see(fen, "d4e6", 0));
    }
}
