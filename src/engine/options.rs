//! The engine's options registry (as Stockfish's `OptionsMap`): every option the engine holds is
//! declared once here with its type, default and range, and set through [`Engine::set_option`]
//! (by name, from text) or [`Engine::set_spin`]. Protocols only spell them: UCI lists them as
//! `option name …`, UCCI under its own names, Gomocup feeds `INFO` values into the same setters.
//! Session-side options (the game, the xiangqi rules, UCCI's time unit) stay with the protocols.

use super::{Engine, EngineError};
use crate::search::skill::{MAX_ELO, MAX_LEVEL, MIN_ELO};
use thiserror::Error;

/// What kind of value an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An integer in `min..=max`.
    Spin {
        /// Value at start-up.
        default: u64,
        /// Smallest value accepted.
        min: u64,
        /// Largest value accepted.
        max: u64,
    },
    /// `true` or `false`.
    Check {
        /// Value at start-up.
        default: bool,
    },
    /// An action without a value.
    Button,
}

/// One engine option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOption {
    /// Its UCI name.
    pub name: &'static str,
    /// Its type, default and range.
    pub kind: Kind,
}

impl EngineOption {
    /// The range of a spin option (`0..=0` for other kinds).
    pub const fn range(&self) -> (u64, u64) {
        match self.kind {
            Kind::Spin { min, max, .. } => (min, max),
            _ => (0, 0),
        }
    }

    /// The default of a spin option (0 for other kinds).
    pub const fn default_number(&self) -> u64 {
        match self.kind {
            Kind::Spin { default, .. } => default,
            _ => 0,
        }
    }

    /// Clamps `n` into the option's range.
    pub fn clamp(&self, n: u64) -> u64 {
        let (min, max) = self.range();
        n.clamp(min, max)
    }
}

/// Transposition-table size in megabytes.
pub const HASH: EngineOption = EngineOption {
    name: "Hash",
    kind: Kind::Spin {
        default: 16,
        min: 1,
        max: 65_536,
    },
};
/// Search threads (Lazy SMP).
pub const THREADS: EngineOption = EngineOption {
    name: "Threads",
    kind: Kind::Spin {
        default: 1,
        min: 1,
        max: 256,
    },
};
/// Empties the transposition table.
pub const CLEAR_HASH: EngineOption = EngineOption {
    name: "Clear Hash",
    kind: Kind::Button,
};
/// Principal variations reported.
pub const MULTIPV: EngineOption = EngineOption {
    name: "MultiPV",
    kind: Kind::Spin {
        default: 1,
        min: 1,
        max: 500,
    },
};
/// Time kept back per move for process and pipe latency, in milliseconds.
pub const MOVE_OVERHEAD: EngineOption = EngineOption {
    name: "Move Overhead",
    kind: Kind::Spin {
        default: 30,
        min: 0,
        max: 5000,
    },
};
/// The GUI may send `go ponder` (advertised; pondering itself is asked for per search).
pub const PONDER: EngineOption = EngineOption {
    name: "Ponder",
    kind: Kind::Check { default: false },
};

/// Win/draw/loss figures (per mille) beside the score in search reports.
pub const SHOW_WDL: EngineOption = EngineOption {
    name: "UCI_ShowWDL",
    kind: Kind::Check { default: false },
};

/// Strength from 0 (weakest) to 20 (full strength), as Stockfish's `Skill Level`.
pub const SKILL_LEVEL: EngineOption = EngineOption {
    name: "Skill Level",
    kind: Kind::Spin {
        default: MAX_LEVEL as u64,
        min: 0,
        max: MAX_LEVEL as u64,
    },
};
/// Play at the strength `UCI_Elo` names instead of `Skill Level`.
pub const LIMIT_STRENGTH: EngineOption = EngineOption {
    name: "UCI_LimitStrength",
    kind: Kind::Check { default: false },
};
/// The Elo rating played at when `UCI_LimitStrength` is on.
pub const UCI_ELO: EngineOption = EngineOption {
    name: "UCI_Elo",
    kind: Kind::Spin {
        default: MAX_ELO,
        min: MIN_ELO,
        max: MAX_ELO,
    },
};

/// Opening variety: 0 (off) always plays the best move; another number seeds a choice among
/// near-equal moves in the first plies of each game (`search::variety`).
pub const RANDOM_SEED: EngineOption = EngineOption {
    name: "Random Seed",
    kind: Kind::Spin {
        default: 0,
        min: 0,
        max: u32::MAX as u64,
    },
};

