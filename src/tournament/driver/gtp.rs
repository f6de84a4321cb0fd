//! GTP v2 from the controller's side (gogui-twogtp style). The engine keeps its own board, so the
//! driver sends only the moves it has not seen (`play b|w <vertex>`) and then `genmove`. The game
//! is chosen with Sente's `sente-variant` extension when the engine knows it, else with
//! `boardsize`. Clocks: `time_settings main 0 0` and `time_left` before each `genmove` for a clock
//! (GTP has no increment; the increment is credited by the judge), `time_settings 0 T 1` for a
//! fixed time per move (whole seconds, rounded up).

use super::process::Process;
use super::{Driver, DriverError, MoveRequest, Reply, ReplyMove, HANDSHAKE_TIMEOUT};
use crate::core::Side;
use crate::game::{MoveDialect, Variant};
use crate::tournament::{EngineSpec, TimeControl};
use std::time::Instant;

/// A GTP engine.
pub struct GtpDriver {
    proc: Process,
    name: String,
    variant: Variant,
    sente_variant: bool,
    /// Moves of the current game already on the engine's board.
    known: usize,
    tc_sent: bool,
}

fn color(side: Side) -> &'static str {
    match side {
        Side::First => "b",
        Side::Second => "w",
    }
}

/// Splits a GTP response's first line into success and text: `=id text` / `?id text`.
pub fn parse_response_head(line: &str) -> Option<(bool, String)> {
    let ok = match line.chars().next()? {
        '=' => true,
        '?' => false,
        _ => return None,
    };
    let rest = line[1..].trim_start_matches(|c: char| c.is_ascii_digit());
    Some((ok, rest.trim().to_string()))
}

impl GtpDriver {
    /// Checks that the engine speaks GTP (`protocol_version`), reads its `name` and sets up the
    /// board of `variant`.
    pub fn start(
        proc: Process,
        spec: &EngineSpec,
        variant: Variant,
        deadline: Instant,
    ) -> Result<GtpDriver, DriverError> {
        let Variant::Kinrow { width, height, .. } = variant else {
            return Err(DriverError::Unsupported(format!("{variant} over GTP")));
        };
        let mut d = GtpDriver {
            proc,
            name: spec.name.clone(),
            variant,
            sente_variant: false,
            known: 0,
            tc_sent: false,
        };
        let _ = d.command("protocol_version", deadline)?;
        if let Ok(n) = d.command("name", deadline)? {
            if spec.display_name.is_none() && !n.is_empty() {
                d.name = n;
            }
        }
        if let Some(n) = &spec.display_name {
            d.name = n.clone();
        }
        d.sente_variant = d.command("known_command sente-variant", deadline)? == Ok("true".into());
        if d.sente_variant {
            d.command(&format!("sente-variant {}", variant.name()), deadline)?
                .map_err(|e| DriverError::Unsupported(format!("{variant}: {e}")))?;
        } else {
            if width != height {
                return Err(DriverError::Unsupported(format!(
                    "a {width}x{height} board over GTP"
                )));
            }
            d.command(&format!("boardsize {width}"), deadline)?
                .map_err(|e| DriverError::Unsupported(format!("boardsize {width}: {e}")))?;
        }
        for (k, v) in &spec.options {
            if let Err(e) = d.command(&format!("{k} {v}"), deadline)? {
                log::warn!("{}: '{k} {v}' failed: {e}", d.name);
            }
        }
        Ok(d)
    }

    /// Sends a command and reads its response: `Ok(Ok(text))` on `=`, `Ok(Err(text))` on `?`.
    fn command(
        &mut self,
        cmd: &str,
        deadline: Instant,
    ) -> Result<Result<String, String>, DriverError> {
        self.proc.send(cmd)?;
        self.response(deadline).map(|(r, _)| r)
    }

