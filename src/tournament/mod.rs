//! Engine-vs-engine matches (`sente match`): start engines over UCI, UCCI, GTP or Gomocup
//! ([`driver`]), judge every reply with Sente's own rules ([`judge`]), schedule games, openings
//! and colours over K concurrent workers ([`scheduler`], [`openings`]), keep score with Elo, LOS
//! and SPRT ([`stats`]), print the results table (`table`) and write the games as PGN, SGF or psq
//! ([`record`]). The command line is
//! read by [`cli`]. A campaign can be cut into shards run anywhere ([`shard`]), each writing a
//! results file ([`results`], fingerprinted by [`campaign`]) that `sente match merge` adds up
//! ([`merge`]) with the same per-pairing tally ([`tally`]) and table as a single run.
//!
//! Where the issue is silent the behaviour follows cutechess-cli and fastchess: `--games` counts
//! games per pairing, `--repeat` plays each opening twice with colours reversed, a time forfeit
//! allows a margin (`--timemargin`, ms), an engine that crashed or timed out is restarted before
//! its next game.

pub mod campaign;
pub mod cli;
pub mod driver;
pub mod forfeit;
pub mod judge;
pub mod merge;
pub mod openings;
pub mod record;
pub mod results;
pub mod scheduler;
pub mod shard;
pub mod stats;
mod table;
pub mod tally;

use crate::protocol::Protocol;
use std::time::Duration;
use thiserror::Error;

/// How to start and configure one engine.
#[derive(Clone, Debug)]
pub struct EngineSpec {
    /// Label used in logs and, unless the engine names itself, in tables.
    pub name: String,
    /// A name given by the user (`name=…`); overrides the engine's own.
    pub display_name: Option<String>,
    /// The program to run.
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
    /// Working directory.
    pub dir: Option<String>,
    /// The protocol, or `None` to detect it.
    pub protocol: Option<Protocol>,
    /// Options to set (`option.<Name>=<value>`), in order.
    pub options: Vec<(String, String)>,
    /// Xiangqi ranks over UCI: `Some(true)` 1-based, `Some(false)` 0-based, `None` decided by the
    /// handshake (1-based when the engine offers `UCI_Variant`).
    pub one_based_ranks: Option<bool>,
    /// Time allowed for the handshake.
    pub handshake_timeout: Duration,
    /// This engine's own limit (`tc=…`), overriding `--tc`.
    pub tc: Option<TimeControl>,
}

/// The limit each engine plays under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// A clock: base time plus an increment per move (ms).
    Clock {
        /// Starting time.
        base_ms: u64,
        /// Added after each move.
        inc_ms: u64,
    },
    /// A fixed time per move (ms).
    MoveTime(u64),
    /// A fixed search depth (no clock; `--move-timeout` catches hangs).
    Depth(u32),
    /// A fixed node count.
    Nodes(u64),
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            TimeControl::Clock { base_ms, inc_ms } => {
                write!(f, "{}+{}", base_ms as f64 / 1000.0, inc_ms as f64 / 1000.0)
            }
            TimeControl::MoveTime(ms) => write!(f, "movetime={ms}"),
            TimeControl::Depth(d) => write!(f, "depth={d}"),
            TimeControl::Nodes(n) => write!(f, "nodes={n}"),
        }
    }
}

impl std::str::FromStr for TimeControl {
    type Err = String;
    /// `base+inc` in seconds (`10+0.1`, `60`), `movetime=MS`, `depth=N`, `nodes=N`.
    fn from_str(s: &str) -> Result<TimeControl, String> {
        let bad =
            || format!("bad time control '{s}' (base+inc seconds, movetime=MS, depth=N, nodes=N)");
        if let Some((k, v)) = s.split_once('=') {
            let n: u64 = v.trim().parse().map_err(|_| bad())?;
            return match k.trim() {
                "movetime" | "st" => Ok(TimeControl::MoveTime(n.max(1))),
                "depth" => Ok(TimeControl::Depth(n.clamp(1, 1000) as u32)),
                "nodes" => Ok(TimeControl::Nodes(n.max(1))),
                _ => Err(bad()),
            };
        }
        let secs = |t: &str| -> Result<u64, String> {
            let x: f64 = t.trim().parse().map_err(|_| bad())?;
            if !(0.0..1e9).contains(&x) {
                return Err(bad());
            }
            Ok((x * 1000.0).round() as u64)
        };
        let (b, i) = s.split_once('+').unwrap_or((s, "0"));
        let base_ms = secs(b)?;
        if base_ms == 0 {
            return Err(bad());
        }
        Ok(TimeControl::Clock {
            base_ms,
            inc_ms: secs(i)?,
        })
    }
}

/// Why a match could not run.
#[derive(Debug, Error)]
pub enum MatchError {
    /// The command line is wrong.
    #[error("{0}")]
    Usage(String),
    /// An openings file could not be used.
    #[error(transparent)]
    Openings(#[from] openings::OpeningError),
    /// A file could not be written or read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The reason.
        source: std::io::Error,
    },
    /// The results file could not be written.
    #[error(transparent)]
    Results(Box<results::ResultsError>),
    /// An engine could not be started at all.
    #[error("engine {name}: {source}")]
    Engine {
        /// The engine's label.
        name: String,
        /// What went wrong.
        source: driver::DriverError,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_parse() {
        assert_eq!(
            "10+0.1".parse(),
            Ok(TimeControl::Clock {
                base_ms: 10_000,
                inc_ms: 100
            })
        );
        assert_eq!(
            "60".parse(),
            Ok(TimeControl::Clock {
                base_ms: 60_000,
                inc_ms: 0
            })
        );
        assert_eq!("movetime=50".parse(), Ok(TimeControl::MoveTime(50)));
        assert_eq!("depth=4".parse(), Ok(TimeControl::Depth(4)));
        assert_eq!("nodes=1000".parse(), Ok(TimeControl::Nodes(1000)));
        assert!("fast".parse::<TimeControl>().is_err());
        assert!("0+1".parse::<TimeControl>().is_err());
        assert_eq!("GTP".parse(), Ok(Protocol::Gtp));
    }
}
