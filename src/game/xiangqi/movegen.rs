//! Legal move generation. Pseudo-legal moves are produced piece by piece from the slot list (kinds in a
//! fixed order), and a move is tried on a scratch copy of the board only when it could possibly expose
//! the mover's own general. Before generating, the four rays and four horse legs around the general
//! are examined once: an own piece is *risky* when removing it would unblock a chariot or the enemy
//! general, turn it into the single screen of a cannon or free a horse's leg, and a ray whose first
//! piece is an enemy cannon marks the empty squares in front of it (a piece landing there becomes a
//! screen). Moves of the general, moves in check, moves of risky pieces and moves onto such screen
//! squares are tested; every other move is legal without a test. Nothing is allocated: the scratch
//! board is a 256-byte stack copy, and perft's last ply only counts ([`Counter`]).

use super::attacks::{general_attacked, Mailbox, HORSE_CHECKS};
use super::position::Position;
use super::types::*;
use crate::core::MoveList;

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

/// Where generated moves go: a move list, or a counter for perft's bulk counting.
pub trait MoveSink {
    /// Receives one legal move.
    fn accept(&mut self, m: Move);
}

impl MoveSink for MoveList<Move> {
    #[inline(always)]
    fn accept(&mut self, m: Move) {
        self.push(m);
    }
}

/// A sink that only counts moves.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counter(pub u64);

impl MoveSink for Counter {
    #[inline(always)]
    fn accept(&mut self, _m: Move) {
        self.0 += 1;
    }
}

struct Gen<'a, S: MoveSink> {
    trial: Mailbox,
    list: &'a mut S,
    ksq: Square,
    side: crate::core::Side,
    /// Test every move of the current piece on the scratch board.
    full: bool,
    /// Own pieces whose removal could expose the general (pinned-like).
    risky: [Square; 12],
    n_risky: usize,
    /// Rays (direction, square of an enemy cannon that is the first piece on the ray): putting a
    /// piece between the general and that cannon gives it a screen.
    screens: [(i16, Square); 4],
    n_screens: usize,
}

impl<S: MoveSink> Gen<'_, S> {
    /// Finds the risky pieces and cannon rays around the general (only when not in check).
    fn analyse(&mut self) {
        let b = &self.trial;
        let them = flag(!self.side);
        let ksq = self.ksq;
        for d in ORTHO {
            // The first three pieces on the ray.
            let mut found = [(0u8, 0u8); 3];
            let mut n = 0;
            let mut s = ksq;
            while n < 3 {
                s = step(s, d);
                let p = b[s as usize];
                if p == OFF {
                    break;
                }
                if p != 0 {
                    found[n] = (s, p);
                    n += 1;
                }
            }
            let (s1, p1) = found[0];
            let (s2, p2) = found[1];
            let (_, p3) = found[2];
            let own = |p: u8| p != 0 && p & them == 0;
            let slider = |p: u8| p == them | Kind::Chariot as u8 || p == them | Kind::General as u8;
            let cannon = |p: u8| p == them | Kind::Cannon as u8;
            if own(p1) && (slider(p2) || (p2 != 0 && cannon(p3))) {
                self.risky[self.n_risky] = s1;
                self.n_risky += 1;
            }
            if p1 != 0 && own(p2) && cannon(p3) {
                self.risky[self.n_risky] = s2;
                self.n_risky += 1;
            }
            if cannon(p1) {
                self.screens[self.n_screens] = (d, s1);
                self.n_screens += 1;
            }
        }
        let horse = them | Kind::Horse as u8;
        for (d, h1, h2) in HORSE_CHECKS {
            let leg = step(ksq, d);
            if b[leg as usize] != 0
                && (b[step(ksq, h1) as usize] == horse || b[step(ksq, h2) as usize] == horse)
            {
                self.risky[self.n_risky] = leg;
                self.n_risky += 1;
            }
        }
    }

    /// True when a piece landing on `to` would become the screen of an enemy cannon.
    #[inline(always)]
    fn on_screen_ray(&self, to: Square) -> bool {
        let k = self.ksq as i16;
        self.screens[..self.n_screens].iter().any(|&(d, c)| {
            let t = to as i16;
            direction(self.ksq, to) == d && (t - k) / d < (c as i16 - k) / d
        })
    }

    /// Adds `from → to` if it does not leave the general attacked.
    #[inline(always)]
    fn add(&mut self, from: Square, to: Square) {
        if (self.full || (self.n_screens > 0 && self.on_screen_ray(to)))
            && !self.safe_after(from, to)
        {
            return;
        }
        self.list.accept(Move::new(from, to));
    }

    /// Plays `from → to` on the scratch board and tells whether the general is safe afterwards.
    #[inline(never)]
    fn safe_after(&mut self, from: Square, to: Square) -> bool {
        let p = self.trial[from as usize];
        let cap = self.trial[to as usize];
        self.trial[to as usize] = p;
        self.trial[from as usize] = 0;
        let k = if from == self.ksq { to } else { self.ksq };
        let bad = general_attacked(&self.trial, k, self.side);
        self.trial[from as usize] = p;
        self.trial[to as usize] = cap;
        !bad
    }
}

/// The orthogonal step from `k` towards `s` on the same file or rank (0 if neither).
#[inline(always)]
fn direction(k: Square, s: Square) -> i16 {
    let (k, s) = (k as i16, s as i16);
    if (k ^ s) & 0x0F == 0 {
        if s > k {
            16
        } else {
            -16
        }
    } else if (k ^ s) & 0xF0 == 0 {
        if s > k {
            1
        } else {
            -1
        }
    } else {
        0
    }
}

impl Position {
    /// Appends every legal move (`CAPTURES_ONLY = false`) or every legal capture to `list`.
    #[inline]
    pub fn generate<const CAPTURES_ONLY: bool>(&self, list: &mut MoveList<Move>) {
        self.generate_into::<CAPTURES_ONLY, _>(list);
    }

    /// Number of legal moves, counted without storing them.
    #[inline]
    pub fn count_legal(&self) -> u64 {
        let mut c = Counter(0);
        self.generate_into::<false, _>(&mut c);
        c.0
    }

    /// Leaf count of the legal move tree to `depth`, bulk-counting the last ply with
    /// [`count_legal`](Self::count_legal) (the same numbers as `game::perft`, faster).
    pub fn perft(&mut self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal(),
            _ => {
                let mut list = MoveList::new();
                self.generate::<false>(&mut list);
                let mut n = 0;
                for &m in list.iter() {
                    self.make_move(m);
                    n += self.perft(depth - 1);
                    self.unmake_move();
                }
                n
            }
        }
    }

    /// Sends every legal move (or every legal capture) to `sink`.
    pub fn generate_into<const CAPTURES_ONLY: bool, S: MoveSink>(&self, list: &mut S) {
        let us = self.side;
        let enemy = flag(!us);
        let b = &self.board;
        let mut g = Gen {
            trial: self.board,
            list,
            ksq: self.kings[us.index()],
            side: us,
            full: false,
            risky: [0; 12],
            n_risky: 0,
            screens: [(0, 0); 4],
            n_screens: 0,
        };
        let checked = self.checked;
        if !checked {
            g.analyse();
        }
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
            g.full = checked || from == g.ksq || g.risky[..g.n_risky].contains(&from);
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
        self.count_legal() > 0
    }
}
