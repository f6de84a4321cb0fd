//! Playing against Sente at a console: `sente play [GAME]`, and the short menu plain `sente` offers
//! when a person starts it at a terminal. The console reads lines and writes plain text, so the same
//! loop serves a terminal, a pipe and the tests; see `console::run`.

pub mod console;
pub mod input;
pub mod menu;
pub mod render;
mod think;
mod words;

pub use console::run;
pub use render::Style;

use crate::game::Variant;
use std::str::FromStr;

/// Who makes the first move of each game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum First {
    /// The person.
    #[default]
    You,
    /// The engine.
    Engine,
    /// Chosen at random for every game.
    Random,
}

impl FromStr for First {
    type Err = String;
    fn from_str(s: &str) -> Result<First, String> {
        match s.to_ascii_lowercase().as_str() {
            "you" | "me" | "human" | "y" => Ok(First::You),
            "engine" | "sente" | "computer" | "ai" | "e" => Ok(First::Engine),
            "random" | "r" => Ok(First::Random),
            other => Err(format!("'{other}': use you, engine or random")),
        }
    }
}

/// Strongest level; lower levels play at that `Skill Level` (`search::skill`).
pub const MAX_LEVEL: u32 = 20;

/// Settings of a console session.
#[derive(Clone, Debug)]
pub struct Options {
    /// The game.
    pub variant: Variant,
    /// Who moves first.
    pub first: First,
    /// Strength 1–20.
    pub level: u32,
    /// Thinking time per engine move in milliseconds, instead of the game's default.
    pub movetime: Option<u64>,
    /// How boards are drawn.
    pub style: Style,
    /// Seed for the strength draw and random choices (`None`: from the clock).
    pub seed: Option<u64>,
    /// Show a live one-line thinking status on standard error.
    pub status: bool,
}

impl Options {
    /// Defaults for `variant`: you first, full strength, ASCII without colour, no status line.
    pub fn new(variant: Variant) -> Options {
        Options {
            variant,
            first: First::You,
            level: MAX_LEVEL,
            movetime: None,
            style: Style {
                ascii: true,
                ..Style::default()
            },
            seed: None,
            status: false,
        }
    }
}

/// Whether the board may be drawn in colour on standard output: `anstream`'s rule (a terminal
/// that supports colour, unless `NO_COLOR` is set or `CLICOLOR=0`; `CLICOLOR_FORCE` forces it).
pub fn color_on_stdout() -> bool {
    anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never
}
