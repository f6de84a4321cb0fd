//! The xiangqi position: mailbox board, piece slots, generals, side to move, an incrementally kept
//! Zobrist key and material/piece-square sum, and the state stack (history) that `unmake` pops.
//!
//! Every entry of the history keeps what the repetition judge needs without recomputation: the key
//! before the move, whether the side to move was in check, and the two reversible-ply counters (plies
//! since the last capture, for the 60-move rule, and plies since the last capture or null move, the
//! window in which a repetition can occur). `make`, `unmake` and move generation never allocate once
//! the history vector has grown to the game's length.

use super::attacks::{general_attacked, Mailbox};
use super::eval;
use super::types::*;
use crate::core::{zobrist, Side};

/// Zobrist keys per (piece index, mailbox square); see [`piece_index`].
static PIECE_KEYS: [u64; 16 * 256] = zobrist::keys(0x0058_4951_0001);
/// Key toggled when Black is to move.
pub(crate) const SIDE_KEY: u64 = zobrist::splitmix64(0x0058_4951_0002).1;

/// Dense 0..16 index of a piece byte: Red kinds 1–7, Black kinds 9–15.
#[inline]
pub(crate) const fn piece_index(p: u8) -> usize {
    (((p >> 5) & 1) << 3) as usize | (p & KIND_MASK) as usize
}

/// Zobrist key of piece `p` on `s`.
#[inline]
pub(crate) fn piece_key(p: u8, s: Square) -> u64 {
    PIECE_KEYS[piece_index(p) * 256 + s as usize]
}

/// How repeated positions are judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RepetitionRule {
    /// Asian (AXF) rules as Pikafish implements them: perpetual check loses, then perpetual chase
    /// loses; otherwise the repetition is a draw. See [`repetition`](super::repetition).
    #[default]
    Asian,
    /// Every repetition is a draw (no perpetual check or chase verdicts).
    Draw,
}

/// The rule options of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// How repetitions are judged.
    pub repetition: RepetitionRule,
    /// Whether 120 plies (60 moves each) without a capture draw the game.
    pub sixty_move: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            repetition: RepetitionRule::Asian,
            sixty_move: true,
        }
    }
}

/// One entry of the state stack: how to undo a move and what the position before it was.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Undo {
    /// The move played (`Move(0)` for a null move).
    pub mv: Move,
    /// The piece captured, 0 if none.
    pub captured: u8,
    /// The slot of the captured piece.
    pub captured_slot: u8,
    /// Key of the position before the move.
    pub key: u64,
    /// Whether the side to move was in check before the move.
    pub checked: bool,
    /// Plies without capture before the move.
    pub halfmove: u16,
    /// Plies since a capture or null move before the move.
    pub rev: u16,
}

/// No piece in a slot (captured or unused): square 0 is padding.
pub(crate) const EMPTY_SLOT: u8 = 0;

/// A xiangqi position with its history. Build one with [`Position::startpos`] or
/// [`Position::from_fen`](super::fen).
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) board: Mailbox,
    /// Square of each piece slot: Red 0..16, Black 16..32 (`EMPTY_SLOT` when captured/unused).
    pub(crate) slots: [u8; 32],
    /// Slot number of the piece on each occupied square.
    pub(crate) slot_at: [u8; 256],
    pub(crate) kings: [Square; 2],
    pub(crate) counts: [[u8; 8]; 2],
    pub(crate) side: Side,
    pub(crate) key: u64,
    pub(crate) checked: bool,
    pub(crate) halfmove: u16,
    pub(crate) rev: u16,
    /// Material plus piece-square sum of each side.
    pub(crate) psq: [i32; 2],
    /// Endgame piece-square sum of each side (weighted by the phase in the evaluation).
    pub(crate) pse: [i32; 2],
    pub(crate) start_fullmove: u32,
    pub(crate) start_side: Side,
    pub(crate) rules: Rules,
    pub(crate) history: Vec<Undo>,
}

/// The standard starting position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

impl Position {
    /// A key of the position's structure: where the soldiers, advisors, elephants and generals
    /// of both sides stand (the correction history's key).
    pub(crate) fn structure_key(&self) -> u64 {
        const CHANGING: u8 = (1 << Kind::General as u8)
            | (1 << Kind::Advisor as u8)
            | (1 << Kind::Elephant as u8)
            | (1 << Kind::Soldier as u8);
        let mut k = 0;
        for &s in &self.slots {
            if s != EMPTY_SLOT {
                let p = self.board[s as usize];
                if CHANGING & (1 << (p & KIND_MASK)) != 0 {
                    k ^= piece_key(p, s);
                }
            }
        }
        k
    }

