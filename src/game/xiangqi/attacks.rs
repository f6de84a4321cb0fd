//! Attack detection on a raw mailbox board: is a general attacked, and which occupied squares does a
//! piece attack. These work on `&[u8; 256]` rather than on a `Position` so that move generation can
//! test a trial board, and the repetition judge can replay history on a copy.

use super::types::*;
use crate::core::Side;

/// The mailbox board: 256 piece bytes (see [`types`](super::types)).
pub type Mailbox = [u8; 256];

/// True when `side`'s general on `ksq` is attacked by the other side: by a chariot or the enemy general
/// along an open line (the flying-general rule), a cannon over exactly one screen, a horse whose leg
/// is free, or an adjacent enemy soldier (never from behind).
#[inline]
pub fn general_attacked(b: &Mailbox, ksq: Square, side: Side) -> bool {
    ORTHO.iter().any(|&d| ray_attacked(b, ksq, d, side))
        || HORSE_CHECKS.iter().any(|&h| horse_attacks(b, ksq, h, side))
}

/// True when `side`'s general on `ksq` is attacked along the orthogonal direction `d`: by a chariot
/// or general (first piece), a soldier (first piece, adjacent, not from behind) or a cannon (second
/// piece).
#[inline(always)]
pub fn ray_attacked(b: &Mailbox, ksq: Square, d: i16, side: Side) -> bool {
    let them = flag(!side);
    let mut s = step(ksq, d);
    let mut p = b[s as usize];
    if p == 0 {
        loop {
            s = step(s, d);
            p = b[s as usize];
            if p != 0 {
                break;
            }
        }
    } else if p == them | Kind::Soldier as u8 && d != -forward(side) {
        return true;
    }
    if p == OFF {
        return false;
    }
    if p == them | Kind::Chariot as u8 || p == them | Kind::General as u8 {
        return true;
    }
    // p is the screen: look for a cannon behind it.
    loop {
        s = step(s, d);
        let q = b[s as usize];
        if q != 0 {
            return q == them | Kind::Cannon as u8;
        }
    }
}

/// True when an enemy horse attacks `side`'s general on `ksq` through the diagonal neighbour of
/// `h = (diagonal step, horse step, horse step)` (one of [`HORSE_CHECKS`]).
#[inline(always)]
pub fn horse_attacks(b: &Mailbox, ksq: Square, h: (i16, i16, i16), side: Side) -> bool {
    let horse = flag(!side) | Kind::Horse as u8;
    let (d, h1, h2) = h;
    b[step(ksq, d) as usize] == 0
        && (b[step(ksq, h1) as usize] == horse || b[step(ksq, h2) as usize] == horse)
}

/// For each diagonal neighbour of a square, the two horse squares whose leg is that neighbour.
pub const HORSE_CHECKS: [(i16, i16, i16); 4] =
    [(17, 33, 18), (15, 31, 14), (-15, -31, -14), (-17, -33, -18)];

/// Calls `f` with every occupied square (of either colour) that the piece on `sq` attacks: the
/// captures it could make if the target were an enemy, ignoring whether its own general is exposed.
pub fn for_each_attack(b: &Mailbox, sq: Square, mut f: impl FnMut(Square)) {
    let p = b[sq as usize];
    let Some(side) = owner(p) else { return };
    let Some(kind) = Kind::of(p) else { return };
    let mut hit = |s: Square| {
        let q = b[s as usize];
        if q != 0 && q != OFF {
            f(s);
        }
    };
    match kind {
        Kind::General => {
            for d in ORTHO {
                let t = step(sq, d);
                if in_palace(side, t) {
                    hit(t);
                }
            }
            // Flying general: the enemy general on the same open file.
            for d in [NORTH, -NORTH] {
                let mut s = step(sq, d);
                while b[s as usize] == 0 {
                    s = step(s, d);
                }
                if b[s as usize] == piece(!side, Kind::General) {
                    hit(s);
                }
            }
        }
        Kind::Advisor => {
            for d in DIAG {
                let t = step(sq, d);
                if in_palace(side, t) {
                    hit(t);
                }
            }
        }
        Kind::Elephant => {
            for d in DIAG {
                let eye = step(sq, d);
                let t = step(eye, d);
                if b[eye as usize] == 0 && own_half(side, t) {
                    hit(t);
                }
            }
        }
        Kind::Horse => {
            for d in ORTHO {
                let leg = step(sq, d);
                if b[leg as usize] != 0 {
                    continue;
                }
                let side_step = if d == 1 || d == -1 { 16 } else { 1 };
                hit(step(leg, d + side_step));
                hit(step(leg, d - side_step));
            }
        }
        Kind::Chariot => {
            for d in ORTHO {
                let mut s = step(sq, d);
                while b[s as usize] == 0 {
                    s = step(s, d);
                }
                hit(s);
            }
        }
        Kind::Cannon => {
            for d in ORTHO {
                let mut s = step(sq, d);
                while b[s as usize] == 0 {
                    s = step(s, d);
                }
                if b[s as usize] == OFF {
                    continue;
                }
                s = step(s, d);
                while b[s as usize] == 0 {
                    s = step(s, d);
                }
                hit(s);
            }
        }
        Kind::Soldier => {
            hit(step(sq, forward(side)));
            if !own_half(side, sq) {
                hit(step(sq, 1));
                hit(step(sq, -1));
            }
        }
    }
}

/// True when a piece on `from` attacks `to` (see [`for_each_attack`]).
pub fn attacks_square(b: &Mailbox, from: Square, to: Square) -> bool {
    let mut found = false;
    for_each_attack(b, from, |s| found |= s == to);
    found
}
