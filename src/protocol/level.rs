//! Strength levels for the protocols without UCI's options: UCCI `setoption skilllevel N`, GTP
//! `sente-level [N]`, Gomocup `INFO sente_level N`. Each sets the engine's `Skill Level` (and turns
//! `UCI_LimitStrength` off so the level is what counts); a value that is not a whole number from 0
//! to 20 is refused and nothing changes.

use crate::engine::options::{LIMIT_STRENGTH, SKILL_LEVEL};
use crate::engine::Engine;
use crate::search::skill::MAX_LEVEL;

/// The level the engine plays at (20: full strength).
pub fn current(engine: &Engine) -> u32 {
    engine.skill().map_or(MAX_LEVEL, |s| s.level())
}

/// Sets the level from `text`, or says why not (the level stays as it was).
pub fn set(engine: &mut Engine, text: &str) -> Result<(), String> {
    let level = text
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|&n| n <= MAX_LEVEL)
        .ok_or_else(|| {
            format!(
                "level '{}' is not a whole number from 0 to {MAX_LEVEL}",
                crate::protocol::quote::shown(&text.chars().take(32).collect::<String>())
            )
        })?;
    engine
        .set_option(LIMIT_STRENGTH.name, Some("false"))
        .and_then(|_| engine.set_spin(&SKILL_LEVEL, u64::from(level)))
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    #[test]
    fn levels_are_set_or_refused() {
        let mut e = Engine::new(Variant::TICTACTOE);
        assert_eq!(current(&e), 20);
        assert_eq!(set(&mut e, " 3 "), Ok(()));
        assert_eq!(current(&e), 3);
        for bad in ["21", "-1", "x", "", "2.5", "99999999999999999999"] {
            assert!(set(&mut e, bad).is_err(), "{bad}");
            assert_eq!(current(&e), 3);
        }
        assert_eq!(set(&mut e, "20"), Ok(()));
        assert_eq!(current(&e), 20);
    }
}
