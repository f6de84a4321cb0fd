//! Static evaluation, from the side to move's point of view, in units where one soldier before the
//! river is 100. Material and piece-square values are kept incrementally by `make`/`unmake` (the
//! `psq` sums of the position); mobility of chariots, horses and cannons and general safety (missing
//! advisors and elephants while the enemy still has attackers) are computed on demand. Deterministic,
//! no allocation.

use super::position::{piece_index, Position};
use super::types::*;
use crate::core::Side;

/// Base material of each kind (index = kind number): general 0 (always present), advisor 200,
/// elephant 200, horse 420, chariot 950, cannon 450, soldier 100 (plus up to ~120 across the river
/// from its table).
pub const MATERIAL: [i32; 8] = [0, 0, 200, 200, 420, 950, 450, 100];

/// Tables from Red's point of view, first row = rank 9 (Black's back rank), last row = rank 0.
type Table = [[i16; 9]; 10];

const T_GENERAL: Table = [
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0, 0, 0, -20, -25, -20, 0, 0, 0],
    [0, 0, 0, -8, -10, -8, 0, 0, 0],
    [0, 0, 0, 2, 8, 2, 0, 0, 0],
];
const T_ADVISOR: Table = [
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0, 0, 0, -2, 0, -2, 0, 0, 0],
    [0, 0, 0, 0, 6, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
];
const T_ELEPHANT: Table = [
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0, 0, -4, 0, 0, 0, -4, 0, 0],
    [0; 9],
    [-4, 0, 0, 0, 8, 0, 0, 0, -4],
    [0; 9],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
];
const T_HORSE: Table = [
    [2, 6, 10, 12, 4, 12, 10, 6, 2],
    [6, 14, 24, 18, 10, 18, 24, 14, 6],
    [8, 20, 24, 30, 26, 30, 24, 20, 8],
    [8, 30, 22, 34, 24, 34, 22, 30, 8],
    [4, 18, 20, 26, 28, 26, 20, 18, 4],
    [4, 14, 18, 20, 22, 20, 18, 14, 4],
    [2, 8, 12, 12, 14, 12, 12, 8, 2],
    [0, 2, 8, 6, 8, 6, 8, 2, 0],
    [-4, 0, 2, 4, -10, 4, 2, 0, -4],
    [-4, -6, 0, -4, -4, -4, 0, -6, -4],
];
const T_CHARIOT: Table = [
    [6, 8, 6, 12, 14, 12, 6, 8, 6],
    [6, 10, 8, 14, 24, 14, 8, 10, 6],
    [4, 8, 6, 14, 14, 14, 6, 8, 4],
    [6, 12, 12, 14, 16, 14, 12, 12, 6],
    [8, 10, 10, 14, 16, 14, 10, 10, 8],
    [8, 10, 10, 14, 16, 14, 10, 10, 8],
    [4, 8, 6, 12, 14, 12, 6, 8, 4],
    [-2, 8, 4, 12, 12, 12, 4, 8, -2],
    [4, 8, 6, 12, 0, 12, 6, 8, 4],
    [-6, 6, 4, 12, 0, 12, 4, 6, -6],
];
const T_CANNON: Table = [
    [6, 4, 0, -10, -12, -10, 0, 4, 6],
    [2, 2, 0, -4, -14, -4, 0, 2, 2],
    [2, 2, 0, -10, -8, -10, 0, 2, 2],
    [0, 0, -2, 4, 10, 4, -2, 0, 0],
    [0, 0, 0, 2, 8, 2, 0, 0, 0],
    [-2, 0, 4, 2, 6, 2, 4, 0, -2],
    [0, 0, 0, 2, 4, 2, 0, 0, 0],
    [4, 0, 8, 6, 10, 6, 8, 0, 4],
    [0, 2, 4, 6, 6, 6, 4, 2, 0],
    [0, 0, 2, 6, 6, 6, 2, 0, 0],
];
const T_SOLDIER: Table = [
    [0, 3, 6, 9, 12, 9, 6, 3, 0],
    [18, 36, 56, 80, 100, 80, 56, 36, 18],
    [14, 26, 42, 60, 70, 60, 42, 26, 14],
    [10, 20, 30, 34, 40, 34, 30, 20, 10],
    [6, 12, 18, 18, 20, 18, 18, 12, 6],
    [2, 0, 8, 0, 8, 0, 8, 0, 2],
    [0, 0, -2, 0, 4, 0, -2, 0, 0],
    [0; 9],
    [0; 9],
    [0; 9],
];

