//! The Gomocup (Piskvork) protocol from the manager's side: `START n` / `RECTSTART w,h` → `OK`,
//! `INFO` keys for the rule and clocks, then `BEGIN` (empty board), `TURN x,y` (the opponent's
//! move) or `BOARD … DONE` (a whole position, stones in move order, 1 = own, 2 = opponent), each
//! answered by a move `x,y`. `MESSAGE`/`DEBUG` lines are skipped; `RESTART` starts the next
//! game; `END` asks the brain to exit.

use super::process::Process;
use super::{Driver, DriverError, MoveRequest, Reply, ReplyMove, HANDSHAKE_TIMEOUT};
use crate::game::kinrow::Rule;
use crate::game::{MoveDialect, Variant};
use crate::tournament::{EngineSpec, TimeControl};
use std::time::{Duration, Instant};

/// A Gomocup brain.
pub struct GomocupDriver {
    proc: Process,
    name: String,
    start_cmd: String,
    rule: u32,
    /// Moves of the current game the brain has seen.
    known: usize,
    /// The brain has played or seen moves since the last (re)start.
    dirty: bool,
    info_sent: bool,
    /// When the brain's last move was read.
    last_reply: Option<Instant>,
}

/// The pause between a brain's move and the next command to it.
pub const SETTLE: Duration = Duration::from_millis(20);

/// Whether the brain's error line quotes the coordinate of our `TURN` (it read the coordinate as
/// a command of its own: the `TURN` word went unheard).
fn read_our_move_as_command(error: &str, req: &MoveRequest) -> bool {
    req.moves.last().is_some_and(|&m| {
        let coord = req.start.format_move(m, MoveDialect::Gomocup);
        error
            .split(|c: char| c.is_whitespace() || c == ':')
            .any(|w| w == coord)
    })
}

/// Reads `name="…"` from an `ABOUT` reply.
pub fn about_name(line: &str) -> Option<String> {
    let i = line.find("name=\"")? + 6;
    let rest = &line[i..];
    Some(rest[..rest.find('"')?].to_string())
}

impl GomocupDriver {
    /// Starts the brain on the board of `variant` and tells it the rule.
    pub fn start(
        proc: Process,
        spec: &EngineSpec,
        variant: Variant,
        deadline: Instant,
    ) -> Result<GomocupDriver, DriverError> {
        let Variant::Kinrow {
            width,
            height,
            rule,
            k,
        } = variant
        else {
            return Err(DriverError::Unsupported(format!("{variant} over Gomocup")));
        };
        let start_cmd = if width == height {
            format!("START {width}")
        } else {
            format!("RECTSTART {width},{height}")
        };
        let rule = match (rule, k) {
            (Rule::Freestyle, _) => 0,
            (Rule::Standard, _) => 1,
            (Rule::Caro, _) => 8,
            (Rule::Renju, _) => 4,
        };
        let mut d = GomocupDriver {
            proc,
            name: spec.name.clone(),
            start_cmd,
            rule,
            known: 0,
            dirty: false,
            info_sent: false,
            last_reply: None,
        };
        d.restart(deadline, false)?;
        d.proc.send("ABOUT")?;
        if let Ok(line) = d.reply_line(deadline) {
            if let Some(n) = about_name(&line) {
                d.name = n;
            }
        }
        if let Some(n) = &spec.display_name {
            d.name = n.clone();
        }
        for (k, v) in &spec.options {
            d.proc.send(&format!("INFO {k} {v}"))?;
        }
        Ok(d)
    }

    fn restart(&mut self, deadline: Instant, soft: bool) -> Result<(), DriverError> {
        let cmd = if soft {
            "RESTART"
        } else {
            self.start_cmd.as_str()
        }
        .to_string();
        self.proc.send(&cmd)?;
        let line = self.reply_line(deadline)?;
        if line.eq_ignore_ascii_case("OK") {
            self.proc.send(&format!("INFO rule {}", self.rule))?;
            self.known = 0;
            self.dirty = false;
            self.info_sent = false;
            Ok(())
        } else if soft {
            self.restart(deadline, false)
        } else {
            Err(DriverError::Unsupported(format!(
                "'{cmd}' answered '{line}'"
            )))
        }
    }

    /// Waits until [`SETTLE`] has passed since the brain's last move: a brain that prints its
    /// move before it is ready for the next command (Rapfi's search thread clears its thinking
    /// flag just after printing) would otherwise drop a reply that comes back at once.
    fn settle(&self) {
        if let Some(at) = self.last_reply {
            let wait = (at + SETTLE).saturating_duration_since(Instant::now());
            if !wait.is_zero() {
                std::thread::sleep(wait);
            }
        }
    }