/// Every engine option, in listing order.
pub const OPTIONS: [EngineOption; 11] = [
    HASH,
    THREADS,
    CLEAR_HASH,
    MULTIPV,
    MOVE_OVERHEAD,
    PONDER,
    SHOW_WDL,
    SKILL_LEVEL,
    LIMIT_STRENGTH,
    UCI_ELO,
    RANDOM_SEED,
];

/// An option's current value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A spin option's number.
    Spin(u64),
    /// A check option's state.
    Check(bool),
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Spin(n) => write!(f, "{n}"),
            Value::Check(on) => write!(f, "{on}"),
        }
    }
}

/// Why an option could not be set; `name` is spelled as the user wrote it.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum OptionError {
    /// No option of that name.
    #[error("No such option: {0}")]
    Unknown(String),
    /// A spin or check option without a value.
    #[error("option '{0}' needs a value")]
    NeedsValue(String),
    /// A spin value that is not a number.
    #[error("option '{name}': '{value}' is not a number")]
    NotNumber {
        /// The option.
        name: String,
        /// The value given.
        value: String,
    },
    /// A spin value outside the option's range.
    #[error("option '{name}': {n} is outside {min}..{max}")]
    OutOfRange {
        /// The option.
        name: String,
        /// The value given.
        n: u64,
        /// Smallest value accepted.
        min: u64,
        /// Largest value accepted.
        max: u64,
    },
    /// A check value other than true/false (on/off).
    #[error("option '{0}' needs true or false")]
    NotCheck(String),
    /// The engine refused the value.
    #[error(transparent)]
    Engine(#[from] EngineError),
}

/// The engine option called `name` (case-insensitive).
pub fn find(name: &str) -> Option<&'static EngineOption> {
    OPTIONS
        .iter()
        .find(|o| o.name.eq_ignore_ascii_case(name.trim()))
}

/// Reads a check value: `true`/`false`, also `on`/`off` (UCCI).
pub fn parse_check(name: &str, value: Option<&str>) -> Result<bool, OptionError> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        Some("true" | "on") => Ok(true),
        Some("false" | "off") => Ok(false),
        _ => Err(OptionError::NotCheck(name.to_string())),
    }
}