    /// An empty board (no generals yet), Red to move; used by the FEN reader.
    pub(crate) fn empty() -> Position {
        let mut board = [OFF; 256];
        for s in SQUARES {
            board[s as usize] = 0;
        }
        Position {
            board,
            slots: [EMPTY_SLOT; 32],
            slot_at: [0; 256],
            kings: [0; 2],
            counts: [[0; 8]; 2],
            side: Side::First,
            key: 0,
            checked: false,
            halfmove: 0,
            rev: 0,
            psq: [0; 2],
            pse: [0; 2],
            start_fullmove: 1,
            start_side: Side::First,
            rules: Rules::default(),
            history: Vec::with_capacity(512),
        }
    }

    /// The standard starting position.
    pub fn startpos() -> Position {
        Position::from_fen(START_FEN).expect("the start position is valid")
    }

    /// Places a piece during set-up; false when the side already has 16 pieces.
    pub(crate) fn put(&mut self, s: Square, p: u8) -> bool {
        let side = owner(p).expect("a piece");
        let base = side.index() * 16;
        let Some(slot) = (base..base + 16).find(|&i| self.slots[i] == EMPTY_SLOT) else {
            return false;
        };
        self.slots[slot] = s;
        self.slot_at[s as usize] = slot as u8;
        self.board[s as usize] = p;
        self.counts[side.index()][(p & KIND_MASK) as usize] += 1;
        if p & KIND_MASK == Kind::General as u8 {
            self.kings[side.index()] = s;
        }
        true
    }

    /// Recomputes the derived state (key, check flag, material) after set-up.
    pub(crate) fn finish_setup(&mut self) {
        // Order each side's slots by kind (general first) so that generation visits the kinds in a
        // fixed, branch-predictable order.
        for side in 0..2 {
            let slots = &mut self.slots[side * 16..side * 16 + 16];
            let board = &self.board;
            slots.sort_by_key(|&s| {
                if s == EMPTY_SLOT {
                    u8::MAX
                } else {
                    board[s as usize] & KIND_MASK
                }
            });
            for i in 0..16 {
                let s = self.slots[side * 16 + i];
                if s != EMPTY_SLOT {
                    self.slot_at[s as usize] = (side * 16 + i) as u8;
                }
            }
        }
        self.key = self.compute_key();
        self.psq = self.compute_psq();
        self.pse = self.compute_pse();
        self.checked = general_attacked(&self.board, self.kings[self.side.index()], self.side);
    }

    /// The Zobrist key computed from scratch (tests compare it with the incremental one).
    pub fn compute_key(&self) -> u64 {
        let mut k = if self.side == Side::Second {
            SIDE_KEY
        } else {
            0
        };
        for s in SQUARES {
            let p = self.board[s as usize];
            if p != 0 {
                k ^= piece_key(p, s);
            }
        }
        k
    }

    /// Endgame piece-square sums computed from scratch.
    pub(crate) fn compute_pse(&self) -> [i32; 2] {
        self.sum_per_side(eval::pse)
    }

    /// Material plus piece-square sums computed from scratch.
    pub(crate) fn compute_psq(&self) -> [i32; 2] {
        self.sum_per_side(eval::psq)
    }

    /// Each side's sum of `value(piece, square)` over its pieces.
    fn sum_per_side(&self, value: fn(u8, Square) -> i32) -> [i32; 2] {
        let mut v = [0; 2];
        for s in SQUARES {
            let p = self.board[s as usize];
            if let Some(side) = owner(p) {
                v[side.index()] += value(p, s);
            }
        }
        v
    }

    /// The piece byte on a board square (0 when empty).
    #[inline]
    pub fn piece_at(&self, s: Square) -> u8 {
        self.board[s as usize]
    }

    /// The piece on file `f` (0–8), rank `r` (0–9): its owner and kind.
    pub fn piece_on(&self, f: usize, r: usize) -> Option<(Side, Kind)> {
        if f > 8 || r > 9 {
            return None;
        }
        let p = self.board[square(f, r) as usize];
        Some((owner(p)?, Kind::of(p)?))
    }

    /// The square of `side`'s general.
    #[inline]
    pub fn general(&self, side: Side) -> Square {
        self.kings[side.index()]
    }

    /// Number of `side`'s pieces of `kind` on the board.
    #[inline]
    pub fn count(&self, side: Side, kind: Kind) -> u8 {
        self.counts[side.index()][kind as usize]
    }

    /// Plies since the last capture (the 60-move rule's clock).
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The full-move number as FEN writes it.
    pub fn fullmove_number(&self) -> u32 {
        let offset = usize::from(self.start_side == Side::Second);
        self.start_fullmove + ((self.history.len() + offset) / 2) as u32
    }

