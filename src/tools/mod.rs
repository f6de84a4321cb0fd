//! Command-line tools beside the protocol loop: move-generation counts (`perft`) and the fixed
//! search signature (`bench`).

pub mod bench;
pub mod perft;
