//! Command-line tools beside the protocol loop: the fixed search signature (`bench`), self-play
//! training data (`datagen`), the training-data line shared by `datagen` and `tune`, and the
//! evaluation tuner (`tune`). Move-generation counts (`perft`) live with the games, in
//! `game::perft`.

pub mod bench;
pub mod datafile;
pub mod datagen;
pub mod tune;