    /// Sends the position of `req`: `BEGIN` or `TURN x,y` when `incremental`, otherwise
    /// `BOARD … DONE`. Returns the instant the last line went out (the brain's clock starts).
    fn send_position(
        &mut self,
        req: &MoveRequest,
        incremental: bool,
    ) -> Result<Instant, DriverError> {
        let spell = |m| req.start.format_move(m, MoveDialect::Gomocup);
        if incremental {
            let line = match req.moves.last() {
                None => "BEGIN".to_string(),
                Some(&m) => format!("TURN {}", spell(m)),
            };
            let sent = Instant::now();
            self.proc.send(&line)?;
            return Ok(sent);
        }
        self.proc.send("BOARD")?;
        let mut side = req.start.side_to_move();
        for &m in req.moves {
            let f = if side == req.side { 1 } else { 2 };
            self.proc.send(&format!("{},{f}", spell(m)))?;
            side = side.opponent();
        }
        let sent = Instant::now();
        self.proc.send("DONE")?;
        Ok(sent)
    }

    /// The brain's move line, skipping MESSAGE/DEBUG/SUGGEST; `ERROR`/`UNKNOWN` is a protocol
    /// error.
    fn move_line(&mut self, req: &MoveRequest) -> Result<(String, Instant), DriverError> {
        let (t, at) = self.informative_line(req.deadline)?;
        let head = t
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_uppercase();
        if matches!(head.as_str(), "ERROR" | "UNKNOWN") {
            return Err(DriverError::Protocol(t));
        }
        Ok((t, at))
    }

    /// The next line that is not MESSAGE/DEBUG/SUGGEST.
    fn reply_line(&mut self, deadline: Instant) -> Result<String, DriverError> {
        self.informative_line(deadline).map(|(t, _)| t)
    }

    /// The next non-empty line that is not MESSAGE/DEBUG/SUGGEST, trimmed, with its arrival time.
    fn informative_line(&mut self, deadline: Instant) -> Result<(String, Instant), DriverError> {
        loop {
            let (line, at) = self.proc.recv(deadline)?;
            let t = line.trim();
            let head = t
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_ascii_uppercase();
            if t.is_empty() || matches!(head.as_str(), "MESSAGE" | "DEBUG" | "SUGGEST") {
                continue;
            }
            return Ok((t.to_string(), at));
        }
    }
}

impl Driver for GomocupDriver {
    fn name(&self) -> &str {
        &self.name
    }

    fn dialect(&self) -> MoveDialect {
        MoveDialect::Gomocup
    }

    fn new_game(&mut self) -> Result<(), DriverError> {
        if self.dirty {
            // A game that ended on the brain's own move: give it the same pause as before a
            // TURN, or a brain still clearing its thinking flag misses the RESTART.
            self.settle();
            self.restart(Instant::now() + HANDSHAKE_TIMEOUT, true)?;
        }
        Ok(())
    }

    fn think(&mut self, req: &MoveRequest) -> Result<Reply, DriverError> {
        if req.start_fen.is_some() {
            return Err(DriverError::Unsupported(
                "a set-up position over Gomocup".into(),
            ));
        }
        self.dirty = true;
        self.settle();
        if !self.info_sent {
            self.info_sent = true;
            match *req.tc {
                TimeControl::Clock { base_ms, .. } => {
                    self.proc.send(&format!("INFO timeout_match {base_ms}"))?;
                    self.proc.send(&format!("INFO timeout_turn {base_ms}"))?;
                }
                TimeControl::MoveTime(ms) => {
                    self.proc.send(&format!("INFO timeout_turn {ms}"))?;
                    self.proc.send("INFO timeout_match 0")?;
                    self.proc.send("INFO time_left 2147483647")?;
                }
                TimeControl::Depth(n) => self.proc.send(&format!("INFO max_depth {n}"))?,
                TimeControl::Nodes(n) => self.proc.send(&format!("INFO max_node {n}"))?,
            }
        }
        if let TimeControl::Clock { .. } = req.tc {
            let left = req.remaining_ms[req.side.index()].max(0);
            self.proc.send(&format!("INFO time_left {left}"))?;
        }
        self.proc.drain();
        let n = req.moves.len();
        let incremental = (n == 0 && self.known == 0) || (n > 0 && self.known == n - 1);
        let sent = self.send_position(req, incremental)?;
        let (line, at) = match self.move_line(req) {
            // A brain that was still finishing its previous search when the move came (Rapfi
            // ignores commands while its `thinking` flag is set and then reads the coordinate
            // as a command) says so with an error: it gets the whole position once more.
            Err(DriverError::Protocol(e)) if incremental && read_our_move_as_command(&e, req) => {
                log::debug!(
                    "{}: '{e}' after an incremental move; sending BOARD",
                    self.name
                );
                self.send_position(req, false)?;
                self.move_line(req)?
            }
            r => r?,
        };
        self.known = n + 1;
        self.last_reply = Some(at);
        let mv = if line == "-1,-1" {
            ReplyMove::NoMove(line)
        } else {
            ReplyMove::Move(line)
        };
        Ok(Reply {
            mv,
            score: None,
            thinking: Default::default(),
            elapsed: at.saturating_duration_since(sent),
        })
    }

    fn quit(&mut self) {
        self.proc.quit("END");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn about_names() {
        assert_eq!(
            about_name("name=\"Rapfi\", version=\"0.43\", author=\"x\"").as_deref(),
            Some("Rapfi")
        );
        assert_eq!(about_name("OK"), None);
    }
}
