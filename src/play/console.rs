//! The console loop: draws the board, reads a line, plays the person's move or runs a command, lets
//! the engine answer, and announces the result with the rule that decided it. It works on any
//! `BufRead`/`Write` pair, so a terminal, a pipe and the tests drive the same code. Nothing typed can
//! end the game or panic it: a bad line gets a one-line reason and the prompt again; EOF leaves.

use super::input::{clean_line, describe_move, example, parse_command, parse_move, Command};
use super::render::{draw, Style};
use super::think::{level_limits, Relay};
use super::words::{reason, side_name, spell_score, win_percent, HELP};
use super::{First, Options, MAX_LEVEL};
use crate::core::{Outcome, PackedMove, Rng, Score, Side};
use crate::engine::{options, Engine};
use crate::game::kinrow::Rule;
use crate::game::AnyGame;
use crate::search::SearchInfo;
use std::io::{BufRead, Write};
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};

/// Longest input line read; the rest is discarded.
const MAX_INPUT: usize = 4096;

/// Plays games on `input`/`output` until `quit` or end of input; returns the exit code (0).
pub fn run(input: impl BufRead, output: impl Write, opts: &Options) -> i32 {
    let mut console = Console::new(input, output, opts.clone());
    console.main_loop()
}

struct Console<R, W> {
    input: R,
    out: W,
    opts: Options,
    game: AnyGame,
    human: Side,
    engine: Engine,
    rng: Rng,
    announced: bool,
}

