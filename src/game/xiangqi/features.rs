//! The evaluation's walk over one side's pieces: what its mobility, attack, safety and pattern
//! terms count (not incremental). The weights live in the evaluation's parameter vector
//! ([`eval`](super::eval)); this module only counts. Deterministic, no allocation.

use super::patterns::{self, Pair};
use super::position::{Position, EMPTY_SLOT};
use super::types::*;
use crate::core::Side;

/// What the mobility, attack, safety and pattern terms of one side count.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Dynamic {
    pub(super) horse_moves: i32,
    pub(super) horses: i32,
    pub(super) chariot_moves: i32,
    pub(super) chariots: i32,
    pub(super) cannon_moves: i32,
    pub(super) cannons: i32,
    /// Missing advisors and elephants.
    pub(super) missing: i32,
    /// Enemy palace squares attacked by chariots, horses and cannons.
    pub(super) palace_chariot: i32,
    pub(super) palace_horse: i32,
    pub(super) palace_cannon: i32,
    /// Cannons facing the enemy general with nothing between.
    pub(super) cannon_hollow: i32,
    /// Chariots, horses and cannons across the river.
    pub(super) crossed: i32,
    /// 1 when no piece stands in front of the own general on its file.
    pub(super) open_file: i32,
    /// Squares of the elephants.
    pub(super) elephants: Pair,
    /// Side-by-side pairs of soldiers across the river.
    pub(super) soldiers_connected: i32,
    /// Horse legs blocked by a piece.
    pub(super) horse_legs_blocked: i32,
    /// Enemy pieces cannons attack over a screen.
    pub(super) cannon_captures: i32,
}

/// What a chariot or cannon on `s` reaches along its four lines.
#[derive(Clone, Copy, Debug, Default)]
struct Rays {
    /// Empty squares before the first piece.
    moves: i32,
    /// Squares of `zone` up to and including the first piece.
    direct: i32,
    /// Squares of `zone` beyond the first piece (the screen), up to and including the next one.
    screened: i32,
    /// Enemy pieces beyond the first piece (a cannon's captures; 0 unless `CANNON`).
    captures: i32,
}

/// Scans the four lines from `s`; `zone` is the enemy palace (`PALACE[side]`), `enemy` the enemy's
/// colour flag. Captures over a screen are counted only for a cannon (`CANNON`).
#[inline]
fn rays<const CANNON: bool>(b: &[u8], s: Square, zone: &[bool; 256], enemy: u8) -> Rays {
    let mut r = Rays::default();
    for dir in ORTHO {
        let mut t = step(s, dir);
        while b[t as usize] == 0 {
            r.moves += 1;
            r.direct += zone[t as usize] as i32;
            t = step(t, dir);
        }
        if b[t as usize] & OFF != 0 {
            continue;
        }
        r.direct += zone[t as usize] as i32;
        t = step(t, dir);
        while b[t as usize] == 0 {
            r.screened += zone[t as usize] as i32;
            t = step(t, dir);
        }
        r.screened += zone[t as usize] as i32;
        if CANNON {
            r.captures += (b[t as usize] & (enemy | OFF) == enemy) as i32;
        }
    }
    r
}

/// `PALACE[side]` marks the palace squares of `side`'s opponent, by mailbox index.
static ENEMY_PALACE: [[bool; 256]; 2] = {
    let mut out = [[false; 256]; 2];
    let mut s = 0;
    while s < 256 {
        out[0][s] = in_palace(Side::Second, s as Square);
        out[1][s] = in_palace(Side::First, s as Square);
        s += 1;
    }
    out
};

impl Dynamic {
    /// Counts `side`'s mobility and missing defenders (not incremental).
    #[inline]
    pub(super) fn of(pos: &Position, side: Side) -> Dynamic {
        let b = &pos.board;
        let zone = &ENEMY_PALACE[side.index()];
        let mut d = Dynamic::default();
        for &s in pos.slots_of(side) {
            if s == EMPTY_SLOT {
                continue;
            }
            let kind = b[s as usize] & KIND_MASK;
            if (4..=6).contains(&kind) {
                d.crossed += !own_half(side, s) as i32;
            }
            match kind {
                4 => {
                    for dir in ORTHO {
                        let leg = step(s, dir);
                        if b[leg as usize] != 0 {
                            d.horse_legs_blocked += (b[leg as usize] & OFF == 0) as i32;
                            continue;
                        }
                        let side_step = if dir == 1 || dir == -1 { 16 } else { 1 };
                        for t in [step(leg, dir + side_step), step(leg, dir - side_step)] {
                            let q = b[t as usize];
                            if q == 0 || (q & flag(!side) != 0) {
                                d.horse_moves += 1;
                                d.palace_horse += zone[t as usize] as i32;
                            }
                        }
                    }
                    d.horses += 1;
                }
                5 => {
                    let r = rays::<false>(b, s, zone, flag(!side));
                    d.chariot_moves += r.moves;
                    d.palace_chariot += r.direct;
                    d.chariots += 1;
                }
                6 => {
                    let r = rays::<true>(b, s, zone, flag(!side));
                    d.cannon_moves += r.moves;
                    d.cannon_captures += r.captures;
                    d.palace_cannon += r.screened;
                    d.cannons += 1;
                    d.cannon_hollow += hollow(b, s, pos.general(!side)) as i32;
                }
                3 => patterns::push(&mut d.elephants, s),
                7 => d.soldiers_connected += patterns::soldier_connected(b, side, s),
                _ => {}
            }
        }
        d.open_file = open_file(b, pos.general(side), forward(side)) as i32;
        d.missing = missing_defenders(pos, side);
        d
    }
}

/// True when the cannon on `s` stands on the file of the enemy general on `g` with nothing
/// between them.
#[inline]
fn hollow(b: &[u8], s: Square, g: Square) -> bool {
    if file_of(s) != file_of(g) {
        return false;
    }
    let dir = if g > s { NORTH } else { -NORTH };
    let mut t = step(s, dir);
    while t != g {
        if b[t as usize] != 0 {
            return false;
        }
        t = step(t, dir);
    }
    true
}

/// True when no piece stands on the general's file in front of it (towards the enemy).
#[inline]
fn open_file(b: &[u8], g: Square, fwd: i16) -> bool {
    let mut t = step(g, fwd);
    while b[t as usize] == 0 {
        t = step(t, fwd);
    }
    b[t as usize] & OFF != 0
}

/// Missing advisors and elephants of `side`.
#[inline]
pub(super) fn missing_defenders(pos: &Position, side: Side) -> i32 {
    (2 - pos.count(side, Kind::Advisor) as i32).max(0)
        + (2 - pos.count(side, Kind::Elephant) as i32).max(0)
}
