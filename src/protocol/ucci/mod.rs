//! UCCI, the Universal Chinese Chess Protocol (xqbase specification 3.0, as ElephantEye speaks it):
//! `ucci`/`ucciok`, `setoption <name> <value>`, `position`, `banmoves`, `go [ponder|draw] …`,
//! `ponderhit [draw]`, `stop`, `probe` → `pophash`, `quit` → `bye`; moves in ICCS with ranks 0–9.

pub mod parse;
pub mod reply;
pub mod session;
