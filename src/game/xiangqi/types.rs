//! The vocabulary of the xiangqi board: padded-mailbox squares, piece codes and the 16-bit move.
//!
//! The 9×10 board sits inside a 16×16 mailbox: file `f` (0 = a, Red's left) and rank `r` (0 = Red's
//! back rank) live at index `(r + 3) * 16 + f + 3`. The three-square margin means every step a piece
//! can make (up to two files and two ranks for elephants and horses) lands on a padding cell marked
//! [`OFF`] instead of wrapping, so move generation needs no bounds tests. A piece is one byte: a colour
//! flag ([`RED`] or [`BLACK`]) or-ed with a [`Kind`] number; empty cells are 0.

use crate::core::Side;

/// A square index in the 16×16 mailbox (see the module docs).
pub type Square = u8;

/// Padding cell outside the board.
pub const OFF: u8 = 0x40;
/// Colour flag of Red's pieces.
pub const RED: u8 = 0x10;
/// Colour flag of Black's pieces.
pub const BLACK: u8 = 0x20;
/// Mask of the kind number inside a piece byte.
pub const KIND_MASK: u8 = 0x07;

/// The seven piece kinds, numbered as stored in the low bits of a piece byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    /// General (king), K.
    General = 1,
    /// Advisor, A.
    Advisor = 2,
    /// Elephant, B (E in Fairy-Stockfish).
    Elephant = 3,
    /// Horse, N (H in Fairy-Stockfish).
    Horse = 4,
    /// Chariot, R.
    Chariot = 5,
    /// Cannon, C.
    Cannon = 6,
    /// Soldier, P.
    Soldier = 7,
}

impl Kind {
    /// Every kind in numbering order.
    pub const ALL: [Kind; 7] = [
        Kind::General,
        Kind::Advisor,
        Kind::Elephant,
        Kind::Horse,
        Kind::Chariot,
        Kind::Cannon,
        Kind::Soldier,
    ];

    /// The kind stored in a piece byte (`None` for empty and padding cells).
    #[inline]
    pub const fn of(piece: u8) -> Option<Kind> {
        if piece & (RED | BLACK) == 0 {
            return None;
        }
        Some(match piece & KIND_MASK {
            1 => Kind::General,
            2 => Kind::Advisor,
            3 => Kind::Elephant,
            4 => Kind::Horse,
            5 => Kind::Chariot,
            6 => Kind::Cannon,
            _ => Kind::Soldier,
        })
    }

    /// The FEN letter of this kind for Red (uppercase).
    pub const fn letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Advisor => 'A',
            Kind::Elephant => 'B',
            Kind::Horse => 'N',
            Kind::Chariot => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// Most pieces of this kind one side can have.
    pub const fn max_count(self) -> u8 {
        match self {
            Kind::General => 1,
            Kind::Soldier => 5,
            _ => 2,
        }
    }
}

/// The colour flag of `side`'s pieces.
#[inline]
pub const fn flag(side: Side) -> u8 {
    match side {
        Side::First => RED,
        Side::Second => BLACK,
    }
}

/// The piece byte for `side`'s `kind`.
#[inline]
pub const fn piece(side: Side, kind: Kind) -> u8 {
    flag(side) | kind as u8
}

/// The owner of a piece byte (`None` for empty and padding cells).
#[inline]
pub const fn owner(p: u8) -> Option<Side> {
    if p & RED != 0 && p & OFF == 0 {
        Some(Side::First)
    } else if p & BLACK != 0 && p & OFF == 0 {
        Some(Side::Second)
    } else {
        None
    }
}

/// The square of file `f` (0–8) and rank `r` (0–9 from Red's side).
#[inline]
pub const fn square(f: usize, r: usize) -> Square {
    ((r + 3) * 16 + f + 3) as Square
}

/// File of a board square, 0 (a) to 8 (i).
#[inline]
pub const fn file_of(s: Square) -> usize {
    (s & 15) as usize - 3
}

/// Rank of a board square, 0 (Red's back rank) to 9.
#[inline]
pub const fn rank_of(s: Square) -> usize {
    (s >> 4) as usize - 3
}

/// Dense 0..90 index of a board square (rank * 9 + file).
#[inline]
pub const fn index90(s: Square) -> usize {
    rank_of(s) * 9 + file_of(s)
}

/// True when the mailbox index is one of the 90 board squares.
#[inline]
pub const fn on_board(s: usize) -> bool {
    let (f, r) = (s & 15, s >> 4);
    f >= 3 && f < 12 && r >= 3 && r < 13
}

/// The 90 board squares in order a0, b0, …, i0, a1, …, i9.
pub const SQUARES: [Square; 90] = {
    let mut out = [0u8; 90];
    let mut i = 0;
    while i < 90 {
        out[i] = square(i % 9, i / 9);
        i += 1;
    }
    out
};

/// Step one rank towards Black (up the board as Red sees it).
pub const NORTH: i16 = 16;
/// The four orthogonal steps.
pub const ORTHO: [i16; 4] = [16, -16, 1, -1];
/// The four diagonal steps.
pub const DIAG: [i16; 4] = [17, 15, -15, -17];

/// The forward step of `side`'s soldiers.
#[inline]
pub const fn forward(side: Side) -> i16 {
    match side {
        Side::First => NORTH,
        Side::Second => -NORTH,
    }
}

/// True when `s` is inside `side`'s palace (files d–f, the three back ranks).
#[inline]
pub const fn in_palace(side: Side, s: Square) -> bool {
    if !on_board(s as usize) {
        return false;
    }
    let (f, r) = (file_of(s), rank_of(s));
    let rr = match side {
        Side::First => r,
        Side::Second => 9 - r,
    };
    f >= 3 && f <= 5 && rr <= 2
}

/// True when `s` is on `side`'s half of the board (before the river).
#[inline]
pub const fn own_half(side: Side, s: Square) -> bool {
    on_board(s as usize)
        && match side {
            Side::First => rank_of(s) <= 4,
            Side::Second => rank_of(s) >= 5,
        }
}

/// Offsets a square by a step (the caller guarantees the result stays inside the mailbox).
#[inline]
pub const fn step(s: Square, d: i16) -> Square {
    (s as i16 + d) as Square
}

/// A move from one square to another, packed as `from << 8 | to` (never 0 for a real move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Move(pub u16);

impl Move {
    /// The move from `from` to `to`.
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(((from as u16) << 8) | to as u16)
    }

    /// Origin square.
    #[inline]
    pub const fn from(self) -> Square {
        (self.0 >> 8) as Square
    }

    /// Destination square.
    #[inline]
    pub const fn to(self) -> Square {
        self.0 as Square
    }

    /// True when both squares are on the board and differ (a well-formed, not necessarily legal, move).
    pub const fn is_well_formed(self) -> bool {
        on_board(self.from() as usize) && on_board(self.to() as usize) && self.from() != self.to()
    }
}
