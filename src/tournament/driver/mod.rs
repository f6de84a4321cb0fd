//! The controller side of each engine protocol. A [`Driver`] owns one engine process
//! ([`process::Process`]) and turns "here is the game so far and the clock, give me a move" into the
//! protocol's commands: UCI and UCCI ([`uci`]), GTP ([`gtp`]) and Gomocup ([`gomocup`]).
//! Drivers never judge moves: they return the engine's reply text and the judge reads it with the
//! game's own rules.

pub mod gomocup;
pub mod gtp;
pub mod process;
pub mod uci;

use super::{EngineSpec, TimeControl};
use crate::core::{PackedMove, Side};
use crate::game::{AnyGame, MoveDialect, Variant};
use crate::protocol::Protocol;
use std::time::{Duration, Instant};
use thiserror::Error;

/// How long an engine may take to answer the handshake and readiness checks by default.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long each handshake may take while the protocol is being detected.
pub const DETECT_TIMEOUT: Duration = Duration::from_secs(3);
/// How long an engine may take to exit after being asked to quit before it is killed.
pub const QUIT_TIMEOUT: Duration = Duration::from_millis(1000);

/// What went wrong while talking to an engine.
#[derive(Debug, Error)]
pub enum DriverError {
    /// The program could not be started.
    #[error("cannot start '{command}': {source}")]
    Spawn {
        /// The program.
        command: String,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The engine closed its output or its input (it crashed or quit).
    #[error("engine exited")]
    Exited,
    /// No reply before the deadline.
    #[error("no reply in time")]
    Timeout,
    /// The engine said something the protocol does not allow here.
    #[error("protocol error: {0}")]
    Protocol(String),
    /// The engine cannot play this game or board.
    #[error("engine does not support {0}")]
    Unsupported(String),
}

/// The engine's answer to a move request, before judging.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplyMove {
    /// A move, as the engine spelled it.
    Move(String),
    /// The engine resigned.
    Resign,
    /// The engine claims it has no move (`bestmove (none)`, `0000`, `nobestmove`, `pass`).
    NoMove(String),
}

/// A score as a match record shows it, from the mover's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalScore {
    /// Centipawns (or the engine's own units where it has no pawns).
    Cp(i32),
    /// A mate in this many plies: positive when the mover mates, negative when it is mated.
    MatePlies(i32),
}

/// What an engine last reported while thinking on its primary line, as cutechess keeps it for
/// its PGN comments: the latest depth and the latest exact score (bounds are skipped).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Thinking {
    /// The latest depth reported.
    pub depth: Option<u32>,
    /// The latest exact score reported.
    pub score: Option<EvalScore>,
}

/// A reply with what the engine reported while thinking.
#[derive(Clone, Debug)]
pub struct Reply {
    /// The move or claim.
    pub mv: ReplyMove,
    /// The last score the engine reported, in centipawn-like units from its own point of view.
    pub score: Option<i32>,
    /// The depth and score for the record (only UCI and UCCI engines report them).
    pub thinking: Thinking,
    /// Time from sending the request to reading the reply line.
    pub elapsed: Duration,
}

/// Everything a driver needs to ask for a move.
#[derive(Clone, Copy, Debug)]
pub struct MoveRequest<'a> {
    /// The position the game started from, before any move (including opening moves).
    pub start: &'a AnyGame,
    /// The start position's FEN when it is not the variant's initial position.
    pub start_fen: Option<&'a str>,
    /// Every move played since `start`.
    pub moves: &'a [PackedMove],
    /// The side to move (the engine being asked).
    pub side: Side,
    /// The limit for this game.
    pub tc: &'a TimeControl,
    /// Remaining clock time in ms per side (meaningful for `TimeControl::Clock`).
    pub remaining_ms: [i64; 2],
    /// Give up waiting at this instant.
    pub deadline: Instant,
}

/// One engine process driven through its protocol.
pub trait Driver: Send {
    /// The engine's display name.
    fn name(&self) -> &str;
    /// How the engine spells moves.
    fn dialect(&self) -> MoveDialect;
    /// Prepares a new game of the driver's variant.
    fn new_game(&mut self) -> Result<(), DriverError>;
    /// Asks for a move in the position `req` describes.
    fn think(&mut self, req: &MoveRequest) -> Result<Reply, DriverError>;
    /// Asks the engine to quit; kills it if it does not exit in time.
    fn quit(&mut self);
    /// The time per move the engine is actually given for `movetime=ms` (protocols with coarser
    /// units round up, and the judge allows what was granted).
    fn granted_move_ms(&self, ms: u64) -> u64 {
        ms
    }
}

/// The spelled moves of `req.moves` in `dialect`.
pub fn spelled_moves(req: &MoveRequest, dialect: MoveDialect) -> Vec<String> {
    req.moves
        .iter()
        .map(|&m| req.start.format_move(m, dialect))
        .collect()
}

/// Starts the engine described by `spec` for `variant` and completes its handshake. Without a
/// protocol in the spec, UCI, UCCI, GTP and Gomocup handshakes are tried in turn, each on a fresh
/// process.
pub fn connect(spec: &EngineSpec, variant: Variant) -> Result<Box<dyn Driver>, DriverError> {
    let start = |p: Protocol, wait: Duration| -> Result<Box<dyn Driver>, DriverError> {
        let proc =
            process::Process::spawn(&spec.name, &spec.program, &spec.args, spec.dir.as_deref())?;
        let deadline = Instant::now() + wait;
        Ok(match p {
            Protocol::Uci | Protocol::Ucci => {
                Box::new(uci::UciDriver::start(proc, spec, variant, p, deadline)?)
            }
            Protocol::Gtp => Box::new(gtp::GtpDriver::start(proc, spec, variant, deadline)?),
            Protocol::Gomocup => Box::new(gomocup::GomocupDriver::start(
                proc, spec, variant, deadline,
            )?),
        })
    };
    match spec.protocol {
        Some(p) => start(p, spec.handshake_timeout),
        None => {
            let order = if variant == Variant::Xiangqi {
                [
                    Protocol::Uci,
                    Protocol::Ucci,
                    Protocol::Gtp,
                    Protocol::Gomocup,
                ]
            } else {
                [
                    Protocol::Uci,
                    Protocol::Gtp,
                    Protocol::Gomocup,
                    Protocol::Ucci,
                ]
            };
            let mut last = DriverError::Protocol("no protocol tried".into());
            for p in order {
                match start(p, spec.handshake_timeout.min(DETECT_TIMEOUT)) {
                    Ok(d) => {
                        log::info!("{}: detected protocol {p:?}", spec.name);
                        return Ok(d);
                    }
                    Err(e @ DriverError::Spawn { .. }) => return Err(e),
                    Err(e) => last = e,
                }
            }
            Err(DriverError::Protocol(format!(
                "no protocol handshake succeeded (last: {last})"
            )))
        }
    }
}
