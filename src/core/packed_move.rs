//! A move packed into 16 bits, the unit stored in the shared transposition table and carried in
//! search reports. Each game defines its own packing; zero is reserved for "no move".

use std::fmt;

/// A game move packed into 16 bits; `PackedMove::NONE` (0) means "no move".
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct PackedMove(pub u16);

impl PackedMove {
    /// The absent move.
    pub const NONE: PackedMove = PackedMove(0);

    /// True unless this is `NONE`.
    #[inline]
    pub const fn is_some(self) -> bool {
        self.0 != 0
    }
}

impl fmt::Debug for PackedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PackedMove({:#06x})", self.0)
    }
}