/// Extra value of a soldier that has crossed the river (on top of its table entry).
const CROSSED_SOLDIER: i32 = 80;

const fn table(kind: usize) -> &'static Table {
    match kind {
        1 => &T_GENERAL,
        2 => &T_ADVISOR,
        3 => &T_ELEPHANT,
        4 => &T_HORSE,
        5 => &T_CHARIOT,
        6 => &T_CANNON,
        _ => &T_SOLDIER,
    }
}

/// Material + piece-square value per (piece index, mailbox square), built at compile time.
static PSQ: [[i32; 256]; 16] = {
    let mut out = [[0i32; 256]; 16];
    let mut pi = 0;
    while pi < 16 {
        let kind = pi & 7;
        if kind != 0 {
            let black = pi >= 8;
            let mut i = 0;
            while i < 90 {
                let (f, r) = (i % 9, i / 9);
                // Rank and file as seen from the piece's own side.
                let (rr, ff) = if black { (9 - r, 8 - f) } else { (r, f) };
                let mut v = MATERIAL[kind] + table(kind)[9 - rr][ff] as i32;
                if kind == 7 && rr >= 5 {
                    v += CROSSED_SOLDIER;
                }
                out[pi][square(f, r) as usize] = v;
                i += 1;
            }
        }
        pi += 1;
    }
    out
};

/// Material plus piece-square value of piece byte `p` on `s`.
#[inline]
pub fn psq(p: u8, s: Square) -> i32 {
    PSQ[piece_index(p)][s as usize]
}

/// Bonus for the side to move.
const TEMPO: i32 = 10;

/// Mobility and general-safety terms for `side` (not incremental).
fn dynamic_terms(pos: &Position, side: Side) -> i32 {
    let b = &pos.board;
    let mut mob = 0;
    for &s in pos.slots_of(side) {
        if s == super::position::EMPTY_SLOT {
            continue;
        }
        match b[s as usize] & KIND_MASK {
            4 => {
                for d in ORTHO {
                    let leg = step(s, d);
                    if b[leg as usize] != 0 {
                        continue;
                    }
                    let side_step = if d == 1 || d == -1 { 16 } else { 1 };
                    for t in [step(leg, d + side_step), step(leg, d - side_step)] {
                        let q = b[t as usize];
                        if q == 0 || (q & flag(!side) != 0) {
                            mob += 4;
                        }
                    }
                }
                mob -= 8;
            }
            5 => {
                for d in ORTHO {
                    let mut t = step(s, d);
                    while b[t as usize] == 0 {
                        mob += 2;
                        t = step(t, d);
                    }
                }
                mob -= 12;
            }
            6 => {
                for d in ORTHO {
                    let mut t = step(s, d);
                    while b[t as usize] == 0 {
                        mob += 1;
                        t = step(t, d);
                    }
                }
                mob -= 6;
            }
            _ => {}
        }
    }
    // General safety: each missing advisor or elephant costs more the more attackers the enemy has.
    let them = !side;
    let attackers = 2 * pos.count(them, Kind::Chariot) as i32
        + pos.count(them, Kind::Horse) as i32
        + pos.count(them, Kind::Cannon) as i32;
    let missing = (2 - pos.count(side, Kind::Advisor) as i32).max(0)
        + (2 - pos.count(side, Kind::Elephant) as i32).max(0);
    mob - missing * attackers * 6
}

/// Static evaluation from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let us = pos.side;
    let them = !us;
    let material = pos.psq[us.index()] - pos.psq[them.index()];
    material + dynamic_terms(pos, us) - dynamic_terms(pos, them) + TEMPO
}

/// MVV-LVA ordering value of a capture `attacker` × `victim` (piece bytes).
#[inline]
pub fn mvv_lva(attacker: u8, victim: u8) -> i32 {
    const VICTIM: [i32; 8] = [0, 10_000, 200, 200, 430, 950, 450, 150];
    const ATTACKER: [i32; 8] = [0, 5, 2, 2, 4, 9, 4, 1];
    VICTIM[(victim & KIND_MASK) as usize] * 10 - ATTACKER[(attacker & KIND_MASK) as usize]
}

/// Placeholder until the evaluation's weights are a parameter vector: the whole score is constant.
impl crate::game::tuning::Tunable for super::position::Position {
    fn params(&self) -> Vec<(&'static str, i32)> {
        Vec::new()
    }

    fn trace(&self, trace: &mut crate::game::tuning::Trace) {
        trace.constant = crate::game::Game::evaluate(self) as f64;
    }
}
