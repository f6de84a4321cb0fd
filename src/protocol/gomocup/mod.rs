//! The Gomocup (Piskvork) brain protocol with the Yixin-Board extensions Rapfi supports: `parse`
//! turns a line into a command (pure, case-insensitive, CRLF-tolerant), `reply` spells the
//! answers, `block` reads `BOARD`-style blocks, `session` keeps the board, rule, clocks and memory
//! limit and drives the engine, `realtime` spells Yixin-Board's `MESSAGE REALTIME` lines.
//! Coordinates are 0-based `x,y` with `y` counted from the top.

mod block;
pub mod parse;
mod realtime;
pub mod reply;
pub mod session;