    fn response(
        &mut self,
        deadline: Instant,
    ) -> Result<(Result<String, String>, Instant), DriverError> {
        let (ok, mut text, at) = loop {
            let (line, at) = self.proc.recv(deadline)?;
            if let Some((ok, text)) = parse_response_head(line.trim()) {
                break (ok, text, at);
            }
            if !line.trim().is_empty() {
                return Err(DriverError::Protocol(format!(
                    "not a GTP response: '{line}'"
                )));
            }
        };
        loop {
            let (line, _) = self.proc.recv(deadline)?;
            if line.trim().is_empty() {
                break;
            }
            text.push('\n');
            text.push_str(&line);
        }
        Ok((if ok { Ok(text) } else { Err(text) }, at))
    }

    fn expect_ok(&mut self, cmd: &str, deadline: Instant) -> Result<(), DriverError> {
        self.command(cmd, deadline)?
            .map(|_| ())
            .map_err(|e| DriverError::Protocol(format!("'{cmd}' failed: {e}")))
    }
}

impl Driver for GtpDriver {
    fn name(&self) -> &str {
        &self.name
    }

    fn dialect(&self) -> MoveDialect {
        MoveDialect::Gtp
    }

    fn new_game(&mut self) -> Result<(), DriverError> {
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        if self.sente_variant {
            self.expect_ok(&format!("sente-variant {}", self.variant.name()), deadline)?;
        }
        self.expect_ok("clear_board", deadline)?;
        self.known = 0;
        self.tc_sent = false;
        Ok(())
    }

    fn think(&mut self, req: &MoveRequest) -> Result<Reply, DriverError> {
        if req.start_fen.is_some() {
            return Err(DriverError::Unsupported(
                "a set-up position over GTP".into(),
            ));
        }
        let deadline = req.deadline;
        if !self.tc_sent {
            self.tc_sent = true;
            match *req.tc {
                TimeControl::Clock { base_ms, .. } => {
                    let _ =
                        self.command(&format!("time_settings {} 0 0", base_ms / 1000), deadline)?;
                }
                TimeControl::MoveTime(ms) => {
                    let _ = self.command(
                        &format!("time_settings 0 {} 1", ms.div_ceil(1000)),
                        deadline,
                    )?;
                }
                TimeControl::Depth(_) | TimeControl::Nodes(_) => {
                    log::warn!(
                        "{}: GTP has no depth or node limit; the engine uses its own time",
                        self.name
                    );
                }
            }
        }
        let mut side = req.start.side_to_move();
        for (i, &m) in req.moves.iter().enumerate() {
            if i >= self.known {
                let v = req.start.format_move(m, MoveDialect::Gtp);
                self.expect_ok(&format!("play {} {v}", color(side)), deadline)?;
                self.known = i + 1;
            }
            side = side.opponent();
        }
        if let TimeControl::Clock { .. } = req.tc {
            let secs = (req.remaining_ms[req.side.index()] / 1000).max(0);
            let _ = self.command(&format!("time_left {} {secs} 0", color(req.side)), deadline)?;
        }
        self.proc.drain();
        let sent = Instant::now();
        self.proc.send(&format!("genmove {}", color(req.side)))?;
        let (r, at) = self.response(deadline)?;
        let text = r.map_err(|e| DriverError::Protocol(format!("genmove failed: {e}")))?;
        self.known = req.moves.len() + 1;
        let word = text.split_whitespace().next().unwrap_or("").to_string();
        let mv = match word.to_ascii_lowercase().as_str() {
            "resign" => ReplyMove::Resign,
            "pass" | "" => ReplyMove::NoMove(word),
            _ => ReplyMove::Move(word),
        };
        Ok(Reply {
            mv,
            score: None,
            thinking: Default::default(),
            elapsed: at.saturating_duration_since(sent),
        })
    }

    fn granted_move_ms(&self, ms: u64) -> u64 {
        ms.div_ceil(1000) * 1000
    }

    fn quit(&mut self) {
        self.proc.quit("quit");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn response_heads() {
        assert_eq!(parse_response_head("= H8"), Some((true, "H8".into())));
        assert_eq!(
            parse_response_head("=12 Sente"),
            Some((true, "Sente".into()))
        );
        assert_eq!(parse_response_head("="), Some((true, String::new())));
        assert_eq!(
            parse_response_head("? illegal move"),
            Some((false, "illegal move".into()))
        );
        assert_eq!(parse_response_head("H8"), None);
    }
}