impl<R: BufRead, W: Write> Console<R, W> {
    fn new(input: R, out: W, opts: Options) -> Console<R, W> {
        let seed = opts.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0x5e47e)
        });
        let mut console = Console {
            input,
            out,
            game: AnyGame::new(opts.variant),
            human: Side::First,
            engine: Engine::new(opts.variant),
            rng: Rng::new(seed),
            announced: false,
            opts,
        };
        // The strength draw gets its own stream from the same seed.
        console.engine.seed_strength(seed ^ 0x9e37_79b9_7f4a_7c15);
        console.human = console.choose_side();
        console
    }

    /// The result as the console sees it: the referee's verdict (a repetition counts once the
    /// position has occurred three times, as over the board).
    fn outcome(&self) -> Option<Outcome> {
        self.game.referee_outcome()
    }

    /// Plays `m`.
    fn play(&mut self, m: PackedMove) -> Result<(), crate::game::MoveError> {
        self.game.play(m)
    }

    fn choose_side(&mut self) -> Side {
        match self.opts.first {
            First::You => Side::First,
            First::Engine => Side::Second,
            First::Random => {
                if self.rng.below(2) == 0 {
                    Side::First
                } else {
                    Side::Second
                }
            }
        }
    }

    fn say(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
    }

    fn show_board(&mut self) {
        // Xiangqi is drawn from the person's side; placement boards always the same way up.
        let style = Style {
            flip: self.human == Side::Second && !self.opts.variant.is_kinrow(),
            ..self.opts.style
        };
        let board = draw(&self.game, style);
        let _ = write!(self.out, "{board}");
    }

    fn introduce(&mut self) {
        let v = self.opts.variant;
        let you = side_name(v, self.human, self.opts.style);
        let first = if self.human == Side::First {
            "you move first"
        } else {
            "Sente moves first"
        };
        let text = format!(
            "{}: you play {you}, {first}; level {}. Type 'help' for commands.",
            v.name(),
            self.opts.level
        );
        self.say(&text);
        if self.human == Side::First {
            // Otherwise the engine's first move draws the board.
            self.show_board();
        }
    }

    fn main_loop(&mut self) -> i32 {
        self.introduce();
        loop {
            if self.outcome().is_none() && self.game.side_to_move() != self.human {
                if !self.engine_move() {
                    self.say("Sente cannot move; type 'new' or 'quit'.");
                    self.human = self.game.side_to_move();
                }
                continue;
            }
            if self.outcome().is_some() {
                self.announce_result();
                self.prompt("Game over. r: new game, q: quit, undo: take back > ");
            } else {
                let name = side_name(self.opts.variant, self.human, self.opts.style);
                self.prompt(&format!("Your move ({name}) > "));
            }
            let Some(line) = self.read_line() else {
                self.say("\nGoodbye.");
                return 0;
            };
            if !self.handle(&line) {
                self.say("Goodbye.");
                return 0;
            }
        }
    }

    fn prompt(&mut self, text: &str) {
        let _ = write!(self.out, "{text}");
        let _ = self.out.flush();
    }

    fn read_line(&mut self) -> Option<String> {
        let mut buf = Vec::new();
        let mut chunk = std::io::Read::take(&mut self.input, MAX_INPUT as u64);
        match chunk.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                if !buf.ends_with(b"\n") && buf.len() >= MAX_INPUT {
                    // Discard the rest of an over-long line.
                    let mut rest = Vec::new();
                    let _ = self.input.read_until(b'\n', &mut rest);
                }
                Some(clean_line(&buf))
            }
        }
    }

    /// Handles one line; false means quit.
    fn handle(&mut self, line: &str) -> bool {
        match parse_command(line) {
            Command::Empty => {}
            Command::Quit => return false,
            Command::Help => self.say(HELP),
            Command::Board => self.show_board(),
            Command::Fouls => {
                let renju = matches!(self.game, AnyGame::Kinrow(ref b) if b.rule() == Rule::Renju);
                if renju {
                    self.opts.style.fouls = !self.opts.style.fouls;
                    let state = if self.opts.style.fouls { "on" } else { "off" };
                    self.say(&format!("Marking Black's renju fouls: {state}."));
                    self.show_board();
                } else {
                    self.say("Fouls exist only in renju.");
                }
            }
            Command::Level(Some(n)) => {
                self.opts.level = n;
                self.say(&format!("Level {n}."));
            }
            Command::Level(None) => self.say("level takes a number from 1 (easiest) to 20"),
            Command::New => {
                self.game = AnyGame::new(self.opts.variant);
                self.human = self.choose_side();
                self.announced = false;
                self.say("New game.");
                self.introduce();
            }
            Command::Swap => {
                self.human = self.human.opponent();
                let name = side_name(self.opts.variant, self.human, self.opts.style);
                self.say(&format!("You now play {name}."));
            }
            Command::Undo => self.undo(),
            Command::Hint => self.hint(),
            Command::Move(_) if self.outcome().is_some() => {
                self.say("the game is over: 'r' starts a new one, 'undo' takes back");
            }
            Command::Move(text) => match parse_move(&self.game, &text) {
                Err(why) => self.say(&why),
                Ok(m) => {
                    let spelled = describe_move(&self.game, m);
                    match self.play(m) {
                        Ok(()) => {
                            let check = if self.in_check() { " Check!" } else { "" };
                            self.say(&format!("You play {spelled}.{check}"));
                            if self.outcome().is_some() {
                                self.show_board();
                            }
                        }
                        Err(e) => self.say(&format!("'{text}': {e}")),
                    }
                }
            },
        }
        true
    }

    fn undo(&mut self) {
        let ply = self.game.ply();
        if ply == 0 || (ply == 1 && self.game.side_to_move() == self.human) {
            self.say("Nothing to take back.");
            return;
        }
        let mut taken = 0;
        while self.game.ply() > 0 {
            if !self.game.undo() {
                break;
            }
            taken += 1;
            if self.game.side_to_move() == self.human {
                break;
            }
        }
        self.announced = false;
        let plural = if taken == 1 { "" } else { "s" };
        self.say(&format!("Took back {taken} move{plural}."));
        self.show_board();
    }

    fn hint(&mut self) {
        if self.outcome().is_some() {
            self.say("The game is over: 'r' starts a new one.");
            return;
        }
        match self.search(MAX_LEVEL) {
            Some((m, score)) => {
                let spelled = describe_move(&self.game, m);
                let pct = win_percent(score);
                self.say(&format!(
                    "Hint: {spelled}; evaluation {pct}% to win for you ({})",
                    spell_score(score)
                ));
            }
            None => self.say(&format!(
                "No hint; try a move such as {}.",
                example(&self.game)
            )),
        }
    }

    /// The engine moves; false if it could not find a move.
    fn engine_move(&mut self) -> bool {
        let chosen = self.search(self.opts.level).map(|(m, _)| m).or_else(|| {
            log::warn!("the search gave no move; playing the first legal one");
            self.game.legal_moves().first().copied()
        });
        let Some(m) = chosen else {
            return false;
        };
        let spelled = describe_move(&self.game, m);
        if self.play(m).is_err() {
            log::error!("the engine chose an illegal move {m:?}");
            return false;
        }
        self.show_board();
        let check = if self.in_check() { " Check!" } else { "" };
        self.say(&format!("Sente plays {spelled}.{check}"));
        true
    }

    /// True when the side to move in xiangqi is in check (and the game goes on).
    fn in_check(&self) -> bool {
        matches!(self.game, AnyGame::Xiangqi(ref p) if p.is_check()) && self.outcome().is_none()
    }

    fn announce_result(&mut self) {
        if self.announced {
            return;
        }
        self.announced = true;
        let Some(outcome) = self.outcome() else {
            return;
        };
        let why = reason(self.opts.variant, outcome);
        let text = match outcome.winner {
            Some(s) if s == self.human => format!("You win: {why}."),
            Some(_) => format!("Sente wins: {why}."),
            None => format!("Draw: {why}."),
        };
        self.say(&text);
    }

    /// Searches the current position at `level`: the chosen move and its score for the side to
    /// move. Below full strength the engine plays at `Skill Level` `level`: a shallow search of a
    /// few candidates and a seeded choice among them (`search::skill`).
    fn search(&mut self, level: u32) -> Option<(PackedMove, Score)> {
        let limits = level_limits(&self.game, &self.opts, level);
        self.engine.set_multipv(1);
        if let Err(e) = self
            .engine
            .set_spin(&options::SKILL_LEVEL, u64::from(level))
        {
            log::error!("cannot set the level: {e}");
        }
        self.engine.set_position(self.game.clone());
        let (tx, rx) = channel();
        let relay = Arc::new(Relay(Mutex::new(tx)));
        if let Err(e) = self.engine.go(limits, relay) {
            log::error!("cannot search: {e}");
            return None;
        }
        let mut shown = false;
        let result = loop {
            match rx.recv() {
                Ok(Err(info)) => {
                    if self.opts.status && info.multipv == 1 {
                        self.status(&info);
                        shown = true;
                    }
                }
                Ok(Ok(result)) => break Some(result),
                Err(_) => break None,
            }
        };
        self.engine.wait();
        if shown {
            eprint!("\r\x1b[K");
        }
        let result = result?;
        let legal = self.game.legal_moves();
        result
            .best
            .filter(|m| legal.contains(m))
            .map(|m| (m, result.score))
    }

    /// The live thinking line on standard error, overwritten in place.
    fn status(&self, info: &SearchInfo) {
        let line: Vec<String> = info
            .pv
            .iter()
            .take(6)
            .map(|&m| {
                let spelled = self.game.format_move(
                    m,
                    crate::game::MoveDialect::Uci {
                        one_based_ranks: false,
                    },
                );
                spelled.trim_start_matches("P@").to_string()
            })
            .collect();
        eprint!(
            "\r\x1b[Kthinking: depth {}, Sente {}% to win: {}",
            info.depth,
            win_percent(info.score),
            line.join(" ")
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Termination;
    use crate::game::Variant;

    #[test]
    fn repetition_verdicts_wait_for_the_third_occurrence() {
        let mut c = Console::new(&b""[..], Vec::new(), Options::new(Variant::Xiangqi));
        let cycle = ["a0a1", "b9c7", "a1a0", "c7b9"];
        for round in 0..2 {
            for (i, text) in cycle.iter().enumerate() {
                let m = parse_move(&c.game, text).expect("legal");
                c.play(m).expect("played");
                if i == 3 {
                    // Back at the start: the rules already see a repetition.
                    assert_eq!(
                        c.game.outcome().map(|o| o.termination),
                        Some(Termination::Repetition)
                    );
                }
                let over = round == 1 && i == 3;
                assert_eq!(c.outcome().is_some(), over, "round {round}, move {text}");
            }
        }
        assert_eq!(c.outcome(), Some(Outcome::draw(Termination::Repetition)));
        c.undo();
        assert_eq!(c.outcome(), None);
    }
}