    /// The rule options in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Chooses the repetition rule and whether the 60-move rule applies.
    pub fn set_rules(&mut self, repetition: RepetitionRule, sixty_move: bool) {
        self.rules = Rules {
            repetition,
            sixty_move,
        };
    }

    /// Squares of `side`'s pieces, in slot order.
    #[inline]
    pub(crate) fn slots_of(&self, side: Side) -> &[u8] {
        let base = side.index() * 16;
        &self.slots[base..base + 16]
    }

    /// The key after the move `m` of this position (what `make_move` will set).
    #[inline]
    pub fn key_after_move(&self, m: Move) -> u64 {
        let (from, to) = (m.from(), m.to());
        let p = self.board[from as usize];
        let cap = self.board[to as usize];
        let key = self.key ^ SIDE_KEY ^ piece_key(p, from) ^ piece_key(p, to);
        if cap != 0 {
            key ^ piece_key(cap, to)
        } else {
            key
        }
    }

    /// Plays a move generated for this position (unchecked).
    pub fn make_move(&mut self, m: Move) {
        let (from, to) = (m.from(), m.to());
        let p = self.board[from as usize];
        let cap = self.board[to as usize];
        let us = self.side;
        let cap_slot = self.slot_at[to as usize];
        self.history.push(Undo {
            mv: m,
            captured: cap,
            captured_slot: cap_slot,
            key: self.key,
            checked: self.checked,
            halfmove: self.halfmove,
            rev: self.rev,
        });
        let key = self.key_after_move(m);
        if cap != 0 {
            let them = !us;
            self.psq[them.index()] -= eval::psq(cap, to);
            self.pse[them.index()] -= eval::pse(cap, to);
            self.counts[them.index()][(cap & KIND_MASK) as usize] -= 1;
            self.slots[cap_slot as usize] = EMPTY_SLOT;
            self.halfmove = 0;
            self.rev = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
            self.rev = self.rev.saturating_add(1);
        }
        let slot = self.slot_at[from as usize];
        self.slot_at[to as usize] = slot;
        self.slots[slot as usize] = to;
        self.board[from as usize] = 0;
        self.board[to as usize] = p;
        if p & KIND_MASK == Kind::General as u8 {
            self.kings[us.index()] = to;
        }
        self.psq[us.index()] += eval::psq(p, to) - eval::psq(p, from);
        self.pse[us.index()] += eval::pse(p, to) - eval::pse(p, from);
        self.key = key;
        self.side = !us;
        self.checked = general_attacked(&self.board, self.kings[self.side.index()], self.side);
    }

    /// Takes back the last move or null move.
    pub fn unmake_move(&mut self) {
        let Some(u) = self.history.pop() else { return };
        self.side = !self.side;
        self.key = u.key;
        self.checked = u.checked;
        self.halfmove = u.halfmove;
        self.rev = u.rev;
        if u.mv == Move(0) {
            return;
        }
        let (from, to) = (u.mv.from(), u.mv.to());
        let us = self.side;
        let p = self.board[to as usize];
        let slot = self.slot_at[to as usize];
        self.slots[slot as usize] = from;
        self.slot_at[from as usize] = slot;
        self.board[from as usize] = p;
        self.board[to as usize] = u.captured;
        if p & KIND_MASK == Kind::General as u8 {
            self.kings[us.index()] = from;
        }
        self.psq[us.index()] -= eval::psq(p, to) - eval::psq(p, from);
        self.pse[us.index()] -= eval::pse(p, to) - eval::pse(p, from);
        if u.captured != 0 {
            let them = !us;
            self.slots[u.captured_slot as usize] = to;
            self.slot_at[to as usize] = u.captured_slot;
            self.psq[them.index()] += eval::psq(u.captured, to);
            self.pse[them.index()] += eval::pse(u.captured, to);
            self.counts[them.index()][(u.captured & KIND_MASK) as usize] += 1;
        }
    }

    /// Passes the turn (null move for the search); never call it in check.
    pub fn make_null_move(&mut self) {
        self.history.push(Undo {
            mv: Move(0),
            captured: 0,
            captured_slot: 0,
            key: self.key,
            checked: self.checked,
            halfmove: self.halfmove,
            rev: self.rev,
        });
        self.key ^= SIDE_KEY;
        self.side = !self.side;
        self.rev = 0;
        self.halfmove = self.halfmove.saturating_add(1);
        self.checked = general_attacked(&self.board, self.kings[self.side.index()], self.side);
    }

    /// True when the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checked
    }

    /// The moves played since set-up, oldest first (null moves appear as `Move(0)`).
    pub fn moves_played(&self) -> impl Iterator<Item = Move> + '_ {
        self.history.iter().map(|u| u.mv)
    }
}
