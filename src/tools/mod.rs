//! Command-line tools beside the protocol loop: the fixed search signature (`bench`), self-play
//! training data (`datagen`), the training-data line shared by `datagen` and `tune`, the
//! evaluation tuner (`tune`) and the JSON analysis engine (`analyze`). Move-generation counts
//! (`perft`) live with the games, in `game::perft`.

pub mod analyze;
pub mod bench;
pub mod datafile;
pub mod datagen;
pub mod tune;
