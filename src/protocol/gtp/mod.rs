//! GTP version 2 with GoGui's ruler commands, so GoGui can host tic-tac-toe and gomoku with Sente as
//! both player and referee. `parse` preprocesses and splits lines, `reply` frames `=`/`?` answers,
//! `session` holds the board and the clock settings, `option` sets engine options
//! (`sente-option`), `analyze` and `stream` carry out the analysis commands (`lz-analyze`,
//! `kata-analyze`, `…genmove_analyze`), `sgf` loads and prints game records.

pub mod analyze;
pub mod option;
pub mod parse;
pub mod reply;
pub mod session;
pub mod sgf;
pub mod stream;
