//! Legal move generation. Pseudo-legal moves are produced piece by piece from the slot list, and a
//! move is tried on a scratch copy of the board only when it could possibly expose the mover's own
//! general: when the side is in check, when the general itself moves, when the origin lies on the
//! general's file or rank (a chariot, cannon or the enemy general may be unblocked, or a cannon's
//! screen removed) or diagonally next to it (a horse's leg freed), or when the destination lies on the
//! general's file or rank (a new cannon screen). Every other move is legal without a test. Nothing is
//! allocated: the scratch board is a 256-byte stack copy.

use super::attacks::{general_attacked, Mailbox};
use super::position::Position;
use super::types::*;
use crate::core::MoveList;

/// True when `a` and `b` share a file or a rank.
#[inline]
fn same_line(a: Square, b: Square) -> bool {
    let x = a ^ b;
    x & 0x0F == 0 || x & 0xF0 == 0
}

/// True when `a` is diagonally adjacent to `b`.
#[inline]
fn diag_adjacent(a: Square, b: Square) -> bool {
    matches!(a as i16 - b as i16, 15 | 17 | -15 | -17)
}

/// Horse moves: (leg step, destination step) pairs.
const HORSE: [(i16, i16); 8] = [
    (16, 33),
    (16, 31),
    (-16, -31),
    (-16, -33),
    (1, 18),
    (1, -14),
    (-1, 14),
    (-1, -18),
];

struct Gen<'a> {
    trial: Mailbox,
    list: &'a mut MoveList<Move>,
    ksq: Square,
    checked: bool,
    side: crate::core::Side,
}

impl Gen<'_> {
    /// Adds `from → to` if it does not leave the general attacked.
    #[inline(always)]
    fn add(&mut self, from: Square, to: Square) {
        let ksq = self.ksq;
        if self.checked
            || from == ksq
            || same_line(from, ksq)
            || same_line(to, ksq)
            || diag_adjacent(from, ksq)
        {
            let p = self.trial[from as usize];
            let cap = self.trial[to as usize];
            self.trial[to as usize] = p;
            self.trial[from as usize] = 0;
            let k = if from == ksq { to } else { ksq };
            let attacked = general_attacked(&self.trial, k, self.side);
            self.trial[from as usize] = p;
            self.trial[to as usize] = cap;
            if attacked {
                return;
            }
        }
        self.list.push(Move::new(from, to));
    }
}

impl Position {
    /// Appends every legal move (`CAPTURES_ONLY = false`) or every legal capture to `list`.
    pub fn generate<const CAPTURES_ONLY: bool>(&self, list: &mut MoveList<Move>) {
        let us = self.side;
        let enemy = flag(!us);
        let b = &self.board;
        let mut g = Gen {
            trial: self.board,
            list,
            ksq: self.kings[us.index()],
            checked: self.checked,
            side: us,
        };
        // A destination is acceptable if empty (unless captures only) or enemy-occupied.
        let ok = |t: Square| -> bool {
            let q = b[t as usize];
            if CAPTURES_ONLY {
                q & enemy != 0
            } else {
                q == 0 || q & enemy != 0
            }
        };
        for &from in self.slots_of(us) {
            if from == super::position::EMPTY_SLOT {
                continue;
            }
            let p = b[from as usize];
            match p & KIND_MASK {
                1 => {
                    for d in ORTHO {
                        let t = step(from, d);
                        if in_palace(us, t) && ok(t) {
                            g.add(from, t);
                        }
                    }
                }
                2 => {
                    for d in DIAG {
                        let t = step(from, d);
                        if in_palace(us, t) && ok(t) {
                            g.add(from, t);
                        }
                    }
                }
                3 => {
                    for d in DIAG {
                        let eye = step(from, d);
                        let t = step(eye, d);
                        if b[eye as usize] == 0 && own_half(us, t) && ok(t) {
                            g.add(from, t);
                        }
                    }
                }
                4 => {
                    for (leg, d) in HORSE {
                        let t = step(from, d);
                        if b[step(from, leg) as usize] == 0 && ok(t) {
                            g.add(from, t);
                        }
                    }
                }
                5 => {
                    for d in ORTHO {
                        let mut t = step(from, d);
                        loop {
                            let q = b[t as usize];
                            if q == 0 {
                                if !CAPTURES_ONLY {
                                    g.add(from, t);
                                }
                            } else {
                                if q & enemy != 0 {
                                    g.add(from, t);
                                }
                                break;
                            }
                            t = step(t, d);
                        }
                    }
                }
                6 => {
                    for d in ORTHO {
                        let mut t = step(from, d);
                        loop {
                            let q = b[t as usize];
                            if q != 0 {
                                break;
                            }
                            if !CAPTURES_ONLY {
                                g.add(from, t);
                            }
                            t = step(t, d);
                        }
                        if b[t as usize] == OFF {
                            continue;
                        }
                        loop {
                            t = step(t, d);
                            let q = b[t as usize];
                            if q != 0 {
                                if q & enemy != 0 {
                                    g.add(from, t);
                                }
                                break;
                            }
                        }
                    }
                }
                _ => {
                    let t = step(from, forward(us));
                    if ok(t) {
                        g.add(from, t);
                    }
                    if !own_half(us, from) {
                        for d in [1, -1] {
                            let t = step(from, d);
                            if ok(t) {
                                g.add(from, t);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Appends every legal move to `list`.
    #[inline]
    pub fn legal_moves(&self, list: &mut MoveList<Move>) {
        self.generate::<false>(list);
    }

    /// True when `m` is a legal move here.
    pub fn is_legal_move(&self, m: Move) -> bool {
        if !m.is_well_formed() || owner(self.board[m.from() as usize]) != Some(self.side) {
            return false;
        }
        let mut list = MoveList::new();
        self.generate::<false>(&mut list);
        list.contains(&m)
    }

    /// True when the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut list = MoveList::new();
        self.generate::<false>(&mut list);
        !list.is_empty()
    }
}
