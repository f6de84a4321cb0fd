//! The generic searcher: negamax alpha-beta with principal-variation search, quiescence, iterative
//! deepening with aspiration windows, a shared lock-free transposition table and Lazy SMP threads.
//! It knows games only through the `Game` trait and protocols only through the `Listener` trait.
//! The entry point [`search`] lives in `entry.rs`; `iterative.rs` deepens, `alphabeta/` searches a
//! node, `smp.rs` runs the Lazy SMP helpers, `time.rs` budgets the clock.

pub mod alphabeta;
pub mod continuation;
pub mod control;
pub mod correction;
pub mod entry;
pub mod gravity;
pub mod iterative;
pub mod limits;
pub mod live;
pub mod memory;
pub mod ordering;
pub mod report;
pub mod skill;
mod smp;
#[cfg(test)]
pub(crate) mod test_boards;
pub mod time;
pub mod tt;
pub mod variety;

pub use control::Control;
pub use entry::{search, SearchConfig};
pub use limits::Limits;
pub use live::{LiveEvent, LiveOptions, RootMoveEvent};
pub use memory::SearchMemory;
pub use report::{Bound, HashEntry, Listener, RootStats, SearchInfo, SearchResult};
pub use tt::TranspositionTable;
