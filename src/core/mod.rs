//! Vocabulary shared by every game and by the search: which side moves, how a position is scored,
//! how a game ends, Zobrist hashing helpers, the 16-bit packed move that lets one transposition table
//! serve every game, the fixed-capacity move list used by move generation, and the one seeded
//! random generator.

pub mod move_list;
pub mod outcome;
pub mod packed_move;
pub mod rng;
pub mod score;
pub mod shard;
pub mod side;
pub mod zobrist;

pub use move_list::{sort_by_keys, MoveList};
pub use outcome::{Outcome, Termination};
pub use packed_move::PackedMove;
pub use rng::Rng;
pub use score::Score;
pub use shard::Shard;
pub use side::Side;
