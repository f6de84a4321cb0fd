//! Forfeits per engine: games lost on time, by an illegal or malformed reply, or by a crash or
//! protocol failure. The judge writes these as reasons in words; this module sorts a finished
//! game's reason into one of the kinds so the results table can show, for each engine of a
//! pairing, how many games it forfeited rather than lost on the board.

/// How a game was forfeited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForfeitKind {
    /// The engine's clock ran out, or it did not answer in time.
    Time,
    /// An illegal or malformed move, a false "no move" claim, or a move after the game ended.
    Illegal,
    /// The engine crashed, exited, or broke the protocol.
    Crash,
}

/// Counts of forfeits by one engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Forfeits {
    /// Time losses.
    pub time: u64,
    /// Illegal or malformed replies.
    pub illegal: u64,
    /// Crashes, exits and protocol failures.
    pub crash: u64,
}

impl Forfeits {
    /// Counts one forfeit of `kind`.
    pub fn add(&mut self, kind: ForfeitKind) {
        match kind {
            ForfeitKind::Time => self.time += 1,
            ForfeitKind::Illegal => self.illegal += 1,
            ForfeitKind::Crash => self.crash += 1,
        }
    }
}

impl std::fmt::Display for Forfeits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "time {}, illegal {}, crash {}",
            self.time, self.illegal, self.crash
        )
    }
}

/// The kind of forfeit a decisive game's reason describes (the part after the loser's name), or
/// `None` when the game was decided on the board or by adjudication.
pub fn classify(reason: &str) -> Option<ForfeitKind> {
    const TIME: [&str; 2] = ["loses on time", "no reply within"];
    const ILLEGAL: [&str; 4] = [
        "illegal move",
        "malformed move",
        "claims to have no move",
        "moved after the game ended",
    ];
    const CRASH: [&str; 5] = [
        "disconnects",
        "cannot start",
        "failed to start a new game",
        "protocol error",
        "does not support",
    ];
    let has = |words: &[&str]| words.iter().any(|w| reason.contains(w));
    if has(&TIME) {
        Some(ForfeitKind::Time)
    } else if has(&ILLEGAL) {
        Some(ForfeitKind::Illegal)
    } else if has(&CRASH) {
        Some(ForfeitKind::Crash)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_are_sorted_into_kinds() {
        let k = |r: &str| classify(r);
        assert_eq!(
            k("X: loses on time (812 ms used, 700 ms left)"),
            Some(ForfeitKind::Time)
        );
        assert_eq!(k("X: loses on time (no reply)"), Some(ForfeitKind::Time));
        assert_eq!(k("X: no reply within 60 s"), Some(ForfeitKind::Time));
        assert_eq!(k("X: illegal move 'h2e3'"), Some(ForfeitKind::Illegal));
        assert_eq!(k("X: malformed move 'zz'"), Some(ForfeitKind::Illegal));
        assert_eq!(
            k("X: claims to have no move ('(none)') while legal moves exist"),
            Some(ForfeitKind::Illegal)
        );
        assert_eq!(
            k("X: disconnects (engine crashed or exited)"),
            Some(ForfeitKind::Crash)
        );
        assert_eq!(
            k("X: failed to start a new game: engine exited"),
            Some(ForfeitKind::Crash)
        );
        assert_eq!(k("line completed"), None);
        assert_eq!(k("checkmate"), None);
        assert_eq!(k("X: resigns"), None);
        // A renju foul is a loss by the rules, not a broken reply.
        assert_eq!(k("X: renju foul (double-three) '7,7'"), None);
        let mut f = Forfeits::default();
        f.add(ForfeitKind::Time);
        f.add(ForfeitKind::Crash);
        assert_eq!(f.to_string(), "time 1, illegal 0, crash 1");
    }
}
