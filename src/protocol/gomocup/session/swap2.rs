//! Gomocup's `SWAP2BOARD` answers (split from the session by concern): with no stones, propose an
//! opening of three; with three or five, either `SWAP` or play on as white.

use super::{GomocupSession, Pending};
use crate::game::{AnyGame, Game};
use crate::protocol::gomocup::{block, reply};
use crate::protocol::session_core::Core;
use crate::protocol::Output;

impl GomocupSession {
    /// Swap2: propose three stones, or with 3/5 stones decide between `SWAP` and playing white.
    pub(super) fn swap2(
        &mut self,
        core: &mut Core,
        stones: &[(usize, usize, u8)],
        out: &mut Output,
    ) {
        let Some(size) = self.size else {
            out.line(&reply::error("no game: send START first"));
            return;
        };
        match stones.len() {
            0 => out.line(&block::swap2_opening(size)),
            3 | 5 => match block::swap2_position(size, self.rule, stones) {
                Err(e) => out.line(&reply::error(&e)),
                Ok(b) => {
                    let white_ok = b.evaluate() >= 0;
                    core.engine.set_position(AnyGame::Kinrow(b));
                    if white_ok {
                        self.think(core, Pending::Move, out);
                    } else {
                        out.line("SWAP");
                    }
                }
            },
            n => out.line(&reply::error(&format!("SWAP2BOARD with {n} stones"))),
        }
    }
}
