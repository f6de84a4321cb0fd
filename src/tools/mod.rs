//! Command-line tools beside the protocol loop: move-generation counts (`perft`), the fixed search
//! signature (`bench`), self-play training data (`datagen`) and the training-data line shared by
//! `datagen` and `tune`.

pub mod bench;
pub mod datafile;
pub mod datagen;
pub mod perft;