impl Engine {
    /// Sets the option called `name` (case-insensitive) from its text value.
    pub fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        let opt = find(name).ok_or_else(|| OptionError::Unknown(name.to_string()))?;
        match opt.kind {
            Kind::Button => {
                self.press(opt);
                Ok(())
            }
            Kind::Check { .. } => {
                let on = parse_check(name, value)?;
                match opt.name {
                    "UCI_ShowWDL" => self.show_wdl = on,
                    "UCI_LimitStrength" => self.strength.limit = on,
                    _ => self.ponder = on,
                }
                Ok(())
            }
            Kind::Spin { min, max, .. } => {
                let v = value.ok_or_else(|| OptionError::NeedsValue(name.to_string()))?;
                let n: u64 = v.trim().parse().map_err(|_| OptionError::NotNumber {
                    name: name.to_string(),
                    value: v.to_string(),
                })?;
                if n < min || n > max {
                    return Err(OptionError::OutOfRange {
                        name: name.to_string(),
                        n,
                        min,
                        max,
                    });
                }
                self.set_spin(opt, n)
            }
        }
    }

    /// Sets a spin option to `n` (clamped into its range).
    pub fn set_spin(&mut self, opt: &EngineOption, n: u64) -> Result<(), OptionError> {
        let n = opt.clamp(n);
        match opt.name {
            "Hash" => self.set_hash_mb(n as usize)?,
            "Threads" => self.set_threads(n as usize),
            "MultiPV" => self.set_multipv(n as usize),
            "Move Overhead" => self.set_move_overhead(n),
            "Skill Level" => self.strength.level = n as u32,
            "UCI_Elo" => self.strength.elo = n,
            "Random Seed" => self.set_random_seed(n),
            other => return Err(OptionError::Unknown(other.to_string())),
        }
        Ok(())
    }

    /// Carries out a button option.
    fn press(&mut self, opt: &EngineOption) {
        if opt.name == CLEAR_HASH.name {
            self.clear_hash();
        }
    }

    /// The current value of `opt`; `None` for a button.
    pub fn option_value(&self, opt: &EngineOption) -> Option<Value> {
        let c = self.config();
        Some(match opt.name {
            "Hash" => Value::Spin(self.hash_mb() as u64),
            "Threads" => Value::Spin(c.threads as u64),
            "MultiPV" => Value::Spin(c.multipv as u64),
            "Move Overhead" => Value::Spin(c.move_overhead_ms),
            "Skill Level" => Value::Spin(u64::from(self.strength.level)),
            "UCI_Elo" => Value::Spin(self.strength.elo),
            "Random Seed" => Value::Spin(self.random_seed()),
            "Ponder" => Value::Check(self.ponder),
            "UCI_ShowWDL" => Value::Check(self.show_wdl),
            "UCI_LimitStrength" => Value::Check(self.strength.limit),
            _ => return None,
        })
    }

    /// The `Ponder` option's value.
    pub fn ponder_allowed(&self) -> bool {
        self.ponder
    }

    /// The `UCI_ShowWDL` option's value.
    pub fn show_wdl(&self) -> bool {
        self.show_wdl
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;
    use crate::search::SearchConfig;

    #[test]
    fn defaults_agree_with_the_search_config() {
        let c = SearchConfig::default();
        assert_eq!(THREADS.default_number(), c.threads as u64);
        assert_eq!(MULTIPV.default_number(), c.multipv as u64);
        assert_eq!(MOVE_OVERHEAD.default_number(), c.move_overhead_ms);
    }

    #[test]
    fn every_option_but_a_button_has_a_value_starting_at_its_default() {
        let e = Engine::new(Variant::TICTACTOE);
        for o in &OPTIONS {
            let expected = match o.kind {
                Kind::Spin { default, .. } => Some(Value::Spin(default)),
                Kind::Check { default } => Some(Value::Check(default)),
                Kind::Button => None,
            };
            assert_eq!(e.option_value(o), expected, "{}", o.name);
        }
    }

    #[test]
    fn options_are_set_by_name_within_their_ranges() {
        let mut e = Engine::new(Variant::TICTACTOE);
        assert_eq!(e.set_option("multipv", Some("3")), Ok(()));
        assert_eq!(e.config().multipv, 3);
        assert_eq!(e.set_option("Move Overhead", Some("100")), Ok(()));
        assert_eq!(e.config().move_overhead_ms, 100);
        assert_eq!(e.set_option("ponder", Some("on")), Ok(()));
        assert_eq!(e.option_value(&PONDER), Some(Value::Check(true)));
        assert_eq!(e.option_value(&MULTIPV), Some(Value::Spin(3)));
        assert!(e.ponder_allowed());
        assert!(!e.show_wdl());
        assert_eq!(e.set_option("uci_showwdl", Some("true")), Ok(()));
        assert!(e.show_wdl());
        assert_eq!(e.skill(), None);
        assert_eq!(e.set_option("Skill Level", Some("3")), Ok(()));
        assert_eq!(e.skill().map(|s| s.level()), Some(3));
        // Tic-tac-toe's measured scale (engine::level_elo): level 3 is 1093, level 4 up 1167.
        assert_eq!(e.set_option("UCI_Elo", Some("1100")), Ok(()));
        assert_eq!(e.set_option("UCI_LimitStrength", Some("true")), Ok(()));
        assert_eq!(e.skill().map(|s| s.level()), Some(3));
        assert!(e.set_option("Skill Level", Some("21")).is_err());
        assert!(e.set_option("UCI_Elo", Some("100")).is_err());
        assert_eq!(e.skill().map(|s| s.level()), Some(3));
        assert_eq!(e.set_option("Clear Hash", None), Ok(()));
        let err = |name: &str, value: Option<&str>| {
            let mut e = Engine::new(Variant::TICTACTOE);
            e.set_option(name, value).unwrap_err().to_string()
        };
        assert_eq!(
            err("Move Overhead", Some("5001")),
            "option 'Move Overhead': 5001 is outside 0..5000"
        );
        assert_eq!(err("MultiPV", None), "option 'MultiPV' needs a value");
        assert_eq!(err("Hash", Some("x")), "option 'Hash': 'x' is not a number");
        assert_eq!(
            err("Ponder", Some("x")),
            "option 'Ponder' needs true or false"
        );
        assert_eq!(err("Style", Some("1")), "No such option: Style");
        e.set_move_overhead(60_000);
        assert_eq!(e.config().move_overhead_ms, 5000);
    }
}
